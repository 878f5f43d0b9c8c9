import Foundation
import Testing

@testable import AnimDBGeometry

struct CounterFormatTests {
    @Test(arguments: ["%.0f", "%d", "%i", "%+.3e", "%G", "%-8.2f|", "Score: %d%%", "%%%5.1f", "%#g"])
    func acceptsSingleNumberConversions(format: String) {
        #expect(throws: Never.self) { try CounterFormat(format) }
    }

    @Test(arguments: ["", "plain", "%", "%s", "%@", "%d %d", "%.0f%", "%123f", "%.123f", "%n", "%lld", "%*d"])
    func refusesAnythingElse(format: String) {
        #expect(throws: CounterFormatError.self) { try CounterFormat(format) }
    }

    @Test(arguments: [
        ("%.0f", 2.5, "2"), ("%.0f", 3.5, "4"), ("%d", 2.5, "3"), ("%d", -2.5, "-3"), ("%5.1f", 3.14159, "  3.1"),
        ("%d", Double.nan, "0"), ("%.2e", 12345, "1.23e+04"), ("%d%%", 99.6, "100%"),
    ])
    func formatsDeterministically(format: String, value: Double, expected: String) throws {
        #expect(try CounterFormat(format).string(for: value) == expected)
    }
}
