import AnimDBEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A proposal for the size of a view, as SwiftUI's `ProposedViewSize`: on each axis `nil` asks for the view's ideal
/// size, `0` for its minimum, `.infinity` for its maximum, and any other value for its size in that much room.
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
    public var width: CGFloat?
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Both dimensions nil: the view's ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Both dimensions 0: the view's minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Both dimensions infinite: the view's maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with nil dimensions replaced by `size`'s (SwiftUI's default is 10 × 10, what a shape or colour
    /// takes when asked for its ideal size: OpenSwiftUI `ProposedSize.swift`, `fixingUnspecifiedDimensions()`).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    public var description: String {
        func text(_ value: CGFloat?) -> String { value.map { "\(Double($0))" } ?? "nil" }
        return "(\(text(width)), \(text(height)))"
    }
}

extension EdgeInsets {
    /// The safe area of an iPhone 14 or 13 in portrait (390 × 844 points): the status bar above, the home indicator
    /// below.
    public static let iPhone14SafeArea = EdgeInsets(top: 47, bottom: 34)
    /// The safe area of an iPhone 15 or 16 in portrait (393 × 852 points), whose Dynamic Island is taller.
    public static let iPhone15SafeArea = EdgeInsets(top: 59, bottom: 34)
}

/// Where layout happens: the canvas's safe area and the display's scale, which rounds text spacing to pixels.
public struct LayoutEnvironment: Hashable, Sendable {
    /// The safe area insets of the canvas: the root view is proposed the canvas inset by them and centred in what
    /// remains (OpenSwiftUI `ViewGraph.swift`, `RootGeometry`).
    public var safeAreaInsets: EdgeInsets
    /// Pixels per point; text spacing rounds up to whole pixels (3 on an iPhone 14 or 15).
    public var displayScale: Double

    public init(safeAreaInsets: EdgeInsets = .zero, displayScale: Double = 3) {
        self.safeAreaInsets = safeAreaInsets
        self.displayScale = displayScale
    }
}
