import PhraseMatching

/// The words of one language that ``DateParser`` reads: month and weekday names, relative days,
/// parts of the day, named times, meridiems, ordinals, units and the small words between them.
///
/// Other languages add a table (``table(forLanguage:)``), not code. Entries are compared with folded
/// tokens, so they are lowercase and unaccented; a phrase of several words is written with single
/// spaces ("the day after tomorrow", "p m" for "p.m.", which the tokenizer splits into two words).
public struct DateWords: Sendable {
    /// What a relative span ("in 3 days") counts.
    public enum Unit: Sendable, Hashable {
        case minute, hour, day, week, month, year
    }

    /// Month names and abbreviations → 1…12.
    public let months: [String: Int]
    /// Weekday names and abbreviations → 0 (Monday) … 6 (Sunday).
    public let weekdays: [String: Int]
    /// Phrases naming a day relative to today → days from today ("tomorrow" → 1).
    public var relativeDays: [String: Int] { relativeDayPhrases.entries }
    /// Words meaning today at an hour ("tonight" → 20).
    public let todayAt: [String: Int]
    /// Parts of the day → their hour, after a day ("tomorrow morning") or a "this" word ("this evening").
    public let dayPeriods: [String: Int]
    /// Named times → minutes after midnight ("noon" → 720).
    public var namedTimes: [String: Int] { namedTimePhrases.entries }
    /// Meridiem phrases → hours added to a 12-hour clock reading ("pm" → 12).
    public var meridiems: [String: Int] { meridiemPhrases.entries }
    /// Ordinal day phrases → day of the month ("third" → 3, "twenty first" → 21).
    public var ordinals: [String: Int] { ordinalPhrases.entries }
    /// What may follow the digits of a numeral ordinal ("3rd").
    public let ordinalSuffixes: Set<String>
    /// Units of a relative span ("in 3 days").
    public let units: [String: Unit]
    /// Words that mark the current week or day ("this saturday", "this morning").
    public let thisWords: Set<String>
    /// Words that mark next week ("next monday").
    public let nextWords: Set<String>
    /// Prepositions that may stand before a day ("on friday").
    public let onWords: Set<String>
    /// Prepositions that may stand before a time ("at 5 pm").
    public let atWords: Set<String>
    /// Articles before an ordinal ("the 3rd").
    public let theWords: Set<String>
    /// Words between a day and its month ("3rd of december").
    public let ofWords: Set<String>
    /// Words that open a relative span ("in 20 minutes").
    public let inWords: Set<String>
    /// Phrases that close a relative span said without an opening word ("20 minutes from now").
    public let fromNowPhrases: Set<String>
    /// Articles that count as one ("in an hour").
    public let oneWords: Set<String>
    /// Number words for amounts ("in twenty minutes").
    public let numbers: NumberWords
    /// Phrases that may follow a whole hour ("seven o'clock"): they do not say which half of the day.
    public let oClockPhrases: Set<String>
    /// Spans said as a share of an hour, in minutes ("half an hour" → 30, "an hour and a half" → 90),
    /// read where a span may stand ("in half an hour").
    let minuteSpans: PhraseTable<Int>
    /// Words for a week: "next week" is the Monday of next week.
    let weekWords: Set<String>
    /// Words for a weekend: "this weekend" and "the weekend" are the coming Saturday, "next weekend" next week's.
    let weekendWords: Set<String>
    /// Phrases that put minutes before or after the hour said next → the minutes, negative before
    /// ("half past" → 30, "a quarter to" → -15).
    let hourOffsets: PhraseTable<Int>
    /// Words between an amount of minutes and the hour it counts from → +1 after, -1 before
    /// ("ten past six", "twenty to nine"); each phrase of ``hourOffsets`` ends with one.
    let minuteDirections: [String: Int]
    /// The words of durations, for spans of several units or with seconds, counted from now ("in
    /// an hour and ten minutes", "30 seconds from now"); nil reads only spans of one unit.
    let durations: DurationWords?
    /// Words that mark the one before ("last friday", "last march", "last week").
    let lastWords: Set<String>
    /// Words that open a month or season said alone ("in august", "during the summer").
    let duringWords: Set<String>
    /// Seasons → the month they start in ("summer" → 6): meteorological, northern hemisphere.
    let seasons: [String: Int]
    /// Seasons read only after a word that marks them ("this", "next", "last", "in"): alone they are
    /// as often another word ("spring", "fall"). A month always needs its mark.
    let markedOnly: Set<String>
    /// Words for a month and a year ("next month" is the first day of next month).
    let monthWords: Set<String>
    let yearWords: Set<String>
    /// Named days → the rule that dates them ("christmas" → December 25, "thanksgiving" → the
    /// fourth Thursday of November).
    let holidays: PhraseTable<Holiday>
    /// Words that count a day from another → +1 after, -1 before ("the day after christmas", "two
    /// days before thanksgiving", "a week from tuesday").
    let relations: [String: Int]
    /// Words for a part of a month or year ("the end of the month", "the middle of march", "mid july").
    let boundaries: [String: Boundary]
    /// Phrases for the end of a working day → its hour ("end of the day", "eod" → 17): today's,
    /// or the day's said with it ("tomorrow by end of day", "end of day friday").
    let dayEnds: PhraseTable<Int>
    /// Phrases for the start of a day → its hour ("first thing" → 9), read before a day ("first
    /// thing tomorrow") or a part of the day ("first thing in the morning").
    let dayStarts: PhraseTable<Int>
    /// Words that may stand before a day that is today ("later today", "later this evening").
    let laterWords: Set<String>

