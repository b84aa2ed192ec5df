/// The interned tokens of every template and vocabulary: folded text ↔ a dense integer id.
///
/// Utterance tokens are looked up once per utterance; the automaton compares ids, never strings.
struct Lexicon: Sendable {
    private(set) var ids: [String: Int32] = [:]
    private(set) var words: [String] = []

    /// The id of `word`, adding it when new.
    /// - Complexity: O(1) on average: the word is hashed once, whether it is new or not.
    mutating func intern(_ word: String) -> Int32 {
        let next = Int32(words.count)
        let id = ids.value(for: word, insertingIfAbsent: next)
        if id == next { words.append(word) }
        return id
    }

    /// Makes room for `more` new words without growing the table on the way (only when that is
    /// at least doubling it, so that many small additions still grow it geometrically), and for a
    /// quarter more (the phrases' own words, which often come after a large vocabulary).
    mutating func reserveCapacity(more: Int) {
        guard words.count + more > 2 * words.count, words.count + more > ids.capacity else { return }
        ids.reserveCapacity(words.count + more + more / 4)
        words.reserveCapacity(words.count + more + more / 4)
    }

    /// The id of `word`, or nil when no template or vocabulary has it.
    /// - Complexity: O(1) on average.
    func id(of word: String) -> Int32? { ids[word] }

    var count: Int { words.count }
}

extension Dictionary {
    /// The value for `key`, after inserting `fresh` when the key has none: one hash and lookup
    /// either way (a mutable access through a default inserts the default).
    mutating func value(for key: Key, insertingIfAbsent fresh: Value) -> Value {
        func read(_ slot: inout Value) -> Value { slot }
        return read(&self[key, default: fresh])
    }
}
