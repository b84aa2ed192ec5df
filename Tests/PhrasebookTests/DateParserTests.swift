import Foundation
import PhraseMatching
import Testing

@testable import Phrasebook

/// The pinned "nows" the cases resolve against, all in Europe/Berlin.
enum PinnedNow: Sendable, CustomStringConvertible {
    /// Saturday 2026-11-28 10:15:30.
    case saturday
    /// Saturday 2026-01-31 23:30, the last day of a month.
    case monthEnd
    /// Thursday 2026-12-31 22:00, the last day of a year.
    case yearEnd
    /// Sunday 2026-03-29 01:30 CET; clocks jump from 02:00 to 03:00 CEST half an hour later.
    case beforeDSTChange
    /// Monday 2028-02-28 08:00, the day before a leap day.
    case leapEve

    var description: String {
        switch self {
        case .saturday: "2026-11-28T10:15:30"
        case .monthEnd: "2026-01-31T23:30:00"
        case .yearEnd: "2026-12-31T22:00:00"
        case .beforeDSTChange: "2026-03-29T01:30:00"
        case .leapEve: "2028-02-28T08:00:00"
        }
    }

    static let zone = TimeZone(identifier: "Europe/Berlin")

    var context: ValueContext {
        get throws {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = try #require(Self.zone)
            let numbers = description.split(whereSeparator: { "-T:".contains($0) }).compactMap { Int($0) }
            try #require(numbers.count == 6)
            let components = DateComponents(
                year: numbers[0], month: numbers[1], day: numbers[2], hour: numbers[3], minute: numbers[4],
                second: numbers[5])
            return ValueContext(now: try #require(calendar.date(from: components)), calendar: calendar)
        }
    }
}

/// Checks that `DateParser` reads all of `text` as `expected` (a canonical date), or not at all when nil.
private func expectDate(
    _ text: String, now: PinnedNow = .saturday, _ expected: String?, parser: DateParser = DateParser(),
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let tokens = Tokenizer.tokenize(text)
    let value = parser.value(of: tokens[...], in: try now.context)
    #expect(value == expected.map { .date($0) }, "\"\(text)\" at \(now)", sourceLocation: sourceLocation)
}

/// The readings of all of `text` at the pinned Saturday, best first.
private func wholeReadings(_ text: String, parser: DateParser = DateParser()) throws -> [ValueReading] {
    let tokens = Tokenizer.tokenize(text)
    return parser.readings(of: tokens[...], in: try PinnedNow.saturday.context).filter { $0.length == tokens.count }
}

@Suite struct DateParserTests {
    /// Now is Saturday 2026-11-28 10:15:30.
    @Test(
        arguments: [
            // Relative days.
            ("today", "2026-11-28"), ("tomorrow", "2026-11-29"), ("yesterday", "2026-11-27"),
            ("the day after tomorrow", "2026-11-30"), ("day after tomorrow", "2026-11-30"),
            ("the day before yesterday", "2026-11-26"), ("Tomorrow!", "2026-11-29"),
            // Weekdays: the next one, today when it is today; "next" is next week's.
            ("friday", "2026-12-04"), ("saturday", "2026-11-28"), ("on sunday", "2026-11-29"), ("Mon", "2026-11-30"),
            ("this saturday", "2026-11-28"), ("this friday", "2026-12-04"), ("this sunday", "2026-11-29"),
            ("next monday", "2026-11-30"), ("next saturday", "2026-12-05"), ("next sunday", "2026-12-06"),
            // Month and day, this year unless past.
            ("december 3", "2026-12-03"), ("dec 3", "2026-12-03"), ("December 3rd", "2026-12-03"),
            ("3rd of december", "2026-12-03"), ("the 3rd of december", "2026-12-03"), ("3 december", "2026-12-03"),
            ("december the 3rd", "2026-12-03"), ("december third", "2026-12-03"), ("on dec 3", "2026-12-03"),
            ("the twenty first of december", "2026-12-21"), ("dec 31st", "2026-12-31"),
            ("december 3 2027", "2027-12-03"), ("December 3rd, 2027", "2027-12-03"), ("3 dec 2027", "2027-12-03"),
            ("november 28", "2026-11-28"), ("november 27", "2027-11-27"), ("january 1", "2027-01-01"),
            ("february 29", "2028-02-29"), ("february 29 2028", "2028-02-29"),
            // Numeric, month first.
            ("12/3", "2026-12-03"), ("12/3/2027", "2027-12-03"), ("12/3/27", "2027-12-03"), ("1/15", "2027-01-15"),
            ("2027-12-03", "2027-12-03"), ("2/29/2028", "2028-02-29"),
            // Times alone: today unless past, then tomorrow.
            ("at 5 pm", "2026-11-28T17:00"), ("5pm", "2026-11-28T17:00"), ("5 p.m.", "2026-11-28T17:00"),
            ("5PM", "2026-11-28T17:00"), ("5p.m.", "2026-11-28T17:00"), ("at 17:30", "2026-11-28T17:30"),
            ("at 5:30 pm", "2026-11-28T17:30"), ("5:30pm", "2026-11-28T17:30"), ("noon", "2026-11-28T12:00"),
            ("at noon", "2026-11-28T12:00"), ("midday", "2026-11-28T12:00"), ("midnight", "2026-11-29T00:00"),
            ("mid day", "2026-11-28T12:00"), ("at 12 noon", "2026-11-28T12:00"),
            ("twelve noon tomorrow", "2026-11-29T12:00"), ("twelve midnight", "2026-11-29T00:00"),
            ("at 9 am", "2026-11-29T09:00"), ("at 10:15", "2026-11-28T10:15"), ("at 10:14", "2026-11-29T10:14"),
            ("12 am", "2026-11-29T00:00"), ("12 pm", "2026-11-28T12:00"), ("at 0:05", "2026-11-29T00:05"),
            // In words, with am or pm.
            ("nine am", "2026-11-29T09:00"), ("at seven thirty pm", "2026-11-28T19:30"),
            ("ten fifteen a.m.", "2026-11-28T10:15"),
            ("twelve pm", "2026-11-28T12:00"), ("at eleven forty five pm", "2026-11-28T23:45"),
            ("tomorrow at six am", "2026-11-29T06:00"),
            // A part of the day after the hour says which half.
            ("six in the morning", "2026-11-29T06:00"), ("at four in the afternoon", "2026-11-28T16:00"),
            ("tomorrow at six in the morning", "2026-11-29T06:00"), ("nine at night", "2026-11-28T21:00"),
            ("7:30 in the evening", "2026-11-28T19:30"), ("seven thirty in the morning", "2026-11-29T07:30"),
            // or before it, the next such time.
            ("in the morning at six", "2026-11-29T06:00"), ("in the evening at seven thirty", "2026-11-28T19:30"),
            ("in the evening at 7:30", "2026-11-28T19:30"),
            // Parts of the day.
            ("tonight", "2026-11-28T20:00"), ("this morning", "2026-11-28T09:00"),
            ("this afternoon", "2026-11-28T15:00"),
            ("this evening", "2026-11-28T19:00"), ("tomorrow morning", "2026-11-29T09:00"),
            ("friday night", "2026-12-04T20:00"),
            // Combinations.
            ("tomorrow at noon", "2026-11-29T12:00"), ("friday at 5 pm", "2026-12-04T17:00"),
            ("december 3 at 17:30", "2026-12-03T17:30"), ("at 5 pm tomorrow", "2026-11-29T17:00"),
            ("5pm on friday", "2026-12-04T17:00"), ("today at 9 am", "2026-11-28T09:00"),
            ("tomorrow noon", "2026-11-29T12:00"),
            ("tonight at 9 pm", "2026-11-28T21:00"), ("12/3 at 5pm", "2026-12-03T17:00"),
            ("noon the day after tomorrow", "2026-11-30T12:00"),
            ("next monday at 8:30 am", "2026-11-30T08:30"), ("december 3rd, 2027 at 9am", "2027-12-03T09:00"),
            ("in 3 days at noon", "2026-12-01T12:00"),
            // Relative.
            ("in 20 minutes", "2026-11-28T10:35"), ("in twenty minutes", "2026-11-28T10:35"),
            ("in an hour", "2026-11-28T11:15"),
            ("20 minutes from now", "2026-11-28T10:35"), ("an hour from now", "2026-11-28T11:15"),
            ("three days from now", "2026-12-01"),
            ("in 2 hours", "2026-11-28T12:15"), ("in 14 hours", "2026-11-29T00:15"), ("in 3 days", "2026-12-01"),
            ("in a week", "2026-12-05"), ("in two weeks", "2026-12-12"), ("in a month", "2026-12-28"),
            ("in 2 years", "2028-11-28"), ("in a hundred days", "2027-03-08"),
            ("in twenty five minutes", "2026-11-28T10:40"),
            ("after three hours", "2026-11-28T13:15"), ("after a month", "2026-12-28"),
            // A share of an hour.
            ("in half an hour", "2026-11-28T10:45"), ("in a half hour", "2026-11-28T10:45"),
            ("in an hour and a half", "2026-11-28T11:45"), ("half an hour from now", "2026-11-28T10:45"),
            ("in a quarter of an hour", "2026-11-28T10:30"),
            // "next morning", a part of the day said without its article, weeks and weekends.
            ("next morning", "2026-11-29T09:00"), ("the next evening", "2026-11-29T19:00"),
            ("six in morning", "2026-11-29T06:00"), ("next week", "2026-11-30"), ("this weekend", "2026-11-28"),
            ("the weekend", "2026-11-28"), ("next weekend", "2026-12-05"),
            // A day of the month as a cardinal beside its month; a year in words.
            ("march seven", "2027-03-07"), ("twenty six march", "2027-03-26"), ("december twenty five", "2026-12-25"),
            ("on the fourth of april", "2027-04-04"), ("march twenty four two thousand and seventeen", "2017-03-24"),
            ("twenty ninth of march twenty seventeen", "2017-03-29"), ("december 3 twenty twenty seven", "2027-12-03"),
            // Typos in long names.
            ("tomorow", "2026-11-29"), ("decmber 3", "2026-12-03"), ("fridya", "2026-12-04"),
            ("on wendesday", "2026-12-02"),
        ] as [(String, String)])
    func readsDate(text: String, expected: String) throws {
        try expectDate(text, expected)
    }

