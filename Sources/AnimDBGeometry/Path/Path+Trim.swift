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

extension Path {
    /// The part of the path between the fractions `from` and `to` of its length, as SwiftUI's
    /// `Path.trimmedPath(from:to:)` and `Shape.trim(from:to:)`: the whole path is measured as one length (every
    /// subpath in order, a closed one including its closing line), both ends are clamped to 0…1, and `from ≥ to`
    /// gives an empty path. Curves are cut into curves of the same kind (de Casteljau), so the trimmed outline lies
    /// exactly on the original. A subpath wholly inside the stretch keeps its close (its stroke joins rather than
    /// caps); a cut one is open.
    public func trimmedPath(from: Double, to: Double) -> Path {
        let start = min(max(from.isNaN ? 0 : from, 0), 1)
        let end = min(max(to.isNaN ? 0 : to, 0), 1)
        guard start < end else { return Path() }
        if start == 0, end == 1 { return self }
        let subpaths = TrimSubpath.split(self)
        let total = subpaths.reduce(0) { $0 + $1.length }
        guard total > 0 else { return Path() }
        let (low, high) = (start * total, end * total)
        var result = Path()
        var offset = 0.0
        for subpath in subpaths {
            defer { offset += subpath.length }
            let (a, b) = (max(low - offset, 0), min(high - offset, subpath.length))
            guard a < b || (subpath.length == 0 && low <= offset && offset < high) else { continue }
            if a <= 0, b >= subpath.length {
                result.addPath(Path(elements: subpath.elements))
                continue
            }
            subpath.append(from: a, to: b, into: &result)
        }
        return result
    }

    /// The path's length: the sum of its segments' arc lengths (closing lines included), measured as `trimmedPath`
    /// measures them.
    public var length: Double {
        TrimSubpath.split(self).reduce(0) { $0 + $1.length }
    }
}

/// One subpath as segments with their arc lengths, for trimming.
private struct TrimSubpath {
    var elements: [Path.Element]
    var segments: [TrimSegment]
    var length: Double

    static func split(_ path: Path) -> [TrimSubpath] {
        var result: [TrimSubpath] = []
        var elements: [Path.Element] = []
        var segments: [TrimSegment] = []
        var start = CGPoint.zero
        var current = CGPoint.zero
        func finish() {
            if elements.count > 1 {
                result.append(
                    TrimSubpath(elements: elements, segments: segments, length: segments.reduce(0) { $0 + $1.length }))
            }
            elements = []
            segments = []
        }
        for element in path.elements {
            switch element {
            case .move(let to):
                finish()
                elements = [element]
                (start, current) = (to, to)
                continue
            case .line(let to):
                segments.append(TrimSegment([current, to]))
                current = to
            case .quadCurve(let to, let control):
                segments.append(TrimSegment([current, control, to]))
                current = to
            case .curve(let to, let control1, let control2):
                segments.append(TrimSegment([current, control1, control2, to]))
                current = to
            case .closeSubpath:
                segments.append(TrimSegment([current, start]))
                current = start
            }
            if elements.isEmpty { elements = [.move(to: segments[segments.count - 1].points[0])] }
            elements.append(element)
            if case .closeSubpath = element { finish() }
        }
        finish()
        return result
    }

    /// Appends the stretch from arc length `a` to `b` of this subpath as one open piece.
    func append(from a: Double, to b: Double, into path: inout Path) {
        var offset = 0.0
        var started = false
        for segment in segments {
            defer { offset += segment.length }
            let (s0, s1) = (max(a - offset, 0), min(b - offset, segment.length))
            guard s0 < s1 else { continue }
            let piece = segment.piece(from: segment.parameter(at: s0), to: segment.parameter(at: s1))
            if !started {
                path.move(to: piece[0])
                started = true
            }
            switch piece.count {
            case 2: path.addLine(to: piece[1])
            case 3: path.addQuadCurve(to: piece[2], control: piece[1])
            default: path.addCurve(to: piece[3], control1: piece[1], control2: piece[2])
            }
        }
    }
}

/// A line (2 points), quadratic (3) or cubic (4) Bézier with a table of arc lengths to turn lengths into parameters.
private struct TrimSegment {
    let points: [CGPoint]
    /// Arc length at the parameters k / (count − 1).
    let table: [Double]
    var length: Double { table[table.count - 1] }

    static let intervals = 16

