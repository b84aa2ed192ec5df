import Foundation
import Phrasebook
import PhrasebookExamples
import PhrasebookTestSupport
import PhrasebookTesting
import Testing

/// The WWDC25 Landmarks port: an OpenIntent routed by "open …" and "show me …", a
/// TargetContentProvidingIntent completing with its target, a returned landmark that "open it"
/// opens, and @Dependency.
@Suite struct OpenIntentTests {
    @Test func openingALandmarkByNameCompletesWithItsTarget() async throws {
        let conversation = try await exampleAssistant().conversation(context: fixedContext)
        let open = try await conversation.respond(to: "open the Golden Gate Bridge")
        expectCompleted(open)
        #expect(open.intent == "OpenLandmarkIntent")
        #expect(open.target == IntentTarget(typeName: "LandmarkEntity", identifier: "10", title: "Golden Gate Bridge"))
        #expect(open.openAppWhenRun && open.supportedModes == .foreground)
        #expect(open.completion?.parameters.first?.value == .string("10"))
        let show = try await conversation.respond(to: "show me the Eiffel Tower")
        expectCompleted(show)
        #expect(show.target == IntentTarget(typeName: "LandmarkEntity", identifier: "11", title: "Eiffel Tower"))
    }

    @Test func theAppsOwnPhrasesStillWork() async throws {
        let conversation = try await exampleAssistant().conversation(context: fixedContext)
        try await expectConversation(
            conversation,
            [
                "open a landmark in landmarks": .asks(for: "target", prompt: "Which landmark?"),
                "uluru": .completed("OpenLandmarkIntent"),
            ])
        let named = try await conversation.respond(to: "open matterhorn in landmarks")
        #expect(named.target?.identifier == "3")
    }

    @Test func onlyAKnownNameFillsTheTarget() async throws {
        let assistant = try await exampleAssistant()
        expectNoActivation(
            ["open the pod bay doors", "show me the money", "open a new bank account", "show me my flights"],
            on: assistant)
        // and "open it" with nothing on screen or returned is not understood.
        let turn = try await assistant.conversation(context: fixedContext).respond(to: "open it")
        #expect(turn.kind == "noMatch")
    }

    @Test func aReturnedLandmarkIsWhatOpenItOpens() async throws {
        let conversation = try await exampleAssistant().conversation(context: fixedContext)
        let turns = try await expectConversation(
            conversation,
            [
                "find the closest landmark": .completed(
                    "FindClosestLandmarkIntent", dialog: "The closest landmark is Golden Gate Bridge."),
                "open it": .opens("Golden Gate Bridge", intent: "OpenLandmarkIntent"),
            ])
        #expect((turns.first?.completion?.value as? LandmarkEntity)?.id == 10)
        #expect(turns.last?.target?.title == "Golden Gate Bridge")
    }

    @Test func whatIsOnScreenComesBeforeTheReturnedValue() async throws {
        let conversation = try await exampleAssistant().conversation(context: fixedContext)
        _ = try await conversation.respond(to: "find the closest landmark")
        let turn = try await conversation.respond(
            to: "show me this", onscreen: [EntityIdentifier(for: LandmarkEntity.self, identifier: 4)])
        #expect(turn.target?.title == "Uluru")
    }

    @Test func aManifestOpenIntentRoutesTheSamePhrasings() async throws {
        let json = """
            {"apps": [{"name": "Atlas",
              "entities": {"City": {"values": [{"id": "par", "title": "Paris"}, {"id": "osa", "title": "Osaka"}]}},
              "intents": [{"name": "OpenCity", "openIntent": true, "parameters": [{"name": "target", "type": "City"}],
                "phrases": ["open the city {target} in {applicationName}"]}]}]}
            """
        let model = try ManifestLoader.load(json: json)
        #expect(model.apps[0].intents[0].isOpenIntent && model.apps[0].intents[0].openAppWhenRun)
        let assistant = try await Assistant(apps: model.apps.map(AppRegistration.init(manifest:)))
        let turn = try await assistant.conversation().respond(to: "show me osaka")
        expectCompleted(turn)
        #expect(turn.target == IntentTarget(typeName: "City", identifier: "osa", title: "Osaka"))
        #expect(turn.openAppWhenRun)
    }

