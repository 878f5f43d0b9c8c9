import AnimDBEngine
import AnimDBTestSupport
import Foundation
import Testing

/// The stand-ins animdb uses instead of full Foundation (which it keeps out of its process for start-up time) must
/// answer as Foundation does: each law asks both and demands one answer.
struct PlatformStandInTests {
    @Test func cFormatMatchesStringFormat() {
        var generator = SeededGenerator(seed: 11)
        let formats = ["%.3f", "%.1f", "%.0f", "%.6f", "%.4f", "t=%.3fs", "%d points", "%5.2f%%", "%e", "%g", "%.2g"]
        for _ in 0..<2_000 {
            let value = Double.random(in: -1e6...1e6, using: &generator) * (Bool.random(using: &generator) ? 1 : 1e-7)
            for format in formats where !format.contains("%d") {
                #expect(CFormat.string(format, value) == String(format: format, value), "\(format) \(value)")
            }
            let integer = Int.random(in: -1_000_000...1_000_000, using: &generator)
            #expect(CFormat.string("%d points", integer) == String(format: "%d points", integer))
        }
        let long = String(repeating: "x", count: 300) + "%.2f"
        #expect(CFormat.string(long, 1.5) == String(format: long, 1.5))
    }

    @Test(arguments: [
        "", " ", "  a b  ", "\ta\t", "\n a \n", "\r\n\u{2028}a\u{85}\n", "é ", "\u{00A0}x\u{3000}", "\n\n",
    ])
    func trimmingMatchesFoundation(text: String) {
        #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces))
        #expect(text.trimmingWhitespaceAndNewlines() == text.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(text.trimmingNewlines() == text.trimmingCharacters(in: .newlines))
    }

    @Test func systemReasonsNameTheCause() throws {
        let missing = URL(fileURLWithPath: "/nonexistent-animdb/file")
        let error = #expect(throws: (any Error).self) { try Data(contentsOf: missing) }
        #expect(error.map(systemReason) == "No such file or directory")
        #expect(systemReason(POSIXError(.EACCES)) == "Permission denied")
    }

    #if canImport(FoundationEssentials)
        /// On Linux the engine's CGRect is its own type; it must agree with Foundation's in every operation animdb uses.
        @Test func rectanglesAgreeWithFoundation() {
            var generator = SeededGenerator(seed: 7)
            func number() -> Double {
                [0, 1, -1, 0.5].randomElement(using: &generator)! * Double.random(in: 0...100, using: &generator)
            }
            func rects() -> (AnimDBEngine.CGRect, Foundation.CGRect) {
                if Int.random(in: 0..<10, using: &generator) == 0 { return (.null, .null) }
                let (x, y, w, h) = (number(), number(), number(), number())
                return (
                    AnimDBEngine.CGRect(x: x, y: y, width: w, height: h),
                    Foundation.CGRect(x: x, y: y, width: w, height: h)
                )
            }
            func same(_ a: AnimDBEngine.CGRect, _ b: Foundation.CGRect) -> Bool {
                a.isNull == b.isNull
                    && (a.isNull
                        || (a.origin.x == Double(b.origin.x) && a.origin.y == Double(b.origin.y)
                            && a.size.width == Double(b.size.width) && a.size.height == Double(b.size.height)))
            }
            for _ in 0..<5_000 {
                let (a, b) = rects()
                let (c, d) = rects()
                #expect(a.isNull == b.isNull && a.isEmpty == b.isEmpty)
                if !a.isNull {
                    #expect(
                        [a.minX, a.midX, a.maxX, a.minY, a.midY, a.maxY, a.width, a.height]
                            == [b.minX, b.midX, b.maxX, b.minY, b.midY, b.maxY, b.width, b.height].map(Double.init))
                }
                #expect(same(a.standardized, b.standardized))
                #expect(same(a.union(c), b.union(d)), "\(a) ∪ \(c)")
                let (dx, dy) = (number() / 4, number() / 4)
                #expect(same(a.insetBy(dx: dx, dy: dy), b.insetBy(dx: dx, dy: dy)), "\(a) inset \(dx) \(dy)")
                #expect(same(a.offsetBy(dx: dx, dy: dy), b.offsetBy(dx: dx, dy: dy)))
                let point = (number(), number())
                #expect(
                    a.contains(AnimDBEngine.CGPoint(x: point.0, y: point.1))
                        == b.contains(Foundation.CGPoint(x: point.0, y: point.1)))
            }
        }
    #endif
}
