import AnimDBEngine
import AnimDBGeometry
import AnimDBSyntax

/// SwiftUI's spelling of the catalog items it has built in: text content (`Text`, `TextField`), the styles, layout
/// and environment modifiers (`.fill`, `.stroke`, `.frame`, `.padding`, `.background`, `.cornerRadius`,
/// `.foregroundStyle`, `.font`), the plain effects (`.offset`, `.scaleEffect`, `.rotationEffect`, `.opacity`) and
/// the built-in shapes. Calls are written without their leading dot; a value at SwiftUI's default is left out, as
/// the articles leave it out (`.padding()`, `.stroke(.cyan, lineWidth: 3)`).
///
/// The same spelling serves inline items in a view and the bodies of preset types and extensions, so an item reads
/// the same wherever it is written.
enum ChainWriter {
    /// A content item's first line (`Text("Shake me!")`) and its modifiers (`font(.title2)`).
    struct Content {
        var call: String
        var modifiers: [String]
    }

    /// Text content: `Text(…)` with its font, alignment and colour, or `TextField(…)` bound to `binding`.
    static func text(_ type: PresetType, _ a: (String) -> Argument, binding: String, _ spell: SwiftSpelling) -> Content
    {
        func m(_ name: String) -> String { spell.member(a(name)) }
        func changed(_ name: String) -> Bool { isChanged(a(name), of: type, name) }
        if type.name == "text-field" {
            var modifiers: [String] = []
            // SwiftUI's default is `.automatic`, whatever the catalog starts a field with.
            if a("style") != .value(.textFieldStyle(.automatic)) {
                modifiers.append("textFieldStyle(\(m("style")))")
            }
            return Content(call: "TextField(\(m("placeholder")), text: $\(binding))", modifiers: modifiers)
        }
        var modifiers: [String] = []
        if changed("font") { modifiers.append("font(\(m("font")))") }
        if changed("alignment") { modifiers.append("multilineTextAlignment(\(m("alignment")))") }
        if changed("foreground") { modifiers.append(foreground(a("foreground"), spell)) }
        return Content(call: "Text(\(m("text")))", modifiers: modifiers)
    }

    /// A built-in shape: `Circle()`, `Ellipse()`, `Capsule()`, `RoundedRectangle(cornerRadius: 25)` (with `style:` when
    /// it is not `.continuous`).
    static func builtInShape(_ type: PresetType, _ a: (String) -> Argument, _ spell: SwiftSpelling) -> String {
        switch type.name {
        case "circle": "Circle()"
        case "ellipse": "Ellipse()"
        case "capsule": "Capsule()"
        case "rect": "Rectangle()"
        case "rounded-rectangle":
            "RoundedRectangle(cornerRadius: \(spell.member(a("cornerRadius")))"
                + (isChanged(a("style"), of: type, "style") ? ", style: \(spell.member(a("style"))))" : ")")
        default: preconditionFailure("'\(type.name)' is not one of SwiftUI's shapes")
        }
    }

