import AnimDBEngine
import Foundation

/// An arc of the circle inscribed in the rectangle's width, measured from 12 o'clock, as in Hacking with Swift's
/// `Arc` shape.
///
/// SwiftUI measures angles from 3 o'clock and, in its flipped coordinates, draws `clockwise: false` arcs clockwise
/// on screen. The shape compensates for both: with `rotationAdjustment = 90°` it calls
/// `addArc(center: (midX, midY), radius: width / 2, startAngle: startAngle − 90°, endAngle: endAngle − 90°,
/// clockwise: !clockwise)`.
public struct Arc: Shape, Hashable {
    /// Where the arc starts, measured clockwise from 12 o'clock.
    public var startAngle: Angle
    /// Where the arc ends, measured clockwise from 12 o'clock.
    public var endAngle: Angle
    /// Whether the arc runs clockwise on screen from `startAngle` to `endAngle`; it jumps rather than animates.
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
        let rotationAdjustment = Angle.degrees(90)
        var path = Path()
        path.addArc(
            center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2,
            startAngle: startAngle - rotationAdjustment, endAngle: endAngle - rotationAdjustment,
            clockwise: !clockwise)
        return path
    }
}
