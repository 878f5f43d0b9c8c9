import Foundation

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
