import AnimDBEngine
import AnimDBGeometry
import Foundation

@testable import AnimDBLottie

/// Compares what a Lottie player draws at a frame (`LottieFrame`) with an animdb scene: every outline in canvas
/// coordinates (by the largest distance from either outline to the other), every paint's colour and opacity, stroke
/// widths, and every text's document and baseline placement. Returns the problems found, one line each.
enum SceneComparison {
    /// The largest distance from a point of `a` to outline `b` or back (both flattened), in points — exactly where
    /// it is more than `enough`; where it is not, some distance no more than `enough` (a point that close to the
    /// other outline needs no closer segment, which keeps every-frame comparisons of dense outlines quick).
    static func distance(_ a: Path, _ b: Path, enough: Double = 0) -> Double {
        let pa = points(a)
        let pb = points(b)
        guard !pa.isEmpty || !pb.isEmpty else { return 0 }
        guard !pa.isEmpty, !pb.isEmpty else { return .infinity }
        return max(directed(pa, segments(b), enough: enough), directed(pb, segments(a), enough: enough))
    }

    private static func points(_ path: Path) -> [CGPoint] {
        path.flattened(tolerance: 1e-4).flatMap { line -> [CGPoint] in
            // Points along each edge, at most a point apart, so long straight edges are compared too.
            var result: [CGPoint] = []
            let closed = line.isClosed && line.points.count > 2
            let points = line.points + (closed ? [line.points[0]] : [])
            for (a, b) in zip(points, points.dropFirst()) {
                let steps = max(1, Int((hypot(Double(b.x - a.x), Double(b.y - a.y)) / 1).rounded(.up)))
                for step in 0..<steps {
                    let t = Double(step) / Double(steps)
                    result.append(
                        CGPoint(x: Double(a.x) + t * Double(b.x - a.x), y: Double(a.y) + t * Double(b.y - a.y)))
                }
            }
            if let last = points.last { result.append(last) }
            return result
        }
    }

    private static func segments(_ path: Path) -> [(CGPoint, CGPoint)] {
        path.flattened(tolerance: 1e-4).flatMap { line -> [(CGPoint, CGPoint)] in
            let closed = line.isClosed && line.points.count > 2
            let points = line.points + (closed ? [line.points[0]] : [])
            if points.count == 1 { return [(points[0], points[0])] }
            return Array(zip(points, points.dropFirst()))
        }
    }

    /// The largest distance from any of `points` to the nearest of `segments`, with the segments bucketed in a grid
    /// so each point looks at its neighbourhood only (widening it until something is found).
    private static func directed(_ points: [CGPoint], _ segments: [(CGPoint, CGPoint)], enough: Double) -> Double {
        let cell = 4.0
        var grid: [SIMD2<Int>: [Int]] = [:]
        func key(_ x: Double, _ y: Double) -> SIMD2<Int> {
            SIMD2(Int((x / cell).rounded(.down)), Int((y / cell).rounded(.down)))
        }
        for (index, (a, b)) in segments.enumerated() {
            let low = key(Double(min(a.x, b.x)), Double(min(a.y, b.y)))
            let high = key(Double(max(a.x, b.x)), Double(max(a.y, b.y)))
            guard (high.x - low.x + 1) * (high.y - low.y + 1) < 10_000 else { continue }
            for x in low.x...high.x { for y in low.y...high.y { grid[SIMD2(x, y), default: []].append(index) } }
        }
        func distance(_ point: CGPoint, _ segment: (CGPoint, CGPoint)) -> Double {
            let (a, b) = segment
            let (dx, dy) = (Double(b.x - a.x), Double(b.y - a.y))
            let length = dx * dx + dy * dy
            let t = length > 0 ? min(max((Double(point.x - a.x) * dx + Double(point.y - a.y) * dy) / length, 0), 1) : 0
            return hypot(Double(a.x) + t * dx - Double(point.x), Double(a.y) + t * dy - Double(point.y))
        }
        var worst = 0.0
        // Both outlines run the same way, so the segment near the last point is usually near this one: tried first.
        var hint = 0
        for point in points {
            if enough > 0,
                let near = (max(hint - 2, 0)..<min(hint + 3, segments.count)).first(where: {
                    distance(point, segments[$0]) <= enough
                })
            {
                hint = near
                continue
            }
            let center = key(Double(point.x), Double(point.y))
            var best = Double.infinity
            var radius = 1
            search: while best == .infinity, radius < 64 {
                for x in center.x - radius...center.x + radius {
                    for y in center.y - radius...center.y + radius {
                        for index in grid[SIMD2(x, y)] ?? [] {
                            let gap = distance(point, segments[index])
                            if gap < best { (best, hint) = (gap, index) }
                            if best <= enough { break search }
                        }
                    }
                }
                radius *= 2
            }
            if best == .infinity { best = segments.map { distance(point, $0) }.min() ?? .infinity }
            worst = max(worst, best)
        }
        return worst
    }

