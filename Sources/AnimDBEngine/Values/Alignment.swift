#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// An alignment position along the horizontal axis, as SwiftUI's `HorizontalAlignment`.
public struct HorizontalAlignment: Hashable, Sendable, CustomStringConvertible {
    package enum Guide: Int8, Hashable, Sendable {
        case leading, center, trailing
    }
    package let guide: Guide

    public static let leading = HorizontalAlignment(guide: .leading)
    public static let center = HorizontalAlignment(guide: .center)
    public static let trailing = HorizontalAlignment(guide: .trailing)

    /// The guide's default position in a view `width` wide (OpenSwiftUI `AlignmentGuide.swift`: 0, width / 2,
    /// width). No view sets a horizontal guide explicitly, so this is also its value.
    package func value(inWidth width: Double) -> Double {
        switch guide {
        case .leading: 0
        case .center: width * 0.5
        case .trailing: width
        }
    }

    public var description: String { ".\(guide)" }
}

/// An alignment position along the vertical axis, as SwiftUI's `VerticalAlignment`.
public struct VerticalAlignment: Hashable, Sendable, CustomStringConvertible {
    package enum Guide: Int8, Hashable, Sendable {
        case top, center, bottom, firstTextBaseline, lastTextBaseline
    }
    package let guide: Guide

    public static let top = VerticalAlignment(guide: .top)
    public static let center = VerticalAlignment(guide: .center)
    public static let bottom = VerticalAlignment(guide: .bottom)
    /// A view's first text baseline; a view without text answers its bottom.
    public static let firstTextBaseline = VerticalAlignment(guide: .firstTextBaseline)
    /// A view's last text baseline; a view without text answers its bottom.
    public static let lastTextBaseline = VerticalAlignment(guide: .lastTextBaseline)

    /// Whether the guide is one a text sets explicitly.
    package var isTextBaseline: Bool { guide == .firstTextBaseline || guide == .lastTextBaseline }

    /// The guide's default position in a view `height` tall: 0, height / 2 and height, and the bottom for both
    /// baselines (OpenSwiftUI `AlignmentGuide.swift`, `FirstTextBaseline.defaultValue`).
    package func defaultValue(inHeight height: Double) -> Double {
        switch guide {
        case .top: 0
        case .center: height * 0.5
        case .bottom, .firstTextBaseline, .lastTextBaseline: height
        }
    }

    public var description: String { ".\(guide)" }
}

/// An alignment in both axes, as SwiftUI's `Alignment`, with its static members.
public struct Alignment: Hashable, Sendable, CustomStringConvertible {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

    public var description: String { "(\(horizontal), \(vertical))" }
}
