import AnimDBEngine
import AnimDBGeometry
import AnimDBSyntax

/// A timeline's view checked and laid out for code generation: its items with the types they use, the tree they form,
/// the timeline's own states, the `@State` (and keyframe) variables that drive its animated parameters, and its
/// transactions as moments in time.
struct ViewModel {
    /// How an item is written.
    enum Form {
        /// Through the preset's generated type or View extension.
        case preset(PresetModel)
        /// Through a type nested in the view, for an inline item SwiftUI has no built-in for (the articles' shapes,
        /// the shakes, AnimatableTextView).
        case nested(PresetModel)
        /// With SwiftUI's own view or modifier (`Text`, `.fill`, `.frame`, `Circle()`, `.rotationEffect`).
        case builtIn

        var isBuiltIn: Bool {
            if case .builtIn = self { return true }
            return false
        }
    }

    /// One item of the view.
    struct Item {
        let key: String
        let type: PresetType
        /// Every parameter's value when the view appears.
        let values: [String: ParameterValue]
        let form: Form
        /// The parameters that read the view's states.
        var bindings: [String: CodegenBinding]
    }

    /// One view of the tree, its items by index in `items`.
    struct Node {
        struct Modifier {
            let item: Int
            let content: [Node]
        }

        let item: Int
        let modifiers: [Modifier]
        let children: [Node]
        let conditions: [CodegenNode.Condition]
    }

    /// A `@State` value of the timeline's view.
    struct State {
        let name: String
        let swiftType: String
        let initial: ParameterValue
        /// A phase animator's phase, which the view does not declare (see `CodegenState.isPhase`).
        var isPhase = false
    }

    /// A variable of the view: a `@State` property, or a property of the keyframe animator's value.
    struct Variable {
        let name: String
        let swiftType: String
        let initial: ParameterValue
        /// The targets it drives, each with the expression that reads the variable there (`rotationOffset`, or
        /// `.radians(rotationOffset)` for an angle that always equals it in radians).
        let reads: [(target: ParameterTarget, expression: String)]
    }

    /// The statements run together at one time of a pass.
    struct Moment {
        let time: Double
        let blocks: [Block]
    }

    /// One transaction: `withAnimation(animation) { statements }`, or the plain statements without animation.
    struct Block {
        let animation: String?
        let statements: [String]
        let comments: [String]
        /// `completionCriteria:` and the block its `completion:` closure runs (none, or one).
        var completion: [(criteria: AnimationCompletionCriteria, block: Block)] = []
    }

    let name: String
    let viewName: String
    let target: CodegenTarget
    /// Every item of the tree in source order.
    let items: [Item]
    let root: Node
    /// The timeline's own `@State` values, which transactions assign and conditions and bindings read.
    let timelineStates: [State]
    /// The `@State` variables that drive animated parameters.
    let states: [Variable]
    /// The variables the keyframe animator drives (iOS 17 and later), with their tracks.
    let keyframed: [(variable: Variable, keyframes: ParsedKeyframes)]
    let moments: [Moment]
    /// The `@State` each unbound text field (by item key) is bound to, in source order.
    let textFields: [(key: String, state: String)]
    let repetition: CodegenRepetition
    let passLength: Double
    /// The presets the view uses, in first-use order.
    let presets: [PresetModel]

    /// Names the generated view uses for itself, which no variable may take.
    static let reservedNames: Set<String> = [
        "body", "pass", "passesLeft", "play", "replay", "values", "keyframeTrigger", "transaction", "text", "self",
    ]

