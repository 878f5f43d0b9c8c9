import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBEngine

/// The vector-space laws every `VectorArithmetic` conformance must satisfy, checked on random values.
struct VectorArithmeticTests {
    func checkLaws<V: VectorArithmetic>(
        _ make: (inout SeededGenerator) -> V, close: (V, V) -> Bool,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        var rng = SeededGenerator(seed: 2024)
        for _ in 0..<100 {
            let a = make(&rng)
            let b = make(&rng)
            let c = make(&rng)
            let s = rng.double(in: -3...3)
            let r = rng.double(in: -3...3)
            #expect(close(a + b, b + a), sourceLocation: sourceLocation)
            #expect(close((a + b) + c, a + (b + c)), sourceLocation: sourceLocation)
            #expect(a + .zero == a, sourceLocation: sourceLocation)
            #expect(close(a - a, .zero), sourceLocation: sourceLocation)
            #expect(close((a + b).scaled(by: s), a.scaled(by: s) + b.scaled(by: s)), sourceLocation: sourceLocation)
            #expect(close(a.scaled(by: s + r), a.scaled(by: s) + a.scaled(by: r)), sourceLocation: sourceLocation)
            #expect(close(a.scaled(by: s).scaled(by: r), a.scaled(by: s * r)), sourceLocation: sourceLocation)
            #expect(a.scaled(by: 1) == a, sourceLocation: sourceLocation)
            #expect(
                a.scaled(by: s).magnitudeSquared.isApproximatelyEqual(
                    to: s * s * a.magnitudeSquared, absoluteTolerance: 1e-9 * (1 + a.magnitudeSquared * s * s)),
                sourceLocation: sourceLocation)
            #expect(close(a.interpolated(towards: b, amount: 0), a), sourceLocation: sourceLocation)
            #expect(close(a.interpolated(towards: b, amount: 1), b), sourceLocation: sourceLocation)
        }
    }

    @Test func doubleIsAVectorSpace() {
        checkLaws({ $0.double(in: -100...100) }, close: { $0.isApproximatelyEqual(to: $1, absoluteTolerance: 1e-9) })
    }

    @Test func animatablePairIsAVectorSpace() {
        checkLaws(
            { AnimatablePair($0.double(in: -100...100), AnimatablePair($0.double(in: -1...1), $0.double(in: -5...5))) },
            close: { x, y in (x - y).magnitudeSquared < 1e-18 })
    }

    @Test func animatableVectorIsAVectorSpaceAcrossLengths() {
        checkLaws(
            { rng in AnimatableVector((0..<Int.random(in: 0...5, using: &rng)).map { _ in rng.double(in: -10...10) }) },
            close: { x, y in (x - y).magnitudeSquared < 1e-18 })
    }

    @Test func animatableVectorPadsWithZeros() {
        let short = AnimatableVector([1, 2])
        let long = AnimatableVector([1, 2, 0, 0])
        #expect(short == long)
        #expect(short.hashValue == long.hashValue)
        #expect(short + AnimatableVector([0, 0, 3]) == AnimatableVector([1, 2, 3]))
        #expect(AnimatableVector.zero.count == 0)
    }

    @Test func emptyAnimatableDataIsInert() {
        var empty = EmptyAnimatableData()
        empty.scale(by: 3)
        #expect(empty + empty == .zero)
        #expect(empty.magnitudeSquared == 0)
    }

    @Test func angleDataIsRadiansTimes128AndRoundTrips() {
        var rng = SeededGenerator(seed: 5)
        for _ in 0..<50 {
            let angle = Angle.degrees(rng.double(in: -720...720))
            #expect(angle.animatableData == angle.radians * 128)
            var copy = Angle.zero
            copy.animatableData = angle.animatableData
            #expect(copy.radians.isApproximatelyEqual(to: angle.radians, absoluteTolerance: 1e-12))
        }
    }

    @Test func unitPointDataIsScaledBy128AndRoundTrips() {
        var rng = SeededGenerator(seed: 6)
        for _ in 0..<50 {
            let point = UnitPoint(x: rng.double(in: -1...2), y: rng.double(in: -1...2))
            #expect(point.animatableData.first == point.x * 128)
            var copy = UnitPoint.zero
            copy.animatableData = point.animatableData
            #expect(copy.x.isApproximatelyEqual(to: point.x, absoluteTolerance: 1e-12))
            #expect(copy.y.isApproximatelyEqual(to: point.y, absoluteTolerance: 1e-12))
        }
    }

    @Test func colorDataIsLinearTimes128AndRoundTrips() {
        var rng = SeededGenerator(seed: 8)
        for _ in 0..<50 {
            let color = Color(
                red: rng.double(in: 0...1), green: rng.double(in: 0...1), blue: rng.double(in: 0...1),
                opacity: rng.double(in: 0...1))
            var copy = Color.clear
            copy.animatableData = color.animatableData
            #expect(copy.red.isApproximatelyEqual(to: color.red, absoluteTolerance: 1e-12))
            #expect(copy.green.isApproximatelyEqual(to: color.green, absoluteTolerance: 1e-12))
            #expect(copy.blue.isApproximatelyEqual(to: color.blue, absoluteTolerance: 1e-12))
            #expect(copy.opacity.isApproximatelyEqual(to: color.opacity, absoluteTolerance: 1e-12))
        }
        #expect(Color.white.animatableData.first.isApproximatelyEqual(to: 128, absoluteTolerance: 1e-12))
        // Mid-grey sRGB 0.5 is about 0.214 linear.
        #expect(
            Color(white: 0.5).animatableData.first.isApproximatelyEqual(to: 0.214_041 * 128, absoluteTolerance: 1e-3))
    }
}
