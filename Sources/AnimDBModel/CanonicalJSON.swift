extension JSONValue {
    /// The one byte-exact text for this value, so equal values hash equally on every machine.
    ///
    /// - Object members are sorted by key (by UTF-8 bytes, i.e. Unicode scalar order); no whitespace anywhere.
    /// - Numbers: integral values below 2^53 in magnitude print as integers (`3`, never `3.0`; `-0` prints `0`);
    ///   all others print as Swift's shortest round-trip `Double.description` (`0.1`, `1e-07`, `1e+16`), which is
    ///   valid JSON and parses back to the same `Double`.
    /// - Strings are UTF-8; `"`, `\` and control characters are escaped (`\n`, `\t`, …, else `\u00XX`).
    ///
    /// NaN and infinities have no JSON form; encoding one is a programmer error (the parser never makes them, and
    /// the models validate numbers before they get here).
    public var canonicalText: String {
        // Built as UTF-8 bytes: appending runs of bytes is several times faster than growing a String scalar by
        // scalar, which matters for `list --format json` over thousands of objects and for large bundles.
        var output: [UInt8] = []
        output.reserveCapacity(256)
        Self.write(self, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// The canonical bytes of this value (`canonicalText` as UTF-8).
    public var canonicalBytes: [UInt8] {
        var output: [UInt8] = []
        Self.write(self, to: &output)
        return output
    }

    /// Appends the canonical form of `value` to `output`.
    ///
    /// - Parameter mark: called with the byte range of each object member's value as it is written, so a caller
    ///   can find sub-documents (a bundle object's `content`) without encoding them twice.
    public static func appendCanonical(
        _ value: JSONValue, to output: inout [UInt8], mark: ((_ key: String, _ range: Range<Int>) -> Void)? = nil
    ) {
        write(value, to: &output, mark: mark)
    }

    private static func write(
        _ value: JSONValue, to output: inout [UInt8], mark: ((_ key: String, _ range: Range<Int>) -> Void)? = nil
    ) {
        switch value {
        case .null:
            output.append(contentsOf: "null".utf8)
        case .bool(let flag):
            output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .number(let number):
            output.append(contentsOf: canonicalNumber(number).utf8)
        case .string(let text):
            writeString(text, to: &output)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                write(element, to: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            // String's `<` compares by Unicode canonical ordering; comparing UTF-8 bytes is locale- and
            // normalisation-free, which is what another implementation would do.
            let sorted = members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            for (index, member) in sorted.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                writeString(member.key, to: &output)
                output.append(UInt8(ascii: ":"))
                let start = output.count
                write(member.value, to: &output)
                mark?(member.key, start..<output.count)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    /// The canonical text of a finite number (see `canonicalText`).
    public static func canonicalNumber(_ number: Double) -> String {
        precondition(number.isFinite, "JSON has no representation for \(number)")
        if number == number.rounded(), abs(number) < 9_007_199_254_740_992 {
            return String(Int64(number))
        }
        return number.description
    }

    private static func writeString(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        // Most strings (names, hashes, ids) need no escaping: copy them in one go.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            output.append(contentsOf: text.utf8)
            output.append(UInt8(ascii: "\""))
            return
        }
        for byte in text.utf8 {
            // Bytes of multi-byte UTF-8 sequences are all ≥ 0x80, so only ASCII needs a look.
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
                    0x5C, UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)],
                ])
            default:
                output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
