/// Lexical facts about expression text that need no parser: bracket depth and string literals only.
///
/// Layers that must not depend on the expression syntax (sync merging keyframe lists one keyframe at a time, the
/// view reader splitting a SwiftUI call into arguments) split text with these, so a comma or semicolon inside a
/// string literal or a nested call never splits it.
public enum ExpressionText {
    /// The pieces of `text` between top-level `separator`s (outside brackets and string literals), trimmed of
    /// surrounding whitespace; nil when brackets or quotes do not balance. Empty text is no pieces.
    public static func split(_ text: some StringProtocol, at separator: Unicode.Scalar) -> [String]? {
        var pieces: [String] = []
        var current = String.UnicodeScalarView()
        var scanner = Scanner()
        for scalar in text.unicodeScalars {
            guard scanner.read(scalar) else { return nil }
            if scalar == separator, scanner.isTopLevel {
                pieces.append(trimmed(current))
                current = String.UnicodeScalarView()
            } else {
                current.append(scalar)
            }
        }
        guard scanner.isBalanced else { return nil }
        let last = trimmed(current)
        if !last.isEmpty || !pieces.isEmpty { pieces.append(last) }
        return pieces
    }

    /// The index just past the bracket that closes the one at `open` (`(`, `[` or `{`), or nil when it is never
    /// closed.
    public static func closingIndex(in scalars: [Unicode.Scalar], from open: Int) -> Int? {
        var scanner = Scanner()
        var index = open
        while index < scalars.count {
            guard scanner.read(scalars[index]) else { return nil }
            index += 1
            if scanner.isBalanced { return index }
        }
        return nil
    }

    /// `text` as a Swift string literal: the expression syntax's one spelling of a string value. Control characters
    /// and line separators are escaped, so a literal is always one line of printable text.
    public static func stringLiteral(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "\0": out += "\\0"
            case _
            where scalar.value < 0x20 || scalar.value == 0x7F || scalar.properties.generalCategory == .lineSeparator
                || scalar.properties.generalCategory == .paragraphSeparator || scalar == "\u{85}":
                out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// Bracket depth and string-literal state, one scalar at a time.
    struct Scanner {
        private(set) var depth = 0
        private var inString = false
        private var escaped = false

        /// Whether the last scalar read stood outside every bracket and string literal.
        var isTopLevel: Bool { depth == 0 && !inString }
        var isBalanced: Bool { depth == 0 && !inString }

        /// Reads one scalar; false when a closing bracket has no opening one.
        mutating func read(_ scalar: Unicode.Scalar) -> Bool {
            if inString {
                if escaped {
                    escaped = false
                } else if scalar == "\\" {
                    escaped = true
                } else if scalar == "\"" {
                    inString = false
                }
                return true
            }
            switch scalar {
            case "\"": inString = true
            case "(", "[", "{": depth += 1
            case ")", "]", "}":
                depth -= 1
                if depth < 0 { return false }
            default: break
            }
            return true
        }
    }

    private static func trimmed(_ scalars: String.UnicodeScalarView) -> String {
        let isSpace: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let start = scalars.firstIndex(where: { !isSpace($0) }),
            let end = scalars.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(scalars[start...end])
    }
}
