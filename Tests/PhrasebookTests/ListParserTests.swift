import PhraseMatching
import Phrasebook
import Testing

/// Whole numbers written in ASCII digits, one token each: the smallest element parser there is.
private struct DigitsParser: ValueParser {
    func readings(of tokens: ArraySlice<Token>, in context: ValueContext) -> [ValueReading] {
        guard let first = tokens.first, first.kind == .number, first.text.utf8.count <= 18,
            first.text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
            let number = Int(first.text)
        else { return [] }
        return [ValueReading(length: 1, value: .int(number))]
    }
}

/// Digits that may also pair up: "1 2" is 1, or 12 read from two tokens. It makes segmentations
/// ambiguous the way multi-word names do.
private struct PairingDigitsParser: ValueParser {
    func readings(of tokens: ArraySlice<Token>, in context: ValueContext) -> [ValueReading] {
        guard let single = DigitsParser().readings(of: tokens, in: context).first,
            case .int(let high) = single.value
        else { return [] }
        guard let pair = DigitsParser().readings(of: tokens.dropFirst(), in: context).first,
            case .int(let low) = pair.value, low < 10
        else { return [single] }
        return [single, ValueReading(length: 2, value: .int(high * 10 + low), cost: 0.5)]
    }
}

/// A parser that breaks the rules: empty readings and readings longer than the span.
private struct MisbehavingParser: ValueParser {
    func readings(of tokens: ArraySlice<Token>, in context: ValueContext) -> [ValueReading] {
        [ValueReading(length: 0, value: .int(0)), ValueReading(length: tokens.count + 5, value: .int(1))]
    }
}

/// An utterance fragment, the list parser and contacts to read it with, and the list it must give.
private struct ListCase: Sendable, CustomTestStringConvertible {
    var text: String
    var parser: ListParser
    var contacts: [String] = []
    var expected: [ParameterValue]?

    var testDescription: String {
        "\"\(text)\" → \(expected.map { "[\(ParameterValue.list($0))]" } ?? "nil")\(contacts.isEmpty ? "" : " (contacts)")"
    }
}

private let peopleList = ListParser(element: PersonParser())
private let numberList = ListParser(element: DigitsParser())
private let contacts = ["Alice Smith", "Bob Jones", "Dave", "Erin", "Frank"]

private func people(_ text: String, _ names: [String]?, contacts: [String] = [], maxItems: Int = 10) -> ListCase {
    ListCase(
        text: text, parser: ListParser(element: PersonParser(), maxItems: maxItems), contacts: contacts,
        expected: names?.map(ParameterValue.person))
}

private func numbers(_ text: String, _ values: [Int]?, maxItems: Int = 10) -> ListCase {
    ListCase(
        text: text, parser: ListParser(element: DigitsParser(), maxItems: maxItems),
        expected: values?.map(ParameterValue.int))
}

/// The readings of `text` as a list, tokenized the way utterances are.
private func listReadings(_ parser: ListParser, _ text: String, contacts: [String] = []) -> [ValueReading] {
    parser.readings(of: Tokenizer.tokenize(text)[...], in: ValueContext(contacts: contacts))
}

/// Records an issue unless all of `row.text` reads as the list `row.expected`.
private func expectList(_ row: ListCase, sourceLocation: SourceLocation = #_sourceLocation) {
    let tokens = Tokenizer.tokenize(row.text)
    let value = row.parser.value(of: tokens[...], in: ValueContext(contacts: row.contacts))
    #expect(value == row.expected.map(ParameterValue.list), sourceLocation: sourceLocation)
}

