import AnimDBEngine
import AnimDBGeometry
import AnimDBSyntax

/// Generates the SwiftUI source a developer would otherwise write by hand for an animdb preset or timeline.
///
/// ```swift
/// let type = try PresetTypeCatalog.requireType(named: "shake")
/// let source = try SwiftUICodegen.preset(
///     name: "text-field-shake", type: type, values: ["amplitude": .double(5)], ignored: [], target: .ios17)
/// ```
///
/// Values, animations and keyframes are printed in animdb's canonical expression syntax (their `description`), so
/// generated code and stored data read the same. Output is deterministic and indented with 4 spaces.
public enum SwiftUICodegen {
    /// Whether presets of `type` can be generated yet: shapes and the effect modifiers (text content and the style,
    /// layout and environment items are written inline in views, not as types of their own).
    public static func canGenerate(_ type: PresetType) -> Bool {
        type.kind == .shape || ModifierBodies.supports(type.name)
    }

    /// The Swift type name generated for a preset (`text-field-shake` → `TextFieldShake`).
    public static func typeName(forPreset name: String, kind: PresetKind) -> String {
        SwiftIdentifier.typeName(name, prefix: "Preset", suffix: kind == .shape ? "Shape" : "Effect")
    }

    /// The Swift view name generated for a timeline (`shake-login` → `ShakeLogin`).
    public static func typeName(forTimeline name: String) -> String {
        SwiftIdentifier.typeName(name, prefix: "Timeline", suffix: "Demo")
    }

    /// A preset as a SwiftUI `Shape`, or a `GeometryEffect`/`ViewModifier` with its `View` extension.
    ///
    /// - Parameters:
    ///   - name: The preset's store name; the type is named after it.
    ///   - type: The preset's type from `PresetTypeCatalog`.
    ///   - values: The preset's explicit values; every other parameter takes the type's default.
    ///   - ignored: Parameters that jump instead of animating (`@AnimatableIgnored`).
    ///   - target: The SwiftUI generation to write for.
    /// - Returns: A complete Swift file.
    /// - Throws: `CodegenError.invalidPreset` when a value or ignored name does not fit the type.
    public static func preset(
        name: String, type: PresetType, values: [String: ParameterValue], ignored: Set<String> = [],
        target: CodegenTarget
    ) throws(CodegenError) -> String {
        let model = try PresetModel(name: name, type: type, values: values, ignored: ignored)
        var writer = header(model.typeName, what: "preset '\(name)' (\(type.name))", target: target)
        // Generated code spells numbers as a person writes Swift (`.pi * 2`); it is never stored or hashed.
        withSwiftSourceNumbers { PresetEmitter.write(model, target: target, to: &writer) }
        return writer.text
    }

    /// A timeline as a demo `View`: the preset applied to content, a Play button, and the tracks as a
    /// `KeyframeAnimator` or timed `withAnimation` changes.
    ///
    /// - Parameters:
    ///   - name: The timeline's store name; the view is named after it.
    ///   - presetName: The animated preset's store name.
    ///   - type: The preset's type.
    ///   - values: The preset's explicit values.
    ///   - ignored: The preset's ignored parameters.
    ///   - content: The text a modifier is applied to (nil: "Shake me!"); not used by shapes.
    ///   - repetition: How often the timeline plays.
    ///   - tracks: The tracks by parameter name.
    ///   - target: The SwiftUI generation to write for.
    ///   - includePreset: Whether to append the preset's type, so the file compiles on its own.
    /// - Returns: The file, and a warning for each thing the target cannot express exactly (keyframes on iOS 13).
    /// - Throws: `CodegenError` when the preset or a track does not fit.
    public static func timeline(
        name: String, presetName: String, type: PresetType, values: [String: ParameterValue],
        ignored: Set<String> = [], content: String?, repetition: CodegenRepetition, tracks: [String: TrackSource],
        target: CodegenTarget, includePreset: Bool = false
    ) throws(CodegenError) -> GeneratedSource {
        // Generated code spells numbers as a person writes Swift (`.pi * 2`); it is never stored or hashed.
        try withSwiftSourceNumbers { () throws(CodegenError) in
            try timelineSource(
                name: name, presetName: presetName, type: type, values: values, ignored: ignored, content: content,
                repetition: repetition, tracks: tracks, target: target, includePreset: includePreset)
        }
    }

    private static func timelineSource(
        name: String, presetName: String, type: PresetType, values: [String: ParameterValue],
        ignored: Set<String>, content: String?, repetition: CodegenRepetition, tracks: [String: TrackSource],
        target: CodegenTarget, includePreset: Bool
    ) throws(CodegenError) -> GeneratedSource {
        let preset = try PresetModel(name: presetName, type: type, values: values, ignored: ignored)
        let model = try TimelineModel(
            name: name, preset: preset, content: content, repetition: repetition, tracks: tracks)
        var writer = header(model.viewName, what: "timeline '\(name)'", target: target)
        if !includePreset {
            writer.line("// Uses `\(preset.typeName)`: `animdb codegen \(presetName) --target \(target)`.")
            writer.line()
        }
        var warnings: [String] = []
        TimelineEmitter.write(model, target: target, to: &writer, warnings: &warnings)
        if includePreset {
            writer.line()
            PresetEmitter.write(preset, target: target, to: &writer)
        }
        return GeneratedSource(source: writer.text, warnings: warnings)
    }

    private static func header(_ typeName: String, what: String, target: CodegenTarget) -> SourceWriter {
        var writer = SourceWriter()
        writer.line("// \(SwiftIdentifier.fileName(forType: typeName))")
        writer.line("// Generated by `animdb codegen` for \(target) from \(what).")
        writer.line("// Values and animations are written in animdb's expression syntax, as they are stored.")
        writer.line()
        writer.line("import SwiftUI")
        writer.line()
        return writer
    }
}
