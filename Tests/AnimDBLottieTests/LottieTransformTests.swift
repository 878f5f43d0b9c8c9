import AnimDBGeometry
import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBLottie

struct LottieTransformTests {
    static func close(_ a: CGAffineTransform, _ b: CGAffineTransform, _ tolerance: Double = 1e-9) -> Bool {
        [(a.a, b.a), (a.b, b.b), (a.c, b.c), (a.d, b.d), (a.tx, b.tx), (a.ty, b.ty)].allSatisfy {
            Double($0.0).isApproximatelyEqual(to: Double($0.1), absoluteTolerance: tolerance)
        }
    }

    @Test func similaritiesComeApartAndBackTogether() throws {
        var generator = SeededGenerator(seed: 0x51_3117)
        for _ in 0..<500 {
            let scale = generator.double(in: 0.01...5)
            let mirror = generator.bool() ? -1.0 : 1.0
            let transform = CGAffineTransform(scaleX: scale, y: scale * mirror)
                .concatenating(CGAffineTransform(rotationAngle: generator.double(in: -7...7)))
                .concatenating(
                    CGAffineTransform(
                        translationX: generator.double(in: -500...500), y: generator.double(in: -500...500)))
            let lottie = try #require(LottieTransform.similarity(transform))
            let matrix = try #require(lottie.matrix(at: 0))
            #expect(Self.close(matrix, transform, 1e-9 * max(1, scale)))
        }
    }

    @Test func skewsAndUnevenScalesAreNotSimilarities() {
        #expect(LottieTransform.similarity(CGAffineTransform(a: 1, b: 0, c: 0.3, d: 1, tx: 0, ty: 0)) == nil)
        #expect(LottieTransform.similarity(CGAffineTransform(scaleX: 1, y: 2)) == nil)
    }

    @Test func bakedRotationTakesTheShortWayEveryFrame() throws {
        let baker = LottieBaker(frameRate: 30)
        // 350° → 370° over 20 frames: atan2 reads 350 … 180 … −170; unwrapped it keeps going.
        let transform = try #require(
            LottieTransform.baked(frames: 0...20, baker: baker) { frame in
                CGAffineTransform(rotationAngle: (350 + frame) * .pi / 180)
                    .concatenating(CGAffineTransform(translationX: 100, y: 50 + frame))
            })
        let rotations = (0...20).compactMap { transform.rotation.value(at: Double($0)) }
        #expect(zip(rotations, rotations.dropFirst()).allSatisfy { abs($1 - $0 - 1) < 1e-3 })
        #expect(transform.rotation.keyframes?.count == 2, "a steady turn is two keyframes")
        for frame in 0...20 {
            let expected = CGAffineTransform(rotationAngle: (350 + Double(frame)) * .pi / 180)
                .concatenating(CGAffineTransform(translationX: 100, y: 50 + Double(frame)))
            #expect(Self.close(try #require(transform.matrix(at: Double(frame))), expected, 1e-4))
        }
    }
}
