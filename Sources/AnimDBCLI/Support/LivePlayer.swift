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

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The live terminal preview: draws each frame in real time with braille dots until the timeline ends, or until
/// q, Esc or Ctrl-C; always restores the terminal.
struct LivePlayer {
    var session: TimelineSession
    let fps: Double
    let duration: Double
    let loop: Bool

    /// The scene drawn: shapes fill a square; modifiers act on a text field in a wider stage so a shake has room.
    static let shapeStage = CGRect(x: 0, y: 0, width: 240, height: 240)
    static let modifierStage = CGRect(x: 0, y: 0, width: 320, height: 120)

    func run(context: CommandContext, terminal: TerminalDevice, store: Store) throws {
        var session = self.session
        let recorder = RenderRecorder(store: store, context: context, session: session, format: "play-live")
        let composer = ANSIFrameComposer(
            colorMode: ANSIFrameComposer.colorMode(
                environment: context.environment, isTerminal: context.stdout.isTerminal))
        terminal.enterRawMode()
        Self.installInterruptHandler()
        context.stdout.write(composer.begin())
        defer {
            context.stdout.write(composer.end())
            context.stdout.flush()
            terminal.restoreMode()
        }
        let stage = CGRect(origin: .zero, size: session.stageSize)
        let start = context.monotonicSeconds()
        var frame = 0
        var played = 0.0
        while true {
            let elapsed = context.monotonicSeconds() - start
            let time = loop && duration > 0 ? elapsed.truncatingRemainder(dividingBy: duration) : min(elapsed, duration)
            context.stdout.write(
                Self.frame(&session, at: time, number: frame, stage: stage, terminal: terminal, composer: composer))
            context.stdout.flush()
            frame += 1
            played = elapsed
            if let key = terminal.pollKey(), [UInt8(ascii: "q"), UInt8(ascii: "Q"), 3, 27].contains(key) { break }
            if !loop && elapsed >= duration { break }
            context.sleep(start + Double(frame) / fps - context.monotonicSeconds())
        }
        // The history records the frames a viewer saw, as data: what `play --format json` prints for the same span.
        let hasher = BackgroundHasher()
        let clock = FrameClock(fps: fps, duration: loop ? played : duration)
        var replay = self.session
        try PlayCommand.stream(&replay, clock: clock, format: .json) { hasher.update($0) }
        try recorder.succeeded(
            fps: fps, duration: clock.duration, frames: clock.frameCount, outputPath: nil, sha256: hasher.finalize())
    }

    /// One frame of the preview at `time`: the scene in braille dots sized to the terminal, and the status line
    /// (`watch` draws with this too).
    static func frame(
        _ session: inout TimelineSession, at time: Double, number frame: Int, stage: CGRect, terminal: TerminalDevice,
        composer: ANSIFrameComposer, note: String? = nil
    ) -> String {
        let (columns, rows) = terminal.size()
        var canvas = TerminalCanvas(columns: max(columns, 10), rows: max(rows - 2, 4))
        let values = session.evaluate(at: time)
        canvas.draw(session.currentScene(size: stage.size))
        let status = statusLine(
            session.name, session.evaluator.animatedParameters, values, time: time, frame: frame, width: columns,
            note: note)
        return composer.frame(canvas, status: status)
    }

    /// The status line: the timeline, the time, the frame, every animated value, and `note` (what `watch` saw).
    static func statusLine(
        _ timeline: String, _ names: [String], _ values: [ParameterValue], time: Double, frame: Int, width: Int,
        note: String? = nil
    ) -> String {
        var parts = [timeline] + (note.map { [$0] } ?? []) + [CFormat.string("t=%.3fs", time), "frame \(frame + 1)"]
        for (name, value) in zip(names, values) {
            let numbers = FrameFormatter.numbers(value)?.map { CFormat.string("%.3f", $0) }.joined(separator: ",")
            parts.append("\(name)=\(numbers ?? value.description)")
        }
        parts.append("q quits")
        let line = TerminalText.escaped(parts.joined(separator: "  "))
        return line.count > width ? String(line.prefix(max(width - 1, 0))) : line
    }

    /// Ctrl-C while stdin is not a terminal (so raw mode could not catch it) still shows the cursor again.
    static func installInterruptHandler() {
        signal(SIGINT) { _ in
            let restore: [UInt8] = Array("\u{1B}[0m\u{1B}[?25h\n".utf8)
            _ = restore.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            _exit(130)
        }
    }
}
