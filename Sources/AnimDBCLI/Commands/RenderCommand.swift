import AnimDBEngine
import AnimDBLottie
import AnimDBModel
import AnimDBRaster
import AnimDBStore
import AnimDBSyntax

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `animdb render NAME --out FILE`: writes an animated SVG, a still SVG, an HTML page, the frame data, a Lottie
/// animation, a PNG still or contact sheet, a GIF, APNG, MP4 or WebM.
enum RenderCommand {
    static var spec: CommandSpec {
        CommandSpec(
            name: "render",
            abstract:
                "Render a timeline to SVG (animated, or a still with --at), HTML, JSON, CSV, Lottie, PNG, GIF, APNG, MP4 or WebM.",
            discussion: """
                The format follows the file name: .svg, .html, .json or .csv, .lottie.json for a Lottie animation \
                (any Lottie player shows frame k as 'play NAME --at k/fps' does) or .lottie for dotLottie; .png for \
                a still (the first frame, or --at T), or with --sheet a contact sheet; .gif, .apng, .mp4 or .webm \
                for the animation as a looping picture or a video (pictures need librsvg, animations ffmpeg). \
                Output is deterministic, only the named file is written, an existing file is kept unless --force, \
                and a failure leaves no partial file. Every render is recorded in the render history.
                """,
            options: [
                out, fps, Options.displayRate, Options.duration, still, width, height, PictureOptions.scale,
                PictureOptions.background, PictureOptions.sheet, force,
            ],
            arguments: [name],
            run: run
        )
    }

    static let out = Option<String>.required(
        "out", valueName: "file",
        help: "The file to write (.svg, .html, .json, .csv, .lottie.json, .lottie, .png, .gif, .apng, .mp4, .webm).",
        .text)
    static let fps = Options.fps(help: "Frames per second rendered.")
    static let still = Option(
        "at", valueName: "t", help: "Write a still frame at this time (.svg; .png, where it is 0 by default).", .time)
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
                "cannot tell the format of '\(out)': use a .svg, .html, .json, .csv, .lottie.json, .lottie, .png, .gif, "
                    + ".apng, .mp4 or .webm file")
        }
        let url = context.resolvePath(out)
        try FileOutput.check(url, force: arguments[Self.force], in: context.fileSystem)
        // Everything below up to the store is known from the command line: a usage error in it has no side effect.
        let picture = try PictureOptions(arguments, for: format)
        let still = arguments[Self.still]
        if still != nil, picture.sheet != nil {
            throw CLIError.invalid(
                "--at and --sheet do not go together: a contact sheet shows frames across the whole --duration")
        }
        if still != nil, format != .svg, format != .png {
            throw CLIError.invalid("--at writes a still frame and needs an .svg or .png file")
        }
        for option in [Self.width, Self.height] where format.isLottie {
            if let length = arguments[option], length.rounded() != length {
                throw CLIError.invalid(
                    "a Lottie canvas is whole points: use a whole --\(option.spec.name), not \(JSONValue.canonicalNumber(length))"
                )
            }
        }
        // A PNG is a still: the first frame unless --at says otherwise (a contact sheet spans the animation).
        let stillTime = format == .png && picture.sheet == nil ? still ?? 0 : still
        // A GIF's frame delays are whole hundredths of a second (AnimatedFormat.gifFrameRate): 60 fps plays as 50.
        let fps = format == .gif ? AnimatedFormat.gifFrameRate(for: arguments[Self.fps]) : arguments[Self.fps]
        if stillTime == nil, let duration = arguments[Options.duration] {
            try FrameBudget.check(fps: fps, duration: duration, output: budget(for: format, picture))
        }
        if format.isPicture, let width = arguments[Self.width], let height = arguments[Self.height] {
            // The stage is known without the timeline: its pixels (and, given --duration, an animation's) too.
            var job = RenderJob(
                format: format, fps: fps, duration: arguments[Options.duration] ?? 0, stillTime: stillTime,
                size: CGSize(width: width, height: height))
            job.picture = picture
            try FrameBudget.checkPicture(job)
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
        var job = RenderJob(
            format: format, fps: fps, duration: PlayCommand.readDuration(arguments, session, onePass: true),
            stillTime: stillTime, size: size)
        job.picture = picture
        if stillTime == nil {
            try FrameBudget.check(fps: job.fps, duration: job.duration, output: budget(for: format, picture))
        }
        if format.isPicture {
            try FrameBudget.checkPicture(job)
            job.tools = try PictureTools.load(for: format, context)
        }
        let recorder = RenderRecorder(
            store: store, context: context, session: session, format: job.historyFormat, width: Int(size.width),
            height: Int(size.height), options: picture.recorded.merging(job.tools?.versions ?? [:]) { $1 })
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
                fps: job.fps, duration: job.stillTime ?? job.duration, frames: job.frameCount, outputPath: url.path,
                sha256: hasher.finalize())
            context.stdout.line("Wrote \(url.path) (\(job.summary), \(size) bytes, history #\(id))")
            if format.isLottie {
                // What Lottie cannot say is named, not silently dropped.
                for line in LottieExport.omissions(of: session.evaluator) { context.stderr.write("Note: \(line)\n") }
            }
        } catch {
            progress.finish()
            recorder.failed(fps: job.fps, duration: job.duration, error: error)
            throw error
        }
    }

    /// Where the frames of a render to `format` go: a stream (JSON and CSV; an animated picture or video, piped to
    /// ffmpeg a frame at a time; a contact sheet, which draws only its cells) or a document holding them all.
    static func budget(for format: RenderJob.Format, _ picture: PictureOptions) -> FrameBudget.Output {
        format == .json || format == .csv || format.animated != nil || picture.sheet != nil
            ? .stream("a \(format.displayName) render")
            : .document(format.displayName)
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
