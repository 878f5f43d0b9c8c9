import AnimDBEngine
import AnimDBModel
import AnimDBStore
import AnimDBSyntax

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `animdb render NAME --out FILE`: writes an animated SVG, a still SVG, an HTML page, or the frame data.
enum RenderCommand {
    static var spec: CommandSpec {
        CommandSpec(
            name: "render",
            abstract: "Render a timeline to SVG (animated, or a still with --at), HTML, JSON, CSV or Lottie.",
            discussion: """
                The format follows the file name: .svg, .html, .json or .csv, .lottie.json for a Lottie animation \
                (any Lottie player shows frame k as 'play NAME --at k/fps' does) or .lottie for dotLottie. Output \
                is deterministic, only the named file is written, an existing file is kept unless --force, and a \
                failure leaves no partial file. Every render is recorded in the render history.
                """,
            options: [out, fps, Options.displayRate, Options.duration, still, width, height, force],
            arguments: [name],
            run: run
        )
    }

    static let out = Option<String>.required(
        "out", valueName: "file", help: "The file to write (.svg, .html, .json, .csv, .lottie.json or .lottie).",
        .text)
    static let fps = Options.fps(help: "Frames per second rendered.")
    static let still = Option("at", valueName: "t", help: "Write a still frame at this time (SVG only).", .time)
    static let width = Option(
        "width", valueName: "px", help: "Stage width (default 240 for shapes, 320 for modifiers).", .stageLength)
    static let height = Option(
        "height", valueName: "px", help: "Stage height (default 240 for shapes, 120 for modifiers).", .stageLength)
    static let force = Options.force()
    static let name = Argument("name", help: "The timeline.")

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let out = arguments[Self.out]
        guard let format = RenderJob.Format(path: out) else {
            throw CLIError.invalid(
                "cannot tell the format of '\(out)': use a .svg, .html, .json, .csv, .lottie.json or .lottie file")
        }
        let url = context.resolvePath(out)
        try FileOutput.check(url, force: arguments[Self.force], in: context.fileSystem)
        let still = arguments[Self.still]
        if still != nil, format != .svg { throw CLIError.invalid("--at writes a still frame and needs an .svg file") }
        for option in [Self.width, Self.height] where format.isLottie {
            if let length = arguments[option], length.rounded() != length {
                throw CLIError.invalid(
                    "a Lottie canvas is whole points: use a whole --\(option.spec.name), not \(JSONValue.canonicalNumber(length))"
                )
            }
        }
        if still == nil, let duration = arguments[Options.duration] {
            // Known before the store is opened: a usage error has no side effect.
            try FrameBudget.check(fps: arguments[Self.fps], duration: duration, output: budget(for: format))
        }
        let store = try StoreSession.open(arguments, context)
        var session = try TimelineSession.load(
            arguments[Self.name], from: store, displayRate: arguments[Options.displayRate])
        let size = CGSize(
            width: arguments[Self.width] ?? session.stageSize.width,
            height: arguments[Self.height] ?? session.stageSize.height)
        if format.isLottie, size.width.rounded() != size.width || size.height.rounded() != size.height {
            throw CLIError.invalid(
                "a Lottie canvas is whole points: use a whole --width and --height, not \(size.width) × \(size.height)")
        }
        let job = RenderJob(
            format: format, fps: arguments[Self.fps],
            duration: PlayCommand.readDuration(arguments, session, onePass: true), stillTime: still, size: size)
        if still == nil {
            try FrameBudget.check(fps: job.fps, duration: job.duration, output: budget(for: format))
        }
        let recorder = RenderRecorder(
            store: store, context: context, session: session, format: job.historyFormat, width: Int(size.width),
            height: Int(size.height))
        let progress = ProgressBar(context: context)
        do {
            // Frames go straight to the file (and the hasher) as they are made: nothing holds the whole output.
            let hasher = BackgroundHasher()
            var size = 0
            try FileOutput.stream(to: url, force: arguments[Self.force], in: context.fileSystem) { file in
                try job.write(
                    &session,
                    to: { chunk in
                        try file.write(chunk)
                        hasher.update(chunk)
                        size += chunk.count
                    }, progress: { progress.update($0) })
            }
            progress.finish()
            let id = try recorder.succeeded(
                fps: job.fps, duration: still ?? job.duration, frames: job.frameCount, outputPath: url.path,
                sha256: hasher.finalize())
            context.stdout.line(
                "Wrote \(url.path) (\(job.frameCount) frame\(job.frameCount == 1 ? "" : "s"), \(size) bytes, history #\(id))"
            )
        } catch {
            progress.finish()
            recorder.failed(fps: job.fps, duration: job.duration, error: error)
            throw error
        }
    }

    /// Where the frames of a render to `format` go: a stream (JSON, CSV) or a document holding them all.
    private static func budget(for format: RenderJob.Format) -> FrameBudget.Output {
        format == .json || format == .csv
            ? .stream("a \(format.rawValue.uppercased()) render")
            : .document(format.isLottie ? "Lottie" : format.rawValue.uppercased())
    }
}

/// A progress bar on stderr, shown only on a terminal and only once a render has taken about a second.
final class ProgressBar {
    private let context: CommandContext
    private let start: Double
    private var shown = false

    init(context: CommandContext) {
        self.context = context
        start = context.monotonicSeconds()
    }

    func update(_ fraction: Double) {
        guard context.stderr.isTerminal, context.monotonicSeconds() - start > 1 else { return }
        shown = true
        let width = 30
        let filled = Int((fraction * Double(width)).rounded(.down))
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        context.stderr.write("\r\(bar) \(Int(fraction * 100))%")
        context.stderr.flush()
    }

    func finish() {
        guard shown else { return }
        context.stderr.write("\r\u{1B}[K")
        context.stderr.flush()
        shown = false
    }
}
