import AnimDBEngine
import AnimDBGeometry
import AnimDBSyntax

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Generates the SwiftUI source a developer would otherwise write by hand for an animdb preset or timeline, in the
/// form of the articles animdb is built from.
///
/// ```swift
/// let shake = CodegenPreset(
///     name: "Shake", type: PresetTypeCatalog.type(named: "shake")!, values: ["amplitude": .double(5)])
/// let source = try SwiftUICodegen.preset(shake, jumping: ["amplitude"], target: .ios17).source
/// // struct Shake: AnimatableModifier { var shakes: CGFloat … content.offset(x: sin(shakes * .pi * 2) * 5) }
/// // extension View { func shake(with shakes: CGFloat) -> some View { modifier(Shake(shakes: shakes)) } }
/// ```
///
/// Values and animations are printed in animdb's expression syntax as Swift reads it (`.pi * 2`, `.degrees(45)`), so
/// generated code and stored data read the same. Output is deterministic and indented with 4 spaces. Code generation
/// reads no store and evaluates no animation: what it needs to know about a timeline's timing and which parameters
/// jump comes from animdb's resolver (`TimelineFacts`, `jumping`).
public enum SwiftUICodegen {
    /// The Swift type name generated for a preset (`text-field-shake` → `TextFieldShake`, `ShakeEffect` →
    /// `ShakeEffect`).
    public static func typeName(forPreset name: String, kind: PresetKind) -> String {
        SwiftIdentifier.typeName(name, prefix: "Preset", suffix: kind == .shape ? "Shape" : "Effect")
    }

    /// The view generated for a timeline: its name with `View` after it (`arc-demo` → `ArcDemoView`,
    /// `flower-loading` → `FlowerLoadingView`), as the articles name their demo views.
    public static func typeName(forTimeline name: String) -> String {
        let base = SwiftIdentifier.typeName(name, prefix: "Timeline", suffix: "Demo")
        return base.hasSuffix("View") && base != "View" ? base : base + "View"
    }

    /// What a preset's file declares at the top level, for spotting clashes between files: `Shake` and
    /// `shake(with:)`.
    public static func declarations(
        of preset: CodegenPreset, jumping: Set<String>, varied: Set<String> = [], target: CodegenTarget
    ) throws(CodegenError) -> [String] {
        let model = try PresetModel(
            name: preset.name, type: preset.type, values: preset.values, ignored: preset.ignored, jumping: jumping,
            varied: varied, target: target)
        var names = model.kind == .style ? [] : [model.typeName]
        if let function = model.functionName {
            let signature = PresetEmitter.signature(model, spell: SwiftSpelling(target: target, notes: Notes()))
            let labels = signature.hasPrefix("with ") ? "with:" : model.callParameters.map { "\($0.name):" }.joined()
            names.append("\(function)(\(labels))")
        }
        return names
    }

    /// The parameters of each preset (by name) that the timelines vary: a call site passes another value than the
    /// preset's, or a transaction or keyframe track changes it. Such a parameter is a stored property of the preset's
    /// type even where the articles write a literal (`* 5`), so every view can pass it. So is a parameter that reads
    /// a state.
    public static func variedParameters(in timelines: [CodegenTimeline]) -> [String: Set<String>] {
        var varied: [String: Set<String>] = [:]
        for timeline in timelines {
            let targets = timeline.animatedTargets
            for item in timeline.items {
                guard let preset = item.preset else { continue }
                for spec in preset.type.parameters {
                    let base = preset.values[spec.name] ?? spec.defaultValue
                    let passed =
                        item.values[spec.name].map { value in
                            ((try? spec.validate(value)) ?? value) != ((try? spec.validate(base)) ?? base)
                        } ?? false
                    if passed || targets.contains(.parameter(item.key, spec.name)) || item.bindings[spec.name] != nil {
                        varied[preset.name, default: []].insert(spec.name)
                    }
                }
            }
        }
        return varied
    }

