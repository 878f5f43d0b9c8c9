import AnimDBModel
import AnimDBStore
import Foundation
import Testing

/// `render --out FILE.lottie.json` / `.lottie` and `import-lottie`, through the command line.
struct LottieCommandTests {
    static func object(_ data: Data) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func renderWritesLottieAndDotLottieRecordsThemAndReplaysThem() throws {
        let cli = try CLIFixture()
        let render = cli.run("render", "rect-grow", "--out", "grow.lottie.json", "--fps", "30")
        #expect(render.code == 0, "\(render.stderr)")
        #expect(render.stdout.contains("grow.lottie.json (44 frames"))
        let data = try Data(contentsOf: cli.directory.url.appendingPathComponent("grow.lottie.json"))
        let lottie = try Self.object(data)
        #expect(lottie["v"] as? String == "5.7.0" && lottie["fr"] as? Double == 30 && lottie["op"] as? Double == 44)
        // The default stage: the view's frame (240 × 160) and a margin.
        #expect(lottie["w"] as? Int == 280 && lottie["h"] as? Int == 200)

        #expect(cli.run("render", "rect-grow", "--out", "grow.lottie", "--fps", "30").code == 0)
        let archive = try Data(contentsOf: cli.directory.url.appendingPathComponent("grow.lottie"))
        #expect(archive.starts(with: [0x50, 0x4B, 0x03, 0x04]))

        let history = try #require(try cli.run("history", "--format", "json").json() as? [[String: Any]])
        #expect(Set(history.compactMap { $0["format"] as? String }) == ["lottie", "dotlottie"])
        for entry in history {
            let id = try #require(entry["id"] as? Int)
            let replay = cli.run("replay", String(id))
            #expect(replay.code == 0 && replay.stdout.contains("output matches"), "\(replay.stdout)")
        }
        // The same timeline and settings give the same bytes; an existing file needs --force.
        #expect(cli.run("render", "rect-grow", "--out", "grow.lottie.json", "--fps", "30").code == 1)
        #expect(cli.run("render", "rect-grow", "--out", "grow.lottie.json", "--fps", "30", "--force").code == 0)
        #expect(try Data(contentsOf: cli.directory.url.appendingPathComponent("grow.lottie.json")) == data)
    }

    @Test func aLottieCanvasIsWholePointsAndHasNoStill() throws {
        let cli = try CLIFixture()
        let fraction = cli.run("render", "rect-grow", "--out", "a.lottie.json", "--width", "240.5")
        #expect(fraction.code == 64 && fraction.stderr.contains("whole points"))
        let still = cli.run("render", "rect-grow", "--out", "a.lottie.json", "--at", "1")
        #expect(still.code == 64)
        #expect(!FileManager.default.fileExists(atPath: cli.directory.path("a.lottie.json")))
    }

