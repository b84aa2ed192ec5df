import Foundation
import Phrasebook

/// A synthetic message for the entity-index suite: a sender, a subject, a body and a date.
struct SyntheticMessage: IndexedEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Message", synonyms: ["email", "text"])
    static let defaultQuery = SyntheticMessageQuery()

    let id: String
    @Property(title: "Subject", indexingKey: .title) var subject: String = ""
    @Property(title: "Sender", indexingKey: .authorNames) var sender: String = ""
    @Property(title: "Body", indexingKey: .textContent) var body: String = ""
    @Property(title: "Date", indexingKey: .contentCreationDate) var date = Date(timeIntervalSince1970: 0)

    init(id: String, subject: String, sender: String, body: String, date: Date) {
        self.id = id
        self.subject = subject
        self.sender = sender
        self.body = body
        self.date = date
    }

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(subject)") }
}

struct SyntheticMessageQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [SyntheticMessage] { [] }
}

/// Spoken references resolved through an index of `count` messages: the time of the index's
/// resolution alone (the words of a mention to an entity, a question or nothing), and of a search.
func entityIndexResolution(count: Int, references: Int, progress: Progress) async throws -> JSONValue {
    progress.show("entity index: \(count) messages")
    var random = SplitMix64(seed: 16)
    let first = SyntheticText.words(count: 120, length: 5, random: &random).map { $0.capitalized }
    let last = SyntheticText.words(count: 200, length: 7, random: &random).map { $0.capitalized }
    let topics = SyntheticText.words(count: 2_000, length: 6, random: &random)
    let start = Date(timeIntervalSince1970: 1_795_000_000)
    let messages = (0..<count).map { index in
        SyntheticMessage(
            id: "s\(index)",
            subject: (0..<3).map { _ in topics[random.next(below: topics.count)] }.joined(separator: " "),
            sender: "\(first[random.next(below: first.count)]) \(last[random.next(below: last.count)])",
            body: (0..<12).map { _ in topics[random.next(below: topics.count)] }.joined(separator: " "),
            date: start.addingTimeInterval(Double(-600 * index)))
    }
    let indexStart = Probe.now()
    let assistant = try await Assistant(apps: [])
    try await assistant.indexAppEntities(messages)
    let indexMilliseconds = Double(Probe.now() - indexStart) / 1e6
    // references as people say them: the sender's first name and a subject word, with a typo in
    // one of four; a relative word; a sender alone.
    let mentions = (0..<references).map { number -> String in
        let message = messages[random.next(below: messages.count)]
        let name = message.sender.split(separator: " ")[0].lowercased()
        let topic = String(message.subject.split(separator: " ")[random.next(below: 3)])
        switch number % 4 {
        case 0: return "\(name)'s email about \(topic)"
        case 1: return "the message from \(SyntheticText.typo(name, random: &random)) about the \(topic)"
        case 2: return number % 8 == 2 ? "my last message from \(name)" : "my last message"
        default: return "the \(topic) email"
        }
    }
    for mention in mentions.prefix(50) { _ = assistant.resolveReference(mention, typeName: "SyntheticMessage") }
    var times: [Double] = []
    var outcomes: [String: Int] = [:]
    for mention in mentions {
        let begin = Probe.now()
        let result = assistant.resolveReference(mention, typeName: "SyntheticMessage")
        times.append(Double(Probe.now() - begin) / 1e3)
        outcomes[result.outcome, default: 0] += 1
    }
    var searches: [Double] = []
    for mention in mentions.prefix(max(1, references / 4)) {
        let begin = Probe.now()
        _ = assistant.search(mention, limit: 10)
        searches.append(Double(Probe.now() - begin) / 1e3)
    }
    return [
        "entities": .number(Double(count)), "references": .number(Double(references)),
        "indexMilliseconds": .number((indexMilliseconds * 100).rounded() / 100),
        "resolveMicroseconds": Summary(times).json, "searchMicroseconds": Summary(searches).json,
        "outcomes": .object(
            JSONObject(outcomes.sorted { $0.key < $1.key }.map { ($0.key, .number(Double($0.value))) })),
    ]
}

/// Made-up words for synthetic entities.
enum SyntheticText {
    static let letters = Array("abcdefghijklmnoprstuvwy")

    /// `count` distinct words of `length` letters.
    static func words(count: Int, length: Int, random: inout SplitMix64) -> [String] {
        var seen = Set<String>()
        var words: [String] = []
        while words.count < count {
            let word = String((0..<length).map { _ in letters[random.next(below: letters.count)] })
            if seen.insert(word).inserted { words.append(word) }
        }
        return words
    }

    /// `word` with two neighbouring letters swapped.
    static func typo(_ word: String, random: inout SplitMix64) -> String {
        var characters = Array(word)
        guard characters.count > 3 else { return word }
        let at = 1 + random.next(below: characters.count - 2)
        characters.swapAt(at, at - 1)
        return String(characters)
    }
}
