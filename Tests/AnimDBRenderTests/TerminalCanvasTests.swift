import AnimDBEngine
import AnimDBGeometry
import Foundation
import Testing

@testable import AnimDBRender

struct TerminalCanvasTests {
    @Test func horizontalLineLightsTheTopDots() {
        var canvas = TerminalCanvas(columns: 4, rows: 2)
        canvas.drawLine(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 7, y: 0))
        #expect(canvas.render() == ["⠉⠉⠉⠉", "    "])
    }

    @Test func boxOutlineUsesTheEdgeDotsOfEachCell() {
        var canvas = TerminalCanvas(columns: 4, rows: 2)
        canvas.drawPolyline(
            [CGPoint(x: 0, y: 0), CGPoint(x: 7, y: 0), CGPoint(x: 7, y: 7), CGPoint(x: 0, y: 7)], closed: true)
        #expect(canvas.render() == ["⡏⠉⠉⢹", "⣇⣀⣀⣸"])
    }

    @Test func diagonalStepsOneDotPerRow() {
        var canvas = TerminalCanvas(columns: 2, rows: 1)
        canvas.drawLine(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 3.9, y: 3.5))
        // Dots (0,0) (1,1) in the first cell, (2,2) (3,3) in the second.
        #expect(canvas.render() == ["⠑⢄"])
    }

    @Test func filledSquareLightsEveryDotInside() {
        var canvas = TerminalCanvas(columns: 3, rows: 2)
        canvas.fillPolygons([[CGPoint(x: 0, y: 0), CGPoint(x: 4, y: 0), CGPoint(x: 4, y: 8), CGPoint(x: 0, y: 8)]])
        #expect(canvas.render() == ["⣿⣿ ", "⣿⣿ "])
    }

    @Test func evenOddLeavesTheHoleEmpty() {
        var canvas = TerminalCanvas(columns: 3, rows: 3)
        let outer = [CGPoint(x: 0, y: 0), CGPoint(x: 6, y: 0), CGPoint(x: 6, y: 12), CGPoint(x: 0, y: 12)]
        let hole = [CGPoint(x: 2, y: 4), CGPoint(x: 4, y: 4), CGPoint(x: 4, y: 8), CGPoint(x: 2, y: 8)]
        canvas.fillPolygons([outer, hole], evenOdd: true)
        #expect(canvas.render() == ["⣿⣿⣿", "⣿ ⣿", "⣿⣿⣿"])
    }

    @Test func nonZeroFillsAHoleWoundTheSameWay() {
        var canvas = TerminalCanvas(columns: 3, rows: 3)
        let outer = [CGPoint(x: 0, y: 0), CGPoint(x: 6, y: 0), CGPoint(x: 6, y: 12), CGPoint(x: 0, y: 12)]
        let inner = [CGPoint(x: 2, y: 4), CGPoint(x: 4, y: 4), CGPoint(x: 4, y: 8), CGPoint(x: 2, y: 8)]
        canvas.fillPolygons([outer, inner])
        #expect(canvas.render() == ["⣿⣿⣿", "⣿⣿⣿", "⣿⣿⣿"])
        var reversed = TerminalCanvas(columns: 3, rows: 3)
        reversed.fillPolygons([outer, inner.reversed()])
        #expect(reversed.render() == ["⣿⣿⣿", "⣿ ⣿", "⣿⣿⣿"])
    }

    @Test func wideStrokesLightEveryDotWithinHalfTheWidth() {
        var canvas = TerminalCanvas(columns: 5, rows: 2)
        canvas.strokePolyline([CGPoint(x: 1, y: 4), CGPoint(x: 9, y: 4)], closed: false, width: 4)
        // Dots whose centres are within 2 of the segment: rows 2…5, columns 0…10 clipped to the canvas.
        #expect(canvas.render() == ["⣤⣤⣤⣤⣤", "⠛⠛⠛⠛⠛"])
    }

    @Test func drawingOutsideIsClipped() {
        var canvas = TerminalCanvas(columns: 2, rows: 1)
        canvas.drawLine(from: CGPoint(x: -10, y: 1), to: CGPoint(x: 100, y: 1))
        canvas.setDot(x: 99, y: 99)
        canvas.drawLine(from: CGPoint(x: Double.nan, y: 0), to: CGPoint(x: 1, y: 1))
        #expect(canvas.render() == ["⠒⠒"])
    }

    @Test func cellsTakeThePensColour() {
        var canvas = TerminalCanvas(columns: 2, rows: 1)
        canvas.pen = TerminalRGB(red: 255, green: 0, blue: 0)
        canvas.setDot(x: 0, y: 0)
        canvas.pen = nil
        canvas.setDot(x: 2, y: 0)
        #expect(canvas.color(column: 0, row: 0) == TerminalRGB(red: 255, green: 0, blue: 0))
        #expect(canvas.color(column: 1, row: 0) == nil)
    }

    @Test func pathIsFittedToTheCanvas() {
        var canvas = TerminalCanvas(columns: 4, rows: 2)
        var path = Path()
        path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        canvas.drawPath(path, in: CGRect(x: 0, y: 0, width: 100, height: 100), filled: true)
        #expect(canvas.render() == ["⣿⣿⣿⣿", "⣿⣿⣿⣿"])
        #expect(
            canvas.dotTransform(fitting: CGRect(x: 0, y: 0, width: 200, height: 100))
                == CGAffineTransform(a: 0.04, b: 0, c: 0, d: 0.04, tx: 0, ty: 2))
    }
}

