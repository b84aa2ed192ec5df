import PhraseMatching

/// Reads a person: a name ("alice", "mary ann smith", "dr smith"), a relation ("mom", "my boss",
/// "the team"), a group ("the foodie group") or an e-mail address, resolved against ``ValueContext/contacts`` when the app offers
/// contacts.
///
/// Parsers see folded tokens only, never the original text, so capitalization cannot say what is
/// a name. Instead a built-in lexicon does: the given names and most frequent surnames of the 1990
/// US census (public domain; see `Scripts/make-name-lexicon.py`). A name reads as follows.
/// - Its first word is *name-like*: letters (plus apostrophes or hyphens, as in "o'brien"), and no
///   stop word (function words, pronouns, particles such as "back" or "up", common verbs and their
///   forms such as "using", "starting" or "saying", time words, greetings, the language's fillers),
///   no relation word, and no word of an app's name or fillers (``init(language:excluding:)``).
///   A word the lexicon knows costs 0. Any other name-like word still reads, since people have rare
///   names and speech recognition spells them oddly, but at cost 0.3 and *tentatively*: the
///   matcher may still skip such a word as an extra one, so a guess never blocks another phrase.
/// - Each further word, up to three in all, must be in the lexicon; otherwise the name stops there
///   ("call tony back" reads "Tony", "carol using postbox" reads "Carol"). Only the utterance's last
///   word may be any name-like word ("to john appleseed"), and makes the name tentative.
/// - A title may come first: "dr smith", "uncle bob", "aunt mary".
/// - A group noun may end it: "the foodie group", "the smith family".
///
/// Relations are read as said, title-cased, at cost 0: kin words alone ("mom", "dad", "grandma",
/// "sister"), and any relation word after "my", "our" or "the" ("my boss", "the team", "my little
/// sister", "my mother in law").
///
/// The value is the contact's spelling when a contact matches, and otherwise the words title-cased
/// ("alice smith" → "Alice Smith"); folding has already removed accents, which is one more reason
/// contacts are preferred. With contacts, a span that is a contact's full name, or a single word
/// that is a contact's first name, reads as that contact at cost 0; a span one typo away (in a word
/// of five letters or more) at cost 0.25; any other name costs 0.1 more than it would without
/// contacts, so that contacts win. An exact contact match bypasses every word list ("will" is a
/// verb, "Will Smith" is a contact), and a contact's full name may run past three words (up to five).
///
/// ```swift
/// let context = ValueContext(contacts: ["Alice Smith"])
/// PersonParser().value(of: Tokenizer.tokenize("alice")[...], in: context)  // .person("Alice Smith")
/// PersonParser().value(of: Tokenizer.tokenize("bob")[...], in: context)    // .person("Bob")
/// PersonParser().readings(of: Tokenizer.tokenize("tony back")[...], in: ValueContext()).map(\.value)
/// // [.person("Tony")]
/// ```
public struct PersonParser: ValueParser {
    /// The language whose word lists are used ("en"); unknown languages fall back to English, since
    /// a parser with no stop list would read "the" as a name.
    public let language: String
    /// Folded words that are never part of a name here: the words of the apps' names and fillers.
    let excludedWords: Set<String>
    private let words: PersonWords
    private let lexicon: NameLexicon

    /// The most words a name that is not a contact may have, title excluded.
    static let maxNameWords = 3
    /// The most words a contact's full name may have to be matched.
    static let maxContactWords = 5
    /// The most tokens a relation ("my little sister", "my mother in law") or a titled name takes.
    static let maxRelationWords = 5
    /// Longer words are not names: this bounds the work on pathological input.
    static let maxNameLength = 64
    /// What a name no contact matches costs more, when the app has contacts.
    static let unknownNameCost: Float = 0.1
    /// The cost of a name whose first word no lexicon knows.
    static let tentativeNameCost: Float = 0.3
    /// The cost of a contact read through one typo.
    static let nearMissCost: Float = 0.25
    /// The shortest contact word a typo is tolerated in; shorter names are too easily confused.
    static let minTypoWordLength = 5

    /// Creates a parser for names in `language` (default English).
    /// - Parameters:
    ///   - language: a locale identifier, read as `LanguageTag` reads it ("en", "en-US").
    ///   - phrases: phrases whose words never read as (part of) a name, such as the apps'
    ///     names, synonyms and fillers ("draft an email to carol using postbox" is to Carol).
    public init(language: String = "en", excluding phrases: [String] = []) {
        self.language = language
        excludedWords = Set(phrases.flatMap { Tokenizer.tokenize($0).map(\.text) })
        words = PersonWords.builtIn(language: language)
        lexicon = NameLexicon.builtIn(language: language)
    }

