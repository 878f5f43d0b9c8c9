import AnimDBEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Store {
    /// Adds a new timeline as revision 1, animating the preset named `timeline.presetName`.
    ///
    /// - Returns: the timeline as stored, with canonical expression text and `presetID` set.
    /// - Throws: `StoreError.invalidName`, `.nameTaken`, `.notFound` (for the preset), `.invalidExpression` or
    ///   `.invalidContent` (a track for a parameter the preset lacks, unordered changes, a bad repeat count).
    @discardableResult
    public func addTimeline(_ timeline: Timeline) throws -> Stored<Timeline> {
        try connection.write { db in
            try requireUnusedID(timeline.id, in: db)
            return try writeTimeline(timeline, presetID: nil, after: nil, in: db)
        }
    }

    /// Changes the timeline named `name` through `change`, appending a revision if the content changed.
    ///
    /// Setting `presetName` moves the timeline to another preset; changing `name` renames it.
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
                edited, presetID: nil, after: try head(of: edited.id, in: db), message: message, in: db)
        }
    }

    /// The live timeline named `name`.
    ///
    /// - Throws: `StoreError.notFound` with a suggestion, or `.wrongKind` if `name` is a preset.
    public func timeline(named name: String) throws -> Stored<Timeline> {
        try connection.read { db in try loadTimeline(named: name, in: db) }
    }

    /// The live timeline named `name` and the preset it animates, read in one transaction and joined by id, so
    /// a rename or edit committed in between cannot pair the timeline with another preset (or none).
    ///
    /// - Throws: `StoreError.notFound` with a suggestion, or `.wrongKind` if `name` is a preset.
    public func timelineWithPreset(named name: String) throws -> (timeline: Stored<Timeline>, preset: Stored<Preset>) {
        try connection.read { db in
            let timeline = try loadTimeline(named: name, in: db)
            // The foreign key keeps a live timeline's preset live, so both are always there together.
            guard let presetID = timeline.object.presetID, let preset = try loadPreset(id: presetID, in: db) else {
                throw StoreError.corrupt("timeline '\(name)' has no live preset")
            }
            return (timeline, preset)
        }
    }

    // MARK: Internals

    func loadTimeline(named name: String, in db: Connection) throws -> Stored<Timeline> {
        guard let row = try loadTimeline(where: "t.name = ?", .text(name), in: db) else {
            _ = try require(name, kind: .timeline, in: db)
            preconditionFailure("require(_:kind:in:) throws for a missing timeline")
        }
        return row
    }

    /// The live timeline with `id`, or nil if it has been removed.
    func loadTimeline(id: UUID, in db: Connection) throws -> Stored<Timeline>? {
        try loadTimeline(where: "t.id = ?", .text(id.storageText), in: db)
    }

    private func loadTimeline(where condition: String, _ key: SQLiteValue, in db: Connection) throws
        -> Stored<Timeline>?
    {
        try db.queryFirst(
            """
            SELECT t.id, p.name, t.content_json, t.hash, t.revision, t.created_at, t.updated_at
            FROM timelines t JOIN presets p ON p.id = t.preset_id WHERE \(condition)
            """,
            [key]
        ) { row in
            Stored(
                object: try decodeTimeline(
                    id: row.string(at: 0), presetName: row.string(at: 1), content: row.string(at: 2),
                    hash: row.string(at: 3), revision: row.int(at: 4)),
                revision: row.int(at: 4), hash: row.string(at: 3), createdAt: try date(row.string(at: 5)),
                updatedAt: try date(row.string(at: 6)))
        }
    }

    /// The timeline in stored content `content`, verified against `hash` (see `verifiedContent`).
    func decodeTimeline(id: String, presetName: String, content: String, hash: String, revision: Int) throws
        -> Timeline
    {
        do {
            let json = try verifiedContent(content, hash: hash, of: "timeline \(describe(id)) revision \(revision)")
            return try Timeline(id: try uuid(id), presetName: presetName, contentJSON: json)
        } catch let error as StoreError {
            if case .invalidContent(_, let reason) = error { throw StoreError.corrupt(reason) }
            throw error
        }
    }

    /// Validates `timeline` against its preset and canonicalises its expressions.
    ///
    /// - Parameter presetID: resolve the preset by this id (a revert) instead of by `timeline.presetName`.
    func canonicalized(_ timeline: Timeline, presetID: UUID?, in db: Connection) throws -> Timeline {
        try NameRules.validate(timeline.name)
        let preset: Preset
        if let presetID {
            guard
                let row = try db.queryFirst(
                    "SELECT id, content_json, hash, revision FROM presets WHERE id = ?", [.text(presetID.storageText)],
                    row: {
                        (
                            id: $0.string(at: 0), content: $0.string(at: 1), hash: $0.string(at: 2),
                            revision: $0.int(at: 3)
                        )
                    })
            else {
                throw StoreError.invalidContent(object: timeline.name, reason: "its preset has been removed")
            }
            preset = try decodePreset(id: row.id, content: row.content, hash: row.hash, revision: row.revision)
        } else {
            preset = try loadPresetForTimeline(named: timeline.presetName, in: db)
        }
        return try canonicalized(timeline, preset: preset)
    }

    /// Validates `timeline` against `preset` and canonicalises its expressions; reads nothing from the store.
    func canonicalized(_ timeline: Timeline, preset: Preset) throws -> Timeline {
        try NameRules.validate(timeline.name)
        var result = timeline
        result.presetID = preset.id
        result.presetName = preset.name
        if let problem = timeline.repetition.problem {
            throw StoreError.invalidContent(object: timeline.name, reason: problem)
        }
        let parameters = parameterNames(of: preset)
        for (parameter, track) in timeline.tracks {
            guard parameters.contains(parameter) else {
                throw StoreError.invalidContent(
                    object: timeline.name, reason: "preset '\(preset.name)' has no parameter '\(parameter)'")
            }
            result.tracks[parameter] = try canonicalized(
                track, parameter: parameter, preset: preset, timeline: timeline)
        }
        return result
    }

    private func loadPresetForTimeline(named name: String, in db: Connection) throws -> Preset {
        do {
            return try loadPreset(named: name, in: db).object
        } catch StoreError.wrongKind(let name, _, _) {
            throw StoreError.notFound(name, kind: .preset, suggestion: try suggestion(for: name, kind: .preset, in: db))
        }
    }

    private func canonicalized(
        _ track: Timeline.Track, parameter: String, preset: Preset, timeline: Timeline
    ) throws -> Timeline.Track {
        switch track {
        case .keyframes(let text):
            return .keyframes(
                try canonical("keyframes", text, parameter: parameter, object: timeline.name) {
                    try validator.canonicalKeyframes($0, parameter: parameter, presetType: preset.type)
                })
        case .changes(let changes):
            guard !changes.isEmpty else {
                throw StoreError.invalidContent(object: timeline.name, reason: "track '\(parameter)' has no changes")
            }
            var result: [Timeline.StateChange] = []
            for change in changes {
                guard change.time.isFinite, (0...AnimationLimits.maxTime).contains(change.time) else {
                    throw StoreError.invalidContent(
                        object: timeline.name,
                        reason: "change time \(change.time) in '\(parameter)' must be from 0 to "
                            + "\(JSONValue.canonicalNumber(AnimationLimits.maxTime)) seconds")
                }
                // Several changes at one instant are ordinary (two withAnimation blocks in one event); they apply
                // in stored order.
                if let last = result.last, change.time < last.time {
                    throw StoreError.invalidContent(
                        object: timeline.name, reason: "changes in '\(parameter)' must be in time order")
                }
                let value = try canonical("value", change.value, parameter: parameter, object: timeline.name) {
                    try validator.canonicalValue($0, parameter: parameter, presetType: preset.type)
                }
                let animation = try canonical(
                    "animation", change.animation, parameter: parameter, object: timeline.name
                ) {
                    try validator.canonicalAnimation($0)
                }
                result.append(Timeline.StateChange(at: change.time, value: value, animation: animation))
            }
            return .changes(result)
        }
    }
}
