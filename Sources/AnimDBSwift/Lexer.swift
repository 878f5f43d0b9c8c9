#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A position in a source file, 1-based.
public struct SourceLocation: Hashable, Sendable {
    public var line: Int
    public var column: Int
}

/// One lexical token. Whitespace around operators decides prefix/postfix/infix, as in Swift.
struct Token: Sendable {
    enum Kind: Equatable, Sendable {
        case identifier(String)
        case int(Int)
        case double(Double)
        /// A string literal's parts: text, or the source of an interpolation with its location.
        case string([StringPart])
        case op(String)
        case punct(Character)
        case attribute(String)
        case end
    }
    var kind: Kind
    var loc: SourceLocation
    var newlineBefore: Bool
    var spaceBefore: Bool
    var spaceAfter: Bool
}

enum StringPart: Equatable, Sendable {
    case text(String)
    case interpolation(String, SourceLocation)
}

/// Turns source text into tokens. `#if` keeps its first branch (the articles guard `@Animatable` with
/// `#if canImport(SwiftUI)`); `#else`/`#elseif` branches are skipped.
struct Lexer {
    private let chars: [Character]
    private var i = 0
    private var line: Int
    private var column: Int
    private let fileName: String
    private var sawNewline = true

    init(_ source: String, fileName: String, start: SourceLocation = SourceLocation(line: 1, column: 1)) {
        chars = Array(source)
        line = start.line
        column = start.column
        self.fileName = fileName
    }

    private func error(_ message: String, _ loc: SourceLocation) -> SwiftSourceError {
        SwiftSourceError(fileName: fileName, location: loc, message: message)
    }

    private var here: SourceLocation { SourceLocation(line: line, column: column) }

    private func peek(_ k: Int = 0) -> Character? { i + k < chars.count ? chars[i + k] : nil }

    private mutating func advance() {
        if chars[i] == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
        i += 1
    }

