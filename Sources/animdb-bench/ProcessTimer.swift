import Foundation

/// Times whole processes, as a user experiences a command: start-up, work and exit.
enum ProcessTimer {
    /// The `animdb` binary built beside this benchmark.
    static var animdb: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("animdb")
    }

    /// Runs `executable` with `arguments` and returns the wall time in seconds; output goes to /dev/null unless
    /// `stdout` is given. Fails loudly on a non-zero exit, since a failed run would make the figure meaningless.
    @discardableResult
    static func time(
        _ executable: URL, _ arguments: [String], environment: [String: String]? = nil, stdout: FileHandle? = nil
    ) -> Double {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        process.standardOutput = stdout ?? FileHandle.nullDevice
        process.standardError = FileHandle.standardError
        let start = DispatchTime.now().uptimeNanoseconds
        do { try process.run() } catch { fatalError("cannot run \(executable.path): \(error)") }
        process.waitUntilExit()
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        guard process.terminationStatus == 0 else {
            fatalError("\(executable.lastPathComponent) \(arguments.joined(separator: " ")) exited \(process.terminationStatus)")
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
