import AnimDBEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A 2D shape that draws itself into a rectangle, as SwiftUI's `Shape` without the view machinery.
///
/// A shape's `animatableData` holds exactly the properties that interpolate between two shapes of the same type;
/// properties that only jump (like `Arc.clockwise`) stay out of it, as `@AnimatableIgnored` would leave them.
public protocol Shape: Animatable, Sendable {
    /// The shape's outline in `rect`'s coordinate space.
    func path(in rect: CGRect) -> Path
}
