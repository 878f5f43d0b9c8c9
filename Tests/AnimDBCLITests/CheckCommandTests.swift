import AnimDBModel
import AnimDBResolve
import AnimDBStore
import Foundation
import Testing

/// Issue 10, item 14: `animdb check`, and a damaged store refused where it would have been used silently.
struct CheckCommandTests {
    /// A fresh store holds the demo library: one revision per object.
    static let demoObjects = DemoLibrary.presets.count + DemoLibrary.timelines.count

    @Test func aFreshStoreChecksClean() throws {
        let cli = try CLIFixture()
        #expect(cli.run("list").code == 0)
        let result = cli.run("check")
        #expect(result.code == 0, "\(result.stderr)")
        #expect(
            result.stdout
                == "ok: checked \(Self.demoObjects) objects and \(Self.demoObjects) revisions in '\(cli.storePath)'\n")
        let json = try #require(try cli.run("check", "--format", "json").json() as? [String: Any])
        #expect(json["ok"] as? Bool == true)
        #expect((json["problems"] as? [Any])?.isEmpty == true)
    }

    @Test func checkNeverCreatesAStore() throws {
        let cli = try CLIFixture()
        let result = cli.run("check")
        #expect(result.code == 1)
        #expect(result.stderr == "Error: No animdb store at '\(cli.storePath)'\n")
        #expect(!FileManager.default.fileExists(atPath: cli.storePath))
    }

    /// The store: every revision's content edited under its hash. Before, list, show, log, export and add
    /// all exited 0; now check reports each revision, and show, export and sync refuse the damaged objects.
    @Test func aTamperedStoreIsReportedAndNotExported() throws {
        let cli = try CLIFixture()
        #expect(cli.run("list").code == 0)
        let raw = try Connection(path: cli.storePath)
        try raw.execute("UPDATE revisions SET content_json = replace(content_json, '\"name\"', '\"name\" ')")
        try raw.execute("UPDATE presets SET content_json = replace(content_json, '\"name\"', '\"name\" ')")
        try raw.execute("UPDATE timelines SET content_json = replace(content_json, '\"name\"', '\"name\" ')")
        let check = cli.run("check")
        #expect(check.code == 1)
        #expect(check.stdout.split(separator: "\n").count == Self.demoObjects)
        #expect(check.stdout.contains("timeline 'shake-login' ("))
        #expect(check.stdout.contains("revision 1: content does not match its hash"))
        #expect(
            check.stderr.hasPrefix(
                "Error: \(Self.demoObjects) problems in '\(cli.storePath)' (checked \(Self.demoObjects) objects and \(Self.demoObjects) revisions)"
            ))
        let show = cli.run("show", "shake-login")
        #expect(show.code == 1)
        #expect(show.stderr.hasPrefix("Error: The store is damaged: timeline 'shake-login' ("))
        #expect(show.stderr.contains("revision 1: content does not match its hash (stored "))
        #expect(show.stderr.hasSuffix("(run 'animdb check' for a full report)\n"))
        let before = cli.storeSnapshot()
        #expect(cli.run("export", "--all", "--out", cli.directory.path("all.json")).code == 1)
        #expect(!FileManager.default.fileExists(atPath: cli.directory.path("all.json")))
        #expect(cli.run("sync", cli.directory.path("shared")).code == 1)
        #expect(!FileManager.default.fileExists(atPath: cli.directory.path("shared/presets")))
        #expect(cli.storeSnapshot() == before)
    }

    /// Item 15: a damaged database file says so in the user's terms, not with 200 characters of SQL.
    @Test func aCorruptDatabaseFileIsReportedWithoutSQL() throws {
        let cli = try CLIFixture()
        #expect(cli.run("list").code == 0)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: cli.storePath))
        try handle.seek(toOffset: 4096)
        try handle.write(contentsOf: Data(repeating: 0x5A, count: 8192))
        try handle.close()
        let result = cli.run("list")
        #expect(result.code == 1)
        #expect(!result.stderr.contains("while executing"))
        #expect(result.stderr.contains("the store is damaged"))
        #expect(result.stderr.contains("run 'animdb check'"))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }
}
