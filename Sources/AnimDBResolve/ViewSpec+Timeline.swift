import AnimDBEngine
import AnimDBGeometry
import AnimDBModel
import AnimDBSyntax

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension ViewSpec {
    /// The view of a stored timeline in typed values: its tree of items (each a preset with its call-site values, or
    /// an inline item), its states, keyframe tracks and transactions, read through `StoredText` like every stored text.
    ///
    /// - Parameters:
    ///   - presets: the presets the view's preset items use, by id (`Store.timelineWithPresets(named:)`).
    ///   - types: the types items may be of: the catalog's and the store's own.
    /// - Throws: `TimelineError` naming the item or parameter and the problem.
    public init(timeline: Timeline, presets: [UUID: Preset], types: TypeLibrary = .builtIn) throws(TimelineError) {
        var states: [State] = []
        var stateIndices: [String: Int] = [:]
        for variable in timeline.state {
            let type = variable.type.flatMap(ParameterType.init(rawValue:))
            let value = try ResolvedPreset.reading(variable.name) {
                try StoredText.stateValue(variable.value, type: type)
            }
            stateIndices[variable.name] = states.count
            states.append(State(name: variable.name, value: value))
        }
        let stateTypes = Dictionary(uniqueKeysWithValues: states.map { ($0.name, $0.value.type) })
        let initialStates = Dictionary(uniqueKeysWithValues: states.map { ($0.name, $0.value) })

        var builder = TreeBuilder(
            presets: presets, types: types, stateIndices: stateIndices, stateTypes: stateTypes,
            initialStates: initialStates)
        _ = try builder.node(timeline.view)
        let items = builder.items
        let indices = builder.indices

        func key(_ target: ParameterTarget) throws(TimelineError) -> ParameterKey {
            guard case .parameter(let item, let parameter) = target, let index = indices[item] else {
                throw .invalid(parameter: target.description, reason: "the view has no item '\(target.item ?? "")'")
            }
            _ = try ResolvedPreset.spec(parameter, in: items[index].type)
            return ParameterKey(item: index, parameter: parameter)
        }
        func spec(_ key: ParameterKey) -> ParameterSpec { items[key.item].type.parameter(named: key.parameter)! }

        var keyframes: [ParameterKey: ParsedKeyframes] = [:]
        for (target, text) in timeline.keyframes {
            let parameter = try key(target)
            keyframes[parameter] = try ResolvedPreset.reading(target.description) {
                try StoredText.keyframes(text, for: spec(parameter))
            }
        }
        // A change and, recursively, its completion's change (a bounded chain: the store checks the depth).
        func transaction(_ change: Timeline.Change) throws(TimelineError) -> Transaction {
            let animation = try change.animation.map { text throws(TimelineError) in
                try ResolvedPreset.reading(change.assignments.first?.target.description ?? "") {
                    try StoredText.animation(text)
                }
            }
            var assignments: [Assignment] = []
            var stateAssignments: [StateAssignment] = []
            for assignment in change.assignments {
                let relative = assignment.operation != .set
                if case .state(let name) = assignment.target {
                    guard let index = stateIndices[name] else {
                        throw .invalid(parameter: name, reason: "the view has no state '\(name)'")
                    }
                    let value = try ResolvedPreset.reading(name) {
                        try StoredText.stateValue(assignment.value, type: states[index].value.type)
                    }
                    stateAssignments.append(
                        StateAssignment(
                            state: index, assignment.operation == .subtract ? Self.negated(value) : value,
                            isRelative: relative))
                    continue
                }
                let parameter = try key(assignment.target)
                let value = try ResolvedPreset.reading(assignment.target.description) {
                    try StoredText.value(assignment.value, for: spec(parameter))
                }
                switch assignment.operation {
                case .set: assignments.append(Assignment(parameter, value))
                case .add: assignments.append(Assignment(parameter, value, isRelative: true))
                case .subtract: assignments.append(Assignment(parameter, Self.negated(value), isRelative: true))
                }
            }
            var result = Transaction(
                time: change.time, animation: animation, assignments: assignments, stateAssignments: stateAssignments)
            if let completion = change.completion {
                guard let criteria = AnimationCompletionCriteria(rawValue: completion.criteria) else {
                    throw .invalid(parameter: "completion", reason: "unknown criteria '\(completion.criteria)'")
                }
                result.completion = Completion(criteria: criteria, try transaction(completion.change))
            }
            return result
        }
        var transactions: [Transaction] = []
        for change in timeline.changes { transactions.append(try transaction(change)) }
        self.init(
            items: items, nodes: builder.nodes, states: states, keyframes: keyframes, transactions: transactions,
            repetition: timeline.repetition)
        // Each phase animator's phase is a state after the written ones, which only its content's modifiers read.
        for (declaration, name) in builder.phases {
            var trigger: Int?
            if let written = declaration.trigger {
                guard let index = stateIndices[written] else {
                    throw .invalid(
                        parameter: declaration.key,
                        reason: "its trigger '\(written)' is not a @State of the view (declare it with --state)")
                }
                trigger = index
            }
            phaseAnimators.append(
                PhaseAnimator(
                    item: indices[declaration.key]!, state: self.states.count, name: declaration.name,
                    phases: declaration.phases, animations: try declaration.animations(), trigger: trigger))
            self.states.append(State(name: name, value: declaration.phases[0]))
        }
        for (declaration, name) in builder.keyframeAnimators {
            let first = self.states.count
            for value in declaration.values {
                self.states.append(
                    State(name: name + value.written.dropFirst(declaration.name.count), value: value.value))
            }
            let values = Array(first..<self.states.count)
            keyframeAnimators.append(
                KeyframeAnimator(
                    item: indices[declaration.key]!, states: values, names: declaration.values.map(\.written)))
            try driveKeyframes(declaration, states: values)
        }
        // Each `.animation(_:value:)` watches a state of the view and holds an animation.
        _ = try animationScopes()
    }

    /// Builds the flat items and nodes of a stored tree, in source order.
    private struct TreeBuilder {
        let presets: [UUID: Preset]
        let types: TypeLibrary
        let stateIndices: [String: Int]
        let stateTypes: [String: ParameterType]
        let initialStates: [String: ParameterValue]
        var items: [Item] = []
        var nodes: [Node] = []
        /// Each item's index, by key.
        var indices: [String: Int] = [:]
        /// Every phase animator, with the view's name for its phase.
        var phases: [(declaration: PhaseDeclaration, name: String)] = []
        /// Every keyframe animator, with the view's name for its value.
        var keyframeAnimators: [(declaration: KeyframeDeclaration, name: String)] = []

        /// A phase as the items of a content closure read it: by the closure's name, as the view's state `name`.
        struct Phase {
            var written: String
            var name: String
            var value: ParameterValue
        }

        /// The view's name for an animator's value: the closure's, unless a state or another value has it.
        func viewName(_ written: String) -> String {
            var name = written
            var number = 2
            while stateTypes[name] != nil || phases.contains(where: { $0.name == name })
                || keyframeAnimators.contains(where: { $0.name == name })
            {
                name = "\(written)#\(number)"
                number += 1
            }
            return name
        }

        mutating func node(_ stored: Timeline.Node) throws(TimelineError) -> Int {
            let index = nodes.count
            nodes.append(Node(item: try item(stored.item)))
            var conditions: [Condition] = []
            for condition in stored.conditions {
                guard let state = stateIndices[condition.state] else {
                    throw .invalid(
                        parameter: stored.key, reason: "it is shown while '\(condition)', but there is no such state")
                }
                guard stateTypes[condition.state] == .bool else {
                    throw .invalid(parameter: stored.key, reason: "'\(condition.state)' is not a Bool state")
                }
                conditions.append(Condition(state: state, holds: condition.holds))
            }
            var children: [Int] = []
            for child in stored.children { children.append(try node(child)) }
            var modifiers: [Modifier] = []
            // The values the modifiers in an animator's content closure read, and how many are still to come.
            var scope: (values: [Phase], remaining: Int)?
            for modifier in stored.modifiers {
                let item = try item(modifier.item, phases: scope?.values ?? [])
                if let current = scope { scope = current.remaining > 1 ? (current.values, current.remaining - 1) : nil }
                if let declaration = try PhaseDeclaration(modifier.item) {
                    let name = viewName(declaration.name)
                    phases.append((declaration, name))
                    if declaration.contentCount > 0 {
                        scope = (
                            [Phase(written: declaration.name, name: name, value: declaration.phases[0])],
                            declaration.contentCount
                        )
                    }
                } else if let declaration = try KeyframeDeclaration(modifier.item) {
                    // A member `value.scale` is named after the value: `value#2.scale` when the value is `value#2`.
                    let name = viewName(declaration.name)
                    keyframeAnimators.append((declaration, name))
                    if declaration.contentCount > 0 {
                        scope = (
                            declaration.values.map {
                                Phase(
                                    written: $0.written, name: name + $0.written.dropFirst(declaration.name.count),
                                    value: $0.value)
                            }, declaration.contentCount
                        )
                    }
                }
                var content: [Int] = []
                for attached in modifier.content { content.append(try node(attached)) }
                modifiers.append(Modifier(item: item, content: content))
            }
            nodes[index].conditions = conditions
            nodes[index].children = children
            nodes[index].modifiers = modifiers
            do {
                try PresetTypeCatalog.checkInsettable(
                    [items[nodes[index].item].type] + modifiers.map { items[$0.item].type })
            } catch {
                throw .invalid(parameter: stored.key, reason: error.description)
            }
            return index
        }

        private mutating func item(_ stored: Timeline.Item, phases: [Phase] = []) throws(TimelineError) -> Int {
            guard indices[stored.key] == nil else {
                throw .invalid(parameter: stored.key, reason: "two items of the view are called '\(stored.key)'")
            }
            indices[stored.key] = items.count
            var states = stateTypes
            var initial = initialStates
            for phase in phases {
                // Inside the closure its name for the value hides a state of the same name, as in Swift.
                states[phase.written] = phase.value.type
                initial[phase.written] = phase.value
            }
            var item = try ViewSpec.item(stored, presets: presets, types: types, states: states, initialStates: initial)
            for phase in phases {
                item.bindings = item.bindings.mapValues { $0.renaming(phase.written, to: phase.name) }
            }
            items.append(item)
            return items.count - 1
        }
    }

    /// One stored item in typed values: a preset's values overridden by its call-site values, or an inline item's;
    /// values that read states take what they read from the states' initial values.
    fileprivate static func item(
        _ item: Timeline.Item, presets: [UUID: Preset], types: TypeLibrary, states: [String: ParameterType],
        initialStates: [String: ParameterValue]
    ) throws(TimelineError) -> Item {
        var bindings: [String: StateBinding] = [:]
        func read(_ text: String, _ spec: ParameterSpec) throws(TimelineError) -> ParameterValue {
            let stored = try ResolvedPreset.reading(spec.name) { try StoredText.value(text, for: spec, states: states) }
            switch stored {
            case .literal(let value):
                return value
            case .bound(let binding):
                bindings[spec.name] = binding
                return try ResolvedPreset.reading(spec.name) { try spec.validate(binding.value(initialStates)) }
            }
        }
        switch item.source {
        case .preset(let name, let id, let overrides):
            guard let id, let preset = presets[id] else {
                throw .invalid(parameter: item.key, reason: "its preset '\(name)' is not loaded")
            }
            let resolved = try ResolvedPreset(preset, types: types)
            var values = resolved.explicitValues
            for override in overrides {
                let spec = try ResolvedPreset.spec(override.name, in: resolved.type)
                values[override.name] = try read(override.value, spec)
            }
            return try Item(
                name: item.key, type: resolved.type, values: values, ignored: preset.ignored, bindings: bindings)
        case .inline(let typeName, let parameters, let ignored):
            guard let type = types.type(named: typeName) else { throw .unknownType(typeName) }
            var values: [String: ParameterValue] = [:]
            for parameter in parameters {
                let spec = try ResolvedPreset.spec(parameter.name, in: type)
                values[parameter.name] = try read(parameter.value, spec)
            }
            return try Item(name: item.key, type: type, values: values, ignored: ignored, bindings: bindings)
        }
    }

    /// `-value` for the numbers `-=` applies to.
    static func negated(_ value: ParameterValue) -> ParameterValue {
        switch value {
        case .double(let number): .double(-number)
        case .int(let number): .int(-number)
        default: value
        }
    }
}
