import PhraseMatching

/// A scripted conversation: what the user says, turn by turn, and the outcome expected after each
/// turn (<doc:CorpusFormats#Conversation-scripts>).
public struct ConversationScript: Sendable, Hashable {
    /// One thing the user says and what the assistant must answer.
    public struct Turn: Sendable, Hashable {
        /// The utterance.
        public var text: String
        /// The authentication state reported with it (`unlocked` unless the script says otherwise).
        public var authentication: AuthenticationState
        /// What the turn must end with.
        public var expectation: Expectation

        public init(text: String, authentication: AuthenticationState = .unlocked, expectation: Expectation) {
            self.text = text
            self.authentication = authentication
            self.expectation = expectation
        }
    }

    /// What a turn must end with; fields left nil are not checked.
    public struct Expectation: Sendable, Hashable {
        /// The outcome's name, as ``ConversationTurn/kind`` spells it ("completed", "needsValue", …).
        public var outcome: String
        public var app: String?
        public var intent: String?
        /// The parameter a `needsValue` or `needsDisambiguation` turn asks for.
        public var parameter: String?
        /// Parameters of a `completed` turn, in canonical form; only the listed ones are checked,
        /// and `null` means the parameter must have no value.
        public var parameters: JSONObject
        /// The whole dialog, compared without regard to case.
        public var dialog: String?

        public init(
            outcome: String, app: String? = nil, intent: String? = nil, parameter: String? = nil,
            parameters: JSONObject = JSONObject(), dialog: String? = nil
        ) {
            self.outcome = outcome
            self.app = app
            self.intent = intent
            self.parameter = parameter
            self.parameters = parameters
            self.dialog = dialog
        }
    }

    /// What the script is about, for reports.
    public var name: String
    public var turns: [Turn]
    /// Where the script was written (`file:line`).
    public var source: String

    public init(name: String, turns: [Turn], source: String = "") {
        self.name = name
        self.turns = turns
        self.source = source
    }
}

/// Reads conversation corpora: JSON lines, one ``ConversationScript`` a line.
public enum ConversationCorpus {
    /// The outcome names a turn may expect.
    public static let outcomes = [
        "completed", "needsValue", "needsDisambiguation", "needsConfirmation", "noMatch", "rejected", "ambiguous",
        "unauthorized", "failed", "cancelled",
    ]
    private static let scriptKeys = ["name", "turns"]
    private static let turnKeys = ["say", "auth", "expect"]
    private static let expectKeys = ["outcome", "app", "intent", "parameter", "parameters", "dialog"]

    /// Whether `text` holds conversation scripts: its first non-blank line is an object with `turns`.
    public static func holdsScripts(_ text: String) -> Bool {
        guard let line = CorpusLoader.lines(text).first(where: { !$0.allSatisfy(\.isWhitespace) }),
            case .object(let object)? = try? JSONParser.parse(String(line))
        else { return false }
        return object["turns"] != nil
    }

    /// Loads a conversation corpus file.
    /// - Throws: ``DiagnosticList`` naming the file when it cannot be read, or with every malformed script.
    public static func load(contentsOf path: String) throws(DiagnosticList) -> [ConversationScript] {
        try parse(try CorpusLoader.text(contentsOf: path), file: path)
    }

    /// Parses JSON lines of scripts:
    /// `{"name": …, "turns": [{"say": …, "auth": …, "expect": {"outcome", "app", "intent", "parameter", "parameters", "dialog"}}]}`.
    public static func parse(_ text: String, file: String) throws(DiagnosticList) -> [ConversationScript] {
        var scripts: [ConversationScript] = []
        var problems: [Diagnostic] = []
        for (index, line) in CorpusLoader.lines(text).enumerated() {
            guard !line.allSatisfy(\.isWhitespace) else { continue }
            let source = "\(file):\(index + 1)"
            do {
                scripts.append(try script(String(line), source: source))
            } catch {
                problems.append(
                    Diagnostic(
                        .error, error.message, source: source,
                        help:
                            #"write {"name": "…", "turns": [{"say": "…", "expect": {"outcome": "completed", "intent": "…"}}]}"#
                    ))
            }
        }
        guard problems.isEmpty else { throw DiagnosticList(problems) }
        return scripts
    }

