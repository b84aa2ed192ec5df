import Foundation
import PhraseMatching
import Phrasebook

/// `phrasebook chat`: a conversation with the manifest's apps through the ``Assistant``: it asks
/// for missing values, offers choices, confirms, and answers with the intent's dialog.
enum ChatCommand: Command {
    static let auth = CommandOption(
        name: "--auth", valueName: "STATE",
        help: "the authentication state: unlocked (default), authenticated or locked")
    static let stats = CommandOption(
        name: "--stats", valueName: nil, help: "print responding time and search work per turn to standard error")

    static let verb = Verb(
        name: "chat", summary: "hold a conversation with the manifest's apps",
        arguments: "[UTTERANCE…]",
        options: [
            CommonOptions.manifest, CommonOptions.json, CommonOptions.now, CommonOptions.exact,
            CommonOptions.confirmBelow, auth, stats,
        ],
        discussion: """
            Each UTTERANCE (or, with none, each line of standard input) is one turn of one
            conversation: the assistant asks for missing values, offers choices, confirms, and
            answers with the intent's dialog. A line ":auth STATE" reports a new authentication
            state and retries a request that was refused for it. A line ":onscreen TYPE ID [TYPE ID…]"
            says which entities are on screen from then on ("send this email"); ":onscreen" alone
            clears the screen. A bad control line is reported
            (with --json, as {"text", "error"}) and the conversation goes on.
            With --json, one object per turn with the keys text, outcome, app, intent, dialog,
            parameter, options, parameters, reason, summary, target and snippet.
            """)

    static func run(_ arguments: ParsedArguments) async throws -> Int32 {
        let authentication =
            try arguments.value(auth, as: "a state (states are: \(AuthenticationState.names))") {
                AuthenticationState(rawValue: $0)
            } ?? .unlocked
        let context = try CommonOptions.valueContext(arguments)
        let options = CommonOptions.matchOptions(arguments)
        let assistant = try await ManifestSource(arguments).assistant(
            options: options, confirmationThreshold: try CommonOptions.confirmationThreshold(arguments))
        var session = ChatSession(
            conversation: assistant.conversation(context: context), authentication: authentication,
            json: arguments.has(CommonOptions.json), stats: arguments.has(stats))
        if !arguments.positionals.isEmpty {
            for (index, line) in arguments.positionals.enumerated() {
                await session.take(.text(line), number: index + 1)
            }
        } else {
            ServeLoop.prepareInBackground(assistant)
            var reader = LineReader(maxLineBytes: options.maxInputLength)
            Terminal.prompt()
            while let line = try reader.next() {
                await session.take(line, number: reader.lineNumber)
                Terminal.prompt()
            }
        }
        if arguments.has(stats) { Output.error(session.statistics.summary(noun: "turns", verb: "responding")) }
        return ExitStatus.success
    }
}

/// One `chat` conversation: takes lines, control lines among them, and prints every answer.
struct ChatSession {
    let conversation: Conversation
    var authentication: AuthenticationState
    /// The entities on screen, as the last ":onscreen" line said.
    var onscreen: [EntityIdentifier] = []
    let json: Bool
    let stats: Bool
    var statistics = MatchStatistics()

    /// Answers one line; a problem with the line is reported and the conversation goes on.
    mutating func take(_ line: InputLine, number: Int) async {
        switch line {
        case .tooLong(let prefix, let length):
            report(
                NoMatchReason.inputTooLong(length: length, limit: conversation.assistant.options.maxInputLength)
                    .description,
                text: prefix, number: number)
        case .text(let text) where ControlLine.isControl(text):
            do {
                switch try ControlLine.read(text) {
                case .authentication(let state): authentication = state
                case .onscreen(let entities):
                    onscreen = entities
                    return
                }
            } catch {
                report(error.message, text: text, number: number)
                return
            }
            if let turn = await conversation.resume(authentication: authentication) { say(turn, text: text) }
        case .text(let text):
            let clock = ContinuousClock()
            let start = clock.now
            // respond throws only when the task is cancelled, which nothing here does.
            guard
                let turn = try? await conversation.respond(to: text, authentication: authentication, onscreen: onscreen)
            else { return }
            if stats { statistics.record(clock.now - start, expansions: turn.match?.expansions ?? 0) }
            say(turn, text: text)
        }
    }

    private func say(_ turn: ConversationTurn, text: String) {
        if json {
            Output.write(JSONValue.object(TurnOutput.json(turn, text: text)).serialized())
        } else {
            for line in TurnOutput.lines(turn) { Output.write(line) }
        }
    }

    /// A line that is not a turn: an object with `error` under `--json`, else a line on standard error.
    private func report(_ message: String, text: String, number: Int) {
        if json {
            var object = JSONObject()
            object.set("text", .string(text))
            object.set("error", .string(message))
            Output.write(JSONValue.object(object).serialized())
        } else {
            Output.error("phrasebook chat: line \(number): \(message)")
        }
    }
}

/// Lines that talk to `chat` itself rather than to the assistant: ":" and a word, such as ":auth locked".
enum ControlLine {
    static let commands = [":auth", ":onscreen"]

    struct Problem: Error {
        var message: String
    }

    /// What a control line says.
    enum Control {
        case authentication(AuthenticationState)
        case onscreen([EntityIdentifier])
    }

    /// Reads a control line: ":auth STATE" or ":onscreen TYPE ID [TYPE ID…]".
    static func read(_ line: String) throws(Problem) -> Control {
        let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
        guard words.first == ":onscreen" else { return .authentication(try authentication(in: line)) }
        let pairs = words.dropFirst()
        guard pairs.count.isMultiple(of: 2) else {
            throw Problem(message: "':onscreen' takes pairs of a type and an id, such as ':onscreen MessageEntity m1'")
        }
        return .onscreen(
            stride(from: pairs.startIndex, to: pairs.endIndex, by: 2).map {
                EntityIdentifier(typeName: pairs[$0], identifier: pairs[$0 + 1])
            })
    }

    /// Whether `line` is a control line: ":" followed by a letter.
    static func isControl(_ line: String) -> Bool {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        return trimmed.first == ":" && trimmed.dropFirst().first?.isLetter == true
    }

    /// The state a ":auth STATE" line reports.
    static func authentication(in line: String) throws(Problem) -> AuthenticationState {
        let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let command = words.first, command == ":auth" else {
            var message =
                "unknown control line '\(words.first ?? line)' (control lines are: :auth STATE, :onscreen TYPE ID)"
            if let guess = Suggestion.closest(to: words.first ?? line, in: commands) {
                message += ". Did you mean '\(guess)'?"
            }
            throw Problem(message: message)
        }
        guard words.count == 2 else {
            throw Problem(
                message: words.count < 2
                    ? "':auth' needs a state (states are: \(AuthenticationState.names))"
                    : "':auth' takes one state, not \(words.count - 1)")
        }
        guard let state = AuthenticationState(rawValue: words[1]) else {
            throw Problem(message: "'\(words[1])' is not a state (states are: \(AuthenticationState.names))")
        }
        return state
    }
}
