import AnimDBEngine
import AnimDBModel
import CSQLite

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

/// One open SQLite database connection, configured the same way every time.
///
/// Opening sets a 5-second busy timeout, turns on foreign keys and extended result codes, disables double-quoted
/// string literals, and (for file databases) switches to WAL with `synchronous=NORMAL`. Values are always bound
/// with `?`: the API has no way to splice a value into SQL text.
///
/// `execute(_:_:)`, `query`, `queryFirst` and the scalar reads compile each SQL text once per connection and reuse
/// the statement (see `withCachedStatement(_:_:)`), so a loop of ten thousand writes compiles its SQL once.
///
/// Related SQLite documentation: <https://www.sqlite.org/c3ref/open.html>
public final class Connection {
    /// How to open the file.
    public struct OpenMode: Sendable, Hashable {
        let flags: Int32
        /// Read and write; create the file if it is missing.
        public static let readWriteCreate = OpenMode(flags: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
        /// Read and write an existing file.
        public static let readWrite = OpenMode(flags: SQLITE_OPEN_READWRITE)
        /// Read an existing file.
        public static let readOnly = OpenMode(flags: SQLITE_OPEN_READONLY)
    }

    /// The path given at open (`":memory:"` for an in-memory database).
    public let path: String
    private let handle: OpaquePointer
    /// Compiled statements by SQL text. The store's SQL texts are literals, so this stays small; `cacheLimit` bounds
    /// it anyway.
    private var statementCache: [String: Statement] = [:]
    private static let cacheLimit = 256

    /// Opens and configures a connection.
    ///
    /// - Parameters:
    ///   - path: a file path, or `":memory:"`.
    ///   - mode: whether to create the file and whether to allow writes.
    ///   - enablingWAL: switch a writable file database to WAL now; false leaves the file untouched until
    ///     `enableWAL()` (switching writes the file header, so a file that may be someone else's is inspected first).
    /// - Throws: `SQLiteError` if the file cannot be opened or configured.
    public init(path: String, mode: OpenMode = .readWriteCreate, enablingWAL: Bool = true) throws {
        var handle: OpaquePointer?
        // NOMUTEX: a Connection is not Sendable, so SQLite's own per-connection mutex would only cost time.
        let code = sqlite3_open_v2(path, &handle, mode.flags | SQLITE_OPEN_NOMUTEX, nil)
        guard code == SQLITE_OK, let handle else {
            // sqlite3_open_v2 usually allocates a handle even on failure; it must still be closed.
            let message = handle.flatMap { sqlite3_errmsg($0) }.map { String(cString: $0) } ?? Statement.message(code)
            sqlite3_close_v2(handle)
            throw SQLiteError(code: ResultCode(rawValue: code), message: "cannot open '\(path)': \(message)")
        }
        self.path = path
        self.handle = handle
        // Every stored property is set, so if setUp throws, deinit runs and closes the handle.
        try setUp()
        if enablingWAL, mode != .readOnly { try enableWAL() }
    }

    deinit {
        statementCache.removeAll()
        // close_v2 defers the close until any statements still alive elsewhere are finalized.
        sqlite3_close_v2(handle)
    }

    /// Settings of this connection only: nothing here writes to the file.
    private func setUp() throws {
        sqlite3_extended_result_codes(handle, 1)
        sqlite3_busy_timeout(handle, 5_000)
        // With DQS on, a misspelt column name in double quotes silently becomes a string literal.
        _ = animdb_sqlite_db_config_int(handle, SQLITE_DBCONFIG_DQS_DML, 0, nil)
        _ = animdb_sqlite_db_config_int(handle, SQLITE_DBCONFIG_DQS_DDL, 0, nil)
        try execute("PRAGMA foreign_keys = ON")
    }

    /// Switches a file database to WAL with `synchronous=NORMAL` (a no-op for in-memory databases). This writes the
    /// file's header, and a new (empty) file becomes a database.
    ///
    /// - Throws: `SQLiteError` if WAL cannot be enabled.
    public func enableWAL() throws {
        guard path != ":memory:", !path.isEmpty else { return }
        let journalMode = try scalarString("PRAGMA journal_mode = WAL")
        guard journalMode?.lowercased() == "wal" else {
            throw SQLiteError(
                code: .SQLITE_ERROR, message: "could not enable WAL (journal mode is '\(journalMode ?? "")')",
                sql: "PRAGMA journal_mode = WAL")
        }
        try execute("PRAGMA synchronous = NORMAL")
    }

    // MARK: Statements

    /// Prepares one SQL statement.
    ///
    /// - Throws: `SQLiteError` if the SQL does not compile, or holds more than one statement.
    ///
    /// Related SQLite documentation: <https://www.sqlite.org/c3ref/prepare.html>
    public func prepare(_ sql: String) throws -> Statement {
        var statement: OpaquePointer?
        var trailing: OpaquePointer?
        let code = sql.withCString { text -> Int32 in
            var tail: UnsafePointer<CChar>?
            let code = sqlite3_prepare_v3(handle, text, -1, 0, &statement, &tail)
            if code == SQLITE_OK, let tail, tail.pointee != 0 {
                // Compiling the rest tells a second statement from trailing whitespace and comments exactly.
                sqlite3_prepare_v3(handle, tail, -1, 0, &trailing, nil)
            }
            return code
        }
        guard code == SQLITE_OK else {
            throw SQLiteError(code: ResultCode(rawValue: code), message: lastErrorMessage, sql: sql)
        }
        guard let statement else {
            throw SQLiteError(code: .SQLITE_MISUSE, message: "no SQL statement", sql: sql)
        }
        guard trailing == nil else {
            sqlite3_finalize(trailing)
            sqlite3_finalize(statement)
            throw SQLiteError(code: .SQLITE_MISUSE, message: "more than one statement; use execute(_:)", sql: sql)
        }
        return Statement(handle: statement, connection: handle, sql: sql)
    }

