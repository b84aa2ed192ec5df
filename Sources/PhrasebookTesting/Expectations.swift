import Phrasebook
import Testing

/// What resolves utterances: an ``Phrasebook/Assistant`` (apps declared in Swift or loaded from
/// a manifest) or a manifest's ``Phrasebook/IntentMatcher``. The expectations take either.
public protocol UtteranceResolver: Sendable {
    /// Resolves one utterance.
    func match(_ text: String, context: ValueContext?) -> IntentMatch
    /// Resolves every line of a corpus and scores the results.
    func evaluate(_ entries: [CorpusEntry], context: ValueContext?, progress: ((Int) -> Void)?) -> CorpusReport
}

extension Assistant: UtteranceResolver {}
extension IntentMatcher: UtteranceResolver {}

/// Expects `utterance` to resolve to `intent` (of `app`, when given), with each of `parameters`
/// at the canonical value given (other parameters are not checked).
///
/// ```swift
/// expectIntent("order 2 clam chowders from soup chef", resolvesTo: "OrderSoupIntent",
///              parameters: ["soup": .string("chowder"), "quantity": .int(2)], on: assistant)
/// ```
/// On failure the issue says what happened instead: the intent that matched, with its score and
/// phrase; the negative phrase that vetoed it; the tied candidates; or the closest candidates
/// and suggestions when nothing matched.
/// - Returns: the match, for further checks.
@discardableResult
public func expectIntent(
    _ utterance: String, resolvesTo intent: String, in app: String? = nil, parameters: [String: ParameterValue] = [:],
    on resolver: some UtteranceResolver, context: ValueContext? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) -> IntentMatch {
    let match = resolver.match(utterance, context: context)
    if let problem = FailureText.intentProblem(match, intent: intent, app: app, parameters: parameters) {
        Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
    }
    return match
}

/// Expects `utterance` to be vetoed by the negative phrase `negativePhrase` (its template text,
/// as declared: "Cancel my soup order in {applicationName}").
@discardableResult
public func expectVetoed(
    _ utterance: String, by negativePhrase: String, on resolver: some UtteranceResolver,
    context: ValueContext? = nil, sourceLocation: SourceLocation = #_sourceLocation
) -> IntentMatch {
    let match = resolver.match(utterance, context: context)
    if let problem = FailureText.vetoProblem(match, negativePhrase: negativePhrase) {
        Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
    }
    return match
}

/// Expects none of `utterances` to activate an intent: each is `noMatch`, `rejected` or
/// `ambiguous`. One issue lists every utterance that did activate, with what it ran.
/// - Returns: the utterances that activated something.
@discardableResult
public func expectNoActivation(
    _ utterances: [String], on resolver: some UtteranceResolver, context: ValueContext? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) -> [IntentMatch] {
    let activated = utterances.map { resolver.match($0, context: context) }.filter { $0.outcome == .matched }
    if !activated.isEmpty {
        let lines = activated.map { "  “\($0.text)”: " + FailureText.describe($0) }
        let problem =
            "expected nothing to activate, but \(activated.count) of \(utterances.count) did:\n"
            + lines.joined(separator: "\n")
        Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
    }
    return activated
}

/// Says each line of `script` to `conversation` in turn and expects each turn as given. The
/// script stops at the first turn that differs (later turns would answer the wrong question).
///
/// ```swift
/// try await expectConversation(assistant.conversation(), [
///     "get soup from soup chef": .asks(for: "soup"),
///     "the clam chowder": .completed("OrderSoupIntent", dialog: "Ordered 1 Clam Chowder."),
/// ])
/// ```
/// - Returns: the turns said, up to and including the first that differs.
/// - Throws: `CancellationError` when the task is cancelled.
@discardableResult
public func expectConversation(
    _ conversation: Conversation, _ script: KeyValuePairs<String, ExpectedTurn>,
    authentication: AuthenticationState = .unlocked, sourceLocation: SourceLocation = #_sourceLocation
) async throws -> [ConversationTurn] {
    var turns: [ConversationTurn] = []
    for (number, (utterance, expected)) in script.enumerated() {
        let turn = try await conversation.respond(to: utterance, authentication: authentication)
        turns.append(turn)
        if let problem = expected.problem(with: turn, utterance: utterance) {
            Issue.record(
                Comment(rawValue: "turn \(number + 1), “\(utterance)”: \(problem)"), sourceLocation: sourceLocation)
            break
        }
    }
    return turns
}

/// The least a corpus must score (``Phrasebook/CorpusReport``); a floor left nil is not checked.
public struct AccuracyFloors: Sendable, Hashable {
    /// The least share of positive lines that must name the right app and intent, in [0, 1].
    public var intentAccuracy: Double?
    /// The least share of positive lines that must also have every listed parameter right.
    public var exactAccuracy: Double?
    /// The largest share of negative lines that may activate an intent.
    public var maxFalseActivationRate: Double?

    public init(intentAccuracy: Double? = nil, exactAccuracy: Double? = nil, maxFalseActivationRate: Double? = nil) {
        self.intentAccuracy = intentAccuracy
        self.exactAccuracy = exactAccuracy
        self.maxFalseActivationRate = maxFalseActivationRate
    }
}

