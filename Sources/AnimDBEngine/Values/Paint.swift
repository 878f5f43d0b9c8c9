#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What fills or strokes a shape, paints text or a background: the `ShapeStyle`s the articles use.
///
/// Gradients are laid out in the frame of the view they paint (unit points and the angular centre are fractions of
/// that frame), as SwiftUI lays out a gradient passed to `.fill`, `.stroke`, `.foregroundStyle` or `.background`.
public enum Paint: Hashable, Sendable {
    /// A solid colour (`.cyan`, `Color.blue.opacity(0.2)`).
    case color(Color)
    /// `LinearGradient(…)` or `.linearGradient(…)`.
    case linearGradient(LinearGradient)
    /// `AngularGradient(…)` or `.angularGradient(…)`.
    case angularGradient(AngularGradient)
    /// `RadialGradient(…)` or `.radialGradient(…)`.
    case radialGradient(RadialGradient)
    /// `Color.gradient` (SwiftUI's `AnyGradient`): "the standard gradient for the color", which Apple documents as
    /// a linear gradient from the top centre to the bottom centre; see `standardGradient` for its colours.
    case colorGradient(Color)

    /// The linear gradient animdb draws for `color.gradient`.
    ///
    /// Apple documents the axis ((0.5, 0) to (0.5, 1)) but not the colours; Hacking with Swift describes the result
    /// as "a very gentle linear gradient". animdb approximates it (unmeasured) with the colour mixed 16 % towards white
    /// at the top and 8 % towards black at the bottom, in gamma-encoded sRGB, opacity kept.
    public static func standardGradient(for color: Color) -> LinearGradient {
        let white = Color(white: 1, opacity: color.opacity)
        let black = Color(white: 0, opacity: color.opacity)
        return LinearGradient(
            colors: [color.mixed(with: white, by: 0.16), color.mixed(with: black, by: 0.08)], startPoint: .top,
            endPoint: .bottom)
    }

    /// The paint's colour stops as a gradient (a solid colour is one stop), in drawing order.
    public var gradient: Gradient {
        switch self {
        case .color(let color): Gradient(stops: [Gradient.Stop(color: color, location: 0)])
        case .linearGradient(let linear): linear.gradient
        case .angularGradient(let angular): angular.gradient
        case .radialGradient(let radial): radial.gradient
        case .colorGradient(let color): Paint.standardGradient(for: color).gradient
        }
    }
}

extension Paint: Animatable {
    /// A colour's data; a gradient's stops (each colour's data and location), then its geometry (unit points ×
    /// 128 as `UnitPoint`, angles × 128 as `Angle`). Two paints interpolate only when they have the same case and
    /// stop count (`hasSameStructure(as:)`); otherwise they jump.
    public var animatableData: AnimatableVector {
        get {
            switch self {
            case .color(let color), .colorGradient(let color):
                return AnimatableVector(color.animatableComponents)
            case .linearGradient(let linear):
                return AnimatableVector(
                    linear.gradient.animatableData.components + Paint.components(linear.startPoint)
                        + Paint.components(linear.endPoint))
            case .angularGradient(let angular):
                return AnimatableVector(
                    angular.gradient.animatableData.components + Paint.components(angular.center)
                        + [angular.startAngle.animatableData, angular.endAngle.animatableData])
            case .radialGradient(let radial):
                // The radii are lengths in points, CGFloats in SwiftUI's `RadialGradient`.
                return AnimatableVector(
                    radial.gradient.animatableData.components + Paint.components(radial.center)
                        + [radial.startRadius, radial.endRadius])
            }
        }
        set {
            switch self {
            case .color(var color):
                color.animatableComponents = (0..<4).map { newValue[$0] }
                self = .color(color)
            case .colorGradient(var color):
                color.animatableComponents = (0..<4).map { newValue[$0] }
                self = .colorGradient(color)
            case .linearGradient(var linear):
                let n = 5 * linear.gradient.stops.count
                linear.gradient.animatableData = AnimatableVector(Array(newValue.components.prefix(n)))
                linear.startPoint.animatableData = AnimatablePair(newValue[n], newValue[n + 1])
                linear.endPoint.animatableData = AnimatablePair(newValue[n + 2], newValue[n + 3])
                self = .linearGradient(linear)
            case .angularGradient(var angular):
                let n = 5 * angular.gradient.stops.count
                angular.gradient.animatableData = AnimatableVector(Array(newValue.components.prefix(n)))
                angular.center.animatableData = AnimatablePair(newValue[n], newValue[n + 1])
                angular.startAngle.animatableData = newValue[n + 2]
                angular.endAngle.animatableData = newValue[n + 3]
                self = .angularGradient(angular)
            case .radialGradient(var radial):
                let n = 5 * radial.gradient.stops.count
                radial.gradient.animatableData = AnimatableVector(Array(newValue.components.prefix(n)))
                radial.center.animatableData = AnimatablePair(newValue[n], newValue[n + 1])
                radial.startRadius = newValue[n + 2]
                radial.endRadius = newValue[n + 3]
                self = .radialGradient(radial)
            }
        }
    }

    /// Whether `self` and `other` interpolate component by component: the same kind of paint with the same number
    /// of stops. Anything else (a colour becoming a gradient, a stop added) jumps at the change.
    public func hasSameStructure(as other: Paint) -> Bool {
        switch (self, other) {
        case (.color, .color), (.colorGradient, .colorGradient): true
        case (.linearGradient(let a), .linearGradient(let b)): a.gradient.stops.count == b.gradient.stops.count
        case (.angularGradient(let a), .angularGradient(let b)): a.gradient.stops.count == b.gradient.stops.count
        case (.radialGradient(let a), .radialGradient(let b)): a.gradient.stops.count == b.gradient.stops.count
        default: false
        }
    }

    private static func components(_ point: UnitPoint) -> [Double] {
        [point.animatableData.first, point.animatableData.second]
    }
}
