import AnimDBEngine
import AnimDBGeometry

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Path {
    /// Each subpath run the other way round from its own start point (a closed outline's closing segment becomes
    /// its first): the direction of a reversed Lottie primitive.
    func reversedKeepingStarts() -> Path {
        var result: [Path.Element] = []
        var start = CGPoint.zero
        // The current subpath's segments as (from, element), and whether it closes.
        var segments: [(from: CGPoint, element: Path.Element)] = []
        var current = CGPoint.zero
        func finish(closed: Bool) {
            guard !segments.isEmpty || closed else { return }
            result.append(.move(to: start))
            // A closing line back to the start, unless the last segment already ends there.
            if closed, current != start { result.append(.line(to: current)) }
            for (from, element) in segments.reversed() {
                switch element {
                case .line: result.append(.line(to: from))
                case .quadCurve(_, let control): result.append(.quadCurve(to: from, control: control))
                case .curve(_, let control1, let control2):
                    result.append(.curve(to: from, control1: control2, control2: control1))
                default: break
                }
            }
            if closed { result.append(.closeSubpath) }
            segments = []
        }
        for element in elements {
            switch element {
            case .move(let point):
                finish(closed: false)
                start = point
                current = point
            case .line(let to), .quadCurve(let to, _), .curve(let to, _, _):
                segments.append((current, element))
                current = to
            case .closeSubpath:
                finish(closed: true)
                current = start
            }
        }
        finish(closed: false)
        return Path(elements: result)
    }
}

/// Lottie's primitive outlines built as rlottie builds them (`VPath::addRect`, `addRoundRect`, `addOval`), so trims
/// and dashes start where a player's do: a rectangle at its top right corner going down (rounded: just below the
/// corner), an ellipse at 12 o'clock going clockwise (on screen, y down).
enum LottieOutline {
    /// The circle's Bézier handle length per unit radius (rlottie's `PATH_KAPPA`).
    static let kappa = 0.5522847498

