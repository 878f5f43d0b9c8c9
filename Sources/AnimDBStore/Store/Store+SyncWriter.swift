import Foundation

extension Store {
    /// Applies `changes` in order in one transaction: all of them, or (if any is refused) none.
    ///
    /// Each put is validated exactly as `addPreset`/`updatePreset`/`addTimeline` validate (names, the validator,
    /// parameters that timelines animate, the timeline's preset) and written as a new revision whose parent is the
    /// object's previous head. A put whose content equals the live head writes nothing.
    ///
    /// - Parameter dryRun: validate and write everything, then roll back, so a plan can be checked in full.
    /// - Throws: the first `StoreError` (or `SQLiteError`); nothing is written.
    public func applySync(_ changes: [SyncChange], dryRun: Bool = false) throws {
        struct DryRunRollback: Error {}
        do {
            try connection.write { db in
                let writer = SyncWriter(store: self, db: db)
                defer { writer.finish() }
                for change in changes {
                    switch change {
                    case .put(let kind, let id, let content, let contentText, let expectedHash, let message):
                        try writer.put(
                            kind: kind, id: id, content: content, contentText: contentText, expectedHash: expectedHash,
                            message: message)
                    case .remove(let id, let message):
                        try writer.remove(id: id, message: message)
                    }
                }
                if dryRun { throw DryRunRollback() }
            }
        } catch is DryRunRollback {
            return
        }
    }
}

/// Writes sync changes inside one transaction, reusing each prepared statement across thousands of objects.
///
/// The store's own commit path prepares its statements per call, which is right for single edits; an import of
/// 10,000 objects would spend most of its time compiling the same SQL again. The rows written are the same.
final class SyncWriter {
    private let store: Store
    private let db: Connection
    private var statements: [String: Statement] = [:]

    init(store: Store, db: Connection) {
        self.store = store
        self.db = db
    }

    /// Rewinds every cached statement so none holds a read open at commit.
    func finish() {
        for statement in statements.values { statement.reset() }
        statements = [:]
    }

    // MARK: Puts

    func put(
        kind: ObjectKind, id: UUID, content: JSONValue, contentText: String?, expectedHash: String?, message: String
    ) throws {
        let key = SQLiteValue.text(id.storageText)
        let latest = try first(
            "SELECT revision, hash, object_kind, deleted FROM revisions WHERE object_id = ? ORDER BY revision DESC LIMIT 1",
            [key]
        ) { (revision: $0.int(at: 0), hash: $0.string(at: 1), kind: $0.string(at: 2), deleted: $0.int(at: 3) != 0) }
        if let latest, latest.kind != kind.rawValue {
            throw StoreError.invalidContent(object: id.storageText, reason: "this id belongs to a \(latest.kind)")
        }
        let name: String
        let text: String
        var tags: [String] = []
        var presetID: UUID?
        switch kind {
        case .preset:
            let decoded = try Preset(id: id, contentJSON: content)
            let preset = try store.canonicalized(decoded)
            name = preset.name
            text = (preset == decoded ? contentText : nil) ?? preset.contentJSON.canonicalText
            tags = preset.tags.sorted()
            if let latest, !latest.deleted {
                try store.requireParametersKept(preset, in: db)
            }
        case .timeline:
            let decoded = try Timeline(id: id, presetName: "", contentJSON: content)
            var timeline = try store.canonicalized(decoded, presetID: decoded.presetID, in: db)
            name = timeline.name
            presetID = timeline.presetID
            timeline.presetName = decoded.presetName
            text = (timeline == decoded ? contentText : nil) ?? timeline.contentJSON.canonicalText
        }
        let hash = SHA256.hexDigest(of: text)
        if let expectedHash, expectedHash != hash {
            throw StoreError.notCanonical(name, storedAs: hash)
        }
        if let holder = try first(
            "SELECT 'preset' FROM presets WHERE name = ?1 AND id <> ?2 UNION ALL "
                + "SELECT 'timeline' FROM timelines WHERE name = ?1 AND id <> ?2",
            [.text(name), key], row: { $0.string(at: 0) })
        {
            throw StoreError.nameTaken(name, kind: ObjectKind(rawValue: holder) ?? kind)
        }
        if let latest, !latest.deleted, latest.hash == hash { return }

        let time = store.timestamp()
        let created =
            latest == nil
            ? time
            : try first("SELECT created_at FROM revisions WHERE object_id = ? AND revision = 1", [key]) {
                $0.string(at: 0)
            } ?? time
        let revision = (latest?.revision ?? 0) + 1
        switch kind {
        case .preset:
            let type = content["type"]?.stringValue ?? ""
            let description = content["description"]?.stringValue ?? ""
            try run(
                """
                INSERT INTO presets (id, name, type, description, content_json, hash, revision, created_at, updated_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (id) DO UPDATE SET name = excluded.name, type = excluded.type,
                    description = excluded.description, content_json = excluded.content_json, hash = excluded.hash,
                    revision = excluded.revision, updated_at = excluded.updated_at
                """,
                [
                    key, .text(name), .text(type), .text(description), .text(text), .text(hash),
                    .integer(Int64(revision)), .text(created), .text(time),
                ])
            if latest != nil {
                try run("DELETE FROM preset_tags WHERE preset_id = ?", [key])
            }
            for tag in tags {
                try run("INSERT INTO preset_tags (preset_id, tag) VALUES (?, ?)", [key, .text(tag)])
            }
        case .timeline:
            try run(
                """
                INSERT INTO timelines (id, name, preset_id, content_json, hash, revision, created_at, updated_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (id) DO UPDATE SET name = excluded.name, preset_id = excluded.preset_id,
                    content_json = excluded.content_json, hash = excluded.hash, revision = excluded.revision,
                    updated_at = excluded.updated_at
                """,
                [
                    key, .text(name), SQLiteValue(presetID?.storageText), .text(text), .text(hash),
                    .integer(Int64(revision)), .text(created), .text(time),
                ])
        }
        try appendRevision(
            kind, key: key, revision: revision, name: name, content: text, hash: hash, parentHash: latest?.hash,
            deleted: false, message: message, time: time)
    }

