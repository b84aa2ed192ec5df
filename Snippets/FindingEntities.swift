import Foundation
import Phrasebook

struct MessageEntity: IndexedEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Message", synonyms: ["email", "text"])
    static let defaultQuery = MessageQuery()

    let id: String
    @Property(title: "Subject", indexingKey: .title) var subject = ""
    @Property(title: "Sender", indexingKey: .authorNames) var sender = ""
    @Property(title: "Date", indexingKey: .contentCreationDate) var date = Date()
    @Property(title: "Read") var isRead = true

    init(id: String, subject: String, sender: String, hoursAgo: Double, isRead: Bool = true) {
        self.id = id
        self.subject = subject
        self.sender = sender
        self.date = Date(timeIntervalSince1970: 1_795_000_000 - hoursAgo * 3_600)
        self.isRead = isRead
    }

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(subject)") }
}

struct MessageQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [MessageEntity] { [] }
}

struct ReplyIntent: AppIntent {
    static let title: LocalizedStringResource = "Reply"
    @Parameter(title: "Message") var message: MessageEntity

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Replying to “\(message.subject)” from \(message.sender).")
    }
}

struct MailShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: ReplyIntent(), phrases: ["Reply to \(\.$message) [in \(.applicationName)]"], shortTitle: "Reply",
            systemImageName: "arrowshape.turn.up.left")
    }
}

let assistant = try await Assistant(apps: [AppRegistration(name: "Mail", shortcuts: MailShortcuts.self)])
try await assistant.indexAppEntities([
    MessageEntity(id: "m1", subject: "Lunch on Friday?", sender: "Frank Miller", hoursAgo: 1, isRead: false),
    MessageEntity(id: "m2", subject: "Lunch next week", sender: "Alice Chen", hoursAgo: 5),
    MessageEntity(id: "m3", subject: "Budget numbers", sender: "Frank Miller", hoursAgo: 9),
])
let conversation = assistant.conversation()
for request in [
    "reply to frnak's email about lunch", "reply to my last message from alice", "reply to the unread email",
    "reply to the email about lunch", "reply to this email",
] {
    print(try await conversation.respond(to: request).dialog?.full ?? "")
    _ = await conversation.cancel()
}
let onscreen = [EntityIdentifier(for: MessageEntity.self, identifier: "m3")]
print(try await conversation.respond(to: "reply to this email", onscreen: onscreen).dialog?.full ?? "")
print(assistant.search("frank lunch", limit: 2).map(\.title))
// Replying to “Lunch on Friday?” from Frank Miller.
// Replying to “Lunch next week” from Alice Chen.
// Replying to “Lunch on Friday?” from Frank Miller.
// Which message? Lunch on Friday? or Lunch next week
// Which message?
// Replying to “Budget numbers” from Frank Miller.
// ["Lunch on Friday?", "Lunch next week"]
