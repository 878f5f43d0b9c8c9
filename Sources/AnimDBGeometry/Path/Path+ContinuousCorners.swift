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
    /// The share of each corner given to smoothing; Figma's "corner smoothing" of 60 % is the value its authors
    /// matched to iOS.
    static let continuousCornerSmoothing = 0.6

    /// Appends a rectangle with continuous ("squircle") corners of `cornerRadius`.
    ///
    /// Apple does not publish its continuous-corner curve. animdb uses the published approximation of Daniel Furse,
    /// "Desperately seeking squircles" (Figma engineering blog, 3 April 2018), with corner smoothing ξ = 0.6, the
    /// setting Figma matched to iOS. Each corner of radius R (clamped to half the shorter side) spans p = (1 + ξ)·R
    /// along each edge: a cubic Bézier eases from the straight edge into a circular arc of radius R covering
    /// 90°·(1 − ξ), and a mirrored cubic eases out. When p would exceed half the shorter side, ξ is reduced to fit
    /// (`ξ = min(ξ, budget / R − 1)`), so the corners turn into plain quarter circles as R reaches half the side and a
    /// square with R = side / 2 is a circle, as in SwiftUI.
    ///
    /// With a = 2b, b = (p − ℓ − c − d) / 3, arc chord projection ℓ = √2·R·sin(θ/2) (θ the arc's angle),
    /// c = R·tan(α/2)·cos β, d = c·tan β, α = (90° − θ) / 2 and β = 45°·ξ, the top-right corner runs from
    /// (maxX − p, minY) through the cubic with controls +a and +(a + b) along the edge to (maxX − ℓ − d, minY + d),
    /// the arc to (maxX − d, minY + d + ℓ), and the mirrored cubic to (maxX, minY + p); the other corners are
    /// rotations of it. The subpath starts at (minX + p, minY), runs clockwise on screen and always has the same
    /// elements (move, then a line and three cubics per corner, then close), so rounded rectangles of any radius morph
    /// point by point.
    public mutating func addContinuousRoundedRect(in rect: CGRect, cornerRadius: Double) {
        let r = rect.standardized
        let (minX, minY, maxX, maxY) = (Double(r.minX), Double(r.minY), Double(r.maxX), Double(r.maxY))
        let budget = min(Double(r.width), Double(r.height)) / 2
        let corner = ContinuousCorner(
            radius: min(max(cornerRadius.isFinite ? cornerRadius : 0, 0), budget), budget: budget)
        // Each corner maps template coordinates (s back along the incoming edge, t along the outgoing edge) to the
        // plane: point = corner − s·incoming + t·outgoing.
        let corners: [(corner: (Double, Double), incoming: (Double, Double), outgoing: (Double, Double))] = [
            ((maxX, minY), (1, 0), (0, 1)), ((maxX, maxY), (0, 1), (-1, 0)),
            ((minX, maxY), (-1, 0), (0, -1)), ((minX, minY), (0, -1), (1, 0)),
        ]
        move(to: CGPoint(x: minX + corner.extent, y: minY))
        for (c, incoming, outgoing) in corners {
            func point(_ s: Double, _ t: Double) -> CGPoint {
                CGPoint(
                    x: c.0 - s * incoming.0 + t * outgoing.0, y: c.1 - s * incoming.1 + t * outgoing.1)
            }
            let points = corner.template.map { point($0.s, $0.t) }
            addLine(to: points[0])
            addCurve(to: points[3], control1: points[1], control2: points[2])
            addCurve(to: points[6], control1: points[4], control2: points[5])
            addCurve(to: points[9], control1: points[7], control2: points[8])
        }
        closeSubpath()
    }
}

/// One continuous corner in template coordinates: ten points (the start on the incoming edge, then three cubics'
/// control points and ends), with s measured back from the corner along the incoming edge and t along the outgoing
/// edge.
struct ContinuousCorner {
    /// How far along each edge the corner reaches (Figma's p).
    let extent: Double
    let template: [(s: Double, t: Double)]

    init(radius: Double, budget: Double, smoothing: Double = Path.continuousCornerSmoothing) {
        guard radius > 0 else {
            extent = 0
            template = Array(repeating: (0, 0), count: 10)
            return
        }
        let smoothing = min(smoothing, max(budget / radius - 1, 0))
        let p = min((1 + smoothing) * radius, budget)
        let degrees = Double.pi / 180
        let arcAngle = 90 * (1 - smoothing) * degrees
        let arcLength = sin(arcAngle / 2) * radius * 2.0.squareRoot()
        let alpha = (90 * degrees - arcAngle) / 2
        let beta = 45 * smoothing * degrees
        let c = radius * tan(alpha / 2) * cos(beta)
        let d = c * tan(beta)
        let b = (p - arcLength - c - d) / 3
        let a = 2 * b
        let arcStart = (s: arcLength + d, t: d)
        let arcEnd = (s: d, t: d + arcLength)
        // The arc as one cubic (θ ≤ 90°): control points along the tangents, (4/3)·tan(θ/4)·R from the ends. In
        // template coordinates the circle's centre is (R, R) and travel runs from the s axis towards the t axis.
        let k = 4.0 / 3.0 * tan(arcAngle / 4) * radius
        func tangent(_ point: (s: Double, t: Double)) -> (Double, Double) {
            let (ds, dt) = (point.s - radius, point.t - radius)
            let length = (ds * ds + dt * dt).squareRoot()
            // Perpendicular to the radius, pointing from the incoming edge towards the outgoing one.
            return length > 0 ? (dt / length, -ds / length) : (0, 0)
        }
        let (t1, t2) = (tangent(arcStart), tangent(arcEnd))
        extent = p
        template = [
            (p, 0), (p - a, 0), (p - a - b, 0), arcStart,
            (arcStart.s + k * t1.0, arcStart.t + k * t1.1), (arcEnd.s - k * t2.0, arcEnd.t - k * t2.1), arcEnd,
            (0, d + arcLength + c), (0, d + arcLength + b + c), (0, p),
        ]
    }
}
