/// "Did you mean …?" support: the closest candidate within a small edit distance.
package enum Suggestion {
    /// The candidate nearest to `input` by Levenshtein distance, if one is within `maxDistance` (ties go to the
    /// alphabetically first candidate, so the suggestion is stable). An exact match is not a suggestion.
    package static func closest(
        to input: String, among candidates: some Sequence<String>, maxDistance: Int = 3
    ) -> String? {
        var best: (distance: Int, name: String)?
        for candidate in candidates where candidate != input {
            let distance = levenshtein(input, candidate, limit: maxDistance)
            guard distance <= maxDistance else { continue }
            if best == nil || distance < best!.distance || (distance == best!.distance && candidate < best!.name) {
                best = (distance, candidate)
            }
        }
        return best?.name
    }

    /// The edit distance between `a` and `b` over Unicode scalars, or some value above `limit` once it is
    /// certain to exceed it (so scanning many long names stays cheap).
    package static func levenshtein(_ a: String, _ b: String, limit: Int = .max) -> Int {
        let source = Array(a.unicodeScalars)
        let target = Array(b.unicodeScalars)
        guard abs(source.count - target.count) <= limit else { return limit &+ 1 }
        guard !source.isEmpty else { return target.count }
        guard !target.isEmpty else { return source.count }
        var previous = Array(0...target.count)
        var current = [Int](repeating: 0, count: target.count + 1)
        for i in 1...source.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...target.count {
                let substitution = previous[j - 1] + (source[i - 1] == target[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return limit &+ 1 }
            swap(&previous, &current)
        }
        return previous[target.count]
    }
}
