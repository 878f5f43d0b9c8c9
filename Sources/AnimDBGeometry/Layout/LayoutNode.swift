import AnimDBEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A view tree to lay out the way SwiftUI lays out views: leaves (shapes, colours, text, controls, spacers),
/// containers (`VStack`, `HStack`, `ZStack`, `Group`, `NavigationStack`) and layout modifiers, each written with
/// SwiftUI's name and arguments.
///
/// ```swift
/// let arcDemo = LayoutNode.vStack(spacing: 32, [
///     .shape(Arc(startAngle: .zero, endAngle: .degrees(180), clockwise: false)).frame(width: 200, height: 200),
///     .button("Animasikan Arc", style: .borderedProminent),
/// ]).padding()
/// ```
///
/// Modifiers applied to a `group` apply to each of its children, as in SwiftUI. `LayoutTree` numbers the nodes in
/// pre-order (a node, then its children in order; an overlay's or background's node, then the view it modifies,
/// then the attached view): that number is how a `LayoutResult` names each node.
public struct LayoutNode: Sendable, CustomStringConvertible {
    let kind: Kind
    /// The node's children: a container's views; a modifier's one view; an overlay's or background's modified view
    /// and attached view, in that order.
    public let children: [LayoutNode]

    init(_ kind: Kind, _ children: [LayoutNode] = []) {
        self.kind = kind
        self.children = children
    }

    /// The number of nodes in this subtree, this one included.
    public var count: Int {
        // Iterative: a stored tree can nest deeper than the call stack.
        var total = 0
        var pending = [self]
        while let node = pending.popLast() {
            total += 1
            pending.append(contentsOf: node.children)
        }
        return total
    }

    // MARK: Leaves

    /// `EmptyView()`: no size, and no place in a stack.
    public static let empty = LayoutNode(.empty)

    /// A shape filling the size proposed to it (10 × 10 when asked for its ideal size), painted by `layers` in
    /// order; without layers it is filled with the primary colour (the default foreground style). Without a shape
    /// it is SwiftUI's `Rectangle()`, which fills its frame.
    public static func shape(_ shape: (any Shape)? = nil, layers: [ShapeLayer] = []) -> LayoutNode {
        LayoutNode(.shape(shape ?? FrameRectangle(), layers))
    }

    /// A `Color` as a view: it fills its proposal, like a shape.
    public static func color(_ color: Color) -> LayoutNode { LayoutNode(.color(color)) }

    /// `Text(string)` in `font` (SwiftUI's default is `.body`), its lines aligned by `alignment`
    /// (`.multilineTextAlignment`) and limited to `lineLimit` lines. It takes its measured size, wrapping at word
    /// boundaries to a proposed width and truncating with "…" when the proposed height holds fewer lines.
    public static func text(
        _ string: String, font: Font = .body, alignment: TextAlignment = .leading, paint: Paint = .color(.primary),
        lineLimit: Int? = nil
    ) -> LayoutNode {
        LayoutNode(
            .text(TextContent(string: string, font: font, alignment: alignment, paint: paint, lineLimit: lineLimit)))
    }

    /// A view of one fixed size whatever it is proposed (an image at its natural size, say). Negative or non-finite
    /// dimensions count as 0.
    public static func fixed(width: CGFloat, height: CGFloat) -> LayoutNode {
        LayoutNode(.fixed(width: sanitizedLength(width), height: sanitizedLength(height)))
    }

    /// A leaf sized by `sizeThatFits`, asked once per distinct proposal in a pass. NaN or negative answers count
    /// as 0.
    public static func custom(_ sizeThatFits: @escaping @Sendable (ProposedViewSize) -> CGSize) -> LayoutNode {
        LayoutNode(.custom(sizeThatFits))
    }

    /// `Spacer(minLength:)`: flexible space along the axis of the stack it is in (both axes outside a stack), at
    /// least `minLength` long, or the default spacing (8) when nil.
    public static func spacer(minLength: CGFloat? = nil) -> LayoutNode {
        LayoutNode(.spacer(minLength: minLength.flatMap(finiteOrNil)))
    }

    // MARK: Containers

    /// `VStack(alignment:spacing:)`; nil spacing is the platform's spacing between each pair of views.
    public static func vStack(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, _ children: [LayoutNode]
    ) -> LayoutNode {
        LayoutNode(.vStack(alignment, spacing: spacing.flatMap(finiteOrNil)), children)
    }

