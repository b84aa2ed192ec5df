import Foundation
import Phrasebook
import PhrasebookExamples
import Testing

/// Isolation on the Swift API: authentication is enforced on every path to `perform()`, a
/// conversation's answers never reach another's request, and an app's negative phrases stay in
/// their lane.
@Suite struct IsolationTests {
    // MARK: Authentication

    /// Every way a request requiring authentication can be pushed towards `perform()` while the
    /// device is locked: the request itself, a retry, an answer to its question.
    @Test func aRequestRequiringAuthenticationNeverRunsLocked() async throws {
        try await TaskStore.$shared.withValue(TaskStore()) {
            let conversation = try await exampleAssistant().conversation(context: fixedContext)
            let turns = try await script(
                conversation, ["delete all tasks in todo", "yes", "delete all tasks in todo", "please"],
                authentication: .locked)
            #expect(turns.map(\.kind) == ["unauthorized", "unauthorized", "unauthorized", "unauthorized"])
            #expect(await conversation.resume(authentication: .locked)?.kind == "unauthorized")
            #expect(await conversation.resume(authentication: .authenticated)?.kind == "unauthorized")
            #expect(await TaskStore.shared.tasks.count == 3)
        }
    }

    /// `perform()` started while unlocked asks for a confirmation; a "yes" from a locked device
    /// must not let it go on. The question stays open and is answered once unlocked.
    @Test func anAnswerFromALockedDeviceDoesNotLetPerformGoOn() async throws {
        try await TaskStore.$shared.withValue(TaskStore()) {
            let conversation = try await exampleAssistant().conversation(context: fixedContext)
            let asked = try await conversation.respond(to: "delete all tasks in todo", authentication: .unlocked)
            #expect(asked.isConfirmationQuestion)
            let locked = try await conversation.respond(to: "yes", authentication: .locked)
            #expect(locked.kind == "unauthorized")
            let knownByVoice = try await conversation.respond(to: "yes", authentication: .authenticated)
            #expect(knownByVoice.kind == "unauthorized")
            #expect(await TaskStore.shared.tasks.count == 3)
            #expect(await conversation.isPending)
            #expect(await conversation.resume(authentication: .unlocked)?.isConfirmationQuestion == true)
            expectCompleted(
                try await conversation.respond(to: "yes", authentication: .unlocked), dialog: "Deleted 3 tasks.")
        }
    }

