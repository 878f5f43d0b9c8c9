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
        var output = ""
        Self.write(self, to: &output)
        return output
    }

    private static func write(_ value: JSONValue, to output: inout String) {
        switch value {
        case .null:
            output += "null"
        case .bool(let flag):
            output += flag ? "true" : "false"
        case .number(let number):
            output += canonicalNumber(number)
        case .string(let text):
            writeString(text, to: &output)
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                write(element, to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            // String's `<` compares by Unicode canonical ordering; comparing UTF-8 bytes is locale- and
            // normalisation-free, which is what another implementation would do.
            let keys = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            for (index, key) in keys.enumerated() {
                if index > 0 { output += "," }
                writeString(key, to: &output)
                output += ":"
                write(members[key]!, to: &output)
            }
            output += "}"
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

    private static func writeString(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case let control where control.value < 0x20:
                let hex = String(control.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
