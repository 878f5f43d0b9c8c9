import AnimDBEngine
import AnimDBGeometry
import AnimDBSyntax

/// A timeline's view checked and laid out for code generation: its items with the types they use, the `@State`
/// (and keyframe) variables that drive its animated parameters, and its transactions as moments in time.
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
    }

    /// One item of the chain.
    struct Item {
        let key: String
        let type: PresetType
        /// Every parameter's value when the view appears.
        let values: [String: ParameterValue]
        let form: Form
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
    }

    let name: String
    let viewName: String
    let target: CodegenTarget
    let items: [Item]
    let states: [Variable]
    /// The variables the keyframe animator drives (iOS 17 and later), with their tracks.
    let keyframed: [(variable: Variable, keyframes: ParsedKeyframes)]
    let moments: [Moment]
    /// The `@State` a text field is bound to.
    let textBinding: String?
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
        guard let content = timeline.items.first else { throw fail("its view has no items") }
        guard content.type.kind.isContent else { throw fail("its view must start with content, not '\(content.key)'") }
        if let modifier = timeline.items.dropFirst().first(where: { $0.type.kind.isContent }) {
            throw fail("'\(modifier.key)' is content, but only the first item of a view can be")
        }
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
                    item.type.parameters.map(\.name).filter { animated.contains(.parameter(item.key, $0)) })
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
            items.append(Item(key: item.key, type: item.type, values: values, form: form))
        }
        self.items = items
        self.presets = presets
        var layout = VariableLayout(timeline: timeline, items: items, types: types, target: target, spell: spell)
        try layout.build(facts: facts, fail: fail)
        states = layout.states
        keyframed = layout.keyframed
        moments = layout.moments
        textBinding =
            content.type.name == "text-field" && content.preset == nil
            ? (layout.usedNames.contains("text") ? "fieldText" : "text") : nil
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

    /// Every target's type, checking that each target names an item and one of its parameters, that keyframes and
    /// assignments fit it, and that no target is driven both by keyframes and by transactions.
    private static func targetTypes(_ timeline: CodegenTimeline, fail: (String) -> CodegenError) throws(CodegenError)
        -> [ParameterTarget: ParameterSpec]
    {
        var keys: Set<String> = []
        for item in timeline.items where !keys.insert(item.key).inserted {
            throw fail("two items are called '\(item.key)'")
        }
        var specs: [ParameterTarget: ParameterSpec] = [:]
        for target in timeline.animatedTargets.sorted() {
            guard case .parameter(let key, let parameter) = target,
                let item = timeline.items.first(where: { $0.key == key })
            else { throw fail("no item for '\(target)'") }
            guard let spec = item.type.parameter(named: parameter) else {
                throw fail("'\(item.type.name)' has no parameter for '\(target)'")
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
