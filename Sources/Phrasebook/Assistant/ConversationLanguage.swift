import PhraseMatching

/// The words a conversation reads and says beyond the apps' phrases, keyed by language: yes and no
/// in many words, "same again", the openings of a correction, and plurals.
///
/// Each table is small and written by hand; a language is added with the other tables of
/// ``ValueParsers/missingTables(for:)``.
struct ConversationLanguage: Sendable {
    /// Phrase templates (<doc:PhraseTemplates>) that confirm.
    var yes: [PhraseModel]
    /// Phrase templates that decline.
    var no: [PhraseModel]
    /// Phrase templates that repeat the conversation's last completed request.
    var again: [PhraseModel]
    /// Words that open a correction or an answer and carry no value: "actually", "no", "make that".
    var correctionLeads: [[String]]
    /// Words that say the value before them is the one meant and the one after is not: "small not large".
    var negation: String
    /// Words that end the rejected part of "not large, small": "but", "rather", "i meant".
    var correctionSeparators: [[String]]
    /// Plural forms that do not follow the rules.
    var irregularPlurals: [String: String]
    /// The rules: a word ending in the key takes the value in place of that ending; "" matches every word.
    var pluralEndings: [(ending: String, replacement: String)]

    static let english = ConversationLanguage(
        yes: [
            "(yes|yeah|yep|yup|ya|sure|ok|okay|alright|all right|absolutely|definitely|certainly|of course|correct|right|that's right|confirm|confirmed|affirmative) [please|thanks|thank you] [(go ahead|do it|go for it|please do|sounds good|that's fine)] [please]",
            "(go ahead|do it|go for it|please do|sounds good|that's fine|let's do it|make it so|why not) [please|then|now]",
            "(yes|yeah|sure|ok|okay) (i'm sure|i am sure|i do|it is|that's it)",
        ],
        no: [
            "(no|nope|nah|no way|negative) [thanks|thank you|please] [(don't|do not|don't do it|do not do it|not now|not yet|not today|wait|stop|leave it)]",
            "(don't|do not) [do it|do that|bother]",
            "not (now|yet|today|right now|this time)",
            "(stop|wait|hold on|hold off|leave it|skip it|no no)",
        ],
        again: [
            "[(the|that)] same [thing] [one] again [please]",
            "(do|repeat|say) (that|it|the same) again [please]",
            "(one more|another) [time] [please]",
            "repeat [that|the last one] [please]",
            "(same|the same) as (before|last time) [please]",
            "again [please]",
        ],
        correctionLeads: [
            ["actually"], ["no"], ["nope"], ["oh"], ["sorry"], ["wait"], ["make", "that"], ["change", "it", "to"],
            ["change", "that", "to"], ["i", "meant"], ["i", "mean"], ["i", "said"], ["instead"], ["rather"],
        ],
        negation: "not",
        correctionSeparators: [["but"], ["rather"], ["i", "meant"], ["i", "mean"], ["make", "it"], ["instead"]],
        irregularPlurals: [
            "child": "children", "person": "people", "man": "men", "woman": "women", "mouse": "mice",
            "foot": "feet", "tooth": "teeth", "goose": "geese", "leaf": "leaves", "knife": "knives", "loaf": "loaves",
            "life": "lives", "wife": "wives", "half": "halves", "shelf": "shelves", "potato": "potatoes",
            "tomato": "tomatoes", "hero": "heroes", "sheep": "sheep", "fish": "fish", "series": "series",
        ],
        pluralEndings: [
            ("ay", "ays"), ("ey", "eys"), ("oy", "oys"), ("uy", "uys"), ("y", "ies"), ("ss", "sses"), ("s", "ses"),
            ("x", "xes"), ("z", "zes"), ("ch", "ches"), ("sh", "shes"), ("", "s"),
        ])

    /// The tables for `locale` ("en-US" reads the "en" table). A model in a language without
    /// them does not compile (``ValueParsers/missingTables(for:)``); English stands in meanwhile.
    static func forLocale(_ locale: String) -> ConversationLanguage {
        tables[LanguageTag(locale).language] ?? english
    }

    static let tables: [String: ConversationLanguage] = ["en": english]

