import AnimDBEngine
import AnimDBGeometry
import AnimDBSyntax

/// What a timeline must be for its view to be written: a tree SwiftUI can say (views where views go, modifiers where
/// modifiers go, children only in containers, attached views only on the modifiers that take them), states that are
/// Swift names, conditions on Bool states, bindings that read states of the parameter's type, and targets that name
/// a parameter or a state and get values of its type. Every timeline comes from a store or a file, so each failure
/// is a one-line reason.
extension ViewModel {
    /// How deep a tree may nest: more than the store allows, and shallow enough for the recursive writer.
    static let maximumDepth = 64

    /// The timeline's states, checked: Swift identifiers, unique, none of the names the view uses for itself.
    static func checkStates(_ timeline: CodegenTimeline, fail: (String) -> CodegenError) throws(CodegenError)
        -> [CodegenState]
    {
        var names: Set<String> = []
        for state in timeline.states {
            // An animator's struct value is read by member (`value.scale`), each member an identifier.
            let parts = state.isPhase ? state.name.split(separator: ".").map(String.init) : [state.name]
            guard !parts.isEmpty, parts.allSatisfy(SwiftIdentifier.isIdentifier) else {
                throw fail("its state '\(state.name)' is not a Swift name")
            }
            // `text` names a text field's own state only when no state has taken it.
            guard state.name == "text" || !reservedNames.contains(state.name),
                !SwiftIdentifier.reservedFunctionNames.contains(state.name),
                !SwiftIdentifier.reservedTypeNames.contains(state.name)
            else { throw fail("its state '\(state.name)' has a name the generated view uses itself") }
            guard names.insert(state.name).inserted else { throw fail("two states are called '\(state.name)'") }
            guard state.value.type != .shapePath else {
                throw fail("its state '\(state.name)' is a path, which SwiftUI's Path does not animate")
            }
        }
        return timeline.states
    }

    /// Checks the tree below `node`: views and modifiers in their places, conditions on Bool states, bindings that
    /// read states of the right type.
    static func checkTree(
        _ node: CodegenNode, root: Bool, depth: Int, states: [CodegenState], fail: (String) -> CodegenError
    ) throws(CodegenError) {
        guard depth <= maximumDepth else { throw fail("its view nests more than \(maximumDepth) levels deep") }
        let view = node.item
        guard view.type.kind.isContent else {
            throw fail(
                root
                    ? "its view must start with content, not '\(view.key)'"
                    : "'\(view.key)' is a modifier, but a view must start with content")
        }
        if !node.children.isEmpty, view.type.kind != .container {
            throw fail("'\(view.key)' (\(view.type.name)) is not a container, so it has no children")
        }
        for condition in node.conditions {
            guard let state = states.first(where: { $0.name == condition.state }) else {
                throw fail("'\(view.key)' is shown while '\(condition)', but the view has no such state")
            }
            guard state.value.type == .bool else {
                throw fail("'\(view.key)' is shown while '\(condition)', but '\(state.name)' is not a Bool")
            }
        }
        try checkBindings(view, states: states, fail: fail)
        for child in node.children {
            try checkTree(child, root: false, depth: depth + 1, states: states, fail: fail)
        }
        for modifier in node.modifiers {
            let item = modifier.item
            guard item.type.kind == .modifier else {
                throw fail("'\(item.key)' is content, but only the first item of a view can be")
            }
            try checkBindings(item, states: states, fail: fail)
            if !modifier.content.isEmpty, !item.type.attachesViews {
                throw fail("'\(item.key)' (\(item.type.name)) attaches no views")
            }
            if item.type.name == "clip-shape", let shape = modifier.content.first {
                guard modifier.content.count == 1, shape.item.type.kind == .shape, shape.isChain,
                    shape.modifiers.isEmpty
                else { throw fail("'\(item.key)' clips to one shape without modifiers, as .clipShape(_:) takes") }
            }
            for attached in modifier.content {
                try checkTree(attached, root: false, depth: depth + 1, states: states, fail: fail)
            }
        }
    }

    private static func checkBindings(_ item: CodegenItem, states: [CodegenState], fail: (String) -> CodegenError)
        throws(CodegenError)
    {
        for (parameter, binding) in item.bindings.sorted(by: { $0.key < $1.key }) {
            guard let spec = item.type.parameter(named: parameter) else {
                throw fail("'\(item.type.name)' has no parameter for '\(item.key).\(parameter)'")
            }
            for name in binding.states where !states.contains(where: { $0.name == name }) {
                throw fail("'\(item.key).\(parameter)' reads '\(name)', but the view has no such state")
            }
            switch binding {
            case .state(let name):
                let type = states.first { $0.name == name }!.value.type
                // An Int state may feed a Double parameter, as the resolver reads it; the state is then a Double.
                guard type == spec.type || (type == .int && spec.type == .double) else {
                    throw fail(
                        "'\(item.key).\(parameter)' is \(spec.type.article) \(spec.type), but '\(name)' is \(type.article) \(type)"
                    )
                }
            case .angle(let name, _):
                let type = states.first { $0.name == name }!.value.type
                guard spec.type == .angle, type == .double || type == .int else {
                    throw fail(
                        "'\(item.key).\(parameter)' is \(spec.type.article) \(spec.type), but reads '\(name)', \(type.article) \(type), as an angle"
                    )
                }
            case .choice(let name, _, _):
                let type = states.first { $0.name == name }!.value.type
                guard type == .bool else {
                    throw fail("'\(item.key).\(parameter)' chooses by '\(name)', \(type.article) \(type), not a Bool")
                }
            case .interpolation(let literal, _):
                guard spec.type == .string else {
                    throw fail("'\(item.key).\(parameter)' is \(spec.type.article) \(spec.type), not a string")
                }
                guard Self.isInterpolation(literal, of: binding.states) else {
                    throw fail(
                        "'\(item.key).\(parameter)' must be a string literal interpolating its states as \\(name), "
                            + "\\(Int(name)), \\(Double(name)), \\(String(name)) or \\(name, specifier: \"%.1f\"), not "
                            + literal)
                }
            }
        }
    }

