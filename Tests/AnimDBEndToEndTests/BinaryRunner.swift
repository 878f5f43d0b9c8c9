import Foundation
import Testing

/// Runs the built `animdb` executable, as a user would, against temporary stores.
struct BinaryRunner {
    /// The `animdb` binary `swift test` built beside the test bundle.
    static var executable: URL? {
        var candidates = [Bundle.main.bundleURL]
        candidates += Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        for directory in candidates {
            for base in [directory, directory.deletingLastPathComponent()] {
                let url = base.appendingPathComponent("animdb")
                if FileManager.default.isExecutableFile(atPath: url.path) { return url }
            }
        }
        return nil
    }

    struct Result {
        var code: Int32
        var stdout: String
        var stderr: String
    }

    var environment: [String: String]
    var directory: URL

    /// Runs `animdb` with `arguments` and waits for it.
    func run(_ arguments: [String], stdin: Data? = nil) throws -> Result {
        let process = try launch(arguments)
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let input = Pipe()
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try input.fileHandleForWriting.close()
        // Read before waiting so a large output cannot fill the pipe and block the child.
        let stdoutData = out.fileHandleForReading.readDataToEndOfFile()
        let stderrData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            code: process.terminationStatus, stdout: String(decoding: stdoutData, as: UTF8.self),
            stderr: String(decoding: stderrData, as: UTF8.self))
    }

    /// A configured but not yet started process.
    func launch(_ arguments: [String]) throws -> Process {
        guard let executable = Self.executable else { throw BinaryMissing() }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        process.currentDirectoryURL = directory
        return process
    }

    /// Runs `animdb arguments` with its output discarded and kills it with SIGKILL after `delay` microseconds
    /// (if it has not finished by then), as a crash or a power cut would.
    func runKilled(_ arguments: [String], after delay: UInt32) throws {
        let process = try launch(arguments)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        usleep(delay)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    struct BinaryMissing: Error, CustomStringConvertible {
        var description: String { "the animdb executable was not found beside the tests; run 'swift build' first" }
    }
}
