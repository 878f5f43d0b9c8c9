import AnimDBEngine
import AnimDBGeometry
import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBRender

struct HTMLWriterTests {
    static let size = CGSize(width: 200, height: 200)

    static func shapePreview(title: String = "Polygon") -> HTMLPreview {
        let frames = (0...4).map { i in
            TimedFrame(
                time: Double(i) * 0.1,
                value: SceneBuilder.scene(
                    [try! SceneItem("polygon", ["sides": .double(6), "scale": .double(Double(i) / 4)])], size: size))
        }
        return HTMLPreview(
            title: title, subtitle: ".spring(duration: 0.4)", frames: frames,
            tracks: [PlotSeries("scale", points: (0...4).map { (Double($0) * 0.1, Double($0) / 4) })],
            keyframeTimes: [0.2],
            parameters: [HTMLPreview.Parameter(name: "sides", value: "6", detail: "double, animatable, ≥ 3")])
    }

    static func textFrames(_ texts: [String]) -> [TimedFrame<Scene>] {
        texts.enumerated().map { index, text in
            TimedFrame(
                time: Double(index),
                value: SceneBuilder.scene(
                    [
                        try! SceneItem("text", ["text": .string(text)]),
                        try! SceneItem("opacity", ["opacity": .double(1 - Double(index) / 2)]),
                    ], size: size))
        }
    }

    /// The JSON embedded in the page's data script.
    static func frameData(_ html: String) throws -> [String: Any] {
        let start = try #require(html.range(of: "<script type=\"application/json\" id=\"animdb-frames\">"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let json = String(html[start.upperBound..<end.lowerBound])
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    @Test func pageEmbedsEveryPart() throws {
        let html = HTMLWriter.page(Self.shapePreview())
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<path id=\"shape\""))
        #expect(html.contains("id=\"animdb-play\"") && html.contains("id=\"animdb-scrubber\""))
        #expect(html.contains("<polyline class=\"series\" data-name=\"scale\""))
        #expect(html.contains("class=\"marker\" data-time=\"0.2\""))
        #expect(html.contains("<td><code>sides</code></td>"))
        let data = try Self.frameData(html)
        #expect((data["times"] as? [Double])?.count == 5)
        let channels = try #require(data["channels"] as? [[String: Any]])
        #expect(channels.count == 1)
        #expect(channels[0]["id"] as? String == "shape")
        #expect(channels[0]["attribute"] as? String == "d")
        #expect((channels[0]["values"] as? [String])?.count == 5)
    }

    @Test func pageLoadsNothingFromTheNetwork() {
        let html = HTMLWriter.page(Self.shapePreview())
        #expect(!html.contains("src="))
        #expect(!html.contains("<link"))
        #expect(!html.contains("@import"))
        #expect(!html.contains("http://") || !html.contains("href=\"http"))
    }

    /// A text with a shake, a scale and an opacity that change every frame: every kind of channel a page carries.
    static var effectPreview: HTMLPreview {
        let frames = (0...4).map { i in
            let step = Double(i)
            return TimedFrame(
                time: step * 0.1,
                value: SceneBuilder.scene(
                    [
                        try! SceneItem("text", ["text": .string(String(i))]),
                        try! SceneItem("shake", ["shakes": .double(step / 4)]),
                        try! SceneItem("scale", ["scale": .double(1 + step / 10)]),
                        try! SceneItem("opacity", ["opacity": .double(1 - step / 8)]),
                    ], size: size))
        }
        let points: [(Double, Double)] = (0...4).map { (Double($0) * 0.1, Double($0) / 4) }
        return HTMLPreview(
            title: "Shake", subtitle: ".default", frames: frames, tracks: [PlotSeries("shakes", points: points)],
            parameters: [HTMLPreview.Parameter(name: "amplitude", value: "10", detail: "double, ignored")],
            repeats: false)
    }

    /// The page's bytes are the reviewed ones under `Golden/`, in every process: a page whose bytes depended on the
    /// run (dictionary order, hashing) would fail here, which comparing two renders in one process cannot catch.
    /// Rewrite with `ANIMDB_UPDATE_GOLDEN=1` after a deliberate change, and review the diff.
    @Test(arguments: [("shape-preview.html", shapePreview()), ("effect-preview.html", effectPreview)])
    func pageMatchesItsGoldenFile(name: String, preview: HTMLPreview) throws {
        let html = HTMLWriter.page(preview)
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/\(name)")
        let expected = try GoldenFile.expected(for: html, at: url)
        #expect(expected != nil, "missing golden file \(name); run with ANIMDB_UPDATE_GOLDEN=1 to create it")
        #expect(expected == html, "\(name) differs from its golden file")
    }

    @Test func userTextCannotInjectMarkup() throws {
        let html = HTMLWriter.page(Self.shapePreview(title: "</script><script>alert(1)</script>"))
        #expect(!html.contains("<script>alert"))
        #expect(html.contains("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;"))

        let textPage = HTMLWriter.page(HTMLPreview(title: "c", frames: Self.textFrames(["</script><b>", "2"])))
        #expect(!textPage.contains("</script><b>"))
        #expect(textPage.contains("&lt;/script&gt;&lt;b&gt;"))
    }

    @Test func changingTextShowsOneRunAtATime() throws {
        let html = HTMLWriter.page(
            HTMLPreview(title: "Count", frames: Self.textFrames(["1", "2", "2"]), repeats: false))
        let data = try Self.frameData(html)
        let runs = try #require(data["runs"] as? [[String: Any]])
        #expect(runs.map { $0["start"] as? Int } == [0, 1])
        #expect(runs.map { $0["end"] as? Int } == [1, 3])
        #expect(html.contains("<g id=\"run1\" style=\"display:none\">"))
        let channels = try #require(data["channels"] as? [[String: Any]])
        #expect(channels.map { $0["attribute"] as? String } == ["opacity"])
        #expect(channels.first?["run"] as? Int == 1)
        #expect(channels.first?["values"] as? [String] == ["0.5", "0"])
        #expect(data["repeats"] as? Bool == false)
        #expect(html.contains("<p>No animated tracks.</p>"))
    }

    @Test(arguments: [
        ("a\"b", "\"a\\\"b\""), ("<&>", "\"\\u003c\\u0026\\u003e\""), ("\u{2028}\n", "\"\\u2028\\n\""),
        ("\u{01}", "\"\\u0001\""),
    ])
    func jsonStringsAreEscaped(text: String, expected: String) {
        #expect(JSON.string(text) == expected)
    }

    @Test func emptyFrameListsStillGiveThePlayerAFrame() throws {
        let data = try Self.frameData(HTMLWriter.page(HTMLPreview(title: "empty", frames: [])))
        #expect(data["times"] as? [Double] == [0])
    }
}
