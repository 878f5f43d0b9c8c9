import AnimDBEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The `MorphingShape` of the `Animatable`/`AnimatablePair` article: a centred rounded square whose size and corner
/// radius animate together.
///
/// With s = min(size, width, height) it returns `Path(roundedRect: CGRect(x: (width − s) / 2, y: (height − s) / 2,
/// width: s, height: s), cornerRadius: cornerRadius)`, whose corner style defaults to `.continuous` in SwiftUI
/// (see `Path.addRoundedRect(in:cornerSize:style:)` for how animdb draws continuous corners).
public struct MorphingShape: Shape, Hashable {
    /// Side length in points, clamped to the frame.
    public var size: Double
    /// Corner radius in points.
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
        let adjustedSize = min(size, Double(rect.width), Double(rect.height))
        let square = CGRect(
            x: (Double(rect.width) - adjustedSize) / 2, y: (Double(rect.height) - adjustedSize) / 2,
            width: adjustedSize, height: adjustedSize)
        return Path(roundedRect: square, cornerRadius: cornerRadius)
    }
}
