/// The result of parsing one command line against a `CommandSpec`: typed values, read by the declarations the
/// spec was built from (`arguments[Self.fps]`).
///
/// Every value was read and checked by its declaration's `ValueParser` while the command line was parsed, and the
/// parser has applied the spec (every required argument and option is present), so reading never fails. Reading a
/// declaration the command does not have is a programming error.
public struct ParsedArguments: Sendable {
    /// The command path, e.g. `["animdb", "add", "preset"]`.
    public var commandPath: [String]
    /// The typed value of each option given on the command line, by name.
    var values: [String: any Sendable] = [:]
    /// The last text given for each option, as typed (for messages that quote it).
    var texts: [String: String] = [:]
    var flags: Set<String> = []
    /// The typed value of each positional argument given, by name.
    var positionals: [String: any Sendable] = [:]
    /// The options and arguments the command (with the global options) declares.
    var declared: Set<String> = []

    public init(commandPath: [String]) {
        self.commandPath = commandPath
    }

    /// The option's value: as given, else what it reads as when absent (its default, nil or `[]`).
    public subscript<Value>(option: Option<Value>) -> Value {
        let name = option.spec.name
        precondition(declared.contains("--" + name), "'--\(name)' is not an option of \(commandPath)")
        if let value = values[name] {
            guard let typed = value as? Value else { preconditionFailure("'--\(name)' is declared twice") }
            return typed
        }
        guard let absent = option.whenAbsent else {
            preconditionFailure("required option '--\(name)' was not refused by the parser")
        }
        return absent
    }

    /// Whether the flag was given.
    public subscript(flag: Flag) -> Bool {
        precondition(declared.contains("--" + flag.spec.name), "'--\(flag.spec.name)' is not a flag of \(commandPath)")
        return flags.contains(flag.spec.name)
    }

    /// The argument's value: as given, else what it reads as when absent (its default, nil or `[]`).
    public subscript<Value>(argument: Argument<Value>) -> Value {
        let name = argument.spec.name
        precondition(declared.contains("<\(name)>"), "<\(name)> is not an argument of \(commandPath)")
        if let value = positionals[name] {
            guard let typed = value as? Value else { preconditionFailure("<\(name)> is declared twice") }
            return typed
        }
        guard let absent = argument.whenAbsent else {
            preconditionFailure("required argument <\(name)> was not refused by the parser")
        }
        return absent
    }

    /// Whether the option was given on the command line (a default does not count).
    public func isGiven<Value>(_ option: Option<Value>) -> Bool { values[option.spec.name] != nil }

    /// The option's (last) value as typed, for a message that quotes it; nil when it was not given.
    public func typedText<Value>(of option: Option<Value>) -> String? { texts[option.spec.name] }
}
