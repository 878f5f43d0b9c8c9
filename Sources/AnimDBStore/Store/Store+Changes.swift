extension Store {
    /// A number that changes whenever another connection commits to the store (SQLite's `data_version`): one check
    /// with no table read, for a watcher polling for edits. Commits on this store's own connection do not change it.
    ///
    /// Related SQLite documentation: <https://www.sqlite.org/pragma.html#pragma_data_version>
    public func externalChangeCounter() throws -> Int {
        try connection.scalarInt("PRAGMA data_version") ?? 0
    }
}
