import PhraseMatching

/// Recognizes numbers in digits ("12", "1,000", "-3.5") and in English words ("twenty two",
/// "one hundred and five", "a thousand"), optionally whole and within a range.
///
/// Number words tolerate one typo in words of five letters or more ("sevnety"), at a cost. The
/// word table is English; other locales add a table (``NumberWords``), not code.
public struct NumberRecognizer: SpanRecognizer {
    /// Whether only whole numbers are accepted.
    public var integerOnly: Bool
    /// The inclusive bounds, when the parameter has a range; a number outside does not match.
    public var range: ClosedRange<Double>?

    public init(integerOnly: Bool, range: ClosedRange<Double>? = nil) {
        self.integerOnly = integerOnly
        self.range = range
    }

    public func recognize(_ tokens: ArraySlice<Token>) -> [SpanRecognition] {
        Self.readings(of: tokens).compactMap { reading in
            guard accepts(reading.value) else { return nil }
            return SpanRecognition(length: reading.length, cost: reading.cost)
        }
    }

    /// The value of exactly `tokens` as a number this recognizer accepts, or nil.
    public func value(of tokens: ArraySlice<Token>) -> Double? {
        Self.readings(of: tokens).first { $0.length == tokens.count && accepts($0.value) }?.value
    }

    private func accepts(_ value: Double) -> Bool {
        if integerOnly, value.rounded() != value || abs(value) > 9_007_199_254_740_992 { return false }
        if let range, !range.contains(value) { return false }
        return true
    }

    /// Every way to read a number from the start of `tokens`: its length in tokens, value and cost.
    /// - Complexity: O(k) for the k ≤ 16 tokens a number may span.
    static func readings(of tokens: ArraySlice<Token>) -> [(length: Int, value: Double, cost: Float)] {
        guard let first = tokens.first else { return [] }
        if first.kind == .number {
            guard first.text.utf8.count <= 64, !first.text.contains(":"),
                  let value = Double(first.text.filter { $0 != "," }) else { return [] }
            return [(1, value, 0)]
        }
        return NumberWords.english.readings(of: tokens.prefix(16))
    }
}

/// The number words of a language and how they combine.
public struct NumberWords: Sendable {
    /// Words worth their value: "zero" … "nineteen".
    var units: [String: Double]
    /// Words worth their value that take a unit after them: "twenty" … "ninety".
    var tens: [String: Double]
    /// "hundred".
    var hundred: Set<String>
    /// Words that multiply what came before and close a group: "thousand", "million", "billion".
    var scales: [String: Double]
    /// Words that stand for one before a scale ("a hundred").
    var one: Set<String>
    /// Words that may join parts ("and" in "one hundred and five").
    var joiners: Set<String>
    /// The words long enough to be read through a typo, in a fixed order.
    private let typoTargets: [(word: [Unicode.Scalar], letters: UInt32)]
    /// Every word and its role, for one lookup per token.
    private let roles: [String: Word]

    /// A table of number words; see ``english`` for the roles.
    public init(
        units: [String: Double], tens: [String: Double], hundred: Set<String>, scales: [String: Double],
        one: Set<String>, joiners: Set<String>
    ) {
        self.units = units
        self.tens = tens
        self.hundred = hundred
        self.scales = scales
        self.one = one
        self.joiners = joiners
        var roles: [String: Word] = [:]
        for (word, value) in units { roles[word] = .unit(value) }
        for (word, value) in tens { roles[word] = .ten(value) }
        for word in hundred { roles[word] = .hundred }
        for (word, value) in scales { roles[word] = .scale(value) }
        for word in one { roles[word] = .one }
        for word in joiners { roles[word] = .joiner }
        self.roles = roles
        typoTargets = (Array(units.keys) + Array(tens.keys) + Array(hundred) + Array(scales.keys))
            .filter { $0.count >= Self.typoFrom }.sorted().map { word in
                let scalars = Array(word.unicodeScalars)
                return (scalars, Self.letterSignature(scalars))
            }
    }

    /// One bit per letter a–z present (other characters share one bit).
    private static func letterSignature(_ scalars: [Unicode.Scalar]) -> UInt32 {
        scalars.reduce(0) { bits, scalar in
            let offset = scalar.value &- 97
            return bits | (offset < 26 ? 1 << offset : 1 << 26)
        }
    }

    /// The English table.
    public static let english = NumberWords(
        units: ["zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
                "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19],
        tens: ["twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90],
        hundred: ["hundred"],
        scales: ["thousand": 1_000, "million": 1_000_000, "billion": 1_000_000_000],
        one: ["a", "an"],
        joiners: ["and"])

    /// A typo in a number word of this many letters or more is still read, at ``typoCost``.
    static let typoFrom = 5
    static let typoCost: Float = 0.25

    private enum Word: Sendable {
        case unit(Double), ten(Double), hundred, scale(Double), one, joiner
    }

    private func word(_ text: String) -> (Word, Float)? {
        if let exact = classify(text) { return (exact, 0) }
        let scalars = Array(text.unicodeScalars)
        guard scalars.count >= Self.typoFrom, scalars.count <= 12 else { return nil }
        let signature = Self.letterSignature(scalars)
        for (candidate, candidateSignature) in typoTargets where abs(candidate.count - scalars.count) <= 1 {
            // one edit changes at most two letters of the letter set: a cheap test before the real one.
            guard (signature ^ candidateSignature).nonzeroBitCount <= 2 else { continue }
            if OSADistance.distance(scalars, candidate, limit: 1) == 1, let found = classify(String(String.UnicodeScalarView(candidate))) {
                return (found, Self.typoCost)
            }
        }
        return nil
    }



    private func classify(_ text: String) -> Word? { roles[text] }

    /// Readings of number words from the start of `tokens`, one per length that ends a number.
    func readings(of tokens: ArraySlice<Token>) -> [(length: Int, value: Double, cost: Float)] {
        var found: [(length: Int, value: Double, cost: Float)] = []
        var total: Double = 0       // closed groups ("two thousand")
        var group: Double = 0       // the group being built ("three hundred twenty")
        var lastScale = Double.infinity
        var cost: Float = 0
        var pendingOne = false      // "a" waiting for "hundred" or a scale
        var pendingJoin = false     // "and" waiting for a number word
        var hasNumber = false
        for (offset, token) in tokens.enumerated() {
            guard token.kind == .word, let (word, typo) = word(token.text) else { break }
            cost += typo
            switch word {
            case .one:
                guard offset == 0 else { return found }
                pendingOne = true
                continue
            case .joiner:
                guard hasNumber, !pendingJoin, !pendingOne else { return found }
                pendingJoin = true
                continue
            case .unit(let value):
                let belowHundred = group.truncatingRemainder(dividingBy: 100)
                guard !pendingOne, belowHundred == 0 || (belowHundred >= 20 && belowHundred.truncatingRemainder(dividingBy: 10) == 0 && value < 10)
                else { return found }
                group += value
            case .ten(let value):
                guard !pendingOne, group.truncatingRemainder(dividingBy: 100) == 0 else { return found }
                group += value
            case .hundred:
                let base = pendingOne ? 1 : group
                guard base > 0, base < 100, group.truncatingRemainder(dividingBy: 100) == group else { return found }
                group = base * 100
            case .scale(let value):
                let base = pendingOne ? 1 : group
                guard base > 0, value < lastScale else { return found }
                total += base * value
                group = 0
                lastScale = value
            }
            pendingOne = false
            pendingJoin = false
            hasNumber = true
            found.append((offset + 1, total + group, cost))
        }
        return found
    }
}
