/// The declaration of one command: its name, help text, options, arguments and subcommands.
///
/// A value rather than property wrappers, so the parser, the help formatter and "did you mean" all read the
/// same description, and a command's interface can be inspected in tests.
public struct CommandSpec: Sendable {
    public var name: String
    public var abstract: String
    public var discussion: String
    public var options: [OptionSpec]
    public var arguments: [ArgumentSpec]
    public var subcommands: [CommandSpec]
    public var run: (@Sendable (ParsedArguments, CommandContext) throws -> Void)?

    public init(
        name: String,
        abstract: String,
        discussion: String = "",
        options: [OptionSpec] = [],
        arguments: [ArgumentSpec] = [],
        subcommands: [CommandSpec] = [],
        run: (@Sendable (ParsedArguments, CommandContext) throws -> Void)? = nil
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.options = options
        self.arguments = arguments
        self.subcommands = subcommands
        self.run = run
    }
}

/// A named option: a flag (`--loop`), a single value (`--fps 30`) or a repeatable value (`--set a=1 --set b=2`).
///
/// `defaultValue` is the one place a default is written: help prints it and the parser supplies it, so a command
/// reads `--fps` the same way whether or not it was given.
public struct OptionSpec: Sendable {
    public enum Kind: Sendable, Equatable {
        case flag
        case value
        case repeating
    }

    public var name: String
    public var short: Character?
    public var kind: Kind
    public var valueName: String
    public var help: String
    public var defaultValue: String?
    public var allowedValues: [String]?
    /// Whether the command cannot run without it (`render --out`); the parser refuses a command line without it.
    public var isRequired: Bool

    public init(
        _ name: String,
        short: Character? = nil,
        kind: Kind = .value,
        valueName: String? = nil,
        help: String,
        defaultValue: String? = nil,
        allowedValues: [String]? = nil,
        isRequired: Bool = false
    ) {
        precondition(!(isRequired && defaultValue != nil), "an option with a default is never missing")
        self.name = name
        self.short = short
        self.kind = kind
        self.valueName = valueName ?? name
        self.help = help
        self.defaultValue = defaultValue
        self.allowedValues = allowedValues
        self.isRequired = isRequired
    }

    public static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(name, short: short, kind: .flag, help: help)
    }

    /// An option whose values are the cases of `T`, so the allowed values, the default and what
    /// `ParsedArguments.choice(_:as:)` reads back cannot disagree.
    public static func choice<T: RawRepresentable & CaseIterable>(
        _ name: String, valueName: String? = nil, help: String, default value: T? = nil, as type: T.Type = T.self
    ) -> OptionSpec where T.RawValue == String {
        OptionSpec(
            name, valueName: valueName, help: help, defaultValue: value?.rawValue,
            allowedValues: T.allCases.map(\.rawValue))
    }

    /// The `--format text|json` option shared by every read command.
    public static func format(_ values: [String] = ["text", "json"], default value: String = "text") -> OptionSpec {
        OptionSpec("format", help: "Output format.", defaultValue: value, allowedValues: values)
    }
}

/// A positional argument. One that is optional may carry a default, which help prints and the parser supplies.
public struct ArgumentSpec: Sendable {
    public var name: String
    public var help: String
    public var isOptional: Bool
    public var isVariadic: Bool
    public var defaultValue: String?

    public init(
        _ name: String, help: String, isOptional: Bool = false, isVariadic: Bool = false, defaultValue: String? = nil
    ) {
        precondition(
            defaultValue == nil || (isOptional && !isVariadic), "only a single optional argument has a default")
        self.name = name
        self.help = help
        self.isOptional = isOptional
        self.isVariadic = isVariadic
        self.defaultValue = defaultValue
    }
}