    /// Now is Saturday 2026-11-28 10:15:30 (autumn: September to November). Spans in several units
    /// or with seconds are elapsed time; a whole number of days stays a day; a half month is 15
    /// days. Months, seasons, months and years with "this", "next", "last", "in" or "during" are
    /// the first day of the period, or today for the current one; "last" goes back.
    @Test(
        arguments: [
            ("in 30 seconds", "2026-11-28T10:16"), ("45 seconds from now", "2026-11-28T10:16"),
            ("in 1 hour and 1 minute", "2026-11-28T11:16"),
            ("in two hours ten minutes and one second", "2026-11-28T12:25"),
            ("one minute and eight seconds from now", "2026-11-28T10:16"), ("in a day and a half", "2026-11-29T22:15"),
            ("in two days", "2026-11-30"), ("five and a half months from now", "2027-05-13"),
            ("in 3 years and a half", "2030-05-28"), ("in a year and a half", "2028-05-28"),
            ("21:05:17", "2026-11-28T21:05"), ("at 06:18:13 pm", "2026-11-28T18:18"),
            ("next february", "2027-02-01"), ("next december", "2026-12-01"), ("next november", "2027-11-01"),
            ("this november", "2026-11-28"), ("this august", "2027-08-01"), ("in june", "2027-06-01"),
            ("in may", "2027-05-01"), ("last march", "2026-03-01"), ("last november", "2025-11-01"),
            ("summer", "2027-06-01"), ("during the summer", "2027-06-01"), ("this winter", "2026-12-01"),
            ("next spring", "2027-03-01"), ("this fall", "2026-11-28"), ("next autumn", "2027-09-01"),
            ("last fall", "2025-09-01"), ("last summer", "2026-06-01"),
            ("next month", "2026-12-01"), ("last month", "2026-10-01"), ("this month", "2026-11-28"),
            ("next year", "2027-01-01"), ("last year", "2025-01-01"), ("this week", "2026-11-28"),
            ("last week", "2026-11-16"), ("last friday", "2026-11-27"), ("last saturday", "2026-11-21"),
            ("last night", "2026-11-27T20:00"),
        ] as [(String, String)])
    func readsSpansAndPeriods(text: String, expected: String) throws {
        try expectDate(text, expected)
    }

