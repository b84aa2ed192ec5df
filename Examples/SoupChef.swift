// Soup Chef: a soup-ordering app, written the way an App Intents app is written.
// It shows an entity with a string query, an enum with synonyms, a value returned with a
// dialog, negative phrases, and perform() throwing.
import Phrasebook

/// A soup on the menu.
public struct SoupEntity: AppEntity {
    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Soup"
    public static let defaultQuery = SoupQuery()

    public let id: String
    public let name: String
    public let synonyms: [String]
    public let inStock: Bool

    public init(id: String, name: String, synonyms: [String] = [], inStock: Bool = true) {
        self.id = id
        self.name = name
        self.synonyms = synonyms
        self.inStock = inStock
    }

    public var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", synonyms: synonyms.map { "\($0)" })
    }
}

/// Finds soups on the menu: the whole menu is suggested (so its names are in phrases), and a
/// search by words finds soups people describe ("chicken").
public struct SoupQuery: EntityStringQuery {
    public init() {}

    public func entities(for identifiers: [String]) async throws -> [SoupEntity] {
        await SoupMenu.shared.soups.filter { identifiers.contains($0.id) }
    }

    public func suggestedEntities() async throws -> [SoupEntity] {
        await SoupMenu.shared.soups
    }

    public func entities(matching string: String) async throws -> [SoupEntity] {
        let words = string.lowercased().split(separator: " ")
        return await SoupMenu.shared.soups.filter { soup in
            words.allSatisfy { soup.name.lowercased().contains($0) }
        }
    }
}

/// The menu, shared by the app and its query.
public actor SoupMenu {
    public static let shared = SoupMenu()

    public private(set) var soups: [SoupEntity] = [
        SoupEntity(id: "tomato", name: "Tomato Soup", synonyms: ["tomato"]),
        SoupEntity(id: "chowder", name: "Clam Chowder", synonyms: ["chowder"]),
        SoupEntity(id: "miso", name: "Miso Soup", synonyms: ["miso"]),
        SoupEntity(id: "chicken-noodle", name: "Chicken Noodle Soup"),
        SoupEntity(id: "chicken-tortilla", name: "Chicken Tortilla Soup"),
        SoupEntity(id: "gazpacho", name: "Gazpacho", inStock: false),
    ]

    public func add(_ soup: SoupEntity) { soups.append(soup) }
    public func remove(id: String) { soups.removeAll { $0.id == id } }
}

/// Soup sizes.
public enum SoupSize: String, AppEnum {
    case small, medium, large

    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
    public static let caseDisplayRepresentations: [SoupSize: DisplayRepresentation] = [
        .small: DisplayRepresentation(title: "Small", synonyms: ["little"]),
        .medium: "Medium",
        .large: DisplayRepresentation(title: "Large", synonyms: ["big"]),
    ]
}

/// Why an order failed.
public enum SoupError: Error, Equatable, CustomStringConvertible {
    case outOfStock(String)

    public var description: String {
        switch self {
        case .outOfStock(let name): "\(name) is sold out today"
        }
    }
}

/// Orders a soup.
public struct OrderSoupIntent: AppIntent {
    public static let title: LocalizedStringResource = "Order Soup"
    public static let description = IntentDescription("Orders soup from Soup Chef.")

    @Parameter(title: "Soup", requestValueDialog: "Which soup would you like?")
    public var soup: SoupEntity

    @Parameter(title: "Quantity", default: 1, inclusiveRange: (1, 10))
    public var quantity: Int

    @Parameter(title: "Size")
    public var size: SoupSize?

    public static var parameterSummary: some ParameterSummary {
        Summary("Order \(\.$soup)") {
            \.$quantity
            \.$size
        }
    }

    public init() {}

    public func perform() async throws -> some IntentResult & ProvidesDialog & ReturnsValue<String> {
        guard soup.inStock else { throw SoupError.outOfStock(soup.name) }
        let sized = size.map { "\($0.rawValue) " } ?? ""
        let order = "\(quantity)× \(sized)\(soup.name)"
        return .result(value: order, dialog: "Ordered \(quantity) \(sized)\(soup.name).")
    }
}

/// Soup Chef's shortcuts.
public struct SoupChefShortcuts: AppShortcutsProvider {
    public static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: OrderSoupIntent(),
            phrases: [
                "Order [a|an] [\(\.$size)] \(\.$soup) [please] (in|from|with) \(.applicationName)",
                "Order \(\.$quantity) [\(\.$size)] \(\.$soup) (in|from|with) \(.applicationName)",
                "(Order|Get) soup (in|from) \(.applicationName)",
            ],
            shortTitle: "Order Soup", systemImageName: "cup.and.saucer")
    }

    public static var negativePhrases: NegativeAppShortcutPhrases {
        NegativeAppShortcutPhrases(phrases: [
            "Cancel my soup order in \(.applicationName)",
            "How do I make soup in \(.applicationName)",
        ])
    }
}
