import AnimDBModel

/// An error reported by SQLite, with the statement that failed.
///
/// The description is one line, for example
/// `SQLite error 19: UNIQUE constraint failed: presets.name - while executing 'INSERT INTO presets …'`.
/// It shows the SQL text only: bound values never appear, so user data cannot leak into logs.
///
/// Related SQLite documentation: <https://www.sqlite.org/rescode.html>
public struct SQLiteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The extended result code; compare with `~=` (or `switch`) to match its primary code.
    public var code: ResultCode
    /// SQLite's message (`sqlite3_errmsg`).
    public var message: String
    /// The SQL being executed, if any.
    public var sql: String?

    public init(code: ResultCode, message: String, sql: String? = nil) {
        self.code = code
        self.message = message
        self.sql = sql
    }

    public var description: String {
        var text = "SQLite error \(code.primary.rawValue): \(message)"
        if let sql {
            text += " - while executing '\(Self.oneLine(sql))'"
        }
        return text
    }

    /// The error as someone using animdb should read it: what it means for their store, with SQLite's own message
    /// but never the SQL (which says nothing to them and can run to hundreds of characters).
    public var userDescription: String {
        let detail = "SQLite error \(code.primary.rawValue): \(message)"
        switch code {
        case .SQLITE_CORRUPT, .SQLITE_NOTADB:
            return "the store is damaged (\(detail)); run 'animdb check' to see what is wrong"
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            return "the store is busy: another process held it locked for over 5 seconds (\(detail)); try again"
        case .SQLITE_READONLY, .SQLITE_PERM:
            return "the store cannot be written (\(detail)); check the file's permissions"
        case .SQLITE_FULL:
            return "the disk is full (\(detail)); nothing was written"
        case .SQLITE_CANTOPEN:
            return "the store cannot be opened (\(detail))"
        case .SQLITE_IOERR:
            return "the store could not be read or written (\(detail))"
        default:
            return detail
        }
    }

    /// Collapses whitespace runs so multi-line SQL fits the one-line description, and shortens very long SQL.
    private static func oneLine(_ sql: String) -> String {
        let collapsed = sql.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let limit = 200
        return collapsed.count <= limit ? collapsed : collapsed.prefix(limit) + "…"
    }
}