    struct Problem: Error {
        var message: String
    }

    private static func script(_ line: String, source: String) throws(Problem) -> ConversationScript {
        let value: JSONValue
        do {
            value = try JSONParser.parse(line)
        } catch {
            throw Problem(message: "invalid JSON: \(error.description)")
        }
        guard case .object(let object) = value else { throw Problem(message: "expected an object with \"turns\"") }
        try checkKeys(object, scriptKeys, in: "a script")
        guard case .array(let items)? = object["turns"], !items.isEmpty else {
            throw Problem(message: "\"turns\" must be a non-empty array")
        }
        var turns: [ConversationScript.Turn] = []
        for (number, item) in items.enumerated() {
            do {
                turns.append(try turn(item))
            } catch {
                throw Problem(message: "turn \(number + 1): \(error.message)")
            }
        }
        return ConversationScript(name: object["name"]?.stringValue ?? source, turns: turns, source: source)
    }

    private static func turn(_ item: JSONValue) throws(Problem) -> ConversationScript.Turn {
        guard case .object(let object) = item, case .string(let text)? = object["say"] else {
            throw Problem(message: "expected an object with a string \"say\"")
        }
        try checkKeys(object, turnKeys, in: "a turn")
        var authentication = AuthenticationState.unlocked
        if let auth = object["auth"] {
            guard let name = auth.stringValue, let state = AuthenticationState(rawValue: name) else {
                throw Problem(message: "\"auth\" must be one of: unlocked, authenticated, locked")
            }
            authentication = state
        }
        guard case .object(let expect)? = object["expect"] else {
            throw Problem(message: "missing \"expect\", an object with the \"outcome\"")
        }
        try checkKeys(expect, expectKeys, in: "\"expect\"")
        guard let outcome = expect["outcome"]?.stringValue, outcomes.contains(outcome) else {
            throw Problem(message: "\"outcome\" must be one of: \(outcomes.joined(separator: ", "))")
        }
        var expectation = ConversationScript.Expectation(outcome: outcome)
        expectation.app = expect["app"]?.stringValue
        expectation.intent = expect["intent"]?.stringValue
        expectation.parameter = expect["parameter"]?.stringValue
        expectation.dialog = expect["dialog"]?.stringValue
        if let parameters = expect["parameters"] {
            guard let object = parameters.objectValue else {
                throw Problem(message: "\"parameters\" must be an object")
            }
            expectation.parameters = object
        }
        return ConversationScript.Turn(text: text, authentication: authentication, expectation: expectation)
    }

    private static func checkKeys(_ object: JSONObject, _ keys: [String], in what: String) throws(Problem) {
        if let extra = object.keys.first(where: { !keys.contains($0) }) {
            throw Problem(message: "unknown key '\(extra)' in \(what) (keys are: \(keys.joined(separator: ", ")))")
        }
    }
}

/// What running conversation scripts found.
public struct ConversationReport: Sendable {
    /// A script that went wrong, and the first turn that did.
    public struct Failure: Sendable {
        public var script: ConversationScript
        /// The failing turn, counted from 1.
        public var turn: Int
        /// What was expected and what happened, as a sentence.
        public var reason: String
    }

    /// How many scripts ran.
    public var total: Int
    /// How many scripts had every turn end as expected.
    public var passed: Int { total - failures.count }
    public var failures: [Failure]
    /// The share of scripts that passed (1 for none).
    public var passRate: Double { total == 0 ? 1 : Double(passed) / Double(total) }

