import Foundation
import Phrasebook
import PhrasebookExamples
import PhrasebookTestSupport
import PhrasebookTesting
import Testing

/// The example apps tested the way an app developer would, with PhrasebookTesting; and what its
/// failures say.
@Suite struct TestingKitTests {
    static let fixtures = repositoryRoot.appendingPathComponent("Tests/PhrasebookExamplesTests/Fixtures")
    static let snapshots = repositoryRoot.appendingPathComponent("Tests/PhrasebookExamplesTests/Snapshots")

    @Test func phrasesResolveToTheirIntentsWithParameters() async throws {
        let assistant = try await exampleAssistant()
        expectIntent(
            "order 2 large tomato soup from soup chef", resolvesTo: "OrderSoupIntent", in: "Soup Chef",
            parameters: ["soup": .string("tomato"), "quantity": .int(2), "size": .string("large")], on: assistant)
        expectIntent(
            "go to the map in landmarks", resolvesTo: "NavigateIntent",
            parameters: ["navigationOption": .string("map")], on: assistant)
    }

    @Test func negativePhrasesVetoAndNothingElseActivates() async throws {
        let assistant = try await exampleAssistant()
        expectVetoed(
            "cancel my soup order in soup chef", by: "Cancel my soup order in {applicationName}", on: assistant)
        expectNoActivation(["set an alarm for 7", "what's the capital of peru", "tell me a joke"], on: assistant)
    }

    @Test func aScriptedConversationYieldsItsTurns() async throws {
        let conversation = try await exampleAssistant().conversation(context: fixedContext)
        let turns = try await expectConversation(
            conversation,
            [
                "get soup from soup chef": .asks(for: "soup", prompt: "Which soup would you like?"),
                "chicken": .offers(["Chicken Noodle Soup", "Chicken Tortilla Soup"], for: "soup"),
                "the second one": .completed("OrderSoupIntent", dialog: "Ordered 1 Chicken Tortilla Soup."),
                "cancel my soup order in soup chef": .rejected,
            ])
        #expect(turns.count == 4)
    }

    @Test func theExampleCorpusMeetsItsFloors() async throws {
        let assistant = try await exampleAssistant()
        let report = expectCorpus(
            Self.fixtures.appendingPathComponent("examples.jsonl").path, on: assistant,
            meets: AccuracyFloors(intentAccuracy: 1, exactAccuracy: 1, maxFalseActivationRate: 0))
        #expect(report?.total == 9)
    }

    /// What each expectation says when it fails, pinned: a changed message is a changed contract
    /// for the developers who read it.
    @Test func failureMessagesSayWhatHappenedInstead() async throws {
        let assistant = try await exampleAssistant()
        let messages = Locked<[String]>([])
        func capture(_ body: () async throws -> Void) async throws {
            try await withKnownIssue {
                try await body()
            } matching: { issue in
                messages.append(issue.comments.map(\.rawValue).joined(separator: "\n"))
                return true
            }
        }
        try await capture {
            expectIntent("go to the map in landmarks", resolvesTo: "OpenLandmarkIntent", on: assistant)
        }
        try await capture {
            expectIntent(
                "order 2 large tomato soup from soup chef", resolvesTo: "OrderSoupIntent",
                parameters: ["quantity": .int(3), "size": .string("large")], on: assistant)
        }
        try await capture { expectIntent("fly me to the moon", resolvesTo: "OrderSoupIntent", on: assistant) }
        try await capture {
            expectVetoed(
                "order miso soup from soup chef", by: "Cancel my soup order in {applicationName}", on: assistant)
        }
        try await capture {
            try await expectConversation(
                assistant.conversation(context: fixedContext), ["show me the matterhorn": .opens("Mount Fuji")])
        }
        try await capture { expectNoActivation(["order miso soup from soup chef", "tell me a joke"], on: assistant) }
        try await capture {
            let conversation = assistant.conversation(context: fixedContext)
            try await expectConversation(
                conversation,
                ["get soup from soup chef": .asks(for: "soup"), "the clam chowder": .completed(dialog: "Ordered 2.")])
        }
        let corpus = FileManager.default.temporaryDirectory.appendingPathComponent("kit-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: corpus) }
        try Data(
            """
            {"text": "order miso soup from soup chef", "expect": {"app": "Soup Chef", "intent": "NavigateIntent"}}
            {"text": "go to the map in landmarks", "expect": null}

            """.utf8
        ).write(to: corpus)
        try await capture {
            expectCorpus(
                corpus.path, on: assistant, meets: AccuracyFloors(intentAccuracy: 0.9, maxFalseActivationRate: 0))
        }
        let text = messages.value.map { $0.replacingOccurrences(of: corpus.path, with: "<corpus>") }
            .joined(separator: "\n---\n")
        #expect(messages.value.count == 8)
        try expectSnapshot(text + "\n", named: "testing-kit-failures.txt", in: Self.snapshots)
    }
}

/// A value behind a lock, for closures that may run on other threads.
final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value { lock.withLock { stored } }
    func append<Element>(_ element: Element) where Value == [Element] { lock.withLock { stored.append(element) } }
}
