import Phrasebook

enum Size: String, AppEnum {
    case small, large

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
    static let caseDisplayRepresentations: [Size: DisplayRepresentation] = [.small: "Small", .large: "Large"]
}

struct OrderCoffee: AppIntent {
    static let title: LocalizedStringResource = "Order Coffee"

    @Parameter(title: "Drink") var drink: String
    @Parameter(title: "Size") var size: Size?
    @Parameter(title: "Quantity", default: 1) var quantity: Int

    static var parameterSummary: some ParameterSummary {
        When(\.$size, .equalTo, .large) {
            Summary("Order a large \(\.$drink)") {
                \.$quantity
            }
        } otherwise: {
            Summary("Order \(\.$drink)") {
                \.$size
                \.$quantity
            }
        }
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await requestConfirmation(actionName: .order)
        return .result(dialog: "Ordered.")
    }
}

struct CafeShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: OrderCoffee(),
            phrases: [
                "Order [a] [\(\.$size)] \(\.$drink) (at|from) \(.applicationName)",
                "Order \(\.$quantity) [\(\.$size)] \(\.$drink) (at|from) \(.applicationName)",
            ])
    }
}

let assistant = try await Assistant(apps: [AppRegistration(name: "Cafe", shortcuts: CafeShortcuts.self)])
for utterance in ["order 2 large lattes from cafe", "order a small tea at cafe", "order mocha at cafe"] {
    let turn = try await assistant.conversation().respond(to: utterance)
    print("\(turn.kind): \(turn.summary ?? "")")
}
// needsConfirmation: Order a large lattes, quantity 2
// needsConfirmation: Order tea, size Small, quantity 1
// needsConfirmation: Order mocha, quantity 1
