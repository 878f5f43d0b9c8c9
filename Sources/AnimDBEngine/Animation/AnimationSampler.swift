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
    /// Set when the animation is a fluid spring (or `.default`, which is one): its state then lives unboxed in
    /// `fluidState` instead of `context.state`, and each sample runs the `Double` integrator directly.
    private let fluidSpring: FluidSpringAnimation?
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
        switch animation.base {
        case let spring as FluidSpringAnimation: fluidSpring = spring
        case is DefaultAnimation: fluidSpring = DefaultAnimation.base
        default: fluidSpring = nil
        }
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
        if fluidSpring != nil { return fluidState.velocity }  // FluidSpringAnimation.velocity, unboxed
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
        if let fluidSpring {
            if let offset = fluidSpring.advance(
                value: to - from, time: time, state: &fluidState, isLogicallyComplete: &context.isLogicallyComplete)
            {
                lastOffset = offset
            } else {
                finished = true
            }
            return
        }
        if let offset = animation.animate(value: to - from, time: time, context: &context) {
            lastOffset = offset
        } else {
            finished = true
        }
    }
}