    /// The plural of a name: its last word inflected, keeping the case of its first letter.
    func plural(_ name: String) -> String {
        guard let space = name.lastIndex(of: " ") else { return pluralWord(name) }
        return String(name[...space]) + pluralWord(String(name[name.index(after: space)...]))
    }

    private func pluralWord(_ word: String) -> String {
        let lower = word.lowercased()
        guard lower.last?.isLetter == true else { return word }
        if let irregular = irregularPlurals[lower] {
            return word.first?.isUppercase == true
                ? irregular.prefix(1).uppercased() + irregular.dropFirst() : irregular
        }
        for (ending, replacement) in pluralEndings where lower.hasSuffix(ending) {
            // a word already plural ("series") stays as it is only when listed; "-ss" becomes "-sses".
            return String(word.dropLast(ending.count)) + replacement
        }
        return word
    }

    /// The words of `text` with the openings of a correction taken away: "no, three" → "three",
    /// "not large, small" → "small", "small not large" → "small", "make that miso" → "miso".
    /// Returns nil when nothing was taken away.
    func correction(_ text: String) -> String? {
        var words = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).map { word in
            String(word.filter { $0 != "," && $0 != "." && $0 != "!" && $0 != ";" })
        }.filter { !$0.isEmpty }
        let original = words
        words = withoutLeads(words)
        if words.first == negation {
            // "not large, small" / "not large but small": the words after the comma or the separator.
            let raw = text.lowercased()
            if let comma = raw.lastIndex(of: ","), raw[raw.index(after: comma)...].contains(where: \.isLetter) {
                words = raw[raw.index(after: comma)...].split(separator: " ").map(String.init).filter { !$0.isEmpty }
            } else if let (start, length) = firstRun(of: correctionSeparators, in: words) {
                words = Array(words[(start + length)...])
            }
        } else if let index = words.firstIndex(of: negation), index > 0 {
            // "small not large": the words before "not".
            words = Array(words[..<index])
        }
        words = withoutLeads(words)
        guard words != original, !words.isEmpty else { return nil }
        return words.joined(separator: " ")
    }

    /// `words` without the openings of a correction at their start ("actually no, make that …"),
    /// keeping at least one word.
    private func withoutLeads(_ words: [String]) -> [String] {
        var words = words
        var stripped = true
        while stripped, words.count > 1 {
            stripped = false
            for lead in correctionLeads where words.count > lead.count && Array(words.prefix(lead.count)) == lead {
                words.removeFirst(lead.count)
                stripped = true
            }
        }
        return words
    }

    private func firstRun(of runs: [[String]], in words: [String]) -> (Int, Int)? {
        for start in words.indices {
            for run in runs where start + run.count <= words.count && Array(words[start..<(start + run.count)]) == run {
                return (start, run.count)
            }
        }
        return nil
    }
}

/// Matchers compiled once per language for yes, no and "same again".
struct ConversationPhrases: Sendable {
    let matcher: IntentMatcher

    init(_ language: ConversationLanguage) throws {
        let app = AppModel(
            name: "conversation",
            intents: [
                IntentModel(name: "Yes", phrases: language.yes),
                IntentModel(name: "No", phrases: language.no),
                IntentModel(name: "Again", phrases: language.again),
            ])
        var options = MatchOptions.exact
        options.suggestions = false
        matcher = try IntentMatcher(model: PhrasebookModel(apps: [app]), options: options)
    }

    /// "Yes", "No" or "Again" when the whole text is one of those, else nil.
    func read(_ text: String) -> String? {
        let match = matcher.match(text)
        return match.outcome == .matched ? match.intent : nil
    }

    private static let cache = Locked<[String: ConversationPhrases]>([:])

    /// The phrases of `locale`'s language, compiled on first use.
    static func forLocale(_ locale: String) -> ConversationPhrases? {
        let language = LanguageTag(locale).language
        if let known = cache.withLock({ $0[language] }) { return known }
        guard let compiled = try? ConversationPhrases(ConversationLanguage.forLocale(locale)) else { return nil }
        cache.withLock { $0[language] = compiled }
        return compiled
    }
}
