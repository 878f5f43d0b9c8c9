import Foundation
import Testing

/// `.animation(_:value:)` and values chosen by a Bool state (`flag ? a : b`), as SwiftUI's documentation of
/// `animation(_:value:)` shows them: the banana moved by one flag animates, moved by the other jumps.
@Suite struct AnimationModifierTests {
    /// The documentation's MovementView, with both buttons pressed: Move at 0, Transport at 1.
    static func banana(_ modifier: String, move: String = "moveFlag = true at 0") -> [String] {
        [
            "add", "timeline", "banana", "--state", "moveFlag=false", "--state", "transportFlag=false", "--view",
            #"VStack { Text("🍌").offset(x: moveFlag ? 0 : 50).offset(x: transportFlag ? 0 : 50)\#(modifier) }"#,
            "--change", move, "--change", "transportFlag = true at 1",
        ]
    }

    static func values(_ cli: CLIFixture, at time: Double) throws -> [String: Double] {
        let played = cli.run("play", "banana", "--at", "\(time)", "--format", "json")
        #expect(played.code == 0, "\(played.stderr)")
        let document = try #require(try played.json() as? [String: Any])
        let frame = try #require((document["frames"] as? [[String: Any]])?.first)
        return try #require(frame["values"] as? [String: Any]).compactMapValues { $0 as? Double }
    }

    /// (modifier, Move's change, time, the moved offset then). Easing curves are symmetric, so half the duration
    /// is half the way.
    static let cases: [(String, String, Double, Double)] = [
        // The watched flag animates with the modifier's animation (.easeInOut: 0.35 s)…
        (".animation(.easeInOut, value: moveFlag)", "moveFlag = true at 0", 0.175, 25),
        (".animation(.easeInOut, value: moveFlag)", "moveFlag = true at 0", 0.35, 0),
        // …over withAnimation's, which the nearer modifier replaces…
        (
            ".animation(.linear(duration: 2), value: moveFlag)",
            "withAnimation(.linear(duration: 1)) { moveFlag = true }", 0.5, 37.5
        ),
        // …and nil stops it.
        (".animation(nil, value: moveFlag)", "withAnimation(.linear(duration: 1)) { moveFlag = true }", 0.5, 0),
        // A modifier watching the other flag leaves Move's withAnimation alone.
        (
            ".animation(.linear(duration: 2), value: transportFlag)",
            "withAnimation(.linear(duration: 1)) { moveFlag = true }", 0.5, 25
        ),
        // Without a modifier or withAnimation, a change jumps.
        ("", "moveFlag = true at 0", 0.175, 0),
        // .transaction sets the animation of every change in its view: nil stops withAnimation's…
        (".transaction { $0.animation = nil }", "withAnimation(.linear(duration: 1)) { moveFlag = true }", 0.5, 0),
        // …an animation replaces it, or the change's own is modified (Apple's example delays it)…
        (".transaction { t in t.animation = .linear(duration: 2) }", "moveFlag = true at 0", 0.5, 37.5),
        (
            ".transaction { $0.animation = $0.animation?.delay(0.5) }",
            "withAnimation(.linear(duration: 1)) { moveFlag = true }", 1, 25
        ),
        // …and .transaction(value:_:) only when its state changed.
        (
            ".transaction(value: transportFlag) { $0.animation = nil }",
            "withAnimation(.linear(duration: 1)) { moveFlag = true }", 0.5, 25
        ),
    ]

    @Test(arguments: cases.indices)
    func theNearestChangedModifierChoosesTheAnimation(_ index: Int) throws {
        let (modifier, move, time, expected) = Self.cases[index]
        let cli = try CLIFixture()
        let added = cli.run(Self.banana(modifier, move: move))
        #expect(added.code == 0, "\(added.stderr)")
        let values = try Self.values(cli, at: time)
        #expect(abs(try #require(values["offset.x"]) - expected) < 1e-9, "\(modifier) at \(time)")
        // Transport at 1 jumps unless a modifier watches its flag: then it animates too.
        #expect(try Self.values(cli, at: 0.99)["offset-2.x"] == 50)
        let animatesTransport =
            modifier.contains("value: transportFlag") && !modifier.contains("nil")
            || modifier.contains("linear(duration: 2) }")
        #expect(try Self.values(cli, at: 1)["offset-2.x"] == (animatesTransport ? 50 : 0))
    }

