import AnimDBEngine
import AnimDBGeometry
import AnimDBModel
import AnimDBResolve
import AnimDBSyntax
import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBLottie

/// `import-lottie` without `--split`: one timeline whose view tree draws, at every frame, what a player draws
/// (`LottieFrame`, which nests parents and precompositions on their clocks and draws solids).
@Suite struct TreeImportTests {
    static func problems(_ document: LottieDocument, frames: Int = 12) throws -> [String] {
        let plan = try LottieImporter.plan(document, name: "tree")
        let timeline = try #require(plan.timelines.first)
        #expect(plan.timelines.count == 1 && plan.presets.isEmpty)
        var evaluator = try TimelineEvaluator(timeline: timeline, presets: [:])
        let animation = document.animation
        let size = CGSize(width: animation.width, height: animation.height)
        var problems: [String] = []
        let span = animation.outPoint - animation.inPoint
        for step in 0..<frames {
            // Whole frames spread over the animation (a player shows whole frames).
            let frame = animation.inPoint + (span * Double(step) / Double(frames)).rounded(.down)
            let scene = evaluator.scene(at: (frame - animation.inPoint) / animation.frameRate, size: size)
            var shown = LottieFrame(animation, frame: frame)
            // What is fully transparent draws nothing (repeater copies past their count, for one).
            shown.shapes.removeAll { $0.opacity <= 0 }
            // Layers outside their in and out points are in the tree, fully transparent.
            let visible = scene.nodes.filter { $0.opacity > 0 }
            problems += SceneComparison.problems(shown, Scene(size: size, nodes: visible), tolerance: 0.05).map {
                "frame \(frame): \($0)"
            }
        }
        return problems
    }

    /// Layer names of any spelling — dots, spaces, duplicates, none, non-ASCII — give valid, unique keys.
    @Test func keysComeFromLayerNamesWhateverTheirSpelling() throws {
        let names = ["a.b", "a b", "a b", "", "Ünïcode ☃", "x", "x", String(repeating: "long", count: 30)]
        let layers = names.enumerated().map { index, name in
            """
            {"ty": 4, "ind": \(index + 1), "nm": "\(name)", "ip": 0, "op": 10, "st": 0,
             "ks": {"p": {"a": 0, "k": [\(index * 10), 5]}},
             "shapes": [{"ty": "rc", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [4, 4]}, "r": {"a": 0, "k": 0}},
                        {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}}]}
            """
        }
        let json = """
            {"v": "5.7.0", "fr": 30, "ip": 0, "op": 10, "w": 100, "h": 20, "layers": [\(layers.joined(separator: ","))]}
            """
        let plan = try LottieImporter.plan(try LottieReader().read(Data(json.utf8)), name: "names")
        let timeline = try #require(plan.timelines.first)
        let keys = timeline.items.map(\.key)
        #expect(Set(keys).count == keys.count, "\(keys)")
        for key in keys {
            #expect(throws: Never.self) { try NameRules.validate(key, what: "item key") }
            #expect(!key.contains("."), "\(key)")
        }
        #expect(timeline.view.children.count == names.count)
    }

    /// A precomposition's layers run on its layer's clock: a keyframe at inner frame k shows at file frame st + k·sr.
    @Test(arguments: [(0.0, 1.0), (10.0, 1.0), (5.0, 2.0), (-4.0, 0.5)])
    func aPrecompositionRunsOnItsLayersClock(start: Double, stretch: Double) throws {
        let json = """
            {"v": "5.7.0", "fr": 30, "ip": 0, "op": 60, "w": 100, "h": 100,
             "assets": [{"id": "inner", "layers": [
               {"ty": 4, "ind": 1, "nm": "dot", "ip": 0, "op": 200, "st": 3,
                "ks": {"p": {"a": 1, "k": [{"t": 0, "s": [10, 10]}, {"t": 20, "s": [90, 50]}]}},
                "shapes": [{"ty": "el", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [10, 10]}},
                           {"ty": "fl", "c": {"a": 0, "k": [0, 0, 1, 1]}, "o": {"a": 0, "k": 100}}]}]}],
             "layers": [{"ty": 0, "ind": 1, "nm": "comp", "refId": "inner", "w": 100, "h": 100, "ip": 0, "op": 60,
                         "st": \(start), "sr": \(stretch), "ks": {"a": {"a": 0, "k": [50, 50]}, "p": {"a": 0, "k": [50, 50]},
                         "s": {"a": 0, "k": [50, 50]}, "r": {"a": 0, "k": 30}}}]}
            """
        let document = try LottieReader().read(Data(json.utf8))
        // This checks where the dot is when (its clock); paints are checked by the other import tests.
        let problems = try Self.problems(document, frames: 30).filter {
            $0.contains("outlines") || $0.contains("shapes")
        }
        #expect(problems.isEmpty, "\(problems.prefix(4).joined(separator: "; "))")
    }

