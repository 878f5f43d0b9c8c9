import AnimDBModel
import AnimDBStore
import AnimDBTestSupport
import Foundation
import Testing

@Suite(.serialized)
struct EndToEndTests {
    let directory: TemporaryDirectory
    let runner: BinaryRunner
    let storePath: String

    init() throws {
        directory = try TemporaryDirectory()
        storePath = directory.path("e2e.sqlite")
        runner = BinaryRunner(
            environment: [
                "ANIMDB_DB": storePath, "HOME": directory.url.path, "ANIMDB_AUTHOR": "e2e", "PATH": "/usr/bin:/bin",
            ],
            directory: directory.url)
    }

    @Test func demoLibraryAndEditingCycle() throws {
        let list = try runner.run(["list", "--format", "json"])
        #expect(list.code == 0, "\(list.stderr)")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])
        // The demo library: 11 presets and 18 timelines.
        #expect(rows.count == 29)
        #expect(try runner.run(["add", "preset", "e2e-wave", "--type", "wave", "--set", "amplitude=12"]).code == 0)
        #expect(try runner.run(["set", "e2e-wave", "frequency=3"]).code == 0)
        let show = try runner.run(["show", "e2e-wave", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(show.stdout.utf8)) as? [String: Any])
        #expect(object["revision"] as? Int == 2)
        let log = try runner.run(["log", "e2e-wave"])
        #expect(log.stdout.split(separator: "\n").count == 3)
        #expect(try runner.run(["revert", "e2e-wave", "1"]).code == 0)
        #expect(try runner.run(["rm", "e2e-wave"]).code == 0)
        let gone = try runner.run(["show", "e2e-wav"])
        #expect(gone.code == 1)
        #expect(gone.stderr == "Error: no object named 'e2e-wav'\n" || gone.stderr.hasPrefix("Error: "))
    }

    @Test func pipedPlayShakeLoginPrintsFrames() throws {
        let result = try runner.run(["play", "shake-login"])
        #expect(result.code == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.first?.hasPrefix("t") == true)
        #expect(lines.count > 60)
    }

    @Test func helpAndUsageErrors() throws {
        let help = try runner.run(["--help"])
        #expect(help.code == 0)
        #expect(help.stdout.hasPrefix("OVERVIEW: "))
        #expect(help.stdout.contains("SUBCOMMANDS:"))
        let typo = try runner.run(["plya", "shake-login"])
        #expect(typo.code == 64)
        #expect(typo.stderr.hasPrefix("Error: Unknown command 'plya'. Did you mean 'play'?\n"))
        let missing = try runner.run(["play", "shake-logn"])
        #expect(missing.code == 1)
        #expect(missing.stderr.contains("Did you mean 'shake-login'?"))
    }

    /// `animdb diff` exits like `git diff --exit-code`: 0 equal, 1 different, 64 for a usage error.
    @Test func diffExitCodes() throws {
        #expect(try runner.run(["set", "Arc", "clockwise=true"]).code == 0)
        let different = try runner.run(["diff", "Arc@1", "Arc"])
        #expect(different.code == 1, "\(different.stderr)")
        #expect(different.stdout.hasSuffix("~ arc.clockwise: false → true\n"))
        #expect(different.stderr.isEmpty)
        let equal = try runner.run(["diff", "Arc@2", "Arc"])
        #expect(equal.code == 0, "\(equal.stderr)")
        #expect(try runner.run(["diff", "Arc@x", "Arc"]).code == 64)
        #expect(try runner.run(["diff", "Arc"]).code == 64)
        #expect(try runner.run(["diff", "Arc", "nope"]).code == 1)
    }

    @Test func twoProcessesWritingAtOnceLoseNothing() throws {
        #expect(try runner.run(["list"]).code == 0)
        let writesPerProcess = 200
        let failures = Counter()
        DispatchQueue.concurrentPerform(iterations: 2) { worker in
            for i in 0..<writesPerProcess {
                let result = try? runner.run([
                    "add", "preset", "w\(worker)-\(i)", "--type", "circle", "--description", "writer \(worker)",
                ])
                if result?.code != 0 { failures.increment() }
            }
        }
        #expect(failures.value == 0)
        let list = try runner.run(["list", "presets", "--type", "circle", "--format", "json"])
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])
        #expect(rows.count == 2 * writesPerProcess)
    }

    @Test func killedWritersLeaveAConsistentStore() throws {
        #expect(try runner.run(["list"]).code == 0)
        var generator = SeededGenerator(seed: 42)
        for i in 0..<25 {
            // Kill at a random point between start-up and the commit.
            try runner.runKilled(
                ["add", "preset", "k\(i)", "--type", "polygon", "--set", "sides=\(3 + i % 5)"],
                after: UInt32.random(in: 0...60_000, using: &generator))
        }
        let connection = try Connection(path: storePath)
        #expect(try connection.scalarString("PRAGMA integrity_check") == "ok")
        // Every preset that exists is whole: its latest revision row exists and carries its hash.
        let orphans = try connection.scalarString(
            """
            SELECT COUNT(*) FROM presets p WHERE NOT EXISTS (
                SELECT 1 FROM revisions r WHERE r.object_id = p.id AND r.revision = p.revision AND r.hash = p.hash)
            """)
        #expect(orphans == "0")
        #expect(try runner.run(["list", "--format", "json"]).code == 0)
    }
}

/// A thread-safe counter for the concurrent writers.
final class Counter: @unchecked Sendable {
    // @unchecked: every access goes through the lock.
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

extension EndToEndTests {
    /// A render made by one process is reproduced byte for byte by another (`replay` re-renders from history and
    /// compares hashes), for every output format: nondeterminism across runs cannot hide behind one process.
    @Test func rendersReplayByteIdenticallyInAnotherProcess() throws {
        for (index, file) in ["morph.svg", "morph.html", "morph.json", "morph.csv"].enumerated() {
            let rendered = try runner.run(["render", "polygon-morph", "--out", directory.path(file)])
            #expect(rendered.code == 0, "\(rendered.stderr)")
            let replayed = try runner.run(["replay", String(index + 1)])
            #expect(replayed.code == 0, "\(file): \(replayed.stdout)\(replayed.stderr)")
            #expect(replayed.stdout.contains("output matches"))
        }
        let played = try runner.run(["play", "shake-login", "--format", "csv"])
        #expect(played.code == 0)
        #expect(try runner.run(["replay", "5"]).stdout.contains("output matches"))
    }
}

#if os(Linux)
    extension EndToEndTests {
        /// Start-up: the process loads FoundationEssentials but never full Foundation, whose ICU and
        /// internationalization libraries cost more than the rest of `animdb --version` (see animdb-bench startup).
        /// The dynamic loader lists what it loads when `LD_DEBUG=libs` is set.
        @Test func startsWithoutFullFoundation() throws {
            var environment = runner.environment
            environment["LD_DEBUG"] = "libs"
            let traced = BinaryRunner(environment: environment, directory: directory.url)
            let result = try traced.run(["--version"])
            #expect(result.code == 0)
            #expect(result.stderr.contains("libFoundationEssentials.so"), "the loader trace is missing")
            for library in ["libFoundation.so", "libFoundationInternationalization.so", "lib_FoundationICU.so"] {
                #expect(!result.stderr.contains(library), "\(library) is loaded at start-up")
            }
        }
    }
#endif
