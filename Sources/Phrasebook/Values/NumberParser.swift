import PhraseMatching

/// Reads a number from the start of a token span, in digits, in words, or both.
///
/// What it reads (with the English table, ``NumberWords/english``):
/// - Digits with an optional sign, a decimal point and thousands separators: "12", "-5", "+3",
///   "3.25", "1,000", "1,234.5". Separators must group by three ("1,5" and "12,34" are turned
///   away: they are decimals in many locales, so guessing would be wrong half the time); "10:30"
///   is a time, not a number; tokens over 64 bytes are not read at all.
/// - Cardinal words up to the billions: "twenty two", "one hundred and five", "nineteen hundred",
///   "two thousand three hundred", "a thousand", "a hundred and twenty". "and" only follows a
///   hundred or a scale and introduces the last part ("one thousand and five hundred" reads as
///   1005 and stops); bare "hundred" or "thousand" is not a number.
/// - Counting words: "a dozen" (12), "two dozen" (24), "a couple" and "a couple of" (2),
///   "a couple hundred" (200). "a few", "several" and "dozens" are not read: they name no number.
/// - Fractions: "half" and "a half" (0.5), "one half", "a quarter", "three quarters", each
///   optionally times a multiplier ("half a million", "a half dozen"); and after a whole number,
///   "and a half", "and a quarter", "and three quarters" ("two and a half", "2 and a half"),
///   optionally times a scale when no scale came before ("two and a half million").
/// - Mixed forms: digits times a multiplier ("2 million", "1.5 million", "15 hundred",
///   "3 dozen"), and a spoken decimal point ("twenty one point five", "one point five million").
/// - A leading "minus" or "negative" ("minus five", "negative 3").
/// - One typo in a number word of five letters or more ("sevnety" is 70), at
///   `NumberWords.typoCost` per word read through a typo; in a shorter one ("foru" is 4, "fve" is
///   5: a 3-letter word only as a 4-letter number word with a letter left out), at
///   `NumberWords.shortTypoCost`. Common words one edit away ("there", "light", "for", "fine")
///   are never taken for typos.
///
/// `readings` returns every reading that starts at the first token, at most one per length
/// (the cheapest), shortest first, as `.int` when `integerOnly` (whole values only; "2.5" and
/// "half" have no reading) and `.double` otherwise, and only values within `range`. Ordinal words
/// ("first") end a number; ``OrdinalParser`` reads those.
public struct NumberParser: ValueParser, FirstTokenTestedParser {
    /// Whether readings are whole numbers (`.int`); otherwise every reading is a `.double`.
    public var integerOnly: Bool
    /// The inclusive bounds a value must fall within, when given.
    public var range: ClosedRange<Double>?
    /// The language's number words.
    public var words: NumberWords

    /// A parser of English numbers, whole ones only when `integerOnly`, within `range` if given.
    public init(integerOnly: Bool, range: ClosedRange<Double>? = nil) {
        self.init(integerOnly: integerOnly, range: range, words: .english)
    }

    /// A parser of numbers in the language of `words`.
    public init(integerOnly: Bool, range: ClosedRange<Double>?, words: NumberWords) {
        self.integerOnly = integerOnly
        self.range = range
        self.words = words
    }

    /// The most tokens a number may span. The longest English number up to the billions, with a
    /// sign and every "and", takes 24 tokens, leaving room for a fraction or spoken decimals; the
    /// cap keeps every call bounded whatever follows.
    public static let maxTokens = 32

    /// Whether a number may start with `token`: digits, or a number word (or one typo from one).
    /// Nothing is read from a span that starts otherwise; the test depends on ``words`` alone.
    func mayStart(with token: Token) -> Bool {
        token.kind == .number || (token.kind == .word && words.entry(token.text) != nil)
    }

    /// The number parsers of one language read through one table of number words, whatever their
    /// ranges: they answer ``mayStart(with:)`` alike.
    var startKey: String { "number words: \(words.language)" }

    /// Whole values beyond 2^53 have lost digits as a `Double`, so they are not offered as `.int`.
    static let maxExactWhole: Double = 9_007_199_254_740_992

    /// Every reading of a number from the start of `tokens`, shortest first.
    public func readings(of tokens: ArraySlice<Token>, in context: ValueContext) -> [ValueReading] {
        readings(of: tokens)
    }

    /// ``readings(of:in:)`` without a context, which numbers do not read (no time, no contacts):
    /// for a caller that has none and would otherwise make one for nothing.
    func readings(of tokens: ArraySlice<Token>) -> [ValueReading] {
        rawReadings(of: tokens).compactMap { reading in
            canonical(reading).map { ValueReading(length: reading.length, value: $0, cost: reading.cost) }
        }
    }

