import AnimDBCodegen
import AnimDBEngine
import AnimDBGeometry
import AnimDBResolve
import AnimDBStore
import AnimDBSyntax
import Foundation

/// `animdb codegen NAME [--target T] [--out FILE]` and `animdb codegen --all --out DIR`: SwiftUI source for stored
/// presets and timelines.
enum CodegenCommand {
    static var spec: CommandSpec {
        CommandSpec(
            name: "codegen",
            abstract: "Write the SwiftUI code for a preset or timeline.",
            discussion: """
                A shape preset becomes a Shape, a modifier preset a GeometryEffect or ViewModifier with its View \
                extension; a timeline becomes a demo View (with its preset, so the file compiles on its own). \
                ios26 uses @Animatable; ios17 and ios13 write animatableData by hand, and ios13 approximates \
                keyframes with timed withAnimation changes (with a warning).
                Example: animdb codegen shake-login --target ios13
                Example: animdb codegen --all --out Generated
                """,
            options: [
                .choice("target", help: "The SwiftUI generation to write for.", default: CodegenTarget.ios26),
                OptionSpec("out", valueName: "path", help: "Write to this file (with --all: this directory)."),
                .flag("all", help: "Write every preset and timeline, one file each, into the --out directory."),
                .flag("force", help: "Overwrite existing files."),
            ],
            arguments: [ArgumentSpec("name", help: "The preset or timeline.", isOptional: true)],
            run: run
        )
    }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let target = arguments.requiredChoice("target", as: CodegenTarget.self)
        let force = arguments.flag("force")
        if arguments.flag("all") {
            if arguments.optionalArgument("name") != nil {
                throw CLIError.invalid("Give either a name or --all, not both")
            }
            guard let out = arguments.value("out") else {
                throw CLIError.invalid("--all needs '--out <directory>' to write the files into")
            }
            try writeAll(to: context.resolvePath(out), target: target, force: force, arguments, context)
            return
        }
        guard let name = arguments.optionalArgument("name") else {
            throw CLIError.usage("Missing expected argument '<name>'", command: arguments.commandPath)
        }
        let store = try StoreSession.open(arguments, context)
        let object = try store.object(named: name)
        let generated = try generate(object, target: target, standalone: true, store: store)
        if let out = arguments.value("out") {
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
        let summaries = try store.list()
        var files: [(url: URL, generated: GeneratedSource)] = []
        var owners: [String: String] = [:]
        for summary in summaries {
            let object = try store.object(named: summary.name)
            let generated = try generate(object, target: target, standalone: false, store: store)
            let fileName = SwiftIdentifier.fileName(forType: try typeName(of: object))
            // Case-insensitive file systems (macOS) would make `Shakelogin.swift` overwrite `ShakeLogin.swift`.
            if let other = owners[fileName.lowercased()] {
                throw CLIError.failure(
                    CodegenError.nameCollision(fileName, first: other, second: summary.name).description)
            }
            owners[fileName.lowercased()] = summary.name
            // File names come from validated store names reduced to letters and digits, so they stay inside DIR.
            let url = directory.appendingPathComponent(fileName, isDirectory: false)
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
                throw CLIError.failure("cannot create '\(directory.path)': \(error.localizedDescription)")
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

    private static func typeName(of object: StoredObject) throws -> String {
        switch object {
        case .preset(let stored):
            return SwiftUICodegen.typeName(
                forPreset: stored.object.name, kind: try ResolvedPreset(stored.object).type.kind)
        case .timeline(let stored):
            return SwiftUICodegen.typeName(forTimeline: stored.object.name)
        }
    }

    /// The source for a preset or timeline; a `standalone` timeline file also carries its preset's type.
    private static func generate(
        _ object: StoredObject, target: CodegenTarget, standalone: Bool, store: Store
    ) throws -> GeneratedSource {
        switch object {
        case .preset(let stored):
            let preset = try ResolvedPreset(stored.object)
            let source = try SwiftUICodegen.preset(
                name: stored.object.name, type: preset.type, values: preset.explicitValues,
                ignored: stored.object.ignored, target: target)
            return GeneratedSource(source: source)
        case .timeline(let stored):
            let (timeline, storedPreset) = try store.timelineWithPreset(named: stored.object.name)
            let preset = try ResolvedPreset(storedPreset.object)
            var tracks: [String: TrackSource] = [:]
            for (parameter, track) in timeline.object.tracks {
                switch try preset.track(track, of: parameter) {
                case .keyframes(let keyframes): tracks[parameter] = .keyframes(keyframes)
                case .changes(let changes): tracks[parameter] = .changes(changes)
                }
            }
            let repetition: CodegenRepetition =
                switch timeline.object.repetition {
                case .count(let n): .count(n)
                case .forever: .forever
                }
            return try SwiftUICodegen.timeline(
                name: timeline.object.name, presetName: preset.preset.name, type: preset.type,
                values: preset.explicitValues, ignored: preset.preset.ignored, content: timeline.object.content,
                repetition: repetition, tracks: tracks, target: target, includePreset: standalone)
        }
    }
}
