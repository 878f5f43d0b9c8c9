import AnimDBModel
import AnimDBStore
import Foundation

/// Issue 4's figures: `play --format ndjson` of a 1,000,000-frame timeline to /dev/null, and `history` queries on a
/// store with 1,000,000 render rows.
enum PlayBench {
    static func run(work: URL) -> String {
        let animdb = ProcessTimer.animdb
        let store = work.appendingPathComponent("play.sqlite").path
        let env = ["ANIMDB_DB": store, "HOME": work.path, "ANIMDB_AUTHOR": "bench"]
        ProcessTimer.time(animdb, ["list"], environment: env)
        let devNull = FileHandle(forWritingAtPath: "/dev/null")!
        // 16,666.65 s at 60 fps is 1,000,000 frames.
        var rows = "| measurement | time | goal |\n|---|---:|---|\n"
        for name in ["shake-login", "wave-demo", "polygon-morph"] {
            let seconds = ProcessTimer.median(runs: 3) { _ in
                ProcessTimer.time(
                    animdb, ["play", name, "--format", "ndjson", "--fps", "60", "--duration", "16666.65"],
                    environment: env, stdout: devNull)
            }
            rows +=
                "| play \(name) --format ndjson, 1,000,000 frames > /dev/null (median of 3) | \(String(format: "%.2f s", seconds)) | ≤ 1.5 s |\n"
        }

        let history = work.appendingPathComponent("history.sqlite").path
        fillRenders(at: history, count: 1_000_000)
        let historyEnv = ["ANIMDB_DB": history, "HOME": work.path]
        let queries: [(String, [String])] = [
            ("history (newest 50)", ["history"]),
            ("history shake-login --limit 100", ["history", "shake-login", "--limit", "100"]),
            ("history --status failed", ["history", "--status", "failed"]),
            (
                "history --format-filter svg --since 2026-06-01 --format json",
                ["history", "--format-filter", "svg", "--since", "2026-06-01", "--format", "json"]
            ),
            ("history nope (no match)", ["history", "nope"]),
            ("history show 500000", ["history", "show", "500000"]),
        ]
        ProcessTimer.time(animdb, ["history"], environment: historyEnv)
        for (label, arguments) in queries {
            let seconds = ProcessTimer.median(runs: 11) { _ in
                ProcessTimer.time(animdb, arguments, environment: historyEnv)
            }
            rows +=
                "| \(label), 1,000,000 rows (whole process, median of 11) | \(ProcessTimer.ms(seconds)) | ≤ 50 ms |\n"
        }
        return rows
    }

    /// A million plausible history rows over a year, 2% failed, across twelve timelines and four formats.
    static func fillRenders(at path: String, count: Int) {
        try? FileManager.default.removeItem(atPath: path)
        let store = try! Store.open(at: path, create: true, author: "bench", now: { Date() })
        _ = store
        let connection = try! Connection(path: path)
        let names = [
            "shake-login", "shake-me", "wave-demo", "arc-demo", "polygon-morph", "flower-loading", "morph-tap",
            "count-up", "shake-decay", "rect-grow", "hero", "spinner",
        ]
        let formats = ["svg", "html", "json", "play-live"]
        let start = Date(timeIntervalSince1970: 1_764_547_200)  // 2025-12-01
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        try! connection.write { db in
            let insert = try db.prepare(
                """
                INSERT INTO renders(timeline_name, timeline_revision, timeline_hash, preset_hash, engine_version, fps,
                    duration, format, frame_count, output_sha256, started_at, wall_time_ms, status, error_message)
                VALUES (?1, 1, ?2, ?2, '1.0.0', 60, 1, ?3, 61, ?2, ?4, 3.5, ?5, ?6)
                """)
            let hash = String(repeating: "ab", count: 32)
            for i in 0..<count {
                let failed = i % 50 == 0
                insert.bind([
                    .text(names[i % names.count]), .text(hash), .text(formats[i % formats.count]),
                    .text(formatter.string(from: start.addingTimeInterval(Double(i) * 31.5))),
                    .text(failed ? "failed" : "ok"), failed ? .text("boom") : .null,
                ])
                try insert.run()
                insert.reset()
            }
        }
    }
}
