#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A text font as SwiftUI describes one: a Dynamic Type text style (`.title2`) or a fixed-size system font
/// (`.system(size: 20, weight: .semibold)`), with a weight and optional italics.
///
/// Sizes and line heights are iOS's defaults at the "Large" (default) content size, from Apple's Human Interface
/// Guidelines, "Typography" → "Specifications" → "iOS, iPadOS Dynamic Type sizes": for example `.largeTitle` is 34 pt
/// on a 41 pt line and `.headline` is 17 pt semibold on a 22 pt line.
public struct Font: Hashable, Sendable {
    /// SwiftUI's `Font.TextStyle`.
    public enum TextStyle: String, CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2

        /// The point size at the default content size.
        public var size: Double {
            switch self {
            case .largeTitle: 34
            case .title: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption: 12
            case .caption2: 11
            }
        }

        /// The line height (leading included) at the default content size.
        public var lineHeight: Double {
            switch self {
            case .largeTitle: 41
            case .title: 34
            case .title2: 28
            case .title3: 25
            case .headline, .body: 22
            case .callout: 21
            case .subheadline: 20
            case .footnote: 18
            case .caption: 16
            case .caption2: 13
            }
        }

        /// The style's own weight: semibold for `.headline`, regular for the others.
        public var weight: Weight { self == .headline ? .semibold : .regular }
    }

    /// SwiftUI's `Font.Weight`, with the CSS/OpenType weight number each corresponds to.
    public enum Weight: String, CaseIterable, Hashable, Sendable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// 100 (ultraLight) to 900 (black).
        public var value: Int { 100 * ((Weight.allCases.firstIndex(of: self) ?? 3) + 1) }
    }

    /// The text style, or nil for a fixed-size system font.
    public var style: TextStyle?
    /// The point size.
    public var size: Double
    public var weight: Weight
    public var isItalic: Bool

    /// A text style's font with its own weight.
    public init(_ style: TextStyle) {
        self.style = style
        size = style.size
        weight = style.weight
        isItalic = false
    }

    /// SwiftUI's `Font.system(size:weight:)`.
    public static func system(size: Double, weight: Weight = .regular) -> Font {
        var font = Font(.body)
        font.style = nil
        font.size = size
        font.weight = weight
        return font
    }

    /// The line height text in this font takes: the style's, or 1.2 × the size for a system font.
    public var lineHeight: Double { style?.lineHeight ?? size * 1.2 }

    /// `Font.bold()`.
    public func bold() -> Font { weight(.bold) }

    /// `Font.weight(_:)`.
    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }

    /// `Font.italic()`.
    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }

    public static let largeTitle = Font(.largeTitle)
    public static let title = Font(.title)
    public static let title2 = Font(.title2)
    public static let title3 = Font(.title3)
    public static let headline = Font(.headline)
    public static let body = Font(.body)
    public static let callout = Font(.callout)
    public static let subheadline = Font(.subheadline)
    public static let footnote = Font(.footnote)
    public static let caption = Font(.caption)
    public static let caption2 = Font(.caption2)
}

/// How the lines of a multi-line text align, as SwiftUI's `TextAlignment` (`.multilineTextAlignment`).
public enum TextAlignment: String, CaseIterable, Hashable, Sendable {
    case leading, center, trailing
}

/// How a text field is drawn, as SwiftUI's `.textFieldStyle(_:)` on iOS.
public enum TextFieldStyle: String, CaseIterable, Hashable, Sendable {
    /// The platform default; on iOS a plain field.
    case automatic
    /// No decoration: just the text (or the placeholder).
    case plain
    /// A white field with a thin grey rounded border, as UIKit's `UITextField.BorderStyle.roundedRect`.
    case roundedBorder
}
