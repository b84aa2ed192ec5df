import PhraseMatching

/// Reads durations ("5 minutes", "an hour and a half", "2h30m", "a quarter of an hour") as
/// ``ParameterValue/duration(_:)`` in seconds.
///
/// A duration is one or more parts, each a quantity and a unit, with the units getting strictly
/// smaller ("2 hours 30 minutes", "2 hours and 30 minutes", "2h 30m"), so "5 minutes 2 hours" stops
/// after "5 minutes". "And a half" after a part adds half its unit ("an hour and a half") and ends
/// the duration. Quantities are digits, number words, "a"/"an", fractions ("half an hour",
/// "three quarters of an hour") and "two and a half". One-letter symbols (s, m, h, d, w) need a
/// quantity in digits, so "a m" (as in "5 a m") is not a minute; the clipped words (sec, min, hr)
/// take any quantity ("just a sec", "five mins"). Negative durations, clock forms ("1:30") and
/// months or years (whose length varies) are not read.
public struct DurationParser: ValueParser {
    let words: DurationWords

    /// A parser with the English words.
    public init() {
        self.init(words: .english)
    }

    /// A parser with the words of `language` (a locale identifier, read as `LanguageTag` reads it:
    /// "en", "en-US"), or nil when there is no table for it.
    public init?(language: String) {
        guard let words = DurationWords.byLanguage[LanguageTag(language).language] else { return nil }
        self.init(words: words)
    }

    init(words: DurationWords) {
        self.words = words
    }

    /// A duration never needs more tokens than this: five parts of a long number in words each.
    static let maxTokens = 40

    /// Every duration that starts at `tokens.startIndex`, one per length, shortest first.
    public func readings(of tokens: ArraySlice<Token>, in context: ValueContext) -> [ValueReading] {
        readings(of: tokens)
    }

    /// ``readings(of:in:)``, which needs no context: what a relative date counts from now is one.
    func readings(of tokens: ArraySlice<Token>) -> [ValueReading] {
        let window = tokens.prefix(Self.maxTokens)
        var found = ReadingSet()
        extend(window, at: window.startIndex, total: 0, cost: 0, below: .infinity, into: &found)
        return found.sorted
    }

    /// One quantity and its unit, or one compact word ("2h30m").
    private struct Part {
        var end: Int
        var count: Double
        var unit: Double
        var seconds: Double
        var largest: Double
        var smallest: Double
        var cost: Float
        /// Whether "and a half" may follow: not after a fraction or a compact word.
        var takesFraction: Bool
    }

    /// Offers every duration that continues `total` with parts starting at `start`.
    /// - Complexity: units strictly decrease, so the depth is at most the number of units (5).
    private func extend(
        _ tokens: ArraySlice<Token>, at start: Int, total: Double, cost: Float, below: Double,
        into found: inout ReadingSet
    ) {
        var starts = [start]
        // "and" or a comma (dropped by the tokenizer) may join parts, never start the first.
        if start > tokens.startIndex, start < tokens.endIndex, words.quantity.joiners.contains(tokens[start].text) {
            starts.append(start + 1)
        }
        for partStart in starts {
            for part in parts(tokens, at: partStart) where part.largest < below {
                let seconds = total + part.seconds
                let partCost = cost + part.cost
                guard seconds.isFinite else { continue }
                found.offer(
                    ValueReading(length: part.end - tokens.startIndex, value: .duration(seconds), cost: partCost))
                if part.takesFraction, let (length, fraction) = words.quantity.andFraction(tokens, at: part.end) {
                    found.offer(
                        ValueReading(
                            length: part.end + length - tokens.startIndex,
                            value: .duration(total + (part.count + fraction) * part.unit), cost: partCost))
                }
                extend(tokens, at: part.end, total: seconds, cost: partCost, below: part.smallest, into: &found)
            }
        }
    }

