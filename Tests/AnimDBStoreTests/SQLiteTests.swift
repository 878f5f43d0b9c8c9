import AnimDBModel
import AnimDBStore
import AnimDBTestSupport
import Foundation
import Testing

struct SQLiteTests {
    private func makeConnection() throws -> (TemporaryDirectory, Connection) {
        let directory = try TemporaryDirectory()
        let connection = try Connection(path: directory.path("test.sqlite"))
        try connection.execute("CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, payload BLOB)")
        return (directory, connection)
    }

    @Test func fileDatabasesUseWALWithForeignKeysOn() throws {
        let (directory, connection) = try makeConnection()
        _ = directory
        #expect(try connection.scalarString("PRAGMA journal_mode") == "wal")
        #expect(try connection.scalarInt("PRAGMA foreign_keys") == 1)
        #expect(try connection.scalarInt("PRAGMA synchronous") == 1)  // NORMAL
        #expect(try connection.scalarInt("PRAGMA busy_timeout") == 5_000)
    }

    @Test func openingAMissingFileWithoutCreateThrows() throws {
        let directory = try TemporaryDirectory()
        let error = #expect(throws: SQLiteError.self) {
            try Connection(path: directory.path("missing.sqlite"), mode: .readWrite)
        }
        #expect(error.map { .SQLITE_CANTOPEN ~= $0.code } == true)
        #expect(error?.description.contains("missing.sqlite") == true)
    }

    @Test func openingAFileThatIsNotADatabaseThrows() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("garbage.sqlite")
        try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: path))
        let error = #expect(throws: SQLiteError.self) { try Connection(path: path) }
        #expect(error?.code == .SQLITE_NOTADB)
        #expect(
            error?.description
                == "SQLite error 26: file is not a database - while executing 'PRAGMA journal_mode = WAL'")
    }

    @Test func valuesRoundTripThroughEveryStorageClass() throws {
        let (directory, connection) = try makeConnection()
        _ = directory
        let values: [SQLiteValue] = [
            .null, .integer(-42), .real(0.1), .text("héllo ✨"), .blob(Data([0, 1, 255])), .blob(Data()),
        ]
        for value in values {
            let read = try connection.queryFirst("SELECT ?", [value]) { $0.value(at: 0) }
            #expect(read == value)
        }
    }

    @Test func typedBindsAndColumnGetters() throws {
        let (directory, connection) = try makeConnection()
        _ = directory
        let statement = try connection.prepare("SELECT ?, ?, ?, ?, ?")
        statement.bind(Int64(7), at: 1)
        statement.bind(2.5, at: 2)
        statement.bind("text", at: 3)
        statement.bind(Data([1, 2]), at: 4)
        statement.bind(.null, at: 5)
        #expect(try statement.step())
        #expect(statement.int64(at: 0) == 7)
        #expect(statement.double(at: 1) == 2.5)
        #expect(statement.string(at: 2) == "text")
        #expect(statement.data(at: 3) == Data([1, 2]))
        #expect(statement.isNull(at: 4))
        #expect(statement.optionalString(at: 4) == nil)
        #expect(statement.columnCount == 5)
        #expect(try !statement.step())
        // Rewinding keeps the bindings.
        #expect(try statement.rows { $0.int(at: 0) } == [7])
    }

    @Test func constraintErrorsQuoteTheSQLButNeverTheBoundValues() throws {
        let (directory, connection) = try makeConnection()
        _ = directory
        try connection.execute("INSERT INTO items (name) VALUES (?)", [.text("secret-value")])
        let error = #expect(throws: SQLiteError.self) {
            try connection.execute("INSERT INTO items (name) VALUES (?)", [.text("secret-value")])
        }
        #expect(error?.code == .SQLITE_CONSTRAINT_UNIQUE)
        #expect(error.map { .SQLITE_CONSTRAINT ~= $0.code } == true)
        #expect(
            error?.description
                == "SQLite error 19: UNIQUE constraint failed: items.name - while executing 'INSERT INTO items (name) VALUES (?)'"
        )
        #expect(error?.description.contains("secret") == false)
    }

    @Test func descriptionsStayOnOneLine() {
        let error = SQLiteError(code: .SQLITE_ERROR, message: "boom", sql: "SELECT\n    1\n FROM  t")
        #expect(error.description == "SQLite error 1: boom - while executing 'SELECT 1 FROM t'")
    }

    @Test func syntaxErrorsThrowAtPrepare() throws {
        let (directory, connection) = try makeConnection()
        _ = directory
        let error = #expect(throws: SQLiteError.self) { try connection.prepare("SELEC 1") }
        #expect(error.map { .SQLITE_ERROR ~= $0.code } == true)
        #expect(error?.sql == "SELEC 1")
    }

    @Test func prepareRefusesSeveralStatementsButExecuteRunsThem() throws {
        let (directory, connection) = try makeConnection()
        _ = directory
        #expect(throws: SQLiteError.self) { try connection.prepare("SELECT 1; SELECT 2") }
        #expect(throws: Never.self) { try connection.prepare("SELECT 1; -- trailing comment") }
        #expect(throws: Never.self) { try connection.prepare("SELECT 1; /* trailing\n comment */ ") }
        try connection.execute(
            """
            INSERT INTO items (name) VALUES ('a');
            -- a comment between statements
            INSERT INTO items (name) VALUES ('b');
            """)
        #expect(try connection.scalarInt("SELECT COUNT(*) FROM items") == 2)
    }

    @Test func executeReportsTheFailingStatementOnly() throws {
        let (directory, connection) = try makeConnection()
        _ = directory
        let error = #expect(throws: SQLiteError.self) {
            try connection.execute("INSERT INTO items (name) VALUES ('a'); INSERT INTO nowhere VALUES (1);")
        }
        #expect(error?.sql == "INSERT INTO nowhere VALUES (1);")
    }

    @Test func writeCommitsOnSuccess() throws {
        let (directory, connection) = try makeConnection()
        _ = directory
        let id = try connection.write { db in
            try db.execute("INSERT INTO items (name) VALUES (?)", [.text("a")])
            return db.lastInsertRowID
        }
        #expect(id == 1)
        #expect(!connection.isInTransaction)
        #expect(try connection.scalarInt("SELECT COUNT(*) FROM items") == 1)
    }

    @Test func writeRollsBackAndRethrowsTheFirstError() throws {
        struct Refusal: Error, Equatable {}
        let (directory, connection) = try makeConnection()
        _ = directory
        #expect(throws: Refusal()) {
            try connection.write { db in
                try db.execute("INSERT INTO items (name) VALUES (?)", [.text("a")])
                throw Refusal()
            }
        }
        #expect(!connection.isInTransaction)
        #expect(try connection.scalarInt("SELECT COUNT(*) FROM items") == 0)
    }

    @Test func readSeesOneSnapshot() throws {
        let (directory, connection) = try makeConnection()
        let other = try Connection(path: directory.path("test.sqlite"))
        let counts = try connection.read { db in
            let before = try db.scalarInt("SELECT COUNT(*) FROM items")
            try other.execute("INSERT INTO items (name) VALUES (?)", [.text("from another connection")])
            let after = try db.scalarInt("SELECT COUNT(*) FROM items")
            return (before, after)
        }
        #expect(counts.0 == 0)
        #expect(counts.1 == 0)
        #expect(try connection.scalarInt("SELECT COUNT(*) FROM items") == 1)
    }

    @Test(arguments: [
        (ResultCode.SQLITE_CONSTRAINT, ResultCode.SQLITE_CONSTRAINT_UNIQUE, true),
        (.SQLITE_CONSTRAINT_UNIQUE, .SQLITE_CONSTRAINT_UNIQUE, true),
        (.SQLITE_CONSTRAINT_UNIQUE, .SQLITE_CONSTRAINT, false),
        (.SQLITE_CONSTRAINT_UNIQUE, .SQLITE_CONSTRAINT_FOREIGNKEY, false),
        (.SQLITE_BUSY, .SQLITE_CONSTRAINT, false),
    ])
    func primaryCodesMatchTheirExtendedCodes(pattern: ResultCode, value: ResultCode, matches: Bool) {
        #expect((pattern ~= value) == matches)
    }
}

