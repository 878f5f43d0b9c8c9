import AnimDBEngine
import AnimDBGeometry
import AnimDBModel
import AnimDBSyntax

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `.phaseAnimator(_:trigger:content:animation:)`: a phase the content closure's modifiers read, moved on by itself.
///
/// The phase is a state of the view that nothing writes but the animator (its name is the content closure's name for
/// it), so the modifiers that read it move exactly as modifiers that read a `@State` do. Without a trigger the phases
/// cycle for as long as the view is shown: the view appears in the first phase and moves on at once; with one, each
/// change of the trigger runs the phases once, from the next phase back to the first. Each move is a transaction
/// animated by the animation closure's animation for the phase moved to (nil: not animated), and the next move
/// happens on the display frame where that animation is logically complete (`Animation.completionTime`), as SwiftUI's
/// phase animator waits for each phase's animation to complete logically (Apple's documentation of
/// `PhaseAnimator`; WWDC23 "Wind your way through advanced animations in SwiftUI"). docs/evaluation.md,
/// "Phase animators", has the rules and the choices where the documentation is silent.
extension ViewSpec {
    /// One phase animator of the view.
    public struct PhaseAnimator: Sendable {
        /// The `phase-animator` item's index in `items`.
        public var item: Int
        /// The phase's index in `states`.
        public var state: Int
        /// The content closure's name for the phase (`states[state].name` may differ: several animators' closures
        /// may all call theirs `phase`).
        public var name: String
        /// The phases in order; the view starts in the first.
        public var phases: [ParameterValue]
        /// `animations[k]`: the animation of the move into `phases[k]` (nil: the move does not animate).
        public var animations: [Animation?]
        /// The state whose changes run the phases once, or nil to cycle continuously.
        public var trigger: Int?
    }

    /// An animator item's parameters (a phase or keyframe animator's), read as the view wrote them: its texts, the
    /// name its content closure gives the value, its trigger and how many modifiers the closure holds.
    struct AnimatorParameters {
        let parameters: [Preset.Parameter]
        let key: String

        /// A text parameter, or `fallback` when it has none.
        func text(_ name: String, _ fallback: String) throws(TimelineError) -> String {
            guard let stored = parameters.first(where: { $0.name == name })?.value else { return fallback }
            let value = try ResolvedPreset.reading(name) { try ExpressionParser.parseValue(stored, as: .string) }
            guard case .string(let string) = value else { return fallback }
            return string
        }

        /// The content closure's name for the value, which must be an identifier.
        func valueName(_ parameter: String, what: String) throws(TimelineError) -> String {
            let name = try text(parameter, parameter)
            guard NameRules.isIdentifier(name) else {
                throw .invalid(parameter: key, reason: "the \(what)'s name '\(name)' is not an identifier")
            }
            return name
        }

        /// The trigger state's name, or nil.
        func trigger() throws(TimelineError) -> String? {
            let trigger = try text("trigger", "")
            return trigger.isEmpty ? nil : trigger
        }

        /// How many of the modifiers after the animator are its content closure's.
        func contentCount() throws(TimelineError) -> Int {
            let count = parameters.first { $0.name == "content" }?.value ?? "0"
            guard let contentCount = Int(count), contentCount >= 0 else {
                throw .invalid(parameter: key, reason: "its content count must be a whole number, not '\(count)'")
            }
            return contentCount
        }
    }

    /// At most this many phase moves are scheduled in a view (each a transaction), so a cycle of moves without
    /// animation, one per display frame, stays bounded.
    public static let maxPhaseMoves = 20_000

    /// What a `phase-animator` item declares: its phase (a state of the view) and the text of the rest, read before
    /// the view's items are built, because the content's modifiers read the phase.
    struct PhaseDeclaration {
        var key: String
        var name: String
        var phases: [ParameterValue]
        var trigger: String?
        var animation: String
        /// How many of the modifiers after the animator are its content closure's.
        var contentCount: Int

        /// What `item` declares, or nil when it is not a `phase-animator`.
        init?(_ item: Timeline.Item) throws(TimelineError) {
            guard case .inline("phase-animator", let parameters, _) = item.source else { return nil }
            let read = AnimatorParameters(parameters: parameters, key: item.key)
            key = item.key
            name = try read.valueName("phase", what: "phase")
            phases = try Self.phases(try read.text("phases", "[false, true]"), item.key)
            trigger = try read.trigger()
            animation = try read.text("animation", ".default")
            contentCount = try read.contentCount()
        }

