import Foundation
import Phrasebook
import PhrasebookExamples
import Testing

/// Scripted conversations with the example apps, asserting on outcomes.
@Suite struct ConversationTests {
    @Test func aCompleteRequestRunsAtOnce() async throws {
        let conversation = try await exampleAssistant().conversation(context: fixedContext)
        let turn = try await conversation.respond(to: "order 2 large tomato soup from soup chef")
        let completion = expectCompleted(turn, dialog: "Ordered 2 large Tomato Soup.")
        #expect(completion?.value as? String == "2× large Tomato Soup")
        #expect(completion?.parameters.map(\.name) == ["soup", "quantity", "size"])
        #expect(turn.app == "Soup Chef" && turn.intent == "OrderSoupIntent")
        #expect(await !conversation.isPending)
    }

    @Test func aMissingValueIsAskedWithItsDialogThenAnswered() async throws {
        let conversation = try await exampleAssistant().conversation(context: fixedContext)
        let turns = try await script(conversation, ["get soup from soup chef", "the clam chowder"])
        #expect(turns[0].askedParameter == "soup")
        #expect(turns[0].asksQuestion && !turns[1].asksQuestion)
        #expect(turns[0].dialog?.full == "Which soup would you like?")
        expectCompleted(turns[1], dialog: "Ordered 1 Clam Chowder.")
    }

    @Test func anEnumValueIsAskedThenAnsweredBySynonym() async throws {
        let conversation = try await exampleAssistant().conversation(context: fixedContext)
        let turns = try await script(conversation, ["navigate in landmarks", "the map please"])
        #expect(turns[0].askedParameter == "navigationOption")
        #expect(turns[0].dialog?.full == "Where would you like to navigate to?")
        expectCompleted(turns[1], dialog: "Showing Map.")
        #expect(turns[1].openAppWhenRun)
        #expect(turns[1].supportedModes == .foreground)
    }

    @Test func anAnswerCarriesValuesForOtherParametersOfASwiftIntent() async throws {
        let conversation = try await exampleAssistant().conversation(context: fixedContext)
        let turns = try await script(
            conversation, ["get soup from soup chef", "actually make it two large clam chowders", "same again"])
        #expect(turns[0].askedParameter == "soup")
        let completion = expectCompleted(turns[1])
        #expect(completion?.value as? String == "2× large Clam Chowder")
        #expect(expectCompleted(turns[2])?.value as? String == "2× large Clam Chowder")
    }

    @Test func aCorrectionWhileASwiftIntentAsks() async throws {
        let conversation = try await exampleAssistant().conversation(context: fixedContext)
        let turns = try await script(conversation, ["get soup from soup chef", "make it three", "miso"])
        #expect(turns[1].askedParameter == "soup")
        #expect(expectCompleted(turns[2])?.value as? String == "3× Miso Soup")
    }

    @Test func anAnswerWithATypoStillReads() async throws {
        let conversation = try await exampleAssistant().conversation(context: fixedContext)
        let turns = try await script(conversation, ["order soup from soup chef", "clam chowdr"])
        expectCompleted(turns[1], dialog: "Ordered 1 Clam Chowder.")
    }

    @Test func aStringParameterIsTakenFromTheUtteranceOrAsked() async throws {
        try await TaskStore.$shared.withValue(TaskStore()) {
            let conversation = try await exampleAssistant().conversation(context: fixedContext)
            let direct = try await conversation.respond(to: "add buy bread to todo")
            expectCompleted(direct, dialog: "Added “buy bread”.")
            let turns = try await script(conversation, ["add a task to todo", "water the plants"])
            #expect(turns[0].dialog?.full == "What should I add?")
            expectCompleted(turns[1], dialog: "Added “water the plants”.")
            #expect(await TaskStore.shared.tasks.map(\.title).suffix(2) == ["buy bread", "water the plants"])
        }
    }

    @Test func anUnansweredQuestionIsAskedAgain() async throws {
        let conversation = try await exampleAssistant().conversation(context: fixedContext)
        let turns = try await script(conversation, ["navigate in landmarks", "purple elephants", "collections"])
        #expect(turns[1].askedParameter == "navigationOption")
        expectCompleted(turns[2], dialog: "Showing Collections.")
    }

    @Test func aRequestThatCompletesAtOnceLeavesThePendingQuestionOpen() async throws {
        let conversation = try await exampleAssistant().conversation(context: fixedContext)
        let turns = try await script(
            conversation, ["navigate in landmarks", "order miso soup from soup chef", "the map please"])
        expectCompleted(turns[1], dialog: "Ordered 1 Miso Soup.")
        #expect(turns[1].dialog?.full == "Ordered 1 Miso Soup. Where would you like to navigate to?")
        expectCompleted(turns[2], dialog: "Showing Map.")
    }

