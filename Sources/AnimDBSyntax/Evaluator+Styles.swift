import AnimDBEngine

/// Text and stroke styles: `.title2.bold()`, `.system(size: 20, weight: .semibold)`,
/// `StrokeStyle(lineWidth: 8, lineCap: .round)`, `.trailing` (a text alignment), `.roundedBorder` (a text field
/// style).
extension Evaluator {
    func font(_ syntax: Syntax, _ context: Context) throws(ExpressionError) -> Font {
        let styles = Font.TextStyle.allCases.map(\.rawValue)
        let start = try chainStart(
            syntax, expected: "a font", typeNames: ["Font"], members: styles + ["system"], context)
        if start.isInitializer {
            throw ExpressionError(at: start.head.location, "expected a font such as '.body' or '.system(size: 17)'")
        }
        var result: Font
        if start.head.name == "system" {
            let bound = try bind(start.head, to: [[.required("size"), .optional("weight")]], function: "system")
            let size = try number(bound[0]!, Context(label: "size"), in: 1...1000)
            let weight = try bound[1].map { s throws(ExpressionError) in try fontWeight(s, Context(label: "weight")) }
            result = .system(size: size, weight: weight ?? .regular)
        } else {
            guard let style = Font.TextStyle(rawValue: start.head.name) else {
                throw unknown(start.head, "font", valid: styles + ["system"])
            }
            try expectProperty(start.head, of: "Font")
            result = Font(style)
        }
        for modifier in start.rest {
            switch modifier.name {
            case "bold", "italic":
                _ = try bind(modifier, to: [[]], function: modifier.name)
                result = modifier.name == "bold" ? result.bold() : result.italic()
            case "weight":
                let bound = try bind(modifier, to: [[.required(nil)]], function: "weight")
                result = result.weight(try fontWeight(bound[0]!, .none))
            default:
                throw unknown(modifier, "font modifier", valid: ["bold", "italic", "weight"])
            }
        }
        return result
    }

    private func fontWeight(_ syntax: Syntax, _ context: Context) throws(ExpressionError) -> Font.Weight {
        try member(syntax, of: "Font.Weight", typeNames: ["Font.Weight", "Weight"], noun: "font weight", context)
    }

    func strokeStyle(_ syntax: Syntax, _ context: Context) throws(ExpressionError) -> StrokeStyle {
        let start = try chainStart(
            syntax, expected: "a stroke style", typeNames: ["StrokeStyle"], members: ["init"], context)
        guard start.isInitializer || start.head.name == "init" else {
            throw unknown(start.head, "stroke style", valid: ["init"])
        }
        let labels = ["lineWidth", "lineCap", "lineJoin", "miterLimit", "dash", "dashPhase"]
        let bound = try bind(start.head, to: [labels.map { .optional($0) }], function: "StrokeStyle")
        try expectEnd(start.rest, after: "a stroke style")
        var style = StrokeStyle()
        if let s = bound[0] {
            style.lineWidth = try number(s, Context(label: "lineWidth"), in: 0...Evaluator.maximumMagnitude)
        }
        if let s = bound[1] {
            style.lineCap = try member(
                s, of: "CGLineCap", typeNames: ["CGLineCap"], noun: "line cap", Context(label: "lineCap"))
        }
        if let s = bound[2] {
            style.lineJoin = try member(
                s, of: "CGLineJoin", typeNames: ["CGLineJoin"], noun: "line join", Context(label: "lineJoin"))
        }
        if let s = bound[3] {
            style.miterLimit = try number(s, Context(label: "miterLimit"), in: 0...Evaluator.maximumMagnitude)
        }
        if let s = bound[4] {
            var dash: [Double] = []
            for element in try array(s, expected: "an array of lengths such as [5, 3]", Context(label: "dash")) {
                dash.append(try number(element, .none, in: 0...Evaluator.maximumMagnitude))
            }
            style.dash = dash
        }
        if let s = bound[5] { style.dashPhase = try number(s, Context(label: "dashPhase")) }
        return style
    }

    func textAlignment(_ syntax: Syntax, _ context: Context) throws(ExpressionError) -> TextAlignment {
        try member(syntax, of: "TextAlignment", typeNames: ["TextAlignment"], noun: "text alignment", context)
    }

    func cornerStyle(_ syntax: Syntax, _ context: Context) throws(ExpressionError) -> RoundedCornerStyle {
        try member(syntax, of: "RoundedCornerStyle", typeNames: ["RoundedCornerStyle"], noun: "corner style", context)
    }

    func textFieldStyle(_ syntax: Syntax, _ context: Context) throws(ExpressionError) -> TextFieldStyle {
        // SwiftUI spells these `.roundedBorder` or `RoundedBorderTextFieldStyle()`.
        if case .chain(let chain) = syntax, let root = chain.root, chain.members.isEmpty,
            root.name.hasSuffix("TextFieldStyle"),
            root.name != "TextFieldStyle"
        {
            let prefix = root.name.dropLast("TextFieldStyle".count).lowercased()
            let name = prefix == "default" ? "automatic" : prefix
            if let style = TextFieldStyle.allCases.first(where: { $0.rawValue.lowercased() == name }) {
                _ = try bind(root, to: [[]], function: root.name)
                return style
            }
        }
        return try member(
            syntax, of: "TextFieldStyle", typeNames: ["TextFieldStyle"], noun: "text field style", context)
    }

    /// A case of a string-backed enumeration written as `.name` or `Type.name`.
    private func member<E: RawRepresentable & CaseIterable>(
        _ syntax: Syntax, of type: String, typeNames: [String], noun: String, _ context: Context
    ) throws(ExpressionError) -> E where E.RawValue == String {
        let names = E.allCases.map(\.rawValue)
        // `Font.Weight.bold` arrives as root `Font` with members `Weight`, `bold`.
        var syntax = syntax
        if case .chain(var chain) = syntax, let root = chain.root, root.name == "Font", root.arguments == nil,
            chain.members.first?.name == "Weight", type == "Font.Weight"
        {
            chain.root = nil
            chain.members.removeFirst()
            if chain.members.isEmpty { throw mismatch(syntax, expected: "a \(noun)", context) }
            syntax = .chain(chain)
        }
        let start = try chainStart(syntax, expected: "a \(noun)", typeNames: typeNames, members: names, context)
        guard !start.isInitializer, let value = E(rawValue: start.head.name) else {
            throw unknown(start.head, noun, valid: names)
        }
        try expectProperty(start.head, of: type)
        try expectEnd(start.rest, after: "a \(noun)")
        return value
    }
}
