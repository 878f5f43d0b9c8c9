import AnimDBTestSupport
import Testing

@testable import AnimDBEngine

struct ExpressionTextTests {
    /// A string literal escapes quotes, backslashes, control characters and line separators and keeps everything
    /// else, printable ASCII (copied whole) and beyond.
    @Test(arguments: [
        ("M0 65 C0 29.13 29.13 0 65 0 Z", #""M0 65 C0 29.13 29.13 0 65 0 Z""#),
        ("", #""""#),
        ("say \"hi\"", #""say \"hi\"""#),
        ("a\\b", #""a\\b""#),
        ("line\nnext\ttab\u{7F}", #""line\nnext\ttab\u{7F}""#),
        ("é \u{2028}\u{2029}\u{85} 日本", #""é \u{2028}\u{2029}\u{85} 日本""#),
    ])
    func stringLiteralsEscapeWhatWouldBreakALine(text: String, literal: String) {
        #expect(ExpressionText.stringLiteral(text) == literal)
    }

    @Test(arguments: [
        ("a; b;c", ";", ["a", "b", "c"]),
        ("", ";", []),
        ("  ", ";", []),
        ("f(a; b); g", ";", ["f(a; b)", "g"]),
        ("\"x; y\"; z", ";", ["\"x; y\"", "z"]),
        ("\"a \\\" ; b\"; c", ";", ["\"a \\\" ; b\"", "c"]),
        ("[1, 2], {3, 4}, 5", ",", ["[1, 2]", "{3, 4}", "5"]),
        ("\"é;ü\"; ☃ ;  日本", ";", ["\"é;ü\"", "☃", "日本"]),
        ("a;", ";", ["a", ""]),
    ])
    func splitsAtTopLevelSeparators(text: String, separator: Character, pieces: [String]) {
        #expect(ExpressionText.split(text, at: separator.unicodeScalars.first!) == pieces)
    }

    @Test(arguments: ["f(a", "a)", "\"open", "[1, 2", "}"])
    func refusesUnbalancedText(text: String) {
        #expect(ExpressionText.split(text, at: ";") == nil)
    }

    /// The byte scanner answers as a reading of the text one Unicode scalar at a time would, whatever non-ASCII
    /// text stands between the brackets, quotes and separators.
    @Test func byteSplitEqualsScalarReading() {
        var random = SeededGenerator(seed: 0x5EED)
        let alphabet: [Unicode.Scalar] = [
            "a", " ", ";", ",", "(", ")", "[", "]", "{", "}", "\"", "\\", "é", "☃", "日", "\u{1F600}", "\u{85}",
        ]
        for _ in 0..<2_000 {
            var scalars = String.UnicodeScalarView()
            for _ in 0..<Int(random.next() % 24) {
                scalars.append(alphabet[Int(random.next() % UInt64(alphabet.count))])
            }
            let text = String(scalars)
            #expect(ExpressionText.split(text, at: ";") == scalarSplit(text, at: ";"), "\(text.debugDescription)")
        }
    }

    @Test func closingIndexFindsTheMatchingBracket() {
        let scalars = Array("f(\"(\", [g(1)]) + 2".unicodeScalars)
        #expect(ExpressionText.closingIndex(in: scalars, from: 1) == 14)
        #expect(ExpressionText.closingIndex(in: Array("(é".unicodeScalars), from: 0) == nil)
    }

    /// A plain reading of the rule, scalar by scalar, to compare with.
    private func scalarSplit(_ text: String, at separator: Unicode.Scalar) -> [String]? {
        var pieces: [String] = []
        var current = ""
        var depth = 0
        var inString = false
        var escaped = false
        for scalar in text.unicodeScalars {
            if inString {
                if escaped {
                    escaped = false
                } else if scalar == "\\" {
                    escaped = true
                } else if scalar == "\"" {
                    inString = false
                }
            } else if scalar == "\"" {
                inString = true
            } else if "([{".unicodeScalars.contains(scalar) {
                depth += 1
            } else if ")]}".unicodeScalars.contains(scalar) {
                depth -= 1
                if depth < 0 { return nil }
            } else if scalar == separator, depth == 0 {
                pieces.append(trim(current))
                current = ""
                continue
            }
            current.unicodeScalars.append(scalar)
        }
        guard depth == 0, !inString else { return nil }
        let last = trim(current)
        if !last.isEmpty || !pieces.isEmpty { pieces.append(last) }
        return pieces
    }

    private func trim(_ text: String) -> String {
        let space: Set<Unicode.Scalar> = [" ", "\t", "\n", "\r"]
        var scalars = Array(text.unicodeScalars)
        while let first = scalars.first, space.contains(first) { scalars.removeFirst() }
        while let last = scalars.last, space.contains(last) { scalars.removeLast() }
        var out = ""
        out.unicodeScalars.append(contentsOf: scalars)
        return out
    }
}
