import AnimDBEngine
import Foundation

/// A rectangle filling its frame with circular corners, as SwiftUI's `RoundedRectangle(cornerRadius:style:
/// .circular)`.
public struct RoundedRectangle: Shape, Hashable {
    /// Corner width and height, clamped to half the frame.
    public var cornerSize: CGSize

    public init(cornerSize: CGSize) {
        self.cornerSize = cornerSize
    }

    public init(cornerRadius: Double) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// The corner size's animatable data, as SwiftUI's `RoundedRectangle`.
    public var animatableData: CGSize.AnimatableData {
        get { cornerSize.animatableData }
        set { cornerSize.animatableData = newValue }
    }

    public func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addRoundedRect(in: rect, cornerSize: cornerSize)
        return path
    }
}