        /// `[false, true]`, `[0.0, 1.0]`, `[1, 1.5]`: the phases, as Swift infers the array's element type (numbers
        /// with a fractional part make every element a Double).
        static func phases(_ text: String, _ key: String) throws(TimelineError) -> [ParameterValue] {
            let trimmed = text.trimmingWhitespaceAndNewlines()
            guard trimmed.hasPrefix("["), trimmed.hasSuffix("]"),
                let elements = ExpressionText.split(trimmed.dropFirst().dropLast(), at: ",")
            else {
                throw .invalid(
                    parameter: key,
                    reason: "the phases must be an array literal of Bools or numbers, as in [false, true]")
            }
            var values: [ParameterValue] = []
            for element in elements where !element.trimmingWhitespace().isEmpty {
                let value = try ResolvedPreset.reading(key) { try StoredText.stateValue(element, type: nil) }
                guard [.bool, .int, .double].contains(value.type) else {
                    throw .invalid(parameter: key, reason: "a phase must be a Bool or a number, not '\(element)'")
                }
                values.append(value)
            }
            guard !values.isEmpty else { throw .invalid(parameter: key, reason: "the phases must not be empty") }
            let types = Set(values.map(\.type))
            if types == [.int, .double] {
                values = values.map { if case .int(let n) = $0 { .double(Double(n)) } else { $0 } }
            } else if types.count > 1 {
                throw .invalid(parameter: key, reason: "the phases must all be of one type, as a Swift array's are")
            }
            return values
        }

        /// The animation of the move into each phase, read from the animation closure: one animation for every
        /// phase (`_ in .bouncy`), `phase ? a : b` over Bool phases, or `switch phase { case …: a default: b }`.
        func animations() throws(TimelineError) -> [Animation?] {
            var body = animation
            var parameter: String?
            if let (names, rest) = ExpressionText.closureParameters(animation), names.count == 1 {
                parameter = names[0] == "_" ? nil : names[0]
                body = rest
            }
            body = Self.droppingReturn(body)
            func read(_ text: String) throws(TimelineError) -> Animation? {
                let trimmed = Self.droppingReturn(text)
                if trimmed == "nil" || trimmed == ".none" { return nil }
                return try ResolvedPreset.reading("animation") { try StoredText.animation(trimmed) }
            }
            if let parameter, body.hasPrefix("switch ") {
                return try switchAnimations(body, over: parameter, read: read)
            }
            if let parameter, body.hasPrefix(parameter),
                body.dropFirst(parameter.count).trimmingWhitespace().hasPrefix("?"),
                let question = body.firstIndex(of: "?"),
                let branches = ExpressionText.split(body[body.index(after: question)...], at: ":"),
                branches.count == 2
            {
                guard phases.allSatisfy({ $0.type == .bool }) else {
                    throw .invalid(parameter: key, reason: "'\(parameter) ? … : …' needs Bool phases")
                }
                let whenTrue = try read(branches[0]), whenFalse = try read(branches[1])
                return phases.map { $0 == .bool(true) ? whenTrue : whenFalse }
            }
            let one = try read(body)
            return phases.map { _ in one }
        }

        /// `switch phase { case A, B: animation  default: animation }`.
        private func switchAnimations(
            _ body: String, over parameter: String, read: (String) throws(TimelineError) -> Animation?
        ) throws(TimelineError) -> [Animation?] {
            let scalars = Array(body.unicodeScalars)
            guard let open = scalars.firstIndex(of: "{"),
                String(String.UnicodeScalarView(scalars[7..<open])).trimmingWhitespace() == parameter,
                let close = ExpressionText.closingIndex(in: scalars, from: open)
            else {
                throw .invalid(parameter: key, reason: "expected 'switch \(parameter) { case …: … }'")
            }
            let cases = String(String.UnicodeScalarView(scalars[(open + 1)..<(close - 1)]))
            var chosen: [Animation??] = phases.map { _ in nil }
            var fallback: Animation??
            // Each clause starts at a line's `case` or `default`; a clause's animation follows its first top-level ':'.
            let clauses = cases.split(whereSeparator: \.isNewline).reduce(into: [String]()) { clauses, line in
                let trimmed = line.trimmingWhitespace()
                if trimmed.hasPrefix("case ") || trimmed.hasPrefix("default") || clauses.isEmpty {
                    clauses.append(trimmed)
                } else {
                    clauses[clauses.count - 1] += " " + trimmed
                }
            }
            for clause in clauses where !clause.isEmpty {
                guard let parts = ExpressionText.split(clause, at: ":"), parts.count >= 2 else {
                    throw .invalid(parameter: key, reason: "'\(clause)' is not a case of the switch")
                }
                let animation = try read(parts.dropFirst().joined(separator: ":"))
                let pattern = parts[0].trimmingWhitespace()
                if pattern == "default" {
                    fallback = .some(animation)
                    continue
                }
                guard pattern.hasPrefix("case "), let values = ExpressionText.split(pattern.dropFirst(5), at: ",")
                else {
                    throw .invalid(parameter: key, reason: "'\(clause)' is not a case of the switch")
                }
                for value in values {
                    let phase = try ResolvedPreset.reading(key) {
                        try StoredText.stateValue(value, type: phases[0].type)
                    }
                    for (index, candidate) in phases.enumerated() where candidate == phase && chosen[index] == nil {
                        chosen[index] = .some(animation)
                    }
                }
            }
            return try phases.indices.map { index throws(TimelineError) in
                guard let animation = chosen[index] ?? fallback else {
                    throw .invalid(parameter: key, reason: "the switch has no case for the phase \(phases[index])")
                }
                return animation
            }
        }

