import Phrasebook

let model = try DemoApps.model()
let assistant = try await Assistant(apps: model.apps.map(AppRegistration.init(manifest:)))
let conversation = assistant.conversation()
var turn = try await conversation.respond(to: "clear my to do list", authentication: .locked)
print("locked → \(turn.kind): \(turn.dialog?.full ?? "")")
if let resumed = await conversation.resume(authentication: .authenticated) {
    print("authenticated → \(resumed.kind): \(resumed.dialog?.full ?? "")")
}
turn = try await conversation.respond(to: "yes", authentication: .authenticated)
print("yes → \(turn.kind): \(turn.dialog?.full ?? "")")
// locked → unauthorized: Please authenticate first.
// authenticated → needsConfirmation: Delete all of your tasks? This can't be undone.
// yes → completed: All of your tasks have been deleted.
