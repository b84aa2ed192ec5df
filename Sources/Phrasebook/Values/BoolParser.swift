import PhraseMatching

/// Reads a yes-or-no answer or an on/off setting as `.bool`.
///
/// Only words and phrases that mean one thing whatever the question are read (English):
/// - true: "yes", "yeah", "yep", "yup", "yes please", "sure", "ok", "okay", "of course",
///   "certainly", "absolutely", "definitely", "affirmative", "true", "on", "enable", "enabled";
/// - false: "no", "nope", "nah", "no thanks", "no thank you", "not really", "not at all",
///   "of course not", "certainly not", "absolutely not", "definitely not", "negative", "false",
///   "off", "disable", "disabled".
///
/// "not really" is read as false: as an answer it declines, and it cannot mean yes. Left out
/// because they depend on the question or the tone: "right" and "correct" (also directions and
/// verbs), "fine", "alright" ("that's alright" declines), "maybe", "no way" (also surprise), "uh
/// huh", "never" ("never mind" cancels), "not sure", digits ("1", "0"), and "yeah no" style
/// reversals. Two guards keep a phrase from being read against what follows it: a true phrase
/// right before "not" is not read ("of course not" is only false), and a phrase right before a
/// phrase of the other value is not read ("yes no" reads nothing).
public struct BoolParser: ValueParser {
    /// One phrase, its folded words, and the value it means.
    struct Phrase: Sendable {
        var words: [String]
        var value: Bool
    }

    /// The phrases read.
    let phrases: [Phrase]
    /// Words that, right after a true phrase, turn it around ("of course not").
    let negators: Set<String>
    /// The longest phrase, in tokens.
    private let longest: Int

    /// A parser of English yes/no and on/off words.
    public init() {
        self.init(phrases: Self.english, negators: Self.englishNegators)
    }

    /// A parser with the words of `language` (a locale identifier, read as `LanguageTag` reads it:
    /// "en", "en-US"), or nil when there is no table for it.
    public init?(language: String) {
        guard let table = Self.byLanguage[LanguageTag(language).language] else { return nil }
        self.init(phrases: table.phrases, negators: table.negators)
    }

    init(phrases: [Phrase], negators: Set<String>) {
        self.phrases = phrases
        self.negators = negators
        longest = phrases.map(\.words.count).max() ?? 0
    }

    /// The tables by language: the phrases, and the words that turn a true phrase around.
    static let byLanguage: [String: (phrases: [Phrase], negators: Set<String>)] = ["en": (english, englishNegators)]

    static let englishNegators: Set<String> = ["not"]

    static let english: [Phrase] = {
        let yes = [
            "yes", "yeah", "yep", "yup", "yes please", "sure", "ok", "okay", "of course", "certainly",
            "absolutely", "definitely", "affirmative", "true", "on", "enable", "enabled",
        ]
        let no = [
            "no", "nope", "nah", "no thanks", "no thank you", "not really", "not at all", "of course not",
            "certainly not", "absolutely not", "definitely not", "negative", "false", "off", "disable",
            "disabled",
        ]
        let phrase = { (text: String, value: Bool) in
            Phrase(words: text.split(separator: " ").map(String.init), value: value)
        }
        return yes.map { phrase($0, true) } + no.map { phrase($0, false) }
    }()

    /// The phrases that start `tokens`, at most one per length, shortest first.
    public func readings(of tokens: ArraySlice<Token>, in context: ValueContext) -> [ValueReading] {
        // One token past the longest phrase, for the guards that look at what follows.
        let span = Array(tokens.prefix(longest + 1))
        return matches(in: span, at: 0).compactMap { phrase in
            let next = phrase.words.count
            if phrase.value, next < span.count, negators.contains(span[next].text) { return nil }
            if matches(in: span, at: next).contains(where: { $0.value != phrase.value }) { return nil }
            return ValueReading(length: next, value: .bool(phrase.value))
        }
    }

    /// The phrases that match `tokens` at `start`, shortest first.
    private func matches(in tokens: [Token], at start: Int) -> [Phrase] {
        guard start < tokens.count else { return [] }
        return phrases.filter { phrase in
            start + phrase.words.count <= tokens.count
                && phrase.words.indices.allSatisfy { offset in
                    let token = tokens[start + offset]
                    return token.kind == .word && token.text == phrase.words[offset]
                }
        }
        .sorted { $0.words.count < $1.words.count }
    }
}
