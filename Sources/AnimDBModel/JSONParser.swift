#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Why a JSON text was rejected, and where: line and column are 1-based, columns count Unicode scalars.
public struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Whether the text is not JSON, or is JSON beyond a limit (too large, too deep, too long a string, …).
    public enum Kind: Hashable, Sendable {
        case syntax
        case limit
    }

    public var line: Int
    public var column: Int
    public var message: String
    public var kind: Kind

    public init(line: Int, column: Int, message: String, kind: Kind = .syntax) {
        self.line = line
        self.column = column
        self.message = message
        self.kind = kind
    }

    public var description: String { "JSON error at line \(line), column \(column): \(message)" }
}

/// A strict RFC 8259 parser for text that may come from someone else (shared bundles, sync files, and the store's
/// own rows, which anyone with the file can edit), so it is bounded and runs in time linear in the input.
///
/// Rejected: trailing commas, comments, leading zeros, `NaN`/`Infinity`, numbers that overflow a `Double`, raw
/// control characters in strings, lone surrogate escapes, invalid UTF-8, duplicate object keys, anything after
/// the value; and anything beyond `ContentLimits`: input longer than `maxBytes`, nesting deeper than `maxDepth`,
/// a string (or key) longer than `maxStringBytes` once unescaped, more than `maxValues` values, an object of more
/// than `maxMembers` members, a number written with more than `maxNumberLength` characters.
///
/// ```swift
/// let value = try JSONParser().parse(#"{"name": "bounce", "tags": ["ui"]}"#)
/// ```
public struct JSONParser: Sendable {
    /// The deepest nesting of arrays and objects accepted.
    public var maxDepth: Int
    /// The longest input accepted, in bytes.
    public var maxBytes: Int
    /// The longest string or key accepted, in UTF-8 bytes after unescaping.
    public var maxStringBytes: Int
    /// The most values (of any kind, containers included) in one document.
    public var maxValues: Int
    /// The most members in one object.
    public var maxMembers: Int
    /// The longest number text accepted (no `Double` needs more than 24 characters).
    public static let maxNumberLength = 100

    /// A parser bounded by `limits` (by default, the limits every bundle, sync file and stored row is read with).
    public init(limits: ContentLimits = ContentLimits()) {
        maxDepth = limits.maxDepth
        maxBytes = limits.maxBytes
        maxStringBytes = limits.maxStringBytes
        maxValues = limits.maxValues
        maxMembers = limits.maxMembers
    }

    /// Parses `text`.
    ///
    /// - Throws: `JSONParseError` with the position of the first problem.
    public func parse(_ text: String) throws(JSONParseError) -> JSONValue {
        var text = text
        let result: Result<JSONValue, JSONParseError> = text.withUTF8 { bytes in
            Result { () throws(JSONParseError) in try parse(bytes) }
        }
        return try result.get()
    }

    /// Parses UTF-8 `data`.
    ///
    /// - Throws: `JSONParseError` with the position of the first problem.
    public func parse(_ data: Data) throws(JSONParseError) -> JSONValue {
        let result: Result<JSONValue, JSONParseError> = data.withUnsafeBytes { raw in
            Result { () throws(JSONParseError) in try parse(raw.bindMemory(to: UInt8.self)) }
        }
        return try result.get()
    }

    /// Parses UTF-8 `bytes`; the one entry point the others call.
    public func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONParseError) -> JSONValue {
        var scanner = JSONScanner(bytes: bytes, limits: self)
        guard bytes.count <= maxBytes else {
            throw scanner.error("input is \(bytes.count) bytes, more than the limit of \(maxBytes)", at: 0, .limit)
        }
        if let offset = Self.firstInvalidUTF8Offset(bytes) {
            throw scanner.error("invalid UTF-8", at: offset)
        }
        scanner.skipWhitespace()
        let value = try scanner.parseValue(depth: 0)
        scanner.skipWhitespace()
        guard scanner.position == bytes.count else {
            throw scanner.error("unexpected text after the JSON value", at: scanner.position)
        }
        return value
    }

    /// The offset of the first byte that does not belong to well-formed UTF-8 (RFC 3629: no overlong forms, no
    /// surrogates, nothing above U+10FFFF), or nil. Runs of ASCII are skipped eight bytes at a time.
    static func firstInvalidUTF8Offset(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        let count = bytes.count
        guard let base = bytes.baseAddress else { return nil }
        let raw = UnsafeRawPointer(base)
        while index < count {
            if index + 8 <= count,
                raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
            {
                index += 8
                continue
            }
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var lower: UInt8 = 0x80
            var upper: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                lower = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                upper = 0x9F
            case 0xF0:
                length = 4
                lower = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                upper = 0x8F
            default: return index
            }
            guard index + length <= count else { return index }
            guard (lower...upper).contains(bytes[index + 1]) else { return index }
            for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) { return index }
            index += length
        }
        return nil
    }
}
