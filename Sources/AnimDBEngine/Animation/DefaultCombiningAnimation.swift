#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The animation an `Animator` runs when a new animation interrupts one that does not merge: every animation
/// keeps running, each from where the previous ones have got to towards its own target (semantics §6).
///
/// Entry i starts `elapsed` seconds into the run and animates towards the cumulative change `targets[i]`. Each
/// sample computes `r₀ = entry₀(targets₀, t)` and then `r = r + entry_i(targets_i − r, t − elapsed_i)`, so for
/// two timing curves the result is `(1 − f_new)·old trajectory + f_new·new target`, which keeps the motion
/// continuous at the interruption. A finished entry contributes its whole change. The combination ends, and
/// reports logical completion, when its last entry does.
package struct DefaultCombiningAnimation: CustomAnimation {
    package struct Entry: Hashable, Sendable {
        let animation: Animation
        let elapsed: Double
    }

    package let entries: [Entry]

    @_specialize(where V == Double)
    package func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        var combined = context.state[CombinedAnimationState<V>.self]
        guard combined.entries.count == entries.count, !entries.isEmpty else { return nil }
        var result = V.zero
        var lastFinished = false
        for index in entries.indices {
            let target = combined.entries[index].target
            guard let state = combined.entries[index].state else {
                result = target
                lastFinished = true
                continue
            }
            let change = target - result
            var entryContext = AnimationContext<V>(state: state)
            let offset = entries[index].animation.animate(
                value: change, time: time - entries[index].elapsed, context: &entryContext)
            if let offset {
                combined.entries[index].state = entryContext.state
                result += offset
                lastFinished = false
            } else {
                combined.entries[index].state = nil
                result += change
                lastFinished = true
            }
            if index == entries.count - 1 {
                context.isLogicallyComplete = entryContext.isLogicallyComplete || lastFinished
            }
        }
        context.state[CombinedAnimationState<V>.self] = combined
        return lastFinished ? nil : result
    }

    /// Appends `animation`, started `elapsed` seconds into `current`'s run, towards the cumulative change
    /// `target`; `current` becomes the first entry (with its state) unless it already combines animations.
    package static func combine<V: VectorArithmetic>(
        _ current: Animation, currentTarget: V, state: inout AnimationState<V>,
        with animation: Animation, elapsed: Double, target: V
    ) -> Animation {
        if let combining = current.base as? DefaultCombiningAnimation {
            state[CombinedAnimationState<V>.self].entries.append(.init(target: target, state: AnimationState()))
            return Animation(
                DefaultCombiningAnimation(entries: combining.entries + [Entry(animation: animation, elapsed: elapsed)]))
        }
        var combinedState = AnimationState<V>()
        combinedState[CombinedAnimationState<V>.self].entries = [
            .init(target: currentTarget, state: state),
            .init(target: target, state: AnimationState()),
        ]
        state = combinedState
        return Animation(
            DefaultCombiningAnimation(entries: [
                Entry(animation: current, elapsed: 0), Entry(animation: animation, elapsed: elapsed),
            ]))
    }
}

struct CombinedAnimationState<V: VectorArithmetic>: AnimationStateKey {
    struct Entry {
        /// The cumulative change this entry animates towards.
        var target: V
        /// nil once the entry has finished.
        var state: AnimationState<V>?
    }

    var entries: [Entry] = []

    static var defaultValue: CombinedAnimationState<V> { CombinedAnimationState() }
}
