#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Preset {
    /// The content as JSON: every field except `id`. Its `canonicalText` is what the store saves and hashes.
    ///
    /// `{"description":…,"ignored":[…],"name":…,"parameters":[{"name":…,"value":…}],"tags":[…],"type":…}`;
    /// parameters keep their order, sets are sorted.
    public var contentJSON: JSONValue {
        .object([
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

    /// Rebuilds a preset from `contentJSON` and its id.
    ///
    /// - Throws: `StoreError.invalidContent` naming the first missing, mistyped or unknown member.
    public init(id: UUID, contentJSON: JSONValue) throws(StoreError) {
        let fields = try JSONFields(contentJSON, context: "preset \(id.uuidString)")
        try fields.requireOnly(["name", "type", "description", "parameters", "ignored", "tags"])
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
