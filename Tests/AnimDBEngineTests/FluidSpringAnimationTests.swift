import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBEngine

struct FluidSpringAnimationTests {
    /// An independent scalar transcription of §2.2's integrator: state after stepping while `t < time`.
    struct ReferenceIntegrator {
        var x = 0.0, v = 0.0, f = 0.0, t = 0.0
        let k: Double, c: Double, target: Double

        init(response: Double, dampingFraction: Double, target: Double) {
            k = min(pow(2 * .pi / response, 2), 45000)
            c = 2 * k.squareRoot() * dampingFraction
            self.target = target
        }

        mutating func advance(to time: Double) {
            let h = 1.0 / 300
            while t < time {
                let half = f * h / 2 + v
                x += half * h
                f = -c * half + k * (target - x)
                v = f * h / 2 + half
                t += h
            }
        }
    }

    @Test func integratesWithFixedStepsOvershootingTheSampleTime() {
        let animation = Animation.spring(response: 0.4, dampingFraction: 0.7)
        var context = AnimationContext<Double>()
        var reference = ReferenceIntegrator(response: 0.4, dampingFraction: 0.7, target: 10)
        for frame in 1...30 {
            let time = Double(frame) / 60
            let value = animation.animate(value: 10.0, time: time, context: &context)
            reference.advance(to: time)
            #expect(value == reference.x)
            #expect(animation.velocity(value: 10.0, time: time, context: context) == reference.v)
        }
        // 0.1 s takes 31 steps: thirty 1/300 s steps accumulate to just under 0.1.
        var single = AnimationContext<Double>()
        _ = animation.animate(value: 10.0, time: 0.1, context: &single)
        #expect(
            single.state[FluidSpringState<Double>.self].time.isApproximatelyEqual(
                to: 31.0 / 300, absoluteTolerance: 1e-12))
    }

    @Test func finishesWhenSlowAndWithinOnePercent() {
        let animation = Animation.spring(response: 0.3, dampingFraction: 0.5)
        var context = AnimationContext<Double>()
        var time = 0.0
        var previous: FluidSpringState<Double>?
        while animation.animate(value: 1.0, time: time, context: &context) != nil {
            previous = context.state[FluidSpringState<Double>.self]
            time += 1.0 / 300
            #expect(time < 10)
        }
        let final = context.state[FluidSpringState<Double>.self]
        #expect(max(final.velocity * final.velocity, final.force * final.force) <= 0.0036)
        #expect(abs(1 - final.offset) <= 0.01)
        // One step earlier it was still running: too fast, or too far.
        let before = try? #require(previous)
        if let before {
            let slow = max(before.velocity * before.velocity, before.force * before.force) <= 0.0036
            #expect(!slow || abs(1 - before.offset) > 0.01)
        }
    }

    @Test func thresholdsAreAbsoluteSoLargerChangesTakeLonger() throws {
        let small = try #require(Animation.smooth.duration(from: 0, to: 1))
        let large = try #require(Animation.smooth.duration(from: 0, to: 1000))
        #expect(large > small)
        // A zero change finishes at once (the 1 % tolerance is zero, and nothing moves).
        #expect(Animation.smooth.duration(from: 5, to: 5) == 0)
    }

    @Test func logicallyCompleteAfterTheResponse() {
        var sampler = AnimationSampler(.spring(response: 0.4, dampingFraction: 0.3), from: 0, to: 1, displayRate: 60)
        let early = sampler.isLogicallyComplete(at: 0.38)
        let late = sampler.isLogicallyComplete(at: 0.41)
        let finished = sampler.isFinished(at: 0.41)
        #expect(!early)
        #expect(late)
        #expect(!finished)
    }

    @Test(arguments: [0.0, -1.0, 0.001])
    func nonPositiveOrTinyResponsesUseTheStiffnessCap(response: Double) {
        #expect(FluidSpringAnimation.stiffness(response: response) == 45000)
        // An infinitely stiff spring still lands: it finishes within a few frames.
        let duration = Animation.spring(response: response, dampingFraction: 1).duration(from: 0, to: 1)
        #expect((duration ?? .infinity) < 0.3)
    }

    @Test func longStallsResumeOneFrameBack() {
        let animation = Animation.spring(response: 2, dampingFraction: 0.1)
        var context = AnimationContext<Double>()
        _ = animation.animate(value: 1.0, time: 0.1, context: &context)
        let offsetBefore = context.state[FluidSpringState<Double>.self].offset
        _ = animation.animate(value: 1.0, time: 5, context: &context)
        let state = context.state[FluidSpringState<Double>.self]
        // Only about one frame (5 steps) was integrated across the 4.9 s gap, so the spring barely moved
        // (sampled every frame it would have swung far past 1 by now).
        #expect(state.time.isApproximatelyEqual(to: 5, absoluteTolerance: 1.0 / 300 + 1e-9))
        #expect(abs(state.offset - offsetBefore) < 0.05)
    }

    @Test func mergeTakesOverOffsetVelocityAndBlendsResponse() {
        let old = Animation.spring(response: 0.6, dampingFraction: 0.8)
        let new = Animation.spring(response: 0.2, dampingFraction: 0.8, blendDuration: 0.5)
        var context = AnimationContext<Double>()
        for frame in 1...12 { _ = old.animate(value: 10.0, time: Double(frame) / 60, context: &context) }
        let before = context.state[FluidSpringState<Double>.self]
        #expect(new.shouldMerge(previous: old, value: 10.0, time: 0.2, context: &context))
        let after = context.state[FluidSpringState<Double>.self]
        #expect(after.offset == before.offset)
        #expect(after.velocity == before.velocity)
        #expect(after.startTime == 0.2)
        #expect(after.blendInterval.isApproximatelyEqual(to: 0.4, absoluteTolerance: 1e-12))
        let spring = new.base as! FluidSpringAnimation
        #expect(spring.effectiveResponse(at: 0.2, state: after).isApproximatelyEqual(to: 0.6, absoluteTolerance: 1e-12))
        #expect(
            spring.effectiveResponse(at: 0.45, state: after).isApproximatelyEqual(to: 0.4, absoluteTolerance: 1e-12))
        #expect(spring.effectiveResponse(at: 0.7, state: after) == 0.2)
    }
}
