import Foundation

/// Drives one animatable value through a series of timed changes, as SwiftUI's animatable attributes do,
/// including what happens when a change interrupts a running animation (semantics §6).
///
///     var animator = Animator(value: 0.0)
///     animator.animate(to: 4, with: .default, at: 0)
///     animator.animate(to: 0, with: .spring, at: 0.3)   // interrupts: the springs merge, keeping velocity
///     let shown = animator.value(at: 0.5)
///
/// The animator shows `target − interval + offset`, where `interval` is the change still being animated and
/// `offset` what the animation has applied so far. A change during flight either merges (the new animation's
/// `shouldMerge` returns true, as fluid springs do: it takes over the position and velocity and heads for the
/// combined target) or is combined additively with the running animation (every other animation, including
/// `interpolatingSpring`: "adding the effects of each animation").
///
/// Sample times must not decrease: animations carry state from one sample to the next. Stateful animations
/// also depend on *when* they are sampled (a fluid spring treats a gap of over a second as a stall and resumes
/// one frame back); pass a `frameRate` to have the animator feed them every display frame between samples.
public struct Animator<Value: VectorArithmetic> {
    /// The value the animator is heading for (the model value of the last change).
    public private(set) var targetValue: Value
    private var animation: Animation? {
        didSet { concrete = animation?.concrete }
    }
    /// `animation?.concrete`, kept beside it: checking and dispatching on it copies no boxed animation.
    private var concrete: ConcreteAnimation?
    private var context = AnimationContext<Value>()
    /// The change being animated; the animation runs from `targetValue − interval` towards `targetValue`.
    private var interval: Value = .zero
    private var beginTime = 0.0
    private var lastOffset: Value = .zero
    /// The last time the animation was run to.
    private var lastTime = -Double.infinity
    /// Whether `lastOffset` is the current animation's offset at `lastTime`.
    private var isCurrent = false
    /// Frames per second of the simulated display, or nil to run animations only at the requested times.
    public let frameRate: Double?

    /// Creates an animator at rest at `value`.
    ///
    /// - Parameters:
    ///   - value: The initial value.
    ///   - frameRate: When set, animations also see every display frame `k / frameRate` between the times you
    ///     ask for, as on a device running at that rate.
    @_specialize(exported:true,where Value == Double)
    public init(value: Value, frameRate: Double? = nil) {
        targetValue = value
        self.frameRate = frameRate
    }

    /// Changes the value to `newValue` at `time`, animated with `animation` (or immediately when nil).
    @_specialize(exported:true,where Value == Double)
    public mutating func animate(to newValue: Value, with animation: Animation?, at time: Double) {
        advance(to: time)
        let change = newValue - targetValue
        targetValue = newValue
        guard let animation else {
            self.animation = nil
            return
        }
        guard let current = self.animation else {
            self.animation = animation
            context = AnimationContext()
            interval = change
            beginTime = time
            lastOffset = .zero
            lastTime = time
            isCurrent = false
            return
        }
        let elapsed = time - beginTime
        if animation.shouldMerge(previous: current, value: interval, time: elapsed, context: &context) {
            self.animation = animation
        } else {
            self.animation = DefaultCombiningAnimation.combine(
                current, currentTarget: interval, state: &context.state,
                with: animation, elapsed: elapsed, target: interval + change)
        }
        context.isLogicallyComplete = false
        interval += change
        isCurrent = false  // Sample the new animation even at the same time.
    }

    /// The value shown at `time`.
    @_specialize(exported:true,where Value == Double)
    public mutating func value(at time: Double) -> Value {
        advance(to: time)
        guard concrete != nil else { return targetValue }
        return targetValue - interval + lastOffset
    }

    /// The velocity at `time` in units per second: zero at rest, nil while running an animation that does not
    /// report velocity (timing-curve animations other than `timingCurve(_:duration:)`, interpolating springs,
    /// modified animations).
    @_specialize(exported:true,where Value == Double)
    public mutating func velocity(at time: Double) -> Value? {
        advance(to: time)
        guard let animation else { return .zero }
        return animation.velocity(value: interval, time: time - beginTime, context: context)
    }

    /// Whether every animation has finished by `time`, so the animator shows its target.
    @_specialize(exported:true,where Value == Double)
    public mutating func isFinished(at time: Double) -> Bool {
        advance(to: time)
        return concrete == nil
    }

    /// Whether the current animation is logically complete at `time` (always true once finished).
    @_specialize(exported:true,where Value == Double)
    public mutating func isLogicallyComplete(at time: Double) -> Bool {
        advance(to: time)
        return concrete == nil || context.isLogicallyComplete
    }

    /// Runs the animation up to `time` (once per distinct time), through the display frames before it.
    private mutating func advance(to time: Double) {
        guard concrete != nil, !(isCurrent && time == lastTime) else { return }
        if let frameRate, lastTime.isFinite {
            var frame = (lastTime * frameRate).rounded(.down) + 1
            while concrete != nil, frame / frameRate < time {
                sample(at: frame / frameRate)
                frame += 1
            }
        }
        lastTime = time
        isCurrent = true
        sample(at: time)
    }

    private mutating func sample(at time: Double) {
        guard let concrete else { return }
        let elapsed = Swift.max(0, time - beginTime)
        // The common concrete animations run directly (specialised for `Value`), the rest through the box.
        let result: Value?
        switch concrete {
        case .bezier(let bezier):
            result = bezier.offset(value: interval, time: elapsed)
        case .spring(let spring):
            result = spring.offset(value: interval, time: elapsed, isLogicallyComplete: &context.isLogicallyComplete)
        case .fluidSpring(let spring):
            result = spring.animate(value: interval, time: elapsed, context: &context)
        case .other:
            result = animation?.animate(value: interval, time: elapsed, context: &context) ?? nil
        }
        if let offset = result {
            lastOffset = offset
        } else {
            self.animation = nil
            context = AnimationContext()
            interval = .zero
            lastOffset = .zero
        }
    }
}
