import AnimDBEngine
import AnimDBGeometry
import AnimDBResolve
import Foundation
import Testing

@testable import AnimDBLottie

/// Layer motion as players draw it: along curved motion paths (spatial tangents, by arc length) and turned along
/// them by auto-orient (`ao`), as rlottie's `Value<T, Position>` does. Expected positions and angles are worked out by
/// hand from the Bézier; the import is checked against them and against `LottieFrame` at every frame.
@Suite struct MotionImportTests {
    /// A 20 × 4 bar on a layer moving from `from` to `to` over frames 0–20, with the keyframe's tangents.
    static func document(from: [Double], to: [Double], out: [Double], into: [Double], autoOrient: Bool) throws
        -> LottieDocument
    {
        let bar = #"{"ty": "rc", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [20, 4]}, "r": {"a": 0, "k": 0}}"#
        let fill = #"{"ty": "fl", "c": {"a": 0, "k": [0, 0, 1]}, "o": {"a": 0, "k": 100}}"#
        let shapes = "[\(bar), \(fill)]"
        let json = """
            {"v": "5.7.0", "fr": 30, "ip": 0, "op": 24, "w": 200, "h": 100, "layers": [
             {"ty": 4, "ind": 1, "nm": "bar", "ip": 0, "op": 24, "st": 0, "ao": \(autoOrient ? 1 : 0),
              "ks": {"p": {"a": 1, "k": [{"t": 0, "s": \(from), "to": \(out), "ti": \(into)}, {"t": 20, "s": \(to)}]}},
              "shapes": \(shapes)}]}
            """
        return try LottieReader().read(Data(json.utf8))
    }

    static func bounds(_ document: LottieDocument, frame: Double) throws -> CGRect {
        let shapes = try ModifierImportTests.drawn(document, frame: frame)
        return try #require(shapes.first).bounds
    }

    /// Half way through a symmetric curve (0, 50) → (100, 50) pulled up by tangents (0, −40), the layer is at the
    /// curve's midpoint B(½) = (50, 20), not on the chord; the curve starts straight up.
    @Test func aCurvedMotionPathIsFollowed() throws {
        let document = try Self.document(
            from: [0, 50], to: [100, 50], out: [0, -40], into: [0, -40], autoOrient: false)
        let middle = try Self.bounds(document, frame: 10)
        #expect(abs(middle.midX - 50) < 1e-3 && abs(middle.midY - 20) < 1e-3, "\(middle)")
        let problems = try TreeImportTests.problems(document, frames: 24)
        #expect(problems.isEmpty, "\(problems.prefix(4))")
    }

    /// Auto-orient adds the path's direction to the rotation: 45° all along a diagonal (tangents of zero still
    /// count, as in rlottie), none at or before the first keyframe and from the last on; on the curve, level at
    /// its midpoint and close to upright near its start.
    @Test(arguments: [
        // frame, expected bounds width, height
        (0.0, 20.0, 4.0), (5.0, 24 / 2.0.squareRoot(), 24 / 2.0.squareRoot()),
        (15.0, 24 / 2.0.squareRoot(), 24 / 2.0.squareRoot()), (20.0, 20.0, 4.0),
    ])
    func autoOrientTurnsALayerAlongItsPath(frame: Double, width: Double, height: Double) throws {
        let diagonal = try Self.document(from: [50, 0], to: [150, 100], out: [0, 0], into: [0, 0], autoOrient: true)
        let plan = try LottieImporter.plan(diagonal, name: "ao")
        #expect(!plan.skipped.contains { $0.contains("auto-orient") }, "\(plan.skipped)")
        let box = try Self.bounds(diagonal, frame: frame)
        #expect(abs(box.width - width) < 1e-3 && abs(box.height - height) < 1e-3, "frame \(frame): \(box)")
        let problems = try TreeImportTests.problems(diagonal, frames: 24)
        #expect(problems.isEmpty, "\(problems.prefix(4))")

        let curve = try Self.document(from: [0, 50], to: [100, 50], out: [0, -40], into: [0, -40], autoOrient: true)
        let level = try Self.bounds(curve, frame: 10)
        #expect(abs(level.width - 20) < 1e-3 && abs(level.height - 4) < 1e-3, "\(level)")
        let early = try Self.bounds(curve, frame: 1)
        #expect(early.height > early.width, "\(early)")
        let curveProblems = try TreeImportTests.problems(curve, frames: 24)
        #expect(curveProblems.isEmpty, "\(curveProblems.prefix(4))")
    }
}

