import AnimDBModel
import AnimDBStore
import Foundation

/// Issue 3's figures: `animdb list --format json` on a store of 10,000 presets (`add preset` is in `StartupBench`).
enum StoreBench {
    static func run(work: URL) -> String {
        guard let sqlite3 = ProcessTimer.which("sqlite3") else {
            return "sqlite3 not found: install the sqlite3 package\n"
        }
        let animdb = ProcessTimer.animdb

        // 10,000 presets with tags, written through the store API in bulk (setup, not measured).
        let big = work.appendingPathComponent("big.sqlite").path
        let setup = try! Store.open(at: big, create: true, author: "bench", now: { Date() })
        for i in 0..<10_000 {
            _ = try! setup.addPreset(
                Preset(
                    name: "p\(i)", type: ["polygon", "wave", "shake", "circle"][i % 4],
                    parameters: [Preset.Parameter(name: "scale", value: "\(i % 7)")], description: "preset \(i)",
                    tags: ["t\(i % 10)", "team"]))
        }
        let bigEnv = ["ANIMDB_DB": big, "HOME": work.path]
        ProcessTimer.time(animdb, ["list", "--format", "json"], environment: bigEnv)
        let list = ProcessTimer.median(runs: 11) { _ in
            ProcessTimer.time(animdb, ["list", "--format", "json"], environment: bigEnv)
        }
        let listText = ProcessTimer.median(runs: 11) { _ in ProcessTimer.time(animdb, ["list"], environment: bigEnv) }
        let sqliteList = ProcessTimer.median(runs: 11) { _ in
            ProcessTimer.time(
                sqlite3,
                [
                    "-json", big,
                    "SELECT p.*, group_concat(t.tag) FROM presets p LEFT JOIN preset_tags t ON t.preset_id = p.id GROUP BY p.id ORDER BY p.name",
                ])
        }
        return """
            | measurement | animdb | baseline | ratio | goal |
            |---|---:|---:|---:|---|
            | list --format json, 10,000 presets (median of 11) | \(ProcessTimer.ms(list)) | sqlite3 -json SELECT \(ProcessTimer.ms(sqliteList)) | \(String(format: "%.2f", list / sqliteList)) | ≤ 50 ms |
            | list (text), 10,000 presets | \(ProcessTimer.ms(listText)) | | | |

            """
    }
}
