import Foundation
import PhraseMatching

/// Reads days and times ("tomorrow at noon", "december 3rd", "12/3/2027", "in 20 minutes") as
/// ``ParameterValue/date(_:)``: "YYYY-MM-DD" for a day, "YYYY-MM-DDTHH:MM" for a time, local to the
/// time zone of ``ValueContext/calendar`` (Gregorian whatever that calendar's identifier, since the
/// canonical form and the month names are). Everything relative resolves against ``ValueContext/now``.
///
/// The rules, where English leaves a choice:
/// - **Weekdays.** Weeks run Monday to Sunday. "friday" and "this friday" are the first Friday not
///   before today: today itself when today is Friday, else the next one (for "this", the one in the
///   current week if it is not past, else next week's, which is the same day). "next friday" is the
///   Friday of next week: on a Monday that is 11 days away, not 4; on a Friday, 7; on a Saturday, 6.
/// - **Month and day.** Without a year ("december 3", "3rd of december", "12/3"), this year's if not
///   before today, else the first later year in which the date exists ("february 29" finds a leap
///   year). Beside its month the day may be a cardinal in words ("march seven", "twenty six march"),
///   and the year may be said in words ("two thousand and seventeen", "twenty seventeen": 1900…2199).
///   A date that exists in no year ("february 30", "13/45") does not read. An ordinal after
///   "the" without a month ("on the fifteenth", "the 3rd") is the next such day: this month's if not
///   past, else the next month's that has it.
/// - **Numeric dates.** The tokenizer drops the slash, so "12/3" reads from the numbers "12" "3"
///   ("12 3" reads the same). ``monthFirst`` says the order: month/day for en-US (the default), else
///   day/month. A third number is the year: four digits, or two meaning 20YY. Four digits first is
///   year-month-day ("2027-12-03").
/// - **Times.** "5 pm", "5pm", "5 p.m.", "17:30" (or "17:30:05", its seconds dropped), "5:30 pm", in words with "am" or "pm" ("nine am",
///   "seven thirty pm") or a part of the day ("six in the morning", "four in the afternoon", "nine at
///   night", and without the article "six in morning"), "noon" and "midday" (12:00), "midnight"
///   (00:00 at the *start* of the day it is on), each with an optional "at"; "o'clock" may stand
///   between the hour and its meridiem. A time with no day is today's if not earlier than the
///   current minute, else tomorrow's ("at 9 am" at 10:15 is tomorrow 09:00).
/// - **Bare hours.** An hour without "am" or "pm" ("at 5", "six thirty", "seven o'clock") takes its
///   half of the day from a part of the day said with it: morning before noon, afternoon, evening and
///   night after ("tomorrow morning at ten", "at eight tonight"; twelve is left to "noon" and
///   "midnight"). Alone, or with a day only ("friday at five"), it is either half: the reading holds
///   both in ``ValueReading/alternatives``, the sooner first, at a cost of 0.1 so that words that
///   also read plainly ("7:30" is 07:30) keep that reading; a conversation asks which.
/// - **Minutes from an hour.** "half past seven", "a quarter to eight", "ten past six", "twenty five
///   minutes to nine", "ten of seven": a bare hour, or with a meridiem or part of the day after it
///   the hour's half ("a quarter to one am" is 00:45). Minutes before an hour are a multiple of
///   five in words, or said with "minutes": "5 to 7" is as often a range, and is no time.
/// - **Parts of the day.** "tonight" is today at 20:00; "this morning", "this afternoon" and "this
///   evening" are today at 09:00, 15:00 and 19:00 even when past (they name today). After a day
///   ("tomorrow morning", "friday night") the same hours, night being 20:00; "next morning" and "the
///   next evening" are tomorrow's. Said before a bare hour, "in the morning" (afternoon, evening)
///   places it and the time is the next one ("in the morning at six"); alone it reads nothing.
///   "later" may stand before today's ("later today" is today, "later tonight" 20:00).
/// - **A working day's end and start.** "end of the day", "end of day", "eod" and "close of business"
///   are 17:00 today (even when past: they name today), or on a day said before or after them
///   ("tomorrow by end of day", "end of day friday"). "first thing" is 09:00 on the day said after
///   it ("first thing tomorrow", "first thing on monday"), or the next part of the day ("first
///   thing in the morning"); alone it reads nothing, being as often a noun.
/// - **Weeks and weekends.** "next week" is the Monday of next week; "this weekend" and "the weekend"
///   the coming Saturday (today on a Saturday), "next weekend" the Saturday of next week.
/// - **Combinations.** A day then a time ("tomorrow at noon", "december 3 at 17:30") or a time then
///   a day ("at 5 pm tomorrow", "5pm on friday"); an explicit day keeps its time even when past. A
///   day may start with "on".
/// - **Relative.** "in" or "after" + amount + unit, or amount + unit + "from now". Minutes and hours are added to now, as elapsed time across
///   daylight-saving changes, and give a time (seconds dropped). Days and weeks are added to today's
///   date and give a day; months and years too, the day clamped to the month's length ("in a month"
///   on January 31 is February 28 or 29). Amounts are 1…1,000,000, in digits or words ("an", "two");
///   a share of an hour is minutes ("in half an hour", "in an hour and a half", "a quarter of an hour
///   from now"). Spans in several units or with seconds are elapsed time too ("in an hour and ten
///   minutes", "30 seconds from now", "in a day and a half"); a half month is 15 days and a half
///   year six months ("five and a half months from now").
/// - **Months, seasons and years.** With "this", "next" or "last", or after "in" or "during", a
///   month or season is the first day of it: "next march", "last august", "in june", "during the
///   summer". The current one is today for "this" or "in", and "next" is the one after it. Seasons
///   are the meteorological ones of the northern hemisphere (spring from March 1, summer June 1,
///   autumn or fall September 1, winter December 1). "next month" and "next year" are their first
///   days, "last month" and "last year" the previous ones', "this month", "this year" and "this
///   week" today. A month alone, and "spring" or "fall" alone, read nothing ("may", "call june").
/// - **Named days.** Holidays of the United States and the Western Christian calendar are their
///   next date not before today: fixed ones ("christmas", "new year's eve", "halloween"), the nth
///   weekday of a month ("thanksgiving", "mother's day", "memorial day", "labor day") and days from
///   Easter ("good friday", "ash wednesday"). "Now" is no date: it is
///   as often said as a filler ("lock the door now"), and a word read as a value is never skipped.
/// - **Before today.** "last friday" is the Friday before today (a week ago on a Friday), "last
///   week" the Monday of last week, "last night" yesterday at 20:00.
/// - **Counted from another day.** An amount of days, weeks, months or years "after", "before" or
///   "from" a day: "the day after christmas", "two days before thanksgiving", "a week from
///   tuesday"; the day keeps a time said after it ("the day after christmas at 5pm").
/// - **Parts of a month or year.** "the first monday of next month", "the last friday of the
///   month", "the third tuesday in march"; the start, middle (the 15th; July 1 for a year) or end
///   of a month or year: "the end of the month", "the beginning of next month", "mid july", "the
///   end of the year". Said with "the" or by name alone, the month or year is the one ahead when
///   that day is past ("the first monday of the month", late in a month, is next month's). A
///   week's end reads nothing (Friday or Sunday?).
/// - **Deadlines.** "by" stands before a day or a time as "on" and "at" do: "by friday", "by eleven
///   thirty" (a bare hour after it is a time, as after "at").
/// - **Kinds.** ``kind`` says what the parameter holds (``DateKind``). For a time of day
///   (``DateKind/time``, an alarm's time) a bare hour is a time even without "at" ("alarm for
///   seven", "wake me at 7"), and minutes or hours alone count from now ("an alarm for 20 minutes"); for a day (``DateKind/date``) a reading keeps only its day ("friday at
///   5" is Friday), and readings that differ only in their time are one.
/// - **Typos.** A month, weekday or one-word day name ("tomorow") of five letters or more is read
///   through one typo, at cost 0.25; every other reading costs 0.
///
/// Readings look at no more than ``maxTokens`` tokens and a few alternatives per token: any input is cheap.
public struct DateParser: ValueParser, FirstTokenTestedParser {
    /// The words of the language read.
    public var words: DateWords {
        get { table.words }
        set { table = DateWordsTable(newValue) }
    }
    /// The words, held in a class: each parse shares them instead of copying the struct (a retain
    /// per table it holds).
    private var table: DateWordsTable
    /// Whether a numeric date is month first ("12/3" is December 3, as in en-US) or day first (March 12).
    public var monthFirst: Bool
    /// What the parameter holds: a day, a time of day, or both (the default).
    public var kind: DateKind

