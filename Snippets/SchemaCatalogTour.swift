import AssistantSchemas
import Phrasebook

let draft = AppSchema.mail.createDraft
print(draft)
print(draft.phrases[0].text)
print(SchemaCatalog.schema("clock.createTimer")?.parameters.map(\.name) ?? [])
// mail.createDraft(to: [Person], cc: [Person]?, bcc: [Person]?, subject: String?, body: String?, account: mail.account?, attachments: [IntentFile]?) -> mail.draft
// (compose|write|draft|start|create) (a|an|a new|new) (email|mail|e-mail)
// ["duration", "label"]
