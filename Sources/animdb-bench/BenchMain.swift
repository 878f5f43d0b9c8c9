import AnimDBEngine
import AnimDBModel
import AnimDBResolve
import AnimDBStore
import AnimDBSync
import AnimDBSyntax
import Foundation

/// `animdb-bench [engine|store|play|probe …]`: prints figures you can quote, each beside a baseline measured in the
/// same run (the same math in C, or the `sqlite3` shell doing the same work).
enum BenchMain {
    static func run(_ arguments: [String]) -> Int32 {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("animdb-bench-\(getpid())")
        try? FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let suites: [(name: String, run: () -> String)] = [
            ("engine", { EngineBench.run() }),
            ("startup", { StartupBench.run(work: work) }),
            ("store", { StoreBench.run(work: work) }),
            ("play", { PlayBench.run(work: work) }),
            ("probe", { ProbeBench.run() }),
            ("parse", { ParseBench.run() }),
            ("images", { ImagesBench.run(work: work) }),
            ("layout", { LayoutBench.run() }),
            ("tree", { TreeBench.run() }),
            ("effects", { EffectsBench.run() }),
            ("swift", { SwiftBench.run() }),
            (
                "sync",
                {
                    do { return try SyncBench.run(workDirectory: work) } catch {
                        return "sync benchmark failed: \(error)\n"
                    }
                }
            ),
        ]
        let selected = arguments.isEmpty ? suites.map(\.name) : arguments
        for name in selected {
            guard let suite = suites.first(where: { $0.name == name }) else {
                let names = suites.map(\.name).joined(separator: ", ")
                FileHandle.standardError.write(Data("Error: unknown suite '\(name)' (one of: \(names))\n".utf8))
                return 64
            }
            print("## animdb-bench \(suite.name) (engine \(EngineVersion.current))\n")
            print(suite.run())
        }
        return 0
    }
}
