#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A function defined by a two-dimensional curve that maps an input progress in [0, 1] to an output progress.
///
/// The x axis is the input progress and the y axis the output progress. Evaluation clamps the input progress
/// and the x components of Bézier control points to [0, 1], as Apple documents for `UnitCurve`; the y
/// components are left alone so curves may overshoot.
public struct UnitCurve: Hashable, Sendable {
    /// The shape of the curve. The expression printer relies on these exact case names.
    @usableFromInline
    package enum Storage: Hashable, Sendable {
        case linear
        case circularEaseIn
        case circularEaseOut
        case circularEaseInOut
        case bezier(start: UnitPoint, end: UnitPoint)
    }

    @usableFromInline package let storage: Storage
    /// For `.bezier`, its solver (control-point x clamped), built once here rather than on every evaluation; a
    /// function of `storage`, so equality and hashing ignore it. Unused by the other shapes.
    @usableFromInline package let solver: CubicSolver

    @inlinable
    package init(storage: Storage) {
        self.storage = storage
        if case .bezier(let start, let end) = storage {
            solver = CubicSolver(clampingXOf: start, end)
        } else {
            solver = CubicSolver(start: UnitPoint(x: 0, y: 0), end: UnitPoint(x: 1, y: 1))
        }
    }

    public static func == (lhs: UnitCurve, rhs: UnitCurve) -> Bool {
        lhs.storage == rhs.storage
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage)
    }

    /// Creates a curve from cubic Bézier control points; the end points are fixed at (0, 0) and (1, 1).
    ///
    /// - Parameters:
    ///   - startControlPoint: The control point attached to (0, 0); its tangent is the initial velocity.
    ///   - endControlPoint: The control point attached to (1, 1); its tangent is the final velocity.
    /// - Returns: The curve. Control-point x components are clamped to [0, 1] when the curve is evaluated.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(storage: .bezier(start: startControlPoint, end: endControlPoint))
    }

    /// A straight line from (0, 0) to (1, 1): output equals input and the velocity is always 1.
    public static let linear = UnitCurve(storage: .linear)

    /// A Bézier curve that starts slowly and speeds up: control points (0.42, 0) and (1, 1).
    public static let easeIn = UnitCurve(
        storage: .bezier(start: UnitPoint(x: 0.42, y: 0), end: UnitPoint(x: 1, y: 1)))

    /// A Bézier curve that starts quickly and slows down: control points (0, 0) and (0.58, 1).
    public static let easeOut = UnitCurve(
        storage: .bezier(start: UnitPoint(x: 0, y: 0), end: UnitPoint(x: 0.58, y: 1)))

    /// A Bézier curve that starts slowly, speeds up, then slows down: control points (0.42, 0) and (0.58, 1).
    public static let easeInOut = UnitCurve(
        storage: .bezier(start: UnitPoint(x: 0.42, y: 0), end: UnitPoint(x: 0.58, y: 1)))

    /// The bottom-right quadrant of a unit circle: `1 − √(1 − p²)`.
    public static let circularEaseIn = UnitCurve(storage: .circularEaseIn)

    /// The top-left quadrant of a unit circle: `√(1 − (1 − p)²)`.
    public static let circularEaseOut = UnitCurve(storage: .circularEaseOut)

    /// `circularEaseIn` for the first half of the progress and `circularEaseOut` for the second.
    public static let circularEaseInOut = UnitCurve(storage: .circularEaseInOut)

    /// Returns the output progress (y) of the curve at the given input progress (x).
    ///
    /// - Parameter progress: The input progress, clamped to [0, 1].
    /// - Returns: The output progress; Bézier results are rounded to a multiple of 2⁻²⁰ as SwiftUI does.
    @inlinable
    public func value(at progress: Double) -> Double {
        let p = progress.clampedToUnitInterval
        switch storage {
        case .linear:
            return p
        case .circularEaseIn:
            return 1 - (1 - p * p).squareRoot()
        case .circularEaseOut:
            return (1 - (1 - p) * (1 - p)).squareRoot()
        case .circularEaseInOut:
            if p < 0.5 { return (1 - (1 - 4 * p * p).squareRoot()) / 2 }
            return (((8 - 4 * p) * p - 3).squareRoot() + 1) / 2
        case .bezier:
            return solver.value(at: p)
        }
    }

    /// Returns the rate of change (dy/dx) of the curve at the given input progress.
    ///
    /// - Parameter progress: The input progress, clamped to [0, 1].
    /// - Returns: The slope; infinite where the curve is vertical (for example `circularEaseIn` at 1).
    @inlinable
    public func velocity(at progress: Double) -> Double {
        let p = progress.clampedToUnitInterval
        switch storage {
        case .linear:
            return 1
        case .circularEaseIn:
            return abs(p / (1 - p * p).squareRoot())
        case .circularEaseOut:
            return abs((p - 1) / ((2 - p) * p).squareRoot())
        case .circularEaseInOut:
            if p < 0.5 { return abs(2 * p / (1 - 4 * p * p).squareRoot()) }
            return abs((2 * p - 2) / ((8 - 4 * p) * p - 3).squareRoot())
        case .bezier:
            return solver.velocity(at: p)
        }
    }

    /// The curve reflected in the line y = x, so `inverse.value(at: y)` finds the input that produces `y`.
    ///
    /// Bézier control points swap their x and y; `circularEaseIn` and `circularEaseOut` are each other's
    /// inverse; `linear` and `circularEaseInOut` are their own. That last one follows SwiftUI rather than the
    /// geometry: the true reflection of `circularEaseInOut` (ease-out, then ease-in) is not a `UnitCurve`, so
    /// `circularEaseInOut.inverse.value(at: circularEaseInOut.value(at: x))` is not `x`.
    public var inverse: UnitCurve {
        switch storage {
        case .linear: .linear
        case .circularEaseIn: .circularEaseOut
        case .circularEaseOut: .circularEaseIn
        case .circularEaseInOut: .circularEaseInOut
        case .bezier(let start, let end):
            .bezier(
                startControlPoint: UnitPoint(x: start.y, y: start.x),
                endControlPoint: UnitPoint(x: end.y, y: end.x))
        }
    }
}

extension Double {
    @inlinable
    var clampedToUnitInterval: Double { Swift.min(Swift.max(self, 0), 1) }
}
