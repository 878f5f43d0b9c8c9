import AnimDBEngine

/// What differs between two versions of a preset or a timeline, in the tree's terms: one `Difference` per changed
/// parameter value, node, modifier, state, keyframe track, transaction or type.
///
/// A pure comparison of stored content (expression text as stored, so canonical values compare by text): it reads
/// nothing and resolves nothing. `ContentDiff(a, b).inverted == ContentDiff(b, a)`, and `ContentDiff(x, x)` is empty.
///
/// ```swift
/// let diff = ContentDiff(old, new)
/// for line in diff.differences { print(line) }   // ~ arc Arc.endAngle: .degrees(90) → .degrees(180)
/// ```
public struct ContentDiff: Hashable, Sendable {
    /// One difference: what it is about and how it changed.
    public struct Difference: Hashable, Sendable, CustomStringConvertible {
        /// How the subject changed.
        public enum Change: Hashable, Sendable {
            /// Only the second side has it; the text describes it.
            case added(String)
            /// Only the first side has it.
            case removed(String)
            /// Both have it, with different values (or, for a node, at different places).
            case modified(old: String, new: String)
        }

        /// What area of the content the difference is in.
        public enum Area: String, Hashable, Sendable, CaseIterable {
            case kind, type, parameter, node, modifier, order, state, repetition, keyframes, change, ignored,
                description, tags
        }

        public var area: Area
        /// What differs, the same text on both sides: `arc Arc.endAngle`, `node done`, `state show`, `change 2`.
        public var subject: String
        public var change: Change
        /// The parameters and states the difference is about, where it names them (a value, a track, a change's
        /// assignments): what a page highlights.
        public var targets: [ParameterTarget]

        public init(_ area: Area, _ subject: String, _ change: Change, targets: [ParameterTarget] = []) {
            self.area = area
            self.subject = subject
            self.change = change
            self.targets = targets
        }

        /// `+`, `-` or `~`.
        public var sign: Character {
            switch change {
            case .added: "+"
            case .removed: "-"
            case .modified: "~"
            }
        }

        /// One line: `~ arc Arc.endAngle: .degrees(90) → .degrees(180)`, `+ node done: text(content: "Done")`.
        public var description: String {
            switch change {
            case .added(let text), .removed(let text): "\(sign) \(subject)" + (text.isEmpty ? "" : ": \(text)")
            case .modified(let old, let new): "\(sign) \(subject): \(old) → \(new)"
            }
        }

        /// The same difference seen from the other side.
        public var inverted: Difference {
            switch change {
            case .added(let text): Difference(area, subject, .removed(text), targets: targets)
            case .removed(let text): Difference(area, subject, .added(text), targets: targets)
            case .modified(let old, let new): Difference(area, subject, .modified(old: new, new: old), targets: targets)
            }
        }
    }

    /// In a stable order: kind and type, then the view from the root down, states, repetition, tracks, changes.
    public var differences: [Difference]

    /// Whether the two sides have the same content.
    public var isEmpty: Bool { differences.isEmpty }

    /// The diff from the second side to the first.
    public var inverted: ContentDiff { ContentDiff(differences: differences.map(\.inverted)) }

    public init(differences: [Difference]) {
        self.differences = differences
    }

    /// The differences between two presets (their names and ids are not compared: the caller named them).
    public init(_ a: Preset, _ b: Preset) {
        var out: [Difference] = []
        if a.type != b.type { out.append(Difference(.type, "type", .modified(old: a.type, new: b.type))) }
        let label = a.type == b.type ? a.type : "preset"
        out += Self.parameters(a.parameters, b.parameters, subject: { "\(label).\($0)" })
        out += Self.sets(a.ignored, b.ignored, area: .ignored, subject: { "ignored \($0)" })
        if a.description != b.description {
            out.append(
                Difference(
                    .description, "description",
                    .modified(old: Self.quoted(a.description), new: Self.quoted(b.description))))
        }
        out += Self.sets(a.tags, b.tags, area: .tags, subject: { "tag \($0)" })
        differences = out
    }