    private func parts(_ tokens: ArraySlice<Token>, at start: Int) -> [Part] {
        guard start < tokens.endIndex else { return [] }
        var parts: [Part] = []
        if let compact = compactPart(tokens[start]) {
            parts.append(
                Part(
                    end: start + 1, count: 0, unit: compact.smallest, seconds: compact.seconds,
                    largest: compact.largest,
                    smallest: compact.smallest, cost: 0, takesFraction: false))
        }
        for quantity in words.quantity.readings(of: tokens[start...], allowNegative: false) {
            let unitAt = start + quantity.length
            guard unitAt < tokens.endIndex, let (unit, unitCost) = words.unit(tokens[unitAt].text),
                quantity.isDigits || !unit.isSymbol
            else { continue }
            parts.append(
                Part(
                    end: unitAt + 1, count: quantity.value, unit: unit.seconds, seconds: quantity.value * unit.seconds,
                    largest: unit.seconds, smallest: unit.seconds, cost: quantity.cost + unitCost,
                    takesFraction: !quantity.hasFraction))
        }
        return parts
    }

    /// "2h", "90s", "5min", "2h30m", "1h30" (a bare trailing number counts the next smaller unit).
    private func compactPart(_ token: Token) -> (seconds: Double, largest: Double, smallest: Double)? {
        guard token.kind == .word, let runs = CompactQuantity.runs(token.text) else { return nil }
        var seconds = 0.0
        var largest = 0.0
        var smallest = Double.infinity
        for (number, suffix) in runs {
            let unit: Double
            if suffix.isEmpty {
                guard let trailing = words.trailingUnit[smallest] else { return nil }
                unit = trailing
            } else {
                guard let found = words.units[suffix]?.seconds else { return nil }
                unit = found
            }
            guard unit < smallest else { return nil }
            seconds += number * unit
            largest = max(largest, unit)
            smallest = unit
        }
        return seconds.isFinite ? (seconds, largest, smallest) : nil
    }
}

/// A unit word of durations: how many seconds it stands for and whether it is a symbol.
struct DurationUnit: Sendable {
    var seconds: Double
    /// A one-letter symbol ("h"), read only after a quantity in digits.
    var isSymbol: Bool
}

/// The duration words of a language: units, and the quantity words shared with measurements.
struct DurationWords: Sendable {
    /// Every unit word and what it means, looked up exactly (`units[word]`) or through one typo in
    /// words of five letters or more (``unit(_:)``: "minuets", "hoursd").
    let units: TypoTable<DurationUnit>
    /// The unit a bare trailing number counts in a compact word: minutes after hours ("1h30"),
    /// seconds after minutes ("5m30"). Keyed by the seconds of the unit before it.
    var trailingUnit: [Double: Double]
    var quantity: QuantityWords

    init(
        units: [(seconds: Double, words: [String], symbols: [String])], trailingUnit: [Double: Double],
        quantity: QuantityWords
    ) {
        var table: [String: DurationUnit] = [:]
        for unit in units {
            for word in unit.words { table[word] = DurationUnit(seconds: unit.seconds, isSymbol: false) }
            for symbol in unit.symbols { table[symbol] = DurationUnit(seconds: unit.seconds, isSymbol: true) }
        }
        self.units = TypoTable(table, typoFrom: DateWords.typoFrom, typoCost: DateWords.typoCost)
        self.trailingUnit = trailingUnit
        self.quantity = quantity
    }

    /// The unit `text` names, exactly or through one typo, with the typo's cost.
    func unit(_ text: String) -> (DurationUnit, Float)? {
        units.lookup(text).map { ($0.value, $0.cost) }
    }

    /// The English table.
    static let english = DurationWords(
        units: [
            (1, ["second", "seconds", "sec", "secs"], ["s"]),
            (60, ["minute", "minutes", "min", "mins"], ["m"]),
            (3_600, ["hour", "hours", "hr", "hrs"], ["h"]),
            (86_400, ["day", "days"], ["d"]),
            (604_800, ["week", "weeks", "wk", "wks"], ["w"]),
        ],
        trailingUnit: [3_600: 60, 60: 1],
        quantity: .english)

