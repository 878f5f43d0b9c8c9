import AnimDBEngine
import Foundation

/// `animdb-bench [engine|…]`: prints figures you can quote, each as a ratio against a baseline measured in the
/// same run.
enum BenchMain {
    static func run(_ arguments: [String]) -> Int32 {
        let suites: [(name: String, run: () -> String)] = [
            ("engine", { EngineBench.run() })
        ]
        let selected = arguments.isEmpty ? suites.map(\.name) : arguments
        for name in selected {
            guard let suite = suites.first(where: { $0.name == name }) else {
                FileHandle.standardError.write(Data("Error: unknown suite '\(name)' (one of: \(suites.map(\.name).joined(separator: ", ")))\n".utf8))
                return 64
            }
            print("## animdb-bench \(suite.name) (engine \(EngineVersion.current))\n")
            print(suite.run())
        }
        return 0
    }
}
