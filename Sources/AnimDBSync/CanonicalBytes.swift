import AnimDBModel
import AnimDBStore

/// The store's canonical JSON (`JSONValue.canonicalText`) as UTF-8 bytes, with the member-range marks bundle
/// reading uses to find each object's `content` without encoding it twice. One encoder serves both, so hashes
/// computed here always agree with the store's.
enum CanonicalBytes {
    /// Appends the canonical form of `value` to `output`, reporting each object member's value range to `mark`.
    static func append(
        _ value: JSONValue, to output: inout [UInt8], mark: ((_ key: String, _ range: Range<Int>) -> Void)? = nil
    ) {
        JSONValue.appendCanonical(value, to: &output, mark: mark)
    }

    /// The canonical bytes of `value`.
    static func encode(_ value: JSONValue) -> [UInt8] {
        value.canonicalBytes
    }
}
