// A cooking app whose recipes and kitchen timers are indexed: "show me the mushroom pasta",
// "add 5 minutes to the pasta timer". The recipe declares a computed property for the index.
import Foundation
import Phrasebook

/// A recipe: its name is its title, its ingredients are keywords, and its summary is computed.
public struct RecipeEntity: IndexedEntity {
    public static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Recipe", synonyms: ["dish"])
    public static let defaultQuery = RecipeQuery()
    public static let computedProperties = [
        ComputedProperty<RecipeEntity>("summary", indexingKey: .description) { $0.summary }
    ]

    public let id: String
    @Property(title: "Name", indexingKey: .title) public var name: String = ""
    @Property(title: "Ingredients", indexingKey: .keywords) public var ingredients: [String] = []
    public let minutes: Int

    /// "Pasta, mushrooms and cream, in 30 minutes."
    public var summary: String { "\(ingredients.joined(separator: ", ")), in \(minutes) minutes" }

    public init(id: String, name: String, ingredients: [String], minutes: Int) {
        self.id = id
        self.minutes = minutes
        self.name = name
        self.ingredients = ingredients
    }

    public var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }

    public static let sample = [
        RecipeEntity(
            id: "r1", name: "Creamy Mushroom Pasta", ingredients: ["pasta", "mushrooms", "cream"], minutes: 30),
        RecipeEntity(id: "r2", name: "Spaghetti Carbonara", ingredients: ["pasta", "eggs", "pancetta"], minutes: 25),
        RecipeEntity(id: "r3", name: "Mushroom Risotto", ingredients: ["rice", "mushrooms", "parmesan"], minutes: 45),
        RecipeEntity(id: "r4", name: "Lemon Drizzle Cake", ingredients: ["lemon", "flour", "sugar"], minutes: 60),
        RecipeEntity(id: "r5", name: "Tomato Basil Soup", ingredients: ["tomato", "basil", "cream"], minutes: 40),
    ]
}

/// Finds recipes by id.
public struct RecipeQuery: EntityQuery {
    public init() {}

    public func entities(for identifiers: [String]) async throws -> [RecipeEntity] {
        RecipeEntity.sample.filter { identifiers.contains($0.id) }
    }
}

/// A running kitchen timer, named for what it times ("pasta").
public struct KitchenTimerEntity: IndexedEntity {
    public static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Timer")
    public static let defaultQuery = KitchenTimerQuery()

    public let id: String
    @Property(title: "Label", indexingKey: .title) public var label: String = ""

    public init(id: String, label: String) {
        self.id = id
        self.label = label
    }

    public var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(label) timer") }
}

/// Finds timers by id.
public struct KitchenTimerQuery: EntityQuery {
    public init() {}

    public func entities(for identifiers: [String]) async throws -> [KitchenTimerEntity] { [] }
}

/// Shows a recipe.
public struct ShowRecipeIntent: AppIntent {
    public static let title: LocalizedStringResource = "Show Recipe"

    @Parameter(title: "Recipe") public var recipe: RecipeEntity

    public init() {}

    public func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Here is \(recipe.name): \(recipe.summary).")
    }
}

/// Adds time to a running timer.
public struct AddTimeIntent: AppIntent {
    public static let title: LocalizedStringResource = "Add Time"

    @Parameter(title: "Timer") public var timer: KitchenTimerEntity
    @Parameter(title: "Minutes") public var minutes: Int

    public init() {}

    public func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Added \(minutes) minutes to the \(timer.label) timer.")
    }
}

/// The cooking app's shortcuts.
public struct RecipesShortcuts: AppShortcutsProvider {
    public static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: ShowRecipeIntent(), phrases: ["Show [me] \(\.$recipe) [in \(.applicationName)]"],
            shortTitle: "Show Recipe", systemImageName: "book")
        AppShortcut(
            intent: AddTimeIntent(), phrases: ["Add \(\.$minutes) minutes to \(\.$timer) [in \(.applicationName)]"],
            shortTitle: "Add Time", systemImageName: "timer")
    }
}
