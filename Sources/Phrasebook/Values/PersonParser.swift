import PhraseMatching

/// Reads a person: a name of one to three words ("alice", "mary ann smith") or an e-mail address,
/// resolved against ``ValueContext/contacts`` when the app offers contacts.
///
/// Parsers see folded tokens only, never the original text, so capitalization cannot say what is
/// a name. A word is *name-like* when it is a word token made of letters (plus apostrophes or
/// hyphens, as in "o'brien") and is not on the language's stop list (articles, pronouns,
/// prepositions, conjunctions, common verbs, time words). The value is the contact's spelling when
/// a contact matches, and otherwise the words title-cased ("alice smith" → "Alice Smith"); folding
/// has already removed accents, which is one more reason contacts are preferred.
///
/// With contacts, a span that is a contact's full name, or a single word that is a contact's first
/// name, reads as that contact at cost 0; a span one typo away (in a word of five letters or more)
/// at cost 0.25; any other name at cost 0.1, so that contacts win. Without contacts every name reads
/// at cost 0. An exact contact match bypasses the stop list ("will" is a verb, "Will Smith" is a
/// contact), and a contact's full name may run past three words (up to five).
///
/// ```swift
/// let context = ValueContext(contacts: ["Alice Smith"])
/// PersonParser().value(of: Tokenizer.tokenize("alice")[...], in: context)  // .person("Alice Smith")
/// PersonParser().value(of: Tokenizer.tokenize("bob")[...], in: context)    // .person("Bob")
/// ```
public struct PersonParser: ValueParser {
    /// The language whose stop list is used ("en"); unknown languages fall back to English, since a
    /// parser with no stop list would read "the" as a name.
    public let language: String

    /// The most words a name that is not a contact may have.
    static let maxNameWords = 3
    /// The most words a contact's full name may have to be matched.
    static let maxContactWords = 5
    /// Longer words are not names: this bounds the work on pathological input.
    static let maxNameLength = 64
    /// The cost of a name that no contact matches, when the app has contacts.
    static let unknownNameCost: Float = 0.1
    /// The cost of a contact read through one typo.
    static let nearMissCost: Float = 0.25
    /// The shortest contact word a typo is tolerated in; shorter names are too easily confused.
    static let minTypoWordLength = 5

    /// Creates a parser for names in `language` (default English).
    public init(language: String = "en") {
        self.language = language
    }

    /// Every name reading at the start of `tokens`, shortest first, at most one per length.
    /// - Complexity: O(c · w) for c contacts of w words, plus O(k) for the k ≤ 5 tokens examined.
    public func readings(of tokens: ArraySlice<Token>, in context: ValueContext) -> [ValueReading] {
        guard let first = tokens.first else { return [] }
        if first.kind == .email {
            return [ValueReading(length: 1, value: .person(first.text))]
        }
        guard first.kind == .word, first.text.count <= Self.maxNameLength else { return [] }

        let stopWords = Self.stopWords(for: language)
        let contacts = context.contacts.compactMap(Contact.init)
        let longestContact = contacts.map(\.words.count).max() ?? 0
        let span = Array(tokens.prefix(max(Self.maxNameWords, min(longestContact, Self.maxContactWords))))

        var readings: [ValueReading] = []
        // how many leading tokens are name-like; every shorter span is then a plain name too
        var nameLikeRun = 0
        while nameLikeRun < span.count, Self.isNameLike(span[nameLikeRun], stopWords: stopWords) {
            nameLikeRun += 1
        }
        for length in 1...span.count {
            // contacts are made of word tokens, and names of name-like ones: no longer span can read
            guard span[length - 1].kind == .word else { break }
            let words = span[..<length].map(\.text)
            if let reading = contactReading(of: words, among: contacts, nameLike: length <= nameLikeRun) {
                readings.append(reading)
            } else if length <= min(nameLikeRun, Self.maxNameWords) {
                let cost = contacts.isEmpty ? 0 : Self.unknownNameCost
                readings.append(ValueReading(length: length, value: .person(Self.titleCased(words)), cost: cost))
            }
        }
        return readings
    }