    /// Laws of a clock: `local` undoes `outer`, and the clock of a precomposition layer's layers is its
    /// `localFrame` read on its composition's.
    @Test func frameMapsComposeAsClocksDo() {
        var generator = SeededGenerator(seed: 0x20)
        for _ in 0..<200 {
            let map = FrameMap(offset: generator.double(in: -50...50), stretch: generator.double(in: 0.1...4))
            let layer = LottieLayer(
                index: 1, name: "l", inPoint: 0, outPoint: 10, startTime: generator.double(in: -20...20),
                content: .null, timeStretch: generator.double(in: 0.1...4))
            let frame = generator.double(in: -100...100)
            #expect(abs(map.local(map.outer(frame)) - frame) < 1e-9)
            #expect(abs(map.inner(layer).local(frame) - layer.localFrame(map.local(frame))) < 1e-9)
        }
    }

    /// Trim paths cut what players cut: an ellipse, a rectangle and a path, each trimmed with animated ends (the
    /// start passing the end on one), listed before or after the stroke, inside a group or around one.
    @Test(arguments: [
        (#"{"ty": "el", "p": {"a": 0, "k": [50, 50]}, "s": {"a": 0, "k": [60, 40]}}"#, false),
        (#"{"ty": "rc", "p": {"a": 0, "k": [50, 50]}, "s": {"a": 0, "k": [60, 40]}, "r": {"a": 0, "k": 0}}"#, true),
        (
            #"{"ty": "sh", "ks": {"a": 0, "k": {"c": false, "v": [[10, 10], [90, 20], [40, 90]], "i": [[0, 0], [-20, 0], [0, 0]], "o": [[20, 0], [0, 0], [0, 0]]}}}"#,
            false
        ),
    ])
    func trimPathsCutTheOutlinesBeforeThem(geometry: String, grouped: Bool) throws {
        let stroke = #"{"ty": "st", "c": {"a": 0, "k": [0, 0, 1]}, "o": {"a": 0, "k": 100}, "w": {"a": 0, "k": 4}}"#
        // The start runs 0 → 80 while the end runs 100 → 20: they cross half way.
        let trim = """
            {"ty": "tm", "m": 1, "o": {"a": 0, "k": 0},
             "s": {"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [0.4], "y": [0]}, "i": {"x": [0.6], "y": [1]}}, {"t": 20, "s": [80]}]},
             "e": {"a": 1, "k": [{"t": 0, "s": [100]}, {"t": 20, "s": [20]}]}}
            """
        let shapes =
            grouped
            ? #"[{"ty": "gr", "it": [\#(geometry), \#(stroke), {"ty": "tr"}]}, \#(trim)]"#
            : "[\(geometry), \(trim), \(stroke)]"
        let json = """
            {"v": "5.7.0", "fr": 30, "ip": 0, "op": 24, "w": 100, "h": 100, "layers": [
             {"ty": 4, "ind": 1, "nm": "arc", "ip": 0, "op": 24, "st": 0, "ks": {}, "shapes": \(shapes)}]}
            """
        let document = try LottieReader().read(Data(json.utf8))
        let plan = try LottieImporter.plan(document, name: "trim")
        #expect(!plan.skipped.contains { $0.contains("trim") }, "\(plan.skipped)")
        let trims = plan.timelines.first?.items.filter { item in
            if case .inline("trim", _, _) = item.source { true } else { false }
        }
        #expect(trims?.count == 1)
        let problems = try Self.problems(document, frames: 24)
        #expect(problems.isEmpty, "\(problems.prefix(4))")
    }

    /// A trim path's offset moves both ends along the outline, wrapping round past its start: on one closed outline
    /// the import starts the outline that far along and trims it as players do.
    @Test(arguments: [
        (#"{"ty": "el", "p": {"a": 0, "k": [50, 50]}, "s": {"a": 0, "k": [60, 40]}}"#, 90.0),
        (#"{"ty": "rc", "p": {"a": 0, "k": [50, 50]}, "s": {"a": 0, "k": [60, 40]}, "r": {"a": 0, "k": 0}}"#, 200.0),
        (#"{"ty": "rc", "p": {"a": 0, "k": [50, 50]}, "s": {"a": 0, "k": [60, 40]}, "r": {"a": 0, "k": 0}}"#, -30.0),
    ])
    func aTrimsOffsetWrapsRoundAClosedOutline(geometry: String, offset: Double) throws {
        let stroke = #"{"ty": "st", "c": {"a": 0, "k": [1, 0, 0]}, "o": {"a": 0, "k": 100}, "w": {"a": 0, "k": 3}}"#
        let trim = """
            {"ty": "tm", "m": 1, "o": {"a": 0, "k": \(offset)},
             "s": {"a": 1, "k": [{"t": 0, "s": [10]}, {"t": 20, "s": [60]}]},
             "e": {"a": 1, "k": [{"t": 0, "s": [50]}, {"t": 20, "s": [100]}]}}
            """
        let json = """
            {"v": "5.7.0", "fr": 30, "ip": 0, "op": 24, "w": 100, "h": 100, "layers": [
             {"ty": 4, "ind": 1, "nm": "ring", "ip": 0, "op": 24, "st": 0, "ks": {},
              "shapes": [\(geometry), \(stroke), \(trim)]}]}
            """
        let document = try LottieReader().read(Data(json.utf8))
        let plan = try LottieImporter.plan(document, name: "offset")
        #expect(!plan.skipped.contains { $0.contains("trim") }, "\(plan.skipped)")
        let problems = try Self.problems(document, frames: 24)
        #expect(problems.isEmpty, "\(problems.prefix(4))")
    }
}