/// Time remapping (`tm` on a precomposition layer): its layers show the precomposition's frame tm × fps at each of
/// the layer's frames, on any curve — here played backwards, then held — in and out points included.
@Suite struct TimeRemapImportTests {
    @Test(arguments: [0.0, 6.0])
    func aTimeRemappedPrecompositionShowsTheRemappedFrame(start: Double) throws {
        // The dot moves 0 → 100 over inner frames 0–20 and shows only from inner frame 4; the remap runs from
        // 20/30 s down to 0 over frames 0–10 (eased), then holds at 0.
        let json = """
            {"v": "5.7.0", "fr": 30, "ip": 0, "op": 24, "w": 200, "h": 100,
             "assets": [{"id": "inner", "layers": [
               {"ty": 4, "ind": 1, "nm": "dot", "ip": 4, "op": 100, "st": 0,
                "ks": {"p": {"a": 1, "k": [{"t": 0, "s": [0, 50]}, {"t": 20, "s": [100, 50]}]}},
                "shapes": [{"ty": "el", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [10, 10]}},
                           {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0]}, "o": {"a": 0, "k": 100}}]}]}],
             "layers": [{"ty": 0, "ind": 1, "nm": "comp", "refId": "inner", "w": 200, "h": 100, "ip": 0, "op": 24,
                         "st": \(start), "ks": {},
                         "tm": {"a": 1, "k": [{"t": 0, "s": [0.6666666666666666], "o": {"x": [0.5], "y": [0]},
                                               "i": {"x": [0.5], "y": [1]}}, {"t": 10, "s": [0]}]}}]}
            """
        let document = try LottieReader().read(Data(json.utf8))
        let plan = try LottieImporter.plan(document, name: "tm")
        #expect(!plan.skipped.contains { $0.contains("time remap") }, "\(plan.skipped)")
        // The remap is read at the composition's frame whatever the layer's start (rlottie skips `st` under a
        // remap): at frame 0 its first value, inner frame 20, the dot at x = 100.
        let shapes = try ModifierImportTests.drawn(document, frame: 0)
        #expect(shapes.count == 1 && abs((shapes.first?.bounds.midX ?? 0) - 100) < 1e-3, "\(shapes)")
        // Once the remap is at inner frame 0 (before the dot's in point, 4) nothing shows.
        #expect(try ModifierImportTests.drawn(document, frame: 10).isEmpty)
        let problems = try TreeImportTests.problems(document, frames: 24)
        #expect(problems.isEmpty, "\(problems.prefix(4))")
    }
}