    /// Now is Saturday 2026-11-28 10:15:30. A named day is its next date not before today
    /// (Thanksgiving 2026 was two days ago).
    @Test(
        arguments: [
            ("christmas", "2026-12-25"), ("on christmas eve", "2026-12-24"), ("new year's eve", "2026-12-31"),
            ("new years day", "2027-01-01"), ("thanksgiving", "2027-11-25"), ("black friday", "2027-11-26"),
            ("cyber monday", "2026-11-30"), ("easter", "2027-03-28"), ("good friday", "2027-03-26"),
            ("ash wednesday", "2027-02-10"), ("mother's day", "2027-05-09"), ("memorial day", "2027-05-31"),
            ("labor day", "2027-09-06"), ("st. patrick's day", "2027-03-17"), ("mlk day", "2027-01-18"),
            ("halloween", "2027-10-31"),
        ] as [(String, String)])
    func readsHolidaysAndNow(text: String, expected: String) throws {
        try expectDate(text, expected)
    }

    /// Now is Saturday 2026-11-28 10:15:30. Days counted from another day, the nth weekday of a
    /// month, and the start, middle or end of a month or year; a month or year said without a mark
    /// is the one ahead when its day is past ("the last friday of the month" was yesterday). "By"
    /// says a deadline: the time or day itself.
    @Test(
        arguments: [
            ("the day after christmas", "2026-12-26"), ("two days before thanksgiving", "2027-11-23"),
            ("the day before new year's eve", "2026-12-30"), ("a week from tuesday", "2026-12-08"),
            ("a month after easter", "2027-04-28"), ("3 days after next friday", "2026-12-07"),
            ("the day after christmas at 5pm", "2026-12-26T17:00"),
            ("the first monday of next month", "2026-12-07"), ("the last friday of the month", "2026-12-25"),
            ("the last friday of this month", "2026-11-27"), ("the third tuesday in march", "2027-03-16"),
            ("second sunday of november", "2027-11-14"), ("the end of the month", "2026-11-30"),
            ("the beginning of next month", "2026-12-01"), ("the beginning of the month", "2026-12-01"),
            ("the middle of march", "2027-03-15"), ("mid july", "2027-07-15"), ("the end of the year", "2026-12-31"),
            ("the start of next year", "2027-01-01"), ("end of february 2028", "2028-02-29"),
            ("by eleven thirty", "2026-11-28T11:30"), ("by friday", "2026-12-04"), ("by 5 pm", "2026-11-28T17:00"),
        ] as [(String, String)])
    func readsDaysCountedFromOthersAndPartsOfMonths(text: String, expected: String) throws {
        try expectDate(text, expected)
    }

