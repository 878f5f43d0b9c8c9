import AnimDBStore
import Foundation

/// Issue 3's figures: `animdb add preset` as a whole process against `sqlite3 DB "INSERT …"` of the same row, and
/// `animdb list --format json` on a store of 10,000 presets.
enum StoreBench {
    static func run(work: URL) -> String {
        guard let sqlite3 = ProcessTimer.which("sqlite3") else {
            return "sqlite3 not found: install the sqlite3 package\n"
        }
        let animdb = ProcessTimer.animdb
        let store = work.appendingPathComponent("add.sqlite").path
        let env = ["ANIMDB_DB": store, "HOME": work.path, "ANIMDB_AUTHOR": "bench"]
        ProcessTimer.time(animdb, ["list"], environment: env)  // create and seed once, outside the timing
        let runs = 41
        let add = ProcessTimer.median(runs: runs) { i in
            ProcessTimer.time(
                animdb, ["add", "preset", "bench-\(i)", "--type", "polygon", "--set", "sides=5"], environment: env)
        }
        // The same row as animdb writes it (preset, its revision), in one transaction, by the sqlite3 shell.
        let raw = work.appendingPathComponent("raw.sqlite").path
        try? FileManager.default.copyItem(atPath: store, toPath: raw)
        let insert = ProcessTimer.median(runs: runs) { i in
            let id = UUID().uuidString.lowercased()
            let sql = """
                PRAGMA foreign_keys=ON; PRAGMA busy_timeout=5000; BEGIN IMMEDIATE;
                INSERT INTO presets(id,name,type,description,content_json,hash,revision,created_at,updated_at)
                VALUES('\(id)','raw-\(i)','polygon','','{"description":"","ignored":[],"name":"raw-\(i)","parameters":[{"name":"sides","value":"5"}],"tags":[],"type":"polygon"}','\(String(repeating: "a", count: 64))',1,'2026-11-29T00:00:00.000Z','2026-11-29T00:00:00.000Z');
                INSERT INTO revisions(object_id,object_kind,revision,hash,parent_hash,name,content_json,created_at,author,deleted,message)
                VALUES('\(id)','preset',1,'\(String(repeating: "a", count: 64))',NULL,'raw-\(i)','{}','2026-11-29T00:00:00.000Z','bench',0,'');
                COMMIT;
                """
            return ProcessTimer.time(sqlite3, [raw, sql])
        }

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
            | add preset, whole process (median of \(runs)) | \(ProcessTimer.ms(add)) | sqlite3 INSERT \(ProcessTimer.ms(insert)) | \(String(format: "%.2f", add / insert)) | ≤ 2× |
            | list --format json, 10,000 presets (median of 11) | \(ProcessTimer.ms(list)) | sqlite3 -json SELECT \(ProcessTimer.ms(sqliteList)) | \(String(format: "%.2f", list / sqliteList)) | ≤ 50 ms |
            | list (text), 10,000 presets | \(ProcessTimer.ms(listText)) | | | |

            """
    }
}
