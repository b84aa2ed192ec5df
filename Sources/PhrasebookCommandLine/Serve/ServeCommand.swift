import Foundation
import PhraseMatching
import Phrasebook

/// `phrasebook serve`: the JSON-lines protocol on standard input and output, for front ends in any
/// language. One request a line, one response a line, each with the request's `id`.
enum ServeCommand: Command {
    static let verb = Verb(
        name: "serve", summary: "answer JSON-lines requests on standard input, for front ends",
        options: [CommonOptions.manifest, CommonOptions.now, CommonOptions.exact, CommonOptions.confirmBelow],
        discussion: """
            Reads one JSON request a line from standard input and writes one JSON response a line
            to standard output, each with the request's "id":
              {"id": 1, "type": "respond", "conversation": "c1", "text": "…", "authentication": "unlocked"}
              {"id": 2, "type": "match", "text": "…"}
              {"id": 3, "type": "reload", "manifest": "apps.json"}
              {"id": 4, "type": "end", "conversation": "c1"}
            A respond answer has the fields of chat --json; a match answer those of match --json.
            "authentication" is unlocked, authenticated or locked (the default). A line that is not
            a request gets {"id": null, "error": "…"} (the id, when it has one); the server never
            exits on bad input, and exits 0 at the end of input, after answering every request.
            Conversations are independent; each one's requests are answered in order, and
            different conversations' concurrently. A reload is atomic: every request after it
            uses the new manifest, except a question pending from before it, which finishes on
            the manifest that asked it. Lines over 64 KB are refused.
            """)

    /// The longest request line read; longer ones are refused unread.
    static let maxLineBytes = 65_536
    /// Requests read ahead of their answers at most; reading waits beyond it, so memory stays flat
    /// however fast requests come.
    static let maxInFlight = 64

    static func run(_ arguments: ParsedArguments) async throws -> Int32 {
        let context = try CommonOptions.valueContext(arguments)
        let options = CommonOptions.matchOptions(arguments)
        let source = ManifestSource(arguments)
        let assistant = try await source.assistant(
            options: options, confirmationThreshold: try CommonOptions.confirmationThreshold(arguments))
        let server = ServeLoop(source: source, assistant: assistant, context: context, options: options)
        return await server.run()
    }
}

/// The reading side of `serve`: a thread of its own reads requests, answers malformed lines and
/// reloads itself, and hands turns and matches to tasks, chained per conversation.
///
/// Blocking reads and waits stay on that thread, off the concurrency pool that answers.
struct ServeLoop: Sendable {
    let source: ManifestSource
    let assistant: Assistant
    let context: ValueContext
    let options: MatchOptions

    /// Serves until the end of input and every answer is written; returns the exit status.
    func run() async -> Int32 {
        await withCheckedContinuation { (continuation: CheckedContinuation<Int32, Never>) in
            let thread = Thread { continuation.resume(returning: readRequests()) }
            thread.name = "phrasebook serve reader"
            thread.start()
        }
    }

    /// One conversation and the last of its requests: the next one runs after it.
    private struct Lane {
        let conversation: ConversationLane
        var tail: Task<Void, Never>?
    }

