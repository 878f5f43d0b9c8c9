#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The horizontal or vertical dimension, as SwiftUI's `Axis`.
public enum Axis: Int8, Hashable, Sendable, CaseIterable {
    case horizontal, vertical

    /// The other axis.
    public var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// An edge of a rectangle, as SwiftUI's `Edge` (layout is left to right, so leading is left).
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
    case top, leading, bottom, trailing

    /// A set of edges, as SwiftUI's `Edge.Set`.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }

        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// Insets on each edge, as SwiftUI's `EdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every edge.
    public init(all length: CGFloat) {
        self.init(top: length, leading: length, bottom: length, trailing: length)
    }

    public static let zero = EdgeInsets()

    /// These insets on `edges` and zero elsewhere.
    public func restricted(to edges: Edge.Set) -> EdgeInsets {
        EdgeInsets(
            top: edges.contains(.top) ? top : 0, leading: edges.contains(.leading) ? leading : 0,
            bottom: edges.contains(.bottom) ? bottom : 0, trailing: edges.contains(.trailing) ? trailing : 0)
    }
}

/// How `aspectRatio(_:contentMode:)` fits a ratio into a proposal, as SwiftUI's `ContentMode`.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    case fit, fill
}


/// `buttonStyle(_:)`'s built-in styles on iOS.
public enum ButtonStyle: String, Hashable, Sendable, CaseIterable {
    /// The default: borderless on iOS, the title in the tint colour.
    case automatic
    /// The title in the tint colour, no border.
    case borderless
    /// The title in the primary colour, no border.
    case plain
    /// A translucent fill behind the title, which is in the tint colour.
    case bordered
    /// A fill in the tint colour behind a white title.
    case borderedProminent
}
