import Foundation

/// Issue 11's start-up figures, each against the `sqlite3` shell doing the same in the same run: `animdb --version`
/// (a process that starts and exits) against `sqlite3 DB 'select 1'`, and `animdb add preset` against
/// `sqlite3 DB "INSERT …"` of the same rows (the preset and its revision, in one transaction).
enum StartupBench {
    static func run(work: URL) -> String {
        guard let sqlite3 = ProcessTimer.which("sqlite3") else {
            return "sqlite3 not found: install the sqlite3 package\n"
        }
        let animdb = ProcessTimer.animdb
        let store = work.appendingPathComponent("startup.sqlite").path
        let env = ["ANIMDB_DB": store, "HOME": work.path, "ANIMDB_AUTHOR": "bench"]
        ProcessTimer.time(animdb, ["list"], environment: env)  // create and seed once, outside the timing
        let raw = work.appendingPathComponent("startup-raw.sqlite").path
        try? FileManager.default.removeItem(atPath: raw)
        try? FileManager.default.copyItem(atPath: store, toPath: raw)
        let runs = 41
        // Interleaved, so both sides of each ratio see the same machine load.
        var version: [Double] = []
        var select: [Double] = []
        var add: [Double] = []
        var insert: [Double] = []
        for i in 0..<runs {
            version.append(ProcessTimer.time(animdb, ["--version"], environment: env))
            select.append(ProcessTimer.time(sqlite3, [raw, "select 1"]))
            add.append(
                ProcessTimer.time(
                    animdb, ["add", "preset", "bench-\(i)", "--type", "polygon", "--set", "sides=5"], environment: env))
            insert.append(ProcessTimer.time(sqlite3, [raw, insertSQL(i)]))
        }
        func median(_ samples: [Double]) -> Double { samples.sorted()[samples.count / 2] }
        func row(_ label: String, _ mine: [Double], _ baselineLabel: String, _ baseline: [Double]) -> String {
            let (a, b) = (median(mine), median(baseline))
            return "| \(label) | \(ProcessTimer.ms(a)) | \(baselineLabel) \(ProcessTimer.ms(b)) | "
                + "\(String(format: "%.2f", a / b)) | ≤ 2× |\n"
        }
        return "| measurement (whole process, median of \(runs)) | animdb | baseline | ratio | goal |\n"
            + "|---|---:|---:|---:|---|\n"
            + row("--version", version, "sqlite3 DB 'select 1'", select)
            + row("add preset", add, "sqlite3 DB \"INSERT …\"", insert)
    }

    /// The rows `animdb add preset` writes (the preset and its revision), in one transaction.
    static func insertSQL(_ i: Int) -> String {
        let id = UUID().uuidString.lowercased()
        let hash = String(repeating: "a", count: 64)
        let time = "2026-11-29T00:00:00.000Z"
        let content =
            #"{"description":"","ignored":[],"name":"raw-\#(i)","parameters":[{"name":"sides","value":"5"}],"tags":[],"type":"polygon"}"#
        return """
            PRAGMA foreign_keys=ON; PRAGMA busy_timeout=5000; PRAGMA synchronous=NORMAL; BEGIN IMMEDIATE;
            INSERT INTO presets(id,name,type,description,content_json,hash,revision,created_at,updated_at)
            VALUES('\(id)','raw-\(i)','polygon','','\(content)','\(hash)',1,'\(time)','\(time)');
            INSERT INTO revisions(object_id,object_kind,revision,hash,parent_hash,name,content_json,created_at,author,deleted,message)
            VALUES('\(id)','preset',1,'\(hash)',NULL,'raw-\(i)','\(content)','\(time)','bench',0,'');
            COMMIT;
            """
    }
}
