import AnimDBEngine
import AnimDBGeometry
import AnimDBModel
import AnimDBResolve
import AnimDBSyntax
import Testing

/// `withAnimation(_:completionCriteria:_:completion:)`: a completion's change is the change a hand-written view
/// would make on the frame the first change completes (`Animation.completionTime`), so both play the same frames.
@Suite struct CompletionTests {
    static let view = "Circle().frame(width: 40, height: 40).scaleEffect(s).offset(x: x)"
    static let states = [
        Timeline.StateVariable(name: "s", type: "double", value: "1"),
        Timeline.StateVariable(name: "x", type: "double", value: "0"),
    ]

    static func change(
        _ assignments: [(String, String)], _ animation: String?, at time: Double = 0,
        then completion: Timeline.Completion? = nil
    ) -> Timeline.Change {
        Timeline.Change(
            at: time, animation: animation, assignments.map { Timeline.Assignment(.state($0.0), .set, $0.1) },
            completion: completion)
    }

    @Test(arguments: [
        (".easeOut(duration: 0.3)", "logicallyComplete"), (".easeOut(duration: 0.3)", "removed"),
        (".spring(duration: 0.4, bounce: 0.2)", "logicallyComplete"), (".bouncy", "removed"),
        (".linear(duration: 0.2).delay(0.1)", "logicallyComplete"),
    ])
    func aCompletionIsTheChangeMadeWhenTheFirstCompletes(animation: String, criteria: String) throws {
        let first = Self.change([("s", "1.5")], animation, at: 0.25)
        let then = Self.change([("x", "60")], ".snappy")
        var chained = first
        chained.completion = Timeline.Completion(criteria: criteria, then)
        var completed = try PhaseAnimatorTests.evaluator(Self.view, states: Self.states, changes: [chained])
        let at = try #require(
            try StoredText.animation(animation).completionTime(
                startingAt: 0.25, on: DisplayClock(rate: 60), criteria: AnimationCompletionCriteria(rawValue: criteria)!
            ))
        var later = then
        later.time = at
        var written = try PhaseAnimatorTests.evaluator(Self.view, states: Self.states, changes: [first, later])
        let times = stride(from: 0.0, through: at + 1, by: 1 / 90).map { $0 }
        #expect(PhaseAnimatorTests.values(&completed, times) == PhaseAnimatorTests.values(&written, times))
        #expect(completed.timing.passLength == written.timing.passLength)
    }

    /// `.removed` waits for a spring to come to rest; logical completion comes with its response.
    @Test func removedWaitsForTheSpringToRest() throws {
        let spring = Animation.spring(response: 0.5, dampingFraction: 0.6)
        let display = DisplayClock(rate: 60)
        let logical = try #require(spring.completionTime(startingAt: 0, on: display))
        let removed = try #require(spring.completionTime(startingAt: 0, on: display, criteria: .removed))
        #expect(logical == 0.5)
        #expect(removed > logical + 0.15)
    }

    /// A chain runs each change after the one before, and stops at an animation that never completes.
    @Test func aChainRunsInOrderAndStopsAtAnAnimationThatNeverCompletes() throws {
        let last = Self.change([("s", "2")], nil)
        let forever = Self.change(
            [("x", "10")], ".linear(duration: 0.5).repeatForever()", then: Timeline.Completion(last))
        let first = Self.change([("s", "1.5")], ".linear(duration: 0.5)", then: Timeline.Completion(forever))
        let evaluator = try PhaseAnimatorTests.evaluator(Self.view, states: Self.states, changes: [first])
        let made = evaluator.view.transactions.filter(\.isScheduled)
        #expect(made.count == 1)
        #expect(made.first?.time == 31.0 / 60)
        #expect(evaluator.timing.isOpenEnded)
    }

    /// A completion's change is a change like any other: it may run a phase animator's trigger.
    @Test func aCompletionMayChangeAPhaseAnimatorsTrigger() throws {
        let view =
            "Circle().frame(width: 40, height: 40).scaleEffect(s).phaseAnimator([1.0, 0.5], trigger: x) { content, o in content.opacity(o) } animation: { _ in .linear(duration: 0.2) }"
        let first = Self.change(
            [("s", "1.5")], ".linear(duration: 0.3)", then: Timeline.Completion(Self.change([("x", "1")], nil)))
        let evaluator = try PhaseAnimatorTests.evaluator(view, states: Self.states, changes: [first])
        let made = evaluator.view.transactions.filter(\.isScheduled)
        // The completion at the frame after 0.3 s, then the phases from that frame on.
        #expect(made.map(\.time).prefix(2) == [19.0 / 60, 19.0 / 60])
        #expect(made.count == 3)
    }

    /// Stored timelines keep a completion through their JSON, and a change without one is written as before.
    @Test func completionsSurviveTheStoredForm() throws {
        let chained = Self.change(
            [("s", "1.5")], ".easeIn", at: 1,
            then: Timeline.Completion(criteria: "removed", Self.change([("x", "3")], ".bouncy")))
        let timeline = Timeline(
            name: "chain", view: try PhaseAnimatorTests.syntax.tree(Self.view, states: ["s": .double, "x": .double]),
            state: Self.states, changes: [chained, Self.change([("x", "0")], nil, at: 2)])
        let json = timeline.contentJSON.canonicalText
        #expect(json.contains(#""completion":{"change":{"animation":".bouncy","assign""#))
        #expect(json.components(separatedBy: "completion").count == 2)
        let read = try Timeline(id: timeline.id, contentJSON: timeline.contentJSON, presets: { _ in nil })
        #expect(read.changes == timeline.changes)
    }
}