    /// The reading of `words` as a contact: exact matches first, then one typo. A first name or typo
    /// shared by several contacts is ambiguous, and reads as the name as said (the app asks whom).
    private func contactReading(of words: [String], among contacts: [Contact], nameLike: Bool) -> ValueReading? {
        guard !contacts.isEmpty else { return nil }
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
                return ValueReading(length: 1, value: .person(Self.titleCased(words)))
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

    /// Whether `token` could be (part of) a name: letters, apostrophes or hyphens, not a stop word.
    static func isNameLike(_ token: Token, stopWords: Set<String>) -> Bool {
        guard token.kind == .word, token.text.count <= maxNameLength, !stopWords.contains(token.text) else {
            return false
        }
        var hasLetter = false
        for character in token.text {
            if character.isLetter {
                hasLetter = true
            } else if character != "'" && character != "-" {
                return false
            }
        }
        return hasLetter
    }

    /// "mary-ann o'brien" → "Mary-Ann O'Brien": a capital at the start and after `'`, `-` or a space.
    static func titleCased(_ words: [String]) -> String {
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

    /// The stop list for `language`, English when there is none.
    static func stopWords(for language: String) -> Set<String> {
        stopWordsByLanguage[LanguageTag(language).language] ?? stopWordsByLanguage["en"] ?? []
    }

    /// Words that are never (part of) a name that no contact has, keyed by language.
    static let stopWordsByLanguage: [String: Set<String>] = ["en": englishStopWords]

    private static let englishStopWords: Set<String> = [
        // articles and determiners
        "a", "an", "the", "this", "that", "these", "those", "some", "any", "all", "each", "every",
        "both", "either", "neither", "no", "not", "another", "other", "such",
        // pronouns
        "i", "me", "my", "mine", "myself", "you", "your", "yours", "yourself", "he", "him", "his",
        "himself", "she", "her", "hers", "herself", "it", "its", "itself", "we", "us", "our", "ours",
        "they", "them", "their", "theirs", "who", "whom", "whose", "what", "which", "someone",
        "somebody", "everyone", "everybody", "anyone", "anybody", "nobody", "one", "i'm", "i'd",
        "i'll", "you're", "he's", "she's", "it's", "we're", "they're", "let's", "what's", "who's",
        // prepositions
        "to", "from", "with", "without", "for", "of", "in", "on", "at", "by", "about", "into",
        "onto", "over", "under", "after", "before", "via", "per", "than", "through", "between",
        "near", "up", "down", "out", "off", "as", "around", "until", "till", "since", "during",
        // conjunctions and adverbs
        "and", "or", "but", "nor", "so", "if", "then", "because", "while", "also", "too", "very",
        "just", "only", "again", "here", "there", "where", "when", "why", "how", "yes", "please",
        "thanks", "thank", "hi", "hello", "hey", "ok", "okay",
        // common verbs and the commands names follow
        "is", "are", "am", "was", "were", "be", "been", "being", "do", "does", "did", "don't",
        "have", "has", "had", "can", "could", "will", "would", "shall", "should", "may", "might",
        "must", "let", "call", "text", "message", "email", "mail", "send", "tell", "ask", "remind",
        "meet", "show", "find", "get", "give", "share", "invite", "add", "remove", "say", "says",
        "said", "saying", "want", "need", "know", "see", "make", "go", "come", "pay", "ring",
        // time words
        "today", "tomorrow", "tonight", "yesterday", "now", "later", "soon", "morning", "afternoon",
        "evening", "night", "noon", "midnight", "day", "days", "week", "weeks", "month", "months",
        "year", "years", "weekend", "next", "last", "daily", "weekly", "monthly", "pm",
        "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
        "january", "february", "march", "april", "june", "july", "august", "september", "october",
        "november", "december",
    ]
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
