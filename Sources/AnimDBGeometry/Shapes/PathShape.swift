import AnimDBEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A path given by its vertices and tangents (`ShapePath`), drawn where its points are whatever the frame, as
/// SwiftUI draws a `Path` used as a shape. It animates vertex by vertex between paths of the same structure; an
/// imported Lottie shape is one.
public struct PathShape: Shape, Hashable {
    public var path: ShapePath

    public init(path: ShapePath) {
        self.path = path
    }

    public var animatableData: AnimatableVector {
        get { path.animatableData }
        set { path.animatableData = newValue }
    }

    public func path(in rect: CGRect) -> Path { Path(path) }
}

/// The ellipse inscribed in the frame, as SwiftUI's `Ellipse`.
public struct Ellipse: Shape, Hashable {
    public init() {}

    public typealias AnimatableData = EmptyAnimatableData

    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}
