import AnimDBEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A rectangle with fully rounded ends, as SwiftUI's `Capsule` (whose style defaults to `.circular`): corner radius
/// min(width, height) / 2.
public struct Capsule: Shape, Hashable {
    public init() {}

    public typealias AnimatableData = EmptyAnimatableData

    public func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        var path = Path()
        path.addRoundedRect(in: rect, cornerSize: CGSize(width: radius, height: radius), style: .circular)
        return path
    }
}
