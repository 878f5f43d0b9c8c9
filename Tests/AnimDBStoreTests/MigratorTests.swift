import AnimDBModel
import AnimDBStore
import AnimDBTestSupport
import Foundation
import Testing

struct MigratorTests {
    private let now = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func embeddedMigrationsAreNumberedFromOneWithMatchingChecksums() {
        let migrations = Migration.embedded
        #expect(migrations.count >= 2)
        #expect(migrations.map(\.version) == Array(1...migrations.count))
        #expect(migrations.first?.name == "create_store")
        for migration in migrations {
            // The build tool and the library compute the checksum independently; they must agree.
            #expect(migration.checksum == Migration.checksum(of: migration.sql), "migration \(migration.version)")
        }
    }

    @Test func checksumIsFNV1a64() {
        // Published FNV-1a test vectors.
        #expect(Migration.checksum(of: "") == "fnv1a64:cbf29ce484222325")
        #expect(Migration.checksum(of: "a") == "fnv1a64:af63dc4c8601ec8c")
        #expect(Migration.checksum(of: "foobar") == "fnv1a64:85944171f73967e8")
    }

    @Test func migratingANewDatabaseAppliesEverythingOnce() throws {
        let directory = try TemporaryDirectory()
        let connection = try Connection(path: directory.path("store.sqlite"))
        let migrator = Migrator()
        let applied = try migrator.migrate(connection, now: now)
        #expect(applied.map(\.version) == Array(1...migrator.latestVersion))
        #expect(try migrator.migrate(connection, now: now).isEmpty)
        #expect(try migrator.appliedVersions(in: connection) == Array(1...migrator.latestVersion))
        let recorded = try connection.query("SELECT name, checksum, applied_at FROM animdb_migrations ORDER BY version")
        {
            [$0.string(at: 0), $0.string(at: 1), $0.string(at: 2)]
        }
        #expect(recorded.first == ["create_store", Migration.embedded[0].checksum, "2027-01-15T08:00:00.000Z"])
    }

