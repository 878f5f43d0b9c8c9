import AnimDBModel
import AnimDBStore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Parses and checks a bundle from untrusted bytes, refusing anything not fully valid.
///
/// Checked here, before any store is touched: size, JSON syntax (with line and column), format name and version,
/// checksum, every member's type, names, ids, hashes against content, duplicates, and the `ContentLimits`.
/// Expression text, preset types and parameters are checked later by the store's `Validator`, inside the import
/// transaction.
///
/// ```swift
/// let bundle = try BundleReader().read(data)
/// ```
public struct BundleReader: Sendable {
    public var limits: ContentLimits

    public init(limits: ContentLimits = ContentLimits()) {
        self.limits = limits
    }

    /// Reads a whole bundle.
    ///
    /// - Throws: `SyncError` describing the first problem.
    public func read(_ data: Data) throws(SyncError) -> SyncBundle {
        let document = try parse(data)
        let fields = try Fields(document, path: "")
        try fields.requireOnly([
            "checksum", "engine_version", "exported_at", "format", "format_version", "objects", "producer", "types",
        ])
        try Self.checkFormat(fields, name: SyncBundle.formatName)
        let declared = try fields.string("checksum")
        guard let elements = fields.members["objects"]?.arrayValue else {
            throw .invalidBundle(path: "objects", reason: "must be an array")
        }
        guard elements.count <= limits.maxObjects else {
            throw .limitExceeded(path: "objects", reason: "more than \(limits.maxObjects) objects")
        }
        // One canonical encoding serves both the checksum and every object's content hash.
        var unsigned = fields.members
        unsigned["checksum"] = nil
        let (canonical, contentRanges) = Self.encodeUnsigned(unsigned)
        let actual = Self.sha256(canonical[...])
        guard declared == actual else { throw .checksumMismatch(declared: declared, actual: actual) }

        var objects: [BundleObject] = []
        objects.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            let content = contentRanges[index].map { canonical[$0] }
            objects.append(try object(element, path: "objects[\(index)]", canonicalContent: content))
        }
        try Self.checkUnique(objects)
        var types: [BundleType] = []
        if let list = fields.members["types"] {
            guard let entries = list.arrayValue else { throw .invalidBundle(path: "types", reason: "must be an array") }
            guard entries.count <= limits.maxObjects else {
                throw .limitExceeded(path: "types", reason: "more than \(limits.maxObjects) types")
            }
            for (index, entry) in entries.enumerated() { types.append(try type(entry, path: "types[\(index)]")) }
            var names: Set<String> = []
            for type in types where !names.insert(type.definition.name).inserted {
                throw .duplicate(what: "type", value: type.definition.name)
            }
        }
        return SyncBundle(
            engineVersion: try fields.string("engine_version"), exportedAt: try fields.string("exported_at"),
            producer: try fields.string("producer"), objects: objects, types: types)
    }

    /// Parses `data` as JSON within the size and depth limits.
    func parse(_ data: Data) throws(SyncError) -> JSONValue {
        guard data.count <= limits.maxBytes else { throw .tooLarge(bytes: data.count, limit: limits.maxBytes) }
        do {
            return try JSONParser(limits: limits).parse(data)
        } catch {
            throw SyncError(error)
        }
    }

    /// Checks `format` and `format_version`.
    static func checkFormat(_ fields: Fields, name: String) throws(SyncError) {
        guard let format = fields.members["format"]?.stringValue else {
            throw .unsupportedFormat(fields.members["format"].map { String($0.canonicalText.prefix(40)) } ?? "none")
        }
        guard format == name else { throw .unsupportedFormat(String(format.prefix(40))) }
        let version = try fields.number("format_version")
        guard version == version.rounded(), version >= 1, version < 1e9 else {
            throw .invalidBundle(path: "format_version", reason: "must be a whole number ≥ 1")
        }
        guard Int(version) <= SyncBundle.formatVersion else {
            throw .newerFormatVersion(found: Int(version), supported: SyncBundle.formatVersion)
        }
    }

    /// Refuses two objects with one id, or two live objects with one name.
    static func checkUnique(_ objects: [BundleObject]) throws(SyncError) {
        var ids: Set<UUID> = []
        var names: Set<String> = []
        for object in objects {
            guard ids.insert(object.id).inserted else { throw .duplicate(what: "id", value: object.id.storageText) }
            if !object.isDeleted, !names.insert(object.name).inserted {
                throw .duplicate(what: "name", value: object.name)
            }
        }
    }

    /// The compact canonical bytes of the bundle without its checksum, and where each object's content lies.
    static func encodeUnsigned(_ members: [String: JSONValue]) -> (bytes: [UInt8], contentRanges: [Range<Int>?]) {
        var bytes: [UInt8] = [UInt8(ascii: "{")]
        var ranges: [Range<Int>?] = []
        for (index, key) in members.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }).enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            CanonicalBytes.append(.string(key), to: &bytes)
            bytes.append(UInt8(ascii: ":"))
            guard key == "objects", let elements = members[key]?.arrayValue else {
                CanonicalBytes.append(members[key]!, to: &bytes)
                continue
            }
            bytes.append(UInt8(ascii: "["))
            for (position, element) in elements.enumerated() {
                if position > 0 { bytes.append(UInt8(ascii: ",")) }
                var range: Range<Int>?
                CanonicalBytes.append(element, to: &bytes) { member, span in
                    if member == "content" { range = span }
                }
                ranges.append(range)
            }
            bytes.append(UInt8(ascii: "]"))
        }
        bytes.append(UInt8(ascii: "}"))
        return (bytes, ranges)
    }

    static func sha256(_ bytes: ArraySlice<UInt8>) -> String {
        var hasher = SHA256()
        bytes.withUnsafeBytes { hasher.update(buffer: $0) }
        return SHA256.hex(hasher.finalize())
    }

    /// Reads and checks one object entry (also the content of one sync-directory file).
    ///
    /// - Parameter canonicalContent: the content's canonical bytes when the caller already has them.
    func object(
        _ value: JSONValue, path: String, canonicalContent: ArraySlice<UInt8>? = nil
    ) throws(SyncError)
        -> BundleObject
    {
        let fields = try Fields(value, path: path)
        try fields.requireOnly(["ancestry", "content", "deleted", "hash", "id", "kind", "name"])
        guard let kind = ObjectKind(rawValue: try fields.string("kind")) else {
            throw .invalidBundle(path: path + ".kind", reason: "must be 'preset' or 'timeline'")
        }
        let idText = try fields.string("id")
        guard let id = UUID(uuidString: idText), id.storageText == idText else {
            throw .invalidBundle(path: path + ".id", reason: "must be a lower-case UUID")
        }
        let name = try fields.string("name")
        do {
            try NameRules.validate(name)
        } catch {
            if case .invalidName(_, let reason) = error { throw .invalidName(name, reason: reason) }
            throw .invalidName(name, reason: "\(error)")
        }
        let hash = try fields.string("hash")
        guard SyncVersion.isHash(hash) else {
            throw .invalidBundle(path: path + ".hash", reason: "must be 64 lower-case hexadecimal digits")
        }
        let ancestryValues = try fields.array("ancestry")
        guard ancestryValues.count <= limits.maxAncestry else {
            throw .limitExceeded(path: path + ".ancestry", reason: "more than \(limits.maxAncestry) ancestry entries")
        }
        var ancestry: [SyncVersion] = []
        for (index, entry) in ancestryValues.enumerated() {
            guard let text = entry.stringValue, let version = SyncVersion(bundleText: text) else {
                throw .invalidBundle(
                    path: "\(path).ancestry[\(index)]", reason: "must be a hash, optionally 'deleted:'-prefixed")
            }
            ancestry.append(version)
        }
        guard let isDeleted = fields.members["deleted"]?.boolValue else {
            throw .invalidBundle(path: path + ".deleted", reason: "must be true or false")
        }
        let content = try fields.value("content")
        if isDeleted {
            guard content.isNull else {
                throw .invalidBundle(path: path + ".content", reason: "must be null for a tombstone")
            }
            return BundleObject(
                kind: kind, id: id, name: name, hash: hash, ancestry: ancestry, isDeleted: true, content: nil)
        }
        let contentBytes = canonicalContent ?? CanonicalBytes.encode(content)[...]
        let actual = Self.sha256(contentBytes)
        guard actual == hash else { throw .hashMismatch(object: name, declared: hash, actual: actual) }
        try checkContent(content, kind: kind, id: id, name: name, path: path + ".content")
        var object = BundleObject(
            kind: kind, id: id, name: name, hash: hash, ancestry: ancestry, isDeleted: false, content: content)
        object.canonicalContent = String(decoding: contentBytes, as: UTF8.self)
        return object
    }

    /// One type entry: its id, name, hash of its canonical content, ancestry of hashes and content. Whether the
    /// source reads and draws is the store's validator's to say, at import.
    func type(_ value: JSONValue, path: String) throws(SyncError) -> BundleType {
        let fields = try Fields(value, path: path)
        try fields.requireOnly(["ancestry", "content", "hash", "id", "name"])
        let idText = try fields.string("id")
        guard let id = UUID(uuidString: idText), id.storageText == idText else {
            throw .invalidBundle(path: path + ".id", reason: "must be a lower-case UUID")
        }
        let hash = try fields.string("hash")
        let ancestry = try fields.array("ancestry")
        guard ancestry.count <= limits.maxAncestry else {
            throw .limitExceeded(path: path + ".ancestry", reason: "more than \(limits.maxAncestry) ancestry entries")
        }
        var earlier: [String] = []
        for (index, entry) in ancestry.enumerated() {
            guard let text = entry.stringValue, SyncVersion.isHash(text) else {
                throw .invalidBundle(path: "\(path).ancestry[\(index)]", reason: "must be a hash")
            }
            earlier.append(text)
        }
        let content = try fields.value("content")
        let definition: TypeDefinition
        do {
            definition = try TypeDefinition(id: id, contentJSON: content)
        } catch {
            throw .invalidBundle(path: path + ".content", reason: "\(error)")
        }
        guard definition.name == (try fields.string("name")), NameRules.isIdentifier(definition.name) else {
            throw .invalidBundle(path: path + ".name", reason: "must be the content's name, a Swift identifier")
        }
        let actual = Self.sha256(CanonicalBytes.encode(content)[...])
        guard actual == hash else { throw .hashMismatch(object: definition.name, declared: hash, actual: actual) }
        return BundleType(definition: definition, hash: hash, ancestry: earlier)
    }

    /// Checks content against the limits and the store's content model (members and their JSON types).
    private func checkContent(
        _ content: JSONValue, kind: ObjectKind, id: UUID, name: String, path: String
    )
        throws(SyncError)
    {
        guard content["name"]?.stringValue == name else {
            throw .invalidBundle(path: path + ".name", reason: "must equal the object's name '\(name)'")
        }
        do {
            switch kind {
            case .preset:
                _ = try Preset(id: id, contentJSON: content)
            case .timeline:
                // The structure only: which presets exist is the planner's question.
                let timeline = try Timeline(id: id, contentJSON: content) { _ in
                    Timeline.PresetInfo(name: "", isModifier: false)
                }
                for (target, text) in timeline.keyframes
                where KeyframeText.elements(of: text).count > limits.maxTrackEntries {
                    throw SyncError.limitExceeded(
                        path: "\(path).keyframes.\(target)", reason: "more than \(limits.maxTrackEntries) keyframes")
                }
                if let problem = timeline.viewProblem(limits: limits) {
                    throw SyncError.limitExceeded(path: path, reason: problem)
                }
                for (what, count) in [
                    ("changes", timeline.changes.count),
                    ("assignments", timeline.changes.map(\.assignments.count).max() ?? 0),
                ] where count > limits.maxTrackEntries {
                    throw SyncError.limitExceeded(path: path, reason: "more than \(limits.maxTrackEntries) \(what)")
                }
            }
        } catch let error as SyncError {
            throw error
        } catch let error as ContentError {
            if case .invalidContent(_, let reason) = error {
                throw .invalidBundle(path: path, reason: "\(kind) '\(name)': \(reason)")
            }
            throw .invalidObject("\(error)")
        } catch {
            throw .invalidObject("\(error)")
        }
    }
}

