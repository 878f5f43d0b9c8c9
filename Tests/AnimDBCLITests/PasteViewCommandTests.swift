import Foundation
import Testing

/// `add timeline --swift`: the articles' demo views pasted as written (the view with its types beside it), driven
/// by the events the demo library's timelines stand for, play exactly what those timelines play. Two ways to the
/// same view — typed by hand into flags, pasted from Swift — one answer, frame for frame.
@Suite struct PasteViewCommandTests {
    struct Case: Sendable, CustomStringConvertible {
        var files: [String]
        var events: [String]
        var demo: String
        var description: String { demo }
    }

    static let cases: [Case] = [
        Case(
            files: ["000-shake-effect-demo.swift"], events: ["tap \"Animate\" at 0", "tap \"Animate\" at 1"],
            demo: "shake-effect"),
        Case(
            files: ["001-shake-modifier.swift", "001-shake-demo-view.swift"], events: ["tap \"Shake!\" at 0"],
            demo: "shake-decay"),
        Case(
            files: ["001-wave.swift", "001-wave-demo-view.swift"], events: ["tap \"Gelombang Tinggi\" at 1"],
            demo: "wave-demo"),
        Case(
            files: ["001-petal.swift", "001-flower-loading-view.swift"], events: ["tap \"12 Kelopak\" at 1"],
            demo: "flower-loading"),
        Case(
            files: ["002-shake.swift", "002-login-view.swift"],
            events: ["tap \"Check\" at 0", "submit \"username\" at 1.5", "tap \"Check\" at 2"], demo: "shake-login"),
    ]

    static var articles: URL { SwiftFixtures.articles }

    @Test(arguments: cases)
    func playsWhatTheDemoLibraryPlays(_ c: Case) throws {
        let cli = try CLIFixture()
        let source = try c.files.map {
            try String(contentsOf: Self.articles.appendingPathComponent($0), encoding: .utf8)
        }
        .joined(separator: "\n")
        try source.write(toFile: cli.directory.path("View.swift"), atomically: true, encoding: .utf8)
        let added = cli.run(
            ["add", "timeline", "pasted", "--swift", "View.swift"] + c.events.flatMap { ["--event", $0] })
        #expect(added.code == 0, "\(added.stderr)")
        #expect(added.stdout.contains("Added timeline 'pasted' from "))
        let pasted = cli.run("play", "pasted", "--fps", "20", "--duration", "3", "--format", "ndjson")
        let demo = cli.run("play", c.demo, "--fps", "20", "--duration", "3", "--format", "ndjson")
        #expect(pasted.code == 0 && demo.code == 0, "\(pasted.stderr)\(demo.stderr)")
        #expect(pasted.stdout == demo.stdout)
        #expect(!pasted.stdout.isEmpty)
    }

