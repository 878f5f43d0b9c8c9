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

/// A visual effect a node is drawn through (`.blur`, `.shadow`, the colour filters, `.blendMode`), in canvas
/// coordinates: lengths are already scaled, and offsets turned, by the effects around the modifier, so a renderer
/// applies them to the node as drawn on the canvas.
public enum SceneFilter: Equatable, Sendable {
    /// `.blur(radius:opaque:)`: a Gaussian blur of standard deviation `radius / 2` (`standardDeviation`); an opaque
    /// one keeps the view's own coverage rather than fading its edges.
    case blur(radius: Double, isOpaque: Bool)
    /// `.shadow(color:radius:x:y:)`: the view's coverage in `color`, blurred as `blur` blurs, moved by (x, y), behind
    /// the view.
    case shadow(color: Color, radius: Double, x: Double, y: Double)
    /// `.brightness`, `.contrast`, `.saturation`, `.hueRotation`, `.grayscale`, `.colorMultiply`, `.colorInvert`.
    case colorMatrix(ColorMatrix)
    /// `.blendMode(_:)`: how the view composites with what is under it (SwiftUI's case name, e.g. `multiply`).
    case blendMode(String)

    /// The Gaussian's standard deviation for a SwiftUI blur or shadow radius: SwiftUI's radius is the blur's
    /// reach, about two standard deviations, as CSS's and CoreGraphics' shadow blur are (docs/evaluation.md).
    public static func standardDeviation(radius: Double) -> Double { max(radius, 0) / 2 }

    /// The filter with its lengths in the space `transform` maps to (the scale of a similarity, its linear part for
    /// offsets).
    public func applying(_ transform: CGAffineTransform) -> SceneFilter {
        let scale = Double(hypot(transform.a, transform.b))
        switch self {
        case .blur(let radius, let isOpaque): return .blur(radius: radius * scale, isOpaque: isOpaque)
        case .shadow(let color, let radius, let x, let y):
            let dx = Double(transform.a) * x + Double(transform.c) * y
            let dy = Double(transform.b) * x + Double(transform.d) * y
            return .shadow(color: color, radius: radius * scale, x: dx, y: dy)
        case .colorMatrix, .blendMode: return self
        }
    }

    /// How far the filter draws beyond the node's outline, in canvas points (three standard deviations and the
    /// offset).
    public var reach: Double {
        switch self {
        case .blur(let radius, _): 3 * Self.standardDeviation(radius: radius)
        case .shadow(_, let radius, let x, let y): 3 * Self.standardDeviation(radius: radius) + max(abs(x), abs(y))
        case .colorMatrix, .blendMode: 0
        }
    }

    /// SwiftUI's `BlendMode` cases, in its order; each has the CSS `mix-blend-mode` SVG draws it with (nil where CSS
    /// has none: drawn normally).
    public static let blendModes: [(name: String, css: String?)] = [
        ("normal", "normal"), ("multiply", "multiply"), ("screen", "screen"), ("overlay", "overlay"),
        ("darken", "darken"), ("lighten", "lighten"), ("colorDodge", "color-dodge"), ("colorBurn", "color-burn"),
        ("softLight", "soft-light"), ("hardLight", "hard-light"), ("difference", "difference"),
        ("exclusion", "exclusion"), ("hue", "hue"), ("saturation", "saturation"), ("color", "color"),
        ("luminosity", "luminosity"), ("sourceAtop", nil), ("destinationOver", nil), ("destinationOut", nil),
        ("plusDarker", nil), ("plusLighter", "plus-lighter"),
    ]
}

/// A 4 × 5 colour matrix on non-premultiplied sRGB components (red, green, blue, opacity, 1), as SwiftUI's
/// `_ColorMatrix` and SVG's `feColorMatrix` (`color-interpolation-filters="sRGB"`) apply them. The constructors
/// follow OpenSwiftUI's `ColorMatrix.swift` (Rec. 709 luminance weights).
public struct ColorMatrix: Equatable, Sendable {
    /// Row by row, five to a row.
    public var values: [Double]

