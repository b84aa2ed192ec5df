/// Given names and surnames a person parser can vouch for, folded the way the tokenizer folds.
///
/// The built-in English lexicon holds the 1990 US census lists (public domain): every given name,
/// and the most frequent surnames up to 90% of the people the surname list covers (see
/// `Scripts/make-name-lexicon.py`, which generates `NameLexicon+Census.swift`). The lists ship as
/// string literals and are split into sets on first use.
struct NameLexicon: Sendable {
    let givenNames: Set<String>
    let surnames: Set<String>

    /// A lexicon from two texts of names separated by spaces or line breaks.
    init(givenNames: String, surnames: String) {
        self.givenNames = Self.words(of: givenNames)
        self.surnames = Self.words(of: surnames)
    }

    /// The built-in lexicon for `language`, English when there is none.
    static func builtIn(language: String) -> NameLexicon {
        english
    }

    /// The 1990 US census names.
    static let english = NameLexicon(givenNames: censusGivenNames, surnames: censusSurnames)

    /// Whether `word`, a folded token, is a known given name or surname. Apostrophes are ignored, as
    /// the census writes "O'Brien" as "obrien".
    func contains(_ word: String) -> Bool {
        if givenNames.contains(word) || surnames.contains(word) { return true }
        guard word.contains("'") else { return false }
        let bare = word.filter { $0 != "'" }
        return givenNames.contains(bare) || surnames.contains(bare)
    }

    /// The words of `text`, split at ASCII spaces and line breaks: the generated lists have no
    /// other separators, and splitting bytes rather than characters keeps the first use fast.
    private static func words(of text: String) -> Set<String> {
        let words = text.utf8.split { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") }
        var set = Set<String>(minimumCapacity: words.count)
        for word in words {
            set.insert(String(Substring(word)))
        }
        return set
    }
}