    /// The longest reading is well under this ("on the twenty first of december 2027 at 5:30 p m").
    public static let maxTokens = 24

    /// A parser for `words` (English by default), reading numeric dates month first unless told not to.
    public init(words: DateWords = .english, monthFirst: Bool = true, kind: DateKind = .dateTime) {
        self.table = DateWordsTable(words)
        self.monthFirst = monthFirst
        self.kind = kind
    }

    /// Whether a reading may start with `token`, whatever follows it (``DateWords/mayStart(with:)``).
    func mayStart(with token: Token) -> Bool { table.words.mayStart(with: token) }

    /// Parsers with the same key answer ``mayStart(with:)`` alike: those of one table of words.
    var startKey: String { "date words: \(ObjectIdentifier(table.words.identity))" }

    /// Every date or time reading that starts at `tokens.startIndex`, at most one per length, shortest first.
    public func readings(of tokens: ArraySlice<Token>, in context: ValueContext) -> [ValueReading] {
        guard table.words.mayStartReading(tokens) else { return [] }
        let calendar = context.gregorian
        guard let (today, minuteOfDay) = context.localNow else { return [] }
        let scanned = Array(tokens.prefix(Self.maxTokens))
        let kinds = scanned.map { $0.kind == .word ? table.words.wordKinds[$0.text] ?? [] : [] }
        let scan = DateScan(
            tokens: scanned, kinds: kinds, table: table, monthFirst: monthFirst, today: today,
            minuteOfDay: minuteOfDay, now: context.now, calendar: calendar, hoursAreTimes: kind == .time,
            lookups: DateScan.ScanLookups(count: scanned.count))
        return kind == .date ? Self.days(of: scan.readings()) : scan.readings()
    }

    /// The readings with only their days: a reading whose time goes has one value, so no
    /// alternatives to ask between when they were the same day.
    private static func days(of readings: [ValueReading]) -> [ValueReading] {
        readings.map { reading in
            func day(_ value: ParameterValue) -> ParameterValue {
                guard case .date(let text) = value, let time = text.firstIndex(of: "T") else { return value }
                return .date(String(text[..<time]))
            }
            var kept = reading
            kept.value = day(reading.value)
            var alternatives: [ParameterValue] = []
            for value in reading.alternatives.map(day) where !alternatives.contains(value) {
                alternatives.append(value)
            }
            kept.alternatives = alternatives.count > 1 ? alternatives : []
            return kept
        }
    }
}

/// A proleptic Gregorian date in years 1…9999, the range the canonical four-digit year can write.
struct CivilDay: Hashable, Comparable {
    let year: Int, month: Int, day: Int

    /// The date, or nil when it does not exist ("february 30") or is out of range.
    init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            day >= 1, day <= Self.daysIn(year: year, month: month)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The local day and minute of the day of `date` in `calendar`'s time zone.
    static func local(_ date: Date, in calendar: Calendar) -> (day: CivilDay, minuteOfDay: Int)? {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        guard let year = parts.year, let month = parts.month, let day = parts.day, let hour = parts.hour,
            let minute = parts.minute, let civil = CivilDay(year: year, month: month, day: day)
        else { return nil }
        return (civil, hour * 60 + minute)
    }

    static func daysIn(year: Int, month: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Easter Sunday of `year` in the Gregorian calendar (the anonymous Gregorian computus).
    static func easter(in year: Int) -> CivilDay? {
        let golden = year % 19
        let century = year / 100
        let yearOfCentury = year % 100
        let epact = (19 * golden + century - century / 4 - (century - (century + 8) / 25 + 1) / 3 + 15) % 30
        let weekdayShift = (32 + 2 * (century % 4) + 2 * (yearOfCentury / 4) - epact - yearOfCentury % 4) % 7
        let correction = (golden + 11 * epact + 22 * weekdayShift) / 451
        let sum = epact + weekdayShift - 7 * correction + 114
        return CivilDay(year: year, month: sum / 31, day: sum % 31 + 1)
    }

    /// Days since 1970-01-01 (Hinnant's days_from_civil), so adding days is integer arithmetic.
    var serial: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
        return era * 146_097 + yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear - 719_468
    }

    init?(serial: Int) {
        let z = serial + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        self.init(
            year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month,
            day: dayOfYear - (153 * shiftedMonth + 2) / 5 + 1)
    }

    /// 0 for Monday … 6 for Sunday (1970-01-01 was a Thursday).
    var weekday: Int { ((serial % 7) + 7 + 3) % 7 }

    func adding(days: Int) -> CivilDay? { CivilDay(serial: serial + days) }

    /// The same day `months` later, clamped to the length of the month reached.
    func adding(months: Int) -> CivilDay? {
        let index = year * 12 + (month - 1) + months
        let (newYear, newMonth) = (index / 12, index % 12 + 1)
        guard (1...9999).contains(newYear) else { return nil }
        return CivilDay(year: newYear, month: newMonth, day: min(day, Self.daysIn(year: newYear, month: newMonth)))
    }

    /// A canonical time ("2026-11-22T19:30") as said on a 12-hour clock ("7:30 PM"), and whether
    /// it is before noon; nil for a day without a time.
    static func spokenTime(_ canonical: String) -> (title: String, isMorning: Bool)? {
        guard let separator = canonical.firstIndex(of: "T") else { return nil }
        let clock = canonical[canonical.index(after: separator)...].split(separator: ":")
        guard clock.count == 2, let hour = DateScan.digitValue(clock[0], maxDigits: 2),
            let minute = DateScan.digitValue(clock[1], maxDigits: 2), hour <= 23, minute <= 59
        else { return nil }
        let shownHour = hour % 12 == 0 ? 12 : hour % 12
        let shownMinute = minute == 0 ? "" : ":" + (minute < 10 ? "0" : "") + String(minute)
        return ("\(shownHour)\(shownMinute) \(hour < 12 ? "AM" : "PM")", hour < 12)
    }

    static func < (a: CivilDay, b: CivilDay) -> Bool { (a.year, a.month, a.day) < (b.year, b.month, b.day) }

    var canonical: String { "\(Self.pad(year, 4))-\(Self.pad(month, 2))-\(Self.pad(day, 2))" }

    func canonical(minuteOfDay: Int) -> String {
        "\(canonical)T\(Self.pad(minuteOfDay / 60, 2)):\(Self.pad(minuteOfDay % 60, 2))"
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        String(repeating: "0", count: max(0, width - String(value).count)) + String(value)
    }
}

/// A parser's ``DateWords``, shared by reference.
private final class DateWordsTable: Sendable {
    let words: DateWords
    init(_ words: DateWords) { self.words = words }
}

/// One parse of one token span: small recursive-descent readers, each returning every way it can
/// end, which the combinations in ``readings()`` chain.
private struct DateScan {
    let tokens: [Token]
    /// By token, the small word sets its word is in (none for a token that is no word).
    let kinds: [DateWords.WordKind]
    let table: DateWordsTable
    var words: DateWords { table.words }
    let monthFirst: Bool
    let today: CivilDay
    let minuteOfDay: Int
    let now: Date
    let calendar: Calendar
    /// Whether an hour alone is a time, as it is after "at" (a parameter of ``DateKind/time``).
    let hoursAreTimes: Bool
    /// What the readers looked up of each token, which they ask again.
    let lookups: ScanLookups

    /// The keywords and number readings of a scan's tokens, by token, looked up on first use: the
    /// readers ask the same tokens again (the first token's keyword by the day, month and period
    /// readers, a number's readings by those of hours, minutes, days and amounts), and each costs a
    /// typo search or a number parse. A class, shared by the readers of one scan, which are not
    /// mutating.
    final class ScanLookups {
        /// By token: nil before it is looked up, then its keyword or none.
        var keywords: [(DateWords.Keyword, Float)??]
        var numbers: [[(length: Int, value: Double, cost: Float)]?]

        init(count: Int) {
            keywords = Array(repeating: nil, count: count)
            numbers = Array(repeating: nil, count: count)
        }
    }

