import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Times whole processes, as a user experiences a command: start-up, work and exit.
enum ProcessTimer {
    /// The `animdb` binary built beside this benchmark.
    static var animdb: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("animdb")
    }

    /// Runs `executable` with `arguments` and returns the wall time in seconds; output goes to /dev/null unless
    /// `stdout` is given, and error output to a scratch file (the bench prints only its tables). Fails loudly, with
    /// that error output, on a non-zero exit, since a failed run would make the figure meaningless.
    @discardableResult
    static func time(
        _ executable: URL, _ arguments: [String], environment: [String: String]? = nil, stdout: FileHandle? = nil
    ) -> Double {
        // posix_spawn + waitpid rather than Foundation's Process, whose waitUntilExit polls a run loop and rounds
        // every timing up to tens of milliseconds on Linux.
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        let outputFD = stdout?.fileDescriptor ?? open("/dev/null", O_WRONLY)
        posix_spawn_file_actions_adddup2(&actions, outputFD, 1)
        let errorPath = FileManager.default.temporaryDirectory.appendingPathComponent("animdb-bench-\(getpid()).err")
        let errorFD = open(errorPath.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, errorFD, 2)
        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        let envList =
            (environment ?? ProcessInfo.processInfo.environment).map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envList { free(pointer) }
            if stdout == nil { close(outputFD) }
            close(errorFD)
            unlink(errorPath.path)
        }
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        let spawned = posix_spawn(&pid, executable.path, &actions, nil, argv, envList)
        guard spawned == 0 else { fatalError("cannot run \(executable.path): error \(spawned)") }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        // WIFEXITED && WEXITSTATUS == 0, spelled out because the C macros are not imported.
        guard status & 0x7f == 0, (status >> 8) & 0xff == 0 else {
            let message = (try? String(contentsOf: errorPath, encoding: .utf8)) ?? ""
            fatalError(
                "\(executable.lastPathComponent) \(arguments.joined(separator: " ")) failed with status \(status): \(message)"
            )
        }
        return elapsed
    }

    /// The median of `runs` timings of `body` (the median resists the other core's noise better than the mean).
    static func median(runs: Int, _ body: (Int) -> Double) -> Double {
        let samples = (0..<runs).map(body).sorted()
        return samples[samples.count / 2]
    }

    static func which(_ name: String) -> URL? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let url = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return nil
    }

    static func ms(_ seconds: Double) -> String { String(format: "%.1f ms", seconds * 1000) }
}
