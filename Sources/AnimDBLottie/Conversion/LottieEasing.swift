import AnimDBEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A change whose motion is one cubic Bézier timing curve: it starts `delay` seconds after the change, takes
/// `duration` seconds, and follows the curve (0, 0), (x1, y1), (x2, y2), (1, 1) from the old value to the new.
public struct LottieTimingSegment: Hashable, Sendable {
    public var delay: Double
    public var duration: Double
    public var x1: Double, y1: Double, x2: Double, y2: Double

    public init(delay: Double = 0, duration: Double, x1: Double, y1: Double, x2: Double, y2: Double) {
        self.delay = delay
        self.duration = duration
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// The leaving (`o`) and arriving (`i`) handles for a value of `dimensions` dimensions.
    public func handles(dimensions: Int = 1) -> (out: LottieEasingHandle, in: LottieEasingHandle) {
        (
            LottieEasingHandle(x: x1, y: y1, dimensions: dimensions),
            LottieEasingHandle(x: x2, y: y2, dimensions: dimensions)
        )
    }
}

/// Exact Lottie easing for SwiftUI's timing curves and cubic keyframes.
///
/// A Lottie keyframe eases to the next one along the cubic Bézier (0, 0), o, i, (1, 1) in normalised time and
/// value, which is exactly how SwiftUI's `UnitCurve.bezier` and timing-curve animations (`linear`, `easeIn`,
/// `easeOut`, `easeInOut`, `timingCurve`) move: a change they drive becomes two keyframes, not a baked list. A
/// cubic Hermite segment (`CubicKeyframe`) is a cubic polynomial in time, which is the same Bézier with x handles
/// at 1/3 and 2/3, so it is exact too. Everything else (springs, circular curves, repeats, interrupted or combined
/// animations) goes through `LottieBaker`.
public enum LottieEasing {
    /// The Bézier control points of `curve` as evaluated by `UnitCurve.value(at:)` (x clamped to [0, 1]), or nil
    /// for the circular curves, which are not Béziers.
    public static func controlPoints(of curve: UnitCurve) -> (x1: Double, y1: Double, x2: Double, y2: Double)? {
        switch curve.storage {
        case .linear: return (0, 0, 1, 1)
        case .bezier(let start, let end):
            return (clamp(start.x), start.y, clamp(end.x), end.y)
        case .circularEaseIn, .circularEaseOut, .circularEaseInOut: return nil
        }
    }

    /// The timing segment of `animation` when its whole motion is one Bézier timing curve, else nil.
    ///
    /// Accepted: `linear`, `easeIn`, `easeOut`, `easeInOut`, `timingCurve(_:_:_:_:duration:)` with control x in
    /// [0, 1] (SwiftUI does not clamp them there, and Lottie cannot express a curve that runs backwards in time),
    /// `timingCurve(_ curve:duration:)` with a Bézier or linear curve, under any `delay` (≥ 0), `speed` (> 0) and
    /// `logicallyComplete(after:)`. Repeats, springs and custom animations give nil.
    public static func timingSegment(of animation: Animation) -> LottieTimingSegment? {
        var start = 0.0
        var rate = 1.0
        var current = animation
        // Modifiers wrap what they modify: the outermost sees the clock first.
        for _ in 0..<64 {
            switch current.base {
            case let delay as DelayAnimation:
                guard delay.delay >= 0, delay.delay.isFinite else { return nil }
                start += delay.delay / rate
                current = delay.base
            case let speed as SpeedAnimation:
                guard speed.speed > 0, speed.speed.isFinite else { return nil }
                rate *= speed.speed
                current = speed.base
            case let logical as LogicalCompletionAnimation:
                current = logical.base
            case let bezier as BezierAnimation:
                guard bezier.duration > 0, bezier.duration.isFinite else { return nil }
                // BezierAnimation solves the curve with unclamped control points.
                let points: (Double, Double, Double, Double)
                switch bezier.curve.storage {
                case .linear: points = (0, 0, 1, 1)
                case .bezier(let p1, let p2):
                    guard (0...1).contains(p1.x), (0...1).contains(p2.x) else { return nil }
                    points = (p1.x, p1.y, p2.x, p2.y)
                default:
                    return nil
                }
                return LottieTimingSegment(
                    delay: start, duration: bezier.duration / rate, x1: points.0, y1: points.1, x2: points.2,
                    y2: points.3)
            case let unit as UnitCurveAnimation:
                guard unit.duration > 0, unit.duration.isFinite, let points = controlPoints(of: unit.curve) else {
                    return nil
                }
                return LottieTimingSegment(
                    delay: start, duration: unit.duration / rate, x1: points.x1, y1: points.y1, x2: points.x2,
                    y2: points.y2)
            default:
                return nil
            }
        }
        return nil
    }