    /// A part of a month or a year, said as its day: the first, the 15th (July 1 for a year) or the last.
    enum Boundary: Sendable, Hashable {
        case start, middle, end
    }

    /// How a named day falls in a year.
    enum Holiday: Sendable, Hashable {
        /// The same day every year.
        case fixed(month: Int, day: Int)
        /// The `nth` `weekday` (0 Monday … 6 Sunday) of `month`; `nth` -1 is the last.
        case weekdayOfMonth(month: Int, weekday: Int, nth: Int)
        /// Days after Easter Sunday (Gregorian), negative before ("good friday" is -2).
        case easter(offset: Int)
        /// Days after another rule's day ("black friday" is the day after Thanksgiving).
        indirect case after(Holiday, days: Int)
    }

    /// ``relativeDays``, ``namedTimes``, ``meridiems`` and ``ordinals`` as tables for phrase lookups.
    let relativeDayPhrases: PhraseTable<Int>
    let namedTimePhrases: PhraseTable<Int>
    let meridiemPhrases: PhraseTable<Int>
    let ordinalPhrases: PhraseTable<Int>
    /// ``oClockPhrases`` as a table for phrase lookups.
    let oClockTable: PhraseTable<Bool>
    /// The most words any phrase in the tables has, so phrase lookups stop early.
    let longestPhrase: Int
    /// By word, the small word sets it is in (``thisWords``, ``onWords``, …), the tables it is a key
    /// of (``relations``, ``dayPeriods``, …) and the phrase tables whose phrases it starts: a date
    /// scan looks each of its words up once, and then asks of a set or a table by a bit, hashing
    /// nothing where the answer is no (most words are in none).
    let wordKinds: [String: WordKind]

    /// Phrases → their values, and the ``WordKind`` bit of their first words: a lookup where none of
    /// them starts is a bit test, not a key built and hashed for each length.
    struct PhraseTable<Value: Sendable>: Sendable {
        let entries: [String: Value]
        /// The bit of ``DateWords/wordKinds`` that every first word of ``entries`` has.
        let starts: WordKind

        subscript(key: String) -> Value? { entries[key] }

        /// The phrases, whatever the values, and the bit of their first words.
        var phrases: (keys: [String], starts: WordKind) { (Array(entries.keys), starts) }
    }