    static func components(_ color: Color) -> [Double] { LottiePaint.components(color) }

    /// The problems with `frame` showing `scene`: each shape node (matched to the Lottie shapes of its layer, one per
    /// paint, in order) and each text node (matched by order), within `tolerance`.
    static func problems(_ frame: LottieFrame, _ scene: Scene, tolerance: Double = 1e-3) -> [String] {
        var problems: [String] = []
        var shapes = frame.shapes.filter { !$0.isMatted }
        var texts = frame.texts
        for (index, node) in scene.nodes.enumerated() {
            switch node.content {
            case .shape(let shape):
                // Angular gradients are wedges under a matte: their outline is the matte's, checked by rendering.
                let plain = shape.layers.filter { if case .angularGradient = $0.paint { false } else { true } }
                let mine = Array(shapes.prefix(plain.count))
                shapes.removeFirst(mine.count)
                guard mine.count == plain.count else {
                    problems.append("node \(index): \(plain.count) paints, the frame has \(mine.count) shapes left")
                    continue
                }
                // What the scene draws: through its projection (a 3D turn, a non-uniform scale) when it has one.
                let outline = node.drawnPath(shape.path).applying(node.transform)
                // A clip the export drew instead of the node's outline (a background clipped to its own frame).
                let clips = node.clips.map { $0.path.applying($0.transform) }
                for (layer, drawn) in zip(plain, mine) {
                    let gap = ([outline] + clips).map { distance($0, drawn.path, enough: tolerance) }.min()!
                    if gap > tolerance { problems.append("node \(index) (\(drawn.layer)): outlines \(gap) apart") }
                    problems += paintProblems(layer, drawn, node: node, index: index, tolerance: tolerance)
                }
            case .text(let text):
                guard !texts.isEmpty else {
                    problems.append("node \(index): no text layer left")
                    continue
                }
                let drawn = texts.removeFirst()
                let lines = text.layout
                if drawn.document.text != text.lines.joined(separator: "\r") {
                    problems.append("node \(index): text '\(drawn.document.text)'")
                }
                if abs(drawn.document.size - text.font.size) > tolerance {
                    problems.append("node \(index): font size \(drawn.document.size)")
                }
                if let line = lines.first {
                    let expected = CGPoint(x: line.anchorX, y: line.baseline).applying(node.transform)
                    let shown = CGPoint.zero.applying(drawn.transform)
                    let gap = hypot(Double(expected.x - shown.x), Double(expected.y - shown.y))
                    if gap > tolerance { problems.append("node \(index): baseline \(gap) away") }
                }
                let color = paintColor(text.paint)
                let opacity = min(max(node.opacity * color.opacity, 0), 1)
                if abs(drawn.opacity - opacity) > tolerance {
                    problems.append("node \(index): text opacity \(drawn.opacity), expected \(opacity)")
                }
            }
        }
        if !shapes.isEmpty { problems.append("\(shapes.count) shapes drawn beyond the scene's") }
        if !texts.isEmpty { problems.append("\(texts.count) texts drawn beyond the scene's") }
        return problems
    }

