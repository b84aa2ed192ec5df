/// The words of a language as a spelling dictionary has them, folded the way the tokenizer folds.
///
/// The matcher asks it one thing: whether a misspelled utterance word is still a word. "pay" for
/// "play" is, so right beside an open slot it may be the slot's text rather than the phrase's
/// word; "paly" is not, so it can only be "play" misspelt. The built-in English list is SCOWL's
/// common American English words (see `Scripts/make-word-list.py`, which generates
/// `WordList+SCOWL.swift`, with its licence). It ships as one sorted string literal, which the list
/// keeps as its bytes: a lookup is a binary search over them, each step backing up to the start of
/// the word it lands in, so loading the list is a copy of the text (no pass over its words, which
/// cost a first typo's match about 5.7 million instructions) and a lookup a few dozen steps.
package struct WordList: Sendable {
    /// The words' bytes, sorted, separated by single spaces or line breaks, with a line break last.
    private let bytes: [UInt8]

    /// A list from a text of words sorted by their bytes and separated by spaces or line breaks.
    package init(sorted text: String) {
        var bytes = Array(text.utf8)
        bytes.append(UInt8(ascii: "\n"))
        self.bytes = bytes
    }

    @inline(__always)
    private static func isSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n")
    }

    /// Whether `word`, a folded token, is a word of the list.
    package func contains(_ word: String) -> Bool {
        var word = word
        return word.withUTF8 { target in
            bytes.withUnsafeBufferPointer { bytes in
                // the words starting in `low..<high` are those still in question; `low` is a word's
                // start (or a separator's place), `high` a word's start or the end.
                var low = 0
                var high = bytes.count
                while low < high {
                    let middle = (low + high) / 2
                    // the word `middle` falls in (or the next, when it falls on separators).
                    var start = middle
                    while start > low, !Self.isSeparator(bytes[start - 1]) { start -= 1 }
                    while start < high, Self.isSeparator(bytes[start]) { start += 1 }
                    guard start < high else {
                        high = middle
                        continue
                    }
                    let (order, end) = Self.compare(bytes, word: start, with: target)
                    if order == 0 { return true }
                    if order < 0 {
                        low = end + 1
                    } else {
                        high = start
                    }
                }
                return false
            }
        }
    }

    /// The order of the word starting at `start` against `target` (negative, zero or positive), and
    /// where the word ends (its separator).
    private static func compare(
        _ bytes: UnsafeBufferPointer<UInt8>, word start: Int, with target: UnsafeBufferPointer<UInt8>
    ) -> (order: Int, end: Int) {
        var position = start
        var order = 0
        for byte in target {
            let own = bytes[position]
            if isSeparator(own) {
                order = -1
                break
            }
            if own != byte {
                order = own < byte ? -1 : 1
                break
            }
            position += 1
        }
        if order == 0, !isSeparator(bytes[position]) { order = 1 }
        while !isSeparator(bytes[position]) { position += 1 }
        return (order, position)
    }

    /// The built-in lists by language (`LanguageTag.language`), each made on first use.
    private static let byLanguage: [String: @Sendable () -> WordList] = ["en": { english }]

    /// The built-in list of `language` (a locale identifier), or nil when it has none: then every
    /// misspelling may be a word.
    package static func builtIn(language: String) -> WordList? {
        byLanguage[LanguageTag(language).language]?()
    }

    /// SCOWL's common American English words.
    static let english = WordList(sorted: scowlEnglish)
}
