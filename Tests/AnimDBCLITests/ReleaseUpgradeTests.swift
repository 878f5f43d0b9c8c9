import AnimDBModel
import AnimDBStore
import AnimDBTestSupport
import Foundation
import Testing

/// A store and a bundle made by the release before views (engine 1.0.0, commit 20ee20f: content format 1, one preset
/// per timeline, the old demo library and catalog) are read and upgraded by this build.
///
/// `Fixtures/release-1.0` was made with that release's binary: the demo library, then `add preset login-shake
/// --type shake --set amplitude=8 …`, `add timeline login-error --preset login-shake --content Password --change
/// 'shakes: 3 with .spring(duration: 0.4, bounce: 0.3)'`, `add preset hexagon --type polygon --set sides=6 --set
/// rotation=30deg`, `add timeline hex-morph --track 'sides: CubicKeyframe(8, duration: 0.5); SpringKeyframe(3,
/// spring: .bouncy)'`, an arc `quarter` (0°…90°, the old angles from 12 o'clock) swept to 270° with an ease-in-out,
/// a petal `bloom` whose `rotationOffset` was an Angle (30°, keyframed to 90°), `set login-shake amplitude=6`,
/// `rename hexagon hex`, `export --all`; `play-*.json` are that release's `play NAME --format json --at …`.
struct ReleaseUpgradeTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/release-1.0")

    /// A fixture with a copy of the old release's store as its store.
    func oldStore() throws -> CLIFixture {
        let cli = try CLIFixture()
        try FileManager.default.copyItem(
            at: Self.fixtures.appendingPathComponent("store.sqlite"), to: URL(fileURLWithPath: cli.storePath))
        return cli
    }

    func recorded(_ name: String) throws -> [(time: Double, values: [String: Double])] {
        let json = try JSONParser().parse(
            try Data(contentsOf: Self.fixtures.appendingPathComponent("play-\(name).json")))
        return (json["frames"]?.arrayValue ?? []).map { frame in
            (
                frame["t"]?.numberValue ?? .nan,
                (frame["values"]?.objectValue ?? [:]).compactMapValues(\.numberValue)
            )
        }
    }

    func played(_ cli: CLIFixture, _ name: String, at times: [Double]) throws -> [[String: Double]] {
        let result = cli.run("play", name, "--format", "json", "--at", times.map { "\($0)" }.joined(separator: ","))
        #expect(result.code == 0, "\(result.stderr)")
        let json = try JSONParser().parse(result.stdout)
        return (json["frames"]?.arrayValue ?? []).map {
            ($0["values"]?.objectValue ?? [:]).compactMapValues(\.numberValue)
        }
    }

    @Test func anOldStoreIsMigratedAndReadsCleanly() throws {
        let cli = try oldStore()
        #expect(cli.run("check").stdout.hasPrefix("ok: checked 28 objects and 30 revisions"))
        let list = try #require(try cli.run("list", "--format", "json").json() as? [[String: Any]])
        #expect(list.count == 28)
        // Old type names read as today's.
        #expect(list.first { $0["name"] as? String == "morph-square" }?["type"] as? String == "morphing-shape")
        #expect(cli.run("list", "--type", "morphing-shape").stdout.contains("morph-square"))
        // Old rows keep their bytes and hashes (history and teammates' ancestry stay valid); `show` shows the object as
        // this build reads it, an export the bytes as stored.
        let show = try JSONParser().parse(cli.run("show", "login-error", "--format", "json").stdout)
        #expect(show["hash"]?.stringValue?.hasPrefix("eec5bd5e8f16") == true)
        #expect(show["content"]?["format"] == .number(Double(Timeline.contentFormat)))
        #expect(cli.run("export", "login-error", "--out", "e.json").code == 0)
        let exported = try JSONParser().parse(try Data(contentsOf: cli.directory.url.appendingPathComponent("e.json")))
        let timeline = exported["objects"]?.arrayValue?.first { $0["name"] == "login-error" }
        #expect(timeline?["content"]?["format"] == nil)
        #expect(timeline?["content"]?["preset_id"] != nil)
    }

    @Test func oldValuesMeanTheSameInTodaysCatalog() throws {
        let cli = try oldStore()
        let shown = cli.run("show", "quarter").stdout
        // The old arc counted from 12 o'clock, clockwise on screen; today's is SwiftUI's addArc: a quarter turn back,
        // clockwise flipped, so it draws the same arc.
        #expect(shown.contains("startAngle  .degrees(-90)"))
        #expect(shown.contains("endAngle    .degrees(0)"))
        #expect(shown.contains("clockwise   false"))
        let times = [0, 0.25, 0.5, 0.75, 1.0]
        // Keyframes and timing curves are stateless, so they play exactly as they did; arc angles a quarter turn
        // back, and the petal's rotation (an Angle then) in radians.
        for (old, new) in zip(try recorded("hex-morph"), try played(cli, "hex-morph", at: times)) {
            #expect(new["sides"] == old.values["sides"], "t = \(old.time)")
        }
        for (old, new) in zip(try recorded("quarter-sweep"), try played(cli, "quarter-sweep", at: times)) {
            let expected = try #require(old.values["endAngle"]) - 90
            #expect(try #require(new["endAngle"]).isApproximatelyEqual(to: expected, absoluteTolerance: 1e-9))
        }
        for (old, new) in zip(try recorded("bloom-spin"), try played(cli, "bloom-spin", at: times)) {
            let expected = try #require(old.values["rotationOffset"]) * .pi / 180
            #expect(try #require(new["rotationOffset"]).isApproximatelyEqual(to: expected, absoluteTolerance: 1e-12))
        }
        // A fluid spring now runs on the display clock (engine 1.1.0), so it agrees to the integrator's precision.
        for (old, new) in zip(try recorded("login-error"), try played(cli, "login-error", at: times)) {
            let expected = try #require(old.values["shakes"])
            #expect(try #require(new["shakes"]).isApproximatelyEqual(to: expected, absoluteTolerance: 0.05))
        }
    }

    @Test func anEditWritesTodaysFormatAfterTheOldRevision() throws {
        let cli = try oldStore()
        #expect(cli.run("set", "login-shake", "amplitude=7").code == 0)
        let log = try #require(try cli.run("log", "login-shake", "--format", "json").json() as? [[String: Any]])
        #expect(log.count == 3)
        #expect(log[2]["parentHash"] as? String == log[1]["hash"] as? String)
        let show = try JSONParser().parse(cli.run("show", "login-shake", "--format", "json").stdout)
        #expect(show["content"]?["format"] == .number(2))
        // A timeline edit too: the view it was read as (one node: the field and its shake) becomes its stored view.
        #expect(cli.run("set", "login-error", "repeat=2").code == 0)
        let timeline = try JSONParser().parse(cli.run("show", "login-error", "--format", "json").stdout)
        #expect(timeline["content"]?["format"] == .number(3))
        let view = try #require(timeline["content"]?["view"])
        #expect(view["key"]?.stringValue == "field")
        #expect(view["modifiers"]?.arrayValue?.map { $0["key"]?.stringValue } == ["login-shake"])
        #expect(view["parameters"]?.arrayValue?.first?["value"] == "\"Password\"")
        #expect(cli.run("check").code == 0)
    }

    /// The old bundle carries the old demo library too: its timelines have the ids of today's demo timelines (a demo
    /// object is the same object in every store) but unrelated content, so they conflict, and `--on-conflict ours`
    /// keeps today's; everything else comes in with its hashes.
    @Test func anOldBundleImportsKeepsItsHashesAndReimportsAsNothing() throws {
        let cli = try CLIFixture()
        let bundle = Self.fixtures.appendingPathComponent("bundle.animdb.json").path
        let plain = cli.run("import", bundle)
        #expect(plain.code == 1)
        #expect(plain.stdout.contains("conflict     timeline shake-login (no common ancestor)"))
        let imported = cli.run("import", "--on-conflict", "ours", bundle)
        #expect(imported.code == 0, "\(imported.stderr)")
        let show = try JSONParser().parse(cli.run("show", "hex-morph", "--format", "json").stdout)
        #expect(show["hash"]?.stringValue?.hasPrefix("be23d72bbc6f") == true)
        #expect(cli.run("show", "shake-login").stdout.contains("numberOfShakes = 4 with .default at 0"))
        let again = cli.run("import", "--on-conflict", "ours", bundle)
        #expect(again.code == 0)
        #expect(!again.stdout.contains("new "), "\(again.stdout)")
        #expect(cli.run("play", "hex-morph", "--at", "0.5").code == 0)
        #expect(cli.run("check").code == 0)
    }

    /// A teammate still on the old release edits what this store has upgraded and edited: the three-way merge reads
    /// the old sides in today's format and keeps both edits.
    @Test func anOldReleasesEditMergesWithAnUpgradedOne() throws {
        let cli = try oldStore()
        #expect(cli.run("set", "login-shake", "amplitude=7").code == 0)
        let original = try JSONParser().parse(
            try Data(contentsOf: Self.fixtures.appendingPathComponent("bundle.animdb.json")))
        let objects = try #require(original["objects"]?.arrayValue)
        let index = try #require(objects.firstIndex { $0["name"] == "login-shake" })
        var object = try #require(objects[index].objectValue)
        let head = try #require(object["hash"])
        var content = try #require(object["content"]?.objectValue)
        content["description"] = "Wrong password, twice"
        object["content"] = .object(content)
        object["ancestry"] = .array([head] + (object["ancestry"]?.arrayValue ?? []))
        var edited = objects
        edited[index] = .object(object)
        var members = try #require(original.objectValue)
        members["objects"] = .array(edited)
        let path = cli.directory.path("teammate.animdb.json")
        try Data(BundleEditing.signed(BundleEditing.rehashed(.object(members))).utf8).write(
            to: URL(fileURLWithPath: path))
        let merged = cli.run("import", path)
        #expect(merged.code == 0, "\(merged.stderr)")
        let show = try JSONParser().parse(cli.run("show", "login-shake", "--format", "json").stdout)
        #expect(show["content"]?["description"] == "Wrong password, twice")
        #expect(show["content"]?["format"] == .number(2))
        let amplitude = show["content"]?["parameters"]?.arrayValue?.first { $0["name"] == "amplitude" }
        #expect(amplitude?["value"] == "7")
    }
}
