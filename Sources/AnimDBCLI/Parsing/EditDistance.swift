/// Levenshtein distance, for "Did you mean …?" suggestions.
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.lowercased())
    let b = Array(b.lowercased())
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}

/// The closest candidate within edit distance 3 (ties go to the earliest candidate), if any.
func suggestion(for input: String, among candidates: [String]) -> String? {
    var best: (name: String, distance: Int)?
    for candidate in candidates {
        let d = editDistance(input, candidate)
        if d <= 3, d < (best?.distance ?? .max) { best = (candidate, d) }
    }
    return best?.name
}

/// `" Did you mean 'x'?"` or the empty string.
func didYouMean(_ input: String, among candidates: [String]) -> String {
    suggestion(for: input, among: candidates).map { " Did you mean '\($0)'?" } ?? ""
}
