import AnimDBEngine
import AnimDBModel
import AnimDBStore
import Foundation
import Testing

@testable import AnimDBLottie

struct LottieWriterTests {
    @Test func writingTwiceGivesTheSameBytes() throws {
        let first = try LottieWriter.data(LottieFixtures.everything())
        let second = try LottieWriter.data(LottieFixtures.everything())
        #expect(first == second)
    }

    @Test func whatIsWrittenReadsBackAsTheSameModel() throws {
        let animation = LottieFixtures.everything()
        let document = try LottieReader().read(try LottieWriter.data(animation))
        #expect(document.animation == animation)
        // animdb's own files use nothing the reader would have to skip.
        #expect(document.unsupported.isEmpty)
    }

    @Test func rewritingWhatWasReadGivesTheSameBytes() throws {
        let bytes = try LottieWriter.data(LottieFixtures.everything())
        let reread = try LottieWriter.data(try LottieReader().read(bytes).animation)
        #expect(reread == bytes)
    }

    @Test func rootCarriesTheBodymovinHeader() throws {
        let root = try JSONParser().parse(try LottieWriter.data(LottieFixtures.everything()))
        #expect(root["v"] == "5.7.0")
        #expect(root["fr"] == 30)
        #expect(root["ip"] == 0)
        #expect(root["op"] == 60)
        #expect(root["w"] == 200)
        #expect(root["h"] == 200)
        #expect(root["assets"] == [])
        #expect(root["layers"]?.arrayValue?.count == 3)
    }

    /// lottie-android reads a shape item's `ty` before anything else and skips members that come earlier.
    @Test func everyShapeItemStartsWithItsType() throws {
        let text = String(decoding: try LottieWriter.data(LottieFixtures.everything()), as: UTF8.self)
        for code in ["gr", "rc", "el", "sr", "sh", "fl", "st", "gf", "tr"] {
            #expect(text.contains(#"{"ty":"\#(code)""#), "item \(code)")
        }
        #expect(!text.contains(#","ty":""#), "a shape item has members before its ty")
    }

    @Test func easedKeyframesCarryHandlesAndHeldOnesCarryNone() throws {
        let root = try JSONParser().parse(try LottieWriter.data(LottieFixtures.everything()))
        let layer = try #require(root["layers"]?.arrayValue?[1])
        let opacity = try #require(layer["ks"]?["o"]?["k"]?.arrayValue)
        #expect(opacity[0]["h"] == 1)
        #expect(opacity[0]["o"] == nil)
        // A linear segment still gets explicit linear handles.
        #expect(opacity[1]["o"] == ["x": [0], "y": [0]])
        #expect(opacity[1]["i"] == ["x": [1], "y": [1]])
        #expect(opacity[2]["o"] == nil, "the last keyframe has no segment to ease")
        #expect(opacity[1]["s"] == [50], "scalar keyframe values are one-element arrays")
        let size = try #require(layer["shapes"]?[0]?["it"]?[0]?["s"]?["k"]?.arrayValue)
        #expect(size[0]["o"] == ["x": [0.42, 0.42], "y": [0, 0]])
        #expect(size[0]["i"] == ["x": [0.58, 0.58], "y": [1, 1]])
        #expect(layer["ks"]?["p"]?["s"] == true)
    }

    @Test func aNonFiniteNumberIsRefusedWithItsPath() throws {
        var animation = LottieFixtures.everything()
        animation.layers[0].transform.rotation = .animated([
            LottieKeyframe(time: 0, value: 0), LottieKeyframe(time: 10, value: .nan),
        ])
        #expect(throws: LottieError(path: "layers[0].ks.r.k[1].s[0]", message: "not a finite number")) {
            try LottieWriter.data(animation)
        }
    }

    @Test func stringsAreEscaped() throws {
        var animation = LottieFixtures.everything()
        animation.name = "quote \" backslash \\ newline \n tab \t"
        let data = try LottieWriter.data(animation)
        #expect(try JSONParser().parse(data)["nm"] == .string(animation.name))
    }
}

extension JSONValue {
    /// Element `index` of an array, or nil.
    subscript(index: Int) -> JSONValue? {
        guard let elements = arrayValue, elements.indices.contains(index) else { return nil }
        return elements[index]
    }
}
