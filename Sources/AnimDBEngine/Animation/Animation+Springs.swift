#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Animation {
    /// The default animation: `spring(response: 0.55, dampingFraction: 1.0, blendDuration: 0)`, as Apple
    /// documents for iOS 17 and later. (OpenSwiftUI uses `.spring` instead; see `DefaultAnimation`.)
    public static var `default`: Animation { Animation(DefaultAnimation()) }

    // MARK: Fluid springs

    /// A persistent spring animation, integrated numerically. When it interrupts another spring it takes over,
    /// preserving velocity; `blendDuration` blends a change of response over that many seconds.
    ///
    /// - Parameters:
    ///   - response: The stiffness of the spring as an approximate duration; zero requests an infinitely stiff
    ///     spring (capped at a stiffness of 45000).
    ///   - dampingFraction: The drag as a fraction of critical damping.
    ///   - blendDuration: Seconds over which a change of response is interpolated.
    @_disfavoredOverload
    public static func spring(
        response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
    ) -> Animation {
        Animation(
            FluidSpringAnimation(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
    }

    /// A persistent spring animation with a perceptual duration and bounce.
    ///
    /// Maps to `spring(response: duration, dampingFraction: bounce < 0 ? 1 / (1 + bounce) : 1 − bounce)`, the
    /// body SwiftUI inlines into clients.
    public static func spring(
        duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: TimeInterval = 0
    ) -> Animation {
        spring(response: duration, dampingFraction: dampingFraction(bounce: bounce), blendDuration: blendDuration)
    }

    /// A persistent spring animation with the motion of `spring`.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0) -> Animation {
        Animation.spring(response: spring.response, dampingFraction: spring.dampingRatio, blendDuration: blendDuration)
    }

    /// A persistent spring with the default parameters: `spring()`.
    ///
    /// SwiftUI inlines this body into apps, where `spring()` resolves to the favoured
    /// `spring(duration: 0.5, bounce: 0)` (the response form is `@_disfavoredOverload`), so `.spring` is a
    /// critically damped spring (response 0.5, damping fraction 1) and equals `.smooth`, not the
    /// `spring(response: 0.5, dampingFraction: 0.825)` of older SDKs. Not measured on a device.
    public static var spring: Animation { spring() }

    /// A spring with a shorter response for interactive animations.
    @_disfavoredOverload
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
    ) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// A spring with a shorter duration for interactive animations, with a base bounce of 0.15.
    public static func interactiveSpring(
        duration: TimeInterval = 0.15, extraBounce: Double = 0, blendDuration: TimeInterval = 0.25
    ) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration: blendDuration)
    }

    /// An interactive spring with the default parameters: `interactiveSpring()`, which (like `.spring`) resolves
    /// to the favoured duration form, `spring(duration: 0.15, bounce: 0.15, blendDuration: 0.25)`.
    public static var interactiveSpring: Animation { interactiveSpring() }

    /// A smooth spring with no bounce (duration 0.5 s).
    public static var smooth: Animation { smooth() }

    /// A smooth spring that can be tuned: `spring(duration: duration, bounce: extraBounce)`.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }

    /// A snappy spring with a small bounce (duration 0.5 s, bounce 0.15).
    public static var snappy: Animation { snappy() }

    /// A snappy spring that can be tuned: `spring(duration: duration, bounce: 0.15 + extraBounce)`.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A bouncy spring (duration 0.5 s, bounce 0.3).
    public static var bouncy: Animation { bouncy() }

    /// A bouncy spring that can be tuned: `spring(duration: duration, bounce: 0.3 + extraBounce)`.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    // MARK: Interpolating springs

    /// An analytic spring that interpolates from the old value to the new one and combines additively with
    /// animations that interrupt it ("adding the effects of each animation").
    ///
    /// - Parameters:
    ///   - mass: The mass of the object attached to the spring.
    ///   - stiffness: The spring coefficient.
    ///   - damping: The friction coefficient; damping ratios of 1 and above behave as critically damped.
    ///   - initialVelocity: The initial velocity as a fraction of the change per second.
    public static func interpolatingSpring(
        mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
    ) -> Animation {
        Animation(SpringAnimation(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity))
    }

    /// An interpolating spring with a perceptual duration and bounce: stiffness `(2π / duration)²` (infinite
    /// when the duration is not positive) and damping `2√k · ζ(bounce)`, mass 1.
    public static func interpolatingSpring(
        duration: TimeInterval = 0.5, bounce: Double = 0, initialVelocity: Double = 0
    ) -> Animation {
        let stiffness: Double
        if duration > 0 {
            let frequency = 2 * Double.pi / duration
            stiffness = frequency * frequency
        } else {
            stiffness = .infinity
        }
        let damping = 2 * stiffness.squareRoot() * dampingFraction(bounce: bounce)
        return interpolatingSpring(stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    }

    /// An interpolating spring with the motion of `spring`.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation {
        interpolatingSpring(
            mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, initialVelocity: initialVelocity)
    }

    /// An interpolating spring with the default parameters (duration 0.5 s, no bounce).
    public static var interpolatingSpring: Animation { interpolatingSpring() }

    /// SwiftUI's bounce → damping-fraction mapping for animations (unlike `Spring`, it does not clamp bounce > 1).
    static func dampingFraction(bounce: Double) -> Double {
        bounce < 0 ? 1 / (1 + bounce) : 1 - bounce
    }
}