    /// The calls of a style item or a plain effect (`fill(.cyan)`, `frame(width: 200, height: 200)`,
    /// `rotationEffect(.radians(rotationOffset))`); empty when the item changes nothing (a frame of neither width
    /// nor height).
    static func modifier(_ type: PresetType, _ a: (String) -> Argument, _ spell: SwiftSpelling) -> [String] {
        func m(_ name: String) -> String { spell.member(a(name)) }
        func changed(_ name: String) -> Bool { isChanged(a(name), of: type, name) }
        switch type.name {
        case "fill":
            return ["fill(\(m("paint"))\(fillStyleArgument(type, a, spell)))"]
        case "stroke":
            return ["stroke(\(m("paint"))\(strokeStyleArguments(a("style"), spell)))"]
        case "stroke-border":
            return ["strokeBorder(\(m("paint"))\(strokeStyleArguments(a("style"), spell)))"]
        case "trim":
            // SwiftUI's defaults are 0 and 1; `.trim()` alone is the whole shape.
            let arguments = ["from", "to"].filter(changed).map { "\($0): \(m($0))" }
            return ["trim(\(arguments.joined(separator: ", ")))"]
        case "blur":
            return ["blur(radius: \(m("radius"))\(changed("opaque") ? ", opaque: \(m("opaque"))" : ""))"]
        case "shadow":
            let arguments =
                (changed("color") ? ["color: \(m("color"))"] : []) + ["radius: \(m("radius"))"]
                + ["x", "y"].filter(changed).map { "\($0): \(m($0))" }
            return ["shadow(\(arguments.joined(separator: ", ")))"]
        case "brightness", "contrast", "saturation", "grayscale":
            return ["\(type.name)(\(m("amount")))"]
        case "hue-rotation":
            return ["hueRotation(\(m("angle")))"]
        case "color-multiply":
            return ["colorMultiply(\(m("color")))"]
        case "color-invert":
            return ["colorInvert()"]
        case "blend-mode":
            guard case .value(.string(let mode)) = a("mode") else { return ["blendMode(\(m("mode")))"] }
            return ["blendMode(.\(mode))"]
        case "scale-xy":
            return ["scaleEffect(x: \(m("x")), y: \(m("y"))\(changed("anchor") ? ", anchor: \(m("anchor"))" : ""))"]
        case "rotation-3d":
            var arguments = [m("angle"), "axis: (x: \(m("axisX")), y: \(m("axisY")), z: \(m("axisZ")))"]
            arguments += ["anchor", "anchorZ", "perspective"].filter(changed).map { "\($0): \(m($0))" }
            return ["rotation3DEffect(\(arguments.joined(separator: ", ")))"]
        case "transform-effect":
            let parts = ["a", "b", "c", "d", "tx", "ty"].map { "\($0): \(m($0))" }
            return ["transformEffect(CGAffineTransform(\(parts.joined(separator: ", "))))"]
        case "shape-inset":
            return ["inset(by: \(m("amount")))"]
        case "shape-offset":
            return ["offset(x: \(m("x")), y: \(m("y")))"]
        case "shape-rotation":
            return ["rotation(\(m("angle"))\(changed("anchor") ? ", anchor: \(m("anchor"))" : ""))"]
        case "shape-scale":
            return ["scale(x: \(m("x")), y: \(m("y"))\(changed("anchor") ? ", anchor: \(m("anchor"))" : ""))"]
        case "shape-transform":
            let parts = ["a", "b", "c", "d", "tx", "ty"].map { "\($0): \(m($0))" }
            return ["transform(CGAffineTransform(\(parts.joined(separator: ", "))))"]
        case "frame":
            // 0 is SwiftUI's nil: that dimension is left to the content.
            let arguments = ["width", "height", "alignment"].filter(changed).map { "\($0): \(m($0))" }
            return arguments.isEmpty ? [] : ["frame(\(arguments.joined(separator: ", ")))"]
        case "flexible-frame":
            let names = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight", "alignment"]
            let arguments = names.filter(changed).map { "\($0): \(m($0))" }
            return arguments.isEmpty ? [] : ["frame(\(arguments.joined(separator: ", ")))"]
        case "padding":
            switch (changed("edges"), changed("length")) {
            case (false, false): return ["padding()"]
            case (false, true): return ["padding(\(m("length")))"]
            case (true, false): return ["padding(\(m("edges")))"]
            case (true, true): return ["padding(\(m("edges")), \(m("length")))"]
            }
        case "padding-insets":
            let edges = ["top", "leading", "bottom", "trailing"].map { "\($0): \(m($0))" }
            return ["padding(EdgeInsets(\(edges.joined(separator: ", "))))"]
        case "fixed-size":
            return changed("horizontal") || changed("vertical")
                ? ["fixedSize(horizontal: \(m("horizontal")), vertical: \(m("vertical")))"] : ["fixedSize()"]
        case "position":
            return ["position(x: \(m("x")), y: \(m("y")))"]
        case "layout-priority":
            return ["layoutPriority(\(m("value")))"]
        case "z-index":
            return ["zIndex(\(m("value")))"]
        case "transition":
            return ["transition(\(m("transition")))"]
        case "button-style":
            return ["buttonStyle(\(m("style")))"]
        case "animation":
            // The stored texts: an animation expression (or nil) and the watched state's name.
            guard case .value(.string(let text)) = a("animation"), case .value(.string(let state)) = a("value") else {
                preconditionFailure("an animation modifier holds its animation and state as text")
            }
            let animation: String
            if text == "nil" || text == ".none" {
                animation = "nil"
            } else if case .animation(let parsed)? = try? ExpressionParser.parse(text) {
                animation = spell.animation(parsed, for: ".animation(_:value: \(state))")
            } else {
                animation = text
            }
            return ["animation(\(animation), value: \(state))"]
        case "transaction":
            guard case .value(.string(let text)) = a("animation"), case .value(.string(let state)) = a("value") else {
                preconditionFailure("a transaction modifier holds its animation and state as text")
            }
            let animation: String
            if text.hasPrefix("animation") {
                animation = "$0.animation" + (text == "animation" ? "" : "?" + text.dropFirst("animation".count))
            } else if text != "nil", case .animation(let parsed)? = try? ExpressionParser.parse(text) {
                animation = spell.animation(parsed, for: ".transaction")
            } else {
                animation = text
            }
            return [
                (state.isEmpty ? "transaction" : "transaction(value: \(state))") + " { $0.animation = \(animation) }"
            ]
        case "navigation-title" where spell.target == .ios13:
            // iOS 13's title, in the same large display mode.
            return ["navigationBarTitle(\(m("title")))"]
        case "navigation-title":
            return ["navigationTitle(\(m("title")))"]
        case "overlay", "background-view", "mask", "clip-shape":
            // Their views are written by the tree writer; as a lone modifier they attach nothing.
            return []
        case "background":
            return [background(a("paint"), cornerRadius: changed("cornerRadius") ? a("cornerRadius") : nil, spell)]
        case "corner-radius":
            return ["cornerRadius(\(m("radius")))"]
        case "foreground":
            return [foreground(a("paint"), spell)]
        case "font":
            return ["font(\(m("font")))"]
        case "offset":
            let arguments = ["x", "y"].filter(changed).map { "\($0): \(m($0))" }
            return arguments.isEmpty ? [] : ["offset(\(arguments.joined(separator: ", ")))"]
        case "scale":
            return ["scaleEffect(\(m("scale"))\(changed("anchor") ? ", anchor: \(m("anchor"))" : ""))"]
        case "rotation":
            return ["rotationEffect(\(m("angle"))\(changed("anchor") ? ", anchor: \(m("anchor"))" : ""))"]
        case "opacity":
            return ["opacity(\(m("opacity")))"]
        default:
            preconditionFailure("'\(type.name)' is not one of SwiftUI's modifiers")
        }
    }

