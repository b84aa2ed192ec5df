import Foundation
import Phrasebook

/// `phrasebook chat`: a conversation with the manifest's apps through the ``Assistant``: it asks
/// for missing values, offers choices, confirms, and answers with the intent's dialog.
///
/// Each UTTERANCE argument (or, with none, each line of standard input) is one turn. A line
/// `:auth STATE` reports a new authentication state (unlocked, authenticated, locked) and
/// retries a request that was refused for it.
enum ChatCommand {
    static func run(_ arguments: [String]) async -> Int32 {
        do {
            var rest = arguments
            var authentication = AuthenticationState.unlocked
            if let flag = rest.firstIndex(of: "--auth") {
                guard flag + 1 < rest.count else { throw CommandError("--auth needs a value") }
                authentication = try state(rest[flag + 1])
                rest.removeSubrange(flag...(flag + 1))
            }
            let options = try MatchCommand.parse(rest)
            let path = options.manifest ?? DemoManifest.path
            let assistant = try await startAssistant(path, exact: options.exact)
            let conversation = assistant.conversation(context: options.valueContext)
            var lines = options.utterances.makeIterator()
            var statistics = MatchStatistics()
            let clock = ContinuousClock()
            defer { if options.stats { Output.error(statistics.summary.replacingOccurrences(of: "utterances: matching", with: "turns: responding")) } }
            while let line = options.utterances.isEmpty ? readLine(strippingNewline: true) : lines.next() {
                if line.hasPrefix(":auth") {
                    authentication = try state(line.dropFirst(":auth".count).trimmingCharacters(in: .whitespaces))
                    if let turn = await conversation.resume(authentication: authentication) { say(turn, text: line, json: options.json) }
                    continue
                }
                let start = clock.now
                let turn = try await conversation.respond(to: line, authentication: authentication)
                statistics.record(clock.now - start, expansions: turn.match?.expansions ?? 0)
                say(turn, text: line, json: options.json)
            }
            return 0
        } catch {
            Output.error("phrasebook chat: \(error)")
            return 1
        }
    }

    private static func state(_ text: String) throws -> AuthenticationState {
        guard let state = AuthenticationState(rawValue: text) else {
            throw CommandError("--auth: '\(text)' is not a state (states are: unlocked, authenticated, locked)")
        }
        return state
    }

    /// The assistant of the manifest at `path` (with the schema catalog, as `match` loads it).
    private static func startAssistant(_ path: String, exact: Bool) async throws -> Assistant {
        do {
            let model = try MatchCommand.loadModel(path)
            return try await Assistant(apps: model.apps.map(AppRegistration.init(manifest:)), schemas: model.schemas,
                                       options: exact ? .exact : MatchOptions())
        } catch {
            throw CommandError("\(path): the manifest has errors\n\n\(error)")
        }
    }

    private static func say(_ turn: ConversationTurn, text: String, json: Bool) {
        guard !json else {
            Output.write(turnJSON(turn, text: text).serialized())
            return
        }
        Output.write(turn.dialog?.full ?? "Done.")
        if case .needsDisambiguation(_, let options, _) = turn.outcome {
            for (index, option) in options.enumerated() { Output.write("  \(index + 1). \(option)") }
        }
    }

    /// One turn as JSON: `text, outcome, app, intent, dialog, parameter, options, parameters`.
    static func turnJSON(_ turn: ConversationTurn, text: String) -> JSONValue {
        var object = JSONObject()
        object.set("text", .string(text))
        object.set("outcome", .string(turn.kind))
        object.set("app", turn.app.map(JSONValue.string) ?? .null)
        object.set("intent", turn.intent.map(JSONValue.string) ?? .null)
        object.set("dialog", turn.dialog.map { .string($0.full) } ?? .null)
        var parameter: String?
        var options: [String] = []
        var values = JSONObject()
        switch turn.outcome {
        case .needsValue(let name, _): parameter = name
        case .needsDisambiguation(let name, let offered, _):
            parameter = name
            options = offered
        case .completed(let completion):
            for item in completion.parameters { values.set(item.name, item.value.json) }
        default: break
        }
        object.set("parameter", parameter.map(JSONValue.string) ?? .null)
        object.set("options", .array(options.map(JSONValue.string)))
        object.set("parameters", .object(values))
        return .object(object)
    }
}