    /// Every person reading at the start of `tokens`, shortest first, at most one per length.
    /// - Complexity: O(c · w) for c contacts of w words, plus O(k) for the k ≤ 5 tokens examined.
    public func readings(of tokens: ArraySlice<Token>, in context: ValueContext) -> [ValueReading] {
        guard let first = tokens.first else { return [] }
        if first.kind == .email {
            return [ValueReading(length: 1, value: .person(first.text))]
        }
        guard first.kind == .word, first.text.count <= Self.maxNameLength else { return [] }

        // most words of an utterance start nothing: no contact to look up, no name, no relation
        let firstIsNameLike = isNameLike(first.text)
        guard firstIsNameLike || !context.contacts.isEmpty || words.isRelationOrTitle(first.text) else { return [] }

        let contacts = context.contacts.compactMap(Contact.init)
        let longestContact = contacts.map(\.words.count).max() ?? 0
        let span = tokens.prefix(max(Self.maxRelationWords, min(longestContact, Self.maxContactWords)))
        // contacts, relations and names are made of word tokens: no reading runs past another kind
        let said = span.prefix { $0.kind == .word }.map(\.text)
        // whether each word looks like a name, up to the first that does not (after a title, which
        // does not either): no name or group reads past it
        var nameLike = [firstIsNameLike]
        while nameLike.count < said.count, nameLike.count == 1 || nameLike[nameLike.count - 1] {
            nameLike.append(isNameLike(said[nameLike.count]))
        }
        nameLike += repeatElement(false, count: said.count - nameLike.count)
        // typos are only forgiven in the leading words that look like a name
        let nameLikeRun = nameLike.prefix { $0 }.count
        var others = [ValueReading?](repeating: nil, count: said.count + 1)
        addNames(
            said, nameLike: nameLike, endsUtterance: said.count == tokens.count, contactsOffered: !contacts.isEmpty,
            to: &others)
        addRelations(said, to: &others)
        addGroups(said, nameLike: nameLike, to: &others)
        return (1...max(1, said.count)).compactMap { length in
            if !contacts.isEmpty,
                let contact = contactReading(
                    of: Array(said[..<length]), among: contacts, nameLike: length <= nameLikeRun)
            {
                return contact
            }
            return others[length]
        }
    }

    /// Plain names at the start of `said`, by length: an optional title, a first word that could be
    /// a name, and up to two more the lexicon knows. The last word of the utterance (`endsUtterance`:
    /// `said` runs to its end) may also be a name-like word no lexicon knows: no rest of the request
    /// can start there, so it is a rare surname ("to john appleseed") or a stray word. Such a name
    /// costs what its first word costs, and is tentative.
    private func addNames(
        _ said: [String], nameLike: [Bool], endsUtterance: Bool, contactsOffered: Bool,
        to readings: inout [ValueReading?]
    ) {
        let start = said.first.map { words.titles.contains($0) && !excludedWords.contains($0) } == true ? 1 : 0
        guard start < said.count, nameLike[start] else { return }
        var known = [lexicon.contains(said[start])]
        while start + known.count < said.count, known.count < Self.maxNameWords, nameLike[start + known.count] {
            let isKnown = lexicon.contains(said[start + known.count])
            guard isKnown || (endsUtterance && start + known.count == said.count - 1) else { break }
            known.append(isKnown)
        }
        let cost = (known[0] ? 0 : Self.tentativeNameCost) + (contactsOffered ? Self.unknownNameCost : 0)
        for count in 1...known.count {
            readings[start + count] = ValueReading(
                length: start + count, value: .person(Self.titleCased(said[..<(start + count)])),
                cost: cost, tentative: known[..<count].contains(false))
        }
    }

    /// Names of groups at the start of `said`, by length: one or two name-like words and a group
    /// noun ("foodie group", "smith family"). The noun vouches for the words, which cost nothing.
    private func addGroups(_ said: [String], nameLike: [Bool], to readings: inout [ValueReading?]) {
        var count = 0
        while count < min(said.count - 1, 2), nameLike[count] {
            count += 1
            if words.groupNouns.contains(said[count]), !excludedWords.contains(said[count]) {
                readings[count + 1] = ValueReading(length: count + 1, value: .person(Self.titleCased(said[...count])))
            }
        }
    }

