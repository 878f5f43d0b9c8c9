import AnimDBEngine
import AnimDBModel

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

/// The project store: presets, timelines, their full revision history, and render history, in one SQLite file.
///
/// Presets and timelines share one namespace, so any name identifies one object. Every change appends a revision
/// (removals append a tombstone), and every write runs in one transaction: a refused write changes nothing.
/// Names follow one rule: 1–64 characters from `[A-Za-z0-9._-]`, starting with a letter or digit.
///
/// The store never reads the clock or invents an author: both come from `open`, so tests are deterministic.
///
/// ```swift
/// let store = try Store.open(at: path, create: true, author: "ana", now: { Date() })
/// try store.addPreset(Preset(name: "card", type: "RoundedRectangle"))
/// ```
public final class Store {
    let connection: Connection
    let author: String
    let now: @Sendable () -> Date
    /// The validator the store was opened with, before it knew the store's own types.
    let baseValidator: any Validator
    /// `baseValidator` knowing the store's types (`Store+Types`), renewed after every write of a type.
    var validator: any Validator

    /// The validator as it is now: the one the store was opened with, knowing the store's own types.
    public var currentValidator: any Validator { validator }

    /// The schema version after opening.
    public let schemaVersion: Int

    private init(
        connection: Connection, author: String, now: @escaping @Sendable () -> Date, validator: any Validator,
        schemaVersion: Int
    ) {
        self.connection = connection
        self.author = author
        self.now = now
        self.baseValidator = validator
        self.validator = validator
        self.schemaVersion = schemaVersion
    }

    /// Opens the store at `path`, creating it (and its parent directories) if asked, and migrates it.
    ///
    /// - Parameters:
    ///   - path: the database file.
    ///   - create: whether a missing store may be created; if false, a missing file is an error.
    ///   - author: recorded with every revision.
    ///   - now: the clock for timestamps.
    ///   - validator: checks and canonicalises expression text.
    /// - Throws: `StoreError.storeMissing`, `.notAStore`, `.newerSchema`, `.migrationChanged`, or `SQLiteError`.
    public static func open(
        at path: String, create: Bool, author: String, now: @escaping @Sendable () -> Date,
        validator: any Validator = PassthroughValidator()
    ) throws -> Store {
        let migrator = Migrator()
        let fileManager = FileManager.default
        let exists = fileManager.fileExists(atPath: path)
        if !exists {
            guard create else { throw StoreError.storeMissing(path: path) }
            let parent = URL(fileURLWithPath: path).deletingLastPathComponent()
            try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
        }
        if exists, !create {
            // Look before touching: an empty file or someone else's database must come out of a refusal unchanged.
            try requireDatabaseFile(at: path)
        }
        let connection = try Connection(
            path: path, mode: create ? .readWriteCreate : .readWrite, enablingWAL: false)
        if exists, !create, try migrator.appliedVersions(in: connection).isEmpty {
            // Migrating a stranger's database into a store would be a surprise; only `create` may start one.
            throw StoreError.notAStore(path: path)
        }
        try connection.enableWAL()
        try migrator.migrate(connection, now: now())
        let store = Store(
            connection: connection, author: author, now: now, validator: validator,
            schemaVersion: migrator.latestVersion)
        try store.renewValidator()
        return store
    }

    /// Refuses, without writing anything, a path that is not a regular file starting with SQLite's header.
    ///
    /// SQLite itself would happily turn an empty file into a database, and switching to WAL rewrites the header of
    /// any database it opens, before anyone has looked at whose database it is.
    private static func requireDatabaseFile(at path: String) throws {
        // The type first (a FIFO named as a store would block a read), following a symbolic link to its target.
        // `stat`, not FileManager's attributes, which also look up the owner's user and group names.
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        var info = stat()
        guard stat(target, &info) == 0 else { return }
        guard info.st_mode & S_IFMT == S_IFREG else { throw StoreError.notAStore(path: path) }
        guard let file = try? FileDescriptor.open(target, O_RDONLY) else { return }  // SQLite will say why.
        let header = (try? file.read(upTo: 16)) ?? []
        guard header == Array("SQLite format 3\u{0}".utf8) else { throw StoreError.notAStore(path: path) }
    }

    /// Moves everything in the write-ahead log into the main file, leaving the log empty.
    ///
    /// Useful before copying the file; SQLite also does this on its own as the log grows.
    public func checkpoint() throws {
        try connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    }

    // MARK: Shared internals

    /// The current time as stored text.
    func timestamp() -> String { Timestamp.string(from: now()) }

