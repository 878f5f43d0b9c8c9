import AnimDBEngine

/// Splits a keyframe list's expression text into its keyframes, so merges and limits can work keyframe by keyframe
/// without knowing the expression syntax.
///
/// Stored (canonical) text separates keyframes with `;` (`LinearKeyframe(1, duration: 0.2); MoveKeyframe(0)`); a
/// bracketed list separates them with `,` (`[LinearKeyframe(1, duration: 0.2), MoveKeyframe(0)]`). The split is
/// lexical (`ExpressionText`): separators at the top level, outside nested calls and string literals. Text whose
/// brackets or quotes do not balance is one element, which merges as a whole.
enum KeyframeText {
    /// The trimmed top-level keyframes of `text`, or `[text]` when it cannot be split.
    static func elements(of text: String) -> [String] {
        let scalars = text.unicodeScalars
        if scalars.first == "[", scalars.last == "]",
            ExpressionText.closingIndex(in: Array(scalars), from: 0) == scalars.count
        {
            return ExpressionText.split(text.dropFirst().dropLast(), at: ",") ?? [text]
        }
        return ExpressionText.split(text, at: ";") ?? [text]
    }

    /// Keyframes as list text in the style of `original`: `[a, b, c]` for a bracketed list, else `a; b; c`.
    static func joined(_ elements: [String], like original: String) -> String {
        if original.unicodeScalars.first == "[" { return "[" + elements.joined(separator: ", ") + "]" }
        return elements.joined(separator: "; ")
    }
}
