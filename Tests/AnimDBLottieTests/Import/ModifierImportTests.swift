import AnimDBEngine
import AnimDBGeometry
import AnimDBModel
import AnimDBResolve
import AnimDBSyntax
import Foundation
import Testing

@testable import AnimDBLottie

/// Shape modifiers imported as rlottie draws them: repeaters as copies with their transforms and opacities, rounded
/// corners as the rectangles' roundness. Each case states what a player draws by hand (rlottie's rules), checks
/// the imported scene against it, and checks `LottieFrame` (the tests' model of a player) draws the same.
@Suite struct ModifierImportTests {
    /// A one-layer file of `shapes` on a 200 × 100 canvas, 20 frames at 30 fps.
    static func document(_ shapes: String) throws -> LottieDocument {
        let json = """
            {"v": "5.7.0", "fr": 30, "ip": 0, "op": 20, "w": 200, "h": 100, "layers": [
             {"ty": 4, "ind": 1, "nm": "l", "ip": 0, "op": 20, "st": 0, "ks": {}, "shapes": \(shapes)}]}
            """
        return try LottieReader().read(Data(json.utf8))
    }

    /// The imported scene's visible shapes at `frame`, bottom first: outline bounds on the canvas and opacity.
    static func drawn(_ document: LottieDocument, frame: Double) throws -> [(bounds: CGRect, opacity: Double)] {
        let plan = try LottieImporter.plan(document, name: "m")
        let timeline = try #require(plan.timelines.first)
        var evaluator = try TimelineEvaluator(timeline: timeline, presets: [:])
        let scene = evaluator.scene(at: frame / 30, size: CGSize(width: 200, height: 100))
        return scene.nodes.compactMap { node in
            guard case .shape(let shape) = node.content, node.opacity > 0 else { return nil }
            return (shape.path.applying(node.transform).boundingRect, node.opacity)
        }
    }

    static func close(_ a: CGRect, _ b: CGRect, _ tolerance: Double = 1e-3) -> Bool {
        abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance && abs(a.maxX - b.maxX) < tolerance
            && abs(a.maxY - b.maxY) < tolerance
    }

    static let square =
        #"{"ty": "rc", "p": {"a": 0, "k": [20, 50]}, "s": {"a": 0, "k": [10, 10]}, "r": {"a": 0, "k": 0}}"#
    static let fill = #"{"ty": "fl", "c": {"a": 0, "k": [1, 0, 0]}, "o": {"a": 0, "k": 100}}"#

    /// Copy k is moved k × position, scaled scale^k and turned k × rotation about the anchor (k counted from the
    /// offset), its opacity start + (end − start)·k/copies, copy 0 at the bottom (rlottie's `Repeater`).
    @Test(arguments: [
        // copies, offset, position, scale, rotation, anchor → each copy's bounds (x, y, w, h) and opacity
        (
            3.0, 0.0, [30.0, 0.0], 100.0, 0.0, [0.0, 0.0],
            [[15.0, 45, 10, 10, 1], [45, 45, 10, 10, 0.8], [75, 45, 10, 10, 0.6]]
        ),
        (2.0, 1.0, [30.0, 0.0], 100.0, 0.0, [0.0, 0.0], [[45.0, 45, 10, 10, 1], [75, 45, 10, 10, 0.7]]),
        (
            3.0, 0.0, [0.0, 0.0], 50.0, 0.0, [20.0, 50.0],
            [[15.0, 45, 10, 10, 1], [17.5, 47.5, 5, 5, 0.8], [18.75, 48.75, 2.5, 2.5, 0.6]]
        ),
        (2.0, 0.0, [0.0, 0.0], 100.0, 90.0, [20.0, 40.0], [[15.0, 45, 10, 10, 1], [5, 35, 10, 10, 0.7]]),
    ])
    func aRepeaterDrawsItsCopies(
        copies: Double, offset: Double, position: [Double], scale: Double, rotation: Double, anchor: [Double],
        expected: [[Double]]
    ) throws {
        let repeater = """
            {"ty": "rp", "c": {"a": 0, "k": \(copies)}, "o": {"a": 0, "k": \(offset)}, "m": 1,
             "tr": {"ty": "tr", "p": {"a": 0, "k": \(position)}, "a": {"a": 0, "k": \(anchor)},
                    "s": {"a": 0, "k": [\(scale), \(scale)]}, "r": {"a": 0, "k": \(rotation)},
                    "so": {"a": 0, "k": 100}, "eo": {"a": 0, "k": 40}}}
            """
        let document = try Self.document("[\(Self.square), \(Self.fill), \(repeater)]")
        let plan = try LottieImporter.plan(document, name: "m")
        #expect(!plan.skipped.contains { $0.contains("repeater") }, "\(plan.skipped)")
        let shapes = try Self.drawn(document, frame: 0)
        #expect(shapes.count == expected.count)
        for (shape, want) in zip(shapes, expected) {
            let rect = CGRect(x: want[0], y: want[1], width: want[2], height: want[3])
            #expect(Self.close(shape.bounds, rect), "\(shape.bounds) is not \(rect)")
            #expect(abs(shape.opacity - want[4]) < 1e-9, "opacity \(shape.opacity), expected \(want[4])")
        }
        let problems = try TreeImportTests.problems(document, frames: 4)
        #expect(problems.isEmpty, "\(problems.prefix(4))")
    }