    /// `HStack(alignment:spacing:)`; nil spacing is the platform's spacing between each pair of views.
    public static func hStack(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, _ children: [LayoutNode]
    ) -> LayoutNode {
        LayoutNode(.hStack(alignment, spacing: spacing.flatMap(finiteOrNil)), children)
    }

    /// `ZStack(alignment:)`: the views on top of each other, back to front.
    public static func zStack(alignment: Alignment = .center, _ children: [LayoutNode]) -> LayoutNode {
        LayoutNode(.zStack(alignment), children)
    }

    /// `Group { … }`: its views join the container it is in. Where one view is expected (the root, a navigation
    /// stack's content) several views form a `VStack`; in an overlay or background they form a `ZStack`.
    public static func group(_ children: [LayoutNode]) -> LayoutNode { LayoutNode(.group, children) }

    /// `NavigationStack { content }`: it fills its proposal; a `navigationTitle` in `content` shows as a large
    /// title bar at the top, and `content` is centred in the room below the bar.
    public static func navigationStack(_ content: LayoutNode) -> LayoutNode {
        LayoutNode(.navigationStack, [content])
    }

    // MARK: Controls

    /// `Button(title) { … }` with `.buttonStyle(style)` at the default control size; `tint` replaces the accent
    /// colour (`.tint(_:)`), `borderShape` is `.buttonBorderShape(_:)`.
    public static func button(
        _ title: String, style: ButtonStyle = .automatic, font: Font = .body, tint: Color? = nil,
        borderShape: ButtonBorderShape = .automatic
    ) -> LayoutNode {
        LayoutNode(
            .control(.button(ButtonContent(title: title, style: style, font: font, tint: tint, shape: borderShape))))
    }

    /// `Slider(value:in:)` showing `value` within `range`.
    public static func slider(value: Double, in range: ClosedRange<Double> = 0...1, tint: Color? = nil) -> LayoutNode {
        let span = range.upperBound - range.lowerBound
        let fraction = span > 0 && span.isFinite ? (value - range.lowerBound) / span : 0
        return LayoutNode(.control(.slider(fraction: fraction.isFinite ? min(max(fraction, 0), 1) : 0, tint: tint)))
    }

    /// `Toggle(title, isOn:)` in the iOS switch style.
    public static func toggle(_ title: String, isOn: Bool, font: Font = .body) -> LayoutNode {
        LayoutNode(.control(.toggle(ToggleContent(title: title, isOn: isOn, font: font))))
    }

    /// `TextField(placeholder, text:)` with `.textFieldStyle(style)`; the placeholder shows while `text` is empty.
    public static func textField(
        _ placeholder: String, text: String = "", style: TextFieldStyle = .automatic, font: Font = .body
    ) -> LayoutNode {
        LayoutNode(.control(.textField(FieldContent(placeholder: placeholder, text: text, style: style, font: font))))
    }

    // MARK: Modifiers

