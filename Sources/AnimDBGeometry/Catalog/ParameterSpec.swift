import AnimDBEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What values a parameter accepts beyond its type.
public enum ParameterConstraint: Hashable, Sendable {
    /// Any finite value of the parameter's type.
    case none
    /// A number no smaller than the bound (angles compare in degrees).
    case minimum(Double)
    /// A number within the closed range.
    case range(lower: Double, upper: Double)
    /// A `CounterFormat` specification such as `%.0f`.
    case counterFormat

    /// A short human description, e.g. "≥ 3" or "0…1"; empty for `.none`.
    public var summary: String {
        switch self {
        case .none: ""
        case .minimum(let bound): "≥ \(SVGNumber.format(bound, decimals: 6))"
        case .range(let lower, let upper):
            "\(SVGNumber.format(lower, decimals: 6))…\(SVGNumber.format(upper, decimals: 6))"
        case .counterFormat: "printf format with one %d, %f, %e or %g"
        }
    }
}

/// One parameter of a preset type: its name, type, default, whether it animates, and what values it accepts.
public struct ParameterSpec: Hashable, Sendable {
    /// The parameter's name as written in presets and generated code (lowerCamelCase, like the Swift property).
    public let name: String
    /// The value type; `.double` parameters also accept `.int` values.
    public let type: ParameterType
    /// The value used when a preset does not set the parameter.
    public let defaultValue: ParameterValue
    /// Whether the parameter is part of the type's `animatableData`; the others jump to their new value.
    public let isAnimatable: Bool
    /// What values beyond the type are accepted.
    public let constraint: ParameterConstraint
    /// One sentence describing the parameter.
    public let doc: String

    public init(
        name: String, type: ParameterType, defaultValue: ParameterValue, isAnimatable: Bool,
        constraint: ParameterConstraint = .none, doc: String
    ) {
        precondition(defaultValue.type == type, "default for '\(name)' must be a \(type)")
        precondition(!isAnimatable || type.isAnimatable, "'\(name)' of type \(type) cannot animate")
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.isAnimatable = isAnimatable
        self.constraint = constraint
        self.doc = doc
    }

    /// Checks `value` against the parameter's type and constraint.
    ///
    /// An `.int` is accepted for a `.double` parameter and converted; every number must be finite.
    /// - Returns: The value in the parameter's type.
    /// - Throws: `GeometryError.typeMismatch` or `.invalidValue`, e.g. "'sides' must be at least 3, got 2".
    @discardableResult
    public func validate(_ value: ParameterValue) throws(GeometryError) -> ParameterValue {
        var value = value
        if type == .double, case .int(let integer) = value { value = .double(Double(integer)) }
        guard value.type == type else {
            throw .typeMismatch(parameter: name, expected: type, got: value.type)
        }
        guard value.isFinite else {
            throw .invalidValue(parameter: name, requirement: "must be finite", got: Self.describe(value))
        }
        switch constraint {
        case .none:
            break
        case .minimum(let bound):
            if let number = value.numericValue, number < bound {
                throw .invalidValue(
                    parameter: name, requirement: "must be at least \(SVGNumber.format(bound, decimals: 6))",
                    got: Self.describe(value))
            }
        case .range(let lower, let upper):
            if let number = value.numericValue, number < lower || number > upper {
                throw .invalidValue(
                    parameter: name,
                    requirement:
                        "must be between \(SVGNumber.format(lower, decimals: 6)) and \(SVGNumber.format(upper, decimals: 6))",
                    got: Self.describe(value))
            }
        case .counterFormat:
            if case .string(let text) = value {
                do {
                    _ = try CounterFormat(text)
                } catch {
                    throw .invalidValue(parameter: name, requirement: "must be \(error.reason)", got: "'\(text)'")
                }
            }
        }
        return value
    }

    /// The value as an error message shows it: numbers compactly, angles in degrees, text quoted.
    static func describe(_ value: ParameterValue) -> String {
        switch value {
        case .double(let number): number.isFinite ? SVGNumber.format(number, decimals: 6) : "\(number)"
        case .int(let number): String(number)
        case .angle(let angle): angle.radians.isFinite ? "\(SVGNumber.format(angle.degrees, decimals: 6))°" : "nan"
        case .bool(let flag): String(flag)
        case .string(let text): "'\(text)'"
        // The engine's canonical description traps on non-finite numbers, so never hand it one.
        default: value.isFinite ? "\(value)" : "a non-finite value"
        }
    }
}
