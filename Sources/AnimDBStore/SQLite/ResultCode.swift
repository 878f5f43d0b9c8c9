// swift-format-ignore-file: AlwaysUseLowerCamelCase
// (Result codes keep their C names so they can be looked up in the SQLite documentation.)

import AnimDBModel
import CSQLite

/// An SQLite result code, primary (`SQLITE_CONSTRAINT`) or extended (`SQLITE_CONSTRAINT_UNIQUE`).
///
/// The names keep SQLite's C spelling so they can be looked up in the documentation. In a `switch`, a primary code
/// also matches its extended codes: `case .SQLITE_CONSTRAINT:` catches `SQLITE_CONSTRAINT_UNIQUE`.
///
/// Related SQLite documentation: <https://www.sqlite.org/rescode.html>
public struct ResultCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: Int32

    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// The primary code: the low 8 bits of an extended code.
    public var primary: ResultCode { ResultCode(rawValue: rawValue & 0xFF) }

    public var description: String { String(rawValue) }

    /// Matches `value` against `pattern`, letting a primary pattern match any of its extended codes.
    public static func ~= (pattern: ResultCode, value: ResultCode) -> Bool {
        pattern == value || (pattern.primary == pattern && pattern == value.primary)
    }

    public static let SQLITE_OK = ResultCode(rawValue: CSQLite.SQLITE_OK)
    public static let SQLITE_ERROR = ResultCode(rawValue: CSQLite.SQLITE_ERROR)
    public static let SQLITE_INTERNAL = ResultCode(rawValue: CSQLite.SQLITE_INTERNAL)
    public static let SQLITE_PERM = ResultCode(rawValue: CSQLite.SQLITE_PERM)
    public static let SQLITE_ABORT = ResultCode(rawValue: CSQLite.SQLITE_ABORT)
    public static let SQLITE_BUSY = ResultCode(rawValue: CSQLite.SQLITE_BUSY)
    public static let SQLITE_LOCKED = ResultCode(rawValue: CSQLite.SQLITE_LOCKED)
    public static let SQLITE_NOMEM = ResultCode(rawValue: CSQLite.SQLITE_NOMEM)
    public static let SQLITE_READONLY = ResultCode(rawValue: CSQLite.SQLITE_READONLY)
    public static let SQLITE_INTERRUPT = ResultCode(rawValue: CSQLite.SQLITE_INTERRUPT)
    public static let SQLITE_IOERR = ResultCode(rawValue: CSQLite.SQLITE_IOERR)
    public static let SQLITE_CORRUPT = ResultCode(rawValue: CSQLite.SQLITE_CORRUPT)
    public static let SQLITE_FULL = ResultCode(rawValue: CSQLite.SQLITE_FULL)
    public static let SQLITE_CANTOPEN = ResultCode(rawValue: CSQLite.SQLITE_CANTOPEN)
    public static let SQLITE_SCHEMA = ResultCode(rawValue: CSQLite.SQLITE_SCHEMA)
    public static let SQLITE_CONSTRAINT = ResultCode(rawValue: CSQLite.SQLITE_CONSTRAINT)
    public static let SQLITE_MISMATCH = ResultCode(rawValue: CSQLite.SQLITE_MISMATCH)
    public static let SQLITE_MISUSE = ResultCode(rawValue: CSQLite.SQLITE_MISUSE)
    public static let SQLITE_RANGE = ResultCode(rawValue: CSQLite.SQLITE_RANGE)
    public static let SQLITE_NOTADB = ResultCode(rawValue: CSQLite.SQLITE_NOTADB)
    public static let SQLITE_ROW = ResultCode(rawValue: CSQLite.SQLITE_ROW)
    public static let SQLITE_DONE = ResultCode(rawValue: CSQLite.SQLITE_DONE)

    // Extended codes, spelled out because the C macros are expressions Swift does not import.
    public static let SQLITE_CONSTRAINT_CHECK = ResultCode(rawValue: CSQLite.SQLITE_CONSTRAINT | (1 << 8))
    public static let SQLITE_CONSTRAINT_FOREIGNKEY = ResultCode(rawValue: CSQLite.SQLITE_CONSTRAINT | (3 << 8))
    public static let SQLITE_CONSTRAINT_NOTNULL = ResultCode(rawValue: CSQLite.SQLITE_CONSTRAINT | (5 << 8))
    public static let SQLITE_CONSTRAINT_PRIMARYKEY = ResultCode(rawValue: CSQLite.SQLITE_CONSTRAINT | (6 << 8))
    public static let SQLITE_CONSTRAINT_UNIQUE = ResultCode(rawValue: CSQLite.SQLITE_CONSTRAINT | (8 << 8))
}
