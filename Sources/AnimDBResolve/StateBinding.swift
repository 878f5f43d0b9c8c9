import AnimDBEngine
import AnimDBGeometry
import AnimDBSyntax

/// A parameter value that reads the view's `@State`: the state itself (`Polygon(sides: sides)`), or a string that
/// interpolates states (`Text("Sisi: \(Int(sides))")`). Bindings are re-read after every change of state, as SwiftUI
/// evaluates `body` again, and the parameter animates (or jumps) to what they read then.
///
/// Interpolation follows `LocalizedStringKey`, which is what `Text("…")`, `Button("…")` and `.navigationTitle("…")`
/// take: an `Int` is formatted with `%lld`, a `Double` with `%lf` (so `Text("\(x)")` of a Double shows `3.000000`, as
/// on a device), `\(x, specifier: "%.1f")` with its specifier, a `String` as it is, a `Bool` as `true`/`false`;
/// `String(x)` is Swift's own description (`3.0`).
public enum StateBinding: Hashable, Sendable, CustomStringConvertible {
    /// The value of the state `name`.
    case state(String)
    /// An angle of the Double state `name` in radians (`.radians(rotationOffset)`) or degrees (`.degrees(angle)`).
    case angle(String, degrees: Bool)
    /// A string of literal text and interpolated states.
    case interpolation([Segment])
    /// `flag ? a : b` of the Bool state `flag` (`.offset(x: moveFlag ? 0 : 50)`, `.scaleEffect(isOn ? 1.5 : 1)`):
    /// the first value while the state holds, the second while it does not.
    case choice(String, whenTrue: ParameterValue, whenFalse: ParameterValue)

    /// One part of an interpolated string.
    public enum Segment: Hashable, Sendable {
        case text(String)
        /// `\(name)`, `\(Int(name))`, `\(Double(name))`, `\(String(name))` or `\(name, specifier: "…")`.
        case state(String, Conversion)
    }

    /// How an interpolated state is turned into text.
    public enum Conversion: Hashable, Sendable {
        /// `\(name)`: by the state's own type.
        case none
        /// `\(Int(name))`: truncated towards zero.
        case int
        /// `\(Double(name))`.
        case double
        /// `\(String(name))`: Swift's description of the value.
        case string
        /// `\(name, specifier: "%.2f")`.
        case specifier(String)
    }

    /// Reads `text` as a binding over `states` (each state's name and type); nil when it reads no state (a literal,
    /// or something that is not a binding, for the expression syntax to judge).
    ///
    /// - Throws: `StoredText.Rejection` for an interpolation animdb does not read, naming it.
    /// `branch` reads each value of a conditional (`flag ? a : b`) as the parameter's type.
    public static func parse(
        _ text: String, states: [String: ParameterType], branch: (String) throws -> ParameterValue
    ) throws -> StateBinding? {
        let trimmed = text.trimmingWhitespace()
        if states[trimmed] != nil { return .state(trimmed) }
        if let choice = try choice(trimmed, states: states, branch: branch) { return choice }
        for (prefix, degrees) in [
            (".radians(", false), (".degrees(", true), ("Angle.radians(", false),
            ("Angle.degrees(", true), ("Angle(radians:", false), ("Angle(degrees:", true),
        ]
        where trimmed.hasPrefix(prefix) && trimmed.hasSuffix(")") {
            let name = trimmed.dropFirst(prefix.count).dropLast().trimmingWhitespace()
            guard let type = states[name] else { return nil }
            guard type == .double || type == .int else {
                throw StoredText.Rejection("'\(text)': '\(name)' is \(type.article) \(type), not a number")
            }
            return .angle(name, degrees: degrees)
        }
        guard trimmed.hasPrefix("\""), trimmed.hasSuffix("\""), trimmed.count >= 2, trimmed.contains("\\(") else {
            return nil
        }
        let scalars = Array(trimmed.unicodeScalars.dropFirst().dropLast())
        var segments: [Segment] = []
        var literal = String.UnicodeScalarView()
        var index = 0
        func flushLiteral() throws {
            guard !literal.isEmpty else { return }
            // The expression syntax decodes the escapes, so a segment means what the same literal would.
            let value = try ExpressionParser.parseValue("\"" + String(literal) + "\"", as: .string)
            guard case .string(let decoded) = value else { return }
            segments.append(.text(decoded))
            literal = String.UnicodeScalarView()
        }
        while index < scalars.count {
            if scalars[index] == "\\", index + 1 < scalars.count, scalars[index + 1] == "(" {
                guard let close = ExpressionText.closingIndex(in: scalars, from: index + 1) else {
                    throw StoredText.Rejection("'\(text)': '\\(' is never closed")
                }
                try flushLiteral()
                let inner = String(String.UnicodeScalarView(scalars[(index + 2)..<(close - 1)]))
                segments.append(try segment(inner, states: states, in: text))
                index = close
                continue
            }
            literal.append(scalars[index])
            if scalars[index] == "\\", index + 1 < scalars.count {
                literal.append(scalars[index + 1])
                index += 1
            }
            index += 1
        }
        try flushLiteral()
        return .interpolation(segments)
    }