    @Test func disambiguationByNameAmongSearchResults() async throws {
        let conversation = try await exampleAssistant().conversation(context: fixedContext)
        let turns = try await script(conversation, ["order chicken soup from soup chef", "the tortilla one"])
        #expect(turns[0].offeredOptions == ["Chicken Noodle Soup", "Chicken Tortilla Soup"])
        expectCompleted(turns[1], dialog: "Ordered 1 Chicken Tortilla Soup.")
    }

    @Test func disambiguationByOrdinalAmongSameNamedEntities() async throws {
        try await TaskStore.$shared.withValue(TaskStore()) {
            let conversation = try await exampleAssistant().conversation(context: fixedContext)
            let turns = try await script(conversation, ["open the task buy milk in todo", "the second one"])
            #expect(turns[0].offeredOptions == ["Buy milk", "Buy milk"])
            #expect(turns[0].dialog?.full == "Which task? Buy milk (Groceries) or Buy milk (Office)")
            expectCompleted(turns[1], dialog: "Opening “Buy milk” (Office).")
            #expect(await TaskStore.shared.opened == ["3"])
        }
    }

    @Test func disambiguationAskedInsidePerform() async throws {
        try await TaskStore.$shared.withValue(TaskStore()) {
            let conversation = try await exampleAssistant().conversation(context: fixedContext)
            let turns = try await script(conversation, ["open a task in todo", "the plumber one"])
            #expect(turns[0].offeredOptions == ["Buy milk", "Call the plumber", "Buy milk"])
            #expect(turns[0].dialog?.full == "Which task?")
            expectCompleted(turns[1], dialog: "Opening “Call the plumber” (Home).")
        }
    }

    @Test func aMentionTheSearchDoesNotFindIsAskedAgainSayingSo() async throws {
        let conversation = try await exampleAssistant().conversation(context: fixedContext)
        let turns = try await script(conversation, ["order pumpkin soup from soup chef", "tomato"])
        #expect(turns[0].askedParameter == "soup")
        #expect(turns[0].dialog?.full == "I couldn't find “pumpkin soup”. Which soup would you like?")
        expectCompleted(turns[1], dialog: "Ordered 1 Tomato Soup.")
    }

    @Test func aConfirmationAccepted() async throws {
        try await TaskStore.$shared.withValue(TaskStore()) {
            let conversation = try await exampleAssistant().conversation(context: fixedContext)
            let turns = try await script(conversation, ["delete all tasks in todo", "yes"])
            #expect(turns[0].isConfirmationQuestion)
            #expect(turns[0].dialog?.full == "Delete all 3 tasks?")
            expectCompleted(turns[1], dialog: "Deleted 3 tasks.")
            #expect(await TaskStore.shared.tasks.isEmpty)
        }
    }

    @Test func aConfirmationDeclined() async throws {
        try await TaskStore.$shared.withValue(TaskStore()) {
            let conversation = try await exampleAssistant().conversation(context: fixedContext)
            let turns = try await script(conversation, ["clear all my tasks in todo", "no thanks"])
            #expect(turns[0].isConfirmationQuestion)
            #expect(turns[1].isCancelled)
            #expect(await TaskStore.shared.tasks.count == 3)
            #expect(await !conversation.isPending)
        }
    }

    @Test(arguments: ["cancel", "never mind", "Nevermind.", "forget it"])
    func cancelBeforePerform(_ word: String) async throws {
        let conversation = try await exampleAssistant().conversation(context: fixedContext)
        let turns = try await script(
            conversation, ["order soup from soup chef", word, "order miso soup from soup chef"])
        #expect(turns[1].isCancelled)
        #expect(turns[1].dialog?.full == "OK, cancelled.")
        expectCompleted(turns[2], dialog: "Ordered 1 Miso Soup.")
    }

    @Test func cancelWhilePerformWaits() async throws {
        try await TaskStore.$shared.withValue(TaskStore()) {
            let conversation = try await exampleAssistant().conversation(context: fixedContext)
            let turns = try await script(conversation, ["open a task in todo", "never mind"])
            #expect(turns[0].offeredOptions != nil)
            #expect(turns[1].isCancelled)
            #expect(await TaskStore.shared.opened.isEmpty)
        }
    }

    @Test func unauthorizedThenAuthenticateThenRetryCompletes() async throws {
        try await TaskStore.$shared.withValue(TaskStore()) {
            let conversation = try await exampleAssistant().conversation(context: fixedContext)
            let locked = try await conversation.respond(to: "delete all tasks in todo", authentication: .locked)
            guard case .unauthorized(let policy) = locked.outcome else {
                Issue.record("expected unauthorized, got \(locked.line)")
                return
            }
            #expect(policy == .requiresLocalDeviceAuthentication)
            #expect(await TaskStore.shared.tasks.count == 3)
            // known by voice, but the device is still locked: still not enough.
            let known = await conversation.resume(authentication: .authenticated)
            #expect(known?.kind == "unauthorized")
            let unlocked = await conversation.resume(authentication: .unlocked)
            #expect(unlocked?.isConfirmationQuestion == true)
            let done = try await conversation.respond(to: "yes", authentication: .unlocked)
            expectCompleted(done, dialog: "Deleted 3 tasks.")
        }
    }

