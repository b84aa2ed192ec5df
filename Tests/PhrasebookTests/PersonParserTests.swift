import PhraseMatching
import Phrasebook
import Testing

/// An utterance fragment, the contacts on offer and the person it must read as (nil: none).
private struct PersonCase: Sendable, CustomTestStringConvertible {
    var text: String
    var contacts: [String]
    var expected: String?

    var testDescription: String { "\"\(text)\" → \(expected ?? "nil")\(contacts.isEmpty ? "" : " (contacts)")" }
}

private let contacts = [
    "Alice Smith", "Bob Jones", "Dave", "Will Turner", "José Ruiz", "Christopher Lee", "June Carter",
]

private func person(_ text: String, _ expected: String?, contacts: [String] = []) -> PersonCase {
    PersonCase(text: text, contacts: contacts, expected: expected)
}

private func contact(_ text: String, _ expected: String?) -> PersonCase {
    PersonCase(text: text, contacts: contacts, expected: expected)
}

/// The readings of `text` as a person, tokenized the way utterances are.
private func personReadings(_ text: String, contacts: [String] = [], excluding: [String] = []) -> [ValueReading] {
    PersonParser(excluding: excluding).readings(of: Tokenizer.tokenize(text)[...], in: ValueContext(contacts: contacts))
}

/// The values of the readings of `text` as a person, shortest first.
private func people(_ text: String, contacts: [String] = [], excluding: [String] = []) -> [String] {
    personReadings(text, contacts: contacts, excluding: excluding).compactMap {
        if case .person(let name) = $0.value { name } else { nil }
    }
}

/// Records an issue unless all of `row.text` reads as the person `row.expected`.
private func expectPerson(_ row: PersonCase, sourceLocation: SourceLocation = #_sourceLocation) {
    let tokens = Tokenizer.tokenize(row.text)
    let value = PersonParser().value(of: tokens[...], in: ValueContext(contacts: row.contacts))
    #expect(value == row.expected.map(ParameterValue.person), sourceLocation: sourceLocation)
}

@Suite struct PersonParserTests {
    @Test(arguments: [
        // names without contacts: one to three name-like words, title-cased from the folded text
        person("alice", "Alice"),
        person("Alice", "Alice"),
        person("ALICE", "Alice"),
        person("alice smith", "Alice Smith"),
        person("mary ann smith", "Mary Ann Smith"),
        person("o'brien", "O'Brien"),
        person("d’angelo", "D'Angelo"),
        person("mary-ann", "Mary Ann"),  // the tokenizer splits at hyphens
        person("JOSÉ", "Jose"),  // folding drops accents; contacts keep them
        person("Zoë Saldaña", "Zoe Saldana"),
        person("李", "李"),
        person("j smith", "J Smith"),
        person("  alice   smith  ", "Alice Smith"),
        person("alice@example.com", "alice@example.com"),
        person("Alice.Smith@Example.com", "alice.smith@example.com"),
        // not names
        person("", nil),
        person("!!!", nil),
        person("mary ann smith jones", nil),
        person("me", nil),
        person("him", nil),
        person("her", nil),
        person("them", nil),
        person("us", nil),
        person("you", nil),
        person("the", nil),
        person("a", nil),
        person("and", nil),
        person("or", nil),
        person("is", nil),
        person("are", nil),
        person("to", nil),
        person("with", nil),
        person("tomorrow", nil),
        person("today", nil),
        person("friday", nil),
        person("alice tomorrow", nil),
        person("alice and bob", nil),
        person("call alice", nil),
        person("42", nil),
        person("mp3", nil),
        person("r2d2", nil),
        person("https://example.com", nil),
        person("www.example.com", nil),
        person("alice bob@example.com", nil),
        person("alice@example.com bob", nil),
        // contacts: full or first name gives the contact's spelling
        contact("alice", "Alice Smith"),
        contact("ALICE SMITH", "Alice Smith"),
        contact("bob", "Bob Jones"),
        contact("bob jones", "Bob Jones"),
        contact("dave", "Dave"),
        contact("jose", "José Ruiz"),
        contact("josé ruiz", "José Ruiz"),
        contact("will", "Will Turner"),  // a contact beats the stop list
        contact("will turner", "Will Turner"),
        contact("june carter", "June Carter"),
        // one typo in a word of five letters or more
        contact("alise", "Alice Smith"),
        contact("christpher", "Christopher Lee"),
        contact("christopher lea", "Christopher Lea"),  // "lee" is too short for a typo
        contact("alice smiht", "Alice Smith"),
        contact("alise smiht", "Alise Smiht"),  // two typos: a plain name, as "smiht" ends the utterance
        contact("dav", "Dav"),
        contact("alcie", "Alice Smith"),  // a transposition is one typo
        // names that are no contact still read
        contact("carol", "Carol"),
        contact("bob smith", "Bob Smith"),
        contact("smith", "Smith"),  // last names alone do not resolve
        contact("me", nil),
        contact("tomorrow", nil),
        person("alice", "Alice", contacts: ["Alice Smith", "Alice Jones"]),  // ambiguous first name
        person("alice jones", "Alice Jones", contacts: ["Alice Smith", "Alice Jones"]),
        person("jon", "Jon", contacts: ["John Smith"]),
        person("marko", "Marko", contacts: ["Marco Polo", "Mark Twain", "Marks Spencer"]),  // two near misses
        person("marko", "Marco Polo", contacts: ["Marco Polo", "Marco Polo"]),  // the same contact twice
        person("cher", "Cher", contacts: ["Cher", "Cher Lloyd"]),  // a full name beats a first name
        person("van der berg", "van der Berg", contacts: ["van der Berg"]),
        person("alice@example.com", "alice@example.com", contacts: contacts),
    ])
    fileprivate func readsPerson(_ row: PersonCase) {
        expectPerson(row)
    }

