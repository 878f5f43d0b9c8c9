import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBEngine

struct AnimatorTests {
    @Test func restsAtItsValueAndJumpsWithoutAnimation() {
        var animator = Animator(value: 3.0)
        let initial = animator.value(at: 0)
        #expect(initial == 3)
        let restsAtStart = animator.isFinished(at: 0)
        #expect(restsAtStart)
        animator.animate(to: 8, with: nil, at: 1)
        let afterJump = animator.value(at: 1)
        #expect(afterJump == 8)
        let velocityAfterJump = animator.velocity(at: 1)
        #expect(velocityAfterJump == 0)
    }

    @Test func singleAnimationMatchesTheSampler() {
        // Start at 0: `(1 + t) − 1` is not always `t` in floating point, which can shift the fluid spring's step
        // count by one.
        var animator = Animator(value: 2.0)
        animator.animate(to: 12, with: .bouncy, at: 0)
        var sampler = AnimationSampler(.bouncy, from: 2, to: 12)
        for frame in 0...90 {
            let t = Double(frame) / 60
            let value = animator.value(at: t)
            let expected = sampler.value(at: t)
            #expect(value.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-12))
        }
        for frame in 91...600 { _ = animator.value(at: Double(frame) / 60) }
        let finished = animator.isFinished(at: 10)
        #expect(finished)
        let settled = animator.value(at: 10)
        #expect(settled == 12)
    }

    @Test func additiveCombiningCrossBlendsTimingCurves() {
        let curve = UnitCurve.easeInOut
        var animator = Animator(value: 0.0)
        animator.animate(to: 10, with: .easeInOut(duration: 1), at: 0)
        animator.animate(to: -10, with: .easeInOut(duration: 1), at: 0.4)
        for t in stride(from: 0.4, through: 1.4, by: 0.05) {
            let old = 10 * curve.value(at: min(t, 1))
            let fraction = curve.value(at: min(t - 0.4, 1))
            // r = r₀ + f_new·(V₀ + ΔV − r₀) = (1 − f_new)·old + f_new·new target.
            let expected = (1 - fraction) * old + fraction * -10
            let value = animator.value(at: t)
            #expect(value.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-9), "t = \(t)")
        }
        let finished = animator.isFinished(at: 1.41)
        #expect(finished)
        let settled = animator.value(at: 1.5)
        #expect(settled == -10)
    }

    @Test func additiveCombiningIsContinuousAcrossInterruptions() {
        let animations: [Animation] = [
            .easeOut(duration: 0.5), .interpolatingSpring(stiffness: 170, damping: 15), .linear(duration: 0.3),
        ]
        var rng = SeededGenerator(seed: 99)
        for _ in 0..<20 {
            var animator = Animator(value: 0.0)
            var time = 0.0
            for _ in 0..<4 {
                let target = rng.double(in: -100...100)
                let animation = animations[Int.random(in: 0..<animations.count, using: &rng)]
                let before = animator.value(at: time)
                animator.animate(to: target, with: animation, at: time)
                let after = animator.value(at: time)
                #expect(before.isApproximatelyEqual(to: after, absoluteTolerance: 1e-9))
                time += rng.double(in: 0.05...0.4)
            }
            let settled = animator.value(at: time + 30)
            #expect(settled == animator.targetValue)
        }
    }

    @Test func interpolatingSpringsAddTheirEffects() {
        let spring = Animation.interpolatingSpring(stiffness: 100, damping: 10)
        var animator = Animator(value: 0.0)
        animator.animate(to: 10, with: spring, at: 0)
        animator.animate(to: 30, with: spring, at: 0.2)
        // Each spring carries its own change from where the earlier ones are.
        let t = 0.5
        let first = spring.value(from: 0, to: 10, at: t)
        let second = spring.value(from: 0, to: 1, at: t - 0.2)
        let value = animator.value(at: t)
        #expect(value.isApproximatelyEqual(to: first + (30 - first) * second, absoluteTolerance: 1e-9))
    }

