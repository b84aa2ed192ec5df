import PhraseMatching

/// Reads an ordinal ("first", "twenty first", "3rd", "the second one") as its position, `.int(n)`,
/// for ordinal-typed parameters and for answers that pick among choices ("the second one").
///
/// What it consumes, in order (with the English table, ``NumberWords/english``):
/// 1. optionally an article, "the";
/// 2. the ordinal itself, one of
///    - ordinal words, with cardinal words before the last one: "first" … "nineteenth",
///      "twentieth" … "ninetieth", "hundredth", "thousandth", "millionth", "billionth", and
///      compounds "twenty first", "one hundred and first", "two thousandth";
///    - digits with a suffix: "1st", "2nd", "3rd", "21st", "111th", "1,000th". A suffix that does
///      not fit the number ("2th") reads at the typo cost;
/// 3. optionally the pronoun "one" ("the second one").
///
/// So "the second one" has readings of lengths 2 ("the second") and 3, and "second one" of lengths
/// 1 and 2; "the" alone or "one" alone reads nothing. Ordinal words of five letters or more
/// tolerate one typo ("secnod") like number words. Positions start at one: there is no "zeroth"
/// or "0th". Relative words ("last", "next", "previous") are not positions and are not read.
public struct OrdinalParser: ValueParser {
    /// The language's number words, ordinals, articles and suffixes.
    public var words: NumberWords

    /// A parser of English ordinals.
    public init() {
        self.init(words: .english)
    }

    /// A parser of ordinals in the language of `words`.
    public init(words: NumberWords) {
        self.words = words
    }

    /// The most tokens an ordinal may span, article and pronoun included; it bounds every call.
    public static let maxTokens = 16

    /// The readings of an ordinal from the start of `tokens`: without and with a following pronoun.
    public func readings(of tokens: ArraySlice<Token>, in context: ValueContext) -> [ValueReading] {
        let span = Array(tokens.prefix(Self.maxTokens))
        guard let first = span.first else { return [] }
        let start = first.kind == .word && words.ordinalArticles.contains(first.text) ? 1 : 0
        guard let core = ordinal(in: span, at: start) else { return [] }
        var readings = [ValueReading(length: core.end, value: .int(core.value), cost: core.cost)]
        if core.end < span.count, span[core.end].kind == .word, words.ordinalPronouns.contains(span[core.end].text) {
            readings.append(ValueReading(length: core.end + 1, value: .int(core.value), cost: core.cost))
        }
        return readings
    }

    /// The ordinal starting at `start`: where it ends, its value and cost.
    private func ordinal(in tokens: [Token], at start: Int) -> (end: Int, value: Int, cost: Float)? {
        guard start < tokens.count else { return nil }
        let token = tokens[start]
        switch token.kind {
        case .word:
            if let written = digitOrdinal(token.text) { return (start + 1, written.value, written.cost) }
            return wordOrdinal(in: tokens, at: start)
        case .number:
            // "1,000th": the tokenizer ends a grouped number before letters, so the suffix is the
            // next token, written right against it (not "1,000 th").
            guard start + 1 < tokens.count, let number = DecimalText(token.text), !number.hasSign,
                let value = number.integer, value >= 1
            else { return nil }
            let suffix = tokens[start + 1]
            guard suffix.kind == .word, suffix.range.lowerBound == token.range.upperBound,
                words.ordinalSuffixes.contains(suffix.text)
            else { return nil }
            return (start + 2, value, suffixCost(value, suffix.text))
        default:
            return nil
        }
    }

    /// "21st" (one word token: digits run into letters): its value and cost.
    private func digitOrdinal(_ text: String) -> (value: Int, cost: Float)? {
        let bytes = Array(text.utf8.prefix(24))
        guard bytes.count < 24 else { return nil }
        let digitCount = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
        // 18 digits always fit an Int.
        guard digitCount > 0, digitCount <= 18,
            let value = Int(String(decoding: bytes[..<digitCount], as: UTF8.self)), value >= 1
        else { return nil }
        let suffix = String(decoding: bytes[digitCount...], as: UTF8.self)
        guard words.ordinalSuffixes.contains(suffix) else { return nil }
        return (value, suffixCost(value, suffix))
    }

    /// Cardinal words ending in an ordinal word: "twenty first", "one hundred and first", "hundredth".
    private func wordOrdinal(in tokens: [Token], at start: Int) -> (end: Int, value: Int, cost: Float)? {
        var state = CardinalState()
        var cost: Float = 0
        var index = start
        while index < tokens.count, tokens[index].kind == .word,
            let found = words.entry(tokens[index].text, preferOrdinal: true)
        {
            guard state.accept(found.entry.role, impliedOne: true) else { return nil }
            cost += found.cost
            index += 1
            if found.entry.isOrdinal {
                guard state.isComplete, let value = Int(exactly: state.value), value >= 1 else { return nil }
                return (index, value, cost)
            }
        }
        return nil
    }

    /// Nothing for the suffix the language writes after `value`; a typo's cost for another one.
    private func suffixCost(_ value: Int, _ suffix: String) -> Float {
        words.ordinalSuffix(value) == suffix ? 0 : NumberWords.typoCost
    }
}
