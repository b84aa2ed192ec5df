/// The interned tokens of every template and vocabulary: folded text ↔ a dense integer id.
///
/// Utterance tokens are looked up once per utterance; the automaton compares ids, never strings.
struct Lexicon: Sendable {
    private(set) var ids: [String: Int32] = [:]
    private(set) var words: [String] = []

    /// The id of `word`, adding it when new.
    mutating func intern(_ word: String) -> Int32 {
        if let id = ids[word] { return id }
        let id = Int32(words.count)
        words.append(word)
        ids[word] = id
        return id
    }

    /// The id of `word`, or nil when no template or vocabulary has it.
    /// - Complexity: O(1) on average.
    func id(of word: String) -> Int32? { ids[word] }

    var count: Int { words.count }
}
