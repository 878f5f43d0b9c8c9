import AnimDBEngine
import AnimDBGeometry

/// A user's type as the rest of animdb sees it: a `PresetType` whose bodies run in the interpreter.
extension InterpretedType {
    /// The preset type for this Shape or GeometryEffect, with one parameter per stored property (its Swift type,
    /// its default, whether it animates) and `identity` (the stored type's content hash) naming its code.
    ///
    /// Interpolation happens on the parameters, as it does for the built-ins, so a hand-written `animatableData`
    /// must be the animatable properties' components, each once, in any order and each possibly in other units
    /// (`angle.radians`, `angle.degrees`): interpolation treats components alike and a scale commutes with it, so
    /// the frames are the same (docs/evaluation.md says where a fluid spring's rest threshold still sees units).
    /// Anything else (a getter that mixes properties or skips one) is refused with one line, never approximated.
    /// - Throws: `SwiftRuntimeError` naming the type and what animdb cannot use.
    public func presetType(identity: String) throws(SwiftRuntimeError) -> PresetType {
        let kind: PresetKind
        switch declaration.kind {
        case .shape: kind = .shape
        case .geometryEffect, .modifier: kind = .modifier
        case .animatableView, .vectorArithmetic:
            throw unusable("a \(SwiftTypeKind.describe(declaration.kind)) is read by 'animdb types' but not yet stored")
        }
        var parameters: [ParameterSpec] = []
        for p in declaration.parameters {
            guard let type = Self.parameterType(p) else {
                throw unusable("property '\(p.name)' is a \(p.swiftType), which a preset cannot set")
            }
            // A property the source gives no default takes its enum's first case or its type's zero.
            guard let value = p.defaultValue ?? p.enumCases.first.map(ParameterValue.string) ?? Self.zeroValue(type)
            else { throw unusable("property '\(p.name)' has no default animdb can give it") }
            let doc = p.defaultValue == nil ? "\(p.swiftType), no default in the source" : p.swiftType
            parameters.append(
                ParameterSpec(
                    name: p.name, type: type, defaultValue: value, isAnimatable: p.isAnimatable && type.isAnimatable,
                    doc: doc))
        }
        let result = PresetType(
            kind: kind, name: name, swiftName: name,
            summary: "Your \(SwiftTypeKind.describe(declaration.kind)), from Swift source (lines "
                + "\(declaration.lines.lowerBound)–\(declaration.lines.upperBound))",
            parameters: parameters,
            implementation: CustomImplementation(InterpretedImplementation(type: self, identity: identity)),
            callSite: declaration.kind == .modifier ? declaration.callSite : nil)
        try checkAnimatableData(result)
        return result
    }

    private func unusable(_ message: String, line: Int? = nil) -> SwiftRuntimeError {
        SwiftRuntimeError(
            typeName: name, function: "animatableData", line: line ?? declaration.lines.lowerBound, message: message)
    }

    /// Refuses a hand-written `animatableData` that is not the animatable parameters' components in order, each
    /// scaled by a constant (checked at the defaults and at the defaults moved by one in every component, and the
    /// setter given the moved vector must write the moved parameters back).
    private func checkAnimatableData(_ type: PresetType) throws(SwiftRuntimeError) {
        guard declaration.animatableDataSource == .handWritten else { return }
        let base = checkValues(type)
        let animated = type.animatableParameters
        func components(_ values: [String: ParameterValue]) -> [Double] {
            animated.flatMap { values[$0.name]!.components }
        }
        // Each component moves by its own amount, so a getter that adds two properties cannot pass for a scale.
        var moved = base
        var k = 0
        for p in animated {
            let c = base[p.name]!.components
            moved[p.name] = base[p.name]!.withComponents(
                c.map { value in
                    k += 1
                    return value + Double(k) * (abs(value) * 0.37 + 1)
                })
        }
        let g0 = try animatableData(base).components
        let g1 = try animatableData(moved).components
        let c0 = components(base)
        let c1 = components(moved)
        let line = info.computed["animatableData"]?.getter.decl.loc.line
        let problem = unusable(
            "the getter is not the animatable properties (\(animated.map(\.name).joined(separator: ", "))), each "
                + "once, in units of its own; animdb interpolates a type's properties", line: line)
        guard g0.count == c0.count, g1.count == c1.count else { throw problem }
        // Each getter component is one property component times a constant; every property component is used once
        // (the getter may list them in any order: interpolation treats components alike).
        var used = Set<Int>()
        for i in g0.indices {
            let match = c0.indices.first { j in
                guard !used.contains(j) else { return false }
                let scale = (g1[i] - g0[i]) / (c1[j] - c0[j])
                return scale.isFinite && scale != 0 && Self.close(g0[i], scale * c0[j])
                    && Self.close(g1[i], scale * c1[j])
            }
            guard let match else { throw problem }
            used.insert(match)
        }
        let written = try values(base, settingAnimatableData: AnimatableVector(g1))
        for p in animated where !zip(written[p.name]!.components, moved[p.name]!.components).allSatisfy(Self.close) {
            throw unusable("the setter does not write back what the getter reads of '\(p.name)'", line: line)
        }
    }

