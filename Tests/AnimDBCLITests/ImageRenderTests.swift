import AnimDBRaster
import AnimDBTestSupport
import Foundation
import Testing

/// `render` to PNG, contact sheets, GIF, APNG, MP4 and WebM, in-process: what is written, what is recorded and
/// replayed, and what is refused before any work.
struct ImageRenderTests {
    static let rasterizer = try? SVGRasterizer.load()
    static let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    static let hasFFmpeg = rasterizer != nil && (try? FFmpeg.locate(searchPath: path)) != nil
    static let rsvgConvert = path.split(separator: ":").map { "\($0)/rsvg-convert" }.first {
        FileManager.default.isExecutableFile(atPath: $0)
    }
    static let noRasterizer: Comment = "librsvg and cairo are not installed (apt-get install librsvg2-2 libcairo2)"
    static let noFFmpeg: Comment = "ffmpeg or librsvg is not installed (apt-get install ffmpeg librsvg2-2)"
    static let noRSVGConvert: Comment = "rsvg-convert is not installed (apt-get install librsvg2-bin)"

    /// A fixture whose commands find ffmpeg on PATH and put scratch files in a directory of their own.
    static func fixture() throws -> (CLIFixture, scratch: URL) {
        let cli = try CLIFixture()
        let scratch = cli.directory.url.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        cli.environment["PATH"] = path
        cli.environment["TMPDIR"] = scratch.path
        return (cli, scratch)
    }

