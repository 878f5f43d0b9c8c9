import AnimDBEngine
import AnimDBModel
import AnimDBStore
import AnimDBSync
import AnimDBSyntax

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `animdb export`, `animdb import` and `animdb sync`: sharing presets and timelines as canonical bundles.
enum SyncCommands {
    static var exportSpec: CommandSpec {
        CommandSpec(
            name: "export",
            abstract: "Write presets and timelines to a canonical JSON bundle (a timeline brings its preset).",
            discussion: "Example: animdb export shake-login wave-demo --out motion.animdb.json",
            options: [Export.all, Export.tag, Export.out, Export.force],
            arguments: [Export.names],
            run: runExport
        )
    }

    /// The declarations of `export`.
    enum Export {
        static let all = Flag("all", help: "Export every object, including removals (as tombstones).")
        static let tag = Option("tag", valueName: "tag", help: "Export the presets with this tag.", .text)
        static let out = Option<String>.required(
            "out", valueName: "file", help: "The bundle file, or - for stdout.", .text)
        static let force = Options.force()
        static let names = Argument(
            "names", help: "Presets or timelines to export.", isOptional: true, variadic: ValueParser.text)
    }

    /// The strategy option `import` and `sync` share.
    static let onConflict = Option(
        "on-conflict", valueName: "strategy", help: "What to do with conflicts.", default: ConflictStrategy.fail,
        .choice)

    static var importSpec: CommandSpec {
        CommandSpec(
            name: "import",
            abstract: "Import a bundle: new objects, fast-forwards, three-way merges; conflicts are reported.",
            discussion: """
                Everything is validated before anything is written, in one transaction; importing the same bundle \
                again changes nothing. With --on-conflict fail (the default) a conflict imports nothing and prints \
                the report field by field; ours or theirs resolve each conflicting field; both keeps the local \
                object and imports the incoming one as NAME.theirs.
                """,
            options: [Import.dryRun, onConflict, Options.format],
            arguments: [Import.file],
            run: runImport
        )
    }

    /// The declarations of `import`.
    enum Import {
        static let dryRun = Flag("dry-run", help: "Run every check the import runs and print the plan; write nothing.")
        static let file = Argument("file", help: "The bundle file, or - for stdin.")
    }

    static var syncSpec: CommandSpec {
        CommandSpec(
            name: "sync",
            abstract: "Sync the store with a directory of one file per object (a shared git repository).",
            discussion: """
                Imports what changed in DIR (same rules as import), then writes local changes out, so 'git diff' \
                shows only real changes. With --git it pulls first, then commits and pushes; a rejected push is \
                retried after pulling again.
                """,
            options: [Sync.git, Sync.remote, onConflict],
            arguments: [Sync.directory],
            run: runSync
        )
    }

    /// The declarations of `sync`.
    enum Sync {
        static let git = Flag("git", help: "Pull before and commit and push after.")
        static let remote = Option("remote", valueName: "name", help: "The git remote.", default: "origin", .text)
        static let directory = Argument("dir", help: "The sync directory (created if missing).")
    }

    static func runExport(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let names = arguments[Export.names]
        let all = arguments[Export.all]
        let tag = arguments[Export.tag]
        guard !names.isEmpty || all || tag != nil else {
            throw CLIError.usage("Name the objects to export, or use --all or --tag", command: arguments.commandPath)
        }
        let out = arguments[Export.out]
        let url = out == "-" ? nil : context.resolvePath(out)
        if let url { try FileOutput.check(url, force: arguments[Export.force], in: context.fileSystem) }
        let store = try StoreSession.open(arguments, context)
        let header = BundleHeader(
            engineVersion: EngineVersion.current, producer: "animdb \(AnimDB.version)", exportedAt: context.now())
        let data = try BundleExporter(store: store).export(names: names, all: all, tag: tag, header: header)
        guard let url else {
            context.stdout.write(bytes: data)
            return
        }
        try FileOutput.write(data, to: url, force: arguments[Export.force], in: context.fileSystem)
        let count = (try? BundleReader().read(data).objects.count) ?? 0
        context.stderr.line("Exported \(count) object\(count == 1 ? "" : "s") to \(url.path)")
    }

    static func runImport(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let path = arguments[Import.file]
        let limits = ContentLimits()
        let data = try readInput(path, limit: limits.maxBytes, context)
        let strategy = arguments[onConflict]
        let store = try StoreSession.open(arguments, context)
        let dryRun = arguments[Import.dryRun]
        let plan = try ImportPlan.importBundle(
            data, into: store, onConflict: strategy, limits: limits, dryRun: dryRun)
        let json = arguments[Options.format] == .json
        context.stdout.write(json ? plan.reportJSON + "\n" : plan.report)
        if !json {
            reviewConflicts(
                plan, data: data, path: path, limits: limits, store: store, db: arguments[Options.db], context)
        }
        if plan.hasConflicts {
            throw CLIError.failure(
                "\(plan.conflictCount) conflict\(plan.conflictCount == 1 ? "" : "s"): nothing imported; resolve with --on-conflict ours|theirs|both"
            )
        }
        let count = plan.writtenObjectCount
        let objects = "\(count) object\(count == 1 ? "" : "s")"
        if dryRun {
            context.stderr.line("Dry run: every check passed; \(objects) would be imported, nothing was written")
        } else if count > 0 {
            context.stderr.line("Imported \(objects)")
        }
    }