    @Test func importLottieCreatesTimelinesThatPlayAndRenderBack() throws {
        let cli = try CLIFixture()
        // One shape, as the article's arc without its stack and button: a layer of its own.
        let arc = cli.run(
            "add", "timeline", "arc-one", "--preset", "Arc", "--modifier",
            ".stroke(LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing), "
                + "style: StrokeStyle(lineWidth: 8, lineCap: .round))",
            "--modifier", ".frame(width: 200, height: 200)", "--change",
            "withAnimation(.easeInOut(duration: 1)) { startAngle = .degrees(45); endAngle = .degrees(300) } at 0.5")
        #expect(arc.code == 0, "\(arc.stderr)")
        #expect(cli.run("render", "arc-one", "--out", "arc.lottie.json", "--fps", "30").code == 0)
        let before = cli.storeSnapshot()
        let dry = cli.run("import-lottie", "arc.lottie.json", "--name", "arc-copy", "--dry-run")
        #expect(dry.code == 0, "\(dry.stderr)")
        // One timeline for the file: a ZStack of its layers, each item keyed by its layer's name.
        #expect(dry.stdout.hasPrefix("would create timeline arc-copy: canvas (zstack), "), "\(dry.stdout)")
        #expect(dry.stdout.components(separatedBy: "create timeline ").count == 2, "\(dry.stdout)")
        #expect(cli.storeSnapshot() == before, "a dry run writes nothing")

        let imported = cli.run("import-lottie", "arc.lottie.json", "--name", "arc-copy")
        #expect(imported.code == 0, "\(imported.stderr)")
        #expect(imported.stdout.hasPrefix("created timeline arc-copy"))
        let list = cli.run("list")
        #expect(list.stdout.contains("arc-copy ") && !list.stdout.contains("arc-copy-shape"))
        // It plays as long as the animation and renders back to a Lottie file.
        let play = try #require(
            try cli.run("play", "arc-copy", "--format", "json", "--fps", "30").json() as? [String: Any])
        #expect(abs((play["duration"] as? Double ?? 0) - 46.0 / 30) < 1e-9)
        #expect(
            cli.run(
                "render", "arc-copy", "--out", "again.lottie.json", "--fps", "30", "--width", "240", "--height", "240"
            ).code == 0)
        // Importing the same names again is refused, and nothing changes.
        let snapshot = cli.storeSnapshot()
        let again = cli.run("import-lottie", "arc.lottie.json", "--name", "arc-copy")
        #expect(again.code == 1 && again.stderr.contains("arc-copy"))
        #expect(cli.storeSnapshot() == snapshot)
    }

    @Test func strictRefusesWhatWouldBeLeftOutAndBadFilesSayWhy() throws {
        let cli = try CLIFixture()
        let polygon = cli.run(
            "add", "timeline", "poly", "--preset", "Polygon", "--modifier",
            ".fill(AngularGradient(colors: [.red, .orange, .yellow, .green, .blue, .purple, .red], center: .center))",
            "--modifier", ".frame(width: 200, height: 200)", "--change",
            "withAnimation(.spring(duration: 0.6, bounce: 0.3)) { sides = 6 }")
        #expect(polygon.code == 0, "\(polygon.stderr)")
        #expect(cli.run("render", "poly", "--out", "poly.lottie.json").code == 0)
        let before = cli.storeSnapshot()
        // The angular gradient's wedges sit under a track matte, which --split leaves out: --strict refuses.
        let strict = cli.run("import-lottie", "poly.lottie.json", "--split", "--strict")
        #expect(strict.code == 1 && strict.stderr.contains("track matte") && strict.stderr.contains("--strict"))
        #expect(cli.storeSnapshot() == before)
        // Without --strict, --split says there is nothing left to import.
        let empty = cli.run("import-lottie", "poly.lottie.json", "--split")
        #expect(empty.code == 1 && empty.stderr.contains("draws nothing animdb can import"))

        try Data("{\"v\": \"5.7.0\", \"fr\": 30, \"ip\": 0, \"op\": 10, \"w\": 10, \"h\": \"x\", \"layers\": []}".utf8)
            .write(to: cli.directory.url.appendingPathComponent("bad.json"))
        let bad = cli.run("import-lottie", "bad.json")
        #expect(bad.code == 1)
        #expect(bad.stderr == "Error: cannot import 'bad.json': h: expected a whole number\n", "\(bad.stderr)")
        let missing = cli.run("import-lottie", "nothing.json")
        #expect(missing.code == 1 && missing.stderr.contains("no such file"))
        let badName = cli.run("import-lottie", "poly.lottie.json", "--name", "-x")
        // A name the name rules refuse is a usage error, as it is for `add preset` and `rename` (it exited 1 here).
        #expect(badName.code == 64)
        #expect(
            badName.stderr
                == "Error: Invalid name '-x': name must start with an ASCII letter or digit (a-z, A-Z, 0-9)\n")
        #expect(cli.storeSnapshot() == before)
        // As one timeline, the matte is the wedges' mask.
        let whole = cli.run("import-lottie", "poly.lottie.json", "--name", "poly-copy", "--dry-run")
        #expect(whole.code == 0 && whole.stdout.contains("(mask)"), "\(whole.stdout)\(whole.stderr)")
    }
}
