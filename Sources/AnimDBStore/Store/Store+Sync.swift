import AnimDBModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One revision's identity for sync: its content hash, and whether it removed the object.
///
/// A removal keeps the hash of the content it removed, so the flag is what tells "removed at B" from "B".
public struct SyncVersion: Hashable, Sendable {
    /// SHA-256 hex of the canonical content JSON at this revision.
    public var hash: String
    /// Whether this revision is a tombstone.
    public var isDeletion: Bool

    public init(hash: String, isDeletion: Bool) {
        self.hash = hash
        self.isDeletion = isDeletion
    }
}

/// What the store knows of one object's history: enough to place an incoming version relative to it.
public struct SyncHistory: Hashable, Sendable {
    public var id: UUID
    public var kind: ObjectKind
    /// The name at the latest revision (the name it was removed under, for a removed object).
    public var name: String
    /// Every revision, oldest first; never empty. The last one is the head.
    public var versions: [SyncVersion]

    /// The latest revision.
    public var head: SyncVersion { versions[versions.count - 1] }
}

/// The head of one object with its content, as an export needs it.
public struct SyncObject: Hashable, Sendable {
    public var id: UUID
    public var kind: ObjectKind
    public var name: String
    /// The head's hash; for a removed object, the hash of the content it had when removed.
    public var hash: String
    /// Whether the object has been removed (its head is a tombstone).
    public var isDeleted: Bool
    /// The canonical content JSON text at the head, exactly as stored and hashed.
    public var contentText: String
    /// The earlier revisions, newest first (a revert repeats an earlier hash; the repeat stays, as order matters).
    public var ancestry: [SyncVersion]

    public init(
        id: UUID, kind: ObjectKind, name: String, hash: String, isDeleted: Bool, contentText: String,
        ancestry: [SyncVersion]
    ) {
        self.id = id
        self.kind = kind
        self.name = name
        self.hash = hash
        self.isDeleted = isDeleted
        self.contentText = contentText
        self.ancestry = ancestry
    }
}

/// One write of an import, applied by `Store.applySync(_:dryRun:)`.
public enum SyncChange: Hashable, Sendable {
    /// Makes `content` the head of object `id`: adds it if the id is unknown, updates it if live, restores it if
    /// removed. `expectedHash`, when given, must equal the hash of the content after canonicalisation, so content
    /// that this build would store differently (and so hash differently) is refused rather than silently forked;
    /// `contentText`, when given, is the content's canonical text (saving the store from encoding it again).
    case put(
        kind: ObjectKind, id: UUID, content: JSONValue, contentText: String?, expectedHash: String?, message: String)
    /// Removes the live object `id`, appending a tombstone that keeps its last content.
    case remove(id: UUID, message: String)
}

extension Store {
    /// Applies `changes` in order in one transaction: all of them, or (if any is refused) none.
    ///
    /// Each put goes through the same write path as `addPreset`/`updatePreset`/`addTimeline`/`revert` (names, the
    /// validator, parameters that timelines animate, the timeline's preset, revision numbering) and becomes a new
    /// revision whose parent is the object's previous head. A put whose content equals the live head writes nothing.
    /// A removal goes through the same path as `remove(_:)`.
    ///
    /// - Parameters:
    ///   - types: the user's types the import brings (new, or newer than the store's), written first, so the
    ///     presets and timelines after them are checked knowing them.
    ///   - dryRun: validate and write everything, then roll back, so a plan can be checked in full.
    /// - Throws: the first `StoreError` (or `SQLiteError`); nothing is written.
    public func applySync(_ changes: [SyncChange], types: [TypeDefinition] = [], dryRun: Bool = false) throws {
        struct DryRunRollback: Error {}
        let before = validator
        defer { if dryRun { validator = before } }
        do {
            try connection.write { db in
                if !types.isEmpty {
                    for definition in types { _ = try writeType(definition, in: db) }
                    validator = try validatorKnowingStoredTypes(in: db)
                }
                for change in changes {
                    switch change {
                    case .put(let kind, let id, let content, let contentText, let expectedHash, let message):
                        let head = try head(of: id, in: db)
                        if let head, head.kind != kind {
                            throw StoreError.invalidContent(
                                object: id.storageText, reason: "this id belongs to a \(head.kind)")
                        }
                        switch kind {
                        case .preset:
                            let isFormatOne = Preset.isFormatOne(content)
                            try writePreset(
                                try decodePreset(id: id, contentJSON: content), after: head, message: message,
                                contentText: contentText, expectedHash: expectedHash,
                                formatOneText: isFormatOne ? (contentText ?? content.canonicalText) : nil, in: db)
                        case .timeline:
                            let timeline = try decodeTimeline(id: id, contentJSON: content, in: db)
                            let isFormatOne = Timeline.isOlderFormat(content)
                            try writeTimeline(
                                timeline, presetsBy: .id, after: head, message: message, contentText: contentText,
                                expectedHash: expectedHash,
                                formatOneText: isFormatOne ? (contentText ?? content.canonicalText) : nil, in: db)
                        }
                    case .remove(let id, let message):
                        // An id that is not live is already removed here (or was never seen).
                        guard let head = try head(of: id, in: db), !head.isDeleted else { continue }
                        try removeObject(head.kind, id: id, message: message, in: db)
                    }
                }
                if dryRun { throw DryRunRollback() }
            }
        } catch is DryRunRollback {
            return
        } catch {
            validator = before
            throw error
        }
    }

