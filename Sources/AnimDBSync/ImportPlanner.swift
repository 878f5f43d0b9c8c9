import AnimDBModel
import AnimDBStore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Decides, for every object of a bundle, how it relates to the store's copy and what to write.
///
/// Versions are content hashes, placed by ancestry: an incoming object whose ancestry holds the local head is
/// ahead (fast-forward); one whose version the local history holds is behind (skipped); otherwise both changed,
/// and the newest incoming ancestor that the store also has is the common ancestor for a three-way merge.
///
/// ```swift
/// let plan = try ImportPlanner(store: store).plan(bundle, onConflict: .fail)
/// print(plan.report)
/// try plan.apply(to: store)
/// ```
public struct ImportPlanner {
    public let store: Store

    public init(store: Store) {
        self.store = store
    }

    /// Plans importing `bundle`; reads the store, writes nothing.
    ///
    /// - Throws: `SyncError` if the store cannot be read, or an incoming id belongs to the other kind here.
    public func plan(_ bundle: SyncBundle, onConflict strategy: ConflictStrategy) throws(SyncError) -> ImportPlan {
        // The bundle's types first: its presets and timelines are checked knowing the ones the import would write.
        let types = try planTypes(bundle, strategy: strategy)
        do {
            return try store.withIncomingTypes(types.writes) { () throws(SyncError) in
                var plan = try planObjects(bundle, onConflict: strategy)
                plan.typeEntries = types.entries
                plan.typeWrites = types.writes
                return plan
            }
        } catch {
            throw SyncError.from(error)
        }
    }

