import AnimDBEngine
import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBGeometry

struct ShapeTests {
    static let frame = CGRect(x: 0, y: 0, width: 200, height: 100)

    @Test(arguments: [0.0, 25, 50, 120])
    func trapezoidFollowsTheFormula(inset: Double) {
        let path = Trapezoid(insetAmount: inset).path(in: Self.frame)
        #expect(
            path.elements == [
                .move(to: CGPoint(x: 0, y: 100)), .line(to: CGPoint(x: inset, y: 0)),
                .line(to: CGPoint(x: 200 - inset, y: 0)), .line(to: CGPoint(x: 200, y: 100)), .closeSubpath,
            ])
    }

    @Test(arguments: [(0.0, 90.0, true), (0, 90, false), (45, 300, true), (-30, 30, true), (200, 10, false)])
    func arcStartsAndEndsAtAddArcAngles(start: Double, end: Double, clockwise: Bool) {
        let square = CGRect(x: 0, y: 0, width: 100, height: 100)
        let path = Arc(startAngle: .degrees(start), endAngle: .degrees(end), clockwise: clockwise).path(in: square)
        func point(_ degrees: Double) -> CGPoint {
            // SwiftUI's addArc: 0° is 3 o'clock and angles grow towards +y (down).
            let radians = degrees * .pi / 180
            return CGPoint(x: 50 + 50 * cos(radians), y: 50 + 50 * sin(radians))
        }
        #expect(path.elements.first?.endPoint?.isApproximatelyEqual(to: point(start)) == true)
        #expect(path.currentPoint?.isApproximatelyEqual(to: point(end)) == true)
        // `clockwise: false` sweeps through increasing angles; the sweep decides the number of ≤ 90° segments.
        var sweep = clockwise ? start - end : end - start
        sweep = sweep.truncatingRemainder(dividingBy: 360)
        if sweep < 0 { sweep += 360 }
        let segments = Int((sweep / 90 - 1e-9).rounded(.up))
        #expect(path.structure.filter { $0 == .curve }.count == segments)
    }

    @Test func theArticlesArcIsTheBottomHalf() {
        // ArcDemoView's Arc(startAngle: .degrees(0), endAngle: .degrees(180), clockwise: false).
        let path = Arc(startAngle: .zero, endAngle: .degrees(180), clockwise: false)
            .path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        let points = path.flattened(tolerance: 0.01)[0].points
        #expect(points.allSatisfy { $0.y >= 50 - 1e-9 })
        #expect(points.contains { $0.y > 99.9 })
    }

    @Test(arguments: [(20.0, 1.0, 0.0), (10, 3, 0.5), (-15, 0.5, Double.pi)])
    func waveSamplesEveryPointOfTheWidth(amplitude: Double, frequency: Double, phase: Double) {
        let path = Wave(amplitude: amplitude, frequency: frequency, phase: phase).path(in: Self.frame)
        #expect(path.structure == [.move] + Array(repeating: .line, count: 200))
        for (index, element) in path.elements.enumerated() {
            let x = Double(index)
            let y = 50 + amplitude * sin(frequency * (x / 200) * 2 * .pi + phase)
            #expect(element.endPoint?.isApproximatelyEqual(to: CGPoint(x: x, y: y)) == true)
        }
    }

    @Test func waveInAnEmptyFrameIsEmpty() {
        #expect(Wave(amplitude: 1, frequency: 1, phase: 0).path(in: .zero).isEmpty)
    }

    @Test(arguments: [(0.0, 3), (2.9, 3), (3, 3), (3.5, 3), (5, 5), (8.99, 8), (12, 12), (.nan, 3)])
    func polygonDrawsTheWholePartOfSidesWithAMinimumOfThree(sides: Double, vertices: Int) {
        let polygon = Polygon(sides: sides)
        let path = polygon.path(in: Self.frame)
        #expect(polygon.vertexCount == vertices)
        #expect(path.structure == [.move] + Array(repeating: .line, count: vertices - 1) + [.closeSubpath])
    }

    @Test(arguments: [(5.0, 1.0, 0.0), (6, 0.5, 0), (7, 0.8, 30)])
    func polygonVerticesSitOnTheCircleStartingAtTheTop(sides: Double, scale: Double, rotation: Double) {
        let path = Polygon(sides: sides, scale: scale, rotation: .degrees(rotation)).path(in: Self.frame)
        let radius = 50 * scale
        let center = CGPoint(x: 100, y: 50)
        let vertices = path.elements.compactMap(\.endPoint)
        for (i, vertex) in vertices.enumerated() {
            let angle = (-90 + rotation + 360 * Double(i) / sides) * .pi / 180
            let expected = CGPoint(x: 100 + radius * cos(angle), y: 50 + radius * sin(angle))
            #expect(vertex.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-9))
            #expect(vertex.distance(to: center).isApproximatelyEqual(to: radius, absoluteTolerance: 1e-9))
        }
        if rotation == 0 {
            #expect(vertices[0].isApproximatelyEqual(to: CGPoint(x: 100, y: 50 - radius)))
        }
    }

    @Test(arguments: [(6.0, 20.0, 45.0, 0.0), (3, 10, 40, 0.25), (1, 5, 30, 0), (4.7, 12, 48, -0.2)])
    func petalsCurveOutToTheirTipsThroughInnerControlPoints(count: Double, inner: Double, outer: Double, offset: Double)
    {
        let petal = Petal(petalCount: count, innerRadius: inner, outerRadius: outer, rotationOffset: offset)
        let path = petal.path(in: Self.frame)
        let n = max(Int(count), 2)
        #expect(petal.drawnPetalCount == n)
        let center = CGPoint(x: 100, y: 50)
        #expect(path.structure == Array(repeating: [.move, .quadCurve, .quadCurve], count: n).flatMap { $0 })
        func polar(_ r: Double, _ angle: Double) -> CGPoint {
            CGPoint(x: 100 + r * cos(angle), y: 50 + r * sin(angle))
        }
        for i in 0..<n {
            let angle = 2 * .pi * Double(i) / Double(n) + offset
            let half = Double.pi / Double(n)
            guard case .quadCurve(let tip, let outward) = path.elements[3 * i + 1],
                case .quadCurve(let back, let inward) = path.elements[3 * i + 2]
            else {
                Issue.record("petal \(i) is not two quad curves")
                return
            }
            #expect(path.elements[3 * i] == .move(to: center))
            #expect(tip.isApproximatelyEqual(to: polar(outer, angle)))
            #expect(outward.isApproximatelyEqual(to: polar(inner, angle - half)))
            #expect(inward.isApproximatelyEqual(to: polar(inner, angle + half)))
            #expect(back == center)
        }
    }

    @Test(arguments: [(80.0, 0.0), (80, 10), (60, 30), (150, 20)])
    func morphingShapeIsACentredRoundedSquareClampedToTheFrame(size: Double, radius: Double) {
        let path = MorphingShape(size: size, cornerRadius: radius).path(in: Self.frame)
        let side = min(size, 100)
        let square = CGRect(x: 100 - side / 2, y: 50 - side / 2, width: side, height: side)
        #expect(path.boundingRect.isApproximatelyEqual(to: square))
        #expect(path == Path(roundedRect: square, cornerRadius: radius))
    }

    @Test func rectangleShapeIsCentred() {
        let path = RectangleShape(width: 60, height: 20).path(in: Self.frame)
        #expect(
            path.elements == [
                .move(to: CGPoint(x: 70, y: 40)), .line(to: CGPoint(x: 130, y: 40)), .line(to: CGPoint(x: 130, y: 60)),
                .line(to: CGPoint(x: 70, y: 60)), .closeSubpath,
            ])
    }

    @Test func circleFitsTheShorterSideAndIsCentred() {
        let path = Circle().path(in: Self.frame)
        #expect(path.boundingRect == CGRect(x: 50, y: 0, width: 100, height: 100))
        #expect(path.elements.first == .move(to: CGPoint(x: 150, y: 50)))
    }

    @Test func capsuleRoundsTheShortSideFully() {
        let path = Capsule().path(in: Self.frame)
        #expect(path.boundingRect == Self.frame)
        #expect(path.elements.first == .move(to: CGPoint(x: 50, y: 0)))
        #expect(path.elements[1] == .line(to: CGPoint(x: 150, y: 0)))
    }

    @Test func roundedRectangleFillsItsFrameWithContinuousCorners() {
        let path = RoundedRectangle(cornerRadius: 12).path(in: Self.frame)
        #expect(path.boundingRect.isApproximatelyEqual(to: Self.frame))
        // A continuous corner reaches (1 + 0.6) × the radius along each edge.
        #expect(path.elements.first?.endPoint?.isApproximatelyEqual(to: CGPoint(x: 19.2, y: 0)) == true)
        #expect(
            RoundedRectangle(cornerRadius: 12, style: .circular).path(in: Self.frame).elements.first
                == .move(to: CGPoint(x: 12, y: 0)))
    }
}
