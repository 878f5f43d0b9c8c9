import AnimDBEngine
import AnimDBGeometry
import Foundation
import Testing

@testable import AnimDBLottie

/// When and how fast a property moves, as rlottie moves it: every dimension eased by the first entry of its handles,
/// a layer's own properties on its composition's frame (its `st` and `sr` apply only to a precomposition's layers),
/// a size of 0 drawing nothing. Each expected value is worked out by hand; the import and `LottieFrame` are both
/// checked against it.
@Suite struct PlayerClockTests {
    static let fill = ModifierImportTests.fill

    /// A file on a 200 × 100 canvas at 30 fps, frames 0–40, with `layers` and `assets`.
    static func document(layers: String, assets: String = "[]") throws -> LottieDocument {
        let json = """
            {"v": "5.7.0", "fr": 30, "ip": 0, "op": 40, "w": 200, "h": 100, "assets": \(assets), "layers": \(layers)}
            """
        return try LottieReader().read(Data(json.utf8))
    }

    /// The bounds `LottieFrame` and the import both draw at `frame` (they must agree), for one shape.
    static func bounds(_ document: LottieDocument, frame: Double) throws -> CGRect? {
        let imported = try ModifierImportTests.drawn(document, frame: frame).map(\.bounds)
        let shown = LottieFrame(document.animation, frame: frame).shapes.filter { $0.opacity > 0 }.map {
            $0.path.boundingRect
        }
        #expect(imported.count == shown.count, "frame \(frame): imported \(imported), shown \(shown)")
        if let a = imported.first, let b = shown.first {
            #expect(ModifierImportTests.close(a, b), "frame \(frame): imported \(a), shown \(b)")
        }
        return imported.first
    }

    /// A rectangle growing from 10 × 10 to 30 × 50 over frames 0–20 whose handles' first entries lie on the diagonal
    /// (linear) while the second dimension's entries ease: rlottie eases both by the first, so at frame 5 it is a
    /// quarter of the way in both, 15 × 20 (lottie-web would ease the height).
    @Test func everyDimensionEasesByTheFirstHandleEntry() throws {
        let rectangle = """
            {"ty": "rc", "p": {"a": 0, "k": [100, 50]}, "r": {"a": 0, "k": 0}, "s": {"a": 1, "k": [
              {"t": 0, "s": [10, 10], "o": {"x": [0.5, 0.9], "y": [0.5, 0]}, "i": {"x": [0.5, 0.1], "y": [0.5, 1]}},
              {"t": 20, "s": [30, 50]}]}}
            """
        let document = try ModifierImportTests.document("[\(rectangle), \(Self.fill)]")
        let box = try #require(try Self.bounds(document, frame: 5))
        #expect(abs(box.width - 15) < 1e-3 && abs(box.height - 20) < 1e-3, "\(box)")
        let problems = try TreeImportTests.problems(document, frames: 20)
        #expect(problems.isEmpty, "\(problems.prefix(4))")
    }

    /// An ellipse grown from 0 × 0: nothing at frame 0 (a frame of 0 would leave the size to the content and draw
    /// the canvas), 20 × 20 half way.
    @Test func aSizeOfZeroDrawsNothing() throws {
        let ellipse = """
            {"ty": "el", "p": {"a": 0, "k": [100, 50]}, "s": {"a": 1, "k": [{"t": 0, "s": [0, 0]}, {"t": 20, "s": [40, 40]}]}}
            """
        let document = try ModifierImportTests.document("[\(ellipse), \(Self.fill)]")
        let start = try ModifierImportTests.drawn(document, frame: 0)
        #expect(start.allSatisfy { $0.bounds.width < 1e-3 && $0.bounds.height < 1e-3 }, "\(start)")
        let middle = try #require(try Self.bounds(document, frame: 10))
        #expect(abs(middle.width - 20) < 1e-3 && abs(middle.midX - 100) < 1e-3, "\(middle)")
    }

