import PhraseMatching
import Phrasebook
import PhrasebookTestSupport
import Testing

@Suite struct NumberParserTests {
    static let doubles = NumberParser(integerOnly: false)
    static let integers = NumberParser(integerOnly: true)

    // MARK: Digits

    @Test(
        arguments: [
            ("12", 12.0), ("-5", -5), ("+3", 3), ("3.25", 3.25), ("1,000", 1000), ("1,234,567.5", 1_234_567.5),
            ("0", 0), ("-0", 0), ("007", 7), ("0.001", 0.001), ("-3.5", -3.5), ("１２", 12),
            ("1.5 million", 1_500_000), ("2 million", 2_000_000), ("1.1 million", 1_100_000), ("3 thousand", 3000),
            ("15 hundred", 1500), ("2 dozen", 24), ("2 and a half", 2.5), ("2 and a half million", 2_500_000),
            ("-2 and a half", -2.5), ("0.5 billion", 500_000_000),
        ] as [(String, Double)])
    func digits(text: String, expected: Double) {
        #expect(value(text, Self.doubles) == .double(expected))
    }

    // MARK: Words

    @Test(
        arguments: [
            ("zero", 0.0), ("seven", 7), ("nineteen", 19), ("twenty two", 22), ("twenty-two", 22), ("ninety nine", 99),
            ("one hundred and five", 105), ("one hundred five", 105), ("a hundred", 100), ("a hundred and twenty", 120),
            ("an hundred", 100), ("nineteen hundred", 1900), ("two thousand three hundred", 2300), ("a thousand", 1000),
            ("two thousand and five", 2005), ("one million two hundred thousand", 1_200_000), ("three billion", 3e9),
            ("two hundred thousand", 200_000), ("One Hundred Twenty-Three", 123),
            (
                "nine hundred ninety nine billion nine hundred ninety nine million nine hundred ninety nine thousand nine hundred ninety nine",
                999_999_999_999
            ),
            ("a dozen", 12), ("two dozen", 24), ("a couple", 2), ("a couple of", 2), ("a couple hundred", 200),
            ("a couple of thousand", 2000),
            ("half", 0.5), ("a half", 0.5), ("one half", 0.5), ("half a million", 500_000), ("half a dozen", 6),
            ("a half dozen", 6), ("a quarter", 0.25), ("a quarter million", 250_000), ("three quarters", 0.75),
            ("two and a half", 2.5), ("three and a quarter", 3.25), ("one and three quarters", 1.75),
            ("two and half", 2.5), ("two and a half million", 2_500_000), ("one hundred and a half", 100.5),
            ("twenty one point five", 21.5), ("point two five", 0.25), ("zero point five", 0.5),
            ("one point five million", 1_500_000), ("minus five", -5), ("negative 3", -3),
            ("minus three and a half", -3.5),
            ("minus a thousand", -1000),
        ] as [(String, Double)])
    func words(text: String, expected: Double) {
        #expect(value(text, Self.doubles) == .double(expected))
    }

    /// One typo in a word of five letters or more reads, at 0.25 per word; two neighbouring letters
    /// swapped ("sevnety", "eigth") at half that.
    @Test(
        arguments: [
            ("sevnety", 70.0, 0.125), ("fourty two", 42, 0.25), ("ninty nine", 99, 0.25), ("thusand", nil, 0),
            ("a thousnd", 1000, 0.25), ("eigth", 8, 0.125),
        ] as [(String, Double?, Float)])
    func typos(text: String, expected: Double?, cost: Float) {
        #expect(value(text, Self.doubles) == expected.map(ParameterValue.double))
        if expected != nil {
            #expect(readings(text, Self.doubles).last?.cost == cost)
        }
    }

    /// A shorter word reads through one typo at 0.5 (0.25 for two letters swapped, "foru"): a
    /// 4-letter word with one edit ("thre"), a 3-letter word only as a 4-letter number word with a
    /// letter left out ("fve"); common words one edit away ("for", "our", "fine", "tree", "even") never do.
    @Test(
        arguments: [
            ("twenty thre", 23.0, 0.5), ("foru", 4, 0.25), ("fzve", 5, 0.5), ("ftour", 4, 0.5), ("zro", 0, 0.5),
            ("nien", 9, 0.25), ("for", nil, 0), ("our", nil, 0), ("fine", nil, 0), ("line", nil, 0), ("hero", nil, 0),
            ("tree", nil, 0), ("even", nil, 0), ("tent", nil, 0), ("sever", nil, 0), ("on", nil, 0), ("tow", nil, 0),
        ] as [(String, Double?, Float)])
    func shortTypos(text: String, expected: Double?, cost: Float) {
        #expect(value(text, Self.doubles) == expected.map(ParameterValue.double))
        if expected != nil {
            #expect(readings(text, Self.doubles).last?.cost == cost)
        }
    }

