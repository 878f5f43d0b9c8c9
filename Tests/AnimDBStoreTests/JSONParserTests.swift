import AnimDBStore
import Foundation
import Testing

struct JSONParserTests {
    @Test func parsesEveryKindOfValue() throws {
        let text = """
            {"a": [1, -2.5e3, 0.25, true, false, null], "s": "x\\"\\\\\\/\\b\\f\\n\\r\\t\\u00e9\\ud83d\\ude00", "o": {}}
            """
        let value = try JSONParser().parse(text)
        #expect(value["a"] == [1, -2500, 0.25, true, false, nil])
        #expect(value["s"] == .string("x\"\\/\u{08}\u{0C}\n\r\té😀"))
        #expect(value["o"] == .object([:]))
    }

    @Test(arguments: [
        ("", 1, 1, "unexpected end of input; expected a value"),
        ("[1,]", 1, 4, "expected a value"),
        ("{\"a\":1,}", 1, 8, "expected a string key"),
        ("[01]", 1, 2, "numbers cannot have leading zeros"),
        ("[1.]", 1, 4, "expected a digit after '.'"),
        ("NaN", 1, 1, "expected a value"),
        ("[1e999]", 1, 2, "number '1e999' is out of range"),
        ("{\"a\":1,\n \"a\":2}", 2, 2, "duplicate key 'a'"),
        ("\"tab\there\"", 1, 5, "control character in string; escape it"),
        ("\"\\ud800\"", 1, 2, "unpaired surrogate escape"),
        ("\"\\x\"", 1, 2, "invalid escape '\\x'"),
        ("[1] [2]", 1, 5, "unexpected text after the JSON value"),
        ("{\"é\": tru}", 1, 7, "expected 'true'"),
        ("[1 2]", 1, 4, "expected ',' or ']'"),
        ("\"open", 1, 1, "unterminated string"),
    ])
    func rejectsMalformedTextWithItsPosition(text: String, line: Int, column: Int, message: String) {
        let error = #expect(throws: JSONParseError.self) { try JSONParser().parse(text) }
        #expect(error == JSONParseError(line: line, column: column, message: message))
    }

    @Test func rejectsInvalidUTF8() {
        let error = #expect(throws: JSONParseError.self) { try JSONParser().parse(Data([0x22, 0x61, 0xFF, 0x22])) }
        #expect(error?.message == "invalid UTF-8")
        #expect(error?.column == 3)
    }

    @Test func boundsNestingDepth() throws {
        let parser = JSONParser(maxDepth: 3)
        #expect(try parser.parse("[[[1]]]") == [[[1]]])
        let error = #expect(throws: JSONParseError.self) { try parser.parse("[[[[1]]]]") }
        #expect(error?.message == "nesting deeper than 3")
        // Deep input must fail cleanly, not overflow the stack.
        #expect(throws: JSONParseError.self) { try JSONParser().parse(String(repeating: "[", count: 100_000)) }
    }

    @Test func boundsInputSize() {
        let error = #expect(throws: JSONParseError.self) { try JSONParser(maxBytes: 4).parse("[1,2]") }
        #expect(error?.message == "input is 5 bytes, more than the limit of 4")
    }

    @Test func describesErrorsOnOneLine() {
        let error = JSONParseError(line: 3, column: 14, message: "expected ',' or '}'")
        #expect(error.description == "JSON error at line 3, column 14: expected ',' or '}'")
    }
}
