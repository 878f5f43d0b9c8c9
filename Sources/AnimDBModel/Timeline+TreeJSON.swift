#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// Content format 3's view tree: a node is its item's members plus `modifiers`, `children` and `if` where they are not
// empty, so a one-node tree reads almost as a format-2 chain and small views stay small.

extension Timeline.Node {
    var json: JSONValue {
        guard case .object(var members) = item.json else { preconditionFailure("an item encodes as an object") }
        if !modifiers.isEmpty { members["modifiers"] = .array(modifiers.map(\.json)) }
        if !children.isEmpty { members["children"] = .array(children.map(\.json)) }
        if !conditions.isEmpty {
            members["if"] = .array(conditions.map { .object(["state": .string($0.state), "is": .bool($0.holds)]) })
        }
        return .object(members)
    }

    /// Reads a node. Recursion is bounded by the JSON parser's depth limit; the view's own limits (depth, nodes,
    /// children) are checked by `Timeline.problem(limits:)` wherever content comes in.
    init(json: JSONValue, context: String, presets: (UUID) -> Timeline.PresetInfo?) throws(ContentError) {
        let item = try Timeline.Item(
            json: json, context: context, presets: presets, extra: ["modifiers", "children", "if"])
        let fields = try JSONFields(json, context: context)
        var modifiers: [Timeline.Modifier] = []
        for element in try fields.optionalArray("modifiers") {
            modifiers.append(try Timeline.Modifier(json: element, context: context, presets: presets))
        }
        var children: [Timeline.Node] = []
        for element in try fields.optionalArray("children") {
            children.append(try Timeline.Node(json: element, context: context, presets: presets))
        }
        var conditions: [Timeline.Condition] = []
        for element in try fields.optionalArray("if") {
            let condition = try JSONFields(element, context: context)
            try condition.requireOnly(["state", "is"])
            guard case .bool(let holds) = try condition.value("is") else {
                throw condition.fail("node '\(item.key)': a condition's 'is' must be true or false")
            }
            conditions.append(Timeline.Condition(try condition.string("state"), holds: holds))
        }
        self.init(item, modifiers: modifiers, children: children, conditions: conditions)
    }
}

extension Timeline.Modifier {
    var json: JSONValue {
        guard case .object(var members) = item.json else { preconditionFailure("an item encodes as an object") }
        if !content.isEmpty { members["content"] = .array(content.map(\.json)) }
        return .object(members)
    }

    init(json: JSONValue, context: String, presets: (UUID) -> Timeline.PresetInfo?) throws(ContentError) {
        let item = try Timeline.Item(json: json, context: context, presets: presets, extra: ["content"])
        var content: [Timeline.Node] = []
        for element in try JSONFields(json, context: context).optionalArray("content") {
            content.append(try Timeline.Node(json: element, context: context, presets: presets))
        }
        self.init(item, content: content)
    }
}
