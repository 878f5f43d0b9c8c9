/// Lexical facts about expression text that need no parser: bracket depth and string literals only.
///
/// Layers that must not depend on the expression syntax (sync merging keyframe lists one keyframe at a time, the
/// view reader splitting a SwiftUI call into arguments) split text with these, so a comma or semicolon inside a
/// string literal or a nested call never splits it.
public enum ExpressionText {
    /// The pieces of `text` between top-level `separator`s (outside brackets and string literals), trimmed of
    /// surrounding whitespace; nil when brackets or quotes do not balance. Empty text is no pieces.
    public static func split(_ text: some StringProtocol, at separator: Unicode.Scalar) -> [String]? {
        precondition(separator.isASCII, "separators are ASCII")
        // Every character that matters here is ASCII, and UTF-8 never uses ASCII bytes inside a multi-byte sequence,
        // so scanning bytes finds the same separators as scanning scalars, without decoding.
        let bytes = Array(text.utf8)
        let separatorByte = UInt8(separator.value)
        var pieces: [String] = []
        var scanner = Scanner()
        var start = 0
        for index in bytes.indices {
            guard scanner.read(bytes[index]) else { return nil }
            if bytes[index] == separatorByte, scanner.isTopLevel {
                pieces.append(trimmed(bytes[start..<index]))
                start = index + 1
            }
        }
        guard scanner.isBalanced else { return nil }
        let last = trimmed(bytes[start...])
        if !last.isEmpty || !pieces.isEmpty { pieces.append(last) }
        return pieces
    }

    /// The index just past the bracket that closes the one at `open` (`(`, `[` or `{`), or nil when it is never
    /// closed.
    public static func closingIndex(in scalars: [Unicode.Scalar], from open: Int) -> Int? {
        var scanner = Scanner()
        var index = open
        while index < scalars.count {
            guard scanner.read(scalars[index].isASCII ? UInt8(scalars[index].value) : 0x80) else { return nil }
            index += 1
            if scanner.isBalanced { return index }
        }
        return nil
    }

    /// `text` as a Swift string literal: the expression syntax's one spelling of a string value. Control characters
    /// and line separators are escaped, so a literal is always one line of printable text.
    /// A closure body's parameter names and the rest: `content, phase in …` or `(content, phase) in …` (each name an
    /// identifier or `_`); nil when the body does not start with parameters.
    public static func closureParameters(_ body: String) -> (names: [String], body: String)? {
        let trimmed = body.trimmingWhitespaceAndNewlines()
        guard let range = trimmed.firstRange(of: " in") else { return nil }
        var head = trimmed[..<range.lowerBound].trimmingWhitespace()
        let rest = trimmed[range.upperBound...]
        guard rest.isEmpty || rest.first!.isWhitespace else { return nil }
        if head.hasPrefix("("), head.hasSuffix(")") { head = String(head.dropFirst().dropLast()) }
        let names = head.split(separator: ",").map { $0.trimmingWhitespace() }
        func isName(_ name: String) -> Bool {
            guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else {
                return false
            }
            return name.unicodeScalars.allSatisfy {
                $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)
            }
        }
        guard !names.isEmpty, names.allSatisfy(isName) else { return nil }
        return (names, String(rest).trimmingWhitespaceAndNewlines())
    }

    public static func stringLiteral(_ text: String) -> String {
        // Most text (path data, names) is printable ASCII that needs no escape: copied whole, without a Unicode
        // property lookup per scalar (which took a third of importing a 1 MB Lottie file).
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            return "\"" + text + "\""
        }
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
            where scalar.value < 0x20 || scalar.value == 0x7F
                || (scalar.value > 0x7F
                    && (scalar.properties.generalCategory == .lineSeparator
                        || scalar.properties.generalCategory == .paragraphSeparator || scalar == "\u{85}")):
                out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// Bracket depth and string-literal state, one UTF-8 byte at a time (every byte that matters is ASCII).
    struct Scanner {
        private(set) var depth = 0
        private var inString = false
        private var escaped = false

        /// Whether the last byte read stood outside every bracket and string literal.
        var isTopLevel: Bool { depth == 0 && !inString }
        var isBalanced: Bool { depth == 0 && !inString }

        /// Reads one byte; false when a closing bracket has no opening one.
        mutating func read(_ byte: UInt8) -> Bool {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                return true
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
                if depth < 0 { return false }
            default: break
            }
            return true
        }
    }

    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> String {
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        guard let start = bytes.firstIndex(where: { !isSpace($0) }), let end = bytes.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(decoding: bytes[start...end], as: UTF8.self)
    }
}
