import AnimDBEngine
import AnimDBModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Store {
    /// Validates `timeline` against its items' types and the presets `lookup` gives for its preset items, and
    /// canonicalises its expressions; reads nothing from the store.
    ///
    /// The tree's shape is checked through the validator's roles: a node's view is content or a container, only a
    /// container has children, a node's modifiers are modifiers, and only an attaching modifier (an overlay, a mask)
    /// has views of its own. Every item key is unique in the whole view, so `key.param` reaches any item. States are
    /// identifiers with canonical initial values; conditions name Bool states; changes assign declared states or
    /// parameters of the view.
    func canonicalized(_ timeline: Timeline, presets lookup: (Timeline.Item) throws -> Preset) throws -> Timeline {
        try StoreError.content { () throws(ContentError) in try NameRules.validate(timeline.name) }
        func invalid(_ reason: String) -> StoreError { .invalidContent(object: timeline.name, reason: reason) }
        if let problem = timeline.repetition.problem { throw invalid(problem) }
        if let problem = timeline.viewProblem(limits: ContentLimits()) { throw invalid(problem) }

        var result = timeline
        // Each state's type, by name.
        var states: [String: String] = [:]
        for index in timeline.state.indices {
            let variable = timeline.state[index]
            guard NameRules.isIdentifier(variable.name) else {
                throw invalid("state name '\(variable.name)' is not an identifier")
            }
            guard states[variable.name] == nil else { throw invalid("two states are called '\(variable.name)'") }
            var type = variable.type
            let canonical = try canonical("value", variable.value, parameter: variable.name, object: timeline.name) {
                let state = try validator.canonicalState($0, type: variable.type)
                type = state.type
                return state.text
            }
            states[variable.name] = type
            result.state[index] = Timeline.StateVariable(name: variable.name, type: type, value: canonical)
        }

        let walker = try withoutActuallyEscaping(lookup) { lookup in
            var walker = TreeWalker(store: self, timeline: timeline.name, states: states, lookup: lookup)
            result.view = try walker.node(timeline.view, isRoot: true)
            return (items: walker.items, bindings: walker.bindings)
        }
        let items = walker.items

        /// The item and parameter `target` names, checked to exist.
        func resolveTarget(_ target: ParameterTarget, _ what: String) throws -> (type: String, parameter: String) {
            guard case .parameter(let key, let parameter) = target else {
                preconditionFailure("state targets are resolved by the caller")
            }
            guard let item = items[key] else {
                let hint = Suggestion.closest(to: key, among: items.keys.sorted()).map { ". Did you mean '\($0)'?" }
                throw invalid("\(what) '\(target)': the view has no item '\(key)'\(hint ?? "")")
            }
            guard item.parameters.contains(parameter) else {
                let hint = Suggestion.closest(to: parameter, among: item.parameters.sorted()).map {
                    ". Did you mean '\($0)'?"
                }
                throw invalid(
                    "\(what) '\(target)': '\(key)' (\(item.type)) has no parameter '\(parameter)'\(hint ?? "")")
            }
            return (item.type, parameter)
        }

        result.keyframes = [:]
        for (target, text) in timeline.keyframes {
            guard case .parameter = target else {
                throw invalid("track '\(target)' must be ITEM.PARAM: keyframe tracks drive parameters, not states")
            }
            let (type, parameter) = try resolveTarget(target, "track")
            result.keyframes[target] = try canonical(
                "keyframes", text, parameter: target.description, object: timeline.name
            ) { try validator.canonicalKeyframes($0, parameter: parameter, presetType: type) }
        }

        /// A change's animation and values canonical, and its completion's change likewise.
        func canonicalChange(_ change: Timeline.Change, at time: Double) throws -> Timeline.Change {
            guard !change.assignments.isEmpty else { throw invalid("the change at \(time) assigns nothing") }
            var result = change
            if let animation = change.animation {
                result.animation = try canonical(
                    "animation", animation, parameter: change.assignments[0].target.description,
                    object: timeline.name
                ) { try validator.canonicalAnimation($0) }
            }
            var targets: Set<ParameterTarget> = []
            for index in change.assignments.indices {
                let assignment = change.assignments[index]
                guard targets.insert(assignment.target).inserted else {
                    throw invalid("the change at \(time) assigns '\(assignment.target)' twice")
                }
                let increment = assignment.operation != .set
                if case .state(let name) = assignment.target {
                    guard let type = states[name] else {
                        let hint = Suggestion.closest(to: name, among: states.keys.sorted()).map {
                            ". Did you mean '\($0)'?"
                        }
                        throw invalid("change '\(name)': the view has no state '\(name)'\(hint ?? "")")
                    }
                    result.assignments[index].value = try canonical(
                        "value", assignment.value, parameter: name, object: timeline.name
                    ) { try validator.canonicalStateValue($0, type: type, increment: increment) }
                    continue
                }
                let (type, parameter) = try resolveTarget(assignment.target, "change")
                guard timeline.keyframes[assignment.target] == nil else {
                    throw invalid("'\(assignment.target)' has both a keyframe track and changes")
                }
                if let binding = walker.bindings[assignment.target] {
                    throw invalid(
                        "'\(assignment.target)' reads the state '\(binding)'; change '\(binding)' instead")
                }
                result.assignments[index].value = try canonical(
                    "value", assignment.value, parameter: assignment.target.description, object: timeline.name
                ) {
                    increment
                        ? try validator.canonicalIncrement($0, parameter: parameter, presetType: type)
                        : try validator.canonicalValue($0, parameter: parameter, presetType: type)
                }
            }
            if let completion = change.completion {
                guard change.completionDepth <= ContentLimits().maxDepth else {
                    throw invalid("the change at \(time) nests more than \(ContentLimits().maxDepth) completions")
                }
                guard ["logicallyComplete", "removed"].contains(completion.criteria) else {
                    throw invalid("unknown completion criteria '\(completion.criteria)'")
                }
                result.completion = Timeline.Completion(
                    criteria: completion.criteria, try canonicalChange(completion.change, at: time))
            }
            return result
        }

        result.changes = []
        for change in timeline.changes {
            guard change.time.isFinite, (0...AnimationLimits.maxTime).contains(change.time) else {
                throw invalid(
                    "change time \(change.time) must be from 0 to \(JSONValue.canonicalNumber(AnimationLimits.maxTime)) seconds"
                )
            }
            if let last = result.changes.last, change.time < last.time {
                throw invalid("changes must be in time order (\(change.time) comes after \(last.time))")
            }
            result.changes.append(try canonicalChange(change, at: change.time))
        }
        return result

    }
}

