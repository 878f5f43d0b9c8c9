import AnimDBModel
import AnimDBStore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What to do when both sides changed the same thing.
public enum ConflictStrategy: String, CaseIterable, Hashable, Sendable {
    /// Import nothing and report the conflicts (the default).
    case fail
    /// Keep the local value of each conflicting field (and the local object in a name clash).
    case ours
    /// Take the incoming value of each conflicting field (renaming a clashing local object out of the way).
    case theirs
    /// Keep the local object as it is and import the incoming one as a visibly renamed copy (`shake.theirs`).
    case both
}

/// The outcome of planning an import: one entry per incoming object, and the store writes that carry it out.
///
/// Planning reads the store and writes nothing. `apply(to:)` writes everything in one transaction.
public struct ImportPlan: Hashable, Sendable {
    /// What happens to one incoming object.
    public enum Action: Hashable, Sendable {
        /// Unknown here: added.
        case new
        /// Same version here already.
        case unchanged
        /// The incoming version descends from the local one: the local object moves forward to it.
        case fastForward
        /// The local object already contains the incoming version: nothing to do.
        case skippedAncestor
        /// An incoming removal of an object unchanged here: removed.
        case deleted
        /// Both sides changed disjoint fields: combined.
        case merged
        /// Both sides changed the same fields (or removed one side and edited the other, or two ids claim one
        /// name); nothing is written for this object and the import fails as a whole.
        case conflict([FieldConflict])
        /// Conflicts settled by taking one side's values.
        case resolved(MergeSide, [FieldConflict])
        /// Conflicts settled by keeping the local object and importing the incoming one as `copyName`.
        case renamed(copyName: String, [FieldConflict])
    }

    /// One incoming object and its fate.
    public struct Entry: Hashable, Sendable {
        public var kind: ObjectKind
        public var id: UUID
        /// The incoming object's name.
        public var name: String
        public var action: Action
        /// A short note for the report (`removed there, edited here`), or empty.
        public var note: String
    }

    /// In bundle order.
    public var entries: [Entry]
    /// The store writes, ordered so names and presets exist before they are needed.
    public var changes: [SyncChange]
    /// The bundle's types and their fate.
    public var typeEntries: [TypeEntry] = []
    /// The types the import writes, before `changes`.
    public var typeWrites: [TypeDefinition] = []

    public init(entries: [Entry], changes: [SyncChange]) {
        self.entries = entries
        self.changes = changes
    }

    /// Everything `animdb import` does, for real or as a dry run: reads and checks the bundle (`BundleReader`),
    /// checks every incoming object and plans the import (`ImportPlanner`), then applies the plan in one
    /// transaction or, with `dryRun`, runs every write and every check of it and rolls back. One path for both, so a
    /// dry run approves exactly what the import would do.
    ///
    /// - Returns: the plan. A plan with unresolved conflicts (strategy `fail`) is returned with nothing applied,
    ///   for the caller to report.
    /// - Throws: `SyncError` for a bad bundle, an invalid object, or a write the store refuses; nothing is written.
    public static func importBundle(
        _ data: Data, into store: Store, onConflict strategy: ConflictStrategy, limits: ContentLimits = ContentLimits(),
        dryRun: Bool
    ) throws(SyncError) -> ImportPlan {
        let bundle = try BundleReader(limits: limits).read(data)
        let plan = try ImportPlanner(store: store).plan(bundle, onConflict: strategy)
        guard !plan.hasConflicts else { return plan }
        try plan.apply(to: store, dryRun: dryRun)
        return plan
    }

    /// How many objects applying the plan writes (adds, changes, removes, or renames out of the way).
    public var writtenObjectCount: Int {
        Set(
            changes.map { change in
                switch change {
                case .put(_, let id, _, _, _, _), .remove(let id, _): id
                }
            }
        ).count + typeWrites.count
    }

    /// Whether any entry is an unresolved conflict.
    public var hasConflicts: Bool { conflictCount > 0 }

    /// How many entries are unresolved conflicts.
    public var conflictCount: Int {
        entries.count { if case .conflict = $0.action { true } else { false } }
            + typeEntries.count { if case .conflict = $0.action { true } else { false } }
    }

    /// Whether applying the plan would write nothing.
    public var isNoOp: Bool { changes.isEmpty && typeWrites.isEmpty }

    /// Writes the plan in one transaction.
    ///
    /// - Parameter dryRun: run every write and every validation, then roll back; for `import --dry-run`.
    /// - Throws: `SyncError.conflicts` if the plan has unresolved conflicts (nothing is written), or
    ///   `SyncError.invalidObject` with the store's refusal (nothing is written).
    public func apply(to store: Store, dryRun: Bool = false) throws(SyncError) {
        guard !hasConflicts else { throw .conflicts(count: conflictCount, report: report) }
        guard !isNoOp else { return }
        do {
            try store.applySync(changes, types: typeWrites, dryRun: dryRun)
        } catch {
            throw SyncError.from(error)
        }
    }
}

