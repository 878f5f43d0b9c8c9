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

    static let presetCases: [(PresetType, CodegenTarget)] = PresetTypeCatalog.all.filter(SwiftUICodegen.canGenerate)
        .flatMap { type in
            CodegenTarget.allCases.map { (type, $0) }
        }

    static let timelineCases: [(CodegenFixtures.TimelineCase, CodegenTarget)] = CodegenFixtures.timelines.flatMap {
        timeline in CodegenTarget.allCases.map { (timeline, $0) }
    }

    @Test(arguments: presetCases)
    func builtInTypeMatchesGolden(type: PresetType, target: CodegenTarget) throws {
        let source = try SwiftUICodegen.preset(
            name: CodegenFixtures.presetName(for: type), type: type, values: [:], target: target)
        try Self.check(source, golden: "\(target)/preset-\(type.name).swift")
    }

    @Test(arguments: timelineCases)
    func timelineMatchesGolden(timeline: CodegenFixtures.TimelineCase, target: CodegenTarget) throws {
        let generated = try timeline.generate(target)
        let warnings = generated.warnings.map { "// warning: \($0)\n" }.joined()
        try Self.check(warnings + generated.source, golden: "\(target)/timeline-\(timeline.name).swift")
    }

    static func check(_ text: String, golden name: String) throws {
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
