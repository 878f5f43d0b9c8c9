import AnimDBEngine
import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBGeometry

/// Continuous corners follow Figma's published squircle construction (see `Path.addContinuousRoundedRect`).
struct ContinuousCornerTests {
    static func path(_ rect: CGRect, _ radius: Double) -> Path {
        Path(roundedRect: rect, cornerRadius: radius)
    }

    @Test(arguments: [0.0, 4, 10, 25, 50, 80])
    func everyRadiusHasTheSameElementsSoRadiiMorph(radius: Double) {
        let path = Self.path(CGRect(x: 0, y: 0, width: 100, height: 100), radius)
        #expect(
            path.structure == [.move] + Array(repeating: [.line, .curve, .curve, .curve], count: 4).joined() + [
                .closeSubpath
            ])
    }

    @Test(arguments: [(100.0, 60.0, 12.0), (40, 90, 20)])
    func pathStaysInItsRectAndTouchesEveryEdge(width: Double, height: Double, radius: Double) {
        let rect = CGRect(x: 5, y: -3, width: width, height: height)
        let path = Self.path(rect, radius)
        #expect(path.boundingRect.isApproximatelyEqual(to: rect, absoluteTolerance: 1e-9))
        for point in path.flattened(tolerance: 0.01).flatMap(\.points) {
            #expect(rect.insetBy(dx: -1e-9, dy: -1e-9).contains(point))
        }
    }

    @Test(arguments: [3.0, 10, 18])
    func cornersAreSmoothAndReachOnePointSixRadii(radius: Double) {
        // Corner extent: (1 + 0.6) · R along each edge while that fits in half the side.
        let path = Self.path(CGRect(x: 0, y: 0, width: 100, height: 100), radius)
        #expect(path.elements[0].endPoint?.isApproximatelyEqual(to: CGPoint(x: 1.6 * radius, y: 0)) == true)
        // The tangent is continuous where pieces meet: each joint's incoming and outgoing control points are collinear
        // with it.
        var previous = path.elements[0].endPoint!
        var lastControl: CGPoint?
        for element in path.elements.dropFirst() {
            guard case .curve(let to, let c1, let c2) = element else {
                lastControl = nil
                if let end = element.endPoint { previous = end }
                continue
            }
            if let lastControl {
                let (ax, ay) = (Double(previous.x - lastControl.x), Double(previous.y - lastControl.y))
                let (bx, by) = (Double(c1.x - previous.x), Double(c1.y - previous.y))
                #expect(abs(ax * by - ay * bx) < 1e-9, "kink at \(previous)")
            }
            lastControl = c2
            previous = to
        }
    }

    @Test func theArcMeetsTheCubicsOnTheCornerCircle() {
        let radius = 10.0
        let corner = ContinuousCorner(radius: radius, budget: 50)
        // Template points 3 and 6 are the arc's ends; the corner circle is centred at (R, R).
        for index in [3, 6] {
            let point = corner.template[index]
            #expect(hypot(point.s - radius, point.t - radius).isApproximatelyEqual(to: radius, absoluteTolerance: 1e-9))
        }
    }

    @Test func aSquareWithHalfItsSideAsRadiusIsACircle() {
        let path = Self.path(CGRect(x: 0, y: 0, width: 100, height: 100), 50)
        for point in path.flattened(tolerance: 0.001).flatMap(\.points) {
            #expect(
                hypot(Double(point.x) - 50, Double(point.y) - 50).isApproximatelyEqual(to: 50, absoluteTolerance: 0.05))
        }
    }

    @Test func aZeroRadiusIsTheRectangle() {
        let rect = CGRect(x: 0, y: 0, width: 30, height: 20)
        let corners = Self.path(rect, 0).elements.compactMap(\.endPoint)
        #expect(Set(corners.map { "\($0.x),\($0.y)" }) == ["0.0,0.0", "30.0,0.0", "30.0,20.0", "0.0,20.0"])
    }
}
