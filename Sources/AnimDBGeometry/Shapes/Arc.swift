import AnimDBEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// An arc of the circle inscribed in the rectangle's width, as the `Arc` shape of the `@Animatable` article:
/// `path.addArc(center: (midX, midY), radius: width / 2, startAngle:, endAngle:, clockwise:)`.
///
/// Angles follow SwiftUI's `addArc`: 0° points to 3 o'clock and angles grow towards +y, which is down on screen,
/// so `clockwise: false` sweeps through increasing angles and looks clockwise on screen: `Arc(0°, 180°, clockwise:
/// false)` is the bottom half of the circle.
public struct Arc: Shape, Hashable {
    /// Where the arc starts, from 3 o'clock towards 6 o'clock.
    public var startAngle: Angle
    /// Where the arc ends, from 3 o'clock towards 6 o'clock.
    public var endAngle: Angle
    /// `addArc`'s direction flag (`false` sweeps through increasing angles); `@AnimatableIgnored`, so it jumps.
    public var clockwise: Bool

    public init(startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        self.startAngle = startAngle
        self.endAngle = endAngle
        self.clockwise = clockwise
    }

    /// Both angles' animatable data (radians × 128), as `@Animatable` nests `Angle`.
    public var animatableData: AnimatablePair<Angle.AnimatableData, Angle.AnimatableData> {
        get { AnimatablePair(startAngle.animatableData, endAngle.animatableData) }
        set { (startAngle.animatableData, endAngle.animatableData) = (newValue.first, newValue.second) }
    }

    public func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addArc(
            center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2, startAngle: startAngle,
            endAngle: endAngle, clockwise: clockwise)
        return path
    }
}
