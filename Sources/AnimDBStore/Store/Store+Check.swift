import AnimDBEngine
import AnimDBModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One thing wrong with a store, found by `Store.check()`.
public struct StoreProblem: Hashable, Sendable, CustomStringConvertible {
    /// What it concerns: `preset 'shake' (1f0c…) revision 3`, `table presets`, or `database`.
    public var subject: String
    /// What is wrong, in one line.
    public var message: String

    public init(subject: String, message: String) {
        self.subject = subject
        self.message = message
    }

    public var description: String { TerminalText.escaped("\(subject): \(message)") }
}

/// What `Store.check()` looked at and what it found.
public struct StoreCheckReport: Hashable, Sendable {
    /// Distinct objects (live or removed) in the history.
    public var objects = 0
    /// Revision rows read.
    public var revisions = 0
    /// Everything wrong, in the order found (database, then history by object, then live rows).
    public var problems: [StoreProblem] = []

    public var isHealthy: Bool { problems.isEmpty }
}

extension Store {
    /// Checks everything the store promises, like `git fsck`: SQLite's own integrity and foreign keys, every
    /// revision's content (parses within the content limits, is canonical, decodes, and hashes to its stored hash),
    /// every history chain (revisions 1…n, each parent the previous hash, one kind, removals carrying the last
    /// content), and every live row against its latest revision (content, hash, name, type, description, tags,
    /// preset). Reads only.
    ///
    /// - Throws: only if the database cannot be read at all; everything else is a problem in the report.
    public func check() throws -> StoreCheckReport {
        try connection.read { db in
            var checker = StoreChecker(db: db)
            try checker.run()
            return checker.report
        }
    }
}

/// The walk behind `Store.check()`: one pass over the revisions (streamed, so memory stays flat), then the live
/// tables against what that pass recorded.
private struct StoreChecker {
    /// The newest revision of one object, as the history says it should be live (or removed).
    struct Head {
        var kind: String
        var revision: Int
        var hash: String
        var name: String
        var content: String
        var isDeleted: Bool
        var value: JSONValue?
    }

    let db: Connection
    var report = StoreCheckReport()
    var heads: [String: Head] = [:]

    init(db: Connection) {
        self.db = db
    }

    mutating func problem(_ subject: String, _ message: String) {
        report.problems.append(StoreProblem(subject: subject, message: message))
    }

    mutating func run() throws {
        try checkDatabase()
        try checkHistory()
        try checkPresets()
        try checkTimelines()
        let shared = try db.query("SELECT name FROM presets INTERSECT SELECT name FROM timelines ORDER BY 1") {
            $0.string(at: 0)
        }
        for name in shared { problem("name '\(name)'", "used by both a live preset and a live timeline") }
    }

    private mutating func checkDatabase() throws {
        let integrity = try db.query("PRAGMA integrity_check") { $0.string(at: 0) }
        if integrity != ["ok"] {
            for line in integrity { problem("database", "SQLite integrity check: \(line)") }
        }
        let orphans = try db.query("PRAGMA foreign_key_check") {
            (table: $0.string(at: 0), row: $0.optionalInt(at: 1), parent: $0.string(at: 2))
        }
        for orphan in orphans {
            problem(
                "table \(orphan.table)",
                // Tables WITHOUT ROWID (timeline_presets) have no row number to give.
                "\(orphan.row.map { "row \($0)" } ?? "a row") refers to a missing row of \(orphan.parent)")
        }
    }

    private mutating func checkHistory() throws {
        let statement = try db.prepare(
            """
            SELECT object_id, object_kind, revision, hash, parent_hash, name, content_json, deleted
            FROM revisions ORDER BY object_id, revision
            """)
        var previous: Head?
        var previousID = ""
        while try statement.step() {
            report.revisions += 1
            let id = statement.string(at: 0)
            let row = Head(
                kind: statement.string(at: 1), revision: statement.int(at: 2), hash: statement.string(at: 3),
                name: statement.string(at: 5), content: statement.string(at: 6), isDeleted: statement.int(at: 7) != 0)
            let parent = statement.optionalString(at: 4)
            if id != previousID {
                if let previous { heads[previousID] = previous }
                previous = nil
                previousID = id
                report.objects += 1
            }
            let subject = "\(row.kind) '\(row.name)' (\(id.prefix(8))) revision \(row.revision)"
            var current = row
            current.value = checkContent(row, id: id, subject: subject)
            checkLink(current, parent: parent, after: previous, subject: subject)
            previous = current
        }
        if let previous { heads[previousID] = previous }
    }

    /// The content of one revision row: parses within limits, canonical, hashes to `hash`, decodes to its kind.
    private mutating func checkContent(_ row: Head, id: String, subject: String) -> JSONValue? {
        let (issue, value) = Store.contentProblem(row.content, hash: row.hash)
        if let issue { problem(subject, issue) }
        guard let value else { return nil }
        guard let uuid = UUID(storageText: id) else {
            problem(subject, "id '\(id)' is not a lower-case UUID")
            return value
        }
        do {
            switch row.kind {
            case ObjectKind.preset.rawValue: _ = try Preset(id: uuid, contentJSON: value)
            case ObjectKind.timeline.rawValue:
                // The structure; which presets exist is checked against timeline_presets below.
                _ = try Timeline(id: uuid, contentJSON: value) { _ in Timeline.PresetInfo(name: "", isModifier: false) }
            default: problem(subject, "unknown object kind '\(row.kind)'")
            }
        } catch {
            if case .invalidContent(_, let reason) = error { problem(subject, "content cannot be read: \(reason)") }
        }
        if let name = value["name"]?.stringValue, !name.utf8.elementsEqual(row.name.utf8) {
            problem(subject, "the row's name differs from the name in its content ('\(name)')")
        }
        return value
    }