    /// A day, and the hour a part-of-day word gave it ("tomorrow morning").
    struct DayPart { var end: Int, day: CivilDay, hour: Int?, cost: Float }
    struct Clock { var end: Int, minutes: Int, cost: Float }
    /// An hour of a 12-hour clock said without its half of the day ("at ten", "six thirty", "seven o'clock").
    struct BareClock {
        var end: Int, hour: Int, minute: Int, cost: Float
        /// Whether the words say it is a time of day ("at seven", "seven o'clock"): a number alone
        /// ("change the channel to 5") is no time unless a part of the day places it.
        var saidAsTime = false

        /// The minutes after midnight in the half of the day a part of the day's `period` hour is in:
        /// morning hours before noon, the others after. Twelve is left out (noon or midnight are said so).
        func minutes(in period: Int) -> Int? {
            guard (1...11).contains(hour) else { return nil }
            return (period < 12 ? hour : hour + 12) * 60 + minute
        }
    }
    /// A relative span of one unit; a half month said with it ("five and a half months") is `plusDays`.
    struct Span { var end: Int, amount: Int, unit: DateWords.Unit, cost: Float, plusDays = 0 }

    func readings() -> [ValueReading] {
        var best = ReadingSet()
        func add(_ end: Int, _ text: String?, _ cost: Float) {
            guard let text, end > 0 else { return }
            best.offer(ValueReading(length: end, value: .date(text), cost: cost))
        }
        // the days and bare hours read from the start, each worked out once for the loops below.
        let startParts = dayParts(at: 0)
        let startBares = bareClocks(at: 0)
        // and the days after each of those hours, asked by two loops.
        let partsAfterBares = startBares.map { dayParts(at: $0.end) }
        for part in startParts {
            add(part.end, part.hour.map { part.day.canonical(minuteOfDay: $0 * 60) } ?? part.day.canonical, part.cost)
            // the part of the day says which half a bare hour is in ("tomorrow morning at ten");
            // offered first, so that it wins over a 24-hour reading of the same words ("tonight at 7:30").
            if let period = part.hour {
                for bare in bareClocks(at: part.end) {
                    guard let minutes = bare.minutes(in: period) else { continue }
                    add(bare.end, part.day.canonical(minuteOfDay: minutes), part.cost + bare.cost)
                }
            }
            for clock in clocks(at: part.end) {
                add(clock.end, part.day.canonical(minuteOfDay: clock.minutes), part.cost + clock.cost)
            }
        }
        // the part of the day said first, then its hour: "in the morning at six" is the next 06:00.
        if isWord(0, .in), isWord(1, .the),
            let period = dayPeriod(2)
        {
            for bare in bareClocks(at: 3) {
                guard let minutes = bare.minutes(in: period) else { continue }
                add(bare.end, nextDay(at: minutes)?.canonical(minuteOfDay: minutes), bare.cost)
            }
        }
        for (bare, after) in zip(startBares, partsAfterBares) {
            for part in after {
                guard let period = part.hour, let minutes = bare.minutes(in: period) else { continue }
                add(part.end, part.day.canonical(minuteOfDay: minutes), bare.cost + part.cost)
            }
        }
        for clock in clocks(at: 0) {
            add(clock.end, nextDay(at: clock.minutes)?.canonical(minuteOfDay: clock.minutes), clock.cost)
            for part in dayParts(at: clock.end) {
                add(part.end, part.day.canonical(minuteOfDay: clock.minutes), clock.cost + part.cost)
            }
        }
        // Minutes and hours are elapsed time, so they are added to the instant, not to the local clock.
        let unitSpans = spans(at: 0).compactMap { span -> (end: Int, seconds: Double, cost: Float)? in
            guard span.unit == .minute || span.unit == .hour else { return nil }
            return (span.end, Double(span.amount) * (span.unit == .hour ? 3600 : 60), span.cost)
        }
        for span in unitSpans + elapsedSpans(at: 0) {
            let local = CivilDay.local(now.addingTimeInterval(span.seconds), in: calendar)
            add(span.end, local.map { $0.day.canonical(minuteOfDay: $0.minuteOfDay) }, span.cost)
        }
        // A bare hour no part of the day places ("at seven", "friday at six thirty") is either half
        // of the day: both readings are kept, the sooner first, for the conversation to ask which.
        // They cost a little, so words that also read plainly ("7:30") keep that reading.
        func addEither(_ end: Int, _ bare: BareClock, on day: CivilDay?, _ cost: Float) {
            let halves = [bare.hour % 12, bare.hour % 12 + 12].map { $0 * 60 + bare.minute }
            let times = halves.compactMap { minutes -> (day: CivilDay, minutes: Int)? in
                if let day { return (day, minutes) }
                return nextDay(at: minutes).map { ($0, minutes) }
            }.sorted { ($0.day, $0.minutes) < ($1.day, $1.minutes) }
            guard times.count == 2 else { return }
            let values = times.map { ParameterValue.date($0.day.canonical(minuteOfDay: $0.minutes)) }
            best.offer(
                ValueReading(
                    length: end, value: values[0], cost: cost + Self.eitherHalfCost, alternatives: values))
        }
        for (bare, after) in zip(startBares, partsAfterBares) where bare.saidAsTime {
            addEither(bare.end, bare, on: nil, bare.cost)
            for part in after where part.hour == nil {
                addEither(part.end, bare, on: part.day, bare.cost + part.cost)
            }
        }
        for part in startParts where part.hour == nil {
            for bare in bareClocks(at: part.end) where bare.saidAsTime {
                addEither(bare.end, bare, on: part.day, part.cost + bare.cost)
            }
        }
        return best.sorted
    }

    /// What reading a bare hour as either half of the day costs.
    static let eitherHalfCost: Float = 0.1

    /// The day a time said without one is on: today when `minutes` after midnight is not earlier than
    /// the current minute, else tomorrow.
    func nextDay(at minutes: Int) -> CivilDay? {
        minutes >= minuteOfDay ? today : today.adding(days: 1)
    }

    // MARK: Tokens

    func word(_ index: Int) -> String? {
        index < tokens.count && tokens[index].kind == .word ? tokens[index].text : nil
    }

    /// Whether the word at `index` is in the sets of `kind` (``DateWords/WordKind``).
    func isWord(_ index: Int, _ kind: DateWords.WordKind) -> Bool {
        index < kinds.count && kinds[index].contains(kind)
    }

    /// Whether a word in the sets of `kind` is among the `count` tokens from `index`.
    func hasWord(_ kind: DateWords.WordKind, within count: Int, from index: Int) -> Bool {
        kinds[min(index, kinds.count)..<min(kinds.count, index + count)].contains { $0.contains(kind) }
    }

    /// The hour of the part of the day the word at `index` names ("morning" → 9), or nil.
    func dayPeriod(_ index: Int) -> Int? {
        isWord(index, .dayPeriod) ? word(index).flatMap { words.dayPeriods[$0] } : nil
    }

    /// The value of a run of 1…`maxDigits` ASCII digits, or nil.
    static func digitValue(_ text: Substring, maxDigits: Int) -> Int? {
        guard !text.isEmpty, text.utf8.count <= maxDigits,
            text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
        else { return nil }
        return Int(text)
    }

    /// A number token of 1…`maxDigits` plain digits: its value and digit count.
    func number(_ index: Int, maxDigits: Int) -> (value: Int, digits: Int)? {
        guard index < tokens.count, tokens[index].kind == .number,
            let value = Self.digitValue(tokens[index].text[...], maxDigits: maxDigits)
        else { return nil }
        return (value, tokens[index].text.utf8.count)
    }

    /// Every entry of `table` spelled by the words from `start` on (after `prefix`, a word already
    /// read, when given): where each ends and its value.
    func phrases<Value>(_ table: DateWords.PhraseTable<Value>, at start: Int, after prefix: String? = nil) -> [(
        end: Int, value: Value
    )] {
        // every key starts with the prefix, or else with the word at `start`: its kinds say whether
        // a key of this table does.
        let first = prefix.map { words.wordKinds[$0] ?? [] } ?? (start < kinds.count ? kinds[start] : [])
        guard first.contains(table.starts) else { return [] }
        var found: [(end: Int, value: Value)] = []
        var key = prefix ?? ""
        if let prefix, let value = table[prefix] { found.append((start, value)) }
        var end = start
        while end - start < words.longestPhrase, let next = word(end) {
            key = end == start && prefix == nil ? next : key + " " + next
            end += 1
            if let value = table[key] { found.append((end, value)) }
        }
        return found
    }

