import AnimDBEngine
import AnimDBGeometry
import AnimDBModel
import AnimDBResolve
import AnimDBStore
import AnimDBSyntax
import AnimDBTestSupport
import Foundation
import Testing

@Suite struct TimelineEvaluatorTests {
    static func evaluator(
        _ type: String, _ values: [String: String] = [:], tracks: [String: ParameterTrack],
        repetition: Timeline.Repetition = .once, displayRate: Double = 60
    ) throws -> TimelineEvaluator {
        let preset = Preset(
            name: "p", type: type,
            parameters: values.sorted { $0.key < $1.key }.map { .init(name: $0.key, value: $0.value) })
        let timeline = try Timeline.onePreset(preset, repetition: repetition, tracks: tracks)
        return try TimelineEvaluator(timeline: timeline, presets: [preset.id: preset], displayRate: displayRate)
    }

    /// A `scale` modifier timeline of `changes` (time, value, animation).
    static func scaleChanges(_ changes: [(Double, String, String)]) throws -> TimelineEvaluator {
        try evaluator(
            "scale", tracks: ["scale": .changes(changes.map { .init(at: $0.0, value: $0.1, animation: $0.2) })])
    }

    static func scale(_ evaluator: inout TimelineEvaluator, at time: Double) -> Double {
        evaluator.values(at: time)[0].numericValue!
    }

    /// The Pulse button of PolygonDemoView: an ease-in-out to 0.8 over 0.3 s, then at 0.3 s (the instant it ends) a
    /// spring back to 1.
    ///
    /// The spring merges with the finished ease-in-out, taking over its offset (−0.2: a bézier at elapsed == duration
    /// still returns its end value) and its velocity (none: a timing curve reports none, so 0), and springs from 0.8
    /// to 1. `spring(duration: 0.5, bounce: 0.5)` is the fluid spring `spring(response: 0.5, dampingFraction: 0.5)`
    /// (reference §2.2), integrating m·x″ = k(Δ − x) − c·x′ with k = (2π/0.5)² and c = 2√k·0.5: exactly the
    /// equation `Spring(duration: 0.5, bounce: 0.5)` solves in closed form (ω₀ = 2π/0.5, ζ = 1 − 0.5), here from
    /// rest with a change of 1. So 0.3 s after the hand-over the scale is 0.8 + 0.2 · that spring's value at 0.3,
    /// up to the integrator's error (1/300 s steps; about 1e-3).
    @Test func aSpringTakingOverAsAnEaseInOutEndsSpringsFromItsEnd() throws {
        var pulse = try Self.scaleChanges([
            (0, "0.8", ".easeInOut(duration: 0.3)"), (0.3, "1", ".spring(duration: 0.5, bounce: 0.5)"),
        ])
        let model = Spring(duration: 0.5, bounce: 0.5).value(target: 1.0, time: 0.3)
        let at06 = Self.scale(&pulse, at: 0.6)
        #expect(at06.isApproximatelyEqual(to: 0.8 + 0.2 * model, absoluteTolerance: 0.01))
        // At the hand-over it still shows the ease-in-out's end, then springs (overshooting 1) and settles.
        #expect(Self.scale(&pulse, at: 0.3) == 0.8)
        #expect(Self.scale(&pulse, at: 0.3 + 1.0 / 60) > 0.8)
        let peak = stride(from: 0.3, through: 1.2, by: 1.0 / 60).map { Self.scale(&pulse, at: $0) }.max()!
        // Bounce 0.5 overshoots by e^(−πζ/√(1 − ζ²)) ≈ 16 % of the change.
        #expect(peak > 1.03)
        #expect(Self.scale(&pulse, at: pulse.timing.passLength) == 1)
        // With the change a little later (the ease-in-out already finished) it springs the same way.
        var later = try Self.scaleChanges([
            (0, "0.8", ".easeInOut(duration: 0.3)"), (0.31, "1", ".spring(duration: 0.5, bounce: 0.5)"),
        ])
        #expect(Self.scale(&later, at: 0.61).isApproximatelyEqual(to: at06, absoluteTolerance: 0.01))
    }

