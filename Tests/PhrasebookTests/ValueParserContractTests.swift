import Foundation
import PhraseMatching
import PhrasebookTestSupport
import Testing

@testable import Phrasebook

/// A parser under the contract, named for the test report.
struct NamedParser: Sendable, CustomStringConvertible {
    var description: String
    var parser: any ValueParser
}

/// Every parser of the package, in each configuration the matcher builds.
let contractParsers: [NamedParser] =
    [
        NamedParser(description: "NumberParser(Int)", parser: NumberParser(integerOnly: true)),
        NamedParser(
            description: "NumberParser(Double, 0…100)", parser: NumberParser(integerOnly: false, range: 0...100)),
        NamedParser(description: "OrdinalParser", parser: OrdinalParser()),
        NamedParser(description: "BoolParser", parser: BoolParser()),
        NamedParser(description: "DateParser", parser: DateParser()),
        NamedParser(description: "DateParser(day first)", parser: DateParser(monthFirst: false)),
        NamedParser(description: "DurationParser", parser: DurationParser()),
        NamedParser(description: "PersonParser", parser: PersonParser()),
        NamedParser(description: "URLParser", parser: URLParser()),
        NamedParser(description: "ListParser(Person)", parser: ListParser(element: PersonParser())),
        NamedParser(
            description: "ListParser(Int, 3 items)",
            parser: ListParser(element: NumberParser(integerOnly: true), maxItems: 3)),
        NamedParser(description: "ListParser(Date)", parser: ListParser(element: DateParser())),
        NamedParser(
            description: "VocabularyParser",
            parser: VocabularyParser(
                EnumModel(
                    name: "Size",
                    cases: [
                        EnumModel.Case(value: "small", title: "Small", synonyms: ["little", "a bit"]),
                        EnumModel.Case(value: "large", title: "Large"),
                    ]))),
    ]
    + MeasurementDimension.allCases.map { dimension in
        NamedParser(
            description: "MeasurementParser(\(dimension.rawValue))", parser: MeasurementParser(dimension: dimension))
    } + [
        NamedParser(
            description: "MeasurementParser(Length, km)",
            parser: MeasurementParser(dimension: .length, defaultUnit: "km"))
    ]

/// Words the parsers care about, and some they should not: numbers, units, dates, names, and odd text.
private let vocabulary = [
    "0", "1", "12", "-3", "3.5", "1,000", "2027", "10:30", "17:30", "5pm", "2h30m", "5km", "3rd", "21st", "1e9",
    "99999999999999999999",
    "one", "two", "twenty", "hundred", "thousand", "million", "and", "a", "an", "half", "quarter", "dozen", "couple",
    "minus", "point",
    "first", "second", "third", "the", "one", "yes", "no", "not", "of", "course", "on", "off", "sure",
    "today", "tomorrow", "tonight", "friday", "next", "this", "december", "march", "at", "in", "noon", "am", "pm", "p",
    "m",
    "minutes", "hour", "hours", "seconds", "km", "k", "miles", "pounds", "kg", "degrees", "c", "cups", "mph", "kcal",
    "per",
    "alice", "bob", "smith", "o'brien", "mary-ann", "will", "alice@example.com", "https://example.com/a?b=c",
    "www.example.com",
    ",", ";", ".", "!", "?", "—", "’", "\"", "(", ")", "🙂", "ﬁ", "Ⅻ", "١٢", "e\u{301}",
    String(repeating: "x", count: 300),
    "little", "a bit", "small", "large",
]

/// Random utterances from the vocabulary, 1 to 40 words each.
private func randomUtterances(count: Int, seed: UInt64) -> [String] {
    var generator = SeededGenerator(state: seed)
    return (0..<count).map { _ in
        let length = Int.random(in: 1...40, using: &generator)
        return (0..<length).map { _ in vocabulary.randomElement(using: &generator) ?? "" }.joined(separator: " ")
    }
}

/// The contract every ``ValueParser`` keeps, whatever it reads: readings shortest first, at most one
/// per length, each within the span and with a finite cost of 0 or more; the value of a whole span
/// is its reading of that length; and no input traps. The spans start anywhere in the tokens, since
/// the matcher hands parsers slices of an utterance.
@Suite struct ValueParserContractTests {
    @Test(arguments: contractParsers)
    func keepsTheContract(_ named: NamedParser) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        let contexts = [
            ValueContext(now: Date(timeIntervalSince1970: 1_795_000_000), calendar: calendar),
            ValueContext(
                now: Date(timeIntervalSince1970: 1_795_000_000), calendar: calendar,
                contacts: ["Alice Smith", "Bob", "Will Smith"]),
        ]
        let utterances =
            randomUtterances(count: 300, seed: 0x5EED) + ["", " ", "and and and", "12 3", "alice, bob and carol"]
        for (index, utterance) in utterances.enumerated() {
            let all = Tokenizer.tokenize(utterance)
            let context = contexts[index % contexts.count]
            for start in stride(from: 0, to: max(all.count, 1), by: 3) {
                let span = all[min(start, all.count)...]
                let found = named.parser.readings(of: span, in: context)
                let lengths = found.map(\.length)
                #expect(
                    lengths == lengths.sorted() && Set(lengths).count == lengths.count,
                    "\(named): readings not shortest first, one per length: \(lengths) for \"\(utterance)\" from token \(start)"
                )
                #expect(
                    found.allSatisfy { $0.length >= 1 && $0.length <= span.count },
                    "\(named): a reading outside the span of \(span.count) tokens: \(lengths) for \"\(utterance)\" from token \(start)"
                )
                #expect(
                    found.allSatisfy { $0.cost >= 0 && $0.cost.isFinite },
                    "\(named): a negative or infinite cost: \(found.map(\.cost)) for \"\(utterance)\"")
                if let whole = found.last, whole.length == span.count {
                    #expect(
                        named.parser.value(of: span, in: context) == whole.value,
                        "\(named): value(of:) disagrees with readings for \"\(utterance)\"")
                }
            }
        }
    }
}
