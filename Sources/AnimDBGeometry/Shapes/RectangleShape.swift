import AnimDBEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A `width` × `height` rectangle centred in the drawing rectangle (named to avoid clashing with SwiftUI's
/// `Rectangle`, which always fills its frame).
public struct RectangleShape: Shape, Hashable {
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }

    public func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addRect(
            CGRect(x: Double(rect.midX) - width / 2, y: Double(rect.midY) - height / 2, width: width, height: height))
        return path
    }
}
