import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBEngine

struct AnimationTests {
    @Test(arguments: [
        (Animation.linear, UnitCurve.linear), (.easeIn, .easeIn), (.easeOut, .easeOut), (.easeInOut, .easeInOut),
    ])
    func timingCurvesFollowTheirCurveForDefaultDuration(animation: Animation, curve: UnitCurve) {
        for t in stride(from: 0.0, through: 0.35, by: 0.025) {
            let expected = 10 + 20 * curve.value(at: t / 0.35)
            #expect(
                animation.value(from: 10, to: 30, at: t).isApproximatelyEqual(to: expected, absoluteTolerance: 1e-12))
        }
        #expect(animation.duration(from: 10, to: 30) == 0.35)
        #expect(!animation.isFinished(from: 10, to: 30, at: 0.35))
        #expect(animation.isFinished(from: 10, to: 30, at: 0.350_001))
        #expect(animation.value(from: 10, to: 30, at: 0.5) == 30)
    }

    @Test func timingCurveKeepsOvershootingControlPoints() {
        let animation = Animation.timingCurve(0.68, -0.6, 0.32, 1.6, duration: 1)
        #expect(animation.value(from: 0, to: 1, at: 0.1) < 0)
        #expect(animation.value(from: 0, to: 1, at: 0.9) > 1)
        #expect(Animation.timingCurve(0.42, 0, 0.58, 1) == .easeInOut)
    }

    @Test func onlyUnitCurveAnimationsReportVelocity() {
        #expect(Animation.easeInOut.velocity(from: 0, to: 10, at: 0.1) == nil)
        let animation = Animation.timingCurve(.easeInOut, duration: 2)
        let velocity = animation.velocity(from: 0, to: 10, at: 0.5)
        #expect(velocity == 10 / 2 * UnitCurve.easeInOut.velocity(at: 0.25))
        #expect(animation.value(from: 0, to: 10, at: 0.5) == 10 * UnitCurve.easeInOut.value(at: 0.25))
    }

    @Test func zeroDurationFinishesImmediately() {
        #expect(Animation.linear(duration: 0).isFinished(from: 0, to: 1, at: 0))
        #expect(Animation.linear(duration: 0).value(from: 0, to: 1, at: 0) == 1)
    }

    @Test func equalityAndHashingFollowTheBoxedAnimation() {
        #expect(Animation.easeIn == .easeIn(duration: 0.35))
        #expect(Animation.easeIn != .easeOut)
        // SwiftUI's inlined `.spring` body calls `spring()`, which resolves to the favoured duration/bounce form.
        #expect(Animation.spring == .spring(duration: 0.5, bounce: 0))
        #expect(Animation.spring(response: 0.5) == .spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0))
        #expect(Animation.smooth == .spring(duration: 0.5, bounce: 0))
        #expect(Animation.snappy == .spring(response: 0.5, dampingFraction: 0.85))
        #expect(Animation.bouncy == .spring(response: 0.5, dampingFraction: 0.7))
        #expect(Animation.interactiveSpring == .spring(duration: 0.15, bounce: 0.15, blendDuration: 0.25))
        #expect(
            Animation.interactiveSpring(response: 0.15)
                == .spring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25))
        #expect(
            Animation.interactiveSpring(duration: 0.15) == .spring(duration: 0.15, bounce: 0.15, blendDuration: 0.25))
        #expect(Animation.spring(.snappy) == .spring(response: 0.5, dampingFraction: Spring.snappy.dampingRatio))
        #expect(Animation.default != .spring)
        #expect(Animation.easeIn.delay(1) == Animation.easeIn.delay(1))
        #expect(Animation.easeIn.delay(1) != Animation.easeIn.delay(2))
        #expect(Set([Animation.easeIn, .easeIn(duration: 0.35), .linear, .easeIn.speed(2)]).count == 3)
    }

    @Test func defaultIsAppleDocumentedSpring() {
        let reference = Animation.spring(response: 0.55, dampingFraction: 1)
        var defaultSampler = AnimationSampler(.default, from: 0, to: 100)
        var referenceSampler = AnimationSampler(reference, from: 0, to: 100)
        for frame in 0...120 {
            let t = Double(frame) / 60
            do {
                let sampled = defaultSampler.value(at: t)
                #expect(sampled == referenceSampler.value(at: t))
            }
        }
        #expect(Animation.default.duration(from: 0, to: 100) == reference.duration(from: 0, to: 100))
    }

    @Test func interpolatingSpringFollowsTheUnitSpringModel() {
        // Under-damped: k = 100, c = 10, m = 1 → ω = 10, ζ = 0.5.
        let animation = Animation.interpolatingSpring(stiffness: 100, damping: 10)
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        for t in stride(from: 0.0, through: 1.4, by: 0.05) {
            let expected = 5 + 10 * spring.value(target: 1.0, time: t)
            #expect(animation.value(from: 5, to: 15, at: t).isApproximatelyEqual(to: expected, absoluteTolerance: 1e-9))
        }
        // Finishes at −ln(ε/(1 + |A|))/(ζω) = 1.47 s (OpenSwiftUI's /(ζ/ω) would give 147 s).
        let duration = animation.duration(from: 0, to: 1) ?? .nan
        #expect(
            duration.isApproximatelyEqual(
                to: log(1 + 5 / 75.0.squareRoot()) / 5 + log(1000) / 5, absoluteTolerance: 1e-9))
    }

    @Test func interpolatingSpringTreatsOverDampingAsCritical() {
        let over = Animation.interpolatingSpring(stiffness: 100, damping: 60)
        for t in stride(from: 0.0, through: 0.9, by: 0.1) {
            let critical = 1 - (1 + 10 * t) * exp(-10 * t)
            #expect(over.value(from: 0, to: 1, at: t).isApproximatelyEqual(to: critical, absoluteTolerance: 1e-12))
        }
        // Critically damped: the 0.1 s stepping search.
        let duration = over.duration(from: 0, to: 1) ?? .nan
        #expect(abs(duration * 10 - (duration * 10).rounded()) < 1e-9)
        #expect(over.isFinished(from: 0, to: 1, at: duration))
        #expect(!over.isFinished(from: 0, to: 1, at: duration - 0.05))
    }

    @Test func interpolatingSpringFormsAgree() {
        let k = pow(2 * Double.pi / 0.8, 2)
        #expect(
            Animation.interpolatingSpring(duration: 0.8, bounce: 0.2, initialVelocity: 1)
                == .interpolatingSpring(mass: 1, stiffness: k, damping: 2 * k.squareRoot() * 0.8, initialVelocity: 1))
        #expect(Animation.interpolatingSpring == .interpolatingSpring(duration: 0.5, bounce: 0))
        let spring = Spring(mass: 2, stiffness: 300, damping: 12)
        #expect(
            Animation.interpolatingSpring(spring, initialVelocity: 2)
                == .interpolatingSpring(
                    mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, initialVelocity: 2))
    }

    @Test func interpolatingSpringIsLogicallyCompleteAfterOnePeriod() {
        let animation = Animation.interpolatingSpring(mass: 4, stiffness: 100, damping: 10)
        var sampler = AnimationSampler(animation, from: 0, to: 1)
        do {
            let sampled = sampler.isLogicallyComplete(at: 2 * .pi / 10 - 0.001)
            #expect(!sampled)
        }
        let complete = sampler.isLogicallyComplete(at: 2 * .pi / 10)  // mass is ignored, as in SwiftUI
        #expect(complete)
    }

    @Test func samplerMatchesOneShotEvaluationAndRestartsWhenTimeGoesBack() {
        let animation = Animation.bouncy
        var sampler = AnimationSampler(animation, from: 0, to: 50, displayRate: 60)
        for t in [0.0, 0.1, 0.37, 0.5, 0.9] {
            do {
                let sampled = sampler.value(at: t)
                #expect(sampled == animation.value(from: 0, to: 50, at: t))
            }
        }
        do {
            let sampled = sampler.value(at: 0.1)
            #expect(sampled == animation.value(from: 0, to: 50, at: 0.1))
        }
    }

    @Test func fluidSpringDurationIsWhereItFinishes() throws {
        let duration = try #require(Animation.smooth.duration(from: 0, to: 100))
        #expect(duration > 0.5 && duration < 3)
        #expect(Animation.smooth.isFinished(from: 0, to: 100, at: duration))
        #expect(!Animation.smooth.isFinished(from: 0, to: 100, at: duration - 1.0 / 60))
        #expect(Animation.smooth.value(from: 0, to: 100, at: duration) == 100)
    }
}
