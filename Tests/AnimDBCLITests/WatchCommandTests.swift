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

    // MARK: watch FILE.swift

    /// A view using the file's own Shape, growing on appear.
    static func blobFile(fill: String = ".blue", view: String = "BlobView") -> String {
        """
        struct Blob: Shape {
            var inset: Double = 10
            func path(in rect: CGRect) -> Path {
                Path(ellipseIn: rect.insetBy(dx: inset, dy: inset))
            }
        }

        struct \(view): View {
            @State private var grow = false
            var body: some View {
                Blob(inset: 10)
                    .fill(\(fill))
                    .frame(width: 100, height: 100)
                    .scaleEffect(grow ? 1.5 : 1)
                    .onAppear {
                        withAnimation(.easeInOut(duration: 1)) { grow = true }
                    }
            }
        }

        """
    }

    /// Runs `watch` with `arguments` on the fake terminal and clock, `script` running at given key polls.
    static func watch(
        _ cli: CLIFixture, _ arguments: [String], script: [Int: () -> Void] = [:], quitAt: Int = 12
    ) -> (code: Int32, screen: String, stderr: String) {
        let clock = SteppingClock()
        let context = CommandContext(
            stdout: OutputSink(capturingAsTerminal: true), stderr: OutputSink(capturingAsTerminal: false),
            environment: cli.environment.merging(["COLORTERM": "truecolor"]) { $1 },
            workingDirectory: cli.directory.url, now: { Date() }, monotonicSeconds: { clock.read() }, sleep: { _ in },
            terminal: ScriptedTerminal(script: script, quitAt: quitAt))
        let code = AnimDB.main(arguments: ["watch"] + arguments, context: context)
        return (code, context.stdout.capturedText, context.stderr.capturedText)
    }

    @Test func playsASwiftFileAndRedrawsWhenItIsSaved() throws {
        let cli = try CLIFixture()
        let path = cli.directory.path("Blob.swift")
        try Self.blobFile().write(toFile: path, atomically: true, encoding: .utf8)
        let watched = Self.watch(
            cli, ["Blob.swift"],
            script: [6: { try? Self.blobFile(fill: ".red").write(toFile: path, atomically: true, encoding: .utf8) }])
        #expect(watched.code == 0, "\(watched.stderr)")
        #expect(watched.screen.contains("Blob  t="), "\(watched.screen.suffix(600))")
        #expect(watched.screen.contains("scale="))
        // The save is re-read and played from the start, in the new colour (24-bit escapes: blue, then red).
        let frames = watched.screen.components(separatedBy: "q quits")
        #expect(watched.screen.contains("Blob  re-read  t="), "\(watched.screen.suffix(300))")
        #expect(frames[0].contains("38;2;0;122;255m") && !frames[0].contains("38;2;255;59;48m"))
        #expect(frames[frames.count - 2].contains("38;2;255;59;48m"))
        // Nothing is stored.
        #expect(cli.run("list").stdout.contains("Blob") == false)
    }

    @Test func aSyntaxErrorKeepsTheLastFrameWithItsLineAndColumn() throws {
        let cli = try CLIFixture()
        let path = cli.directory.path("Blob.swift")
        try Self.blobFile().write(toFile: path, atomically: true, encoding: .utf8)
        let watched = Self.watch(
            cli, ["Blob.swift"],
            script: [
                6: { try? (Self.blobFile() + "broken {\n").write(toFile: path, atomically: true, encoding: .utf8) }
            ])
        #expect(watched.code == 0, "\(watched.stderr)")
        #expect(watched.screen.contains("Blob.swift:20:1: expected a declaration"), "\(watched.screen.suffix(300))")
        #expect(watched.screen.contains("last good frame kept"))
        // Still playing the last good view: its frames keep coming with the error in the status.
        let after = watched.screen.components(separatedBy: "last good frame kept").last ?? ""
        #expect(watched.screen.components(separatedBy: "last good frame kept").count > 2)
        #expect(!after.contains("re-read"))
    }

    @Test func viewPicksTheViewAndIsOnlyForFiles() throws {
        let cli = try CLIFixture()
        let path = cli.directory.path("Two.swift")
        try
            (Self.blobFile(fill: ".red", view: "RedView")
            + Self.blobFile(fill: ".green", view: "GreenView").replacingOccurrences(
                of: "struct Blob: Shape", with: "struct Blob2: Shape")).write(
                toFile: path, atomically: true, encoding: .utf8)
        let unnamed = Self.watch(cli, ["Two.swift"])
        #expect(unnamed.code == 64)
        #expect(unnamed.stderr.contains("several views (RedView, GreenView): pick one with --view TYPE"))
        let green = Self.watch(cli, ["Two.swift", "--view", "GreenView"])
        #expect(green.code == 0, "\(green.stderr)")
        #expect(green.screen.contains("Two  t="))
        #expect(Self.watch(cli, ["ring", "--view", "GreenView"]).code == 64)
    }

    @Test func aSwiftFileOnlyOnATerminal() throws {
        let cli = try CLIFixture()
        try Self.blobFile().write(toFile: cli.directory.path("Blob.swift"), atomically: true, encoding: .utf8)
        let result = cli.run("watch", "Blob.swift")
        #expect(result.code == 1)
        #expect(
            result.stderr
                == "Error: watch draws in a terminal; to print a timeline's frames use 'animdb play NAME --format table'\n"
        )
        #expect(!FileManager.default.fileExists(atPath: cli.storePath))
    }
}