    /// The chain: revisions count up from 1, each parent is the previous hash, the kind never changes, and a
    /// removal carries the content it removed.
    private mutating func checkLink(_ row: Head, parent: String?, after previous: Head?, subject: String) {
        guard let previous else {
            if row.revision != 1 { problem(subject, "history starts at revision \(row.revision), not 1") }
            if parent != nil { problem(subject, "revision 1 has a parent hash") }
            if row.isDeleted { problem(subject, "revision 1 is a removal") }
            return
        }
        if row.revision != previous.revision + 1 {
            problem(subject, "follows revision \(previous.revision): revisions are missing")
        }
        if parent != previous.hash {
            problem(
                subject,
                "parent hash \(parent.map { String($0.prefix(12)) } ?? "(none)") is not the previous revision's "
                    + String(previous.hash.prefix(12)))
        }
        if row.kind != previous.kind { problem(subject, "was a \(previous.kind) at revision \(previous.revision)") }
        if row.isDeleted, row.hash != previous.hash || row.content != previous.content {
            problem(subject, "a removal must carry the content it removed")
        }
    }

    private mutating func checkPresets() throws {
        var tags: [String: [String]] = [:]
        for row in try db.query(
            "SELECT preset_id, tag FROM preset_tags ORDER BY preset_id, tag",
            row: { (id: $0.string(at: 0), tag: $0.string(at: 1)) })
        {
            tags[row.id, default: []].append(row.tag)
        }
        let live = try checkLiveRows(.preset, columns: ["type", "description"]) {
            checker, id, subject, content, columns in
            for (column, value) in zip(["type", "description"], columns)
            where content[column]?.stringValue.map({ $0.utf8.elementsEqual(value.utf8) }) != true {
                checker.problem(subject, "the \(column) column differs from the content")
            }
            let contentTags = (content["tags"]?.arrayValue ?? []).compactMap(\.stringValue).sorted()
            if contentTags != (tags[id] ?? []) { checker.problem(subject, "its tags differ from the content's") }
        }
        for (id, _) in tags where !live.contains(id) { problem("tags of \(id.prefix(8))", "belong to no preset") }
    }

    private mutating func checkTimelines() throws {
        var uses: [String: Set<String>] = [:]
        for row in try db.query(
            "SELECT timeline_id, preset_id FROM timeline_presets",
            row: { (timeline: $0.string(at: 0), preset: $0.string(at: 1)) })
        {
            uses[row.timeline, default: []].insert(row.preset)
        }
        let live = try checkLiveRows(.timeline, columns: []) { checker, id, subject, content, _ in
            let referenced = Set(Timeline.referencedPresetIDs(in: content).map(\.storageText))
            if referenced != (uses[id] ?? []) {
                checker.problem(subject, "the presets it uses differ from the content's")
            }
        }
        for id in uses.keys.sorted() where !live.contains(id) {
            problem("preset uses of \(id.prefix(8))", "belong to no timeline")
        }
    }

    /// Every live row of `kind`'s table against its object's latest revision, then `compare` on the `columns` the
    /// table copies out of the content; also reports objects whose history says they are live but have no row.
    ///
    /// - Returns: the ids of the live rows.
    @discardableResult
    private mutating func checkLiveRows(
        _ kind: ObjectKind, columns: [String],
        compare: (inout StoreChecker, _ id: String, _ subject: String, _ content: JSONValue, _ columns: [String])
            -> Void
    ) throws -> Set<String> {
        // Table and column names are this file's constants, never input.
        let rows = try db.query(
            "SELECT id, name, content_json, hash, revision\(columns.map { ", " + $0 }.joined()) FROM \(kind)s ORDER BY name"
        ) { row in
            (
                id: row.string(at: 0), name: row.string(at: 1), content: row.string(at: 2), hash: row.string(at: 3),
                revision: row.int(at: 4), columns: columns.indices.map { row.string(at: 5 + $0) }
            )
        }
        var live: Set<String> = []
        for row in rows {
            live.insert(row.id)
            let subject = "\(kind) '\(row.name)' (\(row.id.prefix(8)))"
            guard
                let head = checkLive(
                    row.id, kind: kind, name: row.name, content: row.content, hash: row.hash,
                    revision: row.revision, subject: subject),
                let value = head.value
            else { continue }
            compare(&self, row.id, subject, value, row.columns)
        }
        reportMissingLiveRows(kind: kind, live: live)
        return live
    }

    /// A live row against its object's newest revision; returns that revision when there is one.
    private mutating func checkLive(
        _ id: String, kind: ObjectKind, name: String, content: String, hash: String, revision: Int, subject: String
    ) -> Head? {
        guard let head = heads[id] else {
            problem(subject, "has no history")
            return nil
        }
        if head.kind != kind.rawValue { problem(subject, "its history is of a \(head.kind)") }
        if head.isDeleted { problem(subject, "is live although its latest revision \(head.revision) removed it") }
        if revision != head.revision || hash != head.hash || content != head.content
            || !name.utf8.elementsEqual(head.name.utf8)
        {
            problem(subject, "differs from its latest revision \(head.revision)")
        }
        return head
    }

    private mutating func reportMissingLiveRows(kind: ObjectKind, live: Set<String>) {
        let missing = heads.filter { $0.value.kind == kind.rawValue && !$0.value.isDeleted && !live.contains($0.key) }
        for (id, head) in missing.sorted(by: { $0.key < $1.key }) {
            problem(
                "\(kind) '\(head.name)' (\(id.prefix(8)))",
                "its latest revision \(head.revision) is live, but it is missing from the \(kind)s table")
        }
    }
}
