import AnimDBEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A rectangle filling its frame with rounded corners, as SwiftUI's `RoundedRectangle(cornerRadius:style:)`, whose
/// style defaults to `.continuous`.
public struct RoundedRectangle: Shape, Hashable {
    /// Corner width and height, clamped to half the frame.
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public init(cornerRadius: Double, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// The corner size's animatable data, as SwiftUI's `RoundedRectangle`.
    public var animatableData: CGSize.AnimatableData {
        get { cornerSize.animatableData }
        set { cornerSize.animatableData = newValue }
    }

    public func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
        return path
    }
}
