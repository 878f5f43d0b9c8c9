import AnimDBEngine
import Foundation

/// A flower of petals radiating from the rectangle's centre, each petal a pair of quadratic curves.
///
/// With n = max(Int(petalCount), 1), petal i points along θᵢ = 2π · i / n + rotationOffset and half a petal spans
/// h = π / n. Each petal moves to the centre, curves out to the tip centre + outerRadius · (cos θᵢ, sin θᵢ) with
/// control point centre + innerRadius · (cos(θᵢ − h), sin(θᵢ − h)), curves back to the centre with control point
/// centre + innerRadius · (cos(θᵢ + h), sin(θᵢ + h)), and closes.
public struct Petal: Shape, Hashable {
    /// The number of petals; only its whole part (at least 1) is drawn.
    public var petalCount: Double
    /// Distance of the curves' control points from the centre; sets how wide each petal bulges.
    public var innerRadius: Double
    /// Distance of each petal's tip from the centre.
    public var outerRadius: Double
    /// Turn applied to every petal; jumps rather than animates.
    public var rotationOffset: Angle

    public init(petalCount: Double, innerRadius: Double, outerRadius: Double, rotationOffset: Angle = .zero) {
        self.petalCount = petalCount
        self.innerRadius = innerRadius
        self.outerRadius = outerRadius
        self.rotationOffset = rotationOffset
    }

    /// The number of petals drawn: `petalCount` truncated, and at least 1.
    public var drawnPetalCount: Int {
        guard petalCount.isFinite else { return 1 }
        return max(Int(min(petalCount, 10_000)), 1)
    }

    public var animatableData: AnimatablePair<Double, AnimatablePair<Double, Double>> {
        get { AnimatablePair(petalCount, AnimatablePair(innerRadius, outerRadius)) }
        set { (petalCount, innerRadius, outerRadius) = (newValue.first, newValue.second.first, newValue.second.second) }
    }

    public func path(in rect: CGRect) -> Path {
        let n = drawnPetalCount
        let center = CGPoint(x: rect.midX, y: rect.midY)
        func point(_ radius: Double, _ angle: Double) -> CGPoint {
            CGPoint(x: Double(center.x) + radius * cos(angle), y: Double(center.y) + radius * sin(angle))
        }
        let halfPetal = Double.pi / Double(n)
        var path = Path()
        for i in 0..<n {
            let angle = 2 * .pi * Double(i) / Double(n) + rotationOffset.radians
            path.move(to: center)
            path.addQuadCurve(to: point(outerRadius, angle), control: point(innerRadius, angle - halfPetal))
            path.addQuadCurve(to: center, control: point(innerRadius, angle + halfPetal))
            path.closeSubpath()
        }
        return path
    }
}
