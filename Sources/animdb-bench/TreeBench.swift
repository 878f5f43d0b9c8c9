import AnimDBEngine
import AnimDBGeometry
import AnimDBModel
import AnimDBResolve
import Foundation

/// Issue 17's frame figure: a view tree of about 500 nodes (a settings-like list of rows, each an HStack of a shape, a
/// label and a toggle, with a badge overlay) whose state change animates every row's geometry, evaluated and drawn as
/// one scene per frame (`TimelineEvaluator.scene(at:size:)`: values, transitions, layout, box animation, scene),
/// beside the baseline measured in the same run: building the scene of the same view at rest (layout and drawing, no
/// animation). Goal: ≤ 1 ms per 500-node frame.
enum TreeBench {
    static func run(repetitions: Int = 5) -> String {
        let rows = Int(ProcessInfo.processInfo.environment["ANIMDB_BENCH_ROWS"] ?? "") ?? 83
        let row = """
            HStack(spacing: 12) {
                Circle().fill(.blue).frame(width: wide ? 40 : 24, height: 24)
                Text("Row").font(.body)
                Spacer()
                Toggle("On", isOn: $wide)
            }
            .overlay(alignment: .topTrailing) { Circle().fill(.red).frame(width: 8, height: 8) }
            .padding(.horizontal)
            """
        let view = "VStack(spacing: 4) {\n" + Array(repeating: row, count: rows).joined(separator: "\n") + "\n}"
        let syntax = ViewSyntax { _ in nil }
        let tree = try! syntax.tree(view, states: ["wide": .bool])
        let timeline = Timeline(
            name: "bench", view: tree, state: [Timeline.StateVariable(name: "wide", type: "bool", value: "false")],
            changes: [
                Timeline.Change(
                    at: 0, animation: ".spring(duration: 1)",
                    [Timeline.Assignment(.state("wide"), .set, "true")])
            ])
        let fresh = try! TimelineEvaluator(timeline: timeline, presets: [:])
        let size = AnimDBEngine.CGSize(width: 390, height: 3000)
        var counter = fresh
        let nodes = counter.scene(at: 0.5, size: size).nodes.count
        let frames = 60
        let animated = Harness.best(repetitions) {
            var evaluator = fresh
            var sum = 0.0
            for frame in 0..<frames { sum += Double(evaluator.scene(at: 0.01 + Double(frame) / 60, size: size).nodes.count) }
            return sum
        } / Double(frames)
        let rest = Harness.best(repetitions) {
            var evaluator = fresh
            var sum = 0.0
            for _ in 0..<frames { sum += Double(evaluator.scene(at: 5, size: size).nodes.count) }
            return sum
        } / Double(frames)
        var out = "tree: \(tree.nodeCount) nodes (\(nodes) drawn elements), every row's geometry animating under a spring\n"
        out += "| measurement | µs per frame | vs at rest | goal |\n|---|---:|---:|---|\n"
        out += "| scene(at:) while animating | \(String(format: "%.1f", animated / 1000)) | "
        out += String(format: "%.2f×", animated / rest) + " | ≤ 1000 µs |\n"
        out += "| scene(at:) at rest (baseline) | \(String(format: "%.1f", rest / 1000)) | 1.00× | |\n"
        return out
    }
}
