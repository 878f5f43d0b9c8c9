import AnimDBModel
import AnimDBStore

/// One field that both sides changed, each differently from the common ancestor.
public struct FieldConflict: Hashable, Sendable {
    /// Where: `description`, `parameters.amplitude`, `tracks.offset.keyframes[2]`, `tracks.scale.changes[0]`.
    public var field: String
    /// Canonical JSON of each side's value; nil where the field is absent (removed, or not yet added).
    public var base: String?
    public var ours: String?
    public var theirs: String?
}

/// Which side a merge keeps where both changed the same field.
public enum MergeSide: String, Hashable, Sendable {
    case ours
    case theirs
}

/// Three-way merge of preset and timeline content, field by field.
///
/// Disjoint changes combine: different scalar fields, different parameters, tags added or removed on either side,
/// different tracks, and different keyframes or state changes of one track (position by position, or as one
/// edited run per side when lengths changed). What both sides changed differently is a `FieldConflict`; the merged
/// value then holds the `prefer` side's value there. With no common ancestor, anything that differs conflicts,
/// except additions.
enum ThreeWayMerge {
    struct Result {
        var merged: JSONValue
        var conflicts: [FieldConflict]
    }

    static func merge(base: JSONValue?, ours: JSONValue, theirs: JSONValue, prefer: MergeSide) -> Result {
        var merger = Merger(prefer: prefer)
        // A timeline's tracks and changes name its view's items: when the sides disagree on which items the view has,
        // field-by-field merging could pair one side's view with the other's targets, so the content merges whole
        // (one side unchanged takes the other; both changed conflict on `view`).
        if let ourView = ours["view"], let theirView = theirs["view"],
            !Self.sameItems(ourView, theirView) || base.map({ !Self.sameItems($0["view"], ourView) }) ?? false
        {
            if ours == theirs || ours == base { return Result(merged: theirs, conflicts: []) }
            if theirs == base { return Result(merged: ours, conflicts: []) }
            _ = merger.atomic(base?["view"], ourView, theirView, path: "view")
            return Result(merged: prefer == .ours ? ours : theirs, conflicts: merger.conflicts)
        }
        let merged = merger.object(base, ours, theirs, path: "", rules: topLevelRule) ?? ours
        return Result(merged: merged, conflicts: merger.conflicts)
    }

    /// Whether two views (format-3 trees, or format-2 chains) have the same item keys.
    static func sameItems(_ a: JSONValue?, _ b: JSONValue?) -> Bool {
        guard let a, let b else { return false }
        return itemKeys(a) == itemKeys(b)
    }

    /// Every item key of a view, in source order.
    static func itemKeys(_ view: JSONValue) -> [String] {
        if let chain = view.arrayValue { return chain.map { $0["key"]?.stringValue ?? "" } }
        var keys: [String] = []
        func visit(_ node: JSONValue) {
            keys.append(node["key"]?.stringValue ?? "")
            for child in node["children"]?.arrayValue ?? [] { visit(child) }
            for modifier in node["modifiers"]?.arrayValue ?? [] {
                keys.append(modifier["key"]?.stringValue ?? "")
                for attached in modifier["content"]?.arrayValue ?? [] { visit(attached) }
            }
        }
        visit(view)
        return keys.sorted()
    }

    /// How the members of preset and timeline content merge. Timelines merge in today's content format (the planner
    /// upgrades older sides first): the view node by node, keyframe tracks by target, changes as a sequence, states
    /// by name.
    private static func topLevelRule(_ key: String) -> Rule {
        switch key {
        case "parameters", "state": .keyedList(key: "name")
        case "view": .view
        case "ignored", "tags": .set
        case "keyframes": .keyframeTracks
        case "changes": .sequence
        default: .atomic
        }
    }

    enum Rule {
        case atomic
        case set
        case keyedList(key: String)
        case keyframeTracks
        case sequence
        case view
        case nodes
    }

    private struct Merger {
        let prefer: MergeSide
        var conflicts: [FieldConflict] = []

        /// The whole-value rule: equal sides, or one side unchanged, else a conflict.
        ///
        /// - Parameter shown: what the report shows of a value (a parameter's value rather than its whole entry).
        mutating func atomic(
            _ base: JSONValue?, _ ours: JSONValue?, _ theirs: JSONValue?, path: String,
            shown: (JSONValue) -> JSONValue = { $0 }
        ) -> JSONValue? {
            if ours == theirs { return ours }
            if ours == base { return theirs }
            if theirs == base { return ours }
            conflicts.append(
                FieldConflict(
                    field: path, base: base.map { shown($0).canonicalText }, ours: ours.map { shown($0).canonicalText },
                    theirs: theirs.map { shown($0).canonicalText }))
            return prefer == .ours ? ours : theirs
        }