    public init(_ values: [Double]) {
        precondition(values.count == 20, "a colour matrix has 20 values")
        self.values = values
    }

    public static let identity = ColorMatrix([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0])

    private static let luminance = (r: 0.2126, g: 0.7152, b: 0.0722)

    /// `.brightness(amount)`: adds `amount` to each colour component.
    public static func brightness(_ amount: Double) -> ColorMatrix {
        ColorMatrix([1, 0, 0, 0, amount, 0, 1, 0, 0, amount, 0, 0, 1, 0, amount, 0, 0, 0, 1, 0])
    }

    /// `.contrast(amount)`: scales each colour component about 0.5.
    public static func contrast(_ amount: Double) -> ColorMatrix {
        let t = (1 - amount) / 2
        return ColorMatrix([amount, 0, 0, 0, t, 0, amount, 0, 0, t, 0, 0, amount, 0, t, 0, 0, 0, 1, 0])
    }

    /// `.saturation(amount)`: 0 is the luminance grey, 1 the colour, more oversaturates; below 0 counts as 0.
    public static func saturation(_ amount: Double) -> ColorMatrix {
        let s = max(amount, 0)
        let (r, g, b) = luminance
        return ColorMatrix([
            r + s * (1 - r), g - s * g, b - s * b, 0, 0,
            r - s * r, g + s * (1 - g), b - s * b, 0, 0,
            r - s * r, g - s * g, b + s * (1 - b), 0, 0,
            0, 0, 0, 1, 0,
        ])
    }

    /// `.grayscale(amount)`: mixes the colour with its luminance grey by `amount`.
    public static func grayscale(_ amount: Double) -> ColorMatrix {
        let (r, g, b) = luminance
        let keep = 1 - amount
        return ColorMatrix([
            r * amount + keep, g * amount, b * amount, 0, 0,
            r * amount, g * amount + keep, b * amount, 0, 0,
            r * amount, g * amount, b * amount + keep, 0, 0,
            0, 0, 0, 1, 0,
        ])
    }

    /// `.hueRotation(angle)`: turns hues about the luminance axis.
    public static func hueRotation(_ angle: Angle) -> ColorMatrix {
        let (c, s) = (cos(angle.radians), sin(angle.radians))
        let (r, g, b) = luminance
        return ColorMatrix([
            r + c * (1 - r) - s * r, g - c * g - s * g, b - c * b + s * (1 - b), 0, 0,
            r - c * r + s * 0.143, g + c * (1 - g) + s * 0.14, b - c * b - s * 0.283, 0, 0,
            r - c * r - s * (1 - r), g - c * g + s * g, b + c * (1 - b) + s * b, 0, 0,
            0, 0, 0, 1, 0,
        ])
    }

    /// `.colorMultiply(color)`: multiplies each component, opacity too, by the colour's.
    public static func colorMultiply(_ color: Color) -> ColorMatrix {
        ColorMatrix([
            color.red, 0, 0, 0, 0, 0, color.green, 0, 0, 0, 0, 0, color.blue, 0, 0, 0, 0, 0, color.opacity, 0,
        ])
    }

    /// `.colorInvert()`: each colour component c becomes 1 − c.
    public static let colorInvert = ColorMatrix([-1, 0, 0, 0, 1, 0, -1, 0, 0, 1, 0, 0, -1, 0, 1, 0, 0, 0, 1, 0])

    /// `color` through the matrix, each component clamped to 0…1 as a drawing clamps it.
    public func apply(to color: Color) -> Color {
        let input = [color.red, color.green, color.blue, color.opacity, 1]
        func row(_ k: Int) -> Double {
            var sum = 0.0
            for i in 0..<5 { sum += values[k * 5 + i] * input[i] }
            return min(max(sum, 0), 1)
        }
        return Color(red: row(0), green: row(1), blue: row(2), opacity: row(3))
    }
}
