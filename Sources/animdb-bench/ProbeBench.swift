import AnimDBEngine
import AnimDBGeometry
import AnimDBResolve
import AnimDBStore
import Foundation

/// The evaluation contract's cost: the same timeline sampled as a 60 fps stream and as probes at random times in
/// random order (which restart from checkpoints), in-process, per sample, with their ratio.
enum ProbeBench {
    static func run(samples: Int = 200_000, repetitions: Int = 3) -> String {
        var cases: [(String, ViewSpec)] = DemoLibrary.entries
            .filter { ["shake-login", "morph-tap", "polygon-morph", "rect-grow"].contains($0.timeline.name) }
            .map { ($0.timeline.name, try! ViewSpec(preset: $0.preset, timeline: $0.timeline)) }
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
        var out = "| timeline | span | stream ns/frame | random probes ns/probe | probes/stream |\n"
        out += "|---|---:|---:|---:|---:|\n"
        for (name, view) in cases {
            let evaluator = try! TimelineEvaluator(view: view)
            // Long enough that checkpoints matter: the whole playing time, at least 60 s.
            let span = max(evaluator.timing.playLength, 60)
            var rng = SystemRandomNumberGenerator()
            let probes = (0..<samples).map { _ in Double.random(in: 0...span, using: &rng) }
            let stream = best(repetitions) {
                var copy = evaluator
                var sum = 0.0
                for frame in 0..<samples {
                    let time = span * Double(frame) / Double(samples)
                    sum += checksum(copy.values(at: time))
                }
                return sum
            }
            let random = best(repetitions) {
                var copy = evaluator
                var sum = 0.0
                for time in probes { sum += checksum(copy.values(at: time)) }
                return sum
            }
            let perFrame = stream / Double(samples)
            let perProbe = random / Double(samples)
            out += "| \(name) | \(String(format: "%.0f s", span)) | \(format(perFrame)) | \(format(perProbe)) | "
            out += "\(String(format: "%.1f", perProbe / perFrame)) |\n"
        }
        return out
    }

    private static func checksum(_ values: [ParameterValue]) -> Double {
        values.reduce(0) { $0 + ($1.components.first ?? 0) }
    }

    private static func best(_ repetitions: Int, _ body: () -> Double) -> Double {
        var fastest = Double.infinity
        var sink = 0.0
        for _ in 0..<repetitions {
            let start = DispatchTime.now().uptimeNanoseconds
            sink += body()
            fastest = min(fastest, Double(DispatchTime.now().uptimeNanoseconds - start))
        }
        if sink.isNaN { print("checksum: \(sink)") }
        return fastest
    }

    private static func format(_ nanos: Double) -> String { String(format: nanos < 10 ? "%.2f" : "%.0f", nanos) }
}
