import PhraseMatching

/// The number words of one language and what each does in a number, looked up by language code
/// (``forLanguage(_:)``). The grammar that combines them lives in ``NumberParser`` and
/// ``OrdinalParser``; a language whose numbers compose the same way (units, tens, a hundred,
/// scales) only needs a table.
public struct NumberWords: Sendable {
    /// What a word does in a number.
    public enum Role: Sendable, Hashable {
        /// Worth its value on its own: "zero" … "nineteen".
        case unit(Double)
        /// Worth its value and may take a unit after it: "twenty" … "ninety".
        case ten(Double)
        /// Multiplies the group below it, which must be under a hundred: "hundred".
        case hundred
        /// Multiplies everything before it since the last larger scale and closes a group:
        /// "thousand", "million", "billion".
        case scale(Double)
        /// Stands for one before a multiplier or fraction: "a", "an".
        case article
        /// Joins the last part after a hundred or a scale ("one hundred and five"), or a fraction
        /// ("two and a half").
        case joiner
        /// Twelve times the count before it: "dozen".
        case dozen
        /// Two, after an article: "a couple".
        case couple
        /// The optional word after a couple: "a couple of".
        case of
        /// One half: "half".
        case half
        /// One quarter: "quarter".
        case quarter
        /// Quarters counted: "three quarters".
        case quarters
        /// The decimal point said as a word: "point".
        case point
        /// Makes the number that follows negative: "minus", "negative".
        case minus
    }

    /// A word's role and whether it is the ordinal form ("first" is the ordinal of a unit 1).
    struct Entry: Sendable {
        var role: Role
        var isOrdinal: Bool
    }

    /// The language code these words belong to ("en").
    public var language: String { storage.language }
    /// Words that may stand before an ordinal without changing it: "the" in "the second".
    public var ordinalArticles: Set<String> { storage.ordinalArticles }
    /// Words that may follow an ordinal without changing it: "one" in "the second one".
    public var ordinalPronouns: Set<String> { storage.ordinalPronouns }
    /// Letters written after digits to make an ordinal: "st", "nd", "rd", "th".
    public var ordinalSuffixes: Set<String> { storage.ordinalSuffixes }
    /// The suffix the language writes after `n` ("st" for 21); a different one costs a typo.
    public var ordinalSuffix: @Sendable (Int) -> String { storage.ordinalSuffix }
    private var entries: [String: Entry] { storage.entries }
    /// The length and letter set (``plainShape(_:)``) of every key of `entries` spelled with 1 to 12
    /// letters a–z: a word of such letters whose shape is not here is no key, and is not hashed.
    private var exactShapes: Set<UInt64> { storage.exactShapes }
    /// A filter before `exactShapes`, by letter count (0 to 12): bit ``shapeBit(_:)`` of each key's
    /// letter set. A word whose bit is clear is no key, and its shape is not hashed.
    private var exactBits: [UInt64] { storage.exactBits }
    /// Whether every key is spelled so: then a word that is not is no key either.
    private var plainKeys: Bool { storage.plainKeys }
    /// Ordinary words one edit away from a number word, which must never be read as its typo.
    private var notTypos: Set<String> { storage.notTypos }
    /// The words long enough to be read through a typo, in a fixed order, with their letter sets.
    private var typoTargets: [(word: [Unicode.Scalar], letters: UInt32, entry: Entry)] { storage.typoTargets }
    /// The letter count of each typo target, by index (read without touching the target's letters).
    private var typoLengths: [Int] { storage.typoLengths }
    /// The letter set of each typo target, by index, likewise.
    private var typoLetters: [UInt32] { storage.typoLetters }
    /// By a word's letter count `n` (0 to 12), the distinct letter sets of the targets whose length
    /// may be one edit from it, from `nearStarts[n]` to `nearStarts[n + 1]`: whether any target is
    /// near a word is asked of those alone, by letter set.
    private var nearLetters: [UInt32] { storage.nearLetters }
    private var nearStarts: [Int] { storage.nearStarts }
    /// A filter before `nearLetters`, of ``nearFilterBits`` bits: for each letter count `n` and each
    /// letter set of `nearLetters` for `n`, the bits ``nearBit(_:_:)`` of that set and of the set with
    /// any one of its letters taken away. A word one edit (OSA) from a target keeps the target's letter
    /// set with at most one letter taken away and one added, so some such set of the target's is the
    /// word's own set or the word's with one letter taken away: a word none of whose sets so made has
    /// its bit set is near no target, and the targets are not scanned.
    private var nearFilter: [UInt64] { storage.nearFilter }

