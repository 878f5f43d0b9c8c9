import Foundation

extension Store {
    /// Renames the preset or timeline `name` to `newName`, appending a revision.
    ///
    /// Timelines refer to presets by id, so renaming a preset leaves its timelines' content and hashes alone.
    ///
    /// - Returns: the object as stored after the rename.
    /// - Throws: `StoreError.notFound`, `.invalidName` or `.nameTaken`.
    @discardableResult
    public func rename(_ name: String, to newName: String) throws -> StoredObject {
        try NameRules.validate(newName)
        let kind = try connection.read { db in try require(name, in: db).kind }
        switch kind {
        case .preset: return .preset(try updatePreset(named: name) { $0.name = newName })
        case .timeline: return .timeline(try updateTimeline(named: name) { $0.name = newName })
        }
    }

    /// Removes the preset or timeline `name`, appending a tombstone revision that keeps its last content.
    ///
    /// The name becomes free; `log` and `revert` still find the removed object by it.
    ///
    /// - Throws: `StoreError.notFound`, or `.presetInUse` naming the timelines that use the preset.
    public func remove(_ name: String) throws {
        try connection.write { db in
            let (kind, id) = try require(name, in: db)
            if kind == .preset {
                let users = try db.query("SELECT name FROM timelines WHERE preset_id = ? ORDER BY name", [
                    .text(id.storageText)
                ]) { $0.string(at: 0) }
                guard users.isEmpty else { throw StoreError.presetInUse(name, timelines: users) }
            }
            let (select, delete) =
                switch kind {
                case .preset:
                    ("SELECT content_json, hash, revision FROM presets WHERE id = ?", "DELETE FROM presets WHERE id = ?")
                case .timeline:
                    ("SELECT content_json, hash, revision FROM timelines WHERE id = ?", "DELETE FROM timelines WHERE id = ?")
                }
            guard
                let row = try db.queryFirst(
                    select, [.text(id.storageText)],
                    row: { (content: $0.string(at: 0), hash: $0.string(at: 1), revision: $0.int(at: 2)) })
            else { preconditionFailure("resolved object vanished inside its transaction") }
            try db.execute(delete, [.text(id.storageText)])
            try appendRevision(
                kind, id: id, revision: row.revision + 1, name: name, content: row.content, hash: row.hash,
                parentHash: row.hash, deleted: true, message: "remove", at: timestamp(), in: db)
        }
    }

    /// The live preset or timeline named `name`.
    ///
    /// - Throws: `StoreError.notFound` with a suggestion.
    public func object(named name: String) throws -> StoredObject {
        try connection.read { db in
            switch try require(name, in: db).kind {
            case .preset: .preset(try loadPreset(named: name, in: db))
            case .timeline: .timeline(try loadTimeline(named: name, in: db))
            }
        }
    }

    /// Summaries of the live objects, sorted by name.
    ///
    /// - Parameters:
    ///   - kind: only presets or only timelines; nil for both.
    ///   - type: only presets of this type, and timelines whose preset has it.
    ///   - tag: only presets with this tag (timelines have no tags, so none are listed).
    public func list(kind: ObjectKind? = nil, type: String? = nil, tag: String? = nil) throws -> [ObjectSummary] {
        try connection.read { db in
            var summaries: [ObjectSummary] = []
            if kind != .timeline {
                summaries += try listPresets(type: type, tag: tag, in: db)
            }
            if kind != .preset, tag == nil {
                summaries += try listTimelines(type: type, in: db)
            }
            return summaries.sorted { $0.name < $1.name }
        }
    }

    private func listPresets(type: String?, tag: String?, in db: Connection) throws -> [ObjectSummary] {
        // Tags come from one second query rather than one query per preset, so listing stays flat as it grows.
        var tagsByID: [String: [String]] = [:]
        let tagRows = try db.prepare(
            """
            SELECT t.preset_id, t.tag FROM preset_tags t
            WHERE ?1 IS NULL OR t.preset_id IN (SELECT preset_id FROM preset_tags WHERE tag = ?1)
            ORDER BY t.preset_id, t.tag
            """)
        tagRows.bind([SQLiteValue(tag)])
        while try tagRows.step() {
            tagsByID[tagRows.string(at: 0), default: []].append(tagRows.string(at: 1))
        }
        return try db.query(
            """
            SELECT p.id, p.name, p.type, p.description, p.revision, p.hash, p.updated_at FROM presets p
            WHERE (?1 IS NULL OR p.type = ?1)
                AND (?2 IS NULL OR EXISTS (SELECT 1 FROM preset_tags t WHERE t.preset_id = p.id AND t.tag = ?2))
            """,
            [SQLiteValue(type), SQLiteValue(tag)]
        ) { row in
            let id = row.string(at: 0)
            return ObjectSummary(
                kind: .preset, id: try uuid(id), name: row.string(at: 1), type: row.string(at: 2), presetName: nil,
                tags: tagsByID[id] ?? [], description: row.string(at: 3), revision: row.int(at: 4),
                hash: row.string(at: 5), updatedAt: try date(row.string(at: 6)))
        }
    }

    private func listTimelines(type: String?, in db: Connection) throws -> [ObjectSummary] {
        try db.query(
            """
            SELECT t.id, t.name, p.type, p.name, t.revision, t.hash, t.updated_at
            FROM timelines t JOIN presets p ON p.id = t.preset_id
            WHERE ?1 IS NULL OR p.type = ?1
            """,
            [SQLiteValue(type)]
        ) { row in
            ObjectSummary(
                kind: .timeline, id: try uuid(row.string(at: 0)), name: row.string(at: 1), type: row.string(at: 2),
                presetName: row.string(at: 3), tags: [], description: "", revision: row.int(at: 4),
                hash: row.string(at: 5), updatedAt: try date(row.string(at: 6)))
        }
    }
}