    /// The keyword of the word at `index` (``DateWords/keyword(_:)``), or nil; looked up once per scan.
    func keyword(_ index: Int) -> (DateWords.Keyword, Float)? {
        guard let text = word(index) else { return nil }
        if let known = lookups.keywords[index] { return known }
        let found = words.keyword(text)
        lookups.keywords[index] = .some(found)
        return found
    }

    /// The numbers read from `index` (``NumberWords/readings(of:)``) of at most `limit` tokens,
    /// shortest first; read once per scan. A number's readings of a length depend on its tokens
    /// alone, so those of fewer tokens are the first of all of them.
    func numbers(at index: Int, within limit: Int = .max) -> ArraySlice<(length: Int, value: Double, cost: Float)> {
        guard index < tokens.count else { return [] }
        let all: [(length: Int, value: Double, cost: Float)]
        if let known = lookups.numbers[index] {
            all = known
        } else {
            all = words.numbers.readings(of: tokens[index...])
            lookups.numbers[index] = all
        }
        return all.prefix { $0.length <= limit }
    }

    /// The unit of time the word at `index` names (``DateWords/unit(_:)``), or nil.
    func unit(_ index: Int) -> (DateWords.Unit, Float)? {
        guard let text = word(index) else { return nil }
        return words.unit(text)
    }

    func month(_ index: Int) -> (Int, Float)? {
        if case (.month(let month), let cost)? = keyword(index) { (month, cost) } else { nil }
    }

    func weekday(_ index: Int) -> (Int, Float)? {
        if case (.weekday(let day), let cost)? = keyword(index) { (day, cost) } else { nil }
    }

    // MARK: Days

    /// Days starting at `start`, with an optional "on" and an optional part of the day after.
    /// "later" may stand first when the day is today ("later today", "later this evening").
    func dayParts(at start: Int) -> [DayPart] {
        var index = isWord(start, .on) ? start + 1 : start
        let later = isWord(index, .later)
        if later { index += 1 }
        var found: [DayPart] = []
        for base in days(at: index) where !later || base.day == today {
            found.append(base)
            guard base.hour == nil else { continue }
            func add(_ end: Int, hour: Int) {
                found.append(DayPart(end: end, day: base.day, hour: hour, cost: base.cost))
            }
            // "tomorrow morning"
            if let period = dayPeriod(base.end) { add(base.end + 1, hour: period) }
            // "tomorrow end of day", "friday by the end of the day"
            let endAt = isWord(base.end, .on) ? base.end + 1 : base.end
            for (end, hour) in phrases(words.dayEnds, at: endAt) { add(end, hour: hour) }
        }
        return found
    }

    /// Days starting at `index`; `counting` also reads days counted from another (``offsetDays(at:)``),
    /// which count from a day read without it, so the work stays linear in the words.
    private func days(at index: Int, counting: Bool = true) -> [DayPart] {
        var found: [DayPart] = []
        func add(_ end: Int, _ day: CivilDay?, hour: Int? = nil, _ cost: Float = 0) {
            if let day { found.append(DayPart(end: end, day: day, hour: hour, cost: cost)) }
        }
        // Exact phrases, including the one-word ones; typo'd one-word ones come through `keyword` below.
        for (end, offset) in phrases(words.relativeDayPhrases, at: index) { add(end, today.adding(days: offset)) }
        if let (keyword, cost) = keyword(index) {
            switch keyword {
            case .relativeDay(let offset) where cost > 0: add(index + 1, today.adding(days: offset), cost)
            case .todayAt(let hour): add(index + 1, today, hour: hour, cost)
            case .weekday(let day): add(index + 1, upcoming(day), cost)
            default: break
            }
        }
        if isWord(index, .this) {
            if let period = dayPeriod(index + 1) { add(index + 2, today, hour: period) }
            if let (day, cost) = weekday(index + 1) { add(index + 2, upcoming(day), cost) }
        }
        // "next morning", "the next evening": tomorrow's part of the day.
        let afterThe = isWord(index, .the) ? index + 1 : index
        if isWord(afterThe, .next), let period = dayPeriod(afterThe + 1) {
            add(afterThe + 2, today.adding(days: 1), hour: period)
        }
        // "next week" is its Monday; "this weekend" or "the weekend" the coming Saturday, "next weekend" next week's.
        if isWord(index, .next), isWord(index + 1, .week) {
            add(index + 2, today.adding(days: 7 - today.weekday))
        }
        if isWord(index + 1, .weekend) {
            if isWord(index, .this) || isWord(index, .the) { add(index + 2, upcoming(5)) }
            if isWord(index, .next) { add(index + 2, today.adding(days: 12 - today.weekday)) }
        }
        if isWord(index, .next), let (day, cost) = weekday(index + 1) {
            add(index + 2, today.adding(days: 7 - today.weekday + day), cost)
        }
        found += periods(at: index)
        for (end, holiday) in phrases(words.holidays, at: index) {
            add(end, (today.year...today.year + 1).lazy.compactMap { day(of: holiday, in: $0) }.first { $0 >= today })
        }
        for span in spans(at: index) {
            switch span.unit {
            case .day: add(span.end, today.adding(days: span.amount), span.cost)
            case .week: add(span.end, today.adding(days: span.amount * 7), span.cost)
            case .month: add(span.end, today.adding(months: span.amount)?.adding(days: span.plusDays), span.cost)
            case .year: add(span.end, today.adding(months: span.amount * 12), span.cost)
            case .minute, .hour: break
            }
        }
        if counting { found += offsetDays(at: index) }
        found += workingDays(at: index)
        found += weekdaysOfMonth(at: index) + boundaryDays(at: index)
        return found + monthFirstDates(at: index) + dayFirstDates(at: index) + numericDates(at: index)
    }

    /// A working day's end or start, at its hour. "end of the day" is today's; "end of day friday"
    /// and "first thing tomorrow" are the day's said after (with "on" between, or none), and a day
    /// said with its own part of the day keeps that hour ("first thing tomorrow morning"). "first
    /// thing" needs its day, or a part of the day that is the next one ("first thing in the
    /// morning"): alone it is as often a noun ("do the first thing on the list").
    private func workingDays(at index: Int) -> [DayPart] {
        var found: [DayPart] = []
        for (end, hour) in phrases(words.dayEnds, at: index) {
            found.append(DayPart(end: end, day: today, hour: hour, cost: 0))
            for part in dayParts(at: end) where part.hour == nil {
                found.append(DayPart(end: part.end, day: part.day, hour: hour, cost: part.cost))
            }
        }
        for (end, hour) in phrases(words.dayStarts, at: index) {
            for part in dayParts(at: end) {
                found.append(DayPart(end: part.end, day: part.day, hour: part.hour ?? hour, cost: part.cost))
            }
            if isWord(end, .in), isWord(end + 1, .the),
                let period = dayPeriod(end + 2), let day = nextDay(at: period * 60)
            {
                found.append(DayPart(end: end + 3, day: day, hour: period, cost: 0))
            }
        }
        return found
    }

    /// Days counted from another day: "the day after christmas", "two days before thanksgiving",
    /// "a week from tuesday", "a month after next friday". The other day keeps its part of the day.
    private func offsetDays(at index: Int) -> [DayPart] {
        guard hasWord(.relation, within: 8, from: index) else { return [] }
        var counts = amounts(at: index)
        if isWord(index, .the) { counts.append((index + 1, 1, 0)) }
        var found: [DayPart] = []
        for count in counts {
            guard let (unit, unitCost) = unit(count.end),
                isWord(count.end + 1, .relation), let direction = word(count.end + 1).flatMap({ words.relations[$0] })
            else { continue }
            let amount = direction * count.value
            for base in days(at: count.end + 2, counting: false) {
                let day: CivilDay? =
                    switch unit {
                    case .day: base.day.adding(days: amount)
                    case .week: base.day.adding(days: amount * 7)
                    case .month: base.day.adding(months: amount)
                    case .year: base.day.adding(months: amount * 12)
                    case .minute, .hour: nil
                    }
                guard let day else { continue }
                found.append(DayPart(end: base.end, day: day, hour: base.hour, cost: count.cost + unitCost + base.cost))
            }
        }
        return found
    }

