import AnimDBEngine

/// A terminal colour: 8-bit sRGB components.
public struct TerminalRGB: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        (self.red, self.green, self.blue) = (red, green, blue)
    }

    /// The colour's sRGB components rounded to bytes (opacity ignored: terminals have no transparency).
    public init(_ color: Color) {
        let bytes = color.sRGBBytes
        self.init(red: bytes.red, green: bytes.green, blue: bytes.blue)
    }

    /// The nearest colour of the xterm 256-colour palette: the 6 × 6 × 6 cube (16–231) or the grey ramp (232–255).
    public var paletteIndex: Int {
        func level(_ c: UInt8) -> Int { c < 48 ? 0 : c < 115 ? 1 : (Int(c) - 35) / 40 }
        let steps = [0, 95, 135, 175, 215, 255]
        let (r, g, b) = (level(red), level(green), level(blue))
        let cube = 16 + 36 * r + 6 * g + b
        let average = (Int(red) + Int(green) + Int(blue)) / 3
        let grey = average > 238 ? 23 : max(average - 3, 0) / 10
        let greyValue = 8 + 10 * grey
        func distance(_ c: (Int, Int, Int)) -> Int {
            let (dr, dg, db) = (c.0 - Int(red), c.1 - Int(green), c.2 - Int(blue))
            return dr * dr + dg * dg + db * db
        }
        return distance((greyValue, greyValue, greyValue)) < distance((steps[r], steps[g], steps[b]))
            ? 232 + grey : cube
    }
}

/// Builds the escape sequences that redraw a terminal animation in place.
///
/// Frames start with "cursor home" and clear each line's tail and everything below, so a shorter frame leaves no
/// debris. Colour follows the terminal: 24-bit where `COLORTERM` says the terminal has it, the 256-colour palette
/// otherwise, none when `NO_COLOR` is set (https://no-color.org), `TERM` is `dumb` or the output is not a terminal;
/// the caller decides with `colorMode(environment:isTerminal:)`. Nothing here writes to the terminal.
public struct ANSIFrameComposer: Hashable, Sendable {
    /// How colours are written.
    public enum ColorMode: Hashable, Sendable {
        case none
        /// `ESC[38;5;Nm`, the nearest of the xterm palette.
        case palette256
        /// `ESC[38;2;R;G;Bm`.
        case trueColor
    }

    public var colorMode: ColorMode

    public init(colorMode: ColorMode) {
        self.colorMode = colorMode
    }

    static let escape = "\u{1B}["
    /// Hides the cursor while frames play.
    public static let hideCursor = escape + "?25l"
    /// Shows the cursor again.
    public static let showCursor = escape + "?25h"
    /// Moves the cursor to the top-left corner.
    public static let cursorHome = escape + "H"
    /// Clears from the cursor to the end of the line.
    public static let clearLine = escape + "K"
    /// Clears from the cursor to the end of the screen.
    public static let clearBelow = escape + "J"
    /// Resets colours and attributes.
    public static let reset = escape + "0m"

    /// The colour mode for a terminal with `environment`: none unless `isTerminal`, when `NO_COLOR` is set to a
    /// non-empty value, or when `TERM` is `dumb`; 24-bit when `COLORTERM` is `truecolor` or `24bit`; else 256 colours.
    public static func colorMode(environment: [String: String], isTerminal: Bool) -> ColorMode {
        guard isTerminal else { return .none }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        guard environment["TERM"] != "dumb" else { return .none }
        return ["truecolor", "24bit"].contains(environment["COLORTERM"]?.lowercased() ?? "") ? .trueColor : .palette256
    }

    /// What to write before the first frame: hide the cursor and clear the screen.
    public func begin() -> String {
        Self.hideCursor + Self.cursorHome + Self.clearBelow
    }

    /// One frame: the canvas's lines, each cell in its colour when colour is on, followed by an optional uncoloured
    /// status line.
    public func frame(_ canvas: TerminalCanvas, status: String? = nil) -> String {
        var text = Self.cursorHome
        for (row, line) in canvas.render().enumerated() {
            var current: TerminalRGB?
            for (column, character) in line.enumerated() {
                let color = colorMode == .none || character == " " ? current : canvas.color(column: column, row: row)
                if color != current {
                    text += color.map(escape) ?? Self.reset
                    current = color
                }
                text.append(character)
            }
            if current != nil { text += Self.reset }
            text += Self.clearLine + "\n"
        }
        if let status { text += status + Self.clearLine + "\n" }
        return text + Self.clearBelow
    }

    /// What to write after the last frame: restore attributes and show the cursor.
    public func end() -> String {
        (colorMode == .none ? "" : Self.reset) + Self.showCursor
    }

    private func escape(_ color: TerminalRGB) -> String {
        switch colorMode {
        case .none: ""
        case .palette256: Self.escape + "38;5;\(color.paletteIndex)m"
        case .trueColor: Self.escape + "38;2;\(color.red);\(color.green);\(color.blue)m"
        }
    }
}
