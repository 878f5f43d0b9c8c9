#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Drives one animatable value through a series of timed changes, as SwiftUI's animatable attribute does,
/// including what happens when a change interrupts a running animation (semantics §6).
///
///     var animator = Animator(value: 0.0, displayRate: 60)
///     animator.animate(to: 4, with: .default, at: 0)
///     animator.animate(to: 0, with: .spring, at: 0.3)   // interrupts: the springs merge, keeping velocity
///     let shown = animator.value(at: 0.5)
///
/// The animator shows `target + (offset − interval)`, where `interval` is the change still being animated and
/// `offset` what the animation has applied so far. A change during flight either merges (the new animation's
/// `shouldMerge` returns true, as fluid springs do: it takes over the position and velocity and heads for the
/// combined target) or is combined additively with the running animation (every other animation, including
/// `interpolatingSpring`: "adding the effects of each animation").
///
/// **The display.** Stateful animations (fluid springs, repeats, combinations holding one) depend on *when* they
/// are sampled. With a `displayRate` the animator runs them on a simulated display, as SwiftUI's display link does:
/// they are sampled on every frame `k / displayRate` (and at each change) and nowhere else. The value at any time
/// t is then the frame a display would draw at t: the display advanced through every frame strictly before t and
/// every change at or before t, then sampled at t *without keeping* what sampling changed (a probe runs on a
/// copy). At a frame time the frame itself is kept. So any set of samples, in increasing order, sees the same
/// values as the display itself, and stateless animations (timing curves, interpolating springs) skip the frames
/// in between. Without a display rate, every requested time is a sample and is kept, as when SwiftUI's attribute
/// is updated at exactly those times.
///
/// **A change's instant.** At the time of an animated change the view still shows what it showed just before it
/// (SwiftUI's animator does not sample a new or merged animation in the update that created it); the new
/// animation is first sampled at the next frame. A change without animation moves the model value at once and
/// leaves a running animation running relative to the new value, as in SwiftUI; a change to the value the animator
/// already heads for does nothing.
///
/// Times must not decrease from one call to the next; to look back, keep a copy (the state is a value).
public struct Animator<Value: VectorArithmetic> {
    /// The value the animator is heading for (the model value of the last change).
    public private(set) var targetValue: Value
    private var animation: Animation? {
        didSet {
            concrete = animation?.concrete
            runsOnFrames = animation.map { !$0.isStateless } ?? false
            statelessRepeat = RepeatAnimation.withStatelessBase(animation)
        }
    }
    /// The running animation when it repeats a stateless one: the frames within an iteration can be skipped.
    private var statelessRepeat: RepeatAnimation?
    /// `animation?.concrete`, kept beside it: checking and dispatching on it copies no boxed animation.
    private var concrete: ConcreteAnimation?
    /// Whether the running animation carries state from sample to sample, so it must see every display frame.
    private var runsOnFrames = false
    private var context = AnimationContext<Value>()
    /// The change being animated; the animation runs from `targetValue − interval` towards `targetValue`.
    private var interval: Value = .zero
    private var beginTime = 0.0
    private var lastOffset: Value = .zero
    /// The last time the animation was sampled and kept (a display frame, a change, or a requested time when there
    /// is no display).
    private var lastTime = -Double.infinity
    /// Whether `lastOffset` is the current animation's offset at `lastTime`.
    private var isCurrent = false
    /// What the view shows at `lastTime` after an animated change at that instant (what it showed before it).
    private var pinned: Value?
    /// When the animator last came to rest: the sample at which its animation reported finished, or the time of
    /// the change that left it at rest.
    public private(set) var restingSince = -Double.infinity
    /// The next display frame the running animation has not seen.
    private var nextFrame = 0
    /// The simulated display, or nil to sample only at the requested times.
    public let display: DisplayClock?

    /// Creates an animator at rest at `value`.
    ///
    /// - Parameters:
    ///   - value: The initial value.
    ///   - displayRate: The rate of the simulated display that stateful animations run on, in frames per second
    ///     (see the type's discussion); nil samples animations only at the times you ask for.
    @_specialize(exported:true,where Value == Double)
    @_specialize(exported:true,where Value == RectAnimatableData)
    public init(value: Value, displayRate: Double? = nil) {
        targetValue = value
        display = displayRate.map { DisplayClock(rate: $0) }
    }

    /// Changes the value to `newValue` at `time`, animated with `animation` (or at once when nil).
    @_specialize(exported:true,where Value == Double)
    @_specialize(exported:true,where Value == RectAnimatableData)
    public mutating func animate(to newValue: Value, with animation: Animation?, at time: Double) {
        // SwiftUI starts nothing when the model value does not change, whatever the animation.
        guard newValue != targetValue else { return }
        advanceFrames(before: time)
        keepSample(at: time)
        let shown = displayed
        let change = newValue - targetValue
        targetValue = newValue
        guard let animation else {
            // The model moves under a running animation, which keeps its offset relative to the new value.
            if concrete == nil {
                restingSince = time
            } else if var value = pinned {
                value += change
                pinned = value
            }
            return
        }
        if let current = self.animation {
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
        } else {
            self.animation = animation
            context = AnimationContext()
            interval = change
            beginTime = time
            lastOffset = .zero
        }
        lastTime = time
        isCurrent = true
        pinned = shown
        nextFrame = display?.firstFrame(after: time) ?? 0
    }

