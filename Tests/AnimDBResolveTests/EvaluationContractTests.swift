import AnimDBEngine
import AnimDBGeometry
import AnimDBModel
import AnimDBResolve
import AnimDBStore
import AnimDBSyntax
import AnimDBTestSupport
import Foundation
import Testing

/// The evaluation contract (docs/evaluation.md), asked two ways and demanding one answer: the value of a view at a
/// time is a pure function of (view, display rate, time), however and whenever it is asked.
@Suite struct EvaluationContractTests {
    static let rate = 60.0

    /// Every demo timeline, and 500 random views.
    static var views: [(label: String, view: ViewSpec)] {
        var views = DemoViews.all.map { (label: $0.name, view: $0.view) }
        var random = RandomViews(seed: 9)
        for index in 0..<500 { views.append(("random #\(index)", random.view())) }
        return views
    }

    @Test func probesAskedAnyWayEqualTheStreamAtFramesAndTheDisplayRuleBetweenThem() throws {
        var rng = SeededGenerator(seed: 90)
        for (label, view) in Self.views {
            // A copy of an evaluator that has not been asked anything is a fresh one (and skips re-deriving timing).
            let fresh = try TimelineEvaluator(view: view, displayRate: Self.rate)
            var streamed = fresh
            let horizon = min(streamed.timing.playLength + 0.5, 6)
            let frames = Int(horizon * Self.rate)
            let stream = (0...frames).map { streamed.values(at: Double($0) / Self.rate) }

            var probes: [Double] = (0..<6).map { _ in Double(rng.int(in: 0...frames)) / Self.rate }
            probes += (0..<3).map { _ in rng.double(in: 0...horizon) }
            probes += [horizon + rng.double(in: 0...3), probes[0], Double(frames) / Self.rate]
            var expected: [Double: [ParameterValue]] = [:]
            for time in probes {
                if let frame = DisplayClock(rate: Self.rate).frame(at: time), frame <= frames {
                    expected[time] = stream[frame]
                } else {
                    expected[time] = Self.advancedFrameByFrame(fresh, to: time)
                }
            }
            // Singly, each on a fresh evaluator.
            for time in probes {
                var single = fresh
                #expect(single.values(at: time) == expected[time], "\(label): t = \(time) alone")
            }
            // Together, in random order, after a long gap, repeated.
            var together = fresh
            _ = together.values(at: horizon + 30)
            for time in (probes + probes.prefix(4)).shuffled(using: &rng) {
                #expect(together.values(at: time) == expected[time], "\(label): t = \(time) among others")
            }
            // The stream's own evaluator, asked again afterwards.
            for time in probes.prefix(5) {
                #expect(streamed.values(at: time) == expected[time], "\(label): t = \(time) after the stream")
            }
        }
    }

    /// The reference for a time between frames: a fresh evaluator asked every display frame before `time` in order,
    /// then `time`.
    static func advancedFrameByFrame(_ fresh: TimelineEvaluator, to time: Double) -> [ParameterValue] {
        var evaluator = fresh
        let clock = DisplayClock(rate: rate)
        for frame in 0..<clock.firstFrame(after: time) where clock.time(ofFrame: frame) < time {
            _ = evaluator.values(at: clock.time(ofFrame: frame))
        }
        return evaluator.values(at: time)
    }

    @Test func theLengthShowsTheFinalValueAndNothingChangesAfterIt() throws {
        var rng = SeededGenerator(seed: 91)
        var checked = 0
        for (label, repeated) in Self.views {
            var view = repeated
            view.repetition = .once
            var evaluator = try TimelineEvaluator(view: view, displayRate: Self.rate)
            let pristine = evaluator
            let timing = evaluator.timing
            guard !timing.isOpenEnded else { continue }
            checked += 1
            let length = timing.passLength
            let atLength = evaluator.values(at: length)
            #expect(atLength == Self.finalValues(view, evaluator.parameters), "\(label): the value at \(length)")
            for offset in [1.0 / 600, 1.0 / 60, 0.37, rng.double(in: 0...5), 3, 250] {
                #expect(evaluator.values(at: length + offset) == atLength, "\(label): \(offset) s after its length")
            }
            // Each parameter is final from its own length on.
            for (slot, parameter) in timing.parameters.enumerated() {
                let own = try #require(parameter.length)
                var fresh = pristine
                #expect(fresh.values(at: own)[slot] == atLength[slot], "\(label): \(parameter.name) at \(own)")
            }
        }
        #expect(checked > 300)
    }

