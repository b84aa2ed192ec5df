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
        // "open …" without the app's name takes only names the vocabulary holds.
        let before = try await conversation.respond(to: "open the sagrada familia")
        #expect(before.completion == nil)
        ModelData.shared.add(Landmark(id: 5, name: "Sagrada Familia", continent: "Europe"))
        let refreshed = await Result { try await assistant.refresh(app: "Landmarks") }
        let after = try await conversation.respond(to: "open the sagrada familia")
        ModelData.shared.remove(id: 5)
        try refreshed.get()
        expectCompleted(after)
        #expect(after.target == IntentTarget(typeName: "LandmarkEntity", identifier: "5", title: "Sagrada Familia"))
    }

    @Test func aPendingQuestionSurvivesARefresh() async throws {
        let assistant = try await exampleAssistant()
        let conversation = assistant.conversation(context: fixedContext)
        let question = try await conversation.respond(to: "open a landmark in landmarks")
        #expect(question.askedParameter == "target")
        ModelData.shared.add(Landmark(id: 8, name: "Machu Picchu", continent: "South America"))
        let refreshed = await Result { try await assistant.refresh(app: "Landmarks") }
        let answer = try await conversation.respond(to: "machu picchu")
        ModelData.shared.remove(id: 8)
        try refreshed.get()
        expectCompleted(answer)
        #expect(answer.target?.title == "Machu Picchu")
    }

    @Test func updateAppShortcutParametersRefreshesEveryAssistantThatRegisteredTheProvider() async throws {
        let assistant = try await exampleAssistant()
        ModelData.shared.add(Landmark(id: 7, name: "Taj Mahal", continent: "Asia"))
        LandmarksShortcuts.updateAppShortcutParameters()
        // the refresh runs in the background: wait for it, a bounded number of times.
        var matched = false
        for _ in 0..<500 where !matched {
            matched = assistant.match("open the taj mahal").outcome == .matched
            if !matched { try await Task.sleep(for: .milliseconds(10)) }
        }
        ModelData.shared.remove(id: 7)
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

// An app whose entity query fails on demand, for the errors of background refreshes.

/// Whether ``StationQuery`` fails, and how often it was asked.
actor StationFeed {
    static let shared = StationFeed()
    private(set) var failing = false

    func fail(_ flag: Bool) { failing = flag }
}

struct StationFeedDown: Error, CustomStringConvertible {
    var description: String { "the station feed is down" }
}

struct StationEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Station"
    static let defaultQuery = StationQuery()

    let id: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

struct StationQuery: EnumerableEntityQuery {
    func allEntities() async throws -> [StationEntity] {
        if await StationFeed.shared.failing { throw StationFeedDown() }
        return [StationEntity(id: "Jazz FM")]
    }

    func entities(for identifiers: [String]) async throws -> [StationEntity] {
        try await allEntities().filter { identifiers.contains($0.id) }
    }
}

struct TuneIntent: AppIntent {
    static let title: LocalizedStringResource = "Tune"
    @Parameter(title: "Station") var station: StationEntity
    func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Tuned to \(station.id).") }
}

struct RadioShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: TuneIntent(), phrases: ["Tune to \(\.$station) on \(.applicationName)"], shortTitle: "Tune",
            systemImageName: "radio")
    }
}

@Suite(.serialized) struct BackgroundRefreshFailureTests {
    @Test func aFailedBackgroundRefreshIsRecordedAndTheAssistantGoesOn() async throws {
        let assistant = try await Assistant(apps: [AppRegistration(name: "Radio", shortcuts: RadioShortcuts.self)])
        #expect(assistant.backgroundRefreshFailures.isEmpty)
        await StationFeed.shared.fail(true)
        RadioShortcuts.updateAppShortcutParameters()
        // the refresh runs in the background: wait for its failure, a bounded number of times.
        for _ in 0..<500 where assistant.backgroundRefreshFailures.isEmpty {
            try await Task.sleep(for: .milliseconds(10))
        }
        await StationFeed.shared.fail(false)
        let failure = try #require(assistant.backgroundRefreshFailures.first)
        #expect(failure.app == "Radio")
        let problem = (failure.error as? DiagnosticList)?.diagnostics.first
        #expect(problem?.message == "the query of entity StationEntity failed: the station feed is down")
        #expect(
            failure.description.hasPrefix("refreshing Radio failed: error: the query of entity StationEntity failed"))
        #expect(assistant.match("tune to jazz fm on radio").outcome == .matched)
    }
}
