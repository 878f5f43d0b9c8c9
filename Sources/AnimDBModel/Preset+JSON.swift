#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Preset {
    /// The content as JSON: every field except `id`. Its `canonicalText` is what the store saves and hashes.
    ///
    /// `{"description":…,"format":2,"ignored":[…],"name":…,"parameters":[{"name":…,"value":…}],"tags":[…],
    /// "type":…}`; parameters keep their order, sets are sorted.
    public var contentJSON: JSONValue {
        .object([
            "format": .number(Double(Self.contentFormat)),
            "name": .string(name),
            "type": .string(type),
            "description": .string(description),
            "parameters": .array(parameters.map { .object(["name": .string($0.name), "value": .string($0.value)]) }),
            "ignored": .array(ignored.sorted().map(JSONValue.string)),
            "tags": .array(tags.sorted().map(JSONValue.string)),
        ])
    }

    /// SHA-256 hex of the canonical content JSON.
    public var contentHash: String { SHA256.hexDigest(of: contentJSON.canonicalText) }

    /// The content format written today. Format 1 (no `format` member; types and values of the catalog before view
    /// chains) is still read: the store brings it to today's catalog through its validator.
    public static let contentFormat = 2

    /// Whether `contentJSON` was written by an animdb before content format 2.
    public static func isFormatOne(_ contentJSON: JSONValue) -> Bool {
        contentJSON.objectValue.map { $0["format"] == nil } ?? false
    }

    /// Rebuilds a preset from `contentJSON` (either format, its text as stored) and its id.
    ///
    /// - Throws: `ContentError.invalidContent` naming the first missing, mistyped or unknown member.
    public init(id: UUID, contentJSON: JSONValue) throws(ContentError) {
        let fields = try JSONFields(contentJSON, context: "preset \(id.uuidString)")
        if fields.members["format"] != nil {
            guard try fields.number("format") == Double(Self.contentFormat) else {
                throw fields.fail(
                    "content format \(try fields.value("format").canonicalText) is newer than this animdb")
            }
        }
        try fields.requireOnly(["format", "name", "type", "description", "parameters", "ignored", "tags"])
        var parameters: [Parameter] = []
        for element in try fields.array("parameters") {
            let parameter = try JSONFields(element, context: fields.context)
            try parameter.requireOnly(["name", "value"])
            parameters.append(Parameter(name: try parameter.string("name"), value: try parameter.string("value")))
        }
        self.init(
            id: id, name: try fields.string("name"), type: try fields.string("type"), parameters: parameters,
            ignored: Set(try fields.strings("ignored")), description: try fields.string("description"),
            tags: Set(try fields.strings("tags")))
    }
}
