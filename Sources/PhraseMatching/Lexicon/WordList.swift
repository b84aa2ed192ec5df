/// The words of a language as a spelling dictionary has them, folded the way the tokenizer folds.
///
/// The matcher asks it one thing: whether a misspelled utterance word is still a word. "pay" for
/// "play" is, so right beside an open slot it may be the slot's text rather than the phrase's
/// word; "paly" is not, so it can only be "play" misspelt. The built-in English list is SCOWL's
/// common American English words (see `Scripts/make-word-list.py`, which generates
/// `WordList+SCOWL.swift`, with its licence); it ships as a string literal and is split into a
/// set on first use, so a matcher that never meets a misspelling beside an open slot never loads it.
package struct WordList: Sendable {
    private let words: Set<String>

    /// A list from a text of words separated by spaces or line breaks.
    package init(_ text: String) {
        let words = text.utf8.split { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") }
        var set = Set<String>(minimumCapacity: words.count)
        for word in words {
            set.insert(String(Substring(word)))
        }
        self.words = set
    }

    /// Whether `word`, a folded token, is a word of the list.
    package func contains(_ word: String) -> Bool { words.contains(word) }

    /// The built-in lists by language (`LanguageTag.language`), each made on first use.
    private static let byLanguage: [String: @Sendable () -> WordList] = ["en": { english }]

    /// The built-in list of `language` (a locale identifier), or nil when it has none: then every
    /// misspelling may be a word.
    package static func builtIn(language: String) -> WordList? {
        byLanguage[LanguageTag(language).language]?()
    }

    /// SCOWL's common American English words.
    static let english = WordList(scowlEnglish)
}
