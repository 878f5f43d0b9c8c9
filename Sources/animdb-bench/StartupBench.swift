import Foundation

/// Issue 11's start-up figures, each against the `sqlite3` shell doing the same in the same run: `animdb --version`
/// (a process that starts and exits) against `sqlite3 DB 'select 1'`, and `animdb add preset` against
/// `sqlite3 DB "INSERT …"` of the same rows (the preset and its revision, in one transaction).
///
/// `ANIMDB_BENCH_ALSO=label=/path/to/animdb,…` adds rows for other builds measured in the same run, such as one
/// linked with `--static-swift-stdlib`.
enum StartupBench {
    static func run(work: URL) -> String {
        guard let sqlite3 = ProcessTimer.which("sqlite3") else {
            return "sqlite3 not found: install the sqlite3 package\n"
        }
        var builds = [(label: "", url: ProcessTimer.animdb)]
        for entry in (ProcessInfo.processInfo.environment["ANIMDB_BENCH_ALSO"] ?? "").split(separator: ",") {
            let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { continue }
            builds.append((" (\(parts[0]))", URL(fileURLWithPath: parts[1])))
        }
        let environments = builds.indices.map { index in
            let store = work.appendingPathComponent("startup-\(index).sqlite").path
            let env = ["ANIMDB_DB": store, "HOME": work.path, "ANIMDB_AUTHOR": "bench"]
            ProcessTimer.time(builds[index].url, ["list"], environment: env)  // create and seed, outside the timing
            return env
        }
        let raw = work.appendingPathComponent("startup-raw.sqlite").path
        try? FileManager.default.removeItem(atPath: raw)
        try? FileManager.default.copyItem(atPath: environments[0]["ANIMDB_DB"]!, toPath: raw)
        let runs = 41
        // Interleaved, so every side of every ratio sees the same machine load.
        var version = builds.map { _ in [Double]() }
        var add = builds.map { _ in [Double]() }
        var select: [Double] = []
        var insert: [Double] = []
        for i in 0..<runs {
            select.append(ProcessTimer.time(sqlite3, [raw, "select 1"]))
            insert.append(ProcessTimer.time(sqlite3, [raw, insertSQL(i)]))
            for (index, build) in builds.enumerated() {
                version[index].append(ProcessTimer.time(build.url, ["--version"], environment: environments[index]))
                add[index].append(
                    ProcessTimer.time(
                        build.url, ["add", "preset", "bench-\(i)", "--type", "polygon", "--set", "sides=5"],
                        environment: environments[index]))
            }
        }
        func median(_ samples: [Double]) -> Double { samples.sorted()[samples.count / 2] }
        func row(_ label: String, _ mine: [Double], _ baselineLabel: String, _ baseline: [Double]) -> String {
            let (a, b) = (median(mine), median(baseline))
            return "| \(label) | \(ProcessTimer.ms(a)) | \(baselineLabel) \(ProcessTimer.ms(b)) | "
                + "\(String(format: "%.2f", a / b)) | ≤ 2× |\n"
        }
        var table =
            "| measurement (whole process, median of \(runs)) | animdb | baseline | ratio | goal |\n|---|---:|---:|---:|---|\n"
        for (index, build) in builds.enumerated() {
            table += row("--version\(build.label)", version[index], "sqlite3 DB 'select 1'", select)
            table += row("add preset\(build.label)", add[index], "sqlite3 DB \"INSERT …\"", insert)
        }
        return table
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
