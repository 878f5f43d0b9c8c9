#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A point in a Lottie document: layer coordinates, y growing downwards (as in SwiftUI).
public struct LottiePoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = LottiePoint(x: 0, y: 0)

    public static func + (lhs: LottiePoint, rhs: LottiePoint) -> LottiePoint {
        LottiePoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
    }

    public static func - (lhs: LottiePoint, rhs: LottiePoint) -> LottiePoint {
        LottiePoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
    }

    /// The point as a two-element vector, as Lottie writes points.
    public var vector: [Double] { [x, y] }
}

/// One Bézier subpath of a Lottie shape (`sh`): vertices, with the control points before (`i`) and after (`o`)
/// each vertex stored relative to it, and whether the last vertex joins the first.
///
/// Segment k runs from vertex k to vertex k + 1 with control points `v[k] + o[k]` and `v[k+1] + i[k+1]`; a closed
/// shape has one more segment, from the last vertex back to the first. Zero tangents make a straight line.
public struct LottieBezier: Hashable, Sendable {
    public var closed: Bool
    public var vertices: [LottiePoint]
    public var inTangents: [LottiePoint]
    public var outTangents: [LottiePoint]

    /// - Precondition: The three arrays have the same length.
    public init(closed: Bool, vertices: [LottiePoint], inTangents: [LottiePoint], outTangents: [LottiePoint]) {
        precondition(
            vertices.count == inTangents.count && vertices.count == outTangents.count,
            "a Bézier shape needs one in and one out tangent per vertex")
        self.closed = closed
        self.vertices = vertices
        self.inTangents = inTangents
        self.outTangents = outTangents
    }

    /// A shape of straight lines through `points`.
    public init(polygon points: [LottiePoint], closed: Bool) {
        let zeros = Array(repeating: LottiePoint.zero, count: points.count)
        self.init(closed: closed, vertices: points, inTangents: zeros, outTangents: zeros)
    }

    /// The shape with no vertices (draws nothing): what a frame shows for a subpath it does not have.
    public static let empty = LottieBezier(closed: false, vertices: [], inTangents: [], outTangents: [])

    /// Whether two shapes can be interpolated vertex by vertex.
    public func isCompatible(with other: LottieBezier) -> Bool {
        vertices.count == other.vertices.count && closed == other.closed
    }
}

extension LottieBezier: LottieValue {
    public var easedDimensions: Int { 1 }

    /// Vertex-wise interpolation, as players morph shapes; nil (hold) when the vertex counts or closedness differ.
    public func interpolated(to other: LottieBezier, amounts: [Double]) -> LottieBezier? {
        guard isCompatible(with: other) else { return nil }
        let amount = amounts.first ?? 0
        func mix(_ a: [LottiePoint], _ b: [LottiePoint]) -> [LottiePoint] {
            zip(a, b).map { LottiePoint(x: $0.x + ($1.x - $0.x) * amount, y: $0.y + ($1.y - $0.y) * amount) }
        }
        return LottieBezier(
            closed: closed, vertices: mix(vertices, other.vertices), inTangents: mix(inTangents, other.inTangents),
            outTangents: mix(outTangents, other.outTangents))
    }
}
