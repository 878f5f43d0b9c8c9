import AnimDBModel
import AnimDBStore
import AnimDBTestSupport
import Foundation
import Testing

/// Issue 10, items 6 and 10, as a user meets them: whole `animdb` processes racing and being killed.
@Suite(.serialized)
struct ConcurrencyEndToEndTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    func runner(store: String) -> BinaryRunner {
        BinaryRunner(
            environment: [
                "ANIMDB_DB": directory.path(store), "HOME": directory.url.path, "ANIMDB_AUTHOR": store,
                "PATH": "/usr/bin:/bin",
            ],
            directory: directory.url)
    }

    /// The race: two stores sync one directory at once, 20 times. Before, in 18 runs of 20 both exited 0
    /// and one store's new files were gone from the directory.
    @Test func concurrentSyncFromTwoStoresKeepsBothStoresFiles() throws {
        let stores = ["ana.sqlite", "ben.sqlite"]
        let shared = directory.path("shared")
        for round in 0..<20 {
            for (index, store) in stores.enumerated() {
                let added = try runner(store: store).run([
                    "add", "preset", "p\(index)-\(round)", "--type", "circle",
                ])
                #expect(added.code == 0, "\(added.stderr)")
            }
            let results = Results()
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                results.set(index, try? runner(store: stores[index]).run(["sync", shared]))
            }
            for index in 0..<2 {
                #expect(results.get(index)?.code == 0, "round \(round): \(results.get(index)?.stderr ?? "")")
            }
            let files = Set(try FileManager.default.contentsOfDirectory(atPath: shared + "/presets"))
            #expect(files.contains("p0-\(round).json") && files.contains("p1-\(round).json"), "round \(round)")
        }
    }

    /// Killed store creations: before, 38 of 64 left `.animdb.sqlite.UUID.creating` files (and their -wal and
    /// -shm) that nothing removed. Now the next run removes what dead processes left.
    @Test func killedStoreCreationsLeaveNothingBehind() throws {
        var generator = SeededGenerator(seed: 0xC0FFEE)
        let home = directory.url.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        for attempt in 0..<24 {
            try runner(store: "project/s\(attempt % 3).sqlite")
                .runKilled(["list"], after: UInt32.random(in: 0...120_000, using: &generator))
        }
        for index in 0..<3 {
            let result = try runner(store: "project/s\(index).sqlite").run(["list", "--format", "json"])
            #expect(result.code == 0, "\(result.stderr)")
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: home.path).filter { $0.hasPrefix(".") }
        #expect(left == [])
    }

    /// A render killed while writing leaves its temporary; the next render into that directory removes it.
    @Test func aKilledRenderLeavesNothingBehind() throws {
        let animdb = runner(store: "render.sqlite")
        #expect(try animdb.run(["list"]).code == 0)
        let out = directory.url.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let process = try animdb.launch([
            "render", "shake-login", "--out", out.appendingPathComponent("big.csv").path, "--duration", "3000",
        ])
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Wait until the temporary exists, then kill the writer.
        for _ in 0..<500 {
            if try FileManager.default.contentsOfDirectory(atPath: out.path).contains(where: { $0.hasSuffix(".tmp") }) {
                break
            }
            usleep(10_000)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(
            try animdb.run(["render", "shake-login", "--out", out.appendingPathComponent("small.svg").path]).code == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["small.svg"])
    }
}

/// Results written from several threads.
final class Results: @unchecked Sendable {
    // @unchecked: every access goes through the lock.
    private let lock = NSLock()
    private var results: [Int: BinaryRunner.Result] = [:]
    func set(_ index: Int, _ result: BinaryRunner.Result?) { lock.withLock { results[index] = result } }
    func get(_ index: Int) -> BinaryRunner.Result? { lock.withLock { results[index] } }
}
