import AnimDBModel
import AnimDBStore
import AnimDBSyntax
import AnimDBTestSupport
import Testing

struct CanonicalJSONTests {
    @Test(arguments: [
        (0.0, "0"), (-0.0, "0"), (3.0, "3"), (-12.0, "-12"), (0.1, "0.1"), (1.5, "1.5"), (1e-7, "1e-07"),
        (9_007_199_254_740_991.0, "9007199254740991"), (1e16, "1e+16"), (-2.5e-300, "-2.5e-300"),
        (123_456.789, "123456.789"),
    ])
    func numbersHaveOneSpelling(number: Double, text: String) {
        #expect(JSONValue.number(number).canonicalText == text)
    }

    @Test func objectsSortKeysAndOmitWhitespace() {
        let value: JSONValue = ["b": [1, true, nil], "a": "x", "B": ["z": 1, "y": 2.5]]
        #expect(value.canonicalText == #"{"B":{"y":2.5,"z":1},"a":"x","b":[1,true,null]}"#)
    }

    @Test func stringsEscapeQuotesBackslashesAndControls() {
        let value = JSONValue.string("q\"b\\n\n t\t\u{01}\u{1F} é ✨ \u{7F}")
        #expect(value.canonicalText == #""q\"b\\n\n t\t\u0001\u001f é ✨ \#u{7F}""#)
    }

    @Test func everyValueRoundTripsThroughItsCanonicalText() throws {
        var random = SeededGenerator(seed: 42)
        for _ in 0..<300 {
            let value = Self.randomValue(depth: 0, using: &random)
            let text = value.canonicalText
            let parsed = try JSONParser().parse(text)
            #expect(parsed == value)
            #expect(parsed.canonicalText == text)
        }
    }

    static func randomValue(depth: Int, using random: inout SeededGenerator) -> JSONValue {
        let choice = Int.random(in: 0..<(depth > 3 ? 4 : 6), using: &random)
        switch choice {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &random))
        case 2:
            let numbers: [Double] = [
                Double(Int.random(in: -1000...1000, using: &random)),
                Double.random(in: -1e6...1e6, using: &random),
                Double.random(in: -1...1, using: &random) * 1e-9,
                Double.random(in: 1...9, using: &random) * 1e200,
            ]
            return .number(numbers[Int.random(in: 0..<numbers.count, using: &random)])
        case 3: return .string(randomString(using: &random))
        case 4:
            return .array(
                (0..<Int.random(in: 0...4, using: &random)).map { _ in randomValue(depth: depth + 1, using: &random) })
        default:
            var members: [String: JSONValue] = [:]
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                members[randomString(using: &random)] = randomValue(depth: depth + 1, using: &random)
            }
            return .object(members)
        }
    }

    static func randomString(using random: inout SeededGenerator) -> String {
        let alphabet: [Unicode.Scalar] = ["a", "Z", "0", " ", "\"", "\\", "/", "\n", "\u{0}", "\u{1F}", "é", "✨", "😀"]
        var text = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 0...8, using: &random) {
            text.append(alphabet[Int.random(in: 0..<alphabet.count, using: &random)])
        }
        return String(text)
    }
}
