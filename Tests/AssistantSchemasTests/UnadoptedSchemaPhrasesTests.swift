import AssistantSchemas
import Testing

@testable import Phrasebook

/// The phrases of schemas no app adopts are compiled once for every model that leaves the same
/// schemas unadopted, and never shared with a model they would read differently for.
@Suite struct UnadoptedSchemaPhrasesTests {
    private static func model(app: String, adopting schema: String? = nil) throws -> PhrasebookModel {
        let adoption = schema.map { #", "schema": "\#($0)""# } ?? ""
        return try catalogModel(
            json:
                #"{"apps": [{"name": "\#(app)", "intents": [{"name": "Order", "phrases": ["order soup"]\#(adoption)}]}]}"#
        )
    }

    @Test func aModelLeavingTheSameSchemasUnadoptedSharesTheirPhrases() throws {
        let cache = UnadoptedSchemaPhrases(capacity: 2)
        let first = cache.compiled(for: try Self.model(app: "Soup Chef"))
        _ = cache.compiled(for: try Self.model(app: "Soup Chef"))
        #expect(cache.count == 1)
        // another app name is another name a person value must not take: compiled apart.
        _ = cache.compiled(for: try Self.model(app: "Noodle Bar"))
        #expect(cache.count == 2)
        // adopting a schema takes its phrases out.
        let adopting = cache.compiled(for: try Self.model(app: "Soup Chef", adopting: "mail.createDraft"))
        #expect(cache.count == 2)
        func schema(_ compiled: UnadoptedSchemaPhrases.Compiled) -> String? {
            guard case .matched(let best)? = compiled.matcher?.match("email bob about lunch").outcome else {
                return nil
            }
            return best.entry.group
        }
        #expect(schema(first) == "mail.createDraft")
        #expect(schema(adopting) != "mail.createDraft")
    }

    @Test func matchersCompiledFromTheSameModelAnswerAlike() throws {
        let model = try Self.model(app: "Soup Chef")
        for _ in 0..<2 {
            let match = try IntentMatcher(model: model).match("email bob about lunch")
            #expect(match.outcome == .noMatch)
            #expect(match.reason == .noAdopter(schema: "mail.createDraft"))
        }
        let adopted = try IntentMatcher(model: try Self.model(app: "Soup Chef", adopting: "mail.createDraft"))
        #expect(adopted.match("email bob about lunch").reason != .noAdopter(schema: "mail.createDraft"))
    }

    @Test func aMatcherCompilesThemWhenFirstAsked() throws {
        let cache = UnadoptedSchemaPhrases(capacity: 2)
        let deferred = UnadoptedSchemaPhrases.Deferred(model: try Self.model(app: "Soup Chef"), cache: cache)
        #expect(cache.count == 0)
        let matcher = try #require(deferred.value.matcher)
        guard case .matched(let best) = matcher.match("email bob about lunch").outcome else {
            Issue.record("the catalog's phrases did not read a mail request")
            return
        }
        #expect(best.entry.group == "mail.createDraft")
        _ = deferred.value
        #expect(cache.count == 1)
    }

    @Test func preparingCompilesThemBeforeAnythingFailsToMatch() async throws {
        // an app name no other test uses, so that no earlier matcher compiled its entry.
        let matcher = try IntentMatcher(model: try Self.model(app: "Prepared Pantry"))
        #expect(!matcher.isPrepared)
        #expect(matcher.match("order soup").outcome == .matched)
        #expect(!matcher.isPrepared)
        matcher.prepare()
        #expect(matcher.isPrepared)
        #expect(matcher.match("email bob about lunch").reason == .noAdopter(schema: "mail.createDraft"))
        // an assistant prepares its current matcher.
        let assistant = try await Assistant(
            apps: [AppRegistration(manifest: try Self.model(app: "Prepared Larder").apps[0])],
            schemas: SchemaCatalog.all)
        #expect(!assistant.snapshot.matcher.isPrepared)
        assistant.prepare()
        #expect(assistant.snapshot.matcher.isPrepared)
    }

    @Test func matchersCompiledAtOnceShareOneEntry() async throws {
        let cache = UnadoptedSchemaPhrases(capacity: 4)
        let model = try Self.model(app: "Soup Chef")
        let schemas = await withTaskGroup(of: String?.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    guard case .matched(let best)? = cache.compiled(for: model).matcher?.match("email bob").outcome
                    else { return nil }
                    return best.entry.group
                }
            }
            return await group.reduce(into: [String?]()) { $0.append($1) }
        }
        #expect(schemas == Array(repeating: "mail.createDraft", count: 4))
        #expect(cache.count == 1)
    }
}
