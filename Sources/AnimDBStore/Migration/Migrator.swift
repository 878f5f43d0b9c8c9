import AnimDBModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Brings a database's schema up to date, recording each applied migration in `animdb_migrations`.
///
/// Each migration and its bookkeeping row commit together in one `BEGIN IMMEDIATE` transaction, so a crash leaves
/// the store at a whole version, and two processes opening the same store cannot both apply a migration.
public struct Migrator: Sendable {
    /// The migrations this build knows, in version order.
    public let migrations: [Migration]

    /// A migrator for `migrations`, which must be numbered 1, 2, 3… (tests pass a prefix of `Migration.embedded`).
    public init(migrations: [Migration] = Migration.embedded) {
        for (index, migration) in migrations.enumerated() {
            precondition(migration.version == index + 1, "migrations must be numbered 1, 2, 3… without gaps")
        }
        self.migrations = migrations
    }

    /// The newest schema version this migrator can produce.
    public var latestVersion: Int { migrations.last?.version ?? 0 }

    /// The versions already applied to `connection`'s database, ascending (empty for a new database).
    public func appliedVersions(in connection: Connection) throws -> [Int] {
        guard try hasBookkeepingTable(connection) else { return [] }
        return try connection.query("SELECT version FROM animdb_migrations ORDER BY version") { $0.int(at: 0) }
    }

    /// Applies every migration the database lacks.
    ///
    /// - Parameters:
    ///   - connection: an open connection outside any transaction.
    ///   - now: the time recorded as `applied_at`.
    /// - Returns: the migrations applied by this call, in order.
    /// - Throws: `StoreError.newerSchema` when the database has versions this build lacks,
    ///   `StoreError.migrationChanged` when an applied migration's SQL differs from this build's, or the first
    ///   `SQLiteError` of a failing migration (which is then rolled back).
    @discardableResult
    public func migrate(_ connection: Connection, now: Date) throws -> [Migration] {
        try connection.write { db in
            try db.execute(
                """
                CREATE TABLE IF NOT EXISTS animdb_migrations (
                    version INTEGER PRIMARY KEY,
                    name TEXT NOT NULL,
                    checksum TEXT NOT NULL,
                    applied_at TEXT NOT NULL
                )
                """)
        }
        try checkApplied(connection)
        // Foreign keys are off while migrating (the pragma is a no-op inside a transaction, so it is set here) so
        // that a migration may rebuild a referenced table; `foreign_key_check` before each commit catches breakage.
        try connection.execute("PRAGMA foreign_keys = OFF")
        defer { try? connection.execute("PRAGMA foreign_keys = ON") }
        var applied: [Migration] = []
        for migration in migrations {
            let didApply = try connection.write { db -> Bool in
                // Re-read under the write lock: another process may have applied it since the check above.
                let version = SQLiteValue.integer(Int64(migration.version))
                let exists = try db.scalarInt("SELECT 1 FROM animdb_migrations WHERE version = ?", [version])
                guard exists == nil else { return false }
                try db.execute(migration.sql)
                let violations = try db.query("PRAGMA foreign_key_check") { $0.string(at: 0) }
                if let table = violations.first {
                    throw SQLiteError(
                        code: .SQLITE_CONSTRAINT_FOREIGNKEY,
                        message: "migration \(migration.version) '\(migration.name)' broke a foreign key in \(table)",
                        sql: "PRAGMA foreign_key_check")
                }
                try db.execute(
                    "INSERT INTO animdb_migrations (version, name, checksum, applied_at) VALUES (?, ?, ?, ?)",
                    [
                        .integer(Int64(migration.version)), .text(migration.name), .text(migration.checksum),
                        .text(Timestamp.string(from: now)),
                    ])
                return true
            }
            if didApply {
                applied.append(migration)
            }
        }
        return applied
    }

    /// Refuses a database that is newer than this build, or whose applied migrations were edited.
    private func checkApplied(_ connection: Connection) throws {
        let rows = try connection.query("SELECT version, name, checksum FROM animdb_migrations ORDER BY version") {
            (version: $0.int(at: 0), name: $0.string(at: 1), checksum: $0.string(at: 2))
        }
        if let newest = rows.last?.version, newest > latestVersion {
            throw StoreError.newerSchema(found: newest, known: latestVersion)
        }
        for (index, row) in rows.enumerated() {
            guard row.version == index + 1 else {
                throw StoreError.corrupt("schema version \(index + 1) is missing from animdb_migrations")
            }
            guard migrations[index].checksum == row.checksum else {
                throw StoreError.migrationChanged(version: row.version, name: row.name)
            }
        }
    }

    private func hasBookkeepingTable(_ connection: Connection) throws -> Bool {
        try connection.scalarInt(
            "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'animdb_migrations'") != nil
    }
}
