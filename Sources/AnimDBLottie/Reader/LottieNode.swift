import AnimDBModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A JSON value from an untrusted Lottie file together with its path, so every refusal can say where it is.
struct LottieNode {
    let value: JSONValue
    let path: String

    func error(_ message: String) -> LottieError { LottieError(path: path, message: message) }

    func childPath(_ key: String) -> String { path.isEmpty ? key : path + "." + key }

    /// The member `key`, or nil when absent (or `null`).
    func member(_ key: String) -> LottieNode? {
        guard let child = value[key], child != .null else { return nil }
        return LottieNode(value: child, path: childPath(key))
    }

    /// The member `key`.
    /// - Throws: `LottieError` "missing" at the member's path.
    func require(_ key: String) throws(LottieError) -> LottieNode {
        guard let child = member(key) else { throw LottieError(path: childPath(key), message: "missing") }
        return child
    }

    var isObject: Bool { value.objectValue != nil }
    var isArray: Bool { value.arrayValue != nil }

    func object() throws(LottieError) -> LottieNode {
        guard isObject else { throw error("expected an object") }
        return self
    }

    /// The elements, each with its path, at most `limit` of them.
    func array(limit: Int, of what: String) throws(LottieError) -> [LottieNode] {
        guard let elements = value.arrayValue else { throw error("expected an array") }
        guard elements.count <= limit else { throw error("more than \(limit) \(what)") }
        return elements.enumerated().map { LottieNode(value: $1, path: path + "[\($0)]") }
    }

    /// A finite number no larger in magnitude than `limit`.
    func number(limit: Double) throws(LottieError) -> Double {
        guard let number = value.numberValue else { throw error("expected a number") }
        guard abs(number) <= limit else { throw error("number \(Self.short(number)) is out of range") }
        return number
    }

    /// A whole number in `range`.
    func integer(in range: ClosedRange<Int>) throws(LottieError) -> Int {
        guard let number = value.numberValue else { throw error("expected a whole number") }
        guard number == number.rounded(), number >= Double(range.lowerBound), number <= Double(range.upperBound)
        else {
            throw error(
                "expected a whole number from \(range.lowerBound) to \(range.upperBound), got \(Self.short(number))")
        }
        return Int(number)
    }

    /// A string of at most `limit` UTF-8 bytes.
    func string(limit: Int) throws(LottieError) -> String {
        guard let text = value.stringValue else { throw error("expected a string") }
        guard text.utf8.count <= limit else { throw error("string longer than \(limit) bytes") }
        return text
    }

    /// A flag written as `true`/`false` or a number (0 is false; players test the value for truth).
    func flag() throws(LottieError) -> Bool {
        switch value {
        case .bool(let flag): return flag
        case .number(let number): return number != 0
        default: throw error("expected true, false, 0 or 1")
        }
    }

    /// An array of `range` numbers, or a bare number where one is enough (`count` starts at 1).
    func numbers(count range: ClosedRange<Int>, limit: Double) throws(LottieError) -> [Double] {
        if value.numberValue != nil, range.lowerBound <= 1 { return [try number(limit: limit)] }
        guard let elements = value.arrayValue else { throw error("expected an array of numbers") }
        guard range.contains(elements.count) else {
            throw error(
                range.lowerBound == range.upperBound
                    ? "expected \(range.lowerBound) numbers, got \(elements.count)"
                    : "expected \(range.lowerBound) to \(range.upperBound) numbers, got \(elements.count)")
        }
        var result: [Double] = []
        result.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            result.append(try LottieNode(value: element, path: path + "[\(index)]").number(limit: limit))
        }
        return result
    }

    /// A number for messages: short, so a hostile value cannot flood the one-line error.
    static func short(_ number: Double) -> String {
        String(JSONValue.canonicalNumber(number).prefix(24))
    }

    /// A value for messages: its JSON text, shortened.
    var shortText: String {
        let text = String(decoding: value.canonicalBytes.prefix(40), as: UTF8.self)
        return text.count >= 40 ? text + "…" : text
    }
}