/// Expects the corpus file at `path` (<doc:CorpusFormats>: JSON lines or the line format) to
/// meet `floors`. A failure gives the figure that fell short and the first failing lines, each
/// with what matched instead.
/// - Returns: the report, or nil when the file cannot be read (an issue then says why).
@discardableResult
public func expectCorpus(
    _ path: String, on resolver: some UtteranceResolver, meets floors: AccuracyFloors, context: ValueContext? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) -> CorpusReport? {
    let entries: [CorpusEntry]
    do {
        entries = try CorpusLoader.load(contentsOf: path)
    } catch {
        Issue.record(Comment(rawValue: "cannot read the corpus \(path): \(error)"), sourceLocation: sourceLocation)
        return nil
    }
    let report = resolver.evaluate(entries, context: context, progress: nil)
    if let problem = FailureText.corpusProblem(report, floors: floors, path: path) {
        Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
    }
    return report
}

/// What a turn of a scripted conversation should be (``expectConversation(_:_:authentication:sourceLocation:)``).
/// A field left nil is not checked.
public struct ExpectedTurn: Sendable, Hashable {
    /// The outcome's name, as ``Phrasebook/ConversationTurn/kind`` spells it.
    public var kind: String
    /// The intent the turn is about.
    public var intent: String?
    /// The parameter asked for or offered.
    public var parameter: String?
    /// The options offered.
    public var options: [String]?
    /// The dialog or prompt, in full.
    public var dialog: String?
    /// The rendered parameter summary (``Phrasebook/ConversationTurn/summary``).
    public var summary: String?
    /// The title of what a completed open intent opens (``Phrasebook/ConversationTurn/target``).
    public var target: String?

    public init(
        kind: String, intent: String? = nil, parameter: String? = nil, options: [String]? = nil,
        dialog: String? = nil, summary: String? = nil, target: String? = nil
    ) {
        self.kind = kind
        self.intent = intent
        self.parameter = parameter
        self.options = options
        self.dialog = dialog
        self.summary = summary
        self.target = target
    }

    /// The intent ran (`intent`, when given), saying `dialog` when given.
    public static func completed(_ intent: String? = nil, dialog: String? = nil) -> ExpectedTurn {
        ExpectedTurn(kind: "completed", intent: intent, dialog: dialog)
    }

    /// The assistant asks for a value of `parameter`, with `prompt` when given.
    public static func asks(for parameter: String, prompt: String? = nil) -> ExpectedTurn {
        ExpectedTurn(kind: "needsValue", parameter: parameter, dialog: prompt)
    }

    /// The assistant offers `options` to choose from.
    public static func offers(_ options: [String], for parameter: String? = nil) -> ExpectedTurn {
        ExpectedTurn(kind: "needsDisambiguation", parameter: parameter, options: options)
    }

    /// The assistant asks for a yes or no, with `prompt` and about `summary` when given.
    public static func confirms(prompt: String? = nil, summary: String? = nil) -> ExpectedTurn {
        ExpectedTurn(kind: "needsConfirmation", dialog: prompt, summary: summary)
    }

    /// An open intent completed, opening the thing titled `target`.
    public static func opens(_ target: String, intent: String? = nil) -> ExpectedTurn {
        ExpectedTurn(kind: "completed", intent: intent, target: target)
    }

    /// The request was cancelled.
    public static let cancelled = ExpectedTurn(kind: "cancelled")
    /// Nothing matched.
    public static let noMatch = ExpectedTurn(kind: "noMatch")
    /// A negative phrase vetoed the utterance.
    public static let rejected = ExpectedTurn(kind: "rejected")
    /// The intent's code (or a query, or a missing dependency) failed.
    public static let failed = ExpectedTurn(kind: "failed")
    /// The intent needs more authentication than reported.
    public static let unauthorized = ExpectedTurn(kind: "unauthorized")

    /// Why `turn` is not this, or nil when it is.
    func problem(with turn: ConversationTurn, utterance: String? = nil) -> String? {
        var differences: [String] = []
        if turn.kind != kind { differences.append("expected \(kind)") }
        if let intent, turn.intent != intent { differences.append("expected the intent \(intent)") }
        if let parameter, Self.parameter(of: turn) != parameter { differences.append("expected \(parameter)") }
        if let options, Self.options(of: turn) != options {
            differences.append("expected the options \(options.joined(separator: ", "))")
        }
        if let dialog, turn.dialog?.full != dialog { differences.append("expected the dialog “\(dialog)”") }
        if let summary, turn.summary != summary { differences.append("expected the summary “\(summary)”") }
        if let target, turn.target?.title != target { differences.append("expected to open “\(target)”") }
        guard !differences.isEmpty else { return nil }
        return differences.joined(separator: ", ") + "; got " + FailureText.describe(turn, utterance: utterance)
    }

    private static func parameter(of turn: ConversationTurn) -> String? {
        switch turn.outcome {
        case .needsValue(let parameter, _), .needsDisambiguation(let parameter, _, _): parameter
        default: nil
        }
    }

    private static func options(of turn: ConversationTurn) -> [String]? {
        if case .needsDisambiguation(_, let options, _) = turn.outcome { return options }
        return nil
    }
}