    /// `flag ? a : b` or `!flag ? a : b` of a Bool state; nil when `text` is not a conditional over a state.
    private static func choice(
        _ text: String, states: [String: ParameterType], branch: (String) throws -> ParameterValue
    ) throws -> StateBinding? {
        guard let parts = ExpressionText.split(text, at: "?"), parts.count == 2,
            let values = ExpressionText.split(parts[1], at: ":"), values.count == 2
        else { return nil }
        var condition = parts[0].trimmingWhitespace()
        let negated = condition.hasPrefix("!")
        if negated { condition = condition.dropFirst().trimmingWhitespace() }
        guard let type = states[condition] else { return nil }
        guard type == .bool else {
            throw StoredText.Rejection(
                "'\(text)': '\(condition)' is \(type.article) \(type); a condition is a Bool state")
        }
        let first = try branch(values[0].trimmingWhitespace())
        let second = try branch(values[1].trimmingWhitespace())
        return .choice(condition, whenTrue: negated ? second : first, whenFalse: negated ? first : second)
    }

    private static func segment(_ inner: String, states: [String: ParameterType], in text: String) throws -> Segment {
        let pieces = ExpressionText.split(inner, at: ",")?.map { $0.trimmingWhitespaceAndNewlines() } ?? [inner]
        func state(_ name: String) throws -> String {
            guard states[name] != nil else {
                let hint = Suggestions.closest(to: name, in: states.keys).map { ". Did you mean '\($0)'?" } ?? ""
                throw StoredText.Rejection("'\(text)': '\(name)' is not a state of the view\(hint)")
            }
            return name
        }
        if pieces.count == 2, pieces[1].hasPrefix("specifier:") {
            let format = pieces[1].dropFirst("specifier:".count).trimmingWhitespace()
            guard case .string(let specifier)? = try? ExpressionParser.parseValue(format, as: .string),
                (try? CounterFormat(specifier)) != nil
            else {
                throw StoredText.Rejection(
                    "'\(text)': the specifier must be a printf format with one %d, %f, %e or %g, not \(format)")
            }
            return .state(try state(pieces[0]), .specifier(specifier))
        }
        guard pieces.count == 1 else {
            throw StoredText.Rejection("'\(text)': animdb reads '\\(name)' and '\\(name, specifier: \"%.1f\")'")
        }
        let expression = pieces[0]
        for (call, conversion) in [("Int(", Conversion.int), ("Double(", .double), ("String(", .string)]
        where expression.hasPrefix(call) && expression.hasSuffix(")") {
            let name = expression.dropFirst(call.count).dropLast().trimmingWhitespace()
            return .state(try state(name), conversion)
        }
        guard states[expression] != nil else {
            throw StoredText.Rejection(
                "'\(text)': animdb interpolates a state as \\(name), \\(Int(name)), \\(Double(name)), "
                    + "\\(String(name)) or \\(name, specifier: \"%.1f\"), not \\(\(expression))")
        }
        return .state(expression, .none)
    }