    /// What each parameter shows once everything has finished: the model value after every transaction, a keyframe
    /// track's value at its end.
    static func finalValues(_ view: ViewSpec, _ keys: [ViewSpec.ParameterKey]) -> [ParameterValue] {
        var model: [ViewSpec.ParameterKey: ParameterValue] = [:]
        // A state change sets the parameters that read the state (SwiftUI evaluates body again).
        for transaction in (try! view.expandedTransactions()).transactions {
            for assignment in transaction.assignments {
                let current = model[assignment.key] ?? view.items[assignment.key.item].values[assignment.key.parameter]!
                guard assignment.isRelative else {
                    model[assignment.key] = assignment.value
                    continue
                }
                if case .int(let a) = current, case .int(let b) = assignment.value {
                    model[assignment.key] = .int(a + b)
                } else {
                    model[assignment.key] = current.withComponents(
                        zip(current.components, assignment.value.components).map(+))
                }
            }
        }
        return keys.map { key in
            let item = view.items[key.item]
            let base = item.values[key.parameter]!
            if let keyframes = view.keyframes[key] {
                if let scalar = keyframes.doubleKeyframes {
                    let track = KeyframeTrack(initialValue: base.components[0], keyframes: scalar)
                    return base.withComponents([track.value(time: track.duration)])
                }
                let track = KeyframeTrack(
                    initialValue: AnimatableVector(base.components), keyframes: keyframes.vectorKeyframes)
                return base.withComponents(track.value(time: track.duration).components)
            }
            let final = model[key] ?? base
            // An animated parameter shows its animator's target, rebuilt from its animatable data. A parameter jumps
            // when it cannot animate or when a change's value cannot interpolate from its own.
            let mismatched = view.transactions.contains { transaction in
                transaction.assignments.contains { $0.key == key && !base.interpolates(with: $0.value) }
            }
            let jumps = item.jumps(item.type.parameter(named: key.parameter)!) || mismatched
            return jumps ? final : base.withComponents(final.components)
        }
    }

    @Test func eachPassRestartsTheClock() throws {
        var rng = SeededGenerator(seed: 92)
        for (label, view) in Self.views where view.repetition != .once {
            var once = view
            once.repetition = .once
            var repeated = try TimelineEvaluator(view: view, displayRate: Self.rate)
            var single = try TimelineEvaluator(view: once, displayRate: Self.rate)
            let timing = repeated.timing
            guard timing.passLength > 0 else { continue }
            for _ in 0..<6 {
                let time = rng.double(in: 0...(timing.passLength * 4))
                let local = timing.localTime(time)
                #expect(repeated.values(at: time) == single.values(at: local), "\(label): t = \(time)")
            }
            if case .count(let passes) = view.repetition {
                let end = timing.passLength * Double(passes)
                #expect(repeated.values(at: end) == single.values(at: timing.passLength), "\(label): the end")
            }
        }
    }

    @Test func otherDisplayRatesAgreeWithThemselves() throws {
        var random = RandomViews(seed: 93)
        var rng = SeededGenerator(seed: 94)
        for _ in 0..<60 {
            let view = random.view()
            let rate = rng.pick([1, 24, 59.94, 120, 1000])
            var streamed = try TimelineEvaluator(view: view, displayRate: rate)
            let clock = DisplayClock(rate: rate)
            let frames = min(Int(min(streamed.timing.playLength + 0.5, 4) * rate), 2000)
            let stream = (0...frames).map { streamed.values(at: clock.time(ofFrame: $0)) }
            for frame in (0..<8).map({ _ in rng.int(in: 0...frames) }) {
                var single = try TimelineEvaluator(view: view, displayRate: rate)
                #expect(single.values(at: clock.time(ofFrame: frame)) == stream[frame], "\(rate) Hz frame \(frame)")
            }
        }
    }
}
