#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A user's own type, stored as the Swift source it was read from: a `Shape` or `GeometryEffect` with its helpers.
///
/// The source is the whole file the type came from (free functions, helper structs and the other types beside it
/// are part of what its bodies call), so a stored type is self-contained: a bundle or another store needs nothing
/// else to draw it. Types have their own namespace, as in Swift, so a type may share a name with a preset.
///
/// ```swift
/// let star = TypeDefinition(name: "Star", kind: "shape", source: starSwift, fileName: "Star.swift")
/// ```
public struct TypeDefinition: Hashable, Sendable {
    /// Stable identity, kept across edits.
    public var id: UUID
    /// The Swift type name, `[A-Za-z_][A-Za-z0-9_]*`, e.g. `Star`.
    public var name: String
    /// What the type is to animdb: `shape` or `geometry-effect` (as `animdb types FILE.swift` prints it).
    public var kind: String
    /// The Swift source of the file that declares the type.
    public var source: String
    /// The name of that file, for messages (`Star.swift:14:9: …`) and for codegen.
    public var fileName: String

    public init(id: UUID = UUID(), name: String, kind: String, source: String, fileName: String) {
        self.id = id
        self.name = name
        self.kind = kind
        self.source = source
        self.fileName = fileName
    }

    /// The content format written today.
    public static let contentFormat = 1

    /// The content as JSON, every field except `id`: `{"file":…,"format":1,"kind":…,"name":…,"source":…}`. Its
    /// `canonicalText` is what the store saves and hashes.
    public var contentJSON: JSONValue {
        .object([
            "format": .number(Double(Self.contentFormat)), "name": .string(name), "kind": .string(kind),
            "source": .string(source), "file": .string(fileName),
        ])
    }

    /// SHA-256 hex of the canonical content JSON.
    public var contentHash: String { SHA256.hexDigest(of: contentJSON.canonicalText) }

    /// Rebuilds a type from `contentJSON` and its id.
    /// - Throws: `ContentError.invalidContent` naming the first missing, mistyped or unknown member.
    public init(id: UUID, contentJSON: JSONValue) throws(ContentError) {
        let fields = try JSONFields(contentJSON, context: "type \(id.uuidString)")
        guard try fields.number("format") == Double(Self.contentFormat) else {
            throw fields.fail(
                "type content format \(try fields.value("format").canonicalText) is newer than this animdb")
        }
        try fields.requireOnly(["format", "name", "kind", "source", "file"])
        self.init(
            id: id, name: try fields.string("name"), kind: try fields.string("kind"),
            source: try fields.string("source"),
            fileName: try fields.string("file"))
    }
}
