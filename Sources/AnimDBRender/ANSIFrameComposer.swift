/// A foreground colour for terminal output (the eight basic ANSI colours).
public enum TerminalColor: Int, CaseIterable, Hashable, Sendable {
    case black = 30
    case red, green, yellow, blue, magenta, cyan, white
}

/// Builds the escape sequences that redraw a terminal animation in place.
///
/// Frames start with "cursor home" and clear each line's tail and everything below, so a shorter frame leaves no
/// debris. Colour is used only when enabled: the caller decides with `allowsColor(environment:isTerminal:)`,
/// which honours the `NO_COLOR` convention (https://no-color.org). Nothing here writes to the terminal.
public struct ANSIFrameComposer: Hashable, Sendable {
    /// Whether frames include colour escapes; see `allowsColor(environment:isTerminal:)`.
    public var colorEnabled: Bool

    public init(colorEnabled: Bool) {
        self.colorEnabled = colorEnabled
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

    /// Whether colour escapes may be written: only to a terminal, never when `NO_COLOR` is set to a non-empty
    /// value, and never when `TERM` is `dumb`.
    public static func allowsColor(environment: [String: String], isTerminal: Bool) -> Bool {
        guard isTerminal else { return false }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        return environment["TERM"] != "dumb"
    }

    /// What to write before the first frame: hide the cursor and clear the screen.
    public func begin() -> String {
        Self.hideCursor + Self.cursorHome + Self.clearBelow
    }

    /// One frame: `lines` (in `color` when colour is enabled) followed by an optional uncoloured status line.
    public func frame(_ lines: [String], color: TerminalColor = .cyan, status: String? = nil) -> String {
        var text = Self.cursorHome
        let (on, off) = colorEnabled ? (Self.escape + "\(color.rawValue)m", Self.reset) : ("", "")
        for line in lines {
            text += on + line + off + Self.clearLine + "\n"
        }
        if let status { text += status + Self.clearLine + "\n" }
        return text + Self.clearBelow
    }

    /// What to write after the last frame: restore attributes and show the cursor.
    public func end() -> String {
        (colorEnabled ? Self.reset : "") + Self.showCursor
    }
}
