import AnimDBCLI
import Foundation
import Testing

/// Phase animators and completions as a user meets them: typed as flags, pasted as Swift, played, shown, and written
/// back by codegen in a form that, pasted again, plays the same frames.
@Suite struct TriggerCommandTests {
    static let chain =
        "withAnimation(.easeOut(duration: 0.3)) { s = 1.5 } completion: { withAnimation(.spring(duration: 0.4), "
        + "completionCriteria: .removed) { x = 60 } completion: { s = 1 } }"
    static let view = "Circle().fill(.blue).frame(width: 40, height: 40).scaleEffect(s).offset(x: x)"

    static func frames(_ cli: CLIFixture, _ name: String) -> String {
        cli.run("play", name, "--fps", "20", "--format", "table").stdout
    }

    @Test func aChangeWithCompletionsIsStoredShownAndWrittenBack() throws {
        let cli = try CLIFixture()
        let added = cli.run(
            "add", "timeline", "chain", "--view", Self.view, "--state", "s=1.0", "--state", "x=0.0", "--change",
            Self.chain)
        #expect(added.code == 0, "\(added.stderr)")
        let show = cli.run("show", "chain").stdout
        #expect(
            show.contains(
                "s = 1.5 with .easeOut(duration: 0.3), then when complete: x = 60 with .spring(response: 0.4, "
                    + "dampingFraction: 1), then when removed: s = 1 at 0"), "\(show)")
        let source = cli.run("codegen", "chain", "--target", "ios17").stdout
        #expect(
            source.contains(
                """
                        withAnimation(.easeOut(duration: 0.3)) {
                            s = 1.5
                        } completion: {
                            withAnimation(.spring(duration: 0.4), completionCriteria: .removed) {
                                x = 60
                            } completion: {
                                s = 1
                            }
                        }
                """), "\(source)")
        // The same change written as a Swift action plays the same frames.
        let file = cli.directory.path("Chain.swift")
        try """
        import SwiftUI

        struct ChainView: View {
            @State private var s: Double = 1
            @State private var x: Double = 0

            var body: some View {
                \(Self.view)
                    .onAppear {
                        \(Self.chain)
                    }
            }
        }
        """.write(toFile: file, atomically: true, encoding: .utf8)
        let pasted = cli.run("add", "timeline", "pasted", "--swift", file)
        #expect(pasted.code == 0, "\(pasted.stderr)")
        #expect(Self.frames(cli, "pasted") == Self.frames(cli, "chain"))
    }

    /// What iOS 13 cannot say it plays as timed changes, with a warning on stderr.
    @Test func iOS13WritesCompletionsAsTimedChanges() throws {
        let cli = try CLIFixture()
        #expect(
            cli.run(
                "add", "timeline", "chain", "--view", Self.view, "--state", "s=1.0", "--state", "x=0.0", "--change",
                Self.chain
            ).code == 0)
        let result = cli.run("codegen", "chain", "--target", "ios13")
        #expect(result.code == 0)
        #expect(!result.stdout.contains("completion:"))
        #expect(result.stdout.contains("DispatchQueue.main.asyncAfter(deadline: .now() + 0.31666666666666665)"))
        #expect(result.stderr.contains("iOS 13 has no animation completions"))
    }

    static let beat =
        "Circle().frame(width: 30, height: 30).phaseAnimator([1.0, 1.4, 0.9], trigger: likes) { content, scale in "
        + "content.scaleEffect(scale) } animation: { scale in switch scale {\ncase 1.4: .bouncy\n"
        + "default: .easeOut(duration: 0.2)\n} }"

    /// The demo's phase animator, generated and pasted back as Swift, plays what the stored view plays.
    @Test func aPhaseAnimatorComesBackFromItsGeneratedSwift() throws {
        let cli = try CLIFixture()
        let source = cli.run("codegen", "loading-dots").stdout
        #expect(source.contains(".phaseAnimator([0.4, 1.0, 0.4]) { content, phase in"))
        let file = cli.directory.path("Back.swift")
        try source.write(toFile: file, atomically: true, encoding: .utf8)
        let back = cli.run("add", "timeline", "back", "--swift", file)
        #expect(back.code == 0, "\(back.stderr)")
        #expect(Self.frames(cli, "back") == Self.frames(cli, "loading-dots"))
    }

    /// A triggered animator pasted as Swift, its trigger changed by a tap, plays what the flags' view plays.
    @Test func aPastedTriggeredAnimatorPlaysAsTheFlagsDo() throws {
        let cli = try CLIFixture()
        let flags = cli.run(
            "add", "timeline", "flags", "--state", "likes=0", "--change", "likes += 1 at 0.5", "--view", Self.beat)
        #expect(flags.code == 0, "\(flags.stderr)")
        let file = cli.directory.path("Like.swift")
        try """
        import SwiftUI

        struct LikeView: View {
            @State private var likes = 0

            var body: some View {
                \(Self.beat)
                    .onTapGesture { likes += 1 }
            }
        }
        """.write(toFile: file, atomically: true, encoding: .utf8)
        let pasted = cli.run("add", "timeline", "pasted", "--swift", file, "--event", "tap Circle at 0.5")
        #expect(pasted.code == 0, "\(pasted.stderr)")
        let frames = Self.frames(cli, "flags")
        #expect(frames.split(separator: "\n").count > 20)
        #expect(Self.frames(cli, "pasted") == frames)
    }

    static let heart =
        "Circle().fill(.red).frame(width: 40, height: 40).keyframeAnimator(initialValue: 1.0, trigger: likes) { "
        + "content, value in content.scaleEffect(value) } keyframes: { _ in KeyframeTrack { CubicKeyframe(1.5, "
        + "duration: 0.2); SpringKeyframe(1.0, spring: .bouncy) } }"

    /// A keyframe animator typed as flags, pasted as Swift and written back plays one set of frames.
    @Test func aKeyframeAnimatorPlaysAlikeFromFlagsAndSwiftAndIsWrittenBack() throws {
        let cli = try CLIFixture()
        let flags = cli.run(
            "add", "timeline", "flags", "--state", "likes=0", "--change", "likes += 1 at 0.5", "--view", Self.heart)
        #expect(flags.code == 0, "\(flags.stderr)")
        let file = cli.directory.path("Heart.swift")
        try """
        import SwiftUI

        struct HeartView: View {
            @State private var likes = 0

            var body: some View {
                \(Self.heart)
                    .onTapGesture { likes += 1 }
            }
        }
        """.write(toFile: file, atomically: true, encoding: .utf8)
        let pasted = cli.run("add", "timeline", "pasted", "--swift", file, "--event", "tap Circle at 0.5")
        #expect(pasted.code == 0, "\(pasted.stderr)")
        let frames = Self.frames(cli, "flags")
        #expect(frames.contains("1.5000"))
        #expect(Self.frames(cli, "pasted") == frames)
        let source = cli.run("codegen", "flags").stdout
        #expect(
            source.contains(
                """
                                .keyframeAnimator(initialValue: 1.0, trigger: likes) { content, value in
                                    content
                                        .scaleEffect(value)
                                } keyframes: { _ in
                """), "\(source)")
        #expect(!source.contains("var value"))
        let ios13 = cli.run("codegen", "flags", "--target", "ios13")
        #expect(ios13.code == 1)
        #expect(ios13.stderr.contains("needs iOS 17"))
    }

    /// Apple's struct-valued example pasted as Swift: `initialValue: AnimationValues()` reads the struct's defaults
    /// from the file, each `KeyframeTrack(\\.member)` drives its member, and codegen declares the struct.
    @Test func aStructValueFromSwiftPlaysAsTheSameViewWrittenWithItsMembers() throws {
        let cli = try CLIFixture()
        let keyframes =
            "KeyframeTrack(\\.scale) { LinearKeyframe(1.0, duration: 0.2); SpringKeyframe(1.5, duration: 0.4, "
            + "spring: .bouncy); SpringKeyframe(1.0, spring: .bouncy) }\nKeyframeTrack(\\.verticalOffset) { "
            + "SpringKeyframe(-40.0, duration: 0.3, spring: .bouncy); SpringKeyframe(0.0, spring: .bouncy) }"
        func view(_ initial: String) -> String {
            "Circle().fill(.orange).frame(width: 50, height: 50).keyframeAnimator(initialValue: \(initial), trigger: "
                + "taps) { content, value in content.scaleEffect(value.scale).offset(y: value.verticalOffset) } "
                + "keyframes: { _ in \(keyframes) }"
        }
        let file = cli.directory.path("Bounce.swift")
        try """
        import SwiftUI

        struct AnimationValues {
            var scale = 1.0
            var verticalOffset = 0.0
        }

        struct BounceView: View {
            @State private var taps = 0

            var body: some View {
                \(view("AnimationValues()"))
                    .onTapGesture { taps += 1 }
            }
        }
        """.write(toFile: file, atomically: true, encoding: .utf8)
        let pasted = cli.run("add", "timeline", "pasted", "--swift", file, "--event", "tap Circle at 0.2")
        #expect(pasted.code == 0, "\(pasted.stderr)")
        let flags = cli.run(
            "add", "timeline", "flags", "--state", "taps=0", "--change", "taps += 1 at 0.2", "--view",
            view("AnimationValues(scale: 1.0, verticalOffset: 0.0)"))
        #expect(flags.code == 0, "\(flags.stderr)")
        let frames = Self.frames(cli, "flags")
        #expect(frames.contains("-") && frames.split(separator: "\n").count > 20)
        #expect(Self.frames(cli, "pasted") == frames)
        let source = cli.run("codegen", "pasted").stdout
        #expect(source.contains("struct AnimationValues {\n        var scale: Double = 1.0\n"), "\(source)")
        #expect(source.contains(".offset(y: value.verticalOffset)"))
        #expect(source.contains("KeyframeTrack(\\.verticalOffset) {"))
    }

    @Test(arguments: [
        (
            ["--view", "Circle().phaseAnimator([]) { content, p in content.opacity(p) }"],
            "the phases must not be empty"
        ),
        (
            ["--view", "Circle().phaseAnimator([1.0, 2.0], trigger: tap) { content, p in content.opacity(p) }"],
            "plays when 'tap' changes, but the view has no state 'tap'"
        ),
        (["--view", "Circle().phaseAnimator([1.0, 2.0])"], ".phaseAnimator([false, true]) { content, phase in"),
        (
            [
                "--view",
                "Circle().keyframeAnimator(initialValue: 1.0, trigger: taps) { c, v in c.scaleEffect(v) } "
                    + "keyframes: { _ in LinearKeyframe(2, duration: 1) }",
            ],
            "plays when 'taps' changes, but the view has no state 'taps'"
        ),
        (
            [
                "--view",
                "Circle().keyframeAnimator(initialValue: 1.0, repeating: true) { c, v in c.scaleEffect(v) } "
                    + "keyframes: { _ in LinearKeyframe(2, duration: -1) }",
            ],
            "its keyframes"
        ),
        (
            [
                "--view", "Circle().scaleEffect(s)", "--state", "s=1.0", "--change",
                "withAnimation { s = 2 } completion: { t = 1 }",
            ],
            "t"
        ),
    ])
    func whatCannotBePlayedIsRefusedAndNothingIsStored(arguments: [String], message: String) throws {
        let cli = try CLIFixture()
        #expect(cli.run("list").code == 0)
        let before = cli.storeSnapshot()
        let result = cli.run(["add", "timeline", "bad"] + arguments)
        #expect(result.code != 0)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(cli.storeSnapshot() == before)
    }
}