    /// The modifier must watch a state, and a conditional must choose by a Bool; the store is untouched.
    @Test func mistakesAreOneLineAndChangeNothing() throws {
        let cli = try CLIFixture()
        #expect(cli.run("list").code == 0)
        let before = cli.storeSnapshot()
        let cases: [([String], String)] = [
            (
                Self.banana(".animation(.easeInOut, value: nope)"),
                "'.animation(…, value: nope)': .animation(_:value:) watches a @State of the view ('moveFlag', 'transportFlag')"
            ),
            (Self.banana(".animation(.easeInOut)"), ".animation(_:) without a value is deprecated since iOS 15"),
            (Self.banana(".transaction { $0.tracksVelocity = true }"), "animdb reads a transaction closure that sets"),
            (
                Self.banana(".transaction(value: nope) { $0.animation = nil }"),
                ".transaction(_:value:) watches a @State of the view"
            ),
            (
                [
                    "add", "timeline", "t", "--state", "n=1", "--view", "Text(\"x\").offset(x: n ? 0 : 5)",
                ], "'n' is an int; a condition is a Bool state"
            ),
        ]
        for (arguments, message) in cases {
            let result = cli.run(arguments)
            #expect(result.code != 0)
            #expect(result.stderr.hasPrefix("Error: "), "\(result.stderr)")
            #expect(result.stderr.contains(message), "\(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1)
        }
        #expect(cli.storeSnapshot() == before)
    }

    /// Generated code writes the modifier and the conditional values as they were read.
    @Test func codegenWritesTheModifier() throws {
        let cli = try CLIFixture()
        #expect(cli.run(Self.banana(".animation(.easeInOut, value: moveFlag)")).code == 0)
        let generated = cli.run("codegen", "banana")
        #expect(generated.code == 0, "\(generated.stderr)")
        #expect(generated.stdout.contains(".offset(x: moveFlag ? 0 : 50)"))
        #expect(generated.stdout.contains(".animation(.easeInOut, value: moveFlag)"))
        #expect(cli.run("rm", "banana").code == 0)
        #expect(cli.run(Self.banana(".transaction { $0.animation = $0.animation?.delay(0.5) }")).code == 0)
        #expect(
            cli.run("codegen", "banana").stdout.contains(".transaction { $0.animation = $0.animation?.delay(0.5) }"))
    }
}

/// The stage a render picks when no size is given fits the view at every moment of the timeline, not only at 0: a
/// view a change inserts still fits.
@Suite struct StageSizeTests {
    static func pixels(_ cli: CLIFixture, _ name: String) throws -> (width: Int, height: Int) {
        let rendered = cli.run("render", name, "--out", "\(name).png", "--force")
        #expect(rendered.code == 0, "\(rendered.stderr)")
        let words = rendered.stdout.split(separator: " ")
        let times = try #require(words.firstIndex(of: "×"))
        return (try #require(Int(words[times - 1])), try #require(Int(words[times + 1])))
    }

    @Test func aViewAChangeInsertsFitsTheStage() throws {
        let cli = try CLIFixture()
        let view = """
            VStack(spacing: 16) { Button("Show") { show.toggle() }
            if show { Circle().fill(.orange).frame(width: 80, height: 80).transition(.scale) } }
            """
        for (name, changes) in [("alone", [String]()), ("pop", ["withAnimation { show = true } at 0.5"])] {
            var arguments = ["add", "timeline", name, "--state", "show=false", "--view", view]
            for change in changes { arguments += ["--change", change] }
            #expect(cli.run(arguments).code == 0)
        }
        let (alone, pop) = (try Self.pixels(cli, "alone"), try Self.pixels(cli, "pop"))
        // The circle and the stack's spacing, at least (a render's default scale is 1).
        #expect(pop.height >= alone.height + 80 + 16)
        #expect(pop.width >= 80)
    }
}