    /// Without the day they count from, or with a part of a week (Friday or Sunday?), no date.
    @Test(arguments: [
        "the day after", "two days before", "a week from banana", "the end", "the end of the week", "the first monday",
        "the sixth monday of march", "the middle", "by",
    ])
    func countedDaysNeedTheirDay(text: String) throws {
        try expectDate(text, nil)
    }

    /// Easter Sunday by the computus, against published dates.
    @Test func easterSundays() {
        let known = [(2024, 3, 31), (2025, 4, 20), (2026, 4, 5), (2027, 3, 28), (2038, 4, 25), (2285, 3, 22)]
        for (year, month, day) in known {
            #expect(CivilDay.easter(in: year) == CivilDay(year: year, month: month, day: day), "\(year)")
        }
    }

    /// A month alone, "spring" or "fall" alone, and "now" are as often other words: no date.
    @Test(arguments: [
        "june", "august", "spring", "fall", "march", "in 30 bananas", "last", "last banana", "now", "right now",
    ])
    func unmarkedMonthsAndSeasonsReadNothing(text: String) throws {
        try expectDate(text, nil)
    }

    /// Now is Saturday 2026-11-28 10:15:30; none of these is (all of) a date.
    @Test(arguments: [
        "", "banana", "february 30", "13/45", "2/30", "0/5", "december 32", "december 0", "december", "the 3",
        "3rd", "the 32nd", "at", "at 25:00", "24:00", "13 pm", "0 am", "5:60 pm", "5:5 pm", "17:30 pm", "next",
        "this", "13 o'clock", "at 0", "at 13", "o'clock", "in", "in 3", "in 3 bananas", "in 0 days",
        "tomorrow banana", "next banana", "2027", "12/3/202", "1:2:3", "may", "2027-02-30", "february 29 2027",
        "in 9999999 years", "hello@example.com", "3rd december 12345", "the five", "next", "half an hour",
        "in the morning",
    ])
    func readsNothing(text: String) throws {
        try expectDate(text, nil)
    }

    /// Now is Saturday 2026-11-28 10:15:30. A part of the day says which half a bare hour is in;
    /// "o'clock" may stand before a meridiem; "the fifteenth" is the next such day.
    @Test(
        arguments: [
            ("tomorrow morning at ten", "2026-11-29T10:00"), ("at eight tonight", "2026-11-28T20:00"),
            ("tonight at 7:30", "2026-11-28T19:30"), ("friday evening at six thirty", "2026-12-04T18:30"),
            ("ten o'clock tomorrow morning", "2026-11-29T10:00"), ("at 7 o'clock pm", "2026-11-28T19:00"),
            ("five o'clock in the morning", "2026-11-29T05:00"), ("nine oclock at night", "2026-11-28T21:00"),
            ("this afternoon at three", "2026-11-28T15:00"), ("on the fifteenth", "2026-12-15"),
            ("the 30th", "2026-11-30"), ("the 28th", "2026-11-28"), ("the thirty first", "2026-12-31"),
            ("on the 15th at 5 pm", "2026-12-15T17:00"),
        ] as [(String, String)])
    func readsHoursAndDaysWithoutTheirHalfOrMonth(text: String, expected: String) throws {
        try expectDate(text, expected)
    }

