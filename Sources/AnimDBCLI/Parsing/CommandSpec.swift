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

    /// A command built from its declarations: the same values its body reads the arguments by.
    public init(
        name: String,
        abstract: String,
        discussion: String = "",
        options: [any OptionDeclaration] = [],
        arguments: [any ArgumentDeclaration] = [],
        subcommands: [CommandSpec] = [],
        run: (@Sendable (ParsedArguments, CommandContext) throws -> Void)? = nil
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.options = options.map(\.spec)
        self.arguments = arguments.map(\.spec)
        self.subcommands = subcommands
        self.run = run
        let names = self.options.map(\.name)
        precondition(Set(names).count == names.count, "'\(name)' declares an option twice")
    }
}

/// A named option: a flag (`--loop`), a single value (`--fps 30`) or a repeatable value (`--set a=1 --set b=2`).
///
/// Built by a typed declaration (`Option`, `Flag`), whose `accept` reads each value as it is parsed; `defaultValue`
/// is the declared default as help prints it.
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
    /// Reads one value given on the command line into the option's typed value, given what earlier occurrences
    /// read (a repeating option appends); throws what the value should have been.
    public typealias Accept = @Sendable (String, (any Sendable)?) throws(InvalidValue) -> any Sendable
    public var accept: Accept?
    /// Whether some values are refused (false for flags and free text): a test gives each such option a bad value.
    public var checksValue = false

    public init(
        _ name: String,
        short: Character? = nil,
        kind: Kind = .value,
        valueName: String? = nil,
        help: String,
        defaultValue: String? = nil,
        allowedValues: [String]? = nil,
        isRequired: Bool = false,
        accept: Accept? = nil
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
        self.accept = accept
        precondition((kind == .flag) == (accept == nil), "a value option reads its values; a flag has none")
    }
}

/// A positional argument. One that is optional may carry a default, which help prints and the parser supplies.
public struct ArgumentSpec: Sendable {
    public var name: String
    public var help: String
    public var isOptional: Bool
    public var isVariadic: Bool
    public var defaultValue: String?
    /// Reads the argument's text into its typed value; throws what it should have been.
    public var read: @Sendable (String) throws(InvalidValue) -> any Sendable
    /// Whether some values are refused (false for free text).
    public var checksValue = false

    public init(
        _ name: String, help: String, isOptional: Bool = false, isVariadic: Bool = false, defaultValue: String? = nil,
        read: @escaping @Sendable (String) throws(InvalidValue) -> any Sendable
    ) {
        precondition(
            defaultValue == nil || (isOptional && !isVariadic), "only a single optional argument has a default")
        self.name = name
        self.help = help
        self.isOptional = isOptional
        self.isVariadic = isVariadic
        self.defaultValue = defaultValue
        self.read = read
    }
}
