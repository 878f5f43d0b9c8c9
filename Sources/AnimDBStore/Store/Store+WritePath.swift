import AnimDBModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The one write path. Every change to a preset or timeline — add, set, rename, revert, restore and sync — ends in
/// `writePreset`/`writeTimeline`, and every removal in `removeObject`, so validation, canonical text, hashes,
/// revision numbering and the rows written cannot differ between commands. Statements are compiled once per
/// connection (`Connection.withCachedStatement`), so a sync of thousands of objects pays no compile per row.
extension Store {
    /// An object's latest revision, which its next revision continues from.
    struct Head {
        var kind: ObjectKind
        var revision: Int
        var hash: String
        var isDeleted: Bool
        /// When revision 1 was written: an object keeps its creation time through edits, removal and restore.
        var createdAt: String
    }

    /// The latest revision of object `id`, live or removed; nil for an id the store has never seen.
    func head(of id: UUID, in db: Connection) throws -> Head? {
        let row = try db.queryFirst(
            """
            SELECT object_kind, revision, hash, deleted,
                (SELECT created_at FROM revisions WHERE object_id = ?1 AND revision = 1)
            FROM revisions WHERE object_id = ?1 ORDER BY revision DESC LIMIT 1
            """,
            [.text(id.storageText)]
        ) {
            (
                kind: $0.string(at: 0), revision: $0.int(at: 1), hash: $0.string(at: 2), deleted: $0.int(at: 3),
                created: $0.string(at: 4)
            )
        }
        guard let row else { return nil }
        guard let kind = ObjectKind(rawValue: row.kind) else {
            throw StoreError.corrupt("unknown object kind '\(row.kind)'")
        }
        return Head(
            kind: kind, revision: row.revision, hash: row.hash, isDeleted: row.deleted != 0, createdAt: row.created)
    }

    /// Refuses an id that any object, live or removed, already has: ids name one history.
    func requireUnusedID(_ id: UUID, in db: Connection) throws {
        if try head(of: id, in: db) != nil {
            throw StoreError.invalidContent(object: id.storageText, reason: "this id is already used")
        }
    }

    /// Writes `preset` as the next revision after `head` (nil: a new object), unless its canonical content equals
    /// the live head's, in which case nothing is written and the live preset is returned.
    ///
    /// Validates and canonicalises through the validator, refuses a name another live object has, and refuses
    /// dropping parameters that the preset's timelines animate.
    ///
    /// - Parameters:
    ///   - contentText: the content's canonical text when the caller already has it (sync), used when
    ///     canonicalisation changed nothing, so the store need not encode it again.
    ///   - expectedHash: the hash the content must have after canonicalisation (sync: what the bundle claims).
    ///   - formatOneText: content-format-1 text from an older animdb (a sync): checked by reading it in today's
    ///     catalog, then stored byte for byte, so its hash and ancestry stay those of the sender's history.
    @discardableResult
    func writePreset(
        _ preset: Preset, after head: Head?, message: String = "", contentText: String? = nil,
        expectedHash: String? = nil, formatOneText: String? = nil, in db: Connection
    ) throws -> Stored<Preset> {
        let canonical = try canonicalized(preset)
        let content =
            formatOneText ?? (canonical == preset ? contentText : nil) ?? canonical.contentJSON.canonicalText
        let hash = try checkedHash(content, expected: expectedHash, object: canonical.name)
        let key = SQLiteValue.text(canonical.id.storageText)
        if let head, !head.isDeleted, head.hash == hash, let live = try loadPreset(id: canonical.id, in: db) {
            return live
        }
        try requireNameFree(canonical.name, exceptID: canonical.id, in: db)
        if let head, !head.isDeleted { try requireParametersKept(canonical, in: db) }
        let time = timestamp()
        let created = head?.createdAt ?? time
        let revision = (head?.revision ?? 0) + 1
        // The row's columns copy the content as stored: format-1 bytes keep their old type name (`list` reads it
        // as today's).
        let storedType = formatOneText.flatMap { try? JSONParser().parse($0) }?["type"]?.stringValue ?? canonical.type
        try db.execute(
            """
            INSERT INTO presets (id, name, type, description, content_json, hash, revision, created_at, updated_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (id) DO UPDATE SET name = excluded.name, type = excluded.type,
                description = excluded.description, content_json = excluded.content_json, hash = excluded.hash,
                revision = excluded.revision, updated_at = excluded.updated_at
            """,
            [
                key, .text(canonical.name), .text(storedType), .text(canonical.description), .text(content),
                .text(hash), .integer(Int64(revision)), .text(created), .text(time),
            ])
        if head != nil { try db.execute("DELETE FROM preset_tags WHERE preset_id = ?", [key]) }
        for tag in canonical.tags.sorted() {
            try db.execute("INSERT INTO preset_tags (preset_id, tag) VALUES (?, ?)", [key, .text(tag)])
        }
        try appendRevision(
            .preset, id: canonical.id, revision: revision, name: canonical.name, content: content, hash: hash,
            parentHash: head?.hash, message: message, at: time, in: db)
        return Stored(
            object: canonical, revision: revision, hash: hash, createdAt: try date(created), updatedAt: try date(time))
    }

