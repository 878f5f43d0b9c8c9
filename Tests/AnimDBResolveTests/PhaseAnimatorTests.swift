import AnimDBEngine
import AnimDBGeometry
import AnimDBModel
import AnimDBResolve
import AnimDBSyntax
import Testing

/// `.phaseAnimator`: each move to the next phase is the transaction a hand-written view would make at the time the
/// previous phase's animation completes (`Animation.completionTime`, the one answer), so a phase animator and the
/// same view written with a `@State` and timed changes play the same frames.
@Suite struct PhaseAnimatorTests {
    static var syntax: ViewSyntax { ViewSyntax(presets: { _ in nil }) }

    static func evaluator(
        _ view: String, states: [Timeline.StateVariable] = [], changes: [Timeline.Change] = [], rate: Double = 60
    ) throws -> TimelineEvaluator {
        let types = states.reduce(into: [String: ParameterType]()) { types, state in
            types[state.name] = state.type.flatMap(ParameterType.init(rawValue:)) ?? .bool
        }
        let node = try syntax.tree(view, states: types)
        let timeline = Timeline(name: "phases", view: node, state: states, changes: changes)
        return try TimelineEvaluator(timeline: timeline, presets: [:], displayRate: rate)
    }

    static func values(_ evaluator: inout TimelineEvaluator, _ times: [Double]) -> [[ParameterValue]] {
        times.map { evaluator.values(at: $0) }
    }

    static let circle = "Circle().fill(.blue).frame(width: 40, height: 40)"

    /// A cycle of two Bool phases plays what a `@State` toggled at each completion plays: the moves happen where
    /// `completionTime` says, with each phase's own animation.
    @Test(arguments: [
        (".easeIn(duration: 0.4)", ".easeOut(duration: 0.6)"),
        (".spring(duration: 0.5, bounce: 0.3)", ".linear(duration: 0.25)"),
        (".bouncy", ".smooth(duration: 0.3)"),
    ])
    func aCycleIsTheChangesAHandWrittenViewMakesAtEachCompletion(into: String, back: String) throws {
        let rate = 60.0
        var phases = try Self.evaluator(
            "\(Self.circle).phaseAnimator([false, true]) { content, phase in content.scaleEffect(phase ? 1.5 : 1) }"
                + " animation: { phase in phase ? \(into) : \(back) }", rate: rate)
        let display = DisplayClock(rate: rate)
        let first = try StoredText.animation(into), second = try StoredText.animation(back)
        let up = try #require(first.completionTime(startingAt: 0, on: display))
        let down = try #require(second.completionTime(startingAt: up, on: display))
        #expect(phases.timing.isOpenEnded)
        #expect(phases.timing.passLength == down)
        var written = try Self.evaluator(
            "\(Self.circle).scaleEffect(on ? 1.5 : 1)", states: [.init(name: "on", type: "bool", value: "false")],
            changes: [
                .init(at: 0, animation: into, [.init(.state("on"), .set, "true")]),
                .init(at: up, animation: back, [.init(.state("on"), .set, "false")]),
            ], rate: rate)
        let times = stride(from: 0.0, through: down, by: 1 / 120).map { $0 }
        #expect(Self.values(&phases, times) == Self.values(&written, times))
    }

