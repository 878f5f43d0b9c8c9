/// SwiftUI's `AnimationCompletionCriteria`: when an animation counts as done for whatever waits on it (a
/// `withAnimation` completion, a `PhaseAnimator` moving on to its next phase).
public enum AnimationCompletionCriteria: String, Hashable, Sendable, CaseIterable {
    /// When the animation reports that it is logically complete: a timing curve at its end, a spring once its
    /// response has passed (`FluidSpringAnimation`), `.logicallyComplete(after:)` at its time. SwiftUI's default.
    case logicallyComplete
    /// When the animation has finished and is removed: a spring only once it has come to rest.
    case removed
}

extension Animation {
    /// The time at which this animation, started at `start`, is complete by `criteria` on `display`: the first display
    /// frame after `start` at which it reports so. That frame is where SwiftUI runs a completion and where a phase
    /// animator moves on (each update happens on a frame; the completion is called after the frame that completed it).
    /// nil when the animation does not complete within `AnimationLimits.maxDuration` (a `repeatForever`).
    ///
    /// The animation runs from 0 to 1 here. Every criterion that the built-in animations report by time (timing
    /// curves, springs' logical completion, delays, repeats) does not depend on the distance; a fluid spring's rest
    /// (`.removed`) does, and is measured for that unit distance (docs/evaluation.md, "Completions").
    public func completionTime(
        startingAt start: Double, on display: DisplayClock, criteria: AnimationCompletionCriteria = .logicallyComplete
    ) -> Double? {
        var sampler = AnimationSampler(self, from: 0, to: 1)
        let last = display.firstFrame(after: start + AnimationLimits.maxDuration)
        var frame = display.firstFrame(after: start)
        while frame <= last {
            let time = display.time(ofFrame: frame)
            let elapsed = time - start
            let done =
                switch criteria {
                case .logicallyComplete: sampler.isLogicallyComplete(at: elapsed)
                case .removed: sampler.isFinished(at: elapsed)
                }
            if done { return time }
            frame += 1
        }
        return nil
    }
}

extension Optional where Wrapped == Animation {
    /// When a change made with this animation (nil: none) is complete: `Animation.completionTime`, or the next
    /// display frame for a change without animation, which SwiftUI applies in the next update.
    public func completionTime(
        startingAt start: Double, on display: DisplayClock, criteria: AnimationCompletionCriteria = .logicallyComplete
    ) -> Double? {
        guard let animation = self else { return display.time(ofFrame: display.firstFrame(after: start)) }
        return animation.completionTime(startingAt: start, on: display, criteria: criteria)
    }
}