    @Test func fluidSpringsRetargetKeepingVelocity() throws {
        var animator = Animator(value: 0.0)
        animator.animate(to: 100, with: .spring(response: 0.5, dampingFraction: 0.8), at: 0)
        let position = animator.value(at: 0.2)
        let reportedVelocity = animator.velocity(at: 0.2)
        let velocity = try #require(reportedVelocity)
        #expect(velocity > 100)
        animator.animate(to: -50, with: .spring(response: 0.5, dampingFraction: 0.8), at: 0.2)
        let positionAfterRetarget = animator.value(at: 0.2)
        #expect(positionAfterRetarget == position)
        let velocityAfterRetarget = animator.velocity(at: 0.2)
        #expect(velocityAfterRetarget == velocity)
        // The very next step continues smoothly from that motion before turning around.
        let next = animator.value(at: 0.2 + 1.0 / 300)
        #expect(next > position)
        // Sample every frame: a gap of over a second would trip the fluid spring's stall rule.
        for frame in 13...300 { _ = animator.value(at: Double(frame) / 60) }
        let settled = animator.value(at: 5)
        #expect(settled == -50)
        let finished = animator.isFinished(at: 5)
        #expect(finished)
    }

    @Test func fluidSpringTakesOverATimingCurveFromRest() {
        // The spring merges with anything; a timing curve reports no velocity, so the spring starts from rest.
        var animator = Animator(value: 0.0)
        animator.animate(to: 10, with: .linear(duration: 1), at: 0)
        let position = animator.value(at: 0.5)
        animator.animate(to: 20, with: .smooth, at: 0.5)
        let takenOver = animator.value(at: 0.5)
        let velocity = animator.velocity(at: 0.5)
        #expect(takenOver.isApproximatelyEqual(to: position, absoluteTolerance: 1e-12))
        #expect(velocity == 0)
    }

    @Test func defaultThenSpringTimelineStaysContinuousAndSettles() {
        // "At 0 s set shakes to 4 with .default; at 0.3 s set it to 0 with .spring."
        var animator = Animator(value: 0.0)
        animator.animate(to: 4, with: .default, at: 0)
        var previous = animator.value(at: 0)
        for frame in 1...240 {
            let t = Double(frame) / 60
            if frame == 18 {
                animator.animate(to: 0, with: .spring, at: 0.3)
            }
            let value = animator.value(at: t)
            #expect(abs(value - previous) < 0.5, "jump at \(t)")
            previous = value
        }
        let settled = animator.value(at: 4)
        #expect(settled == 0)
    }

    @Test func logicalCompletionFollowsTheLastAnimation() {
        var animator = Animator(value: 0.0)
        animator.animate(to: 1, with: .linear(duration: 1).logicallyComplete(after: 0.2), at: 0)
        let completeEarly = animator.isLogicallyComplete(at: 0.25)
        #expect(completeEarly)
        animator.animate(to: 2, with: .linear(duration: 1), at: 0.3)
        let completeAfterInterruption = animator.isLogicallyComplete(at: 0.35)
        #expect(!completeAfterInterruption)
        let completeAtEnd = animator.isLogicallyComplete(at: 1.4)
        #expect(completeAtEnd)
    }

    @Test func aDisplayFeedsEveryFrameBetweenSparseSamples() {
        var sparse = Animator(value: 0.0, displayRate: 60)
        var dense = Animator(value: 0.0)
        sparse.animate(to: 1, with: .bouncy.repeatCount(3), at: 0)
        dense.animate(to: 1, with: .bouncy.repeatCount(3), at: 0)
        for frame in 1...600 {
            let denseValue = dense.value(at: Double(frame) / 60)
            guard frame % 45 == 0 else { continue }  // sample the sparse one every 0.75 s only
            let sparseValue = sparse.value(at: Double(frame) / 60)
            #expect(sparseValue == denseValue, "frame \(frame)")
        }
        // Without frames, a 5 s gap trips the fluid spring's stall rule and it has barely moved.
        var stalled = Animator(value: 0.0)
        stalled.animate(to: 1, with: .smooth, at: 0)
        let stalledValue = stalled.value(at: 5)
        var fed = Animator(value: 0.0, displayRate: 60)
        fed.animate(to: 1, with: .smooth, at: 0)
        let fedFinished = fed.isFinished(at: 5)
        #expect(stalledValue < 0.1)
        #expect(fedFinished)
    }

