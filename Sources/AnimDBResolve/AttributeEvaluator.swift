import AnimDBEngine
import AnimDBGeometry
import AnimDBSyntax

/// One item of a view evaluated as SwiftUI evaluates one animatable attribute: the animatable, non-ignored
/// parameters that transactions change form one vector driven by one `Animator` (so they share one animation and
/// finish together), parameters that jump take each new value at its transaction's time, and keyframe tracks
/// drive their parameter directly.
///
/// Single-component vectors (one animated `Double`, most items) run on `Double` so streaming a million frames stays
/// allocation-free; others on `AnimatableVector`.
struct AttributeEvaluator {
    /// Where each animated parameter goes: its slot in the view's output, the value its components rebuild, and
    /// its components' range in the vector.
    struct VectorSlot {
        let slot: Int
        let template: ParameterValue
        let components: Range<Int>
    }

    struct KeyframeSlot {
        let slot: Int
        let template: ParameterValue
        let scalar: KeyframeTrack<Double>?
        let vector: KeyframeTrack<AnimatableVector>?
        /// When the keyframes play: once from 0, looped, or from each change of a trigger (a keyframe animator's).
        var runs: Runs = .once

        enum Runs {
            case once
            /// `keyframeAnimator(initialValue:repeating: true)`: the keyframes loop from 0.
            case repeating
            /// `keyframeAnimator(initialValue:trigger:)`: each run starts at its time from the value shown then
            /// (`template`'s before the first).
            case triggered([Run])
        }

        struct Run {
            let start: Double
            let scalar: KeyframeTrack<Double>?
            let vector: KeyframeTrack<AnimatableVector>?
        }

        /// One run's length.
        var duration: Double { scalar?.duration ?? vector?.duration ?? 0 }

        /// When the parameter stops changing: nil for keyframes that loop.
        var length: Double? {
            switch runs {
            case .once: duration
            case .repeating: duration > 0 ? nil : 0
            // A run's length can depend on where it starts (a spring keyframe settles by its distance).
            case .triggered(let runs):
                runs.last.map { $0.start + ($0.scalar?.duration ?? $0.vector?.duration ?? 0) } ?? 0
            }
        }

        /// Where keyframes end: every run's.
        var markerTimes: [Double] {
            guard case .triggered(let runs) = runs else { return scalar?.keyframeTimes ?? vector?.keyframeTimes ?? [] }
            return runs.flatMap { run in
                (run.scalar?.keyframeTimes ?? run.vector?.keyframeTimes ?? []).map { run.start + $0 }
            }
        }

        /// The value at `time`: the run playing then, at its own time.
        func value(at time: Double) -> ParameterValue {
            var local = time
            var scalar = self.scalar, vector = self.vector
            switch runs {
            case .once: break
            case .repeating:
                if duration > 0, time > 0 { local = time.truncatingRemainder(dividingBy: duration) }
            case .triggered(let runs):
                guard let index = AttributeEvaluator.lastIndex(in: runs, atOrBefore: time, \.start) else {
                    return template
                }
                let run = runs[index]
                local = time - run.start
                scalar = run.scalar
                vector = run.vector
            }
            if let value = scalar?.value(time: local) { return AttributeEvaluator.rebuild(template, value) }
            if let value = vector?.value(time: local) { return template.withComponents(value.components) }
            return template
        }
    }

    struct JumpSlot {
        let slot: Int
        let initial: ParameterValue
        /// The parameter's model value from each time on, in time order.
        let changes: [(time: Double, value: ParameterValue)]
    }

    let vectorSlots: [VectorSlot]
    let keyframeSlots: [KeyframeSlot]
    let jumpSlots: [JumpSlot]
    // At most one is set. Separate optionals rather than an enum payload so the stateful tracks mutate in place.
    private var scalar: AnimatorTrack<Double>?
    private var vector: AnimatorTrack<AnimatableVector>?
    // Which one is set, checked without touching the optionals (which would copy a track per frame).
    private let hasScalar: Bool
    private let hasVector: Bool