    /// The tables, held in a class and made by it: a parser holds the words by reference, so making
    /// one for each span copies one pointer instead of every table.
    private let storage: Storage

    private final class Storage: Sendable {
        let language: String
        let ordinalArticles: Set<String>
        let ordinalPronouns: Set<String>
        let ordinalSuffixes: Set<String>
        let ordinalSuffix: @Sendable (Int) -> String
        let entries: [String: Entry]
        let exactShapes: Set<UInt64>
        let exactBits: [UInt64]
        let plainKeys: Bool
        let notTypos: Set<String>
        let typoTargets: [(word: [Unicode.Scalar], letters: UInt32, entry: Entry)]
        let typoLengths: [Int]
        let typoLetters: [UInt32]
        let nearLetters: [UInt32]
        let nearStarts: [Int]
        let nearFilter: [UInt64]

        init(
            language: String, cardinals: [String: Role], ordinals: [String: Role], ordinalArticles: Set<String>,
            ordinalPronouns: Set<String>, ordinalSuffixes: Set<String>,
            ordinalSuffix: @escaping @Sendable (Int) -> String, notTypos: Set<String>
        ) {
            self.language = language
            self.ordinalArticles = ordinalArticles
            self.ordinalPronouns = ordinalPronouns
            self.ordinalSuffixes = ordinalSuffixes
            self.ordinalSuffix = ordinalSuffix
            self.notTypos = notTypos
            var entries: [String: Entry] = [:]
            for (word, role) in cardinals { entries[word] = Entry(role: role, isOrdinal: false) }
            for (word, role) in ordinals {
                switch role {
                case .unit, .ten, .hundred, .scale: entries[word] = Entry(role: role, isOrdinal: true)
                default: continue
                }
            }
            self.entries = entries
            let shapes = entries.keys.map(NumberWords.plainShape)
            exactShapes = Set(shapes.compactMap { $0 })
            var exactBits = [UInt64](repeating: 0, count: NumberWords.longestPlain + 1)
            for shape in exactShapes { exactBits[Int(shape >> 32)] |= 1 << NumberWords.shapeBit(shape) }
            self.exactBits = exactBits
            plainKeys = !shapes.contains(nil)
            // Only words that carry a value are typo targets: misspelt "and" or "of" is just another word.
            typoTargets = entries.compactMap { word, entry -> (String, Entry)? in
                switch entry.role {
                case .unit, .ten, .hundred, .scale: word.count >= NumberWords.shortTypoFrom ? (word, entry) : nil
                default: nil
                }
            }
            .sorted { $0.0 < $1.0 }
            .map { word, entry in
                let scalars = Array(word.unicodeScalars)
                return (scalars, NumberWords.letterSignature(scalars), entry)
            }
            typoLengths = typoTargets.map(\.word.count)
            typoLetters = typoTargets.map(\.letters)
            var near: [UInt32] = []
            var nearStarts = [0]
            for count in 0...NumberWords.longestPlain {
                var letters: [UInt32] = []
                for target in typoTargets
                where NumberWords.mayBeTypo(length: target.word.count, count: count)
                    && !letters.contains(target.letters)
                {
                    letters.append(target.letters)
                }
                near += letters
                nearStarts.append(near.count)
            }
            nearLetters = near
            self.nearStarts = nearStarts
            var filter = [UInt64](repeating: 0, count: NumberWords.nearFilterBits / 64)
            // words of fewer letters are never read through a typo (`entry`).
            for count in NumberWords.shortTypoFrom - 1...NumberWords.longestPlain {
                for letters in near[nearStarts[count]..<nearStarts[count + 1]] {
                    NumberWords.forEachLetterLess(letters) { set in
                        let bit = NumberWords.nearBit(count, set)
                        filter[bit >> 6] |= 1 << UInt64(bit & 63)
                    }
                }
            }
            nearFilter = filter
        }
    }