    /// Checks `timeline` against its items' types and lays it out.
    ///
    /// - Parameter varied: Per preset name, parameters other views vary, so the preset's type stores them.
    init(
        _ timeline: CodegenTimeline, facts: TimelineFacts, varied: [String: Set<String>], target: CodegenTarget,
        spell: SwiftSpelling
    ) throws(CodegenError) {
        let name = timeline.name
        func fail(_ reason: String) -> CodegenError { .invalidTimeline(name: name, reason: reason) }
        if case .count(let n) = timeline.repetition, !Animation.repeatCountRange.contains(n) {
            let range = Animation.repeatCountRange
            throw fail("it must play \(range.lowerBound) to \(range.upperBound) times, not \(n)")
        }
        guard facts.passLength.isFinite, facts.passLength >= 0 else {
            throw fail("its length must be finite and ≥ 0, not \(facts.passLength)")
        }
        var timeline = timeline
        if target == .ios13, timeline.items.contains(where: \.type.animatesKeyframes) {
            throw fail("it has a .keyframeAnimator, which needs iOS 17; generate it with --target ios17 or ios26")
        }
        if target == .ios13, !timeline.scheduledChanges.isEmpty {
            // iOS 13 has no phase animator and no completions: phases become states, and what the resolver
            // scheduled the changes at their times.
            if timeline.states.contains(where: \.isPhase) {
                spell.notes.add(
                    "iOS 13 has no phase animators; their phases are approximated by timed withAnimation changes")
            }
            if timeline.transactions.contains(where: { $0.completion != nil }) {
                spell.notes.add("iOS 13 has no animation completions; they are written as timed withAnimation changes")
            }
            timeline.states = timeline.states.map { CodegenState(name: $0.name, value: $0.value) }
            timeline.transactions = (timeline.transactions + timeline.scheduledChanges).map {
                var transaction = $0
                transaction.completion = nil
                return transaction
            }.enumerated()
                .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        }
        let timelineStates = try Self.checkStates(timeline, fail: fail)
        try Self.checkTree(timeline.view, root: true, depth: 1, states: timelineStates, fail: fail)
        let types = try Self.targetTypes(timeline, fail: fail)
        var varied = varied
        for (presetName, parameters) in SwiftUICodegen.variedParameters(in: [timeline]) {
            varied[presetName, default: []].formUnion(parameters)
        }
        self.name = name
        self.target = target
        viewName = SwiftUICodegen.typeName(forTimeline: name)
        repetition = timeline.repetition
        passLength = facts.passLength

        var items: [Item] = []
        var presets: [PresetModel] = []
        var nestedNames: [String: PresetModel] = [:]
        let animated = timeline.animatedTargets
        for item in timeline.items {
            let values: [String: ParameterValue]
            do {
                values = try item.resolvedValues()
            } catch {
                throw fail("item '\(item.key)': \(error.description)")
            }
            let jumping = Set(
                item.type.parameters.map(\.name).filter { facts.jumpingTargets.contains(.parameter(item.key, $0)) })
            let form: Form
            if let preset = item.preset {
                if let model = presets.first(where: { $0.name == preset.name }) {
                    form = .preset(model)
                } else {
                    let model = try PresetModel(
                        name: preset.name, type: preset.type, values: preset.values, ignored: preset.ignored,
                        jumping: jumping, varied: varied[preset.name] ?? [], target: target)
                    presets.append(model)
                    form = .preset(model)
                }
            } else if Self.needsNestedType(item.type) {
                let targeted = Set(
                    item.type.parameters.map(\.name).filter {
                        animated.contains(.parameter(item.key, $0)) || item.bindings[$0] != nil
                    })
                var model = try PresetModel(
                    name: item.key, type: item.type, values: values, ignored: item.ignored, jumping: jumping,
                    varied: targeted, target: target, typeName: item.type.swiftName)
                if let other = nestedNames[model.typeName], other != model {
                    model = try PresetModel(
                        name: item.key, type: item.type, values: values, ignored: item.ignored, jumping: jumping,
                        varied: targeted, target: target,
                        typeName: item.type.swiftName + SwiftIdentifier.typeName(item.key, prefix: "", suffix: ""))
                }
                nestedNames[model.typeName] = model
                form = .nested(model)
            } else {
                form = .builtIn
            }
            items.append(Item(key: item.key, type: item.type, values: values, form: form, bindings: item.bindings))
        }
        self.items = items
        self.presets = presets
        // A state would hide a type of the same name from the view's body (`Polygon(…)` calls the type).
        let typeNames = Set(presets.map(\.typeName) + nestedNames.keys + [viewName])
        if let clash = timelineStates.first(where: { typeNames.contains($0.name) }) {
            throw fail("its state '\(clash.name)' has the name of a type the view uses")
        }
        var next = 0
        root = Self.node(timeline.view, next: &next)
        self.timelineStates = timelineStates.map { state in
            State(
                name: state.name, swiftType: Self.swiftType(of: state, readers: items, spell: spell),
                initial: state.value, isPhase: state.isPhase)
        }
        var layout = VariableLayout(
            timeline: timeline, items: items, types: types, target: target, spell: spell,
            stateNames: Set(timelineStates.map(\.name)))
        try layout.build(facts: facts, fail: fail)
        states = layout.states
        keyframed = layout.keyframed
        moments = layout.moments
        var taken = layout.usedNames.union(timelineStates.map(\.name))
        let fields = items.filter {
            $0.type.name == "text-field" && $0.form.isBuiltIn && $0.bindings["text"] == nil
        }
        // One field's text is `text`, as the articles name it; several are named after their items.
        textFields = fields.map { field in
            var state =
                fields.count == 1
                ? (taken.contains("text") ? "fieldText" : "text")
                : SwiftIdentifier.functionName("\(field.key)-text", prefix: "field", suffix: "Text")
            // `text` is kept for the one field; the view's other own names are not.
            while taken.contains(state) || (fields.count > 1 && ViewModel.reservedNames.contains(state)) {
                state += "Value"
            }
            taken.insert(state)
            return (field.key, state)
        }
    }

