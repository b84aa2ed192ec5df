import Foundation
import Phrasebook
import PhrasebookExamples
import Testing

struct HiddenMaintenanceIntent: AppIntent {
    static let title: LocalizedStringResource = "Rebuild Index"
    static let isDiscoverable = false
    init() {}
    func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Rebuilt.") }
}

struct MaintenanceShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: HiddenMaintenanceIntent(), phrases: ["rebuild the index in \(.applicationName)"])
    }
}

/// Discovery metadata, rendered example phrases, and result cards as data.
@Suite struct DiscoveryTests {
    @Test func shortcutsListEveryDiscoverableIntentWithRenderedExamples() async throws {
        let assistant = try await exampleAssistant()
        let listings = assistant.shortcuts()
        let order = try #require(listings.first { $0.intent == "OrderSoupIntent" })
        #expect(order.app == "Soup Chef" && order.shortTitle == "Order Soup")
        #expect(order.systemImageName == "cup.and.saucer")
        // the first phrase shows a few soups; every example reads as said, no placeholder left.
        #expect(
            order.examples.prefix(3) == [
                "Order Tomato Soup in Soup Chef", "Order Clam Chowder in Soup Chef", "Order Miso Soup in Soup Chef",
            ])
        #expect(order.examples.allSatisfy { !$0.contains("{") && !$0.contains("[") })
        let open = try #require(listings.first { $0.intent == "OpenLandmarkIntent" })
        #expect(open.examples.contains("Open Mount Fuji in Landmarks"))
        #expect(open.examples.contains("Open Mount Fuji"))
        let navigate = try #require(listings.first { $0.intent == "NavigateIntent" })
        #expect(navigate.examples.first == "Navigate to Landmarks in Landmarks")
    }

    @Test func anIntentThatIsNotDiscoverableIsLeftOutButStillRuns() async throws {
        let assistant = try await Assistant(apps: [
            AppRegistration(name: "Indexer", shortcuts: MaintenanceShortcuts.self)
        ])
        #expect(assistant.shortcuts().isEmpty)
        let turn = try await assistant.conversation().respond(to: "rebuild the index in indexer")
        expectCompleted(turn, dialog: "Rebuilt.")
    }

    @Test func aReturnedSnippetIsOnTheCompletedTurn() async throws {
        let conversation = try await exampleAssistant().conversation(context: fixedContext)
        let turn = try await conversation.respond(to: "what's the nearest landmark")
        let completion = expectCompleted(turn)
        #expect(
            completion?.snippet
                == IntentSnippet(
                    title: "Golden Gate Bridge", subtitle: "North America", imageName: "mountain.2",
                    fields: [IntentSnippet.Field(label: "Continent", value: "North America")]))
        #expect(turn.dialog?.supporting == "Golden Gate Bridge is in North America.")
    }

    @Test func aManifestSnippetIsFilledWithTheValues() async throws {
        let model = try DemoApps.model()
        let assistant = try await Assistant(apps: model.apps.map(AppRegistration.init(manifest:)))
        let turn = try await assistant.conversation(context: fixedContext).respond(
            to: "order two large tomato soups in soup chef")
        let completion = expectCompleted(turn)
        #expect(
            completion?.snippet
                == IntentSnippet(
                    title: "Tomato Soup", subtitle: "Soup Chef", imageName: "cup.and.saucer",
                    fields: [.init(label: "Quantity", value: "2"), .init(label: "Size", value: "Large")]))
        // a field whose value is empty is left out.
        let plain = try await assistant.conversation(context: fixedContext).respond(to: "order miso soup in soup chef")
        #expect(plain.completion?.snippet?.fields == [.init(label: "Quantity", value: "1")])
        let listing = try #require(assistant.shortcuts().first { $0.intent == "OrderSoup" })
        #expect(listing.systemImageName == "cup.and.saucer")
    }
}
