import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBGeometry

struct PathSVGTests {
    @Test(arguments: [
        (0.0, "0"), (-0.0, "0"), (-0.0004, "0"), (1, "1"), (1.5, "1.5"), (1.25, "1.25"), (0.1234, "0.123"),
        (0.0005, "0.001"), (-0.0005, "-0.001"), (-12.3456, "-12.346"), (100, "100"), (1e6, "1000000"),
        (Double.nan, "0"), (Double.infinity, "0"),
    ])
    func numbersAreCompactAndNeverNegativeZero(value: Double, expected: String) {
        #expect(SVGNumber.format(value) == expected)
    }

    @Test func pathDataUsesAbsoluteCommands() {
        let path = Trapezoid(insetAmount: 25).path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(path.svgPathData == "M0 100 L25 0 L75 0 L100 100 Z")
    }

    @Test func curvesListControlPointsBeforeTheEnd() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addQuadCurve(to: CGPoint(x: 2, y: 0), control: CGPoint(x: 1, y: -1))
        path.addCurve(to: CGPoint(x: 5, y: 0), control1: CGPoint(x: 3, y: 1), control2: CGPoint(x: 4, y: 1.0 / 3))
        #expect(path.svgPathData == "M0 0 Q1 -1 2 0 C3 1 4 0.333 5 0")
    }
}

struct SVGNumberPropertyTests {
    @Test func formattedNumbersReadBackWithinHalfTheLastDecimal() {
        var random = SeededGenerator(seed: 7)
        for _ in 0..<2_000 {
            let value =
                Double.random(in: -1e5...1e5, using: &random)
                / Double([1, 10, 1000, 1e6].randomElement(using: &random)!)
            let text = SVGNumber.format(value)
            #expect(abs(Double(text)! - value) <= 0.0005 + 1e-9)
            #expect(!text.hasPrefix("-0") || text.hasPrefix("-0."), "no negative zero")
            #expect(!text.contains(".") || !text.hasSuffix("0"), "no trailing zeros")
        }
    }

    @Test func formattingPreservesOrder() {
        var random = SeededGenerator(seed: 11)
        for _ in 0..<2_000 {
            let a = Double.random(in: -100...100, using: &random)
            let b = a + Double.random(in: 0...0.01, using: &random)
            #expect(Double(SVGNumber.format(a))! <= Double(SVGNumber.format(b))!)
        }
    }
}
