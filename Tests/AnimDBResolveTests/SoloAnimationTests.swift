import AnimDBEngine
import AnimDBModel
import AnimDBResolve
import AnimDBStore
import AnimDBTestSupport
import Foundation
import Testing

/// `TimelineEvaluator.soloAnimations()`: the spans in which one animation alone moves an item, which an export may write
/// as that animation rather than as samples.
@Suite struct SoloAnimationTests {
    static func timing(_ changes: [(Double, String, String?)], item type: String = "scale") throws -> Solos {
        let timeline = Timeline(
            name: "t", chain: [.inline("rect", type: "rectangle"), .inline("fx", type: type)],
            changes: changes.map { time, value, animation in
                Timeline.Change(at: time, animation: animation, [.init("fx.scale", .set, value)])
            })
        return Solos(
            soloAnimations: try TimelineEvaluator(view: ViewSpec(timeline: timeline, presets: [:])).soloAnimations())
    }

    /// What a test reads: the evaluator's answer.
    struct Solos {
        let soloAnimations: [TimelineTiming.SoloAnimation]
    }

    @Test func aTimingCurveFromRestUntilTheNextChangeIsSolo() throws {
        let timing = try Self.timing([
            (0, "2", ".easeInOut(duration: 0.5)"), (1, "3", ".linear(duration: 0.25).delay(0.1)"),
        ])
        #expect(timing.soloAnimations.map(\.time) == [0, 1])
        #expect(timing.soloAnimations.map(\.end) == [0.5, 1.35])
        #expect(timing.soloAnimations.allSatisfy { $0.item == 1 && $0.parameters.map(\.parameter) == ["scale"] })
    }

    @Test func anInterruptedOrInterruptingAnimationIsNot() throws {
        // The second change comes while the first still runs: neither is alone.
        let timing = try Self.timing([(0, "2", ".easeInOut(duration: 0.5)"), (0.3, "1", ".easeIn(duration: 0.5)")])
        #expect(timing.soloAnimations.isEmpty)
        // A change without animation during a run interrupts it too; after the run ends, the next one is alone.
        let jumped = try Self.timing([
            (0, "2", ".linear(duration: 1)"), (0.5, "4", nil), (2, "1", ".easeOut(duration: 0.2)"),
        ])
        #expect(jumped.soloAnimations.map(\.time) == [2])
    }

    @Test func springsAndRepeatsAreSoloWhenAloneButEndOnTheDisplay() throws {
        let timing = try Self.timing([(0, "2", ".spring(duration: 0.4)"), (3, "1", ".smooth")])
        #expect(timing.soloAnimations.map(\.time) == [0, 3])
        // A fluid spring ends on the display frame where it reports finished.
        #expect(timing.soloAnimations[0].end > 0.4)
        #expect((timing.soloAnimations[0].end * 60).rounded() == timing.soloAnimations[0].end * 60)
        // One that never ends (repeatForever) is not a span.
        let forever = try Self.timing([(0, "2", ".linear(duration: 1).repeatForever()")])
        #expect(forever.soloAnimations.isEmpty)
    }

    @Test func theDemoLibrarysSoloAnimations() throws {
        let expected: [String: [Double]] = [
            "arc-demo": [0.5], "rect-grow": [0], "morph-tap": [0], "count-up": [0], "shake-me": [0], "shake-decay": [0],
            "wave-demo": [], "shake-effect": [0, 1], "shake-login": [0, 2],
            // The scale's ease-in-out starts after the side count's spring has settled and ends as the next change
            // comes; the repeating spin is never alone, the petals' spring is.
            "polygon-morph": [0, 1, 1.3], "flower-loading": [1],
        ]
        for (name, view) in DemoViews.all {
            let evaluator = try TimelineEvaluator(view: view)
            let timing = evaluator.timing
            let solos = evaluator.soloAnimations()
            if let times = expected[name] {
                #expect(solos.map(\.time) == times, "\(name)")
            }
            // Every span lies inside one pass and starts before it ends.
            for solo in solos {
                #expect(solo.time < solo.end && solo.end <= timing.passLength, "\(name)")
            }
        }
    }
}