    /// A value asked before `perform()` and given while locked: checked again before it runs.
    @Test func aValueGivenWhileLockedIsCheckedBeforePerform() async throws {
        let assistant = try await Assistant(apps: [AppRegistration(name: "Bank", shortcuts: BankShortcuts.self)])
        let conversation = assistant.conversation(context: fixedContext)
        let asked = try await conversation.respond(to: "send money with bank", authentication: .unlocked)
        #expect(asked.askedParameter == "amount")
        let locked = try await conversation.respond(to: "50", authentication: .locked)
        #expect(locked.kind == "unauthorized")
        #expect(await Ledger.shared.total == 0)
        let unlocked = await conversation.resume(authentication: .authenticated)
        expectCompleted(try #require(unlocked), dialog: "Sent 50.")
    }

    // MARK: Conversations

    /// Two conversations each wait for an answer; each answer completes only its own request.
    @Test func anAnswerNeverCompletesAnotherConversationsRequest() async throws {
        let assistant = try await Assistant(apps: [AppRegistration(name: "Bank", shortcuts: BankShortcuts.self)])
        let first = assistant.conversation(context: fixedContext)
        let second = assistant.conversation(context: fixedContext)
        #expect(try await first.respond(to: "send money with bank").askedParameter == "amount")
        // the second conversation has no question pending: "20" is not an answer there.
        let stray = try await second.respond(to: "20")
        #expect(stray.completion == nil)
        #expect(await !second.isPending)
        #expect(try await second.respond(to: "send money with bank").askedParameter == "amount")
        expectCompleted(try await second.respond(to: "7"), dialog: "Sent 7.")
        expectCompleted(try await first.respond(to: "20"), dialog: "Sent 20.")
    }

    /// The same with `perform()` waiting on a question, and many conversations at once: each
    /// completion carries its own conversation's value.
    @Test func concurrentConversationsKeepTheirOwnPendingState() async throws {
        let assistant = try await Assistant(apps: [AppRegistration(name: "Bank", shortcuts: BankShortcuts.self)])
        let results = try await withThrowingTaskGroup(of: (Int, String?).self) { group in
            for index in 1...16 {
                group.addTask {
                    let conversation = assistant.conversation(context: fixedContext)
                    // perform() asks for a memo; the answer comes after the others have asked theirs.
                    _ = try await conversation.respond(to: "send \(index) with a memo with bank")
                    await Task.yield()
                    let done = try await conversation.respond(to: "memo \(index)")
                    return (index, done.completion?.dialog?.full)
                }
            }
            var results: [Int: String?] = [:]
            for try await (index, dialog) in group { results[index] = dialog }
            return results
        }
        for index in 1...16 { #expect(results[index] == "Sent \(index) with memo \(index).") }
    }

    // MARK: Negative phrases

    @Test func anAppsNegativePhrasesDoNotVetoAnotherAppsPhrases() async throws {
        let assistant = try await Assistant(apps: [
            AppRegistration(name: "Bakery", shortcuts: BakeryShortcuts.self),
            AppRegistration(name: "Florist", shortcuts: FloristShortcuts.self),
        ])
        let conversation = assistant.conversation(context: fixedContext)
        // the Bakery's negative phrase shares words with the Florist's phrase, but reads the
        // utterance less well: the Florist's match stands.
        for utterance in ["order flowers in florist", "order flowers", "order some flowers"] {
            let turn = try await conversation.respond(to: utterance)
            #expect(turn.app == "Florist", "\(utterance): \(turn.line)")
            #expect(turn.completion != nil, "\(utterance): \(turn.line)")
        }
        // the Bakery's own phrases are vetoed by it.
        let own = try await conversation.respond(to: "order flowers from the bakery")
        #expect(own.kind == "rejected", "\(own.line)")
        // and when it reads the utterance better than the Florist's phrase does, it vetoes that too.
        let better = try await conversation.respond(to: "order flowers made of sugar")
        #expect(better.kind == "rejected", "\(better.line)")
    }
}

// MARK: - Declarations

actor Ledger {
    static let shared = Ledger()
    private(set) var total = 0
    func send(_ amount: Int) { total += amount }
}

struct SendMoneyIntent: AppIntent {
    static let title: LocalizedStringResource = "Send Money"
    static let authenticationPolicy: IntentAuthenticationPolicy = .requiresAuthentication
    @Parameter(title: "Amount", requestValueDialog: "How much?") var amount: Int

    func perform() async throws -> some IntentResult & ProvidesDialog {
        await Ledger.shared.send(amount)
        return .result(dialog: "Sent \(amount).")
    }
}

/// Asks for the memo from inside `perform()`.
struct SendMoneyWithMemoIntent: AppIntent {
    static let title: LocalizedStringResource = "Send Money With Memo"
    @Parameter(title: "Amount") var amount: Int
    @Parameter(title: "Memo") var memo: String?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let text = try await $memo.requestValue("What's the memo?")
        return .result(dialog: "Sent \(amount) with \(text).")
    }
}

struct BankShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: SendMoneyIntent(),
            phrases: ["Send money (with|in) \(.applicationName)", "Send \(\.$amount) (with|in) \(.applicationName)"],
            shortTitle: "Send", systemImageName: "banknote")
        AppShortcut(
            intent: SendMoneyWithMemoIntent(), phrases: ["Send \(\.$amount) with a memo (with|in) \(.applicationName)"],
            shortTitle: "Send with memo", systemImageName: "banknote")
    }
}

struct OrderBreadIntent: AppIntent {
    static let title: LocalizedStringResource = "Order Bread"
    func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Bread is on its way.") }
}

struct BakeryShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: OrderBreadIntent(), phrases: ["Order [some] (bread|flowers) [from] [the] \(.applicationName)"],
            shortTitle: "Bread", systemImageName: "birthday.cake")
    }
    static var negativePhrases: NegativeAppShortcutPhrases {
        NegativeAppShortcutPhrases(phrases: [
            "Order flowers from the \(.applicationName)", "Order flowers made of sugar",
        ])
    }
}

struct OrderFlowersIntent: AppIntent {
    static let title: LocalizedStringResource = "Order Flowers"
    func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Flowers are on their way.") }
}

struct FloristShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: OrderFlowersIntent(), phrases: ["Order [some] flowers [in \(.applicationName)]"],
            shortTitle: "Flowers", systemImageName: "camera.macro")
    }
}
