import AnimDBModel
import AnimDBStore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A parsed, validated animdb bundle: a header and the objects it carries.
///
/// On disk (`NAME.animdb.json`) it is canonical JSON laid out one member per line (see `CanonicalLayout`):
///
/// ```json
/// {
///   "checksum": "…sha-256 of the compact canonical document without this member…",
///   "engine_version": "1.0.0",
///   "exported_at": "2026-11-29T17:18:38.123Z",
///   "format": "animdb-bundle",
///   "format_version": 1,
///   "objects": [ { "ancestry": […], "content": {…}, "deleted": false, "hash": "…", "id": "…",
///                  "kind": "preset", "name": "shake" } ],
///   "producer": "animdb 1.0.0"
/// }
/// ```
public struct SyncBundle: Hashable, Sendable {
    /// The `format` member every bundle carries.
    public static let formatName = "animdb-bundle"
    /// The newest format version this build reads and the one it writes.
    public static let formatVersion = 1

    /// The engine version of the exporting animdb.
    public var engineVersion: String
    /// When the bundle was written, as store timestamp text (`2026-11-29T17:18:38.123Z`).
    public var exportedAt: String
    /// Who or what wrote the bundle (`animdb 1.0.0`).
    public var producer: String
    /// Presets first, then timelines, each sorted by name (the order the exporter writes).
    public var objects: [BundleObject]
    /// The user's types the objects use (`add type`), by name; the member is left out when there are none, so a
    /// bundle without them reads (and hashes) as before.
    public var types: [BundleType]

    public init(
        engineVersion: String, exportedAt: String, producer: String, objects: [BundleObject], types: [BundleType] = []
    ) {
        self.engineVersion = engineVersion
        self.exportedAt = exportedAt
        self.producer = producer
        self.objects = objects
        self.types = types
    }
}

/// One of the user's types in a bundle: its source (as a `TypeDefinition`), its hash and earlier hashes, newest
/// first, which decide on import whether one side descends from the other.
public struct BundleType: Hashable, Sendable {
    public var definition: TypeDefinition
    public var hash: String
    public var ancestry: [String]

    public init(definition: TypeDefinition, hash: String, ancestry: [String]) {
        self.definition = definition
        self.hash = hash
        self.ancestry = ancestry
    }

    /// `{"ancestry":[…],"content":{…},"hash":…,"id":…,"name":…}`, compact and canonical.
    var canonicalText: String {
        var text = "{\"ancestry\":[" + ancestry.map { "\"" + $0 + "\"" }.joined(separator: ",")
        text += "],\"content\":" + definition.contentJSON.canonicalText + ",\"hash\":\"" + hash + "\",\"id\":\""
        text += definition.id.uuidString.lowercased() + "\",\"name\":" + JSONValue.string(definition.name).canonicalText
        return text + "}"
    }
}

/// One preset or timeline in a bundle: identity, version, ancestry and content; or a tombstone.
public struct BundleObject: Hashable, Sendable {
    public var kind: ObjectKind
    /// Stable identity across renames and stores.
    public var id: UUID
    public var name: String
    /// SHA-256 hex of the canonical content JSON; for a tombstone, of the content it removed.
    public var hash: String
    /// Earlier versions, newest first, bounded by the exporter.
    public var ancestry: [SyncVersion]
    /// Whether this entry records a removal (then `content` is nil).
    public var isDeleted: Bool
    /// The content JSON the store hashes (`Preset.contentJSON` or `Timeline.contentJSON`).
    public var content: JSONValue?
    /// The content's canonical text, kept from reading so the store need not encode it again.
    var canonicalContent: String?

    public init(
        kind: ObjectKind, id: UUID, name: String, hash: String, ancestry: [SyncVersion], isDeleted: Bool,
        content: JSONValue?
    ) {
        self.kind = kind
        self.id = id
        self.name = name
        self.hash = hash
        self.ancestry = ancestry
        self.isDeleted = isDeleted
        self.content = content
    }

    /// The version this entry stands for.
    public var version: SyncVersion { SyncVersion(hash: hash, isDeletion: isDeleted) }
}

extension SyncVersion {
    /// The ancestry entry text: the hash, prefixed with `deleted:` for a tombstone.
    var bundleText: String { isDeletion ? "deleted:" + hash : hash }

    /// Parses an ancestry entry; nil unless it is a lower-case SHA-256 hex, optionally prefixed with `deleted:`.
    init?(bundleText text: String) {
        let isDeletion = text.hasPrefix("deleted:")
        let hash = isDeletion ? String(text.dropFirst(8)) : text
        guard Self.isHash(hash) else { return nil }
        self.init(hash: hash, isDeletion: isDeletion)
    }

    /// Whether `text` is 64 lower-case hexadecimal digits.
    static func isHash(_ text: String) -> Bool {
        text.utf8.count == 64 && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }
}

extension BundleObject {
    /// The entry as compact canonical JSON text; `contentText` is spliced in as is (it is already canonical).
    static func canonicalText(
        kind: ObjectKind, id: UUID, name: String, hash: String, ancestry: [SyncVersion], isDeleted: Bool,
        contentText: String?
    ) -> String {
        var text = "{\"ancestry\":["
        for (index, version) in ancestry.enumerated() {
            if index > 0 { text += "," }
            text += "\"" + version.bundleText + "\""
        }
        text += "],\"content\":" + (isDeleted ? "null" : contentText ?? "null")
        text += ",\"deleted\":" + (isDeleted ? "true" : "false")
        text += ",\"hash\":\"" + hash + "\",\"id\":\"" + id.uuidString.lowercased() + "\",\"kind\":\""
        text += kind.rawValue + "\",\"name\":" + JSONValue.string(name).canonicalText + "}"
        return text
    }

    /// The entry as compact canonical JSON text.
    var canonicalText: String {
        Self.canonicalText(
            kind: kind, id: id, name: name, hash: hash, ancestry: ancestry, isDeleted: isDeleted,
            contentText: content?.canonicalText)
    }
}
