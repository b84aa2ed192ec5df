/// How many edits a word of a given length may have and still be read as a lexicon word.
///
/// Defaults: words of up to 3 letters must match exactly, 4–7 letters allow 1 edit, 8 or more
/// allow 2. A word too short for an edit may still be read as a word one letter longer that has
/// an edit ("bok" as "book"). An edit is an insertion, a deletion, a substitution or a transposition of two
/// neighbouring letters (Damerau–Levenshtein, optimal string alignment).
public struct EditTolerance: Sendable, Hashable {
    /// The shortest word that may have one edit. Default 4.
    public var oneEditFrom: Int = 4
    /// The shortest word that may have two edits. Default 8.
    public var twoEditsFrom: Int = 8

    public init(oneEditFrom: Int = 4, twoEditsFrom: Int = 8) {
        self.oneEditFrom = oneEditFrom
        self.twoEditsFrom = twoEditsFrom
    }

    /// The edits allowed in a word of `length` letters.
    public func maxEdits(forLength length: Int) -> Int {
        length >= twoEditsFrom ? 2 : length >= oneEditFrom ? 1 : 0
    }
}

/// A deletion-neighbourhood index over the lexicon (the symmetric-delete method): every word is
/// stored under each string reachable from it by up to its allowed number of deletions. A query
/// generates its own deletions and looks them up, so finding near spellings costs
/// O(deletion variants of the query), never a scan of the lexicon or of the phrases.
struct FuzzyIndex: Sendable {
    private let tolerance: EditTolerance
    /// Deletion variant (hashed) → lexicon ids; hash collisions are harmless, every hit is verified.
    private var buckets: [UInt64: [Int32]] = [:]
    /// Each lexicon word as Unicode scalars, by id (empty for words that are never fuzzed).
    private var spellings: [[Unicode.Scalar]] = []

    init(lexicon: Lexicon, tolerance: EditTolerance) {
        self.tolerance = tolerance
        spellings.reserveCapacity(lexicon.count)
        for (id, word) in lexicon.words.enumerated() {
            let scalars = Array(word.unicodeScalars)
            let edits = Self.isFuzzable(scalars) ? tolerance.maxEdits(forLength: scalars.count) : 0
            spellings.append(edits > 0 ? scalars : [])
            guard edits > 0 else { continue }
            Self.forEachDeletion(of: scalars, upTo: edits) { hash in
                buckets[hash, default: []].append(Int32(id))
            }
        }
        for key in buckets.keys { buckets[key] = Array(Set(buckets[key] ?? [])).sorted() }
    }

    /// Lexicon words within the allowed distance of `word` (never `word` itself), with their distances.
    /// - Complexity: O(k · d) for the query's k deletion variants and d-bounded verifications.
    func nearWords(to word: String) -> [(token: Int32, distance: Int)] {
        let scalars = Array(word.unicodeScalars)
        guard Self.isFuzzable(scalars), scalars.count <= 64 else { return [] }
        // a word too short for an edit of its own may still be a longer word with one letter
        // left out ("bok" for "book", "ell" for "tell"): its tolerance is that word's.
        let ownEdits = tolerance.maxEdits(forLength: scalars.count)
        let queryEdits = max(ownEdits, min(1, tolerance.maxEdits(forLength: scalars.count + 1)))
        guard queryEdits > 0 else { return [] }
        var seen: [Int32] = []
        var found: [(token: Int32, distance: Int)] = []
        Self.forEachDeletion(of: scalars, upTo: queryEdits) { hash in
            guard let ids = buckets[hash] else { return }
            for id in ids where !seen.contains(id) {
                seen.append(id)
                let candidate = spellings[Int(id)]
                guard ownEdits > 0 || candidate.count > scalars.count else { continue }
                let allowed = min(queryEdits, tolerance.maxEdits(forLength: candidate.count))
                let distance = Self.distance(scalars, candidate, limit: allowed)
                if distance > 0 && distance <= allowed { found.append((id, distance)) }
            }
        }
        return found.sorted { ($0.distance, $0.token) < ($1.distance, $1.token) }
    }

    /// Words made of letters only: numbers, e-mail addresses and URLs are never read as near spellings.
    private static func isFuzzable(_ scalars: [Unicode.Scalar]) -> Bool {
        !scalars.isEmpty && scalars.allSatisfy { $0.properties.isAlphabetic || $0 == "'" }
    }

    /// Calls `body` with the hash of `scalars` and of every variant with up to `edits` (at most 2)
    /// deletions, hashing in place instead of building the variants. A variant reachable in two
    /// ways is reported twice; callers tolerate that.
    private static func forEachDeletion(of scalars: [Unicode.Scalar], upTo edits: Int, _ body: (UInt64) -> Void) {
        let count = scalars.count
        body(hash(scalars, skipping: -1, -1))
        guard edits >= 1, count > 1 else { return }
        for first in 0..<count {
            // deleting either of two equal neighbours gives the same variant: keep one.
            if first > 0, scalars[first] == scalars[first - 1] { continue }
            body(hash(scalars, skipping: first, -1))
            guard edits >= 2, count > 2 else { continue }
            for second in (first + 1)..<count {
                if second > first + 1, scalars[second] == scalars[second - 1] { continue }
                body(hash(scalars, skipping: first, second))
            }
        }
    }

    /// FNV-1a over the scalars, leaving out the ones at `skipped` and `alsoSkipped` (-1 for none):
    /// stable across runs, unlike `Hasher`.
    private static func hash(_ scalars: [Unicode.Scalar], skipping skipped: Int, _ alsoSkipped: Int) -> UInt64 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for index in scalars.indices where index != skipped && index != alsoSkipped {
            value ^= UInt64(scalars[index].value)
            value &*= 0x0000_0100_0000_01b3
        }
        return value
    }

    /// Optimal-string-alignment distance (a transposition costs 1), or `limit + 1` once it exceeds `limit`.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var best = i
            for j in 1...b.count {
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { value = min(value, before[j - 2] + 1) }
                current[j] = value
                best = min(best, value)
            }
            if best > limit { return limit + 1 }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}

/// Optimal-string-alignment edit distance (a transposition counts as one edit), with an early cut-off.
package enum OSADistance {
    /// The distance between `a` and `b`, or `limit + 1` once it exceeds `limit`.
    package static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        FuzzyIndex.distance(a, b, limit: limit)
    }
}
