/// "Did you mean …?" for misspelled names, by edit distance.
package enum Suggestion {
    /// The candidate closest to `name`, if it is close enough to be a plausible typo.
    package static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
        let limit = max(1, name.count / 3)
        let folded = Array(name.lowercased().unicodeScalars)
        var best: (String, Int)?
        for candidate in candidates {
            let distance = FuzzyIndex.distance(folded, Array(candidate.lowercased().unicodeScalars), limit: limit)
            if distance <= limit, distance < (best?.1 ?? .max) { best = (candidate, distance) }
        }
        return best?.0
    }
}