    /// The tree with items numbered in source order (`CodegenNode.items`).
    private static func node(_ node: CodegenNode, next: inout Int) -> Node {
        let item = next
        next += 1
        let children = node.children.map { Self.node($0, next: &next) }
        var modifiers: [Node.Modifier] = []
        for modifier in node.modifiers {
            let index = next
            next += 1
            modifiers.append(Node.Modifier(item: index, content: modifier.content.map { Self.node($0, next: &next) }))
        }
        return Node(item: item, modifiers: modifiers, children: children, conditions: node.conditions)
    }

    /// A state's Swift type: its value type's; `Double` for an Int state that a Double parameter reads (Swift does
    /// not convert, and a slider binds only a floating-point state), noted when a string shows it as it is (SwiftUI
    /// formats a Double there as `3.000000`, not `3`); `CGFloat` when every parameter that passes it as is stores a
    /// `CGFloat` (as article 003's `@State private var size: CGFloat`).
    private static func swiftType(of state: CodegenState, readers items: [Item], spell: SwiftSpelling) -> String {
        let plain = state.value.type.swiftTypeName
        var readerTypes: Set<String> = []
        var shownAsIs = false
        for item in items {
            for (parameter, binding) in item.bindings {
                switch binding {
                case .state(let name) where name == state.name:
                    switch item.form {
                    case .preset(let model), .nested(let model):
                        readerTypes.insert(model.property(named: parameter)?.swiftType ?? plain)
                    case .builtIn:
                        readerTypes.insert(item.type.parameter(named: parameter)?.type.swiftTypeName ?? plain)
                    }
                case .angle(let name, _) where name == state.name:
                    // `Angle.degrees(_:)` and `.radians(_:)` take a Double.
                    readerTypes.insert("Double")
                case .interpolation(let literal, _) where literal.contains("\\(\(state.name))"):
                    shownAsIs = true
                default:
                    continue
                }
            }
        }
        if state.value.type == .int, !readerTypes.isDisjoint(with: ["Double", "CGFloat"]) {
            if shownAsIs {
                spell.notes.add(
                    "the Int state '\(state.name)' is a Double, since a Double reads it, so \\(\(state.name)) shows decimals"
                )
            }
            return readerTypes == ["CGFloat"] ? "CGFloat" : "Double"
        }
        return readerTypes == ["CGFloat"] && state.value.type == .double ? "CGFloat" : plain
    }

    /// Whether an inline item of `type` needs a type of its own nested in the view.
    static func needsNestedType(_ type: PresetType) -> Bool {
        switch TypeForms.kind(of: type) {
        case .shape: !TypeForms.builtInShapes.contains(type.name)
        case .effect: !TypeForms.builtInModifiers.contains(type.name)
        case .animatableView: true
        case .textView, .style: false
        }
    }

    /// The types nested in the view, once each.
    var nestedTypes: [PresetModel] {
        var seen: Set<String> = []
        return items.compactMap { item in
            guard case .nested(let model) = item.form, seen.insert(model.typeName).inserted else { return nil }
            return model
        }
    }
}
