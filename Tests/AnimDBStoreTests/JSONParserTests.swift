import AnimDBModel
import AnimDBStore
import AnimDBTestSupport
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
        let parser = JSONParser(limits: ContentLimits(maxDepth: 3))
        #expect(try parser.parse("[[[1]]]") == [[[1]]])
        let error = #expect(throws: JSONParseError.self) { try parser.parse("[[[[1]]]]") }
        #expect(error?.message == "nesting deeper than 3")
        // Deep input must fail cleanly, not overflow the stack.
        #expect(throws: JSONParseError.self) { try JSONParser().parse(String(repeating: "[", count: 100_000)) }
    }

    @Test func boundsInputSize() {
        let error = #expect(throws: JSONParseError.self) {
            try JSONParser(limits: ContentLimits(maxBytes: 4)).parse("[1,2]")
        }
        #expect(error?.message == "input is 5 bytes, more than the limit of 4")
        #expect(error?.kind == .limit)
    }

    /// Each bound refuses with a limit error (not a syntax error) at the value that crossed it, however far the rest
    /// of the input goes on.
    @Test(arguments: [
        (ContentLimits(maxStringBytes: 8), #"["ok", "123456789"]"#, 1, 8, "string longer than 8 bytes"),
        (ContentLimits(maxStringBytes: 8), #"["\n\n\n\n\n\n\n\n\n"]"#, 1, 2, "string longer than 8 bytes"),
        (ContentLimits(maxStringBytes: 4), #"{"longkey": 1}"#, 1, 2, "string longer than 4 bytes"),
        (ContentLimits(maxValues: 3), "[1, 2, 3]", 1, 8, "more than 3 values in one document"),
        (ContentLimits(maxMembers: 2), #"{"a": 1, "b": 2, "c": 3}"#, 1, 18, "more than 2 members in one object"),
        (ContentLimits(), "[" + String(repeating: "1", count: 101) + "]", 1, 2, "number longer than 100 characters"),
    ])
    func boundsEachLimit(limits: ContentLimits, text: String, line: Int, column: Int, message: String) {
        let error = #expect(throws: JSONParseError.self) { try JSONParser(limits: limits).parse(text) }
        #expect(error == JSONParseError(line: line, column: column, message: message, kind: .limit))
    }

    /// Issue 10, item 2: a string of escapes took time quadratic in its length (0.8 MB of `\n` took 5.6 s, and
    /// this input would take about ten minutes). Every escape kind unescapes to the same text as Foundation reads.
    /// The time limit only guards against a hang; the speed itself is measured by `animdb-bench parse`.
    // Five minutes: a debug build sharing two cores with the whole suite needs more than one; the quadratic
    // parser this guards against took about ten.
    @Test(.timeLimit(.minutes(5)))
    func parsesLongEscapedStringsInLinearTime() throws {
        let units: [(escaped: String, plain: String)] = [
            (#"\n"#, "\n"), (#"\u0041"#, "A"), (#"\ud83d\ude00"#, "😀"), (#"\""#, "\""), ("é", "é"),
        ]
        let parser = JSONParser(limits: ContentLimits(maxStringBytes: 64 << 20))
        for unit in units {
            let count = (2 << 20) / unit.escaped.utf8.count
            let text = "\"" + String(repeating: unit.escaped, count: count) + "\""
            let value = try parser.parse(text)
            #expect(value == .string(String(repeating: unit.plain, count: count)))
        }
    }

    /// The fast paths (plain strings copied whole, short integers read without text conversion) agree with the
    /// general ones: every number reads back as the `Double` it was printed from (Foundation's reader on Linux
    /// does not always manage that, so it is no reference here).
    @Test func fastPathsAgreeWithFoundation() throws {
        var generator = SeededGenerator(seed: 0x7A57)
        for _ in 0..<2000 {
            let integer = Int64.random(in: -999_999_999_999_999...999_999_999_999_999, using: &generator)
            let fraction = Double.random(in: -1e6...1e6, using: &generator)
            let text = "[\(integer), \(fraction), 1e-7, -0, 123456789012345678, \"plain\", \"mixed\\tescape\"]"
            let ours = try JSONParser().parse(text)
            #expect(ours.arrayValue?[0] == .number(Double(integer)))
            #expect(ours.arrayValue?[1] == .number(fraction))
            #expect(ours.arrayValue?[4] == .number(123456789012345678))
            #expect(ours.arrayValue?[6] == .string("mixed\tescape"))
        }
    }

    @Test func describesErrorsOnOneLine() {
        let error = JSONParseError(line: 3, column: 14, message: "expected ',' or '}'")
        #expect(error.description == "JSON error at line 3, column 14: expected ',' or '}'")
    }
}
