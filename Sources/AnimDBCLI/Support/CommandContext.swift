import Dispatch

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

/// Everything a command may touch in the outside world, injected so tests run commands in-process.
///
/// Commands never call `print`, `exit`, `Date()`, `FileManager` or `FileHandle.standardInput` directly: they go
/// through here.
public struct CommandContext: Sendable {
    public var stdout: OutputSink
    public var stderr: OutputSink
    /// What `-` reads (`import -`).
    public var standardInput: InputSource
    /// Every file a command looks at, creates or writes.
    public var fileSystem: FileSystem
    public var environment: [String: String]
    /// The directory relative paths resolve against.
    public var workingDirectory: URL
    /// The current wall-clock time.
    public var now: @Sendable () -> Date
    /// Seconds on a monotonic clock, for measuring wall time and pacing live playback.
    public var monotonicSeconds: @Sendable () -> Double
    /// Sleeps for the given number of seconds (live playback pacing).
    public var sleep: @Sendable (Double) -> Void
    /// The interactive terminal, when stdout is one.
    public var terminal: TerminalDevice?

    public init(
        stdout: OutputSink,
        stderr: OutputSink,
        standardInput: InputSource = InputSource(),
        fileSystem: FileSystem = FileSystem(),
        environment: [String: String],
        workingDirectory: URL,
        now: @escaping @Sendable () -> Date,
        monotonicSeconds: @escaping @Sendable () -> Double,
        sleep: @escaping @Sendable (Double) -> Void,
        terminal: TerminalDevice?
    ) {
        self.stdout = stdout
        self.stderr = stderr
        self.standardInput = standardInput
        self.fileSystem = fileSystem
        self.environment = environment
        self.workingDirectory = workingDirectory
        self.now = now
        self.monotonicSeconds = monotonicSeconds
        self.sleep = sleep
        self.terminal = terminal
    }

    /// The context of a real process: standard streams, the process environment and the real clock.
    public static func live() -> CommandContext {
        // Output piped into `head` must end quietly rather than die from SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        let stdoutIsTTY = isatty(STDOUT_FILENO) == 1
        let start = DispatchTime.now().uptimeNanoseconds
        return CommandContext(
            stdout: OutputSink(descriptor: STDOUT_FILENO, isTerminal: stdoutIsTTY),
            stderr: OutputSink(descriptor: STDERR_FILENO, isTerminal: isatty(STDERR_FILENO) == 1),
            standardInput: .standardInput(),
            environment: ProcessInfo.processInfo.environment,
            workingDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true),
            now: { Date() },
            monotonicSeconds: { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 },
            sleep: { seconds in if seconds > 0 { usleep(UInt32(min(seconds, 60) * 1_000_000)) } },
            terminal: stdoutIsTTY ? LiveTerminal() : nil
        )
    }

    /// A context for tests: captured output, the given standard input, a fixed clock and no terminal unless one is
    /// given.
    public static func captured(
        environment: [String: String] = [:],
        workingDirectory: URL,
        standardInput: Data = Data(),
        now: Date = Date(timeIntervalSince1970: 1_796_000_000),
        terminal: TerminalDevice? = nil
    ) -> CommandContext {
        CommandContext(
            stdout: OutputSink(capturingAsTerminal: terminal != nil),
            stderr: OutputSink(capturingAsTerminal: false),
            standardInput: InputSource(standardInput),
            environment: environment,
            workingDirectory: workingDirectory,
            now: { now },
            monotonicSeconds: { 0 },
            sleep: { _ in },
            terminal: terminal
        )
    }

    /// Resolves a user-supplied path against the working directory (`~` expands to `$HOME`).
    public func resolvePath(_ path: String) -> URL {
        if path.hasPrefix("~/"), let home = environment["HOME"] {
            return URL(fileURLWithPath: home).appendingPathComponent(String(path.dropFirst(2)))
        }
        if path.hasPrefix("/") { return URL(fileURLWithPath: path).standardizedFileURL }
        return workingDirectory.appendingPathComponent(path).standardizedFileURL
    }

    /// Whether colour may be used on stdout: a terminal, and NO_COLOR unset (https://no-color.org).
    public var allowsColor: Bool {
        stdout.isTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }
}
