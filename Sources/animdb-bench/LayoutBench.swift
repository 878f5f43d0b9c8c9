import AnimDBEngine
import AnimDBGeometry
import Foundation

/// Issue 17's layout figures: view trees of about 500 nodes laid out once per frame (`LayoutTree` flattening them,
/// then one layout pass), beside a baseline measured in the same run: a walk that visits every node of the same tree
/// once (the least any pass over it costs). Goal: far under 1 ms per frame for 500 nodes.
enum LayoutBench {
    static func run(repetitions: Int = 7) -> String {
        let cases: [(String, LayoutNode)] = [
            ("settings list (50 rows)", settingsList(rows: 50)),
            ("article demos (19 copies)", articleDemos(copies: 19)),
            ("alternating stacks, 8 deep", alternating(depth: 8)),
            ("wrapped text (166 paragraphs)", paragraphs(166)),
        ]
        let canvas = AnimDBEngine.CGSize(width: 390, height: 844)
        var out =
            "layout: a tree flattened and laid out per frame in 390 × 844, beside a walk visiting each node once\n"
        out += "(the baseline, same run); goal: far under 1 ms per 500-node frame\n\n"
        out += "| tree | nodes | measurements | flatten + layout µs | layout µs | walk µs | layout/walk | frames/s |\n"
        out += "|---|---:|---:|---:|---:|---:|---:|---:|\n"
        for (name, root) in cases {
            let tree = try! LayoutTree(root)
            let frames = 200
            let measured = try! tree.layout(in: canvas).measurementCount
            let full =
                Harness.best(repetitions) {
                    var sum = 0.0
                    for _ in 0..<frames { sum += checksum(try! LayoutTree(root).layout(in: canvas)) }
                    return sum
                } / Double(frames)
            let pass =
                Harness.best(repetitions) {
                    var sum = 0.0
                    for _ in 0..<frames { sum += checksum(try! tree.layout(in: canvas)) }
                    return sum
                } / Double(frames)
            let walk =
                Harness.best(repetitions) {
                    var sum = 0.0
                    for _ in 0..<frames { sum += visit(root) }
                    return sum
                } / Double(frames)
            out += "| \(name) | \(tree.count) | \(measured) | \(micro(full)) | \(micro(pass)) | \(micro(walk)) | "
            out += String(format: "%.1f", pass / walk) + " | " + String(format: "%.0f", 1e9 / full) + " |\n"
        }
        return out
    }

    private static func micro(_ nanos: Double) -> String { String(format: "%.1f", nanos / 1000) }

    private static func checksum(_ result: LayoutResult) -> Double {
        Double(result.frame(of: result.count - 1).maxY) + Double(result.count)
    }

    /// Visits every node once, doing a little arithmetic per node (the baseline).
    private static func visit(_ node: LayoutNode) -> Double {
        var sum = 1.0
        for child in node.children { sum += visit(child) * 0.5 }
        return sum
    }

    /// Rows of a settings screen: a title, a spacer, a bordered button, a switch and a padded swatch.
    static func settingsList(rows: Int) -> LayoutNode {
        LayoutNode.vStack(
            alignment: .leading,
            (0..<rows).map { index in
                LayoutNode.hStack([
                    .text("Setting number \(index)"), .spacer(), .button("Edit", style: .bordered),
                    .toggle("", isOn: index % 2 == 0),
                    .color(.red).frame(width: 20, height: 20).padding(2).background(.color(.gray)),
                ])
            }
        ).padding()
    }

    /// The articles' arc, wave and login views side by side, repeated.
    static func articleDemos(copies: Int) -> LayoutNode {
        let arc = LayoutNode.vStack(
            spacing: 32,
            [
                .shape(Arc(startAngle: .zero, endAngle: .degrees(180), clockwise: false)).frame(
                    width: 200, height: 200),
                .button("Animasikan Arc", style: .borderedProminent),
            ]
        ).padding()
        let wave = LayoutNode.vStack(
            spacing: 24,
            [
                .shape(Wave(amplitude: 30, frequency: 3, phase: 0)).frame(height: 150),
                .hStack(
                    spacing: 16,
                    [.button("Gelombang Rendah", style: .bordered), .button("Gelombang Tinggi", style: .bordered)]),
            ]
        ).padding()
        let login = LayoutNode.vStack(
            alignment: .leading,
            [.text("Enter username"), .textField("username", style: .roundedBorder).offset(x: 5), .button("Check")]
        ).padding()
        let card = LayoutNode.vStack([
            LayoutNode.text("Hey DevTechie, \nShake me!", font: .largeTitle, alignment: .trailing).padding()
                .background(.shape(RoundedRectangle(cornerRadius: 10))),
            .button("Shake"),
        ]).padding()
        return LayoutNode.navigationStack(
            LayoutNode.vStack((0..<copies).map { _ in LayoutNode.hStack([arc, wave, login, card]) })
                .navigationTitle("Demos"))
    }

    /// A complete binary tree of stacks alternating between horizontal and vertical, with text and colour leaves.
    static func alternating(depth: Int) -> LayoutNode {
        guard depth > 0 else { return depth % 2 == 0 ? .text("leaf") : .color(.blue) }
        let children = [alternating(depth: depth - 1), alternating(depth: depth - 1)]
        return depth % 2 == 0 ? .hStack(children) : .vStack(children)
    }

    /// Paragraphs of text that wrap in the column.
    static func paragraphs(_ count: Int) -> LayoutNode {
        let text = "SwiftUI lays out a view tree in one pass: each parent proposes a size, each child chooses its own"
        return LayoutNode.vStack(
            alignment: .leading, spacing: 4,
            (0..<count).map { index in
                LayoutNode.hStack(alignment: .firstTextBaseline, [.text("\(index)."), .text(text, font: .callout)])
            }
        ).padding()
    }
}
