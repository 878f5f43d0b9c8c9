import AnimDBEngine
import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBLottie

struct LottieBakerTests {
    let baker = LottieBaker(frameRate: 60)

    @Test func aConstantBakesToOneValue() {
        let keyframes = baker.scalarKeyframes(frames: 0...30) { _ in 7.25 }
        #expect(LottieProperty.from(keyframes) == .fixed(7.25))
    }

    @Test func aStraightLineKeepsOnlyItsEnds() {
        let keyframes = baker.scalarKeyframes(frames: 0...30) { 2.5 * $0 - 1 }
        #expect(keyframes.map(\.time) == [0, 30])
        #expect(keyframes.map(\.value) == [-1, 74])
    }

    @Test func aKinkKeepsItsCorner() {
        let keyframes = baker.scalarKeyframes(frames: 0...30) { $0 <= 10 ? $0 : 10 + 3 * ($0 - 10) }
        #expect(keyframes.map(\.time) == [0, 10, 30])
    }

    @Test func valuesAreRoundedToTheBakersDecimals() {
        let keyframes = LottieBaker(frameRate: 30, decimals: 2).scalarKeyframes(frames: 0...1) { _ in 1.23456 }
        #expect(keyframes.first?.value == 1.23)
    }

    /// Whatever is dropped, the baked property shows every (rounded) sample at every frame: springs, sines and
    /// noise alike.
    @Test func everyFrameShowsItsSampleExactly() {
        var generator = SeededGenerator(seed: 0xBA4E)
        let spring = Spring(duration: 0.6, bounce: 0.4)
        let functions: [(Double) -> Double] = [
            { frame in spring.value(target: 100, time: frame / 60) },
            { frame in sin(frame / 7) * 30 },
            { frame in frame < 20 ? 5 : frame < 40 ? 5 + (frame - 20) * 0.5 : 15 },
            { _ in Double.random(in: -1...1, using: &generator) },
        ]
        for (index, function) in functions.enumerated() {
            let samples = (0...90).map { function(Double($0)) }
            let keyframes = baker.scalarKeyframes(frames: 0...90) { samples[Int($0)] }
            let property = LottieProperty.animated(keyframes)
            for frame in 0...90 {
                // Exact in the rounding step's integers; a player's interpolation adds only its own arithmetic.
                let shown = property.value(at: Double(frame)) ?? .nan
                #expect(
                    shown.isApproximatelyEqual(to: baker.rounded(samples[frame]), absoluteTolerance: 1e-9),
                    "function \(index), frame \(frame)")
            }
        }
    }

    @Test func settledSpringsShedTheirTail() {
        let spring = Spring(duration: 0.3, bounce: 0)
        let keyframes = baker.scalarKeyframes(frames: 0...300) { spring.value(target: 100, time: $0 / 60) }
        #expect(keyframes.count < 60, "\(keyframes.count) keyframes for a spring that settles in 0.5 s")
    }

    @Test func jumpsHoldUntilTheJump() {
        // The value jumps from 0 to 10 at frame 10 (whole) and to 20 at 20.5 (between frames).
        let value: (Double) -> Double = { $0 < 10 ? 0 : $0 < 20.5 ? 10 : 20 }
        let keyframes = baker.scalarKeyframes(frames: 0...30, jumps: [10, 20.5], sample: value)
        let property = LottieProperty.animated(keyframes)
        #expect(property.value(at: 9.5) == 0, "held, not ramped, before the whole-frame jump")
        #expect(property.value(at: 10) == 10)
        #expect(property.value(at: 20.25) == 10, "held until the jump between frames")
        #expect(property.value(at: 20.5) == 20)
        #expect(keyframes.contains { $0.time == 20.5 })
        for frame in 0...30 { #expect(property.value(at: Double(frame)) == value(Double(frame))) }
    }

    @Test func vectorsOfChangingLengthHold() {
        let keyframes = baker.keyframes(frames: 0...4) { $0 < 2 ? [$0] : [$0, $0] }
        #expect(keyframes.first(where: { $0.time == 1 })?.hold == true)
    }

    @Test func shapesWithDifferentVertexCountsHold() {
        let keyframes = baker.shapeKeyframes(frames: 0...3) { frame in
            LottieBezier(
                polygon: (0..<(frame < 2 ? 3 : 4)).map { LottiePoint(x: Double($0) * frame, y: 0) }, closed: true)
        }
        #expect(keyframes.map(\.hold) == [false, true, false, false])
        #expect(keyframes.map(\.value.vertices.count) == [3, 3, 4, 4])
    }

    @Test func nonFiniteSamplesReachTheWriterAsErrors() {
        let keyframes = baker.scalarKeyframes(frames: 0...2) { $0 == 1 ? .nan : $0 }
        #expect(keyframes.count == 3)
        #expect(keyframes[1].value.isNaN)
    }
}