    @Test func changesAtOneInstantApplyInStoredOrder() throws {
        // Two withAnimation blocks in one event: the second combines with the first from its start.
        var twice = try Self.scaleChanges([(0.5, "3", ".linear(duration: 1)"), (0.5, "2", ".linear(duration: 1)")])
        var animator = Animator(value: 1.0, displayRate: 60)
        animator.animate(to: 3, with: .linear(duration: 1), at: 0.5)
        animator.animate(to: 2, with: .linear(duration: 1), at: 0.5)
        for time in [0.4, 0.5, 0.75, 1.2, 1.5, 2] {
            #expect(Self.scale(&twice, at: time) == animator.value(at: time), "t = \(time)")
        }
        #expect(Self.scale(&twice, at: 0.5) == 1)
        #expect(Self.scale(&twice, at: 2) == 2)
        // The other order ends elsewhere.
        var reversed = try Self.scaleChanges([(0.5, "2", ".linear(duration: 1)"), (0.5, "3", ".linear(duration: 1)")])
        #expect(Self.scale(&reversed, at: 2) == 3)
    }

    @Test func anItemsParametersAnimateAsOneVectorAndFinishTogether() throws {
        // rect-grow: width and height change in one transaction with one fluid spring.
        let view = try DemoViews.view("rect-grow")
        #expect(view.transactions.count == 1)
        // The button sets the states; the rectangle's parameters read them.
        #expect(try view.expandedTransactions().transactions[0].assignments.map(\.key.parameter) == ["width", "height"])
        var evaluator = try TimelineEvaluator(view: view)
        let timing = evaluator.timing
        let width = try #require(timing.parameter(named: "SizeRectangle.width")?.length)
        let height = try #require(timing.parameter(named: "SizeRectangle.height")?.length)
        #expect(width == height)
        #expect(width == timing.passLength)
        let before = evaluator.values(at: width - 1.0 / 60)
        #expect(before != [.double(200), .double(100)])
        #expect(evaluator.values(at: width) == [.double(200), .double(100)])
        // One animator: the fluid spring's finish rule looks at the whole vector (its thresholds are absolute), so
        // the pair finishes after the smaller change would have alone.
        let spring = try #require(view.transactions[0].animation)
        let heightAlone = try #require(spring.duration(from: 50, to: 100))
        #expect(heightAlone < width)
    }

    @Test func parametersThatCannotAnimateJumpAtTheirTransaction() throws {
        var arc = try Self.evaluator(
            "arc", ["clockwise": "true"],
            tracks: [
                "clockwise": .changes([.init(at: 0.25, value: "false", animation: ".easeIn(duration: 1)")]),
                "endAngle": .changes([.init(at: 0.25, value: ".degrees(90)", animation: ".easeIn(duration: 1)")]),
            ])
        #expect(arc.parameters.map(\.parameter) == ["endAngle", "clockwise"])
        #expect(arc.timing.parameter(named: "clockwise")?.jumps == true)
        #expect(arc.timing.parameter(named: "endAngle")?.jumps == false)
        #expect(arc.values(at: 0.2499)[1] == .bool(true))
        #expect(arc.values(at: 0.25)[1] == .bool(false))
        #expect(arc.timing.parameter(named: "clockwise")?.length == 0.25)
        #expect(arc.timing.passLength == 1.25)
    }

    @Test func openEndedAnimationsCountFiveSecondsAfterTheirChange() throws {
        var wave = try Self.evaluator(
            "wave",
            tracks: [
                "phase": .changes([
                    .init(
                        at: 1, value: "6.283185307179586",
                        animation: ".linear(duration: 2).repeatForever(autoreverses: false)")
                ])
            ])
        #expect(wave.timing.isOpenEnded)
        #expect(wave.timing.passLength == 1 + TimelineTiming.openEndedTail)
        #expect(wave.timing.parameters[0].length == nil)
        // The repeat restarts on the display frame after each iteration, so 2.5 s into the run (at 3.5 s) it is
        // 0.5 − 1/60 s into its second iteration, the same for any way of asking.
        let expected = 6.283185307179586 * (2.5 - 121.0 / 60) / 2
        let value = wave.values(at: 3.5)[0].numericValue!
        #expect(value.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-9))
    }

