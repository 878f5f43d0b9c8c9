import AnimDBCodegen
import AnimDBEngine
import AnimDBGeometry
import Foundation
import Testing

/// Every generated view, chains and trees alike, type-checks against a stand-in for SwiftUI's declarations
/// (`SwiftUIStandIn`) for every target: the containers and their builders, `if`/`else` in them, attached views in
/// closures (iOS 15) or as arguments (iOS 13), controls bound to `@State` with `$`, `withAnimation` blocks, the
/// keyframe animator, and the presets' types and View extensions the views call.
@Suite(.enabled(if: SwiftCompiler.available != nil, "needs swiftc on PATH and the modules built by `swift test`"))
struct GeneratedViewCompileTests {
    static let timelines = CodegenFixtures.timelines + CodegenFixtures.extraTimelines + CodegenFixtures.trees

    /// One program per target: each view in an enum of its own (two fixtures share a view's name), the presets
    /// once at the top level, with what every timeline varies, as `animdb codegen --all` writes them.
    static func program(_ target: CodegenTarget) throws -> String {
        let varied = SwiftUICodegen.variedParameters(in: timelines.map(\.timeline))
        // A view SwiftUI takes, with a lone `if`, so a refusal below is the refused view's.
        var program =
            SwiftUIStandIn.prelude
            + "struct Plain: View {\n    @State private var on = false\n    var body: some View {\n"
            + "        VStack { Toggle(\"a\", isOn: $on); if on { Circle().fill(.red) } }\n    }\n}\n\n"
        var presets: [String: CodegenPreset] = [:]
        for (index, timeline) in timelines.enumerated() {
            let source = try SwiftUICodegen.timeline(
                timeline.timeline, facts: timeline.facts, varied: varied, target: target, includePresets: false
            ).source
            let indented = SwiftUIStandIn.prepared(source).split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
            program += "enum File\(index) {\n\(indented)\n}\n\n"
            for item in timeline.timeline.items {
                if let preset = item.preset { presets[preset.name] = preset }
            }
        }
        for (name, preset) in presets.sorted(by: { $0.key < $1.key }) {
            let source = try SwiftUICodegen.preset(
                preset, jumping: CodegenFixtures.jumping(preset), varied: varied[name] ?? [], target: target
            ).source
            program += SwiftUIStandIn.prepared(source) + "\n"
        }
        return program
    }

    @Test(arguments: CodegenTarget.allCases)
    func generatedViewsTypeCheck(target: CodegenTarget) throws {
        let compiler = try #require(SwiftCompiler.available)
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("animdb-views-\(target)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let program = try Self.program(target)
        let errors = try compiler.typecheck(program, in: directory)
        #expect(errors.isEmpty, "\(target):\n\(errors.split(separator: "\n").prefix(40).joined(separator: "\n"))")
    }

    /// The stand-in is strict enough to refuse what SwiftUI refuses: a control without a binding, a modifier it
    /// does not have, iOS 15's attachment closure given a view. (`generatedViewsTypeCheck` shows the stand-in itself
    /// type-checks.)
    @Test func standInRefusesWhatSwiftUIRefuses() throws {
        let compiler = try #require(SwiftCompiler.available)
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("animdb-views-refused-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let refused = [
            "Slider(value: 3)", "Text(\"a\").overlay(alignment: .top, Text(\"b\"))",
            "Circle().trim(from: 0, to: 0.5).strokeBorder(.red)",
        ]
        // One program, one view a line: the compiler must refuse each of those lines.
        let prelude = SwiftUIStandIn.prelude
        let firstLine = prelude.split(separator: "\n", omittingEmptySubsequences: false).count
        let views = refused.enumerated().map { index, view in
            "struct Refused\(index): View { var body: some View { \(view) } }"
        }
        let errors = try compiler.typecheck(prelude + views.joined(separator: "\n") + "\n", in: directory)
        for index in refused.indices {
            #expect(errors.contains("main.swift:\(firstLine + index):"), "\(refused[index]) was not refused")
        }
    }
}