    /// Prints the `animdb diff` command that shows each conflict: for a copy kept with `--on-conflict both`, the
    /// original against the copy; for an unresolved conflict, the same command after importing with `both`, whose
    /// copy names a plan with that strategy tells (planning writes nothing).
    private static func reviewConflicts(
        _ plan: ImportPlan, data: Data, path: String, limits: ContentLimits, store: Store, db: String?,
        _ context: CommandContext
    ) {
        // The commands name the store the user named.
        let db = db.map { " --db \(shellWord($0))" } ?? ""
        var copies = plan.entries.compactMap { entry -> (String, String)? in
            guard case .renamed(let copy, _) = entry.action else { return nil }
            return (entry.name, copy)
        }
        if plan.hasConflicts {
            let conflicting = Set(plan.entries.filter { !$0.action.conflicts.isEmpty }.map(\.id))
            guard let bundle = try? BundleReader(limits: limits).read(data),
                let both = try? ImportPlanner(store: store).plan(bundle, onConflict: .both)
            else { return }
            copies = both.entries.compactMap { entry in
                guard conflicting.contains(entry.id), case .renamed(let copy, _) = entry.action else { return nil }
                return (entry.name, copy)
            }
            guard !copies.isEmpty else { return }
            let file = shellWord(path)
            context.stdout.text("To review each conflict: animdb\(db) import \(file) --on-conflict both, then:")
        } else if !copies.isEmpty {
            context.stdout.text("To review each copy kept:")
        }
        for (name, copy) in copies { context.stdout.text("  animdb\(db) diff \(name) \(copy)") }
    }

    /// `text` as a shell reads it back: quoted unless it is plain.
    private static func shellWord(_ text: String) -> String {
        let plain = text.unicodeScalars.allSatisfy {
            $0.properties.isAlphabetic || "0123456789._/-".unicodeScalars.contains($0)
        }
        guard !plain else { return text }
        return "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }

    static func runSync(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let directory = context.resolvePath(arguments[Sync.directory])
        if let kind = context.fileSystem.kind(of: directory), kind != .directory {
            throw CLIError.failure(
                "cannot sync '\(directory.path)': it is a file, not a directory"
                    + (directory.pathExtension == "json" ? " (to import a bundle file, use 'animdb import')" : ""))
        }
        let strategy = arguments[onConflict]
        let git =
            arguments[Sync.git]
            ? SyncDirectory.GitOptions(remote: arguments[Sync.remote], environment: context.environment)
            : nil
        let store = try StoreSession.open(arguments, context)
        do {
            let report = try SyncDirectory(url: directory).sync(store: store, git: git, onConflict: strategy)
            context.stdout.write(report.text)
        } catch SyncError.conflicts(let count, let report) {
            context.stdout.write(report)
            throw CLIError.failure(
                "\(count) conflict\(count == 1 ? "" : "s"): nothing imported or written; resolve with --on-conflict ours|theirs|both"
            )
        }
    }

    /// Reads a file or stdin, refusing input over `limit` bytes before reading it all.
    static func readInput(_ path: String, limit: Int, _ context: CommandContext, what: String = "bundle") throws
        -> Data
    {
        if path == "-" {
            let data = context.standardInput.read(upTo: limit + 1)
            guard data.count <= limit else {
                throw CLIError.failure("stdin is larger than the \(limit)-byte \(what) limit")
            }
            return data
        }
        let url = context.resolvePath(path)
        guard let kind = context.fileSystem.kind(of: url) else {
            throw CLIError.failure("cannot read '\(url.path)': no such file")
        }
        guard case .file = kind else {
            throw CLIError.failure(
                "cannot import '\(url.path)': it is "
                    + (kind == .directory
                        ? "a directory; import takes a \(what) file"
                            + (what == "bundle" ? " (to sync a directory, use 'animdb sync')" : "")
                        : "not a regular file"))
        }
        if case .file(let size) = kind, size > limit {
            throw CLIError.failure("'\(url.path)' is \(size) bytes, over the \(limit)-byte \(what) limit")
        }
        do { return try context.fileSystem.read(url) } catch {
            throw CLIError.failure("cannot read '\(url.path)': \(systemReason(error))")
        }
    }
}
