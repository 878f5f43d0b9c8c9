#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Animation {
    /// SwiftUI's default duration for timing-curve animations, 0.35 s.
    package static let defaultTimingCurveDuration: TimeInterval = 0.35

    /// A linear animation with a duration of 0.35 s.
    public static var linear: Animation { linear(duration: defaultTimingCurveDuration) }

    /// A linear animation with the given duration.
    public static func linear(duration: TimeInterval) -> Animation {
        Animation(BezierAnimation(duration: duration, curve: .linear))
    }

    /// An ease-in animation (control points (0.42, 0), (1, 1)) with a duration of 0.35 s.
    public static var easeIn: Animation { easeIn(duration: defaultTimingCurveDuration) }

    /// An ease-in animation with the given duration.
    public static func easeIn(duration: TimeInterval) -> Animation {
        Animation(BezierAnimation(duration: duration, curve: .easeIn))
    }

    /// An ease-out animation (control points (0, 0), (0.58, 1)) with a duration of 0.35 s.
    public static var easeOut: Animation { easeOut(duration: defaultTimingCurveDuration) }

    /// An ease-out animation with the given duration.
    public static func easeOut(duration: TimeInterval) -> Animation {
        Animation(BezierAnimation(duration: duration, curve: .easeOut))
    }

    /// An ease-in-out animation (control points (0.42, 0), (0.58, 1)) with a duration of 0.35 s.
    public static var easeInOut: Animation { easeInOut(duration: defaultTimingCurveDuration) }

    /// An ease-in-out animation with the given duration.
    public static func easeInOut(duration: TimeInterval) -> Animation {
        Animation(BezierAnimation(duration: duration, curve: .easeInOut))
    }

    /// An animation along a cubic Bézier timing curve with control points (p1x, p1y) and (p2x, p2y).
    ///
    /// The control points are used as given (not clamped), so y values outside [0, 1] overshoot.
    public static func timingCurve(
        _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double,
        duration: TimeInterval = 0.35
    ) -> Animation {
        let curve = UnitCurve.bezier(
            startControlPoint: UnitPoint(x: p1x, y: p1y), endControlPoint: UnitPoint(x: p2x, y: p2y))
        return Animation(BezierAnimation(duration: duration, curve: curve))
    }

    /// An animation that follows `curve` over `duration` and reports velocity.
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        Animation(UnitCurveAnimation(duration: duration, curve: curve))
    }
}
