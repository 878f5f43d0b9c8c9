import AnimDBEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Builds Swift source line by line with 4-space indentation, so emitters never count spaces.
struct SourceWriter {
    private(set) var lines: [String] = []
    private(set) var depth = 0

    init() {}

    /// A writer whose lines start `depth` levels deep, to write a piece before deciding where it goes.
    init(depth: Int) {
        self.depth = depth
    }

    /// Appends lines already indented (another writer's), as they are.
    mutating func append(indented texts: [String]) {
        lines += texts
    }

    /// Adds `text` to the end of the last line (`,` after an argument written over several lines).
    mutating func appendToLastLine(_ text: String) {
        guard !lines.isEmpty else { return line(text) }
        lines[lines.count - 1] += text
    }

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

    /// Appends `text` at the current indentation, broken at its outermost argument list (recursively) while a line
    /// would pass 120 columns: `.fill(` / the arguments one per line, one level deeper / `)`.
    mutating func wrapped(_ text: String) {
        // swift-format measures a line of exactly 120 columns as too long.
        lines(Self.wrap(text, width: 119 - 4 * depth))
    }

    /// `text` as lines of at most `width` columns where its argument lists allow, indented relative to the first.
    static func wrap(_ text: String, width: Int) -> [String] {
        guard text.count > width, let (open, close) = outerArgumentList(text),
            text.index(after: close) == text.endIndex
        else { return [text] }
        let arguments = splitArguments(text[text.index(after: open)..<close])
        guard !arguments.isEmpty else { return [text] }
        var result = [String(text[...open])]
        for (index, argument) in arguments.enumerated() {
            var wrapped = wrap(argument, width: width - 4)
            if index < arguments.count - 1 { wrapped[wrapped.count - 1] += "," }
            result += wrapped.map { "    " + $0 }
        }
        return result + [")"]
    }

    /// The first `(` outside string literals and its matching `)`.
    private static func outerArgumentList(_ text: String) -> (String.Index, String.Index)? {
        var open: String.Index?
        var close: String.Index?
        scanCode(text) { index, character, depth in
            if character == "(", depth == 0, open == nil { open = index }
            if character == ")", depth == 1, open != nil { close = index }
            return close == nil
        }
        guard let open, let close else { return nil }
        return (open, close)
    }

    /// The comma-separated arguments of an argument list, trimmed (commas inside nested brackets and strings stay).
    private static func splitArguments(_ text: Substring) -> [String] {
        var arguments: [String] = []
        var start = text.startIndex
        scanCode(text) { index, character, depth in
            if character == ",", depth == 0 {
                arguments.append(text[start..<index].trimmingWhitespace())
                start = text.index(after: index)
            }
            return true
        }
        let last = text[start...].trimmingWhitespace()
        if !last.isEmpty { arguments.append(last) }
        return arguments
    }

    /// Calls `visit` with every character outside string literals and the bracket depth before it, until `visit`
    /// returns false.
    private static func scanCode<S: StringProtocol>(
        _ text: S, _ visit: (S.Index, Character, Int) -> Bool
    ) {
        var depth = 0
        var inString = false
        var escaped = false
        for index in text.indices {
            let character = text[index]
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
                continue
            }
            if character == "\"" {
                inString = true
                continue
            }
            guard visit(index, character, depth) else { return }
            switch character {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            default: break
            }
        }
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