    // MARK: Failures

    @Test(arguments: [
        "", "a", "an", "a few", "several", "hundred", "thousand", "and", "dozen", "couple", "quarter", "point",
        "minus", "minus -5", "twenty twenty", "one one", "zero five", "twelve five", "a thousand million",
        "one thousand and five hundred", "one and", "two and", "first", "the second", "there", "light", "right",
        "forth", "hundreds", "thousands", "1,5", "12,34", "1,00.5", "1,0000", "10:30", "1.2.3", "five pm",
        "3rd", "a five", "twenty and five", "half a", "two dozen dozen", "1 2", "one 2", "-", "hello",
        "alice@example.com", "https://example.com",
    ])
    func failures(text: String) {
        #expect(value(text, Self.doubles) == nil)
    }

    // MARK: Whole numbers and ranges

    @Test(
        arguments: [
            ("42", 42), ("-7", -7), ("3.0", 3), ("1,000", 1000), ("twenty two", 22), ("a dozen", 12),
            ("1.5 million", 1_500_000), ("two and a half million", 2_500_000), ("-0", 0),
            ("9223372036854775807", Int.max), ("9007199254740993", 9_007_199_254_740_993),
            ("2.5", nil), ("half", nil), ("two and a half", nil), ("0.1", nil), ("point five", nil),
            ("9223372036854775808", nil),
        ] as [(String, Int?)])
    func integerOnly(text: String, expected: Int?) {
        #expect(value(text, Self.integers) == expected.map(ParameterValue.int))
    }

    @Test(
        arguments: [
            ("1", 1), ("10", 10), ("ten", 10), ("five", 5), ("0", nil), ("11", nil), ("eleven", nil),
            ("minus one", nil), ("a dozen", nil), ("9.5", nil),
        ] as [(String, Int?)])
    func integerRange(text: String, expected: Int?) {
        #expect(value(text, NumberParser(integerOnly: true, range: 1...10)) == expected.map(ParameterValue.int))
    }

    @Test(
        arguments: [
            ("half", 0.5), ("0", 0), ("1", 1), ("point five", 0.5), ("three quarters", 0.75), ("1.5", nil),
            ("-0.25", nil), ("two", nil),
        ] as [(String, Double?)])
    func doubleRange(text: String, expected: Double?) {
        #expect(value(text, NumberParser(integerOnly: false, range: 0...1)) == expected.map(ParameterValue.double))
    }

    // MARK: Readings

    @Test func everyReadingFromTheFirstToken() {
        let found = readings("one hundred and five apples", Self.doubles)
        #expect(found.map(\.length) == [1, 2, 4])
        #expect(found.map(\.value) == [.double(1), .double(100), .double(105)])
        #expect(found.allSatisfy { $0.cost == 0 })
        #expect(readings("two and a half million people", Self.doubles).map(\.length) == [1, 4, 5])
        #expect(readings("a couple of hundred", Self.doubles).map(\.length) == [2, 3, 4])
        #expect(readings("apples", Self.doubles).isEmpty)
    }

    @Test func rangeFiltersReadingsButKeepsTheRest() {
        let found = readings("one hundred and five", NumberParser(integerOnly: true, range: 0...100))
        #expect(found.map(\.length) == [1, 2])
    }

    @Test func readingsAreFilteredByWholenessAndRange() {
        let tokens = Tokenizer.tokenize("two and a half million")
        let context = ValueContext()
        #expect(NumberParser(integerOnly: false).value(of: tokens[...], in: context) == .double(2_500_000))
        #expect(NumberParser(integerOnly: true).readings(of: tokens[...], in: context).map(\.length) == [1, 5])
        #expect(NumberParser(integerOnly: true, range: 0...3).value(of: tokens[..<1], in: context) == .int(2))
        #expect(NumberParser(integerOnly: true).value(of: Tokenizer.tokenize("2.5")[...], in: context) == nil)
        #expect(NumberWords.forLanguage("en-GB") != nil)
        #expect(NumberWords.forLanguage("xx") == nil)
    }

    // MARK: Robustness

    @Test func hugeAndRepetitiveInputsReturn() {
        #expect(readings(String(repeating: "9", count: 5000), Self.doubles).isEmpty)
        #expect(readings(String(repeating: "and ", count: 2000), Self.doubles).isEmpty)
        #expect(readings("one " + String(repeating: "and ", count: 2000), Self.doubles).map(\.length) == [1])
        #expect(readings(String(repeating: "twenty ", count: 2000), Self.doubles).map(\.length) == [1])
        #expect(readings(String(repeating: "a half ", count: 1000), Self.doubles).map(\.length) == [2])
        let long = String(repeating: "sevnety", count: 700)
        #expect(readings(long, Self.doubles).isEmpty)
    }
}
