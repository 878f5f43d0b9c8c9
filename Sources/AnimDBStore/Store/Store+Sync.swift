import Foundation

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
    /// The earlier revisions, newest first, without repeats of the head.
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
    /// that this build would store differently (and so hash differently) is refused rather than silently forked.
    case put(kind: ObjectKind, id: UUID, content: JSONValue, expectedHash: String?, message: String)
    /// Removes the live object `id`, appending a tombstone that keeps its last content.
    case remove(id: UUID, message: String)
}

extension Store {
    /// The history of every object the store has ever held, keyed by id.
    ///
    /// One query over the revisions table, so planning an import of thousands of objects costs one scan.
    public func syncHistories() throws -> [UUID: SyncHistory] {
        try connection.read { db in
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
    }

    /// The head of every object, live or removed, with at most `ancestryLimit` earlier versions each, by name.
    public func syncObjects(ancestryLimit: Int) throws -> [SyncObject] {
        let histories = try syncHistories()
        return try connection.read { db in
            // The latest revision row holds the head's content for live and removed objects alike.
            try db.query(
                """
                SELECT r.object_id, r.content_json FROM revisions r
                WHERE r.revision = (SELECT MAX(revision) FROM revisions WHERE object_id = r.object_id)
                """
            ) { row -> SyncObject in
                let id = try uuid(row.string(at: 0))
                guard let history = histories[id] else { throw StoreError.corrupt("revisions changed while reading") }
                var ancestry: [SyncVersion] = []
                for version in history.versions.dropLast().reversed() where version != history.head {
                    if ancestry.count == ancestryLimit { break }
                    if ancestry.last != version { ancestry.append(version) }
                }
                return SyncObject(
                    id: id, kind: history.kind, name: history.name, hash: history.head.hash,
                    isDeleted: history.head.isDeletion, contentText: row.string(at: 1), ancestry: ancestry)
            }
        }.sorted { $0.name == $1.name ? $0.id.storageText < $1.id.storageText : $0.name < $1.name }
    }

    /// The canonical content text object `id` had at a revision with hash `hash`, or nil if it never had it.
    public func syncContent(of id: UUID, hash: String) throws -> String? {
        try connection.read { db in
            try db.scalarString(
                "SELECT content_json FROM revisions WHERE object_id = ? AND hash = ? ORDER BY revision DESC LIMIT 1",
                [.text(id.storageText), .text(hash)])
        }
    }

    /// Applies `changes` in order in one transaction: all of them, or (if any is refused) none.
    ///
    /// Each put is validated exactly as `addPreset`/`updatePreset` (names, the validator, parameters animated by
    /// timelines) and written as a new revision whose parent is the object's previous head.
    ///
    /// - Parameter dryRun: validate and write everything, then roll back, so a plan can be checked in full.
    /// - Throws: the first `StoreError` (or `SQLiteError`); nothing is written.
    public func applySync(_ changes: [SyncChange], dryRun: Bool = false) throws {
        struct DryRunRollback: Error {}
        do {
            try connection.write { db in
                for change in changes {
                    switch change {
                    case .put(let kind, let id, let content, let expectedHash, let message):
                        try syncPut(kind: kind, id: id, content: content, expectedHash: expectedHash, message: message, in: db)
                    case .remove(let id, let message):
                        try syncRemove(id: id, message: message, in: db)
                    }
                }
                if dryRun { throw DryRunRollback() }
            }
        } catch is DryRunRollback {
            return
        }
    }

    // MARK: Internals

    private func syncPut(
        kind: ObjectKind, id: UUID, content: JSONValue, expectedHash: String?, message: String, in db: Connection
    ) throws {
        let latest = try db.queryFirst(
            "SELECT revision, hash, object_kind FROM revisions WHERE object_id = ? ORDER BY revision DESC LIMIT 1",
            [.text(id.storageText)]
        ) { (revision: $0.int(at: 0), hash: $0.string(at: 1), kind: $0.string(at: 2)) }
        if let latest, latest.kind != kind.rawValue {
            throw StoreError.invalidContent(object: id.storageText, reason: "this id belongs to a \(latest.kind)")
        }
        let firstCreated = try db.scalarString(
            "SELECT created_at FROM revisions WHERE object_id = ? AND revision = 1", [.text(id.storageText)])
        let hash: String
        let name: String
        switch kind {
        case .preset:
            let decoded = try Preset(id: id, contentJSON: content)
            let preset = try canonicalized(decoded)
            name = preset.name
            try requireNameFree(preset.name, exceptID: id, in: db)
            try requireSyncParametersKept(preset, in: db)
            let live = try db.scalarInt("SELECT 1 FROM presets WHERE id = ?", [.text(id.storageText)]) != nil
            let previous = live ? try loadPreset(id: id, in: db) : nil
            hash = preset.contentHash
            _ = try commitPreset(
                preset, previous: previous, revision: (latest?.revision ?? 0) + 1, createdAt: firstCreated,
                parentHash: latest?.hash, message: message, in: db)
        case .timeline:
            let decoded = try Timeline(id: id, presetName: "", contentJSON: content)
            let timeline = try canonicalized(decoded, presetID: decoded.presetID, in: db)
            name = timeline.name
            try requireNameFree(timeline.name, exceptID: id, in: db)
            let live = try db.scalarString("SELECT name FROM timelines WHERE id = ?", [.text(id.storageText)])
            let previous = try live.map { try loadTimeline(named: $0, in: db) }
            hash = timeline.contentHash
            _ = try commitTimeline(
                timeline, previous: previous, revision: (latest?.revision ?? 0) + 1, createdAt: firstCreated,
                parentHash: latest?.hash, message: message, in: db)
        }
        if let expectedHash, expectedHash != hash {
            throw StoreError.invalidContent(
                object: name, reason: "content is not in canonical form (this animdb would store it as \(hash.prefix(12)))")
        }
    }

    private func loadPreset(id: UUID, in db: Connection) throws -> Stored<Preset>? {
        guard let name = try db.scalarString("SELECT name FROM presets WHERE id = ?", [.text(id.storageText)]) else {
            return nil
        }
        return try loadPreset(named: name, in: db)
    }

    /// Mirrors `updatePreset`'s rule: a parameter that a live timeline animates cannot disappear.
    private func requireSyncParametersKept(_ preset: Preset, in db: Connection) throws {
        let names = Set(preset.parameters.map(\.name))
        let timelines = try db.query(
            "SELECT id, name, content_json FROM timelines WHERE preset_id = ? ORDER BY name", [.text(preset.id.storageText)]
        ) { (id: $0.string(at: 0), name: $0.string(at: 1), content: $0.string(at: 2)) }
        for timeline in timelines {
            let decoded = try decodeTimeline(id: timeline.id, presetName: preset.name, content: timeline.content)
            if let missing = decoded.tracks.keys.sorted().first(where: { !names.contains($0) }) {
                throw StoreError.invalidContent(
                    object: preset.name, reason: "parameter '\(missing)' is animated by timeline '\(timeline.name)'")
            }
        }
    }

    /// Mirrors `remove(_:)`, by id.
    private func syncRemove(id: UUID, message: String, in db: Connection) throws {
        let key = SQLiteValue.text(id.storageText)
        if let row = try db.queryFirst(
            "SELECT name, content_json, hash, revision FROM presets WHERE id = ?", [key],
            row: { (name: $0.string(at: 0), content: $0.string(at: 1), hash: $0.string(at: 2), revision: $0.int(at: 3)) })
        {
            let users = try db.query("SELECT name FROM timelines WHERE preset_id = ? ORDER BY name", [key]) {
                $0.string(at: 0)
            }
            guard users.isEmpty else { throw StoreError.presetInUse(row.name, timelines: users) }
            try db.execute("DELETE FROM presets WHERE id = ?", [key])
            try appendRevision(
                .preset, id: id, revision: row.revision + 1, name: row.name, content: row.content, hash: row.hash,
                parentHash: row.hash, deleted: true, message: message, at: timestamp(), in: db)
        } else if let row = try db.queryFirst(
            "SELECT name, content_json, hash, revision FROM timelines WHERE id = ?", [key],
            row: { (name: $0.string(at: 0), content: $0.string(at: 1), hash: $0.string(at: 2), revision: $0.int(at: 3)) })
        {
            try db.execute("DELETE FROM timelines WHERE id = ?", [key])
            try appendRevision(
                .timeline, id: id, revision: row.revision + 1, name: row.name, content: row.content, hash: row.hash,
                parentHash: row.hash, deleted: true, message: message, at: timestamp(), in: db)
        }
        // An id that is not live is already removed (or never existed here): nothing to do.
    }
}