        mutating func object(
            _ base: JSONValue?, _ ours: JSONValue?, _ theirs: JSONValue?, path: String, rules: (String) -> Rule
        ) -> JSONValue? {
            guard let ourMembers = ours?.objectValue, let theirMembers = theirs?.objectValue else {
                return atomic(base, ours, theirs, path: path)
            }
            let baseMembers = base?.objectValue ?? [:]
            var result: [String: JSONValue] = [:]
            let keys = Set(ourMembers.keys).union(theirMembers.keys).union(baseMembers.keys).sorted()
            for key in keys {
                let field = path.isEmpty ? key : path + "." + key
                let (b, o, t) = (baseMembers[key], ourMembers[key], theirMembers[key])
                let merged: JSONValue?
                switch rules(key) {
                case .atomic: merged = atomic(b, o, t, path: field)
                case .set: merged = set(b, o, t, path: field)
                case .keyedList(let name): merged = keyedList(b, o, t, key: name, path: field)
                case .keyframeTracks: merged = keyframeTracks(b, o, t, path: field)
                case .view: merged = view(b, o, t, path: field)
                case .nodes: merged = nodes(b, o, t, path: field)
                case .sequence:
                    if let bs = (b ?? .array([])).arrayValue, let os = o?.arrayValue, let ts = t?.arrayValue,
                        let run = sequence(bs, os, ts, path: field)
                    {
                        merged = .array(run)
                    } else {
                        merged = atomic(b, o, t, path: field)
                    }
                }
                if let merged { result[key] = merged }
            }
            return .object(result)
        }

        /// A view tree, node by node: where every side has a node with the same key in the same place, its item
        /// merges member by member (parameters by name, ignored names as a set, its type, preset and conditions
        /// whole), and its children, modifiers and attached views merge in turn while every side lists the same keys
        /// in the same order; a list whose keys or order differ is one decision, merged whole. Conflicts name the node
        /// path (`view/vstack/arc.parameters.startAngle`).
        mutating func view(_ base: JSONValue?, _ ours: JSONValue?, _ theirs: JSONValue?, path: String) -> JSONValue? {
            if ours?.arrayValue != nil || theirs?.arrayValue != nil {
                // Format-2 chains never meet here (the planner upgrades them), but a damaged side is merged whole.
                return atomic(base, ours, theirs, path: path)
            }
            return node(base, ours, theirs, path: path)
        }

        private mutating func node(_ base: JSONValue?, _ ours: JSONValue?, _ theirs: JSONValue?, path: String)
            -> JSONValue?
        {
            if ours == theirs || ours == base || theirs == base { return atomic(base, ours, theirs, path: path) }
            let key = ours?["key"]?.stringValue
            guard let key, theirs?["key"]?.stringValue == key, base == nil || base?["key"]?.stringValue == key else {
                return atomic(base, ours, theirs, path: path)
            }
            let here = path + "/" + key
            return object(base, ours, theirs, path: here) { member in
                switch member {
                case "parameters": .keyedList(key: "name")
                case "ignored": .set
                case "children", "modifiers", "content": .nodes
                default: .atomic
                }
            }
        }

        /// A list of nodes or modifiers: element by element while every side has the same keys in the same order.
        mutating func nodes(_ base: JSONValue?, _ ours: JSONValue?, _ theirs: JSONValue?, path: String) -> JSONValue? {
            func keys(_ value: JSONValue?) -> [String]? { value?.arrayValue?.map { $0["key"]?.stringValue ?? "" } }
            guard let o = ours?.arrayValue, let t = theirs?.arrayValue, let ourKeys = keys(ours),
                ourKeys == keys(theirs), base == nil || keys(base) == ourKeys
            else {
                return atomic(base, ours, theirs, path: path)
            }
            let b = base?.arrayValue
            // A node's modifier is an item with attached views: it merges as a node does.
            let parent = path.split(separator: ".").dropLast().joined(separator: ".")
            return .array(
                o.indices.compactMap { index in
                    node(b?[index], o[index], t[index], path: parent.isEmpty ? path : parent)
                })
        }

        /// Keyframe tracks keyed by `item.param`: each merged on its own, so edits to different tracks combine,
        /// and one track keyframe by keyframe when both sides kept it.
        mutating func keyframeTracks(_ base: JSONValue?, _ ours: JSONValue?, _ theirs: JSONValue?, path: String)
            -> JSONValue?
        {
            guard let o = ours?.objectValue, let t = theirs?.objectValue else {
                return atomic(base, ours, theirs, path: path)
            }
            let b = base?.objectValue ?? [:]
            var result: [String: JSONValue] = [:]
            for key in Set(o.keys).union(t.keys).union(b.keys).sorted() {
                if let merged = keyframeTrack(b[key], o[key], t[key], path: path + "." + key) { result[key] = merged }
            }
            return .object(result)
        }