    /// The small word sets of the table, and the words of some tables, as bits.
    struct WordKind: OptionSet, Sendable {
        let rawValue: UInt32
        static let this = WordKind(rawValue: 1 << 0)
        static let next = WordKind(rawValue: 1 << 1)
        static let on = WordKind(rawValue: 1 << 2)
        static let at = WordKind(rawValue: 1 << 3)
        static let the = WordKind(rawValue: 1 << 4)
        static let of = WordKind(rawValue: 1 << 5)
        static let `in` = WordKind(rawValue: 1 << 6)
        static let one = WordKind(rawValue: 1 << 7)
        static let week = WordKind(rawValue: 1 << 8)
        static let weekend = WordKind(rawValue: 1 << 9)
        static let last = WordKind(rawValue: 1 << 10)
        static let during = WordKind(rawValue: 1 << 11)
        static let month = WordKind(rawValue: 1 << 12)
        static let year = WordKind(rawValue: 1 << 13)
        static let later = WordKind(rawValue: 1 << 14)
        /// Keys of ``relations``, ``minuteDirections``, ``dayPeriods``, ``seasons`` and
        /// ``boundaries``, and the first words of ``fromNowPhrases``.
        static let relation = WordKind(rawValue: 1 << 15)
        static let minuteDirection = WordKind(rawValue: 1 << 16)
        static let dayPeriod = WordKind(rawValue: 1 << 17)
        static let season = WordKind(rawValue: 1 << 18)
        static let boundary = WordKind(rawValue: 1 << 19)
        static let fromNowStart = WordKind(rawValue: 1 << 20)
        /// The first words of each ``PhraseTable``.
        static let relativeDayStart = WordKind(rawValue: 1 << 21)
        static let namedTimeStart = WordKind(rawValue: 1 << 22)
        static let meridiemStart = WordKind(rawValue: 1 << 23)
        static let ordinalStart = WordKind(rawValue: 1 << 24)
        static let minuteSpanStart = WordKind(rawValue: 1 << 25)
        static let hourOffsetStart = WordKind(rawValue: 1 << 26)
        static let oClockStart = WordKind(rawValue: 1 << 27)
        static let holidayStart = WordKind(rawValue: 1 << 28)
        static let dayEndStart = WordKind(rawValue: 1 << 29)
        static let dayStartStart = WordKind(rawValue: 1 << 30)
    }
    /// The words a reading may begin with besides keywords, number words and digits: the first
    /// words of relative days, named times and ordinals, and the small words that open a day, a
    /// time or a span ("on", "at", "in", "this", "next", "the", "a").
    private let openingWords: Set<String>
    /// The articles among the opening words ("a", "an", "the"), which open a reading only before
    /// a number or unit ("an hour", "a dozen", "the 3rd") or a phrase's next word ("the day after
    /// tomorrow"): every word of the relative days, named times and ordinals is in ``phraseWords``.
    private let articles: Set<String>
    /// The prepositions among the opening words ("on", "at", "in", "by", "during"), which open a
    /// reading only before a word that goes on one ("in june", "at 5", "on the 3rd", "by friday"):
    /// "in germany" or "at a diner" has none. The opening words that begin a phrase or mark a day
    /// ("this", "next", "last", "later") are not among them.
    private let prepositions: Set<String>
    private let phraseWords: Set<String>
    /// Shared by every copy of the table, so that parsers of one table are known as such
    /// (``DateParser/startKey``): they answer ``mayStart(with:)`` alike.
    let identity = Identity()
    final class Identity: Sendable {}
    /// Single-word names, one lookup for the kinds that may be read through a typo.
    private let keywords: TypoTable<Keyword>
    /// ``units``, read through a typo too ("3 weeks fro now" is not, "3 weks from now" is).
    private let unitWords: TypoTable<Unit>

    /// A name that can be read through a typo.
    enum Keyword: Sendable, Hashable {
        case month(Int), weekday(Int), relativeDay(Int), todayAt(Int)
    }

    /// A keyword (month, weekday, single-word relative day, "tonight") of this many letters or more
    /// is still read with one typo, at ``typoCost``; shorter words ("may", "sun") are too easily other words.
    static let typoFrom = 5
    static let typoCost: Float = 0.25

