import Foundation
import Testing

@testable import Phrasebook

/// The entity index on its own: how a mention's words are read, typos, relative words, flags,
/// deletion; and the manifest's entity properties.
@Suite struct EntityIndexTests {
    static func message(_ id: String, _ subject: String, from sender: String, hoursAgo: Double, read: Bool = true)
        -> IndexedDocument
    {
        IndexedDocument(
            type: "Message", id: id, title: subject,
            properties: [
                .init(name: "sender", title: "Sender", key: .authorNames, content: .text([sender])),
                .init(
                    name: "date", title: "Date", key: .contentCreationDate,
                    content: .date(Date(timeIntervalSince1970: 1_000_000 - hoursAgo * 3_600))),
                .init(name: "isRead", title: "Read", key: nil, content: .bool(read)),
            ])
    }

    static func index() -> EntityIndex {
        var index = EntityIndex()
        index.name("Message", words: ["Message", "email", "text"])
        index.add(message("m1", "Lunch on Friday?", from: "Frank Miller", hoursAgo: 1, read: false))
        index.add(message("m2", "Lunch next week", from: "Alice Chen", hoursAgo: 2))
        index.add(message("m3", "Budget numbers", from: "Frank Miller", hoursAgo: 3))
        index.add(message("m4", "Quarterly budget", from: "Alice Chen", hoursAgo: 4, read: false))
        return index
    }

    static func outcome(_ mention: String, in index: EntityIndex = index()) -> String {
        switch index.resolve(mention, types: ["Message"]) {
        case .found(let document, _): document.id
        case .ambiguous(let documents, _): "ask " + documents.map(\.id).joined(separator: ",")
        case .none: "none"
        }
    }

    @Test(arguments: [
        ("frank's email about lunch", "m1"), ("the email from frnak about lunch", "m1"),
        ("my last message", "m1"), ("the oldest email", "m4"), ("my last email from alice", "m2"),
        ("the first message from frank", "m3"), ("the unread email from alice", "m4"),
        ("the read email about the budget", "m3"), ("the email about lunch", "ask m1,m2"),
        ("the budget email", "ask m3,m4"), ("the email from zelda", "none"), ("the email", "none"),
        ("the qaurterly budget", "m4"),
    ])
    func referencesResolve(_ mention: String, _ expected: String) {
        #expect(Self.outcome(mention) == expected, "\(mention)")
    }

    @Test func aDeletedEntityIsGoneAndTheNextNewestIsLast() {
        var index = Self.index()
        index.remove(type: "Message", id: "m1")
        #expect(Self.outcome("my last message", in: index) == "m2")
        #expect(Self.outcome("frank's email about lunch", in: index) == "ask m2,m3", "half fits: asked, never picked")
        #expect(index.count == 3)
        index.add(Self.message("m1", "Lunch on Friday?", from: "Frank Miller", hoursAgo: 0.5))
        #expect(Self.outcome("my last message", in: index) == "m1")
    }

    @Test func searchRanksAcrossTypesAndTypeWordsNarrowIt() {
        var index = Self.index()
        index.name("Recipe", words: ["Recipe"])
        index.add(IndexedDocument(type: "Recipe", id: "r1", title: "Lunch box salad"))
        #expect(index.search("lunch", limit: 5).count == 3)
        #expect(index.search("lunch recipes", limit: 5).map(\.0.id) == ["r1"])
        #expect(index.search("lunch", limit: 0).isEmpty)
    }

    @Test func pointingWordsAreRead() {
        #expect(IntentRun.pointing("this email")?.typeWords == ["email"])
        #expect(IntentRun.pointing("it")?.typeWords == [])
        #expect(IntentRun.pointing("the one on screen")?.typeWords == [])
        #expect(IntentRun.pointing("the email on the screen")?.typeWords == ["email"])
        #expect(IntentRun.pointing("frank's email") == nil)
        #expect(IntentRun.pointing("this week's budget report from alice") == nil)
    }

    static let manifest = """
        {"apps": [{"name": "Mail", "entities": {"Message": {
          "synonyms": ["email"],
          "properties": [{"name": "sender", "indexingKey": "authorNames"}, {"name": "sent", "type": "Date"}],
          "values": [{"id": "m1", "title": "Lunch", "properties": {"sender": "Frank", "sent": "2026-11-24T12:00"}}]}},
          "intents": [{"name": "Reply", "parameters": [{"name": "message", "type": "Message"}],
                       "phrases": ["reply to {message}"]}]}]}
        """

    @Test func manifestPropertiesAreRead() throws {
        let model = try ManifestLoader.load(json: Self.manifest)
        let entity = try #require(model.apps.first?.entities.first)
        #expect(entity.searchesText)
        #expect(entity.typeSynonyms == ["email"])
        #expect(entity.properties.map(\.name) == ["sender", "sent"])
        #expect(entity.properties.first?.indexingKey == .authorNames)
        #expect(entity.properties.last?.type == .date)
        #expect(entity.values.first?.properties["sender"] == .string("Frank"))
    }

    @Test(arguments: [
        (
            #""indexingKey": "authorNames""#, #""indexingKey": "author""#,
            "apps[0].entities.Message.properties[0].indexingKey: 'author' is not an indexing key"
        ),
        (
            #""type": "Date""#, #""type": "Time""#,
            "apps[0].entities.Message.properties[1].type: 'Time' is not a property type"
        ),
        (
            #""sender": "Frank""#, #""from": "Frank""#,
            "apps[0].entities.Message.values[0].properties.from: 'from' is not a property of entity 'Message'"
        ),
    ])
    func manifestPropertyErrorsNameTheirPlace(_ old: String, _ new: String, _ problem: String) {
        let problems = loadingProblems(Self.manifest.replacingOccurrences(of: old, with: new))
        #expect(problems.contains { $0.hasPrefix(problem) }, "\(problems)")
    }
}
