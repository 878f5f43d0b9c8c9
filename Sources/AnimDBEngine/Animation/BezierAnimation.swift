#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A timing-curve animation created by `linear`, `easeIn`, `easeOut`, `easeInOut` and
/// `timingCurve(_:_:_:_:duration:)`.
///
/// Unlike `UnitCurve.value(at:)` it does not clamp control points (SwiftUI's `BezierAnimation` does not), so a
/// curve such as `timingCurve(0.68, -0.6, 0.32, 1.6)` overshoots. It reports no velocity.
package struct BezierAnimation: CustomAnimation {
    package let duration: Double
    package let curve: UnitCurve

    package init(duration: Double, curve: UnitCurve) {
        self.duration = duration
        self.curve = curve
    }

    package func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        offset(value: value, time: time)
    }

    /// `animate` without the context (this animation keeps no state); `AnimationSampler` calls it with `Double`.
    @inline(__always)
    package func offset<V: VectorArithmetic>(value: V, time: TimeInterval) -> V? {
        // Strict comparison: the sample at exactly `duration` still returns the end value.
        guard duration > 0, time <= duration else { return nil }
        return value.scaled(by: fraction(at: (time / duration).clampedToUnitInterval))
    }

    package func fraction(at progress: Double) -> Double {
        if case .bezier(let start, let end) = curve.storage {
            return UnitCurve.CubicSolver(start: start, end: end).value(at: progress)
        }
        return curve.value(at: progress)
    }
}

/// An animation that follows a `UnitCurve` over a duration: `timingCurve(_ curve:duration:)`. It reports
/// velocity as `value / duration · curve.velocity(t / duration)`.
package struct UnitCurveAnimation: CustomAnimation {
    package let duration: Double
    package let curve: UnitCurve

    package init(duration: Double, curve: UnitCurve) {
        self.duration = duration
        self.curve = curve
    }

    package func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard duration > 0, time <= duration else { return nil }
        return value.scaled(by: curve.value(at: time / duration))
    }

    package func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard duration > 0, time <= duration else { return nil }
        return value.scaled(by: curve.velocity(at: time / duration) / duration)
    }
}
