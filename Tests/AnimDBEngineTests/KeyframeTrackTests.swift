import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBEngine

/// Keyframe behaviour against the remaining SwiftUI measurements of group K (MetalUI probe, macOS 27.0.1,
/// printed to 3 decimals), beyond the ones in the golden fixture.
struct KeyframeTrackTests {
    struct Measured: Sendable, CustomTestStringConvertible {
        let name: String
        let keyframes: [Keyframe<Double>]
        let samples: [(time: Double, value: Double)]
        var testDescription: String { name }
    }

    static let measured: [Measured] = [
        Measured(
            name: "K3c unequal cubics",
            keyframes: [CubicKeyframe(10, duration: 0.1), CubicKeyframe(0, duration: 0.3)],
            samples: [(0.025, 1.562), (0.05, 5), (0.075, 8.437), (0.1, 10), (0.15, 9.259), (0.25, 5), (0.35, 0.741)]),
        Measured(
            name: "K3d cubic between linears takes their velocities",
            keyframes: [
                LinearKeyframe(10, duration: 0.2), CubicKeyframe(0, duration: 0.2), LinearKeyframe(5, duration: 0.2),
            ],
            samples: [(0.25, 9.609), (0.3, 5.625), (0.35, 1.328), (0.4, 0), (0.5, 2.5)]),
        Measured(
            name: "K3e explicit velocities",
            keyframes: [CubicKeyframe(10, duration: 0.4, startVelocity: 50, endVelocity: 0)],
            samples: [(0.05, 2.344), (0.1, 4.375), (0.2, 7.5), (0.3, 9.375), (0.35, 9.844)]),
        Measured(
            name: "K3f monotone Catmull-Rom",
            keyframes: [CubicKeyframe(10, duration: 0.2), CubicKeyframe(30, duration: 0.2)],
            samples: [(0.05, 0.859), (0.1, 3.125), (0.15, 6.328), (0.25, 15.234), (0.3, 21.875), (0.35, 27.578)]),
        Measured(
            name: "K3g unequal monotone Catmull-Rom",
            keyframes: [CubicKeyframe(10, duration: 0.1), CubicKeyframe(30, duration: 0.3)],
            samples: [(0.025, 1.211), (0.05, 4.062), (0.075, 7.383), (0.175, 16.289), (0.25, 22.812), (0.325, 27.93)]),
        Measured(
            name: "K3h a hold after cubics gives zero velocity",
            keyframes: [
                CubicKeyframe(10, duration: 0.2), CubicKeyframe(30, duration: 0.2), LinearKeyframe(30, duration: 0.2),
            ],
            samples: [(0.25, 15.234), (0.3, 21.875), (0.35, 27.578)]),
        Measured(
            name: "K4c a cut-short spring hands its value to the next keyframe",
            keyframes: [
                SpringKeyframe(10, duration: 0.2, spring: Spring(duration: 0.4, bounce: 0)),
                LinearKeyframe(0, duration: 0.2),
            ],
            samples: [(0.05, 1.86), (0.2, 8.21), (0.25, 6.158), (0.3, 4.105), (0.35, 2.053), (0.4, 0), (1.5, 0)]),
        Measured(
            name: "K4e a spring starts with the previous segment's velocity",
            keyframes: [
                LinearKeyframe(10, duration: 0.2),
                SpringKeyframe(0, duration: 0.4, spring: Spring(duration: 0.4, bounce: 0)),
            ],
            samples: [(0.2, 10), (0.25, 9.28), (0.3, 6.384), (0.4, 2.222), (0.6, 0.173)]),
        Measured(
            name: "K4b the settling spring overshoots",
            keyframes: [SpringKeyframe(10, spring: Spring(duration: 0.4, bounce: 0.3))],
            samples: [
                (0.1, 5.614), (0.15, 8.343), (0.2, 9.841), (0.35, 10.298), (0.6, 9.982), (0.8, 10.001), (1.5, 10),
            ]),
    ]