    static func paintColor(_ paint: Paint) -> Color {
        switch paint {
        case .color(let color), .colorGradient(let color): color
        case .linearGradient(let g): g.gradient.stops.first?.color ?? .clear
        case .angularGradient(let g): g.gradient.stops.first?.color ?? .clear
        case .radialGradient(let g): g.gradient.stops.first?.color ?? .clear
        }
    }

    private static func paintProblems(
        _ layer: ShapeLayer, _ drawn: LottieFrame.Shape, node: SceneNode, index: Int, tolerance: Double
    ) -> [String] {
        var problems: [String] = []
        let scale = hypot(Double(node.transform.a), Double(node.transform.b))
        let drawnScale = hypot(Double(drawn.transform.a), Double(drawn.transform.b))
        func close(_ a: [Double], _ b: [Double]) -> Bool {
            a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
        }
        switch (layer, drawn.paint) {
        case (.fill(.color(let color), _), .fill(let shown)), (.stroke(.color(let color), _), .stroke(let shown, _)):
            if !close(components(color), shown) { problems.append("node \(index): colour \(shown)") }
            let opacity = min(max(node.opacity, 0), 1) * min(max(color.opacity, 0), 1)
            if abs(drawn.opacity - opacity) > tolerance {
                problems.append("node \(index): opacity \(drawn.opacity), expected \(opacity)")
            }
        case (.fill(let paint, _), .gradientFill(_, _, _, let stops)),
            (.stroke(let paint, _), .gradientStroke(_, _, _, let stops, _)):
            let gradient =
                switch paint {
                case .linearGradient(let g): g
                case .colorGradient(let c): Paint.standardGradient(for: c)
                default: LinearGradient(colors: [], startPoint: .leading, endPoint: .trailing)
                }
            let expected = LottiePaint.gradientNumbers(
                gradient.gradient.stops.map { LottieGradientStop(location: $0.location, color: $0.color) }
            ).numbers
            if !close(expected, stops) { problems.append("node \(index): gradient stops \(stops)") }
        default:
            problems.append("node \(index): paint \(layer) drawn as \(drawn.paint)")
        }
        if case .stroke(_, let style) = layer {
            let width: Double =
                switch drawn.paint {
                case .stroke(_, let width), .gradientStroke(_, _, _, _, let width): width
                default: 0
                }
            if abs(width * drawnScale - style.lineWidth * scale) > tolerance {
                problems.append("node \(index): stroke width \(width * drawnScale)")
            }
        }
        return problems
    }
}

