import AnimDBModel
import AnimDBStore
import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

struct PlayRenderTests {
    @Test func pipedPlayPrintsTheShakeOffsets() throws {
        let cli = try CLIFixture()
        let result = cli.run("play", "shake-login", "--format", "json")
        #expect(result.code == 0, "\(result.stderr)")
        let document = try #require(try result.json() as? [String: Any])
        #expect(document["timeline"] as? String == "shake-login")
        #expect(document["revision"] as? Int == 1)
        let frames = try #require(document["frames"] as? [[String: Any]])
        #expect(frames.count > 30)
        var sawMotion = false
        for frame in frames {
            let shakes = try #require((frame["values"] as? [String: Any])?["shakes"] as? Double)
            let offset = try #require((frame["effect"] as? [String: Any])?["offsetX"] as? Double)
            #expect(abs(offset - sin(shakes * 2 * .pi) * 5) < 1e-9)
            sawMotion = sawMotion || abs(offset) > 1
        }
        #expect(sawMotion)
        let last = try #require((frames.last?["values"] as? [String: Any])?["shakes"] as? Double)
        #expect(abs(last - 4) < 1e-9)
    }

    @Test(arguments: ["table", "json", "ndjson", "csv"])
    func everyFormatHasOneRowPerFrame(format: String) throws {
        let cli = try CLIFixture()
        let result = cli.run("play", "rect-grow", "--format", format, "--fps", "10")
        #expect(result.code == 0)
        let lines = result.stdout.split(separator: "\n")
        switch format {
        case "json": #expect(lines.count == 1)
        case "ndjson": #expect(lines.allSatisfy { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) != nil })
        default: #expect(lines.count > 2)
        }
    }

    @Test func probesAreAnsweredInTheOrderAskedAndNotRecorded() throws {
        let cli = try CLIFixture()
        let result = cli.run("play", "polygon-morph", "--at", "1,0,0.5", "--format", "ndjson")
        let times = result.stdout.split(separator: "\n").compactMap {
            (try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])?["t"] as? Double
        }
        #expect(times == [1, 0, 0.5])
        #expect(cli.run("history", "--format", "json").stdout == "[]\n")
    }

    @Test func svgParsesAsXMLAndRendersAreByteIdentical() throws {
        let cli = try CLIFixture()
        for (name, file) in [("polygon-morph", "a.svg"), ("shake-login", "b.svg")] {
            #expect(cli.run("render", name, "--out", file).code == 0)
            let first = try Data(contentsOf: cli.directory.url.appendingPathComponent(file))
            let parser = XMLParser(data: first)
            #expect(parser.parse(), "\(file) is not well-formed XML")
            let text = String(decoding: first, as: UTF8.self)
            #expect(text.contains("<animate"))
            #expect(cli.run("render", name, "--out", file, "--force").code == 0)
            #expect(try Data(contentsOf: cli.directory.url.appendingPathComponent(file)) == first)
        }
    }

    @Test func htmlPageHasThePlayerAndThePlot() throws {
        let cli = try CLIFixture()
        #expect(cli.run("render", "morph-tap", "--out", "page.html").code == 0)
        let html = try String(contentsOf: cli.directory.url.appendingPathComponent("page.html"), encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<polyline"))
        #expect(html.contains("<script"))
        #expect(html.contains("type=\"range\""))
        #expect(!html.contains("http://") || !html.contains("src=\"http"))
    }

    @Test func renderRefusesToOverwriteAndLeavesNoPartialFile() throws {
        let cli = try CLIFixture()
        #expect(cli.run("render", "rect-grow", "--out", "x.json").code == 0)
        let refused = cli.run("render", "rect-grow", "--out", "x.json")
        #expect(refused.code == 1)
        #expect(refused.stderr.hasSuffix("already exists; use --force to overwrite it\n"))
        #expect(cli.run("render", "rect-grow", "--out", "missing-dir/x.svg").code == 1)
        let names = try FileManager.default.contentsOfDirectory(atPath: cli.directory.url.path)
        #expect(!names.contains { $0.hasSuffix(".tmp") })
        #expect(cli.run("render", "rect-grow", "--out", "x.bmp").code == 64)
    }

    @Test func historyRecordsRendersAndReplayDetectsChangedOutput() throws {
        let cli = try CLIFixture()
        #expect(cli.run("render", "shake-login", "--out", "s.svg").code == 0)
        #expect(cli.run("play", "count-up", "--format", "csv").code == 0)
        let rows = try #require(try cli.run("history", "--format", "json").json() as? [[String: Any]])
        #expect(rows.map { $0["format"] as? String } == ["play-csv", "svg"])
        // shake-login: the default spring, a reset without animation at 1.5 s, the spring again at 2 s, at rest after
        // 3.0333 s (frame 182): 183 frames.
        #expect(rows[1]["frameCount"] as? Int == 183)
        // Editing the preset afterwards does not change what replay renders: it uses the recorded revisions.
        #expect(cli.run("set", "Shake", "amplitude=9").code == 0)
        let replay = cli.run("replay", "1")
        #expect(replay.code == 0, "\(replay.stdout)\(replay.stderr)")
        #expect(replay.stdout.contains("output matches"))
        // Renames do not lose the way back either: replay finds the timeline and preset by id.
        #expect(cli.run("rename", "shake-login", "login-shake-timeline").code == 0)
        #expect(cli.run("rename", "Shake", "field-shake").code == 0)
        #expect(cli.run("replay", "1").stdout.contains("output matches"))
        // Pretend the recorded output was different: replay must say so and fail.
        let connection = try Connection(path: cli.storePath)
        try connection.execute(
            "UPDATE renders SET output_sha256 = ? WHERE id = 1", [.text(String(repeating: "0", count: 64))])
        let mismatch = cli.run("replay", "1")
        #expect(mismatch.code == 1)
        #expect(mismatch.stdout.contains("DIFFERS"))
    }

    @Test func historyFilters() throws {
        let cli = try CLIFixture()
        cli.run("render", "shake-login", "--out", "a.svg")
        cli.run("render", "rect-grow", "--out", "b.json")
        // A missing output directory is refused before rendering, so the failed render is recorded directly.
        #expect(cli.run("render", "rect-grow", "--out", "no-such-dir/a.svg").code == 1)
        try Store.open(at: cli.storePath, create: false, author: "t", now: { Date() }).recordRender(
            RenderRecord(
                timelineName: "rect-grow", engineVersion: "1", fps: 60, duration: 1, format: "svg",
                startedAt: Date(timeIntervalSince1970: 1_796_000_100), status: .failed, errorMessage: "disk full"))
        let filtered = try #require(
            try cli.run("history", "rect-grow", "--format-filter", "json", "--format", "json").json()
                as? [[String: Any]])
        #expect(filtered.count == 1)
        #expect(try (cli.run("history", "--status", "failed", "--format", "json").json() as? [Any])?.count == 1)
        #expect(try (cli.run("history", "--limit", "1", "--format", "json").json() as? [Any])?.count == 1)
        #expect(try (cli.run("history", "--since", "2099-01-01", "--format", "json").json() as? [Any])?.count == 0)
        #expect(cli.run("history", "--since", "yesterday").code == 64)
    }
}