    /// A table of number words.
    /// - Parameters:
    ///   - language: the language code the words belong to ("en").
    ///   - cardinals: every cardinal word and its role.
    ///   - ordinals: the ordinal words, each with the role of its cardinal ("first": `.unit(1)`,
    ///     "twentieth": `.ten(20)`, "hundredth": `.hundred`); other roles are ignored.
    ///   - ordinalArticles: words that may stand before an ordinal without changing it ("the").
    ///   - ordinalPronouns: words that may follow an ordinal without changing it ("one").
    ///   - ordinalSuffixes: letters written after digits to make an ordinal ("st", "nd", "rd", "th").
    ///   - ordinalSuffix: the suffix the language writes after a number ("st" for 21).
    ///   - notTypos: ordinary words that are one edit from a number word ("there", "light").
    public init(
        language: String, cardinals: [String: Role], ordinals: [String: Role], ordinalArticles: Set<String>,
        ordinalPronouns: Set<String>, ordinalSuffixes: Set<String>, ordinalSuffix: @escaping @Sendable (Int) -> String,
        notTypos: Set<String>
    ) {
        storage = Storage(
            language: language, cardinals: cardinals, ordinals: ordinals, ordinalArticles: ordinalArticles,
            ordinalPronouns: ordinalPronouns, ordinalSuffixes: ordinalSuffixes, ordinalSuffix: ordinalSuffix,
            notTypos: notTypos)
    }

    /// The size of `nearFilter`, in bits.
    private static let nearFilterBits = 1 << 16

    /// The bit of `nearFilter` for a letter set met by words of `count` letters.
    @inline(__always)
    private static func nearBit(_ count: Int, _ letters: UInt32) -> Int {
        Int(truncatingIfNeeded: ((UInt64(count) << 32 | UInt64(letters)) &* 0x9E37_79B9_7F4A_7C15) >> 48)
    }

    /// Calls `body` with `letters`, then with `letters` less each of its letters in turn.
    @inline(__always)
    private static func forEachLetterLess(_ letters: UInt32, _ body: (UInt32) -> Void) {
        body(letters)
        var rest = letters
        while rest != 0 {
            body(letters & ~(rest & (0 &- rest)))
            rest &= rest &- 1
        }
    }

    /// Whether `nearFilter` lets a word of `count` letters with the letter set `letters` through.
    private func mayBeNear(count: Int, _ letters: UInt32) -> Bool {
        nearFilter.withUnsafeBufferPointer { filter in
            var passes = false
            Self.forEachLetterLess(letters) { set in
                let bit = Self.nearBit(count, set)
                if filter[bit >> 6] & (1 << UInt64(bit & 63)) != 0 { passes = true }
            }
            return passes
        }
    }

    /// Whether `word` is the cardinal word that multiplies by a hundred ("hundred"): times said as
    /// one number ("five hundred and thirty") are read by the date parser through it.
    func isHundred(_ word: String) -> Bool {
        guard let entry = entries[word], !entry.isOrdinal, case .hundred = entry.role else { return false }
        return true
    }

    /// Every number at the start of `tokens` read with this table, digits included: its length in
    /// tokens, value and cost. The date and duration parsers read their amounts through it.
    func readings(of tokens: ArraySlice<Token>) -> [(length: Int, value: Double, cost: Float)] {
        NumberParser(integerOnly: false, range: nil, words: self).rawReadings(of: tokens).map {
            ($0.length, $0.value, $0.cost)
        }
    }

    /// The table for a locale identifier, read as `LanguageTag` reads it: "en", "en-GB" and
    /// "en_US" give ``english``; nil for a language without a table.
    public static func forLanguage(_ identifier: String) -> NumberWords? {
        byLanguage[LanguageTag(identifier).language]
    }

