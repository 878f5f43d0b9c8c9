import AnimDBEngine
import AnimDBGeometry
import AnimDBSyntax

/// SwiftUI's spelling of the catalog's containers and views: `VStack(alignment: .leading, spacing: 32)`,
/// `ZStack(alignment: .topLeading)`, `NavigationStack`, `Spacer()`, `Color.red`, `Button("Go") {}`,
/// `Slider(value: $sides, in: 3...12)`, `Toggle("Sound", isOn: $isOn)`, leaving out what is at SwiftUI's default; and
/// what iOS 13 writes instead of the newer ones (with a note).
extension ChainWriter {
    /// A container's header, before its `{ … }`: `VStack(spacing: 24)`, `HStack`, `ZStack(alignment: .top)`,
    /// `Group`, `NavigationStack` (`NavigationView` on iOS 13).
    static func container(_ type: PresetType, _ a: (String) -> Argument, _ spell: SwiftSpelling) -> String {
        func m(_ name: String) -> String { spell.member(a(name)) }
        func changed(_ name: String) -> Bool { isChanged(a(name), of: type, name) }
        switch type.name {
        case "vstack", "hstack", "zstack":
            let arguments = ["alignment", "spacing"].filter { type.parameter(named: $0) != nil && changed($0) }
                .map { "\($0): \(m($0))" }
            return type.swiftName + (arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))")
        case "navigation-stack" where spell.target == .ios13:
            spell.notes.add("NavigationStack is iOS 16, so NavigationView is used")
            return "NavigationView"
        default:
            return type.swiftName
        }
    }

    /// A view without children (`Spacer()`, `Color.red`, `Button("Go") {}`, a slider, a toggle) and the modifiers it
    /// needs (a button's own style). `binding` names the state a bound parameter reads, written `$name`.
    static func view(
        _ type: PresetType, _ a: (String) -> Argument, binding: (String) -> String?, _ spell: SwiftSpelling
    ) -> Content {
        func m(_ name: String) -> String { spell.member(a(name)) }
        func changed(_ name: String) -> Bool { isChanged(a(name), of: type, name) }
        /// `$name` for a bound parameter; a constant binding otherwise, since SwiftUI's controls take bindings.
        func bound(_ name: String) -> String { binding(name).map { "$" + $0 } ?? ".constant(\(m(name)))" }
        switch type.name {
        case "spacer":
            return Content(
                call: changed("minLength") ? "Spacer(minLength: \(m("minLength")))" : "Spacer()", modifiers: [])
        case "color":
            return Content(call: colorView(a("paint"), spell), modifiers: [])
        case "button":
            // A timeline stores no actions: its changes happen at their times, from play().
            let style = changed("style") ? ["buttonStyle(\(m("style")))"] : []
            return Content(call: "Button(\(m("title"))) {}", modifiers: style)
        case "slider":
            var call = "Slider(value: \(bound("value"))"
            if changed("lower") || changed("upper") {
                call += ", in: \(rangeBound(a("lower"), spell))...\(rangeBound(a("upper"), spell))"
            }
            return Content(call: call + ")", modifiers: [])
        case "toggle":
            return Content(call: "Toggle(\(m("title")), isOn: \(bound("isOn")))", modifiers: [])
        default:
            preconditionFailure("'\(type.name)' is not one of SwiftUI's views")
        }
    }

    /// A colour or gradient as a view: `Color.red`, `LinearGradient(…)`; a colour's `.gradient` fills a rectangle,
    /// since `AnyGradient` is a style, not a view.
    private static func colorView(_ paint: Argument, _ spell: SwiftSpelling) -> String {
        switch paint {
        case .value(.paint(.color(let color))), .value(.color(let color)):
            return spell.colorText(color)
        case .value(.paint(.colorGradient(let color))) where spell.target != .ios13:
            return "Rectangle().fill(\(spell.paintText(.colorGradient(color))))"
        case .value(.paint(let paint)):
            return spell.paintText(paint)
        default:
            return spell.member(paint)
        }
    }

    /// A slider's bound as an operand of `...`: `3`, `(.pi * 2)`, `(.pi)`.
    private static func rangeBound(_ argument: Argument, _ spell: SwiftSpelling) -> String {
        let text = spell.operand(argument)
        return text.hasPrefix(".") ? "(\(text))" : text
    }

    /// The call that attaches views to the modified view, before its `{ … }`: `.overlay(alignment: .topTrailing)`,
    /// `.background`, `.mask` (iOS 15); nil for `clipShape`, which takes its shape as an argument.
    static func attachment(_ type: PresetType, _ a: (String) -> Argument, _ spell: SwiftSpelling) -> String? {
        let name: String
        switch type.name {
        case "overlay": name = "overlay"
        case "background-view": name = "background"
        case "mask": name = "mask"
        default: return nil
        }
        return isChanged(a("alignment"), of: type, "alignment")
            ? "\(name)(alignment: \(spell.member(a("alignment"))))" : name
    }

    /// iOS 13's form of an attachment, which takes the view as an argument and lays it out the same way:
    /// `overlay(_:alignment:)`, `background(_:alignment:)`, `mask(_:)` (without alignment: a note when the mask is not
    /// centred). Returns the
    /// function's name and the arguments after the view.
    static func legacyAttachment(_ type: PresetType, _ a: (String) -> Argument, _ spell: SwiftSpelling) -> (
        name: String, trailing: String?
    ) {
        let aligned = isChanged(a("alignment"), of: type, "alignment")
        let alignment = aligned ? "alignment: \(spell.member(a("alignment")))" : nil
        switch type.name {
        case "overlay":
            return ("overlay", alignment)
        case "background-view":
            return ("background", alignment)
        default:
            if aligned { spell.notes.add("mask(alignment:_:) is iOS 15, so the mask is centred (mask(_:))") }
            return ("mask", nil)
        }
    }

    /// `clipShape(Circle())`, with `style: FillStyle(eoFill: true)` for even-odd, or `clipped()` without a shape.
    static func clipShape(
        _ type: PresetType, _ a: (String) -> Argument, shape: String?, _ spell: SwiftSpelling
    ) -> String {
        guard let shape else { return "clipped()" }
        return "clipShape(\(shape)\(fillStyleArgument(type, a, spell)))"
    }

    /// `, style: FillStyle(eoFill: …)` where the item's `eoFill` is set (a fill or a clip shape), else nothing.
    static func fillStyleArgument(_ type: PresetType, _ a: (String) -> Argument, _ spell: SwiftSpelling) -> String {
        isChanged(a("eoFill"), of: type, "eoFill") ? ", style: FillStyle(eoFill: \(spell.member(a("eoFill"))))" : ""
    }
}
