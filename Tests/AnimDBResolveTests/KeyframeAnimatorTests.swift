import AnimDBEngine
import AnimDBGeometry
import AnimDBModel
import AnimDBResolve
import AnimDBSyntax
import Testing

/// `.keyframeAnimator`: its keyframes drive the parameters that read its value, from each change of its trigger
/// (each run from the value shown then) or looped, and the same keyframes played by the engine's `KeyframeTrack`
/// from those times give the same values.
@Suite struct KeyframeAnimatorTests {
    static let keyframes = "KeyframeTrack { CubicKeyframe(1.5, duration: 0.2); SpringKeyframe(1.0, spring: .bouncy) }"
    static let likes = Timeline.StateVariable(name: "likes", type: "int", value: "0")

    static func view(_ when: String) -> String {
        "Circle().frame(width: 40, height: 40).keyframeAnimator(initialValue: 1.0, \(when)) { content, value in "
            + "content.scaleEffect(value).offset(y: value) } keyframes: { _ in \(keyframes) }"
    }

    static func tap(_ time: Double) -> Timeline.Change {
        Timeline.Change(at: time, animation: nil, [.init(.state("likes"), .add, "1")])
    }

    static func track(from initial: Double) throws -> KeyframeTrack<Double> {
        let parsed = try ExpressionParser.parseKeyframes(keyframes, as: .double)
        return KeyframeTrack(initialValue: initial, keyframes: try #require(parsed.doubleKeyframes))
    }

    @Test func eachTriggerPlaysTheKeyframesFromTheValueShownThen() throws {
        var evaluator = try PhaseAnimatorTests.evaluator(
            Self.view("trigger: likes"), states: [Self.likes], changes: [Self.tap(0.5), Self.tap(0.8)])
        let first = try Self.track(from: 1)
        let shown = first.value(time: 0.3)
        let second = try Self.track(from: shown)
        for step in 0...150 {
            let time = Double(step) / 60
            let expected = time < 0.5 ? 1 : time < 0.8 ? first.value(time: time - 0.5) : second.value(time: time - 0.8)
            // Both readers of the value follow it: the scale and the offset.
            #expect(evaluator.values(at: time) == [.double(expected), .double(expected)], "t = \(time)")
        }
        #expect(evaluator.timing.passLength == 0.8 + second.duration)
        #expect(!evaluator.timing.isOpenEnded)
    }

    @Test func aTriggerThatKeepsItsValuePlaysNothing() throws {
        var evaluator = try PhaseAnimatorTests.evaluator(
            Self.view("trigger: likes"), states: [Self.likes],
            changes: [Timeline.Change(at: 0.5, animation: nil, [.init(.state("likes"), .set, "0")])])
        #expect(evaluator.values(at: 0.7) == [.double(1), .double(1)])
    }

    @Test func repeatingKeyframesLoopFromTheStart() throws {
        var evaluator = try PhaseAnimatorTests.evaluator(Self.view("repeating: true"))
        let track = try Self.track(from: 1)
        #expect(evaluator.timing.isOpenEnded)
        #expect(evaluator.timing.passLength == track.duration)
        for time in [0.1, 0.25, track.duration * 0.9] {
            #expect(evaluator.values(at: time)[0] == .double(track.value(time: time)))
        }
        var once = try PhaseAnimatorTests.evaluator(Self.view("repeating: false"))
        #expect(once.values(at: 0.1).allSatisfy { $0 == .double(1) })
    }

    @Test func aValueReadOtherThanAsItIsIsRefused() throws {
        let text =
            "Circle().keyframeAnimator(initialValue: 1.0, repeating: true) { content, value in "
            + "content.rotationEffect(.degrees(value)) } keyframes: { _ in \(Self.keyframes) }"
        #expect {
            _ = try PhaseAnimatorTests.evaluator(text)
        } throws: { error in
            String(describing: error).contains("reads the keyframe animator's 'value' other than as it is")
        }
    }
}

/// A struct value: each member has its own `KeyframeTrack(\.member)`, which drives the parameters that read
/// `value.member`; a member no track drives keeps its initial value.
@Suite struct KeyframeAnimatorStructTests {
    static let view =
        "Circle().frame(width: 40, height: 40).keyframeAnimator(initialValue: Values(scale: 1.0, y: 0, spin: 0.5), "
        + "repeating: true) { content, value in content.scaleEffect(value.scale).offset(y: value.y).opacity(value.spin) } "
        + "keyframes: { _ in KeyframeTrack(\\.scale) { LinearKeyframe(2, duration: 0.5) }\n"
        + "KeyframeTrack(\\.y) { CubicKeyframe(-30, duration: 0.25); CubicKeyframe(0, duration: 0.25) } }"

    @Test func eachMemberFollowsItsOwnTrack() throws {
        var evaluator = try PhaseAnimatorTests.evaluator(Self.view)
        let scale = KeyframeTrack(
            initialValue: 1.0, keyframes: [Keyframe.linear(2, duration: 0.5, timingCurve: .linear)])
        let y = try ExpressionParser.parseKeyframes(
            "KeyframeTrack(\\.y) { CubicKeyframe(-30, duration: 0.25); CubicKeyframe(0, duration: 0.25) }", as: .double)
        let yTrack = KeyframeTrack(initialValue: 0.0, keyframes: try #require(y.doubleKeyframes))
        for time in [0.0, 0.1, 0.2, 0.3, 0.45] {
            let values = evaluator.values(at: time)
            #expect(values.contains(.double(scale.value(time: time))), "scale at \(time): \(values)")
            #expect(values.contains(.double(yTrack.value(time: time))), "y at \(time): \(values)")
        }
        // `spin` has no track: its reader stays at the initial value and is no animated parameter at all.
        #expect(evaluator.view.items.contains { $0.values["opacity"] == .double(0.5) })
        #expect(evaluator.timing.isOpenEnded)
    }

    @Test(arguments: [
        ("Values()", "each member given"),
        ("Values(scale: 1.0)", "has no member 'y'"),
    ])
    func aValueWithoutItsMembersIsRefused(initial: String, message: String) throws {
        let text = Self.view.replacingOccurrences(of: "Values(scale: 1.0, y: 0, spin: 0.5)", with: initial)
        #expect {
            _ = try PhaseAnimatorTests.evaluator(text)
        } throws: { error in
            String(describing: error).contains(message)
        }
    }
}
