import AnimDBEngine
import AnimDBGeometry

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How the source articles write each catalog type, which generated code follows: the Swift type of each stored
/// property (`CGFloat` where the article uses it), which parameters the article writes as literals rather than
/// properties, and the body of `path(in:)` / `body(content:)` / `body` operation for operation, so a generated shape
/// draws exactly the path animdb draws.
///
/// Bodies take each parameter as an `Argument`: the property's name when the type stores it, or the preset's value
/// when it is a constant of the body (the shakes' `* 10` and `* 5`, AnimatableTextView's format and colours).
enum TypeForms {
    /// What a type becomes in Swift.
    enum Kind: Equatable {
        /// `struct X: Shape` with `path(in:)`.
        case shape
        /// `struct X: ViewModifier` (`AnimatableModifier` before iOS 26) with `body(content:)`.
        case effect
        /// `struct X: View, Animatable` with `body` (AnimatableTextView).
        case animatableView
        /// `struct X: View` showing text content.
        case textView
        /// A style, layout or environment item: `extension View { func x() -> some View { … } }` (`Shape` for
        /// `fill` and `stroke`).
        case style
    }

    static func kind(of type: PresetType) -> Kind {
        switch type.kind {
        case .shape: return .shape
        case .text: return type.name == "animatable-text" ? .animatableView : .textView
        case .modifier: return type.isUserType || effectTypes.contains(type.name) ? .effect : .style
        case .view, .container: return .style
        }
    }

    /// The modifier types written as a `ViewModifier` of their own; the others are SwiftUI's modifiers.
    static let effectTypes: Set<String> = ["shake", "shake-decay", "counter", "offset", "scale", "rotation", "opacity"]

    /// The modifier types SwiftUI has a modifier for, so an inline item needs no type of its own.
    static let builtInModifiers: Set<String> = ["offset", "scale", "rotation", "opacity"]

    /// The shape types SwiftUI has (`Circle()`, `Ellipse()`, `Capsule()`, `RoundedRectangle(cornerRadius:style:)`).
    static let builtInShapes: Set<String> = ["circle", "ellipse", "capsule", "rounded-rectangle", "rect"]

    /// The Swift type of a stored property: `CGFloat` where the article declares one, else the catalog type's.
    static func swiftType(_ spec: ParameterSpec, of type: PresetType) -> String {
        cgFloatParameters.contains("\(type.name).\(spec.name)") ? "CGFloat" : spec.type.swiftTypeName
    }

    /// ShakeEffect's and Shake's `shakes` (articles 000 and 002), MorphingShape's size and corner radius and the
    /// width/height rectangle's `AnimatablePair<CGFloat, CGFloat>` (article 003).
    private static let cgFloatParameters: Set<String> = [
        "shake.shakes", "shake.amplitude", "morphing-shape.size", "morphing-shape.cornerRadius", "rectangle.width",
        "rectangle.height",
    ]

    /// Whether the articles write `parameter` as a literal in the body rather than as a stored property: the shakes'
    /// amplitude (`* 10`, `* 5`), AnimatableTextView's count, format, colours and font, the counter's format, and
    /// every value of text content and styles. A constant some view varies becomes a stored property.
    static func isConstant(_ parameter: String, of type: PresetType) -> Bool {
        switch kind(of: type) {
        case .textView, .style, .animatableView: !(type.name == "animatable-text" && parameter.hasPrefix("value"))
        case .effect: ["shake.amplitude", "counter.format"].contains("\(type.name).\(parameter)")
        // A path's vertices are statements of its body, as an article writes a shape.
        case .shape: type.name == "path"
        }
    }

    /// Parameters that set the structure of the body and cannot become properties: AnimatableTextView's `count`.
    static func isStructural(_ parameter: String, of type: PresetType) -> Bool {
        type.name == "animatable-text" && parameter == "count"
    }

