import AnimDBModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A user's own types (`animdb add type FILE.swift`): their one write path, reads and history.
///
/// Types have their own namespace, as in Swift: a type may share a name with a preset or timeline. The validator
/// checks each definition (its source reads, its bodies run) before anything is written, and after every write of
/// a type the store's validator is renewed to know the types as they now are, so the presets written next may use
/// them.
extension Store {
    /// One type's write: as stored, and whether this write added a revision.
    public struct TypeWrite: Hashable, Sendable {
        public var stored: Stored<TypeDefinition>
        /// `.added` (revision 1), `.updated` (a new revision) or `.unchanged` (the same source was stored already).
        public var change: Change

        public enum Change: String, Hashable, Sendable {
            case added, updated, unchanged
        }
    }

    /// Stores `definitions` in one transaction: a new name is revision 1, a known one gets a new revision when its
    /// content differs. All or nothing: one refused definition writes none.
    /// - Throws: `StoreError.typeRefused` with the validator's one-line reason, `.invalidContent` for a name given
    ///   twice, or `SQLiteError`.
    @discardableResult
    public func putTypes(_ definitions: [TypeDefinition]) throws -> [TypeWrite] {
        try writingTypes(definitions) { _ in () }.writes
    }

    /// Stores `definitions` and adds `timeline` (a pasted view that uses them, `add timeline --swift`) in one
    /// transaction: a refusal of either writes neither.
    public func addTimeline(_ timeline: Timeline, withTypes definitions: [TypeDefinition]) throws -> (
        writes: [TypeWrite], stored: Stored<Timeline>
    ) {
        let outcome = try writingTypes(definitions) { db in
            try requireUnusedID(timeline.id, in: db)
            return try writeTimeline(timeline, presetsBy: .name, after: nil, in: db)
        }
        return (outcome.writes, outcome.result)
    }

    /// Writes `definitions`, then `body`, in one transaction, the validator knowing the new types while `body`
    /// runs; after a refusal the validator is as it was.
    private func writingTypes<T>(_ definitions: [TypeDefinition], then body: (Connection) throws -> T) throws -> (
        writes: [TypeWrite], result: T
    ) {
        var seen: Set<String> = []
        for definition in definitions where !seen.insert(definition.name).inserted {
            throw StoreError.invalidContent(object: definition.name, reason: "the type is given twice")
        }
        let before = validator
        do {
            return try connection.write { db in
                let writes = try definitions.map { definition in try writeType(definition, in: db) }
                if writes.contains(where: { $0.change != .unchanged }) {
                    validator = try validatorKnowingStoredTypes(in: db)
                }
                return (writes, try body(db))
            }
        } catch {
            validator = before
            throw error
        }
    }

    /// Every live type, by name.
    public func types() throws -> [Stored<TypeDefinition>] {
        try connection.read { db in try loadTypes(where: "1", [], in: db) }
    }

    /// The live type named `name`.
    /// - Throws: `StoreError.typeNotFound` with a suggestion.
    public func type(named name: String) throws -> Stored<TypeDefinition> {
        try connection.read { db in try requireType(named: name, in: db) }
    }

    /// Removes the type named `name`, leaving a tombstone in its history.
    /// - Throws: `StoreError.typeNotFound`, or `.typeInUse` naming the presets and timelines that use it.
    @discardableResult
    public func removeType(named name: String) throws -> Stored<TypeDefinition> {
        let removed = try connection.write { db -> Stored<TypeDefinition> in
            let live = try requireType(named: name, in: db)
            let users = try typeUsers(name, in: db)
            guard users.isEmpty else { throw StoreError.typeInUse(name, users: users) }
            let key = SQLiteValue.text(live.object.id.storageText)
            try db.execute("DELETE FROM types WHERE id = ?", [key])
            try appendTypeRevision(
                live.object, revision: live.revision + 1, content: live.object.contentJSON.canonicalText,
                hash: live.hash, parentHash: live.hash, deleted: true, at: timestamp(), in: db)
            return live
        }
        try renewValidator()
        return removed
    }