    init(
        vectorSlots: [VectorSlot], initialVector: [Double],
        changes: [(time: Double, vector: [Double], animation: Animation?)],
        keyframeSlots: [KeyframeSlot], jumpSlots: [JumpSlot], display: DisplayClock
    ) {
        self.vectorSlots = vectorSlots
        self.keyframeSlots = keyframeSlots
        self.jumpSlots = jumpSlots
        hasScalar = initialVector.count == 1
        hasVector = initialVector.count > 1
        if initialVector.count == 1 {
            scalar = AnimatorTrack(
                initial: initialVector[0],
                changes: changes.map { .init(time: $0.time, value: $0.vector[0], animation: $0.animation) },
                display: display)
        } else if !initialVector.isEmpty {
            vector = AnimatorTrack(
                initial: AnimatableVector(initialVector),
                changes: changes.map {
                    .init(time: $0.time, value: AnimatableVector($0.vector), animation: $0.animation)
                },
                display: display)
        }
    }

    /// Writes every parameter's value at `time` (a time within one pass) into its slot of `values`.
    mutating func evaluate(at time: Double, into values: inout [ParameterValue]) {
        if hasScalar {
            let value = scalar!.value(at: time)
            let only = vectorSlots[0]
            values[only.slot] = Self.rebuild(only.template, value)
        } else if hasVector {
            let components = vector!.value(at: time).components
            for slot in vectorSlots {
                values[slot.slot] = slot.template.withComponents(Array(components[slot.components]))
            }
        }
        // Indices rather than `for slot in`, which would copy (retain and release) every slot's track each frame.
        for index in keyframeSlots.indices {
            values[keyframeSlots[index].slot] = keyframeSlots[index].value(at: time)
        }
        for index in jumpSlots.indices {
            values[jumpSlots[index].slot] = Self.latest(jumpSlots[index].changes, at: time) ?? jumpSlots[index].initial
        }
    }

    /// `template` with its one component set to `value`; most animated parameters are doubles, which skip the
    /// components array.
    fileprivate static func rebuild(_ template: ParameterValue, _ value: Double) -> ParameterValue {
        if case .double = template { .double(value) } else { template.withComponents([value]) }
    }

    /// Whether transactions animate any of the item's parameters.
    var hasAnimator: Bool { hasScalar || hasVector }

    /// When the animated vector stops changing, or nil when it never does (see `AnimatorTrack.restTime()`).
    func animatorRestTime() -> Double? {
        if let scalar { return scalar.restTime() }
        if let vector { return vector.restTime() }
        return 0
    }

    /// The animated changes that alone carry the item's vector from rest to rest (see `AnimatorTrack.soloRuns()`),
    /// with their time, end and animation.
    func soloRuns() -> [(time: Double, end: Double, animation: Animation)] {
        func runs<V>(_ track: AnimatorTrack<V>) -> [(time: Double, end: Double, animation: Animation)] {
            track.soloRuns().map { (track.changes[$0.change].time, $0.end, track.changes[$0.change].animation!) }
        }
        if let scalar { return runs(scalar) }
        if let vector { return runs(vector) }
        return []
    }

    /// The time of the animator's last change (0 without one).
    var lastAnimatorChange: Double {
        scalar?.changes.last?.time ?? vector?.changes.last?.time ?? 0
    }

    /// The value of the last change at or before `time`.
    private static func latest(_ changes: [(time: Double, value: ParameterValue)], at time: Double) -> ParameterValue? {
        lastIndex(in: changes, atOrBefore: time, \.time).map { changes[$0].value }
    }

    /// The index of the last element of `items` (in time order) whose time is at or before `time`, by binary search;
    /// several at one instant: the last of them.
    static func lastIndex<Item>(in items: [Item], atOrBefore time: Double, _ itemTime: (Item) -> Double) -> Int? {
        var low = 0
        var high = items.count
        while low < high {
            let mid = (low + high) / 2
            if itemTime(items[mid]) <= time { low = mid + 1 } else { high = mid }
        }
        return low > 0 ? low - 1 : nil
    }
}
