import AnimDBEngine
import AnimDBGeometry
import AnimDBModel
import AnimDBRender
import AnimDBStore
import AnimDBSyntax

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `animdb play NAME`: plays a timeline live in the terminal, or prints its frames.
enum PlayCommand {
    static var spec: CommandSpec {
        CommandSpec(
            name: "play",
            abstract: "Play a timeline: live in the terminal, or its frames as a table, JSON, NDJSON or CSV.",
            discussion: """
                On a terminal, shapes are drawn with braille dots and modifiers move, scale, rotate and fade their \
                content; q or Ctrl-C stops. Piped (or with --format), every frame's time, parameter values and \
                modifier effect are printed. Every play except --at probes is recorded in the render history.
                """,
            options: [fps, Options.displayRate, Options.duration, loop, times, format],
            arguments: [name],
            run: run
        )
    }

    static let fps = Options.fps(help: "Frames per second printed or drawn.")
    static let loop = Flag("loop", help: "Repeat until stopped (live preview only).")
    static let times = Option(
        "at", valueName: "t1,t2,...", help: "Only evaluate these times, in any order, repeats allowed (not recorded).",
        .times)
    static let format = Option<FrameFormatter.Format?>(
        "format", help: "Frame output instead of the live preview.", .choice)
    static let name = Argument("name", help: "The timeline.")

    struct Settings {
        var fps: Double
        var duration: Double
    }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let fps = arguments[Self.fps]
        let times = arguments[Self.times]
        let format = arguments[Self.format]
        let isLive = format == nil && context.stdout.isTerminal && context.terminal != nil
        if times == nil, !isLive, let duration = arguments[Options.duration] {
            // Known before the store is opened: a usage error has no side effect.
            try FrameBudget.check(fps: fps, duration: duration, output: .stream("play's output"))
        }
        let store = try StoreSession.open(arguments, context)
        var session = try TimelineSession.load(
            arguments[Self.name], from: store, displayRate: arguments[Options.displayRate])
        let duration = readDuration(arguments, session)
        if let times {
            context.stdout.write(probe(&session, at: times, format: format ?? .table, fps: fps, duration: duration))
            return
        }
        if format == nil, context.stdout.isTerminal, let terminal = context.terminal {
            // A timeline that repeats forever (a loading indicator) keeps playing until q, as it would in an app.
            let loops = arguments[Self.loop] || session.timeline.object.repetition == .forever
            try LivePlayer(session: session, fps: fps, duration: duration, loop: loops)
                .run(context: context, terminal: terminal, store: store)
            return
        }
        let chosen = format ?? .table
        try FrameBudget.check(fps: fps, duration: duration, output: .stream("play's output"))
        let recorder = RenderRecorder(
            store: store, context: context, session: session, format: "play-\(chosen.rawValue)")
        let hasher = BackgroundHasher()
        let clock = FrameClock(fps: fps, duration: duration)
        do {
            try stream(&session, clock: clock, format: chosen) { chunk in
                context.stdout.write(bytes: chunk)
                hasher.update(chunk)
            }
            try recorder.succeeded(
                fps: fps, duration: duration, frames: clock.frameCount, outputPath: nil, sha256: hasher.finalize())
        } catch {
            recorder.failed(fps: fps, duration: duration, error: error)
            throw error
        }
    }

    /// The frames at `times`, printed in the order asked (repeats included). Any order gives the same values; the
    /// times are evaluated in increasing order only because that is the cheapest way through stateful tracks.
    static func probe(
        _ session: inout TimelineSession, at times: [Double], format: FrameFormatter.Format, fps: Double,
        duration: Double
    ) -> String {
        var frames: [Double: (values: [ParameterValue], effect: ModifierEffect?)] = [:]
        for time in Set(times).sorted() {
            let values = session.evaluate(at: time)
            frames[time] = (values, session.currentEffect())
        }
        var formatter = FrameFormatter(format: format, session: session, fps: fps, duration: duration)
        var text = formatter.header()
        for time in times {
            let frame = frames[time]!
            text += formatter.frame(time: time, values: frame.values, effect: frame.effect)
        }
        return text + formatter.footer()
    }

    /// Evaluates every frame of `clock` and hands the formatted bytes to `write` in chunks of about 64 KiB.
    static func stream(
        _ session: inout TimelineSession, clock: FrameClock, format: FrameFormatter.Format,
        write: ([UInt8]) throws -> Void
    ) throws {
        var formatter = FrameFormatter(format: format, session: session, fps: clock.fps, duration: clock.duration)
        var chunk = Array(formatter.header().utf8)
        chunk.reserveCapacity(1 << 17)
        for index in 0..<clock.frameCount {
            let time = clock.time(ofFrame: index)
            let values = session.evaluate(at: time)
            formatter.frame(time: time, values: values, effect: session.currentEffect(), into: &chunk)
            if chunk.count >= 1 << 16 {
                try write(chunk)
                chunk.removeAll(keepingCapacity: true)
            }
        }
        chunk.append(contentsOf: formatter.footer().utf8)
        try write(chunk)
    }

    /// `--duration`, else the timeline's whole playing time (or one pass with `onePass`, or when it repeats forever),
    /// as `TimelineTiming` answers it.
    static func readDuration(_ arguments: ParsedArguments, _ session: TimelineSession, onePass: Bool = false) -> Double
    {
        if let duration = arguments[Options.duration] { return duration }
        let timing = session.evaluator.timing
        return onePass ? timing.passLength : timing.playLength
    }
}
