import Testing

@testable import PhraseMatching

/// The word list answers by binary search over its sorted text: the same answers as a set.
@Suite struct WordListTests {
    @Test func answersAsASetOfItsWordsWould() {
        let words = ["a", "an", "and", "ant", "bee", "been", "zoo"]
        let list = WordList(sorted: words.joined(separator: " ") + "\n")
        for word in words { #expect(list.contains(word), "\(word)") }
        for other in ["", "b", "ants", "anz", "be", "beef", "zo", "zoos", "zzz", "aa", "Bee"] {
            #expect(!list.contains(other), "\(other)")
        }
        #expect(!WordList(sorted: "").contains("a"))
    }

    /// A step of the search may land on a separator, in a run of them, or inside the first or the
    /// last word: every word is found wherever the separators fall, and nothing else.
    @Test func findsItsWordsWhateverTheSeparators() {
        let words = ["ab", "abc", "b", "bcd", "c", "cat", "cats", "d"]
        for separator in [" ", "\n", "  ", " \n "] {
            for text in [
                words.joined(separator: separator), separator + words.joined(separator: separator) + separator,
            ] {
                let list = WordList(sorted: text)
                for word in words { #expect(list.contains(word), "\(word) in \(text.debugDescription)") }
                for other in ["", "a", "abcd", "bc", "ca", "catss", "e", " ", "ab c"] {
                    #expect(!list.contains(other), "\(other) in \(text.debugDescription)")
                }
            }
        }
    }

    @Test func theBuiltInListFindsEveryWordItHas() throws {
        let words = WordList.scowlEnglish.split { $0 == " " || $0 == "\n" }.map(String.init)
        #expect(words.count > 40_000)
        let list = try #require(WordList.builtIn(language: "en"))
        #expect(words.allSatisfy(list.contains))
        #expect(words.map { $0 + "qx" }.allSatisfy { !list.contains($0) })
    }
}