/// The statement cache.
extension SQLiteTests {
    @Test func eachSQLTextIsCompiledOnce() throws {
        let (directory, connection) = try makeConnection()
        _ = directory
        let before = connection.cachedStatementCount
        for i in 0..<100 {
            try connection.execute("INSERT INTO items (name) VALUES (?)", [.text("n\(i)")])
            #expect(try connection.scalarInt("SELECT COUNT(*) FROM items") == i + 1)
        }
        #expect(connection.cachedStatementCount == before + 2)
    }

    @Test func aFailedStatementIsEvictedAndTheNextUseWorks() throws {
        let (directory, connection) = try makeConnection()
        _ = directory
        let insert = "INSERT INTO items (name) VALUES (?)"
        try connection.execute(insert, [.text("a")])
        let cached = connection.cachedStatementCount
        #expect(throws: SQLiteError.self) { try connection.execute(insert, [.text("a")]) }
        #expect(connection.cachedStatementCount == cached - 1)
        try connection.execute(insert, [.text("b")])
        #expect(connection.cachedStatementCount == cached)
        #expect(try connection.query("SELECT name FROM items ORDER BY id") { $0.string(at: 0) } == ["a", "b"])
    }

    @Test func theSameSQLCanRunInsideItsOwnRowCallback() throws {
        let (directory, connection) = try makeConnection()
        _ = directory
        for name in ["a", "b", "c"] { try connection.execute("INSERT INTO items (name) VALUES (?)", [.text(name)]) }
        let select = "SELECT name FROM items WHERE id >= ? ORDER BY id"
        let pairs = try connection.query(select, [.integer(1)]) { row in
            let name = row.string(at: 0)
            let rest = try connection.query(select, [.integer(2)]) { $0.string(at: 0) }
            return name + rest.joined()
        }
        #expect(pairs == ["abc", "bbc", "cbc"])
    }

    @Test func cachedStatementsHoldNoReadOpenAfterUse() throws {
        let (directory, connection) = try makeConnection()
        _ = directory
        try connection.execute("INSERT INTO items (name) VALUES ('a'), ('b')", [])
        #expect(try connection.queryFirst("SELECT name FROM items ORDER BY id") { $0.string(at: 0) } == "a")
        #expect(!connection.hasBusyStatement)
        #expect(throws: SQLiteError.self) { try connection.execute("INSERT INTO items (name) VALUES ('a')", []) }
        #expect(!connection.hasBusyStatement)
    }
}
