import AnimDBEngine
import AnimDBGeometry
import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBRender

struct SVGWriterTests {
    static let size = CGSize(width: 200, height: 200)

    static func scene(_ items: [SceneItem], size: CGSize = size) -> Scene {
        SceneBuilder.scene(items, size: size)
    }

    static func polygonFrames(sides: [Double]) -> [TimedFrame<Scene>] {
        sides.enumerated().map { index, count in
            TimedFrame(
                time: Double(index) * 0.25,
                value: scene([
                    try! SceneItem("polygon", ["sides": .double(count), "scale": .double(0.5 + 0.1 * Double(index))])
                ]))
        }
    }

    static func shakeFrames() -> [TimedFrame<Scene>] {
        stride(from: 0.0, through: 1, by: 0.1).map { t in
            TimedFrame(
                time: t,
                value: scene([
                    try! SceneItem("text", ["text": .string("Shake me!")]),
                    try! SceneItem("shake", ["shakes": .double(3 * t)]),
                ]))
        }
    }

    @Test func stillShapeIsXMLWithThePathData() throws {
        let svg = SVGWriter.scene(Self.scene([try SceneItem("trapezoid", ["insetAmount": .double(40)])]))
        let elements = try #require(parseXML(svg))
        #expect(elements.first?.name == "svg")
        #expect(elements.first?.attributes["viewBox"] == "0 0 200 200")
        let path = Trapezoid(insetAmount: 40).path(in: CGRect(origin: .zero, size: Self.size))
        #expect(elements.named("path").first { $0.attributes["id"] == "shape" }?.attributes["d"] == path.svgPathData)
        #expect(elements.named("animate").isEmpty)
    }

