/// An option or flag a command declares: the `OptionSpec` the parser and help read.
public protocol OptionDeclaration: Sendable {
    var spec: OptionSpec { get }
}

/// A positional argument a command declares: the `ArgumentSpec` the parser and help read.
public protocol ArgumentDeclaration: Sendable {
    var spec: ArgumentSpec { get }
}

/// A typed option, declared once (per command, or shared in `Options`) and read back by the same value:
/// `arguments[Self.fps]` is a `Double`, parsed and checked while the command line was parsed.
///
/// What an absent option reads as is part of its type: an option with a default reads as the default, an optional
/// one is an `Option<T?>` that reads as nil, a repeating one is an `Option<[T]>` that reads as `[]`, and a required
/// one (`Option.required`) is never absent, because the parser refuses a command line without it.
public struct Option<Value: Sendable>: OptionDeclaration {
    public private(set) var spec: OptionSpec
    /// What the option reads as when it was not given; nil only for a required option.
    let whenAbsent: Value?

    /// An option with a default, which help prints.
    public init(
        _ name: String, short: Character? = nil, valueName: String? = nil, help: String, default value: Value,
        _ parser: ValueParser<Value>
    ) {
        spec = OptionSpec(
            name, short: short, kind: .value, valueName: valueName, help: help, defaultValue: parser.show(value),
            allowedValues: parser.allowedValues, isRequired: false, accept: Self.single(parser))
        spec.checksValue = parser.checks
        whenAbsent = value
    }

    /// An optional option: nil when not given.
    public init<Wrapped>(
        _ name: String, short: Character? = nil, valueName: String? = nil, help: String, _ parser: ValueParser<Wrapped>
    ) where Value == Wrapped? {
        spec = OptionSpec(
            name, short: short, kind: .value, valueName: valueName, help: help, allowedValues: parser.allowedValues,
            isRequired: false, accept: Option<Wrapped>.single(parser))
        spec.checksValue = parser.checks
        whenAbsent = .some(nil)
    }

    /// An option that may be given any number of times (`--set a=1 --set b=2`), read as its values in order.
    public init<Element>(
        _ name: String, short: Character? = nil, valueName: String? = nil, help: String,
        repeating parser: ValueParser<Element>
    ) where Value == [Element] {
        let read = parser.read
        spec = OptionSpec(
            name, short: short, kind: .repeating, valueName: valueName, help: help,
            allowedValues: parser.allowedValues, isRequired: false
        ) { text, previous throws(InvalidValue) in
            (previous as? [Element] ?? []) + [try read(text)]
        }
        spec.checksValue = parser.checks
        whenAbsent = []
    }

    private init(spec: OptionSpec, whenAbsent: Value?) {
        self.spec = spec
        self.whenAbsent = whenAbsent
    }

    /// An option the command cannot run without (`render --out`).
    public static func required(
        _ name: String, short: Character? = nil, valueName: String? = nil, help: String, _ parser: ValueParser<Value>
    ) -> Option {
        var spec = OptionSpec(
            name, short: short, kind: .value, valueName: valueName, help: help, allowedValues: parser.allowedValues,
            isRequired: true, accept: single(parser))
        spec.checksValue = parser.checks
        return Option(spec: spec, whenAbsent: nil)
    }

    /// A single-value option's reading: the last value given wins, as in most CLIs.
    private static func single<T>(_ parser: ValueParser<T>) -> OptionSpec.Accept {
        let read = parser.read
        return { text, _ throws(InvalidValue) in try read(text) }
    }
}

/// A flag (`--loop`): true when given.
public struct Flag: OptionDeclaration {
    public private(set) var spec: OptionSpec

    public init(_ name: String, short: Character? = nil, help: String) {
        spec = OptionSpec(name, short: short, kind: .flag, help: help)
    }
}

/// A typed positional argument, read back by the same value: `arguments[Self.name]`.
public struct Argument<Value: Sendable>: ArgumentDeclaration {
    public private(set) var spec: ArgumentSpec
    /// What the argument reads as when it was not given; nil only for a required argument.
    let whenAbsent: Value?

    /// A required argument.
    public init(_ name: String, help: String, _ parser: ValueParser<Value>) {
        let read = parser.read
        spec = ArgumentSpec(name, help: help) { text throws(InvalidValue) in try read(text) }
        spec.checksValue = parser.checks
        whenAbsent = nil
    }

    /// An optional argument with a default, which help prints.
    public init(_ name: String, help: String, default value: Value, _ parser: ValueParser<Value>) {
        let read = parser.read
        spec = ArgumentSpec(name, help: help, isOptional: true, defaultValue: parser.show(value)) {
            text throws(InvalidValue) in try read(text)
        }
        spec.checksValue = parser.checks
        whenAbsent = value
    }

    /// An optional argument: nil when not given.
    public init<Wrapped>(_ name: String, help: String, optional parser: ValueParser<Wrapped>)
    where Value == Wrapped? {
        let read = parser.read
        spec = ArgumentSpec(name, help: help, isOptional: true) { text throws(InvalidValue) in try read(text) }
        spec.checksValue = parser.checks
        whenAbsent = .some(nil)
    }

    /// Every remaining argument (`export NAME…`); with `isOptional`, there may be none.
    public init<Element>(
        _ name: String, help: String, isOptional: Bool = false, variadic parser: ValueParser<Element>
    ) where Value == [Element] {
        let read = parser.read
        spec = ArgumentSpec(name, help: help, isOptional: isOptional, isVariadic: true) {
            text throws(InvalidValue) in try read(text)
        }
        spec.checksValue = parser.checks
        whenAbsent = []
    }
}

extension Argument where Value == String {
    /// A required argument taken as it is typed.
    public init(_ name: String, help: String) {
        self.init(name, help: help, .text)
    }
}