extension SceneComparison {
    /// The problems with scene `b` drawing what scene `a` draws: node by node (in order), outlines in canvas
    /// coordinates (or `a`'s clip, where `b` draws a clipped outline), paints, opacity, stroke widths and text.
    /// Nodes wholly transparent draw nothing and are left out on both sides (an imported layer past its out point is
    /// a node at opacity 0, a removed view none).
    static func problems(_ a: [SceneNode], _ b: [SceneNode], tolerance: Double = 1e-3) -> [String] {
        let a = a.filter { $0.opacity > 0 }
        let b = b.filter { $0.opacity > 0 }
        guard a.count == b.count else { return ["\(a.count) nodes, the other scene has \(b.count)"] }
        var problems: [String] = []
        for (index, (x, y)) in zip(a, b).enumerated() {
            if case .shape = x.content, abs(min(max(x.opacity, 0), 1) - min(max(y.opacity, 0), 1)) > tolerance {
                problems.append("node \(index): opacity \(y.opacity), expected \(x.opacity)")
            }
            switch (x.content, y.content) {
            case (.shape(let p), .shape(let q)):
                let outline = x.drawnPath(p.path).applying(x.transform)
                let clips = x.clips.map { $0.path.applying($0.transform) }
                let gap = ([outline] + clips).map {
                    distance($0, y.drawnPath(q.path).applying(y.transform), enough: tolerance)
                }
                .min()!
                if gap > tolerance { problems.append("node \(index): outlines \(gap) apart") }
                guard p.layers.count == q.layers.count else {
                    problems.append("node \(index): \(q.layers.count) paints, expected \(p.layers.count)")
                    continue
                }
                let scaleX = hypot(Double(x.transform.a), Double(x.transform.b))
                let scaleY = hypot(Double(y.transform.a), Double(y.transform.b))
                for (k, (l, m)) in zip(p.layers, q.layers).enumerated() {
                    let s1 = stops(l.paintValue, size: p.size, transform: x.transform)
                    let s2 = stops(m.paintValue, size: q.size, transform: y.transform)
                    if s1.count != s2.count || zip(s1, s2).contains(where: { abs($0 - $1) > tolerance }) {
                        problems.append("node \(index) paint \(k): \(m.paintValue), expected \(l.paintValue)")
                    }
                    if case .stroke(_, let s1) = l, case .stroke(_, let s2) = m,
                        abs(s1.lineWidth * scaleX - s2.lineWidth * scaleY) > tolerance
                    {
                        problems.append("node \(index) paint \(k): stroke width \(s2.lineWidth * scaleY)")
                    }
                }
            case (.text(let p), .text(let q)):
                if p.lines != q.lines { problems.append("node \(index): text \(q.lines)") }
                if abs(p.font.size - q.font.size) > tolerance { problems.append("node \(index): size \(q.font.size)") }
                if let l1 = p.layout.first, let l2 = q.layout.first {
                    let e = CGPoint(x: l1.anchorX, y: l1.baseline).applying(x.transform)
                    let s = CGPoint(x: l2.anchorX, y: l2.baseline).applying(y.transform)
                    let gap = hypot(Double(e.x - s.x), Double(e.y - s.y))
                    if gap > tolerance { problems.append("node \(index): baseline \(gap) away") }
                }
                let c1 = paintColor(p.paint)
                let c2 = paintColor(q.paint)
                if zip(components(c1), components(c2)).contains(where: { abs($0 - $1) > tolerance }) {
                    problems.append("node \(index): text colour \(c2)")
                }
                if abs(c1.opacity * x.opacity - c2.opacity * y.opacity) > tolerance {
                    problems.append("node \(index): text opacity")
                }
            default:
                problems.append("node \(index): a \(x.content) became a \(y.content)")
            }
        }
        return problems
    }
}

extension SceneComparison {
    /// A solid paint's colour, or a linear gradient's stops (location, colour) and its end points on the canvas.
    static func stops(_ paint: Paint, size: CGSize, transform: CGAffineTransform) -> [Double] {
        func numbers(_ color: Color) -> [Double] { components(color) + [min(max(color.opacity, 0), 1)] }
        let linear: LinearGradient
        switch paint {
        case .color(let color): return numbers(color)
        case .linearGradient(let gradient): linear = gradient
        case .colorGradient(let color): linear = Paint.standardGradient(for: color)
        case .angularGradient(let gradient):
            return gradient.gradient.stops.flatMap { [$0.location] + numbers($0.color) }
        case .radialGradient(let gradient):
            return gradient.gradient.stops.flatMap { [$0.location] + numbers($0.color) }
        }
        func point(_ unit: UnitPoint) -> [Double] {
            let p = CGPoint(x: unit.x * Double(size.width), y: unit.y * Double(size.height)).applying(transform)
            return [Double(p.x), Double(p.y)]
        }
        return linear.gradient.stops.flatMap { [$0.location] + numbers($0.color) } + point(linear.startPoint)
            + point(linear.endPoint)
    }
}

extension ShapeLayer {
    var paintValue: Paint {
        switch self {
        case .fill(let paint, _), .stroke(let paint, _): paint
        }
    }
}
