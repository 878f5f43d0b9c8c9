import AnimDBEngine

/// How printed expressions spell numbers.
///
/// Canonical text (the default) is what the store saves, hashes and syncs, so it must never change between
/// releases: numbers print as their shortest decimal. Generated Swift source may ask for the spelling a person
/// writes, where exact fractions of π read `.pi * 2`, by printing inside `withSwiftSourceNumbers`.
public enum NumberSpelling: Sendable {
    /// The shortest decimal that reads back exactly (`6.283185307179586`): the stored, hashed form.
    case canonical
    /// Exact π fractions as Swift code writes them (`.pi * 2`, `-.pi / 2`), other numbers canonically.
    case swiftSource

    @TaskLocal static var current: NumberSpelling = .canonical
}

/// Runs `body` with printed expressions spelling numbers as Swift source does (`.pi * 2`), for generated code.
/// Text printed this way parses back to the same values but is not canonical: never store or hash it.
public func withSwiftSourceNumbers<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
    let result = NumberSpelling.$current.withValue(.swiftSource) { Result { () throws(E) -> T in try body() } }
    return try result.get()
}

/// Spelling of numbers in printed expressions.
enum NumberFormatting {
    /// The shortest decimal that reads back as exactly `value` (Swift's own `description`), with integral values
    /// written without `.0` and negative zero written as `0`. Only finite values are ever printed: the parser
    /// refuses anything else, so a non-finite value here is a programming error.
    static func canonical(_ value: Double) -> String {
        precondition(value.isFinite, "only finite numbers have a canonical spelling")
        if value == 0 { return "0" }
        // Integral values below 2⁵³ convert to Int64 exactly, and Int64's description never uses an exponent.
        if value == value.rounded(), abs(value) < 0x1p53 { return String(Int64(value)) }
        return value.description
    }

    /// The spelling of a number inside an expression: `canonical(value)`, or under `withSwiftSourceNumbers` a
    /// multiple or fraction of π as Swift code writes it (`.pi`, `.pi * 2`, `.pi / 2`, `-.pi * 3 / 4`) when that
    /// expression evaluates to exactly `value`.
    static func expression(_ value: Double) -> String {
        guard NumberSpelling.current == .swiftSource else { return canonical(value) }
        return piFraction(value) ?? canonical(value)
    }

    private static let largestDenominator = 360.0
    private static let largestNumerator = 10_000.0

    /// `.pi * n / d` in lowest terms (d ≤ 360, n ≤ 10000), written the way Swift evaluates it, `(.pi * n) / d`, when
    /// that gives exactly `value`.
    ///
    /// Such a value is within a few ulps of π·n/d, and fractions with denominators up to 360 are at least 1/360²
    /// apart, so n/d is the one fraction that close to value/π and (by Legendre's theorem) a convergent of its
    /// continued fraction: a handful of steps finds it, or shows there is none, for every number printed.
    private static func piFraction(_ value: Double) -> String? {
        // Integral values are never exact π multiples in range, and are the commonest numbers printed.
        guard value.isFinite, value != 0, value != value.rounded() else { return nil }
        let magnitude = abs(value)
        let turns = magnitude / .pi
        var x = turns
        var (h, previousH) = (1.0, 0.0)
        var (k, previousK) = (0.0, 1.0)
        while true {
            let a = x.rounded(.down)
            (h, previousH) = (a * h + previousH, h)
            (k, previousK) = (a * k + previousK, k)
            guard k <= largestDenominator, h <= largestNumerator else { return nil }
            if h >= 1, abs(turns - h / k) <= 1e-9 * turns {
                return exactPiFraction(Int(h), Int(k), equalTo: magnitude).map { (value < 0 ? "-" : "") + $0 }
            }
            let remainder = x - a
            guard remainder > 0 else { return nil }
            x = 1 / remainder
        }
    }

    /// `.pi * n / d` (without `* 1` or `/ 1`) if Swift's evaluation of it gives exactly `magnitude`.
    private static func exactPiFraction(_ n: Int, _ d: Int, equalTo magnitude: Double) -> String? {
        var candidate = Double.pi
        if n != 1 { candidate *= Double(n) }
        if d != 1 { candidate /= Double(d) }
        guard candidate == magnitude else { return nil }
        return ".pi" + (n == 1 ? "" : " * \(n)") + (d == 1 ? "" : " / \(d)")
    }
}