    /// The value shown at `time` (see the type's discussion for what a display changes).
    @_specialize(exported:true,where Value == Double)
    @_specialize(exported:true,where Value == RectAnimatableData)
    public mutating func value(at time: Double) -> Value {
        guard !keepsSample(at: time), concrete != nil, !(isCurrent && time == lastTime) else { return displayed }
        var probe = self
        probe.keepSample(at: time)
        return probe.displayed
    }

    /// The velocity at `time` in units per second: zero at rest, nil while running an animation that does not
    /// report velocity (timing-curve animations other than `timingCurve(_:duration:)`, interpolating springs,
    /// modified animations).
    @_specialize(exported:true,where Value == Double)
    @_specialize(exported:true,where Value == RectAnimatableData)
    public mutating func velocity(at time: Double) -> Value? {
        let state = observed(at: time)
        guard let animation = state.animation else { return .zero }
        return animation.velocity(value: state.interval, time: time - state.beginTime, context: state.context)
    }

    /// Whether every animation has finished by `time`, so the animator shows its target.
    @_specialize(exported:true,where Value == Double)
    @_specialize(exported:true,where Value == RectAnimatableData)
    public mutating func isFinished(at time: Double) -> Bool {
        observed(at: time).concrete == nil
    }

    /// Whether the current animation is logically complete at `time` (always true once finished).
    @_specialize(exported:true,where Value == Double)
    @_specialize(exported:true,where Value == RectAnimatableData)
    public mutating func isLogicallyComplete(at time: Double) -> Bool {
        let state = observed(at: time)
        return state.concrete == nil || state.context.isLogicallyComplete
    }

    /// Runs the display up to `time`: every frame at or before `time` is drawn and kept (with no display, `time` is
    /// sampled and kept). Asking for values afterwards at `time` or later gives what they would have given anyway.
    @_specialize(exported:true,where Value == Double)
    @_specialize(exported:true,where Value == RectAnimatableData)
    public mutating func advance(to time: Double) {
        _ = keepsSample(at: time)
    }

    /// When the animator's running animation ends for good, running the display on from the last change: the exact
    /// end of a stateless animation (a timing curve ends at its duration, showing its end value there), or the
    /// display frame on which a stateful one reports finished. The animator is advanced to that time.
    ///
    /// - Parameter limit: How far to run the display looking for a stateful animation's end (a stateless one's end
    ///   is exact, however far off).
    /// - Returns: The time from which the animator shows `targetValue` for good (`restingSince` if it is already
    ///   at rest), or nil when it repeats forever, never ends, or (stateful) still runs at `limit`.
    /// - Precondition: The animator has a display.
    public mutating func runToRest(within limit: Double) -> Double? {
        guard let display else { preconditionFailure("runToRest needs a display") }
        guard let animation, concrete != nil else { return restingSince }
        if animation.isRepeatingForever { return nil }
        if !runsOnFrames {
            guard let length = animation.statelessDuration else { return nil }
            // The end, or (when rounding leaves the value a hair off its target there) the first frame after it.
            var end = beginTime + length
            guard end.isFinite, end * display.rate < 0x1p52 else { return nil }
            var probe = self
            while probe.value(at: end) != targetValue {
                end = display.time(ofFrame: display.firstFrame(after: end))
            }
            self = probe
            return end
        }
        while concrete != nil {
            let time = display.time(ofFrame: nextFrame)
            guard time <= limit else { return nil }
            keepSample(at: time)
            nextFrame += 1
        }
        return restingSince
    }

    // MARK: Sampling

    private var displayed: Value {
        if isCurrent, let pinned { return pinned }
        guard concrete != nil else { return targetValue }
        return targetValue + (lastOffset - interval)
    }

    /// The state a reader sees at `time`: this animator after keeping what the display keeps, or a probe copy.
    private mutating func observed(at time: Double) -> Animator {
        if keepsSample(at: time) { return self }
        var probe = self
        probe.keepSample(at: time)
        return probe
    }

    /// Keeps what the display keeps up to `time` (every frame before it, and `time` itself when it is a frame or
    /// there is no display) and returns whether this animator now shows `time`; false when `time` falls between
    /// frames, so it must be sampled on a copy.
    private mutating func keepsSample(at time: Double) -> Bool {
        guard let display else {
            keepSample(at: time)
            return true
        }
        advanceFrames(before: time)
        guard let frame = display.frame(at: time) else { return false }
        keepSample(at: time)
        nextFrame = Swift.max(nextFrame, frame + 1)
        return true
    }

    /// Draws every display frame before `time` that a stateful animation needs. A repeat of a stateless animation
    /// changes its state only where an iteration ends, so the frames up to that one are skipped (they would draw
    /// the same state).
    private mutating func advanceFrames(before time: Double) {
        guard runsOnFrames, let display else { return }
        while runsOnFrames {
            if let repeating = statelessRepeat {
                let end = display.firstFrame(notBefore: time)
                if nextFrame < end {
                    let begin = beginTime
                    nextFrame = repeating.firstIterationEnd(
                        value: interval, state: context.state, frames: nextFrame..<end
                    ) { Swift.max(0, display.time(ofFrame: $0) - begin) }
                }
            }
            let frameTime = display.time(ofFrame: nextFrame)
            guard frameTime < time else { return }
            keepSample(at: frameTime)
            nextFrame += 1
        }
    }

    /// Samples the running animation at `time` and keeps the result (once per distinct time).
    private mutating func keepSample(at time: Double) {
        guard concrete != nil, !(isCurrent && time == lastTime) else { return }
        sample(at: time)
        lastTime = time
        isCurrent = true
    }

    private mutating func sample(at time: Double) {
        guard let concrete else { return }
        pinned = nil
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
            restingSince = time
        }
    }
}
