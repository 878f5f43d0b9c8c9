import AnimDBResolve
import Foundation
import Testing

/// A user can paste the articles' views: each demo, rebuilt with `add timeline --view` from the article's listing
/// (its `@State` declarations as `--state`s, what its buttons' `withAnimation` blocks do as `--change`s), plays
/// exactly like the seeded demo (the same values and effects at every frame) and draws the same stills, byte for
/// byte: the command line and the demo library read views through the one reader.
@Suite struct ArticleDemoRebuildTests {
    /// Times for stills inside each demo's animation.
    static let stills: [String: [Double]] = [
        "shake-effect": [0.1, 1.3], "shake-login": [0.1, 2.2], "shake-me": [0.3, 1.1], "arc-demo": [0.8, 1.2],
        "wave-demo": [0.4, 1.6], "polygon-morph": [0.2, 1.2], "shake-decay": [0.2, 0.5],
        "flower-loading": [0.5, 1.3], "morph-tap": [0.3, 0.9], "rect-grow": [0.1, 0.4], "count-up": [0.7, 1.5],
    ]

    /// The played frames' times, values and effects, and the length.
    static func frames(_ cli: CLIFixture, _ name: String) throws -> (duration: Double, frames: [NSDictionary]) {
        let played = cli.run("play", name, "--format", "json")
        #expect(played.code == 0, "\(played.stderr)")
        let document = try #require(try played.json() as? [String: Any])
        return (
            try #require(document["duration"] as? Double),
            try #require(document["frames"] as? [[String: Any]]).map { $0 as NSDictionary }
        )
    }

    @Test(arguments: DemoLibrary.demos.map(\.name))
    func theArticlesCodeRebuildsTheDemo(_ demoName: String) throws {
        let demo = try #require(DemoLibrary.demos.first { $0.name == demoName })
        let cli = try CLIFixture()
        let name = "my-\(demo.name)"
        var arguments = ["add", "timeline", name, "--view", demo.view]
        for state in demo.states { arguments += ["--state", state] }
        for change in demo.changes { arguments += ["--change", change] }
        if case .forever = demo.repetition { arguments += ["--repeat", "forever"] }
        if case .count(let count) = demo.repetition, count > 1 { arguments += ["--repeat", "\(count)"] }
        let added = cli.run(arguments)
        #expect(added.code == 0, "\(added.stderr)")
        let rebuild = (demo: demo.name, stills: Self.stills[demo.name] ?? [0.5])
        let (seeded, mine) = try (Self.frames(cli, rebuild.demo), Self.frames(cli, name))
        #expect(mine.duration == seeded.duration)
        #expect(mine.frames.count == seeded.frames.count)
        if let index = zip(mine.frames, seeded.frames).map({ $0.isEqual(to: $1 as! [AnyHashable: Any]) }).firstIndex(
            of: false)
        {
            Issue.record("frame \(index): \(mine.frames[index]) differs from the demo's \(seeded.frames[index])")
        }
        for time in rebuild.stills {
            for (timeline, file) in [(rebuild.demo, "demo.svg"), (name, "mine.svg")] {
                let rendered = cli.run("render", timeline, "--at", "\(time)", "--out", file, "--force")
                #expect(rendered.code == 0, "\(rendered.stderr)")
            }
            let demo = try Data(contentsOf: cli.directory.url.appendingPathComponent("demo.svg"))
            let mine = try Data(contentsOf: cli.directory.url.appendingPathComponent("mine.svg"))
            #expect(mine == demo, "the stills at \(time) differ")
        }
    }

    /// What the articles write that animdb cannot read as such is refused in one line saying what to write.
    @Test func theArticlesStateNamesAreRefusedWithTheirFix() throws {
        let cli = try CLIFixture()
        #expect(cli.run("list").code == 0)
        let before = cli.storeSnapshot()
        let cases: [([String], String)] = [
            // `numberOfShakes` is the article's @State: the change names the modifier's parameter.
            (
                [
                    "--content", #"TextField("username")"#, "--modifier", ".shake(with: 0)", "--change",
                    "withAnimation { numberOfShakes = 4 }",
                ],
                "Error: column 17: no item of the view has a parameter 'numberOfShakes'"
            ),
            // The rectangle's width, not the frame's.
            (
                [
                    "--content", "SizeRectangle(width: 50, height: 50)", "--modifier",
                    ".frame(width: 240, height: 160)",
                    "--change", "withAnimation(.spring(duration: 0.5, bounce: 0.3)) { width = 200 }",
                ],
                "Error: column 54: 'width' is a parameter of several items; write one of 'SizeRectangle.width', 'frame.width'"
            ),
        ]
        for (options, message) in cases {
            let result = cli.run(["add", "timeline", "x"] + options)
            #expect(result.code == 64)
            #expect(result.stderr == message + "\n")
        }
        #expect(cli.storeSnapshot() == before)
    }
}
