import AnimDBEngine

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

    /// `contentJSON` (either content format) as format-2 content, so a merge compares like with like.
    ///
    /// - Parameter presets: the name and type of presets the store may not have yet (a bundle's own).
    public func upgradedTimelineContent(
        _ contentJSON: JSONValue, id: UUID, presets extra: [UUID: (name: String, type: String)] = [:]
    ) throws -> JSONValue {
        guard contentJSON.objectValue?["format"] == nil else { return contentJSON }
        return try connection.read { db in
            var presets: [UUID: Timeline.PresetInfo] = [:]
            for presetID in Timeline.referencedPresetIDs(in: contentJSON) {
                if let known = try presetInfo(presetID, in: db) {
                    presets[presetID] = known
                } else if let info = extra[presetID] {
                    presets[presetID] = presetInfo(name: info.name, type: info.type)
                }
            }
            return try Timeline(
                id: id, contentJSON: contentJSON, presets: { presets[$0] }, upgrade: formatOneUpgrade
            ).contentJSON
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
            if case .invalidContent(_, let reason) = error { throw StoreError.corrupt(reason) }
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
        return try Timeline(id: id, contentJSON: json, presets: { presets[$0] }, upgrade: formatOneUpgrade)
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
            name: name, isModifier: validator.role(presetType: current) == .modifier, type: type)
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

    /// Validates `timeline` against its items' types and the presets `lookup` gives for its preset items, and
    /// canonicalises its expressions; reads nothing from the store.
    func canonicalized(_ timeline: Timeline, presets lookup: (Timeline.Item) throws -> Preset) throws -> Timeline {
        try NameRules.validate(timeline.name)
        func invalid(_ reason: String) -> StoreError { .invalidContent(object: timeline.name, reason: reason) }
        if let problem = timeline.repetition.problem { throw invalid(problem) }
        guard !timeline.view.isEmpty else { throw invalid("the view has no content item") }

        var result = timeline
        // Each item's type and parameter names, by key, for checking tracks and changes.
        var items: [String: (type: String, parameters: Set<String>)] = [:]
        for index in timeline.view.indices {
            let item = timeline.view[index]
            try NameRules.validate(item.key, what: "item key")
            guard !item.key.contains(".") else {
                throw invalid("item key '\(item.key)' must not contain '.' (targets are written ITEM.PARAM)")
            }
            guard items[item.key] == nil else { throw invalid("two items are called '\(item.key)'") }
            let resolved = try canonicalized(item, timeline: timeline.name, lookup: lookup)
            result.view[index] = resolved.item
            if let role = validator.role(presetType: resolved.type) {
                let expected: ItemRole = index == 0 ? .content : .modifier
                guard role == expected else {
                    throw invalid(
                        index == 0
                            ? "the view must start with a content item (a shape or a text), not '\(item.key)' "
                                + "(\(resolved.type))"
                            : "'\(item.key)' (\(resolved.type)) is content; only the first item can be content")
                }
            }
            items[item.key] = (resolved.type, resolved.parameters)
        }

        /// The item and parameter `target` (`key.param`) names, checked to exist.
        func resolveTarget(_ target: String, _ what: String) throws -> (type: String, parameter: String) {
            guard let dot = target.firstIndex(of: ".") else {
                throw invalid("\(what) '\(target)' must be ITEM.PARAM")
            }
            let key = String(target[..<dot])
            let parameter = String(target[target.index(after: dot)...])
            guard let item = items[key] else {
                let hint = Suggestion.closest(to: key, among: items.keys.sorted()).map { ". Did you mean '\($0)'?" }
                throw invalid("\(what) '\(target)': the view has no item '\(key)'\(hint ?? "")")
            }
            guard item.parameters.contains(parameter) else {
                let hint = Suggestion.closest(to: parameter, among: item.parameters.sorted()).map {
                    ". Did you mean '\($0)'?"
                }
                throw invalid(
                    "\(what) '\(target)': '\(key)' (\(item.type)) has no parameter '\(parameter)'\(hint ?? "")")
            }
            return (item.type, parameter)
        }

        result.keyframes = [:]
        for (target, text) in timeline.keyframes {
            let (type, parameter) = try resolveTarget(target, "track")
            result.keyframes[target] = try canonical("keyframes", text, parameter: target, object: timeline.name) {
                try validator.canonicalKeyframes($0, parameter: parameter, presetType: type)
            }
        }

        result.changes = []
        for change in timeline.changes {
            guard change.time.isFinite, (0...AnimationLimits.maxTime).contains(change.time) else {
                throw invalid(
                    "change time \(change.time) must be from 0 to \(JSONValue.canonicalNumber(AnimationLimits.maxTime)) seconds"
                )
            }
            if let last = result.changes.last, change.time < last.time {
                throw invalid("changes must be in time order (\(change.time) comes after \(last.time))")
            }
            guard !change.assignments.isEmpty else { throw invalid("the change at \(change.time) assigns nothing") }
            var canonicalChange = change
            if let animation = change.animation {
                canonicalChange.animation = try canonical(
                    "animation", animation, parameter: change.assignments[0].target, object: timeline.name
                ) { try validator.canonicalAnimation($0) }
            }
            var targets: Set<String> = []
            for index in change.assignments.indices {
                let assignment = change.assignments[index]
                let (type, parameter) = try resolveTarget(assignment.target, "change")
                guard targets.insert(assignment.target).inserted else {
                    throw invalid("the change at \(change.time) assigns '\(assignment.target)' twice")
                }
                guard timeline.keyframes[assignment.target] == nil else {
                    throw invalid("'\(assignment.target)' has both a keyframe track and changes")
                }
                canonicalChange.assignments[index].value = try canonical(
                    "value", assignment.value, parameter: assignment.target, object: timeline.name
                ) {
                    switch assignment.operation {
                    case .set: try validator.canonicalValue($0, parameter: parameter, presetType: type)
                    case .add, .subtract: try validator.canonicalIncrement($0, parameter: parameter, presetType: type)
                    }
                }
            }
            result.changes.append(canonicalChange)
        }
        return result
    }

    /// One item, resolved and canonical, with its type and parameter names.
    private func canonicalized(
        _ item: Timeline.Item, timeline: String, lookup: (Timeline.Item) throws -> Preset
    ) throws -> (item: Timeline.Item, type: String, parameters: Set<String>) {
        switch item.source {
        case .preset(_, _, let overrides):
            let preset = try lookup(item)
            let names = parameterNames(of: preset)
            // Call-site values are checked as the preset's own would be, against its type.
            var seen: Set<String> = []
            var canonicalOverrides: [Preset.Parameter] = []
            for override in overrides {
                guard names.contains(override.name) || validator.parameterNames(presetType: preset.type) == nil else {
                    throw StoreError.invalidContent(
                        object: timeline,
                        reason: "item '\(item.key)' (\(preset.type)) has no parameter '\(override.name)'")
                }
                guard seen.insert(override.name).inserted else {
                    throw StoreError.invalidContent(
                        object: timeline, reason: "item '\(item.key)' sets '\(override.name)' twice")
                }
                let value = try canonical("value", override.value, parameter: override.name, object: timeline) {
                    try validator.canonicalValue($0, parameter: override.name, presetType: preset.type)
                }
                canonicalOverrides.append(Preset.Parameter(name: override.name, value: value))
            }
            var resolved = item
            resolved.source = .preset(name: preset.name, id: preset.id, parameters: canonicalOverrides)
            return (resolved, preset.type, names.union(canonicalOverrides.map(\.name)))
        case .inline(let type, let parameters, let ignored):
            try NameRules.validate(type, what: "type")
            let probe = Preset(name: item.key, type: type, parameters: parameters, ignored: ignored)
            let canonical = try canonicalized(probe)
            var resolved = item
            resolved.source = .inline(type: type, parameters: canonical.parameters, ignored: ignored)
            return (resolved, type, parameterNames(of: canonical))
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
