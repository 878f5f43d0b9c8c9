import AnimDBEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A printf-style number format for the `counter` modifier, such as `%.0f`, `%05.1f` or `Score: %d%%`.
///
/// The specification holds literal text (with `%%` for a percent sign) and exactly one conversion
/// `%[flags][width][.precision]type` where flags are any of `-+ 0#`, width and precision have at most two digits,
/// and type is `d`/`i` (the value rounded to the nearest integer), `f`/`F`, `e`/`E` or `g`/`G`. Anything else is
/// refused, so a stored format can never read a missing argument. Output is locale-independent (`.` decimal
/// point).
public struct CounterFormat: Hashable, Sendable {
    /// The format as the user wrote it.
    public let specification: String
    // The specification with an integer conversion rewritten to `%…ld`.
    private let platformFormat: String
    /// Whether the conversion is `%d`/`%i`: the value is rounded and passed as an integer.
    public let isInteger: Bool

    /// The format SwiftUI's animated counters usually use: a whole number.
    public static let `default` = try! CounterFormat("%.0f")

    /// Parses and checks a specification.
    /// - Throws: `CounterFormatError` when the text is not a single-conversion number format.
    public init(_ specification: String) throws(CounterFormatError) {
        let characters = Array(specification)
        var conversionIndex: Int?
        var output = ""
        var isInteger = false
        var index = 0
        func fail() -> CounterFormatError { CounterFormatError() }
        while index < characters.count {
            let character = characters[index]
            index += 1
            guard character == "%" else {
                output.append(character)
                continue
            }
            guard index < characters.count else { throw fail() }
            if characters[index] == "%" {
                output += "%%"
                index += 1
                continue
            }
            guard conversionIndex == nil else { throw fail() }
            conversionIndex = index
            var spec = "%"
            // Appends up to `limit` characters satisfying `accept` to the conversion being built.
            func take(upTo limit: Int, _ accept: (Character) -> Bool) {
                var taken = 0
                while taken < limit, index < characters.count, accept(characters[index]) {
                    spec.append(characters[index])
                    index += 1
                    taken += 1
                }
            }
            let isDigit: (Character) -> Bool = { $0.isASCII && $0.isNumber }
            take(upTo: 5) { "-+ 0#".contains($0) }
            take(upTo: 2, isDigit)
            if index < characters.count, characters[index] == "." {
                spec.append(".")
                index += 1
                take(upTo: 2, isDigit)
            }
            guard index < characters.count else { throw fail() }
            let type = characters[index]
            index += 1
            switch type {
            case "d", "i":
                isInteger = true
                spec += "ld"
            case "f", "F", "e", "E", "g", "G":
                spec.append(type)
            default:
                throw fail()
            }
            output += spec
        }
        guard conversionIndex != nil else { throw fail() }
        self.specification = specification
        self.platformFormat = output
        self.isInteger = isInteger
    }

    /// `value` formatted by the specification.
    public func string(for value: Double) -> String {
        if isInteger {
            // Int(_:) traps outside its range; saturate instead.
            let rounded = value.isNaN ? 0 : min(max(value.rounded(), -9.0e18), 9.0e18)
            return CFormat.string(platformFormat, Int(rounded))
        }
        return CFormat.string(platformFormat, value)
    }
}

/// A counter format specification was not a single-conversion number format.
public struct CounterFormatError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What a valid format looks like, phrased to follow "must be".
    public var reason: String { "a printf format with exactly one %d, %i, %f, %e or %g conversion" }

    public var description: String { "Expected \(reason)" }
}
