import AnimDBResolve
import Foundation
import Testing

struct SyncCommandTests {
    /// Two teammates: two stores in one temporary directory.
    func teammates() throws -> (CLIFixture, CLIFixture) {
        let ana = try CLIFixture()
        let ben = try CLIFixture()
        ben.environment["ANIMDB_DB"] = ana.directory.path("ben.sqlite")
        ben.environment["HOME"] = ana.directory.url.path
        return (ana, ben)
    }

    @Test func freshStoresShareTheDemoLibrary() throws {
        let (ana, ben) = try teammates()
        #expect(ana.run("export", "--all", "--out", "all.animdb.json").code == 0)
        let imported = ben.run("import", ana.directory.path("all.animdb.json"))
        #expect(imported.code == 0)
        #expect(
            imported.stdout.hasPrefix(
                "Nothing to import: \(DemoLibrary.presets.count + DemoLibrary.timelines.count) objects already up to date"
            ))
    }

    @Test func editsFlowBothWaysAndConflictsAreReported() throws {
        let (ana, ben) = try teammates()
        let bundle = ana.directory.path("b.json")
        #expect(ana.run("add", "preset", "pulse", "--type", "scale", "--set", "scale=1.2").code == 0)
        #expect(ana.run("export", "pulse", "--out", bundle).code == 0)
        #expect(ben.run("import", bundle).code == 0)
        #expect(ben.run("show", "pulse").stdout.contains("1.2"))
        // Both edit the same parameter: a conflict, refused by default with the store untouched.
        #expect(ana.run("set", "pulse", "scale=1.5").code == 0)
        #expect(ben.run("set", "pulse", "scale=0.8").code == 0)
        #expect(ana.run("export", "pulse", "--out", bundle, "--force").code == 0)
        let before = ben.storeSnapshot()
        let refused = ben.run("import", bundle)
        #expect(refused.code == 1)
        #expect(refused.stdout.contains("parameters.scale: base \"1.2\", ours \"0.8\", theirs \"1.5\""))
        #expect(refused.stderr == "Error: 1 conflict: nothing imported; resolve with --on-conflict ours|theirs|both\n")
        #expect(ben.storeSnapshot() == before)
        #expect(ben.run("import", bundle, "--dry-run", "--on-conflict", "theirs").code == 0)
        #expect(ben.storeSnapshot() == before)
        #expect(ben.run("import", bundle, "--on-conflict", "theirs").code == 0)
        #expect(ben.run("show", "pulse").stdout.contains("1.5"))
    }

    @Test(arguments: [
        ("{\"format\":", "Error: Malformed JSON at line 1, column 11"),
        ("[]", "Error: "),
        ("{\"format\":\"animdb-bundle\",\"format_version\":99}", "Error: "),
    ])
    func badBundlesAreRefusedInOneLine(text: String, prefix: String) throws {
        let cli = try CLIFixture()
        #expect(cli.run("list").code == 0)
        try Data(text.utf8).write(to: cli.directory.url.appendingPathComponent("bad.json"))
        let before = cli.storeSnapshot()
        let result = cli.run("import", "bad.json")
        #expect(result.code == 1)
        #expect(result.stderr.hasPrefix(prefix))
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(cli.storeSnapshot() == before)
    }

    @Test func syncDirectoryConverges() throws {
        let (ana, ben) = try teammates()
        let shared = ana.directory.path("shared")
        #expect(ana.run("add", "preset", "fade", "--type", "opacity", "--set", "opacity=0.5").code == 0)
        #expect(ana.run("sync", shared).code == 0)
        #expect(ben.run("sync", shared).code == 0)
        #expect(ben.run("show", "fade").code == 0)
        #expect(ben.run("set", "fade", "opacity=0.25").code == 0)
        #expect(ben.run("sync", shared).code == 0)
        #expect(ana.run("sync", shared).code == 0)
        #expect(ana.run("show", "fade").stdout.contains("0.25"))
    }

    @Test func importReadsTheBundleFromStandardInput() throws {
        let (ana, ben) = try teammates()
        #expect(ana.run("add", "preset", "pulse", "--type", "scale", "--set", "scale=1.2").code == 0)
        let exported = ana.run("export", "pulse", "--out", "-")
        #expect(exported.code == 0)
        let imported = ben.run(["import", "-"], standardInput: Data(exported.stdout.utf8))
        #expect(imported.code == 0, "\(imported.stderr)")
        #expect(ben.run("show", "pulse").stdout.contains("1.2"))
        // Empty input is not a bundle, and nothing is written.
        let before = ben.storeSnapshot()
        let empty = ben.run(["import", "-"], standardInput: Data())
        #expect(empty.code == 1)
        #expect(empty.stderr.hasPrefix("Error: "))
        #expect(ben.storeSnapshot() == before)
    }

    /// `sync --git` runs in-process: git gets the command's environment (its PATH, HOME and the author named
    /// there), not the test process's.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/git")))
    func syncWithGitRunsInProcess() throws {
        let (ana, ben) = try teammates()
        let root = ana.directory.url
        let remote = root.appendingPathComponent("remote.git").path
        for fixture in [ana, ben] { fixture.environment["PATH"] = "/usr/bin:/bin" }
        ana.environment["GIT_AUTHOR_NAME"] = "Ana Fixture"
        @discardableResult
        func git(_ arguments: [String]) throws -> String {
            let process = Process()
            let output = Pipe()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
            process.arguments = arguments
            process.environment = ["PATH": "/usr/bin:/bin", "HOME": root.path]
            process.standardOutput = output
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        try git(["init", "-q", "--bare", "-b", "main", remote])
        for clone in ["ana-clone", "ben-clone"] {
            try git(["-c", "init.defaultBranch=main", "clone", "-q", remote, root.appendingPathComponent(clone).path])
        }
        #expect(ana.run("add", "preset", "fade", "--type", "opacity", "--set", "opacity=0.5").code == 0)
        let pushed = ana.run("sync", root.appendingPathComponent("ana-clone").path, "--git")
        #expect(pushed.code == 0, "\(pushed.stderr)")
        #expect(pushed.stdout.contains("git: push to origin/main"))
        #expect(try git(["--git-dir", remote, "log", "-1", "--format=%an"]) == "Ana Fixture")
        let pulled = ben.run("sync", root.appendingPathComponent("ben-clone").path, "--git")
        #expect(pulled.code == 0, "\(pulled.stderr)")
        #expect(ben.run("show", "fade").stdout.contains("0.5"))
    }

    @Test func exportNeedsSomethingToExport() throws {
        let cli = try CLIFixture()
        #expect(cli.run("export", "--out", "x.json").code == 64)
        #expect(cli.run("export", "nope", "--out", "x.json").code == 1)
        #expect(!FileManager.default.fileExists(atPath: cli.directory.path("x.json")))
    }
}
