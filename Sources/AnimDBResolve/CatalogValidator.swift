import AnimDBEngine
import AnimDBGeometry
import AnimDBStore
import AnimDBSyntax

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Checks stored expression text against the built-in preset types by reading it as typed values (`StoredText`,
/// the reading every consumer of stored text uses), and returns its canonical form, so `12.0` and `12` are stored
/// (and hashed) the same and bad values never reach the store.
public struct CatalogValidator: Validator {
    public init() {}

    public func canonicalValue(_ text: String, parameter: String, presetType: String) throws -> String {
        try StoredText.value(text, for: StoredText.parameter(parameter, ofType: presetType)).description
    }

    public func canonicalAnimation(_ text: String) throws -> String {
        try StoredText.animation(text).description
    }

    public func canonicalKeyframes(_ text: String, parameter: String, presetType: String) throws -> String {
        try StoredText.keyframes(text, for: StoredText.parameter(parameter, ofType: presetType)).description
    }

    public func checkType(_ presetType: String) throws {
        _ = try PresetTypeCatalog.requireType(named: presetType)
    }

    public func parameterNames(presetType: String) -> [String]? {
        PresetTypeCatalog.type(named: presetType)?.parameters.map(\.name)
    }
}
