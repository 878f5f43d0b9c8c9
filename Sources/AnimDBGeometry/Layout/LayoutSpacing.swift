import AnimDBEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A view's spacing preferences, as SwiftUI's `ViewSpacing` (OpenSwiftUI `Spacing.swift`): values keyed by an edge
/// and an optional category, so that text can ask for different room next to text than next to other views. A stack
/// without explicit spacing puts between two views the largest distance any category both share on their facing
/// edges asks for, else the larger of their plain values, else the platform default (8 on iOS, OpenSwiftUI
/// `OpenSwiftUIGlue.swift` `defaultSpacing`).
struct ViewSpacing: Sendable {
    /// Edges in absolute terms (layout is left to right).
    enum Edge: UInt8 { case top, left, bottom, right }

    /// The categories OpenSwiftUI defines (`Spacing.Category`); `plain` is the nil category.
    enum Category: UInt8 {
        case plain, textToText, edgeAboveText, edgeBelowText, textBaseline, edgeLeftText, edgeRightText
    }

    /// Text's metrics for text-to-text spacing (`Spacing.TextMetrics`).
    struct TextMetrics: Sendable, Equatable {
        var ascend: Double
        var descend: Double
        var leading: Double
        var pixelLength: Double

        var lineSpacing: Double { ascend + descend + leading }

        func isAlmostEqual(to other: TextMetrics) -> Bool {
            abs(ascend - other.ascend) < 1e-9 && abs(descend - other.descend) < 1e-9
                && abs(leading - other.leading) < 1e-9
        }

        /// The room between a text above and a text below: the lower text's leading, rounded up to a pixel
        /// (`Spacing.TextMetrics.spacing(top:bottom:)`; its formula for unequal metrics reduces to the same).
        static func spacing(top: TextMetrics, bottom: TextMetrics) -> Double {
            var result = bottom.leading
            if !top.isAlmostEqual(to: bottom) {
                result = top.descend + bottom.lineSpacing - bottom.descend - top.descend - bottom.ascend
            }
            return roundUp(result, toMultipleOf: top.pixelLength)
        }
    }

    /// `Spacing.Value`.
    enum Value: Sendable {
        case distance(Double)
        case topTextMetrics(TextMetrics)
        case bottomTextMetrics(TextMetrics)

        /// `Spacing.Value.distance(to:)`.
        func distance(to other: Value) -> Double? {
            switch (self, other) {
            case (.distance(let a), .distance(let b)): a + b
            case (.distance(let a), _): a
            case (_, .distance(let b)): b
            case (.topTextMetrics(let top), .bottomTextMetrics(let bottom)),
                (.bottomTextMetrics(let bottom), .topTextMetrics(let top)):
                TextMetrics.spacing(top: top, bottom: bottom)
            case (.topTextMetrics, .topTextMetrics), (.bottomTextMetrics, .bottomTextMetrics): nil
            }
        }

        /// `Spacing.Value`'s order: distances below top metrics below bottom metrics; the larger wins a merge.
        func isLess(than other: Value) -> Bool {
            switch (self, other) {
            case (.distance(let a), .distance(let b)): a < b
            case (.distance, _): true
            case (.topTextMetrics(let a), .topTextMetrics(let b)): a.lineSpacing < b.lineSpacing
            case (.topTextMetrics, .bottomTextMetrics): true
            case (.topTextMetrics, .distance): false
            case (.bottomTextMetrics(let a), .bottomTextMetrics(let b)): a.lineSpacing < b.lineSpacing
            case (.bottomTextMetrics, _): false
            }
        }

        var plainDistance: Double? {
            if case .distance(let value) = self { return value }
            return nil
        }
    }

    struct Entry: Sendable {
        var category: Category
        var edge: Edge
        var value: Value
    }

    var entries: [Entry]

    init(_ entries: [Entry]) { self.entries = entries }

    /// `Spacing()`: what any view without text prefers: 0 to text on each edge, nothing else.
    static let standard = ViewSpacing([
        Entry(category: .edgeBelowText, edge: .top, value: .distance(0)),
        Entry(category: .edgeAboveText, edge: .bottom, value: .distance(0)),
        Entry(category: .edgeRightText, edge: .left, value: .distance(0)),
        Entry(category: .edgeLeftText, edge: .right, value: .distance(0)),
    ])

    /// `Spacing.zero`: 0 to anything on every edge (an empty stack, a spacer outside a stack).
    static let zero = ViewSpacing([
        Entry(category: .plain, edge: .left, value: .distance(0)),
        Entry(category: .plain, edge: .right, value: .distance(0)),
        Entry(category: .plain, edge: .top, value: .distance(0)),
        Entry(category: .plain, edge: .bottom, value: .distance(0)),
    ])

    /// A spacer's in a stack of `axis`: 0 to anything along it (`Spacing.horizontal(0)` / `.vertical(0)`).
    static func spacer(along axis: Axis) -> ViewSpacing {
        let edges: [Edge] = axis == .horizontal ? [.left, .right] : [.top, .bottom]
        return ViewSpacing(edges.map { Entry(category: .plain, edge: $0, value: .distance(0)) })
    }

