import AnimDBEngine
import AnimDBTestSupport
import Testing

@testable import AnimDBSyntax

struct ExpressionLexerTests {
    private func kinds(_ text: String) throws -> [Token.Kind] {
        try Lexer.tokenize(text).map(\.kind)
    }

    @Test(arguments: [
        ("0", 0.0, true), ("12", 12, true), ("1_000", 1000, true), ("0.5", 0.5, false), ("2.5e-3", 0.0025, false),
        ("1E3", 1000, false), ("3e+2", 300, false),
    ])
    func numbers(text: String, value: Double, isInteger: Bool) throws {
        guard case .number(let literal) = try kinds(text)[0] else {
            Issue.record("not a number")
            return
        }
        #expect(literal.value == value)
        #expect(literal.isInteger == isInteger)
        #expect(literal.suffix == nil)
    }

    @Test func unitSuffixesStickToTheNumber() throws {
        guard case .number(let literal) = try kinds("90deg")[0] else {
            Issue.record("not a number")
            return
        }
        #expect(literal.value == 90)
        #expect(literal.suffix == "deg")
    }

    @Test func aDotWithoutDigitsEndsTheNumber() throws {
        #expect(try kinds("1.delay").count == 4)
    }

    @Test func punctuationAndNewlines() throws {
        let expected: [Token.Kind] = [
            .dot, .identifier("a"), .leftParen, .identifier("b"), .colon, .minus,
            .number(NumberLiteral(text: "1", value: 1, isInteger: true)),
            .rightParen, .newline, .leftBrace, .semicolon, .comma, .backslash, .rightBrace, .end,
        ]
        #expect(try kinds(".a(b: -1) // comment\n{;,\\}") == expected)
    }

    @Test(arguments: [
        (#""plain""#, "plain"), (#""a\"b""#, "a\"b"), (#""back\\slash""#, "back\\slash"), (#""x\ny\tz""#, "x\ny\tz"),
        (#""\u{1F600}!""#, "😀!"), (#""é""#, "é"), ("\"\u{301}x\"", "\u{301}x"), ("\"\\\\\u{301}\"", "\\\u{301}"),
        ("\"\u{600}\"", "\u{600}"),
    ])
    func strings(text: String, value: String) throws {
        #expect(try kinds(text)[0] == .string(value))
    }

    @Test func hexColors() throws {
        #expect(try kinds("#FF8800")[0] == .hexColor("FF8800"))
        #expect(try kinds("#ff880080")[0] == .hexColor("ff880080"))
    }

    @Test func locationsAreOneBasedCharactersPerLine() throws {
        let tokens = try Lexer.tokenize("\"é\".a\n  b")
        #expect(tokens.map(\.location.column) == [1, 4, 5, 6, 3, 4])
        #expect(tokens.map(\.location.line) == [1, 1, 1, 1, 2, 2])
    }

    @Test(arguments: [
        (#""open"#, "column 1: unterminated string literal"),
        (#""bad \q""#, #"column 6: invalid escape sequence '\q' in string literal"#),
        (#""\u{110000}""#, #"column 2: '\u{110000}' is not a valid Unicode scalar"#),
        ("#FF88", "column 1: expected 6 or 8 hex digits after '#'"),
        ("1e", "column 2: expected digits in the exponent of '1e'"),
        ("a @ b", "column 3: unexpected character '@'"),
    ])
    func lexicalErrors(text: String, message: String) {
        #expect(throws: ExpressionError.self) { try Lexer.tokenize(text) }
        do {
            _ = try Lexer.tokenize(text)
        } catch {
            #expect(error.description == message)
        }
    }
}