    /// Writes `timeline` as the next revision after `head` (nil: a new object), unless its canonical content
    /// equals the live head's. The presets its view uses are recorded in `timeline_presets`, which keeps them from
    /// being removed.
    ///
    /// - Parameters:
    ///   - resolution: find preset items' presets by name (new content) or by the ids they carry (a revert, a sync).
    ///   - contentText, expectedHash: as for `writePreset`.
    ///   - formatOneText: content-format-1 text from an older animdb (a sync): it is checked by upgrading it, then
    ///     stored byte for byte, so its hash and ancestry stay those of the sender's history.
    @discardableResult
    func writeTimeline(
        _ timeline: Timeline, presetsBy resolution: PresetResolution, after head: Head?, message: String = "",
        contentText: String? = nil, expectedHash: String? = nil, formatOneText: String? = nil, in db: Connection
    ) throws -> Stored<Timeline> {
        let canonical = try canonicalized(timeline, presetsBy: resolution, in: db)
        let content =
            formatOneText ?? (canonical == timeline ? contentText : nil) ?? canonical.contentJSON.canonicalText
        let hash = try checkedHash(content, expected: expectedHash, object: canonical.name)
        if let head, !head.isDeleted, head.hash == hash, let live = try loadTimeline(id: canonical.id, in: db) {
            return live
        }
        try requireNameFree(canonical.name, exceptID: canonical.id, in: db)
        let time = timestamp()
        let created = head?.createdAt ?? time
        let revision = (head?.revision ?? 0) + 1
        let key = SQLiteValue.text(canonical.id.storageText)
        try db.execute(
            """
            INSERT INTO timelines (id, name, content_json, hash, revision, created_at, updated_at)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (id) DO UPDATE SET name = excluded.name, content_json = excluded.content_json,
                hash = excluded.hash, revision = excluded.revision, updated_at = excluded.updated_at
            """,
            [
                key, .text(canonical.name), .text(content), .text(hash), .integer(Int64(revision)), .text(created),
                .text(time),
            ])
        if head != nil { try db.execute("DELETE FROM timeline_presets WHERE timeline_id = ?", [key]) }
        for presetID in Set(canonical.presetIDs) {
            try db.execute(
                "INSERT INTO timeline_presets (timeline_id, preset_id) VALUES (?, ?)",
                [key, .text(presetID.storageText)])
        }
        try appendRevision(
            .timeline, id: canonical.id, revision: revision, name: canonical.name, content: content, hash: hash,
            parentHash: head?.hash, message: message, at: time, in: db)
        return Stored(
            object: canonical, revision: revision, hash: hash, createdAt: try date(created), updatedAt: try date(time))
    }

    /// The SHA-256 of `content`, which must be `expected` when one is given.
    private func checkedHash(_ content: String, expected: String?, object: String) throws -> String {
        let hash = SHA256.hexDigest(of: content)
        if let expected, expected != hash {
            throw StoreError.notCanonical(object, storedAs: hash)
        }
        return hash
    }

    /// Removes the live object `id`, appending a tombstone revision that keeps its last content.
    ///
    /// - Throws: `StoreError.presetInUse` naming the timelines that use a preset.
    func removeObject(_ kind: ObjectKind, id: UUID, message: String, in db: Connection) throws {
        let key = SQLiteValue.text(id.storageText)
        let (select, delete) =
            switch kind {
            case .preset:
                (
                    "SELECT name, content_json, hash, revision FROM presets WHERE id = ?",
                    "DELETE FROM presets WHERE id = ?"
                )
            case .timeline:
                (
                    "SELECT name, content_json, hash, revision FROM timelines WHERE id = ?",
                    "DELETE FROM timelines WHERE id = ?"
                )
            }
        guard
            let row = try db.queryFirst(
                select, [key],
                row: {
                    (name: $0.string(at: 0), content: $0.string(at: 1), hash: $0.string(at: 2), revision: $0.int(at: 3))
                })
        else { preconditionFailure("removeObject is called for a live object") }
        if kind == .preset {
            let users = try timelineNames(usingPreset: id, in: db)
            guard users.isEmpty else { throw StoreError.presetInUse(row.name, timelines: users) }
        }
        try db.execute(delete, [key])
        try appendRevision(
            kind, id: id, revision: row.revision + 1, name: row.name, content: row.content, hash: row.hash,
            parentHash: row.hash, deleted: true, message: message, at: timestamp(), in: db)
    }

    /// Appends one revision row.
    func appendRevision(
        _ kind: ObjectKind, id: UUID, revision: Int, name: String, content: String, hash: String,
        parentHash: String?, deleted: Bool = false, message: String = "", at time: String, in db: Connection
    ) throws {
        try db.execute(
            """
            INSERT INTO revisions (object_id, object_kind, revision, hash, parent_hash, name, content_json, created_at,
                author, deleted, message)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
            [
                .text(id.storageText), .text(kind.rawValue), .integer(Int64(revision)), .text(hash),
                SQLiteValue(parentHash), .text(name), .text(content), .text(time), .text(author),
                .integer(deleted ? 1 : 0), .text(message),
            ])
    }
}
