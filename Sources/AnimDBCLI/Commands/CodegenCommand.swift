import AnimDBCodegen
import AnimDBEngine
import AnimDBGeometry
import AnimDBModel
import AnimDBResolve
import AnimDBStore
import AnimDBSyntax

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `animdb codegen NAME [--target T] [--out FILE]` and `animdb codegen --all --out DIR`: SwiftUI source for stored
/// presets and timelines.
enum CodegenCommand {
    static var spec: CommandSpec {
        CommandSpec(
            name: "codegen",
            abstract: "Write the SwiftUI code for a preset or timeline.",
            discussion: """
                Presets become the articles' types: a Shape, a modifier (AnimatableModifier, or @Animatable \
                ViewModifier on ios26) with its View extension (shake(with:)), AnimatableTextView, or a style \
                extension. A timeline becomes a demo View: its items in order, @State for what it animates and \
                its transactions in withAnimation blocks at their times (with its presets' types, so the file \
                compiles on its own). ios26 uses @Animatable; ios17 and ios13 write animatableData by hand, and \
                ios13 uses only iOS 13 API in views, approximating keyframes with timed changes (with a warning).
                Example: animdb codegen ShakeModifier --target ios26
                Example: animdb codegen shake-login --target ios13
                Example: animdb codegen --all --out Generated
                """,
            options: [target, out, all, force],
            arguments: [name],
            run: run
        )
    }

    static let target = Option(
        "target", help: "The SwiftUI generation to write for.", default: CodegenTarget.ios26, .choice)
    static let out = Option("out", valueName: "path", help: "Write to this file (with --all: this directory).", .text)
    static let all = Flag("all", help: "Write every preset and timeline, one file each, into the --out directory.")
    static let force = Options.force(help: "Overwrite existing files.")
    static let name = Argument("name", help: "The preset or timeline.", optional: .text)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let target = arguments[Self.target]
        let force = arguments[Self.force]
        if arguments[Self.all] {
            if arguments[Self.name] != nil {
                throw CLIError.invalid("Give either a name or --all, not both")
            }
            guard let out = arguments[Self.out] else {
                throw CLIError.invalid("--all needs '--out <directory>' to write the files into")
            }
            try writeAll(to: context.resolvePath(out), target: target, force: force, arguments, context)
            return
        }
        guard let name = arguments[Self.name] else {
            throw CLIError.usage("Missing expected argument '<name>'", command: arguments.commandPath)
        }
        let store = try StoreSession.open(arguments, context)
        let object = try store.object(named: name)
        let library = CodegenLibrary(store: store)
        let generated = try library.generate(object, target: target, standalone: true)
        if let out = arguments[Self.out] {
            try FileOutput.write(
                Data(generated.source.utf8), to: context.resolvePath(out), force: force, in: context.fileSystem)
        } else {
            context.stdout.write(generated.source)
        }
        for warning in generated.warnings { context.stderr.line("warning: \(warning)") }
    }

    /// Generates every object first and checks every destination, so a refusal writes nothing.
    private static func writeAll(
        to directory: URL, target: CodegenTarget, force: Bool, _ arguments: ParsedArguments, _ context: CommandContext
    ) throws {
        let store = try StoreSession.open(arguments, context)
        let library = CodegenLibrary(store: store)
        var files: [(url: URL, generated: GeneratedSource)] = []
        // Top-level names (types, View extensions) and file names, with the object that declares them: two files
        // must not declare one name, and case-insensitive file systems (macOS) would make `Shakelogin.swift`
        // overwrite `ShakeLogin.swift`.
        var owners: [String: String] = [:]
        for summary in try store.list() {
            let object = try store.object(named: summary.name)
            let generated = try library.generate(object, target: target, standalone: false)
            let declared = try library.declarations(of: object, target: target)
            for name in declared + ["file " + SwiftIdentifier.fileName(forType: declared[0]).lowercased()] {
                if let other = owners[name] {
                    let shown = name.hasPrefix("file ") ? SwiftIdentifier.fileName(forType: declared[0]) : name
                    throw CLIError.failure(
                        CodegenError.nameCollision(shown, first: other, second: summary.name).description)
                }
                owners[name] = summary.name
            }
            // File names come from validated store names reduced to letters and digits, so they stay inside DIR.
            let url = directory.appendingPathComponent(
                SwiftIdentifier.fileName(forType: declared[0]), isDirectory: false)
            precondition(url.deletingLastPathComponent().standardizedFileURL.path == directory.standardizedFileURL.path)
            files.append((url, generated))
        }
        let fileSystem = context.fileSystem
        if fileSystem.exists(directory) {
            guard fileSystem.isDirectory(directory) else {
                throw CLIError.failure("'\(directory.path)' is not a directory")
            }
        } else {
            do {
                try fileSystem.createDirectory(directory)
            } catch {
                throw CLIError.failure("cannot create '\(directory.path)': \(systemReason(error))")
            }
        }
        if !force, let existing = files.first(where: { fileSystem.exists($0.url) }) {
            throw CLIError.failure("'\(existing.url.path)' already exists; use --force to overwrite it")
        }
        for file in files {
            try FileOutput.write(Data(file.generated.source.utf8), to: file.url, force: force, in: fileSystem)
            context.stdout.line("Wrote \(file.url.lastPathComponent)")
        }
        for warning in files.flatMap(\.generated.warnings) { context.stderr.line("warning: \(warning)") }
    }
}
