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

// The closed forms, written once as scalar coefficients: the offset from the start after `time` is
// `target·P + initialVelocity·Q` and the velocity is `target·R + initialVelocity·S`. Both the allocation-free
// `Double` fast paths and the generic `VectorArithmetic` paths scale by the same coefficients, so they agree
// exactly and the compiler can keep the scalar work in registers.

extension Spring {
    /// The position coefficients (P, Q) at `time`.
    @inlinable @inline(__always)
    internal func positionCoefficients(time t: Double) -> (target: Double, velocity: Double) {
        let w = angularFrequency
        let l = decayConstant
        if w > 0 {
            // x(t) = Δ − e^{−λt}[(Δλ − v₀)·sin(ωt)/ω + Δ·cos(ωt)]
            let envelope = exp(-l * t)
            let s = sin(w * t)
            let c = cos(w * t)
            return (1 - envelope * (l * s / w + c), envelope * s / w)
        } else if w < 0 {
            // Two real rates a = −ω − λ and b = ω − λ (both negative).
            let a = -w - l
            let b = w - l
            let ea = exp(a * t)
            let eb = exp(b * t)
            let twoW = 2 * w
            return (((l - w) * ea + a * eb) / twoW + 1, -(ea - eb) / twoW)
        } else {
            // x(t) = Δ − e^{−λt}[Δ + (Δλ − v₀)t]
            let envelope = exp(-l * t)
            return (1 - envelope * (1 + l * t), envelope * t)
        }
    }

    /// The velocity coefficients (R, S) at `time`.
    ///
    /// Over-damped springs reproduce SwiftUI's velocity, which is the true derivative **plus the target**
    /// (the `+ 1` below; semantics §2.1 ⚠). We keep it because [R]'s test suite asserts `==` against
    /// `SwiftUI.Spring` for exactly this case (`Spring(duration: 0.7, bounce: −0.2).velocity`), and animdb must
    /// show what a device shows — including where a spring keyframe hands its end velocity to the next one.
    /// Under- and critically damped velocities are exact derivatives.
    @inlinable @inline(__always)
    internal func velocityCoefficients(time t: Double) -> (target: Double, velocity: Double) {
        let w = angularFrequency
        let l = decayConstant
        if w > 0 {
            let envelope = exp(-l * t)
            let s = sin(w * t)
            let c = cos(w * t)
            return (envelope * s * (l * l + w * w) / w, -envelope * (l * s - w * c) / w)
        } else if w < 0 {
            let a = -w - l
            let b = w - l
            let aea = a * exp(a * t)
            let beb = b * exp(b * t)
            let twoW = 2 * w
            return (((l - w) * aea + a * beb) / twoW + 1, -(aea - beb) / twoW)
        } else {
            let envelope = exp(-l * t)
            return (l * l * t * envelope, -(l * t - 1) * envelope)
        }
    }

    // MARK: Double fast paths

    /// The spring's offset from its start after `time`, moving towards `target` (fast path for `Double`).
    ///
    /// - Parameters:
    ///   - target: The change in value the spring moves towards (end − start).
    ///   - initialVelocity: The velocity at time 0, in units per second.
    ///   - time: Seconds since the start.
    /// - Returns: The offset from the start; add it to the start value.
    @inlinable
    public func value(target: Double, initialVelocity: Double = 0, time: Double) -> Double {
        let k = positionCoefficients(time: time)
        return target * k.target + initialVelocity * k.velocity
    }

    /// The spring's velocity after `time`, in units per second (fast path for `Double`).
    @inlinable
    public func velocity(target: Double, initialVelocity: Double = 0, time: Double) -> Double {
        let k = velocityCoefficients(time: time)
        return target * k.target + initialVelocity * k.velocity
    }

    /// The force on the spring, `k·(target − position) − c·velocity`, in units per second squared.
    @inlinable
    public func force(target: Double, position: Double, velocity: Double) -> Double {
        stiffness * (target - position) - damping * velocity
    }

    /// Advances `value` and `velocity` by `deltaTime` towards `target` (fast path for `Double`).
    @inlinable
    public func update(value: inout Double, velocity: inout Double, target: Double, deltaTime: TimeInterval) {
        let delta = target - value
        let p = positionCoefficients(time: deltaTime)
        let v = velocityCoefficients(time: deltaTime)
        value += delta * p.target + velocity * p.velocity
        velocity = delta * v.target + velocity * v.velocity
    }
}
