import AnimDBModel
import AnimDBStore

/// Writes one flat JSON object straight to bytes, for listings of thousands of rows where building a `JSONValue`
/// dictionary per row (hashing, then sorting its keys again) would cost more than the query.
///
/// Callers add members in ascending key order, so the text is the same canonical JSON `JSONValue.canonicalText`
/// gives for the equivalent object; a test pins that equivalence.
struct JSONRowWriter {
    private(set) var bytes: [UInt8] = [UInt8(ascii: "{")]
    private var lastKey: String?

    init() {
        bytes.reserveCapacity(512)
    }

    mutating func add(_ key: String, _ value: JSONValue) {
        assert(lastKey.map { $0.utf8.lexicographicallyPrecedes(key.utf8) } ?? true, "keys out of order at '\(key)'")
        if lastKey != nil { bytes.append(UInt8(ascii: ",")) }
        lastKey = key
        bytes.append(contentsOf: JSONValue.string(key).canonicalText.utf8)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(contentsOf: value.canonicalText.utf8)
    }

    mutating func add(_ key: String, _ text: String) { add(key, .string(text)) }

    /// The finished object's text.
    mutating func finish() -> String {
        bytes.append(UInt8(ascii: "}"))
        return String(decoding: bytes, as: UTF8.self)
    }
}
