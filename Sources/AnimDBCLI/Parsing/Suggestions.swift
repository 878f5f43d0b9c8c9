import AnimDBEngine
import AnimDBSyntax

/// The closest candidate, by the suggestion rule every part of animdb shares (edit distance ≤ 3).
func suggestion(for input: String, among candidates: [String]) -> String? {
    Suggestions.closest(to: input, in: candidates)
}

/// `" Did you mean 'x'?"` or the empty string.
func didYouMean(_ input: String, among candidates: [String]) -> String {
    suggestion(for: input, among: candidates).map { " Did you mean '\($0)'?" } ?? ""
}

/// `message` followed by ". Did you mean 'x'?" when a candidate is close, else `message` alone.
func withHint(_ message: String, _ input: String, _ candidates: [String]) -> String {
    suggestion(for: input, among: candidates).map { "\(message). Did you mean '\($0)'?" } ?? message
}
