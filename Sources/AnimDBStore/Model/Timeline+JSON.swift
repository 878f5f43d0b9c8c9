import AnimDBEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Timeline {
    /// The content as JSON: every field except `id` and `presetName` (the preset is referenced by id, so renaming
    /// it leaves this timeline's hash alone).
    ///
    /// `{"content":…|null,"name":…,"preset_id":…,"repeat":n|"forever","tracks":{"param":{"keyframes":…}|
    /// {"changes":[{"animation":…,"at":…,"value":…}]}}}`
    ///
    /// - Precondition: `presetID` is set and change times are finite (the store resolves and validates both
    ///   before encoding).
    public var contentJSON: JSONValue {
        guard let presetID else { preconditionFailure("encode a timeline after resolving its preset") }
        let repetition: JSONValue =
            switch self.repetition {
            case .count(let count): .number(Double(count))
            case .forever: .string("forever")
            }
        return .object([
            "name": .string(name),
            "preset_id": .string(presetID.storageText),
            "content": content.map(JSONValue.string) ?? .null,
            "repeat": repetition,
            "tracks": .object(tracks.mapValues(\.json)),
        ])
    }

    /// SHA-256 hex of the canonical content JSON.
    public var contentHash: String { SHA256.hexDigest(of: contentJSON.canonicalText) }

    /// Rebuilds a timeline from `contentJSON`, its id, and its preset's current name.
    ///
    /// - Throws: `StoreError.invalidContent` naming the first missing, mistyped or unknown member.
    public init(id: UUID, presetName: String, contentJSON: JSONValue) throws(StoreError) {
        let fields = try JSONFields(contentJSON, context: "timeline \(id.uuidString)")
        try fields.requireOnly(["name", "preset_id", "content", "repeat", "tracks"])
        guard let presetID = UUID(uuidString: try fields.string("preset_id")) else {
            throw fields.fail("'preset_id' must be a UUID")
        }
        let repetition: Repetition
        switch try fields.value("repeat") {
        case .string("forever"):
            repetition = .forever
        case .number(let count)
        where count == count.rounded() && Repetition.count(Int(exactly: count) ?? 0).problem == nil:
            repetition = .count(Int(count))
        default:
            let range = Animation.repeatCountRange
            throw fields.fail(
                "'repeat' must be a whole number from \(range.lowerBound) to \(range.upperBound) or \"forever\"")
        }
        guard let trackMembers = try fields.value("tracks").objectValue else {
            throw fields.fail("'tracks' must be an object")
        }
        var tracks: [String: Track] = [:]
        for (parameter, value) in trackMembers {
            tracks[parameter] = try Track(json: value, context: fields.context)
        }
        self.init(
            id: id, name: try fields.string("name"), presetName: presetName,
            content: try fields.optionalString("content"),
            repetition: repetition, tracks: tracks)
        self.presetID = presetID
    }
}

extension Timeline.Track {
    fileprivate var json: JSONValue {
        switch self {
        case .keyframes(let text):
            .object(["keyframes": .string(text)])
        case .changes(let changes):
            .object([
                "changes": .array(
                    changes.map {
                        .object([
                            "at": .number($0.time), "value": .string($0.value), "animation": .string($0.animation),
                        ])
                    })
            ])
        }
    }

    fileprivate init(json: JSONValue, context: String) throws(StoreError) {
        let fields = try JSONFields(json, context: context)
        if fields.members["keyframes"] != nil {
            try fields.requireOnly(["keyframes"])
            self = .keyframes(try fields.string("keyframes"))
            return
        }
        try fields.requireOnly(["changes"])
        var changes: [Timeline.StateChange] = []
        for element in try fields.array("changes") {
            let change = try JSONFields(element, context: context)
            try change.requireOnly(["at", "value", "animation"])
            changes.append(
                Timeline.StateChange(
                    at: try change.number("at"), value: try change.string("value"),
                    animation: try change.string("animation")))
        }
        self = .changes(changes)
    }
}
