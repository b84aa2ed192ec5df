/// Words that matter less than others: fillers a person adds ("please", "um") and function words
/// a template may have that a person leaves out ("the", "to"). Keyed by language so other locales
/// add a table instead of literals in the matcher.
public struct WordClasses: Sendable, Hashable {
    /// Words that cost little when the utterance has them and the phrase does not.
    public var fillers: Set<String>
    /// Words that cost little when the phrase has them and the utterance does not; also the
    /// connectors that go with an omitted app name ("in", "on", "with", "from", "using").
    public var functionWords: Set<String>
    /// Words that negate ("don't", "never"). A reading that leaves one of them unread (neither a word
    /// of its phrase nor inside a slot) would act on the opposite of what was said, so it scores 0.
    public var negations: Set<String>

    public init(fillers: Set<String>, functionWords: Set<String>, negations: Set<String> = []) {
        self.fillers = fillers
        self.functionWords = functionWords
        self.negations = negations
    }

    /// The built-in table for a language code ("en"); English when the language has none yet.
    public static func builtIn(language: String) -> WordClasses {
        english
    }

    /// The built-in English table.
    public static let english = WordClasses(
        fillers: [
            "please", "pls", "plz", "kindly", "um", "umm", "uh", "uhh", "er", "erm", "hmm", "hey", "hi", "hello",
            "ok", "okay", "so", "like", "just", "well", "oh", "yeah", "yes", "now", "thanks", "thank", "you",
            "can", "could", "would", "will", "i", "want", "to", "wanna", "me", "for", "the", "a", "an", "some",
            "actually", "maybe", "quickly", "right", "go", "ahead", "there", "dear", "assistant", "siri", "computer",
        ],
        functionWords: [
            "a", "an", "the", "my", "your", "our", "some", "to", "in", "on", "at", "of", "for", "with", "from",
            "by", "using", "into", "onto", "and", "or", "me", "i", "please",
        ],
        negations: [
            "not", "never", "don't", "dont", "doesn't", "doesnt", "didn't", "didnt", "won't", "wont", "cannot",
            "can't", "cant", "shouldn't", "shouldnt", "wouldn't", "wouldnt", "mustn't", "isn't", "aren't",
        ])
}
