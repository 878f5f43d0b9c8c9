import AnimDBEngine
import AnimDBModel
import AnimDBStore
import AnimDBSyntax

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `animdb replay ID`: renders a past render again from the exact timeline and preset revisions it used (from
/// version history, even if either changed since) and reports whether the output hash matches the recorded one.
enum ReplayCommand {
    static var spec: CommandSpec {
        CommandSpec(
            name: "replay",
            abstract: "Render a past play or render again and check that the output is byte-identical.",
            discussion: "Exits 0 when the output hash matches the recorded one and 1 when it differs.",
            options: [out, force, Options.format],
            arguments: [HistoryCommand.id],
            run: run
        )
    }

    static let out = Option("out", valueName: "file", help: "Also write the re-rendered output to this file.", .text)
    static let force = Options.force(help: "Overwrite --out if it exists.")

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let id = arguments[HistoryCommand.id]
        let store = try StoreSession.open(arguments, context)
        let entry = try store.render(id: id)
        let record = entry.record
        guard record.status == .ok, let recorded = record.outputSHA256 else {
            // Nothing was written, so there is nothing to compare a new output with.
            throw CLIError.failure(
                "render #\(id) failed (\(record.errorMessage ?? "no reason recorded")), so it has no output to replay")
        }
        guard let revision = record.timelineRevision else {
            throw CLIError.failure("render #\(id) did not record a timeline revision, so it cannot be replayed")
        }
        var session = try TimelineSession.load(
            timelineID: record.timelineID, name: record.timelineName, revision: revision,
            presetHashes: record.presetHashes, presetHash: record.presetHash,
            displayRate: record.displayRate ?? DisplayClock.defaultRate, from: store)
        // The output goes to the hasher (and the --out file) as it is made, never all held at once.
        let hasher = BackgroundHasher()
        if let out = arguments[Self.out] {
            try FileOutput.stream(to: context.resolvePath(out), force: arguments[Self.force], in: context.fileSystem) {
                file in
                try write(record, &session, context) { chunk in
                    try file.write(chunk)
                    hasher.update(chunk)
                }
            }
        } else {
            try write(record, &session, context) { hasher.update($0) }
        }
        let hash = hasher.finalize()
        let matches = recorded == hash
        if arguments[Options.format] == .json {
            context.stdout.line(
                JSONValue.object([
                    "id": .number(Double(id)), "timeline": .string(record.timelineName),
                    "revision": .number(Double(revision)), "format": .string(record.format),
                    "recordedSha256": record.outputSHA256.map(JSONValue.string) ?? .null, "sha256": .string(hash),
                    "matches": .bool(matches), "engineVersion": .string(EngineVersion.current),
                    "recordedEngineVersion": .string(record.engineVersion),
                ]).canonicalText)
        } else if matches {
            context.stdout.line(
                "Replayed #\(id) (\(record.timelineName) revision \(revision), \(record.format)): output matches \(hash.prefix(12))"
            )
        } else {
            context.stdout.line(
                "Replayed #\(id) (\(record.timelineName) revision \(revision), \(record.format)): output DIFFERS: recorded \(recorded.prefix(12)), now \(hash.prefix(12))"
                    + (record.engineVersion == EngineVersion.current
                        ? "" : " (recorded with engine \(record.engineVersion), now \(EngineVersion.current))")
                    + toolChanges(record, context))
        }
        if !matches { throw ExitSilently(code: 1) }
    }

    /// Recreates the bytes a recorded render produced, from its recorded settings, handing them to `sink` in
    /// chunks.
    static func write(
        _ record: RenderRecord, _ session: inout TimelineSession, _ context: CommandContext,
        to sink: ([UInt8]) throws -> Void
    ) throws {
        let format = record.format
        if format.hasPrefix("play-") {
            let name = String(format.dropFirst("play-".count))
            let frameFormat = name == "live" ? .json : FrameFormatter.Format(rawValue: name)
            guard let frameFormat else { throw CLIError.failure("unknown recorded format '\(format)'") }
            try PlayCommand.stream(
                &session, clock: FrameClock(fps: record.fps, duration: record.duration), format: frameFormat,
                write: sink)
            return
        }
        let picture = try PictureOptions(recorded: record.options)
        // `png` is a still whose time is the recorded duration, as `svg-still` is; `png-sheet` spans the duration.
        let isStill = format.hasSuffix("-still") || (format == "png" && picture.sheet == nil)
        let base = format.hasSuffix("-still") ? String(format.dropLast("-still".count)) : format
        guard let renderFormat = RenderJob.Format(rawValue: base == "png-sheet" ? "png" : base),
            (base == "png-sheet") == (picture.sheet != nil)
        else {
            throw CLIError.failure("unknown recorded format '\(format)'")
        }
        let size = CGSize(
            width: Double(record.width ?? Int(session.stageSize.width)),
            height: Double(record.height ?? Int(session.stageSize.height)))
        var job = RenderJob(
            format: renderFormat, fps: record.fps, duration: isStill ? 0 : record.duration,
            stillTime: isStill ? record.duration : nil, size: size)
        job.picture = picture
        if renderFormat.isPicture { job.tools = try PictureTools.load(for: renderFormat, context) }
        try job.write(&session, to: sink)
    }

    /// `(drawn with librsvg 2.54.7, cairo 1.16.0, now …)` for each outside tool whose version is not the one the
    /// render recorded: a likely reason a picture or video differs.
    private static func toolChanges(_ record: RenderRecord, _ context: CommandContext) -> String {
        guard let base = RenderJob.Format(rawValue: String(record.format.split(separator: "-").first ?? "")),
            base.isPicture, let tools = try? PictureTools.load(for: base, context)
        else { return "" }
        return tools.versions.keys.sorted().compactMap { key in
            guard let recorded = record.options[key], recorded != tools.versions[key] else { return nil }
            return TerminalText.escaped(" (made with \(recorded), now \(tools.versions[key] ?? "none"))")
        }.joined()
    }
}

/// Ends the command with an exit code after it has already said everything (no "Error:" line).
struct ExitSilently: Error {
    var code: Int32
}
