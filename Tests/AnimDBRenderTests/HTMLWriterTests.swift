import AnimDBEngine
import AnimDBGeometry
import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBRender

struct HTMLWriterTests {
    static let viewBox = CGRect(x: 0, y: 0, width: 200, height: 200)

    static func shapePreview(title: String = "Polygon") -> HTMLPreview {
        let frames = (0...4).map { i in
            TimedFrame(time: Double(i) * 0.1, value: Polygon(sides: 6, scale: Double(i) / 4).path(in: viewBox))
        }
        return HTMLPreview(
            title: title, subtitle: ".spring(duration: 0.4)",
            animation: .shape(frames: frames, viewBox: viewBox, style: .filled),
            tracks: [PlotSeries("scale", points: (0...4).map { (Double($0) * 0.1, Double($0) / 4) })],
            keyframeTimes: [0.2],
            parameters: [HTMLPreview.Parameter(name: "sides", value: "6", detail: "double, animatable, ≥ 3")])
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
        #expect(data["kind"] as? String == "shape")
        #expect((data["times"] as? [Double])?.count == 5)
        #expect((data["d"] as? [String])?.count == 5)
    }

    @Test func pageLoadsNothingFromTheNetwork() {
        let html = HTMLWriter.page(Self.shapePreview())
        #expect(!html.contains("src="))
        #expect(!html.contains("<link"))
        #expect(!html.contains("@import"))
        #expect(!html.contains("url("))
    }

    static var effectPreview: HTMLPreview {
        let frames = (0...4).map { i -> TimedFrame<ModifierEffect> in
            let step = Double(i)
            let effect = ModifierEffect(
                offsetX: step * 2.5, scale: 1 + step / 10, rotation: .degrees(step * 3), opacity: 1 - step / 8,
                text: String(i))
            return TimedFrame(time: step * 0.1, value: effect)
        }
        let points: [(Double, Double)] = (0...4).map { (Double($0) * 0.1, Double($0)) }
        return HTMLPreview(
            title: "Shake", subtitle: ".default",
            animation: .effect(frames: frames, content: .textField, viewBox: viewBox),
            tracks: [PlotSeries("shakes", points: points)],
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

        let frames = [
            TimedFrame(time: 0, value: ModifierEffect(text: "</script><b>")),
            TimedFrame(time: 1, value: ModifierEffect(text: "2")),
        ]
        let effectPage = HTMLWriter.page(
            HTMLPreview(title: "c", animation: .effect(frames: frames, content: .textField, viewBox: Self.viewBox)))
        #expect(!effectPage.contains("</script><b>"))
        let data = try Self.frameData(effectPage)
        #expect(data["text"] as? [String] == ["</script><b>", "2"])
    }

    @Test func effectPageCarriesEveryChannel() throws {
        let frames = [
            TimedFrame(time: 0, value: ModifierEffect()),
            TimedFrame(time: 0.5, value: ModifierEffect(offsetX: 5, opacity: 0.5)),
        ]
        let html = HTMLWriter.page(
            HTMLPreview(
                title: "Fade", animation: .effect(frames: frames, content: .textField, viewBox: Self.viewBox),
                repeats: false))
        let data = try Self.frameData(html)
        #expect(data["translate"] as? [String] == ["0 0", "5 0"])
        #expect(data["opacity"] as? [String] == ["1", "0.5"])
        #expect(data["repeats"] as? Bool == false)
        #expect(html.contains("id=\"effect-offset\"") && html.contains("id=\"effect-text\""))
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
        for animation in [
            HTMLPreview.Animation.shape(frames: [], viewBox: Self.viewBox, style: .filled),
            .effect(frames: [], content: .textField, viewBox: Self.viewBox),
        ] {
            let data = try Self.frameData(HTMLWriter.page(HTMLPreview(title: "empty", animation: animation)))
            #expect(data["times"] as? [Double] == [0])
        }
    }
}
