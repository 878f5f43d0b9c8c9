import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBEngine

struct DisplayClockTests {
    @Test(arguments: [1, 24, 59.94, 60, 120, 1000])
    func framesAreFoundExactlyAndOnlyOnTheGrid(rate: Double) {
        let clock = DisplayClock(rate: rate)
        var rng = SeededGenerator(seed: UInt64(rate * 100))
        for _ in 0..<2000 {
            let k = rng.int(in: 0...Int(rate * 1000))
            let time = clock.time(ofFrame: k)
            #expect(clock.frame(at: time) == k)
            #expect(clock.firstFrame(after: time) == k + 1)
            let between = time + rng.double(in: 0.05...0.95) / rate
            #expect(clock.frame(at: between) == nil)
            #expect(clock.firstFrame(after: between) == k + 1)
            #expect(clock.time(ofFrame: k + 1) > between)
        }
        #expect(clock.firstFrame(after: -3) == 0)
        #expect(clock.frame(at: -1 / rate) == nil)
    }

    @Test func ratesAndTimesFollowOneRule() {
        #expect(DisplayClock.problem(withRate: 0.5) != nil)
        #expect(DisplayClock.problem(withRate: 1000.5) != nil)
        #expect(DisplayClock.problem(withRate: .nan) != nil)
        #expect(DisplayClock.problem(withRate: 1) == nil)
        // The one time limit, either side of 0.
        #expect(DisplayClock.times == -AnimationLimits.maxTime...AnimationLimits.maxTime)
        #expect(DisplayClock.problem(withTime: 1e9) == "expected a time from -1000000 to 1000000 seconds")
        #expect(DisplayClock.problem(withTime: .infinity) != nil)
        #expect(DisplayClock.problem(withTime: -5) == nil)
        #expect(DisplayClock.problem(withTime: AnimationLimits.maxTime) == nil)
    }
}

struct AnimationStateTests {
    private enum Counter: AnimationStateKey {
        static var defaultValue: [Int] { [] }
    }

    @Test func copiesNeverShareWrites() {
        // The state boxes are written in place only when unshared: a copy taken for a probe must never see the
        // original's later writes, nor the original the copy's.
        var original = AnimationState<Double>()
        original[Counter.self] = [1]
        var copy = original
        copy[Counter.self].append(2)
        #expect(original[Counter.self] == [1])
        original[Counter.self].append(3)
        #expect(copy[Counter.self] == [1, 2])
        #expect(original[Counter.self] == [1, 3])
        // Nested states (a repeat keeps its base's state inside its own) copy the same way.
        var outer = AnimationContext<Double>()
        var probe = outer
        _ = Animation.bouncy.repeatCount(2).animate(value: 1.0, time: 0.1, context: &probe)
        _ = Animation.bouncy.repeatCount(2).animate(value: 1.0, time: 0.2, context: &probe)
        var fresh = AnimationContext<Double>()
        let first = Animation.bouncy.repeatCount(2).animate(value: 1.0, time: 0.1, context: &outer)
        #expect(first == Animation.bouncy.repeatCount(2).animate(value: 1.0, time: 0.1, context: &fresh))
    }
}
