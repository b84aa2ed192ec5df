import PhraseMatching
import Testing

@testable import Phrasebook

/// Checks that `text`, all of it, reads as `seconds` (nil: as no duration).
private func expectDuration(_ text: String, _ seconds: Double?, sourceLocation: SourceLocation = #_sourceLocation) {
    let tokens = Tokenizer.tokenize(text)
    let value = DurationParser().value(of: tokens[...], in: ValueContext())
    #expect(value == seconds.map { .duration($0) }, "\(text)", sourceLocation: sourceLocation)
}

/// The lengths and values of the readings of `text`.
private func readings(_ text: String) -> [(Int, ParameterValue)] {
    DurationParser().readings(of: Tokenizer.tokenize(text)[...], in: ValueContext()).map { ($0.length, $0.value) }
}

@Suite struct DurationParserTests {
    /// Durations and their seconds.
    @Test(
        arguments: [
            // A number and a unit.
            ("5 minutes", 300), ("1 minute", 60), ("90 seconds", 90), ("3 days", 259_200), ("0 minutes", 0),
            ("1.5 hours", 5_400), ("20 minute", 1_200), ("2 weeks", 1_209_600), ("1,000 seconds", 1_000),
            // Number words, with a typo read at a cost.
            ("twenty minutes", 1_200), ("twenty one seconds", 21), ("one hundred seconds", 100),
            ("a hundred seconds", 100), ("sevnety minutes", 4_200), ("one second", 1),
            // Articles, fractions and counts.
            ("an hour", 3_600), ("a day", 86_400), ("a week", 604_800), ("a minute", 60),
            ("half an hour", 1_800), ("a half hour", 1_800), ("half hour", 1_800), ("half a minute", 30),
            ("a quarter of an hour", 900), ("a quarter hour", 900), ("quarter of an hour", 900),
            ("three quarters of an hour", 2_700), ("a couple of hours", 7_200), ("a couple minutes", 120),
            // "And a half" after a part or a number.
            ("an hour and a half", 5_400), ("a minute and a half", 90), ("2 hours and a half", 9_000),
            ("an hour and a quarter", 4_500), ("five and a half minutes", 330), ("two and a half hours", 9_000),
            ("1 and a half days", 129_600), ("one and three quarters hours", 6_300),
            // Several parts, joined or not.
            ("2 hours 30 minutes", 9_000), ("2 hours and 30 minutes", 9_000), ("2 hours, 30 minutes", 9_000),
            ("1 day 2 hours 3 minutes 4 seconds", 93_784), ("an hour and 20 minutes", 4_800),
            ("1 week and 1 day", 691_200), ("2 minutes and 30 seconds", 150),
            // Abbreviations and compact words.
            ("10 sec", 10), ("10 secs", 10), ("45 s", 45), ("5 min", 300), ("5 mins", 300), ("5 m", 300),
            ("2 hr", 7_200), ("2 hrs", 7_200), ("2 h", 7_200), ("2h", 7_200), ("30m", 1_800), ("90s", 90),
            ("2h 30m", 9_000), ("2h30m", 9_000), ("1h30", 5_400), ("5m30", 330), ("1h30m15s", 5_415),
            ("5min", 300), ("2hrs", 7_200), ("1.5h", 5_400), ("3d", 259_200), ("a sec", 1),
            ("five mins", 300), ("2 h 30 m", 9_000), ("20-minute", 1_200),
        ] as [(String, Double)])
    func readsDuration(text: String, seconds: Double) {
        expectDuration(text, seconds)
    }

    /// Text that is not a duration, all of it.
    @Test(arguments: [
        "", "5", "minutes", "hour 5", "five", "a", "an", "half", "and", "and 5 minutes",
        "5 apples", "5 minutes 2 hours", "5 minutes 3 minutes", "2 hours and", "2 hours 30",
        "-5 minutes", "minus 5 minutes", "a m", "five m", "a h", "3rd", "10:30", "1:30 hours",
        "2 months", "a year", "5x", "h2", "2h2h", "30m2h", "an hour and a half and a half",
        "half an hour and a half", "the hour", "5 minutes ago", "www.example.com", "a@b.com",
        "2h30x", "1d30", "hours and minutes",
    ])
    func readsNothing(text: String) {
        expectDuration(text, nil)
    }

    /// Each length the parser offers, shortest first, with its value.
    @Test func readingsArePrefixesShortestFirst() {
        let found = readings("2 hours and 30 minutes timer")
        #expect(found.map(\.0) == [2, 5])
        #expect(found.map(\.1) == [.duration(7_200), .duration(9_000)])
        let halves = readings("an hour and a half")
        #expect(halves.map(\.0) == [2, 5])
        #expect(readings("set a 20 minute timer").isEmpty)
        #expect(readings("20 minute timer").map(\.0) == [2])
    }

    /// A typo costs; a clean reading does not.
    @Test func typosCost() {
        let clean = DurationParser().readings(of: Tokenizer.tokenize("seventy minutes")[...], in: ValueContext())
        let typo = DurationParser().readings(of: Tokenizer.tokenize("sevnety minutes")[...], in: ValueContext())
        #expect(clean.first?.cost == 0)
        #expect((typo.first?.cost ?? 0) > 0)
        // a unit word of five letters or more reads through one typo too; shorter ones do not.
        let unit = DurationParser().readings(of: Tokenizer.tokenize("20 minuets")[...], in: ValueContext())
        #expect(unit.map(\.value) == [.duration(1_200)])
        #expect(unit.first?.cost == 0.125)  // two letters swapped: half the price of another typo
        let changed = DurationParser().readings(of: Tokenizer.tokenize("20 minutos")[...], in: ValueContext())
        #expect(changed.map(\.value) == [.duration(1_200)])
        #expect(changed.first?.cost == 0.25)
        #expect(DurationParser().readings(of: Tokenizer.tokenize("20 huor")[...], in: ValueContext()).isEmpty)
    }

    /// The parser reads a slice where it starts, not from index 0.
    @Test func readsFromSliceStart() {
        let tokens = Tokenizer.tokenize("remind me in 5 minutes")
        let found = DurationParser().readings(of: tokens[3...], in: ValueContext())
        #expect(found.map(\.length) == [2])
        #expect(found.first?.value == .duration(300))
    }

    /// Only English ships.
    @Test func languages() {
        #expect(DurationParser(language: "en") != nil)
        #expect(DurationParser(language: "xx") == nil)
    }

    /// Long and odd input returns without trapping.
    @Test func robustness() {
        let inputs = [
            Array(repeating: "and", count: 2_000).joined(separator: " "),
            String(repeating: "9", count: 5_000),
            String(repeating: "9", count: 5_000) + " minutes",
            String(repeating: "9", count: 5_000) + "h",
            String(repeating: "9", count: 300) + ".5 hours",
            Array(repeating: "an hour and", count: 700).joined(separator: " "),
            Array(repeating: "half", count: 2_000).joined(separator: " "),
            Array(repeating: "1h", count: 2_000).joined(separator: " "),
            Array(repeating: "one", count: 2_000).joined(separator: " ") + " minutes",
        ]
        for text in inputs {
            let tokens = Tokenizer.tokenize(text)
            let found = DurationParser().readings(of: tokens[...], in: ValueContext())
            #expect(found.allSatisfy { $0.length <= DurationParser.maxTokens })
        }
        expectDuration(String(repeating: "9", count: 5_000), nil)
        expectDuration(Array(repeating: "and", count: 2_000).joined(separator: " "), nil)
    }
}
