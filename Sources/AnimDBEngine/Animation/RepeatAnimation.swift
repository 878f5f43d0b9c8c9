#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `repeatCount(_:autoreverses:)` and `repeatForever(autoreverses:)`.
///
/// Iterations are frame-quantised as in SwiftUI: an iteration ends at the first sample where the base
/// animation reports finished, and the next one starts at *that sample's time*, not at the exact boundary. That
/// sample shows the finished iteration's end value. With autoreverse, odd iterations play backwards
/// (`value − base`), and autoreverse counts towards the repeat count: an even count goes forward, back, then
/// jumps to the target when the animation ends (Apple: a count of 2 "moves forward, then reverses, then stops").
///
/// Each iteration gets a fresh copy of the base animation's state (kept nested in this animation's state), so
/// stateful bases such as springs restart cleanly. OpenSwiftUI shares one state across iterations, which would
/// leave a repeating fluid spring at rest at its target and finishing again on every frame of its second
/// iteration; SwiftUI apps visibly repeat `.spring(…).repeatForever()`, so we reset it.
package struct RepeatAnimation: CustomAnimation {
    package let base: Animation
    /// nil repeats forever.
    package let repeatCount: Int?
    package let autoreverses: Bool

    @_specialize(where V == Double)
    package func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        var state = context.state[RepeatState<V>.self]
        let isReversed = autoreverses && state.index % 2 == 1
        let isLastIteration = repeatCount.map { state.index + 1 >= $0 } ?? false
        var iteration = AnimationContext<V>(state: state.baseState)
        if let offset = base.animate(value: value, time: time - state.timeOffset, context: &iteration) {
            state.baseState = iteration.state
            context.state[RepeatState<V>.self] = state
            if isLastIteration, iteration.isLogicallyComplete { context.isLogicallyComplete = true }
            return isReversed ? value - offset : offset
        }
        state = RepeatState(index: state.index + 1, timeOffset: time)
        context.state[RepeatState<V>.self] = state
        if let repeatCount, state.index >= repeatCount {
            context.isLogicallyComplete = true
            return nil
        }
        return isReversed ? .zero : value
    }
}

package struct RepeatState<V: VectorArithmetic>: AnimationStateKey {
    package var index = 0
    /// The sample time at which the current iteration began.
    package var timeOffset = 0.0
    package var baseState = AnimationState<V>()

    package static var defaultValue: RepeatState<V> { RepeatState() }
}

extension RepeatAnimation {
    /// The repeat of `animation` when its base keeps no state (a timing curve, an interpolating spring): between
    /// the ends of its iterations such a repeat changes nothing but its output, so a display can skip those frames.
    package static func withStatelessBase(_ animation: Animation?) -> RepeatAnimation? {
        guard let repeating = animation?.base as? RepeatAnimation, repeating.base.isStateless else { return nil }
        return repeating
    }

    /// The first of `frames` at which the current iteration ends (where `animate` starts the next iteration or
    /// finishes), or `frames.upperBound` when none does: a binary search, since a stateless base, once finished,
    /// stays finished.
    ///
    /// - Parameters:
    ///   - state: The repeat's state (the current iteration's start).
    ///   - time: Each frame's time on the animation's clock.
    package func firstIterationEnd<V: VectorArithmetic>(
        value: V, state: AnimationState<V>, frames: Range<Int>, time: (Int) -> Double
    ) -> Int {
        let start = state[RepeatState<V>.self].timeOffset
        var low = frames.lowerBound
        var high = frames.upperBound
        while low < high {
            let mid = low + (high - low) / 2
            var scratch = AnimationContext<V>()
            if base.animate(value: value, time: time(mid) - start, context: &scratch) == nil {
                high = mid
            } else {
                low = mid + 1
            }
        }
        return low
    }
}
