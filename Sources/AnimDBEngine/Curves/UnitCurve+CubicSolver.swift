#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension UnitCurve {
    /// Evaluates a cubic Bézier timing curve from (0, 0) to (1, 1) in polynomial form.
    ///
    /// With control points P1 and P2 each axis is `a·t³ + b·t² + c·t` where `c = 3·P1`, `b = 3·(P2 − P1) − c`
    /// and `a = 1 − c − b`. Results are rounded to a multiple of 2⁻²⁰, SwiftUI's solver precision, so
    /// repeated evaluations agree bit for bit with each other and (to that grid) with a device.
    @usableFromInline
    package struct CubicSolver: Hashable, Sendable {
        @usableFromInline let ax: Double, bx: Double, cx: Double
        @usableFromInline let ay: Double, by: Double, cy: Double

        /// The solver precision and rounding grid, 2⁻²⁰ (a computed constant, so inlined callers fold it).
        @inlinable static var epsilon: Double { 1.0 / 1_048_576 }

        @inlinable
        init(start: UnitPoint, end: UnitPoint) {
            cx = 3 * start.x
            bx = 3 * (end.x - start.x) - cx
            ax = 1 - cx - bx
            cy = 3 * start.y
            by = 3 * (end.y - start.y) - cy
            ay = 1 - cy - by
        }

        /// A solver whose control-point x components are clamped to [0, 1], which keeps x(t) monotonic so
        /// every progress has exactly one parameter t (Apple's documented `UnitCurve` behaviour).
        @inlinable
        init(clampingXOf start: UnitPoint, _ end: UnitPoint) {
            self.init(
                start: UnitPoint(x: start.x.clampedToUnitInterval, y: start.y),
                end: UnitPoint(x: end.x.clampedToUnitInterval, y: end.y))
        }

        @inlinable
        func x(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
        @inlinable
        func y(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
        @inlinable
        func dx(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
        @inlinable
        func dy(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

        @inlinable
        static func rounded(_ v: Double) -> Double { (v / epsilon).rounded() * epsilon }

        @inlinable
        func value(at progress: Double) -> Double {
            Self.rounded(y(solveX(progress)))
        }

        /// dy/dx at the given progress: 1 when both derivatives agree (including both zero), ±∞ where the
        /// curve is vertical.
        @inlinable
        func velocity(at progress: Double) -> Double {
            let t = solveX(progress)
            let slopeX = dx(t)
            let slopeY = dy(t)
            if slopeX == slopeY { return 1 }
            if slopeX == 0 { return slopeY < 0 ? -.infinity : .infinity }
            return Self.rounded(slopeY / slopeX)
        }

        /// Finds t with x(t) = `progress` to within 2⁻²⁰: Newton's method from t = progress (fast, quadratic
        /// near the root), falling back to bisection on [0, 1] where the derivative vanishes.
        @inlinable
        func solveX(_ progress: Double) -> Double {
            let eps = Self.epsilon
            var t = progress
            for _ in 0..<8 {
                let error = x(t) - progress
                // Only a root inside [0, 1] is on the curve; a cubic may meet the value again outside it.
                if abs(error) < eps, t >= 0, t <= 1 { return t }
                let slope = dx(t)
                if abs(slope) < eps { break }
                t -= error / slope
            }
            // Bisection: x is monotonic on [0, 1] once control-point x lies in [0, 1].
            var low = 0.0
            var high = 1.0
            t = progress.clampedToUnitInterval
            for _ in 0..<64 {
                let value = x(t)
                if abs(value - progress) < eps { return t }
                if value < progress { low = t } else { high = t }
                t = (low + high) / 2
            }
            return t
        }
    }
}