    /// Reads a stored timestamp, failing loudly on text animdb did not write.
    func date(_ text: String) throws -> Date {
        guard let date = Timestamp.date(from: text) else { throw StoreError.corrupt("bad timestamp '\(text)'") }
        return date
    }

    /// Reads a stored UUID.
    func uuid(_ text: String) throws -> UUID {
        guard let id = UUID(storageText: text) ?? UUID(uuidString: text) else {
            throw StoreError.corrupt("bad id '\(text)'")
        }
        return id
    }

    /// Parses a stored content row, refusing one that is damaged or was edited outside animdb.
    ///
    /// Anyone holding the file can edit it, so a row is read like a bundle from a stranger: it must parse within
    /// the same `ContentLimits`, be canonical, and hash to the hash stored beside it. What fails is reported (and
    /// never exported, synced or played) instead of being used silently; `check()` lists every such row.
    ///
    /// - Parameter what: names the row in the error (`preset 'shake' revision 3`).
    /// - Throws: `StoreError.corrupt`.
    func verifiedContent(_ text: String, hash: String, of what: @autoclosure () -> String) throws -> JSONValue {
        let (problem, value) = Self.contentProblem(text, hash: hash)
        guard problem == nil, let value else {
            throw StoreError.corrupt("\(what()): \(problem ?? "") (run 'animdb check' for a full report)")
        }
        return value
    }

    /// An object for messages: `'name' (1f2e3d4c)`, by the latest name its history records.
    func describe(_ id: String) -> String {
        let name = try? connection.scalarString(
            "SELECT name FROM revisions WHERE object_id = ? ORDER BY revision DESC LIMIT 1", [.text(id)])
        return name.map { "'\($0)' (\(id.prefix(8)))" } ?? id
    }

    /// What is wrong with stored content `text` that should hash to `hash`, if anything, and the parsed value when
    /// it parses.
    static func contentProblem(_ text: String, hash: String) -> (problem: String?, value: JSONValue?) {
        let value: JSONValue
        do {
            value = try JSONParser().parse(text)
        } catch {
            return ("content is not valid JSON within the limits (\(error.description))", nil)
        }
        let actual = SHA256.hexDigest(of: text)
        guard actual == hash else {
            return (
                "content does not match its hash (stored \(hash.prefix(12))…, content is \(actual.prefix(12))…)", value
            )
        }
        guard value.canonicalBytes.elementsEqual(text.utf8) else {
            return ("content is not in canonical form", value)
        }
        return (nil, value)
    }

    /// The live object named `name`, if any.
    func resolve(_ name: String, in db: Connection) throws -> (kind: ObjectKind, id: UUID)? {
        let row = try db.queryFirst(
            "SELECT 'preset', id FROM presets WHERE name = ?1 UNION ALL SELECT 'timeline', id FROM timelines WHERE name = ?1",
            [.text(name)]
        ) { (kind: $0.string(at: 0), id: $0.string(at: 1)) }
        guard let row else { return nil }
        return (row.kind == "preset" ? .preset : .timeline, try uuid(row.id))
    }

    /// Like `resolve`, but throws `notFound` (with a suggestion) or `wrongKind`.
    func require(_ name: String, kind: ObjectKind? = nil, in db: Connection) throws -> (kind: ObjectKind, id: UUID) {
        guard let found = try resolve(name, in: db) else {
            throw StoreError.notFound(name, kind: kind, suggestion: try suggestion(for: name, kind: kind, in: db))
        }
        if let kind, found.kind != kind {
            throw StoreError.wrongKind(name, expected: kind, actual: found.kind)
        }
        return found
    }

    /// The closest live name to `name`, for "Did you mean …?".
    func suggestion(for name: String, kind: ObjectKind?, in db: Connection) throws -> String? {
        var names: [String] = []
        if kind != .timeline {
            names += try db.query("SELECT name FROM presets") { $0.string(at: 0) }
        }
        if kind != .preset {
            names += try db.query("SELECT name FROM timelines") { $0.string(at: 0) }
        }
        return Suggestion.closest(to: name, among: names)
    }

    /// Throws `nameTaken` if a live object other than `exceptID` has `name`.
    func requireNameFree(_ name: String, exceptID: UUID? = nil, in db: Connection) throws {
        if let found = try resolve(name, in: db), found.id != exceptID {
            throw StoreError.nameTaken(name, kind: found.kind)
        }
    }
}

// One connection, used from one thread at a time.
@available(*, unavailable)
extension Store: Sendable {}
