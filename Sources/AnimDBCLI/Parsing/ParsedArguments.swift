import AnimDBEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The result of parsing one command line against a `CommandSpec`, with typed accessors that turn bad values
/// into usage errors naming the option.
///
/// The parser has already applied the spec: every required argument and option is present and every default is
/// filled in. So a required or defaulted value is read with a non-optional accessor (`argument`, `requiredValue`,
/// `requiredDouble`, …), and asking one for a value the spec does not guarantee is a programming error.
public struct ParsedArguments: Sendable {
    /// The command path, e.g. `["animdb", "add", "preset"]`.
    public var commandPath: [String]
    /// Values given on the command line, in order.
    var values: [String: [String]] = [:]
    /// The spec's defaults for value options that were not given.
    var defaults: [String: String] = [:]
    var flags: Set<String> = []
    var positionals: [String: [String]] = [:]

    public init(commandPath: [String]) {
        self.commandPath = commandPath
    }

    public func flag(_ name: String) -> Bool { flags.contains(name) }

    /// The last value given for a single-value option (later occurrences win, as in most CLIs), else its default.
    public func value(_ name: String) -> String? { values[name]?.last ?? defaults[name] }

    /// The value of an option the spec makes required or gives a default.
    public func requiredValue(_ name: String) -> String {
        guard let value = value(name) else { notGuaranteed(name) }
        return value
    }

    public func values(_ name: String) -> [String] { values[name] ?? [] }

    /// Whether the option was given on the command line (a default does not count).
    public func isGiven(_ name: String) -> Bool { values[name] != nil }

    /// A required (or defaulted) positional argument.
    public func argument(_ name: String) -> String {
        guard let value = positionals[name]?.first else {
            preconditionFailure("<\(name)> is optional or undeclared in its spec; read it with optionalArgument(_:)")
        }
        return value
    }

    /// An optional positional argument, nil when absent.
    public func optionalArgument(_ name: String) -> String? { positionals[name]?.first }

    public func arguments(_ name: String) -> [String] { positionals[name] ?? [] }

    /// A finite number option, or nil when it is absent and has no default.
    public func double(_ name: String) throws -> Double? {
        guard let text = value(name) else { return nil }
        guard let number = Double(text.trimmingWhitespace()), number.isFinite else {
            throw CLIError.invalid("The value '\(text)' is invalid for '--\(name)': expected a finite number")
        }
        return number
    }

    /// A finite number option the spec makes required or gives a default.
    public func requiredDouble(_ name: String) throws -> Double {
        guard let number = try double(name) else { notGuaranteed(name) }
        return number
    }

    /// A whole number option, or nil when it is absent and has no default.
    public func int(_ name: String) throws -> Int? {
        guard let text = value(name) else { return nil }
        guard let number = Int(text.trimmingWhitespace()) else {
            throw CLIError.invalid("The value '\(text)' is invalid for '--\(name)': expected a whole number")
        }
        return number
    }

    /// A whole number option the spec makes required or gives a default.
    public func requiredInt(_ name: String) throws -> Int {
        guard let number = try int(name) else { notGuaranteed(name) }
        return number
    }

    /// An option declared with `OptionSpec.choice`, as its case (the parser has checked the value is one).
    public func choice<T: RawRepresentable>(_ name: String, as type: T.Type = T.self) -> T? where T.RawValue == String {
        guard let text = value(name) else { return nil }
        guard let value = T(rawValue: text) else {
            preconditionFailure("'--\(name)' allows '\(text)', which is not a \(T.self); declare it with .choice")
        }
        return value
    }

    /// A choice option the spec gives a default.
    public func requiredChoice<T: RawRepresentable>(_ name: String, as type: T.Type = T.self) -> T
    where T.RawValue == String {
        guard let value = choice(name, as: T.self) else { notGuaranteed(name) }
        return value
    }

    private func notGuaranteed(_ name: String) -> Never {
        preconditionFailure("'--\(name)' is neither required nor defaulted in its spec; read it as optional")
    }

    /// A comma-separated list of finite numbers (`--at 0,0.1,0.25`).
    public func doubleList(_ name: String) throws -> [Double]? {
        guard let text = value(name) else { return nil }
        var result: [Double] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let trimmed = part.trimmingWhitespace()
            guard let number = Double(trimmed), number.isFinite else {
                throw CLIError.invalid("The value '\(trimmed)' in '--\(name) \(text)' is not a finite number")
            }
            result.append(number)
        }
        return result
    }
}
