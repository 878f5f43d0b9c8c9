import AnimDBEngine

/// A token of the expression language.
struct Token: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case identifier(String)
        case number(NumberLiteral)
        case string(String)
        /// `#RRGGBB` or `#RRGGBBAA`: the hex digits without the `#`.
        case hexColor(String)
        case dot, comma, colon, semicolon, minus, backslash
        case leftParen, rightParen, leftBrace, rightBrace, leftBracket, rightBracket
        /// Arithmetic: `+`, `*`, `/` (`-` is `minus`, which is also the prefix negation).
        case plus, star, slash
        /// Assignment: `=`, `+=`, `-=`, and the compound forms refused with a message (`*=`, `/=`), and `==`.
        case assign(String)
        case newline
        case end
    }

    var kind: Kind
    var location: SourcePosition
    /// The characters the token covers, as offsets into the input, so a span of tokens can be quoted as written.
    var offsets: Range<Int> = 0..<0

    /// How the token reads in an error message.
    var quoted: String {
        switch kind {
        case .identifier(let name): "'\(name)'"
        case .number(let literal): "'\(literal.text)'"
        case .string: "a string"
        case .hexColor(let digits): "'#\(digits)'"
        case .dot: "'.'"
        case .comma: "','"
        case .colon: "':'"
        case .semicolon: "';'"
        case .minus: "'-'"
        case .plus: "'+'"
        case .star: "'*'"
        case .slash: "'/'"
        case .assign(let symbol): "'\(symbol)'"
        case .backslash: "'\\'"
        case .leftParen: "'('"
        case .rightParen: "')'"
        case .leftBrace: "'{'"
        case .rightBrace: "'}'"
        case .leftBracket: "'['"
        case .rightBracket: "']'"
        case .newline: "a line break"
        case .end: "the end of the input"
        }
    }
}

/// A numeric literal as written: Swift's decimal integer and floating-point forms (`12`, `1_000`, `0.5`, `2.5e-3`),
/// its hexadecimal, octal and binary integers (`0xFF`, `0o17`, `0b101`) and hexadecimal floating-point numbers
/// (`0x1.8p1`), with an optional unit suffix written directly after a decimal (`90deg`, `1.2rad`).
struct NumberLiteral: Equatable, Sendable {
    /// The literal as written, without underscores or suffix (`0x1.8p1`, `2.5e-3`).
    var text: String
    /// The nearest `Double` (infinite when the literal overflows; the evaluator rejects that).
    var value: Double
    /// True when written without a fraction or exponent, so it may stand for an `Int`.
    var isInteger: Bool
    /// Letters written directly after the digits, such as `deg`.
    var suffix: String?
}

/// Splits expression text into tokens. Whitespace separates tokens; line breaks are tokens because they separate
/// keyframes and statements; `//` comments run to the end of the line and `/* … */` comments nest.
struct Lexer {
    let characters: [Character]
    var index = 0
    private var line = 1
    private var lineStart = 0

    init(_ text: String) {
        characters = Array(text)
    }

    static func tokenize(_ text: String) throws(ExpressionError) -> [Token] {
        var lexer = Lexer(text)
        var tokens: [Token] = []
        while true {
            try lexer.skipSpacesAndComments()
            let start = lexer.index
            var token = try lexer.next()
            token.offsets = start..<lexer.index
            tokens.append(token)
            if token.kind == .end { return tokens }
        }
    }

    var location: SourcePosition { SourcePosition(line: line, column: index - lineStart + 1) }

    func peek(_ offset: Int = 0) -> Character? {
        index + offset < characters.count ? characters[index + offset] : nil
    }

    mutating func next() throws(ExpressionError) -> Token {
        try skipSpacesAndComments()
        let start = location
        guard let c = peek() else { return Token(kind: .end, location: start) }
        func single(_ kind: Token.Kind) -> Token {
            index += 1
            return Token(kind: kind, location: start)
        }
        switch c {
        case "\n", "\r\n", "\r":
            index += 1
            line += 1
            lineStart = index
            return Token(kind: .newline, location: start)
        case ".": return single(.dot)
        case ",": return single(.comma)
        case ":": return single(.colon)
        case ";": return single(.semicolon)
        case "-", "+", "*", "/", "=":
            return lexOperator(c, at: start)
        case "\\": return single(.backslash)
        case "(": return single(.leftParen)
        case ")": return single(.rightParen)
        case "{": return single(.leftBrace)
        case "}": return single(.rightBrace)
        case "[": return single(.leftBracket)
        case "]": return single(.rightBracket)
        // A combining mark after the opening quote joins it in one `Character`, so look at the first scalar.
        case _ where c.unicodeScalars.first == "\"": return Token(kind: .string(try lexString()), location: start)
        case "#": return Token(kind: .hexColor(try lexHex()), location: start)
        case _ where c.isASCIIDigit: return Token(kind: .number(try lexNumber()), location: start)
        case _ where c.isIdentifierStart:
            return Token(kind: .identifier(lexWord()), location: start)
        case "%":
            throw ExpressionError(
                at: start, "'%' is not defined for floating-point numbers in Swift; write the value it gives")
        default:
            throw ExpressionError(at: start, "unexpected character '\(c)'")
        }
    }

    /// `-`, `+`, `*`, `/`, `=` and the assignments made with `=` after them. `==` is read whole so it can be refused
    /// as a comparison rather than as two assignments.
    private mutating func lexOperator(_ c: Character, at start: SourcePosition) -> Token {
        index += 1
        if peek() == "=" {
            index += 1
            return Token(kind: .assign("\(c)="), location: start)
        }
        let kinds: [Character: Token.Kind] = ["-": .minus, "+": .plus, "*": .star, "/": .slash, "=": .assign("=")]
        return Token(kind: kinds[c]!, location: start)
    }

