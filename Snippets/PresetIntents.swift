import Phrasebook

struct MarkMailIntent: AppIntent {
    static let title: LocalizedStringResource = "Mark Mail"

    @Parameter(title: "Message")
    var message: String
    @Parameter(title: "Read")
    var isRead: Bool

    init() {}

    init(isRead: Bool) {
        self.isRead = isRead
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Marked “\(message)” as \(isRead ? "read" : "unread").")
    }
}

struct MailShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: MarkMailIntent(isRead: true), phrases: ["Mark \(\.$message) as read in \(.applicationName)"],
            shortTitle: "Mark Read", systemImageName: "envelope.open")
        AppShortcut(
            intent: MarkMailIntent(isRead: false), phrases: ["Mark \(\.$message) as unread in \(.applicationName)"],
            shortTitle: "Mark Unread", systemImageName: "envelope.badge")
    }
}

let assistant = try await Assistant(apps: [AppRegistration(name: "Mailbox", shortcuts: MailShortcuts.self)])
for utterance in ["mark the invoice as read in mailbox", "mark the newsletter as unread in mailbox"] {
    let turn = try await assistant.conversation().respond(to: utterance)
    print(turn.dialog?.full ?? "")
}
// Marked “the invoice” as read.
// Marked “the newsletter” as unread.
