#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Samples one run of an animation from `from` to `to`, started at time 0, carrying the animation's state from
/// sample to sample so each sample costs O(1) amortised.
///
/// Stateful animations (the fluid spring, repeats and anything wrapping them) depend on *when* they are sampled,
/// as on a device: the fluid spring integrates from one sample to the next and repeats start each iteration at the
/// sample that ended the previous one. With a `displayRate` the sampler follows `Animator`'s display rule: the run
/// sees every display frame `k / displayRate` and nothing else, and the value at any time is the display advanced
/// through the frames before it, then sampled there without keeping (a frame time is the frame itself). So the
/// results do not depend on which times you ask for. With nil the animation sees exactly your times.
///
/// Asking for a time before a frame already drawn restarts the run from the beginning.
public struct AnimationSampler {
    /// The animation being sampled.
    public let animation: Animation
    /// The value at the start of the run.
    public let from: Double
    /// The value the run animates to.
    public let to: Double
    /// The simulated display, or nil to sample only at the requested times.
    public let display: DisplayClock?

    private var context = AnimationContext<Double>()
    /// A fluid spring's state (also `.default`'s), kept unboxed here instead of in `context.state`: samples of the
    /// common concrete animations (`Animation.concrete`) run their `Double` code directly.
    private var fluidState = FluidSpringState<Double>()
    /// The last time sampled and kept.
    private var lastTime = -Double.infinity
    private var lastOffset = 0.0
    private var nextFrame = 0
    private var finished = false

    /// Creates a sampler for one run of `animation` from `from` to `to`.
    ///
    /// - Parameter displayRate: The simulated display's rate in frames per second, or nil for none.
    public init(_ animation: Animation, from: Double, to: Double, displayRate: Double? = nil) {
        self.animation = animation
        self.from = from
        self.to = to
        display = displayRate.map { DisplayClock(rate: $0) }
    }

    /// The value at `time` seconds after the start (`to` once finished, `from` plus the offset before).
    public mutating func value(at time: Double) -> Double {
        if keepsSample(at: time) { return finished ? to : from + lastOffset }
        var probe = self
        probe.keep(time)
        return probe.finished ? to : from + probe.lastOffset
    }

    /// The velocity at `time` in units per second: 0 once finished, nil if the animation reports none.
    public mutating func velocity(at time: Double) -> Double? {
        let state = observed(at: time)
        if state.finished { return 0 }
        if case .fluidSpring = animation.concrete { return state.fluidState.velocity }  // its `velocity`, unboxed
        return animation.velocity(value: to - from, time: time, context: state.context)
    }

    /// Whether the animation has finished by `time`.
    public mutating func isFinished(at time: Double) -> Bool {
        observed(at: time).finished
    }

    /// Whether the animation is logically complete at `time` (always once finished).
    public mutating func isLogicallyComplete(at time: Double) -> Bool {
        let state = observed(at: time)
        return state.finished || state.context.isLogicallyComplete
    }

    /// This sampler after `keepsSample(at:)`, or a probe copy sampled at `time`.
    private mutating func observed(at time: Double) -> AnimationSampler {
        if keepsSample(at: time) { return self }
        var probe = self
        probe.keep(time)
        return probe
    }

    /// Keeps what the display keeps up to `time` and returns whether this sampler now shows `time` (false when
    /// `time` falls between display frames, so it must be sampled on a copy).
    private mutating func keepsSample(at time: Double) -> Bool {
        if time < lastTime { self = AnimationSampler(animation, from: from, to: to, displayRate: display?.rate) }
        guard let display else {
            keep(time)
            return true
        }
        let repeating = RepeatAnimation.withStatelessBase(animation)
        while !finished {
            // A repeat of a stateless animation changes state only where an iteration ends (see `Animator`).
            if let repeating {
                let end = display.firstFrame(notBefore: time)
                if nextFrame < end {
                    nextFrame = repeating.firstIterationEnd(
                        value: to - from, state: context.state, frames: nextFrame..<end, time: display.time(ofFrame:))
                }
            }
            let frameTime = display.time(ofFrame: nextFrame)
            guard frameTime < time else { break }
            keep(frameTime)
            nextFrame += 1
        }
        if let frame = display.frame(at: time) {
            keep(time)
            nextFrame = max(nextFrame, frame + 1)
            return true
        }
        return finished || time == lastTime
    }

    /// Samples at `time` and keeps the result (once per distinct time).
    private mutating func keep(_ time: Double) {
        guard !finished, time != lastTime else { return }
        lastTime = time
        let offset: Double?
        switch animation.concrete {
        case .bezier(let bezier):
            offset = bezier.offset(value: to - from, time: time)
        case .spring(let spring):
            offset = spring.offset(value: to - from, time: time, isLogicallyComplete: &context.isLogicallyComplete)
        case .fluidSpring(let spring):
            offset = spring.advance(
                value: to - from, time: time, state: &fluidState, isLogicallyComplete: &context.isLogicallyComplete)
        case .other:
            offset = animation.animate(value: to - from, time: time, context: &context)
        }
        if let offset {
            lastOffset = offset
        } else {
            finished = true
        }
    }
}
