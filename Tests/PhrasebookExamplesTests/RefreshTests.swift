import Foundation
import Phrasebook
import PhrasebookExamples
import Testing

/// Vocabulary updates: a refreshed snapshot is published atomically, and conversations go on.
/// Each test adds a landmark of its own, so tests running at once do not see each other's.
@Suite struct RefreshTests {
    @Test func aRefreshThatAddsAnEntityLetsTheNextUtteranceMatchIt() async throws {
        let assistant = try await exampleAssistant()
        let conversation = assistant.conversation(context: fixedContext)
        let before = try await conversation.respond(to: "open eiffel tower in landmarks")
        #expect(before.completion == nil)
        await LandmarkCatalog.shared.add(LandmarkEntity(id: 5, name: "Eiffel Tower", continent: "Europe"))
        let refreshed = await Result { try await assistant.refresh(app: "Landmarks") }
        let after = try await conversation.respond(to: "open eiffel tower in landmarks")
        await LandmarkCatalog.shared.remove(id: 5)
        try refreshed.get()
        expectCompleted(after, dialog: "Here's Eiffel Tower.")
        #expect(after.completion?.value as? Int == 5)
    }

    @Test func aPendingQuestionSurvivesARefresh() async throws {
        let assistant = try await exampleAssistant()
        let conversation = assistant.conversation(context: fixedContext)
        let question = try await conversation.respond(to: "open a landmark in landmarks")
        #expect(question.askedParameter == "landmark")
        await LandmarkCatalog.shared.add(LandmarkEntity(id: 8, name: "Machu Picchu", continent: "South America"))
        let refreshed = await Result { try await assistant.refresh(app: "Landmarks") }
        let answer = try await conversation.respond(to: "machu picchu")
        await LandmarkCatalog.shared.remove(id: 8)
        try refreshed.get()
        expectCompleted(answer, dialog: "Here's Machu Picchu.")
    }

    @Test func updateAppShortcutParametersRefreshesEveryAssistantThatRegisteredTheProvider() async throws {
        let assistant = try await exampleAssistant()
        await LandmarkCatalog.shared.add(LandmarkEntity(id: 7, name: "Taj Mahal", continent: "Asia"))
        LandmarksShortcuts.updateAppShortcutParameters()
        // the refresh runs in the background: wait for it, a bounded number of times.
        var matched = false
        for _ in 0..<500 where !matched {
            matched = assistant.match("open taj mahal in landmarks").outcome == .matched
            if !matched { try await Task.sleep(for: .milliseconds(10)) }
        }
        await LandmarkCatalog.shared.remove(id: 7)
        #expect(matched)
    }

    @Test func refreshingAnUnknownAppThrows() async throws {
        let assistant = try await exampleAssistant()
        await #expect(throws: DiagnosticList.self) { try await assistant.refresh(app: "Nope") }
    }
}

extension Result where Failure == any Error {
    /// Catches the error of an async call, so that clean-up can run before it is rethrown.
    init(catching body: () async throws -> Success) async {
        do { self = .success(try await body()) } catch { self = .failure(error) }
    }
}
