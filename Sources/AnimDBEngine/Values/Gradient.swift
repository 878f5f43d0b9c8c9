#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A colour gradient: colour stops at parametric locations, as SwiftUI's `Gradient`.
public struct Gradient: Hashable, Sendable {
    /// One colour stop, as SwiftUI's `Gradient.Stop`.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        /// Where the stop sits along the gradient, nominally 0…1.
        public var location: Double

        public init(color: Color, location: Double) {
            self.color = color
            self.location = location
        }
    }

    /// The stops in the order given (SwiftUI draws them in this order; locations are not sorted).
    public var stops: [Stop]

    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// Evenly spaced stops, as SwiftUI's `Gradient(colors:)`: colour i of n sits at i / (n − 1), a single colour at 0.
    public init(colors: [Color]) {
        let last = Double(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: Double($0.offset) / last) }
    }

    /// Whether the stops sit exactly where `Gradient(colors:)` would put them, so the gradient prints as `colors:`.
    public var isEvenlySpaced: Bool {
        self == Gradient(colors: stops.map(\.color))
    }

    /// The colour at `location`: the stops' colours interpolated in gamma-encoded sRGB between the two stops around
    /// it (as CoreGraphics draws gradients by default), the first or last colour outside them.
    public func color(at location: Double) -> Color {
        guard let first = stops.first else { return .clear }
        guard location.isFinite, location > first.location else { return first.color }
        for (a, b) in zip(stops, stops.dropFirst()) where location <= b.location {
            let span = b.location - a.location
            return span > 0 ? a.color.mixed(with: b.color, by: (location - a.location) / span) : b.color
        }
        return stops[stops.count - 1].color
    }
}

extension Gradient: Animatable {
    /// Each stop's colour data and location, in order; gradients with different stop counts do not interpolate.
    public var animatableData: AnimatableVector {
        get {
            AnimatableVector(
                stops.flatMap { $0.color.animatableComponents + [$0.location] })
        }
        set {
            for i in stops.indices {
                stops[i].color.animatableComponents = (0..<4).map { newValue[5 * i + $0] }
                stops[i].location = newValue[5 * i + 4]
            }
        }
    }
}

/// A gradient along the line from `startPoint` to `endPoint`, in unit coordinates of the frame it fills, as
/// SwiftUI's `LinearGradient`.
public struct LinearGradient: Hashable, Sendable {
    public var gradient: Gradient
    public var startPoint: UnitPoint
    public var endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
}

/// A gradient swept around `center` from `startAngle` to `endAngle` (0° at 3 o'clock, increasing clockwise on
/// screen), as SwiftUI's `AngularGradient`.
///
/// As Apple documents: equal angles (the default) sweep one full turn; a sweep of more than a full turn draws only
/// its last complete turn; a shorter sweep fills the rest of the circle with the last colour for the first half of
/// the gap and the first colour for the second half.
/// SwiftUI's `RadialGradient`: the gradient's colours in circles about `center` (a unit point of the frame it fills),
/// location 0 at `startRadius` and 1 at `endRadius` points from it, the end colours beyond.
public struct RadialGradient: Hashable, Sendable {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startRadius: Double
    public var endRadius: Double

    public init(gradient: Gradient, center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// The gradient location (0…1) `distance` points from the centre.
    public func location(atDistance distance: Double) -> Double {
        let span = endRadius - startRadius
        guard span != 0 else { return distance < startRadius ? 0 : 1 }
        return min(max((distance - startRadius) / span, 0), 1)
    }
}

public struct AngularGradient: Hashable, Sendable {
    public var gradient: Gradient
    /// The sweep's centre in unit coordinates of the frame it fills.
    public var center: UnitPoint
    public var startAngle: Angle
    public var endAngle: Angle

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// SwiftUI's `AngularGradient(gradient:center:angle:)`: one full turn starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    /// The gradient location (0…1) drawn in the direction `angle` from the centre, following the rules above.
    public func location(at angle: Angle) -> Double {
        let fullTurn = 2 * Double.pi
        var sweep = endAngle.radians - startAngle.radians
        var start = startAngle.radians
        if sweep == 0 { sweep = fullTurn }
        if sweep < 0 {
            // A backwards sweep reads the gradient in reverse from the end angle.
            return 1
                - AngularGradient(gradient: gradient, center: center, startAngle: endAngle, endAngle: startAngle)
                .location(at: angle)
        }
        if sweep > fullTurn {
            start += sweep - fullTurn
            sweep = fullTurn
        }
        var offset = fmod(angle.radians - start, fullTurn)
        if offset < 0 { offset += fullTurn }
        if offset <= sweep { return offset / sweep }
        let gap = fullTurn - sweep
        return offset - sweep < gap / 2 ? 1 : 0
    }
}
