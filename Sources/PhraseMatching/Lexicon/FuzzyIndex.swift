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
///
/// The index is flat: variants are hashed into a power-of-two number of buckets, and each bucket's
/// word ids are one run of a single array (compressed sparse rows), built in two passes over the
/// variants, counting and then filling. A million 8-letter words (37 variants each) take two
/// arrays and no per-bucket allocation. Several variants share a bucket; every hit is verified by
/// its letters and its distance, so sharing never changes what is found.
struct FuzzyIndex: Sendable {
    private let tolerance: EditTolerance
    /// The ids of bucket `b` are `ids[Int(starts[b])..<Int(starts[b + 1])]`.
    private let starts: [UInt32]
    private let ids: [Int32]
    /// `buckets - 1`: a variant's bucket is its hash's low bits.
    private let mask: UInt64
    /// Every fuzzable lexicon word's letters, one after the other; word `id` is
    /// `letters[Int(spans[id])..<Int(spans[id + 1])]` (empty for words that are never fuzzed).
    private let letters: [Unicode.Scalar]
    private let spans: [UInt32]
    /// One bit per letter a–z in each word (other characters share one bit): an edit changes at
    /// most two bits, so most words in a shared bucket are turned away before any distance.
    private let signatures: [UInt32]

    init(lexicon: Lexicon, tolerance: EditTolerance) {
        self.tolerance = tolerance
        var letters: [Unicode.Scalar] = []
        var spans: [UInt32] = [0]
        var signatures: [UInt32] = []
        var edits: [UInt8] = []
        spans.reserveCapacity(lexicon.count + 1)
        signatures.reserveCapacity(lexicon.count)
        edits.reserveCapacity(lexicon.count)
        // at most this many variants: 1 + n + n(n-1)/2 for two deletions of n letters.
        var variants = 0
        for word in lexicon.words {
            // the word's letters go in place, and come out again when it is never fuzzed.
            let start = letters.count
            letters.append(contentsOf: word.unicodeScalars)
            let count = letters.count - start
            let allowed = Self.isFuzzable(letters[start...]) ? tolerance.maxEdits(forLength: count) : 0
            if allowed > 0 {
                variants += 1 + count + (allowed >= 2 ? count * (count - 1) / 2 : 0)
                signatures.append(Self.signature(letters[start...]))
            } else {
                letters.removeSubrange(start...)
                signatures.append(0)
            }
            spans.append(UInt32(letters.count))
            edits.append(UInt8(allowed))
        }
        // four to eight variants a bucket: the offsets stay small enough to count into from cache,
        // and a query verifies a few more words, most turned away by their length or letters.
        var buckets = 1024
        while buckets < variants / 8 { buckets <<= 1 }
        let mask = UInt64(buckets - 1)
        // Two passes over the words: count each bucket's words, then place them. A word whose
        // variants share a bucket is counted there once; its buckets are gathered, sorted and made
        // unique in a small buffer first, so neither pass reads what the other wrote.
        var starts = [UInt32](repeating: 0, count: buckets + 1)
        letters.withUnsafeBufferPointer { all in
            Self.forEachWordsBuckets(all, spans: spans, edits: edits, mask: mask) { _, bucket in
                starts[bucket + 1] += 1
            }
        }
        for bucket in 0..<buckets { starts[bucket + 1] += starts[bucket] }
        var fill = starts
        var ids = [Int32](repeating: 0, count: Int(starts[buckets]))
        letters.withUnsafeBufferPointer { all in
            Self.forEachWordsBuckets(all, spans: spans, edits: edits, mask: mask) { id, bucket in
                ids[Int(fill[bucket])] = id
                fill[bucket] += 1
            }
        }
        self.starts = starts
        self.ids = ids
        self.mask = mask
        self.letters = letters
        self.spans = spans
        self.signatures = signatures
    }