/// An outline shrunk to a point (a star of radius 0) draws nothing, as in players; SVG would draw a round join's dot.
@Suite struct PointOutlineImportTests {
    @Test func aStarOfRadiusZeroDrawsNothing() throws {
        let star = """
            {"ty": "sr", "sy": 1, "p": {"a": 0, "k": [100, 50]}, "pt": {"a": 0, "k": 5}, "r": {"a": 0, "k": 0},
             "or": {"a": 1, "k": [{"t": 0, "s": [0]}, {"t": 10, "s": [40]}]},
             "ir": {"a": 1, "k": [{"t": 0, "s": [0]}, {"t": 10, "s": [20]}]},
             "os": {"a": 0, "k": 0}, "is": {"a": 0, "k": 0}}
            """
        let stroke = """
            {"ty": "st", "c": {"a": 0, "k": [1, 0, 0]}, "o": {"a": 0, "k": 100}, "w": {"a": 0, "k": 6}, "lc": 2, "lj": 2}
            """
        let document = try ModifierImportTests.document("[\(star), \(stroke)]")
        let plan = try LottieImporter.plan(document, name: "star")
        var evaluator = try TimelineEvaluator(timeline: try #require(plan.timelines.first), presets: [:])
        func outlines(_ frame: Double) -> [Path] {
            evaluator.scene(at: frame / 30, size: CGSize(width: 200, height: 100)).nodes.compactMap { node in
                if case .shape(let shape) = node.content, !shape.path.isEmpty { return shape.path }
                return nil
            }
        }
        #expect(outlines(0).isEmpty)
        let grown = outlines(10)
        #expect(grown.count == 1 && abs(Double(grown[0].boundingRect.height) - 40 * (1 + cos(.pi / 5))) < 1e-6)
    }
}

/// Rounded polystars as players build them (rlottie's `addPolygon`/`addPolystar`, lottie-web's and lottie-android's
/// polystar paths): each edge a cubic with handles along the circle's tangents at its ends.
@Suite struct RoundedPolystarImportTests {
    /// A square polygon of radius 40 with roundness 100: from the top vertex (0, −R) each edge runs to the next
    /// with handles R · 0.25 long along the tangents, e.g. (0, −R), (L, −R), (R, −L), (R, 0).
    @Test func aRoundedPolygonBendsEachEdgeAlongTheTangents() throws {
        let polygon = """
            {"ty": "sr", "sy": 2, "p": {"a": 0, "k": [100, 50]}, "pt": {"a": 0, "k": 4}, "r": {"a": 0, "k": 0},
             "or": {"a": 0, "k": 40}, "os": {"a": 0, "k": 100}}
            """
        let fill = #"{"ty": "fl", "c": {"a": 0, "k": [1, 0, 0]}, "o": {"a": 0, "k": 100}}"#
        let document = try ModifierImportTests.document("[\(polygon), \(fill)]")
        let (r, l) = (40.0, 10.0)
        func at(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: 100 + x, y: 50 + y) }
        let expected = Path(elements: [
            .move(to: at(0, -r)),
            .curve(to: at(r, 0), control1: at(l, -r), control2: at(r, -l)),
            .curve(to: at(0, r), control1: at(r, l), control2: at(l, r)),
            .curve(to: at(-r, 0), control1: at(-l, r), control2: at(-r, l)),
            .curve(to: at(0, -r), control1: at(-r, -l), control2: at(-l, -r)),
            .closeSubpath,
        ])
        let shown = try #require(LottieFrame(document.animation, frame: 0).shapes.first)
        #expect(SceneComparison.distance(shown.path, expected, enough: 1e-6) < 1e-6)
        let problems = try TreeImportTests.problems(document, frames: 2)
        #expect(problems.isEmpty, "\(problems.prefix(4))")
    }

    /// A star with both roundnesses and a fractional point count imports as the outline players draw.
    @Test(arguments: [5.0, 4.5])
    func aRoundedStarImportsAsPlayersDrawIt(points: Double) throws {
        let star = """
            {"ty": "sr", "sy": 1, "p": {"a": 0, "k": [100, 50]}, "pt": {"a": 0, "k": \(points)}, "r": {"a": 0, "k": 20},
             "or": {"a": 0, "k": 40}, "ir": {"a": 0, "k": 18}, "os": {"a": 0, "k": 60}, "is": {"a": 0, "k": 30}}
            """
        let stroke = #"{"ty": "st", "c": {"a": 0, "k": [0, 0, 1]}, "o": {"a": 0, "k": 100}, "w": {"a": 0, "k": 2}}"#
        let document = try ModifierImportTests.document("[\(star), \(stroke)]")
        let shown = try #require(LottieFrame(document.animation, frame: 0).shapes.first)
        // Curved edges: the outline has cubics, and its top reaches the rounded tip's curve, not a sharp vertex.
        #expect(shown.path.elements.contains { if case .curve = $0 { true } else { false } })
        let problems = try TreeImportTests.problems(document, frames: 2)
        #expect(problems.isEmpty, "\(problems.prefix(4))")
    }
}
