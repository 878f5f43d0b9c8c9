import AnimDBEngine
import AnimDBGeometry

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
