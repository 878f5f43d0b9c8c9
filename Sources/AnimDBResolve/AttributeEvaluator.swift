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
            // Most animated parameters are doubles: skip the components array.
            values[only.slot] =
                if case .double = only.template { .double(value) } else { only.template.withComponents([value]) }
        } else if hasVector {
            let components = vector!.value(at: time).components
            for slot in vectorSlots {
                values[slot.slot] = slot.template.withComponents(Array(components[slot.components]))
            }
        }
        for slot in keyframeSlots {
            if let track = slot.scalar {
                values[slot.slot] = slot.template.withComponents([track.value(time: time)])
            } else if let track = slot.vector {
                values[slot.slot] = slot.template.withComponents(track.value(time: time).components)
            }
        }
        for slot in jumpSlots {
            values[slot.slot] = Self.latest(slot.changes, at: time) ?? slot.initial
        }
    }

    /// Whether transactions animate any of the item's parameters.
    var hasAnimator: Bool { hasScalar || hasVector }

    /// When the animated vector stops changing, or nil when it never does (see `AnimatorTrack.restTime()`).
    func animatorRestTime() -> Double? {
        if let scalar { return scalar.restTime() }
        if let vector { return vector.restTime() }
        return 0
    }

    /// The time of the animator's last change (0 without one).
    var lastAnimatorChange: Double {
        scalar?.changes.last?.time ?? vector?.changes.last?.time ?? 0
    }

    /// The value of the last change at or before `time`.
    private static func latest(_ changes: [(time: Double, value: ParameterValue)], at time: Double) -> ParameterValue? {
        // Binary search for the first change after `time`; several at one instant apply in order, the last wins.
        var low = 0
        var high = changes.count
        while low < high {
            let mid = (low + high) / 2
            if changes[mid].time <= time { low = mid + 1 } else { high = mid }
        }
        return low > 0 ? changes[low - 1].value : nil
    }
}