/// Typed access to a JSON object's members, failing with a JSON path.
struct Fields {
    let members: [String: JSONValue]
    let path: String

    init(_ value: JSONValue, path: String) throws(SyncError) {
        guard let members = value.objectValue else {
            throw .invalidBundle(path: path.isEmpty ? "$" : path, reason: "expected an object")
        }
        self.members = members
        self.path = path
    }

    private func at(_ key: String) -> String { path.isEmpty ? key : path + "." + key }

    func value(_ key: String) throws(SyncError) -> JSONValue {
        guard let value = members[key] else { throw .invalidBundle(path: at(key), reason: "missing") }
        return value
    }

    func string(_ key: String) throws(SyncError) -> String {
        guard let text = try value(key).stringValue else {
            throw .invalidBundle(path: at(key), reason: "must be a string")
        }
        return text
    }

    func number(_ key: String) throws(SyncError) -> Double {
        guard let number = try value(key).numberValue else {
            throw .invalidBundle(path: at(key), reason: "must be a number")
        }
        return number
    }

    func array(_ key: String) throws(SyncError) -> [JSONValue] {
        guard let elements = try value(key).arrayValue else {
            throw .invalidBundle(path: at(key), reason: "must be an array")
        }
        return elements
    }

    /// Refuses members other than `keys`: content from a newer animdb is never half-read.
    func requireOnly(_ keys: Set<String>) throws(SyncError) {
        if let extra = members.keys.sorted().first(where: { !keys.contains($0) }) {
            throw .invalidBundle(path: at(SyncError.printable(extra)), reason: "unknown member")
        }
    }
}
