#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The differences between two view trees, items matched by key (keys are unique within a view and never follow
/// renames, so a key names the same view or modifier on both sides): items added or removed, moved to another
/// place, of another type or preset, with other values, ignored parameters or conditions, and siblings reordered.
struct TreeDiff {
    typealias Difference = ContentDiff.Difference

    /// Where an item sits in a tree.
    struct Place: Hashable {
        var item: Timeline.Item
        /// Whether the item is a node's view (else a modifier).
        var isView: Bool
        /// The node's conditions (views only).
        var conditions: [Timeline.Condition]
        /// The labels from the root down to the item: `VStack › Arc`, `Arc › frame` for a modifier.
        var path: [String]
        /// The key of the node or modifier it belongs to, nil for the root.
        var parent: String?
    }

    /// An item's places by key, and every ordered list of keys (a node's children, its modifiers, a modifier's
    /// attached views) by its owner's key and list name.
    struct Index {
        var places: [String: Place] = [:]
        var keys: [String] = []
        var lists: [String: [String]] = [:]

        init(_ root: Timeline.Node) {
            add(root, path: [], parent: nil)
        }

        private mutating func add(_ node: Timeline.Node, path: [String], parent: String?) {
            let path = path + [TreeDiff.label(node.item)]
            record(
                node.item, Place(item: node.item, isView: true, conditions: node.conditions, path: path, parent: parent)
            )
            lists["children of \(node.key)"] = node.children.map(\.key)
            lists["modifiers of \(node.key)"] = node.modifiers.map(\.item.key)
            for child in node.children { add(child, path: path, parent: node.key) }
            for modifier in node.modifiers {
                let modifierPath = path + [TreeDiff.label(modifier.item)]
                record(
                    modifier.item,
                    Place(item: modifier.item, isView: false, conditions: [], path: modifierPath, parent: node.key))
                lists["views of \(modifier.item.key)"] = modifier.content.map(\.key)
                for attached in modifier.content { add(attached, path: modifierPath, parent: modifier.item.key) }
            }
        }

        private mutating func record(_ item: Timeline.Item, _ place: Place) {
            // Keys are unique in a stored view; the first place wins for content that is not.
            guard places[item.key] == nil else { return }
            places[item.key] = place
            keys.append(item.key)
        }
    }

    var differences: [Difference] = []

    init(_ a: Timeline.Node, _ b: Timeline.Node) {
        let old = Index(a)
        let new = Index(b)
        // One order whichever side is first: the keys sorted.
        for key in Set(old.keys).union(new.keys).sorted() {
            switch (old.places[key], new.places[key]) {
            case (let x?, let y?): differences += Self.compare(key, x, y)
            case (let x?, nil):
                differences.append(Difference(x.isView ? .node : .modifier, key, .removed(Self.describe(x))))
            case (nil, let y?):
                differences.append(Difference(y.isView ? .node : .modifier, key, .added(Self.describe(y))))
            default: break
            }
        }
        for list in Set(old.lists.keys).intersection(new.lists.keys).sorted() {
            let common = Set(old.lists[list]!).intersection(new.lists[list]!)
            let x = old.lists[list]!.filter(common.contains)
            let y = new.lists[list]!.filter(common.contains)
            if x != y {
                differences.append(
                    Difference(
                        .order, "order of \(list)",
                        .modified(old: x.joined(separator: ", "), new: y.joined(separator: ", "))))
            }
        }
    }

    /// One item present on both sides.
    private static func compare(_ key: String, _ x: Place, _ y: Place) -> [Difference] {
        var out: [Difference] = []
        let area: Difference.Area = x.isView && y.isView ? .node : .modifier
        if x.isView != y.isView || x.parent != y.parent {
            out.append(Difference(area, "\(key) place", .modified(old: placeText(x), new: placeText(y))))
        }
        let (labelX, labelY) = (label(x.item), label(y.item))
        if labelX != labelY || isPreset(x.item) != isPreset(y.item) {
            out.append(Difference(.type, "\(key) type", .modified(old: kindText(x.item), new: kindText(y.item))))
        } else if let a = x.item.presetID, let b = y.item.presetID, a != b {
            // One name, two presets (an original and an import's copy of it, say): the ids tell them apart.
            let (old, new) = (a.uuidString.lowercased().prefix(8), b.uuidString.lowercased().prefix(8))
            out.append(
                Difference(
                    .type, "\(key) type", .modified(old: "preset \(labelX) \(old)", new: "preset \(labelY) \(new)")))
        }
        // `Arc.endAngle` where the key is the label, `n2 Arc.endAngle` where not, `n2.endAngle` if the type changed.
        let prefix = labelX != labelY || key == labelX ? "\(key)." : "\(key) \(labelX)."
        out += ContentDiff.parameters(
            parameters(x.item), parameters(y.item), subject: { prefix + $0 },
            target: { .parameter(item: key, name: $0) })
        out += ContentDiff.sets(ignored(x.item), ignored(y.item), area: .ignored, subject: { "\(prefix)\($0) ignored" })
        if x.conditions != y.conditions {
            out.append(
                Difference(
                    area, "\(key) conditions",
                    .modified(old: conditionText(x.conditions), new: conditionText(y.conditions))))
        }
        return out
    }

    /// What `show` calls the item: its preset's name or its inline type.
    static func label(_ item: Timeline.Item) -> String {
        switch item.source {
        case .preset(let name, _, _): name
        case .inline(let type, _, _): type
        }
    }

    private static func isPreset(_ item: Timeline.Item) -> Bool { item.presetName != nil }

    private static func kindText(_ item: Timeline.Item) -> String {
        isPreset(item) ? "preset \(label(item))" : label(item)
    }

    private static func parameters(_ item: Timeline.Item) -> [Preset.Parameter] {
        switch item.source {
        case .preset(_, _, let parameters), .inline(_, let parameters, _): parameters
        }
    }

    private static func ignored(_ item: Timeline.Item) -> Set<String> {
        if case .inline(_, _, let ignored) = item.source { return ignored }
        return []
    }

    /// `Text(content: "Done") at VStack › Text`, `preset shake(intensity: 15) at Arc › shake`.
    private static func describe(_ place: Place) -> String {
        let values = parameters(place.item).map { "\($0.name): \($0.value)" }.joined(separator: ", ")
        let conditions = place.conditions.isEmpty ? "" : " if \(conditionText(place.conditions))"
        return "\(kindText(place.item))(\(values)) at \(place.path.joined(separator: " › "))\(conditions)"
    }

    private static func placeText(_ place: Place) -> String {
        (place.isView ? "" : "modifier ") + place.path.joined(separator: " › ")
    }

    private static func conditionText(_ conditions: [Timeline.Condition]) -> String {
        conditions.isEmpty ? "always" : conditions.map(\.description).joined(separator: ", ")
    }
}
