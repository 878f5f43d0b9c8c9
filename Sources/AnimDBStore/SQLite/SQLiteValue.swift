import AnimDBModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A value SQLite can store: one of its five storage classes.
///
/// Related SQLite documentation: <https://www.sqlite.org/datatype3.html>
public enum SQLiteValue: Hashable, Sendable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob(Data)
}

extension SQLiteValue: ExpressibleByNilLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByStringLiteral
{
    public init(nilLiteral: ()) { self = .null }
    public init(integerLiteral value: Int64) { self = .integer(value) }
    public init(floatLiteral value: Double) { self = .real(value) }
    public init(stringLiteral value: String) { self = .text(value) }
}

extension SQLiteValue {
    /// `.text(value)`, or `.null` when `value` is nil.
    public init(_ value: String?) { self = value.map { .text($0) } ?? .null }
    /// `.integer(value)`, or `.null` when `value` is nil.
    public init(_ value: Int?) { self = value.map { .integer(Int64($0)) } ?? .null }
    /// `.real(value)`, or `.null` when `value` is nil.
    public init(_ value: Double?) { self = value.map { .real($0) } ?? .null }
}
