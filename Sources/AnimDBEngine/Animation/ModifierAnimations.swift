#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// Time-transforming modifiers. Each wraps the animation it modifies, so the modifier applied last sees the time
// first: `.delay(1).speed(2)` doubles the clock before delaying and so starts after 0.5 s. Modified animations
// report no velocity, and merge only with an equal modifier whose base merges (as SwiftUI's modifiers do).

/// `animation.delay(_:)`: the base animation sees `max(0, time − delay)`.
package struct DelayAnimation: CustomAnimation {
    package let base: Animation
    package let delay: Double

    @_specialize(where V == Double)
    package func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: Swift.max(0, time - delay), context: &context)
    }

    package func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        guard let other = previous.base as? DelayAnimation, other.delay == delay else { return false }
        return base.shouldMerge(previous: other.base, value: value, time: Swift.max(0, time - delay), context: &context)
    }
}

/// `animation.speed(_:)`: the base animation sees `time · speed`.
package struct SpeedAnimation: CustomAnimation {
    package let base: Animation
    package let speed: Double

    @_specialize(where V == Double)
    package func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: time * speed, context: &context)
    }

    package func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        guard let other = previous.base as? SpeedAnimation, other.speed == speed else { return false }
        return base.shouldMerge(previous: other.base, value: value, time: time * speed, context: &context)
    }
}

/// `animation.logicallyComplete(after:)`: reports logical completion once `time ≥ duration`, or earlier if the
/// base animation already did.
package struct LogicalCompletionAnimation: CustomAnimation {
    package let base: Animation
    package let duration: Double

    @_specialize(where V == Double)
    package func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let result = base.animate(value: value, time: time, context: &context)
        if time >= duration { context.isLogicallyComplete = true }
        return result
    }

    package func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        guard let other = previous.base as? LogicalCompletionAnimation, other.duration == duration else {
            return false
        }
        return base.shouldMerge(previous: other.base, value: value, time: time, context: &context)
    }
}