struct ANSIFrameComposerTests {
    @Test(arguments: [
        ([String: String](), true, ANSIFrameComposer.ColorMode.palette256),
        (["COLORTERM": "truecolor"], true, .trueColor),
        (["COLORTERM": "24bit", "NO_COLOR": "1"], true, .none),
        (["NO_COLOR": ""], true, .palette256),
        (["TERM": "dumb"], true, .none),
        (["TERM": "xterm-256color"], false, .none),
    ])
    func colourFollowsNoColorAndTheTerminal(
        environment: [String: String], isTerminal: Bool, mode: ANSIFrameComposer.ColorMode
    ) {
        #expect(ANSIFrameComposer.colorMode(environment: environment, isTerminal: isTerminal) == mode)
    }

    static func canvas() -> TerminalCanvas {
        var canvas = TerminalCanvas(columns: 2, rows: 2)
        canvas.pen = TerminalRGB(red: 255, green: 59, blue: 48)
        canvas.drawText("ab", column: 0, row: 1)
        canvas.pen = nil
        canvas.drawLine(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 3, y: 0))
        return canvas
    }

    @Test func plainFrameRedrawsInPlaceWithoutColour() {
        let frame = ANSIFrameComposer(colorMode: .none).frame(Self.canvas(), status: "0.50 s")
        #expect(frame == "\u{1B}[H⠉⠉\u{1B}[K\nab\u{1B}[K\n0.50 s\u{1B}[K\n\u{1B}[J")
    }

    @Test func colouredFrameColoursRunsOfCells() {
        let frame = ANSIFrameComposer(colorMode: .trueColor).frame(Self.canvas())
        #expect(frame == "\u{1B}[H⠉⠉\u{1B}[K\n\u{1B}[38;2;255;59;48mab\u{1B}[0m\u{1B}[K\n\u{1B}[J")
        let palette = ANSIFrameComposer(colorMode: .palette256).frame(Self.canvas())
        #expect(palette.contains("\u{1B}[38;5;203mab"))
        #expect(ANSIFrameComposer(colorMode: .trueColor).end() == "\u{1B}[0m\u{1B}[?25h")
        #expect(ANSIFrameComposer(colorMode: .none).begin() == "\u{1B}[?25l\u{1B}[H\u{1B}[J")
    }

    @Test(arguments: [
        (TerminalRGB(red: 0, green: 0, blue: 0), 16), (TerminalRGB(red: 255, green: 255, blue: 255), 231),
        (TerminalRGB(red: 128, green: 128, blue: 128), 244), (TerminalRGB(red: 0, green: 122, blue: 255), 33),
    ])
    func paletteIndexIsTheNearestXtermColour(color: TerminalRGB, index: Int) {
        #expect(color.paletteIndex == index)
    }
}
