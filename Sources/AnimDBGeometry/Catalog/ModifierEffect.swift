import AnimDBEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What a modifier preset does to its content at one instant: SwiftUI's `offset`, `scaleEffect`,
/// `rotationEffect` and `opacity`, plus the text a counter shows.
///
/// The transform is applied as SwiftUI applies `.scaleEffect(scale, anchor:).rotationEffect(rotation, anchor:)
/// .offset(x:y:)`: scale then rotate about the anchor, then translate.
public struct ModifierEffect: Hashable, Sendable {
    /// Horizontal translation in points, applied after scaling and rotation.
    public var offsetX: Double
    /// Vertical translation in points (downwards), applied after scaling and rotation.
    public var offsetY: Double
    /// Uniform scale factor about the anchor.
    public var scale: Double
    /// The point, in unit coordinates of the content's bounds, that scaling and rotation keep fixed.
    public var anchor: UnitPoint
    /// Rotation about the anchor; positive angles turn clockwise on screen.
    public var rotation: Angle
    /// 0 (invisible) to 1 (opaque).
    public var opacity: Double
    /// Replacement text for the content (the counter's formatted value), or `nil` to keep the content's own.
    public var text: String?

    public init(
        offsetX: Double = 0, offsetY: Double = 0, scale: Double = 1, anchor: UnitPoint = .center,
        rotation: Angle = .zero, opacity: Double = 1, text: String? = nil
    ) {
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.scale = scale
        self.anchor = anchor
        self.rotation = rotation
        self.opacity = opacity
        self.text = text
    }

    /// The effect that changes nothing.
    public static let identity = ModifierEffect()

    /// The anchor's position in `bounds`.
    public func anchorPoint(in bounds: CGRect) -> CGPoint {
        CGPoint(
            x: Double(bounds.minX) + anchor.x * Double(bounds.width),
            y: Double(bounds.minY) + anchor.y * Double(bounds.height))
    }

    /// The affine transform that maps content laid out in `bounds` to where the effect draws it:
    /// p′ = anchor + R(rotation) · scale · (p − anchor) + (offsetX, offsetY).
    public func transform(in bounds: CGRect) -> CGAffineTransform {
        let a = anchorPoint(in: bounds)
        return CGAffineTransform(translationX: -a.x, y: -a.y)
            .concatenating(CGAffineTransform(scaleX: scale, y: scale))
            .concatenating(CGAffineTransform(rotationAngle: rotation.radians))
            .concatenating(CGAffineTransform(translationX: a.x + offsetX, y: a.y + offsetY))
    }
}