        private static func droppingReturn(_ text: some StringProtocol) -> String {
            let trimmed = text.trimmingWhitespaceAndNewlines()
            return trimmed.hasPrefix("return ") ? String(trimmed.dropFirst(7)).trimmingWhitespace() : trimmed
        }
    }

    /// The view with every phase move as a transaction (marked `isScheduled`), on `display`, and, when a phase
    /// animator cycles continuously, where its pass ends: after the first whole cycles of every continuous animator
    /// that reach past the view's last written change (at least one cycle each), so a pass that repeats loops on
    /// whole cycles.
    func scheduled(on display: DisplayClock) throws(TimelineError) -> (view: ViewSpec, cycleEnd: Double?) {
        let completed = completionsScheduled(on: display)
        guard !phaseAnimators.isEmpty else { return (completed, nil) }
        // A completion's change may change a trigger, so the phases run over the completed changes.
        let transactions = completed.transactions
        let lastWritten = transactions.last(where: { !$0.isScheduled })?.time ?? 0
        var moves: [Transaction] = []
        var cycleEnd: Double?
        for animator in phaseAnimators where animator.phases.count > 1 {
            let count = animator.phases.count
            func move(_ to: Int, at time: Double) -> Transaction {
                var move = Transaction(
                    time: time, animation: animator.animations[to], assignments: [],
                    stateAssignments: [StateAssignment(state: animator.state, animator.phases[to])])
                move.isScheduled = true
                return move
            }
            guard let trigger = animator.trigger else {
                var time = 0.0
                var phase = 0
                while moves.count < Self.maxPhaseMoves {
                    let next = (phase + 1) % count
                    moves.append(move(next, at: time))
                    guard let done = animator.animations[next].completionTime(startingAt: time, on: display) else {
                        break
                    }
                    time = done
                    phase = next
                    if next == 0 {
                        cycleEnd = max(cycleEnd ?? 0, time)
                        if time >= lastWritten { break }
                    }
                }
                continue
            }
            // Each change of the trigger moves on to the next phase at once and runs on to the first phase; a move
            // still waiting from an earlier run is superseded.
            var runs: [(move: Transaction, phase: Int)] = []
            for start in Self.changeTimes(of: trigger, try completed.expandedTransactions()) {
                runs.removeAll { $0.move.time > start }
                var phase = runs.last?.phase ?? 0
                var time = start
                while runs.count + moves.count < Self.maxPhaseMoves {
                    let next = (phase + 1) % count
                    runs.append((move(next, at: time), next))
                    if next == 0 { break }
                    guard let done = animator.animations[next].completionTime(startingAt: time, on: display) else {
                        break
                    }
                    time = done
                    phase = next
                }
            }
            moves += runs.map(\.move)
        }
        var view = completed
        view.transactions = Self.merged(transactions, moves)
        return (view, cycleEnd)
    }

    /// The times the transactions of `expanded` (`expandedTransactions()`: each with the states after it) change
    /// `state`'s model value, each instant once, as one update of SwiftUI sees a trigger change once: when a phase
    /// animator moves on and a keyframe animator plays.
    static func changeTimes(
        of state: Int,
        _ expanded: (transactions: [Transaction], states: [[ParameterValue]], initialStates: [ParameterValue])
    ) -> [Double] {
        var times: [Double] = []
        var before = expanded.initialStates.indices.contains(state) ? expanded.initialStates[state] : nil
        for (transaction, after) in zip(expanded.transactions, expanded.states) where after.indices.contains(state) {
            if after[state] != before, times.last != transaction.time { times.append(transaction.time) }
            before = after[state]
        }
        return times
    }

    /// `first` and `then` in time order, `first`'s before `then`'s at one instant (a move a trigger's change
    /// causes, or a completion's change made on the frame another change happens, follows that change).
    static func merged(_ first: [Transaction], _ then: [Transaction]) -> [Transaction] {
        (first.map { ($0, 0) } + then.map { ($0, 1) }).enumerated()
            .sorted { ($0.element.0.time, $0.element.1, $0.offset) < ($1.element.0.time, $1.element.1, $1.offset) }
            .map(\.element.0)
    }

    /// The view with each completion's change among its transactions (marked `isScheduled`), at the display frame
    /// where the change before it completes by its criteria (`Animation.completionTime`, the rule phase animators
    /// follow too), and so on down a chain of completions. A change whose animation never completes
    /// (`repeatForever`) never runs its completion, as in SwiftUI. At most `maxPhaseMoves` changes are made.
    func completionsScheduled(on display: DisplayClock) -> ViewSpec {
        guard transactions.contains(where: { $0.completion != nil }) else { return self }
        var made: [Transaction] = []
        func follow(_ transaction: Transaction) {
            guard let completion = transaction.completion, made.count < Self.maxPhaseMoves,
                let time = transaction.animation.completionTime(
                    startingAt: transaction.time, on: display, criteria: completion.criteria)
            else { return }
            var next = completion.transaction
            next.time = time
            next.isScheduled = true
            made.append(next)
            follow(next)
        }
        for transaction in transactions { follow(transaction) }
        var view = self
        view.transactions = Self.merged(transactions, made)
        return view
    }
}
