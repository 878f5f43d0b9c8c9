import AnimDBCodegen
import AnimDBGeometry
import Foundation
import Testing

/// Generated files already satisfy `swift format lint --strict` with animdb's own style (4 spaces, 120 columns), so
/// they can be dropped into a project that lints.
@Suite(.enabled(if: SwiftFormatTool.executable != nil, "needs swift-format on PATH"))
struct GeneratedCodeFormatTests {
    static let configuration = """
        {
          "version": 1,
          "indentation": { "spaces": 4 },
          "lineLength": 120,
          "maximumBlankLines": 1,
          "respectsExistingLineBreaks": true,
          "lineBreakBeforeEachArgument": false,
          "rules": { "AlwaysUseLowerCamelCase": false, "NeverForceUnwrap": false, "NeverUseForceTry": false,
                     "OrderedImports": true, "UseLetInEveryBoundCaseVariable": false }
        }
        """

    @Test func everyGeneratedFileIsLintClean() throws {
        let swiftFormat = try #require(SwiftFormatTool.executable)
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("animdb-codegen-format-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var files: [String: String] = [:]
        for target in CodegenTarget.allCases {
            for type in PresetTypeCatalog.all.filter(\.canBePreset) {
                let preset = CodegenPreset(name: "\(target)-\(type.name)", type: type)
                files[preset.name] = try SwiftUICodegen.preset(
                    preset, jumping: CodegenFixtures.jumping(preset), target: target
                ).source
            }
            for preset in CodegenFixtures.presets {
                files["\(target)-\(preset.name)"] = try SwiftUICodegen.preset(
                    preset, jumping: CodegenFixtures.jumping(preset), target: target
                ).source
            }
            for timeline in CodegenFixtures.timelines + CodegenFixtures.extraTimelines + CodegenFixtures.trees {
                files["\(target)-\(timeline.name)"] = try timeline.generate(target).source
            }
        }
        for (name, source) in files {
            try Data(source.utf8).write(to: directory.appendingPathComponent("\(name).swift"))
        }
        let configuration = directory.appendingPathComponent(".swift-format")
        try Data(Self.configuration.utf8).write(to: configuration)
        let lint = try SwiftCompiler.launch(
            swiftFormat, ["lint", "--strict", "--configuration", configuration.path, "-r", directory.path])
        #expect(lint.status == 0)
        #expect(lint.stderr == "", "\(lint.stderr)")
    }
}

/// The toolchain's `swift-format`, if it is on PATH.
enum SwiftFormatTool {
    static let executable: URL? = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        .map { URL(fileURLWithPath: String($0)).appendingPathComponent("swift-format") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
}