    @Test func animatesVectorValues() {
        var animator = Animator(value: AnimatablePair(0.0, 0.0))
        animator.animate(to: AnimatablePair(10.0, -10.0), with: .easeIn(duration: 1), at: 0)
        let value = animator.value(at: 0.5)
        #expect(value.first == -value.second)
        #expect(value.first == Animation.easeIn(duration: 1).value(from: 0, to: 10, at: 0.5))
    }

    @Test func probesBetweenFramesChangeNothingThatFollows() {
        let animations: [Animation] = [
            .bouncy, .easeIn(duration: 0.4).repeatCount(3),
            .spring(response: 0.3, dampingFraction: 0.4, blendDuration: 0.5),
            .default.delay(0.1).speed(1.5),
        ]
        for animation in animations {
            var stream = Animator(value: 0.0, displayRate: 60)
            var probed = Animator(value: 0.0, displayRate: 60)
            stream.animate(to: 10, with: animation, at: 0.05)
            probed.animate(to: 10, with: animation, at: 0.05)
            for frame in 1...150 {
                let time = Double(frame) / 60
                // Probe twice between frames (and once more at a change-free instant), then draw the frame.
                let probe = probed.value(at: time - 0.3 / 60)
                let again = probed.value(at: time - 0.3 / 60)
                #expect(again == probe)
                if frame == 40 {
                    stream.animate(to: -5, with: .smooth, at: time - 0.5 / 60)
                    probed.animate(to: -5, with: .smooth, at: time - 0.5 / 60)
                }
                let afterProbes = probed.value(at: time)
                let drawn = stream.value(at: time)
                #expect(afterProbes == drawn, "\(animation) frame \(frame)")
            }
        }
    }

    @Test func aChangeShowsThePreviousValueAtItsInstant() {
        // SwiftUI samples a new or merged animation from the next frame on.
        var animator = Animator(value: 1.0, displayRate: 60)
        animator.animate(to: 5, with: .linear(duration: 0), at: 0.5)
        let atChange = animator.value(at: 0.5)
        let nextFrame = animator.value(at: 0.505)
        #expect(atChange == 1)
        #expect(nextFrame == 5)
        var merged = Animator(value: 1.0, displayRate: 60)
        merged.animate(to: 0.8, with: .easeInOut(duration: 0.3), at: 0)
        merged.animate(to: 1, with: .spring(duration: 0.5, bounce: 0.5), at: 0.3)
        let atMerge = merged.value(at: 0.3)
        #expect(atMerge == 0.8)
        let next = merged.value(at: 0.3 + 1.0 / 60)
        #expect(next > 0.8 && next < 0.81)
        // The same value again starts nothing.
        var same = Animator(value: 2.0, displayRate: 60)
        same.animate(to: 2, with: .bouncy, at: 0)
        let restsAtOnce = same.isFinished(at: 0)
        #expect(restsAtOnce)
    }

    @Test func runsToRestAtTheEndOfTheLastAnimation() throws {
        var bezier = Animator(value: 0.0, displayRate: 60)
        bezier.animate(to: 1, with: .easeInOut(duration: 0.6), at: 0.1)
        let bezierRest = bezier.runToRest(within: 10)
        let bezierEnd = try #require(bezierRest)
        #expect(bezierEnd == 0.1 + 0.6)
        var fluid = Animator(value: 0.0, displayRate: 60)
        fluid.animate(to: 1, with: .bouncy, at: 0)
        var copy = fluid
        let fluidRest = fluid.runToRest(within: 10)
        let fluidEnd = try #require(fluidRest)
        #expect(DisplayClock(rate: 60).frame(at: fluidEnd) != nil)
        let runningBefore = copy.isFinished(at: fluidEnd - 1.0 / 60)
        let finishedThen = copy.isFinished(at: fluidEnd)
        #expect(!runningBefore)
        #expect(finishedThen)
        var forever = Animator(value: 0.0, displayRate: 60)
        forever.animate(to: 1, with: .linear.repeatForever(), at: 0)
        let foreverRest = forever.runToRest(within: 10)
        #expect(foreverRest == nil)
        var stillGoing = Animator(value: 0.0, displayRate: 60)
        stillGoing.animate(to: 1, with: .linear(duration: 1).repeatCount(100), at: 0)
        let stillGoingRest = stillGoing.runToRest(within: 10)
        #expect(stillGoingRest == nil)
    }
}
