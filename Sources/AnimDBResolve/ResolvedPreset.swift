import AnimDBEngine
import AnimDBGeometry
import AnimDBModel
import AnimDBSyntax

/// The one reading of stored expression text as typed values. The store's validator (every write), the evaluator,
/// codegen and `add`/`set` all read text through here, so a value means the same everywhere.
public enum StoredText {
    /// A parameter's value: `text` read as the parameter's type and checked against its constraint.
    ///
    /// - Throws: `ExpressionError` (not an expression of that type) or `GeometryError` (out of range).
    public static func value(_ text: String, for spec: ParameterSpec) throws -> ParameterValue {
        try spec.validate(try ExpressionParser.parseValue(text, as: spec.type))
    }

    /// A parameter's value that may read the view's states (`states`: each state's type): a literal as `value(_:for:)`
    /// reads it, or a `StateBinding` of the parameter's type.
    ///
    /// - Throws: `ExpressionError`, `GeometryError`, or `Rejection` for a binding of the wrong type.
    public static func value(_ text: String, for spec: ParameterSpec, states: [String: ParameterType]) throws
        -> StoredValue
    {
        guard !states.isEmpty,
            let binding = try StateBinding.parse(text, states: states, branch: { try value($0, for: spec) })
        else {
            return .literal(try value(text, for: spec))
        }
        let type: ParameterType =
            switch binding {
            case .state(let name): states[name]!
            case .angle: .angle
            case .choice: spec.type
            case .interpolation: .string
            }
        guard type == spec.type || (type == .int && spec.type == .double) else {
            throw Rejection(
                "'\(binding)' is \(type.article) \(type); '\(spec.name)' is \(spec.type.article) \(spec.type)")
        }
        return .bound(binding)
    }

    /// A `@State` value of `type`, or of the type Swift infers for its literal when `type` is nil: an integer literal
    /// is an int, a `true`/`false` a bool, a string literal a string, anything else the value it denotes (`0.5` a
    /// double, `.degrees(30)` an angle, `.red` a colour).
    ///
    /// - Throws: `ExpressionError`, or `Rejection` for an expression that is not a value.
    public static func stateValue(_ text: String, type: ParameterType?) throws -> ParameterValue {
        if let type { return try ExpressionParser.parseValue(text, as: type) }
        let trimmed = text.trimmingWhitespace()
        if trimmed == "true" || trimmed == "false" { return .bool(trimmed == "true") }
        if trimmed.hasPrefix("\"") { return try ExpressionParser.parseValue(trimmed, as: .string) }
        if trimmed.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }),
            let value = try? ExpressionParser.parseValue(trimmed, as: .int)
        {
            return value
        }
        guard case .value(let value) = try ExpressionParser.parse(trimmed) else {
            throw Rejection("'\(text)' is not a value a state can hold (a number, true or false, a string, …)")
        }
        return value
    }

    /// A keyframe list for the parameter: its values read as the parameter's type, which must animate.
    ///
    /// - Throws: `Rejection` for a parameter that cannot animate, or `ExpressionError`.
    public static func keyframes(_ text: String, for spec: ParameterSpec) throws -> ParsedKeyframes {
        guard spec.type.isAnimatable else {
            throw Rejection("keyframes need an animatable parameter; '\(spec.name)' is \(spec.type)")
        }
        return try ExpressionParser.parseKeyframes(text, as: spec.type)
    }

    /// An animation (`.spring(duration: 0.4)`); any other expression is refused.
    ///
    /// - Throws: `Rejection` for an expression that is not an animation, or `ExpressionError`.
    public static func animation(_ text: String) throws -> Animation {
        guard case .animation(let animation) = try ExpressionParser.parse(text) else {
            throw Rejection("'\(text)' is not an animation (for example .easeInOut(duration: 0.3))")
        }
        return animation
    }

    /// The parameter `name` of the preset type `typeName`.
    ///
    /// - Throws: `GeometryError.unknownType`, or `TimelineError.unknownParameter` with the closest name.
    public static func parameter(_ name: String, ofType typeName: String, in types: TypeLibrary = .builtIn) throws
        -> ParameterSpec
    {
        try ResolvedPreset.spec(name, in: types.requireType(named: typeName))
    }

    /// A refusal with a one-line reason.
    public struct Rejection: Error, CustomStringConvertible {
        public var description: String
        init(_ description: String) { self.description = description }
    }
}

/// A parameter value as stored: a literal, or a binding to the view's states.
public enum StoredValue: Hashable, Sendable, CustomStringConvertible {
    case literal(ParameterValue)
    case bound(StateBinding)

    /// The canonical text.
    public var description: String {
        switch self {
        case .literal(let value): value.description
        case .bound(let binding): binding.description
        }
    }
}

/// A stored preset in typed values: its catalog type and the values it sets, read from their stored text.
public struct ResolvedPreset: Sendable {
    public let preset: Preset
    public let type: PresetType
    /// The values the preset sets explicitly; the parameters it leaves out take the type's defaults.
    public let explicitValues: [String: ParameterValue]

    /// - Throws: `TimelineError` for an unknown type or parameter, or a value that does not read as its type.
    public init(_ preset: Preset, types: TypeLibrary = .builtIn) throws(TimelineError) {
        guard let type = types.type(named: preset.type) else { throw .unknownType(preset.type) }
        self.preset = preset
        self.type = type
        var values: [String: ParameterValue] = [:]
        for parameter in preset.parameters {
            let spec = try Self.spec(parameter.name, in: type)
            values[parameter.name] = try Self.reading(parameter.name) {
                try StoredText.value(parameter.value, for: spec)
            }
        }
        explicitValues = values
    }

    /// Every parameter's value at rest: the type's defaults overridden by the preset's own values.
    public var values: [String: ParameterValue] { type.defaults.merging(explicitValues) { $1 } }

    /// The parameter named `name`.
    ///
    /// - Throws: `TimelineError.unknownParameter`, with the closest name as a suggestion.
    public func parameter(_ name: String) throws(TimelineError) -> ParameterSpec {
        try Self.spec(name, in: type)
    }

    public static func spec(_ name: String, in type: PresetType) throws(TimelineError) -> ParameterSpec {
        guard let spec = type.parameter(named: name) else {
            throw .unknownParameter(
                name, type: type.name, suggestion: Suggestions.closest(to: name, in: type.parameters.map(\.name)))
        }
        return spec
    }

    static func reading<T>(_ parameter: String, _ body: () throws -> T) throws(TimelineError) -> T {
        do { return try body() } catch { throw .invalid(parameter: parameter, reason: String(describing: error)) }
    }
}