    /// The history of every object the store has ever held, keyed by id.
    ///
    /// One query over the revisions table, so planning an import of thousands of objects costs one scan.
    public func syncHistories() throws -> [UUID: SyncHistory] {
        try connection.read { db in try syncHistories(in: db) }
    }

    private func syncHistories(in db: Connection) throws -> [UUID: SyncHistory] {
        var histories: [UUID: SyncHistory] = [:]
        let statement = try db.prepare(
            "SELECT object_id, object_kind, hash, deleted, name FROM revisions ORDER BY object_id, revision")
        var lastKey = ""
        var current: SyncHistory?
        while try statement.step() {
            let key = statement.string(at: 0)
            let version = SyncVersion(hash: statement.string(at: 2), isDeletion: statement.int(at: 3) != 0)
            if key == lastKey, current != nil {
                current!.versions.append(version)
                current!.name = statement.string(at: 4)
                continue
            }
            if let finished = current { histories[finished.id] = finished }
            guard let kind = ObjectKind(rawValue: statement.string(at: 1)) else {
                throw StoreError.corrupt("unknown object kind '\(statement.string(at: 1))'")
            }
            lastKey = key
            current = SyncHistory(id: try uuid(key), kind: kind, name: statement.string(at: 4), versions: [version])
        }
        if let finished = current { histories[finished.id] = finished }
        return histories
    }

    /// The head of every object, live or removed, with at most `ancestryLimit` earlier versions each, by name.
    public func syncObjects(ancestryLimit: Int) throws -> [SyncObject] {
        let objects: [SyncObject] = try connection.read { db in
            // One snapshot for histories and heads, so a concurrent writer cannot make them disagree.
            let histories = try syncHistories(in: db)
            // The latest revision row holds the head's content for live and removed objects alike.
            return try db.query(
                """
                SELECT r.object_id, r.content_json, r.revision FROM revisions r
                WHERE r.revision = (SELECT MAX(revision) FROM revisions WHERE object_id = r.object_id)
                """
            ) { row -> SyncObject in
                let id = try uuid(row.string(at: 0))
                guard let history = histories[id] else { preconditionFailure("one snapshot holds both") }
                let ancestry = Array(history.versions.dropLast().reversed().prefix(ancestryLimit))
                let content = row.string(at: 1)
                // Nothing damaged leaves the store: another store would refuse it, or worse, accept it.
                _ = try verifiedContent(
                    content, hash: history.head.hash,
                    of: "\(history.kind) '\(history.name)' (\(id.storageText.prefix(8))) revision \(row.int(at: 2))")
                return SyncObject(
                    id: id, kind: history.kind, name: history.name, hash: history.head.hash,
                    isDeleted: history.head.isDeletion, contentText: content, ancestry: ancestry)
            }
        }
        return objects.sorted { ($0.name, $0.id.storageText) < ($1.name, $1.id.storageText) }
    }

    /// The content object `id` had at a revision with hash `hash`, or nil if it never had it.
    ///
    /// - Throws: `StoreError.corrupt` if that revision's content does not match its hash.
    public func syncContent(of id: UUID, hash: String) throws -> JSONValue? {
        try connection.read { db in
            guard
                let row = try db.queryFirst(
                    """
                    SELECT content_json, revision FROM revisions WHERE object_id = ? AND hash = ?
                    ORDER BY revision DESC LIMIT 1
                    """,
                    [.text(id.storageText), .text(hash)], row: { (content: $0.string(at: 0), revision: $0.int(at: 1)) })
            else { return nil }
            return try verifiedContent(
                row.content, hash: hash, of: "\(describe(id.storageText)) revision \(row.revision)")
        }
    }
}
