import AnimDBCodegen
import AnimDBEngine
import AnimDBGeometry
import Foundation
import Testing

/// Generated code compared byte for byte with reviewed files under `Golden/`; run with `ANIMDB_UPDATE_GOLDEN=1` to
/// rewrite them after a deliberate change (then review the diff).
struct GoldenFileTests {
    static let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden", isDirectory: true)

    /// The demo library's presets (the articles' types) for every target.
    static let articlePresetCases: [(CodegenPreset, CodegenTarget)] = CodegenFixtures.presets.flatMap { preset in
        CodegenTarget.allCases.map { (preset, $0) }
    }

    /// The catalog types the articles do not show, at their defaults, for ios17.
    static let otherTypes: [PresetType] = PresetTypeCatalog.all.filter(\.canBePreset).filter { type in
        !CodegenFixtures.presets.contains { $0.type.name == type.name }
    }

    static let timelineCases: [(CodegenFixtures.TimelineCase, CodegenTarget)] =
        (CodegenFixtures.timelines + CodegenFixtures.extraTimelines + CodegenFixtures.trees).flatMap { timeline in
            CodegenTarget.allCases.map { (timeline, $0) }
        }

    @Test(arguments: articlePresetCases)
    func articlePresetMatchesGolden(preset: CodegenPreset, target: CodegenTarget) throws {
        let generated = try SwiftUICodegen.preset(preset, jumping: CodegenFixtures.jumping(preset), target: target)
        try Self.check(generated, golden: "\(target)/preset-\(preset.name).swift")
    }

    @Test(arguments: otherTypes)
    func catalogTypeMatchesGolden(type: PresetType) throws {
        let preset = CodegenPreset(name: "\(type.name)-preset", type: type)
        let generated = try SwiftUICodegen.preset(preset, jumping: CodegenFixtures.jumping(preset), target: .ios17)
        try Self.check(generated, golden: "ios17/type-\(type.name).swift")
    }

    @Test(arguments: timelineCases)
    func timelineMatchesGolden(timeline: CodegenFixtures.TimelineCase, target: CodegenTarget) throws {
        try Self.check(try timeline.generate(target), golden: "\(target)/timeline-\(timeline.name).swift")
    }

    /// Compares the source, after the warnings as `// warning:` lines, with the golden file `name`.
    static func check(_ generated: GeneratedSource, golden name: String) throws {
        let text = generated.warnings.map { "// warning: \($0)\n" }.joined() + generated.source
        let url = goldenDirectory.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["ANIMDB_UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
            return
        }
        guard let expected = FileManager.default.contents(atPath: url.path) else {
            Issue.record("missing golden file \(name); run with ANIMDB_UPDATE_GOLDEN=1 to create it")
            return
        }
        #expect(String(decoding: expected, as: UTF8.self) == text, "\(name) differs from its golden file")
    }
}