    /// A paint after the repeater paints every copy's outline, without the copies' opacities (they reach only what
    /// the copies draw); an animated count hides the copies past it at each frame.
    @Test func aPaintAfterARepeaterPaintsEveryCopyAndAnAnimatedCountHidesCopies() throws {
        let repeater = """
            {"ty": "rp", "c": {"a": 1, "k": [{"t": 0, "s": [1]}, {"t": 10, "s": [3]}]}, "o": {"a": 0, "k": 0},
             "tr": {"ty": "tr", "p": {"a": 0, "k": [30, 0]}, "so": {"a": 0, "k": 100}, "eo": {"a": 0, "k": 0}}}
            """
        let three = repeater.replacing(#"[{"t": 0, "s": [1]}, {"t": 10, "s": [3]}]"#, with: "3").replacing(
            #""c": {"a": 1"#, with: #""c": {"a": 0"#)
        let after = try Self.document("[\(Self.square), \(three), \(Self.fill)]")
        let outlines = try Self.drawn(after, frame: 0)
        // Three copies' squares in one outline, at full opacity.
        #expect(outlines.count == 1)
        #expect(outlines.first.map { Self.close($0.bounds, CGRect(x: 15, y: 45, width: 70, height: 10)) } ?? false)
        #expect(outlines.first?.opacity == 1)
        let before = try Self.document("[\(Self.square), \(Self.fill), \(repeater)]")
        // At frame 0 one copy shows; at frame 5 two (copies 2.0); at frame 10 three, the last at 1 − 2/3.
        for (frame, count) in [(0.0, 1), (5.0, 2), (10.0, 3)] {
            let shapes = try Self.drawn(before, frame: frame)
            #expect(shapes.count == count, "frame \(frame): \(shapes.map(\.bounds))")
        }
        #expect(try abs(Self.drawn(before, frame: 10)[2].opacity - 1.0 / 3) < 1e-6)
        let problems = try TreeImportTests.problems(before, frames: 20)
        #expect(problems.isEmpty, "\(problems.prefix(4))")
    }

    /// Repeaters are bounded: one that would make more than `LottieShapeExpansion.maxItems` items is drawn once,
    /// with a line.
    @Test func aHugeRepeaterIsDrawnOnceWithALine() throws {
        let repeater = """
            {"ty": "rp", "c": {"a": 0, "k": 9000}, "o": {"a": 0, "k": 0}, "tr": {"ty": "tr", "p": {"a": 0, "k": [1, 0]}}}
            """
        let group = #"{"ty": "gr", "it": [\#(Self.square), \#(Self.fill), {"ty": "tr"}]}"#
        let document = try Self.document("[\(group), \(group), \(repeater)]")
        let plan = try LottieImporter.plan(document, name: "m")
        let line = "a repeater of 9000 copies makes too many items (at most 20000 a layer"
        #expect(plan.skipped.contains { $0.contains(line) }, "\(plan.skipped)")
        #expect(try Self.drawn(document, frame: 0).count == 2)
    }

    /// Rounded corners (`rd`) give the rectangles before them their radius in place of their own roundness, in
    /// nested groups too; rlottie leaves other outlines' corners sharp, so those are reported.
    @Test(arguments: [(0.0, 4.0), (2.0, 4.0), (9.0, 100.0)])
    func roundedCornersRoundTheRectanglesBeforeThem(own: Double, radius: Double) throws {
        let rectangle =
            #"{"ty": "rc", "p": {"a": 0, "k": [50, 50]}, "s": {"a": 0, "k": [40, 20]}, "r": {"a": 0, "k": \#(own)}}"#
        let corners = #"{"ty": "rd", "r": {"a": 0, "k": \#(radius)}}"#
        let document = try Self.document(
            #"[{"ty": "gr", "it": [\#(rectangle), {"ty": "tr"}]}, \#(corners), \#(Self.fill)]"#)
        let plan = try LottieImporter.plan(document, name: "m")
        #expect(!plan.skipped.contains { $0.contains("rounded") }, "\(plan.skipped)")
        let frame = LottieFrame(document.animation, frame: 0)
        let expected = Path(
            roundedRect: CGRect(x: 30, y: 40, width: 40, height: 20), cornerRadius: min(radius, 10), style: .circular)
        let shape = try #require(frame.shapes.first)
        #expect(SceneComparison.distance(shape.path, expected, enough: 1e-3) < 1e-3)
        let problems = try TreeImportTests.problems(document, frames: 2)
        #expect(problems.isEmpty, "\(problems.prefix(4))")

        let star = #"{"ty": "el", "p": {"a": 0, "k": [50, 50]}, "s": {"a": 0, "k": [10, 10]}}"#
        let mixed = try Self.document("[\(star), \(corners), \(Self.fill)]")
        #expect(
            try LottieImporter.plan(mixed, name: "m").skipped.contains {
                $0.contains("rounded corners are drawn on rectangles only")
            })
    }
}

/// Simultaneous trims (`m` 1) cut each outline by the same fractions (rlottie's `TrimPath` in simultaneous mode):
/// two lines of different lengths trimmed 0–50 % each keep their first half.
@Suite struct SimultaneousTrimImportTests {
    @Test(arguments: [(0.0, 50.0), (25.0, 75.0)])
    func aSimultaneousTrimCutsEachOutlineByTheSameFractions(start: Double, end: Double) throws {
        func line(_ y: Double, _ length: Double) -> String {
            #"{"ty": "sh", "ks": {"a": 0, "k": {"c": false, "v": [[10, \#(y)], [\#(10 + length), \#(y)]], "i": [[0, 0], [0, 0]], "o": [[0, 0], [0, 0]]}}}"#
        }
        let stroke = #"{"ty": "st", "c": {"a": 0, "k": [0, 0, 1]}, "o": {"a": 0, "k": 100}, "w": {"a": 0, "k": 2}}"#
        let trim = """
            {"ty": "tm", "m": 1, "s": {"a": 0, "k": \(start)}, "e": {"a": 0, "k": \(end)}, "o": {"a": 0, "k": 0}}
            """
        let document = try ModifierImportTests.document("[\(line(20, 100)), \(line(60, 40)), \(stroke), \(trim)]")
        let plan = try LottieImporter.plan(document, name: "m")
        #expect(!plan.skipped.contains { $0.contains("trim") }, "\(plan.skipped)")
        let shapes = try ModifierImportTests.drawn(document, frame: 0).map(\.bounds).sorted { $0.minY < $1.minY }
        #expect(shapes.count == 2)
        for (bounds, (length, y)) in zip(shapes, [(100.0, 20.0), (40.0, 60.0)]) {
            let expected = CGRect(x: 10 + length * start / 100, y: y, width: length * (end - start) / 100, height: 0)
            #expect(ModifierImportTests.close(bounds, expected), "\(bounds) is not \(expected)")
        }
        // LottieFrame strokes both cut outlines as one shape; the import draws one node per outline.
        let plan2 = try LottieImporter.plan(document, name: "m")
        var evaluator = try TimelineEvaluator(timeline: try #require(plan2.timelines.first), presets: [:])
        var union = Path()
        for node in evaluator.scene(at: 0, size: CGSize(width: 200, height: 100)).nodes {
            if case .shape(let shape) = node.content { union.addPath(shape.path.applying(node.transform)) }
        }
        let shown = try #require(LottieFrame(document.animation, frame: 0).shapes.first)
        #expect(SceneComparison.distance(union, shown.path, enough: 1e-3) < 1e-3)
    }

    /// A reversed ellipse or rectangle (`d: 3`) runs the other way from the same start (rlottie's CCW outlines):
    /// trimmed to its first quarter, an ellipse goes from 12 o'clock to 3 or (reversed) to 9; a rectangle's goes
    /// from its top right corner down the right side or (reversed) along the top.
    @Test(arguments: [
        ("el", false, CGRect(x: 70, y: 30, width: 30, height: 20)),
        ("el", true, CGRect(x: 40, y: 30, width: 30, height: 20)),
        ("rc", false, CGRect(x: 100, y: 30, width: 0, height: 40)),
        ("rc", true, CGRect(x: 40, y: 30, width: 60, height: 0)),
    ])
    func aReversedOutlineRunsTheOtherWay(type: String, reversed: Bool, expected: CGRect) throws {
        let extra = type == "rc" ? #", "r": {"a": 0, "k": 0}"# : ""
        let geometry = """
            {"ty": "\(type)", "d": \(reversed ? 3 : 1), "p": {"a": 0, "k": [70, 50]}, "s": {"a": 0, "k": [60, 40]}\(extra)}
            """
        let stroke = #"{"ty": "st", "c": {"a": 0, "k": [0, 0, 1]}, "o": {"a": 0, "k": 100}, "w": {"a": 0, "k": 2}}"#
        // The rectangle's outline is 200 long: its right side is 20 % of it, its top 30 %.
        let end = type == "rc" ? (reversed ? 30.0 : 20.0) : 25.0
        let trim = #"{"ty": "tm", "m": 1, "s": {"a": 0, "k": 0}, "e": {"a": 0, "k": \#(end)}, "o": {"a": 0, "k": 0}}"#
        let document = try ModifierImportTests.document("[\(geometry), \(stroke), \(trim)]")
        let bounds = try #require(ModifierImportTests.drawn(document, frame: 0).first).bounds
        #expect(ModifierImportTests.close(bounds, expected, 1e-2), "\(bounds) is not \(expected)")
        let problems = try TreeImportTests.problems(document, frames: 2)
        #expect(problems.isEmpty, "\(problems.prefix(4))")
    }
}