    /// The edges of a set of absolute edges, as a bit mask.
    struct Edges: OptionSet {
        let rawValue: UInt8
        static let top = Edges(rawValue: 1)
        static let left = Edges(rawValue: 2)
        static let bottom = Edges(rawValue: 4)
        static let right = Edges(rawValue: 8)
        static let all: Edges = [.top, .left, .bottom, .right]

        init(rawValue: UInt8) { self.rawValue = rawValue }
        init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }
        init(_ edges: AnimDBEngine.Edge.Set) {
            var result: Edges = []
            if edges.contains(.top) { result.insert(.top) }
            if edges.contains(.leading) { result.insert(.left) }
            if edges.contains(.bottom) { result.insert(.bottom) }
            if edges.contains(.trailing) { result.insert(.right) }
            self = result
        }
    }

    /// `Spacing.incorporate(_:of:)`: `other`'s values on `edges`, the larger where both have a key.
    mutating func incorporate(_ edges: Edges, of other: ViewSpacing) {
        guard !edges.isEmpty else { return }
        for entry in other.entries where edges.contains(Edges(entry.edge)) {
            if let index = entries.firstIndex(where: { $0.category == entry.category && $0.edge == entry.edge }) {
                if entries[index].value.isLess(than: entry.value) { entries[index].value = entry.value }
            } else {
                entries.append(entry)
            }
        }
    }

    /// `Spacing.reset(_:)`: the values on `edges` replaced by a plain view's (what padding and frames do to the
    /// edges they move).
    mutating func reset(_ edges: Edges) {
        guard !edges.isEmpty else { return }
        entries.removeAll { edges.contains(Edges($0.edge)) }
        if edges.contains(.top) { entries.append(Entry(category: .edgeBelowText, edge: .top, value: .distance(0))) }
        if edges.contains(.left) { entries.append(Entry(category: .edgeRightText, edge: .left, value: .distance(0))) }
        if edges.contains(.bottom) {
            entries.append(Entry(category: .edgeAboveText, edge: .bottom, value: .distance(0)))
        }
        if edges.contains(.right) {
            entries.append(Entry(category: .edgeLeftText, edge: .right, value: .distance(0)))
        }
    }

    /// `ViewSpacing.distance(to:along:)`: the room between this view and `next`, which follows it along `axis`.
    func distance(to next: ViewSpacing, along axis: Axis) -> Double {
        let (from, to): (Edge, Edge) = axis == .horizontal ? (.right, .left) : (.bottom, .top)
        var best = -Double.infinity
        var found = false
        for entry in entries where entry.edge == from && entry.category != .plain {
            guard let match = next.entries.first(where: { $0.edge == to && $0.category == entry.category }),
                let distance = entry.value.distance(to: match.value)
            else { continue }
            best = max(best, distance)
            found = true
        }
        if found { return best }
        let mine = entries.first { $0.edge == from && $0.category == .plain }?.value.plainDistance
        let theirs = next.entries.first { $0.edge == to && $0.category == .plain }?.value.plainDistance
        guard mine != nil || theirs != nil else { return Self.defaultSpacing }
        return max(mine ?? -.infinity, theirs ?? -.infinity)
    }

    /// The platform's spacing between views with no preference in common: 8 on both axes on iOS.
    static let defaultSpacing = 8.0

    /// A text's spacing (OpenSwiftUI `Text+Spacing.swift`, `Spacing.textSpacing`), with SF Pro's metrics and the
    /// line's leading split evenly above and below its glyphs as `TextMetrics.layout` draws it (the uniform line
    /// height case there): `lines` lines, `pixelLength` points per pixel.
    static func text(_ text: PreparedText, lines: Int, pixelLength: Double) -> ViewSpacing {
        let fontLineHeight = text.ascender + text.descender
        let defaultTextSpacing = roundUp(fontLineHeight * 0.1, toMultipleOf: pixelLength)
        let uniformLeading = text.lineHeight - fontLineHeight
        let metrics = TextMetrics(
            ascend: text.ascender + uniformLeading / 2, descend: text.descender + uniformLeading / 2, leading: 0,
            pixelLength: pixelLength)
        let defaultLineSpacing = fontLineHeight + defaultTextSpacing
        let height = Double(lines) * text.lineHeight
        let firstBaseline = text.firstBaseline
        let lastBaseline = firstBaseline + Double(lines - 1) * text.lineHeight
        return ViewSpacing([
            Entry(category: .textToText, edge: .top, value: .bottomTextMetrics(metrics)),
            Entry(category: .textToText, edge: .bottom, value: .topTextMetrics(metrics)),
            Entry(category: .textBaseline, edge: .bottom, value: .distance(lastBaseline - height)),
            Entry(category: .textBaseline, edge: .top, value: .distance(-firstBaseline)),
            Entry(category: .edgeAboveText, edge: .top, value: .distance(defaultLineSpacing - metrics.ascend)),
            Entry(
                category: .edgeBelowText, edge: .bottom,
                value: .distance(max(defaultLineSpacing - text.capHeight, defaultTextSpacing + metrics.descend))),
        ])
    }
}

/// `value` rounded up to a multiple of `step` (SwiftUI's `round(.up, toMultipleOf:)`), with a little slack so a
/// value already on a multiple stays there.
func roundUp(_ value: Double, toMultipleOf step: Double) -> Double {
    guard step > 0, value.isFinite else { return value }
    return (value / step - 1e-9).rounded(.up) * step
}
