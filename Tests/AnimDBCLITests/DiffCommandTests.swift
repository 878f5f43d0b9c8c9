import Foundation
import Testing

/// `animdb diff`: the lines it prints, its JSON, its exit codes, the side-by-side page, and the review commands an
/// import's conflicts print.
struct DiffCommandTests {
    static let ring = [
        "add", "timeline", "ring", "--state", "end = Angle.degrees(90)", "--view",
        "VStack(spacing: 16) { Arc(startAngle: .degrees(0), endAngle: end, clockwise: false)"
            + ".stroke(.blue, lineWidth: 6).frame(width: 120, height: 120) }",
        "--change", "withAnimation(.easeInOut(duration: 1)) { end = .degrees(300) } at 0.5",
    ]
    static let ring2 = [
        "add", "timeline", "ring2", "--state", "end = Angle.degrees(90)", "--view",
        "VStack(spacing: 24) { Arc(startAngle: .degrees(0), endAngle: end, clockwise: false)"
            + ".stroke(.orange, lineWidth: 6).frame(width: 120, height: 120); Text(\"Done\") }",
        "--change", "withAnimation(.easeInOut(duration: 1)) { end = .degrees(360) } at 0.5",
    ]

    @Test func twoTimelinesDifferLineByLine() throws {
        let cli = try CLIFixture()
        #expect(cli.run(Self.ring).code == 0)
        #expect(cli.run(Self.ring2).code == 0)
        let result = cli.run("diff", "ring", "ring2")
        #expect(result.code == 1, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(
            result.stdout == """
                --- timeline ring@1
                +++ timeline ring2@1
                ~ stroke.paint: Color.blue → Color.orange
                + text: text(text: "Done") at vstack › text
                ~ vstack.spacing: 16 → 24
                ~ change 1: end = .degrees(300) with .easeInOut(duration: 1) at 0.5 → end = .degrees(360) with .easeInOut(duration: 1) at 0.5

                """)
        let reverse = cli.run("diff", "ring2", "ring")
        #expect(reverse.stdout.contains("- text: text(text: \"Done\") at vstack › text"))
        #expect(reverse.stdout.contains("~ vstack.spacing: 24 → 16"))
    }

    @Test func revisionsOfOnePresetAndTheSameRevisionTwice() throws {
        let cli = try CLIFixture()
        #expect(cli.run("set", "Arc", "clockwise=true").code == 0)
        let result = cli.run("diff", "Arc@1", "Arc@2")
        #expect(result.code == 1)
        #expect(result.stdout == "--- preset Arc@1\n+++ preset Arc@2\n~ arc.clockwise: false → true\n")
        let same = cli.run("diff", "Arc@2", "Arc")
        #expect(same.code == 0)
        #expect(same.stdout == "--- preset Arc@2\n+++ preset Arc@2\n")
        let kinds = cli.run("diff", "Arc", "arc-demo")
        #expect(kinds.code == 1)
        #expect(kinds.stdout.hasSuffix("~ kind: preset → timeline\n"))
    }

    @Test func jsonIsCanonicalWithStableKeys() throws {
        let cli = try CLIFixture()
        #expect(cli.run("set", "Arc", "clockwise=true").code == 0)
        let result = cli.run("diff", "Arc@1", "Arc", "--format", "json")
        #expect(result.code == 1)
        let object = try #require(try result.json() as? [String: Any])
        #expect(object.keys.sorted() == ["a", "b", "differences", "equal"])
        #expect(object["equal"] as? Bool == false)
        let differences = try #require(object["differences"] as? [[String: Any]])
        #expect(differences.count == 1)
        #expect(differences[0]["change"] as? String == "modified")
        #expect(differences[0]["old"] as? String == "false")
        #expect(differences[0]["new"] as? String == "true")
        #expect((object["b"] as? [String: Any])?["revision"] as? Int == 2)
        #expect(result.stdout.hasPrefix(#"{"a":{"hash":""#))
    }

    @Test(arguments: [
        ["diff", "ring"], ["diff", "ring@0", "ring"], ["diff", "ring", "ring2", "--out", "page.svg"],
        ["diff", "ring", "ring2", "--fps", "0"], ["diff", "ring", "ring2", "--format", "yaml"],
    ])
    func usageErrorsExit64BeforeTheStoreIsOpened(arguments: [String]) throws {
        let cli = try CLIFixture()
        let result = cli.run(arguments)
        #expect(result.code == 64, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: cli.storePath))
    }

    @Test func aMissingNameOrRevisionFails() throws {
        let cli = try CLIFixture()
        #expect(cli.run("diff", "nope", "Arc").code == 1)
        #expect(cli.run("diff", "Arc@9", "Arc").code == 1)
    }

    @Test func thePageShowsBothPlayersOnOneScrubber() throws {
        let cli = try CLIFixture()
        #expect(cli.run(Self.ring).code == 0)
        #expect(cli.run(Self.ring2).code == 0)
        let result = cli.run("diff", "ring", "ring2", "--out", "page.html", "--fps", "10")
        #expect(result.code == 1, "\(result.stderr)")
        let html = try String(contentsOfFile: cli.directory.path("page.html"), encoding: .utf8)
        #expect(html.contains("id=\"animdb-frames-a\"") && html.contains("id=\"animdb-frames-b\""))
        #expect(html.components(separatedBy: "id=\"animdb-scrubber\"").count == 2)
        #expect(html.contains("id=\"a-shape\"") && html.contains("id=\"b-shape\""))
        #expect(html.contains("data-name=\"old endAngle\"") && html.contains("data-name=\"new endAngle\""))
        #expect(html.contains("<li class=\"modified\"><code>~ vstack.spacing: 16 → 24</code></li>"))
        #expect(html.contains("<tr class=\"changed\">"))
        // The page only where the user named it; an existing one is kept without --force.
        let again = cli.run("diff", "ring", "ring2", "--out", "page.html")
        #expect(again.code == 1)
        #expect(again.stderr.contains("already exists"))
        let presets = cli.run("diff", "Arc", "Polygon", "--out", "presets.html")
        #expect(presets.code == 64)
        #expect(!FileManager.default.fileExists(atPath: cli.directory.path("presets.html")))
    }

    @Test func importConflictsPrintTheDiffThatShowsThem() throws {
        let ana = try CLIFixture()
        let ben = try CLIFixture()
        ben.environment["ANIMDB_DB"] = ana.directory.path("ben.sqlite")
        let bundle = ana.directory.path("b.json")
        #expect(ana.run("add", "preset", "glow", "--type", "scale", "--set", "scale=1.2").code == 0)
        #expect(ana.run("export", "glow", "--out", bundle).code == 0)
        #expect(ben.run("import", bundle).code == 0)
        #expect(ana.run("set", "glow", "scale=1.5").code == 0)
        #expect(ben.run("set", "glow", "scale=0.8").code == 0)
        #expect(ana.run("export", "glow", "--out", bundle, "--force").code == 0)
        let refused = ben.run("import", bundle)
        #expect(refused.code == 1)
        #expect(refused.stdout.hasSuffix("then:\n  animdb diff glow glow.theirs\n"), "\(refused.stdout)")
        let kept = ben.run("import", bundle, "--on-conflict", "both")
        #expect(kept.code == 0, "\(kept.stderr)")
        #expect(kept.stdout.hasSuffix("To review each copy kept:\n  animdb diff glow glow.theirs\n"))
        let diff = ben.run("diff", "glow", "glow.theirs")
        #expect(diff.code == 1)
        #expect(diff.stdout.hasSuffix("~ scale.scale: 0.8 → 1.5\n"), "\(diff.stdout)")
    }
}
