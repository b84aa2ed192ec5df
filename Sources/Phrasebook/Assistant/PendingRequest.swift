/// A `perform()` under way: its session, and the names of its parameters by wrapper identity.
struct Performance: Sendable {
    let session: PerformSession
    let names: [ObjectIdentifier: String]
}

/// A pending request and the question it waits on.
struct Pending: Sendable {
    var run: IntentRun
    var stage: Stage
    /// The turn that asked, to ask again.
    var question: ConversationTurn

    /// Whether the request waits for the front end to authenticate, rather than for an answer.
    var isAuthentication: Bool {
        if case .authentication = stage { true } else { false }
    }
}

/// What a pending request waits for.
enum Stage: Sendable {
    /// A value for a required parameter, before `perform()`.
    case value(parameter: String)
    /// A pick among values that all fit, before `perform()`.
    case choice(parameter: String, options: [Choice])
    /// The front end to authenticate and retry.
    case authentication
    /// The app to use, among apps that all adopt the schema the request asks for.
    case app(options: [String])
    /// A yes to the intent's confirmation (manifest intents).
    case confirmation
    /// A yes that a match scored under ``Assistant/confirmationThreshold`` heard what was meant.
    case understanding
    /// The answer to a question `perform()` asked.
    case performing(Performance, PerformQuestion)
}

/// A question a running `perform()` waits on.
enum PerformQuestion: Sendable {
    case value(parameter: String)
    case choice(parameter: String, options: [Choice])
    case confirmation
}