        /// Membership merges per element, so adds and removes from both sides all survive; never conflicts.
        mutating func set(_ base: JSONValue?, _ ours: JSONValue?, _ theirs: JSONValue?, path: String) -> JSONValue? {
            guard let o = ours?.arrayValue, let t = theirs?.arrayValue else {
                return atomic(base, ours, theirs, path: path)
            }
            let b = Set(base?.arrayValue ?? [])
            let (os, ts) = (Set(o), Set(t))
            let kept = os.union(ts).filter { element in
                let inBase = b.contains(element)
                // Present in the result unless one side removed it (it was in base and a side dropped it).
                return !(inBase && (!os.contains(element) || !ts.contains(element)))
            }
            return .array(kept.sorted { $0.canonicalText.utf8.lexicographicallyPrecedes($1.canonicalText.utf8) })
        }

        /// Lists of objects identified by `key` (parameters by name): merged per entry, in our order with
        /// their additions appended in their order.
        mutating func keyedList(
            _ base: JSONValue?, _ ours: JSONValue?, _ theirs: JSONValue?, key: String, path: String
        ) -> JSONValue? {
            func entries(_ value: JSONValue?) -> [(String, JSONValue)]? {
                guard let elements = value?.arrayValue else { return nil }
                var result: [(String, JSONValue)] = []
                for element in elements {
                    guard let name = element[key]?.stringValue else { return nil }
                    result.append((name, element))
                }
                return result
            }
            guard let o = entries(ours), let t = entries(theirs), let b = entries(base ?? .array([])) else {
                return atomic(base, ours, theirs, path: path)
            }
            let (bMap, oMap, tMap) = (
                Dictionary(b, uniquingKeysWith: { a, _ in a }),
                Dictionary(o, uniquingKeysWith: { a, _ in a }), Dictionary(t, uniquingKeysWith: { a, _ in a })
            )
            var order = o.map(\.0)
            for (name, _) in t where oMap[name] == nil { order.append(name) }
            var result: [JSONValue] = []
            for name in order {
                let shown: (JSONValue) -> JSONValue = { entry in
                    guard var members = entry.objectValue else { return entry }
                    members[key] = nil
                    return members.count == 1 ? members.values.first! : .object(members)
                }
                if let merged = atomic(bMap[name], oMap[name], tMap[name], path: path + "." + name, shown: shown) {
                    result.append(merged)
                }
            }
            return .array(result)
        }

        /// One keyframe track: keyframe by keyframe when every side has several, else whole.
        mutating func keyframeTrack(_ base: JSONValue?, _ ours: JSONValue?, _ theirs: JSONValue?, path: String)
            -> JSONValue?
        {
            if ours == theirs || ours == base || theirs == base { return atomic(base, ours, theirs, path: path) }
            if let o = ours?.stringValue, let t = theirs?.stringValue, let b = base?.stringValue {
                let elements = [b, o, t].map { KeyframeText.elements(of: $0).map(JSONValue.string) }
                // Text that is not a list of several keyframes has nothing finer to merge.
                if elements.allSatisfy({ $0.count > 1 }),
                    let merged = sequence(elements[0], elements[1], elements[2], path: path)
                {
                    return .string(KeyframeText.joined(merged.compactMap(\.stringValue), like: o))
                }
            }
            return atomic(base, ours, theirs, path: path)
        }

        /// Merges a track's elements: position by position when no side changed the length; otherwise each side's
        /// edit is one run of the base replaced (common prefix and suffix kept), and runs that do not touch
        /// combine, as in diff3. Nil when the runs touch: the caller reports the whole track.
        mutating func sequence(
            _ base: [JSONValue], _ ours: [JSONValue], _ theirs: [JSONValue], path: String
        )
            -> [JSONValue]?
        {
            if base.count == ours.count, ours.count == theirs.count {
                var merged: [JSONValue] = []
                for index in base.indices {
                    merged.append(
                        atomic(base[index], ours[index], theirs[index], path: "\(path)[\(index)]") ?? ours[index])
                }
                return merged
            }
            let edits = [ThreeWayMerge.run(base, ours), ThreeWayMerge.run(base, theirs)].sorted {
                $0.range.lowerBound > $1.range.lowerBound
            }
            guard edits[1].range.upperBound < edits[0].range.lowerBound else { return nil }
            var merged = base
            for edit in edits { merged.replaceSubrange(edit.range, with: edit.replacement) }
            return merged
        }
    }

    /// The one run of `base` that `side` replaces, after their common prefix and suffix.
    static func run(_ base: [JSONValue], _ side: [JSONValue]) -> (range: Range<Int>, replacement: [JSONValue]) {
        var prefix = 0
        while prefix < base.count, prefix < side.count, base[prefix] == side[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < base.count - prefix, suffix < side.count - prefix,
            base[base.count - 1 - suffix] == side[side.count - 1 - suffix]
        {
            suffix += 1
        }
        return (prefix..<(base.count - suffix), Array(side[prefix..<(side.count - suffix)]))
    }
}
