import AnimDBEngine
import AnimDBGeometry
import AnimDBSyntax

/// Writes a preset as a SwiftUI type: a `Shape`, or a `GeometryEffect`/`ViewModifier` plus the `View` extension
/// the articles use (`.shake(with:)` style).
enum PresetEmitter {
    /// Appends the preset's declarations (no imports) to `writer`.
    static func write(_ model: PresetModel, target: CodegenTarget, to writer: inout SourceWriter) {
        let type = model.type
        writer.doc("The '\(model.name)' preset (\(type.name)): \(type.summary).")
        if target.usesAnimatableMacro {
            writer.line("@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)")
            writer.line("@Animatable")
        }
        writer.block("struct \(model.typeName): \(conformances(model, target))") { w in
            for property in model.properties {
                writeProperty(property, target: target, to: &w)
            }
            if !target.usesAnimatableMacro {
                AnimatableDataWriter.write(model.animatedProperties, to: &w)
            }
            if !model.properties.isEmpty { w.line() }
            switch type.kind {
            case .shape:
                w.block("func path(in rect: CGRect) -> Path") { w in w.lines(ShapeBodies.pathBody(for: type.name)) }
            case .text:
                preconditionFailure("PresetModel refuses text presets")
            case .modifier:
                let values = Dictionary(uniqueKeysWithValues: model.properties.map { ($0.name, $0.value) })
                let body = ModifierBodies.body(for: type.name, values: values)
                switch ModifierBodies.form(of: type.name) {
                case .geometryEffect:
                    w.block("func effectValue(size: CGSize) -> ProjectionTransform") { w in w.lines(body) }
                case .viewModifier:
                    w.block("func body(content: Content) -> some View") { w in w.lines(body) }
                }
            }
        }
        if type.kind == .modifier {
            writer.line()
            writeViewExtension(model, target: target, to: &writer)
        }
    }

    private static func conformances(_ model: PresetModel, _ target: CodegenTarget) -> String {
        switch (model.type.kind, ModifierBodies.form(of: model.type.name)) {
        case (.shape, _): return "Shape"
        case (.text, _): preconditionFailure("PresetModel refuses text presets")
        case (.modifier, .geometryEffect): return "GeometryEffect"
        case (.modifier, .viewModifier):
            switch target {
            // The macro adds the `Animatable` conformance itself.
            case .ios26: return "ViewModifier"
            case .ios17: return "ViewModifier, Animatable"
            // Before iOS 17 only `AnimatableModifier` is documented to animate a modifier's data.
            case .ios13: return "AnimatableModifier"
            }
        }
    }

    private static func writeProperty(_ property: PresetModel.Property, target: CodegenTarget, to w: inout SourceWriter)
    {
        var doc = property.spec.doc
        if property.isIgnored {
            doc += "; ignored by the preset, so it jumps rather than animates"
        } else if property.spec.type == .color, property.spec.isAnimatable {
            doc += "; SwiftUI's Color is not animatable (resolve it to Color.Resolved to animate it), so it jumps"
        }
        w.doc(doc + ".")
        let ignoredAttribute = target.usesAnimatableMacro && !property.animates ? "@AnimatableIgnored " : ""
        w.line("\(ignoredAttribute)var \(property.name): \(property.swiftType) = \(property.value)")
    }

    private static func writeViewExtension(_ model: PresetModel, target: CodegenTarget, to writer: inout SourceWriter) {
        if target.usesAnimatableMacro {
            writer.line("@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)")
        }
        writer.block("extension View") { w in
            let parameters = model.extensionProperties
            w.doc("Applies `\(model.typeName)`; the other parameters keep the '\(model.name)' preset's values.")
            let signature: String
            if parameters.count == 1, let only = parameters.first {
                signature = "with \(only.name): \(only.swiftType)"
            } else {
                signature = parameters.map { "\($0.name): \($0.swiftType) = \($0.value)" }.joined(separator: ", ")
            }
            let arguments = parameters.map { "\($0.name): \($0.name)" }.joined(separator: ", ")
            w.block("func \(model.functionName)(\(signature)) -> some View") { w in
                w.line("modifier(\(model.typeName)(\(arguments)))")
            }
        }
    }
}