    /// Calls `body` with each fuzzable word's id and each bucket its deletion variants land in,
    /// once per bucket, in word order.
    private static func forEachWordsBuckets(
        _ all: UnsafeBufferPointer<Unicode.Scalar>, spans: [UInt32], edits: [UInt8], mask: UInt64,
        _ body: (Int32, Int) -> Void
    ) {
        // the most variants a word has: 1 + n + n(n-1)/2 for the longest word.
        let longest = zip(spans, spans.dropFirst()).map { Int($1 - $0) }.max() ?? 0
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 + longest + longest * longest / 2) { found in
            for id in edits.indices where edits[id] > 0 {
                let word = UnsafeBufferPointer(rebasing: all[Int(spans[id])..<Int(spans[id + 1])])
                var count = 0
                forEachDeletion(of: word, upTo: Int(edits[id])) { hash in
                    found[count] = Int(hash & mask)
                    count += 1
                }
                var buckets = UnsafeMutableBufferPointer(rebasing: found[0..<count])
                buckets.sort()
                for index in 0..<count where index == 0 || buckets[index] != buckets[index - 1] {
                    body(Int32(id), buckets[index])
                }
            }
        }
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
        let signature = Self.signature(scalars)
        var seen: [Int32] = []
        var found: [(token: Int32, distance: Int)] = []
        letters.withUnsafeBufferPointer { all in
            scalars.withUnsafeBufferPointer { query in
                Self.forEachDeletion(of: query, upTo: queryEdits) { hash in
                    let bucket = Int(hash & mask)
                    for index in Int(starts[bucket])..<Int(starts[bucket + 1]) {
                        let id = ids[index]
                        let candidate = UnsafeBufferPointer(
                            rebasing: all[Int(spans[Int(id)])..<Int(spans[Int(id) + 1])])
                        guard ownEdits > 0 || candidate.count > query.count else { continue }
                        let allowed = min(queryEdits, tolerance.maxEdits(forLength: candidate.count))
                        guard abs(candidate.count - query.count) <= allowed,
                            (signature ^ signatures[Int(id)]).nonzeroBitCount <= 2 * allowed, !seen.contains(id)
                        else { continue }
                        seen.append(id)
                        let distance = Self.distance(query, candidate, limit: allowed)
                        if distance > 0 && distance <= allowed { found.append((id, distance)) }
                    }
                }
            }
        }
        return found.sorted { ($0.distance, $0.token) < ($1.distance, $1.token) }
    }

    /// One bit per letter a–z present (other characters share one bit).
    private static func signature(_ scalars: some Sequence<Unicode.Scalar>) -> UInt32 {
        scalars.reduce(0) { bits, scalar in
            let offset = scalar.value &- 97
            return bits | (offset < 26 ? 1 << offset : 1 << 26)
        }
    }

    /// Words made of letters only: numbers, e-mail addresses and URLs are never read as near spellings.
    private static func isFuzzable(_ scalars: some Collection<Unicode.Scalar>) -> Bool {
        !scalars.isEmpty
            && scalars.allSatisfy { scalar in
                // ASCII letters answered without the Unicode property tables.
                scalar.isASCII
                    ? (scalar.value | 0x20) &- 97 < 26 || scalar == "'" : scalar.properties.isAlphabetic
            }
    }

    /// Calls `body` with the hash of `scalars` and of every variant with up to `edits` (at most 2)
    /// deletions. A variant reachable in two ways is reported twice; callers tolerate that.
    ///
    /// The hash is polynomial (`h = h · B + scalar`), so a variant's hash comes from the prefix
    /// hashes in O(1) instead of a pass over its letters: the part before a deleted letter is
    /// shifted past what follows it. It is then mixed, so that its low bits pick a bucket well;
    /// stable across runs, unlike `Hasher`.
    private static func forEachDeletion(
        of scalars: UnsafeBufferPointer<Unicode.Scalar>, upTo edits: Int, _ body: (UInt64) -> Void
    ) {
        let count = scalars.count
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 2 * (count + 1)) { table in
            // prefix[i]: the hash of the first i letters; power[k]: B^k.
            let prefix = UnsafeMutableBufferPointer(rebasing: table[0...count])
            let power = UnsafeMutableBufferPointer(rebasing: table[(count + 1)...])
            prefix[0] = 0
            power[0] = 1
            for index in 0..<count {
                prefix[index + 1] = prefix[index] &* base &+ UInt64(scalars[index].value)
                power[index + 1] = power[index] &* base
            }
            /// The hash of letters `start..<end`.
            func part(_ start: Int, _ end: Int) -> UInt64 { prefix[end] &- prefix[start] &* power[end - start] }
            body(mix(prefix[count]))
            guard edits >= 1, count > 1 else { return }
            for first in 0..<count {
                // deleting either of two equal neighbours gives the same variant: keep one.
                if first > 0, scalars[first] == scalars[first - 1] { continue }
                let head = prefix[first]
                body(mix(head &* power[count - 1 - first] &+ part(first + 1, count)))
                guard edits >= 2, count > 2 else { continue }
                for second in (first + 1)..<count {
                    if second > first + 1, scalars[second] == scalars[second - 1] { continue }
                    let before =
                        head &* power[count - 2 - first] &+ part(first + 1, second) &* power[count - 1 - second]
                    body(mix(before &+ part(second + 1, count)))
                }
            }
        }
    }

    /// The polynomial hash's base: odd, with its bits spread.
    private static let base: UInt64 = 0x0000_0100_0000_01b3

    /// Spreads a hash's entropy into its low bits (the finalizer of SplitMix64).
    private static func mix(_ hash: UInt64) -> UInt64 {
        var value = hash
        value = (value ^ (value >> 30)) &* 0xbf58_476d_1ce4_e5b9
        value = (value ^ (value >> 27)) &* 0x94d0_49bb_1331_11eb
        return value ^ (value >> 31)
    }

    /// Optimal-string-alignment distance (a transposition costs 1), or `limit + 1` once it exceeds `limit`.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in distance(a, b, limit: limit) } }
    }

    /// The same over letters in place, with its three rows on the stack: no allocation.
    static func distance(
        _ a: UnsafeBufferPointer<Unicode.Scalar>, _ b: UnsafeBufferPointer<Unicode.Scalar>, limit: Int
    ) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        let width = b.count + 1
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * width) { rows in
            // three rows that take turns: the one before last, the last and the current.
            var before = 0
            var previous = width
            var current = 2 * width
            for j in 0..<width {
                rows[before + j] = 0
                rows[previous + j] = j
            }
            for i in 1...a.count {
                rows[current] = i
                var best = i
                for j in 1...b.count {
                    var value = min(
                        rows[previous + j] + 1, rows[current + j - 1] + 1,
                        rows[previous + j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                        value = min(value, rows[before + j - 2] + 1)
                    }
                    rows[current + j] = value
                    best = min(best, value)
                }
                if best > limit { return limit + 1 }
                (before, previous, current) = (previous, current, before)
            }
            return rows[previous + b.count]
        }
    }
}

/// Optimal-string-alignment edit distance (a transposition counts as one edit), with an early cut-off.
package enum OSADistance {
    /// The distance between `a` and `b`, or `limit + 1` once it exceeds `limit`.
    package static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        FuzzyIndex.distance(a, b, limit: limit)
    }
}
