/// Reads required members out of a JSON object, failing with the member's name.
struct JSONFields {
    let members: [String: JSONValue]
    /// Names the object in errors.
    let context: String

    init(_ value: JSONValue, context: String) throws(ContentError) {
        guard let members = value.objectValue else {
            throw .invalidContent(object: context, reason: "expected a JSON object")
        }
        self.members = members
        self.context = context
    }

    func fail(_ reason: String) -> ContentError { .invalidContent(object: context, reason: reason) }

    func value(_ key: String) throws(ContentError) -> JSONValue {
        guard let value = members[key] else { throw fail("missing '\(key)'") }
        return value
    }

    func string(_ key: String) throws(ContentError) -> String {
        guard let text = try value(key).stringValue else { throw fail("'\(key)' must be a string") }
        return text
    }

    func optionalString(_ key: String) throws(ContentError) -> String? {
        let member = try value(key)
        if member.isNull { return nil }
        guard let text = member.stringValue else { throw fail("'\(key)' must be a string or null") }
        return text
    }

    func number(_ key: String) throws(ContentError) -> Double {
        guard let number = try value(key).numberValue else { throw fail("'\(key)' must be a number") }
        return number
    }

    func array(_ key: String) throws(ContentError) -> [JSONValue] {
        guard let elements = try value(key).arrayValue else { throw fail("'\(key)' must be an array") }
        return elements
    }

    func strings(_ key: String) throws(ContentError) -> [String] {
        var result: [String] = []
        for element in try array(key) {
            guard let text = element.stringValue else { throw fail("'\(key)' must hold strings") }
            result.append(text)
        }
        return result
    }

    /// Refuses members other than `keys`, so content from a newer animdb is not silently half-read.
    func requireOnly(_ keys: Set<String>) throws(ContentError) {
        if let extra = members.keys.sorted().first(where: { !keys.contains($0) }) {
            throw fail("unknown member '\(extra)'")
        }
    }
}

extension JSONFields {
    /// An array member that may be left out (empty when absent).
    func optionalArray(_ key: String) throws(ContentError) -> [JSONValue] {
        guard members[key] != nil else { return [] }
        return try array(key)
    }
}
