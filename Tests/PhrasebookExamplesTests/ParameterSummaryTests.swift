import Foundation
import Phrasebook
import PhrasebookExamples
import PhrasebookTesting
import Testing

/// A pizza order whose summary depends on its values: `When` on the size, `Switch` on the crust.
struct OrderPizzaIntent: AppIntent {
    static let title: LocalizedStringResource = "Order Pizza"

    @Parameter(title: "Topping") var topping: String
    @Parameter(title: "Size") var size: SoupSize?
    @Parameter(title: "Quantity", default: 1) var quantity: Int
    @Parameter(title: "Gift") var isGift: Bool?

    static var parameterSummary: some ParameterSummary {
        When(\.$size, .equalTo, .large) {
            Summary("Order a large \(\.$topping) pizza") {
                \.$quantity
            }
        } otherwise: {
            Switch(\.$isGift) {
                Case(true) { Summary("Send a \(\.$topping) pizza as a gift") }
                DefaultCase { Summary("Order a \(\.$topping) pizza") }
            }
        }
    }

    init() {}

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await requestConfirmation(actionName: .order)
        return .result(dialog: "Ordered.")
    }
}

struct PizzaShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: OrderPizzaIntent(),
            phrases: [
                "Order [a] [\(\.$size)] pizza with \(\.$topping) (from|in) \(.applicationName)",
                "Order \(\.$quantity) [\(\.$size)] pizzas with \(\.$topping) (from|in) \(.applicationName)",
                "Order a pizza (from|in) \(.applicationName)",
            ])
        AppShortcut(
            intent: OrderPizzaIntent(isGift: true),
            phrases: ["Send a pizza with \(\.$topping) as a gift (from|in) \(.applicationName)"])
    }
}

extension OrderPizzaIntent {
    init(isGift: Bool) { self.isGift = isGift }
}

/// Summaries: Apple's `parameterSummary` rendered on every turn, and a manifest's `summary`.
@Suite struct ParameterSummaryTests {
    @Test func theSummaryReadsTheValuesOnTheCompletedTurn() async throws {
        let conversation = try await exampleAssistant().conversation(context: fixedContext)
        let turn = try await conversation.respond(to: "order 2 clam chowder from soup chef")
        expectCompleted(turn)
        #expect(turn.summary == "Order Clam Chowder, quantity 2")
        let sized = try await conversation.respond(to: "order 3 big miso soup from soup chef")
        #expect(sized.summary == "Order Miso Soup, quantity 3, size Large")
    }

    @Test func aQuestionCarriesTheSummarySoFar() async throws {
        let conversation = try await exampleAssistant().conversation(context: fixedContext)
        let turns = try await script(conversation, ["get soup from soup chef", "miso"])
        #expect(turns[0].askedParameter == "soup")
        #expect(turns[0].summary == "Order Soup, quantity 1")
        #expect(turns[1].summary == "Order Miso Soup, quantity 1")
    }

    @Test func anIntentWithoutASummaryReadsItsTitleAndValues() async throws {
        let conversation = try await exampleAssistant().conversation(context: fixedContext)
        let turn = try await conversation.respond(to: "go to the map in landmarks")
        #expect(turn.summary == "Navigate to Section, section Map")
    }

    @Test func whenAndSwitchChooseTheSentenceByTheValues() async throws {
        let assistant = try await Assistant(apps: [AppRegistration(name: "Pizzeria", shortcuts: PizzaShortcuts.self)])
        let model = try #require(assistant.model.apps.first?.intents.first)
        #expect(model.summary != nil)
        let cases: [(String, String)] = [
            ("order 2 large pizzas with mushrooms from pizzeria", "Order a large mushrooms pizza, quantity 2"),
            ("order a pizza with olives from pizzeria", "Order a olives pizza"),
            ("send a pizza with ham as a gift from pizzeria", "Send a ham pizza as a gift"),
        ]
        for (utterance, summary) in cases {
            let turn = try await assistant.conversation().respond(to: utterance)
            // the intent asks to confirm: the question carries the summary the user says yes to.
            #expect(turn.isConfirmationQuestion, "\(utterance): \(turn.kind)")
            #expect(turn.summary == summary, "\(utterance)")
        }
        let conversation = assistant.conversation()
        try await expectConversation(
            conversation,
            [
                "order a pizza from pizzeria": .asks(for: "topping"),
                "pepperoni": .confirms(prompt: "Order Order Pizza?", summary: "Order a pepperoni pizza"),
                "yes": .completed("OrderPizzaIntent", dialog: "Ordered."),
            ])
    }

