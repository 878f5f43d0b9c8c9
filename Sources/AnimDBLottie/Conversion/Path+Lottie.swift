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

extension Path {
    /// The stretch `from`…`to` of the outline's length, where the ends may run past 1 by up to one length and wrap
    /// round to the start (a Lottie trim path's offset moves both ends along the outline): one stretch, or the one
    /// to the end followed by the one from the start.
    func trimmedWrapping(from: Double, to: Double) -> Path {
        if to <= 1 { return trimmedPath(from: from, to: to) }
        if from >= 1 { return trimmedPath(from: from - 1, to: to - 1) }
        var result = trimmedPath(from: from, to: 1)
        result.addPath(trimmedPath(from: 0, to: to - 1))
        return result
    }

    /// This closed outline (one subpath) starting `fraction` of its length along instead of at its start: the same
    /// outline, so a trim of it measured from its start is a trim of the original measured from there.
    func startingAt(fraction: Double) -> Path {
        let shift = fraction - fraction.rounded(.down)
        guard shift > 0, shift < 1 else { return self }
        var elements = trimmedPath(from: shift, to: 1).elements
        let tail = trimmedPath(from: 0, to: shift).elements
        // The tail starts where the head ends (the outline's start): its move is dropped.
        elements += tail.drop { if case .move = $0 { true } else { false } }
        elements.append(.closeSubpath)
        return Path(elements: elements)
    }
}
