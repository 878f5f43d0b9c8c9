import AnimDBEngine
import AnimDBGeometry
import AnimDBSyntax

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A type generated for a preset (or an inline item SwiftUI has no built-in for), resolved for one target: its Swift
/// names and, for every parameter, its value and how the type holds it.
///
/// How a parameter is held follows the articles:
/// - **animated**: a stored property in `animatableData` (animdb animates it and its Swift type can animate);
/// - **stored**: a stored property outside `animatableData` (`@AnimatableIgnored` on iOS 26): a parameter something
///   varies (a call site passes another value, a timeline changes it), and on iOS 26 every other parameter that
///   jumps unless the articles write it as a literal (`@AnimatableIgnored var clockwise: Bool`);
/// - **constant**: written into the body as the preset's value (`sin(shakes * .pi * 2) * 10`, the legacy `Arc`'s
///   `clockwise: false`, AnimatableTextView's `"%.2f"` and `.red`).
///
/// Stored properties have no default values, as in the articles; the preset's values are the call site's (demo views
/// pass them, View extensions default to them).
struct PresetModel: Equatable {
    enum Storage: Equatable {
        case animated, stored, constant
    }

    /// One parameter of the type.
    struct Property: Equatable {
        let spec: ParameterSpec
        /// The preset's value (or the type's default).
        let value: ParameterValue
        let storage: Storage
        /// The Swift type of the stored property (`CGFloat` where the article uses it).
        let swiftType: String

        var name: String { spec.name }
        var isStored: Bool { storage != .constant }
    }

    let name: String
    let type: PresetType
    let kind: TypeForms.Kind
    let typeName: String
    /// The View extension's name, or nil when the type is applied with `.modifier(…)` or is not a modifier.
    let functionName: String?
    let properties: [Property]
    let target: CodegenTarget

    /// Resolves `values` (the rest default) against `type`.
    ///
    /// - Parameters:
    ///   - jumping: The parameters animdb does not animate (the resolver's answer): they stay out of `animatableData`.
    ///   - varied: The parameters something varies (call sites, timelines): stored even where the article writes a
    ///     literal.
    ///   - typeName: The Swift type name; by default derived from `name`.
    /// - Throws: `CodegenError.invalidPreset` for an unknown parameter, an invalid value or an unknown ignored name.
    init(
        name: String, type: PresetType, values: [String: ParameterValue], ignored: Set<String>, jumping: Set<String>,
        varied: Set<String>, target: CodegenTarget, typeName: String? = nil
    ) throws(CodegenError) {
        let resolved: [String: ParameterValue]
        do {
            resolved = try type.resolve(values)
        } catch {
            throw .invalidPreset(name: name, reason: error.description)
        }
        for unknown in ignored.union(jumping).union(varied).sorted() where type.parameter(named: unknown) == nil {
            throw .invalidPreset(name: name, reason: "type '\(type.name)' has no parameter '\(unknown)'")
        }
        if let structural = varied.sorted().first(where: { TypeForms.isStructural($0, of: type) }) {
            throw .invalidPreset(
                name: name, reason: "'\(structural)' sets the generated type's structure, so nothing may change it")
        }
        self.name = name
        self.type = type
        self.target = target
        kind = TypeForms.kind(of: type)
        // A user's type is its own Swift struct: presets of it are calls with their values, not new types.
        self.typeName =
            type.isUserType ? type.swiftName : typeName ?? SwiftUICodegen.typeName(forPreset: name, kind: type.kind)
        functionName = type.isUserType ? nil : Self.functionName(forPreset: name, kind: kind)
        properties = type.parameters.map { spec in
            let animates = !jumping.contains(spec.name) && Self.swiftUIAnimates(spec.type)
            let storage: Storage
            if TypeForms.isStructural(spec.name, of: type) {
                storage = .constant
            } else if animates && !TypeForms.isConstant(spec.name, of: type) {
                storage = .animated
            } else if varied.contains(spec.name) {
                storage = .stored
            } else if target.usesAnimatableMacro, !TypeForms.isConstant(spec.name, of: type) {
                // The @Animatable article keeps what jumps as `@AnimatableIgnored` properties.
                storage = .stored
            } else {
                storage = .constant
            }
            return Property(
                spec: spec, value: resolved[spec.name] ?? spec.defaultValue, storage: storage,
                swiftType: TypeForms.swiftType(spec, of: type))
        }
    }

    /// The View extension's name for a modifier preset: the preset's name in lowerCamelCase without a trailing
    /// `Modifier` (`ShakeModifier` → `shake`, as `shake(progress:intensity:)` in the `@Animatable` article), nil for
    /// a preset named `…Effect`, which is applied with `.modifier(…)` as `ShakeEffect` is in the AnimatableModifier
    /// article. Styles are always extensions, named after the preset.
    static func functionName(forPreset name: String, kind: TypeForms.Kind) -> String? {
        let words = SwiftIdentifier.words(of: name)
        switch kind {
        case .effect:
            guard let last = words.last?.lowercased(), !last.hasSuffix("effect") else { return nil }
            var base = words.map(String.init)
            if last.hasSuffix("modifier"), last != "modifier" || words.count > 1 {
                base[base.count - 1].removeLast("modifier".count)
            }
            return SwiftIdentifier.functionName(base.joined(separator: "-"), prefix: "preset", suffix: "Effect")
        case .style:
            return SwiftIdentifier.functionName(name, prefix: "preset", suffix: "Style")
        case .shape, .animatableView, .textView:
            return nil
        }
    }

    /// The properties in `animatableData`, in declaration order.
    var animatedProperties: [Property] { properties.filter { $0.storage == .animated } }

    /// The stored properties, in declaration order.
    var storedProperties: [Property] { properties.filter(\.isStored) }

    func property(named name: String) -> Property? { properties.first { $0.name == name } }

    /// How the type's own code reads a parameter: the property, or the preset's value written in.
    func argument(_ name: String) -> Argument {
        guard let property = property(named: name) else { preconditionFailure("no parameter '\(name)'") }
        return property.isStored ? .expression(name) : .value(property.value)
    }

    /// The number of values an AnimatableTextView shows.
    var textCount: Int {
        if case .int(let count) = property(named: "count")?.value { return count }
        return 0
    }

    /// Whether a parameter is in use: AnimatableTextView's values and colours beyond `count` are not.
    func isDeclared(_ property: Property) -> Bool {
        guard type.name == "animatable-text",
            let index = Int(property.name.drop { !$0.isNumber }), !property.name.first!.isNumber
        else { return true }
        return index <= textCount
    }

    /// The stored properties the Swift type declares, in order.
    var declaredProperties: [Property] { storedProperties.filter(isDeclared) }

    /// The properties in `animatableData` that the Swift type declares.
    var declaredAnimatedProperties: [Property] { animatedProperties.filter(isDeclared) }

    /// The parameters of the View extension (or the memberwise call): the declared stored properties; the animated
    /// ones without a default (they are what callers animate), the others defaulting to the preset's value.
    var callParameters: [Property] { type.isUserType ? properties : declaredProperties }

    /// Whether SwiftUI's type of that name can be part of `animatableData` (SwiftUI's `Color` cannot: animating it
    /// needs `Color.Resolved`, so a colour is generated as a jumping property).
    static func swiftUIAnimates(_ type: ParameterType) -> Bool {
        switch type {
        case .double, .angle, .point, .size, .rect, .unitPoint: true
        default: false
        }
    }
}
