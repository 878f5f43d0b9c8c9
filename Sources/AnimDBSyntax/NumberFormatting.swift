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
}
