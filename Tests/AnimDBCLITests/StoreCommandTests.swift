import AnimDBEngine
import AnimDBResolve
import Foundation
import Testing

struct StoreCommandTests {
    @Test func newStoreIsSeededWithTheDemoLibrary() throws {
        let cli = try CLIFixture()
        let result = cli.run("list", "timelines", "--format", "json")
        #expect(result.code == 0)
        let rows = try #require(try result.json() as? [[String: Any]])
        let names = Set(rows.compactMap { $0["name"] as? String })
        for name in [
            "shake-login", "shake-me", "wave-demo", "arc-demo", "polygon-morph", "flower-loading", "morph-tap",
            "count-up", "shake-decay", "rect-grow",
        ] {
            #expect(names.contains(name), "missing demo timeline \(name)")
        }
    }

    @Test func addShowSetLogRevertRemove() throws {
        let cli = try CLIFixture()
        #expect(cli.run("add", "preset", "hex", "--type", "polygon", "--set", "sides=6", "--tag", "demo").code == 0)
        #expect(cli.run("set", "hex", "sides=8", "rotation=90deg").code == 0)
        let shown = try #require(try cli.run("show", "hex", "--format", "json").json() as? [String: Any])
        #expect(shown["revision"] as? Int == 2)
        let content = try #require(shown["content"] as? [String: Any])
        let parameters = try #require(content["parameters"] as? [[String: String]])
        #expect(parameters.contains { $0["name"] == "rotation" && $0["value"] == ".degrees(90)" })
        #expect(cli.run("revert", "hex", "1").code == 0)
        let log = try #require(try cli.run("log", "hex", "--format", "json").json() as? [[String: Any]])
        #expect(log.map { $0["revision"] as? Int } == [1, 2, 3])
        #expect(log[2]["hash"] as? String == log[0]["hash"] as? String)
        let old = try #require(try cli.run("show", "hex@2", "--format", "json").json() as? [String: Any])
        #expect(old["revision"] as? Int == 2)
        #expect(cli.run("rm", "hex").code == 0)
        #expect(cli.run("show", "hex").code == 1)
    }

    @Test func timelinesFromTracksAndChanges() throws {
        let cli = try CLIFixture()
        cli.run("add", "preset", "sq", "--type", "rectangle")
        let added = cli.run(
            "add", "timeline", "sq-grow", "--preset", "sq", "--track",
            "width: LinearKeyframe(200, duration: 0.5); SpringKeyframe(100, spring: .bouncy)",
            "--change", "height: 80 with .easeIn(duration: 0.2)", "--change", "height: 40 with .spring at 0.3")
        #expect(added.code == 0, "\(added.stderr)")
        #expect(cli.run("add", "keyframe", "sq-grow", "width", "MoveKeyframe(10)", "--at", "0").code == 0)
        let shown = cli.run("show", "sq-grow")
        #expect(shown.stdout.contains("sq.width: MoveKeyframe(10)"))
        #expect(shown.stdout.contains("sq.height = 40 with .spring at 0.3"))
    }

    @Test func presetsStayEditableWhileTimelinesAnimateDefaultedParameters() throws {
        let cli = try CLIFixture()
        // Shake gives shakes no explicit value, yet shake-login animates it.
        #expect(cli.run("set", "Shake", "amplitude=6").code == 0)
        #expect(cli.run("play", "shake-login", "--at", "0.2", "--format", "json").code == 0)
    }