    /// The tables by ISO 639-1 language code.
    static let byLanguage: [String: DurationWords] = ["en": .english]
}

/// How many of a unit: a number, an article, a fraction, or a number and a fraction.
struct Quantity: Sendable {
    var length: Int
    var value: Double
    var cost: Float
    /// Written as a digit token ("5", "1.5"), so a symbol such as "m" or "km" may follow.
    var isDigits: Bool
    /// A number (in digits or words, perhaps with "and a half"), not "a" or "half a".
    var isNumber: Bool
    /// Already holds a fraction, so "and a half" may not follow its unit.
    var hasFraction: Bool
}

/// The words that say how many of a unit besides plain numbers, in one language.
struct QuantityWords: Sendable {
    var numbers: NumberWords
    /// "a", "an": one of a unit.
    var articles: Set<String>
    /// Nouns for a share of a unit: "half", "quarter(s)", "third(s)".
    var fractions: [String: Double]
    /// Nouns for a count: "couple".
    var counts: [String: Double]
    /// "and", between a number and its fraction and between the parts of a duration.
    var joiners: Set<String>
    /// "of", as in "a quarter of an hour".
    var partitives: Set<String>
    /// "minus", "negative", before a number where negative values make sense.
    var negatives: Set<String>

    /// The English table.
    static let english = QuantityWords(
        numbers: .english, articles: ["a", "an"],
        fractions: [
            "half": 0.5, "halves": 0.5, "quarter": 0.25, "quarters": 0.25, "third": 1.0 / 3, "thirds": 1.0 / 3,
        ],
        counts: ["couple": 2], joiners: ["and"], partitives: ["of"], negatives: ["minus", "negative"])

    /// Number words never run longer than this.
    static let maxNumberWords = 16

    /// Every quantity at the start of `tokens`. Without `allowNegative`, negative numbers are dropped.
    func readings(of tokens: ArraySlice<Token>, allowNegative: Bool) -> [Quantity] {
        guard let first = tokens.first else { return [] }
        if allowNegative, negatives.contains(first.text) {
            return unsigned(tokens.dropFirst()).compactMap { quantity in
                guard quantity.isNumber, quantity.value >= 0 else { return nil }
                var negated = quantity
                negated.length += 1
                negated.value = -quantity.value
                return negated
            }
        }
        return unsigned(tokens).filter { allowNegative || $0.value >= 0 }
    }

    private func unsigned(_ tokens: ArraySlice<Token>) -> [Quantity] {
        guard let first = tokens.first else { return [] }
        let start = tokens.startIndex
        var found: [Quantity] = []
        for number in numbers(tokens) {
            let quantity = Quantity(
                length: number.length, value: number.value, cost: number.cost, isDigits: number.isDigits,
                isNumber: true, hasFraction: false)
            found.append(quantity)
            let end = start + number.length
            // "two and a half"
            if let (length, fraction) = andFraction(tokens, at: end) {
                var mixed = quantity
                mixed.length += length
                mixed.value += fraction
                mixed.hasFraction = true
                found.append(mixed)
            }
            // "three quarters (of an)"
            if end < tokens.endIndex, let share = fractions[tokens[end].text] {
                appendNoun(
                    value: number.value * share, after: end, in: tokens, cost: number.cost, fraction: true, to: &found)
            }
        }
        if articles.contains(first.text) {
            found.append(Quantity(length: 1, value: 1, cost: 0, isDigits: false, isNumber: false, hasFraction: false))
            let next = start + 1
            if next < tokens.endIndex {
                // "a half (hour)", "a quarter (of an hour)", "a couple (of hours)"
                if let share = fractions[tokens[next].text] {
                    appendNoun(value: share, after: next, in: tokens, cost: 0, fraction: true, to: &found)
                } else if let count = counts[tokens[next].text] {
                    appendNoun(value: count, after: next, in: tokens, cost: 0, fraction: false, to: &found)
                }
            }
        }
        // "half (an hour)", "quarter (of an hour)", "couple (of hours)"
        if let share = fractions[first.text] {
            appendNoun(value: share, after: start, in: tokens, cost: 0, fraction: true, to: &found)
        } else if let count = counts[first.text] {
            appendNoun(value: count, after: start, in: tokens, cost: 0, fraction: false, to: &found)
        }
        return found
    }

