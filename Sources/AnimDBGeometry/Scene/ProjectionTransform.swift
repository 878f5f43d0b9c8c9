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

/// A 3 × 3 projective transform of the plane, SwiftUI's `ProjectionTransform`: a point (x, y) maps to
/// ((x·m11 + y·m21 + m31) / w, (x·m12 + y·m22 + m32) / w) with w = x·m13 + y·m23 + m33 (row vectors, as
/// CoreGraphics and CoreAnimation write matrices).
public struct ProjectionTransform: Hashable, Sendable {
    public var m11, m12, m13, m21, m22, m23, m31, m32, m33: Double

    public init(
        m11: Double = 1, m12: Double = 0, m13: Double = 0, m21: Double = 0, m22: Double = 1, m23: Double = 0,
        m31: Double = 0, m32: Double = 0, m33: Double = 1
    ) {
        (self.m11, self.m12, self.m13) = (m11, m12, m13)
        (self.m21, self.m22, self.m23) = (m21, m22, m23)
        (self.m31, self.m32, self.m33) = (m31, m32, m33)
    }

    public init(_ t: CGAffineTransform) {
        self.init(
            m11: Double(t.a), m12: Double(t.b), m21: Double(t.c), m22: Double(t.d), m31: Double(t.tx),
            m32: Double(t.ty))
    }

    public static let identity = ProjectionTransform()

    /// Whether the transform keeps parallel lines parallel (no perspective): then `affine` is all of it.
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// The affine part (exact when `isAffine`).
    public var affine: CGAffineTransform {
        CGAffineTransform(
            a: CGFloat(m11 / m33), b: CGFloat(m12 / m33), c: CGFloat(m21 / m33), d: CGFloat(m22 / m33),
            tx: CGFloat(m31 / m33), ty: CGFloat(m32 / m33))
    }

    /// This transform, then `other`.
    public func concatenating(_ other: ProjectionTransform) -> ProjectionTransform {
        let a = self
        let b = other
        return ProjectionTransform(
            m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31, m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32,
            m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33, m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31,
            m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32, m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33,
            m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31, m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32,
            m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33)
    }

    /// Where `point` goes; a point on or behind the eye's plane (w ≤ 0) is kept at the last finite place
    /// (`nil`), as nothing is drawn there.
    public func apply(_ point: CGPoint) -> CGPoint? {
        let (x, y) = (Double(point.x), Double(point.y))
        let w = x * m13 + y * m23 + m33
        guard w > 1e-9 else { return nil }
        return CGPoint(x: (x * m11 + y * m21 + m31) / w, y: (x * m12 + y * m22 + m32) / w)
    }

    /// SwiftUI's `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)` for a view of `size` whose anchor is at
    /// `anchor` (layout coordinates): T(−anchor) · R(angle, axis) · P · T(anchor) with P's m34 = −1 / d and d =
    /// max(width, height) / perspective (OpenSwiftUI `Rotation3DEffect.swift`, CoreAnimation's `CATransform3DRotate`
    /// about the normalised axis), z dropped. A zero axis or perspective 0 gives no rotation or no perspective.
    public static func rotation3D(
        angle: Angle, axis: (x: Double, y: Double, z: Double), anchor: CGPoint, anchorZ: Double, perspective: Double,
        size: CGSize
    ) -> ProjectionTransform {
        typealias M = [[Double]]
        func multiply(_ a: M, _ b: M) -> M {
            (0..<4).map { i in (0..<4).map { j in (0..<4).reduce(0) { $0 + a[i][$1] * b[$1][j] } } }
        }
        func translation(_ x: Double, _ y: Double, _ z: Double) -> M {
            [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [x, y, z, 1]]
        }
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        var rotation: M = translation(0, 0, 0)
        if length > 0 {
            let (x, y, z) = (axis.x / length, axis.y / length, axis.z / length)
            let (c, s) = (cos(angle.radians), sin(angle.radians))
            let t = 1 - c
            rotation = [
                [t * x * x + c, t * x * y + s * z, t * x * z - s * y, 0],
                [t * x * y - s * z, t * y * y + c, t * y * z + s * x, 0],
                [t * x * z + s * y, t * y * z - s * x, t * z * z + c, 0],
                [0, 0, 0, 1],
            ]
        }
        var projection = translation(0, 0, 0)
        let depth = max(Double(size.width), Double(size.height)) / perspective
        if depth.isFinite, depth != 0 { projection[2][3] = -1 / depth }
        let (ax, ay) = (Double(anchor.x), Double(anchor.y))
        let m = multiply(
            multiply(multiply(translation(-ax, -ay, -anchorZ), rotation), projection), translation(ax, ay, anchorZ))
        return ProjectionTransform(
            m11: m[0][0], m12: m[0][1], m13: m[0][3], m21: m[1][0], m22: m[1][1], m23: m[1][3], m31: m[3][0],
            m32: m[3][1], m33: m[3][3])
    }

    /// The inverse, when there is one.
    public func inverted() -> ProjectionTransform? {
        let det =
            m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
        guard abs(det) > 1e-12 else { return nil }
        return ProjectionTransform(
            m11: (m22 * m33 - m23 * m32) / det, m12: (m13 * m32 - m12 * m33) / det, m13: (m12 * m23 - m13 * m22) / det,
            m21: (m23 * m31 - m21 * m33) / det, m22: (m11 * m33 - m13 * m31) / det, m23: (m13 * m21 - m11 * m23) / det,
            m31: (m21 * m32 - m22 * m31) / det, m32: (m12 * m31 - m11 * m32) / det, m33: (m11 * m22 - m12 * m21) / det)
    }
}

extension SceneNode {
    /// `path` (in the node's frame) as the node draws it: through `projection` after `transform`, then back into the
    /// node's frame, so a renderer can keep placing the node with `transform`. Affine projections map control
    /// points exactly; perspective ones map the path flattened to `tolerance` points (straight edges stay exact).
    public func drawnPath(_ path: Path, tolerance: Double = 0.25) -> Path {
        guard let projection else { return path }
        let toCanvas = ProjectionTransform(transform)
        guard let back = toCanvas.inverted() else { return path }
        let local = toCanvas.concatenating(projection).concatenating(back)
        if local.isAffine { return path.applying(local.affine) }
        var result = Path()
        for line in path.flattened(tolerance: tolerance) {
            let points = line.points.compactMap(local.apply)
            guard let first = points.first else { continue }
            result.move(to: first)
            for point in points.dropFirst() { result.addLine(to: point) }
            if line.isClosed { result.closeSubpath() }
        }
        return result
    }
}
