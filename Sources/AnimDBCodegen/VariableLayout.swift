import AnimDBEngine
import AnimDBGeometry
import AnimDBSyntax

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Lays out a view's variables and its transactions as moments.
///
/// Every animated target gets a variable named after its parameter (`shakes`, `startAngle`), or after its item and
/// parameter when two would share a name (`frameWidth`). Targets that always hold the same value share one variable:
/// FlowerLoadingView's `.rotationEffect(.radians(rotationOffset))` reads the petal shape's `rotationOffset`, because
/// the timeline sets the rotation's angle to the same radians in the same transactions. Keyframe tracks drive the
/// keyframe animator's value on iOS 17 and later; on iOS 13 they become timed changes of `@State` variables.
struct VariableLayout {
    let timeline: CodegenTimeline
    let items: [ViewModel.Item]
    let types: [ParameterTarget: ParameterSpec]
    let target: CodegenTarget
    let spell: SwiftSpelling
    /// The timeline's own states, whose names no variable may take.
    let stateNames: Set<String>

    private(set) var states: [ViewModel.Variable] = []
    private(set) var keyframed: [(variable: ViewModel.Variable, keyframes: ParsedKeyframes)] = []
    private(set) var moments: [ViewModel.Moment] = []
    private(set) var usedNames: Set<String> = []

    init(
        timeline: CodegenTimeline, items: [ViewModel.Item], types: [ParameterTarget: ParameterSpec],
        target: CodegenTarget, spell: SwiftSpelling, stateNames: Set<String> = []
    ) {
        self.timeline = timeline
        self.items = items
        self.types = types
        self.target = target
        self.spell = spell
        self.stateNames = stateNames
    }

    /// One animated target before naming.
    private struct Slot {
        let target: ParameterTarget
        let item: ViewModel.Item
        let spec: ParameterSpec
        var initial: ParameterValue { item.values[spec.name]! }
    }

    mutating func build(facts: TimelineFacts, fail: (String) -> CodegenError) throws(CodegenError) {
        let animated = timeline.animatedTargets
        var slots: [Slot] = []
        for item in items {
            for spec in item.type.parameters where animated.contains(.parameter(item.key, spec.name)) {
                slots.append(Slot(target: .parameter(item.key, spec.name), item: item, spec: spec))
            }
        }
        let keyframeSlots = target.hasKeyframes ? slots.filter { timeline.keyframes[$0.target] != nil } : []
        let keyframeTargets = Set(keyframeSlots.map(\.target))
        // Groups of state targets that share a variable: the first is the primary, the rest read it.
        var groups: [(primary: Slot, reads: [(Slot, linkedAsRadians: Bool)])] = []
        for slot in slots where !keyframeTargets.contains(slot.target) {
            if let index = groups.firstIndex(where: { link($0.primary, slot) != nil }) {
                groups[index].reads.append((slot, link(groups[index].primary, slot)!))
            } else {
                groups.append((slot, [(slot, false)]))
            }
        }
        let names = Self.names(for: groups.map(\.primary) + keyframeSlots, taken: stateNames)
        usedNames = Set(names.values)
        states = groups.map { group in
            let name = names[group.primary.target]!
            return ViewModel.Variable(
                name: name, swiftType: swiftType(group.primary), initial: group.primary.initial,
                reads: group.reads.map { slot, radians in (slot.target, radians ? ".radians(\(name))" : name) })
        }
        keyframed = keyframeSlots.map { slot in
            let name = names[slot.target]!
            let variable = ViewModel.Variable(
                name: name, swiftType: swiftType(slot), initial: slot.initial, reads: [(slot.target, "values.\(name)")])
            return (variable, timeline.keyframes[slot.target]!)
        }
        try buildMoments(facts: facts, fail: fail)
    }

    /// Whether `candidate` always holds `primary`'s value (same type), or its value as radians (an angle following a
    /// number); nil when it does not. Keyframed targets never share.
    private func link(_ primary: Slot, _ candidate: Slot) -> Bool? {
        guard primary.target != candidate.target, timeline.keyframes[primary.target] == nil,
            timeline.keyframes[candidate.target] == nil
        else { return nil }
        let asRadians: Bool
        switch (primary.spec.type, candidate.spec.type) {
        case (let a, let b) where a == b && swiftType(primary) == swiftType(candidate): asRadians = false
        case (.double, .angle): asRadians = true
        default: return nil
        }
        func same(_ a: ParameterValue, _ b: ParameterValue) -> Bool {
            guard asRadians else { return a == b }
            guard case .double(let number) = a, case .angle(let angle) = b else { return false }
            return angle.radians == number
        }
        guard same(primary.initial, candidate.initial) else { return nil }
        for transaction in timeline.transactions {
            let a = transaction.assignments.first { $0.target == primary.target }
            let b = transaction.assignments.first { $0.target == candidate.target }
            switch (a, b) {
            case (nil, nil): continue
            case (let a?, let b?) where a.operation == b.operation && same(a.value, b.value): continue
            default: return nil
            }
        }
        return asRadians
    }

    /// Variable names: the parameter's, or item and parameter (`frameWidth`) where two would collide or the name is
    /// one the view uses itself.
    private static func names(for slots: [Slot], taken: Set<String>) -> [ParameterTarget: String] {
        var counts: [String: Int] = [:]
        for slot in slots { counts[slot.spec.name, default: 0] += 1 }
        var names: [ParameterTarget: String] = [:]
        for slot in slots {
            let plain = slot.spec.name
            let clashes =
                counts[plain, default: 0] > 1 || ViewModel.reservedNames.contains(plain) || taken.contains(plain)
            var name =
                clashes
                ? SwiftIdentifier.functionName("\(slot.item.key)-\(plain)", prefix: "value", suffix: "Value")
                : plain
            while taken.contains(name) { name += "Value" }
            names[slot.target] = name
        }
        return names
    }

