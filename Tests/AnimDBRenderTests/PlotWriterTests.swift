import Foundation
import Testing

@testable import AnimDBRender

struct PlotWriterTests {
    static let value = PlotSeries("opacity", points: stride(from: 0.0, through: 1, by: 0.1).map { ($0, $0 * $0) })
    static let velocity = PlotSeries("velocity", points: [(0, 0), (0.5, 1), (1, 2)], isDashed: true)

    @Test func eachSeriesIsOnePolyline() throws {
        let svg = PlotWriter.svg(series: [Self.value, Self.velocity], markers: [0.3, 0.7], title: "Fade")
        let elements = try #require(parseXML(svg))
        let polylines = elements.named("polyline")
        #expect(polylines.map { $0.attributes["data-name"] } == ["opacity", "velocity"])
        #expect(polylines[0].attributes["points"]?.split(separator: " ").count == 11)
        #expect(polylines[1].attributes["stroke-dasharray"] == "6 4")
        #expect(
            elements.filter { $0.attributes["class"] == "marker" }.map { $0.attributes["data-time"] } == ["0.3", "0.7"])
        #expect(elements.contains { $0.attributes["class"] == "title" && $0.text == "Fade" })
    }

    @Test func axesHaveNiceTickLabels() throws {
        let elements = try #require(parseXML(PlotWriter.svg(series: [Self.value], title: "t")))
        let labels = elements.named("text").filter { $0.attributes["text-anchor"] == "end" }.map(\.text)
        #expect(labels == ["0", "0.2", "0.4", "0.6", "0.8", "1"])
    }

    @Test(arguments: [
        (0.0, 1.0, [0.0, 0.2, 0.4, 0.6, 0.8, 1.0]),
        (0, 10, [0, 2, 4, 6, 8, 10]),
        (-3, 7, [-4, -2, 0, 2, 4, 6, 8]),
        (0, 0.45, [0, 0.1, 0.2, 0.3, 0.4, 0.5]),
        (0, 0.3, [0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3]),
        (5, 5, [4, 4.5, 5, 5.5, 6]),
    ])
    func ticksUseStepsOfOneTwoOrFive(low: Double, high: Double, expected: [Double]) {
        let ticks = PlotTicks(covering: low, high)
        #expect(ticks.values.count == expected.count)
        for (tick, value) in zip(ticks.values, expected) {
            #expect(abs(tick - value) < 1e-9)
        }
    }

    @Test func nonFiniteSamplesAreLeftOut() throws {
        let series = PlotSeries("gap", points: [(0, 0), (0.5, .nan), (1, 1)])
        let elements = try #require(parseXML(PlotWriter.svg(series: [series], title: "gap")))
        #expect(elements.named("polyline").first?.attributes["points"]?.split(separator: " ").count == 2)
    }

    @Test func outputIsDeterministicAndEscaped() {
        let first = PlotWriter.svg(series: [PlotSeries("a<b", points: [(0, 1)])], title: "x & y")
        let second = PlotWriter.svg(series: [PlotSeries("a<b", points: [(0, 1)])], title: "x & y")
        #expect(first == second)
        #expect(first.contains("a&lt;b") && first.contains("x &amp; y"))
        #expect(parseXML(first) != nil)
    }
}
