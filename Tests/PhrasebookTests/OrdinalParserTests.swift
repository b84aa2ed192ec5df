import PhraseMatching
import Phrasebook
import PhrasebookTestSupport
import Testing

@Suite struct OrdinalParserTests {
    static let parser = OrdinalParser()

    @Test(
        arguments: [
            // Words.
            ("first", 1), ("second", 2), ("third", 3), ("fourth", 4), ("fifth", 5), ("sixth", 6), ("seventh", 7),
            ("eighth", 8), ("ninth", 9), ("tenth", 10), ("eleventh", 11), ("twelfth", 12), ("nineteenth", 19),
            ("twentieth", 20), ("twenty first", 21), ("twenty-first", 21), ("thirty second", 32), ("ninety ninth", 99),
            ("hundredth", 100), ("one hundredth", 100), ("a hundredth", nil), ("one hundred and first", 101),
            ("two hundred twenty second", 222), ("thousandth", 1000), ("two thousandth", 2000),
            ("millionth", 1_000_000), ("Twenty-First", 21),
            // Digits.
            ("1st", 1), ("2nd", 2), ("3rd", 3), ("4th", 4), ("11th", 11), ("12th", 12), ("13th", 13), ("21st", 21),
            ("22nd", 22), ("101st", 101), ("111th", 111), ("1,000th", 1000), ("2th", 2), ("3RD", 3),
            // Article and pronoun.
            ("the second", 2), ("the second one", 2), ("second one", 2), ("the 3rd", 3), ("the 3rd one", 3),
            ("the twenty first one", 21), ("The First One", 1), ("the last", nil),
            // Typos in words of five letters or more.
            ("secnd", 2), ("thrid", 3), ("eigth", 8), ("twentyeth", 20),
        ] as [(String, Int?)])
    func reads(text: String, expected: Int?) {
        #expect(value(text, Self.parser) == expected.map(ParameterValue.int))
    }

    @Test(arguments: [
        "", "the", "one", "the one", "two", "twenty", "2", "zeroth", "0th", "1,000 th", "-1st", "1.5th", "3rdd",
        "first second", "the the second", "second the", "twenty first second", "last", "next", "previous",
        "the second two", "one first", "twentieth first", "teeth", "seconds", "first ones", "3 rd", "st",
        "the 2", "hundred", "second hundred", "99999999999999999999th", "https://example.com/1st",
    ])
    func failures(text: String) {
        #expect(value(text, Self.parser) == nil)
    }

    @Test func articleAndPronounReadings() {
        #expect(readings("the second one", Self.parser).map(\.length) == [2, 3])
        #expect(readings("second one please", Self.parser).map(\.length) == [1, 2])
        #expect(readings("the twenty first one", Self.parser).map(\.value) == [.int(21), .int(21)])
        #expect(readings("one", Self.parser).isEmpty)
    }

    @Test func costs() {
        #expect(readings("3rd", Self.parser).first?.cost == 0)
        #expect(readings("3th", Self.parser).first?.cost == 0.25)
        #expect(readings("thirf", Self.parser).first?.cost == 0.25)
        #expect(readings("thrid", Self.parser).first?.cost == 0.125)
        #expect(readings("third", Self.parser).first?.cost == 0)
    }

    @Test func hugeAndRepetitiveInputsReturn() {
        #expect(readings(String(repeating: "9", count: 5000) + "th", Self.parser).isEmpty)
        #expect(readings(String(repeating: "9", count: 5000), Self.parser).isEmpty)
        #expect(readings(String(repeating: "and ", count: 2000), Self.parser).isEmpty)
        #expect(readings("one hundred " + String(repeating: "and ", count: 2000), Self.parser).isEmpty)
        #expect(readings(String(repeating: "the ", count: 2000), Self.parser).isEmpty)
        #expect(readings(String(repeating: "twenty ", count: 2000) + "first", Self.parser).isEmpty)
    }
}
