import AnimDBEngine
import AnimDBTestSupport
import Testing

@testable import AnimDBSyntax

struct ExpressionSuggestionsTests {
    @Test(arguments: [
        ("", "abc", 3), ("abc", "abc", 0), ("kitten", "sitting", 3), ("easeInOt", "easeInOut", 1),
        ("dealy", "delay", 1), ("durration", "duration", 1), ("ab", "ba", 1), ("abc", "", 3),
    ])
    func editDistance(a: String, b: String, distance: Int) {
        #expect(Suggestions.editDistance(Array(a), Array(b)) == distance)
        #expect(Suggestions.editDistance(Array(b), Array(a)) == distance)
    }

    @Test(
        arguments: [
            ("easeInOt", ["easeIn", "easeInOut", "easeOut"], "easeInOut"),
            ("EASEIN", ["easeIn", "easeOut"], "easeIn"),
            ("sprign", ["spring", "smooth"], "spring"),
            ("zzzzzzz", ["spring", "smooth"], nil),
            ("x", ["y", "zero"], "y"),
            ("x", ["zero", "center"], nil),
            ("easeIn", ["easeIn", "easeOut"], nil),
            ("smoth", ["smooth", "snappy", "bouncy"], "smooth"),
        ] as [(String, [String], String?)])
    func closest(name: String, candidates: [String], expected: String?) {
        #expect(Suggestions.closest(to: name, in: candidates) == expected)
    }

    @Test func entryPointsForCurvesAndSprings() throws {
        #expect(try ExpressionParser.parseUnitCurve(".circularEaseIn") == .circularEaseIn)
        #expect(try ExpressionParser.parseUnitCurve("UnitCurve.easeOut.inverse") == UnitCurve.easeOut.inverse)
        #expect(try ExpressionParser.parseSpring(".bouncy(duration: 0.8)") == .bouncy(duration: 0.8))
        #expect(throws: ExpressionError.self) { try ExpressionParser.parseSpring(".easeIn") }
    }
}
