import AnimDBModel

extension Connection {
    /// Runs `body` in a write transaction: `BEGIN IMMEDIATE`, then `COMMIT`, or `ROLLBACK` if anything throws.
    ///
    /// IMMEDIATE takes the write lock up front, so the transaction never fails halfway with `SQLITE_BUSY` while
    /// upgrading a read lock; waiting for another writer is covered by the busy timeout.
    ///
    /// - Returns: what `body` returns.
    /// - Throws: the first error: `body`'s, or `SQLiteError` from `BEGIN`/`COMMIT`. A rollback error is dropped
    ///   because the first error explains what happened.
    ///
    /// Related SQLite documentation: <https://www.sqlite.org/lang_transaction.html>
    public func write<T>(_ body: (Connection) throws -> T) throws -> T {
        try transaction("BEGIN IMMEDIATE", body)
    }

    /// Runs `body` in a read transaction (`BEGIN DEFERRED`), so every query sees the same snapshot.
    public func read<T>(_ body: (Connection) throws -> T) throws -> T {
        try transaction("BEGIN DEFERRED", body)
    }

    private func transaction<T>(_ begin: String, _ body: (Connection) throws -> T) throws -> T {
        precondition(!isInTransaction, "transactions do not nest")
        try execute(begin, [])
        let result: T
        do {
            result = try body(self)
            try execute("COMMIT", [])
        } catch {
            if isInTransaction {
                try? execute("ROLLBACK", [])
            }
            throw error
        }
        return result
    }
}
