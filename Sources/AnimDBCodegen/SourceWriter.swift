/// Builds Swift source line by line with 4-space indentation, so emitters never count spaces.
struct SourceWriter {
    private(set) var lines: [String] = []
    private var depth = 0

    /// Appends one line at the current indentation (an empty string gives an empty line, never trailing spaces).
    mutating func line(_ text: String = "") {
        lines.append(text.isEmpty ? "" : String(repeating: "    ", count: depth) + text)
    }

    /// Appends several lines, each at the current indentation.
    mutating func lines(_ texts: [String]) {
        for text in texts { line(text) }
    }

    /// Appends `header {`, the body one level deeper, and `}` (plus `trailer`, e.g. `)`).
    mutating func block(_ header: String, trailer: String = "", _ body: (inout SourceWriter) -> Void) {
        line(header + " {")
        depth += 1
        body(&self)
        depth -= 1
        line("}" + trailer)
    }

    /// Moves the following lines one level deeper.
    mutating func indent() { depth += 1 }

    /// Moves the following lines one level back out.
    mutating func outdent() { depth -= 1 }

    /// Appends `text` as `///` documentation, wrapped at word boundaries to fit 120 columns.
    mutating func doc(_ text: String) {
        wrapped(text, prefix: "/// ", continuation: "/// ")
    }

    /// Appends `text` as a `//` bullet point, wrapped to fit 120 columns.
    mutating func bullet(_ text: String) {
        wrapped(text, prefix: "// - ", continuation: "//   ")
    }

    private mutating func wrapped(_ text: String, prefix: String, continuation: String) {
        var current = prefix
        var hasWords = false
        for word in text.split(separator: " ") {
            if hasWords, 4 * depth + current.count + 1 + word.count > 120 {
                line(current)
                current = continuation
                hasWords = false
            }
            current += (hasWords ? " " : "") + word
            hasWords = true
        }
        line(current)
    }

    /// The source, ending in exactly one newline.
    var text: String {
        var trimmed = lines
        while trimmed.last == "" { trimmed.removeLast() }
        return trimmed.joined(separator: "\n") + "\n"
    }
}
