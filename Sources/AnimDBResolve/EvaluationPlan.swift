import AnimDBEngine
import AnimDBGeometry
import AnimDBSyntax

/// A `ViewSpec` checked and laid out for evaluation: which parameters form each item's animated vector, the
/// vector's value after each transaction, each jumping parameter's values, and the keyframe tracks.
struct EvaluationPlan {
    /// What one item's attribute is made of.
    struct Item {
        var vectorSlots: [AttributeEvaluator.VectorSlot] = []
        var initialVector: [Double] = []
        var changes: [(time: Double, vector: [Double], animation: Animation?)] = []
        var keyframeSlots: [AttributeEvaluator.KeyframeSlot] = []
        var jumpSlots: [AttributeEvaluator.JumpSlot] = []
    }

    /// The parameters with tracks, in output order.
    let keys: [ViewSpec.ParameterKey]
    let items: [Item]
    /// Per output slot: where its keyframes end, or when transactions set it.
    let markerTimes: [[Double]]
    /// The parameters that take each new value at once instead of animating.
    let jumpingKeys: Set<ViewSpec.ParameterKey>
    /// What the view tree needs of each transaction (state changes expanded): its time, its animation, the jumping
    /// parameters it changes, and every state's value after it.
    let transactions:
        [(time: Double, animation: Animation?, jumps: [(key: ViewSpec.ParameterKey, value: ParameterValue)])]
    let states: [[ParameterValue]]
    let initialStates: [ParameterValue]

