import AnimDBEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The largest circle centred in the rectangle, as SwiftUI's `Circle`: an ellipse in the centred square of side
/// min(width, height).
public struct Circle: Shape, Hashable {
    public init() {}

    public typealias AnimatableData = EmptyAnimatableData

    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        var path = Path()
        path.addEllipse(in: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
        return path
    }
}