    /// Now is Saturday 2026-11-28 10:15:30. A bare hour is either half of the day: the reading
    /// holds both, the sooner first, and costs a little, so a plain reading of the same words wins.
    @Test(
        arguments: [
            ("at seven", ["2026-11-28T19:00", "2026-11-29T07:00"]),
            ("at 11", ["2026-11-28T11:00", "2026-11-28T23:00"]),
            ("6:45", []), ("at six thirty", ["2026-11-28T18:30", "2026-11-29T06:30"]),
            ("friday at five", ["2026-12-04T05:00", "2026-12-04T17:00"]),
            ("at 12 tomorrow", ["2026-11-29T00:00", "2026-11-29T12:00"]),
            ("seven o'clock", ["2026-11-28T19:00", "2026-11-29T07:00"]), ("at 5 pm", []), ("7:30", []),
        ] as [(String, [String])])
    func aBareHourHoldsBothHalves(text: String, expected: [String]) throws {
        let reading = try #require(try wholeReadings(text).first)
        #expect(reading.alternatives == expected.map { .date($0) }, "\(text)")
        if let first = expected.first {
            #expect(reading.value == .date(first))
            #expect(reading.cost > 0)
        } else {
            #expect(reading.cost == 0)
        }
    }

    /// Now is Saturday 2026-11-28 10:15:30. Minutes said from an hour ("half past seven", "ten to
    /// six") are a time: with a half of the day, that half is the hour's ("a quarter to one am" is
    /// 00:45, "a quarter to twelve pm" 11:45); without one, either half, the sooner first.
    @Test(
        arguments: [
            ("half past seven pm", ["2026-11-28T19:30"]), ("a quarter to eight in the morning", ["2026-11-29T07:45"]),
            ("quarter to one am", ["2026-11-29T00:45"]), ("a quarter to twelve pm", ["2026-11-28T11:45"]),
            ("ten past six tomorrow morning", ["2026-11-29T06:10"]),
            ("tomorrow at twenty five minutes to nine pm", ["2026-11-29T20:35"]),
            ("5 past 7 pm", ["2026-11-28T19:05"]), ("ten of seven pm", ["2026-11-28T18:50"]),
            ("at half past seven", ["2026-11-28T19:30", "2026-11-29T07:30"]),
            ("twenty to one", ["2026-11-28T12:40", "2026-11-29T00:40"]),
            ("3 minutes to 11", ["2026-11-28T10:57", "2026-11-28T22:57"]),
        ] as [(String, [String])])
    func readsMinutesFromAnHour(text: String, expected: [String]) throws {
        let reading = try #require(try wholeReadings(text).first, "\(text)")
        #expect(reading.value == .date(expected[0]), "\(text)")
        #expect(reading.alternatives == (expected.count > 1 ? expected.map { .date($0) } : []), "\(text)")
    }

    /// Minutes before an hour in digits ("5 to 7") are as often a range, and "half past" needs an
    /// hour of a 12-hour clock: none of these is a time.
    @Test(arguments: ["5 to 7", "at 5 to 7", "half past", "half past thirteen", "ten past", "thirty past six"])
    func minutesFromAnHourNeedAClearHour(text: String) throws {
        let whole = try wholeReadings(text)
        #expect(whole.isEmpty, "\(text): \(whole.map(\.value))")
    }

    /// A number alone is no time: only "at" or "o'clock" (or a part of the day) makes it one, so
    /// "change the channel to 5" reads no date, nor "friday 5".
    @Test(arguments: ["5", "seven", "friday 5", "six thirty", "tomorrow 11"])
    func aNumberAloneIsNoTime(text: String) throws {
        let whole = try wholeReadings(text)
        #expect(whole.isEmpty, "\(text): \(whole.map(\.value))")
    }

    /// Now is Saturday 2026-11-28 10:15:30. For a time of day (an alarm's), the same numbers are
    /// times, either half of the day, the sooner first; minutes and hours alone count from now.
    @Test(
        arguments: [
            ("5", "2026-11-28T17:00"), ("seven", "2026-11-28T19:00"), ("friday 5", "2026-12-04T05:00"),
            ("six thirty", "2026-11-28T18:30"), ("tomorrow 11", "2026-11-29T11:00"), ("7:30", "2026-11-29T07:30"),
            ("20 minutes", "2026-11-28T10:35"), ("two hours", "2026-11-28T12:15"), ("7 am", "2026-11-29T07:00"),
        ] as [(String, String)])
    func aNumberIsATimeForATimeOfDay(text: String, expected: String) throws {
        try expectDate(text, expected, parser: DateParser(kind: .time))
    }

    /// Now is Saturday 2026-11-28 10:15:30. For a time of day, minutes and hours alone count from
    /// now, and so do they when the words say so: "an alarm for two hours from now" reads all of it.
    @Test(
        arguments: [
            ("two hours from now", "2026-11-28T12:15"), ("20 minutes from now", "2026-11-28T10:35"),
            ("half an hour from now", "2026-11-28T10:45"), ("an hour and ten minutes from now", "2026-11-28T11:25"),
            ("in two hours from now", "2026-11-28T12:15"),
        ] as [(String, String)])
    func aSpanForATimeOfDayMaySayItCountsFromNow(text: String, expected: String) throws {
        try expectDate(text, expected, parser: DateParser(kind: .time))
    }