    /// A table; see ``english`` for what each part holds.
    public init(
        months: [String: Int], weekdays: [String: Int], relativeDays: [String: Int], todayAt: [String: Int],
        dayPeriods: [String: Int], namedTimes: [String: Int], meridiems: [String: Int], ordinals: [String: Int],
        ordinalSuffixes: Set<String>, units: [String: Unit], thisWords: Set<String>, nextWords: Set<String>,
        onWords: Set<String>, atWords: Set<String>, theWords: Set<String>, ofWords: Set<String>,
        inWords: Set<String>, oneWords: Set<String>, numbers: NumberWords, fromNowPhrases: Set<String> = [],
        oClockPhrases: Set<String> = []
    ) {
        self.init(
            months: months, weekdays: weekdays, relativeDays: relativeDays, todayAt: todayAt, dayPeriods: dayPeriods,
            namedTimes: namedTimes, meridiems: meridiems, ordinals: ordinals, ordinalSuffixes: ordinalSuffixes,
            units: units, thisWords: thisWords, nextWords: nextWords, onWords: onWords, atWords: atWords,
            theWords: theWords, ofWords: ofWords, inWords: inWords, oneWords: oneWords, numbers: numbers,
            fromNowPhrases: fromNowPhrases, oClockPhrases: oClockPhrases, minuteSpans: [:], weekWords: [],
            weekendWords: [], hourOffsets: [:], minuteDirections: [:], durations: nil, lastWords: [],
            duringWords: [], seasons: [:], markedOnly: [], monthWords: [], yearWords: [], holidays: [:],
            relations: [:], boundaries: [:], dayEnds: [:], dayStarts: [:], laterWords: [])
    }