    /// The lines of `path(in rect: CGRect) -> Path`.
    static func pathBody(_ typeName: String, _ a: (String) -> Argument, _ spell: SwiftSpelling) -> [String] {
        func e(_ name: String) -> String { spell.operand(a(name)) }
        func m(_ name: String) -> String { spell.member(a(name)) }
        /// An angle's radians: `rotation.radians`, or a constant angle's radians as a number.
        func radians(_ name: String) -> String {
            guard case .value(.angle(let angle)) = a(name) else { return "\(e(name)).radians" }
            return spell.operand(.double(angle.radians))
        }
        switch typeName {
        case "trapezoid":
            return [
                "var path = Path()",
                "path.move(to: CGPoint(x: 0, y: rect.maxY))",
                "path.addLine(to: CGPoint(x: \(m("insetAmount")), y: rect.minY))",
                "path.addLine(to: CGPoint(x: rect.maxX - \(e("insetAmount")), y: rect.minY))",
                "path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))",
                "path.closeSubpath()",
                "return path",
            ]
        case "arc":
            return [
                "var path = Path()",
                "path.addArc(",
                "    center: CGPoint(x: rect.midX, y: rect.midY),",
                "    radius: rect.width / 2,",
                "    startAngle: \(m("startAngle")),",
                "    endAngle: \(m("endAngle")),",
                "    clockwise: \(m("clockwise"))",
                ")",
                "return path",
            ]
        case "wave":
            return [
                "var path = Path()",
                "for x in stride(from: 0, through: rect.width, by: 1) {",
                "    let relativeX = x / rect.width",
                "    let angle = \(e("frequency")) * relativeX * 2 * .pi + \(e("phase"))",
                "    let y = sin(angle) * \(e("amplitude")) + rect.midY",
                "    if x == 0 {",
                "        path.move(to: CGPoint(x: x, y: y))",
                "    } else {",
                "        path.addLine(to: CGPoint(x: x, y: y))",
                "    }",
                "}",
                "return path",
            ]
        case "polygon":
            return [
                "let center = CGPoint(x: rect.midX, y: rect.midY)",
                "let radius = min(rect.width, rect.height) / 2 * \(e("scale"))",
                "let actualSides = max(Int(\(m("sides"))), 3)",
                "",
                "var path = Path()",
                "for i in 0..<actualSides {",
                "    let angle = (Double(i) / Double(actualSides)) * 2 * .pi - .pi / 2 + \(radians("rotation"))",
                "    let point = CGPoint(",
                "        x: center.x + radius * cos(angle),",
                "        y: center.y + radius * sin(angle)",
                "    )",
                "    if i == 0 {",
                "        path.move(to: point)",
                "    } else {",
                "        path.addLine(to: point)",
                "    }",
                "}",
                "path.closeSubpath()",
                "return path",
            ]
        case "petal":
            return [
                "let center = CGPoint(x: rect.midX, y: rect.midY)",
                "let count = max(Int(\(m("petalCount"))), 2)",
                "var path = Path()",
                "",
                "for i in 0..<count {",
                "    let baseAngle = (Double(i) / Double(count)) * 2 * .pi + \(e("rotationOffset"))",
                "    let tipAngle = baseAngle",
                "    let leftAngle = baseAngle - .pi / Double(count)",
                "    let rightAngle = baseAngle + .pi / Double(count)",
                "",
                "    let tipPoint = CGPoint(",
                "        x: center.x + \(e("outerRadius")) * cos(tipAngle),",
                "        y: center.y + \(e("outerRadius")) * sin(tipAngle)",
                "    )",
                "    let leftControl = CGPoint(",
                "        x: center.x + \(e("innerRadius")) * cos(leftAngle),",
                "        y: center.y + \(e("innerRadius")) * sin(leftAngle)",
                "    )",
                "    let rightControl = CGPoint(",
                "        x: center.x + \(e("innerRadius")) * cos(rightAngle),",
                "        y: center.y + \(e("innerRadius")) * sin(rightAngle)",
                "    )",
                "",
                "    path.move(to: center)",
                "    path.addQuadCurve(to: tipPoint, control: leftControl)",
                "    path.addQuadCurve(to: center, control: rightControl)",
                "}",
                "",
                "return path",
            ]
        case "morphing-shape":
            return [
                "let adjustedSize = min(\(m("size")), rect.width, rect.height)",
                "let rect = CGRect(",
                "    x: (rect.width - adjustedSize) / 2,",
                "    y: (rect.height - adjustedSize) / 2,",
                "    width: adjustedSize,",
                "    height: adjustedSize",
                ")",
                "return Path(roundedRect: rect, cornerRadius: \(m("cornerRadius")))",
            ]
        case "rectangle":
            // Article 003 shows only this shape's animatableData; the path is a width × height rectangle centred in
            // the frame, as animdb draws it.
            return [
                "var path = Path()",
                "path.addRect(",
                "    CGRect(",
                "        x: rect.midX - \(e("width")) / 2,",
                "        y: rect.midY - \(e("height")) / 2,",
                "        width: \(m("width")),",
                "        height: \(m("height"))",
                "    )",
                ")",
                "return path",
            ]
        case "circle":
            return [
                "let side = min(rect.width, rect.height)",
                "var path = Path()",
                "path.addEllipse(in: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))",
                "return path",
            ]
        case "capsule":
            return [
                "let radius = min(rect.width, rect.height) / 2",
                "var path = Path()",
                "path.addRoundedRect(in: rect, cornerSize: CGSize(width: radius, height: radius), style: .circular)",
                "return path",
            ]
        case "rounded-rectangle":
            let style = a("style") == .value(.cornerStyle(.continuous)) ? "" : ", style: \(m("style"))"
            return [
                "let corner = CGSize(width: \(m("cornerRadius")), height: \(m("cornerRadius")))",
                "var path = Path()",
                "path.addRoundedRect(in: rect, cornerSize: corner\(style))",
                "return path",
            ]
        case "ellipse":
            return ["Path(ellipseIn: rect)"]
        case "rect":
            return ["Path(rect)"]
        case "path":
            return pathStatements(a("path"), spell)
        default:
            preconditionFailure("catalog shape '\(typeName)' has no generated drawing code")
        }
    }

