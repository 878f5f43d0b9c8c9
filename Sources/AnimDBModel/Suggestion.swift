import AnimDBEngine

/// "Did you mean …?" for store names: the engine's suggestion rule (optimal string alignment distance ≤ 3,
/// case-insensitive), so every part of animdb suggests alike.
package enum Suggestion {
    /// The candidate nearest to `input`, if one is close enough; an exact match is not a suggestion.
    package static func closest(to input: String, among candidates: some Sequence<String>) -> String? {
        Suggestions.closest(to: input, in: candidates)
    }
}