    /// A table with spans said as shares of an hour or in several units, words for weeks,
    /// weekends, months, years and seasons, times said from the hour ("half past seven") and days
    /// before today ("last friday"; see ``english``).
    init(
        months: [String: Int], weekdays: [String: Int], relativeDays: [String: Int], todayAt: [String: Int],
        dayPeriods: [String: Int], namedTimes: [String: Int], meridiems: [String: Int], ordinals: [String: Int],
        ordinalSuffixes: Set<String>, units: [String: Unit], thisWords: Set<String>, nextWords: Set<String>,
        onWords: Set<String>, atWords: Set<String>, theWords: Set<String>, ofWords: Set<String>,
        inWords: Set<String>, oneWords: Set<String>, numbers: NumberWords, fromNowPhrases: Set<String>,
        oClockPhrases: Set<String>, minuteSpans: [String: Int], weekWords: Set<String>, weekendWords: Set<String>,
        hourOffsets: [String: Int], minuteDirections: [String: Int], durations: DurationWords?,
        lastWords: Set<String>, duringWords: Set<String>, seasons: [String: Int], markedOnly: Set<String>,
        monthWords: Set<String>, yearWords: Set<String>, holidays: [String: Holiday], relations: [String: Int],
        boundaries: [String: Boundary], dayEnds: [String: Int], dayStarts: [String: Int], laterWords: Set<String>
    ) {
        self.months = months
        self.weekdays = weekdays
        relativeDayPhrases = PhraseTable(entries: relativeDays, starts: .relativeDayStart)
        self.todayAt = todayAt
        self.dayPeriods = dayPeriods
        namedTimePhrases = PhraseTable(entries: namedTimes, starts: .namedTimeStart)
        meridiemPhrases = PhraseTable(entries: meridiems, starts: .meridiemStart)
        ordinalPhrases = PhraseTable(entries: ordinals, starts: .ordinalStart)
        self.ordinalSuffixes = ordinalSuffixes
        self.units = units
        self.thisWords = thisWords
        self.nextWords = nextWords
        self.onWords = onWords
        self.atWords = atWords
        self.theWords = theWords
        self.ofWords = ofWords
        self.inWords = inWords
        self.fromNowPhrases = fromNowPhrases
        self.oneWords = oneWords
        self.numbers = numbers
        self.oClockPhrases = oClockPhrases
        oClockTable = PhraseTable(
            entries: Dictionary(uniqueKeysWithValues: oClockPhrases.map { ($0, true) }), starts: .oClockStart)
        self.minuteSpans = PhraseTable(entries: minuteSpans, starts: .minuteSpanStart)
        self.weekWords = weekWords
        self.weekendWords = weekendWords
        self.hourOffsets = PhraseTable(entries: hourOffsets, starts: .hourOffsetStart)
        self.minuteDirections = minuteDirections
        self.durations = durations
        self.lastWords = lastWords
        self.duringWords = duringWords
        self.seasons = seasons
        self.markedOnly = markedOnly
        self.monthWords = monthWords
        self.yearWords = yearWords
        self.holidays = PhraseTable(entries: holidays, starts: .holidayStart)
        self.relations = relations
        self.boundaries = boundaries
        self.dayEnds = PhraseTable(entries: dayEnds, starts: .dayEndStart)
        self.dayStarts = PhraseTable(entries: dayStarts, starts: .dayStartStart)
        self.laterWords = laterWords
        let phraseTables = [
            relativeDayPhrases.phrases, namedTimePhrases.phrases, meridiemPhrases.phrases, ordinalPhrases.phrases,
            self.minuteSpans.phrases, self.hourOffsets.phrases, oClockTable.phrases, self.holidays.phrases,
            self.dayEnds.phrases, self.dayStarts.phrases,
        ]
        longestPhrase = phraseTables.flatMap(\.keys).map { $0.split(separator: " ").count }.max() ?? 1
        var wordKinds: [String: WordKind] = [:]
        for (set, kind) in [
            (thisWords, WordKind.this),
            (nextWords, WordKind.next),
            (onWords, WordKind.on),
            (atWords, WordKind.at),
            (theWords, WordKind.the),
            (ofWords, WordKind.of),
            (inWords, WordKind.in),
            (oneWords, WordKind.one),
            (weekWords, WordKind.week),
            (weekendWords, WordKind.weekend),
            (lastWords, WordKind.last),
            (duringWords, WordKind.during),
            (monthWords, WordKind.month),
            (yearWords, WordKind.year),
            (laterWords, WordKind.later),
            (Set(relations.keys), WordKind.relation),
            (Set(minuteDirections.keys), WordKind.minuteDirection),
            (Set(dayPeriods.keys), WordKind.dayPeriod),
            (Set(seasons.keys), WordKind.season),
            (Set(boundaries.keys), WordKind.boundary),
        ] {
            for word in set { wordKinds[word, default: []].insert(kind) }
        }
        for (keys, starts) in phraseTables + [(Array(fromNowPhrases), .fromNowStart)] {
            for key in keys {
                guard let first = key.split(separator: " ").first else { continue }
                wordKinds[String(first), default: []].insert(starts)
            }
        }
        self.wordKinds = wordKinds
        articles = oneWords.union(theWords).subtracting(
            onWords.union(atWords).union(inWords).union(thisWords).union(nextWords))
        let phraseKeys =
            [relativeDays, namedTimes, ordinals, minuteSpans, hourOffsets].flatMap(\.keys) + holidays.keys
            + dayEnds.keys + dayStarts.keys
        let phraseStarts = Set(phraseKeys.compactMap { $0.split(separator: " ").first.map(String.init) })
        prepositions = onWords.union(atWords).union(inWords).union(duringWords).subtracting(
            phraseStarts.union(articles).union(thisWords).union(nextWords).union(lastWords).union(laterWords)
                .union(seasons.keys).union(boundaries.keys))
        phraseWords = Set(phraseKeys.flatMap { $0.split(separator: " ").map(String.init) })
            .union(weekWords).union(weekendWords).union(nextWords).union(monthWords).union(yearWords)
            .union(seasons.keys).union(boundaries.keys).union(lastWords).union(laterWords)
        openingWords = phraseStarts.union(onWords).union(atWords).union(inWords).union(thisWords).union(nextWords)
            .union(theWords)
            .union(oneWords).union(lastWords).union(duringWords).union(seasons.keys.filter { !markedOnly.contains($0) })
            .union(boundaries.keys).union(laterWords)
        var keywords: [String: Keyword] = [:]
        for (word, day) in relativeDays where !word.contains(" ") { keywords[word] = .relativeDay(day) }
        for (word, hour) in todayAt { keywords[word] = .todayAt(hour) }
        for (word, weekday) in weekdays { keywords[word] = .weekday(weekday) }
        for (word, month) in months { keywords[word] = .month(month) }
        self.keywords = TypoTable(keywords, typoFrom: Self.typoFrom, typoCost: Self.typoCost)
        unitWords = TypoTable(units, typoFrom: Self.typoFrom, typoCost: Self.typoCost)
    }