    init(_ points: [CGPoint]) {
        self.points = points
        if points.count == 2 {
            table = [0, hypot(Double(points[1].x - points[0].x), Double(points[1].y - points[0].y))]
            return
        }
        var table = [0.0]
        for k in 0..<Self.intervals {
            let (t0, t1) = (Double(k) / Double(Self.intervals), Double(k + 1) / Double(Self.intervals))
            table.append(table[k] + Self.integrate(points, t0, t1))
        }
        self.table = table
    }

    /// The parameter at arc length `s` from the start: the table's interval, then Newton steps on the speed, kept
    /// inside the interval (bisection when a step leaves it).
    func parameter(at s: Double) -> Double {
        guard length > 0 else { return 0 }
        if s <= 0 { return 0 }
        if s >= length { return 1 }
        if points.count == 2 { return s / length }
        let n = table.count - 1
        var k = 0
        while k < n - 1, table[k + 1] < s { k += 1 }
        var (lo, hi) = (Double(k) / Double(n), Double(k + 1) / Double(n))
        var t = lo + (hi - lo) * (s - table[k]) / max(table[k + 1] - table[k], .leastNonzeroMagnitude)
        for _ in 0..<8 {
            let error = table[k] + Self.integrate(points, Double(k) / Double(n), t) - s
            if abs(error) < 1e-9 { break }
            if error > 0 { hi = t } else { lo = t }
            let speed = Self.speed(points, t)
            var next = speed > 1e-12 ? t - error / speed : (lo + hi) / 2
            if !(next > lo && next < hi) { next = (lo + hi) / 2 }
            t = next
        }
        return t
    }

    /// The control points of the part between parameters `t0` and `t1` (de Casteljau, twice).
    func piece(from t0: Double, to t1: Double) -> [CGPoint] {
        let tail = Self.split(points, at: t0).1
        let u = t0 < 1 ? (t1 - t0) / (1 - t0) : 0
        return Self.split(tail, at: u).0
    }

    private static func split(_ p: [CGPoint], at t: Double) -> ([CGPoint], [CGPoint]) {
        var levels = [p]
        while levels[levels.count - 1].count > 1 {
            let last = levels[levels.count - 1]
            var next: [CGPoint] = []
            for i in 0..<(last.count - 1) {
                let (a, b) = (last[i], last[i + 1])
                let x: Double = Double(a.x) + (Double(b.x) - Double(a.x)) * t
                let y: Double = Double(a.y) + (Double(b.y) - Double(a.y)) * t
                next.append(CGPoint(x: x, y: y))
            }
            levels.append(next)
        }
        return (levels.map { $0[0] }, levels.reversed().map { $0[$0.count - 1] })
    }

    /// |B′(t)| of a quadratic or cubic.
    private static func speed(_ p: [CGPoint], _ t: Double) -> Double {
        let u = 1 - t
        let x = p.map { Double($0.x) }
        let y = p.map { Double($0.y) }
        if p.count == 3 {
            let dx: Double = 2 * (u * (x[1] - x[0]) + t * (x[2] - x[1]))
            let dy: Double = 2 * (u * (y[1] - y[0]) + t * (y[2] - y[1]))
            return hypot(dx, dy)
        }
        let (w0, w1, w2): (Double, Double, Double) = (3 * u * u, 6 * u * t, 3 * t * t)
        let dx: Double = w0 * (x[1] - x[0]) + w1 * (x[2] - x[1]) + w2 * (x[3] - x[2])
        let dy: Double = w0 * (y[1] - y[0]) + w1 * (y[2] - y[1]) + w2 * (y[3] - y[2])
        return hypot(dx, dy)
    }

    /// ∫ |B′(t)| dt from `a` to `b`, five-point Gauss–Legendre (exact to ~1e-10 over a sixteenth of a smooth curve).
    private static func integrate(_ p: [CGPoint], _ a: Double, _ b: Double) -> Double {
        let nodes = [
            0.0, -0.538_469_310_105_683_1, 0.538_469_310_105_683_1, -0.906_179_845_938_664, 0.906_179_845_938_664,
        ]
        let weights = [
            0.568_888_888_888_888_9, 0.478_628_670_499_366_5, 0.478_628_670_499_366_5, 0.236_926_885_056_189_1,
            0.236_926_885_056_189_1,
        ]
        let (half, mid) = ((b - a) / 2, (a + b) / 2)
        var sum = 0.0
        for i in 0..<5 { sum += weights[i] * speed(p, mid + half * nodes[i]) }
        return sum * half
    }
}