    @Test func refusesAStoreFromANewerBuild() throws {
        let directory = try TemporaryDirectory()
        let connection = try Connection(path: directory.path("store.sqlite"))
        try Migrator().migrate(connection, now: now)
        try connection.execute(
            "INSERT INTO animdb_migrations (version, name, checksum, applied_at) VALUES (7, 'from_the_future', 'x', 'y')"
        )
        let error = #expect(throws: StoreError.self) { try Migrator().migrate(connection, now: now) }
        let known = Migrator().latestVersion
        #expect(error == .newerSchema(found: 7, known: known))
        #expect(
            error?.description
                == "store was made by a newer animdb (schema 7, this build knows \(known)); upgrade animdb")
    }

    @Test func refusesAnAppliedMigrationWhoseSQLChanged() throws {
        let directory = try TemporaryDirectory()
        let connection = try Connection(path: directory.path("store.sqlite"))
        let original = Migration(version: 1, name: "create_things", sql: "CREATE TABLE things (id INTEGER);")
        try Migrator(migrations: [original]).migrate(connection, now: now)
        let edited = Migration(version: 1, name: "create_things", sql: "CREATE TABLE things (id TEXT);")
        #expect(throws: StoreError.migrationChanged(version: 1, name: "create_things")) {
            try Migrator(migrations: [edited]).migrate(connection, now: now)
        }
    }

    @Test func aFailingMigrationLeavesNoTrace() throws {
        let directory = try TemporaryDirectory()
        let connection = try Connection(path: directory.path("store.sqlite"))
        let good = Migration(version: 1, name: "create_things", sql: "CREATE TABLE things (id INTEGER);")
        let bad = Migration(
            version: 2, name: "break_things", sql: "CREATE TABLE other (id INTEGER); INSERT INTO nowhere VALUES (1);")
        #expect(throws: SQLiteError.self) { try Migrator(migrations: [good, bad]).migrate(connection, now: now) }
        #expect(try Migrator(migrations: [good]).appliedVersions(in: connection) == [1])
        #expect(try connection.scalarInt("SELECT COUNT(*) FROM sqlite_master WHERE name = 'other'") == 0)
    }

    @Test func migrationsMayRebuildReferencedTablesButNotBreakForeignKeys() throws {
        let directory = try TemporaryDirectory()
        let connection = try Connection(path: directory.path("store.sqlite"))
        let create = Migration(
            version: 1, name: "create_tables",
            sql: """
                CREATE TABLE parents (id INTEGER PRIMARY KEY);
                CREATE TABLE children (parent_id INTEGER NOT NULL REFERENCES parents(id));
                INSERT INTO parents VALUES (1);
                INSERT INTO children VALUES (1);
                """)
        let rebuild = Migration(
            version: 2, name: "rebuild_parents",
            sql: """
                CREATE TABLE parents_new (id INTEGER PRIMARY KEY, label TEXT NOT NULL DEFAULT '');
                INSERT INTO parents_new (id) SELECT id FROM parents;
                DROP TABLE parents;
                ALTER TABLE parents_new RENAME TO parents;
                """)
        try Migrator(migrations: [create, rebuild]).migrate(connection, now: now)
        #expect(try connection.scalarInt("SELECT COUNT(*) FROM children JOIN parents ON parents.id = parent_id") == 1)
        let orphaning = Migration(version: 3, name: "delete_parents", sql: "DELETE FROM parents;")
        let error = #expect(throws: SQLiteError.self) {
            try Migrator(migrations: [create, rebuild, orphaning]).migrate(connection, now: now)
        }
        #expect(error?.message == "migration 3 'delete_parents' broke a foreign key in children")
        #expect(try connection.scalarInt("SELECT COUNT(*) FROM parents") == 1)
        #expect(try connection.scalarInt("PRAGMA foreign_keys") == 1)
    }

    @Test func upgradingAFirstSchemaStoreKeepsItsData() throws {
        let database = try TemporaryDatabase()
        try FileManager.default.createDirectory(
            atPath: (database.path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        do {
            // Build a store as the first release would have: schema 1 only, written with plain SQL.
            let connection = try Connection(path: database.path)
            try Migrator(migrations: Array(Migration.embedded.prefix(1))).migrate(connection, now: now)
            try VersionOneFixture.fill(connection)
        }
        let store = try database.openStore()
        #expect(store.schemaVersion == Migrator().latestVersion)
        let preset = try store.preset(named: "card")
        #expect(preset.object.type == "RoundedRectangle")
        #expect(preset.object[parameter: "cornerRadius"] == "12")
        #expect(preset.object.tags == ["ui"])
        #expect(preset.revision == 1)
        #expect(preset.hash == VersionOneFixture.presetHash)
        let log = try store.log("card")
        #expect(log.map(\.message) == [""])
        #expect(log.map(\.author) == ["first-release"])
        // And the upgraded store keeps working.
        try store.updatePreset(named: "card") { $0[parameter: "cornerRadius"] = "16" }
        #expect(try store.log("card").map(\.revision) == [1, 2])
    }
}

/// Rows as release 1 (schema 1) wrote them.
enum VersionOneFixture {
    static let presetID = "0b7e3a52-5d6f-4c1e-9a55-2f7a1c9e0d11"
    static let content =
        #"{"description":"","ignored":[],"name":"card","parameters":[{"name":"cornerRadius","value":"12"}],"#
        + #""tags":["ui"],"type":"RoundedRectangle"}"#
    static var presetHash: String { SHA256.hexDigest(of: content) }

    static func fill(_ connection: Connection) throws {
        let time = "2027-01-01T00:00:00.000Z"
        try connection.execute(
            """
            INSERT INTO presets (id, name, type, description, content_json, hash, revision, created_at, updated_at)
            VALUES (?, 'card', 'RoundedRectangle', '', ?, ?, 1, ?, ?)
            """, [.text(presetID), .text(content), .text(presetHash), .text(time), .text(time)])
        try connection.execute("INSERT INTO preset_tags (preset_id, tag) VALUES (?, 'ui')", [.text(presetID)])
        try connection.execute(
            """
            INSERT INTO revisions (object_id, object_kind, revision, hash, parent_hash, name, content_json, created_at,
                author, deleted)
            VALUES (?, 'preset', 1, ?, NULL, 'card', ?, ?, 'first-release', 0)
            """, [.text(presetID), .text(presetHash), .text(content), .text(time)])
    }
}