    /// Months, seasons, weeks and years said with "this", "next" or "last", or opened by "in" or
    /// "during", as the first day of the period (today when it is the current one): "next march",
    /// "last august", "in june", "this winter", "during the summer", "next month", "last year",
    /// "this week". And days before today: "last friday" (a week ago on a Friday), "last night".
    private func periods(at index: Int) -> [DayPart] {
        enum Mark { case this, next, last }
        let mark: Mark
        var at = index + 1
        if isWord(index, .this) {
            mark = .this
        } else if isWord(index, .next) {
            mark = .next
        } else if isWord(index, .last) {
            mark = .last
        } else {
            // opened ("in june", "during the summer"), or a season alone ("summer").
            mark = .this
            if isWord(index, .during) {
                if isWord(at, .the), isWord(at + 1, .season) { at += 1 }
            } else {
                guard isWord(index, .season), let text = word(index), !words.markedOnly.contains(text) else {
                    return []
                }
                at = index
            }
        }
        var found: [DayPart] = []
        func add(_ day: CivilDay?, hour: Int? = nil, _ cost: Float = 0) {
            if let day { found.append(DayPart(end: at + 1, day: day, hour: hour, cost: cost)) }
        }
        let marked = at > index
        let thisMonth = CivilDay(year: today.year, month: today.month, day: 1)
        // the first day of the yearly period that starts in `month` and lasts `span` months: the
        // current one when today is in it, and the next one that starts after this month.
        func starts(_ month: Int, span: Int) -> (current: CivilDay?, next: CivilDay?) {
            let since = (today.month - month + 12) % 12
            let ahead = (month - today.month + 12) % 12
            return (
                since < span ? thisMonth?.adding(months: -since) : nil,
                thisMonth?.adding(months: ahead == 0 ? 12 : ahead)
            )
        }
        // a month is a period of one month: for it, the next after the current one is `next`.
        func period(_ month: Int, span: Int, cost: Float = 0) {
            let (current, next) = starts(month, span: span)
            switch mark {
            case .this: add(current == nil ? next : today, cost)
            case .next: add(current == nil ? next : current?.adding(months: 12), cost)
            case .last: add((current ?? next)?.adding(months: -12), cost)
            }
        }
        guard let text = word(at) else { return [] }
        if let (month, cost) = month(at) {
            // a month alone is no date ("play june", "call august"): it needs its mark.
            guard marked else { return [] }
            period(month, span: 1, cost: cost)
        } else if isWord(at, .season), let month = words.seasons[text] {
            period(month, span: 3)
        }
        guard at == index + 1, !isWord(index, .during) else { return found }
        if isWord(at, .month) {
            switch mark {
            case .this: add(today)
            case .next: add(thisMonth?.adding(months: 1))
            case .last: add(thisMonth?.adding(months: -1))
            }
        } else if isWord(at, .year) {
            switch mark {
            case .this: add(today)
            case .next: add(CivilDay(year: today.year + 1, month: 1, day: 1))
            case .last: add(CivilDay(year: today.year - 1, month: 1, day: 1))
            }
        } else if mark == .this, isWord(at, .week) {
            add(today)
        } else if mark == .last {
            if isWord(at, .week) { add(today.adding(days: -today.weekday - 7)) }
            if let (day, cost) = weekday(at) {
                let back = (today.weekday - day + 7) % 7
                add(today.adding(days: back == 0 ? -7 : -back), cost)
            }
            if let hour = dayPeriod(at) { add(today.adding(days: -1), hour: hour) }
        }
        return found
    }

    /// The day `holiday` falls on in `year`, or nil when the rule names none.
    func day(of holiday: DateWords.Holiday, in year: Int) -> CivilDay? {
        switch holiday {
        case .fixed(let month, let day):
            return CivilDay(year: year, month: month, day: day)
        case .weekdayOfMonth(let month, let weekday, let nth) where nth > 0:
            guard let first = CivilDay(year: year, month: month, day: 1) else { return nil }
            let day = first.adding(days: (weekday - first.weekday + 7) % 7 + (nth - 1) * 7)
            return day?.month == month ? day : nil
        case .weekdayOfMonth(let month, let weekday, _):
            guard let last = CivilDay(year: year, month: month, day: CivilDay.daysIn(year: year, month: month))
            else { return nil }
            return last.adding(days: -((last.weekday - weekday + 7) % 7))
        case .easter(let offset):
            return CivilDay.easter(in: year)?.adding(days: offset)
        case .after(let base, let days):
            return day(of: base, in: year)?.adding(days: days)
        }
    }

    /// The first `weekday` not before today.
    func upcoming(_ weekday: Int) -> CivilDay? { today.adding(days: (weekday - today.weekday + 7) % 7) }

    /// The months a reference from `index` names, each as its first day: "the month" (the current
    /// one), "this month", "next month", "last month", a month's name (the next one not before this
    /// month) and a month with its year ("march 2027"). `roll` is the months to go ahead when the day
    /// asked of it is past: said without a mark, the month or the year is the one ahead.
    private func namedMonths(at index: Int) -> [(end: Int, first: CivilDay, cost: Float, roll: Int)] {
        guard let thisMonth = CivilDay(year: today.year, month: today.month, day: 1) else { return [] }
        var found: [(end: Int, first: CivilDay, cost: Float, roll: Int)] = []
        if isWord(index + 1, .month) {
            // "the month" is the current one, or the next when the day asked of it is past.
            let mark = isWord(index, .the) ? (0, 1) : markOffset(at: index).map { ($0, 0) }
            if let (offset, roll) = mark, let first = thisMonth.adding(months: offset) {
                found.append((index + 2, first, 0, roll))
            }
        }
        if let (month, cost) = month(index) {
            if let (year, _) = number(index + 1, maxDigits: 4), (1000...9999).contains(year),
                let first = CivilDay(year: year, month: month, day: 1)
            {
                found.append((index + 2, first, cost, 0))
            } else if let first = thisMonth.adding(months: (month - today.month + 12) % 12) {
                found.append((index + 1, first, cost, 12))
            }
        }
        return found
    }

    /// How many months or years "this", "next" or "last" at `index` moves from the current one:
    /// 0, 1 or -1; nil for another word.
    private func markOffset(at index: Int) -> Int? {
        if isWord(index, .this) { return 0 }
        if isWord(index, .next) { return 1 }
        if isWord(index, .last) { return -1 }
        return nil
    }

    /// The day `pick` chooses in each month read from `index` (``namedMonths(at:)``), a period
    /// later when the month was said without a mark and the day is past.
    private func days(inMonthsAt index: Int, cost: Float, _ pick: (CivilDay) -> CivilDay?) -> [DayPart] {
        namedMonths(at: index).compactMap { named in
            guard var day = pick(named.first) else { return nil }
            if named.roll > 0, day < today {
                guard let later = named.first.adding(months: named.roll).flatMap(pick) else { return nil }
                day = later
            }
            return DayPart(end: named.end, day: day, hour: nil, cost: cost + named.cost)
        }
    }

    /// The nth weekday of a month: "the first monday of next month", "the last friday of the month",
    /// "the third tuesday in march".
    private func weekdaysOfMonth(at index: Int) -> [DayPart] {
        let at = isWord(index, .the) ? index + 1 : index
        // "first" to "fifth", or "last": one word each, looked up exactly before anything dearer.
        guard let text = word(at) else { return [] }
        let nth: Int
        if isWord(at, .ordinalStart), let value = words.ordinals[text], (1...5).contains(value) {
            nth = value
        } else if isWord(at, .last) {
            nth = -1
        } else {
            return []
        }
        guard let (weekday, cost) = weekday(at + 1),
            isWord(at + 2, .of) || isWord(at + 2, .during)
        else { return [] }
        return days(inMonthsAt: at + 3, cost: cost) { first in
            day(of: .weekdayOfMonth(month: first.month, weekday: weekday, nth: nth), in: first.year)
        }
    }

    /// The start, middle or end of a month or a year as a day: "the end of the month", "the
    /// beginning of next month", "the middle of march", "mid july", "the end of the year" (a year's
    /// middle is July 1). Unmarked, the month or year is the one ahead when its day is past.
    private func boundaryDays(at index: Int) -> [DayPart] {
        let at = isWord(index, .the) ? index + 1 : index
        guard isWord(at, .boundary), let boundary = word(at).flatMap({ words.boundaries[$0] }) else { return [] }
        let next = isWord(at + 1, .of) ? at + 2 : at + 1
        var found = days(inMonthsAt: next, cost: 0) { first in
            switch boundary {
            case .start: first
            case .middle: first.adding(days: 14)
            case .end: first.adding(days: CivilDay.daysIn(year: first.year, month: first.month) - 1)
            }
        }
        guard isWord(next + 1, .year) else { return found }
        let (month, day) =
            switch boundary {
            case .start: (1, 1)
            case .middle: (7, 1)
            case .end: (12, 31)
            }
        let year =
            isWord(next, .the)
            ? CivilDay(year: today.year, month: month, day: day).map { $0 < today ? today.year + 1 : today.year }
            : markOffset(at: next).map { today.year + $0 }
        if let year, let date = CivilDay(year: year, month: month, day: day) {
            found.append(DayPart(end: next + 2, day: date, hour: nil, cost: 0))
        }
        return found
    }