    /// The keyword `text` names, exactly (cost 0) or through one typo (``typoCost``), or nil.
    func keyword(_ text: String) -> (Keyword, Float)? {
        keywords.lookup(text).map { ($0.value, $0.cost) }
    }

    /// Whether a date or time reading may start at the first of `tokens`: with a number, a word
    /// that begins with a digit ("5pm", "3rd"), a keyword or number word (exactly or through a
    /// typo), or an opening word; an article only before a number, a digit, a unit or number word,
    /// or a word of a phrase ("an hour", "a dozen", "the 3rd", "the day after tomorrow", "a quarter
    /// to six", "the weekend", "the next evening"); a preposition only before a word that an
    /// article may stand before, or a date word of any kind, or a keyword or unit read through a
    /// typo ("in june", "on the 3rd", "at noon", "by firday"). Every
    /// reading ``DateParser`` makes starts so, so a span that does not has no reading, and is
    /// turned away before any scan.
    func mayStartReading(_ tokens: ArraySlice<Token>) -> Bool {
        let start = opening(tokens.first)
        guard start != .none else { return false }
        guard start != .reading else { return true }
        let next = tokens.dropFirst().first
        guard let following = Self.plainText(next) else { return next?.kind == .number }
        if Self.startsWithDigit(following) || phraseWords.contains(following) || numbers.entry(following) != nil
            || unit(following) != nil
        {
            return true
        }
        // a preposition goes on before a date word of any kind too ("on friday", "in the morning"),
        // and before a keyword read through a typo ("by firday").
        return start == .preposition && (wordKinds[following] != nil || keyword(following) != nil)
    }

    /// Whether a reading may start with `token`, whatever follows it: ``mayStartReading(_:)`` of a
    /// span it starts is false for every span when this is. The search asks it once per word of
    /// the lexicon (``DateParser/mayStart(with:)``), where the span's test would be asked once per
    /// position of every match, a typo search of the keywords and number words each time.
    func mayStart(with token: Token) -> Bool { opening(token) != .none }

    /// What the first token of a span says of a reading there (``mayStartReading(_:)``).
    private enum Opening {
        /// No reading starts with it.
        case none
        /// A reading may start with it.
        case reading
        /// It is an article, which opens a reading only before some words.
        case article
        /// It is a preposition, which opens a reading only before a word that goes on one.
        case preposition
    }

    private func opening(_ token: Token?) -> Opening {
        guard let text = Self.plainText(token) else { return token?.kind == .number ? .reading : .none }
        if Self.startsWithDigit(text) { return .reading }
        // the keyword, a typo search for a longer word, is looked up last where it is one of three.
        guard articles.contains(text) else {
            if prepositions.contains(text) {
                return numbers.entry(text) != nil || keyword(text) != nil ? .reading : .preposition
            }
            return openingWords.contains(text) || numbers.entry(text) != nil || keyword(text) != nil ? .reading : .none
        }
        if keyword(text) != nil { return .reading }
        // an article that is a number word of its own kind ("a" is one before a hundred or a dozen)
        // opens a number only before another, as it opens an amount only before a unit.
        if let entry = numbers.entry(text), entry.entry.role != .article { return .reading }
        return .article
    }

    /// The text of `token` when it is a word; nil for no token or another kind.
    private static func plainText(_ token: Token?) -> String? {
        guard let token, token.kind == .word else { return nil }
        return token.text
    }

    /// Whether `text` begins with an ASCII digit ("5pm", "3rd").
    static func startsWithDigit(_ text: String) -> Bool {
        guard let first = text.utf8.first else { return false }
        return first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")
    }

    /// The unit of a relative span `text` names, exactly or through one typo ("minuets"), or nil.
    func unit(_ text: String) -> (Unit, Float)? {
        unitWords.lookup(text).map { ($0.value, $0.cost) }
    }

    /// The tables by language code ("en"); a language without one has no date words.
    public static let tables: [String: DateWords] = ["en": english]