    /// Stores revision `revision`'s source of the type named `name` as a new revision (a removed type comes back),
    /// checked by the validator as `add type` checks it.
    /// - Throws: `StoreError.typeNotFound`, `.revisionNotFound`, or the validator's refusal.
    @discardableResult
    public func revertType(named name: String, toRevision revision: Int) throws -> TypeWrite {
        let row = try connection.read { db in
            try historyID(of: name, in: db).flatMap { id in
                try db.queryFirst(
                    "SELECT content_json, hash FROM type_revisions WHERE type_id = ? AND revision = ? AND deleted = 0",
                    [.text(id), .integer(Int64(revision))]
                ) { (id: id, content: $0.string(at: 0), hash: $0.string(at: 1)) }
            }
        }
        guard let row else {
            let history = try typeHistory(named: name)
            throw StoreError.revisionNotFound(name, revision: revision, latest: history.last?.revision ?? 0)
        }
        let json = try verifiedContent(row.content, hash: row.hash, of: "type '\(name)' revision \(revision)")
        let id = try uuid(row.id)
        let definition = try StoreError.content { () throws(ContentError) in
            try TypeDefinition(id: id, contentJSON: json)
        }
        return try putTypes([definition])[0]
    }

    /// The type's history, oldest first: revision, hash, time, author and whether it is a removal.
    public func typeHistory(named name: String) throws -> [(
        revision: Int, hash: String, at: Date, author: String, removed: Bool
    )] {
        try connection.read { db in
            let rows =
                try historyID(of: name, in: db).map { id in
                    try db.query(
                        "SELECT revision, hash, created_at, author, deleted FROM type_revisions WHERE type_id = ? ORDER BY revision",
                        [.text(id)]
                    ) { ($0.int(at: 0), $0.string(at: 1), $0.string(at: 2), $0.string(at: 3), $0.int(at: 4) != 0) }
                } ?? []
            guard !rows.isEmpty else {
                throw StoreError.typeNotFound(name, suggestion: try typeSuggestion(name, in: db))
            }
            return try rows.map { (revision: $0.0, hash: $0.1, at: try date($0.2), author: $0.3, removed: $0.4) }
        }
    }

    /// The id of the type whose history last used `name` (a live type, or one removed since), if any.
    private func historyID(of name: String, in db: Connection) throws -> String? {
        try db.queryFirst(
            "SELECT type_id FROM type_revisions WHERE name = ? ORDER BY created_at DESC LIMIT 1", [.text(name)]
        ) { $0.string(at: 0) }
    }

    /// Runs `body` (planning an import) with a validator that also knows `definitions` (the bundle's types, which the
    /// import would write first), then restores the store's own.
    public func withIncomingTypes<T>(_ definitions: [TypeDefinition], _ body: () throws -> T) throws -> T {
        guard !definitions.isEmpty else { return try body() }
        let before = validator
        defer { validator = before }
        let names = Set(definitions.map(\.name))
        let current = try types().map(\.object).filter { !names.contains($0.name) }
        validator = baseValidator.including(types: current + definitions)
        return try body()
    }

    /// Tells the validator the store's types as they are now. A stored type that this animdb no longer reads is left
    /// out of it (its presets are then refused by name), never a reason the store cannot open.
    func renewValidator() throws {
        validator = try connection.read { db in try validatorKnowingStoredTypes(in: db) }
    }

    /// The validator the store was opened with, knowing the types `db` holds now (itself when there are none).
    func validatorKnowingStoredTypes(in db: Connection) throws -> any Validator {
        let definitions = try loadTypes(where: "1", [], in: db).map(\.object)
        return definitions.isEmpty ? baseValidator : baseValidator.including(types: definitions)
    }

    // MARK: Internals

