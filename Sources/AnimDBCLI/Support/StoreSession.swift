import AnimDBEngine
import AnimDBGeometry
import AnimDBModel
import AnimDBResolve
import AnimDBStore
import AnimDBSyntax

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Opens the store a command works on: located by `StoreLocator`, created and seeded with the demo library on
/// first use, validated by the engine's parser and the preset catalog.
enum StoreSession {
    static func open(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Store {
        let location = try StoreLocator(context: context).locate(
            option: arguments[Options.db], command: arguments.commandPath)
        return try open(at: location.url, creatingDirectories: location.isUserDefault, context)
    }

    /// Opens the store at `url`, creating and seeding it if it does not exist.
    ///
    /// - Parameter creatingDirectories: whether missing directories may be made for a new store (only for the
    ///   per-user default; a store the user named must be in a directory that exists).
    static func open(at url: URL, creatingDirectories: Bool = false, _ context: CommandContext) throws -> Store {
        context.fileSystem.removeStaleTemporaries(in: url.deletingLastPathComponent())
        if !context.fileSystem.exists(url) {
            try create(at: url, seeded: true, creatingDirectories: creatingDirectories, context)
        }
        return try Store.open(
            at: url.path, create: false, author: author(context), now: context.now, validator: CatalogValidator())
    }

    /// Creates a store at `url` all at once: it is built and seeded in a temporary file beside `url`, then linked
    /// into place. A process killed meanwhile leaves no half-seeded store (and its temporary, named with its process
    /// id, is removed by the next run), and when two processes create the same store at once, the first link wins
    /// and the other simply uses it.
    ///
    /// - Returns: false when another process created the store first.
    /// - Throws: `CLIError.failure` naming the directory when it is missing and may not be created.
    @discardableResult
    static func create(at url: URL, seeded: Bool, creatingDirectories: Bool, _ context: CommandContext) throws
        -> Bool
    {
        let directory = url.deletingLastPathComponent()
        switch context.fileSystem.kind(of: directory) {
        case .directory: break
        case nil:
            guard creatingDirectories else {
                throw CLIError.failure(
                    "cannot create the store '\(url.path)': directory '\(directory.path)' does not exist")
            }
            do {
                try context.fileSystem.createDirectory(directory)
            } catch {
                throw CLIError.failure("cannot create directory '\(directory.path)': \(systemReason(error))")
            }
        default:
            throw CLIError.failure("cannot create the store '\(url.path)': '\(directory.path)' is not a directory")
        }
        let temporary = directory.appendingPathComponent(
            AtomicFile.temporaryName(for: url.lastPathComponent, kind: "creating"))
        defer {
            for suffix in ["", "-wal", "-shm"] {
                context.fileSystem.remove(URL(fileURLWithPath: temporary.path + suffix))
            }
        }
        do {
            // The store is closed (and its log checkpointed) when `store` goes out of scope, before the link.
            let store = try Store.open(
                at: temporary.path, create: true, author: author(context), now: context.now,
                validator: CatalogValidator())
            if seeded { try seed(store) }
            try store.checkpoint()
        }
        do {
            try context.fileSystem.link(temporary, to: url)
        } catch {
            if error.alreadyExists { return false }
            throw CLIError.failure("cannot create '\(url.path)': \(error)")
        }
        return true
    }

    /// The types `store` knows: the catalog's and its own (`add type`), as its validator read them.
    static func types(of store: Store) -> TypeLibrary {
        (store.currentValidator as? CatalogValidator)?.types ?? .builtIn
    }

    /// Who is recorded on revisions: `$ANIMDB_AUTHOR`, else the login name.
    static func author(_ context: CommandContext) -> String {
        for key in ["ANIMDB_AUTHOR", "USER", "LOGNAME"] {
            if let value = context.environment[key], !value.isEmpty { return value }
        }
        return "unknown"
    }

    static func seed(_ store: Store) throws {
        for preset in DemoLibrary.presets { _ = try store.addPreset(preset) }
        for timeline in DemoLibrary.timelines { _ = try store.addTimeline(timeline) }
    }
}