    /// The `test --json` report of conversation scripts (<doc:TheCommandLine>).
    public var json: JSONValue {
        var object = JSONObject()
        object.set("scripts", .number(Double(total)))
        object.set("passed", .number(Double(passed)))
        object.set("failed", .number(Double(failures.count)))
        object.set(
            "failures",
            .array(
                failures.map { failure in
                    var item = JSONObject()
                    item.set("source", .string(failure.script.source))
                    item.set("name", .string(failure.script.name))
                    item.set("turn", .number(Double(failure.turn)))
                    item.set("text", .string(failure.script.turns[failure.turn - 1].text))
                    item.set("reason", .string(failure.reason))
                    return .object(item)
                }))
        return .object(object)
    }
}

extension Assistant {
    /// Runs each script in a conversation of its own and checks every turn; a script stops at its
    /// first turn that ends otherwise than expected.
    /// - Parameters:
    ///   - scripts: the conversations to run, each with the outcome expected after every turn.
    ///   - context: pins "now", the calendar and contacts for every conversation.
    public func run(_ scripts: [ConversationScript], context: ValueContext? = nil) async -> ConversationReport {
        var failures: [ConversationReport.Failure] = []
        for script in scripts {
            let conversation = conversation(context: context)
            for (index, step) in script.turns.enumerated() {
                guard let turn = try? await conversation.respond(to: step.text, authentication: step.authentication)
                else {
                    failures.append(.init(script: script, turn: index + 1, reason: "the run was cancelled"))
                    break
                }
                if let problem = Self.problem(turn, step.expectation) {
                    failures.append(.init(script: script, turn: index + 1, reason: problem))
                    break
                }
            }
        }
        return ConversationReport(total: scripts.count, failures: failures)
    }

    /// What differs between a turn and its expectation, as a sentence; nil when nothing does.
    static func problem(_ turn: ConversationTurn, _ expected: ConversationScript.Expectation) -> String? {
        let got = Self.summary(turn)
        func differs(_ what: String) -> String { "expected \(what), got \(got)" }
        guard turn.kind == expected.outcome else { return differs(expected.outcome) }
        if let app = expected.app, app != turn.app { return differs("app \(app)") }
        if let intent = expected.intent, intent != turn.intent { return differs("intent \(intent)") }
        if let parameter = expected.parameter {
            var asked: String?
            switch turn.outcome {
            case .needsValue(let name, _), .needsDisambiguation(let name, _, _): asked = name
            default: break
            }
            if asked != parameter { return differs("a question about '\(parameter)'") }
        }
        if !expected.parameters.isEmpty {
            guard case .completed(let completion) = turn.outcome else { return differs("parameters") }
            for (name, value) in expected.parameters {
                let actual = completion.parameters.first { $0.name == name }?.value.json
                switch (value, actual) {
                case (.null, nil): continue
                case (.null, let actual?): return "parameter '\(name)' is \(actual.serialized()), expected no value"
                case (_, nil): return "parameter '\(name)' has no value, expected \(value.serialized()) (\(got))"
                case (_, let actual?):
                    if !IntentMatcher.equivalent(value, actual) {
                        return "parameter '\(name)' is \(actual.serialized()), expected \(value.serialized())"
                    }
                }
            }
        }
        if let dialog = expected.dialog, dialog.lowercased() != turn.dialog?.full.lowercased() {
            return "dialog is “\(turn.dialog?.full ?? "")”, expected “\(dialog)”"
        }
        return nil
    }

    /// "needsValue OrderSoup.soup (“Which soup would you like?”)".
    private static func summary(_ turn: ConversationTurn) -> String {
        var text = turn.kind
        if let intent = turn.intent { text += " \(intent)" }
        switch turn.outcome {
        case .needsValue(let name, _), .needsDisambiguation(let name, _, _): text += ".\(name)"
        case .completed(let completion) where !completion.parameters.isEmpty:
            text +=
                " " + completion.parameters.map { "\($0.name)=\($0.value.json.serialized())" }.joined(separator: " ")
        default: break
        }
        if let dialog = turn.dialog?.full { text += " (“\(dialog)”)" }
        return text
    }
}
