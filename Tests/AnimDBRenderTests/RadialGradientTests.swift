import AnimDBEngine
import AnimDBGeometry
import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBRender

/// `RadialGradient(colors:center:startRadius:endRadius:)`: location 0 at `startRadius` points from the centre (a
/// unit point of the frame), 1 at `endRadius`, the end colours beyond; drawn as an SVG radial gradient with the same
/// circles, sampled the same way by renderers without gradients, and animated stop by stop and radius by radius.
struct RadialGradientTests {
    static let radial = RadialGradient(
        gradient: Gradient(colors: [.white, .black]), center: UnitPoint(x: 0.25, y: 0.5), startRadius: 10,
        endRadius: 50)

    @Test(arguments: [(0.0, 0.0), (10.0, 0.0), (30.0, 0.5), (50.0, 1.0), (80.0, 1.0)])
    func theLocationRunsFromTheStartCircleToTheEnd(distance: Double, location: Double) {
        #expect(Self.radial.location(atDistance: distance) == location)
    }

    /// In a 200 × 100 frame the centre is (50, 50); (80, 50) is 30 points out, halfway between the circles.
    @Test func samplingReadsTheColourAtTheDistanceFromTheCentre() {
        let size = CGSize(width: 200, height: 100)
        let paint = Paint.radialGradient(Self.radial)
        #expect(paint.color(at: CGPoint(x: 50, y: 50), in: size) == .white)
        #expect(paint.color(at: CGPoint(x: 80, y: 50), in: size) == Self.radial.gradient.color(at: 0.5))
        #expect(paint.color(at: CGPoint(x: 150, y: 50), in: size) == .black)
    }

    @Test func theSVGDrawsTheSameCircles() throws {
        let node = try #require(
            SceneBuilder.scene(
                [
                    try SceneItem("rectangle", ["width": .double(200), "height": .double(100)]),
                    try SceneItem("fill", ["paint": .paint(.radialGradient(Self.radial))]),
                ], size: CGSize(width: 200, height: 100)
            ).nodes.first)
        let elements = try #require(
            parseXML(SVGWriter.scene(Scene(size: CGSize(width: 200, height: 100), nodes: [node]))))
        let gradient = try #require(elements.named("radialGradient").first)
        #expect(gradient.attributes["gradientUnits"] == "userSpaceOnUse")
        #expect(gradient.attributes["cx"] == "50" && gradient.attributes["cy"] == "50")
        #expect(gradient.attributes["r"] == "50" && gradient.attributes["fr"] == "10")
        #expect(elements.named("stop").count == 2)
    }

    /// Two radial gradients of as many stops animate as one vector: the stops' colours, the centre and both radii.
    @Test func radialGradientsInterpolateStopsCentreAndRadii() {
        var wider = Self.radial
        wider.endRadius = 90
        wider.center = .center
        let from = Paint.radialGradient(Self.radial), to = Paint.radialGradient(wider)
        #expect(from.hasSameStructure(as: to))
        var middle = from
        middle.animatableData = from.animatableData.interpolated(towards: to.animatableData, amount: 0.5)
        guard case .radialGradient(let half) = middle else {
            Issue.record("a radial gradient stays one")
            return
        }
        #expect(abs(half.endRadius - 70) < 1e-12 && abs(half.startRadius - 10) < 1e-12)
        #expect(abs(half.center.x - 0.375) < 1e-12)
        #expect(!from.hasSameStructure(as: .color(.red)))
    }
}
