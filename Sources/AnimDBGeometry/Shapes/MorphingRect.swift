import AnimDBEngine
import Foundation

/// A rounded square of side `size` centred in the rectangle, whose size and corner radius morph together.
///
/// Draws `addRoundedRect(in: CGRect(x: midX − size/2, y: midY − size/2, width: size, height: size),
/// cornerSize: (cornerRadius, cornerRadius))`; a corner radius of size / 2 makes a circle.
public struct MorphingRect: Shape, Hashable {
    /// Side length in points.
    public var size: Double
    /// Corner radius in points, clamped to half the side.
    public var cornerRadius: Double

    public init(size: Double, cornerRadius: Double) {
        self.size = size
        self.cornerRadius = cornerRadius
    }

    public var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(size, cornerRadius) }
        set { (size, cornerRadius) = (newValue.first, newValue.second) }
    }

    public func path(in rect: CGRect) -> Path {
        let side = max(size, 0)
        var path = Path()
        path.addRoundedRect(
            in: CGRect(x: Double(rect.midX) - side / 2, y: Double(rect.midY) - side / 2, width: side, height: side),
            cornerSize: CGSize(width: cornerRadius, height: cornerRadius))
        return path
    }
}
