import AnimDBEngine
import AnimDBGeometry
import Foundation
import Testing

@testable import AnimDBRender

struct SceneTerminalTests {
    static let size = CGSize(width: 16, height: 12)

    @Test func shapesAreFilledInTheirPaintsColour() throws {
        let scene = SceneBuilder.scene(
            [
                try SceneItem("rounded-rectangle", ["cornerRadius": .double(0)]),
                try SceneItem("fill", ["paint": .paint(.color(.red))]),
            ],
            size: Self.size)
        var canvas = TerminalCanvas(columns: 8, rows: 3)
        canvas.draw(scene)
        #expect(canvas.render() == Array(repeating: "⣿⣿⣿⣿⣿⣿⣿⣿", count: 3))
        #expect(canvas.color(column: 3, row: 1) == TerminalRGB(.red))
    }

    @Test func thePrimaryColourIsTheTerminalsOwn() throws {
        var canvas = TerminalCanvas(columns: 8, rows: 3)
        canvas.draw(SceneBuilder.scene([try SceneItem("circle")], size: Self.size))
        #expect(canvas.render().joined().contains("⣿"))
        #expect(canvas.color(column: 4, row: 1) == nil, "a shape's default fill is the foreground: no colour escape")
    }

    @Test func gradientsAreSampledPerCell() throws {
        let gradient = LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing)
        let scene = SceneBuilder.scene(
            [
                try SceneItem("rectangle", ["width": .double(16), "height": .double(12)]),
                try SceneItem("fill", ["paint": .paint(.linearGradient(gradient))]),
            ], size: Self.size)
        var canvas = TerminalCanvas(columns: 8, rows: 3)
        canvas.draw(scene)
        let left = try #require(canvas.color(column: 0, row: 1))
        let right = try #require(canvas.color(column: 7, row: 1))
        #expect(left.red < 40 && right.red > 215)
    }

    @Test func anOffsetMovesTheTextAndAFadedViewDisappears() throws {
        func draw(_ items: [SceneItem]) -> [String] {
            var canvas = TerminalCanvas(columns: 8, rows: 3)
            canvas.draw(SceneBuilder.scene(items, size: Self.size))
            return canvas.render()
        }
        let text = try SceneItem("text", ["text": .string("ok"), "font": .font(.system(size: 4))])
        let still = draw([text])
        #expect(still.joined().contains("ok"))
        // The 16-point canvas is 16 dots wide: 2 points is two braille columns, one cell.
        let moved = draw([text, try SceneItem("offset", ["x": .double(2)])])
        #expect(moved == still.map { " " + $0.dropLast() })
        #expect(
            draw([text, try SceneItem("opacity", ["opacity": .double(0.2)])]) == Array(repeating: "        ", count: 3))
    }
}