    /// A preset as the articles write its type: a `Shape`; a modifier with its View extension; AnimatableTextView;
    /// a text view; or a style as a View extension.
    ///
    /// - Parameters:
    ///   - jumping: The parameters animdb does not animate (the resolver's answer: not animatable in the catalog, or
    ///     ignored); they stay out of `animatableData`.
    ///   - varied: Parameters some timeline varies (`variedParameters(in:)`), stored even where the article writes a
    ///     literal.
    ///   - target: The SwiftUI generation to write for.
    /// - Returns: A complete Swift file, and what the target cannot say exactly.
    /// - Throws: `CodegenError.invalidPreset` when a value or parameter name does not fit the type.
    public static func preset(
        _ preset: CodegenPreset, jumping: Set<String>, varied: Set<String> = [], target: CodegenTarget
    ) throws(CodegenError) -> GeneratedSource {
        // Generated code spells numbers as a person writes Swift (`.pi * 2`); it is never stored or hashed.
        try withSwiftSourceNumbers { () throws(CodegenError) in
            let notes = Notes()
            let spell = SwiftSpelling(target: target, notes: notes)
            let model = try PresetModel(
                name: preset.name, type: preset.type, values: preset.values, ignored: preset.ignored,
                jumping: jumping, varied: varied, target: target)
            var body = SourceWriter()
            PresetEmitter.write(model, what: "'\(preset.name)' preset", spell: spell, to: &body)
            let warnings = notes.all.map { "preset '\(preset.name)': \($0)" }
            var writer = header(
                model.kind == .style
                    ? SwiftIdentifier.typeName(preset.name, prefix: "Preset", suffix: "Style")
                    : model.typeName,
                what: "preset '\(preset.name)' (\(preset.type.name))", target: target, notes: notes.all)
            writer.lines(body.lines)
            return GeneratedSource(source: writer.text, warnings: warnings)
        }
    }

    /// A timeline as a demo `View` reproducing its view: the tree as nested stacks in the articles' formatting
    /// (`VStack(spacing: 32) { … }`, one modifier per line, `.overlay(alignment:) { … }`, `if show { … } else { … }`),
    /// its states and a `@State` for each parameter it animates, its transactions (to states and parameters) in
    /// `withAnimation` blocks at their times, keyframes in a `KeyframeAnimator`. A one-node timeline is its chain.
    ///
    /// - Parameters:
    ///   - facts: What animdb's resolver answered: the length of one pass, keyframe times, the targets that jump.
    ///   - varied: Per preset name, parameters other timelines vary (`variedParameters(in:)` over every timeline),
    ///     so calls match the presets' generated types; this timeline's own are added.
    ///   - includePresets: Whether to append the presets' types, so the file compiles on its own.
    /// - Returns: The file, and a warning for each thing the target cannot express exactly (keyframes on iOS 13,
    ///   `NavigationStack` and bordered buttons before iOS 16 and 15).
    /// - Throws: `CodegenError` when the tree, an item, a state, a binding, a value or a target does not fit.
    public static func timeline(
        _ timeline: CodegenTimeline, facts: TimelineFacts, varied: [String: Set<String>] = [:],
        target: CodegenTarget, includePresets: Bool = false
    ) throws(CodegenError) -> GeneratedSource {
        // SwiftUI's Path is not Animatable, so a view cannot animate one through @State or keyframes without an
        // animatable path type of its own, which generated code does not declare.
        let paths =
            timeline.keyframes.filter { $0.value.type == .shapePath }.map(\.key)
            + timeline.transactions.flatMap(\.assignments).filter { $0.value.type == .shapePath }.map(\.target)
        if let target = paths.sorted().first {
            throw .invalidTimeline(
                name: timeline.name,
                reason:
                    "it animates the path '\(target)', and SwiftUI's Path does not animate; generate its presets instead"
            )
        }
        return try withSwiftSourceNumbers { () throws(CodegenError) in
            let notes = Notes()
            let spell = SwiftSpelling(target: target, notes: notes)
            let model = try ViewModel(timeline, facts: facts, varied: varied, target: target, spell: spell)
            var body = SourceWriter()
            ViewEmitter.write(model, spell: spell, to: &body)
            var userSources: Set<String> = []
            for preset in model.presets {
                // Presets of one user type share its source, which is written once.
                if let source = preset.type.implementation?.body.source, !userSources.insert(source).inserted {
                    continue
                }
                body.line()
                if includePresets {
                    PresetEmitter.write(preset, what: "'\(preset.name)' preset", spell: spell, to: &body)
                } else {
                    body.line(
                        "// Uses the '\(preset.name)' preset: `animdb codegen \(preset.name) --target \(target)`.")
                }
            }
            let warnings = notes.all.map { "timeline '\(timeline.name)': \($0)" }
            var writer = header(
                model.viewName, what: "timeline '\(timeline.name)'", target: target, notes: notes.all)
            writer.lines(body.lines)
            return GeneratedSource(source: writer.text, warnings: warnings)
        }
    }

    private static func header(_ typeName: String, what: String, target: CodegenTarget, notes: [String])
        -> SourceWriter
    {
        var writer = SourceWriter()
        writer.line("// \(SwiftIdentifier.fileName(forType: typeName))")
        writer.line("// Generated by `animdb codegen` for \(target) from \(what).")
        writer.line("// Values and animations are written in animdb's expression syntax, as they are stored.")
        if !notes.isEmpty {
            // The same notes the command prints on stderr, kept with the code they are about.
            writer.line("//")
            writer.line("// Not exact on \(target):")
            for note in notes { writer.bullet(note) }
        }
        writer.line()
        writer.line("import SwiftUI")
        writer.line()
        return writer
    }
}
