import AnimDBModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Store {
    /// Adds a new preset as revision 1.
    ///
    /// - Returns: the preset as stored, with canonical expression text.
    /// - Throws: `StoreError.invalidName`, `.nameTaken`, `.invalidExpression` or `.invalidContent`.
    @discardableResult
    public func addPreset(_ preset: Preset) throws -> Stored<Preset> {
        try connection.write { db in
            try requireUnusedID(preset.id, in: db)
            return try writePreset(preset, after: nil, in: db)
        }
    }

    /// Changes the preset named `name` through `change`, appending a revision if the content changed.
    ///
    /// ```swift
    /// try store.updatePreset(named: "card") { $0[parameter: "cornerRadius"] = "16" }
    /// ```
    ///
    /// Changing the name here is a rename. A parameter that a timeline animates cannot be removed.
    ///
    /// - Returns: the preset as stored (unchanged, same revision, if `change` made no difference).
    /// - Throws: `StoreError.notFound` (with a suggestion), `.wrongKind`, the validation errors of `addPreset`, or
    ///   whatever `change` throws; nothing is written in any of these cases.
    @discardableResult
    public func updatePreset(named name: String, _ change: (inout Preset) throws -> Void) throws -> Stored<Preset> {
        try connection.write { db in
            let current = try loadPreset(named: name, in: db)
            var edited = current.object
            try change(&edited)
            precondition(edited.id == current.object.id, "an update cannot change a preset's id")
            let message = edited.name == name ? "" : "rename from '\(name)'"
            return try writePreset(edited, after: try head(of: edited.id, in: db), message: message, in: db)
        }
    }

    /// The live preset named `name`.
    ///
    /// - Throws: `StoreError.notFound` with a suggestion, or `.wrongKind` if `name` is a timeline.
    public func preset(named name: String) throws -> Stored<Preset> {
        try connection.read { db in try loadPreset(named: name, in: db) }
    }

    // MARK: Internals

    func loadPreset(named name: String, in db: Connection) throws -> Stored<Preset> {
        guard let row = try loadPreset(where: "name = ?", .text(name), in: db) else {
            _ = try require(name, kind: .preset, in: db)
            preconditionFailure("require(_:kind:in:) throws for a missing preset")
        }
        return row
    }

    /// The live preset with `id`, or nil if it has been removed.
    func loadPreset(id: UUID, in db: Connection) throws -> Stored<Preset>? {
        try loadPreset(where: "id = ?", .text(id.storageText), in: db)
    }

    private func loadPreset(where condition: String, _ key: SQLiteValue, in db: Connection) throws -> Stored<Preset>? {
        try db.queryFirst(
            "SELECT id, content_json, hash, revision, created_at, updated_at FROM presets WHERE \(condition)", [key]
        ) { row in
            Stored(
                object: try decodePreset(
                    id: row.string(at: 0), content: row.string(at: 1), hash: row.string(at: 2),
                    revision: row.int(at: 3)),
                revision: row.int(at: 3), hash: row.string(at: 2), createdAt: try date(row.string(at: 4)),
                updatedAt: try date(row.string(at: 5)))
        }
    }

    /// The preset in stored content `content`, verified against `hash` (see `verifiedContent`).
    func decodePreset(id: String, content: String, hash: String, revision: Int) throws -> Preset {
        do {
            let json = try verifiedContent(content, hash: hash, of: "preset \(describe(id)) revision \(revision)")
            return try decodePreset(id: try uuid(id), contentJSON: json)
        } catch let error as StoreError {
            if case .content(.invalidContent(_, let reason)) = error { throw StoreError.corrupt(reason) }
            throw error
        }
    }

    /// Decodes preset content from anywhere (the store, a bundle); format-1 content comes back in today's catalog.
    func decodePreset(id: UUID, contentJSON: JSONValue) throws(StoreError) -> Preset {
        let preset = try StoreError.content { () throws(ContentError) in try Preset(id: id, contentJSON: contentJSON) }
        return Preset.isFormatOne(contentJSON) ? validator.upgradeFormatOne(preset) : preset
    }

    /// `contentJSON` (either content format) as format-2 content, so a merge compares like with like.
    public func upgradedPresetContent(_ contentJSON: JSONValue, id: UUID) throws -> JSONValue {
        guard Preset.isFormatOne(contentJSON) else { return contentJSON }
        return try decodePreset(id: id, contentJSON: contentJSON).contentJSON
    }

    /// Validates `preset` and replaces its expressions with their canonical text. An inline item of a timeline is
    /// checked as a preset whose values may read the timeline's `states` (name and type).
    func canonicalized(_ preset: Preset, states: [String: String] = [:]) throws -> Preset {
        var result = preset
        try StoreError.content { () throws(ContentError) in try NameRules.validate(preset.name) }
        try StoreError.content { () throws(ContentError) in try NameRules.validate(preset.type, what: "type") }
        for tag in preset.tags {
            try StoreError.content { () throws(ContentError) in try NameRules.validate(tag, what: "tag") }
        }
        // The type first, then the parameter names: each refusal gives its own reason, not "invalid value" of
        // some parameter followed by the real one.
        do {
            try validator.checkType(preset.type)
        } catch {
            throw StoreError.invalidContent(object: preset.name, reason: String(describing: error))
        }
        let known = validator.parameterNames(presetType: preset.type)
        var seen: Set<String> = []
        for index in result.parameters.indices {
            let parameter = result.parameters[index]
            guard NameRules.isIdentifier(parameter.name) else {
                throw StoreError.invalidContent(
                    object: preset.name, reason: "parameter name '\(parameter.name)' is not an identifier")
            }
            if let known, !known.contains(parameter.name) {
                let hint = Suggestion.closest(to: parameter.name, among: known).map { ". Did you mean '\($0)'?" } ?? ""
                throw StoreError.invalidContent(
                    object: preset.name,
                    reason: "preset type '\(preset.type)' has no parameter '\(parameter.name)'\(hint)")
            }
            guard seen.insert(parameter.name).inserted else {
                throw StoreError.invalidContent(
                    object: preset.name, reason: "parameter '\(parameter.name)' is repeated")
            }
            result.parameters[index].value = try canonical(
                "value", parameter.value, parameter: parameter.name, object: preset.name
            ) { try validator.canonicalValue($0, parameter: parameter.name, presetType: preset.type, states: states) }
        }
        if let unknown = preset.ignored.sorted().first(where: { !seen.contains($0) }) {
            throw StoreError.invalidContent(object: preset.name, reason: "ignored '\(unknown)' is not a parameter")
        }
        return result
    }

    /// Runs one validator call, turning its error into `StoreError.invalidExpression`.
    func canonical(
        _ role: String, _ text: String, parameter: String, object: String, _ check: (String) throws -> String
    ) throws -> String {
        do {
            return try check(text)
        } catch {
            throw StoreError.invalidExpression(
                object: object, parameter: parameter, role: role, text: text, reason: String(describing: error))
        }
    }

    /// The parameters a timeline of `preset` may animate. The validator knows the built-in types; a type it does not
    /// know (only in tests with a pass-through validator) has exactly the parameters the preset gives.
    func parameterNames(of preset: Preset) -> Set<String> {
        Set(validator.parameterNames(presetType: preset.type) ?? preset.parameters.map(\.name))
    }

    /// Refuses dropping a parameter that a timeline using this preset animates.
    func requireParametersKept(_ preset: Preset, in db: Connection) throws {
        let names = parameterNames(of: preset)
        let timelines = try db.query(
            """
            SELECT t.id, t.name, t.content_json, t.hash, t.revision FROM timeline_presets u
            JOIN timelines t ON t.id = u.timeline_id WHERE u.preset_id = ? ORDER BY t.name
            """,
            [.text(preset.id.storageText)]
        ) {
            (
                id: $0.string(at: 0), name: $0.string(at: 1), content: $0.string(at: 2), hash: $0.string(at: 3),
                revision: $0.int(at: 4)
            )
        }
        for timeline in timelines {
            let decoded = try decodeTimeline(
                id: timeline.id, content: timeline.content, hash: timeline.hash, revision: timeline.revision, in: db)
            let keys = Set(decoded.items.filter { $0.presetID == preset.id }.map(\.key))
            for case .parameter(let item, let parameter) in decoded.animatedTargets
            where keys.contains(item) && !names.contains(parameter) {
                throw StoreError.invalidContent(
                    object: preset.name, reason: "parameter '\(parameter)' is animated by timeline '\(timeline.name)'")
            }
        }
    }
}
