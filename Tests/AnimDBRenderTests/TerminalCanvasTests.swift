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
        canvas.fillPolygons([outer, hole])
        #expect(canvas.render() == ["⣿⣿⣿", "⣿ ⣿", "⣿⣿⣿"])
    }

    @Test func drawingOutsideIsClipped() {
        var canvas = TerminalCanvas(columns: 2, rows: 1)
        canvas.drawLine(from: CGPoint(x: -10, y: 1), to: CGPoint(x: 100, y: 1))
        canvas.setDot(x: 99, y: 99)
        canvas.drawLine(from: CGPoint(x: Double.nan, y: 0), to: CGPoint(x: 1, y: 1))
        #expect(canvas.render() == ["⠒⠒"])
    }

    @Test func textBoxSitsAtASubCellOffsetWithItsTextSnappedToCells() {
        var canvas = TerminalCanvas(columns: 8, rows: 3)
        canvas.drawTextBox("hi", in: CGRect(x: 1, y: 0, width: 12, height: 11))
        #expect(canvas.render() == ["⢸⠉⠉⠉⠉⠉⢹ ", "⢸  hi ⢸ ", "⢸⣀⣀⣀⣀⣀⣸ "])
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
        ([String: String](), true, true),
        (["NO_COLOR": "1"], true, false),
        (["NO_COLOR": ""], true, true),
        (["TERM": "dumb"], true, false),
        (["TERM": "xterm-256color"], false, false),
    ])
    func colourFollowsNoColorAndTheTerminal(environment: [String: String], isTerminal: Bool, allowed: Bool) {
        #expect(ANSIFrameComposer.allowsColor(environment: environment, isTerminal: isTerminal) == allowed)
    }

    @Test func plainFrameRedrawsInPlaceWithoutColour() {
        let frame = ANSIFrameComposer(colorEnabled: false).frame(["⠉⠉", "ab"], status: "0.50 s")
        #expect(frame == "\u{1B}[H⠉⠉\u{1B}[K\nab\u{1B}[K\n0.50 s\u{1B}[K\n\u{1B}[J")
    }

    @Test func colouredFrameWrapsEachLine() {
        let frame = ANSIFrameComposer(colorEnabled: true).frame(["x"], color: .red)
        #expect(frame == "\u{1B}[H\u{1B}[31mx\u{1B}[0m\u{1B}[K\n\u{1B}[J")
        #expect(ANSIFrameComposer(colorEnabled: true).end() == "\u{1B}[0m\u{1B}[?25h")
        #expect(ANSIFrameComposer(colorEnabled: false).begin() == "\u{1B}[?25l\u{1B}[H\u{1B}[J")
    }
}
