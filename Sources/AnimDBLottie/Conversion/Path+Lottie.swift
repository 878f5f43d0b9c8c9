import AnimDBEngine
import AnimDBGeometry

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension LottieBezier {
    /// `path` as Lottie shapes, one per subpath that draws something.
    ///
    /// Lines keep zero tangents, cubics keep their control points (relative to their end vertices), and quadratic
    /// curves become the cubics with controls 2/3 of the way to the quadratic control (exactly the same curve). A
    /// closed subpath whose last point is its first drops the repeated vertex, moving its in-tangent to the first
    /// vertex, so Lottie's implicit closing segment has no zero-length piece. A subpath with a single point (a lone
    /// move, or a move and a close) draws nothing and is left out.
    public static func shapes(from path: Path) -> [LottieBezier] {
        var shapes: [LottieBezier] = []
        var builder = SubpathBuilder()
        for element in path.elements {
            switch element {
            case .move(let to):
                if let shape = builder.finish(closed: false) { shapes.append(shape) }
                builder.start(LottiePoint(to))
            case .line(let to):
                builder.add(LottiePoint(to), control1: nil, control2: nil)
            case .quadCurve(let to, let control):
                let start = builder.current
                let end = LottiePoint(to)
                let q = LottiePoint(control)
                builder.add(
                    end,
                    control1: LottiePoint(x: start.x + 2 / 3 * (q.x - start.x), y: start.y + 2 / 3 * (q.y - start.y)),
                    control2: LottiePoint(x: end.x + 2 / 3 * (q.x - end.x), y: end.y + 2 / 3 * (q.y - end.y)))
            case .curve(let to, let control1, let control2):
                builder.add(LottiePoint(to), control1: LottiePoint(control1), control2: LottiePoint(control2))
            case .closeSubpath:
                if let shape = builder.finish(closed: true) { shapes.append(shape) }
            }
        }
        if let shape = builder.finish(closed: false) { shapes.append(shape) }
        return shapes
    }

    /// The shape as a `Path` subpath: a move to the first vertex, a line where both tangents of a segment are zero
    /// and a cubic otherwise, and for a closed shape the closing segment followed by `closeSubpath`. Empty shapes
    /// give an empty path.
    public var path: Path {
        var path = Path()
        guard let first = vertices.first else { return path }
        path.move(to: first.cgPoint)
        func segment(from a: Int, to b: Int) {
            let out = outTangents[a]
            let into = inTangents[b]
            if out == .zero, into == .zero {
                path.addLine(to: vertices[b].cgPoint)
            } else {
                path.addCurve(
                    to: vertices[b].cgPoint, control1: (vertices[a] + out).cgPoint,
                    control2: (vertices[b] + into).cgPoint)
            }
        }
        for index in vertices.indices.dropFirst() { segment(from: index - 1, to: index) }
        if closed {
            // A straight closing segment is what closeSubpath draws on its own.
            if outTangents[vertices.count - 1] != .zero || inTangents[0] != .zero {
                segment(from: vertices.count - 1, to: 0)
            }
            path.closeSubpath()
        }
        return path
    }
}

extension Path {
    /// The path drawing all of `shapes` (Lottie subpaths), in order.
    public init(lottie shapes: [LottieBezier]) {
        self.init()
        for shape in shapes { addPath(shape.path) }
    }
}

extension LottiePoint {
    public init(_ point: CGPoint) {
        self.init(x: Double(point.x), y: Double(point.y))
    }

    public var cgPoint: CGPoint { CGPoint(x: x, y: y) }
}

/// Collects one subpath's vertices and tangents.
private struct SubpathBuilder {
    var vertices: [LottiePoint] = []
    var inTangents: [LottiePoint] = []
    var outTangents: [LottiePoint] = []

    var current: LottiePoint { vertices.last ?? .zero }

    mutating func start(_ point: LottiePoint) {
        vertices = [point]
        inTangents = [.zero]
        outTangents = [.zero]
    }

    /// A segment from the current vertex to `end`; nil controls make a straight line.
    mutating func add(_ end: LottiePoint, control1: LottiePoint?, control2: LottiePoint?) {
        if vertices.isEmpty { start(control1 ?? end) }
        let last = vertices.count - 1
        if let control1 { outTangents[last] = control1 - vertices[last] }
        vertices.append(end)
        inTangents.append(control2.map { $0 - end } ?? .zero)
        outTangents.append(.zero)
    }

    /// The finished subpath, or nil when it draws nothing. After a close the next subpath starts where the closed
    /// one began, as `Path` does.
    mutating func finish(closed: Bool) -> LottieBezier? {
        let shape = makeShape(closed: closed)
        if closed, let first = vertices.first {
            start(first)
        } else {
            (vertices, inTangents, outTangents) = ([], [], [])
        }
        return shape
    }

    private func makeShape(closed: Bool) -> LottieBezier? {
        guard vertices.count > 1 else { return nil }
        var vertices = self.vertices
        var inTangents = self.inTangents
        var outTangents = self.outTangents
        // A closed subpath usually ends with a segment back to its start: that end vertex is the first one. When
        // the vertex before it also sits on the start (a zero-length segment, as continuous corners at the circle
        // limit draw), merging would change which segment carries the tangents, so every vertex is kept.
        let count = vertices.count
        if closed, count > 2, vertices[count - 1] == vertices[0], vertices[count - 2] != vertices[0] {
            inTangents[0] = inTangents[inTangents.count - 1]
            vertices.removeLast()
            inTangents.removeLast()
            outTangents.removeLast()
        }
        return LottieBezier(closed: closed, vertices: vertices, inTangents: inTangents, outTangents: outTangents)
    }
}

extension LottieBaker {
    /// Per-frame path keyframes for a path that changes every frame (shapes with their own path math): one
    /// property per subpath (`sh` item), as many as the most subpaths any frame has; a frame with fewer subpaths
    /// shows the rest as empty shapes. Frames whose subpaths cannot morph into the next frame's (vertex count or
    /// closedness differ) hold.
    public func pathShapes(frames: ClosedRange<Int>, jumps: [Double] = [], sample: (Double) -> Path)
        -> [LottieProperty<LottieBezier>]
    {
        var shapesByFrame: [Double: [LottieBezier]] = [:]
        for frame in Self.sampleTimes(frames: frames, jumps: jumps) {
            shapesByFrame[frame] = LottieBezier.shapes(from: sample(frame))
        }
        let count = shapesByFrame.values.map(\.count).max() ?? 0
        return (0..<count).map { index in
            LottieProperty.from(
                shapeKeyframes(frames: frames, jumps: jumps) { frame in
                    let shapes = shapesByFrame[frame] ?? []
                    return index < shapes.count ? shapes[index] : .empty
                })
        }
    }
}
