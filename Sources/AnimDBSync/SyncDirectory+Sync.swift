import AnimDBEngine
import AnimDBModel
import AnimDBStore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What one `sync` did.
public struct SyncReport: Hashable, Sendable {
    /// The import of the directory's content (the last attempt's, when a push was retried).
    public var plan: ImportPlan
    /// Files written and removed by the last attempt, relative to DIR.
    public var files: SyncDirectory.WriteSummary
    /// One line per git step taken (`pull`, `commit 3 files`, `push rejected; retrying`), empty without git.
    public var gitLog: [String]

    /// The plan's report, then the files, then the git steps.
    public var text: String {
        var lines = [plan.report.trimmingNewlines()]
        if files.written.isEmpty && files.removed.isEmpty {
            lines.append("Directory already up to date")
        } else {
            lines.append("Wrote \(files.written.count) file(s), removed \(files.removed.count)")
        }
        lines += gitLog.map { "git: " + $0 }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension SyncDirectory {
    /// How `sync` uses git.
    public struct GitOptions: Hashable, Sendable {
        /// The remote to pull from and push to.
        public var remote: String
        /// How many times a rejected push is retried after pulling again.
        public var maxAttempts: Int
        /// The environment git runs with (its `PATH`, `HOME` and identity); nil for this process's.
        public var environment: [String: String]?

        public init(remote: String = "origin", maxAttempts: Int = 5, environment: [String: String]? = nil) {
            self.remote = remote
            self.maxAttempts = maxAttempts
            self.environment = environment
        }
    }

    /// The first line of every commit `sync` makes; lets a retry tell its own commits from anyone else's.
    static let commitPrefix = "animdb sync"

    /// Imports what changed in DIR (same rules as `import`), then writes the store's objects back out, so the
    /// directory diffs only where content really changed.
    ///
    /// With `git`, pulls first and afterwards commits and pushes. A rejected push means someone pushed meanwhile:
    /// the unpushed animdb commit is dropped (the store holds everything it contained), the remote state is
    /// pulled, imported and merged in the store, and the directory is written, committed and pushed again.
    ///
    /// - Throws: `SyncError.conflicts` (nothing imported, nothing written), any bad-input `SyncError` from the
    ///   directory's files, or `SyncError.git`.
    public func sync(
        store: Store, git options: GitOptions? = nil, onConflict: ConflictStrategy = .fail
    ) throws(SyncError) -> SyncReport {
        try sync(store: store, git: options, onConflict: onConflict, beforePush: nil)
    }

    /// `sync`, with a hook run before each push so tests can make a teammate push in between.
    func sync(
        store: Store, git options: GitOptions?, onConflict: ConflictStrategy,
        beforePush: (() throws(SyncError) -> Void)?
    ) throws(SyncError) -> SyncReport {
        try ensureDirectoryExists()
        try requireSafeRoot()
        guard let options else {
            let lock = try DirectoryLock(url)
            defer { withExtendedLifetime(lock) {} }
            return try syncOnce(store: store, onConflict: onConflict, gitLog: [])
        }
        try Git.requireSafeRemote(options.remote)
        let git = try Git(directory: url, environment: options.environment ?? ProcessInfo.processInfo.environment)
        let (topLevel, gitDirectory) = try workTree(git)
        // The work tree first, then DIR: every sync takes them in this order, so two never wait on each other.
        let treeLock = try DirectoryLock(topLevel)
        let directoryLock = topLevel.path == url.resolvingSymlinksInPath().path ? nil : try DirectoryLock(url)
        defer { withExtendedLifetime((treeLock, directoryLock)) {} }
        let real = url.resolvingSymlinksInPath().path
        guard !(real + "/").hasPrefix(gitDirectory.path + "/") else {
            throw .io(path: url.path, message: "is inside the repository's git directory; sync into the work tree")
        }
        var log: [String] = []
        let branch = try currentBranch(git)
        try pull(git, remote: options.remote, branch: branch, log: &log)
        for attempt in 1...max(1, options.maxAttempts) {
            var report = try syncOnce(store: store, onConflict: onConflict, gitLog: log)
            try git.check(["add", "-A", "--", "."])
            let status = try git.check(["status", "--porcelain", "--", "."])
            if !status.isEmpty {
                let count = status.split(separator: "\n").count
                try git.check(["commit", "-q", "-m", "\(Self.commitPrefix): \(count) file(s)", "--", "."])
                report.gitLog.append("commit \(count) file(s)")
            }
            guard try hasUnpushedCommits(git, remote: options.remote, branch: branch) else {
                report.gitLog.append("nothing to push")
                return report
            }
            try beforePush?()
            let push = try git.run(["push", "-q", "--", options.remote, "HEAD:refs/heads/" + branch])
            if push.succeeded {
                report.gitLog.append("push to \(options.remote)/\(branch)")
                return report
            }
            let reason = Git.firstLine(push.stderr, or: push.stdout)
            guard Self.isRejection(push.stderr) else { throw .git(command: "push", message: reason) }
            log = report.gitLog + ["push rejected (attempt \(attempt)); pulling again"]
            try pull(git, remote: options.remote, branch: branch, log: &log)
        }
        // Every attempt lost the race; the store keeps everything, so the next sync simply tries again.
        throw .git(command: "push", message: "still rejected after \(max(1, options.maxAttempts)) attempt(s)")
    }

    /// One import-then-export round; the caller holds the locks, so what is read is what is written back, and
    /// only files this round read may be removed.
    private func syncOnce(store: Store, onConflict: ConflictStrategy, gitLog: [String]) throws(SyncError) -> SyncReport
    {
        let snapshot = try readSnapshot()
        let plan = try ImportPlanner(store: store).plan(snapshot.bundle, onConflict: onConflict)
        try plan.apply(to: store)
        let exporter = BundleExporter(store: store)
        let objects = try exporter.select(all: true)
        let files = try write(objects, types: try exporter.types(for: objects, all: true), removable: snapshot.files)
        return SyncReport(plan: plan, files: files, gitLog: gitLog)
    }

    private func ensureDirectoryExists() throws(SyncError) {
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw .io(path: url.path, message: systemReason(error))
        }
    }

    /// The work tree's top directory and the repository's git directory, both resolved.
    private func workTree(_ git: Git) throws(SyncError) -> (topLevel: URL, gitDirectory: URL) {
        let inside = try git.run(["rev-parse", "--is-inside-work-tree"])
        guard inside.succeeded, inside.stdout == "true" else {
            throw .git(
                command: "rev-parse",
                message: "'\(url.path)' is not inside a git work tree (run 'git init' there, or sync without --git)")
        }
        let top = try git.check(["rev-parse", "--show-toplevel"])
        let gitDirectory = try git.check(["rev-parse", "--absolute-git-dir"])
        return (
            URL(fileURLWithPath: top).resolvingSymlinksInPath(),
            URL(fileURLWithPath: gitDirectory).resolvingSymlinksInPath()
        )
    }

    private func currentBranch(_ git: Git) throws(SyncError) -> String {
        let output = try git.run(["symbolic-ref", "--short", "-q", "HEAD"])
        guard output.succeeded, !output.stdout.isEmpty else {
            throw .git(
                command: "symbolic-ref",
                message: "the repository at '\(url.path)' is not on a branch (detached HEAD); check out a branch first")
        }
        return output.stdout
    }

    /// Brings the local branch to the remote's state, keeping nothing but animdb's own unpushed commits (which
    /// are dropped: everything they held is in the store and is written again).
    private func pull(_ git: Git, remote: String, branch: String, log: inout [String]) throws(SyncError) {
        let exists = try git.run(["ls-remote", "--exit-code", "--heads", "--", remote, branch])
        if exists.status == 2 {
            log.append("\(remote)/\(branch) does not exist yet")
            return
        }
        guard exists.succeeded else {
            throw .git(command: "ls-remote", message: Git.firstLine(exists.stderr, or: exists.stdout))
        }
        try git.check(["fetch", "-q", "--", remote, branch])
        let hasHead = try git.run(["rev-parse", "-q", "--verify", "HEAD"]).succeeded
        if !hasHead {
            try git.check(["reset", "-q", "--hard", "FETCH_HEAD"])
            log.append("pull \(remote)/\(branch)")
            return
        }
        let local = try git.check(["log", "--format=%s", "FETCH_HEAD..HEAD"])
        if local.isEmpty {
            try git.check(["merge", "-q", "--ff-only", "FETCH_HEAD"])
        } else if local.split(separator: "\n").allSatisfy({ $0.hasPrefix(Self.commitPrefix) }) {
            let dirty = try git.check(["status", "--porcelain"])
            guard dirty.isEmpty else {
                throw .git(
                    command: "pull", message: "uncommitted changes in the repository; commit or discard them first")
            }
            try git.check(["reset", "-q", "--hard", "FETCH_HEAD"])
        } else {
            throw .git(command: "pull", message: "local commits not made by animdb; push or remove them first")
        }
        log.append("pull \(remote)/\(branch)")
    }

    private func hasUnpushedCommits(_ git: Git, remote: String, branch: String) throws(SyncError) -> Bool {
        guard try git.run(["rev-parse", "-q", "--verify", "HEAD"]).succeeded else { return false }
        let tracking = try git.run(["rev-parse", "-q", "--verify", "refs/remotes/\(remote)/\(branch)"])
        let fetched = try git.run(["rev-parse", "-q", "--verify", "FETCH_HEAD"])
        let base = tracking.succeeded ? tracking.stdout : (fetched.succeeded ? fetched.stdout : "")
        if base.isEmpty { return true }
        return !(try git.check(["rev-list", base + "..HEAD"])).isEmpty
    }

    static func isRejection(_ message: String) -> Bool {
        ["rejected", "non-fast-forward", "fetch first", "failed to update ref", "cannot lock ref"].contains {
            message.contains($0)
        }
    }
}