    private func planObjects(_ bundle: SyncBundle, onConflict strategy: ConflictStrategy) throws(SyncError)
        -> ImportPlan
    {
        let histories: [UUID: SyncHistory]
        do {
            histories = try store.syncHistories()
        } catch {
            throw SyncError.from(error)
        }
        var state = PlanState(histories: histories)
        for object in bundle.objects where object.kind == .preset {
            if let type = object.content?["type"]?.stringValue {
                state.bundlePresetInfo[object.id] = (object.name, type)
            }
        }
        var entries: [ImportPlan.Entry] = []
        let ordered = bundle.objects.filter { $0.kind == .preset } + bundle.objects.filter { $0.kind == .timeline }
        for object in ordered {
            entries.append(try plan(object, strategy: strategy, state: &state))
        }
        var byID = Dictionary(entries.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let bundlePresets = Set(bundle.objects.filter { $0.kind == .preset }.map(\.id))
        for (id, conflict) in try state.resolvePresetReferences(bundlePresets: bundlePresets) {
            byID[id]?.action = strategy == .fail ? .conflict([conflict]) : .resolved(.ours, [conflict])
            byID[id]?.note = "its preset is not imported"
        }
        let plan = ImportPlan(entries: bundle.objects.compactMap { byID[$0.id] }, changes: state.orderedChanges)
        // Invalid content is an error in the bundle, never a conflict. Objects the plan writes exactly as they came
        // are checked by those writes (as an add would check them); every other one is checked here, and all of
        // them when conflicts keep the plan from being applied.
        var writtenAsIs: Set<UUID> = []
        if !plan.hasConflicts {
            for case .put(_, let id, _, _, .some, _) in plan.changes { writtenAsIs.insert(id) }
        }
        try validate(bundle, histories: histories, skipping: writtenAsIs)
        return plan
    }

    /// Refuses the bundle if any object it brings (but those in `skipping`) is invalid content. Versions this store
    /// already holds were checked when they were stored.
    private func validate(
        _ bundle: SyncBundle, histories: [UUID: SyncHistory], skipping: Set<UUID>
    ) throws(SyncError) {
        // The bundle's presets, and the store's as they are first read (many timelines share a preset).
        var presets: [UUID: JSONValue] = [:]
        for object in bundle.objects where object.kind == .preset {
            if let content = object.content { presets[object.id] = content }
        }
        for object in bundle.objects where !skipping.contains(object.id) {
            guard let content = object.content else { continue }
            if histories[object.id]?.versions.contains(object.version) == true { continue }
            do {
                var referenced: [UUID: JSONValue] = [:]
                if object.kind == .timeline {
                    for presetID in Timeline.referencedPresetIDs(in: content) {
                        if let incoming = presets[presetID] {
                            referenced[presetID] = incoming
                        } else if let local = histories[presetID],
                            let stored = try store.syncContent(of: presetID, hash: local.head.hash)
                        {
                            referenced[presetID] = stored
                            presets[presetID] = stored
                        }
                    }
                }
                try store.validateIncoming(
                    kind: object.kind, id: object.id, content: content, hash: object.hash, presets: referenced)
            } catch {
                throw SyncError.from(error)
            }
        }
    }

    // MARK: One object

    private func plan(
        _ incoming: BundleObject, strategy: ConflictStrategy, state: inout PlanState
    )
        throws(SyncError) -> ImportPlan.Entry
    {
        var entry = ImportPlan.Entry(
            kind: incoming.kind, id: incoming.id, name: incoming.name, action: .unchanged, note: "")
        guard let local = state.histories[incoming.id] else {
            entry.action = try planNew(incoming, strategy: strategy, state: &state, note: &entry.note)
            return entry
        }
        guard local.kind == incoming.kind else {
            throw .invalidObject(
                "id \(incoming.id.storageText) of \(incoming.kind) '\(incoming.name)' belongs to \(local.kind) '\(local.name)' here"
            )
        }
        let head = local.head
        let version = incoming.version
        if head == version { return entry }
        switch Self.relation(local: local.versions, incoming: incoming.ancestry.reversed() + [version]) {
        case .ahead:
            entry.action = try fastForward(incoming, local: local, strategy: strategy, state: &state, note: &entry.note)
        case .behind:
            entry.action = .skippedAncestor
        case .diverged:
            entry.action = try diverged(incoming, local: local, strategy: strategy, state: &state, note: &entry.note)
        }
        return entry
    }

    private func planNew(
        _ incoming: BundleObject, strategy: ConflictStrategy, state: inout PlanState, note: inout String
    ) throws(SyncError) -> ImportPlan.Action {
        guard let content = incoming.content else {
            note = "removed there; never here"
            return .unchanged
        }
        guard let holder = state.liveNames[incoming.name], holder != incoming.id else {
            state.put(incoming, content: content, expectedHash: incoming.hash, message: "import")
            return .new
        }
        let clash = FieldConflict(
            field: "id", base: nil, ours: JSONValue.string(holder.storageText).canonicalText,
            theirs: JSONValue.string(incoming.id.storageText).canonicalText)
        note = "name used by another object here"
        switch strategy {
        case .fail:
            return .conflict([clash])
        case .ours:
            return .resolved(.ours, [clash])
        case .theirs:
            // The local object steps aside under a visible name; nothing is lost.
            let asideName = try state.freeName(incoming.name, suffix: "ours")
            try renameLocal(holder, to: asideName, state: &state)
            state.put(incoming, content: content, expectedHash: incoming.hash, message: "import")
            note = "local object renamed to '\(asideName)'"
            return .resolved(.theirs, [clash])
        case .both:
            return try keepCopy(incoming, content: content, state: &state, conflicts: [clash])
        }
    }

    private func fastForward(
        _ incoming: BundleObject, local: SyncHistory, strategy: ConflictStrategy, state: inout PlanState,
        note: inout String
    ) throws(SyncError) -> ImportPlan.Action {
        guard let content = incoming.content else {
            if local.head.isDeletion { return .unchanged }
            state.remove(incoming.id, name: local.name)
            return .deleted
        }
        if let holder = state.liveNames[incoming.name], holder != incoming.id {
            note = "renamed to a name used by another object here"
            let clash = FieldConflict(
                field: "name", base: nil, ours: JSONValue.string(local.name).canonicalText,
                theirs: JSONValue.string(incoming.name).canonicalText)
            switch strategy {
            case .fail: return .conflict([clash])
            case .ours: return .resolved(.ours, [clash])
            case .theirs, .both:
                // Take the incoming content but not the clashing name: the local name, or for an object removed
                // here (whose old name may be taken since), a visible new one.
                let name = local.head.isDeletion ? try state.freeName(incoming.name, suffix: "theirs") : local.name
                state.put(
                    incoming, content: Self.withName(content, name), expectedHash: nil,
                    message: "fast-forward, kept name")
                return .resolved(.ours, [clash])
            }
        }
        state.put(incoming, content: content, expectedHash: incoming.hash, message: "fast-forward")
        return .fastForward
    }

    private func diverged(
        _ incoming: BundleObject, local: SyncHistory, strategy: ConflictStrategy, state: inout PlanState,
        note: inout String
    ) throws(SyncError) -> ImportPlan.Action {
        if local.head.isDeletion || incoming.isDeleted {
            return try deletionConflict(incoming, local: local, strategy: strategy, state: &state, note: &note)
        }
        let localVersions = Set(local.versions.filter { !$0.isDeletion })
        let base = incoming.ancestry.first { !$0.isDeletion && localVersions.contains($0) }
        var ours = try content(of: local.id, hash: local.head.hash)
        var baseContent = try base.map { version throws(SyncError) in try content(of: local.id, hash: version.hash) }
        var theirs = incoming.content ?? .null
        // Content merges in format 2; an older animdb's format-1 side is upgraded first.
        ours = try upgraded(ours, kind: incoming.kind, id: local.id, state: state)
        baseContent = try baseContent.map { content throws(SyncError) in
            try upgraded(content, kind: incoming.kind, id: local.id, state: state)
        }
        theirs = try upgraded(theirs, kind: incoming.kind, id: local.id, state: state)
        let preferred: MergeSide = strategy == .theirs ? .theirs : .ours
        var result = ThreeWayMerge.merge(base: baseContent, ours: ours, theirs: theirs, prefer: preferred)
        if base == nil { note = "no common ancestor" }
        // A merged rename onto a name another object holds here is a conflict too; the local name stays.
        if let mergedName = result.merged["name"]?.stringValue, let holder = state.liveNames[mergedName],
            holder != incoming.id
        {
            result.conflicts.append(
                FieldConflict(
                    field: "name", base: nil, ours: JSONValue.string(local.name).canonicalText,
                    theirs: JSONValue.string(mergedName).canonicalText))
            result.merged = Self.withName(result.merged, local.name)
            note = "renamed to a name used by another object here"
        }
        if result.conflicts.isEmpty {
            guard result.merged != ours else { return .skippedAncestor }
            if result.merged == theirs {
                state.put(incoming, content: theirs, expectedHash: incoming.hash, message: "merge")
            } else {
                state.put(incoming, content: result.merged, expectedHash: nil, message: "merge")
            }
            return .merged
        }
        switch strategy {
        case .fail:
            return .conflict(result.conflicts)
        case .ours, .theirs:
            if result.merged != ours {
                state.put(
                    incoming, content: result.merged, expectedHash: nil,
                    message: "merge, \(preferred.rawValue) on conflicts")
            }
            return .resolved(preferred, result.conflicts)
        case .both:
            return try keepCopy(incoming, content: theirs, state: &state, conflicts: result.conflicts)
        }
    }

    private func deletionConflict(
        _ incoming: BundleObject, local: SyncHistory, strategy: ConflictStrategy, state: inout PlanState,
        note: inout String
    ) throws(SyncError) -> ImportPlan.Action {
        let removedHere = local.head.isDeletion
        note = removedHere ? "removed here, edited there" : "edited here, removed there"
        let conflict = FieldConflict(
            field: "deleted", base: "false", ours: removedHere ? "true" : "false",
            theirs: removedHere ? "false" : "true")
        switch strategy {
        case .fail:
            return .conflict([conflict])
        case .ours:
            return .resolved(.ours, [conflict])
        case .theirs, .both:
            if removedHere, let content = incoming.content {
                guard state.liveNames[incoming.name] == nil else {
                    return try keepCopy(incoming, content: content, state: &state, conflicts: [conflict])
                }
                state.put(incoming, content: content, expectedHash: incoming.hash, message: "restore on import")
                return .resolved(.theirs, [conflict])
            }
            if strategy == .both { return .resolved(.ours, [conflict]) }
            state.remove(incoming.id, name: local.name)
            return .resolved(.theirs, [conflict])
        }
    }

    // MARK: Helpers

    enum Relation {
        /// The incoming version descends from the local head.
        case ahead
        /// The local history already holds the incoming version.
        case behind
        /// Both moved on from a common ancestor (or their order cannot be told).
        case diverged
    }

    /// Places two histories of one object (oldest first, heads last, heads different).
    ///
    /// Usually one head appears in the other's history and that decides it. Reverts bring a hash back, so both
    /// heads can appear in both histories; then the side whose whole (bounded) history runs, in order, inside the
    /// other's is the older one. Histories may skip versions (a store that fast-forwards jumps over the other's
    /// intermediate steps), which is why membership, not equality of runs, is the first test.
    static func relation(local: [SyncVersion], incoming: [SyncVersion]) -> Relation {
        let localHead = local[local.count - 1]
        let incomingHead = incoming[incoming.count - 1]
        let incomingHasLocal = incoming.dropLast().contains(localHead)
        let localHasIncoming = local.dropLast().contains(incomingHead)
        switch (incomingHasLocal, localHasIncoming) {
        case (true, false): return .ahead
        case (false, true): return .behind
        case (false, false): return .diverged
        case (true, true):
            if isSubsequence(incoming, of: local) { return .behind }
            if isSubsequence(Array(local.suffix(incoming.count)), of: incoming) { return .ahead }
            return .diverged
        }
    }

    /// Whether `part` appears in `whole` in order (not necessarily contiguously).
    private static func isSubsequence(_ part: [SyncVersion], of whole: [SyncVersion]) -> Bool {
        var remaining = part[...]
        for version in whole where version == remaining.first {
            remaining = remaining.dropFirst()
            if remaining.isEmpty { return true }
        }
        return remaining.isEmpty
    }

    /// Imports `content` as a new object beside the local one: a derived id (stable, so importing the same
    /// bundle again finds the copy) and the name `NAME.theirs`.
    private func keepCopy(
        _ incoming: BundleObject, content: JSONValue, state: inout PlanState, conflicts: [FieldConflict]
    ) throws(SyncError) -> ImportPlan.Action {
        let copyID = Self.derivedID(incoming.id, incoming.hash)
        if let existing = state.histories[copyID], !existing.head.isDeletion {
            return .renamed(copyName: existing.name, conflicts)
        }
        let copyName = try state.freeName(incoming.name, suffix: "theirs")
        var copy = incoming
        copy.id = copyID
        if incoming.kind == .preset { state.copies[incoming.id] = copyID }
        copy.name = copyName
        state.put(copy, content: Self.withName(content, copyName), expectedHash: nil, message: "kept both on import")
        return .renamed(copyName: copyName, conflicts)
    }

    private func renameLocal(_ id: UUID, to name: String, state: inout PlanState) throws(SyncError) {
        guard let local = state.histories[id] else { return }
        let current = try content(of: id, hash: local.head.hash)
        let object = BundleObject(
            kind: local.kind, id: id, name: name, hash: local.head.hash, ancestry: [], isDeleted: false, content: nil)
        state.put(
            object, content: Self.withName(current, name), expectedHash: nil, message: "renamed on import", first: true)
    }

    /// Content in today's format (older formats upgraded); timelines know the bundle's presets as well as the store's.
    private func upgraded(_ content: JSONValue, kind: ObjectKind, id: UUID, state: PlanState) throws(SyncError)
        -> JSONValue
    {
        let older = kind == .preset ? Preset.isFormatOne(content) : Timeline.isOlderFormat(content)
        guard content.objectValue != nil, older else { return content }
        do {
            switch kind {
            case .preset: return try store.upgradedPresetContent(content, id: id)
            case .timeline: return try store.upgradedTimelineContent(content, id: id, presets: state.bundlePresetInfo)
            }
        } catch {
            throw SyncError.from(error)
        }
    }

    private func content(of id: UUID, hash: String) throws(SyncError) -> JSONValue {
        do {
            guard let content = try store.syncContent(of: id, hash: hash) else {
                throw SyncError.invalidObject("the store lost content \(hash.prefix(12)) of \(id.storageText)")
            }
            return content
        } catch {
            throw SyncError.from(error)
        }
    }

    static func withName(_ content: JSONValue, _ name: String) -> JSONValue {
        guard var members = content.objectValue else { return content }
        members["name"] = .string(name)
        return .object(members)
    }

    /// A UUID derived from `id` and `hash` (SHA-256, formatted as a version-4 UUID).
    static func derivedID(_ id: UUID, _ hash: String) -> UUID {
        var bytes = SHA256.hexDigest(of: id.storageText + "/" + hash).utf8.prefix(32).map { $0 }
        bytes[12] = UInt8(ascii: "4")
        let hex = String(decoding: bytes, as: UTF8.self)
        let parts = [
            hex.prefix(8), hex.dropFirst(8).prefix(4), hex.dropFirst(12).prefix(4), hex.dropFirst(16).prefix(4),
            hex.dropFirst(20),
        ]
        return UUID(uuidString: parts.joined(separator: "-"))!
    }
}
