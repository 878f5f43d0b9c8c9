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

extension Store {
    /// Renames the preset or timeline `name` to `newName`, appending a revision.
    ///
    /// Timelines refer to presets by id, so renaming a preset leaves its timelines' content and hashes alone.
    ///
    /// - Returns: the object as stored after the rename.
    /// - Throws: `StoreError.notFound`, `.invalidName` or `.nameTaken`.
    @discardableResult
    public func rename(_ name: String, to newName: String) throws -> StoredObject {
        try StoreError.content { () throws(ContentError) in try NameRules.validate(newName) }
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
            try removeObject(kind, id: id, message: "remove", in: db)
        }
    }

    /// The names of the live timelines whose view uses preset `id`, sorted.
    func timelineNames(usingPreset id: UUID, in db: Connection) throws -> [String] {
        try db.query(
            """
            SELECT t.name FROM timeline_presets u JOIN timelines t ON t.id = u.timeline_id
            WHERE u.preset_id = ? ORDER BY t.name
            """, [.text(id.storageText)]
        ) { $0.string(at: 0) }
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
            // Rows an older animdb wrote keep their old type names; list them under today's.
            let former = type.flatMap { validator.formerTypeNames(of: $0).first }
            var presets = kind == .timeline ? [] : try listPresets(type: type, former: former, tag: tag, in: db)
            var timelines = kind == .preset || tag != nil ? [] : try listTimelines(type: type, former: former, in: db)
            // A store holds a handful of type names over thousands of rows: ask the validator once per name.
            var currentNames: [String: String] = [:]
            func current(_ name: String) -> String {
                if let known = currentNames[name] { return known }
                let today = validator.currentTypeName(name)
                currentNames[name] = today
                return today
            }
            for index in presets.indices { presets[index].type = current(presets[index].type) }
            for index in timelines.indices {
                timelines[index].type = timelines[index].type.split(separator: ",")
                    .map { current($0.trimmingWhitespace()) }
                    .joined(separator: ", ")
            }
            return Self.merged(presets, timelines)
        }
    }

    /// Merges two lists sorted by name (SQLite's byte order, which is Swift's order for the ASCII names allowed).
    private static func merged(_ a: [ObjectSummary], _ b: [ObjectSummary]) -> [ObjectSummary] {
        guard !a.isEmpty else { return b }
        guard !b.isEmpty else { return a }
        var result: [ObjectSummary] = []
        result.reserveCapacity(a.count + b.count)
        var (i, j) = (0, 0)
        while i < a.count, j < b.count {
            if a[i].name < b[j].name {
                result.append(a[i])
                i += 1
            } else {
                result.append(b[j])
                j += 1
            }
        }
        result += a[i...]
        result += b[j...]
        return result
    }

    private func listPresets(type: String?, former: String?, tag: String?, in db: Connection) throws
        -> [ObjectSummary]
    {
        // One joined statement, one row per (preset, tag), instead of a tag query per preset: listing stays flat
        // as the store grows. Rows of one preset are adjacent; its columns are read only on its first row.
        let statement = try db.prepare(
            """
            SELECT p.rowid, p.id, p.name, p.type, p.description, p.revision, p.hash, p.updated_at, t.tag
            FROM presets p LEFT JOIN preset_tags t ON t.preset_id = p.id
            WHERE (?1 IS NULL OR p.type = ?1 OR p.type = ?3)
                AND (?2 IS NULL OR EXISTS (SELECT 1 FROM preset_tags f WHERE f.preset_id = p.id AND f.tag = ?2))
            ORDER BY p.name, t.tag
            """)
        statement.bind([SQLiteValue(type), SQLiteValue(tag), SQLiteValue(former)])
        var summaries: [ObjectSummary] = []
        var currentRow: Int64?
        while try statement.step() {
            let rowID = statement.int64(at: 0)
            if rowID != currentRow {
                currentRow = rowID
                summaries.append(
                    ObjectSummary(
                        kind: .preset, id: try uuid(statement.string(at: 1)), name: statement.string(at: 2),
                        type: statement.string(at: 3), presetName: nil, tags: [], description: statement.string(at: 4),
                        revision: statement.int(at: 5), hash: statement.string(at: 6),
                        updatedAt: try date(statement.string(at: 7))))
            }
            if let tag = statement.optionalString(at: 8) {
                summaries[summaries.count - 1].tags.append(tag)
            }
        }
        return summaries
    }

    private func listTimelines(type: String?, former: String?, in db: Connection) throws -> [ObjectSummary] {
        // A timeline's view may use several presets: the summary names them all (sorted), with their types.
        try db.query(
            """
            SELECT t.id, t.name,
                (SELECT group_concat(type, ', ') FROM (SELECT DISTINCT p.type AS type FROM timeline_presets u
                    JOIN presets p ON p.id = u.preset_id WHERE u.timeline_id = t.id ORDER BY p.type)),
                (SELECT group_concat(name, ', ') FROM (SELECT p.name AS name FROM timeline_presets u
                    JOIN presets p ON p.id = u.preset_id WHERE u.timeline_id = t.id ORDER BY p.name)),
                t.revision, t.hash, t.updated_at
            FROM timelines t
            WHERE ?1 IS NULL OR EXISTS (SELECT 1 FROM timeline_presets u JOIN presets p ON p.id = u.preset_id
                WHERE u.timeline_id = t.id AND (p.type = ?1 OR p.type = ?2))
            ORDER BY t.name
            """,
            [SQLiteValue(type), SQLiteValue(former)]
        ) { row in
            ObjectSummary(
                kind: .timeline, id: try uuid(row.string(at: 0)), name: row.string(at: 1),
                type: row.optionalString(at: 2) ?? "", presetName: row.optionalString(at: 3), tags: [],
                description: "", revision: row.int(at: 4), hash: row.string(at: 5),
                updatedAt: try date(row.string(at: 6)))
        }
    }
}
