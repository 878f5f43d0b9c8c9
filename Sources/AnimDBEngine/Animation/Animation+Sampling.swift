import Foundation

// One-shot conveniences for a single run from `from` to `to` (what the CLI previews and plots).
//
// Stateless animations (timing curves, interpolating springs and their delay/speed/logical-completion
// modifiers) are evaluated directly at the requested time. Stateful ones (fluid springs, `.default`, repeats and
// custom animations) are replayed from the start on a 60 Hz display clock, because on a device their result
// depends on the frames before: each call costs O(time × 60). To sample many increasing times, use one
// `AnimationSampler` instead.

extension Animation {
    /// The display rate that one-shot evaluation of stateful animations simulates.
    public static let previewFrameRate = 60.0

    /// The value at `time` for one run from `from` to `to`.
    ///
    /// Stateful animations (fluid springs, `.default`, repeats) only make sense sampled at increasing times, so
    /// each call replays a fresh run on a 60 Hz display clock up to `time` (O(time × 60)). To sample a run at
    /// many increasing times, keep one `AnimationSampler` instead (O(1) amortised per sample).
    public func value(from: Double, to: Double, at time: Double) -> Double {
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
        var sampler = makeOneShotSampler(from: from, to: to)
        return sampler.value(at: time)
    }

    /// The velocity in units per second at `time`, or nil if the animation does not report velocity.
    public func velocity(from: Double, to: Double, at time: Double) -> Double? {
        var sampler = makeOneShotSampler(from: from, to: to)
        return sampler.velocity(at: time)
    }

    /// Whether a run from `from` to `to` has finished by `time`.
    public func isFinished(from: Double, to: Double, at time: Double) -> Bool {
        var sampler = makeOneShotSampler(from: from, to: to)
        return sampler.isFinished(at: time)
    }

    /// The time at which a run from `from` to `to` finishes, or nil if it never does (`repeatForever`, an
    /// undamped spring).
    ///
    /// Stateless animations answer exactly (a timing curve's duration, an interpolating spring's settling
    /// search, plus delays and speed changes). Stateful ones are run on the 60 Hz preview clock until they report
    /// finished, so the answer is the first frame at which `isFinished(from:to:at:)` becomes true; a fluid spring
    /// thus runs its integrator to its finish rule. Runs longer than an hour count as never finishing.
    public func duration(from: Double, to: Double) -> Double? {
        if isRepeatingForever { return nil }
        if let exact = statelessDuration { return exact.isFinite ? exact : nil }
        var sampler = AnimationSampler(self, from: from, to: to)
        let maximumFrames = Int(3600 * Animation.previewFrameRate)
        for frame in 0...maximumFrames {
            let time = Double(frame) / Animation.previewFrameRate
            if sampler.isFinished(at: time) { return time }
        }
        return nil
    }

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
        default: false
        }
    }

    var isRepeatingForever: Bool {
        switch base {
        case let r as RepeatAnimation: r.repeatCount == nil || r.base.isRepeatingForever
        case let delay as DelayAnimation: delay.base.isRepeatingForever
        case let speed as SpeedAnimation: speed.base.isRepeatingForever
        case let completion as LogicalCompletionAnimation: completion.base.isRepeatingForever
        default: false
        }
    }

    /// The exact finish time of a stateless animation, or nil for a stateful one.
    var statelessDuration: Double? {
        switch base {
        case let bezier as BezierAnimation: Swift.max(0, bezier.duration)
        case let curve as UnitCurveAnimation: Swift.max(0, curve.duration)
        case let spring as SpringAnimation: spring.finishTime
        case let delay as DelayAnimation:
            delay.base.statelessDuration.map { $0 + Swift.max(0, delay.delay) }
        case let speed as SpeedAnimation: speed.base.statelessDuration.map { $0 / speed.speed }
        case let completion as LogicalCompletionAnimation: completion.base.statelessDuration
        default: nil
        }
    }

    private func makeOneShotSampler(from: Double, to: Double) -> AnimationSampler {
        AnimationSampler(self, from: from, to: to, frameRate: isStateless ? nil : Animation.previewFrameRate)
    }
}
