import AnimDBEngine
import Dispatch

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Runs git in one working directory through posix_spawn (`ChildProcess`), with an explicit argument array (never a shell string).
///
/// Every call is `git -C DIR …`; user-supplied values (a remote) come after `--`, and a remote that starts with `-`
/// is refused before git runs, since some git commands read `--upload-pack=CMD` as an option and run CMD. The environment is the caller's plus `GIT_TERMINAL_PROMPT=0` (a sync must never
/// hang on a password prompt) and `LC_ALL=C` (stable messages); when no author identity is configured, a neutral
/// `animdb` identity is supplied so commits cannot fail for want of one.
struct Git {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
        var succeeded: Bool { status == 0 }
    }

    let directory: URL
    let executable: URL
    private let environment: [String: String]

    /// Finds git on `PATH`.
    ///
    /// - Throws: `SyncError.git` if git is not installed.
    init(directory: URL, environment: [String: String] = ProcessInfo.processInfo.environment) throws(SyncError) {
        self.directory = directory
        guard let executable = Self.find("git", path: environment["PATH"] ?? "/usr/bin:/bin") else {
            throw .git(command: "", message: "git is not installed (not found on PATH)")
        }
        self.executable = executable
        var environment = environment
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["LC_ALL"] = "C"
        self.environment = environment
    }

    /// Refuses a remote that git could take for an option (`--upload-pack=touch INJECTED`), or an empty one.
    static func requireSafeRemote(_ remote: String) throws(SyncError) {
        guard let first = remote.first else { throw .invalidRemote(remote, reason: "it is empty") }
        guard first != "-" else { throw .invalidRemote(remote, reason: "a remote cannot start with '-'") }
        guard !remote.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
            throw .invalidRemote(remote, reason: "it holds a control character")
        }
    }

    /// Whether git can be found on `PATH`.
    static var isInstalled: Bool {
        find("git", path: ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin") != nil
    }

    /// Runs `git -C DIR arguments…` and returns its exit status and output.
    func run(_ arguments: [String]) throws(SyncError) -> Output {
        var environment = self.environment
        if arguments.first == "commit" {
            // Only fill in an identity that is missing, so a configured user is always the one recorded.
            let name = try? capture(["config", "user.name"]).stdout
            if (name ?? "").isEmpty, environment["GIT_AUTHOR_NAME"] == nil {
                environment["GIT_AUTHOR_NAME"] = "animdb"
                environment["GIT_COMMITTER_NAME"] = "animdb"
            }
            let email = try? capture(["config", "user.email"]).stdout
            if (email ?? "").isEmpty, environment["GIT_AUTHOR_EMAIL"] == nil {
                environment["GIT_AUTHOR_EMAIL"] = "animdb@localhost"
                environment["GIT_COMMITTER_EMAIL"] = "animdb@localhost"
            }
        }
        return try launch(arguments, environment: environment)
    }

    /// Runs a command that must succeed.
    ///
    /// - Throws: `SyncError.git` with the first line of git's error output.
    @discardableResult
    func check(_ arguments: [String]) throws(SyncError) -> String {
        let output = try run(arguments)
        guard output.succeeded else {
            throw .git(command: arguments.first ?? "", message: Self.firstLine(output.stderr, or: output.stdout))
        }
        return output.stdout
    }

    private func capture(_ arguments: [String]) throws(SyncError) -> Output {
        try launch(arguments, environment: environment)
    }

    private func launch(_ arguments: [String], environment: [String: String]) throws(SyncError) -> Output {
        let result: ChildProcess.Result
        do {
            result = try ChildProcess.run(
                executable.path, ["-C", directory.path] + arguments, environment: environment)
        } catch {
            throw .git(command: arguments.first ?? "", message: "cannot run git: \(error)")
        }
        return Output(
            status: result.status, stdout: result.stdout.trimmingWhitespaceAndNewlines(),
            stderr: result.stderr.trimmingWhitespaceAndNewlines())
    }

    static func firstLine(_ text: String, or fallback: String) -> String {
        let source = text.isEmpty ? fallback : text
        let line = source.split(separator: "\n").first.map(String.init) ?? "exit status non-zero"
        return SyncError.printable(line)
    }

    private static func find(_ name: String, path: String) -> URL? {
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}
