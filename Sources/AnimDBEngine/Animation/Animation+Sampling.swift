#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// One-shot conveniences for a single run from `from` to `to` (what the CLI previews and plots).
//
// Stateless animations (timing curves, interpolating springs and their delay/speed/logical-completion
// modifiers) are evaluated directly at the requested time. Stateful ones (fluid springs, `.default`, repeats and
// custom animations) run on a simulated display (`DisplayClock`, 60 Hz unless told otherwise), because on a device
// their result depends on the frames before: each call costs O(time × rate). To sample many increasing times, use
// one `AnimationSampler` instead.

extension Animation {
    /// The value at `time` for one run from `from` to `to`, as a display at `displayRate` shows it.
    ///
    /// Stateful animations (fluid springs, `.default`, repeats) replay a fresh run on the display up to `time`
    /// (O(time × rate)); to sample a run at many increasing times, keep one `AnimationSampler` instead.
    public func value(
        from: Double, to: Double, at time: Double, displayRate: Double = DisplayClock.defaultRate
    ) -> Double {
        // Stateless fast paths: what a fresh sampler computes, without building one. A time of −∞ is never
        // sampled (the start value); otherwise the offset, or `to` once finished.
        switch concrete {
        case .bezier(let bezier):
            if time == -.infinity { return from + 0.0 }
            guard let offset = bezier.offset(value: to - from, time: time) else { return to }
            return from + offset
        case .spring(let spring):
            if time == -.infinity { return from + 0.0 }
            guard let fraction = spring.fraction(at: time) else { return to }
            return from + (to - from) * fraction
        case .fluidSpring, .other:
            break
        }
        var sampler = makeOneShotSampler(from: from, to: to, displayRate: displayRate)
        return sampler.value(at: time)
    }

    /// The velocity in units per second at `time`, or nil if the animation does not report velocity.
    public func velocity(
        from: Double, to: Double, at time: Double, displayRate: Double = DisplayClock.defaultRate
    ) -> Double? {
        var sampler = makeOneShotSampler(from: from, to: to, displayRate: displayRate)
        return sampler.velocity(at: time)
    }

    /// Whether a run from `from` to `to` has finished by `time`.
    public func isFinished(
        from: Double, to: Double, at time: Double, displayRate: Double = DisplayClock.defaultRate
    ) -> Bool {
        var sampler = makeOneShotSampler(from: from, to: to, displayRate: displayRate)
        return sampler.isFinished(at: time)
    }

    /// How long a run from `from` to `to` lasts on a display at `displayRate`: the time from which it shows `to`
    /// for good, or nil if it never does (`repeatForever`, an undamped spring, or a stateful one still running after
    /// `longestRun`).
    ///
    /// This is `Animator.runToRest(within:)` for a run starting at 0: a stateless animation lasts exactly its
    /// duration (a timing curve shows its end value at its duration; an interpolating spring its settling search;
    /// plus delays and speed changes), a stateful one until the display frame on which it reports finished (a fluid
    /// spring's finish rule, a repeat's last iteration).
    public func duration(from: Double, to: Double, displayRate: Double = DisplayClock.defaultRate) -> Double? {
        var animator = Animator(value: from, displayRate: displayRate)
        animator.animate(to: to, with: self, at: 0)
        return animator.runToRest(within: Animation.longestRun).map { Swift.max(0, $0) }
    }

    /// How long a stateful run is simulated looking for its end before it counts as never finishing (and how long
    /// any animation may run after a timeline's last change before it counts as open-ended): one hour.
    public static let longestRun = 3600.0

    /// Whether the animation carries no state between samples, so any time can be evaluated directly.
    package var isStateless: Bool {
        switch concrete {
        case .bezier, .spring: return true
        case .fluidSpring: return false
        case .other: break
        }
        return switch base {
        case is BezierAnimation, is UnitCurveAnimation, is SpringAnimation: true
        case let delay as DelayAnimation: delay.base.isStateless
        case let speed as SpeedAnimation: speed.base.isStateless
        case let completion as LogicalCompletionAnimation: completion.base.isStateless
        // Entries of stateless animations keep only "finished" marks, which sampling at any later time recomputes.
        case let combining as DefaultCombiningAnimation: combining.entries.allSatisfy(\.animation.isStateless)
        default: false
        }
    }

    var isRepeatingForever: Bool {
        switch base {
        case let r as RepeatAnimation: r.repeatCount == nil || r.base.isRepeatingForever
        case let delay as DelayAnimation: delay.base.isRepeatingForever
        case let speed as SpeedAnimation: speed.base.isRepeatingForever
        case let completion as LogicalCompletionAnimation: completion.base.isRepeatingForever
        case let combining as DefaultCombiningAnimation: combining.entries.last?.animation.isRepeatingForever ?? false
        default: false
        }
    }

    /// The exact finish time of a stateless animation, or nil for a stateful one.
    var statelessDuration: Double? {
        switch base {
        case let bezier as BezierAnimation: Swift.max(0, bezier.duration)
        case let curve as UnitCurveAnimation: Swift.max(0, curve.duration)
        case let spring as SpringAnimation: spring.finishTime
        // The base sees `max(0, t − delay)`, so a negative delay ends it early.
        case let delay as DelayAnimation: delay.base.statelessDuration.map { Swift.max(0, $0 + delay.delay) }
        // The base sees `t · speed`: a speed of 0 or less never reaches the end.
        case let speed as SpeedAnimation:
            speed.base.statelessDuration.map { speed.speed > 0 ? $0 / speed.speed : .infinity }
        case let completion as LogicalCompletionAnimation: completion.base.statelessDuration
        // A combination ends when its last entry does.
        case let combining as DefaultCombiningAnimation:
            combining.entries.allSatisfy(\.animation.isStateless)
                ? combining.entries.last.flatMap { entry in entry.animation.statelessDuration.map { entry.elapsed + $0 }
                }
                : nil
        default: nil
        }
    }

    private func makeOneShotSampler(from: Double, to: Double, displayRate: Double) -> AnimationSampler {
        AnimationSampler(self, from: from, to: to, displayRate: isStateless ? nil : displayRate)
    }
}
