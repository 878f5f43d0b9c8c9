import AnimDBEngine
import AnimDBGeometry
import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBRender

struct SVGWriterTests {
    static let viewBox = CGRect(x: 0, y: 0, width: 200, height: 200)

    static func polygonFrames(sides: [Double]) -> [TimedFrame<Path>] {
        sides.enumerated().map { index, count in
            TimedFrame(
                time: Double(index) * 0.25,
                value: Polygon(sides: count, scale: 0.5 + 0.1 * Double(index)).path(in: viewBox))
        }
    }

    @Test func stillShapeIsXMLWithThePathData() throws {
        let path = Trapezoid(insetAmount: 40).path(in: Self.viewBox)
        let svg = SVGWriter.shape(path, viewBox: Self.viewBox)
        let elements = try #require(parseXML(svg))
        #expect(elements.first?.name == "svg")
        #expect(elements.first?.attributes["viewBox"] == "0 0 200 200")
        #expect(elements.named("path").first?.attributes["d"] == path.svgPathData)
        #expect(elements.named("animate").isEmpty)
    }

    @Test func stillShapeBytesAreExactlyAsDocumented() {
        let path = Trapezoid(insetAmount: 50).path(in: CGRect(x: 0, y: 0, width: 200, height: 100))
        let style = RenderStyle(fill: Color(red: 1, green: 0.5, blue: 0, opacity: 0.25), stroke: .black, lineWidth: 1.5)
        let expected = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100" width="200" height="100">
              <path id="shape" d="M0 100 L50 0 L150 0 L200 100 Z" fill="#ff8000" fill-opacity="0.25" \
            stroke="#000000" stroke-width="1.5" stroke-linejoin="round" stroke-linecap="round"/>
            </svg>

            """
        #expect(SVGWriter.shape(path, viewBox: CGRect(x: 0, y: 0, width: 200, height: 100), style: style) == expected)
    }

    @Test func morphingShapeAnimatesPathDataLinearly() throws {
        let frames = Self.polygonFrames(sides: [5, 5, 5, 5, 5])
        let svg = SVGWriter.animatedShape(frames, viewBox: Self.viewBox)
        let animate = try #require(parseXML(svg)?.named("animate").first)
        #expect(animate.attributes["attributeName"] == "d")
        #expect(animate.attributes["calcMode"] == "linear")
        #expect(animate.attributes["keyTimes"] == "0;0.25;0.5;0.75;1")
        #expect(animate.attributes["values"]?.split(separator: ";").count == frames.count)
        #expect(animate.attributes["dur"] == "1s")
        #expect(animate.attributes["repeatCount"] == "indefinite")
    }

    @Test func changingStructureFallsBackToDiscrete() throws {
        let svg = SVGWriter.animatedShape(Self.polygonFrames(sides: [3, 4, 5]), viewBox: Self.viewBox)
        let animate = try #require(parseXML(svg)?.named("animate").first)
        #expect(animate.attributes["calcMode"] == "discrete")
        #expect(animate.attributes["keyTimes"]?.split(separator: ";").count == 3)
    }

    @Test func playingOnceFreezesOnTheLastFrame() throws {
        let svg = SVGWriter.animatedShape(
            Self.polygonFrames(sides: [6, 6]), viewBox: Self.viewBox, playback: SVGPlayback(repeats: false))
        let animate = try #require(parseXML(svg)?.named("animate").first)
        #expect(animate.attributes["repeatCount"] == "1")
        #expect(animate.attributes["fill"] == "freeze")
    }

    @Test func aSingleFrameIsAStill() {
        let frames = Self.polygonFrames(sides: [6])
        #expect(
            SVGWriter.animatedShape(frames, viewBox: Self.viewBox)
                == SVGWriter.shape(frames[0].value, viewBox: Self.viewBox))
    }

    /// Output bytes are the reviewed ones under `Golden/` in every process (see `GoldenFile`).
    @Test func animationsMatchTheirGoldenFiles() throws {
        let shakes = stride(from: 0.0, through: 1, by: 0.25).map { t in
            TimedFrame(
                time: t, value: try! PresetTypeCatalog.effect(type: "shake", parameters: ["shakes": .double(3 * t)]))
        }
        for (name, svg) in [
            (
                "polygon-morph.svg",
                SVGWriter.animatedShape(Self.polygonFrames(sides: [3, 5, 8]), viewBox: Self.viewBox)
            ),
            ("shake.svg", SVGWriter.animatedEffect(shakes, viewBox: Self.viewBox)),
        ] {
            let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
                "Golden/\(name)")
            let expected = try GoldenFile.expected(for: svg, at: url)
            #expect(expected != nil, "missing golden file \(name); run with ANIMDB_UPDATE_GOLDEN=1 to create it")
            #expect(expected == svg, "\(name) differs from its golden file")
        }
    }

    @Test func shakeAnimatesOnlyTheTranslation() throws {
        let frames = stride(from: 0.0, through: 1, by: 0.1).map { t in
            TimedFrame(
                time: t, value: try! PresetTypeCatalog.effect(type: "shake", parameters: ["shakes": .double(3 * t)]))
        }
        let svg = SVGWriter.animatedEffect(frames, viewBox: Self.viewBox)
        let elements = try #require(parseXML(svg))
        let transforms = elements.named("animateTransform")
        #expect(transforms.map { $0.attributes["type"] } == ["translate"])
        #expect(transforms[0].attributes["values"]?.split(separator: ";").count == 11)
        #expect(transforms[0].attributes["keyTimes"]?.split(separator: ";").count == 11)
        #expect(elements.named("animate").isEmpty, "opacity never changes")
        #expect(elements.named("text").first?.text == "Shake me!")
    }

    @Test func everyChangingChannelGetsItsOwnAnimation() throws {
        let frames = [
            TimedFrame(time: 0, value: ModifierEffect()),
            TimedFrame(time: 0.5, value: ModifierEffect(offsetY: 4, scale: 2, rotation: .degrees(45), opacity: 0.5)),
        ]
        let elements = try #require(parseXML(SVGWriter.animatedEffect(frames, viewBox: Self.viewBox)))
        #expect(
            Set(elements.named("animateTransform").compactMap { $0.attributes["type"] }) == [
                "translate", "rotate", "scale",
            ])
        #expect(elements.named("animate").map { $0.attributes["attributeName"] } == ["opacity"])
        let rotate = try #require(elements.named("animateTransform").first { $0.attributes["type"] == "rotate" })
        #expect(rotate.attributes["values"] == "0 100 100;45 100 100", "rotation is about the box's centre")
    }

    @Test func counterTextSwitchesBetweenTextElements() throws {
        let frames = [0.0, 0.4, 1.2, 2].enumerated().map { index, value in
            TimedFrame(
                time: Double(index),
                value: try! PresetTypeCatalog.effect(type: "counter", parameters: ["value": .double(value)]))
        }
        let elements = try #require(parseXML(SVGWriter.animatedEffect(frames, viewBox: Self.viewBox)))
        let texts = elements.named("text")
        #expect(texts.map(\.text) == ["0", "1", "2"])
        let switches = elements.named("animate").filter { $0.attributes["attributeName"] == "visibility" }
        #expect(switches.map { $0.attributes["keyTimes"] } == ["0;0.6667", "0;0.6667;1", "0;1"])
        #expect(switches.allSatisfy { $0.attributes["calcMode"] == "discrete" })
    }

    @Test func userTextIsEscaped() throws {
        let content = ContentBox(text: "<b>\"Tom & Jerry's\"</b>\u{07}")
        let svg = SVGWriter.effect(ModifierEffect(offsetX: 2), content: content, viewBox: Self.viewBox)
        let elements = try #require(parseXML(svg))
        #expect(elements.named("text").first?.text == "<b>\"Tom & Jerry's\"</b>\u{FFFD}")
        #expect(!svg.contains("<b>"))
    }

    @Test func stillEffectTransformMatchesTheEffectsMatrix() throws {
        let effect = ModifierEffect(offsetX: 10, offsetY: -5, scale: 1.5, anchor: .topLeading, rotation: .degrees(30))
        let elements = try #require(parseXML(SVGWriter.effect(effect, viewBox: Self.viewBox)))
        let groups = elements.named("g").compactMap { $0.attributes["transform"] }
        #expect(groups == ["translate(10 -5)", "rotate(30 0 78)", "translate(0 78)", "scale(1.5)", "translate(0 -78)"])
    }
}

struct SVGPlaybackTests {
    @Test(arguments: [
        (SVGPlayback(repeats: true), "repeatCount=\"indefinite\""),
        (SVGPlayback(repeats: true, count: 3), "repeatCount=\"3\" fill=\"freeze\""),
        (SVGPlayback(repeats: false), "repeatCount=\"1\" fill=\"freeze\""),
    ])
    func repetitionAttributes(playback: SVGPlayback, expected: String) throws {
        let timing = try #require(Timing(times: [0, 0.5, 1], playback: playback))
        #expect(timing.attributes(discrete: false).contains(expected))
    }
}
