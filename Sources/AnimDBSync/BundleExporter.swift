import AnimDBModel
import AnimDBStore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Who wrote a bundle: recorded in its header.
public struct BundleHeader: Hashable, Sendable {
    /// The exporting engine's version (`EngineVersion.current`).
    public var engineVersion: String
    /// The exporting program (`animdb 1.0.0`).
    public var producer: String
    /// The export time (the caller's clock, so tests are deterministic).
    public var exportedAt: Date

    public init(engineVersion: String, producer: String, exportedAt: Date) {
        self.engineVersion = engineVersion
        self.producer = producer
        self.exportedAt = exportedAt
    }
}

/// Writes store objects as a canonical bundle: the same content always gives the same bytes (except the header).
///
/// ```swift
/// let data = try BundleExporter(store: store).export(names: ["shake"], header: header)
/// ```
public struct BundleExporter {
    public let store: Store
    /// How many earlier versions each object carries; older history stays local.
    public var ancestryLimit: Int

    public init(store: Store, ancestryLimit: Int = 32) {
        self.store = store
        self.ancestryLimit = ancestryLimit
    }

    /// The selected objects (with the presets their timelines use) as bundle bytes.
    ///
    /// - Parameters:
    ///   - names: objects to export; a removed object's name exports its tombstone.
    ///   - all: every object, including tombstones of removed ones.
    ///   - tag: presets with this tag (combined with `names`).
    /// - Throws: `SyncError.notFound` for an unknown name, or the store's error.
    public func export(
        names: [String] = [], all: Bool = false, tag: String? = nil, header: BundleHeader
    ) throws(SyncError) -> Data {
        let objects = try select(names: names, all: all, tag: tag)
        return Data(Self.encode(objects, types: try types(for: objects, all: all), header: header).utf8)
    }

    /// The user's types `objects` use (a preset's type, a timeline's inline items), or every one with `all`, each
    /// with its history as ancestry.
    public func types(for objects: [SyncObject], all: Bool) throws(SyncError) -> [BundleType] {
        do {
            let stored = try store.types()
            guard !stored.isEmpty else { return [] }
            var used: Set<String> = []
            if !all {
                for object in objects where !object.isDeleted {
                    guard let content = try? JSONParser().parse(object.contentText) else { continue }
                    if object.kind == .preset, let type = content["type"]?.stringValue { used.insert(type) }
                    if object.kind == .timeline { used.formUnion(Timeline.inlineTypeNames(in: content)) }
                }
            }
            return try stored.filter { all || used.contains($0.object.name) }.map { type in
                let history = try store.typeHistory(named: type.object.name).filter { !$0.removed }.map(\.hash)
                let earlier = history.filter { $0 != type.hash }.reversed().prefix(ancestryLimit)
                return BundleType(definition: type.object, hash: type.hash, ancestry: Array(earlier))
            }
        } catch {
            throw SyncError.from(error)
        }
    }

    /// The selected store heads, presets first, each kind sorted by name.
    public func select(names: [String] = [], all: Bool = false, tag: String? = nil) throws(SyncError) -> [SyncObject] {
        let everything: [SyncObject]
        var tagged: Set<String> = []
        do {
            everything = try store.syncObjects(ancestryLimit: ancestryLimit)
            if let tag { tagged = Set(try store.list(kind: .preset, tag: tag).map(\.name)) }
        } catch {
            throw SyncError.from(error)
        }
        var chosen: Set<UUID> = []
        if all {
            chosen = Set(everything.map(\.id))
        } else {
            // A live object wins over a tombstone that once had the same name.
            var byName: [String: SyncObject] = [:]
            for object in everything where byName[object.name] == nil || !object.isDeleted {
                byName[object.name] = object
            }
            for name in names {
                guard let object = byName[name] else {
                    throw .notFound(name, suggestion: Suggestion.closest(to: name, among: byName.keys))
                }
                chosen.insert(object.id)
            }
            for object in everything where tagged.contains(object.name) && !object.isDeleted {
                chosen.insert(object.id)
            }
            // A timeline brings its presets, so the bundle imports on its own.
            for object in everything where chosen.contains(object.id) && object.kind == .timeline && !object.isDeleted {
                chosen.formUnion(Self.presetIDs(of: object))
            }
        }
        let selected = everything.filter { chosen.contains($0.id) }
        return selected.filter { $0.kind == .preset } + selected.filter { $0.kind == .timeline }
    }

    /// The canonical bundle text of `objects` (what `export` writes for them).
    public static func encode(_ objects: [SyncObject], types: [BundleType] = [], header: BundleHeader) -> String {
        var body = "\"engine_version\":" + JSONValue.string(header.engineVersion).canonicalText
        body += ",\"exported_at\":\"" + Timestamp.string(from: header.exportedAt) + "\""
        body += ",\"format\":\"" + SyncBundle.formatName + "\",\"format_version\":\(SyncBundle.formatVersion)"
        body += ",\"objects\":["
        for (index, object) in objects.enumerated() {
            if index > 0 { body += "," }
            body += BundleObject.canonicalText(
                kind: object.kind, id: object.id, name: object.name, hash: object.hash, ancestry: object.ancestry,
                isDeleted: object.isDeleted, contentText: object.contentText)
        }
        body += "],\"producer\":" + JSONValue.string(header.producer).canonicalText
        if !types.isEmpty {
            body +=
                ",\"types\":["
                + types.sorted { $0.definition.name < $1.definition.name }.map(\.canonicalText)
                .joined(separator: ",") + "]"
        }
        body += "}"
        let checksum = SHA256.hexDigest(of: "{" + body)
        return CanonicalLayout.format("{\"checksum\":\"" + checksum + "\"," + body)
    }

    /// The ids of the presets a timeline's content text uses (either content format).
    static func presetIDs(of object: SyncObject) -> [UUID] {
        guard let content = try? JSONParser().parse(object.contentText) else { return [] }
        return Timeline.referencedPresetIDs(in: content)
    }
}