    @Test(arguments: [
        (["add", "preset", "x", "--type", "polygn"], "Error: Unknown preset type 'polygn'. Did you mean 'polygon'?"),
        (
            ["add", "preset", "x", "--type", "polygon", "--set", "sids=5"],
            "Error: preset type 'polygon' has no parameter 'sids'. Did you mean 'sides'?"
        ),
        (
            ["add", "preset", "x", "--type", "polygon", "--set", "sides=2"],
            "Error: Invalid value '2' for 'sides' in 'x': 'sides' must be at least 3, got 2"
        ),
        (["add", "preset", "x", "--type", "wave", "--set", "amplitude=nan"], nil),
        (["add", "preset", "x", "--type", "wave", "--set", "amplitude=1e999"], nil),
        (["add", "preset", "bad/name", "--type", "wave"], nil),
        (["add", "preset", "", "--type", "wave"], nil),
        (["add", "preset", "Shake", "--type", "shake"], nil),
        (["add", "timeline", "t", "--preset", "Wave", "--track", "phse: LinearKeyframe(1, duration: 1)"], nil),
        (["add", "timeline", "t", "--preset", "Wave", "--change", "phase: 1 with .easeInOut(duration: -1)"], nil),
        (["add", "timeline", "t", "--preset", "nope"], nil),
        (["set", "Shake", "amplitude=.degrees(3)"], nil),
        (["rm", "Shake"], nil),
        (["rename", "shake-login", "shake-me"], nil),
        (["revert", "shake-login", "9"], nil),
    ])
    func badInputIsRefusedAndChangesNothing(arguments: [String], message: String?) throws {
        let cli = try CLIFixture()
        #expect(cli.run("list").code == 0)
        let before = cli.storeSnapshot()
        let result = cli.run(arguments)
        #expect(result.code == 64 || result.code == 1)
        #expect(result.stdout.isEmpty)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1 || lines.count == 3, "\(result.stderr)")
        #expect(lines.first?.hasPrefix("Error: ") == true)
        if let message { #expect(lines.first.map(String.init) == message) }
        #expect(cli.storeSnapshot() == before)
    }
}

struct InitCommandTests {
    @Test func initCreatesAProjectStoreThatCommandsFindFromSubdirectories() throws {
        let cli = try CLIFixture()
        cli.environment["ANIMDB_DB"] = nil
        #expect(cli.run("init", "project").code == 0)
        #expect(FileManager.default.fileExists(atPath: cli.directory.path("project/animdb.sqlite")))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: cli.directory.path("project"))
        #expect(!leftovers.contains { $0.hasSuffix(".creating") })
        #expect(cli.run("init", "project").code == 1)
        try FileManager.default.createDirectory(
            atPath: cli.directory.path("project/deep/er"), withIntermediateDirectories: true)
        let nested = CLIFixture.Context(
            cli, workingDirectory: cli.directory.url.appendingPathComponent("project/deep/er"))
        let list = nested.run("list", "timelines", "--format", "json")
        #expect(list.code == 0)
        #expect(list.stdout.contains("shake-login"))
        #expect(!FileManager.default.fileExists(atPath: cli.directory.path(".local/share/animdb/animdb.sqlite")))
    }

    @Test func emptyInitHasNoDemoLibrary() throws {
        let cli = try CLIFixture()
        cli.environment["ANIMDB_DB"] = nil
        #expect(cli.run("init", "--empty").code == 0)
        #expect(cli.run("list", "--format", "json").stdout == "[]\n")
    }
}

/// `add --repeat` and `set repeat=` follow the one repeat-count rule the store and expressions follow.
struct RepeatCountCommandTests {
    @Test(arguments: [0, 1, 10_000, 10_001])
    func commandsAcceptExactlyTheAllowedCounts(count: Int) throws {
        let cli = try CLIFixture()
        let allowed = Animation.repeatCountRange.contains(count)
        let added = cli.run("add", "timeline", "t", "--preset", "ShakeEffect", "--repeat", String(count))
        #expect(added.code == (allowed ? 0 : 64), "\(added.stderr)")
        #expect(cli.run("add", "timeline", "u", "--preset", "ShakeEffect").code == 0)
        let set = cli.run("set", "u", "repeat=\(count)")
        #expect(set.code == (allowed ? 0 : 64), "\(set.stderr)")
        if !allowed {
            let message =
                "The value '\(count)' is invalid for '--repeat': expected a whole number from 1 to 10000, or 'forever'"
            #expect(added.stderr == "Error: \(message)\n")
            #expect(set.stderr == "Error: \(message)\n")
        }
    }
}
