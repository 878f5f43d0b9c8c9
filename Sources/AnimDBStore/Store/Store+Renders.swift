import AnimDBEngine
import AnimDBModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Store {
    /// Appends `record` to the render history.
    ///
    /// - Returns: the new render's id.
    /// - Throws: `StoreError.invalidContent` for a non-finite or non-positive fps, a negative or non-finite
    ///   duration, or an empty format.
    @discardableResult
    public func recordRender(_ record: RenderRecord) throws -> Int64 {
        guard record.fps.isFinite, record.fps > 0 else {
            throw StoreError.invalidContent(
                object: record.timelineName, reason: "fps must be positive, not \(record.fps)")
        }
        if let rate = record.displayRate, !DisplayClock.rates.contains(rate) {
            throw StoreError.invalidContent(
                object: record.timelineName, reason: "display rate must be 1 to 1000 Hz, not \(rate)")
        }
        guard record.duration.isFinite, record.duration >= 0 else {
            throw StoreError.invalidContent(
                object: record.timelineName, reason: "duration must be finite and ≥ 0, not \(record.duration)")
        }
        guard !record.format.isEmpty else {
            throw StoreError.invalidContent(object: record.timelineName, reason: "render format must not be empty")
        }
        if let wallTime = record.wallTimeMilliseconds, !wallTime.isFinite {
            throw StoreError.invalidContent(object: record.timelineName, reason: "wall time must be finite")
        }
        return try connection.write { db in
            try Self.insertRender(record, in: db)
            return db.lastInsertRowID
        }
    }

    /// Recorded renders matching `query`, newest first (ties broken by newest id).
    ///
    /// Each filter has an index ending in `started_at`, so this stays fast with millions of rows. The query with
    /// the most filters scans at most the renders of the named timeline (or the failed ones, or one format).
    public func renders(_ query: RenderQuery = RenderQuery()) throws -> [RenderEntry] {
        let (sql, arguments) = Self.sql(for: query)
        return try connection.read { db in try db.query(sql, arguments, row: readRender) }
    }

    /// SQLite's plan for `renders(query)`, one line per step, so tests can check that an index drives the scan.
    package func explainRenders(_ query: RenderQuery) throws -> [String] {
        let (sql, arguments) = Self.sql(for: query)
        return try connection.query("EXPLAIN QUERY PLAN " + sql, arguments) { $0.string(at: 3) }
    }

    private static func sql(for query: RenderQuery) -> (String, [SQLiteValue]) {
        precondition(query.limit >= 1, "a render query's limit must be at least 1")
        // The SQL is fixed; only which fixed conditions are present varies, and every value is bound.
        //
        // Every filter column has an index (column, started_at), which serves "newest N" with a range scan. Only one
        // index can drive the scan, and without ANALYZE statistics SQLite may pick a poor one, so the choice is made
        // here: the timeline name (narrowest), else a 'failed' status (failures are rare), else the format, else
        // the status. Unary `+` keeps SQLite from using the index of the other columns.
        let driver = Self.drivingColumn(for: query)
        func column(_ name: String) -> String { driver == nil || driver == name ? name : "+" + name }
        var conditions: [String] = []
        var arguments: [SQLiteValue] = []
        if let name = query.timelineName {
            conditions.append("timeline_name = ?")
            arguments.append(.text(name))
        }
        if let since = query.since {
            conditions.append("started_at >= ?")
            arguments.append(.text(Timestamp.string(from: since)))
        }
        if let until = query.until {
            conditions.append("started_at < ?")
            arguments.append(.text(Timestamp.string(from: until)))
        }
        if let status = query.status {
            conditions.append(column("status") + " = ?")
            arguments.append(.text(status.rawValue))
        }
        if let format = query.format {
            conditions.append(column("format") + " = ?")
            arguments.append(.text(format))
        }
        let filter = conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND ")
        arguments.append(.integer(Int64(query.limit)))
        return (renderColumns + filter + " ORDER BY started_at DESC, id DESC LIMIT ?", arguments)
    }

    /// The render with `id`.
    ///
    /// - Throws: `StoreError.renderNotFound`.
    public func render(id: Int64) throws -> RenderEntry {
        let entry = try connection.read { db in
            try db.queryFirst(Self.renderColumns + " WHERE id = ?", [.integer(id)], row: readRender)
        }
        guard let entry else { throw StoreError.renderNotFound(id) }
        return entry
    }

    // MARK: Internals

    /// The filter column whose index should drive the scan (see `sql(for:)`), or nil for the started_at index.
    private static func drivingColumn(for query: RenderQuery) -> String? {
        if query.timelineName != nil { return "timeline_name" }
        if query.status == .failed { return "status" }
        if query.format != nil { return "format" }
        if query.status != nil { return "status" }
        return nil
    }

    static let renderColumns = """
        SELECT id, timeline_name, timeline_id, timeline_revision, timeline_hash, preset_hash, engine_version, fps,
            duration, format, width, height, output_path, output_sha256, frame_count, started_at, wall_time_ms, status,
            error_message, display_rate, preset_hashes, options
        FROM renders
        """

    /// Inserts one render row; shared with tests that fill large histories.
    package static func insertRender(_ record: RenderRecord, in db: Connection) throws {
        try db.execute(
            """
            INSERT INTO renders (timeline_name, timeline_id, timeline_revision, timeline_hash, preset_hash,
                engine_version, fps, duration, format, width, height, output_path, output_sha256, frame_count,
                started_at, wall_time_ms, status, error_message, display_rate, preset_hashes, options)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
            [
                .text(record.timelineName), SQLiteValue(record.timelineID?.storageText),
                SQLiteValue(record.timelineRevision), SQLiteValue(record.timelineHash), SQLiteValue(record.presetHash),
                .text(record.engineVersion), .real(record.fps), .real(record.duration), .text(record.format),
                SQLiteValue(record.width), SQLiteValue(record.height), SQLiteValue(record.outputPath),
                SQLiteValue(record.outputSHA256), SQLiteValue(record.frameCount),
                .text(Timestamp.string(from: record.startedAt)), SQLiteValue(record.wallTimeMilliseconds),
                .text(record.status.rawValue), SQLiteValue(record.errorMessage), SQLiteValue(record.displayRate),
                record.presetHashes.isEmpty
                    ? .null
                    : .text(
                        JSONValue.object(
                            record.presetHashes.reduce(into: [:]) { $0[$1.key.storageText] = .string($1.value) }
                        ).canonicalText),
                record.options.isEmpty
                    ? .null : .text(JSONValue.object(record.options.mapValues(JSONValue.string)).canonicalText),
            ])
    }

    /// The `preset_hashes` column: canonical JSON of preset id → content hash.
    private func presetHashes(_ text: String?) throws -> [UUID: String] {
        guard let text else { return [:] }
        guard let members = (try? JSONParser().parse(text))?.objectValue else {
            throw StoreError.corrupt("a render's preset hashes are not a JSON object")
        }
        var hashes: [UUID: String] = [:]
        for (id, hash) in members {
            guard let hash = hash.stringValue else { throw StoreError.corrupt("a render's preset hash is not text") }
            hashes[try uuid(id)] = hash
        }
        return hashes
    }

    /// The `options` column: canonical JSON of option name → text.
    private func options(_ text: String?) throws -> [String: String] {
        guard let text else { return [:] }
        guard let members = (try? JSONParser().parse(text))?.objectValue else {
            throw StoreError.corrupt("a render's options are not a JSON object")
        }
        return try members.mapValues { value in
            guard let text = value.stringValue else { throw StoreError.corrupt("a render's option is not text") }
            return text
        }
    }

    private func readRender(_ row: Statement) throws -> RenderEntry {
        guard let status = RenderStatus(rawValue: row.string(at: 17)) else {
            throw StoreError.corrupt("unknown render status '\(row.string(at: 17))'")
        }
        var record = RenderRecord(
            timelineName: row.string(at: 1), timelineID: try row.optionalString(at: 2).map(uuid),
            timelineRevision: row.optionalInt(at: 3), timelineHash: row.optionalString(at: 4),
            presetHash: row.optionalString(at: 5), engineVersion: row.string(at: 6), fps: row.double(at: 7),
            displayRate: row.optionalDouble(at: 19), duration: row.double(at: 8), format: row.string(at: 9),
            width: row.optionalInt(at: 10),
            height: row.optionalInt(at: 11), outputPath: row.optionalString(at: 12),
            outputSHA256: row.optionalString(at: 13), frameCount: row.optionalInt(at: 14),
            startedAt: try date(row.string(at: 15)), wallTimeMilliseconds: row.optionalDouble(at: 16), status: status,
            errorMessage: row.optionalString(at: 18))
        record.presetHashes = try presetHashes(row.optionalString(at: 20))
        record.options = try options(row.optionalString(at: 21))
        return RenderEntry(id: row.int64(at: 0), record: record)
    }
}
