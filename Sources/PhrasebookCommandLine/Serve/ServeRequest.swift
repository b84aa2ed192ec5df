import PhraseMatching
import Phrasebook

/// One request of the `serve` protocol, read from one line of JSON.
enum ServeRequest: Sendable {
    /// A turn of a conversation: `{"id", "type": "respond", "conversation", "text", "authentication",
    /// "onscreen"}`, where `onscreen` lists the entities on screen as `{"type", "id"}` objects.
    /// Without `text`, the pending request is retried with the new authentication state.
    case respond(
        id: JSONValue, conversation: String, text: String?, authentication: AuthenticationState,
        onscreen: [EntityIdentifier])
    /// `{"id", "type": "match", "text"}`: the `match --json` object.
    case match(id: JSONValue, text: String)
    /// `{"id", "type": "reload", "manifest"}`: another manifest (or the same file again) for every later request.
    case reload(id: JSONValue, manifest: String?)
    /// `{"id", "type": "end", "conversation"}`: forgets the conversation and its pending request; the
    /// name may then start a new conversation.
    case end(id: JSONValue, conversation: String)

    /// A line that is no request, and the `id` to answer it with (null when it has none).
    struct Problem: Error {
        var id: JSONValue
        var message: String
    }

    static let keys: [String: [String]] = [
        "respond": ["id", "type", "conversation", "text", "authentication", "onscreen"],
        "match": ["id", "type", "text"],
        "reload": ["id", "type", "manifest"],
        "end": ["id", "type", "conversation"],
    ]
    static let types = ["respond", "match", "reload", "end"]

    /// The request on `line`.
    /// - Throws: ``Problem`` naming what is wrong, with the request's `id` when it has a usable one.
    static func parse(_ line: String) throws(Problem) -> ServeRequest {
        guard case .object(let object) = try json(line) else {
            throw Problem(
                id: .null,
                message: "a request is a JSON object, such as {\"id\": 1, \"type\": \"match\", \"text\": \"…\"}")
        }
        let id = object["id"] ?? .null
        switch id {
        case .string, .number: break
        case .null: throw Problem(id: .null, message: "the request has no \"id\" (a string or a number)")
        default: throw Problem(id: .null, message: "\"id\" must be a string or a number, not \(described(id))")
        }
        func fail(_ message: String) -> Problem { Problem(id: id, message: message) }
        guard case .string(let type)? = object["type"] else {
            throw fail("the request has no \"type\" (types are: \(types.joined(separator: ", ")))")
        }
        guard let allowed = keys[type] else {
            var message = "unknown type '\(type)' (types are: \(types.joined(separator: ", ")))"
            if let guess = Suggestion.closest(to: type, in: types) { message += ". Did you mean '\(guess)'?" }
            throw fail(message)
        }
        if let extra = object.keys.first(where: { !allowed.contains($0) }) {
            var message = "unknown key '\(extra)' (keys of \(type) are: \(allowed.joined(separator: ", ")))"
            if let guess = Suggestion.closest(to: extra, in: allowed) { message += ". Did you mean '\(guess)'?" }
            throw fail(message)
        }
        func string(_ key: String, required: Bool) throws(Problem) -> String? {
            switch object[key] {
            case .string(let text)?: return text
            case nil, .null?:
                if required { throw fail("\(type) needs \"\(key)\", a string") }
                return nil
            case let other?: throw fail("\"\(key)\" must be a string, not \(described(other))")
            }
        }
        switch type {
        case "respond":
            var authentication = AuthenticationState.locked
            if let state = try string("authentication", required: false) {
                guard let known = AuthenticationState(rawValue: state) else {
                    throw fail("'\(state)' is not an authentication state (states are: \(AuthenticationState.names))")
                }
                authentication = known
            }
            return .respond(
                id: id, conversation: try string("conversation", required: true) ?? "",
                text: try string("text", required: false), authentication: authentication,
                onscreen: try onscreen(object["onscreen"], fail: fail))
        case "match":
            return .match(id: id, text: try string("text", required: true) ?? "")
        case "reload":
            return .reload(id: id, manifest: try string("manifest", required: false))
        default:
            return .end(id: id, conversation: try string("conversation", required: true) ?? "")
        }
    }

    /// The entities of an `"onscreen"` array of `{"type", "id"}` objects.
    private static func onscreen(_ value: JSONValue?, fail: (String) -> Problem) throws(Problem) -> [EntityIdentifier] {
        guard let value, value != .null else { return [] }
        guard case .array(let items) = value else {
            throw fail("\"onscreen\" must be an array of {\"type\", \"id\"} objects, not \(described(value))")
        }
        var found: [EntityIdentifier] = []
        for (index, item) in items.enumerated() {
            guard case .object(let entry) = item, case .string(let type)? = entry["type"],
                case .string(let id)? = entry["id"], entry.keys.allSatisfy({ ["type", "id"].contains($0) })
            else {
                throw fail("onscreen[\(index)] must be an object {\"type\", \"id\"} of two strings")
            }
            found.append(EntityIdentifier(typeName: type, identifier: id))
        }
        return found
    }

    /// "a number", "an array".
    private static func described(_ value: JSONValue) -> String {
        (["array", "object"].contains(value.typeName) ? "an " : "a ") + value.typeName
    }

    private static func json(_ line: String) throws(Problem) -> JSONValue {
        do {
            return try JSONParser.parse(line)
        } catch {
            throw Problem(id: .null, message: "invalid JSON at \(error.line):\(error.column): \(error.message)")
        }
    }

    /// The error response: `{"id", "error"}`.
    static func errorResponse(id: JSONValue, _ message: String) -> JSONValue {
        var object = JSONObject()
        object.set("id", id)
        object.set("error", .string(message))
        return .object(object)
    }
}
