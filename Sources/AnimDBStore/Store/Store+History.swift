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
    /// Every revision of the object called `name`, oldest first.
    ///
    /// `name` is a live object's name or, failing that, the name a removed object had when it was removed.
    ///
    /// - Throws: `StoreError.notFound` with a suggestion.
    public func log(_ name: String) throws -> [RevisionEntry] {
        try connection.read { db in
            let target = try historyTarget(name, in: db)
            return try db.query(
                """
                SELECT object_id, object_kind, revision, hash, parent_hash, name, created_at, author, deleted, message
                FROM revisions WHERE object_id = ? ORDER BY revision
                """,
                [.text(target.id.storageText)]
            ) { row in
                guard let kind = ObjectKind(rawValue: row.string(at: 1)) else {
                    throw StoreError.corrupt("unknown object kind '\(row.string(at: 1))'")
                }
                return RevisionEntry(
                    objectID: try uuid(row.string(at: 0)), kind: kind, revision: row.int(at: 2),
                    hash: row.string(at: 3), parentHash: row.optionalString(at: 4), name: row.string(at: 5),
                    createdAt: try date(row.string(at: 6)), author: row.string(at: 7), isDeletion: row.int(at: 8) != 0,
                    message: row.string(at: 9))
            }
        }
    }

    /// The object called `name` as it was at `revision`, read from history.
    ///
    /// A tombstone revision returns the content the object had when it was removed. A timeline's `presetName` is
    /// its preset's current name (or last name, if that preset has been removed).
    ///
    /// - Throws: `StoreError.notFound` or `.revisionNotFound`.
    public func object(named name: String, revision: Int) throws -> StoredObject {
        try connection.read { db in
            let target = try historyTarget(name, in: db)
            return try historicalObject(target, revision: revision, displayName: name, in: db)
        }
    }

    /// The object with `id` as it was at `revision`, however it has been renamed or whether it was removed since.
    ///
    /// - Throws: `StoreError.revisionNotFound` (naming the object by its latest name), or `.notFound` for an id the
    ///   store has never seen.
    public func object(id: UUID, revision: Int) throws -> StoredObject {
        try connection.read { db in
            let latest = try latestEntry(of: id, in: db)
            return try historicalObject((latest.kind, id), revision: revision, displayName: latest.name, in: db)
        }
    }

    /// The object with `id` at its newest revision whose content hash is `hash`: what a render that recorded the
    /// hash actually used, even after later edits, renames or removal.
    ///
    /// - Throws: `StoreError.hashNotFound`, or `.notFound` for an id the store has never seen.
    public func object(id: UUID, hash: String) throws -> StoredObject {
        try connection.read { db in
            let latest = try latestEntry(of: id, in: db)
            guard
                let revision = try db.scalarInt(
                    "SELECT MAX(revision) FROM revisions WHERE object_id = ? AND hash = ?",
                    [.text(id.storageText), .text(hash)])
            else { throw StoreError.hashNotFound(latest.name, hash: hash) }
            return try historicalObject((latest.kind, id), revision: revision, displayName: latest.name, in: db)
        }
    }

    /// Makes the object called `name` look as it did at `revision`, by appending a new revision.
    ///
    /// The current name is kept (reverting content, not renames). Reverting a removed object restores it under
    /// the name it was removed with. The restored content is validated again: a timeline cannot come back if its
    /// preset is gone or no longer has the animated parameters.
    ///
    /// - Returns: the object as stored after the revert (unchanged if it already had that content).
    /// - Throws: `StoreError.notFound`, `.revisionNotFound`, `.nameTaken` (restoring over a reused name), or the
    ///   validation errors of `addPreset`/`addTimeline`.
    @discardableResult
    public func revert(_ name: String, toRevision revision: Int) throws -> StoredObject {
        try connection.write { db in
            let target = try historyTarget(name, in: db)
            let old = try historicalObject(target, revision: revision, displayName: name, in: db)
            let head = try self.head(of: target.id, in: db)
            let isRemoved = head?.isDeleted ?? true
            let message = isRemoved ? "restore revision \(revision)" : "revert to revision \(revision)"
            switch old {
            case .preset(let stored):
                var preset = stored.object
                preset.name = name
                return .preset(try writePreset(preset, after: head, message: message, in: db))
            case .timeline(let stored):
                var timeline = stored.object
                timeline.name = name
                return .timeline(
                    try writeTimeline(timeline, presetsBy: .id, after: head, message: message, in: db))
            }
        }
    }

    // MARK: Internals

    /// The object whose history `name` means: the live object, else the one most recently removed under `name`.
    func historyTarget(_ name: String, in db: Connection) throws -> (kind: ObjectKind, id: UUID) {
        if let live = try resolve(name, in: db) {
            return live
        }
        // A tombstone counts only while it is still its object's latest revision (the object was not restored).
        let removed = try db.queryFirst(
            """
            SELECT r.object_kind, r.object_id FROM revisions r
            WHERE r.name = ? AND r.deleted = 1
                AND r.revision = (SELECT MAX(revision) FROM revisions WHERE object_id = r.object_id)
            ORDER BY r.created_at DESC LIMIT 1
            """,
            [.text(name)]
        ) { (kind: $0.string(at: 0), id: $0.string(at: 1)) }
        guard let removed else {
            throw StoreError.notFound(name, kind: nil, suggestion: try suggestion(for: name, kind: nil, in: db))
        }
        guard let kind = ObjectKind(rawValue: removed.kind) else {
            throw StoreError.corrupt("unknown object kind '\(removed.kind)'")
        }
        return (kind, try uuid(removed.id))
    }

    /// The kind and latest name of the object `id`, live or removed.
    private func latestEntry(of id: UUID, in db: Connection) throws -> (kind: ObjectKind, name: String) {
        let row = try db.queryFirst(
            "SELECT object_kind, name FROM revisions WHERE object_id = ? ORDER BY revision DESC LIMIT 1",
            [.text(id.storageText)]
        ) { (kind: $0.string(at: 0), name: $0.string(at: 1)) }
        guard let row else { throw StoreError.notFound(id.storageText, kind: nil, suggestion: nil) }
        guard let kind = ObjectKind(rawValue: row.kind) else {
            throw StoreError.corrupt("unknown object kind '\(row.kind)'")
        }
        return (kind, row.name)
    }

    private func historicalObject(
        _ target: (kind: ObjectKind, id: UUID), revision: Int, displayName: String, in db: Connection
    ) throws -> StoredObject {
        let row = try db.queryFirst(
            """
            SELECT content_json, hash, created_at,
                (SELECT created_at FROM revisions WHERE object_id = ?1 AND revision = 1)
            FROM revisions WHERE object_id = ?1 AND revision = ?2
            """,
            [.text(target.id.storageText), .integer(Int64(revision))]
        ) {
            (
                content: $0.string(at: 0), hash: $0.string(at: 1), updatedAt: $0.string(at: 2),
                createdAt: $0.string(at: 3)
            )
        }
        guard let row else {
            guard let head = try head(of: target.id, in: db) else {
                throw StoreError.corrupt("object \(target.id.storageText) has no revisions")
            }
            throw StoreError.revisionNotFound(displayName, revision: revision, latest: head.revision)
        }
        let createdAt = try date(row.createdAt)
        let updatedAt = try date(row.updatedAt)
        switch target.kind {
        case .preset:
            let preset = try decodePreset(
                id: target.id.storageText, content: row.content, hash: row.hash, revision: revision)
            return .preset(
                Stored(object: preset, revision: revision, hash: row.hash, createdAt: createdAt, updatedAt: updatedAt))
        case .timeline:
            let timeline = try decodeTimeline(
                id: target.id.storageText, content: row.content, hash: row.hash, revision: revision, in: db)
            return .timeline(
                Stored(object: timeline, revision: revision, hash: row.hash, createdAt: createdAt, updatedAt: updatedAt)
            )
        }
    }
}
