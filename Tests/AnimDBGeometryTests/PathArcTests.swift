import AnimDBEngine
import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBGeometry

struct PathArcTests {
    static let quarter = Double.pi / 2
    static let sweeps: [(start: Double, end: Double, clockwise: Bool, sweep: Double)] = [
        (0, quarter, false, quarter),
        (0, quarter, true, -3 * quarter),
        (0, 4 * quarter, false, 4 * quarter),
        (0, 4 * quarter, true, 0),
        (0, 6 * quarter, false, 4 * quarter),
        (2 * quarter, 0, false, 2 * quarter),
        (0, -quarter, false, 3 * quarter),
        (0, -quarter, true, -quarter),
    ]

    @Test(arguments: sweeps)
    func sweepFollowsCoreGraphicsDirectionRules(start: Double, end: Double, clockwise: Bool, expected: Double) {
        let sweep = Path.arcSweep(from: start, to: end, clockwise: clockwise)
        #expect(sweep.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-12))
    }

    @Test func sweepRunsInTheRequestedDirectionAndLandsOnTheEndAngle() {
        var random = SeededGenerator(seed: 90)
        for _ in 0..<1_000 {
            let start = Double.random(in: -20...20, using: &random)
            let end = Double.random(in: -20...20, using: &random)
            let clockwise = Bool.random(using: &random)
            let sweep = Path.arcSweep(from: start, to: end, clockwise: clockwise)
            #expect(clockwise ? (-2 * .pi...0).contains(sweep) : (0...2 * .pi).contains(sweep))
            // Unless clamped to a full turn, start + sweep is the end angle up to whole turns.
            if abs(sweep) < 2 * .pi {
                let turns = (start + sweep - end) / (2 * .pi)
                #expect(abs(turns - turns.rounded()) < 1e-9)
            }
        }
    }

    @Test(arguments: [(90.0, 1), (91, 2), (180, 2), (270, 3), (300, 4), (360, 4), (45, 1)])
    func arcsSplitIntoSegmentsOfAtMostNinetyDegrees(degrees: Double, segments: Int) {
        var path = Path()
        path.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(degrees), clockwise: false)
        #expect(path.structure == [.move] + Array(repeating: .curve, count: segments))
    }

    @Test(arguments: [(30.0, 200.0, false), (200, 30, false), (30, 200, true), (-90, 180, true)])
    func arcEndpointsLieOnTheCircleAtTheRequestedAngles(start: Double, end: Double, clockwise: Bool) {
        let center = CGPoint(x: 50, y: 40)
        var path = Path()
        path.addArc(
            center: center, radius: 30, startAngle: .degrees(start), endAngle: .degrees(end), clockwise: clockwise)
        let expectedStart = CGPoint(x: 50 + 30 * cos(start * .pi / 180), y: 40 + 30 * sin(start * .pi / 180))
        let expectedEnd = CGPoint(x: 50 + 30 * cos(end * .pi / 180), y: 40 + 30 * sin(end * .pi / 180))
        #expect(path.elements.first?.endPoint?.isApproximatelyEqual(to: expectedStart, absoluteTolerance: 1e-9) == true)
        #expect(path.currentPoint?.isApproximatelyEqual(to: expectedEnd, absoluteTolerance: 1e-9) == true)
        for point in path.elements.compactMap(\.endPoint) {
            #expect(point.distance(to: center).isApproximatelyEqual(to: 30, absoluteTolerance: 1e-9))
        }
    }

    @Test func arcAfterAPointJoinsWithALine() {
        var path = Path()
        path.move(to: .zero)
        path.addArc(
            center: CGPoint(x: 10, y: 0), radius: 5, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        #expect(path.structure == [.move, .line, .curve])
        #expect(path.elements[1] == .line(to: CGPoint(x: 15, y: 0)))
    }

    @Test func clockwiseFalseSweepsTowardsPositiveYFirst() {
        var path = Path()
        path.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        // Half-way along, the flattened arc is at +45°: below the x axis on screen.
        let points = path.flattened(tolerance: 0.01)[0].points
        #expect(points.allSatisfy { $0.y >= -1e-9 })
    }

    @Test(arguments: [1.0, 10, 100, 1000])
    func flattenedCircleStaysWithinToleranceOfTheTrueCircle(radius: Double) {
        let tolerance = 0.1
        var path = Path()
        path.addArc(center: .zero, radius: radius, startAngle: .zero, endAngle: .degrees(360), clockwise: false)
        let points = path.flattened(tolerance: tolerance)[0].points
        // A 90° cubic strays at most 2.73e-4 · r from its circle; flattening adds at most `tolerance` inwards.
        let cubicError = 2.8e-4 * radius
        for (a, b) in zip(points, points.dropFirst()) {
            #expect(a.distance(to: .zero) <= radius + cubicError)
            let mid = CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
            #expect(mid.distance(to: .zero) >= radius - cubicError - tolerance)
        }
    }

    @Test func flatteningMeetsItsToleranceOnRandomCurves() {
        var random = SeededGenerator(seed: 0xA11D_B0)
        func point() -> CGPoint {
            CGPoint(x: Double.random(in: -200...200, using: &random), y: Double.random(in: -200...200, using: &random))
        }
        for _ in 0..<200 {
            let tolerance = Double.random(in: 0.05...2, using: &random)
            let (p0, p1, p2, p3) = (point(), point(), point(), point())
            var path = Path()
            path.move(to: p0)
            path.addCurve(to: p3, control1: p1, control2: p2)
            path.addQuadCurve(to: p0, control: p2)
            let polyline = path.flattened(tolerance: tolerance)[0].points
            for step in 0...100 {
                let t = Double(step) / 100
                let onCubic = Path.cubicPoint(p0, p1, p2, p3, t: t)
                let onQuad = Path.quadPoint(p3, p2, p0, t: t)
                #expect(Self.distance(from: onCubic, to: polyline) <= tolerance + 1e-9)
                #expect(Self.distance(from: onQuad, to: polyline) <= tolerance + 1e-9)
            }
        }
    }

    @Test func flatteningSplitsSubpathsAndRecordsClosure() {
        var path = Path()
        path.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        path.move(to: CGPoint(x: 5, y: 5))
        path.addLine(to: CGPoint(x: 6, y: 5))
        let polylines = path.flattened()
        #expect(polylines.count == 2)
        #expect(polylines[0].isClosed && polylines[0].points.count == 4)
        #expect(!polylines[1].isClosed && polylines[1].points == [CGPoint(x: 5, y: 5), CGPoint(x: 6, y: 5)])
    }

    private static func distance(from point: CGPoint, to polyline: [CGPoint]) -> Double {
        zip(polyline, polyline.dropFirst()).map { a, b in
            let (dx, dy) = (Double(b.x - a.x), Double(b.y - a.y))
            let lengthSquared = dx * dx + dy * dy
            let t =
                lengthSquared == 0
                ? 0 : min(max((Double(point.x - a.x) * dx + Double(point.y - a.y) * dy) / lengthSquared, 0), 1)
            return point.distance(to: CGPoint(x: Double(a.x) + t * dx, y: Double(a.y) + t * dy))
        }.min() ?? .infinity
    }
}
