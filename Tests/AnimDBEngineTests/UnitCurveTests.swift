import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBEngine

struct UnitCurveTests {
    static let curves: [UnitCurve] = [
        .linear, .easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut, .circularEaseInOut,
        .bezier(startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.75, y: 0.9)),
        .bezier(startControlPoint: UnitPoint(x: 0.1, y: 0.6), endControlPoint: UnitPoint(x: 0.3, y: 1)),
    ]

    @Test(arguments: curves)
    func mapsEndpointsToEndpointsAndClampsProgress(curve: UnitCurve) {
        #expect(curve.value(at: 0).isApproximatelyEqual(to: 0, absoluteTolerance: 1e-6))
        #expect(curve.value(at: 1).isApproximatelyEqual(to: 1, absoluteTolerance: 1e-6))
        #expect(curve.value(at: -3) == curve.value(at: 0))
        #expect(curve.value(at: 7) == curve.value(at: 1))
        #expect(curve.velocity(at: -3) == curve.velocity(at: 0))
    }

    // circularEaseInOut is excluded: SwiftUI calls it its own inverse, but its true reflection (ease-out then
    // ease-in) is not a UnitCurve, so the round trip does not hold; see `inverseSwapsControlPointsAndCircularCurves`.
    @Test(arguments: curves.filter { $0 != .circularEaseInOut })
    func inverseUndoesTheCurve(curve: UnitCurve) {
        var rng = SeededGenerator(seed: 11)
        for _ in 0..<100 {
            let x = rng.double(in: 0.02...0.98)
            let y = curve.value(at: x)
            let roundTrip = curve.inverse.value(at: y)
            // Both directions are solved and rounded to 2⁻²⁰; flat regions of the curve (steep ones of the
            // inverse) amplify that by the inverse's slope.
            let tolerance = 1e-5 * (1 + abs(curve.inverse.velocity(at: y)))
            #expect(roundTrip.isApproximatelyEqual(to: x, absoluteTolerance: tolerance), "x = \(x)")
        }
        #expect(curve.inverse.inverse == curve)
    }

    @Test func inverseSwapsControlPointsAndCircularCurves() {
        #expect(UnitCurve.circularEaseIn.inverse == .circularEaseOut)
        #expect(UnitCurve.circularEaseOut.inverse == .circularEaseIn)
        #expect(UnitCurve.circularEaseInOut.inverse == .circularEaseInOut)
        #expect(UnitCurve.linear.inverse == .linear)
        #expect(
            UnitCurve.easeIn.inverse
                == .bezier(startControlPoint: UnitPoint(x: 0, y: 0.42), endControlPoint: UnitPoint(x: 1, y: 1)))
    }

    @Test(arguments: curves)
    func velocityMatchesTheNumericDerivative(curve: UnitCurve) {
        for x in stride(from: 0.05, through: 0.95, by: 0.05) {
            // A wide step: Bézier values are rounded to 2⁻²⁰, which a tiny step would amplify.
            let numeric = numericDerivative(at: x, step: 1e-3) { curve.value(at: $0) }
            guard curve.velocity(at: x).isFinite else { continue }  // circularEaseInOut at 0.5
            #expect(
                curve.velocity(at: x).isApproximatelyEqual(to: numeric, absoluteTolerance: 2e-3 * (1 + abs(numeric))),
                "x = \(x)")
        }
    }

    @Test func valuesAndVelocitiesAreOnTheTwoToTheMinusTwentyGrid() {
        let grid = 1.0 / 1_048_576
        for x in stride(from: 0.0, through: 1, by: 0.013) {
            let value = UnitCurve.easeInOut.value(at: x)
            #expect((value / grid).rounded() * grid == value)
            let velocity = UnitCurve.easeIn.velocity(at: x)
            #expect((velocity / grid).rounded() * grid == velocity)
        }
    }

    @Test func verticalAndFlatSlopes() {
        #expect(UnitCurve.circularEaseIn.velocity(at: 1) == .infinity)
        #expect(UnitCurve.circularEaseOut.velocity(at: 0) == .infinity)
        #expect(UnitCurve.circularEaseInOut.velocity(at: 0.5) == .infinity)
        #expect(UnitCurve.linear.velocity(at: 0.3) == 1)
        // dx = dy = 0 at the start of easeOut's reflection: the slope is reported as 1.
        let flat = UnitCurve.bezier(startControlPoint: .zero, endControlPoint: UnitPoint(x: 1, y: 1))
        #expect(flat.velocity(at: 0) == 1)
        let vertical = UnitCurve.bezier(
            startControlPoint: UnitPoint(x: 0, y: 1), endControlPoint: UnitPoint(x: 1, y: 1))
        #expect(vertical.velocity(at: 0) == .infinity)
    }

    @Test func controlPointYIsNotClampedButXIs() {
        let overshoot = UnitCurve.bezier(
            startControlPoint: UnitPoint(x: 0.68, y: -0.6), endControlPoint: UnitPoint(x: 0.32, y: 1.6))
        #expect(overshoot.value(at: 0.1) < 0)
        #expect(overshoot.value(at: 0.9) > 1)
        let wide = UnitCurve.bezier(startControlPoint: UnitPoint(x: -1, y: 0), endControlPoint: UnitPoint(x: 2, y: 1))
        let clamped = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
        for x in stride(from: 0.0, through: 1, by: 0.1) {
            #expect(wide.value(at: x) == clamped.value(at: x))
        }
    }

    @Test func monotoneCurvesAreMonotone() {
        for curve in Self.curves {
            var previous = -Double.infinity
            for x in stride(from: 0.0, through: 1, by: 0.001) {
                let value = curve.value(at: x)
                #expect(value >= previous)
                previous = value
            }
        }
    }
}
