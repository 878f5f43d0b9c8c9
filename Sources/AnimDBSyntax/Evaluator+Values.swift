import AnimDBEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Preset parameter values: `10`, `.degrees(90)`, `90deg`, `CGPoint(x: 0, y: 5)`, `UnitPoint.center`,
/// `Color(red: 1, green: 0.5, blue: 0)`, `#FF8800`, `true`, `"text"`.
extension Evaluator {
    func value(_ syntax: Syntax, as type: ParameterType, _ context: Context) throws(ExpressionError) -> ParameterValue {
        switch type {
        case .double: .double(try number(syntax, context))
        case .int: .int(try integer(syntax, context))
        case .angle: .angle(try angle(syntax, context))
        case .point: .point(try point(syntax, context))
        case .size: .size(try size(syntax, context))
        case .rect: .rect(try rect(syntax, context))
        case .unitPoint: .unitPoint(try unitPoint(syntax, context))
        case .color: .color(try color(syntax, context))
        case .paint: .paint(try paint(syntax, context))
        case .strokeStyle: .strokeStyle(try strokeStyle(syntax, context))
        case .shapePath: .shapePath(try shapePath(syntax, context))
        case .font: .font(try font(syntax, context))
        case .textAlignment: .textAlignment(try textAlignment(syntax, context))
        case .textFieldStyle: .textFieldStyle(try textFieldStyle(syntax, context))
        case .cornerStyle: .cornerStyle(try cornerStyle(syntax, context))
        case .bool: .bool(try bool(syntax, context))
        case .string: .string(try string(syntax, context))
        case .optionalNumber: .optionalNumber(try optionalNumber(syntax, context))
        case .horizontalAlignment: .horizontalAlignment(try horizontalAlignment(syntax, context))
        case .verticalAlignment: .verticalAlignment(try verticalAlignment(syntax, context))
        case .alignment: .alignment(try alignment(syntax, context))
        case .edgeSet: .edgeSet(try edgeSet(syntax, context))
        case .buttonStyle: .buttonStyle(try buttonStyle(syntax, context))
        case .transition: .transition(try transition(syntax, context))
        }
    }

    func angle(_ syntax: Syntax, _ context: Context) throws(ExpressionError) -> Angle {
        switch syntax {
        case .number(let literal, let location) where literal.suffix != nil:
            let plain = Syntax.number(
                NumberLiteral(text: literal.text, value: literal.value, isInteger: literal.isInteger), location)
            switch literal.suffix {
            case "deg": return .degrees(try number(plain, context))
            case "rad": return .radians(try number(plain, context))
            default:
                throw ExpressionError(
                    at: location, "unknown unit '\(literal.suffix!)' after '\(literal.text)'",
                    suggestion: Suggestions.closest(to: literal.suffix!, in: ["deg", "rad"]))
            }
        case .number(let literal, let location):
            throw ExpressionError(
                at: location, "expected an angle\(context.after), found '\(literal.text)'",
                suggestion: ".degrees(\(literal.text))")
        case .negative(let inner, _):
            return Angle(radians: -(try angle(inner, context)).radians)
        default:
            break
        }
        let start = try chainStart(
            syntax, expected: "an angle", typeNames: ["Angle"], members: ["degrees", "radians", "zero"], context)
        let head = start.head
        let result: Angle
        if start.isInitializer {
            let bound = try bind(head, to: [[], [.required("degrees")], [.required("radians")]], function: "Angle")
            switch bound.overload {
            case 0: result = .zero
            case 1: result = .degrees(try number(bound[0]!, Context(label: "degrees")))
            default: result = .radians(try number(bound[0]!, Context(label: "radians")))
            }
        } else {
            switch head.name {
            case "zero":
                try expectProperty(head, of: "Angle")
                result = .zero
            case "degrees", "radians":
                let bound = try bind(head, to: [[.required(nil)]], function: head.name)
                let value = try number(bound[0]!, .none)
                result = head.name == "degrees" ? .degrees(value) : .radians(value)
            default:
                throw unknown(head, "angle", valid: ["degrees", "radians", "zero"])
            }
        }
        try expectEnd(start.rest, after: "an angle")
        return result
    }

