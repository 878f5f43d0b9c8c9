import AnimDBEngine
import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBGeometry

struct AnimatableDataTests {
    /// Reading `animatableData` and writing it back must leave the shape unchanged.
    static func roundTrips<S: Shape & Equatable>(_ shape: S) -> Bool {
        var copy = shape
        copy.animatableData = shape.animatableData
        return copy == shape
    }

    @Test func everyShapeRoundTripsItsAnimatableData() {
        #expect(Self.roundTrips(Trapezoid(insetAmount: 12.5)))
        #expect(Self.roundTrips(Arc(startAngle: .degrees(10), endAngle: .degrees(250), clockwise: false)))
        #expect(Self.roundTrips(Wave(amplitude: 3, frequency: 2, phase: 1)))
        #expect(Self.roundTrips(Polygon(sides: 7.5, scale: 0.8, rotation: .degrees(15))))
        #expect(Self.roundTrips(Petal(petalCount: 5, innerRadius: 10, outerRadius: 40, rotationOffset: 0.4)))
        #expect(Self.roundTrips(MorphingShape(size: 40, cornerRadius: 8)))
        #expect(Self.roundTrips(RectangleShape(width: 4, height: 9)))
        #expect(Self.roundTrips(Circle()))
        #expect(Self.roundTrips(Capsule()))
        #expect(Self.roundTrips(RoundedRectangle(cornerRadius: 6)))
    }

    @Test func settingDataThenReadingItGivesItBack() {
        var random = SeededGenerator(seed: 42)
        for _ in 0..<100 {
            let (a, b, c) = (
                Double.random(in: -1e3...1e3, using: &random), Double.random(in: -1e3...1e3, using: &random),
                Double.random(in: -1e3...1e3, using: &random)
            )
            var wave = Wave(amplitude: 0, frequency: 0, phase: 0)
            wave.animatableData = AnimatablePair(a, AnimatablePair(b, c))
            #expect(wave == Wave(amplitude: a, frequency: b, phase: c))

            var arc = Arc(startAngle: .zero, endAngle: .zero, clockwise: true)
            arc.animatableData = AnimatablePair(a, b)
            #expect(arc.animatableData == AnimatablePair(a, b))
            #expect(arc.startAngle.radians == a / 128, "angles animate as radians × 128")

            var petal = Petal(petalCount: 0, innerRadius: 0, outerRadius: 0, rotationOffset: 0.6)
            petal.animatableData = AnimatablePair(a, AnimatablePair(b, c))
            #expect(petal == Petal(petalCount: a, innerRadius: b, outerRadius: c, rotationOffset: 0.6))
        }
    }

    @Test func ignoredPropertiesStayOutOfAnimatableData() {
        var arc = Arc(startAngle: .zero, endAngle: .degrees(90), clockwise: true)
        arc.animatableData = Arc(startAngle: .degrees(5), endAngle: .degrees(6), clockwise: false).animatableData
        #expect(arc.clockwise, "clockwise jumps; animating the data must not change it")

        var polygon = Polygon(sides: 3, scale: 1, rotation: .degrees(45))
        polygon.animatableData = AnimatablePair(9, 0.5)
        #expect(polygon == Polygon(sides: 9, scale: 0.5, rotation: .degrees(45)))
    }

    @Test func interpolatingDataMorphsTheShapeHalfway() {
        var from = Wave(amplitude: 10, frequency: 1, phase: 0)
        let to = Wave(amplitude: 30, frequency: 3, phase: 2)
        from.animatableData = from.animatableData.interpolated(towards: to.animatableData, amount: 0.5)
        #expect(from == Wave(amplitude: 20, frequency: 2, phase: 1))
    }
}