    /// The readings before the whole-number and range filters, shortest first, one per length.
    func rawReadings(of tokens: ArraySlice<Token>) -> [RawNumber] {
        // Most spans the matcher offers start with an ordinary word: turn those away before allocating.
        guard let first = tokens.first, mayStart(with: first) else { return [] }
        var reader = NumberReader(words: words, tokens: tokens.prefix(Self.maxTokens))
        reader.read()
        return reader.found.values.sorted { $0.length < $1.length }
    }

    /// The canonical value of a reading this parser accepts, or nil.
    func canonical(_ reading: RawNumber) -> ParameterValue? {
        let value = reading.value + 0  // adding zero turns -0 into 0, so "-0" reads as 0
        guard value.isFinite else { return nil }
        if let range, !range.contains(value) { return nil }
        guard integerOnly else { return .double(value) }
        // Digits without a point are read exactly, even past 2^53.
        if let integer = reading.integer { return .int(integer) }
        guard value.rounded() == value, abs(value) <= Self.maxExactWhole, let whole = Int(exactly: value) else {
            return nil
        }
        return .int(whole)
    }
}

/// A number read from the start of a span, before the whole-number and range filters.
struct RawNumber: Sendable {
    /// How many tokens it takes.
    var length: Int
    /// The value, sign included.
    var value: Double
    /// 0 when clean; `NumberWords.typoCost` more for each word read through a typo.
    var cost: Float
    /// The exact value of a digit token without a decimal point, which a `Double` may round.
    var integer: Int?
}

/// One left-to-right read of a span: every production is tried where it may start, and each
/// reading goes into `found` by length. Each token is looked up once (the lookups are cached), and
/// every production moves forward, so the work is linear in the (capped) span.
private struct NumberReader {
    let words: NumberWords
    let tokens: ArraySlice<Token>
    /// `tokens.startIndex`: the reader counts positions from 0.
    private let base: Int
    /// The cheapest reading per length.
    var found: [Int: RawNumber] = [:]
    /// -1 after a leading "minus".
    private var sign: Double = 1
    private var lookups: [Lookup]

    private enum Lookup {
        case unknown, absent
        case cardinal(NumberWords.Role, Float)
    }

    init(words: NumberWords, tokens: ArraySlice<Token>) {
        self.words = words
        self.tokens = tokens
        base = tokens.startIndex
        lookups = Array(repeating: .unknown, count: tokens.count)
    }

    mutating func read() {
        var start = 0
        if cardinal(at: 0)?.role == .minus {
            sign = -1
            start = 1
        }
        guard start < tokens.count else { return }
        if tokens[base + start].kind == .number {
            readDigits(at: start)
        } else {
            readWords(at: start)
        }
    }

    /// The role of the cardinal word at `index` and the cost of reading it; nil for anything else,
    /// ordinal words included.
    private mutating func cardinal(at index: Int) -> (role: NumberWords.Role, cost: Float)? {
        guard index < tokens.count else { return nil }
        switch lookups[index] {
        case .absent: return nil
        case .cardinal(let role, let cost): return (role, cost)
        case .unknown:
            let token = tokens[base + index]
            guard token.kind == .word, let found = words.entry(token.text), !found.entry.isOrdinal else {
                lookups[index] = .absent
                return nil
            }
            lookups[index] = .cardinal(found.entry.role, found.cost)
            return (found.entry.role, found.cost)
        }
    }

    private mutating func emit(end: Int, magnitude: Double, cost: Float, integer: Int? = nil) {
        let value = sign * magnitude
        guard value.isFinite else { return }
        if let old = found[end], old.cost <= cost { return }
        found[end] = RawNumber(length: end, value: value, cost: cost, integer: integer.map { sign < 0 ? -$0 : $0 })
    }

    /// Emits `value` ending at `end`, and when `scalable`, times a scale or dozen right after it.
    private mutating func emit(_ value: Double, end: Int, cost: Float, scalable: Bool) {
        emit(end: end, magnitude: value, cost: cost)
        if scalable, let multiplier = multiplier(at: end, allowHundred: false) {
            emit(end: end + 1, magnitude: value * multiplier.factor, cost: cost + multiplier.cost)
        }
    }

    // MARK: Digits

    private mutating func readDigits(at index: Int) {
        // "minus -5" is not a number.
        guard let number = DecimalText(tokens[base + index].text), !(sign < 0 && number.hasSign) else { return }
        emit(end: index + 1, magnitude: number.value, cost: 0, integer: number.integer)
        let magnitude = abs(number.value)
        // "2 million", "1.5 million", "15 hundred", "2 dozen": the digits count the multiplier.
        if magnitude > 0, let multiplier = multiplier(at: index + 1, allowHundred: number.isWhole && magnitude < 100) {
            emit(end: index + 2, magnitude: number.scaled(by: multiplier.factor), cost: multiplier.cost)
        }
        // "2 and a half", then maybe "million".
        if number.isWhole, let tail = fractionTail(at: index + 1) {
            let value = (magnitude + tail.value) * (number.isNegative ? -1 : 1)
            emit(value, end: index + 1 + tail.length, cost: tail.cost, scalable: true)
        }
    }

