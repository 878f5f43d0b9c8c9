/// "Did you mean …?" support: the closest valid name by edit distance. The one implementation every target uses
/// (the expression parser, the preset catalog, the store and the command line).
package enum Suggestions {
    /// The largest edit distance still worth suggesting; beyond it, suggestions are mostly noise.
    package static let maximumDistance = 3

    /// The candidate closest to `name` (case-insensitive optimal string alignment distance ≤ `maximumDistance`),
    /// preferring the earliest candidate on ties so results are deterministic. Returns nil when nothing is close
    /// or when `name` is itself a candidate.
    package static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
        let target = Array(name.lowercased())
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            if candidate == name { return nil }
            let distance = editDistance(target, Array(candidate.lowercased()))
            // Very short names would match almost anything within three edits; require the edits to be fewer
            // than the name's length so 'x' does not become 'zero'.
            guard distance <= maximumDistance, distance < max(target.count, 2) else { continue }
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        return best?.name
    }

    /// Optimal string alignment distance (Levenshtein plus adjacent transpositions, which are the commonest
    /// typo).
    package static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
