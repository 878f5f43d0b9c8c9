import Foundation

/// The result of parsing one command line against a `CommandSpec`, with typed accessors that turn bad values
/// into usage errors naming the option.
public struct ParsedArguments: Sendable {
    /// The command path, e.g. `["animdb", "add", "preset"]`.
    public var commandPath: [String]
    var values: [String: [String]] = [:]
    var flags: Set<String> = []
    var positionals: [String: [String]] = [:]

    public init(commandPath: [String]) {
        self.commandPath = commandPath
    }

    public func flag(_ name: String) -> Bool { flags.contains(name) }

    /// The last value given for a single-value option (later occurrences win, as in most CLIs).
    public func value(_ name: String) -> String? { values[name]?.last }

    public func values(_ name: String) -> [String] { values[name] ?? [] }

    public func argument(_ name: String) -> String? { positionals[name]?.first }

    public func arguments(_ name: String) -> [String] { positionals[name] ?? [] }

    public func hasValue(_ name: String) -> Bool { values[name] != nil }

    /// A finite number option, or `defaultValue` when absent.
    public func double(_ name: String, default defaultValue: Double? = nil) throws -> Double? {
        guard let text = value(name) else { return defaultValue }
        guard let number = Double(text.trimmingCharacters(in: .whitespaces)), number.isFinite else {
            throw CLIError.invalid("The value '\(text)' is invalid for '--\(name)': expected a finite number")
        }
        return number
    }

    public func int(_ name: String, default defaultValue: Int? = nil) throws -> Int? {
        guard let text = value(name) else { return defaultValue }
        guard let number = Int(text.trimmingCharacters(in: .whitespaces)) else {
            throw CLIError.invalid("The value '\(text)' is invalid for '--\(name)': expected a whole number")
        }
        return number
    }

    /// A comma-separated list of finite numbers (`--at 0,0.1,0.25`).
    public func doubleList(_ name: String) throws -> [Double]? {
        guard let text = value(name) else { return nil }
        var result: [Double] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let trimmed = part.trimmingCharacters(in: .whitespaces)
            guard let number = Double(trimmed), number.isFinite else {
                throw CLIError.invalid("The value '\(trimmed)' in '--\(name) \(text)' is not a finite number")
            }
            result.append(number)
        }
        return result
    }
}