    /// The two keyframes of a change from `from` to `to` made at `time` seconds and driven by `segment`: the old
    /// value where the curve starts, eased to the new value where it ends.
    public static func keyframes<Value: LottieValue>(
        from: Value, to: Value, at time: Double, segment: LottieTimingSegment, frameRate: Double
    ) -> [LottieKeyframe<Value>] {
        let handles = segment.handles(dimensions: from.easedDimensions)
        let isLinear = LottieEasingHandle.isLinear(out: handles.out, into: handles.in)
        let begin = time + segment.delay
        return [
            LottieKeyframe(
                time: LottieTime.frame(begin, frameRate: frameRate), value: from,
                easeOut: isLinear ? nil : handles.out, easeIn: isLinear ? nil : handles.in),
            LottieKeyframe(time: LottieTime.frame(begin + segment.duration, frameRate: frameRate), value: to),
        ]
    }

    /// Handles reproducing the cubic Hermite segment from `from` to `to` over `duration` seconds with the given
    /// start and end velocities (per second): x at 1/3 and 2/3, y from the velocities. One handle per dimension;
    /// nil when a dimension does not change yet has a velocity (the normalised value is undefined there).
    public static func hermiteHandles(
        from: [Double], to: [Double], startVelocity: [Double], endVelocity: [Double], duration: Double
    ) -> (out: LottieEasingHandle, in: LottieEasingHandle)? {
        guard duration > 0, from.count == to.count, startVelocity.count == from.count,
            endVelocity.count == from.count, !from.isEmpty
        else { return nil }
        var y1: [Double] = []
        var y2: [Double] = []
        for d in from.indices {
            let change = to[d] - from[d]
            if change == 0 {
                guard startVelocity[d] == 0, endVelocity[d] == 0 else { return nil }
                // Any handle keeps a constant dimension constant; copy the first changing one so handles stay
                // uniform where they can.
                y1.append(.nan)
                y2.append(.nan)
                continue
            }
            y1.append(startVelocity[d] * duration / 3 / change)
            y2.append(1 - endVelocity[d] * duration / 3 / change)
        }
        let fill1 = y1.first(where: { !$0.isNaN }) ?? 1.0 / 3
        let fill2 = y2.first(where: { !$0.isNaN }) ?? 2.0 / 3
        let count = from.count
        return (
            LottieEasingHandle(x: Array(repeating: 1.0 / 3, count: count), y: y1.map { $0.isNaN ? fill1 : $0 }),
            LottieEasingHandle(x: Array(repeating: 2.0 / 3, count: count), y: y2.map { $0.isNaN ? fill2 : $0 })
        )
    }

    private static func clamp(_ x: Double) -> Double { min(max(x, 0), 1) }
}

/// Seconds to Lottie frames.
public enum LottieTime {
    /// `seconds × frameRate`, snapped to the nearest whole frame when within 1e-9 of it, so that `0.1 s` at 30 fps
    /// is frame 3 rather than 3.0000000000000004 and lands on the frame a player draws.
    public static func frame(_ seconds: Double, frameRate: Double) -> Double {
        let frame = seconds * frameRate
        let whole = frame.rounded()
        return abs(frame - whole) <= 1e-9 * max(1, abs(whole)) ? whole : frame
    }
}
