import AnimDBStore
import AnimDBSyntax
import AnimDBEngine
import AnimDBGeometry
import Foundation

/// Checks stored expression text against the engine's parser and the built-in preset types, and returns its
/// canonical form, so `12.0` and `12` are stored (and hashed) the same and bad values never reach the store.
public struct CatalogValidator: Validator {
    public init() {}

    public func canonicalValue(_ text: String, parameter: String, presetType: String) throws -> String {
        let spec = try self.spec(parameter, presetType)
        let value = try ExpressionParser.parseValue(text, as: spec.type)
        return try PresetTypeCatalog.validate(type: presetType, parameter, value).description
    }

    public func canonicalAnimation(_ text: String) throws -> String {
        guard case .animation(let animation) = try ExpressionParser.parse(text) else {
            throw Rejection("'\(text)' is not an animation (for example .easeInOut(duration: 0.3))")
        }
        return animation.description
    }

    public func canonicalKeyframes(_ text: String, parameter: String, presetType: String) throws -> String {
        let spec = try self.spec(parameter, presetType)
        guard spec.type.isAnimatable else {
            throw Rejection("keyframes need an animatable parameter; '\(parameter)' is \(spec.type)")
        }
        return try ExpressionParser.parseKeyframes(text, as: spec.type).description
    }

    public func checkType(_ presetType: String) throws {
        _ = try PresetTypeCatalog.requireType(named: presetType)
    }

    public func parameterNames(presetType: String) -> [String]? {
        PresetTypeCatalog.type(named: presetType)?.parameters.map(\.name)
    }

    private func spec(_ parameter: String, _ presetType: String) throws -> ParameterSpec {
        let type = try PresetTypeCatalog.requireType(named: presetType)
        guard let spec = type.parameter(named: parameter) else {
            let hint = closest(parameter, type.parameters.map(\.name)).map { ". Did you mean '\($0)'?" } ?? ""
            throw Rejection("preset type '\(presetType)' has no parameter '\(parameter)'\(hint)")
        }
        return spec
    }

    private func closest(_ name: String, _ candidates: [String]) -> String? {
        Suggestion.closest(to: name, among: candidates)
    }

    /// A refusal with a one-line reason.
    public struct Rejection: Error, CustomStringConvertible {
        public var description: String
        init(_ description: String) { self.description = description }
    }
}