    func writeType(_ definition: TypeDefinition, in db: Connection) throws -> TypeWrite {
        guard NameRules.isIdentifier(definition.name), definition.name.utf8.count <= 64 else {
            throw StoreError.typeRefused(
                definition.name,
                reason: "'\(definition.name)' is not a type name (a Swift identifier of at most 64 bytes)")
        }
        do {
            try validator.checkTypeDefinition(definition)
        } catch {
            throw StoreError.typeRefused(definition.name, reason: String(describing: error))
        }
        let existing = try loadTypes(where: "name = ?", [.text(definition.name)], in: db).first
        var object = definition
        if let existing { object.id = existing.object.id }
        let content = object.contentJSON.canonicalText
        let hash = SHA256.hexDigest(of: content)
        if let existing, existing.hash == hash { return TypeWrite(stored: existing, change: .unchanged) }
        let previous = try latestTypeRevision(object.id, in: db)
        let time = timestamp()
        let created = existing.map { Timestamp.string(from: $0.createdAt) } ?? time
        let revision = (previous?.revision ?? 0) + 1
        try db.execute(
            """
            INSERT INTO types (id, name, kind, content_json, hash, revision, created_at, updated_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (id) DO UPDATE SET kind = excluded.kind, content_json = excluded.content_json,
                hash = excluded.hash, revision = excluded.revision, updated_at = excluded.updated_at
            """,
            [
                .text(object.id.storageText), .text(object.name), .text(object.kind), .text(content), .text(hash),
                .integer(Int64(revision)), .text(created), .text(time),
            ])
        try appendTypeRevision(
            object, revision: revision, content: content, hash: hash, parentHash: previous?.hash, deleted: false,
            at: time, in: db)
        return TypeWrite(
            stored: Stored(
                object: object, revision: revision, hash: hash, createdAt: try date(created), updatedAt: try date(time)),
            change: existing == nil ? .added : .updated)
    }

    private func latestTypeRevision(_ id: UUID, in db: Connection) throws -> (revision: Int, hash: String)? {
        try db.queryFirst(
            "SELECT revision, hash FROM type_revisions WHERE type_id = ? ORDER BY revision DESC LIMIT 1",
            [.text(id.storageText)]
        ) { ($0.int(at: 0), $0.string(at: 1)) }
    }

    private func appendTypeRevision(
        _ type: TypeDefinition, revision: Int, content: String, hash: String, parentHash: String?, deleted: Bool,
        at time: String, in db: Connection
    ) throws {
        try db.execute(
            """
            INSERT INTO type_revisions (type_id, revision, hash, parent_hash, name, content_json, created_at, author,
                deleted)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
            [
                .text(type.id.storageText), .integer(Int64(revision)), .text(hash), SQLiteValue(parentHash),
                .text(type.name), .text(content), .text(time), .text(author), .integer(deleted ? 1 : 0),
            ])
    }

    func requireType(named name: String, in db: Connection) throws -> Stored<TypeDefinition> {
        guard let found = try loadTypes(where: "name = ?", [.text(name)], in: db).first else {
            throw StoreError.typeNotFound(name, suggestion: try typeSuggestion(name, in: db))
        }
        return found
    }

    private func typeSuggestion(_ name: String, in db: Connection) throws -> String? {
        Suggestion.closest(to: name, among: try db.query("SELECT name FROM types") { $0.string(at: 0) })
    }

    /// The presets of type `name` and the timelines with an inline item of it, by name.
    private func typeUsers(_ name: String, in db: Connection) throws -> [String] {
        var users = try db.query("SELECT name FROM presets WHERE type = ? ORDER BY name", [.text(name)]) {
            "preset '\($0.string(at: 0))'"
        }
        let timelines = try db.query("SELECT name, content_json, hash, revision FROM timelines ORDER BY name") {
            (name: $0.string(at: 0), content: $0.string(at: 1), hash: $0.string(at: 2), revision: $0.int(at: 3))
        }
        // The types of inline items, read as the exporter reads them, without decoding the whole timeline.
        for t in timelines {
            let json = try verifiedContent(t.content, hash: t.hash, of: "timeline '\(t.name)' revision \(t.revision)")
            if Timeline.inlineTypeNames(in: json).contains(name) { users.append("timeline '\(t.name)'") }
        }
        return users
    }

    func loadTypes(where condition: String, _ values: [SQLiteValue], in db: Connection) throws
        -> [Stored<TypeDefinition>]
    {
        try db.query(
            "SELECT id, content_json, hash, revision, created_at, updated_at FROM types WHERE \(condition) ORDER BY name",
            values
        ) { row in
            let id = row.string(at: 0)
            let json = try verifiedContent(
                row.string(at: 1), hash: row.string(at: 2), of: "type \(id.prefix(8)) revision \(row.int(at: 3))")
            let uuid = try uuid(id)
            let object = try StoreError.content { () throws(ContentError) in
                try TypeDefinition(id: uuid, contentJSON: json)
            }
            return Stored(
                object: object, revision: row.int(at: 3), hash: row.string(at: 2),
                createdAt: try date(row.string(at: 4)), updatedAt: try date(row.string(at: 5)))
        }
    }
}
