import AnimDBModel
import CSQLite

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A prepared SQL statement.
///
/// Bind values by 1-based index, then `step()` through the rows. The statement is finalized when the last
/// reference goes away. It belongs to one connection and is not `Sendable`.
///
/// ```swift
/// let statement = try connection.prepare("SELECT name FROM presets WHERE type = ?")
/// statement.bind("Circle", at: 1)
/// while try statement.step() { print(statement.string(at: 0)) }
/// ```
///
/// Related SQLite documentation: <https://www.sqlite.org/c3ref/stmt.html>
public final class Statement {
    /// The SQL this statement was prepared from.
    public let sql: String
    private let handle: OpaquePointer
    private let connection: OpaquePointer
    /// Set while `Connection.withCachedStatement` lends this statement out.
    var isInUse = false

    init(handle: OpaquePointer, connection: OpaquePointer, sql: String) {
        self.handle = handle
        self.connection = connection
        self.sql = sql
    }

    deinit {
        sqlite3_finalize(handle)
    }

    // MARK: Binding

    /// Binds `value` to the parameter at 1-based `index`.
    ///
    /// A bad index is a programmer error and traps; SQLite copies text and blobs, so the arguments need not outlive
    /// the call.
    ///
    /// Related SQLite documentation: <https://www.sqlite.org/c3ref/bind_blob.html>
    public func bind(_ value: SQLiteValue, at index: Int) {
        let position = Int32(index)
        let code: Int32
        switch value {
        case .null:
            code = sqlite3_bind_null(handle, position)
        case .integer(let integer):
            code = sqlite3_bind_int64(handle, position, integer)
        case .real(let real):
            code = sqlite3_bind_double(handle, position, real)
        case .text(let text):
            // Bound with its byte length, never as a C string: text may hold U+0000 (a description from a bundle),
            // and a C string would silently end there, storing less than was hashed.
            var text = text
            code = text.withUTF8 { bytes in
                // A zero-length text must still be text, not NULL, so pass a non-nil pointer.
                let base = UnsafeRawPointer(bytes.baseAddress ?? UnsafePointer(bitPattern: 1)!)
                return sqlite3_bind_text64(
                    handle, position, base.assumingMemoryBound(to: CChar.self), UInt64(bytes.count),
                    animdb_sqlite_transient(), UInt8(SQLITE_UTF8))
            }
        case .blob(let data):
            code = data.withUnsafeBytes { bytes in
                // A zero-length blob must still be a blob, not NULL, so pass a non-nil pointer.
                sqlite3_bind_blob64(
                    handle, position, bytes.baseAddress ?? UnsafeRawPointer(bitPattern: 1), UInt64(bytes.count),
                    animdb_sqlite_transient())
            }
        }
        precondition(code == SQLITE_OK, "cannot bind parameter \(index) of '\(sql)': \(Self.message(code))")
    }

    /// Binds `values` to parameters 1, 2, … in order.
    public func bind(_ values: [SQLiteValue]) {
        precondition(
            values.count == Int(sqlite3_bind_parameter_count(handle)),
            "'\(sql)' takes \(sqlite3_bind_parameter_count(handle)) parameters, got \(values.count)")
        for (offset, value) in values.enumerated() {
            bind(value, at: offset + 1)
        }
    }

    public func bind(_ value: Int64, at index: Int) { bind(.integer(value), at: index) }
    public func bind(_ value: Double, at index: Int) { bind(.real(value), at: index) }
    public func bind(_ value: String, at index: Int) { bind(.text(value), at: index) }
    public func bind(_ value: Data, at index: Int) { bind(.blob(value), at: index) }

    // MARK: Stepping

    /// Advances to the next row: `true` when a row is available, `false` when the statement has finished.
    ///
    /// - Throws: `SQLiteError` for any result other than `SQLITE_ROW` or `SQLITE_DONE`.
    ///
    /// Related SQLite documentation: <https://www.sqlite.org/c3ref/step.html>
    public func step() throws -> Bool {
        switch sqlite3_step(handle) {
        case SQLITE_ROW:
            return true
        case SQLITE_DONE:
            return false
        case let code:
            throw SQLiteError(code: ResultCode(rawValue: code), message: errorMessage(code), sql: sql)
        }
    }

    /// Runs the statement to completion, ignoring any rows.
    public func run() throws {
        while try step() {}
    }

    /// Rewinds the statement so it can run again; bindings are kept.
    public func reset() {
        // sqlite3_reset repeats the last step's error, which `step()` already reported.
        sqlite3_reset(handle)
    }

    /// Reads every row with `row`, rewinding first.
    public func rows<T>(_ row: (Statement) throws -> T) throws -> [T] {
        reset()
        var result: [T] = []
        while try step() {
            result.append(try row(self))
        }
        return result
    }

    // MARK: Columns

    /// The number of result columns.
    public var columnCount: Int { Int(sqlite3_column_count(handle)) }

    /// Whether the column at 0-based `index` of the current row is NULL.
    public func isNull(at index: Int) -> Bool {
        sqlite3_column_type(handle, Int32(index)) == SQLITE_NULL
    }

    /// The column as an integer (NULL reads as 0).
    public func int64(at index: Int) -> Int64 { sqlite3_column_int64(handle, Int32(index)) }

    /// The column as an `Int` (NULL reads as 0).
    public func int(at index: Int) -> Int { Int(int64(at: index)) }

    /// The column as a `Double` (NULL reads as 0).
    public func double(at index: Int) -> Double { sqlite3_column_double(handle, Int32(index)) }

    /// The column as text (NULL reads as the empty string).
    public func string(at index: Int) -> String {
        guard let bytes = sqlite3_column_text(handle, Int32(index)) else { return "" }
        let count = Int(sqlite3_column_bytes(handle, Int32(index)))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }

    /// The column as bytes (NULL reads as empty data).
    public func data(at index: Int) -> Data {
        guard let bytes = sqlite3_column_blob(handle, Int32(index)) else { return Data() }
        return Data(bytes: bytes, count: Int(sqlite3_column_bytes(handle, Int32(index))))
    }

    /// The column as text, or nil when it is NULL.
    public func optionalString(at index: Int) -> String? { isNull(at: index) ? nil : string(at: index) }
    /// The column as an integer, or nil when it is NULL.
    public func optionalInt(at index: Int) -> Int? { isNull(at: index) ? nil : int(at: index) }
    /// The column as a `Double`, or nil when it is NULL.
    public func optionalDouble(at index: Int) -> Double? { isNull(at: index) ? nil : double(at: index) }

    /// The column's value in its storage class.
    public func value(at index: Int) -> SQLiteValue {
        switch sqlite3_column_type(handle, Int32(index)) {
        case SQLITE_INTEGER: .integer(int64(at: index))
        case SQLITE_FLOAT: .real(double(at: index))
        case SQLITE_TEXT: .text(string(at: index))
        case SQLITE_BLOB: .blob(data(at: index))
        default: .null
        }
    }

    private func errorMessage(_ code: Int32) -> String {
        // After a failed step the connection's message is the specific one ("UNIQUE constraint failed: …").
        sqlite3_errmsg(connection).map { String(cString: $0) } ?? Self.message(code)
    }

    static func message(_ code: Int32) -> String {
        sqlite3_errstr(code).map { String(cString: $0) } ?? "unknown error"
    }
}

// A statement is tied to its connection's thread of use.
@available(*, unavailable)
extension Statement: Sendable {}
