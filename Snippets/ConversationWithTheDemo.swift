import Phrasebook

let model = try DemoApps.model()
let assistant = try await Assistant(apps: model.apps.map(AppRegistration.init(manifest:)))
let conversation = assistant.conversation()
for utterance in ["order soup in soup chef", "the miso one", "cancel my order in soup chef", "yes"] {
    let turn = try await conversation.respond(to: utterance, authentication: .unlocked)
    print("\(utterance) → \(turn.kind): \(turn.dialog?.full ?? "")")
}
// order soup in soup chef → needsValue: Which soup would you like?
// the miso one → completed: Ordered 1 Miso Soup. It will be ready in about 15 minutes.
// cancel my order in soup chef → needsConfirmation: Cancel your soup order?
// yes → completed: Your soup order has been canceled.