    /// The tables by primary language subtag.
    static let byLanguage: [String: NumberWords] = ["en": english]

    /// The English table.
    public static let english: NumberWords = {
        var cardinals: [String: Role] = [
            "hundred": .hundred, "thousand": .scale(1_000), "million": .scale(1_000_000),
            "billion": .scale(1_000_000_000), "a": .article, "an": .article, "and": .joiner, "dozen": .dozen,
            "couple": .couple, "of": .of, "half": .half, "quarter": .quarter, "quarters": .quarters,
            "point": .point, "minus": .minus, "negative": .minus,
        ]
        let units = [
            "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
            "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
        ]
        for (value, word) in units.enumerated() { cardinals[word] = .unit(Double(value)) }
        let tens = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
        for (offset, word) in tens.enumerated() { cardinals[word] = .ten(Double(20 + 10 * offset)) }
        var ordinals: [String: Role] = [
            "hundredth": .hundred, "thousandth": .scale(1_000), "millionth": .scale(1_000_000),
            "billionth": .scale(1_000_000_000),
        ]
        // No "zeroth": positions people pick from start at one.
        let unitOrdinals = [
            "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
            "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth",
            "seventeenth", "eighteenth", "nineteenth",
        ]
        for (offset, word) in unitOrdinals.enumerated() { ordinals[word] = .unit(Double(offset + 1)) }
        let tenOrdinals = [
            "twentieth", "thirtieth", "fortieth", "fiftieth", "sixtieth", "seventieth", "eightieth",
            "ninetieth",
        ]
        for (offset, word) in tenOrdinals.enumerated() { ordinals[word] = .ten(Double(20 + 10 * offset)) }
        return NumberWords(
            language: "en", cardinals: cardinals, ordinals: ordinals, ordinalArticles: ["the"],
            ordinalPronouns: ["one"], ordinalSuffixes: ["st", "nd", "rd", "th"],
            ordinalSuffix: { number in
                if (11...13).contains(number % 100) { return "th" }
                switch number % 10 {
                case 1: return "st"
                case 2: return "nd"
                case 3: return "rd"
                default: return "th"
                }
            },
            // Common words one edit from a number word (there/three, light/eight, forth/fourth,
            // teeth/tenth, for/four, fine/five, even/seven), and the vague plurals ("hundreds of")
            // that name no number.
            notTypos: [
                "there", "threw", "throe", "right", "light", "night", "might", "fight", "sight", "tight",
                "weight", "height", "forth", "forte", "teeth", "seconds", "hundreds", "thousands", "millions",
                "billions", "dozens",
                // near "zero", "four", "five", "nine"
                "hero", "heroes", "aero", "zeros", "for", "our", "fur", "fou", "tour", "pour", "your", "hour",
                "sour", "dour", "foul", "four's", "fours", "flour", "fork", "form", "fort", "fie", "fire", "fine",
                "file", "fife", "dive", "give", "hive", "live", "jive", "fives", "fiver", "line", "mine", "pine",
                "wine", "vine", "dine", "tine", "nice", "none", "nile", "nines", "nina", "nine's",
                // four letters near a longer number word
                "tree", "thee", "thru", "even", "seen", "sever", "steven", "eigh", "fist", "firs", "fits", "tent",
                "tens",
                "fift", "fity", "sixy", "sity", "nint",
            ])
    }()

    /// A typo in a number word of this many letters or more is still read, at ``typoCost``.
    static let typoFrom = 5
    /// The cost of reading a word through one typo.
    static let typoCost: Float = 0.25
    /// Shorter number words ("four", "zero") and words of three or four letters are read through
    /// one typo too, as the lexicon reads them: a 4-letter word with one edit, a 3-letter word only
    /// as a 4-letter number word with a letter left out ("fve"), at ``shortTypoCost``, since short
    /// words have many real-word neighbours (those are listed as never typos: "for", "fine").
    static let shortTypoFrom = 4
    /// The cost of a typo in, or into, a word of fewer than ``typoFrom`` letters.
    static let shortTypoCost: Float = 0.5

