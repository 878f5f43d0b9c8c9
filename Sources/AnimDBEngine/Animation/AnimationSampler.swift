import Foundation

/// Samples one run of an animation from `from` to `to` at increasing times, carrying the animation's state
/// between samples so each sample costs O(1) amortised.
///
/// Stateful animations (the fluid spring, repeats and anything wrapping them) depend on *when* they are
/// sampled, as on a device: the fluid spring integrates from one sample to the next and repeats start each
/// iteration at the sample that ended the previous one. With `frameRate` set, the sampler also feeds the
/// animation every display frame (`k / frameRate`) before each requested time, so results match a display
/// running at that rate regardless of which times you ask for; with nil the animation sees only your times.
///
/// Asking for an earlier time than the last one restarts the run from the beginning.
public struct AnimationSampler {
    /// The animation being sampled.
    public let animation: Animation
    /// The value at the start of the run.
    public let from: Double
    /// The value the run animates to.
    public let to: Double
    /// Frames per second of the simulated display, or nil to sample only at the requested times.
    public let frameRate: Double?

    private var context = AnimationContext<Double>()
    /// A fluid spring's state (also `.default`'s), kept unboxed here instead of in `context.state`: samples of the
    /// common concrete animations (`Animation.concrete`) run their `Double` code directly.
    private var fluidState = FluidSpringState<Double>()
    private var lastTime = -Double.infinity
    private var lastOffset = 0.0
    private var nextFrame = 0
    private var finished = false

    /// Creates a sampler for one run of `animation` from `from` to `to`.
    public init(_ animation: Animation, from: Double, to: Double, frameRate: Double? = nil) {
        self.animation = animation
        self.from = from
        self.to = to
        self.frameRate = frameRate
    }

    /// The value at `time` seconds after the start (`to` once finished, `from` plus the offset before).
    public mutating func value(at time: Double) -> Double {
        advance(to: time)
        return finished ? to : from + lastOffset
    }

    /// The velocity at `time` in units per second: 0 once finished, nil if the animation reports none.
    public mutating func velocity(at time: Double) -> Double? {
        advance(to: time)
        if finished { return 0 }
        if case .fluidSpring = animation.concrete { return fluidState.velocity }  // its `velocity`, unboxed
        return animation.velocity(value: to - from, time: time, context: context)
    }

    /// Whether the animation has finished by `time`.
    public mutating func isFinished(at time: Double) -> Bool {
        advance(to: time)
        return finished
    }

    /// Whether the animation is logically complete at `time` (always once finished).
    public mutating func isLogicallyComplete(at time: Double) -> Bool {
        advance(to: time)
        return finished || context.isLogicallyComplete
    }

    private mutating func advance(to time: Double) {
        if time < lastTime { self = AnimationSampler(animation, from: from, to: to, frameRate: frameRate) }
        guard !finished, time != lastTime else { return }
        if let frameRate {
            while !finished, Double(nextFrame) / frameRate < time {
                sample(Double(nextFrame) / frameRate)
                nextFrame += 1
            }
        }
        if !finished { sample(time) }
        lastTime = time
        // A frame at exactly `time` has just been sampled; do not run it twice.
        if let frameRate, Double(nextFrame) / frameRate == time { nextFrame += 1 }
    }

    private mutating func sample(_ time: Double) {
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