    /// "december 3", "dec the 3rd", "december third, 2027".
    private func monthFirstDates(at index: Int) -> [DayPart] {
        guard let (month, cost) = month(index) else { return [] }
        let dayIndex = isWord(index + 1, .the) ? index + 2 : index + 1
        return dayNumbers(at: dayIndex, cardinalWords: true).flatMap { day in
            dates(month: month, day: day.value, end: day.end, cost: cost + day.cost, shortYear: false)
        }
    }

    /// "3 december", "the 3rd of december 2027", and "the fifteenth" (the next such day).
    private func dayFirstDates(at index: Int) -> [DayPart] {
        let article = isWord(index, .the)
        let dayIndex = article ? index + 1 : index
        return dayNumbers(at: dayIndex, cardinalWords: true).flatMap { day -> [DayPart] in
            let monthIndex = isWord(day.end, .of) ? day.end + 1 : day.end
            guard let (month, cost) = month(monthIndex) else {
                // an ordinal after "the" with no month is the next such day; a bare number is no day.
                guard article, !day.cardinal, tokens[dayIndex].kind != .number else { return [] }
                return nextDayOfMonth(day.value).map { [DayPart(end: day.end, day: $0, hour: nil, cost: day.cost)] }
                    ?? []
            }
            return dates(month: month, day: day.value, end: monthIndex + 1, cost: cost + day.cost, shortYear: false)
        }
    }

    /// "12/3" and "12/3/2027" (month first or day first), "2027-12-03".
    private func numericDates(at index: Int) -> [DayPart] {
        guard let first = number(index, maxDigits: 4), let second = number(index + 1, maxDigits: 2) else { return [] }
        if first.digits == 4 {
            guard let third = number(index + 2, maxDigits: 2),
                let day = CivilDay(year: first.value, month: second.value, day: third.value)
            else { return [] }
            return [DayPart(end: index + 3, day: day, hour: nil, cost: 0)]
        }
        guard first.digits <= 2 else { return [] }
        let (month, day) = monthFirst ? (first.value, second.value) : (second.value, first.value)
        return dates(month: month, day: day, end: index + 2, cost: 0, shortYear: true)
    }

    /// The first day numbered `day` not before today: this month's, or a later month's that has it.
    private func nextDayOfMonth(_ day: Int) -> CivilDay? {
        let thisMonth = CivilDay(year: today.year, month: today.month, day: 1)
        for offset in 0..<12 {
            guard let first = thisMonth?.adding(months: offset),
                let date = CivilDay(year: first.year, month: first.month, day: day), date >= today
            else { continue }
            return date
        }
        return nil
    }

    /// The date without a year (ending at `end`) and, when a year follows, with it.
    private func dates(month: Int, day: Int, end: Int, cost: Float, shortYear: Bool) -> [DayPart] {
        var found: [DayPart] = []
        // The first year from this one in which the date exists and is not past; 8 years always reach a leap year.
        if let date = (today.year...today.year + 8).lazy
            .compactMap({ CivilDay(year: $0, month: month, day: day) }).first(where: { $0 >= today })
        {
            found.append(DayPart(end: end, day: date, hour: nil, cost: cost))
        }
        if let year = number(end, maxDigits: 4), year.digits == 4 || (shortYear && year.digits == 2),
            let date = CivilDay(year: year.digits == 2 ? 2000 + year.value : year.value, month: month, day: day)
        {
            found.append(DayPart(end: end + 1, day: date, hour: nil, cost: cost))
        }
        for year in spokenYears(at: end) {
            if let date = CivilDay(year: year.value, month: month, day: day) {
                found.append(DayPart(end: year.end, day: date, hour: nil, cost: cost + year.cost))
            }
        }
        return found
    }

    /// A year said in words after a date: "two thousand (and) seventeen", or as two pairs of digits,
    /// "twenty seventeen", "nineteen ninety". Years 1900…2199 only.
    private func spokenYears(at index: Int) -> [(end: Int, value: Int, cost: Float)] {
        guard index < tokens.count, tokens[index].kind == .word else { return [] }
        var found: [(end: Int, value: Int, cost: Float)] = []
        let firsts = numbers(at: index, within: 6).filter { $0.value == $0.value.rounded() }
        for first in firsts {
            if (1900...2199).contains(first.value) {
                found.append((index + first.length, Int(first.value), first.cost))
            }
            // the century said as a pair: "twenty" + "seventeen".
            let next = index + first.length
            guard (19...21).contains(first.value), next < tokens.count, tokens[next].kind == .word else { continue }
            for second in numbers(at: next, within: 2)
            where second.value == second.value.rounded() && (10...99).contains(second.value) {
                found.append(
                    (next + second.length, Int(first.value) * 100 + Int(second.value), first.cost + second.cost))
            }
        }
        return found
    }

    /// A day of the month: "3", "3rd", "third", "twenty first", and with `cardinalWords` (beside a
    /// month) a cardinal in words: "march seven", "twenty six march" (marked `cardinal`).
    private func dayNumbers(at index: Int, cardinalWords: Bool = false) -> [(
        end: Int, value: Int, cost: Float, cardinal: Bool
    )] {
        var found = phrases(words.ordinalPhrases, at: index).map {
            (end: $0.end, value: $0.value, cost: Float(0), cardinal: false)
        }
        if cardinalWords, index < tokens.count, tokens[index].kind == .word {
            for reading in numbers(at: index, within: 3)
            where reading.value == reading.value.rounded() && (1...31).contains(reading.value)
                && !found.contains(where: { $0.end == index + reading.length })
            {
                found.append((index + reading.length, Int(reading.value), reading.cost, true))
            }
        }
        // one ordinal word through a typo ("fifteenht"), when no ordinal is spelled out there.
        if found.isEmpty, let text = word(index), let (entry, cost) = words.numbers.entry(text, preferOrdinal: true),
            entry.isOrdinal, cost > 0
        {
            switch entry.role {
            case .unit(let value), .ten(let value): found.append((index + 1, Int(value), cost, false))
            default: break
            }
        }
        if let (value, _) = number(index, maxDigits: 2) {
            found.append((index + 1, value, 0, false))
        } else if let text = word(index), DateWords.startsWithDigit(text) {
            // "3rd": digits, then a suffix (most words have no digits, and are not taken apart).
            let digits = text.prefix { $0.isASCII && $0.isNumber }
            if words.ordinalSuffixes.contains(String(text.dropFirst(digits.count))),
                let value = Self.digitValue(digits, maxDigits: 2)
            {
                found.append((index + 1, value, 0, false))
            }
        }
        return found.filter { (1...31).contains($0.value) }
    }

    // MARK: Times

