import AnimDBEngine
import AnimDBModel

/// Why a value on the command line was refused: what the value should have been. `ArgumentParser` turns it into
/// the one "invalid value" message, naming the option (or argument) and the value as typed.
public struct InvalidValue: Error, Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        /// What a valid value is (`expected 1 to 1000`, or a rule's own reason).
        case reason(String)
        /// One entry of a list is wrong: the entry as typed and what a valid entry is.
        case entry(String, String)
        /// A message that is already complete, because the rule behind it words it for every path the same way
        /// (`NameRules`, the preset catalog): the store and the parser then say one thing.
        case message(String)
        /// The command line is malformed (a word that is none of the words allowed): usage follows the message.
        case usage(String)
    }

    var kind: Kind

    /// `The value 'X' is invalid for '--name': reason`.
    public static func reason(_ reason: String) -> InvalidValue { InvalidValue(kind: .reason(reason)) }

    /// `The value 'e' in '--name X' is invalid: reason`; for a list of one entry, as for a single value.
    public static func entry(_ entry: String, _ reason: String) -> InvalidValue {
        InvalidValue(kind: .entry(entry, reason))
    }

    /// `message`, as it is.
    public static func message(_ message: String) -> InvalidValue { InvalidValue(kind: .message(message)) }

    /// `message`, followed by the command's usage.
    public static func usage(_ message: String) -> InvalidValue { InvalidValue(kind: .usage(message)) }

    /// The error for `typed`, given to `label` on the command `path`.
    func error(for label: String, typed: String, path: [String]) -> CLIError {
        if case .usage(let message) = kind { return .usage(message, command: path) }
        return .invalid(message(for: label, typed: typed))
    }

    /// The one invalid-value message for `typed`, given to `label` (`--fps`, `<revision>`).
    func message(for label: String, typed: String) -> String {
        switch kind {
        case .reason(let reason): "The value '\(Self.shortened(typed))' is invalid for '\(label)': \(reason)"
        case .entry(let entry, let reason) where entry == typed.trimmingWhitespace():
            // A list of one time says what a single time would (`play --at` as `render --at`).
            InvalidValue.reason(reason).message(for: label, typed: typed)
        case .entry(let entry, let reason): "The value '\(entry)' in '\(label) \(typed)' is invalid: \(reason)"
        case .message(let message), .usage(let message): message
        }
    }

    /// The value as typed, shortened: `1e308` stays as it is, 300 typed digits do not.
    static func shortened(_ typed: String) -> String {
        typed.count <= 24 ? typed : typed.prefix(21) + "…"
    }
}

/// How an option's or argument's text becomes a typed value: parsed and checked against its one rule while the
/// command line is parsed, so a command body never sees a bad value (and a usage error happens before a command
/// opens, creates or writes anything).
public struct ValueParser<Value: Sendable>: Sendable {
    /// Reads the text, or says what the value should have been.
    let read: @Sendable (String) throws(InvalidValue) -> Value
    /// How help prints a value (a default).
    let show: @Sendable (Value) -> String
    /// The values a choice allows, for help.
    let allowedValues: [String]?
    /// Whether some text is refused (false only for free text).
    let checks: Bool

    public init(
        allowedValues: [String]? = nil, checks: Bool = true, show: @escaping @Sendable (Value) -> String,
        read: @escaping @Sendable (String) throws(InvalidValue) -> Value
    ) {
        self.read = read
        self.show = show
        self.allowedValues = allowedValues
        self.checks = checks
    }

    /// This parser with a further check: `problem` says what is wrong with a value read, or nil.
    public func checked(_ problem: @escaping @Sendable (Value) -> String?) -> ValueParser {
        let read = self.read
        return ValueParser(allowedValues: allowedValues, show: show) { text throws(InvalidValue) in
            let value = try read(text)
            if let problem = problem(value) { throw .reason(problem) }
            return value
        }
    }
}

extension ValueParser where Value == String {
    /// Any text.
    public static var text: ValueParser {
        ValueParser(checks: false, show: { $0 }, read: { $0 })
    }
}

extension ValueParser where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    /// One of the cases of `Value`, by raw value.
    public static var choice: ValueParser {
        let allowed = Value.allCases.map(\.rawValue)
        return ValueParser(allowedValues: allowed, show: \.rawValue) { text throws(InvalidValue) in
            guard let value = Value(rawValue: text) else {
                throw .reason(withHint("expected one of \(allowed.joined(separator: ", "))", text, allowed))
            }
            return value
        }
    }
}