    /// The Swift type of a variable: the generated type's property type (`CGFloat` for `shakes`), else the catalog's
    /// (a paint's concrete style type).
    private func swiftType(_ slot: Slot) -> String {
        switch slot.item.form {
        case .preset(let model), .nested(let model):
            return model.property(named: slot.spec.name)?.swiftType ?? slot.spec.type.swiftTypeName
        case .builtIn:
            guard slot.spec.type == .paint else { return slot.spec.type.swiftTypeName }
            let values =
                [slot.initial]
                + timeline.transactions.flatMap { transaction in
                    transaction.assignments.filter { $0.target == slot.target }.map(\.value)
                }
            let kinds = Set(values.map(Self.paintTypeName))
            return kinds.count == 1 ? kinds.first! : "AnyShapeStyle"
        }
    }

    private static func paintTypeName(_ value: ParameterValue) -> String {
        switch value {
        case .paint(.color): "Color"
        case .paint(.linearGradient): "LinearGradient"
        case .paint(.angularGradient): "AngularGradient"
        case .paint(.radialGradient): "RadialGradient"
        default: "AnyGradient"
        }
    }

    // MARK: Moments

    private mutating func buildMoments(facts: TimelineFacts, fail: (String) -> CodegenError) throws(CodegenError) {
        var entries: [(time: Double, order: Int, block: ViewModel.Block)] = []
        var primaryName = Dictionary(
            uniqueKeysWithValues: states.flatMap { state in
                state.reads.enumerated().map { index, read in (read.target, index == 0 ? state.name : "") }
            })
        for name in stateNames { primaryName[.state(name)] = name }
        // A transaction's block, and its completion's block in it (written in its `completion:` closure).
        func block(_ transaction: Transaction) -> ViewModel.Block {
            var statements: [String] = []
            var comments: [String] = []
            for assignment in transaction.assignments {
                guard let name = primaryName[assignment.target], !name.isEmpty else { continue }
                statements.append("\(name) \(assignment.operation.rawValue) \(spell.member(assignment.value))")
                if transaction.animation != nil, facts.jumpingTargets.contains(assignment.target) {
                    comments.append("'\(assignment.target)' is not part of animatableData, so it jumps")
                }
            }
            let animation = transaction.animation.map {
                spell.animation(
                    $0, for: "'\(transaction.assignments.map(\.target.description).joined(separator: "', '"))'")
            }
            var result = ViewModel.Block(animation: animation, statements: statements, comments: comments)
            if let completion = transaction.completion {
                result.completion = [(completion.criteria, block(completion.transaction))]
            }
            return result
        }
        for (order, transaction) in timeline.transactions.enumerated() {
            entries.append((transaction.time, order, block(transaction)))
        }
        if !target.hasKeyframes {
            entries += try keyframeSteps(facts: facts, primaryName: primaryName, fail: fail)
        }
        // Earlier times first; at one time, transactions in stored order, then keyframe steps track by track.
        let ordered = entries.enumerated().sorted { a, b in
            (a.element.time, a.element.order, a.offset) < (b.element.time, b.element.order, b.offset)
        }.map(\.element)
        var moments: [ViewModel.Moment] = []
        for entry in ordered {
            if let last = moments.last, last.time == entry.time {
                moments[moments.count - 1] = ViewModel.Moment(time: last.time, blocks: last.blocks + [entry.block])
            } else {
                moments.append(ViewModel.Moment(time: entry.time, blocks: [entry.block]))
            }
        }
        self.moments = moments
    }

    /// iOS 13 has no keyframes: each keyframe becomes a change at the time its segment starts, animated by the
    /// closest iOS 13 animation (a `MoveKeyframe` without animation), with the original keyframe as a comment.
    private func keyframeSteps(
        facts: TimelineFacts, primaryName: [ParameterTarget: String], fail: (String) -> CodegenError
    ) throws(CodegenError) -> [(time: Double, order: Int, block: ViewModel.Block)] {
        var steps: [(time: Double, order: Int, block: ViewModel.Block)] = []
        let base = timeline.transactions.count
        for (trackIndex, (target, keyframes)) in timeline.keyframes.sorted(by: { $0.key < $1.key }).enumerated() {
            guard let ends = facts.keyframeTimes[target], ends.count == keyframes.keyframes.count else {
                throw fail("no resolved keyframe times for track '\(target)'")
            }
            let name = primaryName[target] ?? target.description
            spell.notes.add(
                "iOS 13 has no keyframe animations; track '\(target)' is approximated by timed withAnimation changes")
            if facts.jumpingTargets.contains(target) {
                spell.notes.add("'\(target)' is not part of animatableData, so on iOS 13 its keyframes jump")
            }
            for (offset, keyframe) in keyframes.keyframes.enumerated() {
                let rewrite = LegacyAnimation.keyframeAnimation(keyframe)
                if let note = rewrite?.note { spell.notes.add("\(note) ('\(target)')") }
                let original = ParsedKeyframes(type: keyframes.type, keyframes: [keyframe]).description
                let block = ViewModel.Block(
                    animation: rewrite?.text, statements: ["\(name) = \(spell.member(keyframe.value))"],
                    comments: [original])
                steps.append((offset == 0 ? 0 : ends[offset - 1], base + trackIndex, block))
            }
        }
        return steps
    }
}