    // MARK: Words

    private mutating func readWords(at start: Int) {
        // "half", "a half", "one half", "a quarter", "three quarters", then maybe "(a) million".
        if let fraction = fraction(at: start, bareHalf: true) {
            var end = start + fraction.length
            emit(end: end, magnitude: fraction.value, cost: fraction.cost)
            if cardinal(at: end)?.role == .article { end += 1 }
            if let multiplier = multiplier(at: end, allowHundred: true) {
                emit(end: end + 1, magnitude: fraction.value * multiplier.factor, cost: fraction.cost + multiplier.cost)
            }
        }
        guard let first = cardinal(at: start) else { return }
        switch first.role {
        case .article: readAfterArticle(at: start + 1)
        case .point: readPoint(integerPart: 0, at: start, cost: 0, scalable: true)
        case .unit, .ten: readCardinal(from: start, afterArticle: false)
        default: break
        }
    }

    /// "a thousand", "a hundred and five", "a dozen", "a couple (of) (hundred)".
    private mutating func readAfterArticle(at index: Int) {
        guard let word = cardinal(at: index) else { return }
        switch word.role {
        case .hundred, .scale:
            readCardinal(from: index, afterArticle: true)
        case .dozen:
            emit(end: index + 1, magnitude: 12, cost: word.cost)
        case .couple:
            var end = index + 1
            emit(end: end, magnitude: 2, cost: word.cost)
            if cardinal(at: end)?.role == .of {
                end += 1
                emit(end: end, magnitude: 2, cost: word.cost)
            }
            if let multiplier = multiplier(at: end, allowHundred: true) {
                emit(end: end + 1, magnitude: 2 * multiplier.factor, cost: word.cost + multiplier.cost)
            }
        default:
            break
        }
    }

    /// Cardinal words from `start`, each complete prefix a reading, each followed by the tails a
    /// whole number may take ("and a half", "point five").
    private mutating func readCardinal(from start: Int, afterArticle: Bool) {
        var state = CardinalState()
        state.pendingOne = afterArticle
        var cost: Float = 0
        var index = start
        while let word = cardinal(at: index) {
            if word.role == .dozen {
                // "two dozen": a count under a hundred, and nothing after it.
                if state.canCountDozens {
                    emit(end: index + 1, magnitude: state.value * 12, cost: cost + word.cost)
                }
                return
            }
            guard state.accept(word.role) else { return }
            cost += word.cost
            index += 1
            guard state.isComplete else { continue }
            emit(end: index, magnitude: state.value, cost: cost)
            if let tail = fractionTail(at: index) {
                emit(
                    state.value + tail.value, end: index + tail.length, cost: cost + tail.cost,
                    scalable: !state.hasScale)
            }
            if cardinal(at: index)?.role == .point {
                readPoint(integerPart: state.value, at: index, cost: cost, scalable: !state.hasScale)
            }
        }
    }

    /// "point" and digit words after a whole number: "twenty one point five", "point two five",
    /// then maybe a scale ("one point five million").
    private mutating func readPoint(integerPart: Double, at pointIndex: Int, cost: Float, scalable: Bool) {
        guard integerPart < 1e15, let whole = Int(exactly: integerPart) else { return }
        var text = "\(whole)."
        var cost = cost
        var index = pointIndex + 1
        var digits = 0
        // Fifteen digits are all a Double holds.
        while digits < 15, let word = cardinal(at: index), case .unit(let digit) = word.role, digit < 10 {
            text += String(Int(digit))
            cost += word.cost
            index += 1
            digits += 1
            guard let value = Double(text) else { return }
            emit(end: index, magnitude: value, cost: cost)
        }
        guard digits > 0, scalable, let multiplier = multiplier(at: index, allowHundred: false),
            let value = Double(text)
        else { return }
        emit(
            end: index + 1, magnitude: DecimalText.scale(text, value: value, by: multiplier.factor),
            cost: cost + multiplier.cost)
    }