    /// Whether an argument must be written: it varies, or its value is not SwiftUI's default for it.
    static func isChanged(_ argument: Argument, of type: PresetType, _ name: String) -> Bool {
        guard case .value(let value) = argument, let spec = type.parameter(named: name) else { return true }
        return value != spec.defaultValue
    }

    /// `, lineWidth: 3` when only the width differs from `StrokeStyle()`, else `, style: StrokeStyle(…)`.
    private static func strokeStyleArguments(_ style: Argument, _ spell: SwiftSpelling) -> String {
        guard case .value(.strokeStyle(let value)) = style else { return ", style: \(spell.member(style))" }
        var widthOnly = StrokeStyle()
        widthOnly.lineWidth = value.lineWidth
        if value == StrokeStyle() { return "" }
        if value == widthOnly { return ", lineWidth: \(spell.member(.double(value.lineWidth)))" }
        return ", style: \(spell.member(style))"
    }

    /// `background(paint)`, or `background(paint, in: RoundedRectangle(cornerRadius: r))` (iOS 15); iOS 13 fills
    /// the rounded rectangle itself.
    private static func background(_ paint: Argument, cornerRadius: Argument?, _ spell: SwiftSpelling) -> String {
        guard let cornerRadius else { return "background(\(spell.member(paint)))" }
        let shape = "RoundedRectangle(cornerRadius: \(spell.member(cornerRadius)))"
        if spell.target == .ios13 { return "background(\(shape).fill(\(spell.member(paint))))" }
        return "background(\(spell.member(paint)), in: \(shape))"
    }

    /// `foregroundStyle(paint)` (iOS 15); on iOS 13 `foregroundColor(_:)`, which takes only a colour.
    private static func foreground(_ paint: Argument, _ spell: SwiftSpelling) -> String {
        guard spell.target == .ios13 else { return "foregroundStyle(\(spell.member(paint)))" }
        switch paint {
        case .value(.paint(.color(let color))), .value(.paint(.colorGradient(let color))):
            return "foregroundColor(\(spell.member(.color(color))))"
        case .value(.paint(let gradient)):
            spell.notes.add("iOS 13 colours text with one colour, so the gradient's first colour is used")
            return "foregroundColor(\(spell.member(.color(gradient.gradient.stops.first?.color ?? .primary))))"
        case .expression(let name):
            spell.notes.add("iOS 13 colours text with one colour; '\(name)' must be a Color there")
            return "foregroundColor(\(name))"
        case .value(let other):
            return "foregroundColor(\(spell.member(other)))"
        }
    }
}
