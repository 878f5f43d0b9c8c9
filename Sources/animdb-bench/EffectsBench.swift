import AnimDBEngine
import AnimDBGeometry
import AnimDBModel
import AnimDBRender
import AnimDBResolve
import Foundation

/// Issue 19's filter figure: writing one frame's SVG (`SVGWriter.scene`) of a glowing button — a capsule with its
/// label, the article-style card under it — with a shadow and a blur on the button, beside the same frame without
/// them, measured in the same run. Goal: a blur or shadow makes a frame's SVG at most 2× slower to write.
enum EffectsBench {
    static func run(repetitions: Int = 7) -> String {
        func scene(_ effects: String) -> Scene {
            let view = """
                VStack(spacing: 24) {
                    RoundedRectangle(cornerRadius: 16).fill(.orange.gradient).frame(width: 220, height: 120)
                    ZStack {
                        Capsule().fill(.blue).frame(width: 180, height: 56)
                        Text("Glow").font(.title2).foregroundStyle(.white)
                    }\(effects)
                }
                """
            let tree = try! ViewSyntax { _ in nil }.tree(view)
            var evaluator = try! TimelineEvaluator(
                timeline: Timeline(name: "bench", view: tree, state: [], changes: []), presets: [:])
            return evaluator.scene(at: 0, size: AnimDBEngine.CGSize(width: 320, height: 320))
        }
        let plain = scene("")
        let filtered = scene(".shadow(color: .blue, radius: 12, x: 0, y: 4).blur(radius: 2)")
        let writes = 400
        func measure(_ scene: Scene) -> Double {
            Harness.best(repetitions) {
                var bytes = 0
                for _ in 0..<writes { bytes += SVGWriter.scene(scene).utf8.count }
                return Double(bytes)
            } / Double(writes)
        }
        let without = measure(plain)
        let with = measure(filtered)
        var out =
            "effects: one frame's SVG of a glowing button (\(plain.nodes.count) nodes), \(writes) writes, best of "
        out += "\(repetitions)\n"
        out += "| measurement | µs per frame | vs without | goal |\n|---|---:|---:|---|\n"
        out += "| SVGWriter.scene with shadow + blur | \(String(format: "%.1f", with / 1000)) | "
        out += String(format: "%.2f×", with / without) + " | ≤ 2× |\n"
        out += "| SVGWriter.scene without (baseline) | \(String(format: "%.1f", without / 1000)) | 1.00× | |\n"
        return out
    }
}