/// One walk over a view tree for `Store.canonicalized(_:presets:)`: checks each node's shape and keys and
/// canonicalises each item, collecting every item's type and parameter names by key.
private struct TreeWalker {
    let store: Store
    let timeline: String
    /// Each state's type, by name.
    /// The view's states, by name, with their types; inside a phase animator's content closure, its phase too.
    var states: [String: String]
    let lookup: (Timeline.Item) throws -> Preset
    /// Each item's type and parameter names, by key.
    var items: [String: (type: String, parameters: Set<String>)] = [:]
    /// The parameters whose value is a state's name, with the state's name: changes set the state, not them.
    var bindings: [ParameterTarget: String] = [:]

    init(store: Store, timeline: String, states: [String: String], lookup: @escaping (Timeline.Item) throws -> Preset) {
        self.store = store
        self.timeline = timeline
        self.states = states
        self.lookup = lookup
    }

    private func invalid(_ reason: String) -> StoreError { .invalidContent(object: timeline, reason: reason) }

    mutating func node(_ node: Timeline.Node, isRoot: Bool = false) throws -> Timeline.Node {
        var result = node
        let view = try item(node.item)
        result.item = view.item
        if let role = store.validator.role(presetType: view.type) {
            guard role.isView else {
                throw invalid(
                    isRoot
                        ? "the view must start with a view (a shape, a text, a stack), not '\(node.key)' (\(view.type))"
                        : "'\(node.key)' (\(view.type)) is a modifier; a node's first item is its view")
            }
            if role != .container, let child = node.children.first {
                throw invalid("'\(node.key)' (\(view.type)) has no children, yet '\(child.key)' is given as one")
            }
        }
        for condition in node.conditions {
            guard let type = states[condition.state] else {
                throw invalid(
                    "'\(node.key)' is shown while '\(condition)', but the view has no state '\(condition.state)'")
            }
            guard type == ParameterType.bool.rawValue else {
                throw invalid(
                    "'\(node.key)' is shown while '\(condition)', but '\(condition.state)' is a \(type), not a bool")
            }
        }
        result.children = try node.children.map { try self.node($0) }
        let written = states
        // An animator's states, which the modifiers of its content closure (the next `remaining`) read.
        var scope: (states: [(name: String, type: String)], remaining: Int)?
        defer { states = written }
        for index in node.modifiers.indices {
            let modifier = node.modifiers[index]
            states = written
            if let current = scope {
                for state in current.states { states[state.name] = state.type }
                scope = current.remaining > 1 ? (current.states, current.remaining - 1) : nil
            }
            let resolved = try item(modifier.item)
            if let implied = try store.validator.impliedStates(of: modifier.item) {
                if let trigger = implied.trigger, written[trigger] == nil {
                    throw invalid(
                        "'\(modifier.item.key)' plays when '\(trigger)' changes, but the view has no state "
                            + "'\(trigger)' (declare it with --state)")
                }
                if implied.count > 0 { scope = (implied.states, implied.count) }
            }
            result.modifiers[index].item = resolved.item
            if let role = store.validator.role(presetType: resolved.type) {
                guard !role.isView else {
                    throw invalid(
                        "'\(modifier.item.key)' (\(resolved.type)) is a view; only the first item of a node can be one")
                }
                if role != .attaching, let attached = modifier.content.first {
                    throw invalid(
                        "'\(modifier.item.key)' (\(resolved.type)) attaches no views, yet '\(attached.key)' is given")
                }
            }
            result.modifiers[index].content = try modifier.content.map { try self.node($0) }
        }
        return result
    }

