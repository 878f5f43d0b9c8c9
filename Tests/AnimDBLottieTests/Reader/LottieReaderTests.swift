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
            "fractional width", Data(#"{"fr":30,"ip":0,"op":1,"w":1.5,"h":1,"layers":[]}"#.utf8),
            "w: expected a whole number from 1 to 100000, got 1.5"
        ),
        (
            "huge number", Data(#"{"fr":30,"ip":0,"op":1e300,"w":1,"h":1,"layers":[]}"#.utf8),
            "op: number 1e+300 is out of range"
        ),
        ("layers not an array", F.minimal(layers: "{}"), "layers: expected an array"),
        ("layer without type", F.minimal(layers: "[{}]"), "layers[0].ty: missing"),
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
            "easing x outside 0…1",
            F.minimal(
                layers: F.shapeLayer(
                    "[]",
                    extra:
                        #","ks":{"r":{"a":1,"k":[{"t":0,"s":[0],"o":{"x":[1.5],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":9,"s":[1]}]}}"#
                )),
            "layers[0].ks.r.k[0].o.x: easing x must be from 0 to 1"
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
            F.minimal(layers: F.shapeLayer(#"[{"ty":"sh","ks":{"a":0,"k":{"v":[[0]],"i":[[0,0]],"o":[[0,0]]}}}]"#)),
            "layers[0].shapes[0].ks.k.v[0]: expected 2 to 3 numbers, got 1"
        ),
        (
            "bad shape type", F.minimal(layers: F.shapeLayer(#"[{"ty":7}]"#)),
            "layers[0].shapes[0].ty: expected a string"
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
            "bad dash kind",
            F.minimal(
                layers: F.shapeLayer(
                    #"[{"ty":"st","c":{"a":0,"k":[0,0,0]},"w":{"a":0,"k":1},"d":[{"n":"x","v":{"a":0,"k":1}}]}]"#)),
            #"layers[0].shapes[0].d[0].n: expected "d", "g" or "o""#
        ),
        (
            "polystar type", F.minimal(layers: F.shapeLayer(#"[{"ty":"sr","sy":3}]"#)),
            "layers[0].shapes[0].sy: expected a whole number from 1 to 2, got 3"
        ),
        (
            "text without size", F.minimal(layers: #"[{"ty":5,"t":{"d":{"k":[{"t":0,"s":{"t":"hi"}}]}}}]"#),
            "layers[0].t.d.k[0].s.s: missing"
        ),
        (
            "flag", F.minimal(layers: F.shapeLayer("[]", extra: #","hd":2"#)),
            "layers[0].hd: expected true, false, 0 or 1"
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

    @Test func unsupportedFeaturesAreListedAndSkipped() throws {
        let layers = #"""
            [{"ty":0,"refId":"comp","ind":1,"ip":0,"op":30,"ks":{}},
             {"ty":4,"ind":2,"ip":0,"op":30,"tt":1,"masksProperties":[{"mode":"a"}],"ef":[{"ty":5}],
              "ks":{"r":{"a":0,"k":0,"x":"time*90"}},
              "shapes":[{"ty":"tm","s":{"a":0,"k":0}},\#(Self.rect),{"ty":"rp"},{"ty":"zz"},{"ty":"xx"}]},
             {"ty":2,"ind":3,"ip":0,"op":30,"ks":{}},
             {"ty":5,"ind":4,"ip":0,"op":30,"ks":{},"t":{"d":{"k":[{"t":0,"s":{"t":"hi","s":12}}]},"a":[{"s":{}}]}}]
            """#
        let document = try LottieReader().read(
            F.minimal(layers: layers, extra: #","assets":[{"id":"comp","layers":[]}]"#))
        #expect(
            document.unsupported.map(\.description) == [
                "assets[0]: precomposition asset",
                "layers[0]: precomposition layer",
                "layers[1].shapes[0]: trim path",
                "layers[1].shapes[2]: repeater",
                "layers[1].shapes[3]: zig-zag",
                "layers[1].shapes[4]: shape type 'xx'",
                "layers[1].masksProperties: masks",
                "layers[1].ef: effects",
                "layers[1].tt: track matte",
                "layers[1].ks.r.x: expression",
                "layers[2]: image layer",
                "layers[3].t.a: text animators",
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
