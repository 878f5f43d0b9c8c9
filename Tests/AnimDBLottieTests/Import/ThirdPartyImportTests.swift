import AnimDBEngine
import AnimDBGeometry
import AnimDBModel
import AnimDBResolve
import AnimDBStore
import AnimDBSyntax
import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBLottie

/// Importing files written by python-lottie (`scripts/make_lottie_fixtures.py`), not by animdb: the timelines draw
/// at every frame what a player draws (`LottieFrame`), eased keyframes stay eased, and what animdb skips is listed.
@Suite struct ThirdPartyImportTests {
    static func document(_ name: String) throws -> LottieDocument {
        try LottieReader().read(try ThirdPartyFixtureTests.data(name))
    }

    static func evaluators(_ plan: LottieImport) throws -> [TimelineEvaluator] {
        let presets = Dictionary(uniqueKeysWithValues: plan.presets.map { ($0.id, $0) })
        return try plan.timelines.map { try TimelineEvaluator(timeline: $0, presets: presets) }
    }

    @Test(arguments: [false, true])
    func viewsDrawWhatAPlayerDrawsAtEveryFrame(split: Bool) throws {
        let document = try Self.document("views.json")
        let plan = try LottieImporter.plan(document, name: "views", split: split)
        #expect(plan.skipped.isEmpty, "\(plan.skipped)")
        if split {
            #expect(
                plan.timelines.map(\.name) == ["views-arch", "views-blob", "views-hex", "views-dot", "views-card-box"])
            #expect(plan.presets.map(\.type) == ["path", "ellipse", "polygon", "circle", "rounded-rectangle"])
        } else {
            // One timeline: a ZStack of the five layers, their content inline.
            #expect(plan.timelines.map(\.name) == ["views"])
            #expect(plan.presets.isEmpty)
            #expect(plan.timelines.first?.view.children.count == 5)
        }
        var evaluators = try Self.evaluators(plan)
        let animation = document.animation
        let size = CGSize(width: animation.width, height: animation.height)
        var problems: [String] = []
        for frame in 0..<Int(animation.outPoint) {
            var nodes: [SceneNode] = []
            for index in evaluators.indices {
                nodes += evaluators[index].scene(at: Double(frame) / animation.frameRate, size: size).nodes
            }
            // A layer outside its in and out points draws nothing; its imported view is fully transparent.
            let shown = LottieFrame(animation, frame: Double(frame))
            let visible = nodes.filter { $0.opacity > 0 || shown.shapes.count == nodes.count }
            problems += SceneComparison.problems(shown, Scene(size: size, nodes: visible)).map {
                "frame \(frame): \($0)"
            }
        }
        #expect(problems.isEmpty, "\(problems.prefix(6).joined(separator: "; "))")
        for evaluator in evaluators { #expect(abs(evaluator.timing.passLength - 1.5) < 1e-9) }
    }

    /// The rounded rectangle's size eases along python-lottie's Bézier: a `LinearKeyframe` with the same curve, not
    /// samples; the hold on the group's opacity is a `MoveKeyframe`.
    @Test func easingAndHoldsStayKeyframes() throws {
        let plan = try LottieImporter.plan(try Self.document("views.json"), name: "views", split: true)
        let card = try #require(plan.timelines.first { $0.name == "views-card-box" })
        let width = try #require(card.keyframes["size.width"])
        #expect(
            width
                == "LinearKeyframe(110, duration: 1, timingCurve: .bezier(startControlPoint: UnitPoint(x: 0.3, y: 0), endControlPoint: UnitPoint(x: 0.2, y: 1.4)))"
        )
        let opacity = try #require(card.keyframes["opacity.opacity"])
        // The move comes half a frame early: at its own instant a MoveKeyframe still shows the value before it.
        #expect(
            opacity.hasPrefix(
                "LinearKeyframe(1, duration: 0.6499999999999999); MoveKeyframe(0.6); LinearKeyframe(0.6, duration: 0.016666666666666666)"
            ), "\(opacity)")
        let dot = try #require(plan.timelines.first { $0.name == "views-dot" })
        // Shown from frame 10 to 40: an opacity that jumps.
        let shown: [Double] = [10.0 / 30, 40.0 / 30]
        #expect(dot.changes.map(\.time) == shown)
    }

    @Test func aFileWithWhatAnimdbCannotDrawListsItOneLineEach() throws {
        let plan = try LottieImporter.plan(try Self.document("unsupported.json"), name: "odd", split: true)
        let features = plan.skipped.joined(separator: "\n")
        for expected in ["masks", "expression", "precomposition", "image"] {
            #expect(features.localizedCaseInsensitiveContains(expected), "\(expected) in \(features)")
        }
        // Its trim path comes first in the layer, so it cuts nothing (a trim cuts the paths listed before it).
        #expect(!features.localizedCaseInsensitiveContains("trim"), "\(features)")
        // shapes.json scales x and y differently, which the importer says it draws with the x scale.
        let shapes = try LottieImporter.plan(try Self.document("shapes.json"), name: "shapes", split: true)
        #expect(shapes.skipped.contains { $0.contains("differs between x and y") })
        #expect(shapes.presets.map(\.type) == ["path", "path", "path"])
    }

    @Test func dotLottieArchivesImportTheirAnimation() throws {
        for name in ["shapes.lottie", "deflated.lottie"] {
            let animations = try DotLottie.animations(in: try ThirdPartyFixtureTests.data(name))
            #expect(animations.count == 1)
            let document = try LottieReader().read(animations[0].json)
            #expect(try LottieImporter.plan(document, name: "archived", split: true).timelines.count == 3)
            #expect(try LottieImporter.plan(document, name: "archived").timelines.count == 1)
        }
    }

    /// A Lottie keyframe's Bézier handles as `UnitCurve.bezier` ease the same way, to the engine's precision (it solves
    /// and rounds to 2⁻²⁰, as SwiftUI does).
    @Test func unitCurveBezierWithLottiesHandlesEasesAsPlayersDo() {
        var generator = SeededGenerator(seed: 0x1077)
        for _ in 0..<300 {
            let (x1, x2) = (generator.double(in: 0...1), generator.double(in: 0...1))
            let (y1, y2) = (generator.double(in: -1...2), generator.double(in: -1...2))
            let curve = UnitCurve.bezier(
                startControlPoint: UnitPoint(x: x1, y: y1), endControlPoint: UnitPoint(x: x2, y: y2))
            let lottie = LottieBezierEasing(x1: x1, y1: y1, x2: x2, y2: y2)
            for step in 0...40 {
                let t = Double(step) / 40
                let slope: Double = abs(curve.velocity(at: t))
                let tolerance: Double = 0x1p-20 + (slope + 1) * 0x1p-19
                let engine: Double = curve.value(at: t)
                let player: Double = lottie.value(at: t)
                #expect(engine.isApproximatelyEqual(to: player, absoluteTolerance: tolerance))
            }
        }
    }
}
