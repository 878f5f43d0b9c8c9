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
