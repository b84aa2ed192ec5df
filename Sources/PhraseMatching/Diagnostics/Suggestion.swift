/// "Did you mean …?" for misspelled names, by edit distance.
public enum Suggestion {
    /// The most candidates a guess is looked for among: beyond that, a manifest with many names
    /// and many misspellings would cost their product, so no guess is made.
    public static let maxCandidates = 2_000

    /// The candidate closest to `name`, if it is close enough to be a plausible typo (and there
    /// are at most ``maxCandidates`` candidates).
    public static func closest(to name: String, in candidates: some Collection<String>) -> String? {
        guard candidates.count <= maxCandidates else { return nil }
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

extension Suggestion {
    /// The names a message lists ("a, b, c"), the first `limit` of them and how many more: a
    /// manifest with 50,000 enums must not put 50,000 names in every message about them.
    public static func listing(_ names: [String], limit: Int = 24) -> String {
        guard names.count > limit else { return names.joined(separator: ", ") }
        return names.prefix(limit).joined(separator: ", ") + " and \(names.count - limit) more"
    }
}