    /// The entry of a folded word, exact or through one typo, with the typo's cost; nil otherwise.
    /// - Parameter preferOrdinal: when a typo is one edit from both kinds of word ("eigth": "eight"
    ///   and "eighth"), read it as an ordinal; otherwise as a cardinal.
    func entry(_ text: String, preferOrdinal: Bool = false) -> (entry: Entry, cost: Float)? {
        // Only words of 3 to 12 letters a–z are read through a typo. Their length and letter set
        // come from the bytes, and most words meet no target whose letters are close: those are
        // turned away without copying anything. A word is looked up as a key only when a key has
        // its shape (or may be spelled otherwise).
        guard let shape = Self.plainShape(text) else {
            return plainKeys ? nil : entries[text].map { ($0, 0) }
        }
        let count = Int(shape >> 32)
        if exactBits[count] & 1 << Self.shapeBit(shape) != 0, exactShapes.contains(shape), let exact = entries[text] {
            return (exact, 0)
        }
        let signature = UInt32(truncatingIfNeeded: shape)
        guard count >= Self.shortTypoFrom - 1 else { return nil }
        // One edit changes at most two letters of the letter set: a cheap test before the real one,
        // made first over the letter sets of the targets of a length near the word's (none copied).
        func near(_ length: Int, _ letters: UInt32) -> Bool {
            Self.mayBeTypo(length: length, count: count) && (signature ^ letters).nonzeroBitCount <= 2
        }
        guard mayBeNear(count: count, signature) else { return nil }
        let anyNear = nearLetters.withUnsafeBufferPointer { letters in
            (nearStarts[count]..<nearStarts[count + 1]).contains { (signature ^ letters[$0]).nonzeroBitCount <= 2 }
        }
        guard anyNear else { return nil }
        var scalars: [Unicode.Scalar] = []
        var otherKind: (entry: Entry, cost: Float)?
        for index in typoTargets.indices where near(typoLengths[index], typoLetters[index]) {
            if scalars.isEmpty {
                guard !notTypos.contains(text) else { return nil }
                scalars = Array(text.unicodeScalars)
            }
            let target = typoTargets[index]
            guard OSADistance.distance(scalars, target.word, limit: 1) == 1 else { continue }
            let plain =
                min(scalars.count, target.word.count) >= Self.typoFrom ? Self.typoCost : Self.shortTypoCost
            let cost = OSADistance.price(plain, typed: scalars, word: target.word)
            if target.entry.isOrdinal == preferOrdinal { return (target.entry, cost) }
            if otherKind == nil { otherKind = (target.entry, cost) }
        }
        return otherKind
    }

    /// Whether a word of `count` letters may be a target of `length` letters misspelt by one edit:
    /// a 3-letter word is only ever a 4-letter number word with a letter left out.
    private static func mayBeTypo(length: Int, count: Int) -> Bool {
        abs(length - count) <= 1 && (count >= shortTypoFrom || length == shortTypoFrom)
    }

    /// The longest word ``plainShape(_:)`` reads.
    private static let longestPlain = 12

    /// Which of 64 bits a shape's letter set falls on, for `exactBits`.
    @inline(__always)
    private static func shapeBit(_ shape: UInt64) -> UInt64 {
        (UInt64(UInt32(truncatingIfNeeded: shape)) &* 0x9E37_79B9_7F4A_7C15) >> 58
    }

    /// A word of 1 to 12 letters a–z as its length (the high half) and its letter set (one bit per
    /// letter, the low half); nil for any other word.
    private static func plainShape(_ text: String) -> UInt64? {
        // the bytes read in place where the string has them so (a word's always does): iterating the
        // UTF-8 view byte by byte costs several times more.
        text.utf8.withContiguousStorageIfAvailable(plainShape) ?? plainShape(Array(text.utf8))
    }

