#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The analytic spring behind every `interpolatingSpring` form: it produces a fraction of the change from the
/// closed-form solution and, when interrupted, is combined additively with its successor (it never merges).
package struct SpringAnimation: CustomAnimation {
    package let mass: Double
    package let stiffness: Double
    package let damping: Double
    /// In fractions of the change per second.
    package let initialVelocity: Double

    // Derived from the four parameters once, here, instead of on every sample (equality and hashing ignore them).
    /// The unit-interval model.
    package let model: SpringModel
    /// `model.duration(epsilon: 0.001)`: the animation finishes at this time (for a critically damped spring this
    /// is SwiftUI's 0.1 s stepping search, which used to run on every sample).
    package let finishTime: Double
    /// When the animation becomes logically complete; it ignores the mass, as in SwiftUI.
    package let logicalEnd: Double

    package init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
        model = SpringModel(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
        finishTime = model.duration(epsilon: 0.001)
        logicalEnd = stiffness.isFinite ? 2 * .pi / stiffness.squareRoot() : 0
    }

    package static func == (lhs: SpringAnimation, rhs: SpringAnimation) -> Bool {
        lhs.mass == rhs.mass && lhs.stiffness == rhs.stiffness && lhs.damping == rhs.damping
            && lhs.initialVelocity == rhs.initialVelocity
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(mass)
        hasher.combine(stiffness)
        hasher.combine(damping)
        hasher.combine(initialVelocity)
    }

    package func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        offset(value: value, time: time, isLogicallyComplete: &context.isLogicallyComplete)
    }

    /// `animate` without the context (this animation keeps no state); `AnimationSampler` calls it with `Double`.
    @inline(__always)
    package func offset<V: VectorArithmetic>(value: V, time: TimeInterval, isLogicallyComplete: inout Bool) -> V? {
        guard let fraction = fraction(at: time) else { return nil }
        if time >= logicalEnd { isLogicallyComplete = true }
        return value.scaled(by: fraction)
    }

    /// The fraction of the change applied at `time`, or nil once finished (past the settling duration, or not
    /// finite). `animate` scales the change by it; `value(from:to:at:)` uses it directly.
    @inline(__always)
    package func fraction(at time: TimeInterval) -> Double? {
        guard time < finishTime else { return nil }
        let fraction = model.fraction(at: time)
        guard fraction.isFinite else { return nil }
        return fraction
    }
}

/// SwiftUI's interpolating-spring model on the unit interval: 0 at t = 0, tending to 1.
///
/// Damping ratios of 1 and above all use the critically damped form, so over-damping is ignored as it is by
/// `Spring(mass:stiffness:damping:)`.
package struct SpringModel {
    package let naturalFrequency: Double
    package let dampingRatio: Double
    /// The damped frequency ω√(1 − ζ²) when under-damped, else 0.
    package let dampedFrequency: Double
    /// The sine coefficient (ζω − v₀)/ω_d when under-damped; ω − v₀ when critically damped.
    package let coefficient: Double

    package init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        naturalFrequency = (stiffness / mass).squareRoot()
        dampingRatio = damping / (2 * (mass * stiffness).squareRoot())
        if dampingRatio >= 1 {
            dampedFrequency = 0
            coefficient = naturalFrequency - initialVelocity
        } else {
            dampedFrequency = naturalFrequency * (1 - dampingRatio * dampingRatio).squareRoot()
            coefficient = (dampingRatio * naturalFrequency - initialVelocity) / dampedFrequency
        }
    }

    package func fraction(at t: Double) -> Double {
        if dampingRatio >= 1 {
            return 1 - (1 + coefficient * t) * exp(-naturalFrequency * t)
        }
        let envelope = exp(-dampingRatio * naturalFrequency * t)
        return 1 - envelope * (cos(dampedFrequency * t) + coefficient * sin(dampedFrequency * t))
    }

    /// When the animation finishes.
    ///
    /// Under-damped: the envelope bound `−ln(ε / (1 + |A|)) / (ζω)`, at least 1 s. OpenSwiftUI divides by ζ/ω,
    /// which gives 147 s instead of 1.47 s for k = 100, c = 10; we take that for a decompilation slip and use
    /// the decay rate ζω (semantics §2.3, unverified on a device). Critically damped: SwiftUI's 0.1 s stepping
    /// search for a distance that stays below ε for a second.
    package func duration(epsilon: Double) -> Double {
        let epsilon = Swift.max(1e-6, epsilon)
        if dampingRatio == 0 { return .infinity }
        if dampingRatio < 1 {
            let bound = -log(epsilon / (1 + abs(coefficient))) / (dampingRatio * naturalFrequency)
            return Swift.max(bound, 1)
        }
        var time = 0.0
        var closest = Double.infinity
        var closestTime = -1.0
        for _ in 0..<1024 {
            let distance = abs(1 - fraction(at: time))
            guard distance.isFinite else { return 0 }
            if closest >= epsilon {
                if distance < closest {
                    closest = distance
                    closestTime = time
                }
            } else if distance >= epsilon {
                closest = .infinity
            } else if time - closestTime > 1 {
                break
            }
            time += 0.1
        }
        return closestTime
    }
}
