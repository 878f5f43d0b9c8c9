/// Lays compact canonical JSON out one member or element per line, so files diff line by line.
///
/// The layout is a pure function of the compact text (two-space indent, `": "` after keys, empty containers kept
/// as `{}` and `[]`, a trailing newline), so equal content still means equal bytes. Readers do not depend on it:
/// checksums and hashes are computed over the compact form.
enum CanonicalLayout {
    /// The laid-out form of `compact`, which must be canonical JSON text (no insignificant whitespace).
    static func format(_ compact: String) -> String {
        let input = Array(compact.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(input.count + input.count / 2)
        var depth = 0
        var index = 0
        var inString = false

        func newline(_ output: inout [UInt8], _ depth: Int) {
            output.append(0x0A)
            output.append(contentsOf: repeatElement(0x20, count: depth * 2))
        }

        while index < input.count {
            let byte = input[index]
            if inString {
                output.append(byte)
                if byte == UInt8(ascii: "\\") {
                    // An escape: copy the escaped byte too, so `\"` does not end the string.
                    index += 1
                    if index < input.count { output.append(input[index]) }
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                index += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
                output.append(byte)
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let closing = byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
                if index + 1 < input.count, input[index + 1] == closing {
                    output.append(byte)
                    output.append(closing)
                    index += 2
                    continue
                }
                output.append(byte)
                depth += 1
                newline(&output, depth)
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                newline(&output, depth)
                output.append(byte)
            case UInt8(ascii: ","):
                output.append(byte)
                newline(&output, depth)
            case UInt8(ascii: ":"):
                output.append(byte)
                output.append(0x20)
            default:
                output.append(byte)
            }
            index += 1
        }
        output.append(0x0A)
        return String(decoding: output, as: UTF8.self)
    }
}