    @Test func anOpenIntentWithoutATargetIsAProblem() throws {
        let json = """
            {"apps": [{"name": "Atlas", "intents": [{"name": "OpenCity", "openIntent": true,
              "parameters": [{"name": "city", "type": "String"}], "phrases": ["open {city} in {applicationName}"]}]}]}
            """
        #expect {
            _ = try IntentMatcher(model: ManifestLoader.load(json: json))
        } throws: { error in
            "\(error)".contains("open intent 'OpenCity' has no parameter 'target'")
        }
    }
}

/// A dependency no test adds.
final class UnregisteredStore: Sendable {}

struct NeedsStoreIntent: AppIntent {
    static let title: LocalizedStringResource = "Needs Store"
    @Dependency var store: UnregisteredStore
    init() {}
    func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Stored \(store).") }
}

struct GadgetEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Gadget"
    static let defaultQuery = GadgetQuery()
    let id: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

struct GadgetQuery: EntityQuery {
    @Dependency var store: UnregisteredStore
    func entities(for identifiers: [String]) async throws -> [GadgetEntity] { [] }
    func suggestedEntities() async throws -> [GadgetEntity] {
        _ = store
        return []
    }
}

struct UseGadgetIntent: AppIntent {
    static let title: LocalizedStringResource = "Use Gadget"
    @Parameter(title: "Gadget") var gadget: GadgetEntity
    init() {}
    func perform() async throws -> some IntentResult { .result() }
}

struct StoreShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: NeedsStoreIntent(), phrases: ["store things in \(.applicationName)"])
    }
}

struct GadgetShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: UseGadgetIntent(), phrases: ["use \(\.$gadget) in \(.applicationName)"])
    }
}

@Suite struct DependencyTests {
    @Test func aMissingDependencyFailsTheTurnNamingTheType() async throws {
        let assistant = try await Assistant(apps: [AppRegistration(name: "Store", shortcuts: StoreShortcuts.self)])
        let turn = try await assistant.conversation().respond(to: "store things in store")
        guard case .failed(let error) = turn.outcome else {
            Issue.record("expected failed, got \(turn.line)")
            return
        }
        #expect(error as? AppDependencyMissing == AppDependencyMissing(typeName: "UnregisteredStore"))
        #expect(turn.dialog?.full.contains("no dependency of type UnregisteredStore was added") == true)
    }

    @Test func aQueryWithAMissingDependencyIsAProblemOfRegistration() async throws {
        await #expect {
            _ = try await Assistant(apps: [AppRegistration(name: "Gadgets", shortcuts: GadgetShortcuts.self)])
        } throws: { error in
            "\(error)".contains("the query of entity GadgetEntity failed: no dependency of type UnregisteredStore")
        }
    }

    @Test func anAddedDependencyIsMadeOnceAndKept() {
        let made = Counter()
        AppDependencyManager.shared.add(key: "dependency-tests", dependency: made.next())
        #expect(made.count == 0)
        let first = Dependency<Int>(key: "dependency-tests").wrappedValue
        let second = Dependency<Int>(key: "dependency-tests").wrappedValue
        #expect(first == 1 && second == 1 && made.count == 1)
    }
}

final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    var count: Int { lock.withLock { value } }
    func next() -> Int {
        lock.withLock {
            value += 1
            return value
        }
    }
}

/// CLINC150's out-of-scope requests against the example apps: the open phrasings, which need no
/// app name, must almost never activate.
@Suite(
    .enabled(
        if: SharedCorpora.has("clinc150/data_full.json"), SharedCorpora.absence("clinc150/data_full.json")))
struct OpenIntentOutOfScopeTests {
    @Test func theOpenPhrasingsDoNotActivateOnOutOfScopeRequests() async throws {
        let assistant = try await exampleAssistant()
        let data = try Data(contentsOf: SharedCorpora.url("clinc150/data_full.json"))
        let rows = try #require(
            try JSONParser.parse(String(decoding: data, as: UTF8.self)).objectValue?["oos_test"]?.arrayValue)
        #expect(rows.count == 1_000)
        let matches = rows.compactMap { $0.arrayValue?.first?.stringValue }.map { assistant.match($0) }
        let activated = matches.filter { $0.outcome == .matched }
        let opened = activated.filter { $0.intent == "OpenLandmarkIntent" }.map(\.text)
        print(
            "CLINC150 oos_test → OpenLandmarkIntent: \(opened.count)/\(rows.count) activated; any example intent: \(activated.count)/\(rows.count)"
        )
        #expect(Double(opened.count) / Double(rows.count) <= 0.01, "\(opened.joined(separator: "\n"))")
    }
}