    /// The table for a locale identifier, read as `LanguageTag` reads it ("en", "en-US", "en_GB"), or nil.
    public static func table(forLanguage identifier: String) -> DateWords? {
        tables[LanguageTag(identifier).language]
    }

    /// Holidays of the United States and the Western Christian calendar, each under the names it
    /// is said by (with and without the apostrophe, as often typed).
    static let englishHolidays: [String: Holiday] = {
        let thanksgiving = Holiday.weekdayOfMonth(month: 11, weekday: 3, nth: 4)
        let named: [([String], Holiday)] = [
            (["new year's day", "new years day", "new year's", "new years"], .fixed(month: 1, day: 1)),
            (["new year's eve", "new years eve"], .fixed(month: 12, day: 31)),
            (["valentine's day", "valentines day", "valentine day"], .fixed(month: 2, day: 14)),
            (["groundhog day"], .fixed(month: 2, day: 2)),
            (
                ["st patrick's day", "st patricks day", "saint patrick's day", "saint patricks day"],
                .fixed(month: 3, day: 17)
            ),
            (["earth day"], .fixed(month: 4, day: 22)),
            (["cinco de mayo"], .fixed(month: 5, day: 5)),
            (["juneteenth"], .fixed(month: 6, day: 19)),
            (["independence day"], .fixed(month: 7, day: 4)),
            (["halloween"], .fixed(month: 10, day: 31)),
            (["veterans day", "veteran's day", "veterans' day"], .fixed(month: 11, day: 11)),
            (["christmas eve"], .fixed(month: 12, day: 24)),
            (["christmas", "christmas day", "xmas"], .fixed(month: 12, day: 25)),
            (["boxing day"], .fixed(month: 12, day: 26)),
            (
                ["martin luther king day", "martin luther king jr day", "mlk day"],
                .weekdayOfMonth(month: 1, weekday: 0, nth: 3)
            ),
            (["presidents day", "presidents' day", "president's day"], .weekdayOfMonth(month: 2, weekday: 0, nth: 3)),
            (["mother's day", "mothers day"], .weekdayOfMonth(month: 5, weekday: 6, nth: 2)),
            (["memorial day"], .weekdayOfMonth(month: 5, weekday: 0, nth: -1)),
            (["father's day", "fathers day"], .weekdayOfMonth(month: 6, weekday: 6, nth: 3)),
            (["labor day", "labour day"], .weekdayOfMonth(month: 9, weekday: 0, nth: 1)),
            (
                ["columbus day", "indigenous peoples day", "indigenous peoples' day", "indigenous people's day"],
                .weekdayOfMonth(month: 10, weekday: 0, nth: 2)
            ),
            (["thanksgiving", "thanksgiving day"], thanksgiving),
            (["black friday"], .after(thanksgiving, days: 1)),
            (["cyber monday"], .after(thanksgiving, days: 4)),
            (["easter", "easter sunday"], .easter(offset: 0)),
            (["easter monday"], .easter(offset: 1)),
            (["good friday"], .easter(offset: -2)),
            (["holy saturday"], .easter(offset: -1)),
            (["palm sunday"], .easter(offset: -7)),
            (["ash wednesday"], .easter(offset: -46)),
            (["ascension day"], .easter(offset: 39)),
            (["pentecost", "whit sunday"], .easter(offset: 49)),
        ]
        var table: [String: Holiday] = [:]
        for (names, holiday) in named {
            for name in names { table[name] = holiday }
        }
        return table
    }()

