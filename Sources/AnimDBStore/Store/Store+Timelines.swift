import AnimDBEngine
import AnimDBModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Store {
    /// Adds a new timeline as revision 1, resolving its preset items by name.
    ///
    /// - Returns: the timeline as stored, with canonical expression text and its preset ids set.
    /// - Throws: `StoreError.invalidName`, `.nameTaken`, `.notFound` (for a preset), `.invalidExpression` or
    ///   `.invalidContent` (an unknown item or parameter, a misplaced content item, unordered changes, …).
    @discardableResult
    public func addTimeline(_ timeline: Timeline) throws -> Stored<Timeline> {
        try connection.write { db in
            try requireUnusedID(timeline.id, in: db)
            return try writeTimeline(timeline, presetsBy: .name, after: nil, in: db)
        }
    }

    /// Changes the timeline named `name` through `change`, appending a revision if the content changed.
    ///
    /// Preset items are resolved by name again, so replacing an item's preset name points it at another preset;
    /// changing `name` renames the timeline.
    ///
    /// - Returns: the timeline as stored (the same revision if nothing changed).
    /// - Throws: `StoreError.notFound`, `.wrongKind`, the validation errors of `addTimeline`, or whatever
    ///   `change` throws; nothing is written in any of these cases.
    @discardableResult
    public func updateTimeline(named name: String, _ change: (inout Timeline) throws -> Void) throws -> Stored<Timeline>
    {
        try connection.write { db in
            let current = try loadTimeline(named: name, in: db)
            var edited = current.object
            try change(&edited)
            precondition(edited.id == current.object.id, "an update cannot change a timeline's id")
            let message = edited.name == name ? "" : "rename from '\(name)'"
            return try writeTimeline(
                edited, presetsBy: .name, after: try head(of: edited.id, in: db), message: message, in: db)
        }
    }

    /// The live timeline named `name`.
    ///
    /// - Throws: `StoreError.notFound` with a suggestion, or `.wrongKind` if `name` is a preset.
    public func timeline(named name: String) throws -> Stored<Timeline> {
        try connection.read { db in try loadTimeline(named: name, in: db) }
    }

    /// `contentJSON` (any content format) as today's, so a merge compares like with like.
    ///
    /// - Parameter presets: the name and type of presets the store may not have yet (a bundle's own).
    public func upgradedTimelineContent(
        _ contentJSON: JSONValue, id: UUID, presets extra: [UUID: (name: String, type: String)] = [:]
    ) throws -> JSONValue {
        guard Timeline.isOlderFormat(contentJSON) else { return contentJSON }
        return try connection.read { db in
            var presets: [UUID: Timeline.PresetInfo] = [:]
            for presetID in Timeline.referencedPresetIDs(in: contentJSON) {
                if let known = try presetInfo(presetID, in: db) {
                    presets[presetID] = known
                } else if let info = extra[presetID] {
                    presets[presetID] = presetInfo(name: info.name, type: info.type)
                }
            }
            return try StoreError.content { () throws(ContentError) in
                try Timeline(id: id, contentJSON: contentJSON, presets: { presets[$0] }, upgrade: formatOneUpgrade)
            }.contentJSON
        }
    }

    /// The live timeline named `name` and every preset its view uses (by id), read in one transaction, so a rename
    /// or edit committed in between cannot pair the timeline with other presets.
    ///
    /// - Throws: `StoreError.notFound` with a suggestion, or `.wrongKind` if `name` is a preset.
    public func timelineWithPresets(named name: String) throws -> (
        timeline: Stored<Timeline>, presets: [UUID: Stored<Preset>]
    ) {
        try connection.read { db in
            let timeline = try loadTimeline(named: name, in: db)
            var presets: [UUID: Stored<Preset>] = [:]
            for id in timeline.object.presetIDs where presets[id] == nil {
                // timeline_presets keeps a live timeline's presets live, so each is there.
                guard let preset = try loadPreset(id: id, in: db) else {
                    throw StoreError.corrupt("timeline '\(name)' uses a preset that is gone")
                }
                presets[id] = preset
            }
            return (timeline, presets)
        }
    }

    // MARK: Internals

    /// How `canonicalized` finds an item's preset: by the name written in it (new content), or by the id it
    /// already carries (a revert, or content from a bundle).
    enum PresetResolution {
        case name
        case id
    }

    func loadTimeline(named name: String, in db: Connection) throws -> Stored<Timeline> {
        guard let row = try loadTimeline(where: "name = ?", .text(name), in: db) else {
            _ = try require(name, kind: .timeline, in: db)
            preconditionFailure("require(_:kind:in:) throws for a missing timeline")
        }
        return row
    }

    /// The live timeline with `id`, or nil if it has been removed.
    func loadTimeline(id: UUID, in db: Connection) throws -> Stored<Timeline>? {
        try loadTimeline(where: "id = ?", .text(id.storageText), in: db)
    }

    private func loadTimeline(where condition: String, _ key: SQLiteValue, in db: Connection) throws
        -> Stored<Timeline>?
    {
        let row = try db.queryFirst(
            "SELECT id, content_json, hash, revision, created_at, updated_at FROM timelines WHERE \(condition)", [key]
        ) { row in
            (
                id: row.string(at: 0), content: row.string(at: 1), hash: row.string(at: 2), revision: row.int(at: 3),
                createdAt: row.string(at: 4), updatedAt: row.string(at: 5)
            )
        }
        guard let row else { return nil }
        return Stored(
            object: try decodeTimeline(
                id: row.id, content: row.content, hash: row.hash, revision: row.revision, in: db),
            revision: row.revision, hash: row.hash, createdAt: try date(row.createdAt),
            updatedAt: try date(row.updatedAt))
    }

    /// Decodes stored timeline content (either format), verified against `hash` (see `verifiedContent`), naming each
    /// preset item by its preset's current name (or, for a removed preset, the name it was removed with).
    func decodeTimeline(id: String, content: String, hash: String, revision: Int, in db: Connection) throws -> Timeline
    {
        do {
            let json = try verifiedContent(content, hash: hash, of: "timeline \(describe(id)) revision \(revision)")
            return try decodeTimeline(id: try uuid(id), contentJSON: json, in: db)
        } catch let error as StoreError {
            if case .content(.invalidContent(_, let reason)) = error { throw StoreError.corrupt(reason) }
            throw error
        }
    }

    /// Decodes timeline content (either format) from anywhere (the store, a bundle), naming preset items from the
    /// store's presets.
    func decodeTimeline(id: UUID, contentJSON json: JSONValue, in db: Connection) throws -> Timeline {
        var presets: [UUID: Timeline.PresetInfo] = [:]
        for presetID in Timeline.referencedPresetIDs(in: json) where presets[presetID] == nil {
            presets[presetID] = try presetInfo(presetID, in: db)
        }
        return try StoreError.content { () throws(ContentError) in
            try Timeline(id: id, contentJSON: json, presets: { presets[$0] }, upgrade: formatOneUpgrade)
        }
    }

    /// The validator's rewriting of format-1 values, as timeline decoding takes it.
    var formatOneUpgrade: Timeline.FormatOneUpgrade {
        { [validator] text, keyframes, parameter, type in
            validator.upgradeFormatOne(text, keyframes: keyframes, parameter: parameter, presetType: type)
        }
    }

    /// A preset's current name and role, live or removed; nil if the store never had it.
    func presetInfo(_ id: UUID, in db: Connection) throws -> Timeline.PresetInfo? {
        var row = try db.queryFirst(
            "SELECT name, type FROM presets WHERE id = ?", [.text(id.storageText)],
            row: { (name: $0.string(at: 0), type: $0.string(at: 1)) })
        if row == nil,
            let removed = try db.queryFirst(
                "SELECT name, content_json FROM revisions WHERE object_id = ? ORDER BY revision DESC LIMIT 1",
                [.text(id.storageText)], row: { (name: $0.string(at: 0), content: $0.string(at: 1)) })
        {
            // Only the type is read here; the content itself is verified wherever it is used.
            let type = (try? JSONParser().parse(removed.content))?["type"]?.stringValue ?? ""
            row = (removed.name, type)
        }
        guard let row else { return nil }
        return presetInfo(name: row.name, type: row.type)
    }

    /// What a timeline needs of a preset it uses: its name, its stored type, and whether that type (read under
    /// today's name, `Validator.currentTypeName`) is a modifier.
    func presetInfo(name: String, type: String) -> Timeline.PresetInfo {
        let current = validator.currentTypeName(type)
        return Timeline.PresetInfo(
            name: name, isModifier: validator.role(presetType: current).map { !$0.isView } ?? false, type: type)
    }

    /// Validates `timeline` against its items' types and the store's presets, and canonicalises its expressions.
    func canonicalized(_ timeline: Timeline, presetsBy resolution: PresetResolution, in db: Connection) throws
        -> Timeline
    {
        try canonicalized(timeline) { item throws -> Preset in
            switch (resolution, item.source) {
            case (.id, .preset(_, let id?, _)):
                guard
                    let row = try db.queryFirst(
                        "SELECT id, content_json, hash, revision FROM presets WHERE id = ?", [.text(id.storageText)],
                        row: {
                            (
                                id: $0.string(at: 0), content: $0.string(at: 1), hash: $0.string(at: 2),
                                revision: $0.int(at: 3)
                            )
                        })
                else {
                    throw StoreError.invalidContent(
                        object: timeline.name, reason: "the preset of item '\(item.key)' has been removed")
                }
                return try decodePreset(id: row.id, content: row.content, hash: row.hash, revision: row.revision)
            case (_, .preset(let name, _, _)):
                return try loadPresetForTimeline(named: name, in: db)
            case (_, .inline):
                preconditionFailure("only preset items are looked up")
            }
        }
    }

    private func loadPresetForTimeline(named name: String, in db: Connection) throws -> Preset {
        do {
            return try loadPreset(named: name, in: db).object
        } catch StoreError.wrongKind(let name, _, _) {
            throw StoreError.notFound(name, kind: .preset, suggestion: try suggestion(for: name, kind: .preset, in: db))
        }
    }
}
