import AnimDBEngine
import AnimDBGeometry
import AnimDBModel
import AnimDBResolve
import AnimDBStore
import Foundation

/// The evaluation contract's cost: the same random times of a timeline asked in increasing order (as a stream is) and
/// shuffled (each probe restarting from the latest checkpoint before it), in-process, per sample, with their ratio.
enum ProbeBench {
    static func run(samples: Int = 200_000, repetitions: Int = 3) -> String {
        let presets = Dictionary(uniqueKeysWithValues: DemoLibrary.presets.map { ($0.id, $0) })
        var cases: [(String, ViewSpec)] = DemoLibrary.resolvedTimelines
            .filter { ["shake-login", "morph-tap", "polygon-morph", "rect-grow"].contains($0.name) }
            .map { ($0.name, try! ViewSpec(timeline: $0, presets: presets)) }
        // A stateful animation that never ends: a repeating spring, probed far into its run.
        let scale = try! ViewSpec.Item(name: "scale", type: PresetTypeCatalog.type(named: "scale")!, values: [:])
        cases.append(
            (
                "scale .bouncy.repeatForever()",
                ViewSpec(
                    items: [scale],
                    transactions: [
                        .init(
                            time: 0, animation: .bouncy.repeatForever(),
                            assignments: [.init(.init(item: 0, parameter: "scale"), .double(2))])
                    ])
            ))
        var out = "| timeline | span | in order ns/sample | shuffled ns/sample | shuffled/in order |\n"
        out += "|---|---:|---:|---:|---:|\n"
        for (name, view) in cases {
            let evaluator = try! TimelineEvaluator(view: view)
            // Long enough that checkpoints matter: the whole playing time, at least 60 s.
            let span = max(evaluator.timing.playLength, 60)
            var rng = SystemRandomNumberGenerator()
            let shuffled = (0..<samples).map { _ in Double.random(in: 0...span, using: &rng) }
            let sorted = shuffled.sorted()
            let inOrder = Harness.best(repetitions) { sum(evaluator, sorted) } / Double(samples)
            let random = Harness.best(repetitions) { sum(evaluator, shuffled) } / Double(samples)
            out += "| \(name) | \(String(format: "%.0f s", span)) | \(format(inOrder)) | \(format(random)) | "
            out += "\(String(format: "%.1f", random / inOrder)) |\n"
        }
        return out
    }

    /// Asks a fresh copy of `evaluator` for every time in `times`, in that order.
    private static func sum(_ evaluator: TimelineEvaluator, _ times: [Double]) -> Double {
        var copy = evaluator
        var sum = 0.0
        for time in times { sum += checksum(copy.values(at: time)) }
        return sum
    }

    private static func checksum(_ values: [ParameterValue]) -> Double {
        values.reduce(0) { $0 + ($1.components.first ?? 0) }
    }

    private static func format(_ nanos: Double) -> String { String(format: nanos < 10 ? "%.2f" : "%.0f", nanos) }
}