    func point(_ syntax: Syntax, _ context: Context) throws(ExpressionError) -> CGPoint {
        let start = try chainStart(syntax, expected: "a point", typeNames: ["CGPoint"], members: ["zero"], context)
        let result: CGPoint
        if start.isInitializer {
            let bound = try bind(start.head, to: [[], [.required("x"), .required("y")]], function: "CGPoint")
            if bound.overload == 0 {
                result = .zero
            } else {
                result = CGPoint(
                    x: try number(bound[0]!, Context(label: "x")), y: try number(bound[1]!, Context(label: "y")))
            }
        } else {
            guard start.head.name == "zero" else { throw unknown(start.head, "point", valid: ["zero"]) }
            try expectProperty(start.head, of: "CGPoint")
            result = .zero
        }
        try expectEnd(start.rest, after: "a point")
        return result
    }

    func size(_ syntax: Syntax, _ context: Context) throws(ExpressionError) -> CGSize {
        let start = try chainStart(syntax, expected: "a size", typeNames: ["CGSize"], members: ["zero"], context)
        let result: CGSize
        if start.isInitializer {
            let bound = try bind(start.head, to: [[], [.required("width"), .required("height")]], function: "CGSize")
            if bound.overload == 0 {
                result = .zero
            } else {
                result = CGSize(
                    width: try number(bound[0]!, Context(label: "width")),
                    height: try number(bound[1]!, Context(label: "height")))
            }
        } else {
            guard start.head.name == "zero" else { throw unknown(start.head, "size", valid: ["zero"]) }
            try expectProperty(start.head, of: "CGSize")
            result = .zero
        }
        try expectEnd(start.rest, after: "a size")
        return result
    }

    func rect(_ syntax: Syntax, _ context: Context) throws(ExpressionError) -> CGRect {
        let start = try chainStart(syntax, expected: "a rectangle", typeNames: ["CGRect"], members: ["zero"], context)
        let result: CGRect
        if start.isInitializer {
            let overloads: [[Parameter]] = [
                [],
                [.required("x"), .required("y"), .required("width"), .required("height")],
                [.required("origin"), .required("size")],
            ]
            let bound = try bind(start.head, to: overloads, function: "CGRect")
            switch bound.overload {
            case 0: result = .zero
            case 1:
                result = CGRect(
                    x: try number(bound[0]!, Context(label: "x")), y: try number(bound[1]!, Context(label: "y")),
                    width: try number(bound[2]!, Context(label: "width")),
                    height: try number(bound[3]!, Context(label: "height")))
            default:
                result = CGRect(
                    origin: try point(bound[0]!, Context(label: "origin")),
                    size: try size(bound[1]!, Context(label: "size")))
            }
        } else {
            guard start.head.name == "zero" else { throw unknown(start.head, "rectangle", valid: ["zero"]) }
            try expectProperty(start.head, of: "CGRect")
            result = .zero
        }
        try expectEnd(start.rest, after: "a rectangle")
        return result
    }

    func unitPoint(_ syntax: Syntax, _ context: Context) throws(ExpressionError) -> UnitPoint {
        let names = UnitPoint.named.map(\.name)
        let start = try chainStart(syntax, expected: "a unit point", typeNames: ["UnitPoint"], members: names, context)
        let result: UnitPoint
        if start.isInitializer {
            let bound = try bind(start.head, to: [[], [.required("x"), .required("y")]], function: "UnitPoint")
            if bound.overload == 0 {
                result = .zero
            } else {
                result = UnitPoint(
                    x: try number(bound[0]!, Context(label: "x")), y: try number(bound[1]!, Context(label: "y")))
            }
        } else {
            guard let named = UnitPoint.named.first(where: { $0.name == start.head.name }) else {
                throw unknown(start.head, "unit point", valid: names)
            }
            try expectProperty(start.head, of: "UnitPoint")
            result = named.point
        }
        try expectEnd(start.rest, after: "a unit point")
        return result
    }

