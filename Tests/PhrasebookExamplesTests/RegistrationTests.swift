import Foundation
import PhraseMatching
import PhrasebookExamples
import Testing

@testable import Phrasebook

// Declarations with mistakes, each of a kind registration must report.

enum Flavor: String, AppEnum {
    case sweet, sour
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Flavor"
    // "sour" is missing.
    static let caseDisplayRepresentations: [Flavor: DisplayRepresentation] = [.sweet: "Sweet"]
}

struct TasteIntent: AppIntent {
    static let title: LocalizedStringResource = "Taste"
    @Parameter(title: "Flavor") var flavor: Flavor
    @Parameter(title: "Notes") var notes: [String]
    /// Not a parameter: a computed wrapper the phrase below names by mistake.
    var stray: IntentParameter<String> { IntentParameter(title: "Stray") }
    func perform() async throws -> some IntentResult { .result() }
}

enum Kitchen {
    struct Cook: AppIntent {
        static let title: LocalizedStringResource = "Cook"
        func perform() async throws -> some IntentResult { .result() }
    }
}

enum Garden {
    struct Cook: AppIntent {
        static let title: LocalizedStringResource = "Cook outside"
        func perform() async throws -> some IntentResult { .result() }
    }
}

struct FaultyShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: TasteIntent(),
            phrases: [
                "Taste \(\.$flavor) in \(.applicationName)",
                "Taste \(\.stray) in \(.applicationName)",
                "Taste (sweet in \(.applicationName)",
            ], shortTitle: "Taste", systemImageName: "fork.knife")
        AppShortcut(
            intent: Kitchen.Cook(), phrases: ["Cook in \(.applicationName)"], shortTitle: "Cook",
            systemImageName: "flame")
        AppShortcut(
            intent: Garden.Cook(), phrases: ["Cook outside in \(.applicationName)"], shortTitle: "Grill",
            systemImageName: "sun.max")
    }
}

@Suite struct RegistrationTests {
    @Test func everyProblemIsReportedAtOnceNamingTheIntentAndParameter() async throws {
        let error = await #expect(throws: DiagnosticList.self) {
            _ = try await Assistant(apps: [AppRegistration(name: "Faulty", shortcuts: FaultyShortcuts.self)])
        }
        let messages = error?.diagnostics.filter { $0.severity == .error }.map(\.summary) ?? []
        func expectReported(_ parts: [String], sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(
                messages.contains { message in parts.allSatisfy(message.contains) },
                "no diagnostic mentions \(parts) in:\n\(messages.joined(separator: "\n"))",
                sourceLocation: sourceLocation)
        }
        // a phrase naming a key path that is not a parameter
        expectReported(["TasteIntent phrase 2", "not an @Parameter of TasteIntent"])
        // a parameter type with no parser or vocabulary
        expectReported(["TasteIntent.notes", "parameter 'notes' has type [String]"])
        // an AppEnum without display representations
        expectReported(["TasteIntent.flavor", "AppEnum Flavor", "case 'sour' has no display representation"])
        // duplicate intent names
        expectReported(["two intent types are named Cook"])
        // a malformed template
        expectReported(["TasteIntent phrase 3", "("])
        #expect(messages.count >= 5)
    }

    @Test func theExampleAppsRegisterCleanly() async throws {
        let assistant = try await exampleAssistant()
        #expect(assistant.warnings.filter { $0.severity == .error }.isEmpty)
        let soup = try #require(assistant.model.apps.first { $0.name == "Soup Chef" })
        let order = try #require(soup.intents.first)
        #expect(order.name == "OrderSoupIntent")
        #expect(order.title == "Order Soup")
        #expect(order.description == "Orders soup from Soup Chef.")
        #expect(order.parameters.map(\.name) == ["soup", "quantity", "size"])
        #expect(order.parameters.map(\.type) == [.entity("SoupEntity"), .int, .enumeration("SoupSize")])
        #expect(order.parameters.map(\.isOptional) == [false, false, true])
        #expect(order.parameters[1].defaultValue == .int(1))
        #expect(order.parameters[1].range == 1...10)
        #expect(order.parameters[0].requestValueDialog == "Which soup would you like?")
        #expect(order.phrases.first?.text == "Order [a|an] [{size}] {soup} [please] (in|from|with) {applicationName}")
        #expect(
            soup.negativePhrases.map(\.text) == [
                "Cancel my soup order in {applicationName}", "How do I make soup in {applicationName}",
            ])
        #expect(soup.enumModel(named: "SoupSize")?.cases.map(\.synonyms) == [["little"], [], ["big"]])
        let soups = try #require(soup.entityModel(named: "SoupEntity"))
        #expect(soups.searchesText)
        #expect(soups.values.contains { $0.id == "tomato" && $0.title == "Tomato Soup" && $0.synonyms == ["tomato"] })
        let landmarks = try #require(
            assistant.model.apps.first { $0.name == "Landmarks" }?.entityModel(named: "LandmarkEntity"))
        #expect(landmarks.searchesText)
        #expect(landmarks.values.map(\.id).prefix(4) == ["1", "2", "3", "4"])
    }

    @Test func theMatcherOfTheAssistantMatchesLikeTheManifestMatcher() async throws {
        let assistant = try await exampleAssistant()
        let match = assistant.match("order 3 big miso soup from soupchef")
        #expect(match.outcome == .matched)
        #expect(match[parameter: "soup"] == .string("miso"))
        #expect(match[parameter: "quantity"] == .int(3))
        #expect(match[parameter: "size"] == .string("large"))
    }

    @Test func readingAnUnsetRequiredParameterExplainsWhatHappened() {
        let message = IntentParameter<Int>.unsetMessage(title: "Quantity")
        #expect(message.contains("The parameter 'Quantity' of type Int was read before it had a value."))
        #expect(
            message.contains("To resolve this, set the parameter, give it a `default:`, or make its type optional."))
        // optional and defaulted parameters read without a value set.
        let intent = OrderSoupIntent()
        #expect(intent.quantity == 1)
        #expect(intent.size == nil)
        #expect(!intent.$soup.hasValue)
    }

    @Test func requestsOutsideAConversationThrow() async {
        let intent = OrderSoupIntent()
        await #expect(throws: PerformRequestError.outsideConversation) {
            _ = try await intent.$soup.requestValue()
        }
    }

    @Test func aManifestAppTalksThroughTheSameConversation() async throws {
        let model = try DemoApps.model()
        let assistant = try await Assistant(apps: model.apps.map(AppRegistration.init(manifest:)))
        let conversation = assistant.conversation(context: fixedContext)
        let turn = try await conversation.respond(to: "order 2 tomato soups in soup chef")
        expectCompleted(turn, dialog: "Ordered 2 Tomato Soups. It will be ready in about 15 minutes.")
        #expect(turn.completion?.parameters.first { $0.name == "quantity" }?.value == .int(2))
        let turns = try await script(conversation, ["cancel my soup order in soup chef", "yes"])
        #expect(turns[0].dialog?.full == "Cancel your soup order?")
        expectCompleted(turns[1], dialog: "Your soup order has been canceled.")
    }
}

