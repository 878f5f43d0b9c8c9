import Foundation
import Testing

/// A user can write the articles' views: each demo, rebuilt with `add timeline` from the article's own code (its
/// view chain as `--content` and `--modifier`s, its `withAnimation` blocks as `--change`s, with literal values where
/// the article passes `@State`), plays exactly like the seeded demo (the same values and effects at every frame)
/// and draws the same stills, byte for byte.
@Suite struct ArticleDemoRebuildTests {
    struct Rebuild: Sendable, CustomStringConvertible {
        var demo: String
        var content: String
        var modifiers: [String]
        var changes: [String]
        /// Times for stills, inside the animation.
        var stills: [Double]
        var description: String { demo }
    }

    static let rebuilds = [
        // 000: AnimatableModifierDemo, Animate pressed at 0 and at 1 s.
        Rebuild(
            demo: "shake-effect", content: #"Text("Shake me!").font(.title2)"#,
            modifiers: [
                ".padding()", ".background(Color.blue.opacity(0.2))", ".cornerRadius(12)",
                ".modifier(ShakeEffect(shakes: 0))",
            ],
            changes: [
                "withAnimation(.linear(duration: 0.6)) { shakes += 2 }",
                "withAnimation(.linear(duration: 0.6)) { shakes += 2 } at 1",
            ], stills: [0.1, 1.3]),
        // 002: the login field; Check at 0 and 2 s, Return (onCommit) at 1.5 s.
        Rebuild(
            demo: "shake-login", content: #"TextField("username", text: $username)"#,
            modifiers: [".textFieldStyle(.roundedBorder)", ".shake(with: 0)", ".padding()"],
            changes: [
                "withAnimation { shakes = 4 }", "shakes = 0.0 at 1.5", "withAnimation { shakes = 4 } at 2",
            ], stills: [0.1, 2.2]),
        // 002: the Shake me! card, in the article's order.
        Rebuild(
            demo: "shake-me", content: #"Text("Hey DevTechie, \nShake me!")"#,
            modifiers: [
                ".padding()", ".font(.largeTitle)", ".multilineTextAlignment(.trailing)", ".foregroundStyle(.white)",
                ".background(.orange.gradient, in: RoundedRectangle(cornerRadius: 10))", ".shake(with: 0)",
            ],
            changes: ["withAnimation(Animation.easeInOut(duration: 2)) { shakes = 10 }"], stills: [0.3, 1.1]),
        // 001: ArcDemoView, the button pressed at 0.5 s.
        Rebuild(
            demo: "arc-demo", content: "Arc(startAngle: .degrees(0), endAngle: .degrees(180), clockwise: false)",
            modifiers: [
                ".stroke(LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing), style: StrokeStyle(lineWidth: 8, lineCap: .round))",
                ".frame(width: 200, height: 200)",
            ],
            changes: [
                """
                withAnimation(.easeInOut(duration: 1.0)) {
                    startAngle = .degrees(45)
                    endAngle = .degrees(300)
                } at 0.5
                """
            ], stills: [0.8, 1.2]),
        // 001: WaveDemoView, Gelombang Tinggi at 1 s.
        Rebuild(
            demo: "wave-demo", content: "Wave(amplitude: 30, frequency: 3, phase: 0)",
            modifiers: [".stroke(.cyan, lineWidth: 3)", ".frame(width: 300, height: 150)"],
            changes: [
                "withAnimation(.linear(duration: 2).repeatForever(autoreverses: false)) { phase = .pi * 2 }",
                "withAnimation(.easeInOut(duration: 0.8)) { amplitude = 50; frequency = 5 } at 1",
            ], stills: [0.5, 1.4]),
        // 001: PolygonDemoView: the slider at 0, Pulse at 1 s and its asyncAfter 0.3 s later.
        Rebuild(
            demo: "polygon-morph", content: "Polygon(sides: 3, scale: 1.0, rotation: .degrees(0))",
            modifiers: [
                ".fill(AngularGradient(colors: [.red, .orange, .yellow, .green, .blue, .purple, .red], center: .center))",
                ".frame(width: 200, height: 200)",
            ],
            changes: [
                "withAnimation(.spring(duration: 0.6, bounce: 0.3)) { sides = 6 }",
                "withAnimation(.easeInOut(duration: 0.3)) { scale = 0.8 } at 1",
                "withAnimation(.spring(duration: 0.5, bounce: 0.5)) { scale = 1.0 } at 1 + 0.3",
            ], stills: [0.2, 1.6]),
        // 001: ShakeDemoView, Shake! at 0.
        Rebuild(
            demo: "shake-decay", content: #"Text("Goyangkan Aku!").font(.title2.bold())"#,
            modifiers: [".shake(progress: 0, intensity: 15)"],
            changes: ["progress = 0", "withAnimation(.easeOut(duration: 0.6)) { progress = 1 }"],
            stills: [0.1, 0.35]),
        // 001: FlowerLoadingView, onAppear at 0 and 12 Kelopak at 1 s; one @State drives the petal's offset and
        // the rotation effect, two targets here.
        Rebuild(
            demo: "flower-loading",
            content: "PetalShape(petalCount: 6, innerRadius: 30, outerRadius: 60, rotationOffset: 0)",
            modifiers: [
                ".fill(.linearGradient(colors: [.pink, .purple, .indigo], startPoint: .topLeading, endPoint: .bottomTrailing))",
                ".frame(width: 200, height: 200)", ".rotationEffect(.radians(0))",
            ],
            changes: [
                """
                withAnimation(.linear(duration: 4).repeatForever(autoreverses: false)) {
                    rotationOffset = .pi * 2
                    angle = .radians(.pi * 2)
                }
                """,
                "withAnimation(.spring(duration: 0.8)) { petalCount = 12; outerRadius = 50 } at 1",
            ], stills: [0.5, 1.3]),
        // 003: MorphingShape's ContentView, tapped at 0.
        Rebuild(
            demo: "morph-tap", content: "MorphingShape(size: 100, cornerRadius: 50)",
            modifiers: [".fill(Color.green)", ".frame(width: 200, height: 200)"],
            changes: [
                "withAnimation(.spring(response: 1.0, dampingFraction: 0.5, blendDuration: 1.0)) { size = 150; cornerRadius = 10 }"
            ], stills: [0.3, 0.9]),
        // 003: the width/height rectangle; the frame has a width too, so the rectangle's is named by item.
        Rebuild(
            demo: "rect-grow", content: "SizeRectangle(width: 50, height: 50)",
            modifiers: [".fill(.blue)", ".frame(width: 240, height: 160)"],
            changes: [
                "withAnimation(.spring(duration: 0.5, bounce: 0.3)) { SizeRectangle.width = 200; SizeRectangle.height = 100 }"
            ], stills: [0.1, 0.4]),
        // 003: AnimatableTextView's ContentView, Animate Values pressed at 0.
        Rebuild(
            demo: "count-up", content: "AnimatableTextView(value1: 0, value2: 0)",
            modifiers: [".frame(width: 300, height: 200)", ".padding()"],
            changes: ["withAnimation(.easeInOut(duration: 2)) { value1 = 100.0; value2 = 200.0 }"],
            stills: [0.7, 1.5]),
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

    @Test(arguments: rebuilds)
    func theArticlesCodeRebuildsTheDemo(_ rebuild: Rebuild) throws {
        let cli = try CLIFixture()
        let name = "my-\(rebuild.demo)"
        var arguments = ["add", "timeline", name, "--content", rebuild.content]
        for modifier in rebuild.modifiers { arguments += ["--modifier", modifier] }
        for change in rebuild.changes { arguments += ["--change", change] }
        let added = cli.run(arguments)
        #expect(added.code == 0, "\(added.stderr)")
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