    @Test func aSummaryThatNamesNoParameterIsAProblemOfRegistration() async throws {
        struct Stray: AppIntent {
            static let title: LocalizedStringResource = "Stray"
            @Parameter(title: "Name") var name: String
            static var parameterSummary: some ParameterSummary {
                Summary("Stray \(\.$name)") { \Stray.other }
            }
            var other: IntentParameter<String> { IntentParameter(title: "Other") }
            init() {}
            func perform() async throws -> some IntentResult { .result() }
        }
        struct StrayShortcuts: AppShortcutsProvider {
            static var appShortcuts: [AppShortcut] {
                AppShortcut(intent: Stray(), phrases: ["stray \(\.$name) in \(.applicationName)"])
            }
        }
        await #expect {
            _ = try await Assistant(apps: [AppRegistration(name: "Strays", shortcuts: StrayShortcuts.self)])
        } throws: { error in
            "\(error)".contains("the parameterSummary of Stray")
        }
    }

    @Test func aManifestSummaryIsReadAndRendered() async throws {
        let model = try DemoApps.model()
        let order = try #require(model.apps.first { $0.name == "Soup Chef" }?.intents.first { $0.name == "OrderSoup" })
        #expect(order.summary == .summary("Order {soup}", parameters: ["quantity", "size"]))
        let assistant = try await Assistant(apps: model.apps.map(AppRegistration.init(manifest:)))
        let turn = try await assistant.conversation(context: fixedContext).respond(
            to: "order two large tomato soups in soup chef")
        #expect(turn.summary == "Order Tomato Soup, quantity 2, size Large")
    }

    @Test func aManifestSummaryChoosesWithWhenAndSwitch() async throws {
        let json = """
            {"apps": [{"name": "Cafe",
              "enums": {"Size": {"cases": [{"value": "small"}, {"value": "large", "title": "Large"}]}},
              "intents": [{"name": "Order", "title": "Order Coffee",
                "parameters": [{"name": "drink", "type": "String"}, {"name": "size", "type": "Size", "optional": true},
                               {"name": "quantity", "type": "Int", "default": 1}],
                "phrases": ["order [a] [{size}] {drink} at {applicationName}", "order {quantity} [{size}] {drink} at {applicationName}"],
                "summary": {"when": "size", "equalTo": "large",
                            "then": {"text": "Order a large {drink}", "parameters": ["quantity"]},
                            "otherwise": {"switch": "quantity", "cases": [{"value": 1, "summary": "Order one {drink}"}],
                                          "default": "Order {quantity} {drink}"}}}]}]}
            """
        let model = try ManifestLoader.load(json: json)
        let summary = try #require(model.apps.first?.intents.first?.summary)
        // the model writes the summary as the manifest does.
        #expect(
            summary.json
                == (try JSONParser.parse(json)).objectValue?["apps"]?.arrayValue?.first?.objectValue?["intents"]?
                .arrayValue?.first?.objectValue?["summary"])
        let assistant = try await Assistant(apps: model.apps.map(AppRegistration.init(manifest:)))
        let cases = [
            ("order 2 large lattes at cafe", "Order a large lattes, quantity 2"),
            ("order a tea at cafe", "Order one tea"),
            ("order 3 mochas at cafe", "Order 3 mochas"),
        ]
        for (utterance, expected) in cases {
            let turn = try await assistant.conversation().respond(to: utterance)
            #expect(turn.summary == expected, "\(utterance): \(turn.line)")
        }
    }

    @Test func aManifestSummaryNamingAnUnknownParameterIsReported() throws {
        let json = """
            {"apps": [{"name": "Shop", "intents": [{"name": "Buy", "parameters": [{"name": "item", "type": "String"}],
              "phrases": ["buy {item}"], "summary": {"text": "Buy {item}", "parameters": ["itme"]}}]}]}
            """
        #expect {
            _ = try ManifestLoader.load(json: json)
        } throws: { error in
            "\(error)".contains("apps[0].intents[0].summary") && "\(error)".contains("Did you mean 'item'?")
        }
    }
}
