import AnimDBEngine
import AnimDBGeometry
import AnimDBModel
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
    /// The types presets and items may be of: the catalog's and the store's own.
    public let types: TypeLibrary

    public init(types: TypeLibrary = .builtIn) {
        self.types = types
    }

    /// This validator knowing `definitions` too (the store's types); one that no longer reads is left out, so its
    /// presets are refused by name rather than drawn wrongly.
    public func including(types definitions: [TypeDefinition]) -> any Validator {
        CatalogValidator(types: TypeLibrary(definitions: definitions))
    }

    /// Reads `definition`'s source and checks that animdb can store and draw the type, with one line naming the
    /// file, line and construct when it cannot.
    public func checkTypeDefinition(_ definition: TypeDefinition) throws {
        _ = try TypeLibrary.presetType(definition)
    }

    public func canonicalValue(_ text: String, parameter: String, presetType: String) throws -> String {
        try StoredText.value(text, for: StoredText.parameter(parameter, ofType: presetType, in: types)).description
    }

    public func canonicalValue(
        _ text: String, parameter: String, presetType: String, states: [String: String]
    ) throws -> String {
        let spec = try StoredText.parameter(parameter, ofType: presetType, in: types)
        return try StoredText.value(text, for: spec, states: Self.stateTypes(states)).description
    }

    public func impliedStates(of item: Timeline.Item) throws -> ImpliedStates? {
        if let keyframes = try ViewSpec.KeyframeDeclaration(item) {
            // Its keyframes were read with it, so keyframes that do not read are refused before they are stored.
            return ImpliedStates(
                states: keyframes.values.map { ($0.written, $0.value.type.rawValue) }, count: keyframes.contentCount,
                trigger: keyframes.trigger)
        }
        guard let declaration = try ViewSpec.PhaseDeclaration(item) else { return nil }
        // The animation closure is read here too, so one that does not read is refused before it is stored.
        _ = try declaration.animations()
        return ImpliedStates(
            states: [(declaration.name, declaration.phases[0].type.rawValue)], count: declaration.contentCount,
            trigger: declaration.trigger)
    }

    public func canonicalState(_ text: String, type: String?) throws -> (text: String, type: String) {
        let value = try StoredText.stateValue(text, type: type.map(Self.stateType))
        return (value.description, value.type.rawValue)
    }

    public func canonicalStateValue(_ text: String, type: String, increment: Bool) throws -> String {
        let type = try Self.stateType(type)
        guard !increment || AssignmentOperation.relativeChangesAllowed(for: type) else {
            throw StoredText.Rejection("'+=' and '-=' need a number; this state is \(type)")
        }
        return try StoredText.stateValue(text, type: type).description
    }

    /// A stored state type, which is always one the store's validator gave.
    private static func stateType(_ name: String) throws -> ParameterType {
        guard let type = ParameterType(rawValue: name) else {
            throw StoredText.Rejection("'\(name)' is not a type a state can have")
        }
        return type
    }

    private static func stateTypes(_ states: [String: String]) throws -> [String: ParameterType] {
        try states.mapValues(stateType)
    }

    public func canonicalAnimation(_ text: String) throws -> String {
        try StoredText.animation(text).description
    }

    public func canonicalKeyframes(_ text: String, parameter: String, presetType: String) throws -> String {
        try StoredText.keyframes(text, for: StoredText.parameter(parameter, ofType: presetType, in: types)).description
    }

    public func checkType(_ presetType: String) throws {
        _ = try types.requireType(named: presetType)
    }

    public func checkPresetType(_ presetType: String) throws {
        guard let type = types.type(named: presetType), !type.canBePreset else { return }
        throw StoredText.Rejection(
            "a \(type.kind) such as '\(type.name)' is a view of a timeline's tree (--view), not a preset")
    }

    public func parameterNames(presetType: String) -> [String]? {
        types.type(named: presetType)?.parameters.map(\.name)
    }

    public func role(presetType: String) -> ItemRole? {
        guard let type = types.type(named: presetType) else { return nil }
        switch type.kind {
        case .container: return .container
        case .modifier: return type.attachesViews ? .attaching : .modifier
        case .shape, .text, .view: return .content
        }
    }

    public func canonicalIncrement(_ text: String, parameter: String, presetType: String) throws -> String {
        let spec = try StoredText.parameter(parameter, ofType: presetType, in: types)
        guard AssignmentOperation.relativeChangesAllowed(for: spec.type) else {
            throw StoredText.Rejection("'+=' and '-=' need a number; '\(parameter)' is \(spec.type)")
        }
        // An amount is a difference, not a value: constraints such as "at least 3" do not apply to it.
        return try ExpressionParser.parseValue(text, as: spec.type).description
    }

    public func formerTypeNames(of type: String) -> [String] { CatalogUpgrade.formerNames(of: type) }

    public func upgradeFormatOne(_ preset: Preset) -> Preset {
        var upgraded = preset
        upgraded.type = CatalogUpgrade.typeName(preset.type)
        var values: [String: ParameterValue] = [:]
        for parameter in preset.parameters {
            guard let value = Self.formatOneValue(parameter.value, parameter: parameter.name, type: preset.type)
            else { return upgraded }  // Unreadable text stays as it is, for validation to report.
            values[parameter.name] = value
        }
        let rewritten = CatalogUpgrade.parameters(type: preset.type, values)
        var parameters = preset.parameters
        for (name, value) in rewritten.sorted(by: { $0.key < $1.key }) where values[name] != value {
            if let index = parameters.firstIndex(where: { $0.name == name }) {
                parameters[index].value = value.description
            } else {
                parameters.append(Preset.Parameter(name: name, value: value.description))
            }
        }
        upgraded.parameters = parameters
        return upgraded
    }

    public func upgradeFormatOne(_ text: String, keyframes: Bool, parameter: String, presetType: String) -> String {
        guard !keyframes else {
            guard let type = Self.formatOneType(parameter: parameter, type: presetType),
                let parsed = try? ExpressionParser.parseKeyframes(text, as: type)
            else { return text }
            let current = (try? StoredText.parameter(parameter, ofType: CatalogUpgrade.typeName(presetType)))?.type
            // Velocities are differences: a quarter-turn shift of arc angles leaves them alone; a petal rotation's
            // angle still becomes radians.
            let mapped = parsed.mapping(
                values: { CatalogUpgrade.value(type: presetType, parameter: parameter, $0) },
                velocities: { velocity in
                    if case .angle(let angle) = velocity, current == .double { return .double(angle.radians) }
                    return velocity
                }, as: current ?? type)
            return mapped.description
        }
        return Self.formatOneValue(text, parameter: parameter, type: presetType)
            .map { CatalogUpgrade.value(type: presetType, parameter: parameter, $0).description } ?? text
    }

    /// The value type a format-1 store wrote for `parameter` of `type`.
    private static func formatOneType(parameter: String, type: String) -> ParameterType? {
        CatalogUpgrade.storedType(type: type, parameter: parameter)
            ?? (try? StoredText.parameter(parameter, ofType: CatalogUpgrade.typeName(type)))?.type
    }

    /// A format-1 value read with the type it was written with.
    private static func formatOneValue(_ text: String, parameter: String, type: String) -> ParameterValue? {
        guard let valueType = formatOneType(parameter: parameter, type: type) else { return nil }
        return try? ExpressionParser.parseValue(text, as: valueType)
    }
}

extension ParsedKeyframes {
    /// The list with every keyframe's value rewritten by `value` and every explicit velocity by `velocity`, read as
    /// `type`.
    func mapping(
        values value: (ParameterValue) -> ParameterValue, velocities velocity: (ParameterValue) -> ParameterValue,
        as type: ParameterType
    ) -> ParsedKeyframes {
        ParsedKeyframes(
            trackName: trackName, type: type,
            keyframes: keyframes.map { keyframe in
                switch keyframe {
                case .linear(let v, let d, let curve): .linear(value(v), duration: d, timingCurve: curve)
                case .cubic(let v, let d, let s, let e):
                    .cubic(value(v), duration: d, startVelocity: s.map(velocity), endVelocity: e.map(velocity))
                case .spring(let v, let d, let spring, let s):
                    .spring(value(v), duration: d, spring: spring, startVelocity: s.map(velocity))
                case .move(let v): .move(value(v))
                }
            })
    }
}
