import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBEngine

struct SpringTests {
    /// Springs across the three regimes, including SwiftUI's presets.
    static let springs: [Spring] = [
        .smooth, .snappy, .bouncy, Spring(duration: 0.4, bounce: 0.7), Spring(duration: 1.2, bounce: -0.3),
        Spring(response: 0.3, dampingRatio: 2), Spring(mass: 2, stiffness: 300, damping: 12),
        Spring(mass: 1, stiffness: 100, damping: 40, allowOverDamping: true),
    ]

    @Test(arguments: springs)
    func startsAtZeroAndEndsAtTheTarget(spring: Spring) {
        #expect(spring.value(target: 10.0, time: 0).isApproximatelyEqual(to: 0, absoluteTolerance: 1e-12))
        #expect(
            spring.value(target: 10.0, initialVelocity: 5, time: 0).isApproximatelyEqual(
                to: 0, absoluteTolerance: 1e-12))
        #expect(spring.value(target: 10.0, time: 60).isApproximatelyEqual(to: 10, absoluteTolerance: 1e-9))
    }

    @Test(arguments: springs)
    func velocityMatchesTheNumericDerivative(spring: Spring) {
        var rng = SeededGenerator(seed: 42)
        for _ in 0..<50 {
            let target = rng.double(in: -20...20)
            let v0 = rng.double(in: -50...50)
            let t = rng.double(in: 0.001...2)
            let numeric = numericDerivative(at: t) { spring.value(target: target, initialVelocity: v0, time: $0) }
            var analytic = spring.velocity(target: target, initialVelocity: v0, time: t)
            // Over-damped springs reproduce SwiftUI's velocity, the true derivative plus the target (§2.1 ⚠).
            if spring.angularFrequency < 0 { analytic -= target }
            #expect(analytic.isApproximatelyEqual(to: numeric, absoluteTolerance: 1e-4 * (1 + abs(numeric))))
        }
    }

    @Test func overDampedVelocityKeepsSwiftUIsExtraTarget() {
        let spring = Spring(duration: 0.7, bounce: -0.2)
        // Long after settling the true velocity is 0; SwiftUI's formula reports the target.
        #expect(spring.velocity(target: 3.0, time: 100).isApproximatelyEqual(to: 3, absoluteTolerance: 1e-9))
    }

    @Test(arguments: springs)
    func genericAndDoublePathsAgree(spring: Spring) {
        for t in stride(from: 0.0, through: 1.5, by: 0.05) {
            let pair = spring.value(
                target: AnimatablePair(4.0, -2.0), initialVelocity: AnimatablePair(1.0, 3.0), time: t)
            #expect(pair.first == spring.value(target: 4.0, initialVelocity: 1, time: t))
            #expect(pair.second == spring.value(target: -2.0, initialVelocity: 3, time: t))
            let velocity = spring.velocity(
                target: AnimatableVector([4, -2]), initialVelocity: AnimatableVector([1, 3]), time: t)
            #expect(velocity[0] == spring.velocity(target: 4.0, initialVelocity: 1, time: t))
            #expect(velocity[1] == spring.velocity(target: -2.0, initialVelocity: 3, time: t))
        }
    }

    @Test(arguments: springs)
    func updateAdvancesAlongTheClosedForm(spring: Spring) {
        var value = 2.0
        var velocity = 0.0
        var pair = AnimatablePair(2.0, 2.0)
        var pairVelocity = AnimatablePair(0.0, 0.0)
        for _ in 0..<30 {
            spring.update(value: &value, velocity: &velocity, target: 12, deltaTime: 1.0 / 60)
            spring.update(
                value: &pair, velocity: &pairVelocity, target: AnimatablePair(12.0, 12.0), deltaTime: 1.0 / 60)
        }
        #expect(pair.first.isApproximatelyEqual(to: value, absoluteTolerance: 1e-12))
        // Re-seeding the closed form every frame is exact for under- and critically damped springs.
        if spring.angularFrequency >= 0 {
            #expect(value.isApproximatelyEqual(to: 2 + spring.value(target: 10.0, time: 0.5), absoluteTolerance: 1e-9))
        }
    }

    @Test func forceIsStiffnessTimesDisplacementMinusDampingTimesVelocity() {
        let spring = Spring(mass: 2, stiffness: 300, damping: 12)
        #expect(
            spring.force(target: 5.0, position: 1, velocity: 2).isApproximatelyEqual(
                to: 300 * 4 - 12 * 2, absoluteTolerance: 1e-9))
        let pair = spring.force(
            target: AnimatablePair(5.0, 0.0), position: AnimatablePair(1.0, 0.0), velocity: AnimatablePair(2.0, 0.0))
        #expect(pair.first.isApproximatelyEqual(to: 1176, absoluteTolerance: 1e-9))
    }

    @Test func parameterConversionsRoundTrip() {
        var rng = SeededGenerator(seed: 3)
        for _ in 0..<200 {
            let duration = rng.double(in: 0.05...3)
            let bounce = rng.double(in: -0.9...0.95)
            let spring = Spring(duration: duration, bounce: bounce)
            #expect(spring.duration.isApproximatelyEqual(to: duration, absoluteTolerance: 1e-9 * duration))
            #expect(spring.bounce.isApproximatelyEqual(to: bounce, absoluteTolerance: 1e-9))
            let viaResponse = Spring(response: spring.response, dampingRatio: spring.dampingRatio)
            #expect(
                viaResponse.value(target: 1.0, time: 0.1).isApproximatelyEqual(
                    to: spring.value(target: 1.0, time: 0.1), absoluteTolerance: 1e-9))
            // Over-damped springs report SwiftUI's m(ω² + λ²) stiffness, which does not round-trip (documented).
            guard bounce >= 0 else { continue }
            let viaPhysics = Spring(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
            #expect(viaPhysics.duration.isApproximatelyEqual(to: duration, absoluteTolerance: 1e-9 * duration))
            #expect(viaPhysics.bounce.isApproximatelyEqual(to: bounce, absoluteTolerance: 1e-7))
        }
    }

    @Test(arguments: [(0.0, 1.0), (0.5, 0.5), (1.0, 0.0), (1.5, 0.0), (-0.5, 2.0)])
    func bounceMapsToDampingRatio(bounce: Double, dampingRatio: Double) {
        #expect(
            Spring(duration: 0.5, bounce: bounce).dampingRatio.isApproximatelyEqual(
                to: dampingRatio, absoluteTolerance: 1e-12))
    }

    @Test func bounceAtOrBelowMinusOneIsNaN() {
        #expect(Spring(duration: 0.5, bounce: -1).value(target: 1.0, time: 0.1).isNaN)
    }

    @Test func excessiveDampingClampsToCriticalUnlessAllowed() {
        let clamped = Spring(mass: 1, stiffness: 100, damping: 40)
        #expect(clamped.angularFrequency == 0)
        #expect(clamped.damping == 20)
        let allowed = Spring(mass: 1, stiffness: 100, damping: 40, allowOverDamping: true)
        #expect(allowed.angularFrequency < 0)
        #expect(allowed.bounce < 0)
    }

    @Test func presetsMatchSwiftUI() {
        #expect(Spring.smooth == Spring(duration: 0.5, bounce: 0))
        #expect(Spring.snappy == Spring(duration: 0.5, bounce: 0.15))
        #expect(Spring.bouncy == Spring(duration: 0.5, bounce: 0.3))
        #expect(Spring.bouncy(duration: 0.8, extraBounce: 0.1) == Spring(duration: 0.8, bounce: 0.4))
        #expect(Spring.snappy(extraBounce: -0.15) == Spring(duration: 0.5, bounce: 0))
        #expect(Spring.smooth(duration: 2) == Spring(duration: 2, bounce: 0))
    }

    @Test(arguments: [
        // (duration, bounce, measured settlingDuration) from [M K4d], printed to 6 decimals.
        (0.4, 0.0, 0.6), (0.4, 0.3, 0.854188), (0.4, 0.5, 1.157199), (0.4, -0.3, 1.2), (1.0, 0.0, 1.5),
        (1.0, 0.3, 1.953928), (0.5, 0.15, 0.876827), (0.2, 0.7, 0.981661),
    ])
    func settlingDurationMatchesMeasurements(duration: Double, bounce: Double, expected: Double) {
        let spring = Spring(duration: duration, bounce: bounce)
        #expect(spring.settlingDuration.isApproximatelyEqual(to: expected, absoluteTolerance: 5e-7))
    }

    @Test(arguments: springs)
    func settledSpringsStayWithinEpsilon(spring: Spring) {
        let settle = spring.settlingDuration(target: 1.0, initialVelocity: 0, epsilon: 0.001)
        for t in stride(from: settle + 0.01, through: settle + 3, by: 0.01) {
            #expect(abs(spring.value(target: 1.0, time: t) - 1) < 0.001 + 1e-9)
        }
        let generic = spring.settlingDuration(target: AnimatablePair(1.0, 0.0), initialVelocity: .zero, epsilon: 0.001)
        #expect(generic == settle)
    }

    @Test func undampedSpringNeverSettles() {
        #expect(Spring(duration: 1, bounce: 1).settlingDuration == .infinity)
    }

    @Test(arguments: [(0.5, 0.6), (1.0, 1.0), (2.0, 0.3), (0.3, 0.9)])
    func settlingDurationInitialiserSettlesOnTime(settlingDuration: Double, dampingRatio: Double) {
        let spring = Spring(settlingDuration: settlingDuration, dampingRatio: dampingRatio)
        #expect(spring.dampingRatio.isApproximatelyEqual(to: dampingRatio, absoluteTolerance: 1e-9))
        // The envelope (ζ < 1) or the critical response (ζ = 1) is within ε at the requested time.
        let naturalFrequency = 2 * Double.pi / spring.duration
        let atEnd: Double
        if dampingRatio < 1 {
            atEnd =
                dampingRatio / (1 - dampingRatio * dampingRatio).squareRoot()
                * exp(-dampingRatio * naturalFrequency * settlingDuration)
        } else {
            atEnd = exp(-naturalFrequency * settlingDuration) * (1 + naturalFrequency * settlingDuration)
        }
        #expect(atEnd.isApproximatelyEqual(to: 0.001, absoluteTolerance: 1e-6))
    }
}