    /// Now is Saturday 2026-11-28 10:15:30. A working day's end is 17:00 on today or the day said
    /// with it; its start ("first thing") is 09:00 on the day said after, or the next part of the day;
    /// "later" stands only before today.
    @Test(
        arguments: [
            ("end of the day", "2026-11-28T17:00"), ("by the end of the day", "2026-11-28T17:00"),
            ("eod", "2026-11-28T17:00"), ("by close of business", "2026-11-28T17:00"),
            ("end of day friday", "2026-12-04T17:00"), ("tomorrow by end of day", "2026-11-29T17:00"),
            ("the end of the day on monday", "2026-11-30T17:00"), ("by eod tomorrow", "2026-11-29T17:00"),
            ("first thing tomorrow", "2026-11-29T09:00"), ("first thing in the evening", "2026-11-28T19:00"),
            ("first thing on monday", "2026-11-30T09:00"), ("first thing in the morning", "2026-11-29T09:00"),
            ("first thing tomorrow morning", "2026-11-29T09:00"), ("later today", "2026-11-28"),
            ("later tonight", "2026-11-28T20:00"), ("later this afternoon", "2026-11-28T15:00"),
        ] as [(String, String)])
    func readsTheWorkingDaysEndsAndLater(text: String, expected: String) throws {
        try expectDate(text, expected)
    }

    /// "later" before another day, "first thing" alone (as often a noun) and pieces of the phrases
    /// read nothing; "in the morning" alone is still no date (it answers which half of the day a
    /// bare hour is in).
    @Test(arguments: [
        "later tomorrow", "later", "later friday", "end of", "first thing", "first thing banana", "in the morning",
    ])
    func partsOfTheWorkingDayPhrasesReadNothing(text: String) throws {
        try expectDate(text, nil)
    }

    /// For a day, a reading keeps its day alone; the halves of a bare hour are then one value.
    @Test func aDayKeepsOnlyItsDay() throws {
        let parser = DateParser(kind: .date)
        try expectDate("friday at 5 pm", "2026-12-04", parser: parser)
        try expectDate("tomorrow", "2026-11-29", parser: parser)
        try expectDate("in 20 minutes", "2026-11-28", parser: parser)
        try expectDate("end of day friday", "2026-12-04", parser: parser)
        let whole = try wholeReadings("friday at five", parser: parser)
        #expect(whole.map(\.value) == [.date("2026-12-04")])
        #expect(whole.first?.alternatives == [])
        // a day and a time stay apart for the default kind.
        try expectDate("friday at 5 pm", "2026-12-04T17:00")
        try expectDate("20 minutes", nil)
    }

    /// Now is Saturday 2026-11-28 10:15:30. A time said as one number with a hundred in it, as a
    /// clock's digits are read aloud: hours from thirteen on are a 24-hour clock (twelve is noon),
    /// smaller ones take a meridiem, or are either half once the minutes or "at" say it is a time.
    @Test(
        arguments: [
            ("thirteen hundred", "2026-11-28T13:00"), ("one thousand three hundred", "2026-11-28T13:00"),
            ("at fifteen hundred hours", "2026-11-28T15:00"), ("twelve hundred", "2026-11-28T12:00"),
            ("seven hundred and thirty am tomorrow", "2026-11-29T07:30"),
            ("five hundred and thirty pm", "2026-11-28T17:30"), ("eight hundred pm", "2026-11-28T20:00"),
            ("tomorrow at twenty two hundred", "2026-11-29T22:00"),
            ("tomorrow morning at six hundred and fifteen", "2026-11-29T06:15"),
        ] as [(String, String)])
    func readsTimesSaidAsHundreds(text: String, expected: String) throws {
        try expectDate(text, expected)
    }

    /// Now is Saturday 2026-11-28 10:15:30. An hour below twelve said with hundreds and minutes, or
    /// after "at", holds both halves of the day as a bare hour does.
    @Test(
        arguments: [
            ("five hundred and thirty", ["2026-11-28T17:30", "2026-11-29T05:30"]),
            ("at eight hundred", ["2026-11-28T20:00", "2026-11-29T08:00"]),
            ("one hundred thirty", ["2026-11-28T13:30", "2026-11-29T01:30"]),
        ] as [(String, [String])])
    func hundredsBelowTwelveHoldBothHalves(text: String, expected: [String]) throws {
        let reading = try #require(try wholeReadings(text).first)
        #expect(reading.alternatives == expected.map { .date($0) }, "\(text)")
    }