    /// Width and height from a PNG's IHDR chunk, and its colour type (2 RGB, 6 RGBA).
    static func pngHeader(_ file: String) throws -> (width: Int, height: Int, colorType: UInt8) {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
        try #require(bytes.count > 26 && bytes[12..<16].elementsEqual("IHDR".utf8))
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20), bytes[25])
    }

    static func history(_ cli: CLIFixture, _ id: Int) throws -> [String: Any] {
        try #require(try cli.run("history", "show", "\(id)", "--format", "json").json() as? [String: Any])
    }

    @Test(.enabled(if: rasterizer != nil, noRasterizer))
    func aPNGIsTheFirstFrameUnlessAskedAndIsRecordedAndReplayed() throws {
        let (cli, _) = try Self.fixture()
        let first = cli.run("render", "arc-demo", "--out", "arc.png")
        #expect(first.code == 0, "\(first.stderr)")
        #expect(first.stdout.hasPrefix("Wrote \(cli.directory.path("arc.png")) (1 frame at 0 s, 272 × 340 px, "))
        #expect(try Self.pngHeader(cli.directory.path("arc.png")) == (272, 340, 6))
        let zero = cli.run("render", "arc-demo", "--at", "0", "--out", "zero.png")
        #expect(zero.code == 0)
        #expect(
            FileManager.default.contents(atPath: cli.directory.path("arc.png"))
                == FileManager.default.contents(atPath: cli.directory.path("zero.png")))

        let retina = cli.run(
            "render", "arc-demo", "--at", "1", "--scale", "2", "--background", ".white", "--out", "a2.png")
        #expect(retina.code == 0, "\(retina.stderr)")
        #expect(try Self.pngHeader(cli.directory.path("a2.png")) == (544, 680, 2), "opaque: RGB")
        let row = try Self.history(cli, 3)
        #expect(row["format"] as? String == "png" && row["duration"] as? Double == 1)
        let options = try #require(row["options"] as? [String: String])
        #expect(options["scale"] == "2" && options["background"] == "Color.white")
        #expect(options["rasterizer"]?.hasPrefix("librsvg ") == true)
        let replay = cli.run("replay", "3")
        #expect(replay.code == 0 && replay.stdout.contains("output matches"), "\(replay.stdout)\(replay.stderr)")
    }

    /// The fidelity contract: a PNG still is rsvg-convert's PNG of the SVG still of the same frame, pixel for pixel.
    @Test(.enabled(if: rasterizer != nil && rsvgConvert != nil, noRSVGConvert), arguments: ["arc-demo", "shake-me"])
    func aPNGStillIsRSVGConvertOfTheSVGStill(name: String) throws {
        let (cli, _) = try Self.fixture()
        for (format, extra) in [("svg", [String]()), ("png", [])] {
            let result = cli.run(
                ["render", name, "--at", "0.75", "--background", ".yellow", "--out", "still.\(format)"] + extra)
            #expect(result.code == 0, "\(result.stderr)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.rsvgConvert))
        process.arguments = ["-o", cli.directory.path("reference.png"), cli.directory.path("still.svg")]
        try process.run()
        process.waitUntilExit()
        let rasterizer = try #require(Self.rasterizer)
        func pixels(_ name: String) throws -> PixelImage {
            try rasterizer.decodePNG([UInt8](try Data(contentsOf: URL(fileURLWithPath: cli.directory.path(name)))))
        }
        #expect(try pixels("still.png") == pixels("reference.png"))
    }

    @Test(.enabled(if: rasterizer != nil, noRasterizer))
    func aContactSheetShowsEvenlySpacedFrames() throws {
        let (cli, _) = try Self.fixture()
        let result = cli.run("render", "flower-loading", "--sheet", "4x3", "--out", "sheet.png")
        #expect(result.code == 0, "\(result.stderr)")
        #expect(result.stdout.contains("(12 frames from 0 to 5 s, 1572 × 1060 px, "))
        #expect(try Self.pngHeader(cli.directory.path("sheet.png")).width == 1572)
        let row = try Self.history(cli, 1)
        #expect(row["format"] as? String == "png-sheet" && row["frameCount"] as? Double == 12)
        #expect((row["options"] as? [String: String])?["sheet"] == "4x3")
        #expect(cli.run("replay", "1").stdout.contains("output matches"))
    }

    /// A sheet draws only its cells, so it has the streamed frame cap: more frames than an SVG may hold are fine.
    @Test(.enabled(if: rasterizer != nil, noRasterizer))
    func aContactSheetMaySpanMoreFramesThanADocumentHolds() throws {
        let (cli, _) = try Self.fixture()
        let svg = cli.run("render", "arc-demo", "--duration", "400", "--out", "long.svg")
        #expect(svg.code == 64 && svg.stderr.contains("an SVG file holds at most 18000"), "\(svg.stderr)")
        let sheet = cli.run("render", "arc-demo", "--sheet", "2x2", "--duration", "400", "--out", "long.png")
        #expect(sheet.code == 0, "\(sheet.stderr)")
        #expect(sheet.stdout.contains("(4 frames from 0 to 400 s, "), "\(sheet.stdout)")
    }

    /// A GIF asked for at 60 fps plays at 50 (whole hundredths of a second per frame), says so, records 50 and
    /// replays byte for byte; the MP4 and WebM too; scratch files are gone afterwards.
    @Test(.enabled(if: hasFFmpeg, noFFmpeg))
    func animationsAreRecordedAndReplayedByteForByte() throws {
        let (cli, scratch) = try Self.fixture()
        let gif = cli.run("render", "shake-decay", "--out", "s.gif", "--duration", "0.5")
        #expect(gif.code == 0, "\(gif.stderr)")
        #expect(gif.stdout.contains("(26 frames at 50 fps, 213 × 128 px, "), "\(gif.stdout)")
        #expect((try Self.history(cli, 1))["fps"] as? Double == 50)
        let mp4 = cli.run(
            "render", "arc-demo", "--out", "a.mp4", "--duration", "0.5", "--width", "101", "--height", "75")
        #expect(mp4.code == 0, "\(mp4.stderr)")
        #expect(mp4.stdout.contains("(31 frames at 60 fps, 102 × 76 px, "), "even dimensions: \(mp4.stdout)")
        let options = try #require((try Self.history(cli, 2))["options"] as? [String: String])
        #expect(options["encoder"]?.hasPrefix("ffmpeg ") == true)
        let webm = cli.run("render", "morph-tap", "--out", "m.webm", "--duration", "0.3", "--fps", "30")
        #expect(webm.code == 0, "\(webm.stderr)")
        for id in 1...3 {
            let replay = cli.run("replay", "\(id)")
            #expect(replay.code == 0 && replay.stdout.contains("output matches"), "#\(id): \(replay.stdout)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).isEmpty, "no scratch file is left")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: cli.directory.url.path).filter { $0.hasPrefix(".") }
                .isEmpty, "no temporary file is left beside the outputs")
    }

    @Test(.enabled(if: hasFFmpeg, noFFmpeg))
    func anAPNGIsRecordedAsItsOwnFormat() throws {
        let (cli, _) = try Self.fixture()
        let apng = cli.run("render", "count-up", "--out", "c.apng", "--duration", "0.2", "--fps", "20")
        #expect(apng.code == 0, "\(apng.stderr)")
        #expect((try Self.history(cli, 1))["format"] as? String == "apng")
        let bytes = [UInt8](try #require(FileManager.default.contents(atPath: cli.directory.path("c.apng"))))
        #expect(Data(bytes).range(of: Data("acTL".utf8)) != nil, "animated PNG frame control")
    }

    /// Everything wrong with the request is refused with exit 64 before anything is drawn or written.
    @Test(arguments: [
        (
            ["--out", "x.svg", "--scale", "2"],
            "--scale sets pixels per point for .png, .gif, .apng, .mp4 and .webm files"
        ),
        (
            ["--out", "x.png", "--scale", "9"],
            "The value '9' is invalid for '--scale': expected 0.25 to 8 pixels per point"
        ),
        (
            ["--out", "x.png", "--scale", "0"],
            "The value '0' is invalid for '--scale': expected 0.25 to 8 pixels per point"
        ),
        (
            ["--out", "x.html", "--background", ".white"],
            "--background applies to .svg files and to pictures and video"
        ),
        (["--out", "x.gif", "--sheet", "4x3"], "--sheet writes a contact sheet and needs a .png file"),
        (
            ["--out", "x.png", "--sheet", "0x3"],
            "The value '0x3' is invalid for '--sheet': expected COLSxROWS, each 1 to 16, such as 4x3"
        ),
        (
            ["--out", "x.png", "--sheet", "four"],
            "The value 'four' is invalid for '--sheet': expected COLSxROWS, each 1 to 16, such as 4x3"
        ),
        (["--out", "x.mp4", "--at", "1"], "--at writes a still frame and needs an .svg or .png file"),
        (
            ["--out", "x.png", "--sheet", "2x2", "--at", "1"],
            "--at and --sheet do not go together: a contact sheet shows frames across the whole --duration"
        ),
        (
            ["--out", "x.png", "--background", ".whit"],
            "The value '.whit' is invalid for '--background': column 2: unknown color 'whit'. Did you mean 'white'?"
        ),
        (
            ["--out", "x.bmp"],
            "cannot tell the format of 'x.bmp': use a .svg, .html, .json, .csv, .lottie.json, .lottie, .png, .gif, .apng, .mp4 or .webm file"
        ),
        (
            ["--out", "x.png", "--width", "4096", "--height", "4096", "--scale", "1.5"],
            "a picture of 4096 × 4096 points at 1.5× is more than the 16777216 pixels (4096 × 4096) one picture may have: lower --scale, --width or --height"
        ),
        (
            ["--out", "x.png", "--sheet", "16x16"],
            "a 16x16 contact sheet of 272 × 340 points at 1× is more than the 16777216 pixels (4096 × 4096) one picture may have"
        ),
        (
            ["--out", "x.mp4", "--width", "4096", "--height", "4096", "--duration", "20"],
            "1201 frames of 4096 × 4096 pixels are more than the 4294967296 pixels a MP4 may hold: lower --fps, --duration or --scale"
        ),
    ])
    func badPictureRequestsAreUsageErrors(arguments: [String], message: String) throws {
        let (cli, scratch) = try Self.fixture()
        let result = cli.run(["render", "arc-demo"] + arguments)
        #expect(result.code == 64, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("Error: \(message)"), "\(result.stderr)")
        #expect(result.stderr.filter { $0 == "\n" }.count == 1, "one line")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: cli.directory.path(arguments[1])))
    }

    /// No ffmpeg on PATH: one line naming what to install, exit 1, nothing written or recorded.
    @Test(.enabled(if: rasterizer != nil, noRasterizer), arguments: ["x.mp4", "x.gif", "x.webm", "x.apng"])
    func aMissingFFmpegSaysWhatToInstall(out: String) throws {
        let (cli, _) = try Self.fixture()
        cli.environment["PATH"] = "/nonexistent"
        let result = cli.run("render", "arc-demo", "--out", out)
        #expect(result.code == 1)
        let name = ["x.mp4": "MP4", "x.gif": "GIF", "x.webm": "WebM", "x.apng": "APNG"][out]!
        #expect(
            result.stderr
                == "Error: \(name) output needs ffmpeg: apt-get install ffmpeg (Debian) or brew install ffmpeg (macOS)\n"
        )
        #expect(!FileManager.default.fileExists(atPath: cli.directory.path(out)))
        #expect(cli.run("history").stderr == "No renders match.\n")
    }

    /// An encoder that fails halfway (a stand-in ffmpeg that reads a little and exits 1) leaves no partial file,
    /// no temporary, and a failed row in the history with ffmpeg's own message; an existing file needs --force and
    /// survives a failed --force render unchanged.
    @Test(.enabled(if: rasterizer != nil, noRasterizer))
    func aFailingEncoderLeavesNothingBehind() throws {
        let (cli, scratch) = try Self.fixture()
        let bin = cli.directory.url.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let fake = bin.appendingPathComponent("ffmpeg")
        try Data("#!/bin/sh\nhead -c 1000 >/dev/null\necho 'Unknown encoder libx264' >&2\nexit 1\n".utf8).write(
            to: fake)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
        cli.environment["PATH"] = bin.path + ":/usr/bin:/bin"
        let result = cli.run("render", "arc-demo", "--out", "a.mp4", "--duration", "0.5")
        #expect(result.code == 1)
        #expect(result.stderr == "Error: MP4 output: ffmpeg failed: Unknown encoder libx264\n", "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: cli.directory.path("a.mp4")))
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).isEmpty)
        let row = try Self.history(cli, 1)
        #expect(row["status"] as? String == "failed" && (row["error"] as? String)?.contains("libx264") == true)

        try Data("mine".utf8).write(to: URL(fileURLWithPath: cli.directory.path("a.mp4")))
        let kept = cli.run("render", "arc-demo", "--out", "a.mp4")
        #expect(kept.code == 1 && kept.stderr.contains("already exists; use --force"))
        #expect(cli.run("render", "arc-demo", "--out", "a.mp4", "--force").code == 1)
        #expect(FileManager.default.contents(atPath: cli.directory.path("a.mp4")) == Data("mine".utf8))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: cli.directory.url.path).filter { $0.hasPrefix(".") }
                .isEmpty)
    }

    /// `--background` reaches SVG too, and is replayed from the history.
    @Test func anSVGTakesTheBackgroundAndReplaysIt() throws {
        let (cli, _) = try Self.fixture()
        let result = cli.run(
            "render", "arc-demo", "--at", "1", "--background", "Color(red: 1, green: 0.9, blue: 0.8)", "--out", "a.svg")
        #expect(result.code == 0, "\(result.stderr)")
        let svg = try String(contentsOfFile: cli.directory.path("a.svg"), encoding: .utf8)
        #expect(svg.contains("<rect width=\"272\" height=\"340\" fill=\"#ffe6cc\""))
        #expect(cli.run("replay", "1").stdout.contains("output matches"))
    }
}

extension ImageRenderTests {
    /// Picture options are checked before the store is opened: a mistake in one creates no store.
    @Test(arguments: [
        ["--out", "x.png", "--scale", "9"], ["--out", "x.svg", "--sheet", "2x2"],
        ["--out", "x.png", "--background", "red"],
        ["--out", "x.png", "--sheet", "3x3", "--at", "1"],
        ["--out", "x.png", "--width", "4096", "--height", "4096", "--scale", "2"],
        ["--out", "x.gif", "--duration", "1000000"],
    ])
    func pictureMistakesCreateNoStore(arguments: [String]) throws {
        let (cli, _) = try Self.fixture()
        #expect(cli.run(["render", "arc-demo"] + arguments).code == 64)
        #expect(!FileManager.default.fileExists(atPath: cli.storePath))
    }
}
