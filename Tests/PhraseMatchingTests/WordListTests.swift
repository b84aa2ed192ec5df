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

    @Test func theBuiltInListFindsEveryWordItHas() throws {
        let words = WordList.scowlEnglish.split { $0 == " " || $0 == "\n" }.map(String.init)
        #expect(words.count > 40_000)
        let list = try #require(WordList.builtIn(language: "en"))
        #expect(words.allSatisfy(list.contains))
        #expect(words.map { $0 + "qx" }.allSatisfy { !list.contains($0) })
    }
}
