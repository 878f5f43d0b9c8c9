import AnimDBModel

/// One schema change: the SQL of a `migrations/NNNN_verb_noun.sql` file.
///
/// The files are compiled into the binary by the `EmbedMigrations` build plugin (`Migration.embedded`), so a
/// copied `animdb` carries its schema with it.
public struct Migration: Hashable, Sendable {
    /// The `NNNN` of the file name; versions run 1, 2, 3… without gaps.
    public var version: Int
    /// The `verb_noun` of the file name.
    public var name: String
    /// The SQL, possibly several statements.
    public var sql: String
    /// `checksum(of: sql)`, recorded when the migration is applied so later edits to the file are caught.
    public var checksum: String

    /// Creates a migration, computing its checksum.
    public init(version: Int, name: String, sql: String) {
        self.init(version: version, name: name, sql: sql, checksum: Self.checksum(of: sql))
    }

    init(version: Int, name: String, sql: String, checksum: String) {
        self.version = version
        self.name = name
        self.sql = sql
        self.checksum = checksum
    }

    /// FNV-1a (64-bit) of the UTF-8 bytes, as `fnv1a64:<16 hex digits>`.
    ///
    /// It detects accidental edits, which is its only job; it is not a defence against tampering. The
    /// `animdb-embed-sql` tool computes the same function when it embeds the files.
    public static func checksum(of sql: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in sql.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return "fnv1a64:" + String(repeating: "0", count: 16 - hex.count) + hex
    }
}
