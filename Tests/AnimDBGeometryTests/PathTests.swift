import AnimDBEngine
import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBGeometry

struct PathTests {
    @Test func emptyPathHasNoCurrentPointAndNullBounds() {
        let path = Path()
        #expect(path.isEmpty)
        #expect(path.currentPoint == nil)
        #expect(path.boundingRect.isNull)
    }

    @Test func lineOnEmptyPathStartsASubpath() {
        var path = Path()
        path.addLine(to: CGPoint(x: 3, y: 4))
        #expect(path.elements == [.move(to: CGPoint(x: 3, y: 4))])
    }

    @Test func closingReturnsCurrentPointToSubpathStart() {
        var path = Path()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 5, y: 2))
        path.addLine(to: CGPoint(x: 5, y: 6))
        path.closeSubpath()
        #expect(path.currentPoint == CGPoint(x: 1, y: 2))
        path.closeSubpath()
        #expect(path.elements.filter { $0 == .closeSubpath }.count == 1, "closing twice adds one close")
    }

    @Test func drawingAfterCloseStartsAtTheClosedSubpathsStart() {
        var path = Path()
        path.move(to: CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: 2, y: 1))
        path.closeSubpath()
        path.addLine(to: CGPoint(x: 9, y: 9))
        #expect(
            path.elements.suffix(2) == [.move(to: CGPoint(x: 1, y: 1)), .line(to: CGPoint(x: 9, y: 9))])
    }

    @Test func boundingRectIncludesControlPoints() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: -8))
        path.addCurve(to: CGPoint(x: 20, y: 5), control1: CGPoint(x: 12, y: 7), control2: CGPoint(x: 25, y: 3))
        #expect(path.boundingRect == CGRect(x: 0, y: -8, width: 25, height: 15))
    }

    @Test func addRectGoesRoundTheCornersFromTheOrigin() {
        var path = Path()
        path.addRect(CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(
            path.elements == [
                .move(to: CGPoint(x: 10, y: 20)), .line(to: CGPoint(x: 40, y: 20)), .line(to: CGPoint(x: 40, y: 60)),
                .line(to: CGPoint(x: 10, y: 60)), .closeSubpath,
            ])
    }

    @Test func ellipseStartsAtTheRightAndPassesTheAxisPoints() {
        var path = Path()
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 50))
        let ends = path.elements.compactMap(\.endPoint)
        #expect(
            ends == [
                CGPoint(x: 100, y: 25), CGPoint(x: 50, y: 50), CGPoint(x: 0, y: 25), CGPoint(x: 50, y: 0),
                CGPoint(x: 100, y: 25),
            ])
        #expect(path.structure == [.move, .curve, .curve, .curve, .curve, .closeSubpath])
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test(arguments: [0.0, 5, 20, 80])
    func circularRoundedRectStaysInsideItsRectAndClampsCorners(radius: Double) {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
        var path = Path()
        path.addRoundedRect(in: rect, cornerSize: CGSize(width: radius, height: radius), style: .circular)
        #expect(path.boundingRect == rect)
        let clamped = min(radius, 20)
        if clamped == 0 {
            #expect(path.structure == [.move, .line, .line, .line, .closeSubpath])
        } else {
            #expect(path.elements.first == .move(to: CGPoint(x: clamped, y: 0)))
            #expect(path.structure.filter { $0 == .curve }.count == 4)
            // Every flattened point lies inside the rectangle.
            for point in path.flattened(tolerance: 0.01).flatMap(\.points) {
                #expect(rect.insetBy(dx: -1e-9, dy: -1e-9).contains(point))
            }
        }
    }

    @Test func applyingATransformMapsEveryPoint() {
        var path = Path()
        path.move(to: CGPoint(x: 1, y: 0))
        path.addQuadCurve(to: CGPoint(x: 0, y: 1), control: CGPoint(x: 1, y: 1))
        let moved = path.applying(
            CGAffineTransform(rotationAngle: .pi / 2).concatenating(CGAffineTransform(translationX: 10, y: 0)))
        guard case .quadCurve(let to, let control) = moved.elements[1] else {
            Issue.record("expected a quad curve")
            return
        }
        #expect(moved.elements[0].endPoint!.isApproximatelyEqual(to: CGPoint(x: 10, y: 1)))
        #expect(control.isApproximatelyEqual(to: CGPoint(x: 9, y: 1)))
        #expect(to.isApproximatelyEqual(to: CGPoint(x: 9, y: 0)))
    }

    @Test func transformInverseUndoesTheTransform() {
        let t = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(rotationAngle: 0.7))
            .concatenating(CGAffineTransform(translationX: 5, y: -4))
        let point = CGPoint(x: 1.5, y: -2.25)
        #expect(point.applying(t).applying(t.inverted()).isApproximatelyEqual(to: point, absoluteTolerance: 1e-12))
    }

    @Test func pathRebuiltFromItsElementsIsEqual() {
        let path = Polygon(sides: 5).path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(Path(elements: path.elements) == path)
    }
}

struct PathInitializerTests {
    @Test func convenienceInitializersMatchTheAddMethods() {
        let rect = CGRect(x: 1, y: 2, width: 30, height: 20)
        var expected = Path()
        expected.addRect(rect)
        #expect(Path(rect) == expected)
        expected = Path()
        expected.addEllipse(in: rect)
        #expect(Path(ellipseIn: rect) == expected)
        expected = Path()
        expected.addRoundedRect(in: rect, cornerSize: CGSize(width: 4, height: 4))
        #expect(Path(roundedRect: rect, cornerRadius: 4) == expected)
        var visited: [Path.Element] = []
        // swift-format-ignore: ReplaceForEachWithForLoop
        expected.forEach { visited.append($0) }
        #expect(visited == expected.elements)
    }
}

struct PathTransformPropertyTests {
    @Test func identityAndInverseTransformsGiveThePathBack() {
        var random = SeededGenerator(seed: 2024)
        let frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        for _ in 0..<100 {
            let shape = Petal(
                petalCount: Double.random(in: 1...12, using: &random),
                innerRadius: Double.random(in: 0...80, using: &random),
                outerRadius: Double.random(in: 0...120, using: &random))
            let path = shape.path(in: frame)
            #expect(path.applying(.identity) == path)
            let transform = CGAffineTransform(scaleX: Double.random(in: 0.5...3, using: &random), y: 1.5)
                .concatenating(CGAffineTransform(rotationAngle: Double.random(in: -3...3, using: &random)))
                .concatenating(CGAffineTransform(translationX: Double.random(in: -50...50, using: &random), y: 7))
            let roundTrip = path.applying(transform).applying(transform.inverted())
            #expect(roundTrip.structure == path.structure)
            for (a, b) in zip(roundTrip.elements.compactMap(\.endPoint), path.elements.compactMap(\.endPoint)) {
                #expect(a.isApproximatelyEqual(to: b, absoluteTolerance: 1e-9))
            }
        }
    }
}