extension ImportPlan.Action {
    /// The report label: `new`, `unchanged`, `fast-forward`, `skipped`, `deleted`, `merged`, `conflict`,
    /// `ours`, `theirs`, `renamed`.
    public var label: String {
        switch self {
        case .new: "new"
        case .unchanged: "unchanged"
        case .fastForward: "fast-forward"
        case .skippedAncestor: "skipped"
        case .deleted: "deleted"
        case .merged: "merged"
        case .conflict: "conflict"
        case .resolved(let side, _): side.rawValue
        case .renamed: "renamed"
        }
    }

    /// The field conflicts behind this action, if any.
    public var conflicts: [FieldConflict] {
        switch self {
        case .conflict(let fields), .resolved(_, let fields), .renamed(_, let fields): fields
        default: []
        }
    }
}

extension ImportPlan {
    /// A human-readable report: a summary line, then one line per object that changes or conflicts, with one
    /// indented line per conflicting field. Unchanged and skipped objects are only counted.
    public var report: String {
        var counts: [String: Int] = [:]
        for entry in entries { counts[entry.action.label, default: 0] += 1 }
        for entry in typeEntries { counts[entry.action.label, default: 0] += 1 }
        let order = [
            "new", "fast-forward", "merged", "deleted", "ours", "theirs", "renamed", "conflict", "skipped",
            "unchanged",
        ]
        let summary = order.compactMap { label in counts[label].map { "\($0) \(label)" } }.joined(separator: ", ")
        guard
            entries.contains(where: { !Self.isQuiet($0.action) })
                || typeEntries.contains(where: { !Self.isQuiet($0.action) })
        else {
            return "Nothing to import: \(entries.count) object\(entries.count == 1 ? "" : "s") already up to date\n"
        }
        var lines = ["Import plan: " + summary]
        for entry in typeEntries where !Self.isQuiet(entry.action) {
            lines.append("  " + Self.pad(entry.action.label, 13) + Self.pad("type", 9) + entry.name)
            for difference in entry.differences { lines.append("      " + difference) }
        }
        for entry in entries where !Self.isQuiet(entry.action) {
            var line = "  " + Self.pad(entry.action.label, 13) + Self.pad(entry.kind.rawValue, 9) + entry.name
            if case .renamed(let copy, _) = entry.action { line += " → '\(copy)'" }
            if !entry.note.isEmpty { line += " (\(entry.note))" }
            lines.append(line)
            for conflict in entry.action.conflicts {
                lines.append(
                    "      \(conflict.field): base \(Self.show(conflict.base)), ours \(Self.show(conflict.ours)), "
                        + "theirs \(Self.show(conflict.theirs))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The report as canonical JSON: `{"entries":[{"action","conflicts","id","kind","name","note"}],"summary":{…}}`.
    public var reportJSON: String {
        var counts: [String: JSONValue] = [:]
        for entry in entries {
            counts[entry.action.label] = .number((counts[entry.action.label]?.numberValue ?? 0) + 1)
        }
        let list: [JSONValue] = entries.map { entry in
            var members: [String: JSONValue] = [
                "action": .string(entry.action.label), "id": .string(entry.id.storageText),
                "kind": .string(entry.kind.rawValue), "name": .string(entry.name), "note": .string(entry.note),
                "conflicts": .array(
                    entry.action.conflicts.map { conflict in
                        .object([
                            "field": .string(conflict.field), "base": conflict.base.map(JSONValue.string) ?? .null,
                            "ours": conflict.ours.map(JSONValue.string) ?? .null,
                            "theirs": conflict.theirs.map(JSONValue.string) ?? .null,
                        ])
                    }),
            ]
            if case .renamed(let copy, _) = entry.action { members["copy_name"] = .string(copy) }
            return .object(members)
        }
        for entry in typeEntries {
            counts[entry.action.label] = .number((counts[entry.action.label]?.numberValue ?? 0) + 1)
        }
        var document: [String: JSONValue] = ["entries": .array(list), "summary": .object(counts)]
        if !typeEntries.isEmpty {
            document["types"] = .array(
                typeEntries.map { entry in
                    .object([
                        "action": .string(entry.action.label), "name": .string(entry.name),
                        "differences": .array(entry.differences.map(JSONValue.string)),
                    ])
                })
        }
        return JSONValue.object(document).canonicalText + "\n"
    }

    private static func isQuiet(_ action: Action) -> Bool {
        action == .unchanged || action == .skippedAncestor
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(1, width - text.count))
    }

    /// A field value for the one-line report: absent, or its JSON text shortened to 60 characters.
    private static func show(_ value: String?) -> String {
        guard let value else { return "(absent)" }
        return shortened(value)
    }

    /// `text` printable on one line of a report, shortened to 60 characters.
    static func shortened(_ text: String) -> String {
        let flat = SyncError.printable(text)
        return flat.count <= 60 ? flat : String(flat.prefix(57)) + "…"
    }
}
