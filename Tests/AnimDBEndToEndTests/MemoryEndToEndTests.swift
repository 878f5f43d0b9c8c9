import AnimDBTestSupport
import Foundation
import Testing

/// Issue 10, item 1: a streamed render's memory does not grow with its length.
///
/// Peak memory is read from `/proc/PID/status` (VmHWM) while the process runs: `ru_maxrss` from `wait4` would
/// include the memory of this (large) test process, which a spawned child's count starts from on Linux.
@Suite(.serialized, .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/status"), "needs /proc"))
struct MemoryEndToEndTests {
    /// Runs `animdb arguments` and returns its exit status and the highest resident memory seen, in bytes.
    static func peakMemory(_ runner: BinaryRunner, _ arguments: [String]) throws -> (status: Int32, bytes: Int) {
        let process = try runner.launch(arguments)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        var peak = 0
        let status = "/proc/\(process.processIdentifier)/status"
        while process.isRunning {
            if let text = try? String(contentsOfFile: status, encoding: .utf8),
                let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
                let kilobytes = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
            {
                peak = max(peak, kilobytes * 1024)
            }
            usleep(5_000)
        }
        process.waitUntilExit()
        return (process.terminationStatus, peak)
    }

    /// Before, a JSON or CSV render was built in memory and then written: the longer the render, the more memory
    /// (growing all along, so the samples see it). Now the frames go to the file as they are made.
    @Test func aStreamedRenderTakesTheSameMemoryHoweverLong() throws {
        let directory = try TemporaryDirectory()
        let runner = BinaryRunner(
            environment: [
                "ANIMDB_DB": directory.path("m.sqlite"), "HOME": directory.url.path, "PATH": "/usr/bin:/bin",
            ],
            directory: directory.url)
        #expect(try runner.run(["list"]).code == 0)
        let short = try Self.peakMemory(
            runner, ["render", "shake-login", "--out", directory.path("s.csv"), "--duration", "100"])
        let long = try Self.peakMemory(
            runner, ["render", "shake-login", "--out", directory.path("l.csv"), "--duration", "2000"])
        #expect(short.status == 0 && long.status == 0)
        let written = try #require(FileManager.default.attributesOfItem(atPath: directory.path("l.csv"))[.size] as? Int)
        #expect(written > 5_000_000)
        #expect(short.bytes > 0)
        // 5.4 MB more output; held in memory, most of it would show before the end.
        #expect(long.bytes - short.bytes < 2_500_000, "peak grew from \(short.bytes) to \(long.bytes) bytes")
    }
}