    @Test func stillShapeBytesAreExactlyAsDocumented() throws {
        let scene = Self.scene(
            [
                try SceneItem("trapezoid", ["insetAmount": .double(50)]),
                try SceneItem("fill", ["paint": .paint(.color(Color(red: 1, green: 0.5, blue: 0, opacity: 0.25)))]),
                try SceneItem("frame", ["width": .double(200), "height": .double(100)]),
            ], size: CGSize(width: 240, height: 120))
        let expected = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 120" width="240" height="120">
              <g transform="translate(20 10)">
                <path id="shape" d="M0 100 L50 0 L150 0 L200 100 Z" fill="#ff8000" fill-opacity="0.25" stroke="none"/>
              </g>
            </svg>

            """
        #expect(SVGWriter.scene(scene) == expected)
    }

    @Test func strokeStyleAndLinearGradientAreWritten() throws {
        let scene = Self.scene([
            try SceneItem("arc"),
            try SceneItem(
                "stroke",
                [
                    "paint": .paint(
                        .linearGradient(
                            LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing))),
                    "style": .strokeStyle(StrokeStyle(lineWidth: 8, lineCap: .round)),
                ]),
        ])
        let elements = try #require(parseXML(SVGWriter.scene(scene)))
        let path = try #require(elements.named("path").first { $0.attributes["id"] == "shape" })
        #expect(path.attributes["fill"] == "none")
        #expect(path.attributes["stroke"] == "url(#shape-p0)")
        #expect(path.attributes["stroke-width"] == "8" && path.attributes["stroke-linecap"] == "round")
        let gradient = try #require(elements.named("linearGradient").first)
        #expect(gradient.attributes["gradientUnits"] == "userSpaceOnUse")
        #expect(
            [
                gradient.attributes["x1"], gradient.attributes["y1"], gradient.attributes["x2"],
                gradient.attributes["y2"],
            ]
                == ["0", "100", "200", "100"])
        #expect(elements.named("stop").map { $0.attributes["stop-color"] } == ["#007aff", "#af52de"])
    }

    /// `.fill(_:style: FillStyle(eoFill: true))` is SVG's even-odd rule; the default fill writes no rule (non-zero).
    @Test(arguments: [(true, "evenodd"), (false, nil)] as [(Bool, String?)])
    func evenOddFillsSayTheirRule(evenOdd: Bool, rule: String?) throws {
        let scene = Self.scene([
            try SceneItem("polygon", ["sides": .double(5)]),
            try SceneItem("fill", ["paint": .paint(.color(.red)), "eoFill": .bool(evenOdd)]),
        ])
        let elements = try #require(parseXML(SVGWriter.scene(scene)))
        let shape = try #require(elements.named("path").first)
        #expect(shape.attributes["fill-rule"] == rule)
    }

    @Test func angularGradientIsWedgesMaskedByTheShape() throws {
        let gradient = AngularGradient(colors: [.red, .blue, .red], center: .center)
        let scene = Self.scene([
            try SceneItem("polygon", ["sides": .double(3)]),
            try SceneItem("fill", ["paint": .paint(.angularGradient(gradient))]),
        ])
        let elements = try #require(parseXML(SVGWriter.scene(scene)))
        let shape = try #require(elements.named("path").first { $0.attributes["id"] == "shape" })
        #expect(shape.attributes["fill"] == nil, "the outline is defined once and used by the mask")
        #expect(elements.named("mask").count == 1)
        let wedges = elements.named("path").filter { $0.attributes["id"] == nil }
        #expect(wedges.count == SceneSVG.wedgeCount)
        // Each wedge has the colour at its middle: red at 3 o'clock, blue at 9 o'clock (half a turn).
        for index in [0, SceneSVG.wedgeCount / 4, SceneSVG.wedgeCount / 2] {
            let middle = Angle.degrees(360 * (Double(index) + 0.5) / Double(SceneSVG.wedgeCount))
            let expected = gradient.gradient.color(at: gradient.location(at: middle))
            #expect(wedges[index].attributes["fill"] == Markup.hex(expected))
        }
        #expect(wedges[SceneSVG.wedgeCount / 2].attributes["fill"]?.hasPrefix("#0") == true)
    }

    @Test func morphingShapeAnimatesPathDataLinearly() throws {
        let frames = Self.polygonFrames(sides: [5, 5, 5, 5, 5])
        let svg = SVGWriter.animatedScene(frames)
        let animate = try #require(parseXML(svg)?.named("animate").first)
        #expect(animate.attributes["attributeName"] == "d")
        #expect(animate.attributes["calcMode"] == "linear")
        #expect(animate.attributes["keyTimes"] == "0;0.25;0.5;0.75;1")
        #expect(animate.attributes["values"]?.split(separator: ";").count == frames.count)
        #expect(animate.attributes["dur"] == "1s")
        #expect(animate.attributes["repeatCount"] == "indefinite")
    }

    @Test func changingStructureFallsBackToDiscrete() throws {
        let svg = SVGWriter.animatedScene(Self.polygonFrames(sides: [3, 4, 5]))
        let animate = try #require(parseXML(svg)?.named("animate").first)
        #expect(animate.attributes["calcMode"] == "discrete")
        #expect(animate.attributes["keyTimes"]?.split(separator: ";").count == 3)
    }

    @Test func playingOnceFreezesOnTheLastFrame() throws {
        let svg = SVGWriter.animatedScene(Self.polygonFrames(sides: [6, 6]), playback: SVGPlayback(repeats: false))
        let animate = try #require(parseXML(svg)?.named("animate").first)
        #expect(animate.attributes["repeatCount"] == "1")
        #expect(animate.attributes["fill"] == "freeze")
    }

    @Test func aSingleFrameIsAStill() {
        let frames = Self.polygonFrames(sides: [6])
        #expect(SVGWriter.animatedScene(frames) == SVGWriter.scene(frames[0].value))
    }

    /// Output bytes are the reviewed ones under `Golden/` in every process (see `GoldenFile`).
    @Test func animationsMatchTheirGoldenFiles() throws {
        for (name, svg) in [
            ("polygon-morph.svg", SVGWriter.animatedScene(Self.polygonFrames(sides: [3, 5, 8]))),
            ("shake.svg", SVGWriter.animatedScene(Self.shakeFrames())),
        ] {
            let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
                "Golden/\(name)")
            let expected = try GoldenFile.expected(for: svg, at: url)
            #expect(expected != nil, "missing golden file \(name); run with ANIMDB_UPDATE_GOLDEN=1 to create it")
            #expect(expected == svg, "\(name) differs from its golden file")
        }
    }

    @Test func shakeAnimatesOnlyTheTranslation() throws {
        let svg = SVGWriter.animatedScene(Self.shakeFrames())
        let elements = try #require(parseXML(svg))
        let transforms = elements.named("animateTransform")
        #expect(transforms.map { $0.attributes["type"] } == ["translate"])
        #expect(transforms[0].attributes["values"]?.split(separator: ";").count == 11)
        #expect(transforms[0].attributes["keyTimes"]?.split(separator: ";").count == 11)
        #expect(elements.named("animate").isEmpty, "nothing else changes")
        #expect(elements.named("tspan").first?.text == "Shake me!")
    }

    @Test func everyChangingTransformPartGetsItsOwnAnimation() throws {
        let frames = [0.0, 1].map { t in
            TimedFrame(
                time: t * 0.5,
                value: Self.scene([
                    try! SceneItem("circle"), try! SceneItem("frame", ["width": .double(50), "height": .double(50)]),
                    try! SceneItem("offset", ["y": .double(4 * t)]),
                    try! SceneItem("scale", ["scale": .double(1 + t)]),
                    try! SceneItem("rotation", ["angle": .angle(.degrees(45 * t))]),
                    try! SceneItem("opacity", ["opacity": .double(1 - t / 2)]),
                ]))
        }
        let elements = try #require(parseXML(SVGWriter.animatedScene(frames)))
        #expect(
            Set(elements.named("animateTransform").compactMap { $0.attributes["type"] }) == [
                "translate", "rotate", "scale",
            ])
        #expect(elements.named("animate").map { $0.attributes["attributeName"] } == ["opacity"])
        let rotate = try #require(elements.named("animateTransform").first { $0.attributes["type"] == "rotate" })
        #expect(rotate.attributes["values"] == "0;45")
    }

    @Test func rotationsKeepCountingPastHalfATurn() throws {
        let frames = (0...8).map { i in
            TimedFrame(
                time: Double(i),
                value: Self.scene([
                    try! SceneItem("circle"), try! SceneItem("rotation", ["angle": .angle(.degrees(Double(i) * 60))]),
                ]))
        }
        let rotate = try #require(
            parseXML(SVGWriter.animatedScene(frames))?.named("animateTransform").first {
                $0.attributes["type"] == "rotate"
            })
        #expect(rotate.attributes["values"] == "0;60;120;180;240;300;360;420;480")
    }

    @Test func changingTextSwitchesBetweenRuns() throws {
        let frames = [0.0, 0.4, 1.2, 2].enumerated().map { index, value in
            TimedFrame(
                time: Double(index),
                value: Self.scene([
                    try! SceneItem(
                        "animatable-text", ["count": .int(1), "value1": .double(value), "format": .string("%.0f")])
                ]))
        }
        let elements = try #require(parseXML(SVGWriter.animatedScene(frames)))
        #expect(elements.named("tspan").map(\.text) == ["0", "1", "2"])
        let switches = elements.named("animate").filter { $0.attributes["attributeName"] == "visibility" }
        #expect(switches.map { $0.attributes["keyTimes"] } == ["0;0.6667", "0;0.6667;1", "0;1"])
        #expect(switches.allSatisfy { $0.attributes["calcMode"] == "discrete" })
    }

    @Test func userTextIsEscaped() throws {
        let scene = Self.scene([try SceneItem("text", ["text": .string("<b>\"Tom & Jerry's\"</b>\u{07}")])])
        let svg = SVGWriter.scene(scene)
        let elements = try #require(parseXML(svg))
        #expect(elements.named("tspan").first?.text == "<b>\"Tom & Jerry's\"</b>\u{FFFD}")
        #expect(!svg.contains("<b>"))
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