    /// A layer moving x 0 → 100 over its keyframes' frames 0–20 draws at the composition's frame whatever its `st`
    /// (10) and `sr` (2): at frame 5 at x = 25. A precomposition layer with the same `st` and `sr` shows its layer's
    /// frame (5 − 10) / 2 < 0 at frame 5 (x = 0) and (30 − 10) / 2 = 10 at frame 30 (x = 50); its own position
    /// keyframes (y 20 → 80 over 0–20) run on the composition's frame: y = 35 at frame 5 and 80 at frame 30.
    @Test(arguments: [
        // frame, precomposed?, expected centre
        (5.0, false, CGPoint(x: 25, y: 50)), (5.0, true, CGPoint(x: 0, y: 35)), (30.0, true, CGPoint(x: 50, y: 80)),
    ])
    func aLayersOwnPropertiesRunOnItsCompositionsFrame(frame: Double, precomposed: Bool, centre: CGPoint) throws {
        let dot = """
            {"ty": 4, "ind": 1, "nm": "dot", "ip": -100, "op": 100, "st": \(precomposed ? 0 : 10),
             "sr": \(precomposed ? 1 : 2), "ks": {"p": {"a": 1, "k": [{"t": 0, "s": [0, 50]}, {"t": 20, "s": [100, 50]}]}},
             "shapes": [{"ty": "rc", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [10, 10]}, "r": {"a": 0, "k": 0}},
                        \(Self.fill)]}
            """
        let document: LottieDocument
        if precomposed {
            let layer = """
                {"ty": 0, "ind": 1, "nm": "comp", "refId": "inner", "w": 200, "h": 100, "ip": -100, "op": 100,
                 "st": 10, "sr": 2, "ks": {"a": {"a": 0, "k": [0, 50]},
                   "p": {"a": 1, "k": [{"t": 0, "s": [0, 20]}, {"t": 20, "s": [0, 80]}]}}}
                """
            document = try Self.document(layers: "[\(layer)]", assets: #"[{"id": "inner", "layers": [\#(dot)]}]"#)
        } else {
            document = try Self.document(layers: "[\(dot)]")
        }
        let box = try #require(try Self.bounds(document, frame: frame))
        #expect(abs(box.midX - centre.x) < 1e-3 && abs(box.midY - centre.y) < 1e-3, "\(box)")
        let problems = try TreeImportTests.problems(document, frames: 40)
        #expect(problems.isEmpty, "\(problems.prefix(4))")
    }

    /// A time remap of 0 → 40/30 s over frames 0–40 (linear) on a layer with `st` 10 and `sr` 2: at frame 20 the
    /// remap is read at the composition's frame, 20/30 s (`st` is skipped), frame 20 of the precomposition, then
    /// divided by the stretch: inner frame 10, the dot at x = 50.
    @Test func aTimeRemapIsReadOnTheCompositionsFrameAndStretched() throws {
        let dot = """
            {"ty": 4, "ind": 1, "nm": "dot", "ip": -100, "op": 100, "st": 0,
             "ks": {"p": {"a": 1, "k": [{"t": 0, "s": [0, 50]}, {"t": 20, "s": [100, 50]}]}},
             "shapes": [{"ty": "rc", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [10, 10]}, "r": {"a": 0, "k": 0}},
                        \(Self.fill)]}
            """
        let layer = """
            {"ty": 0, "ind": 1, "nm": "comp", "refId": "inner", "w": 200, "h": 100, "ip": 0, "op": 40, "st": 10,
             "sr": 2, "ks": {}, "tm": {"a": 1, "k": [{"t": 0, "s": [0]}, {"t": 40, "s": [1.3333333333333333]}]}}
            """
        let document = try Self.document(layers: "[\(layer)]", assets: #"[{"id": "inner", "layers": [\#(dot)]}]"#)
        let box = try #require(try Self.bounds(document, frame: 20))
        #expect(abs(box.midX - 50) < 1e-3, "\(box)")
    }
}

/// Masks as rlottie combines them (`LayerMask::maskRle`): modes none, lighten and darken add nothing, and a layer
/// whose masks all add nothing draws nothing.
@Suite struct MaskModeImportTests {
    /// A 200 × 100 layer of one red square (x 20…30) with masks of `modes` (each the rectangle x 0…25, y 0…100).
    static func document(_ modes: [String]) throws -> LottieDocument {
        let masks = modes.map { mode in
            """
            {"mode": "\(mode)", "inv": false, "o": {"a": 0, "k": 100}, "pt": {"a": 0, "k": {"c": true,
             "v": [[0, 0], [25, 0], [25, 100], [0, 100]], "i": [[0, 0], [0, 0], [0, 0], [0, 0]],
             "o": [[0, 0], [0, 0], [0, 0], [0, 0]]}}}
            """
        }
        let json = """
            {"v": "5.7.0", "fr": 30, "ip": 0, "op": 20, "w": 200, "h": 100, "layers": [
             {"ty": 4, "ind": 1, "nm": "l", "ip": 0, "op": 20, "st": 0, "ks": {}, "hasMask": true,
              "masksProperties": [\(masks.joined(separator: ", "))],
              "shapes": [\(ModifierImportTests.square), \(ModifierImportTests.fill)]}]}
            """
        return try LottieReader().read(Data(json.utf8))
    }

    @Test(arguments: [(["n"], false), (["l"], false), (["n", "d"], false), (["l", "a"], true), (["a"], true)])
    func masksOfNoModeAddNothing(modes: [String], drawn: Bool) throws {
        let shapes = try ModifierImportTests.drawn(try Self.document(modes), frame: 0)
        #expect(shapes.isEmpty != drawn, "\(modes): \(shapes)")
    }
}