struct ColorOptions: DynamicOptionsProvider {
    func results() async throws -> [any Sendable] { ["red", "green", "blue"] }
}

struct FinishOptions: DynamicOptionsProvider {
    func results() async throws -> [any Sendable] { ["matte", "gloss"] }
    func defaultResult() async -> (any Sendable)? { "matte" }
}

struct PaintIntent: AppIntent {
    static let title: LocalizedStringResource = "Paint"
    @Parameter(title: "Color", optionsProvider: ColorOptions()) var color: String
    @Parameter(title: "Finish", optionsProvider: FinishOptions()) var finish: String
    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Painted \(color), \(finish).")
    }
}

struct PainterShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: PaintIntent(), phrases: ["Paint in \(.applicationName)"], shortTitle: "Paint",
            systemImageName: "paintbrush")
    }
}

@Suite struct OptionsProviderTests {
    @Test func optionsAreListedInThePromptAndADefaultResultFillsTheParameter() async throws {
        let assistant = try await Assistant(apps: [AppRegistration(name: "Painter", shortcuts: PainterShortcuts.self)])
        let conversation = assistant.conversation(context: fixedContext)
        let turns = try await script(conversation, ["paint in painter", "green"])
        #expect(turns[0].askedParameter == "color")
        #expect(turns[0].dialog?.supporting == "Options: red, green, blue")
        expectCompleted(turns[1], dialog: "Painted green, matte.")
    }
}

struct SettingsEntity: UniqueAppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Settings"
    static let defaultQuery = UniqueAppEntityProvider { SettingsEntity() }
    var id: String { "settings" }
    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "Settings", synonyms: ["preferences"])
    }
}

struct OpenSettingsIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Settings"
    @Parameter(title: "Settings") var target: SettingsEntity
    func perform() async throws -> some ReturnsValue<String> { .result(value: target.id) }
}

struct SettingsShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: OpenSettingsIntent(), phrases: ["Open [the] \(\.$target) (in|of) \(.applicationName)"],
            shortTitle: "Settings", systemImageName: "gear")
    }
}

@Suite struct UniqueEntityTests {
    @Test func aUniqueEntityIsNamedByItsTitleAndSynonyms() async throws {
        let assistant = try await Assistant(apps: [AppRegistration(name: "Gadget", shortcuts: SettingsShortcuts.self)])
        let conversation = assistant.conversation(context: fixedContext)
        let turn = try await conversation.respond(to: "open the preferences of gadget")
        let completion = expectCompleted(turn)
        #expect(completion?.value as? String == "settings")
        #expect(completion?.dialog == nil)
        #expect(completion?.parameters.first?.value == .string("settings"))
    }
}