    private func readRequests() -> Int32 {
        var reader = LineReader(maxLineBytes: ServeCommand.maxLineBytes)
        var lanes: [String: Lane] = [:]
        var lastMatch: Task<Void, Never>?
        var current = (source: source, assistant: assistant)
        Self.prepareInBackground(assistant)
        let inFlight = DispatchGroup()
        let room = DispatchSemaphore(value: ServeCommand.maxInFlight)

        // runs `work` after the work before it in the chain `tail` ends, concurrently with other chains.
        func enqueue(_ tail: inout Task<Void, Never>?, _ work: @escaping @Sendable () async -> Void) {
            room.wait()
            inFlight.enter()
            let previous = tail
            tail = Task.detached {
                await previous?.value
                await work()
                room.signal()
                inFlight.leave()
            }
        }

        var status = ExitStatus.success
        while let line = Self.next(&reader, status: &status) {
            guard case .text(let text) = line else {
                if case .tooLong(_, let length) = line {
                    let message = "the request line is \(length) bytes long; the limit is \(ServeCommand.maxLineBytes)"
                    Output.write(ServeRequest.errorResponse(id: .null, message).serialized())
                }
                continue
            }
            if text.allSatisfy(\.isWhitespace) { continue }
            guard let request = Self.request(text) else { continue }
            switch request {
            case .respond(let id, let name, let utterance, let authentication, let onscreen):
                var lane = lanes[name] ?? Lane(conversation: ConversationLane(context: context), tail: nil)
                let conversation = lane.conversation
                let assistant = current.assistant
                enqueue(&lane.tail) {
                    let turn = await conversation.respond(
                        to: utterance, authentication: authentication, onscreen: onscreen, on: assistant)
                    Output.write(Self.response(to: id, conversation: name, turn: turn, text: utterance).serialized())
                }
                lanes[name] = lane
            case .match(let id, let utterance):
                let assistant = current.assistant
                let context = context
                enqueue(&lastMatch) {
                    var match = assistant.match(utterance, context: context)
                    match.candidates = Array(match.candidates.prefix(3))
                    guard case .object(let fields) = MatchOutput.json(match) else { return }
                    Output.write(
                        JSONValue.object(JSONObject([("id", id)] + fields.map { ($0.key, $0.value) })).serialized())
                }
            case .end(let id, let name):
                guard var lane = lanes.removeValue(forKey: name) else {
                    Output.write(Self.ended(id, name, cancelled: false).serialized())
                    continue
                }
                let conversation = lane.conversation
                enqueue(&lane.tail) {
                    let cancelled = await conversation.end()
                    Output.write(Self.ended(id, name, cancelled: cancelled).serialized())
                }
            case .reload(let id, let manifest):
                let next = manifest.map { ManifestSource(path: $0) } ?? current.source
                switch load(next) {
                case .success(let assistant):
                    current = (next, assistant)
                    Self.prepareInBackground(assistant)
                    var object = JSONObject()
                    object.set("id", id)
                    object.set("reloaded", .string(next.name))
                    object.set("apps", .array(assistant.model.apps.map { .string($0.name) }))
                    Output.write(JSONValue.object(object).serialized())
                case .failure(let error):
                    Output.write(
                        ServeRequest.errorResponse(id: id, "\(error); the previous manifest stays").serialized())
                }
            }
        }
        inFlight.wait()
        return status
    }

    /// Compiles, off the reading thread and the pool that answers, what the assistant's first
    /// unmatched request would otherwise wait for (``Assistant/prepare()``).
    static func prepareInBackground(_ assistant: Assistant) {
        DispatchQueue.global(qos: .utility).async { assistant.prepare() }
    }

    /// The next line; nil at the end of input, or after a read error (reported, with status 1).
    private static func next(_ reader: inout LineReader, status: inout Int32) -> InputLine? {
        do {
            return try reader.next()
        } catch {
            Output.error("phrasebook serve: \(error)")
            status = ExitStatus.failure
            return nil
        }
    }

    /// The request on `line`, or nil after answering it with an error.
    private static func request(_ line: String) -> ServeRequest? {
        do {
            return try ServeRequest.parse(line)
        } catch {
            Output.write(ServeRequest.errorResponse(id: error.id, error.message).serialized())
            return nil
        }
    }

    /// A new assistant for `source`, built on the pool while this thread waits.
    private func load(_ source: ManifestSource) -> Result<Assistant, CommandError> {
        let done = DispatchSemaphore(value: 0)
        let result = LoadResult()
        let (options, threshold) = (options, assistant.confirmationThreshold)
        Task.detached {
            do {
                result.set(.success(try await source.assistant(options: options, confirmationThreshold: threshold)))
            } catch {
                result.set(.failure(error as? CommandError ?? CommandError("\(error)")))
            }
            done.signal()
        }
        done.wait()
        return result.get() ?? .failure(CommandError("the manifest could not be loaded"))
    }

    private static func response(to id: JSONValue, conversation: String, turn: ConversationTurn?, text: String?)
        -> JSONValue
    {
        guard let turn else {
            return ServeRequest.errorResponse(id: id, "nothing is pending in conversation '\(conversation)' to retry")
        }
        var fields = TurnOutput.json(turn, text: text ?? "")
        if text == nil { fields.set("text", .null) }
        return .object(
            JSONObject([("id", id), ("conversation", .string(conversation))] + fields.map { ($0.key, $0.value) }))
    }

    private static func ended(_ id: JSONValue, _ conversation: String, cancelled: Bool) -> JSONValue {
        .object(
            JSONObject([
                ("id", id), ("conversation", .string(conversation)), ("ended", .bool(true)),
                ("cancelled", .bool(cancelled)),
            ]))
    }
}

/// The result of a reload, handed from the task that built it to the reading thread.
private final class LoadResult: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Result<Assistant, CommandError>?

    func set(_ newValue: Result<Assistant, CommandError>) { lock.withLock { value = newValue } }
    func get() -> Result<Assistant, CommandError>? { lock.withLock { value } }
}