    /// Numbers with a hundred that are no clock: minutes past 59 or below ten, hours past 23, a bare hundred,
    /// digits, a hundred alone, an ordinal, or a round hundred below twelve with nothing saying it
    /// is a time ("for eight hundred" may be money).
    @Test(arguments: [
        "five hundred and seventy", "twenty five hundred", "a hundred", "hundred", "530", "eight hundred",
        "five hundredth", "one hundred thousand", "at a hundred", "one hundred and three", "at two hundred five",
    ])
    func hundredsThatAreNoTime(text: String) throws {
        let whole = try wholeReadings(text)
        #expect(whole.isEmpty, "\(text): \(whole.map(\.value))")
    }

    /// Now is Saturday 2026-01-31 23:30, the last day of January.
    @Test(
        arguments: [
            ("tomorrow", "2026-02-01"), ("in 3 days", "2026-02-03"), ("in an hour", "2026-02-01T00:30"),
            ("at 9 am", "2026-02-01T09:00"), ("at 23:30", "2026-01-31T23:30"), ("in a month", "2026-02-28"),
            ("yesterday", "2026-01-30"), ("saturday", "2026-01-31"), ("next saturday", "2026-02-07"),
            ("tonight", "2026-01-31T20:00"), ("january 31", "2026-01-31"), ("january 30", "2027-01-30"),
            ("2/1", "2026-02-01"), ("in 29 days", "2026-03-01"),
        ] as [(String, String)])
    func monthBoundary(text: String, expected: String) throws {
        try expectDate(text, now: .monthEnd, expected)
    }

    /// Now is Thursday 2026-12-31 22:00, the last day of the year.
    @Test(
        arguments: [
            ("tomorrow", "2027-01-01"), ("january 2", "2027-01-02"), ("december 31", "2026-12-31"),
            ("december 30", "2027-12-30"), ("in 3 hours", "2027-01-01T01:00"), ("1/1", "2027-01-01"),
            ("next monday", "2027-01-04"), ("friday", "2027-01-01"), ("thursday", "2026-12-31"),
            ("next thursday", "2027-01-07"), ("in a week", "2027-01-07"), ("at 9 pm", "2027-01-01T21:00"),
            ("midnight", "2027-01-01T00:00"), ("in a year", "2027-12-31"), ("the day after tomorrow", "2027-01-02"),
        ] as [(String, String)])
    func yearBoundary(text: String, expected: String) throws {
        try expectDate(text, now: .yearEnd, expected)
    }

    /// Hours are elapsed time; days and dates are calendar days.
    @Test(
        arguments: [
            (PinnedNow.beforeDSTChange, "in an hour", "2026-03-29T03:30"),
            (.beforeDSTChange, "in 2 hours", "2026-03-29T04:30"),
            (.beforeDSTChange, "tomorrow at 1:30 am", "2026-03-30T01:30"), (.beforeDSTChange, "in a day", "2026-03-30"),
            (.leapEve, "tomorrow", "2028-02-29"), (.leapEve, "in 2 days", "2028-03-01"),
            (.leapEve, "february 29", "2028-02-29"),
            (.leapEve, "in a year", "2029-02-28"), (.leapEve, "next monday", "2028-03-06"),
            (.leapEve, "monday", "2028-02-28"),
        ] as [(PinnedNow, String, String)])
    func calendarEdges(now: PinnedNow, text: String, expected: String) throws {
        try expectDate(text, now: now, expected)
    }

    @Test func dayFirstNumericDates() throws {
        let parser = DateParser(monthFirst: false)
        try expectDate("3/12", "2026-12-03", parser: parser)
        try expectDate("3/12/2027", "2027-12-03", parser: parser)
        try expectDate("12/3", "2027-03-12", parser: parser)
        try expectDate("31/12", "2026-12-31", parser: parser)
        try expectDate("12/31", nil, parser: parser)
        try expectDate("2027-12-03", "2027-12-03", parser: parser)
    }

    @Test func readingsAreOnePerLengthShortestFirst() throws {
        let tokens = Tokenizer.tokenize("remind me tomorrow at 5:30 pm please")
        let readings = DateParser().readings(of: tokens[2...], in: try PinnedNow.saturday.context)
        #expect(
            readings == [
                ValueReading(length: 1, value: .date("2026-11-29")),
                ValueReading(length: 3, value: .date("2026-11-29T05:30")),
                ValueReading(length: 4, value: .date("2026-11-29T17:30")),
            ])
        let withYear = DateParser().readings(
            of: Tokenizer.tokenize("december 3 2027")[...], in: try PinnedNow.saturday.context)
        #expect(withYear.map(\.length) == [2, 3])
        #expect(DateParser().readings(of: tokens[0...], in: try PinnedNow.saturday.context).isEmpty)
    }

