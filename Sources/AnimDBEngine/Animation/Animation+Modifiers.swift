#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Animation {
    /// The repeat counts animdb accepts, wherever a count is written: `.repeatCount(n)` in an expression, a
    /// timeline's repetition (`add --repeat`, `set repeat=`, bundles) and generated code. At least one pass, and
    /// few enough that a repeated animation's length stays one a render can produce.
    public static let repeatCountRange = 1...AnimationLimits.maxRepeatCount

    /// Delays the start of the animation by `delay` seconds.
    ///
    /// Modifiers apply to everything before them: `.easeIn.speed(2).delay(1)` waits 1 s, while
    /// `.easeIn.delay(1).speed(2)` speeds the delay up too and waits 0.5 s.
    public func delay(_ delay: TimeInterval) -> Animation {
        Animation(DelayAnimation(base: self, delay: delay))
    }

    /// Changes the speed of the animation: 2 runs twice as fast, 0.5 half as fast.
    public func speed(_ speed: Double) -> Animation {
        Animation(SpeedAnimation(base: self, speed: speed))
    }

    /// Repeats the animation `repeatCount` times.
    ///
    /// - Parameters:
    ///   - repeatCount: The number of iterations, counting reversed ones.
    ///   - autoreverses: Whether every second iteration plays backwards. With an even count the animation ends
    ///     at its start and then jumps to the target, as in SwiftUI.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(RepeatAnimation(base: self, repeatCount: repeatCount, autoreverses: autoreverses))
    }

    /// Repeats the animation for as long as it runs.
    ///
    /// - Parameter autoreverses: Whether every second iteration plays backwards.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(RepeatAnimation(base: self, repeatCount: nil, autoreverses: autoreverses))
    }

    /// Reports logical completion after `duration` seconds, if the animation has not already done so.
    public func logicallyComplete(after duration: TimeInterval) -> Animation {
        Animation(LogicalCompletionAnimation(base: self, duration: duration))
    }
}
