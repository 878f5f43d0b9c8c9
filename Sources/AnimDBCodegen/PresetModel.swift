import AnimDBEngine
import AnimDBGeometry
import AnimDBSyntax

/// A preset resolved for code generation: its Swift names and, for every parameter, its value and whether it
/// animates.
struct PresetModel {
    /// One stored property of the generated type.
    struct Property {
        let spec: ParameterSpec
        /// The preset's value (or the type's default), which becomes the property's default.
        let value: ParameterValue
        /// Whether the property is part of `animatableData`: animatable in the catalog, of a type SwiftUI can
        /// animate, and not ignored by the preset.
        let animates: Bool
        /// Whether the preset marked it ignored although it could animate.
        let isIgnored: Bool

        var name: String { spec.name }
        var swiftType: String { spec.type.swiftTypeName }
    }

    let name: String
    let type: PresetType
    let typeName: String
    /// The `View` extension's name, for modifiers.
    let functionName: String
    let properties: [Property]

    /// Resolves `values` (explicit ones; the rest default) against `type`.
    /// - Throws: `CodegenError.invalidPreset` for an unknown parameter, an invalid value or an unknown ignored name.
    init(
        name: String, type: PresetType, values: [String: ParameterValue], ignored: Set<String>
    ) throws(CodegenError) {
        guard SwiftUICodegen.canGenerate(type) else {
            throw .invalidPreset(name: name, reason: "code generation for '\(type.name)' presets is not supported yet")
        }
        let resolved: [String: ParameterValue]
        do {
            resolved = try type.resolve(values)
        } catch {
            throw .invalidPreset(name: name, reason: error.description)
        }
        for ignoredName in ignored.sorted() where type.parameter(named: ignoredName) == nil {
            throw .invalidPreset(name: name, reason: "type '\(type.name)' has no parameter '\(ignoredName)' to ignore")
        }
        self.name = name
        self.type = type
        let suffix = type.kind == .shape ? "Shape" : "Effect"
        typeName = SwiftIdentifier.typeName(name, prefix: "Preset", suffix: suffix)
        functionName = SwiftIdentifier.functionName(name, prefix: "preset", suffix: "Effect")
        properties = type.parameters.map { spec in
            let canAnimate = spec.isAnimatable && Self.swiftUIAnimates(spec.type)
            return Property(
                spec: spec, value: resolved[spec.name] ?? spec.defaultValue,
                animates: canAnimate && !ignored.contains(spec.name),
                isIgnored: canAnimate && ignored.contains(spec.name))
        }
    }

    /// The properties in `animatableData`, in declaration order.
    var animatedProperties: [Property] { properties.filter(\.animates) }

    /// The properties the `View` extension takes: the catalog's animatable ones (what callers animate), whether or
    /// not this preset ignores them, so the extension's signature depends only on the type.
    var extensionProperties: [Property] { properties.filter(\.spec.isAnimatable) }

    func property(named name: String) -> Property? { properties.first { $0.name == name } }

    /// Whether SwiftUI's type of that name is `Animatable`/`VectorArithmetic` (SwiftUI's `Color` is not: animating
    /// it needs `Color.Resolved`, so colours are generated as jumping properties).
    static func swiftUIAnimates(_ type: ParameterType) -> Bool {
        switch type {
        case .double, .angle, .point, .size, .rect, .unitPoint: true
        case .color, .paint, .strokeStyle, .font, .textAlignment, .textFieldStyle, .int, .bool, .string: false
        }
    }
}