    func color(_ syntax: Syntax, _ context: Context) throws(ExpressionError) -> Color {
        if case .hexColor(let digits, _) = syntax { return Color(hex: digits) }
        let names = Color.named.map(\.name)
        let start = try chainStart(syntax, expected: "a color", typeNames: ["Color"], members: names, context)
        var result: Color
        if start.isInitializer {
            let overloads: [[Parameter]] = [
                [.required("red"), .required("green"), .required("blue"), .optional("opacity")],
                [.required("white"), .optional("opacity")],
            ]
            let bound = try bind(start.head, to: overloads, function: "Color")
            let opacityIndex = bound.overload == 0 ? 3 : 1
            let opacity =
                try bound[opacityIndex].map { s throws(ExpressionError) in try number(s, Context(label: "opacity")) }
                ?? 1
            if bound.overload == 0 {
                result = Color(
                    red: try number(bound[0]!, Context(label: "red")),
                    green: try number(bound[1]!, Context(label: "green")),
                    blue: try number(bound[2]!, Context(label: "blue")), opacity: opacity)
            } else {
                result = Color(white: try number(bound[0]!, Context(label: "white")), opacity: opacity)
            }
        } else {
            guard let named = Color.named.first(where: { $0.name == start.head.name }) else {
                throw unknown(start.head, "color", valid: names)
            }
            try expectProperty(start.head, of: "Color")
            result = named.color
        }
        // SwiftUI's `Color.opacity(_:)` multiplies the opacity, so `Color.red.opacity(0.5)` reads naturally.
        for modifier in start.rest {
            guard modifier.name == "opacity" else {
                throw unknown(modifier, "color modifier", valid: ["opacity"])
            }
            let bound = try bind(modifier, to: [[.required(nil)]], function: "opacity")
            result.opacity *= try number(bound[0]!, .none)
        }
        return result
    }

    /// `Path("M0 0 L10 0 C15 0 20 5 20 10 Z")` (SVG path data, absolute commands) or `Path()`, the empty path.
    func shapePath(_ syntax: Syntax, _ context: Context) throws(ExpressionError) -> ShapePath {
        guard case .chain(let chain) = syntax, let root = chain.root, root.name == "Path", root.arguments != nil,
            root.trailingClosure == nil
        else { throw mismatch(syntax, expected: "a path such as 'Path(\"M0 0 L10 0 L5 10 Z\")'", context) }
        if let member = chain.members.first {
            throw ExpressionError(at: member.dotLocation, "unexpected member '.\(member.name)' after 'Path(…)'")
        }
        let bound = try bind(root, to: [[], [.required(nil)]], function: "Path")
        guard bound.overload == 1, let argument = bound[0] else { return ShapePath() }
        let text = try string(argument, Context(label: nil))
        do {
            return try ShapePath(pathData: text)
        } catch {
            throw ExpressionError(at: argument.location, error.description)
        }
    }

    func bool(_ syntax: Syntax, _ context: Context) throws(ExpressionError) -> Bool {
        if case .chain(let chain) = syntax, let root = chain.root, chain.members.isEmpty, root.arguments == nil,
            root.trailingClosure == nil
        {
            switch root.name {
            case "true": return true
            case "false": return false
            default:
                throw ExpressionError(
                    at: root.location, "expected 'true' or 'false'\(context.after), found '\(root.name)'",
                    suggestion: Suggestions.closest(to: root.name, in: ["true", "false"]))
            }
        }
        throw mismatch(syntax, expected: "'true' or 'false'", context)
    }

    func string(_ syntax: Syntax, _ context: Context) throws(ExpressionError) -> String {
        guard case .string(let value, _) = syntax else { throw mismatch(syntax, expected: "a string literal", context) }
        return value
    }
}

extension Color {
    /// `RRGGBB` or `RRGGBBAA` (validated by the lexer), each byte mapped to 0…1.
    init(hex digits: String) {
        let value = UInt64(digits, radix: 16)!
        let hasAlpha = digits.count == 8
        let rgb = hasAlpha ? value >> 8 : value
        func byte(_ shift: UInt64, _ v: UInt64) -> Double { Double((v >> shift) & 0xFF) / 255 }
        self.init(red: byte(16, rgb), green: byte(8, rgb), blue: byte(0, rgb), opacity: hasAlpha ? byte(0, value) : 1)
    }
}