    /// The English table.
    public static let english: DateWords = {
        let unitOrdinals = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth"]
        let teenOrdinals = [
            "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth",
            "seventeenth", "eighteenth", "nineteenth",
        ]
        var ordinals: [String: Int] = ["twentieth": 20, "thirtieth": 30, "thirty first": 31]
        for (offset, word) in unitOrdinals.enumerated() {
            ordinals[word] = offset + 1
            ordinals["twenty " + word] = offset + 21
        }
        for (offset, word) in teenOrdinals.enumerated() { ordinals[word] = offset + 10 }
        return DateWords(
            months: [
                "january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "mar": 3, "april": 4, "apr": 4,
                "may": 5, "june": 6, "jun": 6, "july": 7, "jul": 7, "august": 8, "aug": 8, "september": 9,
                "sep": 9, "sept": 9, "october": 10, "oct": 10, "november": 11, "nov": 11, "december": 12, "dec": 12,
            ],
            weekdays: [
                "monday": 0, "mon": 0, "tuesday": 1, "tue": 1, "tues": 1, "wednesday": 2, "wed": 2,
                "thursday": 3, "thu": 3, "thur": 3, "thurs": 3, "friday": 4, "fri": 4, "saturday": 5,
                "sat": 5, "sunday": 6, "sun": 6,
            ],
            relativeDays: [
                "today": 0, "tomorrow": 1, "yesterday": -1, "the day after tomorrow": 2,
                "day after tomorrow": 2, "the day before yesterday": -2, "day before yesterday": -2,
            ],
            todayAt: ["tonight": 20, "tonite": 20],
            dayPeriods: ["morning": 9, "afternoon": 15, "evening": 19, "night": 20],
            namedTimes: [
                "noon": 720, "midday": 720, "mid day": 720, "midnight": 0, "twelve noon": 720, "twelve midnight": 0,
            ],
            // a part of the day after an hour says which half it is: "six in the morning", "nine at night".
            meridiems: [
                "am": 0, "pm": 12, "a m": 0, "p m": 12, "in the morning": 0, "in the afternoon": 12,
                "in the evening": 12, "at night": 12,
                // without the article, as often typed: "get up at six in morning".
                "in morning": 0, "in afternoon": 12, "in evening": 12,
            ],
            ordinals: ordinals,
            ordinalSuffixes: ["st", "nd", "rd", "th"],
            units: [
                "minute": .minute, "minutes": .minute, "min": .minute, "mins": .minute, "hour": .hour,
                "hours": .hour, "hr": .hour, "hrs": .hour, "day": .day, "days": .day, "week": .week,
                "weeks": .week, "month": .month, "months": .month, "year": .year, "years": .year,
            ],
            // "by" says a deadline, which is the time or day itself: "by eleven thirty", "by friday".
            thisWords: ["this"], nextWords: ["next"], onWords: ["on", "by"], atWords: ["at", "by"], theWords: ["the"],
            ofWords: ["of"], inWords: ["in", "after"], oneWords: ["a", "an"], numbers: .english,
            fromNowPhrases: ["from now"],
            oClockPhrases: ["o'clock", "oclock", "o clock"],
            minuteSpans: [
                "half an hour": 30, "half a hour": 30, "a half hour": 30, "half hour": 30, "a half an hour": 30,
                "an hour and a half": 90, "one hour and a half": 90, "a quarter of an hour": 15,
                "quarter of an hour": 15, "a quarter hour": 15, "quarter hour": 15,
            ],
            weekWords: ["week"], weekendWords: ["weekend"],
            hourOffsets: [
                "half past": 30, "half after": 30, "quarter past": 15, "a quarter past": 15, "quarter after": 15,
                "a quarter after": 15, "quarter to": -15, "a quarter to": -15, "quarter of": -15,
                "a quarter of": -15, "quarter till": -15, "a quarter till": -15, "quarter til": -15,
                "a quarter til": -15, "quarter before": -15, "a quarter before": -15,
            ],
            minuteDirections: ["past": 1, "after": 1, "to": -1, "of": -1, "till": -1, "til": -1, "before": -1],
            durations: .english, lastWords: ["last"], duringWords: ["in", "during"],
            seasons: ["spring": 3, "summer": 6, "autumn": 9, "fall": 9, "winter": 12],
            markedOnly: ["spring", "fall"], monthWords: ["month"], yearWords: ["year"],
            holidays: englishHolidays, relations: ["after": 1, "before": -1, "from": 1],
            boundaries: ["beginning": .start, "start": .start, "middle": .middle, "mid": .middle, "end": .end],
            // a working day's end and start: "by the end of the day", "first thing tomorrow".
            dayEnds: [
                "end of the day": 17, "the end of the day": 17, "end of day": 17, "eod": 17, "close of business": 17,
                "the close of business": 17, "end of business": 17, "the end of business": 17,
            ],
            dayStarts: ["first thing": 9], laterWords: ["later"])
    }()
}