    static func rectangle(_ rect: CGRect, radius: Double) -> Path {
        let (x, y, w, h) = (Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        guard w != 0 || h != 0 else { return Path() }
        func point(_ px: Double, _ py: Double) -> CGPoint { CGPoint(x: px, y: py) }
        guard radius > 0 else {
            return Path(elements: [
                .move(to: point(x + w, y)), .line(to: point(x + w, y + h)), .line(to: point(x, y + h)),
                .line(to: point(x, y)), .closeSubpath,
            ])
        }
        let r = radius
        let k = r * kappa
        return Path(elements: [
            .move(to: point(x + w, y + r)),
            .line(to: point(x + w, y + h - r)),
            .curve(
                to: point(x + w - r, y + h), control1: point(x + w, y + h - r + k),
                control2: point(x + w - r + k, y + h)),
            .line(to: point(x + r, y + h)),
            .curve(to: point(x, y + h - r), control1: point(x + r - k, y + h), control2: point(x, y + h - r + k)),
            .line(to: point(x, y + r)),
            .curve(to: point(x + r, y), control1: point(x, y + r - k), control2: point(x + r - k, y)),
            .line(to: point(x + w - r, y)),
            .curve(to: point(x + w, y + r), control1: point(x + w - r + k, y), control2: point(x + w, y + r - k)),
            .closeSubpath,
        ])
    }

    static func ellipse(_ rect: CGRect) -> Path {
        let (x, y, w, h) = (Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        guard w != 0, h != 0 else { return Path() }
        let (w2, h2) = (w / 2, h / 2)
        let (wk, hk) = (w2 * kappa, h2 * kappa)
        func point(_ px: Double, _ py: Double) -> CGPoint { CGPoint(x: px, y: py) }
        return Path(elements: [
            .move(to: point(x + w2, y)),
            .curve(to: point(x + w, y + h2), control1: point(x + w2 + wk, y), control2: point(x + w, y + h2 - hk)),
            .curve(to: point(x + w2, y + h), control1: point(x + w, y + h2 + hk), control2: point(x + w2 + wk, y + h)),
            .curve(to: point(x, y + h2), control1: point(x + w2 - wk, y + h), control2: point(x, y + h2 + hk)),
            .curve(to: point(x + w2, y), control1: point(x, y + h2 - hk), control2: point(x + w2 - wk, y)),
            .closeSubpath,
        ])
    }
}

extension Path {
    /// The path without its subpaths that are one point (every point and control point the same): players draw
    /// nothing for those (a star of radius 0, rlottie's stroker gives no pixels), where SVG draws a round cap's dot.
    func droppingPointSubpaths() -> Path {
        var result: [Path.Element] = []
        var subpath: [Path.Element] = []
        var points: [CGPoint] = []
        func finish() {
            if let first = points.first, points.contains(where: { $0 != first }) { result += subpath }
            subpath = []
            points = []
        }
        for element in elements {
            switch element {
            case .move(let point):
                finish()
                points = [point]
            case .line(let to): points.append(to)
            case .quadCurve(let to, let control): points += [to, control]
            case .curve(let to, let control1, let control2): points += [to, control1, control2]
            case .closeSubpath: break
            }
            subpath.append(element)
        }
        finish()
        return result.count == elements.count ? self : Path(elements: result)
    }
}

extension LottiePolystar {
    /// A vertex and the handles of the edge arriving at it (nil: a straight edge).
    typealias Vertex = (x: Double, y: Double, c1: (Double, Double)?, c2: (Double, Double)?)

    /// The star's or polygon's outline at `frame`, built as rlottie, lottie-web and lottie-android build it
    /// (rlottie's `VPath::addPolystar` / `addPolygon`): from straight up, clockwise, a star alternating outer and
    /// inner vertices with a fractional last point drawn part way, a polygon of the whole points; roundness bends
    /// each edge into a cubic whose handles run along the circle's tangent at its ends, `radius · roundness ·
    /// 0.47829/0.28 / points` long for stars and `radius · roundness · 0.25` for polygons. Then turned by `rotation`
    /// once and moved to the position (rlottie turns it twice and starts polygons near −91.6°, its bugs; lottie-web
    /// and lottie-android do not). Point counts below 1 draw nothing; above 1024 they are 1024, as in rlottie.
    public func outline(at frame: Double) -> Path {
        guard let p = position.value(at: frame), p.count >= 2, let count = points.value(at: frame), count.isFinite,
            count >= 1, let outer = outerRadius.value(at: frame)
        else { return Path() }
        let n = min(count, 1024)
        let points: [Vertex]
        if kind == .star {
            points = Self.star(
                points: n, inner: innerRadius?.value(at: frame) ?? outer, outer: outer,
                innerRoundness: (innerRoundness?.value(at: frame) ?? 0) / 100,
                outerRoundness: (outerRoundness.value(at: frame) ?? 0) / 100)
        } else {
            points = Self.polygon(points: n, radius: outer, roundness: (outerRoundness.value(at: frame) ?? 0) / 100)
        }
        guard let first = points.first else { return Path() }
        var elements: [Path.Element] = [.move(to: CGPoint(x: first.x, y: first.y))]
        for point in points.dropFirst() {
            let to = CGPoint(x: point.x, y: point.y)
            if let c1 = point.c1, let c2 = point.c2 {
                elements.append(
                    .curve(to: to, control1: CGPoint(x: c1.0, y: c1.1), control2: CGPoint(x: c2.0, y: c2.1)))
            } else {
                elements.append(.line(to: to))
            }
        }
        elements.append(.closeSubpath)
        let turn = (rotation.value(at: frame) ?? 0) * .pi / 180
        return Path(elements: elements).applying(
            CGAffineTransform(rotationAngle: turn).concatenating(CGAffineTransform(translationX: p[0], y: p[1])))
    }

    /// A star's vertices about the origin, each with the handles of the edge arriving at it (nil: straight).
    private static func star(
        points: Double, inner: Double, outer: Double, innerRoundness: Double, outerRoundness: Double
    )
        -> [Vertex]
    {
        let magic = 0.47829 / 0.28
        var angle = -Double.pi / 2
        let perPoint = 2 * Double.pi / points
        let half = perPoint / 2
        let partial = points - points.rounded(.down)
        let count = Int(points.rounded(.up)) * 2
        let round = innerRoundness != 0 || outerRoundness != 0
        var partialRadius = 0.0
        var x: Double
        var y: Double
        if partial != 0 {
            angle += half * (1 - partial)
            partialRadius = inner + partial * (outer - inner)
            (x, y) = (partialRadius * cos(angle), partialRadius * sin(angle))
            angle += perPoint * partial / 2
        } else {
            (x, y) = (outer * cos(angle), outer * sin(angle))
            angle += half
        }
        var result: [Vertex] = [(x, y, nil, nil)]
        var long = false
        for index in 0..<count {
            var radius = long ? outer : inner
            var step = half
            if partialRadius != 0 && index == count - 2 { step = perPoint * partial / 2 }
            if partialRadius != 0 && index == count - 1 { radius = partialRadius }
            let (px, py) = (x, y)
            (x, y) = (radius * cos(angle), radius * sin(angle))
            if round {
                let theta1 = atan2(py, px) - .pi / 2
                let theta2 = atan2(y, x) - .pi / 2
                var length1 = (long ? inner : outer) * (long ? innerRoundness : outerRoundness) * magic / points
                var length2 = (long ? outer : inner) * (long ? outerRoundness : innerRoundness) * magic / points
                if partial != 0 && (index == 0 || index == count - 1) {
                    length1 *= partial
                    length2 *= partial
                }
                let c1: (Double, Double) = (px - length1 * cos(theta1), py - length1 * sin(theta1))
                let c2: (Double, Double) = (x + length2 * cos(theta2), y + length2 * sin(theta2))
                result.append((x, y, c1, c2))
            } else {
                result.append((x, y, nil, nil))
            }
            angle += step
            long.toggle()
        }
        return result
    }

    /// A polygon's vertices about the origin (whole points only), each with its arriving edge's handles.
    private static func polygon(points: Double, radius: Double, roundness: Double)
        -> [Vertex]
    {
        let count = Int(points.rounded(.down))
        let perPoint = 2 * Double.pi / Double(count)
        var angle = -Double.pi / 2
        var (x, y) = (radius * cos(angle), radius * sin(angle))
        var result: [Vertex] = [(x, y, nil, nil)]
        for _ in 0..<count {
            angle += perPoint
            let (px, py) = (x, y)
            (x, y) = (radius * cos(angle), radius * sin(angle))
            guard roundness != 0 else {
                result.append((x, y, nil, nil))
                continue
            }
            let length = radius * roundness * 0.25
            let theta1 = atan2(py, px) - .pi / 2
            let theta2 = atan2(y, x) - .pi / 2
            let c1: (Double, Double) = (px - length * cos(theta1), py - length * sin(theta1))
            let c2: (Double, Double) = (x + length * cos(theta2), y + length * sin(theta2))
            result.append((x, y, c1, c2))
        }
        return result
    }
}
