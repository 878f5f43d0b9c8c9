/// A token of the expression language.
struct Token: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case identifier(String)
        case number(NumberLiteral)
        case string(String)
        /// `#RRGGBB` or `#RRGGBBAA`: the hex digits without the `#`.
        case hexColor(String)
        case dot, comma, colon, semicolon, minus, backslash
        case leftParen, rightParen, leftBrace, rightBrace
        case newline
        case end
    }

    var kind: Kind
    var location: SourcePosition

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
        case .backslash: "'\\'"
        case .leftParen: "'('"
        case .rightParen: "')'"
        case .leftBrace: "'{'"
        case .rightBrace: "'}'"
        case .newline: "a line break"
        case .end: "the end of the input"
        }
    }
}

/// A numeric literal as written: Swift's integer and floating-point decimal forms (`12`, `1_000`, `0.5`,
/// `2.5e-3`) with an optional unit suffix written directly after it (`90deg`, `1.2rad`).
struct NumberLiteral: Equatable, Sendable {
    /// The digits as written, without underscores or suffix.
    var text: String
    /// The nearest `Double` (infinite when the literal overflows; the evaluator rejects that).
    var value: Double
    /// True when written without a fraction or exponent, so it may stand for an `Int`.
    var isInteger: Bool
    /// Letters written directly after the digits, such as `deg`.
    var suffix: String?
}

/// Splits expression text into tokens. Whitespace separates tokens; line breaks are tokens because they separate
/// keyframes; `//` comments run to the end of the line.
struct Lexer {
    private let characters: [Character]
    private var index = 0
    private var line = 1
    private var lineStart = 0

    init(_ text: String) {
        characters = Array(text)
    }

    static func tokenize(_ text: String) throws(ExpressionError) -> [Token] {
        var lexer = Lexer(text)
        var tokens: [Token] = []
        while true {
            let token = try lexer.next()
            tokens.append(token)
            if token.kind == .end { return tokens }
        }
    }

    private var location: SourcePosition { SourcePosition(line: line, column: index - lineStart + 1) }

    private func peek(_ offset: Int = 0) -> Character? {
        index + offset < characters.count ? characters[index + offset] : nil
    }

    mutating func next() throws(ExpressionError) -> Token {
        skipSpacesAndComments()
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
        case "-": return single(.minus)
        case "\\": return single(.backslash)
        case "(": return single(.leftParen)
        case ")": return single(.rightParen)
        case "{": return single(.leftBrace)
        case "}": return single(.rightBrace)
        case "\"": return Token(kind: .string(try lexString()), location: start)
        case "#": return Token(kind: .hexColor(try lexHex()), location: start)
        case _ where c.isASCIIDigit: return Token(kind: .number(try lexNumber()), location: start)
        case _ where c.isIdentifierStart:
            return Token(kind: .identifier(lexWord()), location: start)
        default:
            throw ExpressionError(at: start, "unexpected character '\(c)'")
        }
    }

    private mutating func skipSpacesAndComments() {
        while let c = peek() {
            if c == " " || c == "\t" {
                index += 1
            } else if c == "/", peek(1) == "/" {
                while let d = peek(), !d.isNewline { index += 1 }
            } else {
                return
            }
        }
    }

    private mutating func lexWord() -> String {
        var word = ""
        while let c = peek(), c.isIdentifierStart || c.isASCIIDigit {
            word.append(c)
            index += 1
        }
        return word
    }

    private mutating func lexDigits() -> String {
        var digits = ""
        while let c = peek(), c.isASCIIDigit || (c == "_" && !digits.isEmpty) {
            if c != "_" { digits.append(c) }
            index += 1
        }
        return digits
    }

    private mutating func lexNumber() throws(ExpressionError) -> NumberLiteral {
        var text = lexDigits()
        var isInteger = true
        // A dot only continues the number when a digit follows: `1.delay` is not a fraction.
        if peek() == ".", let d = peek(1), d.isASCIIDigit {
            index += 1
            text += "." + lexDigits()
            isInteger = false
        }
        if let e = peek(), e == "e" || e == "E" {
            let exponentStart = location
            var sign = ""
            var offset = 1
            if let s = peek(1), s == "+" || s == "-" {
                sign = String(s)
                offset = 2
            }
            guard let d = peek(offset), d.isASCIIDigit else {
                throw ExpressionError(at: exponentStart, "expected digits in the exponent of '\(text)e\(sign)'")
            }
            index += offset
            text += "e" + sign + lexDigits()
            isInteger = false
        }
        var suffix: String?
        if let c = peek(), c.isIdentifierStart { suffix = lexWord() }
        return NumberLiteral(text: text, value: Double(text) ?? .infinity, isInteger: isInteger, suffix: suffix)
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
    private mutating func lexString() throws(ExpressionError) -> String {
        let start = location
        index += 1
        var value = ""
        while true {
            guard let c = peek(), !c.isNewline else {
                throw ExpressionError(at: start, "unterminated string literal")
            }
            index += 1
            if c == "\"" { return value }
            guard c == "\\" else {
                value.append(c)
                continue
            }
            let escapeStart = SourcePosition(line: line, column: index - lineStart)
            guard let e = peek() else { throw ExpressionError(at: start, "unterminated string literal") }
            index += 1
            switch e {
            case "\"": value.append("\"")
            case "\\": value.append("\\")
            case "'": value.append("'")
            case "n": value.append("\n")
            case "t": value.append("\t")
            case "r": value.append("\r")
            case "0": value.append("\0")
            case "u": value.unicodeScalars.append(try lexUnicodeEscape(at: escapeStart))
            default: throw ExpressionError(at: escapeStart, "invalid escape sequence '\\\(e)' in string literal")
            }
        }
    }

    private mutating func lexUnicodeEscape(at start: SourcePosition) throws(ExpressionError) -> Unicode.Scalar {
        let invalid = ExpressionError(at: start, "expected '\\u{' followed by 1 to 8 hex digits and '}'")
        guard peek() == "{" else { throw invalid }
        index += 1
        var digits = ""
        while let c = peek(), c.isHexDigit, digits.count < 8 {
            digits.append(c)
            index += 1
        }
        guard peek() == "}", !digits.isEmpty else { throw invalid }
        index += 1
        guard let code = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(code) else {
            throw ExpressionError(at: start, "'\\u{\(digits)}' is not a valid Unicode scalar")
        }
        return scalar
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isWholeNumber }
    fileprivate var isIdentifierStart: Bool { self == "_" || (isLetter && isASCII) }
}