    mutating func tokenize(limit: Int) throws(SwiftSourceError) -> [Token] {
        var tokens: [Token] = []
        var conditionalDepth: [Bool] = []  // per #if: whether we are past its first branch
        while true {
            let hadSpace = try skipTrivia()
            if tokens.count > limit { throw error("more than \(limit) tokens", here) }
            guard let c = peek() else {
                tokens.append(Token(kind: .end, loc: here, newlineBefore: true, spaceBefore: true, spaceAfter: true))
                break
            }
            let start = here
            let newline = sawNewline
            sawNewline = false
            if c == "#" {
                let word = directive()
                switch word {
                case "#if":
                    conditionalDepth.append(false)
                    skipLine()
                    continue
                case "#elseif", "#else":
                    guard !conditionalDepth.isEmpty else { throw error("'\(word)' without '#if'", start) }
                    try skipInactiveBranch(start)
                    conditionalDepth.removeLast()
                    continue
                case "#endif":
                    guard !conditionalDepth.isEmpty else { throw error("'#endif' without '#if'", start) }
                    conditionalDepth.removeLast()
                    continue
                default:
                    throw error("animdb does not read '\(word)'", start)
                }
            }
            let kind = try lexToken(c, start)
            let spaceAfter = peek().map { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" } ?? true
            tokens.append(
                Token(kind: kind, loc: start, newlineBefore: newline, spaceBefore: hadSpace, spaceAfter: spaceAfter))
        }
        return tokens
    }

    private mutating func directive() -> String {
        var word = "#"
        advance()
        while let c = peek(), c.isLetter || c.isNumber || c == "_" {
            word.append(c)
            advance()
        }
        return word
    }

    private mutating func skipLine() {
        while let c = peek(), c != "\n" { advance() }
    }

    /// Skips from `#else`/`#elseif` to the matching `#endif`, honouring nesting.
    private mutating func skipInactiveBranch(_ start: SourceLocation) throws(SwiftSourceError) {
        var depth = 0
        while peek() != nil {
            if peek() == "#" {
                let word = directive()
                if word == "#if" { depth += 1 }
                if word == "#endif" {
                    if depth == 0 { return }
                    depth -= 1
                }
            } else {
                advance()
            }
        }
        throw error("'#if' without '#endif'", start)
    }

    /// Skips spaces and comments; returns whether anything was skipped.
    private mutating func skipTrivia() throws(SwiftSourceError) -> Bool {
        var skipped = false
        while let c = peek() {
            if c == "\n" {
                sawNewline = true
                skipped = true
                advance()
            } else if c == " " || c == "\t" || c == "\r" {
                skipped = true
                advance()
            } else if c == "/", peek(1) == "/" {
                skipLine()
                skipped = true
            } else if c == "/", peek(1) == "*" {
                let start = here
                var depth = 0
                repeat {
                    if peek() == "/", peek(1) == "*" {
                        depth += 1
                        advance()
                    } else if peek() == "*", peek(1) == "/" {
                        depth -= 1
                        advance()
                    }
                    if peek() == nil { throw error("unterminated comment", start) }
                    if peek() == "\n" { sawNewline = true }
                    advance()
                } while depth > 0
                skipped = true
            } else {
                break
            }
        }
        return skipped
    }

    private static let operatorChars: Set<Character> = ["+", "-", "*", "/", "%", "=", "<", ">", "!", "&", "|", "^", "~", "?", "."]
    private static let punctuation: Set<Character> = ["(", ")", "{", "}", "[", "]", ",", ":", ";"]

    private mutating func lexToken(_ c: Character, _ start: SourceLocation) throws(SwiftSourceError) -> Token.Kind {
        if c.isLetter || c == "_" || c == "`" {
            var word = ""
            let quoted = c == "`"
            if quoted { advance() }
            while let d = peek(), d.isLetter || d.isNumber || d == "_" {
                word.append(d)
                advance()
            }
            if quoted {
                guard peek() == "`" else { throw error("unterminated identifier", start) }
                advance()
            }
            return .identifier(word)
        }
        if c == "$" {
            advance()
            var word = "$"
            while let d = peek(), d.isNumber || d.isLetter {
                word.append(d)
                advance()
            }
            return .identifier(word)
        }
        if c == "@" {
            advance()
            var word = ""
            while let d = peek(), d.isLetter || d.isNumber || d == "_" {
                word.append(d)
                advance()
            }
            return .attribute(word)
        }
        if c.isNumber { return try number(start) }
        if c == "\"" { return try string(start) }
        if Self.punctuation.contains(c) {
            advance()
            return .punct(c)
        }
        if Self.operatorChars.contains(c) {
            // A lone "." (member access) or "?"/"!" glued to an expression are single-character tokens.
            if c == "." {
                if peek(1) == ".", peek(2) == "." || peek(2) == "<" {
                    advance()
                    advance()
                    advance()
                    return .op(peek(-1) == "<" ? "..<" : "...")
                }
                advance()
                return .op(".")
            }
            var op = ""
            while let d = peek(), Self.operatorChars.contains(d), d != "." || op.isEmpty {
                // `x!.y`, `a?.b`, `!flag`: postfix ?/! end the operator before another one starts
                if op == "?" || op == "!" {
                    if !(d == "=" || (op == "?" && d == "?")) { break }
                }
                if d == "." { break }
                op.append(d)
                advance()
            }
            return .op(op)
        }
        // A key path, `\.scale` (read so a view's `KeyframeTrack(\.scale)` parses; nothing runs one).
        if c == "\\" {
            advance()
            return .punct("\\")
        }
        throw error("unexpected character '\(c)'", start)
    }

    private mutating func number(_ start: SourceLocation) throws(SwiftSourceError) -> Token.Kind {
        var text = ""
        if peek() == "0", let p = peek(1), p == "x" || p == "b" || p == "o" {
            advance()
            advance()
            var digits = ""
            while let d = peek(), d.isHexDigit || d == "_" {
                if d != "_" { digits.append(d) }
                advance()
            }
            let radix = p == "x" ? 16 : p == "b" ? 2 : 8
            guard let v = Int(digits, radix: radix) else { throw error("bad number literal", start) }
            return .int(v)
        }
        var isDouble = false
        while let d = peek() {
            if d.isNumber || d == "_" {
                if d != "_" { text.append(d) }
                advance()
            } else if d == ".", !isDouble, let n = peek(1), n.isNumber {
                isDouble = true
                text.append(d)
                advance()
            } else if d == "e" || d == "E" {
                isDouble = true
                text.append("e")
                advance()
                if let s = peek(), s == "-" || s == "+" {
                    text.append(s)
                    advance()
                }
            } else {
                break
            }
        }
        if isDouble {
            guard let v = Double(text) else { throw error("bad number literal '\(text)'", start) }
            return .double(v)
        }
        guard let v = Int(text) else { throw error("integer literal '\(text)' overflows Int", start) }
        return .int(v)
    }

    private mutating func string(_ start: SourceLocation) throws(SwiftSourceError) -> Token.Kind {
        if peek(1) == "\"", peek(2) == "\"" { throw error("animdb does not read multi-line string literals", start) }
        advance()
        var parts: [StringPart] = []
        var text = ""
        while true {
            guard let c = peek(), c != "\n" else { throw error("unterminated string literal", start) }
            if c == "\"" {
                advance()
                break
            }
            if c == "\\" {
                advance()
                guard let e = peek() else { throw error("unterminated string literal", start) }
                if e == "(" {
                    advance()
                    let exprStart = here
                    var depth = 1
                    var source = ""
                    while let d = peek(), d != "\n" {
                        if d == "(" { depth += 1 }
                        if d == ")" {
                            depth -= 1
                            if depth == 0 { break }
                        }
                        source.append(d)
                        advance()
                    }
                    guard peek() == ")" else { throw error("unterminated interpolation", exprStart) }
                    advance()
                    if !text.isEmpty { parts.append(.text(text)) }
                    text = ""
                    parts.append(.interpolation(source, exprStart))
                    continue
                }
                advance()
                switch e {
                case "n": text.append("\n")
                case "t": text.append("\t")
                case "0": text.append("\0")
                case "\\": text.append("\\")
                case "\"": text.append("\"")
                case "'": text.append("'")
                default: throw error("animdb does not read the escape '\\\(e)'", start)
                }
                continue
            }
            text.append(c)
            advance()
        }
        if !text.isEmpty || parts.isEmpty { parts.append(.text(text)) }
        return .string(parts)
    }
}
