/// The interned tokens of every template and vocabulary: folded text ↔ a dense integer id.
///
/// Utterance tokens are looked up once per utterance; the automaton compares ids, never strings.
///
/// The ids are found through one open-addressing table (no dictionary): each slot holds a word's
/// id and the high bits of its hash, so that a probe rarely reads a word that is not the one
/// asked for. ASCII words (nearly all, since the text is folded) are hashed by their bytes; any
/// other word by the standard library's hash, which agrees with `String` equality (canonically
/// equivalent spellings hash the same). The two never need to agree with each other: words and
/// lookups come folded (``Normalizer/fold(_:)`` decomposes them), and a folded word equal to an
/// ASCII word is itself ASCII.
struct Lexicon: Sendable {
    private(set) var words: [String] = []
    /// `tag << 32 | id` per slot, 0 for an empty one (tags are never 0); a power of two slots,
    /// at most ``maxLoad`` full.
    private var table: [UInt64] = []

    /// The table is at most 5/8 full.
    private static let maxLoad = (words: 5, slots: 8)

    /// The id of `word`, adding it when new.
    /// - Complexity: O(1) on average: the word is hashed once, whether it is new or not.
    mutating func intern(_ word: String) -> Int32 {
        intern(word, hash: Self.hash(word))
    }

    /// The same for a word whose ``hash(_:)`` is `hash` (a caller that read ahead by it).
    mutating func intern(_ word: String, hash: UInt64) -> Int32 {
        if (words.count + 1) * Self.maxLoad.slots > table.count * Self.maxLoad.words {
            rehash(Self.capacity(for: words.count + 1))
        }
        let (slot, tag, found) = probe(hash: hash) { $0 == word }
        if let found { return found }
        let id = Int32(words.count)
        words.append(word)
        table[slot] = tag << 32 | UInt64(id)
        return id
    }

    /// The table slot where the probe for a word with ``hash(_:)`` `hash` starts: read ahead of
    /// interning a batch of words (``PhraseCompiler/addVocabulary(_:)``), so that the probes find
    /// their slots in the cache. Only the load matters.
    func readAhead(hash: UInt64) -> UInt64 {
        table.isEmpty ? 0 : table[Int(truncatingIfNeeded: hash) & (table.count - 1)]
    }

    /// Makes room for `more` new words without growing the table on the way (only when that is
    /// at least doubling it, so that many small additions still grow it geometrically), and for a
    /// quarter more (the phrases' own words, which often come after a large vocabulary).
    mutating func reserveCapacity(more: Int) {
        guard words.count + more > 2 * words.count else { return }
        let wanted = words.count + more + more / 4
        if wanted * Self.maxLoad.slots > table.count * Self.maxLoad.words { rehash(Self.capacity(for: wanted)) }
        words.reserveCapacity(wanted)
    }

    /// The id of `word`, or nil when no template or vocabulary has it.
    /// - Complexity: O(1) on average.
    func id(of word: String) -> Int32? {
        guard !table.isEmpty else { return nil }
        return probe(word).id
    }

    /// The id of the word `first` and `second` spell written together ("play" and "list" for
    /// "playlist"), as ``id(of:)`` gives it for `first + second`, without making that string when
    /// both are ASCII (the hash then goes on over `second`'s bytes from where `first`'s left it).
    func id(of first: String, followedBy second: String) -> Int32? {
        guard !table.isEmpty else { return nil }
        guard let hash = Self.asciiHash(second, from: HashMixing.asciiState(first)) else {
            return id(of: first + second)
        }
        return probe(hash: hash) { $0 == first + second }.id
    }

    /// Where `word` is in the table (its id), or the empty slot where it would go, and its tag.
    private func probe(_ word: String) -> (slot: Int, tag: UInt64, id: Int32?) {
        probe(hash: Self.hash(word)) { $0 == word }
    }

    /// Where the word with `hash` for which `isWord` holds is in the table (its id), or the empty
    /// slot where it would go, and its tag. `isWord` is asked only of words with the same tag.
    @inline(__always)
    private func probe(hash: UInt64, _ isWord: (String) -> Bool) -> (slot: Int, tag: UInt64, id: Int32?) {
        let mask = table.count - 1
        let tag = Self.tag(hash)
        var slot = Int(truncatingIfNeeded: hash) & mask
        while table[slot] != 0 {
            let entry = table[slot]
            if entry >> 32 == tag, isWord(words[Int(entry & 0xffff_ffff)]) {
                return (slot, tag, Int32(entry & 0xffff_ffff))
            }
            slot = (slot + 1) & mask
        }
        return (slot, tag, nil)
    }

    var count: Int { words.count }

    /// The least power of two slots (at least 16) that holds `count` words.
    private static func capacity(for count: Int) -> Int {
        var capacity = 16
        while count * maxLoad.slots > capacity * maxLoad.words { capacity <<= 1 }
        return capacity
    }

    private mutating func rehash(_ capacity: Int) {
        var grown = [UInt64](repeating: 0, count: capacity)
        let mask = capacity - 1
        for (id, word) in words.enumerated() {
            let hash = Self.hash(word)
            var slot = Int(truncatingIfNeeded: hash) & mask
            while grown[slot] != 0 { slot = (slot + 1) & mask }
            grown[slot] = Self.tag(hash) << 32 | UInt64(id)
        }
        table = grown
    }

    /// The high 32 bits of `hash`, never 0.
    private static func tag(_ hash: UInt64) -> UInt64 { max(1, hash >> 32) }

    /// A word's hash: FNV-1a over its bytes, mixed (SplitMix64's finalizer), when it is ASCII
    /// (``HashMixing/asciiHash(_:)``); the standard library's otherwise.
    static func hash(_ word: String) -> UInt64 {
        if let hash = HashMixing.asciiHash(word) { return hash }
        var hasher = Hasher()
        hasher.combine(word)
        return UInt64(UInt(bitPattern: hasher.finalize()))
    }

    /// ``hash(_:)`` of a word that is ASCII, its bytes hashed on from FNV-1a's `state` (nil: no
    /// state to go on from, or a byte that is not ASCII).
    private static func asciiHash(_ word: String, from state: UInt64?) -> UInt64? {
        guard let state, let hash = HashMixing.asciiState(word, from: state) else { return nil }
        return HashMixing.mix(hash)
    }
}
