import AnimDBCLI
import Foundation
import Testing

/// `animdb watch NAME`: re-drawn when another process writes a new revision, the last frame kept when the timeline
/// is removed, q quits; only on a terminal.
struct WatchCommandTests {
    /// A terminal whose key polls drive the test: at given polls it runs an edit (as another `animdb` would), and
    /// at the last one it answers q.
    final class ScriptedTerminal: TerminalDevice, @unchecked Sendable {
        // @unchecked: watch polls on the one thread that runs the command.
        private var polls = 0
        private let script: [Int: () -> Void]
        private let quitAt: Int

        init(script: [Int: () -> Void], quitAt: Int) {
            self.script = script
            self.quitAt = quitAt
        }

        func size() -> (columns: Int, rows: Int) { (200, 12) }
        func enterRawMode() {}
        func restoreMode() {}
        func pollKey() -> UInt8? {
            polls += 1
            script[polls]?()
            return polls >= quitAt ? UInt8(ascii: "q") : nil
        }
    }

    /// A monotonic clock that moves 50 ms each time it is read.
    final class SteppingClock: @unchecked Sendable {
        // @unchecked: read only from the thread running the command.
        private var seconds = 0.0
        func read() -> Double {
            seconds += 0.05
            return seconds
        }
    }

    @Test func redrawsANewRevisionAndKeepsTheLastFrameWhenRemoved() throws {
        let cli = try CLIFixture()
        #expect(cli.run(DiffCommandTests.ring).code == 0)
        let terminal = ScriptedTerminal(
            script: [
                4: { cli.run("add", "change", "ring", "withAnimation(.spring) { end = .degrees(10) } at 2") },
                12: { cli.run("rm", "ring") },
            ], quitAt: 20)
        let clock = SteppingClock()
        let context = CommandContext(
            stdout: OutputSink(capturingAsTerminal: true), stderr: OutputSink(capturingAsTerminal: false),
            environment: cli.environment, workingDirectory: cli.directory.url, now: { Date() },
            monotonicSeconds: { clock.read() }, sleep: { _ in }, terminal: terminal)
        let code = AnimDB.main(arguments: ["watch", "ring"], context: context)
        #expect(code == 0, "\(context.stderr.capturedText)")
        let screen = context.stdout.capturedText
        #expect(screen.contains("ring  t="))
        #expect(screen.contains("ring  revision 2  t="))
        // Removed: the last frame is drawn once more, with the status saying so, and then left alone.
        #expect(screen.components(separatedBy: "last frame kept").count == 2, "\(screen.suffix(400))")
        #expect(screen.contains("No timeline named 'ring'; last frame kept"))
    }

    @Test func onlyOnATerminalAndWithoutTouchingTheStore() throws {
        let cli = try CLIFixture()
        let result = cli.run("watch", "ring")
        #expect(result.code == 1)
        #expect(result.stderr.hasPrefix("Error: watch draws in a terminal"))
        #expect(!FileManager.default.fileExists(atPath: cli.storePath))
        #expect(cli.run("watch", "ring", "--fps", "0").code == 64)
    }
}
