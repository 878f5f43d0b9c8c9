import AnimDBModel
import AnimDBStore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What the planner has decided so far: the live names as they will be, and the writes.
struct PlanState {
    let histories: [UUID: SyncHistory]
    var liveNames: [String: UUID]
    var renames: [SyncChange] = []
    var puts: [ObjectKind: [SyncChange]] = [:]
    var removes: [ObjectKind: [SyncChange]] = [:]
    /// Incoming preset ids imported as copies under derived ids (`keepCopy`), so their timelines can follow.
    var copies: [UUID: UUID] = [:]
    /// The bundle's presets' names and types, for upgrading format-1 timelines that use presets new here.
    var bundlePresetInfo: [UUID: (name: String, type: String)] = [:]

    init(histories: [UUID: SyncHistory]) {
        self.histories = histories
        var names: [String: UUID] = [:]
        for history in histories.values where !history.head.isDeletion {
            names[history.name] = history.id
        }
        liveNames = names
    }

    /// Local renames first (they free names), then timeline removals, presets, timelines, preset removals.
    var orderedChanges: [SyncChange] {
        renames + (removes[.timeline] ?? []) + (puts[.preset] ?? []) + (puts[.timeline] ?? [])
            + (removes[.preset] ?? [])
    }

    mutating func put(
        _ object: BundleObject, content: JSONValue, expectedHash: String?, message: String, first: Bool = false
    ) {
        if let old = histories[object.id], !old.head.isDeletion, liveNames[old.name] == object.id {
            liveNames[old.name] = nil
        }
        let name = content["name"]?.stringValue ?? object.name
        liveNames[name] = object.id
        // The canonical text read from the bundle is reusable only for the content it was read with.
        let change = SyncChange.put(
            kind: object.kind, id: object.id, content: content,
            contentText: expectedHash == nil ? nil : object.canonicalContent, expectedHash: expectedHash,
            message: message)
        if first {
            renames.append(change)
        } else {
            puts[object.kind, default: []].append(change)
        }
    }

    /// Points timeline writes at presets that will exist: a preset imported as a copy replaces the original
    /// reference; a timeline using a preset that is neither here nor imported is dropped and reported.
    ///
    /// - Returns: the dropped timelines' ids, each with the conflict to report.
    /// - Throws: `SyncError.invalidObject` for a timeline whose preset is neither in the bundle nor ever here: the
    ///   bundle itself is incomplete.
    mutating func resolvePresetReferences(bundlePresets: Set<UUID>) throws(SyncError) -> [(UUID, FieldConflict)] {
        var available = Set(histories.values.filter { $0.kind == .preset && !$0.head.isDeletion }.map(\.id))
        for case .remove(let id, _) in removes[.preset] ?? [] { available.remove(id) }
        for case .put(_, let id, _, _, _, _) in puts[.preset] ?? [] { available.insert(id) }
        var dropped: [(UUID, FieldConflict)] = []
        var kept: [SyncChange] = []
        changes: for change in puts[.timeline] ?? [] {
            guard case .put(let kind, let id, var content, let contentText, let expectedHash, let message) = change
            else {
                kept.append(change)
                continue
            }
            var rewritten = false
            for presetID in Timeline.referencedPresetIDs(in: content) where !available.contains(presetID) {
                guard bundlePresets.contains(presetID) || histories[presetID] != nil else {
                    let name = content["name"]?.stringValue ?? id.storageText
                    throw .invalidObject(
                        "timeline '\(name)' uses preset \(presetID.storageText), which is neither in the bundle nor here"
                    )
                }
                guard let copy = copies[presetID], available.contains(copy) else {
                    dropped.append(
                        (
                            id,
                            FieldConflict(
                                field: "preset", base: nil, ours: nil,
                                theirs: JSONValue.string(presetID.storageText).canonicalText)
                        ))
                    continue changes
                }
                content = Self.replacingPreset(presetID, with: copy, in: content)
                rewritten = true
            }
            kept.append(
                rewritten
                    ? .put(
                        kind: kind, id: id, content: content, contentText: nil, expectedHash: nil, message: message)
                    : .put(
                        kind: kind, id: id, content: content, contentText: contentText, expectedHash: expectedHash,
                        message: message))
        }
        puts[.timeline] = kept
        return dropped
    }

    /// `content` (any format) with every reference to preset `old` pointing at `new`.
    static func replacingPreset(_ old: UUID, with new: UUID, in content: JSONValue) -> JSONValue {
        guard var members = content.objectValue else { return content }
        if members["preset_id"]?.stringValue.flatMap(UUID.init(uuidString:)) == old {
            members["preset_id"] = .string(new.storageText)
        }
        /// An item (a chain's, a node's or a modifier's) and everything under it.
        func replacing(_ item: JSONValue) -> JSONValue {
            guard var fields = item.objectValue else { return item }
            if fields["preset"]?.stringValue.flatMap(UUID.init(uuidString:)) == old {
                fields["preset"] = .string(new.storageText)
            }
            for list in ["children", "modifiers", "content"] {
                if let elements = fields[list]?.arrayValue { fields[list] = .array(elements.map(replacing)) }
            }
            return .object(fields)
        }
        switch members["view"] {
        case .array(let chain): members["view"] = .array(chain.map(replacing))
        case let root?: members["view"] = replacing(root)
        case nil: break
        }
        return .object(members)
    }

    mutating func remove(_ id: UUID, name: String) {
        guard let kind = histories[id]?.kind else { return }
        if liveNames[name] == id { liveNames[name] = nil }
        removes[kind, default: []].append(.remove(id: id, message: "removed on import"))
    }

    /// `NAME.suffix`, or `NAME.suffix-2`, … : the first that no live object uses, within the 64-character limit.
    func freeName(_ name: String, suffix: String) throws(SyncError) -> String {
        for attempt in 1...100 {
            let tail = "." + suffix + (attempt == 1 ? "" : "-\(attempt)")
            let candidate = String(name.prefix(64 - tail.count)) + tail
            if liveNames[candidate] == nil { return candidate }
        }
        throw .invalidObject("no free name for a copy of '\(name)'")
    }
}