    // MARK: Removals

    /// Mirrors `Store.remove(_:)`, by id; an id that is not live is already removed (or never existed) here.
    func remove(id: UUID, message: String) throws {
        let key = SQLiteValue.text(id.storageText)
        for kind in ObjectKind.allCases {
            let table = kind == .preset ? "presets" : "timelines"
            guard
                let row = try first(
                    "SELECT name, content_json, hash, revision FROM \(table) WHERE id = ?", [key],
                    row: {
                        (
                            name: $0.string(at: 0), content: $0.string(at: 1), hash: $0.string(at: 2),
                            revision: $0.int(at: 3)
                        )
                    })
            else { continue }
            if kind == .preset {
                let users = try db.query("SELECT name FROM timelines WHERE preset_id = ? ORDER BY name", [key]) {
                    $0.string(at: 0)
                }
                guard users.isEmpty else { throw StoreError.presetInUse(row.name, timelines: users) }
            }
            try run("DELETE FROM \(table) WHERE id = ?", [key])
            try appendRevision(
                kind, key: key, revision: row.revision + 1, name: row.name, content: row.content, hash: row.hash,
                parentHash: row.hash, deleted: true, message: message, time: store.timestamp())
            return
        }
    }

    // MARK: Statements

    private func appendRevision(
        _ kind: ObjectKind, key: SQLiteValue, revision: Int, name: String, content: String, hash: String,
        parentHash: String?, deleted: Bool, message: String, time: String
    ) throws {
        try run(
            """
            INSERT INTO revisions (object_id, object_kind, revision, hash, parent_hash, name, content_json, created_at,
                author, deleted, message)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
            [
                key, .text(kind.rawValue), .integer(Int64(revision)), .text(hash), SQLiteValue(parentHash), .text(name),
                .text(content), .text(time), .text(store.author), .integer(deleted ? 1 : 0), .text(message),
            ])
    }

    private func statement(_ sql: String) throws -> Statement {
        if let cached = statements[sql] {
            cached.reset()
            return cached
        }
        let prepared = try db.prepare(sql)
        statements[sql] = prepared
        return prepared
    }

    private func run(_ sql: String, _ arguments: [SQLiteValue]) throws {
        let prepared = try statement(sql)
        prepared.bind(arguments)
        try prepared.run()
    }

    private func first<T>(_ sql: String, _ arguments: [SQLiteValue], row: (Statement) throws -> T) throws -> T? {
        let prepared = try statement(sql)
        prepared.bind(arguments)
        return try prepared.step() ? row(prepared) : nil
    }
}

// Bound to one connection inside one transaction.
@available(*, unavailable)
extension SyncWriter: Sendable {}
