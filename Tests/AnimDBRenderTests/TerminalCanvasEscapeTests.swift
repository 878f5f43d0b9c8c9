import AnimDBEngine
import Testing

@testable import AnimDBRender

/// Issue 10, item 11: text drawn on the live preview's canvas (a text field's placeholder from a teammate's bundle)
/// cannot act on the terminal.
struct TerminalCanvasEscapeTests {
    @Test func controlAndBidiCharactersAreNeverPrintedRaw() {
        var canvas = TerminalCanvas(columns: 40, rows: 2)
        canvas.drawText("a\u{1B}]0;pwned\u{07}\u{1B}[2J\rb\u{202E}c\u{2028}", column: 0, row: 0)
        let rows = canvas.render()
        let printed = rows.joined()
        #expect(!printed.unicodeScalars.contains { TerminalText.needsEscape($0) })
        #expect(rows[0].hasPrefix("a\u{FFFD}]0;pwned\u{FFFD}\u{FFFD}[2J\u{FFFD}b\u{FFFD}c\u{FFFD}"))
    }
}
