import AnimDBModel
import AnimDBStore
import Foundation
import Testing

@testable import AnimDBLottie

struct LottieReaderTests {
    typealias F = LottieFixtures

    static let rect = #"{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[10,10]},"r":{"a":0,"k":0}}"#

    /// Each malformed document and the one line it is refused with.
    static let refusals: [(String, Data, String)] = [
        ("not JSON", Data("{".utf8), "malformed JSON at line 1, column 2: expected a string key"),
        ("not an object", Data("[]".utf8), "expected an object"),
        ("no frame rate", Data(#"{"ip":0,"op":1,"w":1,"h":1,"layers":[]}"#.utf8), "fr: missing"),
        (
            "zero frame rate", Data(#"{"fr":0,"ip":0,"op":1,"w":1,"h":1,"layers":[]}"#.utf8),
            "fr: frame rate must be above 0 and at most 1000"
        ),
        ("backwards", Data(#"{"fr":30,"ip":5,"op":1,"w":1,"h":1,"layers":[]}"#.utf8), "op: must be after ip"),
        (
            "zero width", Data(#"{"fr":30,"ip":0,"op":1,"w":0.5,"h":1,"layers":[]}"#.utf8),
            "w: canvas side must be from 1 to 100000, got 0.5"
        ),
        (
            "width as text", Data(#"{"fr":30,"ip":0,"op":1,"w":"10","h":1,"layers":[]}"#.utf8),
            "w: expected a whole number"
        ),
        (
            "huge number", Data(#"{"fr":30,"ip":0,"op":1e300,"w":1,"h":1,"layers":[]}"#.utf8),
            "op: number 1e+300 is out of range"
        ),
        ("layers not an array", F.minimal(layers: "{}"), "layers: expected an array"),
        (
            "string where a number goes",
            F.minimal(layers: F.shapeLayer(#"[{"ty":"rc","p":{"a":0,"k":"x"},"s":{"a":0,"k":[1,1]}}]"#)),
            "layers[0].shapes[0].p.k: expected an array of numbers"
        ),
        (
            "scalar property with a string",
            F.minimal(layers: F.shapeLayer("[]", extra: #","ks":{"r":{"a":0,"k":"x"}}"#)),
            "layers[0].ks.r.k: expected a number"
        ),
        (
            "keyframes out of order",
            F.minimal(layers: F.shapeLayer("[]", extra: #","ks":{"r":{"a":1,"k":[{"t":5,"s":[0]},{"t":2,"s":[1]}]}}"#)),
            "layers[0].ks.r.k[1].t: keyframe times must not decrease"
        ),
        (
            "keyframe without a value",
            F.minimal(layers: F.shapeLayer("[]", extra: #","ks":{"r":{"a":1,"k":[{"t":0}]}}"#)),
            "layers[0].ks.r.k[0].s: missing"
        ),
        (
            "easing handle without y",
            F.minimal(
                layers: F.shapeLayer(
                    "[]",
                    extra:
                        #","ks":{"r":{"a":1,"k":[{"t":0,"s":[0],"o":{"x":[1]},"i":{"x":[1],"y":[1]}},{"t":9,"s":[1]}]}}"#
                )),
            "layers[0].ks.r.k[0].o.y: missing"
        ),
        (
            "tangent count mismatch",
            F.minimal(
                layers: F.shapeLayer(
                    #"[{"ty":"sh","ks":{"a":0,"k":{"c":true,"v":[[0,0],[1,1]],"i":[[0,0]],"o":[[0,0],[0,0]]}}}]"#)),
            "layers[0].shapes[0].ks.k.i: has 1 points but v has 2"
        ),
        (
            "bad point",
            F.minimal(layers: F.shapeLayer(#"[{"ty":"sh","ks":{"a":0,"k":{"v":[[]],"i":[[0,0]],"o":[[0,0]]}}}]"#)),
            "layers[0].shapes[0].ks.k.v[0]: expected 1 to 4 numbers, got 0"
        ),
        (
            "bad gradient",
            F.minimal(
                layers: F.shapeLayer(
                    #"[{"ty":"gf","t":1,"s":{"a":0,"k":[0,0]},"e":{"a":0,"k":[1,1]},"g":{"p":2,"k":{"a":0,"k":[0,1,0,0]}}}]"#
                )),
            "layers[0].shapes[0].g.k.k: expected 8 to 2008 numbers, got 4"
        ),
        (
            "stroke without width", F.minimal(layers: F.shapeLayer(#"[{"ty":"st","c":{"a":0,"k":[0,0,0]}}]"#)),
            "layers[0].shapes[0].w: missing"
        ),
        (
            "dash without value",
            F.minimal(
                layers: F.shapeLayer(#"[{"ty":"st","c":{"a":0,"k":[0,0,0]},"w":{"a":0,"k":1},"d":[{"n":"d"}]}]"#)),
            "layers[0].shapes[0].d[0].v: missing"
        ),
        (
            "precomposition without reference", F.minimal(layers: #"[{"ty":0,"ks":{}}]"#),
            "layers[0].refId: missing"
        ),
        (
            "mask outline of the wrong kind",
            F.minimal(layers: F.shapeLayer("[]", extra: #","masksProperties":[{"pt":{"a":0,"k":5}}]"#)),
            "layers[0].masksProperties[0].pt.k: expected an object"
        ),
        (
            "text without size", F.minimal(layers: #"[{"ty":5,"t":{"d":{"k":[{"t":0,"s":{"t":"hi"}}]}}}]"#),
            "layers[0].t.d.k[0].s.s: missing"
        ),
        (
            "flag", F.minimal(layers: F.shapeLayer("[]", extra: #","hd":"yes""#)),
            "layers[0].hd: expected true, false, 0 or 1"
        ),
        (
            "negative font size",
            F.minimal(layers: #"[{"ty":5,"t":{"d":{"k":[{"t":0,"s":{"t":"hi","s":-1}}]}}}]"#),
            "layers[0].t.d.k[0].s.s: font size must not be negative"
        ),
    ]

    @Test(arguments: refusals.indices)
    func malformedDocumentsAreRefusedWithThePath(_ index: Int) {
        let (name, data, message) = Self.refusals[index]
        #expect(throws: LottieError.self, "\(name)") { try LottieReader().read(data) }
        do {
            _ = try LottieReader().read(data)
        } catch {
            #expect(error.description == message, "\(name)")
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func limitsAreEnforced() {
        let small = LottieLimits(maxBytes: 200, maxLayers: 2, maxShapeItems: 3, maxKeyframes: 2, maxVertices: 2)
        func message(_ data: Data, _ limits: LottieLimits = small) -> String? {
            do {
                _ = try LottieReader(limits: limits).read(data)
                return nil
            } catch { return error.description }
        }
        #expect(message(Data(repeating: 0x20, count: 201)) == "file is 201 bytes, more than the limit of 200")
        #expect(message(F.minimal(layers: "[{},{},{}]")) == "layers: more than 2 layers")
        let loose = LottieLimits(maxShapeItems: 3, maxKeyframes: 2, maxVertices: 2)
        let fourItems = "[" + Array(repeating: Self.rect, count: 4).joined(separator: ",") + "]"
        #expect(
            message(F.minimal(layers: F.shapeLayer(fourItems)), loose) == "layers[0].shapes: more than 3 shape items")
        let threeKeyframes = #","ks":{"r":{"a":1,"k":[{"t":0,"s":[0]},{"t":1,"s":[0]},{"t":2,"s":[0]}]}}"#
        #expect(
            message(F.minimal(layers: F.shapeLayer("[]", extra: threeKeyframes)), loose)
                == "layers[0].ks.r.k: more than 2 keyframes")
        let threeVertices = #"[{"ty":"sh","ks":{"a":0,"k":{"v":[[0,0],[1,1],[2,2]],"i":[],"o":[]}}}]"#
        #expect(
            message(F.minimal(layers: F.shapeLayer(threeVertices)), loose)
                == "layers[0].shapes[0].ks.k.v: more than 2 vertices")
        let deepGroups = String(repeating: #"[{"ty":"gr","it":"#, count: 40) + "[]" + String(repeating: "}]", count: 40)
        #expect(
            message(F.minimal(layers: F.shapeLayer(deepGroups)), LottieLimits())?.hasSuffix(
                "shape groups nested deeper than 32")
                == true)
        let deepJSON = Data((String(repeating: "[", count: 200) + String(repeating: "]", count: 200)).utf8)
        #expect(message(deepJSON, LottieLimits())?.contains("nesting deeper than 96") == true)
    }

    /// What players skip silently is skipped with one line each; the rest of the file is read.
    @Test func whatPlayersSkipIsListedOneLineEach() throws {
        let layers = #"""
            [{"ty":4,"ind":2,"ip":0,"op":30,"ef":[{"ty":5}],"sy":[{"ty":1}],"ddd":1,
              "ks":{"r":{"a":0,"k":0,"x":"time*90"},"rx":{"a":0,"k":30}},
              "shapes":[\#(Self.rect),{"ty":"zz"},{"ty":"xx"},{"nm":"no type"},{"ty":"sr","sy":3},7]},
             {"ty":2,"ind":3,"ip":0,"op":30,"ks":{}},
             {"nm":"typeless","ks":{}},
             {"ty":13,"ind":5},
             {"ty":5,"ind":4,"ip":0,"op":30,"ks":{},"t":{"d":{"k":[{"t":0,"s":{"t":"hi","s":12}}]},"a":[{"s":{}}]}}]
            """#
        let document = try LottieReader().read(
            F.minimal(layers: layers, extra: #","assets":[{"id":"img","p":"a.png","u":"images/"}],"ddd":1"#))
        #expect(
            document.unsupported.map(\.description) == [
                "ddd: 3D composition",
                "assets[0]: image asset",
                "layers[0].shapes[1]: zig-zag",
                "layers[0].shapes[2]: shape type 'xx'",
                "layers[0].shapes[3]: a shape item without a type (ty)",
                "layers[0].shapes[4].sy: a polystar of unknown kind 3",
                "layers[0].shapes[5]: not a shape item (7)",
                "layers[0].ddd: 3D layer",
                "layers[0].sy: layer styles",
                "layers[0].ks.r.x: expression",
                "layers[0].ks.rx: 3D rotation",
                // Drop shadows and Gaussian blurs are read; other effects are listed each.
                "layers[0].ef[0]: effect type 5",
                "layers[1]: image layer",
                "layers[2]: a layer without a type (ty)",
                "layers[3]: camera layer",
                "layers[4].t.a: text animators",
            ])
        #expect(document.animation.layers.map(\.index) == [2, 4])
        guard case .shapes(let items) = document.animation.layers[0].content else {
            Issue.record("expected shapes")
            return
        }
        #expect(items.map(\.typeCode) == ["rc"])
    }

    @Test func acceptsTheOlderAndLooserForms() throws {
        // Pre-5.5 keyframes (`e` plus a trailing time-only keyframe), numbers as easing handles, booleans as
        // flags, split positions and scalar values written bare.
        let layers = #"""
            [{"ty":4,"ip":0,"op":30,"ks":{
                "p":{"s":true,"x":{"a":0,"k":10},"y":{"a":1,"k":[{"t":0,"s":5,"e":15,"o":{"x":0.3,"y":0},"i":{"x":0.7,"y":1}},{"t":20}]}},
                "o":{"a":0,"k":[80]}},
              "shapes":[{"ty":"sh","hd":false,"ks":{"a":0,"k":{"c":1,"v":[[0,0],[5,0]],"i":[[0,0],[0,0]],"o":[[0,0],[0,0]]}}}]}]
            """#
        let animation = try LottieReader().read(F.minimal(layers: layers)).animation
        let layer = try #require(animation.layers.first)
        #expect(layer.index == 1, "a missing ind is the layer's position + 1")
        #expect(layer.transform.opacity == .fixed(80))
        guard case .split(let x, let y) = layer.transform.position else {
            Issue.record("expected a split position")
            return
        }
        #expect(x == .fixed(10))
        #expect(y.keyframes?.map(\.value) == [5, 15])
        #expect(y.keyframes?.first?.easeOut == LottieEasingHandle(x: [0.3], y: [0]))
        #expect(layer.transform.position.value(at: 20) == LottiePoint(x: 10, y: 15))
    }

    @Test func fixedPropertiesEvaluateEverywhereAndKeyframesClampAtTheEnds() {
        let property = LottieProperty<Double>.animated([
            LottieKeyframe(time: 10, value: 1), LottieKeyframe(time: 20, value: 3, hold: true),
            LottieKeyframe(time: 30, value: 7),
        ])
        #expect(property.value(at: 0) == 1)
        #expect(property.value(at: 15) == 2)
        #expect(property.value(at: 25) == 3, "held")
        #expect(property.value(at: 30) == 7)
        #expect(property.value(at: 99) == 7)
        #expect(LottieProperty<Double>.fixed(4).value(at: -5) == 4)
    }
}
