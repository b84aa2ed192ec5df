/// Given names and surnames a person parser can vouch for, folded the way the tokenizer folds.
///
/// The built-in English lexicon holds the 1990 US census lists (public domain): every given name,
/// and the most frequent surnames up to 90% of the people the surname list covers (see
/// `Scripts/make-name-lexicon.py`, which generates `NameLexicon+Census.swift`). The lists ship as
/// string literals and are split into sets on first use.
struct NameLexicon: Sendable {
    let givenNames: Set<String>
    let surnames: Set<String>

    /// A lexicon from two texts of names separated by whitespace.
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

    private static func words(of text: String) -> Set<String> {
        Set(text.split(whereSeparator: \.isWhitespace).map(String.init))
    }
}
