import AnimDBEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// SwiftUI's `Rectangle()`: the whole drawing rectangle.
public struct Rectangle: Shape, Hashable {
    public init() {}

    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }

    public func path(in rect: CGRect) -> Path { Path(rect) }
}
