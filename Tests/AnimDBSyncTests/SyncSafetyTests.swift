import AnimDBModel
import AnimDBStore
import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBSync

/// Issue 10, items 6, 8 and 9: sync directories and repositories from teammates are untrusted, and two syncs into
/// one directory take turns.
struct SyncSafetyTests {
    /// Moves a store to another thread (each store is used by one thread only).
    final class Owned: @unchecked Sendable {
        let teammate: Teammate
        init(_ teammate: Teammate) { self.teammate = teammate }
    }

    /// Item 6: two stores syncing one directory at once. Before, the second to write deleted the first's new files
    /// (18 of 20 runs); now each round leaves both stores' objects in the directory.
    @Test func concurrentSyncsFromTwoStoresLoseNoFiles() throws {
        let directory = try TemporaryDirectory()
        let stores = [Owned(try Teammate("ana")), Owned(try Teammate("ben"))]
        let failures = Failures()
        for round in 0..<20 {
            for owned in stores { try owned.teammate.addShake("\(owned.teammate.name)-\(round)") }
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                do {
                    _ = try SyncDirectory(url: directory.url).sync(store: stores[index].teammate.store)
                } catch {
                    failures.add("\(error)")
                }
            }
            let files = Set(
                try FileManager.default.contentsOfDirectory(
                    atPath: directory.url.appendingPathComponent("presets").path))
            for owned in stores {
                #expect(files.contains("\(owned.teammate.name)-\(round).json"), "round \(round)")
            }
        }
        #expect(failures.all == [])
    }

    /// A file that appears after a sync read the directory is never removed by that sync.
    @Test func onlyFilesThisRunReadAreRemoved() throws {
        let directory = try TemporaryDirectory()
        let ana = try Teammate("ana")
        try ana.addShake()
        let sync = SyncDirectory(url: directory.url)
        _ = try sync.sync(store: ana.store)
        let snapshot = try sync.readSnapshot()
        // Someone else's file lands between the read and the write.
        let late = directory.url.appendingPathComponent("presets/late.json")
        try Data("{}".utf8).write(to: late)
        let summary = try sync.write(try BundleExporter(store: ana.store).select(all: true), removable: snapshot.files)
        #expect(summary.removed == [])
        #expect(FileManager.default.fileExists(atPath: late.path))
    }

    /// Item 8: a committed symbolic link (`presets -> .git`, or a file pointing anywhere) is refused, never
    /// followed: nothing is read through it or written through it.
    @Test(arguments: ["presets", "presets/shake.json", "animdb-sync.json"])
    func symbolicLinksInTheDirectoryAreRefused(_ linked: String) throws {
        let (directory, ana, _) = try SyncDirectoryTests.anaSynced()
        let outside = try TemporaryDirectory()
        let target = directory.url.appendingPathComponent(linked)
        let moved = outside.url.appendingPathComponent("moved")
        try FileManager.default.moveItem(at: target, to: moved)
        try FileManager.default.createSymbolicLink(at: target, withDestinationURL: moved)
        let before = try FileManager.default.subpathsOfDirectory(atPath: outside.url.path).sorted()
        try ana.addShake("new-one")
        let error = #expect(throws: SyncError.self) { try SyncDirectory(url: directory.url).sync(store: ana.store) }
        #expect(error?.description.contains("is a symbolic link") == true)
        #expect(error?.description.contains("animdb does not follow links in a sync directory") == true)
        #expect(try FileManager.default.subpathsOfDirectory(atPath: outside.url.path).sorted() == before)
    }

    @Test func aDirectoryInsideDotGitIsRefused() throws {
        let root = try TemporaryDirectory()
        let inside = root.url.appendingPathComponent("repo/.git/animdb")
        let ana = try Teammate("ana")
        let error = #expect(throws: SyncError.self) { try SyncDirectory(url: inside).sync(store: ana.store) }
        #expect(error?.description.contains("is inside a .git directory") == true)
        #expect(!FileManager.default.fileExists(atPath: inside.appendingPathComponent("animdb-sync.json").path))
    }
}

/// Item 8 with git, and item 9.
@Suite(.enabled(if: Git.isInstalled, "git is not installed"))
struct GitSafetyTests {
    /// The issue's repository: a teammate commits `presets -> .git`. Before, `sync --git` wrote its JSON files
    /// into `.git/` (and would have deleted `.json` files there).
    @Test func aCommittedLinkIntoDotGitIsRefused() throws {
        let remote = try GitSyncTests.Remote()
        let ana = try Teammate("ana")
        try ana.addShake()
        try remote.sync(ana)
        let git = try Git(directory: remote.ben)
        try git.check(["pull", "-q", "origin", "main"])
        try git.check(["rm", "-r", "-q", "presets"])
        try FileManager.default.createSymbolicLink(
            atPath: remote.ben.appendingPathComponent("presets").path, withDestinationPath: ".git")
        try git.check(["add", "presets"])
        try git.check(["commit", "-q", "-m", "evil"])
        try git.check(["push", "-q", "origin", "HEAD:refs/heads/main"])
        let dotGit = remote.ana.appendingPathComponent(".git")
        try ana.addShake("another")
        let error = #expect(throws: SyncError.self) { try remote.sync(ana) }
        #expect(error?.description.contains("'presets': is a symbolic link") == true)
        // git's own pull updates .git; what must not appear there is animdb's JSON.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dotGit.path).filter { $0.hasSuffix(".json") } == [])
    }

    /// Item 9: a remote starting with `-` is refused before git runs, so `--upload-pack` cannot run a command.
    @Test(arguments: ["--upload-pack=touch INJECTED", "-oProxyCommand=touch INJECTED", ""])
    func optionLikeRemotesAreRefused(_ remote: String) throws {
        let remoteRepo = try GitSyncTests.Remote()
        let ana = try Teammate("ana")
        try ana.addShake()
        let error = #expect(throws: SyncError.self) {
            try SyncDirectory(url: remoteRepo.ana).sync(store: ana.store, git: .init(remote: remote))
        }
        if case .invalidRemote = error {
        } else {
            Issue.record("expected invalidRemote, got \(String(describing: error))")
        }
        let planted = try FileManager.default.subpathsOfDirectory(atPath: remoteRepo.root.url.path)
        #expect(!planted.contains { $0.hasSuffix("INJECTED") })
    }

    /// Item 15: the message names the directory instead of printing a literal "DIR".
    @Test func syncingOutsideARepositorySaysWhere() throws {
        let plain = try TemporaryDirectory()
        let ana = try Teammate("ana")
        let error = #expect(throws: SyncError.self) {
            try SyncDirectory(url: plain.url).sync(store: ana.store, git: .init())
        }
        #expect(
            error?.description
                == "git rev-parse failed: '\(plain.url.path)' is not inside a git work tree (run 'git init' there, or sync without --git)"
        )
    }
}

/// Errors collected from several threads.
final class Failures: @unchecked Sendable {
    // @unchecked: every access goes through the lock.
    private let lock = NSLock()
    private var list: [String] = []
    func add(_ failure: String) { lock.withLock { list.append(failure) } }
    var all: [String] { lock.withLock { list } }
}
