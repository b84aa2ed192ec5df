import AssistantSchemas
import Phrasebook

struct ComposeMail: AppIntent {
    static let title: LocalizedStringResource = "Compose Mail"
    static var schema: AppSchema? { .mail.createDraft }

    @Parameter(title: "To")
    var to: [IntentPerson]
    @Parameter(title: "Subject")
    var subject: String?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(
            dialog:
                "Drafted an email to \(to.map(\.displayName).joined(separator: " and ")) about \(subject ?? "nothing")."
        )
    }
}

struct MailboxShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: ComposeMail(), phrases: ["New email in \(.applicationName)"], shortTitle: "Compose",
            systemImageName: "envelope")
    }
}

let assistant = try await Assistant(
    apps: [AppRegistration(name: "Mailbox", shortcuts: MailboxShortcuts.self)],
    schemas: SchemaCatalog.all)
let conversation = assistant.conversation()
for utterance in ["email bob and carol about the budget", "set a timer for 5 minutes"] {
    let turn = try await conversation.respond(to: utterance)
    print("\(utterance) → \(turn.kind) \(turn.match?.schema ?? "-"): \(turn.dialog?.full ?? "")")
}
print(assistant.warnings.map(\.message))
// email bob and carol about the budget → completed mail.createDraft: Drafted an email to Bob and Carol about the budget.
// set a timer for 5 minutes → noMatch clock.createTimer: Sorry, I didn't get that.
// ["app Mailbox adopts part of the mail group but not mail.archiveMail, mail.deleteDraft, mail.deleteMail, mail.forwardMail, mail.openDraft, mail.openMessage, mail.replyMail, mail.saveDraft, mail.sendDraft, mail.updateDraft, mail.updateMail"]
