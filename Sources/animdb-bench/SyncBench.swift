import AnimDBModel
import AnimDBResolve
import AnimDBStore
import AnimDBSync
import AnimDBTestSupport
import Foundation

/// Times bundle import, export and re-import against the `sqlite3` CLI running the equivalent INSERTs.
///
/// 10,000 presets and 1,000 timelines of 50 keyframes each, validated by the CLI's `CatalogValidator` as a real
/// import is. Goals: import and export within 3× the sqlite3 baseline, re-import (nothing to do) within 1 s.
enum SyncBench {
    /// The sizes to measure.
    struct Size: Hashable, Sendable {
        var presets: Int
        var timelines: Int
        var keyframes: Int

        init(presets: Int = 10_000, timelines: Int = 1_000, keyframes: Int = 50) {
            self.presets = presets
            self.timelines = timelines
            self.keyframes = keyframes
        }
    }

    /// Builds the data in `workDirectory` (replacing earlier runs' files), times each step, and returns a table.
    ///
    /// - Throws: `SyncError` or a store error if a step fails; the baseline is reported as unavailable (not an
    ///   error) when `sqlite3` is not installed.
    static func run(workDirectory: URL, size: Size = Size()) throws -> String {
        let validator = CatalogValidator()
        let fileManager = FileManager.default
        try fileManager.createDirectory(at: workDirectory, withIntermediateDirectories: true)
        let storePath = workDirectory.appendingPathComponent("sync-bench.sqlite").path
        let baselinePath = workDirectory.appendingPathComponent("sync-bench-baseline.sqlite").path
        for path in [storePath, baselinePath] {
            for suffix in ["", "-wal", "-shm"] { try? fileManager.removeItem(atPath: path + suffix) }
        }
        let clock = Date(timeIntervalSince1970: 1_800_000_000)
        let objects = BenchmarkObjects.make(presets: size.presets, timelines: size.timelines, keyframes: size.keyframes)
        let header = BundleHeader(engineVersion: "bench", producer: "animdb-bench", exportedAt: clock)
        let data = Data(BundleExporter.encode(objects, header: header).utf8)

        let store = try Store.open(at: storePath, create: true, author: "bench", now: { clock }, validator: validator)
        let importTime = try measure {
            let bundle = try BundleReader().read(data)
            try ImportPlanner(store: store).plan(bundle, onConflict: .fail).apply(to: store)
        }
        var exported = Data()
        let exportTime = try measure {
            exported = try BundleExporter(store: store).export(all: true, header: header)
        }
        var reimportPlan: ImportPlan?
        let reimportTime = try measure {
            let bundle = try BundleReader().read(data)
            let plan = try ImportPlanner(store: store).plan(bundle, onConflict: .fail)
            try plan.apply(to: store)
            reimportPlan = plan
        }
        guard exported == data, reimportPlan?.isNoOp == true else {
            throw SyncError.invalidObject("benchmark self-check failed: export differs from the imported bundle")
        }
        let baseline = try sqliteBaseline(objects, storePath: baselinePath, work: workDirectory)

        func row(_ label: String, _ seconds: Double, goal: String) -> String {
            let ratio = baseline.map { String(format: "%.2f×", seconds / $0) } ?? "–"
            return "| \(label) | " + String(format: "%.3f", seconds) + " | \(ratio) | \(goal) |"
        }
        let megabytes = Double(data.count) / 1_048_576
        var lines = [
            "sync: \(size.presets) presets, \(size.timelines) timelines × \(size.keyframes) keyframes; "
                + String(format: "bundle %.1f MiB", megabytes),
            "",
            "| step | seconds | vs sqlite3 | goal |",
            "|---|---:|---:|---|",
        ]
        if let baseline {
            lines.append(row("sqlite3 INSERTs, 1 txn", baseline, goal: "baseline"))
        } else {
            lines.append("| sqlite3 INSERTs, 1 txn | – | – | sqlite3 not installed |")
        }
        lines.append(row("import into an empty store", importTime, goal: "≤ 3×"))
        lines.append(row("export (all)", exportTime, goal: "≤ 3×"))
        lines.append(row("re-import (nothing to do)", reimportTime, goal: "≤ 1 s"))
        return lines.joined(separator: "\n") + "\n"
    }

    private static func measure(_ body: () throws -> Void) throws -> Double {
        let start = ContinuousClock.now
        try body()
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    /// Seconds for `sqlite3` to run the INSERTs an import makes (rows, tags, revisions) in one transaction, or
    /// nil when `sqlite3` is not installed.
    private static func sqliteBaseline(_ objects: [SyncObject], storePath: String, work: URL) throws -> Double? {
        guard let sqlite3 = ProcessTimer.which("sqlite3")?.path else { return nil }
        // Opening a store creates the same schema (migrations included); closing it leaves the file for sqlite3.
        _ = try Store.open(at: storePath, create: true, author: "bench", now: { Date(timeIntervalSince1970: 0) })
        var sql = "PRAGMA foreign_keys = ON;\nPRAGMA synchronous = NORMAL;\nBEGIN IMMEDIATE;\n"
        let time = "'2027-01-15T08:00:00.000Z'"
        func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "''") + "'" }
        for object in objects {
            let id = quoted(object.id.uuidString.lowercased())
            let content = quoted(object.contentText)
            let hash = quoted(object.hash)
            let name = quoted(object.name)
            switch object.kind {
            case .preset:
                sql +=
                    "INSERT INTO presets (id, name, type, description, content_json, hash, revision, created_at, "
                    + "updated_at) VALUES (\(id), \(name), 'ShakeEffect', 'Benchmark', \(content), \(hash), 1, \(time), \(time));\n"
                let tags = (try? JSONParser().parse(object.contentText))?["tags"]?.arrayValue ?? []
                for tag in tags.compactMap(\.stringValue) {
                    sql += "INSERT INTO preset_tags (preset_id, tag) VALUES (\(id), \(quoted(tag)));\n"
                }
            case .timeline:
                sql +=
                    "INSERT INTO timelines (id, name, content_json, hash, revision, created_at, updated_at) "
                    + "VALUES (\(id), \(name), \(content), \(hash), 1, \(time), \(time));\n"
                let parsed = (try? JSONParser().parse(object.contentText)) ?? .null
                for presetID in Timeline.referencedPresetIDs(in: parsed) {
                    sql +=
                        "INSERT INTO timeline_presets (timeline_id, preset_id) VALUES (\(id), "
                        + "\(quoted(presetID.uuidString.lowercased())));\n"
                }
            }
            sql +=
                "INSERT INTO revisions (object_id, object_kind, revision, hash, parent_hash, name, content_json, "
                + "created_at, author, deleted, message) VALUES (\(id), '\(object.kind.rawValue)', 1, \(hash), NULL, "
                + "\(name), \(content), \(time), 'bench', 0, 'import');\n"
        }
        sql += "COMMIT;\n"
        let script = work.appendingPathComponent("sync-bench-baseline.sql")
        try Data(sql.utf8).write(to: script)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: sqlite3)
        process.arguments = [storePath, ".read " + script.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let seconds = try measure {
            try process.run()
            process.waitUntilExit()
        }
        guard process.terminationStatus == 0 else {
            throw SyncError.invalidObject("sqlite3 baseline failed with status \(process.terminationStatus)")
        }
        return seconds
    }
}