    /// Article 003's views: a tap on the shape runs its `.onTapGesture` (random values from the seed), and the
    /// count-up button's ternaries read `animate` as the action finds it, then toggle it.
    @Test func aTapOnAViewAndTernariesOnStates() throws {
        let cli = try CLIFixture()
        let morph = try ["003-morphing-shape.swift", "003-morphing-content-view.swift"].map {
            try String(contentsOf: Self.articles.appendingPathComponent($0), encoding: .utf8)
        }.joined(separator: "\n")
        try morph.write(toFile: cli.directory.path("Morph.swift"), atomically: true, encoding: .utf8)
        let tapped = cli.run("add", "timeline", "m", "--swift", "Morph.swift", "--event", "tap MorphingShape at 0.5")
        #expect(tapped.code == 0, "\(tapped.stderr)")
        let change = cli.run("show", "m").stdout.split(separator: "\n").last.map(String.init) ?? ""
        #expect(change.hasPrefix("  size = ") && change.contains(", cornerRadius = "), "\(change)")
        #expect(
            change.hasSuffix("with .spring(response: 1, dampingFraction: 0.5, blendDuration: 1) at 0.5"), "\(change)")
        let count = try String(
            contentsOf: Self.articles.appendingPathComponent("003-text-content-view.swift"), encoding: .utf8)
        try count.write(toFile: cli.directory.path("Count.swift"), atomically: true, encoding: .utf8)
        let counted = cli.run(
            "add", "timeline", "c", "--swift", "Count.swift", "--event", "tap \"Animate Values\" at 0", "--event",
            "tap \"Animate Values\" at 3")
        #expect(counted.code == 0, "\(counted.stderr)")
        let shown = cli.run("show", "c").stdout
        #expect(shown.contains("value1 = 0, value2 = 0 with .easeInOut(duration: 2) at 0"), "\(shown)")
        #expect(shown.contains("animate = true at 0"))
        #expect(shown.contains("value1 = 100, value2 = 200 with .easeInOut(duration: 2) at 3"))
    }

    /// (source, events, what stderr says): each refused in one line, nothing stored.
    static let refusals: [(String, [String], String)] = [
        (
            "struct V: View {\n @State private var x = 0.0\n var body: some View {\n Button(\"Go\") { print(x) }\n }\n}",
            ["tap \"Go\" at 0"], "Error: V.swift: Button(\"Go\"): animdb does not read 'print(x)'"
        ),
        (
            "struct V: View {\n @State private var x = 0.0\n var body: some View {\n Text(\"a\")\n }\n}",
            ["tap \"Go\" at 0"], "Error: V.swift: 'V' has no Button(\"Go\") with an action animdb reads"
        ),
        (
            "struct V: View {\n var body: some View {\n Text(\"a\")\n }\n}", ["poke at 1"],
            "Error: --event 'poke at 1' must be appear, tap \"TITLE\" at T, tap KEY at T, set NAME = VALUE at T or submit \"PLACEHOLDER\" at T"
        ),
    ]

    @Test(arguments: refusals.indices)
    func whatCannotBeRunIsOneLine(_ index: Int) throws {
        let (source, events, message) = Self.refusals[index]
        let cli = try CLIFixture()
        #expect(cli.run("list").code == 0)
        let before = cli.storeSnapshot()
        try source.write(toFile: cli.directory.path("V.swift"), atomically: true, encoding: .utf8)
        let result = cli.run(["add", "timeline", "v", "--swift", "V.swift"] + events.flatMap { ["--event", $0] })
        #expect(result.code == 64)
        #expect(result.stderr == message + "\n")
        #expect(cli.storeSnapshot() == before)
    }

    /// The arc demo's button draws `Double.random(in:)`: the same seed gives the same transaction, another seed another.
    @Test func randomValuesInActionsFollowTheSeed() throws {
        let cli = try CLIFixture()
        let source = try ["001-arc.swift", "001-arc-demo-view.swift"].map {
            try String(contentsOf: Self.articles.appendingPathComponent($0), encoding: .utf8)
        }.joined(separator: "\n")
        try source.write(toFile: cli.directory.path("Arc.swift"), atomically: true, encoding: .utf8)
        func change(_ name: String, seed: String) throws -> String {
            let added = cli.run(
                "add", "timeline", name, "--swift", "Arc.swift", "--event", "tap \"Animasikan Arc\" at 0.5", "--seed",
                seed)
            #expect(added.code == 0, "\(added.stderr)")
            return try #require(cli.run("show", name).stdout.split(separator: "\n").last.map(String.init))
        }
        let first = try change("a", seed: "7")
        #expect(first.contains("startAngle = .degrees(") && first.hasSuffix("with .easeInOut(duration: 1) at 0.5"))
        #expect(try change("b", seed: "7") == first)
        #expect(try change("c", seed: "8") != first)
    }

    @Test func toggleAndConditionsReadTheStatesAsTheActionsLeaveThem() throws {
        let cli = try CLIFixture()
        let source = """
            struct V: View {
                @State private var show = false
                @State private var taps = 0.0
                var body: some View {
                    VStack {
                        if show {
                            Text("Hello")
                        }
                        Button("Toggle") {
                            withAnimation(.easeOut(duration: 0.2)) {
                                show.toggle()
                            }
                            taps += 1
                            if taps >= 2 {
                                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                                    taps = 0
                                }
                            }
                        }
                    }
                }
            }
            """
        try source.write(toFile: cli.directory.path("V.swift"), atomically: true, encoding: .utf8)
        let added = cli.run(
            "add", "timeline", "v", "--swift", "V.swift", "--event", "tap \"Toggle\" at 1", "--event",
            "tap \"Toggle\" at 2")
        #expect(added.code == 0, "\(added.stderr)")
        let shown = cli.run("show", "v").stdout
        #expect(shown.contains("show = true with .easeOut(duration: 0.2) at 1"), "\(shown)")
        #expect(shown.contains("show = false with .easeOut(duration: 0.2) at 2"))
        #expect(shown.contains("taps = 0 at 2.5"))
        #expect(!shown.contains("taps = 0 at 1.5"))
    }
}
