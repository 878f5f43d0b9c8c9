import AnimDBEngine

/// Splits a keyframe list's expression text (`[LinearKeyframe(1, duration: 0.2), MoveKeyframe(0)]`) into its
/// elements, so merges and limits can work keyframe by keyframe without knowing the expression syntax.
///
/// The split is purely lexical: commas at bracket depth one, outside string literals. Text that is not one
/// bracketed list is a single element, which merges as a whole.
enum KeyframeText {
    /// The trimmed top-level elements of `text`, or `[text]` if it is not a bracketed list.
    static func elements(of text: String) -> [String] {
        let scalars = Array(text.unicodeScalars)
        guard scalars.first == "[", scalars.last == "]" else { return [text] }
        var elements: [String] = []
        var current = String.UnicodeScalarView()
        var depth = 0
        var inString = false
        var escaped = false
        for scalar in scalars {
            if inString {
                current.append(scalar)
                if escaped {
                    escaped = false
                } else if scalar == "\\" {
                    escaped = true
                } else if scalar == "\"" {
                    inString = false
                }
                continue
            }
            switch scalar {
            case "\"":
                inString = true
                current.append(scalar)
            case "[", "(", "{":
                depth += 1
                if depth > 1 { current.append(scalar) }
            case "]", ")", "}":
                depth -= 1
                if depth < 0 { return [text] }
                if depth >= 1 { current.append(scalar) }
            case "," where depth == 1:
                elements.append(trimmed(current))
                current = String.UnicodeScalarView()
            default:
                current.append(scalar)
            }
        }
        guard depth == 0, !inString else { return [text] }
        let last = trimmed(current)
        if !last.isEmpty || !elements.isEmpty { elements.append(last) }
        return elements
    }

    /// The list text of `elements`: `[a, b, c]`.
    static func joined(_ elements: [String]) -> String {
        "[" + elements.joined(separator: ", ") + "]"
    }

    private static func trimmed(_ scalars: String.UnicodeScalarView) -> String {
        String(scalars).trimmingWhitespace()
    }
}

extension String {
    /// The text without leading and trailing spaces, tabs and newlines.
    fileprivate func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[start...end])
    }
}