    @Test(arguments: measured)
    func matchesSwiftUIMeasurements(_ measurement: Measured) {
        let track = KeyframeTrack(initialValue: 0.0, keyframes: measurement.keyframes)
        for (time, expected) in measurement.samples {
            let value = track.value(time: time)
            #expect(value.isApproximatelyEqual(to: expected, absoluteTolerance: 0.0006), "t = \(time): \(value)")
        }
    }

    @Test func zeroDurationKeyframeReadsNaNAtItsOwnTime() {
        // [M K8]: KeyframeTrack { LinearKeyframe(4.0, duration: 0) } from 4 reads nan at 0 and 4 at 0.1.
        let track = KeyframeTrack(initialValue: 4.0, keyframes: [LinearKeyframe(4, duration: 0)])
        #expect(track.duration == 0)
        #expect(track.value(time: 0).isNaN)
        #expect(track.value(time: 0.1) == 4)
    }

    @Test func readsInitialValueBeforeStartAndLastValueAfterEnd() {
        let track = KeyframeTrack(initialValue: 3.0, keyframes: [LinearKeyframe(10, duration: 0.2)])
        #expect(track.value(time: -1) == 3)
        #expect(track.value(time: 0) == 3)
        #expect(track.value(time: 5) == 10)
        #expect(track.velocity(time: 5) == 0)
        #expect(KeyframeTrack(initialValue: 3.0, keyframes: []).value(time: 1) == 3)
    }

