#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One pass over the bytes. Every byte is looked at a bounded number of times, so parsing is linear in the input.
struct JSONScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    let maxDepth: Int
    let maxStringBytes: Int
    let maxValues: Int
    let maxMembers: Int
    var position = 0
    var values = 0
    /// Reused for every string that holds escapes: unescaped bytes are appended here, then copied out once.
    var scratch: [UInt8] = []
    /// Members of the objects being parsed, innermost last (see `parseObject`).
    var pendingMembers: [(key: String, value: JSONValue, offset: Int)] = []

    init(bytes: UnsafeBufferPointer<UInt8>, limits: JSONParser) {
        self.bytes = bytes
        maxDepth = limits.maxDepth
        maxStringBytes = limits.maxStringBytes
        maxValues = limits.maxValues
        maxMembers = limits.maxMembers
    }

    func error(_ message: String, at offset: Int, _ kind: JSONParseError.Kind = .syntax) -> JSONParseError {
        var line = 1
        var column = 1
        for byte in bytes[0..<min(offset, bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return JSONParseError(line: line, column: column, message: message, kind: kind)
    }

    var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
            position += 1
        }
    }

    mutating func expect(_ literal: StaticString, value: JSONValue) throws(JSONParseError) -> JSONValue {
        let start = position
        let count = literal.utf8CodeUnitCount
        let matches =
            position + count <= bytes.count
            && (0..<count).allSatisfy { bytes[position + $0] == literal.utf8Start[$0] }
        guard matches else { throw error("expected '\(literal)'", at: start) }
        position += count
        return value
    }

    mutating func parseValue(depth: Int) throws(JSONParseError) -> JSONValue {
        guard let byte = current else { throw error("unexpected end of input; expected a value", at: position) }
        values += 1
        guard values <= maxValues else {
            throw error("more than \(maxValues) values in one document", at: position, .limit)
        }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try expect("true", value: .bool(true))
        case UInt8(ascii: "f"): return try expect("false", value: .bool(false))
        case UInt8(ascii: "n"): return try expect("null", value: .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw error("expected a value", at: position)
        }
    }

    mutating func parseObject(depth: Int) throws(JSONParseError) -> JSONValue {
        guard depth <= maxDepth else { throw error("nesting deeper than \(maxDepth)", at: position, .limit) }
        position += 1
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            position += 1
            return .object([:])
        }
        // Members wait on one shared stack (nested objects push above and pop before this one ends), then go into a
        // dictionary made at its final size: no dictionary grows and rehashes member by member.
        let base = pendingMembers.count
        while true {
            skipWhitespace()
            let keyStart = position
            guard current == UInt8(ascii: "\"") else { throw error("expected a string key", at: position) }
            let key = try parseString()
            guard pendingMembers.count - base < maxMembers else {
                throw error("more than \(maxMembers) members in one object", at: keyStart, .limit)
            }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':'", at: position) }
            position += 1
            skipWhitespace()
            let value = try parseValue(depth: depth)
            pendingMembers.append((key, value, keyStart))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "}"):
                position += 1
                var members = [String: JSONValue](minimumCapacity: pendingMembers.count - base)
                for (key, value, keyStart) in pendingMembers[base...] {
                    // Keys are compared as Swift strings (canonically equivalent spellings collide), which refuses
                    // more, never less, than comparing bytes.
                    guard members.updateValue(value, forKey: key) == nil else {
                        throw error("duplicate key '\(key)'", at: keyStart)
                    }
                }
                pendingMembers.removeSubrange(base...)
                return .object(members)
            default: throw error("expected ',' or '}'", at: position)
            }
        }
    }

    mutating func parseArray(depth: Int) throws(JSONParseError) -> JSONValue {
        guard depth <= maxDepth else { throw error("nesting deeper than \(maxDepth)", at: position, .limit) }
        position += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            position += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "]"):
                position += 1
                return .array(elements)
            default: throw error("expected ',' or ']'", at: position)
            }
        }
    }

    mutating func parseNumber() throws(JSONParseError) -> Double {
        let start = position
        func digits(_ scanner: inout JSONScanner) -> Int {
            let first = scanner.position
            while let byte = scanner.current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                scanner.position += 1
            }
            return scanner.position - first
        }
        let negative = current == UInt8(ascii: "-")
        if negative { position += 1 }
        let integerStart = position
        if current == UInt8(ascii: "0") {
            position += 1
            if let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                throw error("numbers cannot have leading zeros", at: start)
            }
        } else if digits(&self) == 0 {
            throw error("expected a digit", at: position)
        }
        let integerDigits = position - integerStart
        var isInteger = true
        if current == UInt8(ascii: ".") {
            isInteger = false
            position += 1
            guard digits(&self) > 0 else { throw error("expected a digit after '.'", at: position) }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            isInteger = false
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            guard digits(&self) > 0 else { throw error("expected a digit in the exponent", at: position) }
        }
        guard position - start <= JSONParser.maxNumberLength else {
            throw error("number longer than \(JSONParser.maxNumberLength) characters", at: start, .limit)
        }
        // Up to 15 digits an integer is exact in a Double: no text conversion needed (arrays of numbers are the
        // commonest large input).
        if isInteger, integerDigits <= 15 {
            var value: Int64 = 0
            for index in integerStart..<position { value = value * 10 + Int64(bytes[index] - UInt8(ascii: "0")) }
            return negative ? -Double(value) : Double(value)
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        guard let number = Double(text), number.isFinite else {
            throw error("number '\(text)' is out of range", at: start)
        }
        return number
    }

    /// A string's unescaped text. A string without escapes is copied straight from the input; one with escapes is
    /// built in `scratch`, run by run, never by re-copying what was built so far.
    mutating func parseString() throws(JSONParseError) -> String {
        let start = position
        position += 1
        var runStart = position
        var hasEscapes = false
        scratch.removeAll(keepingCapacity: true)
        while true {
            guard position < bytes.count else { throw error("unterminated string", at: start) }
            let byte = bytes[position]
            if byte >= 0x20, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
                position += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                let run = UnsafeBufferPointer(rebasing: bytes[runStart..<position])
                position += 1
                guard hasEscapes else {
                    try checkStringLength(run.count, start: start)
                    return String(decoding: run, as: UTF8.self)
                }
                scratch.append(contentsOf: run)
                try checkStringLength(scratch.count, start: start)
                return String(decoding: scratch, as: UTF8.self)
            case UInt8(ascii: "\\"):
                hasEscapes = true
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<position]))
                let scalar = try parseEscape()
                UTF8.encode(scalar) { scratch.append($0) }
                // Checked as the string grows, so a string far over the limit costs no more than one at it.
                try checkStringLength(scratch.count, start: start)
                runStart = position
            default:
                throw error("control character in string; escape it", at: position)
            }
        }
    }

    func checkStringLength(_ count: Int, start: Int) throws(JSONParseError) {
        guard count <= maxStringBytes else {
            throw error("string longer than \(maxStringBytes) bytes", at: start, .limit)
        }
    }

    mutating func parseEscape() throws(JSONParseError) -> Unicode.Scalar {
        let start = position
        position += 1
        guard let byte = current else { throw error("unterminated string", at: start) }
        position += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try parseHex4(escapeStart: start)
            if (0xD800..<0xDC00).contains(high) {
                guard current == UInt8(ascii: "\\"), position + 1 < bytes.count,
                    bytes[position + 1] == UInt8(ascii: "u")
                else { throw error("unpaired surrogate escape", at: start) }
                position += 2
                let low = try parseHex4(escapeStart: start)
                guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate escape", at: start) }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(high) else { throw error("unpaired surrogate escape", at: start) }
            return scalar
        default:
            throw error("invalid escape '\\\(Unicode.Scalar(byte))'", at: start)
        }
    }

    mutating func parseHex4(escapeStart: Int) throws(JSONParseError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexValue(byte) else {
                throw error("expected four hex digits after '\\u'", at: escapeStart)
            }
            value = value << 4 | digit
            position += 1
        }
        return value
    }

    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