    @Test func unauthorizedThenTheSameRequestAgainAfterUnlocking() async throws {
        try await TaskStore.$shared.withValue(TaskStore()) {
            let conversation = try await exampleAssistant().conversation(context: fixedContext)
            let turns = [
                try await conversation.respond(to: "delete all tasks in todo", authentication: .locked),
                try await conversation.respond(to: "delete all tasks in todo", authentication: .unlocked),
                try await conversation.respond(to: "yes", authentication: .unlocked),
            ]
            #expect(turns.map(\.kind) == ["unauthorized", "needsConfirmation", "completed"])
        }
    }

    @Test func alwaysAllowedIntentsRunWhileLocked() async throws {
        let conversation = try await exampleAssistant().conversation(context: fixedContext)
        let turn = try await conversation.respond(to: "order miso soup from soup chef", authentication: .locked)
        expectCompleted(turn, dialog: "Ordered 1 Miso Soup.")
    }

    @Test func performThrowingIsFailedWithTheError() async throws {
        let conversation = try await exampleAssistant().conversation(context: fixedContext)
        let turn = try await conversation.respond(to: "order gazpacho from soup chef")
        guard case .failed(let error) = turn.outcome else {
            Issue.record("expected failed, got \(turn.line)")
            return
        }
        #expect(error as? SoupError == .outOfStock("Gazpacho"))
        #expect(turn.dialog?.full == "That didn't work: Gazpacho is sold out today")
    }

    @Test func negativePhrasesRejectAndOtherOutcomesPassThrough() async throws {
        let conversation = try await exampleAssistant().conversation(context: fixedContext)
        let rejected = try await conversation.respond(to: "cancel my soup order in soup chef")
        guard case .rejected(let phrase) = rejected.outcome else {
            Issue.record("expected rejected, got \(rejected.line)")
            return
        }
        #expect(phrase == "Cancel my soup order in {applicationName}")
        let nothing = try await conversation.respond(to: "what is the weather on mars")
        #expect(nothing.kind == "noMatch")
    }

    @Test func aValueReturnedByPerformReachesTheTurn() async throws {
        try await TaskStore.$shared.withValue(TaskStore()) {
            let conversation = try await exampleAssistant().conversation(context: fixedContext)
            let turn = try await conversation.respond(to: "what's on my list in todo")
            let completion = expectCompleted(turn, dialog: "You have 3 tasks: Buy milk, Call the plumber, Buy milk.")
            #expect(completion?.value as? [String] == ["Buy milk", "Call the plumber", "Buy milk"])
        }
    }
}

/// A drink whose order `perform()` confirms before it acts.
enum TeaKind: String, AppEnum {
    case green, black, mint

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Tea"
    static let caseDisplayRepresentations: [TeaKind: DisplayRepresentation] = [
        .green: "Green Tea", .black: "Black Tea", .mint: "Mint Tea",
    ]
}

/// Counts the teas brewed, so a test sees that an abandoned `perform()` brewed nothing.
actor Teapot {
    static let shared = Teapot()
    private(set) var brewed: [TeaKind] = []
    func brew(_ tea: TeaKind) { brewed.append(tea) }
}

struct BrewTeaIntent: AppIntent {
    static let title: LocalizedStringResource = "Brew Tea"
    @Parameter(title: "Tea") var tea: TeaKind

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await requestConfirmation(dialog: "Brew \(tea.rawValue) tea?")
        await Teapot.shared.brew(tea)
        return .result(dialog: "Brewing \(tea.rawValue) tea.")
    }
}

struct TeaShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: BrewTeaIntent(), phrases: ["Brew \(\.$tea) in \(.applicationName)"], shortTitle: "Brew",
            systemImageName: "cup.and.saucer")
    }
}

@Suite struct PerformConfirmationTests {
    @Test func aCorrectionToPerformsConfirmationRunsItAgainWithTheNewValue() async throws {
        let assistant = try await Assistant(apps: [AppRegistration(name: "Teahouse", shortcuts: TeaShortcuts.self)])
        let conversation = assistant.conversation(context: fixedContext)
        let turns = try await script(
            conversation, ["brew green tea in teahouse", "no, make it mint tea", "yeah go ahead"])
        #expect(turns[0].dialog?.full == "Brew green tea?")
        #expect(turns[1].isConfirmationQuestion)
        #expect(turns[1].dialog?.full == "Brew mint tea?")
        expectCompleted(turns[2], dialog: "Brewing mint tea.")
        #expect(await Teapot.shared.brewed == [.mint])
    }
}
