import Foundation
import Testing

/// Issue 10, item 15: every message says what is wrong in the user's terms, with the right exit code (64 for what
/// was typed wrong, 1 for what could not be done, not found included).
struct MessageCommandTests {
    @Test(arguments: [
        // Not found is a failure (1), as for names; before, a missing revision was a usage error (64).
        (["show", "shake-login@9"], 1, "Error: 'shake-login' has no revision 9 (revisions are 1…1)\n"),
        (["revert", "shake-login", "7"], 1, "Error: 'shake-login' has no revision 7 (revisions are 1…1)\n"),
        // Before, a misspelt type listed nothing, as if no preset had it.
        (
            ["list", "presets", "--type", "polgon"], 64,
            "Error: Unknown preset type 'polgon'. Did you mean 'polygon'?\n"
        ),
        (
            ["curve", ".linear", "--plot", "p.png"], 64,
            "Error: --plot writes an SVG chart: name the file with .svg, not 'p.png'\n"
        ),
    ])
    func messagesAndExitCodes(arguments: [String], code: Int32, stderr: String) throws {
        let cli = try CLIFixture()
        #expect(cli.run("list").code == 0)
        let result = cli.run(arguments)
        #expect(result.code == code)
        #expect(result.stderr == stderr)
        #expect(!FileManager.default.fileExists(atPath: cli.directory.path("p.png")))
    }

    /// Before: "(NSCocoaErrorDomain error 256.)" and "A file with the same name already exists".
    @Test func importAndSyncSayWhatTheyTake() throws {
        let cli = try CLIFixture()
        let directory = cli.directory.url.appendingPathComponent("shared")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let imported = cli.run("import", directory.path)
        #expect(imported.code == 1)
        #expect(
            imported.stderr
                == "Error: cannot import '\(directory.path)': it is a directory; import takes a bundle file (to sync a directory, use 'animdb sync')\n"
        )
        let file = cli.directory.path("notjson.json")
        _ = FileManager.default.createFile(atPath: file, contents: Data("{}".utf8))
        let synced = cli.run("sync", file)
        #expect(synced.code == 1)
        #expect(
            synced.stderr
                == "Error: cannot sync '\(file)': it is a file, not a directory (to import a bundle file, use 'animdb import')\n"
        )
    }

    /// Before, `rename spin spin` claimed to rename.
    @Test func renamingToTheSameNameSaysNothingChanged() throws {
        let cli = try CLIFixture()
        #expect(cli.run("list").code == 0)
        let before = cli.storeSnapshot()
        let result = cli.run("rename", "shake-login", "shake-login")
        #expect(result.code == 0)
        #expect(result.stdout == "Nothing to rename: timeline 'shake-login' is already called 'shake-login'\n")
        #expect(cli.storeSnapshot() == before)
    }
}
