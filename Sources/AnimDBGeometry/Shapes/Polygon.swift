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

/// A regular polygon centred in the rectangle with its first vertex at the top.
///
/// With n = max(Int(sides), 3) and r = min(width, height) / 2 · scale, vertex i sits at
/// centre + r · (cos θᵢ, sin θᵢ) where θᵢ = −90° + rotation + 360° · i / n; the vertices are joined and closed.
/// `sides` animates as a `Double` (the drawn count changes when it crosses an integer); `rotation` jumps.
public struct Polygon: Shape, Hashable {
    /// The number of sides; only its whole part (at least 3) is drawn.
    public var sides: Double
    /// Circumradius as a fraction of half the rectangle's shorter side.
    public var scale: Double
    /// Clockwise turn of the first vertex away from the top; jumps rather than animates.
    public var rotation: Angle

    public init(sides: Double, scale: Double = 1, rotation: Angle = .zero) {
        self.sides = sides
        self.scale = scale
        self.rotation = rotation
    }

    /// The number of vertices drawn: `sides` truncated, and never fewer than 3.
    public var vertexCount: Int {
        // Int(_:) traps on NaN and huge values; treat them as the minimum / a sane cap.
        guard sides.isFinite else { return 3 }
        return max(Int(min(sides, 100_000)), 3)
    }

    public var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(sides, scale) }
        set { (sides, scale) = (newValue.first, newValue.second) }
    }

    public func path(in rect: CGRect) -> Path {
        let n = vertexCount
        let radius = Double(min(rect.width, rect.height)) / 2 * scale
        let (cx, cy) = (Double(rect.midX), Double(rect.midY))
        var path = Path()
        for i in 0..<n {
            // The article's arithmetic in its order, so the vertices are bit-identical to its `path(in:)`.
            let angle = (Double(i) / Double(n)) * 2 * .pi - .pi / 2 + rotation.radians
            path.addLine(to: CGPoint(x: cx + radius * cos(angle), y: cy + radius * sin(angle)))
        }
        path.closeSubpath()
        return path
    }
}
