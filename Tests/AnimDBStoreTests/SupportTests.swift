import AnimDBModel
import AnimDBStore
import AnimDBTestSupport
import Foundation
import Testing

struct TimestampTests {
    @Test(arguments: [
        (0.0, "1970-01-01T00:00:00.000Z"),
        (1_800_000_000.123, "2027-01-15T08:00:00.123Z"),
        (951_782_400, "2000-02-29T00:00:00.000Z"),
        (-1.5, "1969-12-31T23:59:58.500Z"),
        (4_102_444_799.999, "2099-12-31T23:59:59.999Z"),
    ])
    func formatsFixedWidthUTC(seconds: Double, text: String) {
        #expect(Timestamp.string(from: Date(timeIntervalSince1970: seconds)) == text)
        #expect(Timestamp.date(from: text)?.timeIntervalSince1970 == (seconds * 1000).rounded(.down) / 1000)
    }

    @Test func textOrderIsTimeOrder() {
        var random = SeededGenerator(seed: 99)
        for _ in 0..<500 {
            let a = Date(timeIntervalSince1970: Double.random(in: -1e9...4e9, using: &random))
            let b = Date(timeIntervalSince1970: Double.random(in: -1e9...4e9, using: &random))
            let (ta, tb) = (Timestamp.string(from: a), Timestamp.string(from: b))
            #expect((ta < tb) == (ta != tb && a < b))
            #expect(Timestamp.date(from: ta).map { abs($0.timeIntervalSince(a)) < 0.001 } == true)
        }
    }

    @Test(arguments: ["", "2027-01-15 08:00:00.000Z", "2027-13-15T08:00:00.000Z", "2027-01-15T08:00:00.000", "x"])
    func rejectsOtherFormats(text: String) {
        #expect(Timestamp.date(from: text) == nil)
    }
}

struct SuggestionTests {
    @Test func suggestsTheClosestWithinThreeEdits() {
        let names = ["bounce", "pulse", "spin", "bouncy"]
        #expect(Suggestion.closest(to: "bounse", among: names) == "bounce")
        #expect(Suggestion.closest(to: "boun", among: names) == "bounce")  // tie with 'bouncy': alphabetical
        #expect(Suggestion.closest(to: "zzzzzzzz", among: names) == nil)
        #expect(Suggestion.closest(to: "spin", among: names) == nil)
    }
}
