import AnimDBEngine
import AnimDBGeometry

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension LottieBezier {
    /// `path` as Lottie shapes, one per subpath that draws something (`ShapePath(path)`: lines keep zero tangents,
    /// cubics keep their control points, quadratic curves become the same cubics, and a closed subpath ending on its
    /// start drops the repeated vertex).
    public static func shapes(from path: Path) -> [LottieBezier] {
        ShapePath(path).subpaths.map(LottieBezier.init)
    }

    /// The same subpath in Lottie's terms: handles relative to their vertices.
    public init(_ subpath: ShapePath.Subpath) {
        let vertices = subpath.vertices.map(LottiePoint.init)
        self.init(
            closed: subpath.isClosed, vertices: vertices,
            inTangents: zip(subpath.inControls.map(LottiePoint.init), vertices).map { $0 - $1 },
            outTangents: zip(subpath.outControls.map(LottiePoint.init), vertices).map { $0 - $1 })
    }

    /// The shape as a subpath of a `ShapePath`: handles as points.
    public var subpath: ShapePath.Subpath {
        ShapePath.Subpath(
            isClosed: closed, vertices: vertices.map(\.cgPoint),
            inControls: zip(vertices, inTangents).map { ($0 + $1).cgPoint },
            outControls: zip(vertices, outTangents).map { ($0 + $1).cgPoint })
    }

    /// The shape as a `Path` subpath (see `Path.init(_: ShapePath)`); empty shapes give an empty path.
    public var path: Path { Path(ShapePath(subpaths: [subpath])) }
}

extension Path {
    /// The path drawing all of `shapes` (Lottie subpaths), in order.
    public init(lottie shapes: [LottieBezier]) {
        self.init(ShapePath(subpaths: shapes.map(\.subpath)))
    }
}

extension LottiePoint {
    public init(_ point: CGPoint) {
        self.init(x: Double(point.x), y: Double(point.y))
    }

    public var cgPoint: CGPoint { CGPoint(x: x, y: y) }
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