    /// A `path` shape's body: its vertices drawn with `move`, `addLine` and `addCurve`, as an article draws a shape, or
    /// the stored path when it varies.
    static func pathStatements(_ argument: Argument, _ spell: SwiftSpelling) -> [String] {
        guard case .value(.shapePath(let value)) = argument else { return ["\(spell.member(argument))"] }
        guard !value.subpaths.isEmpty else { return ["Path()"] }
        func point(_ p: CGPoint) -> String {
            "CGPoint(x: \(spell.operand(.double(Double(p.x)))), y: \(spell.operand(.double(Double(p.y)))))"
        }
        var lines = ["var path = Path()"]
        for step in value.segments {
            switch step {
            case .move(let to): lines.append("path.move(to: \(point(to)))")
            case .line(let to): lines.append("path.addLine(to: \(point(to)))")
            case .curve(let to, let control1, let control2):
                lines += [
                    "path.addCurve(", "    to: \(point(to)),", "    control1: \(point(control1)),",
                    "    control2: \(point(control2))", ")",
                ]
            case .close: lines.append("path.closeSubpath()")
            }
        }
        return lines + ["return path"]
    }

    /// The lines of `body(content: Content) -> some View`.
    static func modifierBody(_ typeName: String, _ a: (String) -> Argument, _ spell: SwiftSpelling) -> [String] {
        func e(_ name: String) -> String { spell.operand(a(name)) }
        func m(_ name: String) -> String { spell.member(a(name)) }
        switch typeName {
        case "shake":
            return ["content.offset(x: sin(\(e("shakes")) * .pi * 2) * \(e("amplitude")))"]
        case "shake-decay":
            return [
                "content",
                "    .offset(x: sin(\(e("progress")) * .pi * 6) * \(e("intensity")) * (1 - \(e("progress"))))",
            ]
        case "counter":
            let number = isIntegerFormat(a("format").constant) ? "Int(\(e("value")).rounded())" : m("value")
            return [
                "// The counter shows its own text in the space the content takes up.",
                "content",
                "    .hidden()",
                "    .overlay(Text(String(format: \(m("format")), \(number))))",
            ]
        case "offset": return ["content.offset(x: \(m("x")), y: \(m("y")))"]
        case "scale": return ["content.scaleEffect(\(m("scale")), anchor: \(m("anchor")))"]
        case "rotation": return ["content.rotationEffect(\(m("angle")), anchor: \(m("anchor")))"]
        case "opacity": return ["content.opacity(\(m("opacity")))"]
        default: preconditionFailure("catalog modifier '\(typeName)' has no generated code")
        }
    }

    /// The lines of AnimatableTextView's `body` (article 003): one `Text` per number, in a `VStack`.
    static func animatableTextBody(count: Int, _ a: (String) -> Argument, _ spell: SwiftSpelling) -> [String] {
        var lines = ["VStack {"]
        for index in 1...count {
            let color = a("color\(index)")
            lines += [
                "    Text(String(format: \(spell.member(a("format"))), \(spell.member(a("value\(index)")))))",
                "        .font(\(spell.member(a("font"))))",
                "        .\(foregroundColorModifier(color, spell))",
                "        .padding()",
            ]
        }
        return lines + ["}"]
    }

    /// `foregroundColor(.red)`, as article 003 colours its numbers.
    private static func foregroundColorModifier(_ color: Argument, _ spell: SwiftSpelling) -> String {
        "foregroundColor(\(spell.member(color)))"
    }

    /// Whether a counter format's conversion is `%d`/`%i`, which takes an integer (`CounterFormat`'s answer).
    static func isIntegerFormat(_ value: ParameterValue?) -> Bool {
        guard case .string(let format) = value else { return false }
        return (try? CounterFormat(format))?.isInteger ?? false
    }
}