    /// A fraction or count noun at `noun`, then an optional "of" and an optional article, each end
    /// a place a unit may follow ("half | an | hour", "a quarter | of | an | hour").
    private func appendNoun(
        value: Double, after noun: Int, in tokens: ArraySlice<Token>, cost: Float, fraction: Bool,
        to found: inout [Quantity]
    ) {
        func append(_ end: Int) {
            found.append(
                Quantity(
                    length: end - tokens.startIndex, value: value, cost: cost, isDigits: false, isNumber: false,
                    hasFraction: fraction))
        }
        var end = noun + 1
        append(end)
        if end < tokens.endIndex, partitives.contains(tokens[end].text) {
            end += 1
            append(end)
        }
        if end < tokens.endIndex, articles.contains(tokens[end].text) {
            append(end + 1)
        }
    }

    /// "and a half", "and three quarters" at `start`: its length and the fraction (below one).
    func andFraction(_ tokens: ArraySlice<Token>, at start: Int) -> (length: Int, fraction: Double)? {
        let afterJoiner = start + 1
        guard afterJoiner < tokens.endIndex, joiners.contains(tokens[start].text) else { return nil }
        // The fraction noun follows an article ("a half") or a number ("three quarters").
        var counts: [(count: Double, noun: Int)] = []
        if articles.contains(tokens[afterJoiner].text) { counts.append((1, afterJoiner + 1)) }
        for number in numbers(tokens[afterJoiner...]) { counts.append((number.value, afterJoiner + number.length)) }
        for (count, noun) in counts where noun < tokens.endIndex {
            guard let share = fractions[tokens[noun].text] else { continue }
            let fraction = count * share
            if fraction > 0, fraction < 1 { return (noun + 1 - start, fraction) }
        }
        return nil
    }

    /// Numbers at the start of `tokens`: one digit token, or number words.
    func numbers(_ tokens: ArraySlice<Token>) -> [(length: Int, value: Double, cost: Float, isDigits: Bool)] {
        guard let first = tokens.first else { return [] }
        if first.kind == .number {
            return NumberWords.english.readings(of: tokens.prefix(1)).filter { $0.value.isFinite }.map {
                ($0.length, $0.value, $0.cost, true)
            }
        }
        guard first.kind == .word else { return [] }
        return numbers.readings(of: tokens.prefix(Self.maxNumberWords)).map { ($0.length, $0.value, $0.cost, false) }
    }
}

/// A digits-and-letters word ("2h30m", "5km", "500ml"), which the tokenizer keeps as one word.
enum CompactQuantity {
    /// Longer words are not compact quantities; this also bounds the digit runs.
    static let maxLength = 32

    /// The runs of `text`, each a number and the letters after it ("1h30" → (1, "h"), (30, "")),
    /// or nil unless the text is ASCII digit runs each followed by ASCII letters (the last by none).
    static func runs(_ text: String) -> [(number: Double, suffix: String)]? {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty, bytes.count <= maxLength else { return nil }
        var runs: [(number: Double, suffix: String)] = []
        var index = 0
        while index < bytes.count {
            let digits = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            guard index > digits, let number = Double(String(decoding: bytes[digits..<index], as: UTF8.self)) else {
                return nil
            }
            let letters = index
            while index < bytes.count, isLetter(bytes[index]) { index += 1 }
            if index < bytes.count, !isDigit(bytes[index]) { return nil }
            runs.append((number, String(decoding: bytes[letters..<index], as: UTF8.self)))
        }
        return runs
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    private static func isLetter(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
}
