import Phrasebook

enum SoupSize: String, AppEnum {
    case small, large

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
    static let caseDisplayRepresentations: [SoupSize: DisplayRepresentation] = [
        .small: DisplayRepresentation(title: "Small", synonyms: ["little"]),
        .large: DisplayRepresentation(title: "Large", synonyms: ["big"]),
    ]
}

struct Soup: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Soup"
    static let defaultQuery = SoupQuery()

    let id: String
    let name: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
}

struct SoupQuery: EnumerableEntityQuery {
    static let menu = [Soup(id: "tomato", name: "Tomato Soup"), Soup(id: "chowder", name: "Clam Chowder")]

    func allEntities() async throws -> [Soup] { Self.menu }
    func entities(for identifiers: [String]) async throws -> [Soup] { Self.menu.filter { identifiers.contains($0.id) } }
}

struct OrderSoup: AppIntent {
    static let title: LocalizedStringResource = "Order Soup"

    @Parameter(title: "Soup", requestValueDialog: "Which soup would you like?")
    var soup: Soup
    @Parameter(title: "Quantity", default: 1, inclusiveRange: (1, 10))
    var quantity: Int
    @Parameter(title: "Size")
    var size: SoupSize?

    func perform() async throws -> some IntentResult & ProvidesDialog & ReturnsValue<String> {
        .result(value: "\(quantity)× \(soup.name)", dialog: "Ordered \(quantity) \(soup.name).")
    }
}

struct SoupChefShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: OrderSoup(),
            phrases: [
                "Order [a|an] [\(\.$size)] \(\.$soup) [please] (in|from|with) \(.applicationName)",
                "Order \(\.$quantity) [\(\.$size)] \(\.$soup) (in|from|with) \(.applicationName)",
                "(Order|Get) soup (in|from) \(.applicationName)",
            ], shortTitle: "Order Soup", systemImageName: "cup.and.saucer")
    }

    static var negativePhrases: NegativeAppShortcutPhrases {
        NegativeAppShortcutPhrases(phrases: ["Cancel my soup order in \(.applicationName)"])
    }
}

let assistant = try await Assistant(apps: [
    AppRegistration(name: "Soup Chef", synonyms: ["SoupChef"], shortcuts: SoupChefShortcuts.self)
])
let conversation = assistant.conversation()
for utterance in ["get soup from soup chef", "the clam chowder", "order 2 big tomato soups in soupchef"] {
    let turn = try await conversation.respond(to: utterance)
    print("\(utterance) → \(turn.kind): \(turn.dialog?.full ?? "")")
}
// get soup from soup chef → needsValue: Which soup would you like?
// the clam chowder → completed: Ordered 1 Clam Chowder.
// order 2 big tomato soups in soupchef → completed: Ordered 2 Tomato Soup.
