/// What the front end reports about who is using the device; checked against each intent's
/// ``IntentAuthenticationPolicy``.
public enum AuthenticationState: String, Sendable, Hashable, CaseIterable {
    /// The device is unlocked by its owner: every policy is met.
    case unlocked
    /// The user is known (by voice, or on a paired device), but this device is locked: meets
    /// `requiresAuthentication`, not `requiresLocalDeviceAuthentication`.
    case authenticated
    /// Nobody is authenticated: only `alwaysAllowed` intents run.
    case locked

    /// Whether an intent with `policy` may run in this state.
    public func allows(_ policy: IntentAuthenticationPolicy) -> Bool {
        switch policy {
        case .alwaysAllowed: true
        case .requiresAuthentication: self != .locked
        case .requiresLocalDeviceAuthentication: self == .unlocked
        }
    }
}

/// What an intent's run produced.
public struct IntentCompletion: Sendable {
    /// What to say or show.
    public var dialog: IntentDialog?
    /// The value `perform()` returned, if any.
    public var value: (any Sendable)?
    /// The parameters the intent ran with, in canonical form (<doc:TheManifest#Canonical-values>), defaults included.
    public var parameters: [IntentMatch.Parameter]
    /// The result card to show: the one `perform()` returned, or the manifest intent's `snippet` filled in.
    public var snippet: IntentSnippet? = nil
}

/// The assistant's answer to one utterance of a conversation (<doc:ConversationsAndAuthentication>).
public struct ConversationTurn: Sendable {
    /// What happened.
    public enum Outcome: Sendable {
        /// The intent ran; its dialog and value.
        case completed(IntentCompletion)
        /// A parameter needs a value: the next utterance gives it.
        case needsValue(parameter: String, prompt: IntentDialog)
        /// Several values fit: the next utterance picks one, by name or position ("the second one").
        case needsDisambiguation(parameter: String, options: [String], prompt: IntentDialog)
        /// The intent asks for a yes or no.
        case needsConfirmation(prompt: IntentDialog)
        /// Nothing matched; up to three phrases that came close.
        case noMatch(suggestions: [String])
        /// A negative phrase vetoed the match.
        case rejected(negativePhrase: String)
        /// Several intents matched about equally well.
        case ambiguous(candidates: [IntentMatch.Candidate])
        /// The intent's policy needs more than the reported authentication; the request is kept
        /// and runs when the front end retries after authenticating.
        case unauthorized(IntentAuthenticationPolicy)
        /// `perform()` (or an entity query) threw.
        case failed(any Error)
        /// The user said "cancel", or declined a confirmation.
        case cancelled
    }

    public var outcome: Outcome
    /// The app of the intent the turn is about, if any.
    public var app: String?
    /// The intent the turn is about, if any.
    public var intent: String?
    /// Whether the front end should bring the app forward (the intent's `openAppWhenRun`).
    public var openAppWhenRun: Bool = false
    /// Where the intent may run (the intent's `supportedModes`).
    public var supportedModes: IntentModes = .background
    /// The match that started the request, for the turn that matched an utterance.
    public var match: IntentMatch?
    /// The intent read with the values known so far: its `parameterSummary` (or a manifest's
    /// `summary`) rendered, "Order Clam Chowder, quantity 2"; without one, its title followed by
    /// each parameter that has a value. Nil for a turn about no intent.
    public var summary: String? = nil
    /// For a completed ``OpenIntent``: what it opens, for the front end to navigate to.
    public var target: IntentTarget? = nil
    /// The question still open after a side request ("what soups do you have" while a soup is
    /// asked for): the side request's dialog is followed by it, and the next utterance answers it.
    public var pendingQuestion: IntentDialog?
    /// The title of the pending request this turn's new request replaced ("Order Soup"): the
    /// dialog says so first.
    public var replaced: String?
    /// How an `ambiguous` turn names its candidates: intent titles and apps.
    var candidateTitles: [String] = []

    /// The outcome's name, as JSON output spells it ("completed", "needsValue", …).
    public var kind: String {
        switch outcome {
        case .completed: "completed"
        case .needsValue: "needsValue"
        case .needsDisambiguation: "needsDisambiguation"
        case .needsConfirmation: "needsConfirmation"
        case .noMatch: "noMatch"
        case .rejected: "rejected"
        case .ambiguous: "ambiguous"
        case .unauthorized: "unauthorized"
        case .failed: "failed"
        case .cancelled: "cancelled"
        }
    }

    /// Whether the conversation now waits for an answer.
    public var asksQuestion: Bool {
        switch outcome {
        case .needsValue, .needsDisambiguation, .needsConfirmation: true
        default: false
        }
    }

    /// What a front end says: the intent's dialog or prompt, or a plain sentence for the other
    /// outcomes; after a side request, the pending question follows, and a request that replaced
    /// a pending one says so first.
    public var dialog: IntentDialog? {
        guard pendingQuestion != nil || replaced != nil else { return ownDialog }
        var parts: [String] = []
        if let replaced { parts.append("OK, not \(replaced) then.") }
        if let own = ownDialog?.full, !own.isEmpty { parts.append(own) }
        if let question = pendingQuestion?.full { parts.append(question) }
        var dialog = ownDialog ?? IntentDialog(full: "")
        dialog.full = parts.joined(separator: " ")
        return dialog
    }

    private var ownDialog: IntentDialog? {
        switch outcome {
        case .completed(let completion): completion.dialog
        case .needsValue(_, let prompt), .needsDisambiguation(_, _, let prompt), .needsConfirmation(let prompt): prompt
        case .noMatch(let suggestions):
            suggestions.isEmpty
                ? "Sorry, I didn't get that."
                : IntentDialog(
                    full: LocalizedStringResource("Sorry, I didn't get that. Did you mean “\(suggestions[0])”?"))
        case .rejected: "Sorry, I can't help with that."
        case .ambiguous(let candidates):
            IntentDialog(
                full: LocalizedStringResource(
                    "Did you mean \(Self.list(candidateTitles.count == candidates.count ? candidateTitles : candidates.map { "\($0.intent) in \($0.app)" }, joinedBy: "or"))?"
                ))
        case .unauthorized(let policy):
            policy == .requiresLocalDeviceAuthentication
                ? "Please unlock your device first." : "Please authenticate first."
        case .failed(let error): IntentDialog(full: LocalizedStringResource("That didn't work: \(error)"))
        case .cancelled: "OK, cancelled."
        }
    }

    /// "a, b or c".
    static func list(_ items: [String], joinedBy word: String) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(word) " + items[items.count - 1]
    }
}
