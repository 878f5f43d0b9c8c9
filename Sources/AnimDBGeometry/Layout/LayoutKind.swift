import AnimDBEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What one `LayoutNode` is. Values are sanitized when the node is made (see its builders).
enum Kind: Sendable, CustomStringConvertible {
    case empty
    case shape(any Shape, [ShapeLayer])
    case color(Color)
    case text(TextContent)
    case fixed(width: Double, height: Double)
    case custom(@Sendable (ProposedViewSize) -> CGSize)
    case spacer(minLength: Double?)
    case vStack(HorizontalAlignment, spacing: Double?)
    case hStack(VerticalAlignment, spacing: Double?)
    case zStack(Alignment)
    case group
    case frame(width: Double?, height: Double?, Alignment)
    case flexibleFrame(FlexibleFrame)
    case padding(EdgeInsets)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case overlay(Alignment)
    case background(Alignment)
    case offset(x: Double, y: Double)
    case position(x: Double, y: Double)
    case aspectRatio(Double?, ContentMode)
    case layoutPriority(Double)
    case navigationTitle(String)
    case navigationStack
    case control(Control)

    var description: String {
        func number(_ value: Double?) -> String {
            guard let value else { return "nil" }
            return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
        }
        switch self {
        case .empty: return "EmptyView()"
        case .shape(let shape, _): return "\(type(of: shape))()"
        case .color(let color): return "Color(\(color))"
        case .text(let text): return "Text(\(ExpressionText.stringLiteral(text.string)))"
        case .fixed(let width, let height): return "fixed(width: \(number(width)), height: \(number(height)))"
        case .custom: return "custom"
        case .spacer(let minLength): return "Spacer(minLength: \(number(minLength)))"
        case .vStack(let alignment, let spacing): return "VStack(alignment: \(alignment), spacing: \(number(spacing)))"
        case .hStack(let alignment, let spacing): return "HStack(alignment: \(alignment), spacing: \(number(spacing)))"
        case .zStack(let alignment): return "ZStack(alignment: \(alignment))"
        case .group: return "Group"
        case .frame(let width, let height, let alignment):
            return ".frame(width: \(number(width)), height: \(number(height)), alignment: \(alignment))"
        case .flexibleFrame(let frame):
            let w = frame.width
            let h = frame.height
            return ".frame(minWidth: \(number(w.min)), idealWidth: \(number(w.ideal)), maxWidth: \(number(w.max)), "
                + "minHeight: \(number(h.min)), idealHeight: \(number(h.ideal)), maxHeight: \(number(h.max)))"
        case .padding(let insets):
            return ".padding(EdgeInsets(top: \(number(insets.top)), leading: \(number(insets.leading)), "
                + "bottom: \(number(insets.bottom)), trailing: \(number(insets.trailing))))"
        case .fixedSize(let horizontal, let vertical):
            return ".fixedSize(horizontal: \(horizontal), vertical: \(vertical))"
        case .overlay(let alignment): return ".overlay(alignment: \(alignment))"
        case .background(let alignment): return ".background(alignment: \(alignment))"
        case .offset(let x, let y): return ".offset(x: \(number(x)), y: \(number(y)))"
        case .position(let x, let y): return ".position(x: \(number(x)), y: \(number(y)))"
        case .aspectRatio(let ratio, let mode): return ".aspectRatio(\(number(ratio)), contentMode: .\(mode))"
        case .layoutPriority(let value): return ".layoutPriority(\(number(value)))"
        case .navigationTitle(let title): return ".navigationTitle(\(ExpressionText.stringLiteral(title)))"
        case .navigationStack: return "NavigationStack"
        case .control(let control): return control.description
        }
    }
}

/// A `Text`'s string and style.
struct TextContent: Sendable {
    var string: String
    var font: Font
    var alignment: TextAlignment
    var paint: Paint
    var lineLimit: Int?