    /// The canonical text: the state's name, or the string literal with its interpolations.
    public var description: String {
        switch self {
        case .state(let name):
            return name
        case .angle(let name, let degrees):
            return degrees ? ".degrees(\(name))" : ".radians(\(name))"
        case .choice(let name, let whenTrue, let whenFalse):
            return "\(name) ? \(whenTrue) : \(whenFalse)"
        case .interpolation(let segments):
            var text = ""
            for segment in segments {
                switch segment {
                case .text(let literal):
                    // The literal printer's spelling, without its quotes.
                    text += String(ExpressionText.stringLiteral(literal).dropFirst().dropLast())
                case .state(let name, .none): text += "\\(\(name))"
                case .state(let name, .int): text += "\\(Int(\(name)))"
                case .state(let name, .double): text += "\\(Double(\(name)))"
                case .state(let name, .string): text += "\\(String(\(name)))"
                case .state(let name, .specifier(let format)):
                    text += "\\(\(name), specifier: \(ExpressionText.stringLiteral(format)))"
                }
            }
            return "\"" + text + "\""
        }
    }

    /// The states the binding reads.
    /// The binding with the state `old` read as `new` instead (a phase animator's phase, which its content closure
    /// names as it likes, read as the view's one state for that animator).
    public func renaming(_ old: String, to new: String) -> StateBinding {
        func name(_ name: String) -> String { name == old ? new : name }
        switch self {
        case .state(let state): return .state(name(state))
        case .angle(let state, let degrees): return .angle(name(state), degrees: degrees)
        case .choice(let state, let whenTrue, let whenFalse):
            return .choice(name(state), whenTrue: whenTrue, whenFalse: whenFalse)
        case .interpolation(let segments):
            return .interpolation(
                segments.map {
                    if case .state(let state, let conversion) = $0 { .state(name(state), conversion) } else { $0 }
                })
        }
    }

    public var states: [String] {
        switch self {
        case .state(let name), .angle(let name, _), .choice(let name, _, _): [name]
        case .interpolation(let segments):
            segments.compactMap { if case .state(let name, _) = $0 { name } else { nil } }
        }
    }

    /// The value the binding reads when the states hold `values`.
    /// - Precondition: every state the binding reads is in `values`.
    public func value(_ values: [String: ParameterValue]) -> ParameterValue {
        switch self {
        case .state(let name):
            return values[name]!
        case .angle(let name, let degrees):
            let number = values[name]!.numericValue ?? 0
            return .angle(degrees ? .degrees(number) : .radians(number))
        case .choice(let name, let whenTrue, let whenFalse):
            return values[name] == .bool(true) ? whenTrue : whenFalse
        case .interpolation(let segments):
            var text = ""
            for segment in segments {
                switch segment {
                case .text(let literal): text += literal
                case .state(let name, let conversion): text += Self.text(values[name]!, conversion)
                }
            }
            return .string(text)
        }
    }

    private static func text(_ value: ParameterValue, _ conversion: Conversion) -> String {
        switch (conversion, value) {
        case (.specifier(let format), _):
            return (try? CounterFormat(format))?.string(for: value.numericValue ?? 0) ?? ""
        case (.int, _):
            return CFormat.string("%lld", truncated(value.numericValue ?? 0))
        case (.double, _):
            return CFormat.string("%lf", value.numericValue ?? 0)
        case (.string, .double(let number)):
            return String(describing: number)
        case (_, .int(let number)):
            return CFormat.string("%lld", number)
        case (_, .double(let number)):
            return CFormat.string("%lf", number)
        case (_, .string(let string)):
            return string
        case (_, .bool(let flag)):
            return flag ? "true" : "false"
        default:
            return value.description
        }
    }

    /// `Int(x)`, which traps in Swift outside Int's range; state values are bounded far inside it.
    private static func truncated(_ number: Double) -> Int {
        guard number.isFinite else { return 0 }
        return Int(max(min(number.rounded(.towardZero), 9.0e18), -9.0e18))
    }
}
