import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBEngine

struct AnimationModifierTests {
    let base = Animation.linear(duration: 1)

    @Test func delayShiftsTheStart() {
        let delayed = base.delay(0.5)
        #expect(delayed.value(from: 0, to: 10, at: 0.3) == 0)
        #expect(delayed.value(from: 0, to: 10, at: 0.75).isApproximatelyEqual(to: 2.5, absoluteTolerance: 1e-12))
        #expect(delayed.duration(from: 0, to: 10) == 1.5)
    }

    @Test func speedScalesTime() {
        #expect(base.speed(2).value(from: 0, to: 10, at: 0.25).isApproximatelyEqual(to: 5, absoluteTolerance: 1e-12))
        #expect(base.speed(0.5).duration(from: 0, to: 10) == 2)
    }

    @Test func lastModifierTransformsTimeFirst() {
        // .delay(1).speed(2): the doubled clock runs through the delay too, so motion starts at 0.5 s.
        let delayThenSpeed = base.delay(1).speed(2)
        #expect(delayThenSpeed.value(from: 0, to: 10, at: 0.5) == 0)
        #expect(delayThenSpeed.value(from: 0, to: 10, at: 0.75).isApproximatelyEqual(to: 5, absoluteTolerance: 1e-12))
        #expect(delayThenSpeed.duration(from: 0, to: 10) == 1)
        // .speed(2).delay(1): a full second of delay, then double speed.
        let speedThenDelay = base.speed(2).delay(1)
        #expect(speedThenDelay.value(from: 0, to: 10, at: 1) == 0)
        #expect(speedThenDelay.value(from: 0, to: 10, at: 1.25).isApproximatelyEqual(to: 5, absoluteTolerance: 1e-12))
        #expect(speedThenDelay.duration(from: 0, to: 10) == 1.5)
    }

    @Test func modifiedAnimationsReportNoVelocity() {
        let curve = Animation.timingCurve(.linear, duration: 1)
        #expect(curve.velocity(from: 0, to: 1, at: 0.5) == 1)
        #expect(curve.delay(0.1).velocity(from: 0, to: 1, at: 0.5) == nil)
        #expect(curve.speed(2).velocity(from: 0, to: 1, at: 0.2) == nil)
    }

    /// Samples a run at the given times with one sampler (so repeat iterations see exactly these frames).
    func run(_ animation: Animation, at times: [Double]) -> [Double?] {
        var sampler = AnimationSampler(animation, from: 0, to: 10)
        return times.map { sampler.isFinished(at: $0) ? nil : sampler.value(at: $0) }
    }

    @Test func repeatStartsEachIterationAtTheFrameThatEndedThePreviousOne() {
        // Frames at 1.0 (still in iteration 0), 1.25 (base finished: shows the end, iteration 1 starts here).
        let values = run(
            base.repeatCount(3, autoreverses: true), at: [0.5, 1.0, 1.25, 1.75, 2.25, 2.5, 2.75, 3.5, 3.75])
        let expected: [Double?] = [5, 10, 10, 5, 0, 0, 2.5, 10, nil]
        for (value, expected) in zip(values, expected) {
            if let expected {
                #expect(value?.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-12) == true, "\(values)")
            } else {
                #expect(value == nil)
            }
        }
    }

    @Test func evenAutoreversingCountEndsAtTheStartThenJumpsToTheTarget() {
        var sampler = AnimationSampler(base.repeatCount(2, autoreverses: true), from: 0, to: 10)
        do {
            let sampled = sampler.value(at: 0.5)
            #expect(sampled.isApproximatelyEqual(to: 5, absoluteTolerance: 1e-12))
        }
        let atBoundary = sampler.value(at: 1.1)  // iteration 0 ends; iteration 1 (reversed) starts at 1.1
        #expect(atBoundary == 10)
        do {
            let sampled = sampler.value(at: 2.1)
            #expect(sampled.isApproximatelyEqual(to: 0, absoluteTolerance: 1e-12))
        }
        do {
            let sampled = sampler.isFinished(at: 2.1)
            #expect(!sampled)
        }
        let afterEnd = sampler.value(at: 2.2)  // the reversed iteration finished: the model value shows
        #expect(afterEnd == 10)
        do {
            let sampled = sampler.isFinished(at: 2.2)
            #expect(sampled)
        }
    }

    @Test func singleIterationNeverReverses() {
        let values = run(base.repeatCount(1, autoreverses: true), at: [0.5, 1, 1.1])
        #expect(values[0] == 5)
        #expect(values[1] == 10)
        #expect(values[2] == nil)
    }

    @Test func withoutAutoreverseEveryIterationRunsForward() {
        let values = run(base.repeatCount(2, autoreverses: false), at: [0.5, 1.2, 1.7, 2.3])
        #expect(values[0] == 5)
        #expect(values[1] == 10)
        #expect(values[2]?.isApproximatelyEqual(to: 5, absoluteTolerance: 1e-12) == true)
        #expect(values[3] == nil)
    }

    @Test func repeatForeverNeverFinishes() {
        let forever = base.repeatForever(autoreverses: false)
        #expect(forever.duration(from: 0, to: 1) == nil)
        #expect(forever.delay(1).duration(from: 0, to: 1) == nil)
        #expect(!forever.isFinished(from: 0, to: 1, at: 100))
    }

    @Test func repeatedStatefulBaseRestartsEachIteration() {
        var sampler = AnimationSampler(
            Animation.snappy.repeatCount(2, autoreverses: false), from: 0, to: 1, displayRate: 60)
        var once = AnimationSampler(.snappy, from: 0, to: 1, displayRate: 60)
        let first = sampler.value(at: 0.2)
        let reference = once.value(at: 0.2)
        #expect(first == reference)
        let end = Animation.snappy.duration(from: 0, to: 1)!
        // One frame after the first iteration finished, the second one starts over from 0.
        do {
            let sampled = sampler.value(at: end + 0.1)
            #expect(sampled < 0.5)
        }
    }

    @Test func logicallyCompleteAfterADuration() {
        var sampler = AnimationSampler(base.logicallyComplete(after: 0.4), from: 0, to: 1)
        do {
            let sampled = sampler.isLogicallyComplete(at: 0.39)
            #expect(!sampled)
        }
        do {
            let sampled = sampler.isLogicallyComplete(at: 0.4)
            #expect(sampled)
        }
        do {
            let sampled = sampler.isFinished(at: 0.4)
            #expect(!sampled)
        }
        #expect(base.logicallyComplete(after: 0.4).duration(from: 0, to: 1) == 1)
    }

    @Test func modifiersMergeOnlyWithEqualModifiers() {
        var context = AnimationContext<Double>()
        let spring = Animation.spring.delay(0.1)
        #expect(spring.shouldMerge(previous: .spring.delay(0.1), value: 1.0, time: 0.2, context: &context))
        #expect(!spring.shouldMerge(previous: .spring.delay(0.2), value: 1.0, time: 0.2, context: &context))
        #expect(!spring.shouldMerge(previous: .spring, value: 1.0, time: 0.2, context: &context))
        #expect(!Animation.easeIn.shouldMerge(previous: .easeIn, value: 1.0, time: 0.2, context: &context))
    }
}