    /// Skips spaces, tabs, `// …` line comments and `/* … */` block comments (which nest, as in Swift, and may
    /// span lines).
    mutating func skipSpacesAndComments() throws(ExpressionError) {
        while let c = peek() {
            if c == " " || c == "\t" {
                index += 1
            } else if c == "/", peek(1) == "/" {
                while let d = peek(), !d.isNewline { index += 1 }
            } else if c == "/", peek(1) == "*" {
                try skipBlockComment()
            } else {
                return
            }
        }
    }

    private mutating func skipBlockComment() throws(ExpressionError) {
        let start = location
        var depth = 0
        repeat {
            guard let c = peek() else { throw ExpressionError(at: start, "unterminated '/*' comment") }
            if c == "/", peek(1) == "*" {
                depth += 1
                index += 2
            } else if c == "*", peek(1) == "/" {
                depth -= 1
                index += 2
            } else {
                index += 1
                if c.isNewline {
                    line += 1
                    lineStart = index
                }
            }
        } while depth > 0
    }

    mutating func lexWord() -> String {
        var word = ""
        while let c = peek(), c.isIdentifierStart || c.isASCIIDigit {
            word.append(c)
            index += 1
        }
        return word
    }

    private mutating func lexHex() throws(ExpressionError) -> String {
        let start = location
        index += 1
        var digits = ""
        while let c = peek(), c.isHexDigit {
            digits.append(c)
            index += 1
        }
        let trailingLetters = peek()?.isIdentifierStart ?? false
        guard digits.count == 6 || digits.count == 8, !trailingLetters else {
            throw ExpressionError(at: start, "expected 6 or 8 hex digits after '#'")
        }
        return digits
    }

    /// A Swift string literal on one line, with the escapes `\" \\ \' \n \t \r \0 \u{…}`.
    ///
    /// The literal is read scalar by scalar rather than by `Character`, because a combining mark (or other
    /// grapheme extender) written after a quote or backslash joins it into a single `Character`; reading scalars
    /// keeps `"\u{301}"`-style content, written raw, unambiguous. Positions still count characters.
    private mutating func lexString() throws(ExpressionError) -> String {
        let start = location
        var reader = ScalarReader(characters: characters, index: index, lineStart: lineStart, line: line)
        _ = reader.next()  // the opening quote
        var value = String.UnicodeScalarView()
        while true {
            guard let (scalar, position) = reader.next() else {
                throw ExpressionError(at: start, "unterminated string literal")
            }
            if scalar == "\"" { break }
            guard scalar == "\\" else {
                value.append(scalar)
                continue
            }
            guard let (escape, _) = reader.next() else {
                throw ExpressionError(at: start, "unterminated string literal")
            }
            switch escape {
            case "\"": value.append("\"")
            case "\\": value.append("\\")
            case "'": value.append("'")
            case "n": value.append("\n")
            case "t": value.append("\t")
            case "r": value.append("\r")
            case "0": value.append("\0")
            case "u": value.append(try Lexer.unicodeEscape(&reader, at: position))
            default:
                throw ExpressionError(at: position, "invalid escape sequence '\\\(escape)' in string literal")
            }
        }
        // Whatever shares a `Character` with the closing quote is not part of the literal; refuse it rather than
        // silently drop it.
        if let extra = reader.pendingScalar {
            throw ExpressionError(at: reader.position, "unexpected '\(extra)' after the string literal")
        }
        index = reader.index
        return String(value)
    }

    private static func unicodeEscape(
        _ reader: inout ScalarReader, at start: SourcePosition
    ) throws(ExpressionError) -> Unicode.Scalar {
        let invalid = ExpressionError(at: start, "expected '\\u{' followed by 1 to 8 hex digits and '}'")
        guard let (open, _) = reader.next(), open == "{" else { throw invalid }
        var digits = ""
        while let (scalar, _) = reader.next() {
            if scalar == "}" {
                guard !digits.isEmpty, let code = UInt32(digits, radix: 16), let result = Unicode.Scalar(code) else {
                    throw digits.isEmpty
                        ? invalid : ExpressionError(at: start, "'\\u{\(digits)}' is not a valid Unicode scalar")
                }
                return result
            }
            guard scalar.properties.isASCIIHexDigit, digits.count < 8 else { throw invalid }
            digits.unicodeScalars.append(scalar)
        }
        throw invalid
    }
}

/// Reads the Unicode scalars of the characters on one line, remembering each one's character position.
private struct ScalarReader {
    let characters: [Character]
    /// The index of the next character to split into scalars.
    private(set) var index: Int
    let lineStart: Int
    let line: Int
    private var pending: [Unicode.Scalar] = []
    private var pendingIndex = 0
    /// The position of the character the last scalar came from.
    private(set) var position = SourcePosition.start

    init(characters: [Character], index: Int, lineStart: Int, line: Int) {
        self.characters = characters
        self.index = index
        self.lineStart = lineStart
        self.line = line
    }

    /// The next scalar of the current character, if the last one returned was not its last.
    var pendingScalar: Unicode.Scalar? { pendingIndex < pending.count ? pending[pendingIndex] : nil }

    /// The next scalar and the position of its character; nil at a line break or the end of the input.
    mutating func next() -> (Unicode.Scalar, SourcePosition)? {
        if pendingIndex == pending.count {
            guard index < characters.count, !characters[index].isNewline else { return nil }
            pending = Array(characters[index].unicodeScalars)
            pendingIndex = 0
            position = SourcePosition(line: line, column: index - lineStart + 1)
            index += 1
        }
        defer { pendingIndex += 1 }
        return (pending[pendingIndex], position)
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isWholeNumber }
    var isIdentifierStart: Bool { self == "_" || (isLetter && isASCII) }
}