    /// Relations at the start of `said`, by length: a kin word alone ("mom"), or a determiner, up to
    /// two modifiers and a relation word ("my little sister"), optionally "in law" after it.
    private func addRelations(_ said: [String], to readings: inout [ValueReading?]) {
        let determined = said.first.map(words.determiners.contains) == true
        var index = determined ? 1 : 0
        while index < min(said.count, 3), determined, words.modifiers.contains(said[index]) {
            index += 1
        }
        guard index < said.count, !excludedWords.contains(said[index]), words.relations.contains(said[index]),
            determined || words.kin.contains(said[index])
        else { return }
        var end = index + 1
        readings[end] = ValueReading(length: end, value: .person(Self.titleCased(said[..<end])))
        let suffix = words.relationSuffix
        if said.count >= end + suffix.count, said[end..<(end + suffix.count)].elementsEqual(suffix) {
            end += suffix.count
            readings[end] = ValueReading(length: end, value: .person(Self.titleCased(said[..<end])))
        }
    }

    /// The reading of `words` as a contact: exact matches first, then one typo. A first name or typo
    /// shared by several contacts is ambiguous, and reads as the name as said (the app asks whom).
    private func contactReading(of words: [String], among contacts: [Contact], nameLike: Bool) -> ValueReading? {
        let length = words.count
        if let contact = contacts.first(where: { $0.words == words }) {
            return ValueReading(length: length, value: .person(contact.spelling))
        }
        if length == 1 {
            let sharingFirstName = contacts.filter { $0.words.first == words[0] }
            if sharingFirstName.count == 1 {
                return ValueReading(length: 1, value: .person(sharingFirstName[0].spelling))
            }
            if sharingFirstName.count > 1 {
                return ValueReading(length: 1, value: .person(Self.titleCased(words[...])))
            }
        }
        // typos are only forgiven in words that look like names anyway
        guard nameLike else { return nil }
        var nearMiss: Contact?
        for contact in contacts where contact != nearMiss && contact.isOneTypo(from: words) {
            // two different contacts one typo away: no telling which was meant
            guard nearMiss == nil else { return nil }
            nearMiss = contact
        }
        return nearMiss.map { ValueReading(length: length, value: .person($0.spelling), cost: Self.nearMissCost) }
    }

    /// Whether `word` could be (part of) a plain name: letters, apostrophes or hyphens, and none of
    /// the words that never are (stop words, relation words, titles, the apps' names and fillers).
    private func isNameLike(_ word: String) -> Bool {
        guard word.utf8.count <= Self.maxNameLength || word.count <= Self.maxNameLength,
            !words.stopWords.contains(word),
            !excludedWords.contains(word), !words.isRelationOrTitle(word)
        else { return false }
        // ASCII words, nearly all of them, need no look at Unicode properties
        if word.utf8.allSatisfy({ $0 < 0x80 }) {
            let isLetter = { (byte: UInt8) in (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
            return word.utf8.allSatisfy { isLetter($0) || $0 == UInt8(ascii: "'") || $0 == UInt8(ascii: "-") }
                && word.utf8.contains(where: isLetter)
        }
        var hasLetter = false
        for character in word {
            if character.isLetter {
                hasLetter = true
            } else if character != "'" && character != "-" {
                return false
            }
        }
        return hasLetter
    }

    /// "mary-ann o'brien" → "Mary-Ann O'Brien": a capital at the start and after `'`, `-` or a space.
    static func titleCased(_ words: ArraySlice<String>) -> String {
        var result = ""
        for (index, word) in words.enumerated() {
            if index > 0 { result.append(" ") }
            var capitalizeNext = true
            for character in word {
                result += capitalizeNext ? character.uppercased() : String(character)
                capitalizeNext = character == "'" || character == "-"
            }
        }
        return result
    }
}

/// A contact as the parser compares it: the words of its folded name and its spelling.
private struct Contact: Equatable {
    /// The folded words, tokenized the way utterances are ("Mary-Ann" → "mary", "ann").
    let words: [String]
    /// The name as the app spells it, which is the value when the contact matches.
    let spelling: String

    init?(_ spelling: String) {
        let words = Tokenizer.tokenize(spelling).filter { $0.kind == .word }.map(\.text)
        guard !words.isEmpty else { return nil }
        self.words = words
        self.spelling = spelling
    }

    /// Whether `said` is this contact's full name, or its first name alone, with exactly one typo
    /// in one word of five letters or more.
    func isOneTypo(from said: [String]) -> Bool {
        let target: ArraySlice<String>
        if said.count == words.count {
            target = words[...]
        } else if said.count == 1 {
            target = words.prefix(1)
        } else {
            return false
        }
        var typos = 0
        for (heard, expected) in zip(said, target) where heard != expected {
            guard expected.count >= PersonParser.minTypoWordLength,
                OSADistance.distance(Array(heard.unicodeScalars), Array(expected.unicodeScalars), limit: 1) == 1
            else { return false }
            typos += 1
        }
        return typos == 1
    }
}
