import Foundation
import Phrasebook
import PhrasebookExamples
import Testing

/// The three example apps, registered the way an app would: the landmarks' model is added as a
/// dependency first.
func exampleAssistant() async throws -> Assistant {
    AppDependencyManager.shared.add(dependency: ModelData.shared)
    return try await Assistant(apps: [
        AppRegistration(name: "Soup Chef", synonyms: ["SoupChef"], shortcuts: SoupChefShortcuts.self),
        AppRegistration(name: "Todo", synonyms: ["to do", "my to do list"], shortcuts: TodoShortcuts.self),
        AppRegistration(name: "Landmarks", shortcuts: LandmarksShortcuts.self),
    ])
}

/// A fixed "now", so that conversations do not depend on the clock.
let fixedContext = ValueContext(now: Date(timeIntervalSince1970: 1_795_000_000))

/// Says each line in turn and returns the turns.
func script(_ conversation: Conversation, _ lines: [String], authentication: AuthenticationState = .unlocked)
    async throws
    -> [ConversationTurn]
{
    var turns: [ConversationTurn] = []
    for line in lines { turns.append(try await conversation.respond(to: line, authentication: authentication)) }
    return turns
}

extension ConversationTurn {
    /// The completion, when the turn completed.
    var completion: IntentCompletion? {
        if case .completed(let completion) = outcome { return completion }
        return nil
    }

    /// The parameter asked for, when the turn asks for a value.
    var askedParameter: String? {
        if case .needsValue(let parameter, _) = outcome { return parameter }
        return nil
    }

    /// The options offered, when the turn asks to pick one.
    var offeredOptions: [String]? {
        if case .needsDisambiguation(_, let options, _) = outcome { return options }
        return nil
    }

    var isConfirmationQuestion: Bool {
        if case .needsConfirmation = outcome { return true }
        return false
    }

    var isCancelled: Bool {
        if case .cancelled = outcome { return true }
        return false
    }

    /// One line describing the turn, for failure messages.
    var line: String { "\(kind) \(app ?? "-")/\(intent ?? "-"): \(dialog?.full ?? "")" }
}

/// Expects the turn to complete, with `dialog` when given; returns the completion.
@discardableResult
func expectCompleted(_ turn: ConversationTurn, dialog: String? = nil, sourceLocation: SourceLocation = #_sourceLocation)
    -> IntentCompletion?
{
    guard let completion = turn.completion else {
        Issue.record("expected completed, got \(turn.line)", sourceLocation: sourceLocation)
        return nil
    }
    if let dialog { #expect(completion.dialog?.full == dialog, sourceLocation: sourceLocation) }
    return completion
}
