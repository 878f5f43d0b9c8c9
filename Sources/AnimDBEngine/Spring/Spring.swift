#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A representation of a spring's motion, evaluated in closed form (SwiftUI's `Spring`, iOS 17+).
///
/// A spring is stored as a signed angular frequency ω, a decay constant λ and a mass. The sign of ω encodes the
/// regime: ω > 0 is under-damped (it oscillates at ω), ω = 0 critically damped, and ω < 0 over-damped, where
/// |ω| is the spread between the two real decay rates λ ± |ω|. Every initialiser normalises to this form.
///
/// Positions are expressed relative to the start: `value(target:initialVelocity:time:)` runs from zero
/// towards `target`, so to animate from `a` to `b` evaluate `a + spring.value(target: b − a, time: t)`.
@frozen
public struct Spring: Hashable, Sendable {
    /// ω: positive when under-damped, zero when critically damped, negative when over-damped (radians/s).
    @usableFromInline package var angularFrequency: Double
    /// λ: the exponential decay rate of the envelope (1/s).
    @usableFromInline package var decayConstant: Double
    /// m: kept so `mass`, `stiffness`, `damping` and `force` round-trip; the motion itself ignores it.
    @usableFromInline package var _mass: Double

    @inlinable
    package init(angularFrequency: Double, decayConstant: Double, mass: Double) {
        self.angularFrequency = angularFrequency
        self.decayConstant = decayConstant
        self._mass = mass
    }
}

extension Spring {
    /// A smooth spring with a predefined duration (0.5 s) and no bounce; equal to `Spring()`.
    public static var smooth: Spring { Spring() }

    /// A smooth spring with no bounce that can be tuned.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration, which defines the pace of the spring.
    ///   - extraBounce: How much bounce to add to the base bounce of 0.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }

    /// A spring with a predefined duration (0.5 s) and a small amount of bounce (0.15) that feels snappy.
    public static var snappy: Spring { Spring(duration: 0.5, bounce: 0.15) }

    /// A snappy spring that can be tuned.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration, which defines the pace of the spring.
    ///   - extraBounce: How much bounce to add to the base bounce of 0.15.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A spring with a predefined duration (0.5 s) and a higher amount of bounce (0.3).
    public static var bouncy: Spring { Spring(duration: 0.5, bounce: 0.3) }

    /// A bouncy spring that can be tuned.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration, which defines the pace of the spring.
    ///   - extraBounce: How much bounce to add to the base bounce of 0.3.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}
