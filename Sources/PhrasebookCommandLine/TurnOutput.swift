import PhraseMatching
import Phrasebook

/// How `chat` and `serve` print one turn of a conversation.
enum TurnOutput {
    /// One turn as JSON: `text, outcome, app, intent, dialog, parameter, options, parameters, reason,
    /// summary, target, snippet`.
    static func json(_ turn: ConversationTurn, text: String) -> JSONObject {
        var object = JSONObject()
        object.set("text", .string(text))
        object.set("outcome", .string(turn.kind))
        object.set("app", turn.app.map(JSONValue.string) ?? .null)
        object.set("intent", turn.intent.map(JSONValue.string) ?? .null)
        object.set("dialog", turn.dialog.map { .string($0.full) } ?? .null)
        var parameter: String?
        var options: [String] = []
        var values = JSONObject()
        var reason: String?
        var snippet: IntentSnippet?
        switch turn.outcome {
        case .needsValue(let name, _): parameter = name
        case .needsDisambiguation(let name, let offered, _):
            parameter = name
            options = offered
        case .completed(let completion):
            for item in completion.parameters { values.set(item.name, item.value.json) }
            snippet = completion.snippet
        case .noMatch:
            reason = turn.match?.reason?.description
        default: break
        }
        object.set("parameter", parameter.map(JSONValue.string) ?? .null)
        object.set("options", .array(options.map(JSONValue.string)))
        object.set("parameters", .object(values))
        object.set("reason", reason.map(JSONValue.string) ?? .null)
        object.set("summary", turn.summary.map(JSONValue.string) ?? .null)
        object.set("target", turn.target?.json ?? .null)
        object.set("snippet", snippet?.json ?? .null)
        return object
    }

    /// The lines a person reads: the dialog, and numbered options when there is a choice.
    static func lines(_ turn: ConversationTurn) -> [String] {
        var lines = [turn.dialog?.full ?? "Done."]
        // the summary, unless the question says it already ("Did you mean “Order Soup, quantity 2”?").
        if case .needsConfirmation = turn.outcome, let summary = turn.summary, !lines[0].contains(summary) {
            lines.append("  (\(summary))")
        }
        if let target = turn.target { lines.append("  → \(target.title)") }
        if case .needsDisambiguation(_, let options, _) = turn.outcome {
            for (index, option) in options.enumerated() { lines.append("  \(index + 1). \(option)") }
        }
        return lines
    }
}

extension AuthenticationState {
    /// The states, for messages: "unlocked, authenticated, locked".
    static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
