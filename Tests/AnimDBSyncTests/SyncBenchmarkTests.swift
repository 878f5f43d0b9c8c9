import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBSync

/// The benchmark itself runs in release builds (`animdb-bench sync`); here a small size checks that it works.
struct SyncBenchmarkTests {
    @Test func smallRunPrintsEveryStep() throws {
        let directory = try TemporaryDirectory()
        let table = try SyncBenchmark.run(
            workDirectory: directory.url, size: .init(presets: 50, timelines: 10, keyframes: 5))
        for step in ["import into an empty store", "export (all)", "re-import (nothing to do)"] {
            #expect(table.contains(step))
        }
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3") {
            #expect(table.contains("sqlite3 INSERTs, 1 txn"))
        }
    }
}

/// The full-size benchmark, run on demand: `ANIMDB_SYNC_BENCH=1 swift test -c release --filter fullSize`.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["ANIMDB_SYNC_BENCH"] != nil, "set ANIMDB_SYNC_BENCH=1 to run"))
struct SyncBenchmarkFullSizeTests {
    @Test func fullSize() throws {
        let directory = try TemporaryDirectory()
        print(try SyncBenchmark.run(workDirectory: directory.url))
    }
}
