/// Makes text from other people safe to print on a terminal, as git does for file names.
///
/// Names, descriptions and expression text can come from a teammate's bundle. Printed raw, an escape sequence in
/// a description could retitle the terminal or clear it (`ESC ] 0 ; … BEL`, `ESC [ 2 J`), a carriage return could
/// overwrite the line, and a bidi override (U+202E) could make text read backwards. So every character that moves
/// the cursor, controls the terminal or reorders text is shown as an escape: `\n`, `\r`, `\t`, else `\u{1b}`.
/// Everything else, including all other non-ASCII text, prints as it is. JSON output needs none of this: its
/// encoder escapes control characters, and JSON is for programs.
public enum TerminalText {
    /// `text` with control, line/paragraph separator and bidi-control characters escaped.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where needsEscape(scalar): result += "\\u{" + String(scalar.value, radix: 16) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether `scalar` is a C0/C1 control or DEL, U+2028/U+2029, or a bidi control (U+061C, U+200E–U+200F,
    /// U+202A–U+202E, U+2066–U+2069).
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20, 0x7F..<0xA0: true
        case 0x2028, 0x2029: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
