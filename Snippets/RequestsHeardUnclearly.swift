import Phrasebook

let model = try DemoApps.model()
let assistant = try await Assistant(
    apps: model.apps.map(AppRegistration.init(manifest:)), confirmationThreshold: 0.9)
let conversation = assistant.conversation()
var turn = try await conversation.respond(to: "order two tomato soups for me in soup chef")
print("heard → \(turn.kind): \(turn.dialog?.full ?? "")")
turn = try await conversation.respond(to: "yes")
print("yes → \(turn.kind): \(turn.dialog?.full ?? "")")
// heard → needsConfirmation: Did you mean “Order Tomato Soup, quantity 2”?
// yes → completed: Ordered 2 Tomato Soups. It will be ready in about 15 minutes.