    /// Runs SQL that may hold several statements separated by `;` (such as a migration), binding nothing.
    ///
    /// - Throws: `SQLiteError` for the first statement that fails; the error quotes that statement alone.
    public func execute(_ sql: String) throws {
        try sql.withCString { base in
            var cursor = base
            while cursor.pointee != 0 {
                var statement: OpaquePointer?
                var tail: UnsafePointer<CChar>?
                let code = sqlite3_prepare_v3(handle, cursor, -1, 0, &statement, &tail)
                let length = tail.map { $0 - cursor } ?? strlen(cursor)
                let text = String(
                    decoding: UnsafeRawBufferPointer(start: cursor, count: length), as: UTF8.self
                ).trimmingWhitespaceAndNewlines()
                guard code == SQLITE_OK else {
                    throw SQLiteError(code: ResultCode(rawValue: code), message: lastErrorMessage, sql: text)
                }
                if let statement {
                    // Only whitespace or comments were left when `statement` is nil.
                    try Statement(handle: statement, connection: handle, sql: text).run()
                }
                guard let tail else { break }
                cursor = tail
            }
        }
    }

    /// Runs `body` with the compiled statement for `sql`, compiling it only the first time (as GRDB's
    /// `cachedStatement(sql:)` does).
    ///
    /// The statement comes rewound; afterwards it is rewound again, so a cached statement never holds a read open
    /// past its use. A statement whose use threw is dropped from the cache instead of being reused in an unknown
    /// state. If the cached statement for `sql` is already in use (a row callback running the same SQL), `body`
    /// gets a fresh one.
    public func withCachedStatement<T>(_ sql: String, _ body: (Statement) throws -> T) throws -> T {
        let statement: Statement
        if let cached = statementCache[sql], !cached.isInUse {
            statement = cached
        } else {
            statement = try prepare(sql)
            if statementCache[sql] == nil {
                if statementCache.count >= Self.cacheLimit {
                    statementCache = statementCache.filter { $0.value.isInUse }
                }
                statementCache[sql] = statement
            }
        }
        statement.isInUse = true
        defer {
            statement.reset()
            statement.isInUse = false
        }
        do {
            return try body(statement)
        } catch {
            if statementCache[sql] === statement { statementCache[sql] = nil }
            throw error
        }
    }

    /// Runs one statement with `arguments` bound to its `?` parameters.
    public func execute(_ sql: String, _ arguments: [SQLiteValue]) throws {
        try withCachedStatement(sql) { statement in
            statement.bind(arguments)
            try statement.run()
        }
    }

    /// Reads every row of one statement with `row`.
    public func query<T>(_ sql: String, _ arguments: [SQLiteValue] = [], row: (Statement) throws -> T) throws -> [T] {
        try withCachedStatement(sql) { statement in
            statement.bind(arguments)
            return try statement.rows(row)
        }
    }

    /// Reads the first row of one statement with `row`, or nil when there is none.
    public func queryFirst<T>(
        _ sql: String, _ arguments: [SQLiteValue] = [], row: (Statement) throws -> T
    ) throws -> T? {
        try withCachedStatement(sql) { statement in
            statement.bind(arguments)
            return try statement.step() ? row(statement) : nil
        }
    }

    /// The number of statements compiled and kept for reuse.
    public var cachedStatementCount: Int { statementCache.count }

    /// Whether any statement of this connection is part-way through its rows (and so holds a read snapshot open).
    public var hasBusyStatement: Bool {
        var statement = sqlite3_next_stmt(handle, nil)
        while let current = statement {
            if sqlite3_stmt_busy(current) != 0 { return true }
            statement = sqlite3_next_stmt(handle, current)
        }
        return false
    }

    /// The first column of the first row as text, or nil.
    public func scalarString(_ sql: String, _ arguments: [SQLiteValue] = []) throws -> String? {
        try queryFirst(sql, arguments) { $0.optionalString(at: 0) } ?? nil
    }

    /// The first column of the first row as an integer, or nil.
    public func scalarInt(_ sql: String, _ arguments: [SQLiteValue] = []) throws -> Int? {
        try queryFirst(sql, arguments) { $0.optionalInt(at: 0) } ?? nil
    }

    /// The number of rows changed by the last INSERT, UPDATE or DELETE.
    public var changes: Int { Int(sqlite3_changes(handle)) }

    /// The rowid of the last successful INSERT.
    public var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// Whether a transaction is open (the connection is not in autocommit mode).
    public var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

    private var lastErrorMessage: String {
        sqlite3_errmsg(handle).map { String(cString: $0) } ?? "unknown error"
    }
}

// A connection must be used from one thread at a time; it is opened with SQLITE_OPEN_NOMUTEX.
@available(*, unavailable)
extension Connection: Sendable {}