    /// Times of day starting at `start`, with an optional "at": minutes after midnight.
    func clocks(at start: Int) -> [Clock] {
        let index = isWord(start, .at) ? start + 1 : start
        var found = phrases(words.namedTimePhrases, at: index).map { Clock(end: $0.end, minutes: $0.value, cost: 0) }
        // "half past seven pm", "a quarter to eight in the evening": the half of the day is the hour's.
        for said in offsetHours(at: index) {
            found += phrases(words.meridiemPhrases, at: said.end).map {
                Clock(end: $0.end, minutes: said.minutes(atHourOfDay: said.hour % 12 + $0.value), cost: said.cost)
            }
        }
        guard index < tokens.count else { return found }
        let token = tokens[index]
        var hour = 0
        var minute = 0
        var meridiems: [(end: Int, value: Int)] = []
        if token.kind == .number {
            // "17:30", "17:30:05" (its seconds dropped) or "5"; longer tokens are no clock, and are not
            // split on ":" at all.
            guard token.text.utf8.count <= 8 else { return found }
            var parts = token.text.split(separator: ":", omittingEmptySubsequences: false)
            if parts.count == 3 {
                guard parts[2].utf8.count == 2, let second = Self.digitValue(parts[2], maxDigits: 2), second <= 59
                else { return found }
                parts.removeLast()
            }
            guard let parsedHour = Self.digitValue(parts[0], maxDigits: 2) else { return found }
            hour = parsedHour
            if parts.count == 2 {
                guard parts[1].utf8.count == 2, let parsedMinute = Self.digitValue(parts[1], maxDigits: 2),
                    parsedMinute <= 59
                else { return found }
                minute = parsedMinute
                if hour <= 23 { found.append(Clock(end: index + 1, minutes: hour * 60 + minute, cost: 0)) }
            } else if parts.count > 2 {
                return found
            }
            meridiems = phrases(words.meridiemPhrases, at: index + 1)
            // "12 noon", "12 midnight": the named time says which twelve.
            if parts.count == 1 && hour == 12 {
                found += phrases(words.namedTimePhrases, at: index + 1).filter { $0.value == 720 || $0.value == 0 }.map
                {
                    Clock(end: $0.end, minutes: $0.value, cost: 0)
                }
            }
            if parts.count == 1 {
                // "7 o'clock pm", "seven o'clock in the evening"
                for (end, _) in phrases(words.oClockTable, at: index + 1) {
                    meridiems += phrases(words.meridiemPhrases, at: end)
                }
            }
        } else if let text = word(index) {
            // "5pm", and "5p" "m" from "5p.m.".
            let digits = text.prefix { $0.isASCII && $0.isNumber }
            if digits.isEmpty { return found + spokenClocks(at: index) }
            let suffix = String(text.dropFirst(digits.count))
            guard !suffix.isEmpty, let parsedHour = Self.digitValue(digits, maxDigits: 2) else { return found }
            hour = parsedHour
            meridiems = phrases(words.meridiemPhrases, at: index + 1, after: suffix)
        }
        if (1...12).contains(hour) {
            found += meridiems.map { Clock(end: $0.end, minutes: (hour % 12 + $0.value) * 60 + minute, cost: 0) }
        }
        return found
    }

    /// Times said in words, which need "am" or "pm": "nine am", "seven thirty pm", "ten fifteen a.m.".
    private func spokenClocks(at index: Int) -> [Clock] {
        var found: [Clock] = []
        // "thirteen hundred [hours]", "one thousand three hundred": a 24-hour clock; "seven hundred
        // and thirty am": the hour's half said after it. Twelve hundred is noon.
        for said in hundredClocks(at: index) {
            if said.hour >= 12 {
                let clock = Clock(end: said.end, minutes: said.hour * 60 + said.minute, cost: said.cost)
                found.append(clock)
                if let unit = unit(said.end), unit.0 == .hour {
                    found.append(Clock(end: said.end + 1, minutes: clock.minutes, cost: said.cost + unit.1))
                }
            } else {
                found += phrases(words.meridiemPhrases, at: said.end).map {
                    Clock(end: $0.end, minutes: (said.hour + $0.value) * 60 + said.minute, cost: said.cost)
                }
            }
        }
        for hour in numbers(at: index)
        where hour.value == hour.value.rounded() && (1...12).contains(hour.value) {
            let hourOfDay = Int(hour.value) % 12
            let afterHour = index + hour.length
            var meridiems = phrases(words.meridiemPhrases, at: afterHour)
            for (end, _) in phrases(words.oClockTable, at: afterHour) {
                meridiems += phrases(words.meridiemPhrases, at: end)
            }
            found += meridiems.map {
                Clock(end: $0.end, minutes: (hourOfDay + $0.value) * 60, cost: hour.cost)
            }
            guard afterHour < tokens.count else { continue }
            // minutes of ten and more ("thirty", "forty five"): "nine five" is no time people say.
            for minute in numbers(at: afterHour)
            where minute.value == minute.value.rounded() && (10...59).contains(minute.value) {
                found += phrases(words.meridiemPhrases, at: afterHour + minute.length).map {
                    Clock(
                        end: $0.end, minutes: (hourOfDay + $0.value) * 60 + Int(minute.value),
                        cost: hour.cost + minute.cost)
                }
            }
        }
        return found
    }

    /// Times said as one number with a hundred in it, as people read a clock's digits ("five hundred
    /// and thirty" for 5:30, "thirteen hundred", "one thousand three hundred"): where each ends, its
    /// hour (0–23) and minute (none, or ten to 59). A number without the hundred ("five thirty") is
    /// read as an hour and minutes elsewhere; digits ("530") are no such time.
    func hundredClocks(at index: Int) -> [(end: Int, hour: Int, minute: Int, cost: Float)] {
        // most words read no number: asked first, as the readings are kept for the other readers.
        guard let first = word(index), numbers(at: index, within: 1).contains(where: { $0.length == 1 }),
            !words.numbers.isHundred(first)
        else { return [] }
        var found: [(end: Int, hour: Int, minute: Int, cost: Float)] = []
        for reading in numbers(at: index, within: 8)
        where reading.length > 1 && reading.value == reading.value.rounded() && reading.value >= 100
            && reading.value < 2400
        {
            let value = Int(reading.value)
            // minutes are none or ten and more, as a clock's digits are said: "one hundred and three"
            // is a number ("change the channel to one hundred and three"), 1:03 is "one oh three".
            guard value % 100 < 60, value % 100 == 0 || value % 100 >= 10,
                tokens[index..<(index + reading.length)].contains(where: {
                    $0.kind == .word && words.numbers.isHundred($0.text)
                })
            else { continue }
            found.append((index + reading.length, value / 100, value % 100, reading.cost))
        }
        return found
    }

    /// Hours said without their half of the day, with an optional "at": "at 10", "ten", "10:30",
    /// "six thirty", "seven o'clock". They read only where a part of the day says the half.
    func bareClocks(at start: Int) -> [BareClock] {
        let index = isWord(start, .at) ? start + 1 : start
        guard index < tokens.count else { return [] }
        var found: [BareClock] = []
        let token = tokens[index]
        if token.kind == .number {
            guard token.text.utf8.count <= 5 else { return [] }
            let parts = token.text.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count <= 2, let hour = Self.digitValue(parts[0], maxDigits: 2) else { return [] }
            var minute = 0
            if parts.count == 2 {
                guard parts[1].utf8.count == 2, let parsed = Self.digitValue(parts[1], maxDigits: 2), parsed <= 59
                else { return [] }
                minute = parsed
            }
            found.append(BareClock(end: index + 1, hour: hour, minute: minute, cost: 0))
        } else if word(index) != nil {
            // "five hundred and thirty": the minutes say it is a time; "eight hundred" alone needs
            // "at" or a part of the day, as a bare "eight" does.
            for said in hundredClocks(at: index) where (1...11).contains(said.hour) {
                found.append(
                    BareClock(
                        end: said.end, hour: said.hour, minute: said.minute, cost: said.cost,
                        saidAsTime: said.minute > 0))
            }
            for hour in numbers(at: index, within: 4)
            where hour.value == hour.value.rounded() && (1...12).contains(hour.value) {
                let afterHour = index + hour.length
                found.append(BareClock(end: afterHour, hour: Int(hour.value), minute: 0, cost: hour.cost))
                guard afterHour < tokens.count else { continue }
                for minute in numbers(at: afterHour, within: 4)
                where minute.value == minute.value.rounded() && (10...59).contains(minute.value) {
                    found.append(
                        BareClock(
                            end: afterHour + minute.length, hour: Int(hour.value), minute: Int(minute.value),
                            cost: hour.cost + minute.cost))
                }
            }
        }
        // "half past seven", "ten to six": minutes from an hour say it is a time.
        for said in offsetHours(at: index) {
            let minutes = said.minutes(atHourOfDay: said.hour)
            found.append(
                BareClock(
                    end: said.end, hour: (minutes / 60 + 11) % 12 + 1, minute: minutes % 60, cost: said.cost,
                    saidAsTime: true))
        }
        for clock in found where clock.minute == 0 {
            for (end, _) in phrases(words.oClockTable, at: clock.end) {
                found.append(BareClock(end: end, hour: clock.hour, minute: 0, cost: clock.cost, saidAsTime: true))
            }
        }
        if index > start || hoursAreTimes {
            for position in found.indices { found[position].saidAsTime = true }
        }
        return found.filter { (1...12).contains($0.hour) }
    }

    /// An hour of a 12-hour clock said with minutes before or after it.
    struct OffsetHour {
        var end: Int, hour: Int, offset: Int, cost: Float