    /// "half" (when `bareHalf`), "a half", "one half", "a quarter", "one quarter", "two quarters",
    /// "three quarters": its length, value and cost.
    private mutating func fraction(at index: Int, bareHalf: Bool) -> (length: Int, value: Double, cost: Float)? {
        guard let word = cardinal(at: index) else { return nil }
        switch word.role {
        case .half where bareHalf:
            return (1, 0.5, word.cost)
        case .article, .unit(1):
            guard let next = cardinal(at: index + 1) else { return nil }
            switch next.role {
            case .half: return (2, 0.5, word.cost + next.cost)
            case .quarter: return (2, 0.25, word.cost + next.cost)
            default: return nil
            }
        case .unit(let count) where count == 2 || count == 3:
            guard let next = cardinal(at: index + 1), next.role == .quarters else { return nil }
            return (2, count / 4, word.cost + next.cost)
        default:
            return nil
        }
    }

    /// "and a half", "and half", "and one quarter", "and three quarters" after a whole number.
    private mutating func fractionTail(at index: Int) -> (length: Int, value: Double, cost: Float)? {
        guard cardinal(at: index)?.role == .joiner, let fraction = fraction(at: index + 1, bareHalf: true) else {
            return nil
        }
        return (fraction.length + 1, fraction.value, fraction.cost)
    }

    /// A word that multiplies the count before it: a scale, "dozen", and "hundred" when allowed.
    private mutating func multiplier(at index: Int, allowHundred: Bool) -> (factor: Double, cost: Float)? {
        guard let word = cardinal(at: index) else { return nil }
        switch word.role {
        case .hundred where allowHundred: return (100, word.cost)
        case .scale(let factor): return (factor, word.cost)
        case .dozen: return (12, word.cost)
        default: return nil
        }
    }
}

/// A number token's digits as ASCII ("-1234.5"), its value, and whether it is whole.
struct DecimalText {
    /// Longer tokens are not numbers anyone says, and turning them away keeps parsing bounded.
    static let maxBytes = 64

    /// The number without separators, ASCII digits, "-" and "." only.
    let ascii: String
    let value: Double
    /// The exact value when there is no decimal point and it fits an `Int`.
    let integer: Int?
    /// Whether the token was written with "+" or "-".
    let hasSign: Bool
    var isNegative: Bool { ascii.hasPrefix("-") }
    var isWhole: Bool { value.rounded() == value }

    /// Reads a number token; nil for times ("10:30"), misgrouped separators ("1,5") and long tokens.
    init?(_ text: String) {
        guard text.utf8.count <= Self.maxBytes else { return nil }
        var ascii = ""
        var hasSign = false
        var sawDigit = false
        var sawPoint = false
        var sawComma = false
        var groupLength = 0
        var fractionDigits = 0
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            switch scalar {
            case "+", "-", "\u{FF0B}", "\u{FF0D}", "\u{2212}":
                guard offset == 0 else { return nil }
                hasSign = true
                if scalar != "+", scalar != "\u{FF0B}" { ascii.append("-") }
            case ".", "\u{FF0E}":
                // Groups before a point must be whole: "1,000.5", not "1,00.5".
                guard sawDigit, !sawPoint, !sawComma || groupLength == 3 else { return nil }
                sawPoint = true
                ascii.append(".")
            case ",", "\u{FF0C}":
                guard sawDigit, !sawPoint, sawComma ? groupLength == 3 : groupLength <= 3 else { return nil }
                sawComma = true
                groupLength = 0
            default:
                // ":" ("10:30") and anything else that is not a digit ends up here.
                guard let digit = Self.digit(scalar) else { return nil }
                ascii += String(digit)
                sawDigit = true
                if sawPoint { fractionDigits += 1 } else { groupLength += 1 }
            }
        }
        guard sawDigit, !sawPoint || fractionDigits > 0, !sawComma || sawPoint || groupLength == 3,
            let value = Double(ascii), value.isFinite
        else { return nil }
        self.ascii = ascii
        self.value = value
        self.hasSign = hasSign
        integer = fractionDigits == 0 ? Int(ascii) : nil
    }

    /// The value of a decimal digit in any script ("٣" is 3), or nil.
    static func digit(_ scalar: Unicode.Scalar) -> Int? {
        if ("0"..."9").contains(scalar) { return Int(scalar.value) - 48 }
        guard scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue,
            let digit = Int(exactly: value), (0...9).contains(digit)
        else { return nil }
        return digit
    }

    /// The value times `factor`.
    func scaled(by factor: Double) -> Double { Self.scale(ascii, value: value, by: factor) }

    /// `value` (whose decimal text is `ascii`) times `factor`. A power of ten goes into the text as
    /// an exponent, which rounds once ("1.1e6" is exactly 1100000); multiplying would round twice.
    static func scale(_ ascii: String, value: Double, by factor: Double) -> Double {
        var power: Double = 1
        for exponent in 0...18 {
            if power == factor {
                if let scaled = Double(ascii + "e\(exponent)"), scaled.isFinite { return scaled }
                break
            }
            power *= 10
        }
        return value * factor
    }
}
