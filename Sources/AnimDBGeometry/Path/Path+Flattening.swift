import AnimDBEngine

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

/// One subpath of a flattened path: straight segments through `points`, closed back to the first point when
/// `isClosed`.
public struct Polyline: Equatable, Sendable {
    /// The vertices in drawing order.
    public var points: [CGPoint]
    /// Whether the subpath was closed (an edge joins the last point to the first).
    public var isClosed: Bool

    public init(points: [CGPoint], isClosed: Bool) {
        self.points = points
        self.isClosed = isClosed
    }
}

extension Path {
    /// The path with every curve replaced by straight segments, one polyline per subpath.
    ///
    /// Each curve is split into `n` equal parameter steps, with `n` chosen from the curve's second derivative so
    /// that no point of the curve is further than `tolerance` from the polyline: a curve whose second derivative
    /// is bounded by `M` deviates from its chord over a parameter step `h` by at most `M·h²/8`. For a cubic
    /// `M ≤ 6·max(|P0 − 2P1 + P2|, |P1 − 2P2 + P3|)`, for a quadratic `M = 2·|P0 − 2P1 + P2|`.
    ///
    /// - Parameter tolerance: The largest allowed distance between the curve and its polyline; must be positive.
    public func flattened(tolerance: Double = 0.25) -> [Polyline] {
        precondition(tolerance > 0, "flattening tolerance must be positive")
        var result: [Polyline] = []
        var current: [CGPoint] = []
        func finish(closed: Bool) {
            if !current.isEmpty { result.append(Polyline(points: current, isClosed: closed)) }
            current = []
        }
        for element in elements {
            switch element {
            case .move(let to):
                finish(closed: false)
                current = [to]
            case .line(let to):
                current.append(to)
            case .quadCurve(let to, let control):
                let start = current.last ?? control
                if current.isEmpty { current = [start] }
                let n = Path.segmentCount(secondDerivativeBound: 2 * Path.distance(start, control, to), tolerance)
                for i in 1...n {
                    current.append(Path.quadPoint(start, control, to, t: Double(i) / Double(n)))
                }
            case .curve(let to, let control1, let control2):
                let start = current.last ?? control1
                if current.isEmpty { current = [start] }
                let bound =
                    6 * max(Path.distance(start, control1, control2), Path.distance(control1, control2, to))
                let n = Path.segmentCount(secondDerivativeBound: bound, tolerance)
                for i in 1...n {
                    current.append(Path.cubicPoint(start, control1, control2, to, t: Double(i) / Double(n)))
                }
            case .closeSubpath:
                finish(closed: true)
            }
        }
        finish(closed: false)
        return result
    }

    /// `|a − 2b + c|`, the size of a Bézier's second difference.
    private static func distance(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint) -> Double {
        hypot(Double(a.x - 2 * b.x + c.x), Double(a.y - 2 * b.y + c.y))
    }

    private static func segmentCount(secondDerivativeBound m: Double, _ tolerance: Double) -> Int {
        guard m.isFinite, m > 0 else { return 1 }
        // Cap keeps a degenerate huge curve from allocating without bound.
        return min(max(1, Int(sqrt(m / (8 * tolerance)).rounded(.up))), 10_000)
    }

    static func quadPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, t: Double) -> CGPoint {
        let u = 1 - t
        let (a, b, c) = (u * u, 2 * u * t, t * t)
        return CGPoint(
            x: a * Double(p0.x) + b * Double(p1.x) + c * Double(p2.x),
            y: a * Double(p0.y) + b * Double(p1.y) + c * Double(p2.y))
    }

    static func cubicPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, t: Double) -> CGPoint {
        let u = 1 - t
        let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return CGPoint(
            x: a * Double(p0.x) + b * Double(p1.x) + c * Double(p2.x) + d * Double(p3.x),
            y: a * Double(p0.y) + b * Double(p1.y) + c * Double(p2.y) + d * Double(p3.y))
    }
}