    @Test func velocityMatchesNumericDerivativeInsideSegments() {
        let track = KeyframeTrack(
            initialValue: 0.0,
            keyframes: [
                LinearKeyframe(10, duration: 0.2, timingCurve: .circularEaseOut), CubicKeyframe(-4, duration: 0.3),
                CubicKeyframe(6, duration: 0.25), SpringKeyframe(2, spring: .bouncy), MoveKeyframe(1),
                CubicKeyframe(3, duration: 0.2),
            ])
        var rng = SeededGenerator(seed: 7)
        for _ in 0..<200 {
            let t = rng.double(in: 0...track.duration)
            // Skip the neighbourhood of knots, where one-sided derivatives may differ (moves, timing curves).
            guard track.segments.allSatisfy({ abs($0.end - t) > 1e-3 && abs($0.start - t) > 1e-3 }) else { continue }
            let numeric = numericDerivative(at: t, step: 1e-7) { track.value(time: $0) }
            let analytic = track.velocity(time: t)
            // (Bézier curves are rounded to 2⁻²⁰, which defeats small-step differences; UnitCurveTests covers them.)
            #expect(
                analytic.isApproximatelyEqual(to: numeric, absoluteTolerance: 1e-4 * (1 + abs(numeric))), "t = \(t)")
        }
    }

    /// A circular curve's infinite velocity at a knot counts as zero for the cubic or spring next to it, so every
    /// sample stays a number (random views found the NaN: a cubic before `.circularEaseOut`).
    @Test(arguments: [UnitCurve.circularEaseOut, .circularEaseIn, .circularEaseInOut])
    func circularCurvesNextToCubicsAndSpringsStayFinite(curve: UnitCurve) {
        let track = KeyframeTrack(
            initialValue: 0.0,
            keyframes: [
                CubicKeyframe(-8, duration: 0.1, startVelocity: 12),
                LinearKeyframe(18, duration: 0.4, timingCurve: curve),
                CubicKeyframe(3, duration: 0.2), LinearKeyframe(3, duration: 0.2, timingCurve: curve),
                SpringKeyframe(1, spring: .bouncy),
            ])
        for step in 0...1200 {
            let t = Double(step) / 1200 * track.duration
            #expect(track.value(time: t).isFinite, "t = \(t)")
        }
    }

    @Test func catmullRomIsContinuousInVelocityAtCubicKnots() {
        let track = KeyframeTrack(
            initialValue: 0.0,
            keyframes: [
                CubicKeyframe(10, duration: 0.2), CubicKeyframe(-10, duration: 0.3), CubicKeyframe(0, duration: 0.1),
            ])
        for knot in [0.2, 0.5] {
            let before = track.velocity(time: knot - 1e-9)
            let after = track.velocity(time: knot + 1e-9)
            #expect(before.isApproximatelyEqual(to: after, absoluteTolerance: 1e-4), "knot \(knot)")
        }
        // The slope at the first knot is (p_next − p_prev) / (t_next − t_prev) = (−10 − 0) / 0.5.
        #expect(track.velocity(time: 0.2).isApproximatelyEqual(to: -20, absoluteTolerance: 1e-9))
        #expect(track.velocity(time: 0) == 0)
        #expect(track.velocity(time: 0.6).isApproximatelyEqual(to: 0, absoluteTolerance: 1e-9))
    }

    @Test func cubicBeforeASpringAimsAtTheSpringsTarget() {
        // The knot slope treats the spring as a segment of the cubic's own duration: (to_next − p_prev) / 2d.
        let track = KeyframeTrack(
            initialValue: 0.0, keyframes: [CubicKeyframe(10, duration: 0.2), SpringKeyframe(30, duration: 0.5)])
        #expect(track.velocity(time: 0.2).isApproximatelyEqual(to: 30 / 0.4, absoluteTolerance: 1e-9))
        // The spring starts with that velocity, so the motion is smooth through the knot.
        #expect(track.velocity(time: 0.2 + 1e-9).isApproximatelyEqual(to: 75, absoluteTolerance: 1e-4))
        let explicit = KeyframeTrack(
            initialValue: 0.0,
            keyframes: [CubicKeyframe(10, duration: 0.2), SpringKeyframe(30, duration: 0.5, startVelocity: 5)])
        #expect(explicit.velocity(time: 0.2) == 5)
    }

    @Test func springKeyframeWithoutDurationSettlesToEpsilonOneInTenThousand() {
        let spring = Spring(duration: 0.4, bounce: 0.3)
        let track = KeyframeTrack(initialValue: 0.0, keyframes: [SpringKeyframe(10, spring: spring)])
        #expect(track.duration == spring.settlingDuration(target: 10.0, initialVelocity: 0, epsilon: 1e-4))
        #expect(abs(track.value(time: track.duration) - 10) < 1e-3)
    }

    @Test func initialVelocityFeedsTheFirstSpringAndCubic() {
        let spring = KeyframeTrack(
            initialValue: 0.0, keyframes: [SpringKeyframe(0, duration: 0.5)], initialVelocity: 40)
        #expect(spring.velocity(time: 0).isApproximatelyEqual(to: 40, absoluteTolerance: 1e-9))
        let cubic = KeyframeTrack(initialValue: 0.0, keyframes: [CubicKeyframe(1, duration: 0.5)], initialVelocity: 40)
        #expect(cubic.velocity(time: 0).isApproximatelyEqual(to: 40, absoluteTolerance: 1e-9))
    }

    @Test func worksForVectorValues() {
        let track = KeyframeTrack(
            initialValue: AnimatablePair(0.0, 10.0),
            keyframes: [
                CubicKeyframe(AnimatablePair(10.0, 0.0), duration: 0.2),
                CubicKeyframe(AnimatablePair(-10.0, 5.0), duration: 0.2),
            ])
        let scalar = KeyframeTrack(
            initialValue: 0.0, keyframes: [CubicKeyframe(10, duration: 0.2), CubicKeyframe(-10, duration: 0.2)])
        for t in stride(from: 0.0, through: 0.4, by: 0.05) {
            #expect(
                track.value(time: t).first.isApproximatelyEqual(to: scalar.value(time: t), absoluteTolerance: 1e-12))
        }
    }
}
