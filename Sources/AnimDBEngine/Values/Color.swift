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

/// A colour in sRGB with opacity, interpolated in linear sRGB as SwiftUI does for apps linked against the
/// 2024 SDK or later (semantics §5).
@frozen
public struct Color: Hashable, Sendable {
    /// Gamma-encoded sRGB components and opacity, nominally 0…1 (extended values are kept, not clamped).
    public var red: Double
    public var green: Double
    public var blue: Double
    public var opacity: Double

    @inlinable
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
    }

    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    // The system colours below are the iOS light-mode values of UIKit's `systemRed`, `systemOrange`, … as listed in
    // Apple's Human Interface Guidelines, "Color" → "Specifications" (iOS 13–18 table, 8-bit sRGB), which SwiftUI's
    // `Color.red` etc. resolve to in light mode. Components are the 8-bit values / 255, rounded to 3 decimals as
    // animdb has always stored them.
    public static let red = Color(red: 1, green: 0.231, blue: 0.188)  // 255, 59, 48
    public static let orange = Color(red: 1, green: 0.584, blue: 0)  // 255, 149, 0
    public static let yellow = Color(red: 1, green: 0.8, blue: 0)  // 255, 204, 0
    public static let green = Color(red: 0.204, green: 0.78, blue: 0.349)  // 52, 199, 89
    public static let mint = Color(red: 0, green: 0.78, blue: 0.745)  // 0, 199, 190
    public static let teal = Color(red: 0.188, green: 0.69, blue: 0.78)  // 48, 176, 199
    public static let cyan = Color(red: 0.196, green: 0.678, blue: 0.902)  // 50, 173, 230
    public static let blue = Color(red: 0, green: 0.478, blue: 1)  // 0, 122, 255
    public static let indigo = Color(red: 0.345, green: 0.337, blue: 0.839)  // 88, 86, 214
    public static let purple = Color(red: 0.686, green: 0.322, blue: 0.871)  // 175, 82, 222
    public static let pink = Color(red: 1, green: 0.176, blue: 0.333)  // 255, 45, 85
    public static let brown = Color(red: 0.635, green: 0.518, blue: 0.369)  // 162, 132, 94
    public static let gray = Color(red: 0.557, green: 0.557, blue: 0.576)  // 142, 142, 147
    /// The primary label colour in light mode (`UIColor.label`): black.
    public static let primary = Color(red: 0, green: 0, blue: 0)
    /// The secondary label colour in light mode (`UIColor.secondaryLabel`): 60, 60, 67 at 60 % opacity.
    public static let secondary = Color(red: 0.235, green: 0.235, blue: 0.263, opacity: 0.6)

    /// The named system colours (iOS light-mode values), for parsing and printing `Color.red` and friends. When two
    /// names share a value (`black` and `primary`), the first prints.
    public static let named: [(name: String, color: Color)] = [
        ("black", .black), ("white", .white), ("clear", .clear), ("red", .red), ("orange", .orange),
        ("yellow", .yellow), ("green", .green), ("mint", .mint), ("teal", .teal), ("cyan", .cyan), ("blue", .blue),
        ("indigo", .indigo), ("purple", .purple), ("pink", .pink), ("brown", .brown), ("gray", .gray),
        ("primary", .primary), ("secondary", .secondary),
    ]

    /// The colour `fraction` of the way from `self` to `other` in gamma-encoded sRGB, opacity included (what
    /// `UIColor`-style blending does; animation interpolates in linear light instead, through `animatableData`).
    public func mixed(with other: Color, by fraction: Double) -> Color {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * fraction }
        return Color(
            red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue),
            opacity: mix(opacity, other.opacity))
    }

    /// sRGB transfer function, extended to negative values by symmetry.
    @inlinable
    public static func linear(fromSRGB c: Double) -> Double {
        let m = abs(c)
        let l = m <= 0.04045 ? m / 12.92 : pow((m + 0.055) / 1.055, 2.4)
        return c < 0 ? -l : l
    }

    @inlinable
    public static func sRGB(fromLinear l: Double) -> Double {
        let m = abs(l)
        let c = m <= 0.0031308 ? m * 12.92 : 1.055 * pow(m, 1 / 2.4) - 0.055
        return l < 0 ? -c : c
    }
}

extension Color: Animatable {
    public typealias AnimatableData = AnimatablePair<Double, AnimatablePair<Double, AnimatablePair<Double, Double>>>

    /// Linear sRGB and opacity, each × 128, nested as SwiftUI nests `Color.Resolved`'s data.
    public var animatableData: AnimatableData {
        get {
            AnimatablePair(
                Color.linear(fromSRGB: red) * 128,
                AnimatablePair(
                    Color.linear(fromSRGB: green) * 128,
                    AnimatablePair(Color.linear(fromSRGB: blue) * 128, opacity * 128)))
        }
        set {
            red = Color.sRGB(fromLinear: newValue.first / 128)
            green = Color.sRGB(fromLinear: newValue.second.first / 128)
            blue = Color.sRGB(fromLinear: newValue.second.second.first / 128)
            opacity = newValue.second.second.second / 128
        }
    }
}

extension Color {
    /// `animatableData` as four numbers in order (linear red, green, blue and opacity, each × 128): how gradients,
    /// paints and parameter values lay a colour out in a flat vector.
    package var animatableComponents: [Double] {
        get {
            let data = animatableData
            return [data.first, data.second.first, data.second.second.first, data.second.second.second]
        }
        set {
            animatableData = AnimatablePair(
                newValue[0], AnimatablePair(newValue[1], AnimatablePair(newValue[2], newValue[3])))
        }
    }
}
