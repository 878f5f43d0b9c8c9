/// A JSON document as a value: what the store writes and what bundles from other people are parsed into.
///
/// Numbers are `Double`s and always finite (the parser rejects anything else). Object member order carries no
/// meaning; `canonicalText` sorts members by key.
///
/// Two values are equal exactly when their canonical texts are, so equality agrees with content hashes: strings
/// compare by their UTF-8 bytes, not by Swift's canonical equivalence (under which `"é"` and `"e\u{301}"` are
/// equal although they hash differently).
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])
}

extension JSONValue {
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        // -0 and 0 are equal, and both print as `0`.
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a.utf8.elementsEqual(b.utf8)
        case (.array(let a), .array(let b)): a.count == b.count && zip(a, b).allSatisfy { $0 == $1 }
        case (.object(let a), .object(let b)):
            // A dictionary finds a key by canonical equivalence; the key it finds must also have the same bytes.
            a.count == b.count
                && a.allSatisfy { key, value in
                    guard let index = b.index(forKey: key) else { return false }
                    return b[index].key.utf8.elementsEqual(key.utf8) && b[index].value == value
                }
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let flag): hasher.combine(flag)
        case .number(let number): hasher.combine(number)
        case .string(let text): Self.combine(text, into: &hasher)
        case .array(let elements):
            hasher.combine(elements.count)
            for element in elements { element.hash(into: &hasher) }
        case .object(let members):
            // Member order is arbitrary, so combine the members' hashes commutatively.
            var sum = 0
            for (key, value) in members {
                var member = Hasher()
                Self.combine(key, into: &member)
                value.hash(into: &member)
                sum &+= member.finalize()
            }
            hasher.combine(members.count)
            hasher.combine(sum)
        }
    }

    private static func combine(_ text: String, into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        hasher.combine(text.utf8.count)
    }

    /// The member `key` of an object, or nil (also for non-objects).
    public subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { members[key] } else { nil }
    }

    /// The string, or nil.
    public var stringValue: String? {
        if case .string(let value) = self { value } else { nil }
    }

    /// The number, or nil.
    public var numberValue: Double? {
        if case .number(let value) = self { value } else { nil }
    }

    /// The Boolean, or nil.
    public var boolValue: Bool? {
        if case .bool(let value) = self { value } else { nil }
    }

    /// The elements of an array, or nil.
    public var arrayValue: [JSONValue]? {
        if case .array(let value) = self { value } else { nil }
    }

    /// The members of an object, or nil.
    public var objectValue: [String: JSONValue]? {
        if case .object(let value) = self { value } else { nil }
    }

    /// Whether this is `null`.
    public var isNull: Bool { self == .null }
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    public init(nilLiteral: ()) { self = .null }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }

    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
