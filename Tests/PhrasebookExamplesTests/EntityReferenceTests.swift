import Foundation
import Phrasebook
import PhrasebookExamples
import Testing

/// Spoken references in conversations with the example apps: the index (Mail, Recipes), what is
/// on screen ("this email"), and a value carried from one app to another (Contacts → UnicornChat).
@Suite struct EntityReferenceTests {
    /// The mail, cooking, contacts and chat apps, with the mailbox, recipes and a pasta timer indexed.
    static func assistant(mailbox: Mailbox) async throws -> Assistant {
        let assistant = try await Assistant(apps: [
            AppRegistration(name: "Mail", shortcuts: MailAppShortcuts.self),
            AppRegistration(name: "Recipes", shortcuts: RecipesShortcuts.self),
            AppRegistration(name: "Contacts", shortcuts: ContactsShortcuts.self),
            AppRegistration(name: "UnicornChat", synonyms: ["unicorn chat"], shortcuts: UnicornChatShortcuts.self),
        ])
        try await assistant.indexAppEntities(await mailbox.messages)
        try await assistant.indexAppEntities(RecipeEntity.sample)
        try await assistant.indexAppEntities([
            KitchenTimerEntity(id: "t1", label: "Pasta"), KitchenTimerEntity(id: "t2", label: "Eggs"),
        ])
        return assistant
    }

    @Test(arguments: [
        "reply to Frank's email about lunch", "reply to frnak's email about lunch",
        "reply to the email from frank about lunch", "reply to the email from frnak about lunch",
    ])
    func aReferenceFindsTheRightMessage(_ request: String) async throws {
        let mailbox = Mailbox()
        let assistant = try await Self.assistant(mailbox: mailbox)
        #expect(await mailbox.messages.count >= 20)
        let turn = try await Mailbox.$shared.withValue(mailbox) {
            try await assistant.conversation().respond(to: request)
        }
        expectCompleted(turn, dialog: "Replying to “Lunch on Friday?” from Frank Miller.")
        #expect(await mailbox.replies == ["m1"])
    }

    @Test func deleteMyLastMessagePicksTheNewest() async throws {
        let mailbox = Mailbox()
        let assistant = try await Self.assistant(mailbox: mailbox)
        let newest = try #require(await mailbox.messages.max { $0.date < $1.date })
        let turn = try await Mailbox.$shared.withValue(mailbox) {
            try await assistant.conversation().respond(to: "delete my last message")
        }
        expectCompleted(turn, dialog: "Deleted “\(newest.subject)”.")
        #expect(await !mailbox.messages.contains { $0.id == newest.id })
    }

    @Test func severalCloseMessagesAreAskedAbout() async throws {
        let mailbox = Mailbox()
        let assistant = try await Self.assistant(mailbox: mailbox)
        let conversation = assistant.conversation()
        let turns = try await Mailbox.$shared.withValue(mailbox) {
            try await script(conversation, ["reply to the email about lunch", "lunch next week"])
        }
        #expect(Set(turns[0].offeredOptions ?? []).isSuperset(of: ["Lunch on Friday?", "Lunch next week"]))
        expectCompleted(turns[1], dialog: "Replying to “Lunch next week” from Alice Chen.")
    }

    @Test func aReferenceToNothingAsksAgainQuotingIt() async throws {
        let assistant = try await Self.assistant(mailbox: Mailbox())
        let turn = try await assistant.conversation().respond(to: "reply to the email from zelda about the spaceship")
        #expect(turn.askedParameter == "message")
        #expect(turn.dialog?.full.contains("“the email from zelda about the spaceship”") == true)
    }

    @Test func sendThisEmailSendsTheDraftOnScreen() async throws {
        let mailbox = Mailbox()
        let assistant = try await Self.assistant(mailbox: mailbox)
        let turn = try await Mailbox.$shared.withValue(mailbox) {
            try await assistant.conversation().respond(
                to: "send this email", onscreen: [EntityIdentifier(for: MessageEntity.self, identifier: "draft1")])
        }
        expectCompleted(turn, dialog: "Sent “Re: Lunch on Friday?”.")
        #expect(await mailbox.sent == ["draft1"])
    }

    @Test func sendThisEmailWithNothingOnScreenAsksWhich() async throws {
        let mailbox = Mailbox()
        let assistant = try await Self.assistant(mailbox: mailbox)
        let turn = try await Mailbox.$shared.withValue(mailbox) {
            try await assistant.conversation().respond(to: "send this email")
        }
        #expect(turn.askedParameter == "message")
        #expect(await mailbox.sent.isEmpty)
    }

    @Test func severalMessagesOnScreenAreAskedAbout() async throws {
        let mailbox = Mailbox()
        let assistant = try await Self.assistant(mailbox: mailbox)
        let onscreen = ["m1", "m2"].map { EntityIdentifier(for: MessageEntity.self, identifier: $0) }
        let turn = try await Mailbox.$shared.withValue(mailbox) {
            try await assistant.conversation().respond(to: "delete this message", onscreen: onscreen)
        }
        #expect(turn.offeredOptions == ["Lunch on Friday?", "Lunch next week"])
    }

    @Test func sendThisContactMovesTheValueAcrossApps() async throws {
        let assistant = try await Self.assistant(mailbox: Mailbox())
        let turn = try await assistant.conversation().respond(
            to: "send this contact to Bob in UnicornChat",
            onscreen: [EntityIdentifier(for: ContactEntity.self, identifier: "c1")])
        #expect(turn.app == "UnicornChat")
        expectCompleted(turn, dialog: "Sent Carol Baker's card to Bob.")
    }

    @Test func recipesAndTimersResolveThroughTheIndex() async throws {
        let assistant = try await Self.assistant(mailbox: Mailbox())
        let conversation = assistant.conversation()
        expectCompleted(
            try await conversation.respond(to: "show me the mushroom pasta"),
            dialog: "Here is Creamy Mushroom Pasta: pasta, mushrooms, cream, in 30 minutes.")
        expectCompleted(
            try await conversation.respond(to: "add 5 minutes to the pasta timer"),
            dialog: "Added 5 minutes to the Pasta timer.")
    }

    @Test func searchRanksIndexedEntitiesAcrossApps() async throws {
        let assistant = try await Self.assistant(mailbox: Mailbox())
        let found = assistant.search("pasta recipes with mushrooms", limit: 3)
        #expect(found.first?.identifier == "r1")
        #expect(found.allSatisfy { $0.typeName == "RecipeEntity" })
        #expect(assistant.search("lunch", limit: 10).contains { $0.identifier == "m1" && $0.app == "Mail" })
    }

    @Test func deletedEntitiesLeaveTheIndex() async throws {
        let assistant = try await Self.assistant(mailbox: Mailbox())
        try await assistant.deleteAppEntities(identifiedBy: ["r1"], ofType: RecipeEntity.self)
        #expect(!assistant.search("mushroom pasta", limit: 5).contains { $0.identifier == "r1" })
    }
}
