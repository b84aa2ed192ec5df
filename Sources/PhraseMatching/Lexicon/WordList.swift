/// The words of a language as a spelling dictionary has them, folded the way the tokenizer folds.
///
/// The matcher asks it one thing: whether a misspelled utterance word is still a word. "pay" for
/// "play" is, so right beside an open slot it may be the slot's text rather than the phrase's
/// word; "paly" is not, so it can only be "play" misspelt. The built-in English list is SCOWL's
/// common American English words (see `Scripts/make-word-list.py`, which generates
/// `WordList+SCOWL.swift`, with its licence). It ships as one sorted string literal; on first use
/// the list records where each word starts (one pass over the bytes, no string per word) and a
/// lookup is a binary search, so loading it costs a fraction of a millisecond.
package struct WordList: Sendable {
    /// The words' bytes, sorted, separated by single spaces or line breaks.
    private let bytes: [UInt8]
    /// Where each word starts in `bytes`, and one past the end.
    private let starts: [Int32]

    /// A list from a text of words sorted by their bytes and separated by spaces or line breaks.
    package init(sorted text: String) {
        var bytes = Array(text.utf8)
        var starts: [Int32] = []
        starts.reserveCapacity(bytes.count / 6)
        var inWord = false
        for (index, byte) in bytes.enumerated() {
            let separator = byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n")
            if !separator && !inWord { starts.append(Int32(index)) }
            inWord = !separator
        }
        bytes.append(UInt8(ascii: "\n"))
        starts.append(Int32(bytes.count))
        self.bytes = bytes
        self.starts = starts
    }

    /// Whether `word`, a folded token, is a word of the list.
    package func contains(_ word: String) -> Bool {
        var word = word
        return word.withUTF8 { target in
            var low = 0
            var high = starts.count - 1
            while low < high {
                let middle = (low + high) / 2
                switch compare(word: middle, with: target) {
                case 0: return true
                case ..<0: low = middle + 1
                default: high = middle
                }
            }
            return false
        }
    }

    /// The order of word `index` against `target`: negative, zero or positive.
    private func compare(word index: Int, with target: UnsafeBufferPointer<UInt8>) -> Int {
        var position = Int(starts[index])
        for byte in target {
            let own = bytes[position]
            let ended = own == UInt8(ascii: " ") || own == UInt8(ascii: "\n")
            if ended { return -1 }
            if own != byte { return own < byte ? -1 : 1 }
            position += 1
        }
        let own = bytes[position]
        return own == UInt8(ascii: " ") || own == UInt8(ascii: "\n") ? 0 : 1
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