    /// Whether `text` is one Swift string literal on one line whose interpolations read only `states`, in the forms
    /// the resolver reads (`\(name)`, `\(Int(name))`, `\(Double(name))`, `\(String(name))`,
    /// `\(name, specifier: "%.1f")`): nothing else from a timeline becomes code, and nothing ends the literal early.
    static func isInterpolation(_ text: String, of states: [String]) -> Bool {
        let characters = Array(text)
        guard characters.count >= 2, characters.first == "\"", characters.last == "\"", !text.contains("\n") else {
            return false
        }
        var index = 1
        while index < characters.count - 1 {
            switch characters[index] {
            case "\"":
                return false
            case "\\" where characters[index + 1] == "(":
                // The interpolation runs to its matching parenthesis (`Int(` opens one more); quotes hold none.
                var close = index + 2
                var quoted = false
                var depth = 1
                while close < characters.count - 1 {
                    let character = characters[close]
                    if character == "\\" { return false }
                    if character == "\"" { quoted.toggle() }
                    if !quoted, character == "(" { depth += 1 }
                    if !quoted, character == ")" {
                        depth -= 1
                        if depth == 0 { break }
                    }
                    close += 1
                }
                guard close < characters.count - 1 else { return false }
                guard isReading(String(characters[(index + 2)..<close]), of: states) else { return false }
                index = close + 1
            case "\\":
                index += 2
            default:
                index += 1
            }
        }
        return index == characters.count - 1
    }

    /// `name`, `Int(name)`, `Double(name)`, `String(name)` or `name, specifier: "…"` of one of `states`.
    private static func isReading(_ inner: String, of states: [String]) -> Bool {
        if states.contains(inner) { return true }
        for call in ["Int(", "Double(", "String("] where inner.hasPrefix(call) && inner.hasSuffix(")") {
            return states.contains(String(inner.dropFirst(call.count).dropLast()))
        }
        let parts = inner.split(separator: ",", maxSplits: 1).map { $0.trimmingWhitespace() }
        guard parts.count == 2, states.contains(parts[0]), parts[1].hasPrefix("specifier: \""), parts[1].hasSuffix("\"")
        else { return false }
        return parts[1].dropFirst("specifier: \"".count).dropLast().allSatisfy { $0 != "\"" && $0 != "\\" }
    }

    /// Every target's type, checking that each target names an item and one of its parameters (or a state), that
    /// keyframes and assignments fit it, that no target is driven both by keyframes and by transactions, and that
    /// nothing assigns a parameter that reads a state.
    static func targetTypes(_ timeline: CodegenTimeline, fail: (String) -> CodegenError) throws(CodegenError)
        -> [ParameterTarget: ParameterSpec]
    {
        let items = timeline.items
        var keys: Set<String> = []
        for item in items where !keys.insert(item.key).inserted {
            throw fail("two items are called '\(item.key)'")
        }
        for target in timeline.keyframes.keys.sorted() where target.item == nil {
            throw fail("track '\(target)' drives a state; keyframe tracks drive parameters")
        }
        var specs: [ParameterTarget: ParameterSpec] = [:]
        for target in timeline.animatedTargets.sorted() {
            guard case .parameter(let key, let parameter) = target,
                let item = items.first(where: { $0.key == key })
            else { throw fail("no item for '\(target)'") }
            guard let spec = item.type.parameter(named: parameter) else {
                throw fail("'\(item.type.name)' has no parameter for '\(target)'")
            }
            if let binding = item.bindings[parameter] {
                throw fail("'\(target)' reads '\(binding.expression)', so only its states may change it")
            }
            specs[target] = spec
        }
        for (target, keyframes) in timeline.keyframes.sorted(by: { $0.key < $1.key }) {
            if keyframes.type != specs[target]?.type {
                throw fail("track '\(target)' has \(keyframes.type) keyframes, expected \(specs[target]!.type)")
            }
        }
        var previous = 0.0
        for transaction in timeline.transactions {
            guard transaction.time >= previous else { throw fail("its transactions must be in time order") }
            previous = transaction.time
            for assignment in transaction.assignments {
                if case .state(let name) = assignment.target {
                    guard let state = timeline.states.first(where: { $0.name == name }) else {
                        throw fail("'\(assignment)' assigns '\(name)', but the view has no such state")
                    }
                    guard assignment.value.type == state.value.type else {
                        throw fail(
                            "'\(assignment)' does not give '\(name)' \(state.value.type.article) \(state.value.type)")
                    }
                    continue
                }
                if timeline.keyframes[assignment.target] != nil {
                    throw fail("'\(assignment.target)' has keyframes, so no transaction may change it")
                }
                if assignment.value.type != specs[assignment.target]?.type {
                    throw fail(
                        "'\(assignment)' does not give '\(assignment.target)' a \(specs[assignment.target]!.type)")
                }
            }
        }
        return specs
    }
}
