import AnimDBEngine
import AnimDBModel
import AnimDBStore
import Foundation
import Testing

/// Issue 10, items 1 and 15: every limit has one rule (`AnimationLimits`), and work that would pass it is refused
/// up front with exit 64 and a message saying how to ask for less.
struct LimitCommandTests {
    /// Item 1: 1,800 keyframes of an hour each survive export and import; rendering them to SVG tried to allocate
    /// 34 GB and aborted. Now the frame count is checked before any work.
    @Test func aDocumentWithTooManyFramesIsRefusedUpFront() throws {
        let cli = try CLIFixture()
        let track = (0..<1800).map { "LinearKeyframe(\($0 % 2 == 0 ? 100 : 0), duration: 3600)" }
            .joined(separator: "; ")
        let added = cli.run("add", "timeline", "long", "--preset", "SizeRectangle", "--track", "width: \(track)")
        #expect(added.code == 0, "\(added.stderr)")
        let svg = cli.directory.path("t.svg")
        let result = cli.run("render", "long", "--out", svg)
        #expect(result.code == 64)
        #expect(
            result.stderr
                == "Error: 6480000 s at 60 fps is 388800001 frames; an SVG file holds at most 18000: lower --fps or "
                + "--duration, or render to .json or .csv, which stream\n")
        #expect(!FileManager.default.fileExists(atPath: svg))
        // The same timeline streams (within the streaming cap).
        let csv = cli.run("render", "long", "--out", cli.directory.path("t.csv"), "--duration", "100", "--fps", "10")
        #expect(csv.code == 0, "\(csv.stderr)")
    }

    /// Item 1: `--fps 1000 --duration 1000000` grew past 4 GB; now it is refused before a frame is made, for render
    /// and for play alike.
    @Test func unboundedStreamsAreRefusedUpFront() throws {
        let cli = try CLIFixture()
        let out = cli.directory.path("x.json")
        let render = cli.run("render", "shake-login", "--out", out, "--fps", "1000", "--duration", "1000000")
        #expect(render.code == 64)
        #expect(
            render.stderr
                == "Error: 1000000 s at 1000 fps is 1000000001 frames; a JSON render holds at most 10000000: lower "
                + "--fps or --duration\n")
        #expect(!FileManager.default.fileExists(atPath: out))
        let play = cli.run("play", "shake-login", "--format", "csv", "--fps", "1000", "--duration", "1000000")
        #expect(play.code == 64)
        #expect(play.stdout.isEmpty)
        #expect(play.stderr.hasSuffix("play's output holds at most 10000000: lower --fps or --duration\n"))
    }

    /// Item 15: `--fps` was capped at 1000 by play and 10000 by curve; one rule now, with one message.
    @Test(arguments: [
        ["play", "shake-login", "--fps", "2000"], ["render", "shake-login", "--out", "a.svg", "--fps", "2000"],
        ["curve", ".easeIn", "--fps", "2000"], ["play", "shake-login", "--fps", "0"],
    ])
    func everyCommandCapsTheFrameRateTheSameWay(_ arguments: [String]) throws {
        let cli = try CLIFixture()
        let result = cli.run(arguments)
        #expect(result.code == 64)
        let value = arguments.last!
        #expect(
            result.stderr
                == "Error: The value '\(value)' is invalid for '--fps': expected more than 0 and at most 1000\n")
    }

    /// Item 15: `curve --from 1e308` printed a 300-digit number; values follow the expression's magnitude rule.
    @Test func curveValuesFollowTheMagnitudeRule() throws {
        let cli = try CLIFixture()
        let result = cli.run("curve", ".linear", "--from", "1e308")
        #expect(result.code == 64)
        #expect(
            result.stderr == "Error: The value '1e308' is invalid for '--from': expected a number from -1e9 to 1e9\n")
        let long = cli.run("curve", ".linear", "--to", String(repeating: "9", count: 300))
        #expect(
            long.stderr
                == "Error: The value '999999999999999999999…' is invalid for '--to': expected a number from -1e9 to 1e9\n"
        )
        #expect(cli.run("curve", ".linear", "--from", "-1e9", "--to", "1e9").code == 0)
    }

    @Test func durationsFollowTheTimeRule() throws {
        let cli = try CLIFixture()
        let result = cli.run("play", "shake-login", "--duration", "1000001")
        #expect(result.code == 64)
        #expect(
            result.stderr == "Error: The value '1000001' is invalid for '--duration': expected 0 to 1000000 seconds\n")
        #expect(AnimationLimits.maxTime == 1_000_000)
    }

    /// Item 15: replaying a render that failed printed "output DIFFERS: recorded nothing".
    @Test func replayingAFailedRenderSaysThereIsNothingToReplay() throws {
        let cli = try CLIFixture()
        #expect(cli.run("list").code == 0)
        let store = try Store.open(at: cli.storePath, create: false, author: "t", now: { Date() })
        let id = try store.recordRender(
            RenderRecord(
                timelineName: "shake-login", timelineRevision: 1, engineVersion: "1", fps: 60, duration: 1,
                format: "svg", startedAt: Date(timeIntervalSince1970: 1_796_000_000), status: .failed,
                errorMessage: "disk full"))
        let result = cli.run("replay", String(id))
        #expect(result.code == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "Error: render #\(id) failed (disk full), so it has no output to replay\n")
    }

    /// Streaming renders still replay byte for byte (the hash is taken as the frames are written).
    @Test func streamedRendersReplayExactly() throws {
        let cli = try CLIFixture()
        for file in ["a.json", "a.csv", "a.svg", "a.html"] {
            let rendered = cli.run("render", "wave-demo", "--out", cli.directory.path(file), "--fps", "30")
            #expect(rendered.code == 0, "\(rendered.stderr)")
        }
        for id in 1...4 {
            let replay = cli.run("replay", String(id), "--out", cli.directory.path("again-\(id)"))
            #expect(replay.code == 0, "\(replay.stdout)\(replay.stderr)")
        }
        #expect(
            FileManager.default.contents(atPath: cli.directory.path("a.csv"))
                == FileManager.default.contents(atPath: cli.directory.path("again-2")))
    }
}