    private static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 * max(1, abs(a), abs(b)) }

    /// The parameter type of a stored property, from its Swift type; nil for types a preset cannot hold.
    static func parameterType(_ p: SwiftParameter) -> ParameterType? {
        if !p.enumCases.isEmpty { return .string }
        guard let type = ParameterType(swiftTypeName: p.swiftType), Self.passedIn.contains(type) else { return nil }
        return type
    }

    /// The parameter types whose values the interpreter takes in as Swift values (`Program.value(_:)`).
    private static let passedIn: Set<ParameterType> = [
        .double, .int, .bool, .string, .angle, .point, .size, .rect, .unitPoint, .color, .cornerStyle,
    ]

    /// The zero of a parameter type: what a property without a default in the source starts as.
    static func zeroValue(_ type: ParameterType) -> ParameterValue? {
        switch type {
        case .double: .double(0)
        case .int: .int(0)
        case .bool: .bool(false)
        case .string: .string("")
        case .angle: .angle(.zero)
        case .point: .point(.zero)
        case .size: .size(.zero)
        case .rect: .rect(.zero)
        case .unitPoint: .unitPoint(.zero)
        case .color: .color(.clear)
        default: nil
        }
    }

    /// The values a type's bodies are first run with: its defaults, and for a property the source gives no default a
    /// plain value of its type rather than zero (3 for a number, which a polygon's side count accepts), so a body
    /// that divides by a count is not refused for the user's choice to leave it to the call site.
    public func checkValues(_ type: PresetType) -> [String: ParameterValue] {
        var values = type.defaults
        for p in declaration.parameters where p.defaultValue == nil {
            if let sample = Self.sampleValue(p.swiftType) { values[p.name] = sample }
        }
        return values
    }

    /// A plain value of a Swift type, for a property the source gives no default: 3 for a number (which a
    /// polygon's side count accepts), 30° for an angle.
    public static func sampleValue(_ swiftType: String) -> ParameterValue? {
        switch swiftType {
        case "Double", "CGFloat", "Float": .double(3)
        case "Int": .int(3)
        case "Angle": .angle(.degrees(30))
        case "Bool": .bool(false)
        case "String": .string("")
        default: nil
        }
    }
}

extension SwiftTypeKind {
    /// The kind as `animdb types` prints it and a stored type records it: `shape`, `geometry-effect`, ….
    public static func storedName(_ kind: SwiftTypeKind) -> String {
        switch kind {
        case .shape: "shape"
        case .modifier: "modifier"
        case .geometryEffect: "geometry-effect"
        case .animatableView: "animatable-view"
        case .vectorArithmetic: "vector-arithmetic"
        }
    }

    /// The kind in a sentence: "a Shape", "a GeometryEffect".
    static func describe(_ kind: SwiftTypeKind) -> String {
        switch kind {
        case .shape: "Shape"
        case .modifier: "ViewModifier"
        case .geometryEffect: "GeometryEffect"
        case .animatableView: "Animatable view"
        case .vectorArithmetic: "VectorArithmetic type"
        }
    }
}

/// A user's type's bodies run in the sandbox, each call in its own context (see `InterpretedType`).
struct InterpretedImplementation: TypeImplementation {
    let type: InterpretedType
    let identity: String

    var source: String { type.source }

    func source(usingAnimatableMacro: Bool) -> String { type.source(in: usingAnimatableMacro ? .macro : .handWritten) }

    func path(in rect: CGRect, values: [String: ParameterValue]) -> Path? {
        try? type.path(in: rect, values)
    }

    var isGeometryEffect: Bool { type.declaration.kind == .geometryEffect }

    func effect(values: [String: ParameterValue]) -> ModifierEffect? {
        (try? type.modifiers(values)).flatMap { try? ModifierApplication.effect(of: $0) }
    }

    func projection(size: CGSize, values: [String: ParameterValue]) -> ProjectionTransform? {
        switch try? type.effectValue(size: size, values) {
        case .affine(let t): ProjectionTransform(t)
        case .projection(let p): p
        case nil: nil
        }
    }
}