    /// Moves follow the phases in order and wrap to the first; the pass ends on whole cycles that reach past the last
    /// written change.
    @Test func phasesCycleInOrderOverWholeCycles() throws {
        let text =
            "\(Self.circle).phaseAnimator([1.0, 2.0, 3.0]) { content, step in content.scaleEffect(step) }"
            + " animation: { _ in .linear(duration: 0.5) }"
        var evaluator = try Self.evaluator(
            text, states: [.init(name: "later", type: "bool", value: "false")],
            changes: [.init(at: 2, animation: nil, [.init(.state("later"), .set, "true")])])
        let moves = evaluator.view.transactions.filter(\.isScheduled)
        let display = DisplayClock(rate: 60)
        // Each move starts when the one before completes: 0.5 s and the frame after it.
        var expected: [Double] = [0]
        while expected.count < moves.count {
            expected.append(
                try #require(
                    Animation.linear(duration: 0.5).completionTime(
                        startingAt: expected.last!, on: display)))
        }
        #expect(moves.map(\.time) == expected)
        #expect(moves.map { $0.stateAssignments[0].value } == [2, 3, 1, 2, 3, 1].map(ParameterValue.double))
        // Two cycles: the first ends before the written change at 2 s, the second after it.
        let cycle = try #require(Animation.linear(duration: 0.5).completionTime(startingAt: expected[2], on: display))
        #expect(cycle < 2)
        #expect(evaluator.timing.passLength > 2)
        #expect(evaluator.values(at: evaluator.timing.passLength)[0] == .double(1))
    }

    /// With a trigger, nothing moves until the trigger changes; then the phases run once, back to the first, and a
    /// change during a run moves on at once.
    @Test func aTriggerRunsThePhasesOnceAndMovesOnAtOnceWhenItChangesAgain() throws {
        let text =
            "\(Self.circle).phaseAnimator([1.0, 1.4, 0.9], trigger: likes) { content, scale in content.scaleEffect(scale) }"
            + " animation: { _ in .easeOut(duration: 0.2) }"
        let likes = Timeline.StateVariable(name: "likes", type: "int", value: "0")
        let tap = { (time: Double) in Timeline.Change(at: time, animation: nil, [.init(.state("likes"), .add, "1")]) }
        var once = try Self.evaluator(text, states: [likes], changes: [tap(0.5)])
        #expect(!once.timing.isOpenEnded)
        #expect(once.values(at: 0.49)[0] == .double(1))
        let moves = once.view.transactions.filter(\.isScheduled)
        #expect(moves.map { $0.stateAssignments[0].value } == [1.4, 0.9, 1.0].map(ParameterValue.double))
        #expect(moves.first?.time == 0.5)
        #expect(once.values(at: once.timing.passLength)[0] == .double(1))

        // A second tap at 0.6, before 1.4 completes (0.7), moves on to 0.9 at once, then back to 1.
        var twice = try Self.evaluator(text, states: [likes], changes: [tap(0.5), tap(0.6)])
        let again = twice.view.transactions.filter(\.isScheduled)
        #expect(again.map(\.time).prefix(2) == [0.5, 0.6])
        #expect(again.map { $0.stateAssignments[0].value } == [1.4, 0.9, 1.0].map(ParameterValue.double))
        #expect(twice.values(at: twice.timing.passLength)[0] == .double(1))
        // An assignment that leaves the trigger as it is does not run the phases.
        let same = Timeline.Change(at: 0.5, animation: nil, [.init(.state("likes"), .set, "0")])
        let still = try Self.evaluator(text, states: [likes], changes: [same])
        #expect(still.view.transactions.filter(\.isScheduled).isEmpty)
    }

    /// Several animators may all call their phase `phase`: each moves its own content only.
    @Test func animatorsThatNameTheirPhasesAlikeMoveApart() throws {
        var evaluator = try Self.evaluator(
            """
            HStack {
                Circle().frame(width: 10, height: 10).phaseAnimator([1.0, 0.5]) { content, phase in content.opacity(phase) } animation: { _ in .linear(duration: 0.3) }
                Circle().frame(width: 10, height: 10).phaseAnimator([0.5, 1.0]) { content, phase in content.opacity(phase) } animation: { _ in .linear(duration: 0.6) }
            }
            """)
        #expect(evaluator.view.phaseAnimators.count == 2)
        #expect(Set(evaluator.view.phaseAnimators.map(\.state)).count == 2)
        #expect(evaluator.values(at: 0) == [.double(1), .double(0.5)])
        let middle = evaluator.values(at: 0.15)
        #expect(middle == [.double(0.75), .double(0.625)])
    }

    /// The animation closure: one animation, `phase ? a : b`, or a switch over the phases with a default.
    @Test(arguments: [
        ("_ in .bouncy", [".bouncy", ".bouncy", ".bouncy"]),
        (
            "step in\n switch step {\n case 2: .easeIn\n case 1, 3: return .linear(duration: 0.2)\n }",
            [".linear(duration: 0.2)", ".easeIn", ".linear(duration: 0.2)"]
        ),
        ("step in switch step {\ncase 3: nil\ndefault: .snappy\n}", [".snappy", ".snappy", "nil"]),
    ])
    func theAnimationClosureGivesEachPhaseItsAnimation(closure: String, expected: [String]) throws {
        let evaluator = try Self.evaluator(
            "\(Self.circle).phaseAnimator([1, 2, 3]) { content, step in content.opacity(1) } animation: { \(closure) }")
        let animations = try #require(evaluator.view.phaseAnimators.first).animations
        let wanted = try expected.map { $0 == "nil" ? nil : try StoredText.animation($0) }
        #expect(animations == wanted)
    }

    /// What a phase animator cannot be is refused in one line naming it.
    @Test(arguments: [
        ("[]", "", "the phases must not be empty"),
        ("[true, 2]", "", "the phases must all be of one type"),
        ("[\"a\", \"b\"]", "", "a phase must be a Bool or a number"),
        ("[1, 2]", ", trigger: nothing", "its trigger 'nothing' is not a @State of the view"),
    ])
    func whatCannotBeAPhaseAnimatorIsRefused(phases: String, trigger: String, message: String) throws {
        let text = "\(Self.circle).phaseAnimator(\(phases)\(trigger)) { content, phase in content.opacity(1) }"
        #expect {
            _ = try Self.evaluator(text)
        } throws: { error in
            String(describing: error).contains(message)
        }
    }

    /// `completionTime`: a timing curve completes on the frame after its end (the frame at its end still shows it
    /// running), a fluid spring once its response has passed, a change without animation on the next frame, and a
    /// `repeatForever` never.
    @Test func completionFallsOnTheDisplayFrameTheAnimationReportsIt() throws {
        let display = DisplayClock(rate: 60)
        #expect(Animation.linear(duration: 0.5).completionTime(startingAt: 0, on: display) == 31.0 / 60)
        #expect(
            Animation.spring(response: 0.5, dampingFraction: 0.8).completionTime(startingAt: 0, on: display)
                == 30.0 / 60)
        #expect((nil as Animation?).completionTime(startingAt: 1, on: display) == 61.0 / 60)
        #expect(Animation.linear(duration: 0.2).repeatForever().completionTime(startingAt: 0, on: display) == nil)
        let removed = Animation.spring(response: 0.5, dampingFraction: 0.8).completionTime(
            startingAt: 0, on: display, criteria: .removed)
        #expect(try #require(removed) > 0.5)
    }
}
