#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Spring {
    /// Creates a spring with the specified perceptual duration and bounce.
    ///
    /// - Parameters:
    ///   - duration: The pace of the spring: about the settling duration, or for very bouncy springs the period
    ///     of oscillation.
    ///   - bounce: 0 is critically damped, positive values up to 1 (undamped) bounce, negative values down to
    ///     −1 are over-damped. Values above 1 behave as 1; values at or below −1 produce NaN motion, as in
    ///     SwiftUI.
    public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
        self.init(response: duration, dampingRatio: Spring.dampingRatio(bounce: bounce))
    }

    /// Creates a spring with the specified response and damping ratio.
    ///
    /// - Parameters:
    ///   - response: The stiffness of the spring, defined as an approximate duration in seconds.
    ///   - dampingRatio: The drag as a fraction of the amount needed for critical damping; above 1 the spring
    ///     is over-damped.
    public init(response: Double, dampingRatio: Double) {
        let frequencySign = dampingRatio <= 1 ? 2 * Double.pi : -2 * Double.pi
        self.init(
            angularFrequency: abs(1 - dampingRatio * dampingRatio).squareRoot() * frequencySign / response,
            decayConstant: dampingRatio * 2 * .pi / response,
            mass: 1)
    }

    /// The damping ratio ζ that SwiftUI derives from a bounce value.
    package static func dampingRatio(bounce: Double) -> Double {
        if bounce <= -1 { return .infinity }
        if bounce < 0 { return 1 / (1 + bounce) }
        return bounce <= 1 ? 1 - bounce : 0
    }

    /// The perceptual duration, which defines the pace of the spring: `2π / √(λ² + ω·|ω|)`.
    public var duration: TimeInterval {
        2 * .pi / (decayConstant * decayConstant + angularFrequency * abs(angularFrequency)).squareRoot()
    }

    /// The stiffness of the spring as an approximate duration in seconds (the same as `duration`).
    public var response: Double { duration }

    /// How bouncy the spring is: 0 critically damped, up to 1 undamped, negative when over-damped.
    public var bounce: Double {
        if angularFrequency >= 0 {
            return 1 - decayConstant
                / (angularFrequency * angularFrequency + decayConstant * decayConstant).squareRoot()
        }
        return (decayConstant * decayConstant - angularFrequency * angularFrequency).squareRoot() / decayConstant - 1
    }

    /// The amount of drag applied, as a fraction of the amount needed to produce critical damping.
    public var dampingRatio: Double { decayConstant * response / (2 * .pi) }
}