    init(_ view: ViewSpec) throws(TimelineError) {
        // State changes become assignments to the parameters that read the states.
        var view = view
        let expanded = try view.expandedTransactions()
        view.transactions = expanded.transactions
        states = expanded.states
        initialStates = expanded.initialStates
        var transactionJumps: [[(key: ViewSpec.ParameterKey, value: ParameterValue)]] = []
        for (key, keyframes) in view.keyframes {
            let spec = try Self.spec(key, in: view)
            guard spec.type.isAnimatable else {
                throw .invalid(
                    parameter: key.parameter, reason: "keyframes need an animatable parameter, not \(spec.type)")
            }
            guard keyframes.type == spec.type else {
                throw .invalid(
                    parameter: key.parameter, reason: "keyframes of \(keyframes.type), expected \(spec.type)")
            }
            let base = view.items[key.item].values[key.parameter]!
            if let mismatch = keyframes.keyframes.first(where: { !base.interpolates(with: $0.value) }) {
                throw .invalid(
                    parameter: key.parameter,
                    reason: "keyframe value \(mismatch.value) cannot interpolate from \(base) (a different structure)")
            }
        }
        var assigned: Set<ViewSpec.ParameterKey> = []
        // Values that cannot interpolate into one another (a colour and a gradient, different stop counts or line
        // caps) make their parameter jump, as a parameter that cannot animate does.
        var mismatched: Set<ViewSpec.ParameterKey> = []
        var previousTime = 0.0
        for transaction in view.transactions {
            guard transaction.time.isFinite, transaction.time >= previousTime else {
                throw .invalid(
                    parameter: transaction.assignments.first?.key.parameter ?? "",
                    reason: "change times must be finite, ≥ 0 and in order, not \(transaction.time)")
            }
            previousTime = transaction.time
            for assignment in transaction.assignments {
                let spec = try Self.spec(assignment.key, in: view)
                guard view.keyframes[assignment.key] == nil else {
                    throw .invalid(parameter: spec.name, reason: "it has keyframes, so changes cannot also set it")
                }
                guard assignment.value.type == spec.type else {
                    throw .invalid(parameter: spec.name, reason: "\(assignment.value) is not a \(spec.type)")
                }
                assigned.insert(assignment.key)
                let base = view.items[assignment.key.item].values[assignment.key.parameter]!
                if !base.interpolates(with: assignment.value) { mismatched.insert(assignment.key) }
            }
        }
        keys = view.items.indices.flatMap { item in
            view.items[item].type.parameters.map { ViewSpec.ParameterKey(item: item, parameter: $0.name) }.filter {
                view.keyframes[$0] != nil || assigned.contains($0)
            }
        }
        let slots = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) })

        var items = view.items.map { _ in Item() }
        var vectorKeys = view.items.map { _ in [ViewSpec.ParameterKey]() }
        var model: [ViewSpec.ParameterKey: ParameterValue] = [:]
        var jumps: [ViewSpec.ParameterKey: [(time: Double, value: ParameterValue)]] = [:]
        for key in keys {
            let item = view.items[key.item]
            let spec = item.type.parameter(named: key.parameter)!
            let base = item.values[key.parameter]!
            model[key] = base
            if let keyframes = view.keyframes[key] {
                let scalar = keyframes.doubleKeyframes.map {
                    KeyframeTrack(initialValue: base.components[0], keyframes: $0)
                }
                let vector =
                    scalar == nil
                    ? KeyframeTrack(
                        initialValue: AnimatableVector(base.components), keyframes: keyframes.vectorKeyframes)
                    : nil
                var slot = AttributeEvaluator.KeyframeSlot(
                    slot: slots[key]!, template: base, scalar: scalar, vector: vector)
                switch view.keyframeRuns[key] {
                case nil: break
                case .repeating: slot.runs = .repeating
                case .triggered(let state):
                    slot.runs = .triggered(
                        Self.runs(of: keyframes, from: slot, at: ViewSpec.changeTimes(of: state, expanded)))
                }
                items[key.item].keyframeSlots.append(slot)
            } else if item.jumps(spec) || mismatched.contains(key) {
                jumps[key] = []
            } else {
                let start = items[key.item].initialVector.count
                items[key.item].initialVector += base.components
                items[key.item].vectorSlots.append(
                    .init(slot: slots[key]!, template: base, components: start..<start + base.components.count))
                vectorKeys[key.item].append(key)
            }
        }

        var markers = keys.map { _ in [Double]() }
        for transaction in view.transactions {
            var changedItems: Set<Int> = []
            var changedJumps: [(key: ViewSpec.ParameterKey, value: ParameterValue)] = []
            for assignment in transaction.assignments {
                let key = assignment.key
                let old = model[key]!
                let new = try Self.apply(assignment, to: old)
                model[key] = new
                if markers[slots[key]!].last != transaction.time { markers[slots[key]!].append(transaction.time) }
                if jumps[key] != nil {
                    if new != old {
                        jumps[key]!.append((transaction.time, new))
                        changedJumps.append((key, new))
                    }
                } else if new != old {
                    changedItems.insert(key.item)
                }
            }
            transactionJumps.append(changedJumps)
            // Setting a value to what it already is changes nothing, in SwiftUI as here.
            for item in changedItems.sorted() {
                let vector = vectorKeys[item].flatMap { model[$0]!.components }
                items[item].changes.append((transaction.time, vector, transaction.animation))
            }
        }
        for (key, changes) in jumps {
            items[key.item].jumpSlots.append(
                .init(slot: slots[key]!, initial: view.items[key.item].values[key.parameter]!, changes: changes))
        }
        for index in items.indices { items[index].jumpSlots.sort { $0.slot < $1.slot } }
        // A keyframed parameter's markers are its keyframes' times, read from the track built above.
        for slot in items.flatMap(\.keyframeSlots) { markers[slot.slot] = slot.markerTimes }
        self.items = items
        markerTimes = markers
        jumpingKeys = Set(jumps.keys)
        transactions = zip(view.transactions, transactionJumps).map { ($0.time, $0.animation, $1) }
    }

    /// A keyframe animator's runs from each of `starts`: each from the value the one before shows then (its end
    /// value once it has finished), the first from the slot's own, as SwiftUI passes the animator's current value.
    static func runs(of keyframes: ParsedKeyframes, from slot: AttributeEvaluator.KeyframeSlot, at starts: [Double])
        -> [AttributeEvaluator.KeyframeSlot.Run]
    {
        var runs: [AttributeEvaluator.KeyframeSlot.Run] = []
        var shown = slot.template
        for start in starts {
            if !runs.isEmpty {
                var playing = slot
                playing.runs = .triggered(runs)
                shown = playing.value(at: start)
            }
            let scalar = keyframes.doubleKeyframes.map {
                KeyframeTrack(initialValue: shown.components[0], keyframes: $0)
            }
            let vector =
                scalar == nil
                ? KeyframeTrack(initialValue: AnimatableVector(shown.components), keyframes: keyframes.vectorKeyframes)
                : nil
            runs.append(.init(start: start, scalar: scalar, vector: vector))
        }
        return runs
    }

    func attributes(display: DisplayClock) -> [AttributeEvaluator] {
        items.map {
            AttributeEvaluator(
                vectorSlots: $0.vectorSlots, initialVector: $0.initialVector, changes: $0.changes,
                keyframeSlots: $0.keyframeSlots, jumpSlots: $0.jumpSlots, display: display)
        }
    }

    private static func spec(_ key: ViewSpec.ParameterKey, in view: ViewSpec) throws(TimelineError) -> ParameterSpec {
        guard view.items.indices.contains(key.item) else {
            throw .invalid(parameter: key.parameter, reason: "the view has no item \(key.item)")
        }
        guard let spec = view.spec(key) else {
            throw .unknownParameter(key.parameter, type: view.items[key.item].type.name)
        }
        return spec
    }

    /// The model value after `assignment`: its value, or (for `+=`) the current one plus it.
    static func apply(_ assignment: ViewSpec.Assignment, to current: ParameterValue) throws(TimelineError)
        -> ParameterValue
    {
        guard assignment.isRelative else { return assignment.value }
        switch (current, assignment.value) {
        case (.int(let a), .int(let b)):
            let (sum, overflow) = a.addingReportingOverflow(b)
            if !overflow { return .int(sum) }
        case _ where current.type.isAnimatable:
            let sum = current.withComponents(zip(current.components, assignment.value.components).map { $0 + $1 })
            if sum.isFinite { return sum }
        default:
            break
        }
        throw .invalid(
            parameter: assignment.key.parameter, reason: "cannot add \(assignment.value) to \(current)")
    }
}
