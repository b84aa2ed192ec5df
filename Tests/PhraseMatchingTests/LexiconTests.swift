import PhrasebookTestSupport
import Testing

@testable import PhraseMatching

/// The lexicon's own hash table against a dictionary from word to id: the same ids, the same
/// answers for words it lacks, and canonically equivalent spellings found as the same word.
struct LexiconTests {
    @Test(arguments: [(300, 21), (20_000, 22), (5, 23)])
    func theLexiconAgreesWithADictionary(words: Int, seed: UInt64) {
        var generator = SeededGenerator(state: seed)
        let letters: [String] = "abcdefghijklmnopqrstuvwxyz'".map { String($0) } + ["é", "ß", "ø", "中", "e\u{301}"]
        func word() -> String {
            let length = Int.random(in: 1...9, using: &generator)
            // mostly ASCII, as folded text is.
            let ascii = Int.random(in: 0..<10, using: &generator) > 0
            let pool = ascii ? 27 : letters.count
            return (0..<length).map { _ in letters[Int.random(in: 0..<pool, using: &generator)] }.joined()
        }
        var lexicon = Lexicon()
        var reference: [String: Int32] = [:]
        lexicon.reserveCapacity(more: words / 2)
        for _ in 0..<words {
            let text = word()
            let id = lexicon.intern(text)
            let expected = reference[text] ?? Int32(reference.count)
            reference[text] = expected
            #expect(id == expected, "\(text)")
        }
        #expect(lexicon.count == reference.count)
        for (text, id) in reference {
            #expect(lexicon.id(of: text) == id)
            #expect(lexicon.words[Int(id)] == text)
        }
        for _ in 0..<words {
            let text = word() + word()
            #expect(lexicon.id(of: text) == reference[text], "\(text)")
        }
    }

    @Test func canonicallyEquivalentSpellingsAreOneWord() {
        var lexicon = Lexicon()
        #expect(lexicon.id(of: "café") == nil)
        let id = lexicon.intern("caf\u{E9}")
        #expect(lexicon.intern("cafe\u{301}") == id && lexicon.id(of: "cafe\u{301}") == id)
        #expect(lexicon.id(of: "cafe") == nil && lexicon.count == 1)
    }

    /// The fuzzy index's packed ids give back what was written: 3 bytes each for a lexicon of up
    /// to 2^24 words (the largest id included), 4 for a larger one, for any count.
    @Test(arguments: [(0, 10), (1, 10), (7, 1 << 24), (10_000, 1 << 24), (10_000, 1 << 25), (3, 1 << 31 - 1)])
    func packedIDsGiveBackWhatWasWritten(count: Int, words: Int) {
        var generator = SeededGenerator(state: UInt64(count + words))
        let written = (0..<count).map { index in
            index == count - 1 ? Int32(words - 1) : Int32.random(in: 0..<Int32(words), using: &generator)
        }
        let ids = PackedWordIDs(count: count, words: words) { placed in
            for (index, id) in written.enumerated() { placed[index] = id }
        }
        #expect(ids.count == count)
        #expect((0..<count).map { ids[$0] } == written)
    }
}