    /// The differences between two timelines (names and ids are not compared).
    public init(_ a: Timeline, _ b: Timeline) {
        var out = TreeDiff(a.view, b.view).differences
        out += Self.states(a.state, b.state)
        if a.repetition != b.repetition {
            out.append(
                Difference(
                    .repetition, "repeats", .modified(old: Self.text(a.repetition), new: Self.text(b.repetition))))
        }
        for target in Set(a.keyframes.keys).union(b.keyframes.keys).sorted() {
            let subject = "keyframes \(target)"
            switch (a.keyframes[target], b.keyframes[target]) {
            case (let x?, let y?) where x != y:
                out.append(Difference(.keyframes, subject, .modified(old: x, new: y), targets: [target]))
            case (let x?, nil): out.append(Difference(.keyframes, subject, .removed(x), targets: [target]))
            case (nil, let y?): out.append(Difference(.keyframes, subject, .added(y), targets: [target]))
            default: break
            }
        }
        out += Self.changes(a.changes, b.changes)
        differences = out
    }

    /// Parameters by name: added, removed or with another value; then their order, if it changed.
    static func parameters(
        _ a: [Preset.Parameter], _ b: [Preset.Parameter], subject: (String) -> String,
        target: (String) -> ParameterTarget? = { _ in nil }
    ) -> [Difference] {
        let old = Dictionary(a.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        let new = Dictionary(b.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        var out: [Difference] = Set(old.keys).union(new.keys).sorted().compactMap { name in
            switch (old[name], new[name]) {
            case (let x?, let y?) where x != y:
                Difference(
                    .parameter, subject(name), .modified(old: x, new: y), targets: target(name).map { [$0] } ?? [])
            case (let x?, nil):
                Difference(.parameter, subject(name), .removed(x), targets: target(name).map { [$0] } ?? [])
            case (nil, let y?):
                Difference(.parameter, subject(name), .added(y), targets: target(name).map { [$0] } ?? [])
            default: nil
            }
        }
        // The order is the author's (code generation and `show` follow it), so a reorder is a difference too.
        let orderA = a.map(\.name).filter { new[$0] != nil }
        let orderB = b.map(\.name).filter { old[$0] != nil }
        if orderA != orderB {
            out.append(
                Difference(
                    .order, "order of " + subject("*"),
                    .modified(old: orderA.joined(separator: ", "), new: orderB.joined(separator: ", "))))
        }
        return out
    }

    static func sets(_ a: Set<String>, _ b: Set<String>, area: Difference.Area, subject: (String) -> String)
        -> [Difference]
    {
        a.symmetricDifference(b).sorted().map {
            Difference(area, subject($0), a.contains($0) ? .removed("") : .added(""))
        }
    }

    static func states(_ a: [Timeline.StateVariable], _ b: [Timeline.StateVariable]) -> [Difference] {
        let old = Dictionary(a.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let new = Dictionary(b.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        func text(_ state: Timeline.StateVariable) -> String { "\(state.type ?? "?") = \(state.value)" }
        var out: [Difference] = []
        for name in Set(old.keys).union(new.keys).sorted() {
            switch (old[name], new[name]) {
            case (let x?, let y?) where x != y:
                out.append(Difference(.state, "state \(name)", .modified(old: text(x), new: text(y))))
            case (let x?, nil): out.append(Difference(.state, "state \(name)", .removed(text(x))))
            case (nil, let y?): out.append(Difference(.state, "state \(name)", .added(text(y))))
            default: break
            }
        }
        let common = Set(old.keys).intersection(new.keys)
        let orderA = a.map(\.name).filter(common.contains)
        let orderB = b.map(\.name).filter(common.contains)
        if orderA != orderB {
            out.append(
                Difference(
                    .order, "state order",
                    .modified(old: orderA.joined(separator: ", "), new: orderB.joined(separator: ", "))))
        }
        return out
    }

    /// Transactions, matched symmetrically: equal changes pair up in order (the k-th copy on one side with the k-th
    /// on the other); of the rest, changes at the same time pair up in order and are compared; the others are added
    /// or removed. Subjects number changes from 1 (`change 2`), or name a compared pair by its time where its place moved.
    static func changes(_ a: [Timeline.Change], _ b: [Timeline.Change]) -> [Difference] {
        let equal = pairUp(a, b)
        let restA = a.indices.filter { i in !equal.contains { $0.0 == i } }
        let restB = b.indices.filter { j in !equal.contains { $0.1 == j } }
        let timed = pairUp(restA.map { a[$0].time }, restB.map { b[$0].time }).map { (restA[$0.0], restB[$0.1]) }
        // Each entry with a key that is the same for a difference and its inverse: the order is the same both ways.
        var entries: [(time: Double, texts: [String], difference: Difference)] = []
        var pairsAtTime: [Double: Int] = [:]
        for (i, j) in timed {
            let time = a[i].time
            pairsAtTime[time, default: 0] += 1
            let subject =
                i == j ? "change \(i + 1)" : "change at \(JSONValue.canonicalNumber(time)) #\(pairsAtTime[time]!)"
            let (old, new) = (text(a[i]), text(b[j]))
            let targets = Set((a[i].assignments + b[j].assignments).map(\.target)).sorted()
            entries.append(
                (
                    time, [old, new].sorted(),
                    Difference(.change, subject, .modified(old: old, new: new), targets: targets)
                ))
        }
        let pairedA = Set((equal + timed).map(\.0))
        let pairedB = Set((equal + timed).map(\.1))
        for i in a.indices where !pairedA.contains(i) {
            entries.append(
                (
                    a[i].time, [text(a[i])],
                    Difference(
                        .change, "change \(i + 1)", .removed(text(a[i])), targets: a[i].assignments.map(\.target))
                ))
        }
        for j in b.indices where !pairedB.contains(j) {
            entries.append(
                (
                    b[j].time, [text(b[j])],
                    Difference(.change, "change \(j + 1)", .added(text(b[j])), targets: b[j].assignments.map(\.target))
                ))
        }
        entries.sort { x, y in
            if x.time != y.time { return x.time < y.time }
            if x.texts != y.texts { return x.texts.lexicographicallyPrecedes(y.texts) }
            return x.difference.subject < y.difference.subject
        }
        var out = entries.map(\.difference)
        // Equal changes in another order: only changes at one time can swap (changes are in time order), and they
        // apply in stored order, so the order matters.
        let equalA = equal.map(\.0).sorted().map { a[$0] }
        let equalB = equal.map(\.1).sorted().map { b[$0] }
        for time in Set(equalA.map(\.time)).sorted() {
            let old = equalA.filter { $0.time == time }
            let new = equalB.filter { $0.time == time }
            guard old != new else { continue }
            out.append(
                Difference(
                    .order, "order of changes at \(JSONValue.canonicalNumber(time))",
                    .modified(
                        old: old.map(text).joined(separator: "; "), new: new.map(text).joined(separator: "; "))))
        }
        return out
    }

    /// The k-th element of `a` equal to some value pairs with the k-th element of `b` equal to it: a matching that
    /// is the same seen from either side.
    static func pairUp<T: Hashable>(_ a: [T], _ b: [T]) -> [(Int, Int)] {
        var positions: [T: [Int]] = [:]
        for (j, element) in b.enumerated() { positions[element, default: []].append(j) }
        var used: [T: Int] = [:]
        var pairs: [(Int, Int)] = []
        for (i, element) in a.enumerated() {
            let n = used[element, default: 0]
            if let list = positions[element], n < list.count {
                pairs.append((i, list[n]))
                used[element] = n + 1
            }
        }
        return pairs
    }

    /// `sides = 6, show = true with .spring at 1.5` (as `show` prints a change).
    static func text(_ change: Timeline.Change) -> String {
        change.summary(noAnimation: " without animation") + " at \(JSONValue.canonicalNumber(change.time))"
    }

    static func text(_ repetition: Timeline.Repetition) -> String {
        switch repetition {
        case .count(let n): n == 1 ? "once" : "\(n) times"
        case .forever: "forever"
        }
    }

    static func quoted(_ text: String) -> String { JSONValue.string(text).canonicalText }
}
