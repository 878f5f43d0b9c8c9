import AnimDBEngine
import AnimDBLottie
import AnimDBModel
import AnimDBResolve
import AnimDBStore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `animdb import-lottie FILE`: a Lottie animation (JSON or dotLottie) as presets and timelines.
enum ImportLottieCommand {
    static var spec: CommandSpec {
        CommandSpec(
            name: "import-lottie",
            abstract: "Import a Lottie animation (.json or .lottie) as presets and timelines.",
            discussion: """
                The file becomes one timeline whose view is a ZStack of its layers, bottom first, on a frame the \
                size of the canvas: shape layers' drawings (rectangle, capsule, rounded rectangle, circle, ellipse, \
                polygon, path) with their fills and strokes, text layers as text, solid layers as filled \
                rectangles, precompositions as nested ZStacks on their own clock (start time and stretch); each \
                layer's group, own and parent transforms as scale, rotation, offset and opacity, its in and out \
                points as visibility, its masks and track matte as .mask and .clipShape. Keyframes keep their times \
                and Bézier easing (holds become MoveKeyframes); what animdb cannot follow exactly is sampled at every \
                frame. --split makes one timeline per drawing instead (each with its content as a preset). What it \
                cannot represent (expressions, images, effects, text animators…) is listed and left out; --strict \
                refuses such a file. Everything is written in one transaction, or nothing.
                """,
            options: [name, dryRun, strict, split],
            arguments: [file],
            run: run
        )
    }

    static let name = Option(
        "name", valueName: "name", help: "The timeline's name (default: the file's name).", .name())
    static let dryRun = Flag("dry-run", help: "Show what would be created; write nothing.")
    static let strict = Flag("strict", help: "Refuse the file if anything in it would be left out.")
    static let split = Flag(
        "split", help: "One timeline per shape or text drawing (with its content as a preset), not one for the file.")
    static let file = Argument("file", help: "The Lottie JSON or dotLottie file.")

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let path = arguments[Self.file]
        let limits = LottieLimits()
        let url = context.resolvePath(path)
        let data = try SyncCommands.readInput(path, limit: limits.maxBytes, context, what: "Lottie file")
        let base = arguments[Self.name] ?? defaultName(url.lastPathComponent)
        let animations: [(name: String, json: Data)]
        do {
            if data.starts(with: [0x50, 0x4B, 0x03, 0x04]) {
                let archived = try DotLottie.animations(in: data)
                animations = archived.map { (archived.count == 1 ? base : "\(base)-\($0.id)", $0.json) }
            } else {
                animations = [(base, data)]
            }
        } catch {
            throw CLIError.failure("cannot import '\(path)': \(error)")
        }
        var plans: [LottieImport] = []
        for animation in animations {
            do {
                let document = try LottieReader(limits: limits).read(animation.json)
                plans.append(try LottieImporter.plan(document, name: animation.name, split: arguments[Self.split]))
            } catch let error as LottieError {
                throw CLIError.failure("cannot import '\(path)': \(error)")
            } catch let error as LottieImportError {
                throw CLIError.failure("cannot import '\(path)': \(error)")
            }
        }
        let skipped = plans.flatMap(\.skipped)
        let dryRun = arguments[Self.dryRun]
        if arguments[Self.strict], !skipped.isEmpty {
            for line in skipped { context.stderr.line("  \(TerminalText.escaped(line))") }
            throw CLIError.failure(
                "'\(path)' uses \(skipped.count) feature\(skipped.count == 1 ? "" : "s") animdb does not represent (listed above); nothing imported (--strict)"
            )
        }
        if plans.allSatisfy(\.timelines.isEmpty) {
            for line in skipped { context.stderr.line("  \(TerminalText.escaped(line))") }
            throw CLIError.failure(
                "'\(path)' draws nothing animdb can import"
                    + (skipped.isEmpty ? " (no shape or text layers)" : " (what it left out is listed above)"))
        }
        let store = try StoreSession.open(arguments, context)
        let changes = plans.flatMap { plan -> [SyncChange] in
            plan.presets.map { preset in
                .put(
                    kind: .preset, id: preset.id, content: preset.contentJSON, contentText: nil, expectedHash: nil,
                    message: "import-lottie \(url.lastPathComponent)")
            }
                + plan.timelines.map { timeline in
                    .put(
                        kind: .timeline, id: timeline.id, content: timeline.contentJSON, contentText: nil,
                        expectedHash: nil, message: "import-lottie \(url.lastPathComponent)")
                }
        }
        try store.applySync(changes, dryRun: dryRun)
        context.stdout.write(report(plans, dryRun: dryRun))
    }

    /// The file's name without `.json`, `.lottie` or `.lottie.json`, reduced to the name characters.
    static func defaultName(_ file: String) -> String {
        var name = file
        for suffix in [".json", ".lottie"] where name.lowercased().hasSuffix(suffix) { name.removeLast(suffix.count) }
        let cleaned = LottieImporter.nameCharacters(name).prefix(40)
        return cleaned.isEmpty ? "lottie" : String(cleaned)
    }

    /// What was (or would be) created, and what was left out.
    static func report(_ plans: [LottieImport], dryRun: Bool) -> String {
        var lines: [String] = []
        for plan in plans {
            let presets = Dictionary(uniqueKeysWithValues: plan.presets.map { ($0.id, $0) })
            for timeline in plan.timelines {
                let items = timeline.items.map { item -> String in
                    switch item.source {
                    case .preset(let name, let id, _): "\(name) (\(id.flatMap { presets[$0]?.type } ?? "preset"))"
                    case .inline(let type, _, _): type == item.key ? type : "\(item.key) (\(type))"
                    }
                }
                let animated =
                    timeline.keyframes.count + Set(timeline.changes.flatMap { $0.assignments.map(\.target) }).count
                lines.append(
                    "\(dryRun ? "would create" : "created") timeline \(timeline.name): \(items.joined(separator: ", "))"
                        + (animated > 0 ? "; \(animated) animated parameter\(animated == 1 ? "" : "s")" : ""))
            }
            let size =
                "\(JSONValue.canonicalNumber(Double(plan.size.width)))×\(JSONValue.canonicalNumber(Double(plan.size.height)))"
            lines.append(
                "  canvas \(size) at \(JSONValue.canonicalNumber(plan.frameRate)) fps (render it back with --fps \(JSONValue.canonicalNumber(plan.frameRate)) --width \(JSONValue.canonicalNumber(Double(plan.size.width))) --height \(JSONValue.canonicalNumber(Double(plan.size.height))))"
            )
        }
        let skipped = plans.flatMap(\.skipped)
        if !skipped.isEmpty {
            lines.append("left out or drawn differently:")
            lines += skipped.map { "  \($0)" }
        }
        return lines.map(TerminalText.escaped).joined(separator: "\n") + "\n"
    }
}