@Suite struct ListParserTests {
    @Test(arguments: [
        // people
        people("alice", ["Alice"]),
        people("alice and bob", ["Alice", "Bob"]),
        people("Alice and Bob", ["Alice", "Bob"]),
        people("alice, bob and carol", ["Alice", "Bob", "Carol"]),  // a comma always ends an item
        people("alice bob and carol", ["Alice Bob", "Carol"]),  // no commas, no contacts: fewest items
        people("alice smith and bob jones", ["Alice Smith", "Bob Jones"]),
        people("dave, erin and frank", ["Dave", "Erin", "Frank"]),
        people("dave erin and frank", ["Dave Erin", "Frank"]),  // no commas, no contacts: fewest items
        people("dave, erin and frank", ["Dave", "Erin", "Frank"], contacts: contacts),
        people("dave, erin, and frank", ["Dave", "Erin", "Frank"], contacts: contacts),
        people("dave erin and frank", ["Dave", "Erin", "Frank"], contacts: contacts),
        people("alice and bob", ["Alice Smith", "Bob Jones"], contacts: contacts),
        people("alice bob and carol", ["Alice Smith", "Bob Jones", "Carol"], contacts: contacts),
        people("alice smith bob and carol", ["Alice Smith", "Bob Jones", "Carol"], contacts: contacts),
        people("alice smith and dave", ["Alice Smith", "Dave"], contacts: contacts),
        people("alise and bob", ["Alice Smith", "Bob Jones"], contacts: contacts),
        people("carol and dan", ["Carol", "Dan"], contacts: contacts),
        people("alice@example.com and bob@example.com", ["alice@example.com", "bob@example.com"]),
        people("alice and bob@example.com", ["Alice", "bob@example.com"]),
        people("mary ann smith and bob", ["Mary Ann Smith", "Bob"]),
        people("ann bob cid dee eve fay gus hal ivy and jo", ["Ann Bob Cid", "Dee Eve Fay", "Gus Hal Ivy", "Jo"]),
        people(
            "ann, bob, cid, dee, eve, fay, gus, hal, ivy and jo",
            ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo"],
            contacts: ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo"]),
        people((1...10).map { "p\($0)@x.io" }.joined(separator: ", ") + " and p11@x.io", nil),  // eleven items
        people("alice bob and carol", ["Alice Bob", "Carol"], contacts: contacts, maxItems: 2),
        people("alice and bob", nil, maxItems: 1),
        people("alice", ["Alice"], maxItems: 0),  // clamped to one item
        people("", nil),
        people("and", nil),
        people("alice and", nil),
        people("and bob", nil),
        people("alice and and bob", nil),
        people("alice and bob and carol", nil),  // only the last two are joined by "and"
        people("alice or bob", nil),
        people("alice, bob", nil),  // a comma splits, and without "and" two items are no list
        people("alice, bob", nil, contacts: contacts),
        people("me and bob", nil),
        people("alice and me", nil),
        people("alice and bob tomorrow", nil),
        people("alice & bob", ["Alice Bob"]),  // "&" is punctuation to the tokenizer
        // numbers
        numbers("1", [1]),
        numbers("1 and 2", [1, 2]),
        numbers("1, 2 and 3", [1, 2, 3]),
        numbers("1, 2, and 3", [1, 2, 3]),
        numbers("12 and 34", [12, 34]),
        numbers("1, 2, 3, 4, 5, 6, 7, 8, 9 and 10", Array(1...10)),
        numbers("1, 2, 3, 4, 5, 6, 7, 8, 9, 10 and 11", nil),
        numbers("1, 2, 3 and 4", nil, maxItems: 3),
        numbers("1, 2 and 3", [1, 2, 3], maxItems: 3),
        numbers("1 2 3", nil),
        numbers("1 or 2", nil),
        numbers("1 and", nil),
        numbers("and 1", nil),
        numbers("1 and and 2", nil),
        numbers("one and two", nil),
        numbers("1,000 and 2", nil),
        numbers("-3 and 4", nil),
        numbers("", nil),
    ])
    fileprivate func readsList(_ row: ListCase) {
        expectList(row)
    }

    @Test func readingsArePerLengthShortestFirst() {
        let readings = listReadings(peopleList, "alice and bob smith tomorrow")
        #expect(readings.map(\.length) == [1, 3, 4])
        #expect(
            readings.map(\.value) == [
                .list([.person("Alice")]), .list([.person("Alice"), .person("Bob")]),
                .list([.person("Alice"), .person("Bob Smith")]),
            ])
        #expect(listReadings(numberList, "1 and 2 and 3").map(\.length) == [1, 3])
        #expect(listReadings(numberList, "x 1 and 2").isEmpty)
    }

    @Test func fewestItemsWinAmongEqualSegmentations() {
        let pairing = ListParser(element: PairingDigitsParser())
        let tokens = Tokenizer.tokenize("1 2 and 3")
        #expect(pairing.value(of: tokens[...], in: ValueContext()) == .list([.int(12), .int(3)]))
        let readings = pairing.readings(of: tokens[...], in: ValueContext())
        #expect(readings.map(\.length) == [1, 2, 4])
        #expect(readings.last?.cost == 0.5)
    }

    @Test func costIsTheHighestItemCost() {
        let readings = listReadings(peopleList, "alice and carol", contacts: contacts)
        #expect(
            readings.last
                == ValueReading(length: 3, value: .list([.person("Alice Smith"), .person("Carol")]), cost: 0.1))
        let clean = listReadings(peopleList, "alice and bob", contacts: contacts)
        #expect(clean.last?.cost == 0)
        let typo = listReadings(peopleList, "alise and carol", contacts: contacts)
        #expect(typo.last?.cost == 0.25)
    }

    @Test func misbehavingElementParserIsContained() {
        let parser = ListParser(element: MisbehavingParser())
        #expect(parser.readings(of: Tokenizer.tokenize("a and b")[...], in: ValueContext()).isEmpty)
    }

    @Test func pathologicalInputReturnsPromptly() {
        let ands = Tokenizer.tokenize(Array(repeating: "and", count: 2_000).joined(separator: " "))
        #expect(peopleList.readings(of: ands[...], in: ValueContext()).isEmpty)
        #expect(numberList.readings(of: ands[...], in: ValueContext(contacts: contacts)).isEmpty)
        let longWord = Tokenizer.tokenize(String(repeating: "a", count: 5_000))
        #expect(peopleList.readings(of: longWord[...], in: ValueContext()).isEmpty)
        #expect(peopleList.readings(of: longWord[...], in: ValueContext(contacts: contacts)).isEmpty)
        // a long run of items and "and"s: only the first 40 tokens are looked at
        let alternating = Tokenizer.tokenize(Array(repeating: "alice and", count: 2_000).joined(separator: " "))
        let readings = peopleList.readings(of: alternating[...], in: ValueContext(contacts: contacts))
        #expect(readings.map(\.length) == [1, 3])
        let digits = Tokenizer.tokenize(Array(repeating: "7", count: 2_000).joined(separator: " ") + " and 8")
        #expect(numberList.value(of: digits[...], in: ValueContext()) == nil)
        #expect(
            listReadings(numberList, Array(repeating: "7", count: 2_000).joined(separator: " ")).map(\.length) == [1])
    }
}
