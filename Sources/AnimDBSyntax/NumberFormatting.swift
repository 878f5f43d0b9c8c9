import AnimDBEngine

/// Canonical spelling of numbers in printed expressions.
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

    /// The spelling of a number inside an expression: a multiple or fraction of π as Swift code writes it
    /// (`.pi`, `.pi * 2`, `.pi / 2`, `-.pi * 3 / 4`) when that expression evaluates to exactly `value`, otherwise
    /// `canonical(value)`. Still a function of the value alone, so equal values print (and hash) the same.
    static func expression(_ value: Double) -> String {
        piFraction(value) ?? canonical(value)
    }

    /// The denominators tried for π fractions: every one up to 64 and the larger divisors of 360, so the usual
    /// fractions of a turn (`.pi / 90`, `.pi / 180`) are found without searching far for every printed number.
    private static let denominators = Array(1...64) + [72, 90, 120, 180, 360]
    private static let largestNumerator = 10_000.0

    /// `.pi * n / d` in lowest terms, tried with the smallest denominator first (so the choice is unique), written
    /// the way Swift evaluates it, `(.pi * n) / d`, and kept only when that gives exactly `value`.
    private static func piFraction(_ value: Double) -> String? {
        // Integral values are never exact π multiples in range, and are the commonest numbers printed.
        guard value.isFinite, value != 0, value != value.rounded() else { return nil }
        let magnitude = abs(value)
        let turns = magnitude / .pi
        for d in denominators {
            let n = (turns * Double(d)).rounded()
            guard n >= 1, n <= largestNumerator, gcd(Int(n), d) == 1 else { continue }
            var candidate = Double.pi
            if n != 1 { candidate *= n }
            if d != 1 { candidate /= Double(d) }
            guard candidate == magnitude else { continue }
            let sign = value < 0 ? "-" : ""
            let times = n == 1 ? "" : " * \(Int(n))"
            let over = d == 1 ? "" : " / \(d)"
            return "\(sign).pi\(times)\(over)"
        }
        return nil
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int {
        b == 0 ? a : gcd(b, a % b)
    }
}
