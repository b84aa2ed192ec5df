import Foundation
import Phrasebook
import PhrasebookExamples
import PhrasebookTesting
import Testing

/// Orders a soup, but only one in stock: any other is asked for again with needsValueError.
struct OrderInStockIntent: AppIntent {
    static let title: LocalizedStringResource = "Order In Stock"
    @Parameter(title: "Soup", requestValueDialog: "Which soup?") var soup: SoupEntity
    init() {}
    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard soup.inStock else { throw $soup.needsValueError("\(soup.name) is sold out. Which other soup?") }
        return .result(dialog: "Ordered \(soup.name).")
    }
}

/// Marks a landmark as a favorite, then opens it.
struct FavoriteLandmarkIntent: AppIntent {
    static let title: LocalizedStringResource = "Favorite Landmark"
    @Parameter(title: "Landmark") var landmark: LandmarkEntity
    init() {}
    func perform() async throws -> some ReturnsValue<LandmarkEntity> & OpensIntent & ProvidesDialog {
        let open = OpenLandmarkIntent()
        open.target = landmark
        return .result(value: landmark, opensIntent: open, dialog: "Added \(landmark.name) to your favorites.")
    }
}

struct ResultShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: OrderInStockIntent(), phrases: ["order \(\.$soup) from the kiosk"])
        AppShortcut(intent: FavoriteLandmarkIntent(), phrases: ["favorite \(\.$landmark)"])
    }
}

/// needsValueError, OpensIntent and the tile color.
@Suite struct ResultBehaviourTests {
    func assistant() async throws -> Assistant {
        AppDependencyManager.shared.add(dependency: ModelData.shared)
        return try await Assistant(apps: [AppRegistration(name: "Kiosk", shortcuts: ResultShortcuts.self)])
    }

    @Test func needsValueErrorAsksAgainAndPerformsWithTheNewValue() async throws {
        let conversation = try await assistant().conversation()
        try await expectConversation(
            conversation,
            [
                "order gazpacho from the kiosk": .asks(for: "soup", prompt: "Gazpacho is sold out. Which other soup?"),
                "miso": .completed("OrderInStockIntent", dialog: "Ordered Miso Soup."),
            ])
    }

    @Test func anOpenedIntentGivesTheTurnItsTarget() async throws {
        let turn = try await assistant().conversation().respond(to: "favorite the eiffel tower")
        expectCompleted(turn, dialog: "Added Eiffel Tower to your favorites.")
        #expect(turn.target == IntentTarget(typeName: "LandmarkEntity", identifier: "11", title: "Eiffel Tower"))
        #expect(turn.openAppWhenRun)
    }

    @Test func theTileColorIsListed() async throws {
        let listings = try await exampleAssistant().shortcuts()
        #expect(listings.first { $0.app == "Landmarks" }?.tileColor == .teal)
        #expect(listings.first { $0.app == "Soup Chef" }?.tileColor == .navy)
    }
}
