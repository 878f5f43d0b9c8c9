#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Spring {
    /// The spring's offset from its start after `time`, moving towards `target`.
    ///
    /// - Parameters:
    ///   - target: The change in value the spring moves towards (end − start).
    ///   - initialVelocity: The velocity at time 0, in units per second.
    ///   - time: Seconds since the start.
    /// - Returns: The offset from the start; add it to the start value.
    @inlinable
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let k = positionCoefficients(time: time)
        return Spring.combine(target, k.target, initialVelocity, k.velocity)
    }

    /// The spring's velocity after `time`, in units per second.
    ///
    /// For over-damped springs this is SwiftUI's value, the true derivative plus `target` (see §2.1 ⚠).
    @inlinable
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let k = velocityCoefficients(time: time)
        return Spring.combine(target, k.target, initialVelocity, k.velocity)
    }

    /// The force on the spring, `k·(target − position) − c·velocity`, in units per second squared.
    @inlinable
    public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
        (target - position).scaled(by: stiffness) - velocity.scaled(by: damping)
    }

    /// Advances `value` and `velocity` by `deltaTime` towards `target`, starting from the current velocity.
    ///
    /// - Parameters:
    ///   - value: The current value; replaced by the value `deltaTime` later.
    ///   - velocity: The current velocity; replaced by the velocity `deltaTime` later.
    ///   - target: The value the spring moves towards.
    ///   - deltaTime: Seconds to advance.
    @inlinable
    public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval) {
        let delta = target - value
        let newVelocity = self.velocity(target: delta, initialVelocity: velocity, time: deltaTime)
        value += self.value(target: delta, initialVelocity: velocity, time: deltaTime)
        velocity = newVelocity
    }

    /// `a·p + b·q`, skipping the velocity term when it is zero (no work, and no allocation for dynamic vectors).
    @inlinable
    internal static func combine<V: VectorArithmetic>(_ a: V, _ p: Double, _ b: V, _ q: Double) -> V {
        if b == .zero { return a.scaled(by: p) }
        return a.scaled(by: p) + b.scaled(by: q)
    }
}
