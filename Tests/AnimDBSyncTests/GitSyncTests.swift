import AnimDBModel
import AnimDBStore
import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBSync

/// End to end: a bare repository, two clones, two stores editing, syncing and converging.
@Suite(.enabled(if: Git.isInstalled, "git is not installed; skipping the end-to-end sync tests"))
struct GitSyncTests {
    /// A bare remote and two clones with local identities.
    final class Remote {
        let root: TemporaryDirectory
        let ana: URL
        let ben: URL

        init() throws {
            root = try TemporaryDirectory()
            let bare = root.url.appendingPathComponent("shared.git")
            try FileManager.default.createDirectory(at: bare, withIntermediateDirectories: true)
            try Git(directory: bare).check(["init", "-q", "--bare", "-b", "main"])
            ana = root.url.appendingPathComponent("ana")
            ben = root.url.appendingPathComponent("ben")
            for (clone, name) in [(ana, "ana"), (ben, "ben")] {
                try Git(directory: root.url).check([
                    "-c", "init.defaultBranch=main", "clone", "-q", bare.path, clone.lastPathComponent,
                ])
                try Git(directory: clone).check(["config", "user.name", name])
                try Git(directory: clone).check(["config", "user.email", "\(name)@example.com"])
            }
        }

        /// The clone that `teammate` works in (named after them).
        func clone(of teammate: Teammate) -> URL { teammate.name == "ana" ? ana : ben }

        /// Syncs `teammate`'s store through their clone; `beforePush` runs before each push attempt.
        @discardableResult
        func sync(
            _ teammate: Teammate, onConflict: ConflictStrategy = .fail, maxAttempts: Int = 5,
            beforePush: (() throws(SyncError) -> Void)? = nil
        ) throws(SyncError) -> SyncReport {
            try SyncDirectory(url: clone(of: teammate)).sync(
                store: teammate.store, git: .init(maxAttempts: maxAttempts), onConflict: onConflict,
                beforePush: beforePush)
        }

        /// A remote, and Ana and Ben who both have Ana's shake preset through it.
        static func withSharedShake() throws -> (Remote, Teammate, Teammate) {
            let remote = try Remote()
            let ana = try Teammate("ana")
            let ben = try Teammate("ben")
            try ana.addShake()
            try remote.sync(ana)
            try remote.sync(ben)
            return (remote, ana, ben)
        }
    }

    @Test func twoTeammatesEditSyncAndConverge() throws {
        let remote = try Remote()
        let ana = try Teammate("ana")
        let ben = try Teammate("ben")
        try ana.addShake()
        try ana.addWiggle()
        let first = try remote.sync(ana)
        #expect(first.gitLog.last == "push to origin/main")
        try remote.sync(ben)
        #expect(try ben.heads() == ana.heads())

        // The same timeline, edited concurrently on different tracks.
        try ana.store.updateTimeline(named: "wiggle") {
            $0.keyframes["shake.amplitude"] = "[Linear(0), Linear(30), Linear(-10), Linear(0)]"
        }
        try ben.store.updateTimeline(named: "wiggle") { $0.repetition = .count(3) }
        try ben.addShake("pop", amplitude: "2")
        try remote.sync(ana)
        let benReport = try remote.sync(ben)
        #expect(benReport.plan.entries.contains { $0.name == "wiggle" && $0.action == .merged })
        try remote.sync(ana)
        #expect(try ana.heads() == ben.heads())
        let wiggle = try ana.store.timeline(named: "wiggle").object
        #expect(wiggle.repetition == .count(3))
        #expect(wiggle.keyframes["shake.amplitude"] == "[Linear(0), Linear(30), Linear(-10), Linear(0)]")

        // A sync with nothing new commits nothing, and the directory is byte-identical in both clones.
        let idle = try remote.sync(ben)
        #expect(idle.plan.isNoOp)
        #expect(idle.gitLog.last == "nothing to push")
        #expect(try Self.files(remote.ana) == Self.files(remote.ben))
    }

    @Test func rejectedPushIsRetriedAfterPullingAgain() throws {
        let (remote, ana, ben) = try Remote.withSharedShake()
        try ana.store.updatePreset(named: "shake") { $0.description = "from ana" }
        try ben.store.updatePreset(named: "shake") { $0[parameter: "amplitude"] = "20" }
        var interrupted = false
        let report = try remote.sync(ben, onConflict: .fail) {
            () throws(SyncError) in
            // Ana pushes between Ben's pull and Ben's push, once.
            guard !interrupted else { return }
            interrupted = true
            _ = try remote.sync(ana)
        }
        #expect(report.gitLog.contains { $0.hasPrefix("push rejected (attempt 1)") })
        #expect(report.gitLog.last == "push to origin/main")
        try remote.sync(ana)
        let shake = try ana.store.preset(named: "shake").object
        #expect(shake.description == "from ana")
        #expect(shake[parameter: "amplitude"] == "20")
        #expect(try ana.heads() == ben.heads())
    }

    @Test func retriesAreBounded() throws {
        let (remote, ana, ben) = try Remote.withSharedShake()
        try ben.addShake("pop")
        var round = 0
        #expect(throws: SyncError.git(command: "push", message: "still rejected after 2 attempt(s)")) {
            try remote.sync(ben, maxAttempts: 2) { () throws(SyncError) in
                // Ana wins every race.
                round += 1
                do {
                    try ana.store.updatePreset(named: "shake") { $0.description = "round \(round)" }
                } catch {
                    throw SyncError.from(error)
                }
                _ = try remote.sync(ana)
            }
        }
        // Nothing was lost: the next sync goes through and both converge.
        try remote.sync(ben)
        try remote.sync(ana)
        #expect(try ana.heads() == ben.heads())
        #expect(Set(try ana.heads().keys) == ["pop", "shake"])
    }

    @Test func conflictingSyncImportsNothingAndWritesNothing() throws {
        let (remote, ana, ben) = try Remote.withSharedShake()
        try ana.store.updatePreset(named: "shake") { $0[parameter: "amplitude"] = "11" }
        try ben.store.updatePreset(named: "shake") { $0[parameter: "amplitude"] = "12" }
        try remote.sync(ana)
        let before = try ben.dump()
        #expect {
            try remote.sync(ben)
        } throws: { error in
            if case SyncError.conflicts(1, _) = error { true } else { false }
        }
        #expect(try ben.dump() == before)
        // Ben keeps both; Ana then accepts Ben's shake, and both hold both versions.
        try remote.sync(ben, onConflict: .both)
        try remote.sync(ana, onConflict: .theirs)
        try remote.sync(ben, onConflict: .fail)
        #expect(try ana.heads() == ben.heads())
        #expect(Set(try ana.heads().keys) == ["shake", "shake.theirs"])
    }

    /// Every file under `directory` except `.git`, with its bytes.
    static func files(_ directory: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: directory.path)
        while let path = enumerator?.nextObject() as? String {
            guard !path.hasPrefix(".git") else { continue }
            if let data = FileManager.default.contents(atPath: directory.appendingPathComponent(path).path) {
                var isDirectory: ObjCBool = false
                FileManager.default.fileExists(
                    atPath: directory.appendingPathComponent(path).path, isDirectory: &isDirectory)
                if !isDirectory.boolValue { result[path] = data }
            }
        }
        return result
    }
}