        /// The minutes after midnight, with the hour said at `hourOfDay` (0–23): "a quarter to one"
        /// at one in the morning is 00:45.
        func minutes(atHourOfDay hourOfDay: Int) -> Int { (hourOfDay * 60 + offset + 1440) % 1440 }
    }

    /// Hours said with minutes before or after them, with no half of the day: "half past seven",
    /// "a quarter to eight", "ten past six", "twenty five minutes to nine", "5 after 4". Minutes
    /// before an hour are a multiple of five said in words, or said with "minutes": "from ten to
    /// four" is a time, but "5 to 7" (a range as often as not) is not.
    func offsetHours(at index: Int) -> [OffsetHour] {
        // every such time has a word of direction ("past", "to", "of") within its first four words.
        guard hasWord(.minuteDirection, within: 4, from: index) else { return [] }
        var leads = phrases(words.hourOffsets, at: index).map { (start: $0.end, offset: $0.value, cost: Float(0)) }
        var amounts: [(end: Int, value: Int, cost: Float, spelled: Bool)] = []
        if let said = number(index, maxDigits: 2) {
            amounts = [(index + 1, said.value, 0, false)]
        } else if word(index) != nil {
            amounts = numbers(at: index, within: 3).filter { $0.value == $0.value.rounded() }
                .map { (index + $0.length, Int($0.value), $0.cost, true) }
        }
        for amount in amounts where (1...29).contains(amount.value) {
            var end = amount.end
            var cost = amount.cost
            let unit = unit(end)
            if let unit, unit.0 == .minute {
                end += 1
                cost += unit.1
            }
            guard isWord(end, .minuteDirection), let direction = word(end).flatMap({ words.minuteDirections[$0] })
            else { continue }
            let counted = end > amount.end || (amount.spelled && amount.value % 5 == 0)
            guard direction > 0 || counted else { continue }
            leads.append((end + 1, direction * amount.value, cost))
        }
        var found: [OffsetHour] = []
        for lead in leads where lead.start < tokens.count {
            if let hour = number(lead.start, maxDigits: 2) {
                guard (1...12).contains(hour.value) else { continue }
                found.append(OffsetHour(end: lead.start + 1, hour: hour.value, offset: lead.offset, cost: lead.cost))
            } else if word(lead.start) != nil {
                for hour in numbers(at: lead.start, within: 2)
                where hour.value == hour.value.rounded() && (1...12).contains(hour.value) {
                    found.append(
                        OffsetHour(
                            end: lead.start + hour.length, hour: Int(hour.value), offset: lead.offset,
                            cost: lead.cost + hour.cost))
                }
            }
        }
        return found
    }

    // MARK: Relative spans

    /// Where a span starting at `index` has its amount, and whether it is opened by "in" (or is
    /// bare, as minutes and hours alone are for a time of day: "an alarm for 20 minutes"); nil when
    /// no span can start there: without an opening word, one must end with "… from now".
    private func spanStart(at index: Int) -> (first: Int, opened: Bool, bare: Bool)? {
        let opened = isWord(index, .in)
        let bare = !opened && hoursAreTimes
        guard opened || bare || hasWord(.fromNowStart, within: 12, from: index) else { return nil }
        return (opened ? index + 1 : index, opened, bare)
    }

    /// Where a span said without an opening word closes with "from now" after `end`, or nil.
    private func fromNowEnd(after end: Int) -> Int? {
        guard isWord(end, .fromNowStart), let closing = word(end), let now = word(end + 1),
            words.fromNowPhrases.contains("\(closing) \(now)")
        else { return nil }
        return end + 2
    }

    /// Spans of elapsed time in several units or with seconds ("in an hour and ten minutes", "30
    /// seconds from now", "in a day and a half"), read by the duration words: each ends where it
    /// ends and counts `seconds` from now. A whole number of days is left to ``spans(at:)``, which
    /// gives a day.
    private func elapsedSpans(at index: Int) -> [(end: Int, seconds: Double, cost: Float)] {
        guard let durations = words.durations, let (first, opened, bare) = spanStart(at: index), first < tokens.count
        else { return [] }
        return DurationParser(words: durations).readings(of: tokens[first...]).flatMap {
            reading -> [(end: Int, seconds: Double, cost: Float)] in
            guard case .duration(let seconds) = reading.value, seconds >= 1,
                seconds.truncatingRemainder(dividingBy: 86_400) != 0
            else { return [] }
            let end = first + reading.length
            // read where it ends, when it may stand alone, and with "from now" after it.
            let ends = [opened || (bare && seconds < 86_400) ? end : nil, fromNowEnd(after: end)]
            return ends.compactMap { $0.map { ($0, seconds, reading.cost) } }
        }
    }

    /// "in 20 minutes", "in an hour", "in two weeks", "two hours from now", "in five and a half
    /// months": amount and unit. A half year is six months and a half month fifteen days.
    func spans(at index: Int) -> [Span] {
        guard let (first, opened, bare) = spanStart(at: index) else { return [] }
        // a share of an hour: "in half an hour", "an hour and a half from now".
        // a bare span may still say it counts from now ("an alarm for two hours from now"): both ends are read.
        var found: [Span] = phrases(words.minuteSpans, at: first).flatMap { end, minutes in
            [opened || bare ? end : nil, fromNowEnd(after: end)].compactMap {
                $0.map { Span(end: $0, amount: minutes, unit: .minute, cost: 0) }
            }
        }
        found += amounts(at: first).flatMap { amount -> [Span] in
            guard let (unit, unitCost) = unit(amount.end) else { return [] }
            // without "in", the span must say it counts from now.
            let alone = opened || (bare && (unit == .minute || unit == .hour))
            return [alone ? amount.end + 1 : nil, fromNowEnd(after: amount.end + 1)].compactMap {
                $0.map { Span(end: $0, amount: amount.value, unit: unit, cost: amount.cost + unitCost) }
            }
        }
        found += halfSpans(at: first).compactMap { span in
            if opened { return span }
            return fromNowEnd(after: span.end).map {
                Span(end: $0, amount: span.amount, unit: span.unit, cost: span.cost, plusDays: span.plusDays)
            }
        }
        return found
    }

    /// Months and years with a half, as months (and days): "five and a half months", "3 years and a
    /// half", "a year and a half". Shorter units are elapsed time (``elapsedSpans(at:)``).
    private func halfSpans(at index: Int) -> [Span] {
        guard let quantities = words.durations?.quantity, index < tokens.count else { return [] }
        var found: [Span] = []
        func add(_ end: Int, halves: Int, unit: DateWords.Unit, cost: Float) {
            switch unit {
            case .year: found.append(Span(end: end, amount: halves * 6, unit: .month, cost: cost))
            case .month: found.append(Span(end: end, amount: halves / 2, unit: .month, cost: cost, plusDays: 15))
            default: break
            }
        }
        for quantity in quantities.readings(of: tokens[index...].prefix(16), allowNegative: false)
        where quantity.value >= 1 && quantity.value <= 10_000 {
            let end = index + quantity.length
            guard let (unit, unitCost) = unit(end) else { continue }
            // whole halves only: "two and a quarter months" is not read.
            let halves = Int(quantity.value * 2)
            guard Double(halves) == quantity.value * 2 else { continue }
            if quantity.hasFraction {
                // "five and a half months"
                if halves % 2 == 1 { add(end + 1, halves: halves, unit: unit, cost: quantity.cost + unitCost) }
            } else if halves % 2 == 0,
                let (length, fraction) = quantities.andFraction(tokens[...], at: end + 1), fraction == 0.5
            {
                // "3 years and a half"
                add(end + 1 + length, halves: halves + 1, unit: unit, cost: quantity.cost + unitCost)
            }
        }
        return found
    }

    private func amounts(at index: Int) -> [(end: Int, value: Int, cost: Float)] {
        guard index < tokens.count else { return [] }
        var found: [(end: Int, value: Int, cost: Float)] = []
        if let (value, _) = number(index, maxDigits: 7) { found.append((index + 1, value, 0)) }
        if isWord(index, .one) { found.append((index + 1, 1, 0)) }
        // Whole numbers only, bounded before the conversion to Int.
        for reading in numbers(at: index, within: 16)
        where reading.value.rounded() == reading.value && reading.value >= 1 && reading.value <= 1_000_000 {
            found.append((index + reading.length, Int(reading.value), reading.cost))
        }
        return found.filter { (1...1_000_000).contains($0.value) }
    }
}