    init(string: String, font: Font, alignment: TextAlignment, paint: Paint, lineLimit: Int?) {
        self.string = string
        self.font = font
        self.alignment = alignment
        self.paint = paint
        self.lineLimit = lineLimit.map { max($0, 1) }
    }
}

/// A flexible frame's limits, normalized as SwiftUI's `_FlexFrameLayout` initializer normalizes them (OpenSwiftUI
/// `FrameLayout.swift` lines 203–261, whose clamping OpenSwiftUI's dual tests check against SwiftUI).
struct FlexibleFrame: Sendable {
    struct Limits: Sendable {
        var min: Double?
        var ideal: Double?
        var max: Double?

        init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
            // NaN counts as nil here; SwiftUI keeps it and then lays out nonsense.
            let minimum = min.flatMap { $0.isNaN ? nil : Swift.max(Double($0), 0) }
            let idealValue = ideal.flatMap { $0.isNaN ? nil : Swift.max(minimum ?? 0, Double($0)) }
            let maximum = max.flatMap { $0.isNaN ? nil : Swift.max(idealValue ?? 0, Double($0)) }
            self.min = minimum
            self.ideal = idealValue
            self.max = maximum
        }

        var isConstrained: Bool { min != nil || ideal != nil || max != nil }
    }

    var width: Limits
    var height: Limits
    var alignment: Alignment
}

/// A control leaf.
enum Control: Sendable, CustomStringConvertible {
    case button(ButtonContent)
    case slider(fraction: Double, tint: Color?)
    case toggle(ToggleContent)
    case textField(FieldContent)

    var description: String {
        switch self {
        case .button(let button):
            "Button(\(ExpressionText.stringLiteral(button.title))).buttonStyle(.\(button.style.rawValue))"
        case .slider(let fraction, _): "Slider(value: \(fraction))"
        case .toggle(let toggle): "Toggle(\(ExpressionText.stringLiteral(toggle.title)), isOn: \(toggle.isOn))"
        case .textField(let field):
            "TextField(\(ExpressionText.stringLiteral(field.placeholder))).textFieldStyle(.\(field.style.rawValue))"
        }
    }
}

extension Control {
    /// The text a control lays out: a button's title, a toggle's label, a field's text (its placeholder while
    /// empty); nothing for a slider. Multi-line button titles are centred; fields hold one line.
    var label: TextContent {
        switch self {
        case .button(let button):
            TextContent(
                string: button.title, font: button.font, alignment: .center, paint: button.titlePaint, lineLimit: nil)
        case .slider: TextContent(string: "", font: .body, alignment: .leading, paint: .color(.clear), lineLimit: 1)
        case .toggle(let toggle):
            TextContent(
                string: toggle.title, font: toggle.font, alignment: .leading, paint: .color(.primary), lineLimit: nil)
        case .textField(let field):
            TextContent(
                string: field.text.isEmpty ? field.placeholder : field.text, font: field.font, alignment: .leading,
                paint: .color(field.text.isEmpty ? ControlMetrics.placeholder : .primary), lineLimit: 1)
        }
    }
}

struct ButtonContent: Sendable {
    var title: String
    var style: ButtonStyle
    var font: Font
    var tint: Color?
    var shape: ButtonBorderShape

    var isBordered: Bool { style == .bordered || style == .borderedProminent }

    /// The title's colour: white on the prominent fill, the primary colour for `.plain`, else the tint.
    var titlePaint: Paint {
        switch style {
        case .borderedProminent: .color(.white)
        case .plain: .color(.primary)
        case .automatic, .borderless, .bordered: .color(tint ?? ControlMetrics.accent)
        }
    }
}

struct ToggleContent: Sendable {
    var title: String
    var isOn: Bool
    var font: Font
}

struct FieldContent: Sendable {
    var placeholder: String
    var text: String
    var style: TextFieldStyle
    var font: Font
}

/// SwiftUI's `Rectangle()`: the whole frame.
struct FrameRectangle: Shape {
    typealias AnimatableData = EmptyAnimatableData

    func path(in rect: CGRect) -> Path { Path(rect) }
}
