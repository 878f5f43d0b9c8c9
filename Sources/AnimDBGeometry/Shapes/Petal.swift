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

/// The `PetalShape` of the `@Animatable` article: petals radiating from the rectangle's centre, each a pair of
/// quadratic curves.
///
/// With n = max(Int(petalCount), 2), petal i points along θᵢ = (i / n) · 2π + rotationOffset and half a petal spans
/// h = π / n. Each petal moves to the centre, curves to the tip centre + outerRadius · (cos θᵢ, sin θᵢ) with control
/// point centre + innerRadius · (cos(θᵢ − h), sin(θᵢ − h)), and curves back to the centre with control point
/// centre + innerRadius · (cos(θᵢ + h), sin(θᵢ + h)). Subpaths are left open, as in the article.
public struct Petal: Shape, Hashable {
    /// The number of petals; only its whole part (at least 2) is drawn.
    public var petalCount: Double
    /// Distance of the curves' control points from the centre; sets how wide each petal bulges.
    public var innerRadius: Double
    /// Distance of each petal's tip from the centre.
    public var outerRadius: Double
    /// Turn applied to every petal, in radians; `@AnimatableIgnored`, so it jumps.
    public var rotationOffset: Double

    public init(petalCount: Double, innerRadius: Double, outerRadius: Double, rotationOffset: Double = 0) {
        self.petalCount = petalCount
        self.innerRadius = innerRadius
        self.outerRadius = outerRadius
        self.rotationOffset = rotationOffset
    }

    /// The number of petals drawn: `max(Int(petalCount), 2)`. `Int(_:)` traps on NaN and huge values, so those
    /// draw the minimum and a cap of 10,000.
    public var drawnPetalCount: Int {
        guard petalCount.isFinite else { return 2 }
        return max(Int(min(petalCount, 10_000)), 2)
    }

    public var animatableData: AnimatablePair<Double, AnimatablePair<Double, Double>> {
        get { AnimatablePair(petalCount, AnimatablePair(innerRadius, outerRadius)) }
        set { (petalCount, innerRadius, outerRadius) = (newValue.first, newValue.second.first, newValue.second.second) }
    }

    public func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let count = drawnPetalCount
        func point(_ radius: Double, _ angle: Double) -> CGPoint {
            CGPoint(x: Double(center.x) + radius * cos(angle), y: Double(center.y) + radius * sin(angle))
        }
        var path = Path()
        for i in 0..<count {
            let baseAngle = (Double(i) / Double(count)) * 2 * .pi + rotationOffset
            let leftAngle = baseAngle - .pi / Double(count)
            let rightAngle = baseAngle + .pi / Double(count)
            path.move(to: center)
            path.addQuadCurve(to: point(outerRadius, baseAngle), control: point(innerRadius, leftAngle))
            path.addQuadCurve(to: center, control: point(innerRadius, rightAngle))
        }
        return path
    }
}
