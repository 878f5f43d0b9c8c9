#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An interactive terminal: its size, raw key input and restoring it afterwards.
public protocol TerminalDevice: Sendable {
    /// The size in character cells (columns, rows).
    func size() -> (columns: Int, rows: Int)
    /// Switches to non-canonical, no-echo input so single key presses (q) can be read without Enter.
    func enterRawMode()
    /// Restores the mode saved by `enterRawMode()`.
    func restoreMode()
    /// A key press if one is waiting, without blocking.
    func pollKey() -> UInt8?
}

/// The process's real terminal on stdin/stdout.
final class LiveTerminal: TerminalDevice, @unchecked Sendable {
    // @unchecked: the saved termios is written once by enterRawMode and read by restoreMode on the same thread.
    private var saved = termios()
    private var isRaw = false

    func size() -> (columns: Int, rows: Int) {
        var ws = winsize()
        #if canImport(Glibc)
            let request = UInt(TIOCGWINSZ)
        #else
            let request = TIOCGWINSZ
        #endif
        if ioctl(STDOUT_FILENO, request, &ws) == 0, ws.ws_col > 0, ws.ws_row > 0 {
            return (Int(ws.ws_col), Int(ws.ws_row))
        }
        return (80, 24)
    }

    func enterRawMode() {
        guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &saved) == 0 else { return }
        var raw = saved
        // ISIG off too: Ctrl-C then arrives as a key (3) and playback restores the terminal before quitting.
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 0
            cc[Int(VTIME)] = 0
        }
        if tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0 { isRaw = true }
    }

    func restoreMode() {
        guard isRaw else { return }
        tcsetattr(STDIN_FILENO, TCSANOW, &saved)
        isRaw = false
    }

    func pollKey() -> UInt8? {
        guard isRaw else { return nil }
        var byte: UInt8 = 0
        return read(STDIN_FILENO, &byte, 1) == 1 ? byte : nil
    }
}
