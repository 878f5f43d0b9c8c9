import AnimDBStore

/// The store's canonical JSON (`JSONValue.canonicalText`), written as UTF-8 bytes straight into a buffer.
///
/// Bundles hash every object's content and the whole document; building `String`s scalar by scalar made that the
/// largest cost of reading a big bundle. The output is byte-for-byte the store's canonical text (a test checks
/// it on random values), so hashes agree with what the store computes.
enum CanonicalBytes {
    /// Appends the canonical form of `value` to `output`.
    ///
    /// - Parameter mark: called with the byte range of each object member's value as it is written, so a caller
    ///   can find sub-documents (a bundle object's `content`) without encoding them twice.
    static func append(
        _ value: JSONValue, to output: inout [UInt8], mark: ((_ key: String, _ range: Range<Int>) -> Void)? = nil
    ) {
        switch value {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .number(let number): output.append(contentsOf: JSONValue.canonicalNumber(number).utf8)
        case .string(let text): appendString(text, to: &output)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                append(element, to: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            let keys = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            for (index, key) in keys.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                appendString(key, to: &output)
                output.append(UInt8(ascii: ":"))
                let start = output.count
                append(members[key]!, to: &output)
                mark?(key, start..<output.count)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    /// The canonical bytes of `value`.
    static func encode(_ value: JSONValue) -> [UInt8] {
        var output: [UInt8] = []
        append(value, to: &output)
        return output
    }

    private static func appendString(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: [0x5C, 0x22])
            case UInt8(ascii: "\\"): output.append(contentsOf: [0x5C, 0x5C])
            case 0x0A: output.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case 0x0D: output.append(contentsOf: [0x5C, UInt8(ascii: "r")])
            case 0x09: output.append(contentsOf: [0x5C, UInt8(ascii: "t")])
            case 0x08: output.append(contentsOf: [0x5C, UInt8(ascii: "b")])
            case 0x0C: output.append(contentsOf: [0x5C, UInt8(ascii: "f")])
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                output.append(contentsOf: [
                    0x5C, UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 15)],
                ])
            default:
                // Bytes of multi-byte scalars are copied as they are: the text is already valid UTF-8.
                output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