    @Test func readingsAreEveryNameLikeLengthShortestFirst() {
        let readings = personReadings("mary ann smith jones")
        #expect(readings.map(\.length) == [1, 2, 3])
        #expect(readings.map(\.value) == [.person("Mary"), .person("Mary Ann"), .person("Mary Ann Smith")])
        #expect(personReadings("alice and bob").map(\.length) == [1])
        #expect(personReadings("alice@example.com bob").map(\.length) == [1])
        #expect(personReadings("me and alice").isEmpty)
    }

    @Test func contactsCostNothingOtherNamesALittle() {
        #expect(personReadings("alice", contacts: contacts).map(\.cost) == [0])
        #expect(personReadings("carol", contacts: contacts).map(\.cost) == [0.1])
        #expect(personReadings("alise", contacts: contacts).map(\.cost) == [0.25])
        #expect(personReadings("carol").map(\.cost) == [0])
        let mixed = personReadings("alice jones", contacts: contacts)
        #expect(
            mixed == [
                ValueReading(length: 1, value: .person("Alice Smith")),
                ValueReading(length: 2, value: .person("Alice Jones"), cost: 0.1),
            ])
    }

    @Test func longContactNamesReadWhole() {
        let name = "Juan Carlos de la Cruz"
        let readings = personReadings("juan carlos de la cruz", contacts: [name])
        #expect(readings.last == ValueReading(length: 5, value: .person(name)))
        // "de" is no name the lexicon knows, so only the contact reads past "juan carlos"
        #expect(readings.map(\.length) == [1, 2, 5])
    }

    @Test(
        arguments: [
            // a name stops before particles, verbs and their forms, prepositions and stop words
            ("tony back", ["Tony"]),
            ("carol using postbox", ["Carol"]),
            ("mom starting with the subject", ["Mom"]),
            ("carol running late", ["Carol"]),
            ("tony saying hi", ["Tony"]),
            ("bob up at eight", ["Bob"]),
            ("alice over the weekend", ["Alice"]),
            ("dave about lunch", ["Dave"]),
            ("erin happy birthday", ["Erin"]),
            ("jo whether she is free", ["Jo"]),
            // further words must be names the lexicon knows
            ("carol smith", ["Carol", "Carol Smith"]),
            ("mary ann o'brien", ["Mary", "Mary Ann", "Mary Ann O'Brien"]),
            ("carol zorblax that", ["Carol"]),
            ("zorblax smith", ["Zorblax", "Zorblax Smith"]),
            // …except for the utterance's last word, which can only be a surname or a stray word
            ("carol zorblax", ["Carol", "Carol Zorblax"]),
            ("john appleseed", ["John", "John Appleseed"]),
            ("zorblax quux", ["Zorblax", "Zorblax Quux"]),
            // a group noun ends the name of a group
            ("foodie group and ask", ["Foodie", "Foodie Group"]),
            ("smith family", ["Smith", "Smith Family"]),
            ("soccer moms team", ["Soccer", "Soccer Moms Team"]),
            ("group", []),
            // words that are never a name, even where a census list has them as a surname
            ("whom to talk", []),
            ("to talk", []),
            ("talk", []),
            ("using", []),
            ("starting", []),
            ("saying", []),
            ("back", []),
            ("um", []),
            ("uh lock", []),
            ("please", []),
            ("call", []),
        ] as [(String, [String])])
    func namesStopWhereTheyShould(text: String, expected: [String]) {
        #expect(people(text) == expected)
    }

    @Test func lexiconNamesAreFreeOthersATentativeGuess() {
        let known = personReadings("carol")
        #expect(known.map(\.cost) == [0] && known.map(\.tentative) == [false])
        let rare = personReadings("zorblax smith")
        #expect(rare.map(\.cost) == [0.3, 0.3] && rare.map(\.tentative) == [true, true])
        #expect(personReadings("o'brien").map(\.cost) == [0])  // the census writes "obrien"
        let rareSurname = personReadings("john appleseed")
        #expect(rareSurname.map(\.cost) == [0, 0] && rareSurname.map(\.tentative) == [false, true])
        #expect(personReadings("zorblax", contacts: contacts).map(\.cost) == [0.4])
        #expect(personReadings("carol", contacts: contacts).map(\.tentative) == [false])
    }

    @Test(
        arguments: [
            ("mom", ["Mom"]),
            ("mum", ["Mum"]),
            ("dad", ["Dad"]),
            ("mother", ["Mother"]),
            ("father", ["Father"]),
            ("grandma", ["Grandma"]),
            ("husband", ["Husband"]),
            ("sister", ["Sister"]),
            ("brother", ["Brother"]),
            ("my boss", ["My Boss"]),
            ("my wife", ["My Wife"]),
            ("my mom", ["My Mom"]),
            ("the team", ["The Team"]),
            ("our team", ["Our Team"]),
            ("my little sister", ["My Little Sister"]),
            ("my best friend", ["My Best Friend"]),
            ("my mother in law", ["My Mother", "My Mother In Law"]),
            ("mom and dad", ["Mom"]),
            // role words need a determiner, and relation words never join a plain name
            ("boss", []),
            ("team", []),
            ("my", []),
            ("the", []),
            ("carol mom", ["Carol"]),
            // titles go with the name after them
            ("dr smith", ["Dr Smith"]),
            ("mrs o'brien", ["Mrs O'Brien"]),
            ("uncle bob", ["Uncle", "Uncle Bob"]),
            ("aunt mary jones", ["Aunt", "Aunt Mary", "Aunt Mary Jones"]),
            ("dr", []),
            ("dr back", []),
            ("the team", ["The Team"]),
        ] as [(String, [String])])
    func relationsAndTitles(text: String, expected: [String]) {
        #expect(people(text) == expected)
        #expect(personReadings(text).allSatisfy { $0.cost == 0 && !$0.tentative })
    }

    @Test func contactsKeepPriorityOverEveryWordList() {
        #expect(people("tony back", contacts: ["Tony Back"]) == ["Tony Back", "Tony Back"])
        #expect(people("mom", contacts: ["Mom"]) == ["Mom"])
        #expect(people("boss", contacts: ["Boss Hogg"]) == ["Boss Hogg"])
        #expect(people("my boss", contacts: ["Alice Smith"]) == ["My Boss"])
        #expect(personReadings("my boss", contacts: ["Alice Smith"]).map(\.cost) == [0])
    }

    @Test func appNamesAndFillersAreNeverNames() {
        let notNames = ["Postbox", "Lockly", "yo", "hey jarvis"]
        #expect(people("postbox", excluding: notNames).isEmpty)
        #expect(people("yo", excluding: notNames).isEmpty)
        #expect(people("jarvis", excluding: notNames).isEmpty)
        #expect(people("carol postbox", excluding: notNames) == ["Carol"])
        // without the app, a last word no lexicon knows may be a rare surname
        #expect(people("carol postbox") == ["Carol", "Carol Postbox"])
        #expect(people("yo") == ["Yo"])  // a filler only of the app that declares it
        #expect(people("postbox", contacts: ["Postbox"], excluding: notNames) == ["Postbox"])
    }

    @Test func unknownLanguageFallsBackToEnglish() {
        let tokens = Tokenizer.tokenize("the")
        #expect(PersonParser(language: "xx").value(of: tokens[...], in: ValueContext()) == nil)
    }

    @Test func pathologicalInputReturnsPromptly() {
        let longWord = String(repeating: "a", count: 5_000)
        #expect(personReadings(longWord).isEmpty)
        #expect(personReadings(longWord, contacts: contacts).isEmpty)
        let ands = Array(repeating: "and", count: 2_000).joined(separator: " ")
        #expect(personReadings(ands).isEmpty)
        let names = Array(repeating: "alice", count: 2_000).joined(separator: " ")
        #expect(personReadings(names, contacts: contacts).map(\.length) == [1, 2, 3])
        let manyContacts = (0..<2_000).map { "Person\($0) Surname" }
        #expect(personReadings("carol", contacts: manyContacts).map(\.value) == [.person("Carol")])
    }
}
