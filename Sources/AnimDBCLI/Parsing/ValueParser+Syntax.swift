import AnimDBEngine
import AnimDBModel
import AnimDBResolve
import AnimDBSyntax

/// The values whose syntax is read while the command line is parsed, before anything is opened; what they name
/// (parameters, targets) is resolved later, against the preset type or the view.
extension ValueParser where Value == (String, String) {
    /// `PARAM=VALUE` (`add preset --set`, `set NAME PARAM=VALUE`), both sides trimmed and non-empty.
    static func assignment(option: String) -> ValueParser {
        ValueParser(show: { "\($0.0)=\($0.1)" }) { text throws(InvalidValue) in
            guard let equals = text.firstIndex(of: "=") else {
                throw .message("--\(option) '\(text)' must look like PARAM=VALUE")
            }
            let name = text[..<equals].trimmingWhitespace()
            let value = text[text.index(after: equals)...].trimmingWhitespace()
            guard !name.isEmpty, !value.isEmpty else {
                throw .message("--\(option) '\(text)' must look like PARAM=VALUE")
            }
            return (name, value)
        }
    }

    /// `PARAM: KEYFRAMES` (`add timeline --track`).
    static func track(option: String) -> ValueParser {
        ValueParser(show: { "\($0.0): \($0.1)" }) { text throws(InvalidValue) in
            guard let colon = text.firstIndex(of: ":") else {
                throw .message("--\(option) '\(text)' must start with 'PARAM:'")
            }
            let name = text[..<colon].trimmingWhitespace()
            let rest = text[text.index(after: colon)...].trimmingWhitespaceAndNewlines()
            guard !name.isEmpty, !rest.isEmpty else {
                throw .message("--\(option) '\(text)' must look like 'PARAM: …'")
            }
            return (name, rest)
        }
    }
}

extension ValueParser where Value == ParsedTransaction {
    /// A transaction's syntax (`shakes += 2 with .linear at 1`), read before the store is opened; its targets are
    /// resolved, and its values typed, against the view.
    static var transaction: ValueParser {
        ValueParser(show: { _ in "" }) { text throws(InvalidValue) in
            do {
                return try ExpressionParser.parseTransaction(text)
            } catch {
                throw .message(String(describing: error))
            }
        }
    }
}

extension ValueParser where Value == Timeline.StateVariable {
    /// A `@State` value of the view (`add timeline --state`): `NAME=VALUE`, or `NAME: TYPE = VALUE` with a Swift type
    /// (`sides: Double = 3`). The value is read, and its type inferred where none is written, as Swift infers it
    /// (`3` an Int, `0.5` a Double, `false` a Bool).
    static var state: ValueParser {
        ValueParser(show: { "\($0.name)=\($0.value)" }) { text throws(InvalidValue) in
            guard let equals = text.firstIndex(of: "=") else {
                throw .message("--state '\(text)' must look like NAME=VALUE or 'NAME: Type = VALUE'")
            }
            var name = text[..<equals].trimmingWhitespace()
            let value = text[text.index(after: equals)...].trimmingWhitespace()
            var swiftType: String?
            if let colon = name.firstIndex(of: ":") {
                swiftType = name[name.index(after: colon)...].trimmingWhitespace()
                name = name[..<colon].trimmingWhitespace()
            }
            guard !name.isEmpty, !value.isEmpty, NameRules.isIdentifier(name) else {
                throw .message("--state '\(text)': the name must be an identifier and the value not empty")
            }
            var type: ParameterType?
            if let swiftType {
                guard let known = ParameterType(swiftTypeName: swiftType) else {
                    throw .message("--state '\(text)': animdb does not know the type '\(swiftType)'")
                }
                type = known
            }
            do {
                let parsed = try StoredText.stateValue(value, type: type)
                return Timeline.StateVariable(name: name, type: parsed.type.rawValue, value: parsed.description)
            } catch {
                throw .message("--state '\(text)': \(error)")
            }
        }
    }
}