    /// `frame(width:height:alignment:)`: a fixed width and/or height (nil leaves the axis to the view); the view
    /// is placed in the frame by `alignment`. Negative or non-finite dimensions count as nil, as SwiftUI logs
    /// "Invalid frame dimension" and ignores them.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> LayoutNode {
        modified(.frame(width: width.flatMap(validDimension), height: height.flatMap(validDimension), alignment))
    }

    /// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`, `.infinity` included. As
    /// SwiftUI's initializer does, a negative minimum counts as 0, an ideal below the minimum as the minimum and a
    /// maximum below the ideal as the ideal; NaN counts as nil.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> LayoutNode {
        let frame = FlexibleFrame(
            width: FlexibleFrame.Limits(min: minWidth, ideal: idealWidth, max: maxWidth),
            height: FlexibleFrame.Limits(min: minHeight, ideal: idealHeight, max: maxHeight), alignment: alignment)
        return modified(.flexibleFrame(frame))
    }

    /// `padding(_:_:)`: `length` on `edges`; nil is the default padding, 16 on iOS.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> LayoutNode {
        padding(EdgeInsets(all: length ?? Self.defaultPadding).restricted(to: edges))
    }

    /// `padding(_ length:)` on every edge.
    public func padding(_ length: CGFloat) -> LayoutNode { padding(.all, length) }

    /// `padding(_ insets:)`. Non-finite insets count as 0; negative ones pull the view's edges outwards, as in
    /// SwiftUI.
    public func padding(_ insets: EdgeInsets) -> LayoutNode {
        func clean(_ value: CGFloat) -> Double { finiteOrNil(value) ?? 0 }
        let cleaned = EdgeInsets(
            top: clean(insets.top), leading: clean(insets.leading), bottom: clean(insets.bottom),
            trailing: clean(insets.trailing))
        return modified(.padding(cleaned))
    }

    /// `fixedSize(horizontal:vertical:)`: the view is proposed nil (its ideal size) on the fixed axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> LayoutNode {
        modified(.fixedSize(horizontal: horizontal, vertical: vertical))
    }

    /// `fixedSize()`: the view takes its ideal size on both axes.
    public func fixedSize() -> LayoutNode { fixedSize(horizontal: true, vertical: true) }

    /// `overlay(alignment:content:)`: `content` is proposed this view's size and placed over it by `alignment`; the
    /// view's size does not change.
    public func overlay(alignment: Alignment = .center, _ content: LayoutNode) -> LayoutNode {
        modified(.overlay(alignment), attaching: content)
    }

    /// `background(alignment:content:)`: as `overlay`, drawn behind.
    public func background(alignment: Alignment = .center, _ content: LayoutNode) -> LayoutNode {
        modified(.background(alignment), attaching: content)
    }

    /// `offset(x:y:)`: moves the view when drawn; layout (its frame and everyone else's) is unchanged.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> LayoutNode {
        modified(.offset(x: finiteOrNil(x) ?? 0, y: finiteOrNil(y) ?? 0))
    }

    /// `offset(_:)`.
    public func offset(_ offset: CGSize) -> LayoutNode { self.offset(x: offset.width, y: offset.height) }

    /// `position(x:y:)`: takes the whole proposal and places the view's centre at (x, y) in it.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> LayoutNode {
        modified(.position(x: finiteOrNil(x) ?? 0, y: finiteOrNil(y) ?? 0))
    }

    /// `aspectRatio(_:contentMode:)`: proposes the view the largest (`.fit`) or smallest (`.fill`) size of that
    /// width-to-height ratio in the proposal; nil is the ratio of the view's ideal size. A ratio that is not
    /// positive and finite counts as nil.
    public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> LayoutNode {
        modified(.aspectRatio(ratio.flatMap { $0 > 0 && $0.isFinite ? Double($0) : nil }, contentMode))
    }

    /// `layoutPriority(_:)`: a stack offers room to higher priorities first. It counts only as the outermost layout
    /// modifier of a stack's view, as in SwiftUI. NaN counts as 0.
    public func layoutPriority(_ value: Double) -> LayoutNode { modified(.layoutPriority(value.isNaN ? 0 : value)) }

    /// `navigationTitle(_:)`: the title the enclosing `navigationStack` shows; no effect on layout.
    public func navigationTitle(_ title: String) -> LayoutNode { modified(.navigationTitle(title)) }

    /// `scaledToFit()`.
    public func scaledToFit() -> LayoutNode { aspectRatio(contentMode: .fit) }

    /// `scaledToFill()`.
    public func scaledToFill() -> LayoutNode { aspectRatio(contentMode: .fill) }

    /// The default padding SwiftUI applies for `padding()` on iOS (OpenSwiftUI `DefaultPadding.swift`,
    /// `DefaultPaddingKey.defaultValue = EdgeInsets(_all: 16)`).
    public static let defaultPadding: CGFloat = 16

    /// This node wrapped in `modifier`; on a group, each child wrapped instead (SwiftUI applies a group's modifiers
    /// to each of its views); an empty view unchanged.
    private func modified(_ modifier: Kind, attaching attached: LayoutNode? = nil) -> LayoutNode {
        // An empty view stays empty whatever modifies it: it is no view of a container.
        if case .empty = kind { return self }
        if case .group = kind {
            return LayoutNode(.group, children.map { $0.modified(modifier, attaching: attached) })
        }
        return LayoutNode(modifier, attached.map { [self, $0] } ?? [self])
    }

    public var description: String { kind.description }
}

/// `buttonBorderShape(_:)`: the shape of a bordered button's fill.
public enum ButtonBorderShape: Hashable, Sendable {
    /// The system's choice: a rounded rectangle on iOS 15 to 18.
    case automatic
    case capsule
    case roundedRectangle(radius: CGFloat)
}

func finiteOrNil(_ value: CGFloat) -> Double? { value.isFinite ? Double(value) : nil }

func sanitizedLength(_ value: CGFloat) -> Double { value.isFinite && value > 0 ? Double(value) : 0 }

private func validDimension(_ value: CGFloat) -> Double? { value.isFinite && value >= 0 ? Double(value) : nil }
