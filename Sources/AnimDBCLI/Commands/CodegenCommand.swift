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
                OptionSpec(
                    "target", valueName: "target", help: "The SwiftUI generation to write for.",
                    defaultValue: CodegenTarget.ios26.rawValue, allowedValues: CodegenTarget.allCases.map(\.rawValue)),
                OptionSpec("out", valueName: "path", help: "Write to this file (with --all: this directory)."),
                .flag("all", help: "Write every preset and timeline, one file each, into the --out directory."),
                .flag("force", help: "Overwrite existing files."),
            ],
            arguments: [ArgumentSpec("name", help: "The preset or timeline.", isOptional: true)],
            run: run
        )
    }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let target = CodegenTarget(rawValue: arguments.value("target") ?? "") ?? .ios26
        let force = arguments.flag("force")
        if arguments.flag("all") {
            if let name = arguments.argument("name") {
                throw CLIError.invalid("Give either a name or --all, not both")
            }
            guard let out = arguments.value("out") else {
                throw CLIError.invalid("--all needs '--out <directory>' to write the files into")
            }
            try writeAll(to: context.resolvePath(out), target: target, force: force, arguments, context)
            return
        }
        guard let name = arguments.argument("name") else {
            throw CLIError.usage("Missing expected argument '<name>'", command: arguments.commandPath)
        }
        let store = try mapErrors { try StoreSession.open(arguments, context) }
        let object = try mapErrors { try store.object(named: name) }
        let generated = try generate(object, target: target, standalone: true, store: store)
        if let out = arguments.value("out") {
            try FileOutput.write(Data(generated.source.utf8), to: context.resolvePath(out), force: force)
        } else {
            context.stdout.write(generated.source)
        }
        for warning in generated.warnings { context.stderr.line("warning: \(warning)") }
    }

    /// Generates every object first and checks every destination, so a refusal writes nothing.
    private static func writeAll(
        to directory: URL, target: CodegenTarget, force: Bool, _ arguments: ParsedArguments, _ context: CommandContext
    ) throws {
        let store = try mapErrors { try StoreSession.open(arguments, context) }
        let summaries = try mapErrors { try store.list() }
        var files: [(url: URL, generated: GeneratedSource)] = []
        var owners: [String: String] = [:]
        for summary in summaries {
            let object = try mapErrors { try store.object(named: summary.name) }
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
        var isDirectory: ObjCBool = false
        let manager = FileManager()
        if manager.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw CLIError.failure("'\(directory.path)' is not a directory") }
        } else {
            do {
                try manager.createDirectory(at: directory, withIntermediateDirectories: true)
            } catch {
                throw CLIError.failure("cannot create '\(directory.path)': \(error.localizedDescription)")
            }
        }
        if !force, let existing = files.first(where: { manager.fileExists(atPath: $0.url.path) }) {
            throw CLIError.failure("'\(existing.url.path)' already exists; use --force to overwrite it")
        }
        for file in files {
            try FileOutput.write(Data(file.generated.source.utf8), to: file.url, force: force)
            context.stdout.line("Wrote \(file.url.lastPathComponent)")
        }
        for warning in files.flatMap(\.generated.warnings) { context.stderr.line("warning: \(warning)") }
    }

    private static func typeName(of object: StoredObject) throws -> String {
        switch object {
        case .preset(let stored):
            let type = try mapErrors { try PresetTypeCatalog.requireType(named: stored.object.type) }
            return SwiftUICodegen.typeName(forPreset: stored.object.name, kind: type.kind)
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
            let (type, values) = try load(stored.object)
            let ignored = stored.object.ignored
            let jumping = Set(type.parameters.filter { ParameterRule.jumps($0, ignored: ignored) }.map(\.name))
            let source = try mapErrors {
                try SwiftUICodegen.preset(
                    name: stored.object.name, type: type, values: values, ignored: ignored, jumping: jumping,
                    target: target)
            }
            return GeneratedSource(source: source)
        case .timeline(let stored):
            let timeline = stored.object
            let preset = try mapErrors { try store.preset(named: timeline.presetName) }.object
            let (type, values) = try load(preset)
            var tracks: [String: TrackSource] = [:]
            for (parameter, track) in timeline.tracks {
                guard let spec = type.parameter(named: parameter) else {
                    throw CLIError.failure("timeline '\(timeline.name)' animates unknown parameter '\(parameter)'")
                }
                tracks[parameter] = try mapErrors { try trackSource(track, type: spec.type) }
            }
            let repetition: CodegenRepetition =
                switch timeline.repetition {
                case .count(let n): .count(n)
                case .forever: .forever
                }
            return try mapErrors {
                try SwiftUICodegen.timeline(
                    name: timeline.name, presetName: preset.name, type: type, values: values, ignored: preset.ignored,
                    content: timeline.content, repetition: repetition, tracks: tracks,
                    facts: facts(try TimelineEvaluator(preset: preset, timeline: timeline)), target: target,
                    includePreset: standalone)
            }
        }
    }

    /// What the evaluator resolved about a timeline, as codegen takes it: the one answer to its length, keyframe times
    /// and jumping parameters (on the default 60 Hz display), so the generated view plays as long as `animdb play`.
    static func facts(_ evaluator: TimelineEvaluator) -> TimelineFacts {
        let timing = evaluator.timing
        let item = evaluator.view.items[0]
        return TimelineFacts(
            passLength: timing.passLength,
            keyframeTimes: Dictionary(
                uniqueKeysWithValues: timing.parameters.filter(\.isKeyframed).map { ($0.name, $0.markerTimes) }),
            jumpingParameters: Set(item.type.parameters.filter(item.jumps).map(\.name)))
    }

    /// The preset's type and its explicit values, parsed from their stored expression text.
    private static func load(_ preset: Preset) throws -> (PresetType, [String: ParameterValue]) {
        let type = try mapErrors { try PresetTypeCatalog.requireType(named: preset.type) }
        var values: [String: ParameterValue] = [:]
        for parameter in preset.parameters {
            guard let spec = type.parameter(named: parameter.name) else {
                throw CLIError.failure("preset '\(preset.name)' has unknown parameter '\(parameter.name)'")
            }
            values[parameter.name] = try mapErrors { try ExpressionParser.parseValue(parameter.value, as: spec.type) }
        }
        return (type, values)
    }

    private static func trackSource(_ track: Timeline.Track, type: ParameterType) throws -> TrackSource {
        switch track {
        case .keyframes(let text):
            return .keyframes(try ExpressionParser.parseKeyframes(text, as: type))
        case .changes(let changes):
            return .changes(
                try changes.map { change in
                    TimedChange(
                        value: try ExpressionParser.parseValue(change.value, as: type),
                        animation: try animation(change.animation), at: change.time)
                })
        }
    }

    private static func animation(_ text: String) throws -> Animation {
        guard case .animation(let animation) = try ExpressionParser.parse(text) else {
            throw CLIError.failure("'\(text)' is not an animation")
        }
        return animation
    }
}
