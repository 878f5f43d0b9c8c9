import AnimDBEngine

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

/// A colour at a location (0…1) along a gradient.
public struct LottieGradientStop: Hashable, Sendable {
    public var location: Double
    public var color: Color

    public init(location: Double, color: Color) {
        self.location = location
        self.color = color
    }
}

/// Paints as Lottie shape items: solid fills and strokes, linear gradients, and the angular-gradient stand-in.
///
/// Lottie colours are sRGB components 0…1 with opacity as a separate percentage; components outside 0…1
/// (extended-range colours) are clamped, as Lottie has no extended range. Colour *animation* is not eased
/// exactly: SwiftUI interpolates colours in linear sRGB and Lottie players in gamma-encoded sRGB, so animated
/// colours are baked (`LottieBaker`) from these components.
public enum LottiePaint {
    /// `[red, green, blue]`, each clamped to 0…1.
    public static func components(_ color: Color) -> [Double] {
        [clampUnit(color.red), clampUnit(color.green), clampUnit(color.blue)]
    }

    /// The colour's opacity as a Lottie percentage (0…100).
    public static func opacityPercent(_ color: Color) -> Double { clampUnit(color.opacity) * 100 }

    /// A solid fill.
    public static func fill(_ color: Color, rule: LottieFillRule = .nonZero) -> LottieShapeItem {
        LottieShapeItem(
            name: "Fill", .fill(color: .fixed(components(color)), opacity: .fixed(opacityPercent(color)), rule: rule))
    }

    /// A solid stroke.
    public static func stroke(_ color: Color, style: LottieStrokeStyle) -> LottieShapeItem {
        LottieShapeItem(
            name: "Stroke",
            .stroke(color: .fixed(components(color)), opacity: .fixed(opacityPercent(color)), style: style))
    }

    /// Lottie's flat gradient list for `stops`: colour stops (location, r, g, b), then opacity stops
    /// (location, opacity) only when some stop is not opaque. Stops are sorted by location (stable) and locations
    /// clamped to 0…1.
    public static func gradientNumbers(_ stops: [LottieGradientStop]) -> (colorStopCount: Int, numbers: [Double]) {
        let sorted = stops.enumerated().sorted { lhs, rhs in
            lhs.element.location != rhs.element.location
                ? lhs.element.location < rhs.element.location : lhs.offset < rhs.offset
        }.map(\.element)
        var numbers: [Double] = []
        for stop in sorted { numbers += [clampUnit(stop.location)] + components(stop.color) }
        if sorted.contains(where: { clampUnit($0.color.opacity) < 1 }) {
            for stop in sorted { numbers += [clampUnit(stop.location), clampUnit(stop.color.opacity)] }
        }
        return (sorted.count, numbers)
    }

    /// A linear gradient from `start` to `end` (layer coordinates).
    public static func linearGradient(_ stops: [LottieGradientStop], from start: LottiePoint, to end: LottiePoint)
        -> LottieGradient
    {
        let (count, numbers) = gradientNumbers(stops)
        return LottieGradient(
            kind: .linear, start: .fixed(start.vector), end: .fixed(end.vector), colorStopCount: count,
            stops: .fixed(numbers))
    }

    /// A linear gradient fill.
    public static func linearGradientFill(
        _ stops: [LottieGradientStop], from start: LottiePoint, to end: LottiePoint, rule: LottieFillRule = .nonZero
    ) -> LottieShapeItem {
        LottieShapeItem(
            name: "Gradient Fill",
            .gradientFill(linearGradient(stops, from: start, to: end), opacity: .fixed(100), rule: rule))
    }

    static func clampUnit(_ value: Double) -> Double { value.isFinite ? min(max(value, 0), 1) : 0 }
}

/// Lottie has no angular (conic) gradient; animdb draws one as solid wedges around its centre, clipped to the
/// shape by a track matte.
///
/// Each of `count` wedges spans an equal angle and is painted with the gradient's colour at its middle angle; the
/// wedges reach `radius` (pass the distance from the centre to the farthest corner of what is painted) and
/// overlap their neighbour slightly, so anti-aliased edges leave no seams. The wedge layer is matted by a layer
/// drawing the shape with its fill or stroke (`LottieMatte.clip`), which works for fills and strokes alike and in
/// every player that supports alpha mattes. With 120 wedges (3° each) the largest colour error is half the
/// colour change over 3°; `scripts/check-lottie.sh` measures it against an exact conic gradient, beside the
/// alternative stand-in (a radial gradient with the same stops), which scores far worse.
public enum LottieAngularGradient {
    /// The default number of wedges.
    public static let defaultWedgeCount = 120

    /// The wedges of a full turn starting at `startAngle` (radians, clockwise on screen from the +x axis), each
    /// filled with `color(angle)` at its middle angle.
    public static func wedges(
        center: LottiePoint, radius: Double, startAngle: Double, count: Int = defaultWedgeCount,
        color: (Double) -> Color
    ) -> [LottieShapeItem] {
        let count = max(count, 3)
        let step = 2 * Double.pi / Double(count)
        // The wedge's outer corners sit far enough out that its straight edge still covers the circle.
        let reach = radius / cos(step)
        let overlap = step * 0.25
        // A thousandth of a point is far below a pixel and keeps the file small.
        let baker = LottieBaker(frameRate: 1, decimals: 3)
        func point(_ angle: Double) -> LottiePoint {
            LottiePoint(
                x: baker.rounded(center.x + reach * cos(angle)), y: baker.rounded(center.y + reach * sin(angle)))
        }
        return (0..<count).map { index in
            let from = startAngle + step * Double(index)
            let to = from + step + (index == count - 1 ? 0 : overlap)
            let middle = from + step / 2
            let points = [center, point(from), point((from + to) / 2), point(to)]
            return LottieShapeItem(
                name: "Wedge \(index + 1)",
                .group([
                    LottieShapeItem(.path(.fixed(LottieBezier(polygon: points, closed: true)))),
                    LottiePaint.fill(rounded(color(middle))),
                    LottieShapeItem(.transform(.identity)),
                ]))
        }
    }
}

extension LottieAngularGradient {
    /// Colour components to 1/10000: far below an 8-bit step.
    static func rounded(_ color: Color) -> Color {
        let baker = LottieBaker(frameRate: 1, decimals: 4)
        return Color(
            red: baker.rounded(color.red), green: baker.rounded(color.green), blue: baker.rounded(color.blue),
            opacity: baker.rounded(color.opacity))
    }
}

/// Track mattes: drawing one layer only where another covers.
public enum LottieMatte {
    /// `content` clipped to `source`'s alpha: `source` becomes a matte source (`td: 1`, not drawn) placed directly
    /// above `content`, which uses it as an alpha matte (`tt: 1`). Returns the two layers in Lottie order.
    public static func clip(_ content: LottieLayer, to source: LottieLayer) -> [LottieLayer] {
        var source = source
        source.isMatteSource = true
        var content = content
        content.matteMode = .alpha
        return [source, content]
    }
}
