import AnimDBModel
import AnimDBStore
import Foundation
import Testing

/// Issue 10, item 11: text from a bundle never reaches the terminal raw. A description carrying an OSC title
/// escape, a clear-screen sequence, a carriage return and a right-to-left override printed byte for byte through
/// `list` and `show`; now text output shows them escaped (as git does) while JSON output keeps the exact value.
struct TerminalEscapeCommandTests {
    static let hostile = "nice\u{1B}]0;pwned\u{07}\u{1B}[2J\rfake\u{202E}txt.exe\u{2028}"
    static let shown = #"nice\u{1b}]0;pwned\u{7}\u{1b}[2J\rfake\u{202e}txt.exe\u{2028}"#

    /// What must never appear raw in text output.
    static let raw: [Unicode.Scalar] = ["\u{1B}", "\u{07}", "\r", "\u{202E}", "\u{2028}"]

    func store(_ cli: CLIFixture) throws {
        #expect(cli.run("list").code == 0)
        let store = try Store.open(at: cli.storePath, create: false, author: "mallory", now: { Date() })
        try store.addPreset(Preset(name: "trap", type: "circle", description: Self.hostile, tags: ["t"]))
    }

    @Test func listAndShowEscapeWhatWouldActOnTheTerminal() throws {
        let cli = try CLIFixture()
        try store(cli)
        for arguments in [["list", "presets"], ["show", "trap"], ["log", "trap"]] {
            let result = cli.run(arguments)
            #expect(result.code == 0)
            #expect(!result.stdout.unicodeScalars.contains { Self.raw.contains($0) }, "\(arguments)")
        }
        #expect(cli.run("list", "presets").stdout.contains(Self.shown))
        #expect(cli.run("show", "trap").stdout.contains(Self.shown + "\n"))
        // JSON is for programs, and already escapes control characters; the value comes through exactly.
        let json = try #require(try cli.run("show", "trap", "--format", "json").json() as? [String: Any])
        let content = try #require(json["content"] as? [String: Any])
        #expect(content["description"] as? String == Self.hostile)
    }

    /// Error messages quote what was typed (or imported); they are escaped in the one place that prints them.
    @Test func errorMessagesEscapeToo() throws {
        let cli = try CLIFixture()
        #expect(cli.run("list").code == 0)
        let result = cli.run("show", "x\u{2028}y\u{202E}z\u{1B}[2J")
        #expect(result.code == 1)
        #expect(!result.stderr.unicodeScalars.contains { Self.raw.contains($0) })
        #expect(result.stderr.contains(#"x\u{2028}y\u{202e}z\u{1b}[2J"#))
    }
}
