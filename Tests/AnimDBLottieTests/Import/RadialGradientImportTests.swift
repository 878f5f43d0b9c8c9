import AnimDBEngine
import AnimDBGeometry
import AnimDBModel
import AnimDBResolve
import Foundation
import Testing

@testable import AnimDBLottie

/// A radial gradient fill (`gf` with `t` 2) imports as SwiftUI's `RadialGradient`: its centre the start point (as a
/// unit point of the canvas the layer is laid out in), its radius the distance to the end point, from radius 0, as
/// rlottie's `GradientFill` draws it; and a RadialGradient exports as one whose stops keep their distances.
@Suite struct RadialGradientImportTests {
    @Test func aRadialFillImportsAsARadialGradient() throws {
        let shapes = """
            [{"ty": "el", "p": {"a": 0, "k": [100, 50]}, "s": {"a": 0, "k": [80, 80]}},
             {"ty": "gf", "t": 2, "s": {"a": 0, "k": [100, 50]}, "e": {"a": 0, "k": [130, 90]}, "o": {"a": 0, "k": 100},
              "g": {"p": 2, "k": {"a": 0, "k": [0, 1, 1, 0, 1, 0, 0, 1]}}}]
            """
        let document = try ModifierImportTests.document(shapes)
        let plan = try LottieImporter.plan(document, name: "r")
        let timeline = try #require(plan.timelines.first)
        var evaluator = try TimelineEvaluator(timeline: timeline, presets: [:])
        let scene = evaluator.scene(at: 0, size: CGSize(width: 200, height: 100))
        let paints = scene.nodes.compactMap { node -> Paint? in
            guard case .shape(let shape) = node.content, case .fill(let paint, _)? = shape.layers.first else {
                return nil
            }
            return paint
        }
        guard case .radialGradient(let radial)? = paints.first else {
            Issue.record("expected a radial gradient, got \(paints)")
            return
        }
        // 30 across and 40 down: a radius of 50.
        #expect(abs(radial.endRadius - 50) < 1e-9 && radial.startRadius == 0)
        #expect(
            radial.gradient.stops.map(\.color) == [Color(red: 1, green: 1, blue: 0), Color(red: 0, green: 0, blue: 1)])
    }
}