    @Test func typosCostMore() throws {
        let context = try PinnedNow.saturday.context
        #expect(DateParser().readings(of: Tokenizer.tokenize("tomorow")[...], in: context).map(\.cost) == [0.25])
        #expect(DateParser().readings(of: Tokenizer.tokenize("tomorrow")[...], in: context).map(\.cost) == [0])
        // Short names are never read through a typo: "mya" is not May, "fry" not Friday.
        try expectDate("mya 3", nil)
        try expectDate("fry", nil)
        // An ordinal day and a unit of a span read through one typo, at the same cost.
        try expectDate("december thrid", "2026-12-03")
        try expectDate("in 2 huors", "2026-11-28T12:15")
        try expectDate("3 dyas from now", nil)
        #expect(
            DateParser().readings(of: Tokenizer.tokenize("december fifteemth")[...], in: context).map(\.cost) == [0.25]
        )
        // two neighbouring letters swapped keep every letter: half the price.
        #expect(
            DateParser().readings(of: Tokenizer.tokenize("december fifteenht")[...], in: context).map(\.cost) == [0.125]
        )
    }

    @Test func tablesByLanguage() {
        #expect(DateWords.table(forLanguage: "en-US")?.months["december"] == 12)
        #expect(DateWords.table(forLanguage: "EN_gb") != nil)
        #expect(DateWords.table(forLanguage: "xx") == nil)
    }

    @Test func otherTimeZone() throws {
        // The same instant is 22:15:30 in Auckland (UTC+13 in November): times are local to the calendar's zone.
        let pinned = try PinnedNow.saturday.context
        var calendar = pinned.calendar
        calendar.timeZone = try #require(TimeZone(identifier: "Pacific/Auckland"))
        let context = ValueContext(now: pinned.now, calendar: calendar)
        let parser = DateParser()
        #expect(parser.value(of: Tokenizer.tokenize("today")[...], in: context) == .date("2026-11-28"))
        #expect(parser.value(of: Tokenizer.tokenize("in 20 minutes")[...], in: context) == .date("2026-11-28T22:35"))
        #expect(parser.value(of: Tokenizer.tokenize("at 9 pm")[...], in: context) == .date("2026-11-29T21:00"))
    }

    @Test func garbageReturns() throws {
        let context = try PinnedNow.saturday.context
        let ands = Tokenizer.tokenize(Array(repeating: "and", count: 2_000).joined(separator: " "))
        #expect(DateParser().readings(of: ands[...], in: context).isEmpty)
        let digits = Tokenizer.tokenize(String(repeating: "9", count: 5_000))
        #expect(digits.count == 1)
        #expect(DateParser().readings(of: digits[...], in: context).isEmpty)
        let tail = Tokenizer.tokenize("tomorrow " + Array(repeating: "and", count: 2_000).joined(separator: " "))
        #expect(DateParser().readings(of: tail[...], in: context).map(\.length) == [1])
        let inDigits = Tokenizer.tokenize(
            "in " + String(repeating: "7", count: 5_000) + " days at " + String(repeating: "1", count: 5_000))
        #expect(DateParser().readings(of: inDigits[...], in: context).isEmpty)
    }

    /// The parser turns a span away by its first token (and, after an article, the next) before
    /// scanning it: the spans that start a reading pass that test, and ordinary words do not.
    @Test func firstTokensThatStartReadings() throws {
        let context = try PinnedNow.saturday.context
        let words = DateWords.english
        let time = DateParser(kind: .time)
        // readings that start with an article, a small word, a typo or a digit are still read.
        for text in [
            "an hour from now", "a week from now", "the 3rd", "the third of december", "the day after tomorrow",
            "on friday", "at noon", "in a week", "next monday", "this evening", "tomorow", "5pm", "12/3",
            "a couple of days from now", "twelve noon", "half an hour from now", "a quarter to six",
            "half past seven", "the weekend", "the next evening", "later today", "eod", "the end of the day",
        ] {
            let tokens = Tokenizer.tokenize(text)
            #expect(words.mayStartReading(tokens[...]), "\"\(text)\"")
            #expect(!DateParser().readings(of: tokens[...], in: context).isEmpty, "\"\(text)\"")
        }
        #expect(!time.readings(of: Tokenizer.tokenize("an hour")[...], in: context).isEmpty)
        // ordinary words, and articles before them, start no reading.
        for text in ["add a stop", "a stop to my route", "the kettle", "put on the kettle", "zzz", "an apple"] {
            let tokens = Tokenizer.tokenize(text)
            #expect(!words.mayStartReading(tokens[...]), "\"\(text)\"")
            #expect(time.readings(of: tokens[...], in: context).isEmpty, "\"\(text)\"")
        }
    }
}
