import AnimDBEngine
/// A problem found while reading an animation expression: where it is, what is wrong, and a likely fix.
///
/// The description is a single line, for example
/// `column 2: unknown animation 'easeInOt'. Did you mean 'easeInOut'?`. Lines are only mentioned for
/// multi-line input (`line 2, column 5: …`), so one-line expressions read like the compiler's own diagnostics.
public struct ExpressionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The 1-based line of the offending text (1 for single-line input).
    public var line: Int
    /// The 1-based column of the offending text, counted in characters within its line.
    public var column: Int
    /// What went wrong, without a trailing period.
    public var message: String
    /// A replacement that is probably what was meant (a name or a label such as `duration:`), if one is close.
    public var suggestion: String?

    /// Creates an error at a 1-based line and column.
    public init(line: Int = 1, column: Int, message: String, suggestion: String? = nil) {
        self.line = line
        self.column = column
        self.message = message
        self.suggestion = suggestion
    }

    /// `column C: message` (with `line L, ` first for lines after the first), plus `. Did you mean 'x'?` when
    /// there is a suggestion.
    public var description: String {
        let position = line > 1 ? "line \(line), column \(column)" : "column \(column)"
        guard let suggestion else { return "\(position): \(message)" }
        return "\(position): \(message). Did you mean '\(suggestion)'?"
    }
}

/// A position in the source text, carried by every token and syntax node so errors can point at it.
struct SourcePosition: Hashable, Sendable {
    var line: Int
    var column: Int

    static let start = SourcePosition(line: 1, column: 1)
}

extension ExpressionError {
    init(at location: SourcePosition, _ message: String, suggestion: String? = nil) {
        self.init(line: location.line, column: location.column, message: message, suggestion: suggestion)
    }
}
