import AnimDBGeometry
import AnimDBStore
import Foundation
import Testing

@testable import AnimDBLottie

/// What phase 2 draws is read into the model, member by member, from JSON written as After Effects' exporter
/// writes it: precompositions with their clocks, solids, nulls, parents, transforms, mattes, masks, every shape item
/// and modifier, gradients, keyframe kinds and text with its glyph table.
struct ModelReadingTests {
    static let json = #"""
        {"v":"5.9.0","fr":25,"ip":0,"op":50,"w":320,"h":180,"nm":"all",
         "assets":[{"id":"comp_0","nm":"inner","fr":25,"layers":[
            {"ty":1,"ind":1,"nm":"bg","sc":"#ff8000","sw":320.5,"sh":180,"ks":{},"ip":0,"op":50,"st":0}]}],
         "chars":[{"ch":"A","size":40,"style":"Bold","w":27.8,"fFamily":"Inter",
            "data":{"shapes":[{"ty":"gr","it":[{"ty":"sh","ks":{"a":0,"k":{"c":true,"v":[[0,0],[10,-20],[20,0]],
              "i":[[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0]]}}}]}]}}],
         "layers":[
          {"ty":0,"ind":1,"nm":"pre","refId":"comp_0","w":320,"h":180.5,"st":5,"sr":2,
           "tm":{"a":1,"k":[{"t":0,"s":[0],"o":{"x":[0.3],"y":[0]},"i":{"x":[0.7],"y":[1]}},{"t":40,"s":[1.5]}]},
           "ks":{"a":{"a":0,"k":[160,90,0]},"p":{"a":0,"k":[160,90,0]}},"ip":0,"op":50,"bm":3},
          {"ty":3,"ind":2,"nm":"null","ks":{"p":{"s":true,"x":{"a":0,"k":10},"y":{"a":0,"k":20}},
            "s":{"a":0,"k":[150,50]},"r":{"a":0,"k":30},"sk":{"a":0,"k":15},"sa":{"a":0,"k":45}},"ao":1,"ip":0,"op":50},
          {"ty":4,"ind":3,"nm":"matte","td":1,"ks":{},"ip":0,"op":50,"shapes":[]},
          {"ty":4,"ind":4,"nm":"shapes","parent":2,"tt":2,"tp":3,"ip":2,"op":48,"st":0,
           "ks":{"o":{"a":0,"k":90},"p":{"a":1,"k":[
              {"t":0,"s":[0,0],"to":[10,0],"ti":[-10,0],"o":{"x":0.2,"y":0},"i":{"x":0.8,"y":1}},
              {"t":20,"s":[50,50],"h":1},{"t":30,"s":[60,60]}]}},
           "masksProperties":[
             {"mode":"s","inv":true,"nm":"cut","pt":{"a":0,"k":{"c":true,"v":[[0,0],[9,0],[9,9]],
               "i":[[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0]]}},"o":{"a":0,"k":50},"x":{"a":0,"k":-3}},
             {"mode":"n","pt":{"a":0,"k":{"c":false,"v":[],"i":[],"o":[]}}}],
           "shapes":[{"ty":"gr","nm":"g","it":[
             {"ty":"rc","d":3,"p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[40,20]},"r":{"a":0,"k":6}},
             {"ty":"el","p":{"a":0,"k":[5,5]},"s":{"a":0,"k":[10,12]}},
             {"ty":"sr","sy":1,"p":{"a":0,"k":[0,0]},"pt":{"a":0,"k":5},"r":{"a":0,"k":0},
              "or":{"a":0,"k":30},"os":{"a":0,"k":40},"ir":{"a":0,"k":12},"is":{"a":0,"k":20}},
             {"ty":"rd","r":{"a":0,"k":4}},
             {"ty":"tm","s":{"a":0,"k":10},"e":{"a":1,"k":[{"t":0,"s":[0]},{"t":20,"s":[100]}]},"o":{"a":0,"k":45},"m":2},
             {"ty":"mm","mm":4},
             {"ty":"rp","c":{"a":0,"k":3},"o":{"a":0,"k":1},"m":2,
              "tr":{"p":{"a":0,"k":[10,0]},"s":{"a":0,"k":[90,90]},"r":{"a":0,"k":15},"so":{"a":0,"k":100},"eo":{"a":0,"k":20}}},
             {"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100},"r":2},
             {"ty":"st","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":3},"lc":1,"lj":3,"ml":7,
              "d":[{"n":"d","nm":"dash","v":{"a":0,"k":4}},{"n":"g","nm":"gap","v":{"a":0,"k":2}},{"n":"o","nm":"offset","v":{"a":0,"k":1}}]},
             {"ty":"gf","t":2,"o":{"a":0,"k":100},"r":1,"s":{"a":0,"k":[0,0]},"e":{"a":0,"k":[50,0]},
              "h":{"a":0,"k":30},"a":{"a":0,"k":45},"g":{"p":2,"k":{"a":0,"k":[0,1,1,1,1,0,0,0]}}},
             {"ty":"gs","t":1,"o":{"a":0,"k":100},"w":{"a":0,"k":2},"s":{"a":0,"k":[0,0]},"e":{"a":0,"k":[9,9]},
              "g":{"p":2,"k":{"a":0,"k":[0,0,0,0,1,1,1,1,0,1,1,0.5]}}},
             {"ty":"tr","p":{"a":0,"k":[1,2]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}}]}]},
          {"ty":5,"ind":5,"nm":"label","ks":{},"ip":0,"op":50,
           "t":{"d":{"k":[{"t":0,"s":{"s":40,"f":"Inter-Bold","t":"AA","j":6,"tr":10,"lh":48,"ls":2,"fc":[1,1,1],
             "sc":[0,0,0],"sw":1,"of":true,"sz":[200,80],"ps":[-100,-40],"ca":1}}]}}}],
         "fonts":{"list":[{"fName":"Inter-Bold","fFamily":"Inter","fStyle":"Bold","ascent":72}]}}
        """#

    static func read() throws -> LottieDocument { try LottieReader().read(Data(json.utf8)) }

    @Test func readsEveryPartWithNothingLeftOut() throws {
        let document = try Self.read()
        #expect(document.unsupported.isEmpty, "\(document.unsupported)")
        let animation = document.animation
        #expect(animation.layers.map(\.typeCode) == [0, 3, 4, 4, 5])
        let again = try LottieReader().read(try LottieWriter.data(animation)).animation
        #expect(again == animation, "writes and reads back the same")
    }

    @Test func precompositionsSolidsAndClocks() throws {
        let animation = try Self.read().animation
        let inner = try #require(animation.precompositions.first)
        #expect(inner.id == "comp_0" && inner.name == "inner" && inner.frameRate == 25)
        #expect(
            inner.layers.first?.content == .solid(LottieSolid(color: [1, 128.0 / 255, 0], width: 320.5, height: 180)))
        let layer = animation.layers[0]
        guard case .precomposition(let reference) = layer.content else {
            Issue.record("expected a precomposition layer")
            return
        }
        #expect(reference.referenceID == "comp_0" && reference.width == 320 && reference.height == 180.5)
        #expect(reference.timeRemap?.keyframes?.map(\.value) == [0, 1.5])
        #expect(layer.startTime == 5 && layer.timeStretch == 2 && layer.localFrame(25) == 10)
        #expect(layer.transform.anchor == .fixed([160, 90]), "a z coordinate is dropped")
        #expect(layer.blendMode == .overlay)
    }

    @Test func nullsParentsTransformsAndMattes() throws {
        let layers = try Self.read().animation.layers
        let null = layers[1]
        #expect(null.content == .null && null.autoOrient)
        #expect(null.transform.position == .split(x: .fixed(10), y: .fixed(20)))
        #expect(null.transform.scale == .fixed([150, 50]) && null.transform.rotation == .fixed(30))
        #expect(null.transform.skew == .fixed(15) && null.transform.skewAxis == .fixed(45))
        #expect(layers[2].isMatteSource)
        let shapes = layers[3]
        #expect(shapes.parent == 2 && shapes.matteMode == .invertedAlpha && shapes.matteParent == 3)
        #expect((shapes.inPoint, shapes.outPoint) == (2, 48))
        guard case .combined(let position) = shapes.transform.position, let keyframes = position.keyframes else {
            Issue.record("expected keyframed position")
            return
        }
        #expect(keyframes[0].spatialOut == [10, 0] && keyframes[0].spatialIn == [-10, 0])
        #expect(keyframes[0].easeOut == LottieEasingHandle(x: [0.2], y: [0]))
        #expect(keyframes.map(\.hold) == [false, true, false])
    }

    @Test func masks() throws {
        let masks = try Self.read().animation.layers[3].masks
        #expect(masks.map(\.mode) == [.subtract, .none])
        #expect(masks[0].inverted && masks[0].name == "cut")
        #expect(masks[0].opacity == .fixed(50) && masks[0].expansion == .fixed(-3))
        #expect(masks[0].shape.initialValue?.vertices.count == 3)
    }

    @Test func shapeItemsAndModifiers() throws {
        guard case .shapes(let top) = try Self.read().animation.layers[3].content,
            case .group(let items) = top.first?.kind
        else {
            Issue.record("expected a group")
            return
        }
        #expect(items.map(\.typeCode) == ["rc", "el", "sr", "rd", "tm", "mm", "rp", "fl", "st", "gf", "gs", "tr"])
        #expect(items[0].reversed && !items[1].reversed)
        guard case .rectangle(_, _, let roundness) = items[0].kind, case .polystar(let star) = items[2].kind,
            case .roundedCorners(let radius) = items[3].kind, case .trim(let trim) = items[4].kind,
            case .mergePaths(let merge) = items[5].kind, case .repeater(let repeater) = items[6].kind,
            case .fill(_, _, let rule) = items[7].kind, case .stroke(_, _, let style) = items[8].kind,
            case .gradientFill(let radial, _, _) = items[9].kind,
            case .gradientStroke(let linear, _, _) = items[10].kind
        else {
            Issue.record("unexpected kinds")
            return
        }
        #expect(roundness == .fixed(6))
        #expect(star.kind == .star && star.outerRoundness == .fixed(40) && star.innerRoundness == .fixed(20))
        #expect(radius == .fixed(4))
        #expect(trim.start == .fixed(10) && trim.offset == .fixed(45) && trim.mode == .individual)
        #expect(trim.end.keyframes?.map(\.value) == [0, 100])
        #expect(merge == .intersect)
        #expect(repeater.copies == .fixed(3) && repeater.offset == .fixed(1) && repeater.composite == .below)
        #expect(repeater.transform.position == .combined(.fixed([10, 0])) && repeater.transform.rotation == .fixed(15))
        #expect(repeater.startOpacity == .fixed(100) && repeater.endOpacity == .fixed(20))
        #expect(rule == .evenOdd)
        #expect(style.cap == .butt && style.join == .bevel && style.miterLimit == 7)
        #expect(style.dashes == [.fixed(4), .fixed(2)] && style.dashOffset == .fixed(1))
        #expect(radial.kind == .radial && radial.highlightLength == .fixed(30) && radial.highlightAngle == .fixed(45))
        #expect(radial.colorStopCount == 2)
        #expect(linear.kind == .linear && linear.highlightLength == nil)
        #expect(linear.stops.initialValue?.count == 12, "opacity stops kept")
    }

    @Test func textAndGlyphs() throws {
        let animation = try Self.read().animation
        guard case .text(let text) = animation.layers[4].content, let document = text.keyframes.first?.document else {
            Issue.record("expected text")
            return
        }
        #expect(document.justification == .justifyAll && document.tracking == 10 && document.lineHeight == 48)
        #expect(document.baselineShift == 2 && document.caps == .allCaps)
        #expect(document.strokeColor == [0, 0, 0] && document.strokeWidth == 1 && document.strokeOverFill)
        #expect(document.boxSize == [200, 80] && document.boxPosition == [-100, -40])
        let glyph = try #require(animation.glyphs.first)
        #expect(glyph.character == "A" && glyph.family == "Inter" && glyph.style == "Bold")
        #expect(glyph.size == 40 && glyph.width == 27.8 && glyph.shapes.map(\.typeCode) == ["gr"])
        #expect(animation.fonts.first?.ascent == 72)
    }

    /// `LottieFrame` draws a precomposition's layers inside the precomposition layer, on its clock: asked two ways
    /// (the shape inside a precomposition, and the same shape laid out by hand), the outlines agree.
    @Test func aPrecompositionDrawsAsItsLayersWouldInPlace() throws {
        let square = LottieShapeItem(
            .rectangle(position: .fixed([0, 0]), size: .fixed([10, 10]), roundness: .fixed(0)))
        let moving = LottieTransform(
            position: .combined(
                .animated([LottieKeyframe(time: 0, value: [0, 0]), LottieKeyframe(time: 20, value: [40, 20])])))
        let shape = LottieLayer(
            index: 1, name: "s", inPoint: 0, outPoint: 100, transform: moving,
            content: .shapes([square, LottiePaint.fill(.red)]))
        let outer = LottieTransform(position: .combined(.fixed([50, 50])), scale: .fixed([200, 200]))
        let precomposed = LottieAnimation(
            name: "p", frameRate: 30, outPoint: 60, width: 200, height: 200,
            layers: [
                LottieLayer(
                    index: 1, name: "pre", inPoint: 0, outPoint: 60, startTime: 4, transform: outer,
                    content: .precomposition(LottiePrecompositionLayer(referenceID: "a", width: 200, height: 200)),
                    timeStretch: 2)
            ], precompositions: [LottiePrecomposition(id: "a", layers: [shape])])
        for frame in stride(from: 4.0, through: 40, by: 3) {
            let drawn = LottieFrame(precomposed, frame: frame).shapes
            // By hand: the inner layer at local frame (f − 4) / 2, inside translate(50, 50) · scale(2).
            var inPlace = shape
            inPlace.transform.position = .combined(.fixed(moving.position.value(at: (frame - 4) / 2)!.vector))
            let byHand = LottieFrame(
                LottieAnimation(name: "h", frameRate: 30, outPoint: 60, width: 200, height: 200, layers: [inPlace]),
                frame: 0
            ).shapes
            let expected = byHand.first?.path.applying(CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 50, ty: 50))
            #expect(drawn.count == 1)
            #expect(drawn.first?.path.svgPathData == expected?.svgPathData, "frame \(frame)")
        }
    }
}
