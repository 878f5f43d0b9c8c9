import AnimDBModel
import AnimDBStore
import AnimDBTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Issue 10, items 4, 5, 7 and 10: no file is touched that was not asked for.
struct FileSafetyCommandTests {
    /// Item 4: a database that is not a store (or an empty file) comes out of the refusal byte for byte.
    @Test func aRefusedDatabaseIsNotModified() throws {
        let cli = try CLIFixture()
        let theirs = cli.directory.path("theirs.db")
        do {
            let connection = try Connection(path: theirs)
            try connection.execute("CREATE TABLE notes (body TEXT)")
            _ = try connection.scalarString("PRAGMA journal_mode = DELETE")
        }
        let empty = cli.directory.path("empty.sqlite")
        _ = FileManager.default.createFile(atPath: empty, contents: nil)
        for path in [theirs, empty] {
            let before = FileManager.default.contents(atPath: path)
            let result = cli.run("list", "--db", path)
            #expect(result.code == 1)
            #expect(result.stderr == "Error: '\(path)' is not an animdb store\n")
            #expect(FileManager.default.contents(atPath: path) == before)
        }
    }

    /// Item 5: a store the user names in a missing directory is an error naming the path (before, the directories
    /// and a seeded store appeared); an empty `--db` is a usage error (before, a throwaway store was listed).
    @Test func aNamedStoreInAMissingDirectoryIsAnError() throws {
        let cli = try CLIFixture()
        let missing = cli.directory.url.appendingPathComponent("no/such/dir")
        let path = missing.appendingPathComponent("x.sqlite").path
        let byOption = cli.run("list", "--db", path)
        #expect(byOption.code == 1)
        #expect(
            byOption.stderr
                == "Error: cannot create the store '\(path)': directory '\(missing.path)' does not exist\n")
        cli.environment["ANIMDB_DB"] = path
        #expect(cli.run("list").code == 1)
        #expect(!FileManager.default.fileExists(atPath: cli.directory.path("no")))
        let empty = cli.run("list", "--db", "")
        #expect(empty.code == 64)
        #expect(empty.stderr.hasPrefix("Error: The value for '--db' must be a path, not an empty string\n"))
    }

    /// The per-user default store may still create its directory.
    @Test func theUserDefaultStoreCreatesItsDirectory() throws {
        let cli = try CLIFixture()
        cli.environment["ANIMDB_DB"] = nil
        let home = cli.directory.url.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        cli.environment["HOME"] = home.path
        let work = cli.directory.url.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        #expect(CLIFixture.Context(cli, workingDirectory: work).run("list").code == 0)
        #expect(FileManager.default.fileExists(atPath: home.path + "/.local/share/animdb/animdb.sqlite"))
    }

    /// Item 7: `--force` replaces a regular file only; a FIFO (or a device such as /dev/null, which root could
    /// otherwise replace) or a symbolic link is refused and left as it was.
    @Test func forceReplacesOnlyRegularFiles() throws {
        let cli = try CLIFixture()
        let fifo = cli.directory.path("fake.svg")
        #expect(mkfifo(fifo, 0o644) == 0)
        let render = cli.run("render", "shake-login", "--out", fifo, "--force")
        #expect(render.code == 1)
        #expect(render.stderr == "Error: '\(fifo)' is a FIFO, not a regular file; animdb only replaces regular files\n")
        #expect(AtomicFile.kind(of: URL(fileURLWithPath: fifo)) == "a FIFO")
        let target = cli.directory.path("target.json")
        _ = FileManager.default.createFile(atPath: target, contents: Data("keep".utf8))
        let link = cli.directory.path("link.json")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let export = cli.run("export", "shake-login", "--out", link, "--force")
        #expect(export.code == 1)
        #expect(export.stderr.contains("is a symbolic link, not a regular file"))
        #expect(FileManager.default.contents(atPath: target) == Data("keep".utf8))
        let device = cli.run("export", "shake-login", "--out", "/dev/null", "--force")
        #expect(
            device.stderr
                == "Error: '/dev/null' is a character device, not a regular file; animdb only replaces regular files\n")
        // A regular file is still replaced with --force.
        let svg = cli.directory.path("real.svg")
        _ = FileManager.default.createFile(atPath: svg, contents: Data("old".utf8))
        #expect(cli.run("render", "shake-login", "--out", svg, "--force").code == 0)
        #expect(FileManager.default.contents(atPath: svg) != Data("old".utf8))
    }

    /// Item 10: temporaries of processes that are gone (killed mid-creation or mid-render) are removed by the
    /// next run; a live process's are not.
    @Test func staleTemporariesOfDeadProcessesAreRemoved() throws {
        let cli = try CLIFixture()
        #expect(cli.run("list").code == 0)
        let dead = try Self.deadProcessID()
        let directory = cli.directory.url
        let uuid = UUID().uuidString
        let stale = [
            ".animdb.sqlite.animdb-\(dead)-\(uuid).creating", ".animdb.sqlite.animdb-\(dead)-\(uuid).creating-wal",
            ".animdb.sqlite.animdb-\(dead)-\(uuid).creating-shm", ".r.svg.animdb-\(dead)-\(uuid).tmp",
        ]
        let live = [
            ".animdb.sqlite.animdb-\(getpid())-\(uuid).creating", ".r.svg.animdb-\(getpid())-\(uuid).tmp",
            // Not ours at all: a name that only looks similar.
            ".notes.animdb-backup.tmp", "animdb-\(dead)-\(uuid).tmp",
        ]
        let legacy = ".animdb.sqlite.\(uuid).creating"
        // Old and shaped like a legacy temporary, but not animdb's: left alone.
        let foreign = ".notes.db.\(uuid).creating"
        for name in stale + live + [legacy, foreign] {
            _ = FileManager.default.createFile(
                atPath: directory.appendingPathComponent(name).path, contents: Data("x".utf8))
        }
        // A legacy temporary (no process id recorded) goes once it is a day old.
        for name in [legacy, foreign] {
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSinceNow: -2 * 86_400)],
                ofItemAtPath: directory.appendingPathComponent(name).path)
        }
        #expect(cli.run("list").code == 0)
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: directory.path))
        for name in stale + [legacy] { #expect(!left.contains(name), "\(name) was left") }
        for name in live + [foreign] { #expect(left.contains(name), "\(name) was removed") }
    }

    /// A process id that no longer runs: a child that has exited and been reaped.
    static func deadProcessID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exit 0"]
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }
}