    private static func plainShape<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> UInt64? {
        var count: UInt64 = 0
        var signature: UInt32 = 0
        for byte in bytes {
            guard byte >= UInt8(ascii: "a"), byte <= UInt8(ascii: "z"), count < longestPlain else { return nil }
            count += 1
            signature |= 1 << UInt32(byte &- UInt8(ascii: "a"))
        }
        return count == 0 ? nil : count << 32 | UInt64(signature)
    }

    /// One bit per letter a–z present (other characters share one bit).
    private static func letterSignature(_ scalars: [Unicode.Scalar]) -> UInt32 {
        scalars.reduce(0) { bits, scalar in
            let offset = scalar.value &- 97
            return bits | (offset < 26 ? 1 << offset : 1 << 26)
        }
    }
}

/// The running value of cardinal words read left to right ("two thousand three hundred and five").
/// Shared by ``NumberParser`` and ``OrdinalParser``, which feeds it the cardinal role of an
/// ordinal word ("twenty first" is a ten and a unit).
struct CardinalState {
    /// Closed groups ("two thousand").
    private var total: Double = 0
    /// The group being built ("three hundred and five").
    private var group: Double = 0
    /// The last scale read; scales must fall ("a thousand million" is not a number).
    private var lastScale = Double.infinity
    /// An article was read and stands for one before a hundred or scale.
    var pendingOne = false
    /// "and" was read: a unit or ten must follow.
    private var afterAnd = false
    /// A part after "and" was read: the number may not grow by a hundred or scale any more.
    private var closedByAnd = false
    /// The last word was a hundred or a scale, after which "and" may come.
    private var previousMultiplies = false
    /// "zero" was read; nothing may follow it.
    private var isZero = false
    private var hasNumber = false

    var value: Double { total + group }
    /// Whether the words so far make a number (not "a", not "one hundred and").
    var isComplete: Bool { hasNumber && !pendingOne && !afterAnd }
    var hasScale: Bool { lastScale.isFinite }
    /// "two dozen", "twenty dozen": a complete count between one and 99 with no scale.
    var canCountDozens: Bool { isComplete && total == 0 && group >= 1 && group < 100 }

    /// Takes the next word's role; false when it cannot continue the number.
    /// - Parameter impliedOne: a hundred or scale with nothing before it counts one ("hundredth").
    mutating func accept(_ role: NumberWords.Role, impliedOne: Bool = false) -> Bool {
        if isZero { return false }
        switch role {
        case .unit(let value):
            guard !pendingOne else { return false }
            if value == 0 {
                guard !hasNumber else { return false }
                isZero = true
            } else {
                // A unit starts a part ("one hundred five") or completes a ten ("twenty two").
                let belowHundred = group.truncatingRemainder(dividingBy: 100)
                guard
                    belowHundred == 0
                        || (belowHundred >= 20 && belowHundred.truncatingRemainder(dividingBy: 10) == 0 && value < 10)
                else { return false }
            }
            group += value
            closeAnd()
        case .ten(let value):
            guard !pendingOne, group.truncatingRemainder(dividingBy: 100) == 0 else { return false }
            group += value
            closeAnd()
        case .hundred:
            if impliedOne, !hasNumber { pendingOne = true }
            let base = pendingOne ? 1 : group
            guard !afterAnd, !closedByAnd, base > 0, base < 100 else { return false }
            group = base * 100
        case .scale(let value):
            if impliedOne, !hasNumber { pendingOne = true }
            let base = pendingOne ? 1 : group
            guard !afterAnd, !closedByAnd, base > 0, value < lastScale else { return false }
            total += base * value
            group = 0
            lastScale = value
        case .joiner:
            guard previousMultiplies, !afterAnd, !closedByAnd else { return false }
            afterAnd = true
            previousMultiplies = false
            return true
        default:
            return false
        }
        switch role {
        case .hundred, .scale: previousMultiplies = true
        default: previousMultiplies = false
        }
        pendingOne = false
        hasNumber = true
        return true
    }

    private mutating func closeAnd() {
        if afterAnd {
            afterAnd = false
            closedByAnd = true
        }
    }
}