    @Test func displayRatesChangeStatefulAnimationsOnly() throws {
        let tracks: [String: ParameterTrack] = [
            "scale": .changes([.init(at: 0, value: "2", animation: ".linear(duration: 0.5).repeatCount(2)")])
        ]
        var at60 = try Self.evaluator("scale", tracks: tracks)
        var at10 = try Self.evaluator("scale", tracks: tracks, displayRate: 10)
        // The second iteration starts on the first frame after 0.5 s: 0.5167 s at 60 Hz, 0.6 s at 10 Hz.
        #expect(at60.timing.passLength == 62.0 / 60)
        #expect(at10.timing.passLength == 1.1)
        #expect(Self.scale(&at60, at: 0.55) != Self.scale(&at10, at: 0.55))
        let stateless: [String: ParameterTrack] = [
            "scale": .changes([.init(at: 0, value: "2", animation: ".easeIn(duration: 0.5)")])
        ]
        var a = try Self.evaluator("scale", tracks: stateless)
        var b = try Self.evaluator("scale", tracks: stateless, displayRate: 10)
        #expect(Self.scale(&a, at: 0.33) == Self.scale(&b, at: 0.33))
        #expect(a.timing.passLength == 0.5)
        #expect(b.timing.passLength == 0.5)
        #expect(throws: TimelineError.invalidDisplayRate(0.5)) {
            try Self.evaluator("scale", tracks: stateless, displayRate: 0.5)
        }
    }

    @Test func storedChangesFormTransactionsBySameTimeAndAnimation() throws {
        let preset = Preset(name: "p", type: "rectangle")
        let changes: (String, String) -> ParameterTrack = { first, second in
            .changes([
                .init(at: 0, value: first, animation: ".smooth"), .init(at: 0, value: second, animation: ".linear"),
            ])
        }
        let timeline = try Timeline.onePreset(
            preset, tracks: ["width": changes("10", "20"), "height": changes("30", "40")])
        let view = try ViewSpec(timeline: timeline, presets: [preset.id: preset])
        #expect(view.transactions.map(\.assignments.count) == [2, 2])
        #expect(view.transactions.map(\.animation) == [.smooth, .linear])
        // Parameters join their transactions in name order, as the store reads format 1 (height before width).
        #expect(view.transactions[1].assignments.map(\.key.parameter) == ["height", "width"])
        #expect(view.transactions[1].assignments.map(\.value) == [.double(40), .double(20)])
    }

    @Test func viewsOfSeveralItemsAddressParametersByItem() throws {
        let rectangle = try #require(PresetTypeCatalog.type(named: "rectangle"))
        let offset = try #require(PresetTypeCatalog.type(named: "offset"))
        let scale = try #require(PresetTypeCatalog.type(named: "scale"))
        let view = ViewSpec(
            items: [
                try .init(name: "box", type: rectangle, values: [:]),
                try .init(name: "move", type: offset, values: [:]),
                try .init(name: "grow", type: scale, values: [:]),
            ],
            keyframes: [
                .init(item: 2, parameter: "scale"): try ExpressionParser.parseKeyframes(
                    "LinearKeyframe(2, duration: 1)", as: .double)
            ],
            transactions: [
                .init(
                    time: 0, animation: .easeIn(duration: 1),
                    assignments: [
                        .init(.init(item: 0, parameter: "width"), .double(10)),
                        .init(.init(item: 1, parameter: "x"), .double(5), isRelative: true),
                    ])
            ])
        var evaluator = try TimelineEvaluator(view: view)
        #expect(evaluator.parameterNames == ["width", "x", "scale"])
        let end = evaluator.values(at: 1)
        #expect(end == [.double(10), .double(5), .double(2)])
        #expect(throws: TimelineError.self) {
            var bad = view
            bad.transactions.append(
                .init(time: 0.5, animation: nil, assignments: [.init(.init(item: 2, parameter: "scale"), .double(1))]))
            _ = try TimelineEvaluator(view: bad)
        }
        #expect(throws: TimelineError.self) {
            var bad = view
            bad.transactions.append(.init(time: -1, animation: nil, assignments: []))
            _ = try TimelineEvaluator(view: bad)
        }
    }

    @Test func aChangeWithoutAnimationMovesTheModelUnderARunningAnimation() throws {
        let view = ViewSpec(
            items: [try .init(name: "s", type: try #require(PresetTypeCatalog.type(named: "scale")), values: [:])],
            transactions: [
                .init(
                    time: 0, animation: .linear(duration: 1),
                    assignments: [.init(.init(item: 0, parameter: "scale"), .double(3))]),
                .init(time: 0.5, animation: nil, assignments: [.init(.init(item: 0, parameter: "scale"), .double(5))]),
            ])
        var evaluator = try TimelineEvaluator(view: view)
        // Half-way (2) plus the jump (+2), then the rest of the animation on top of the new value.
        #expect(evaluator.values(at: 0.5) == [.double(4)])
        #expect(evaluator.values(at: 0.75) == [.double(4.5)])
        #expect(evaluator.values(at: 1) == [.double(5)])
    }
}
