/// Words that matter less than others: fillers a person adds ("please", "um") and function words
/// a template may have that a person leaves out ("the", "to"). Keyed by language so other locales
/// add a table instead of literals in the matcher.
package struct WordClasses: Sendable, Hashable {
    /// The language of the table (``LanguageTag/language``): its ``WordList`` is the built-in one.
    package var language: String
    /// Words that cost little when the utterance has them and the phrase does not.
    package var fillers: Set<String>
    /// Words that cost little when the phrase has them and the utterance does not; also the
    /// connectors that go with an omitted app name ("in", "on", "with", "from", "using").
    package var functionWords: Set<String>
    /// Words that negate ("don't", "never"). A reading that leaves one of them unread (neither a word
    /// of its phrase nor inside a slot) would act on the opposite of what was said, so it scores 0.
    package var negations: Set<String>
    /// Words for the speaker and the assistant ("me", "you") and their possessives ("my", "your").
    /// Around a request they are fillers ("can you …", "I want to …"), but inside a phrase they say
    /// who the action is for or whose thing it is: "call me Frank" is not "call Frank", "tell me
    /// the steps" is not a message, "tell my bank that …" is not a message to someone named Bank.
    /// Skipping one after the phrase has begun costs what an unknown word inside it costs; a phrase
    /// that allows one says so ("play [my] {playlist}").
    package var personalPronouns: Set<String>
    /// Words that begin a clause, never a name or a title: "if", "whether". An open slot whose text
    /// starts with one holds a question, not a value ("can you see if my order was delivered").
    package var clauseOpeners: Set<String>
    /// Adverb particles that make a phrasal verb with the word before them: "out" in "find out",
    /// "up" in "add up". Right after a word of the phrase, one changes what that word means, so an
    /// open slot that starts with it is doubtful ("find out how to make tikka masala").
    package var particles: Set<String>
    /// The speaker's possessive ("my"), prepositions ("of", "for") and determiners ("the", "a"): an
    /// open slot the phrase opens with a determiner whose text goes on with "my" after a preposition
    /// ("find the status of my order") describes the speaker's own thing, and names no title.
    package var possessives: Set<String>
    package var prepositions: Set<String>
    package var determiners: Set<String>
    /// An auxiliary and a subject that open a question about what was done ("did you set the alarm
    /// for five", "have I made a shopping list"). A reading that leaves the auxiliary unread, at the
    /// start of the utterance, would do what the person asks about, so it scores 0; a phrase that
    /// reads it ("did I get any email from …") is a question the app answers.
    package var questionAuxiliaries: Set<String>
    package var questionSubjects: Set<String>
    /// Words that ask, link or point ("what", "how", "is", "this"): they say that something is asked
    /// or meant, not what. A "did you mean" that reads only these, function words, fillers and
    /// pronouns of the request ("what is Movie Times for …" for "what is the largest state in the
    /// us", "skip this" for "has there been anything breaking this afternoon") reads nothing of what
    /// was asked, so it is not offered.
    package var lightWords: Set<String>

    /// The spelling dictionary of the language, loaded on first use; nil when it has none.
    package var wordList: WordList? { WordList.builtIn(language: language) }

    package init(
        language: String = "", fillers: Set<String>, functionWords: Set<String>, negations: Set<String> = [],
        personalPronouns: Set<String> = [], clauseOpeners: Set<String> = [], particles: Set<String> = [],
        possessives: Set<String> = [], prepositions: Set<String> = [], determiners: Set<String> = [],
        questionAuxiliaries: Set<String> = [], questionSubjects: Set<String> = [], lightWords: Set<String> = []
    ) {
        self.language = language
        self.fillers = fillers
        self.functionWords = functionWords
        self.negations = negations
        self.personalPronouns = personalPronouns
        self.clauseOpeners = clauseOpeners
        self.particles = particles
        self.possessives = possessives
        self.prepositions = prepositions
        self.determiners = determiners
        self.questionAuxiliaries = questionAuxiliaries
        self.questionSubjects = questionSubjects
        self.lightWords = lightWords
    }

    /// The built-in tables, by language (``LanguageTag/language``).
    package static let tables: [String: WordClasses] = ["en": english]

    /// The built-in table for a locale identifier ("en", "en-US"); English when the language has
    /// none, so that the engine alone always has one. (Phrasebook refuses a model whose locale has
    /// no tables before it compiles anything.)
    package static func builtIn(language identifier: String) -> WordClasses {
        tables[LanguageTag(identifier).language] ?? english
    }

    /// The built-in English table.
    package static let english = WordClasses(
        language: "en",
        fillers: [
            "please", "pls", "plz", "kindly", "um", "umm", "uh", "uhh", "er", "erm", "hmm", "hey", "hi", "hello",
            "ok", "okay", "so", "like", "just", "well", "oh", "yeah", "yes", "now", "thanks", "thank", "you",
            "can", "could", "would", "will", "i", "want", "to", "wanna", "me", "for", "the", "a", "an", "some",
            "actually", "maybe", "quickly", "right", "go", "ahead", "there", "dear", "assistant", "siri", "computer",
        ],
        functionWords: [
            "a", "an", "the", "my", "your", "our", "some", "to", "in", "on", "at", "of", "for", "with", "from",
            "by", "using", "into", "onto", "and", "or", "me", "i", "please",
            // indefinite place words say no place ("is it playing anywhere", "a table somewhere in …").
            "somewhere", "anywhere", "someplace", "anyplace",
        ],
        negations: [
            "not", "never", "don't", "dont", "doesn't", "doesnt", "didn't", "didnt", "won't", "wont", "cannot",
            "can't", "cant", "shouldn't", "shouldnt", "wouldn't", "wouldnt", "mustn't", "isn't", "aren't",
        ],
        personalPronouns: [
            "me", "you", "us", "i", "myself", "yourself", "ourselves", "my", "our", "your", "their", "his", "her",
        ],
        clauseOpeners: ["if", "whether"],
        particles: ["out", "up", "off", "away", "down", "over"],
        possessives: ["my"],
        prepositions: ["of", "on", "for", "in", "at", "with", "from", "to", "into", "onto", "about", "by"],
        determiners: ["the", "a", "an", "some"],
        // not "do" ("do you have the weather for tomorrow" asks for it) nor "it" ("did it rain").
        questionAuxiliaries: ["did", "have"], questionSubjects: ["i", "you", "we"],
        lightWords: [
            "what", "what's", "whats", "which", "who", "who's", "whom", "whose", "where", "where's", "when",
            "when's", "why", "how", "how's", "is", "isn't", "are", "was", "were", "am", "be", "been", "do",
            "does", "this", "that", "these", "those", "it", "there", "here",
        ])
}