    /// One item, resolved and canonical, with its type; records its parameters under its key.
    private mutating func item(_ item: Timeline.Item) throws -> (item: Timeline.Item, type: String) {
        try StoreError.content { () throws(ContentError) in try NameRules.validate(item.key, what: "item key") }
        guard !item.key.contains(".") else {
            throw invalid("item key '\(item.key)' must not contain '.' (targets are written ITEM.PARAM)")
        }
        guard items[item.key] == nil else { throw invalid("two items are called '\(item.key)'") }
        var resolved = item
        let type: String
        let names: Set<String>
        let values: [Preset.Parameter]
        switch item.source {
        case .preset(_, _, let overrides):
            let preset = try lookup(item)
            let known = store.parameterNames(of: preset)
            // Call-site values are checked as the preset's own would be, against its type.
            var seen: Set<String> = []
            var canonicalOverrides: [Preset.Parameter] = []
            for override in overrides {
                guard known.contains(override.name) || store.validator.parameterNames(presetType: preset.type) == nil
                else {
                    throw invalid("item '\(item.key)' (\(preset.type)) has no parameter '\(override.name)'")
                }
                guard seen.insert(override.name).inserted else {
                    throw invalid("item '\(item.key)' sets '\(override.name)' twice")
                }
                let value = try store.canonical("value", override.value, parameter: override.name, object: timeline) {
                    try store.validator.canonicalValue(
                        $0, parameter: override.name, presetType: preset.type, states: states)
                }
                canonicalOverrides.append(Preset.Parameter(name: override.name, value: value))
            }
            resolved.source = .preset(name: preset.name, id: preset.id, parameters: canonicalOverrides)
            (type, names, values) = (preset.type, known.union(canonicalOverrides.map(\.name)), canonicalOverrides)
        case .inline(let inlineType, let parameters, let ignored):
            try StoreError.content { () throws(ContentError) in try NameRules.validate(inlineType, what: "type") }
            let probe = Preset(name: item.key, type: inlineType, parameters: parameters, ignored: ignored)
            let canonical = try store.canonicalized(probe, states: states)
            resolved.source = .inline(type: inlineType, parameters: canonical.parameters, ignored: ignored)
            (type, names, values) = (inlineType, store.parameterNames(of: canonical), canonical.parameters)
        }
        for value in values where states[value.value] != nil {
            bindings[.parameter(item.key, value.name)] = value.value
        }
        items[item.key] = (type, names)
        return (resolved, type)
    }
}
