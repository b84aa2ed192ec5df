import Foundation
import PhraseMatching

/// The resolution of one utterance: which app and intent it names, with what parameters.
public struct IntentMatch: Sendable, Hashable {
    /// The kind of decision, as `match --json` spells it.
    public enum Outcome: String, Sendable, Hashable {
        case matched, noMatch, rejected, ambiguous
    }

    /// A parameter and its value in canonical form.
    public struct Parameter: Sendable, Hashable {
        public var name: String
        public var value: ParameterValue
        /// For an entity: true when the value is the words said (`.string`, or a list holding it for
        /// a list of entities), which name none of the entity's values; the host's text search (an
        /// ``EntityStringQuery``, or the manifest's `"searchesText": true`) resolves them.
        public var isMention: Bool = false
        /// For an entity whose values share the words said: every id they name, the value first. For
        /// words a parser reads several ways ("at seven"): every reading, the value first.
        public var alternatives: [ParameterValue] = []
    }

    /// One app and intent that read the utterance, with its best score.
    public struct Candidate: Sendable, Hashable {
        public var app: String
        public var intent: String
        public var score: Double
        /// The assistant schema whose phrase read it; nil for the intent's own phrases.
        public var schema: String? = nil
    }

    /// The utterance as given.
    public var text: String
    /// The decision.
    public var outcome: Outcome
    /// The matched app; for `rejected`, the app of the negative phrase.
    public var app: String?
    /// The matched intent; for `rejected`, the intent of an intent-level negative phrase.
    public var intent: String?
    /// The assistant schema the match came through (its phrases matched); for `noMatch`, a schema
    /// the utterance asks for that no app adopts.
    public var schema: String?
    /// The confidence of the decision, in [0, 1].
    public var score: Double?
    /// The template that matched (for `rejected`, the negative phrase).
    public var phrase: String?
    /// Parameter values, in the intent's declaration order; defaults included.
    public var parameters: [Parameter]
    /// Required parameters with no value and no default: the assistant will ask for them.
    public var missing: [String]
    /// The positive candidates, best first, one per app and intent; for `ambiguous`, the tied ones.
    public var candidates: [Candidate]
    /// Why nothing matched, for `noMatch`.
    public var reason: NoMatchReason?
    /// How many search states matching expanded (a measure of the work done).
    public var expansions: Int
    /// For `noMatch`: up to three phrases that came closest, as they would read with the values
    /// found ("did you mean 'order Tomato Soup in Soup Chef'?"). Each reads at least one word that
    /// was said, other than function words, fillers, pronouns, question words, links and
    /// demonstratives ("what", "is", "this").
    public var suggestions: [String]

    /// The value of the parameter `name`, if it has one.
    public subscript(parameter name: String) -> ParameterValue? {
        parameters.first { $0.name == name }?.value
    }

    /// The resolution of a phrase match: its app, intent and parameters by the model's names and
    /// types. A static function that ends with the implicit memberwise init, rather than an init:
    /// an init (field by field, or delegating to one written out that takes every field) made the
    /// match in a local copy of `self`, then copied that out and released it, some 500 instructions
    /// a match. (So the struct declares no init of its own, which would drop the memberwise one.)
    /// - Parameters:
    ///   - fixedValues: the values phrases set, by compiled phrase id.
    ///   - lookups: what each declared parameter is read with (its parser, entity or enum).
    static func resolving(
        _ match: PhraseMatch, in model: PhrasebookModel, context: ValueContext?,
        fixedValues: [Int: [Parameter]] = [:], lookups: ParameterLookups
    ) -> IntentMatch {
        // every field is worked out into a local, and the match made from them at the end by the
        // memberwise init.
        let suggestions = match.suggestions.compactMap { Self.suggestion($0, in: model) }
        // for a tie, the candidates are the tie; otherwise every positive reading, best first.
        var listed = match.candidates
        if case .ambiguous(let tied) = match.outcome { listed = tied }
        // by index, each field read in place: `compactMap` (as a `for … in`) copied each candidate,
        // retaining and then releasing each of its strings and arrays.
        var candidates: [Candidate] = []
        for index in listed.indices where listed[index].entry.polarity == .positive {
            guard let intent = listed[index].owner.intent else { continue }
            // the names are read in place: a copy of the app would retain each of its arrays.
            let app = listed[index].owner.app
            candidates.append(
                Candidate(
                    app: model.apps[app].name, intent: model.apps[app].intents[intent].name,
                    score: listed[index].score, schema: listed[index].entry.group))
        }
        var parameters: [Parameter] = []
        var missing: [String] = []
        let outcome: Outcome
        var names: Names = (nil, nil, nil, nil, nil)
        var reason: NoMatchReason?
        switch match.outcome {
        case .matched(let best):
            outcome = .matched
            names = Self.names(of: best, in: model)
            Self.resolveParameters(
                best, text: match.text, tokens: match.tokens, in: model, context: context,
                fixed: fixedValues[best.phrase] ?? [],
                lookups: lookups, into: &parameters, missing: &missing)
        case .rejected(let negative, _):
            outcome = .rejected
            names = Self.names(of: negative, in: model)
        case .ambiguous(let tied):
            outcome = .ambiguous
            names.score = tied.first?.score
        case .noMatch(let why):
            outcome = .noMatch
            reason = NoMatchReason(why)
        }
        return IntentMatch(
            text: match.text, outcome: outcome, app: names.app, intent: names.intent, schema: names.schema,
            score: names.score, phrase: names.phrase, parameters: parameters, missing: missing,
            candidates: candidates, reason: reason, expansions: match.expansions, suggestions: suggestions)
    }

    /// A "did you mean" as a person would say it: a slot the utterance left empty shows an example
    /// of its type ("set a timer for 10 minutes"), never a `{placeholder}`; a suggestion whose empty
    /// slot is open text, which has no example, is left out.
    static func suggestion(_ candidate: MatchCandidate, in model: PhrasebookModel) -> String? {
        var text = candidate.rendered
        guard !candidate.missing.isEmpty else { return text }
        let intent = candidate.owner.intent.map { model.apps[candidate.owner.app].intents[$0] }
        for name in candidate.missing where text.contains("{\(name)}") {
            guard let type = intent?.parameter(named: name)?.type, let example = type.spokenExample else { return nil }
            text = text.replacingOccurrences(of: "{\(name)}", with: example)
        }
        return text
    }

    /// What a match names besides its outcome: the fields ``names(of:in:)`` fills.
    private typealias Names = (app: String?, intent: String?, score: Double?, phrase: String?, schema: String?)

    /// The app, intent, score, phrase and schema a candidate names.
    private static func names(of candidate: MatchCandidate, in model: PhrasebookModel) -> Names {
        let app = candidate.owner.app
        return (
            model.apps[app].name, candidate.owner.intent.map { model.apps[app].intents[$0].name }, candidate.score,
            candidate.entry.text, candidate.entry.group
        )
    }

    /// Resolves the declared parameters of the candidate's intent: the values found or set go to
    /// `parameters`, in declaration order, the required ones with no value to `missing`. `text`: the
    /// utterance, whose words a capture took.
    private static func resolveParameters(
        _ candidate: MatchCandidate, text: String, tokens: [Token], in model: PhrasebookModel, context: ValueContext?,
        fixed: [Parameter], lookups: ParameterLookups, into parameters: inout [Parameter], missing: inout [String]
    ) {
        /// Appends a resolved parameter; the first makes room for `room` (the parameters still to
        /// resolve), so the list is allocated once rather than grown append by append, and not at all
        /// when no parameter has a value.
        func keep(_ parameter: Parameter, room: Int) {
            if parameters.capacity == 0 { parameters.reserveCapacity(room) }
            parameters.append(parameter)
        }
        // a context costs a calendar: made only when a typed value needs one, and once. Kept apart
        // from the one given: a copy of that (to fill in) cost some 150 instructions a match.
        var made: ValueContext?
        func resolvingContext() -> ValueContext {
            if let context { return context }
            if let made { return made }
            let new = ValueContext()
            made = new
            return new
        }
        /// The text capture `index` took: as the match made it, or, from a match that left it empty
        /// (``PhraseMatcher/matchUnrendered(_:)``), from the utterance by the capture's range.
        func capturedText(_ index: Int) -> String {
            let made = candidate.captures[index].text
            return made.isEmpty ? String(text[candidate.captures[index].range]) : made
        }
        guard let intentIndex = candidate.owner.intent else { return }
        // the app and its parameters are read in place, by index: copies would retain their fields.
        let appIndex = candidate.owner.app
        let declared = model.apps[appIndex].intents[intentIndex].parameters
        let found = lookups.entries[appIndex][intentIndex]
        for index in declared.indices {
            // the fields read where they are: a copy of the whole parameter retains and releases each
            // of its strings, and most parameters of a phrase are not said at all.
            let name = declared[index].name
            // the parameters still to resolve, this one included: the list's room at its first value.
            let room = declared.count - index
            // a value the phrase sets: the phrase never also reads it (compiling checks that).
            if let value = fixed.first(where: { $0.name == name }) {
                keep(value, room: room)
                continue
            }
            guard let captured = candidate.captures.firstIndex(where: { $0.parameter == name }) else {
                if let value = declared[index].defaultValue {
                    keep(Parameter(name: name, value: value), room: room)
                } else if !declared[index].isOptional {
                    missing.append(name)
                }
                continue
            }
            // the capture's fields read where they are, and the parameter's lookup's: a copy of either
            // retained its strings, values or parser.
            let kind = candidate.captures[captured].kind
            let taken = candidate.captures[captured].tokens
            // words no value names, for the host's text search: a list of entities holds them as its one item.
            if found[index].isEntity, kind == .open {
                let mention = ParameterValue.string(capturedText(captured))
                let value: ParameterValue = if case .list = declared[index].type { .list([mention]) } else { mention }
                keep(Parameter(name: name, value: value, isMention: true), room: room)
                continue
            }
            let reading: ValueReading?
            switch declared[index].type {
            case .string:
                reading = ValueReading(length: taken.count, value: .string(capturedText(captured)))
            case .enumeration:
                reading = found[index].enumeration.flatMap { enumeration in
                    let cases = model.apps[appIndex].enums[enumeration].cases
                    guard let value = candidate.captures[captured].values.first, cases.indices.contains(value) else {
                        return nil
                    }
                    return ValueReading(length: taken.count, value: .string(cases[value].value))
                }
            case .entity:
                if let entity = found[index].entity {
                    let values = model.apps[appIndex].entities[entity].values
                    // most words name one value: the list of every value named is made only when they
                    // name several.
                    let named = candidate.captures[captured].values
                    if let first = named.firstIndex(where: values.indices.contains) {
                        let value = ParameterValue.string(values[named[first]].id)
                        var alternatives: [ParameterValue] = []
                        if named[(first + 1)...].contains(where: values.indices.contains) {
                            alternatives = named[first...].filter(values.indices.contains).map {
                                ParameterValue.string(values[$0].id)
                            }
                        }
                        keep(Parameter(name: name, value: value, alternatives: alternatives), room: room)
                        continue
                    }
                }
                reading = nil
            default:
                let span = tokens[taken]
                reading = found[index].parser?.readings(of: span, in: resolvingContext()).first {
                    $0.length == span.count
                }
            }
            if let reading {
                // words with several readings ("at seven") keep them all, for the conversation to ask.
                keep(
                    Parameter(
                        name: name, value: reading.value,
                        alternatives: reading.alternatives.count > 1 ? reading.alternatives : []),
                    room: room)
            } else if let value = declared[index].defaultValue {
                keep(Parameter(name: name, value: value), room: room)
            } else if !declared[index].isOptional {
                missing.append(name)
            }
        }
    }
}

extension IntentMatch {
    /// The `match --json` object (<doc:TheCommandLine>), keys in the documented order.
    public var json: JSONValue {
        var object = JSONObject()
        // its twelve members, and the reason the command line adds.
        object.reserveCapacity(13)
        object.appendNew("text", .string(text))
        object.appendNew("outcome", .string(outcome.rawValue))
        object.appendNew("app", app.map(JSONValue.string) ?? .null)
        object.appendNew("intent", intent.map(JSONValue.string) ?? .null)
        object.appendNew("schema", schema.map(JSONValue.string) ?? .null)
        object.appendNew("score", score.map { .number(Self.rounded($0)) } ?? .null)
        object.appendNew("phrase", phrase.map(JSONValue.string) ?? .null)
        var values = JSONObject()
        values.reserveCapacity(parameters.count)
        for parameter in parameters { values.set(parameter.name, parameter.value.json) }
        object.appendNew("parameters", .object(values))
        object.appendNew("missing", .array(missing.map(JSONValue.string)))
        object.appendNew(
            "candidates",
            .array(
                candidates.map { candidate in
                    var row = JSONObject()
                    row.reserveCapacity(3)
                    row.appendNew("app", .string(candidate.app))
                    row.appendNew("intent", .string(candidate.intent))
                    row.appendNew("score", .number(Self.rounded(candidate.score)))
                    return .object(row)
                }))
        object.appendNew("suggestions", .array(suggestions.map(JSONValue.string)))
        return .object(object)
    }

    /// The `match --json` line: ``json`` as text, with `reason` last when `withReason` (the
    /// command line's object), written straight from the match's fields rather than through a
    /// ``JSONValue``, which a batch would make and free for every line. The same text as
    /// `json.serialized()` with that member set (the tests compare them).
    package func jsonText(withReason: Bool) -> String {
        var writer = JSONTextWriter()
        writer.beginObject()
        writer.key("text")
        writer.string(text)
        writer.key("outcome")
        writer.string(outcome.rawValue)
        writer.key("app")
        writer.string(orNull: app)
        writer.key("intent")
        writer.string(orNull: intent)
        writer.key("schema")
        writer.string(orNull: schema)
        writer.key("score")
        if let score { writer.number(Self.rounded(score)) } else { writer.null() }
        writer.key("phrase")
        writer.string(orNull: phrase)
        writer.key("parameters")
        writer.beginObject()
        // as `json` sets them: a repeated name keeps its first place and takes its last value.
        for (index, parameter) in parameters.enumerated()
        where !parameters[..<index].contains(where: { $0.name == parameter.name }) {
            writer.key(parameter.name)
            writer.write((parameters[index...].last { $0.name == parameter.name } ?? parameter).value.json)
        }
        writer.endObject()
        writer.key("missing")
        writer.beginArray()
        for name in missing {
            writer.element()
            writer.string(name)
        }
        writer.endArray()
        writer.key("candidates")
        writer.beginArray()
        for candidate in candidates {
            writer.element()
            writer.beginObject()
            writer.key("app")
            writer.string(candidate.app)
            writer.key("intent")
            writer.string(candidate.intent)
            writer.key("score")
            writer.number(Self.rounded(candidate.score))
            writer.endObject()
        }
        writer.endArray()
        writer.key("suggestions")
        writer.beginArray()
        for suggestion in suggestions {
            writer.element()
            writer.string(suggestion)
        }
        writer.endArray()
        if withReason {
            writer.key("reason")
            writer.string(orNull: reason?.description)
        }
        writer.endObject()
        return writer.text
    }

    /// Scores print with three decimals, so output is stable across platforms.
    static func rounded(_ score: Double) -> Double { (score * 1000).rounded() / 1000 }
}

extension IntentMatch {
    /// Why nothing matched: the matching engine's reasons, and the two that need the intent model.
    public enum NoMatchReason: Sendable, Hashable, CustomStringConvertible {
        /// The utterance has no words.
        case empty
        /// The utterance is longer than `MatchOptions.maxInputLength` bytes.
        case inputTooLong(length: Int, limit: Int)
        /// The utterance has more than `MatchOptions.maxTokens` tokens.
        case tooManyTokens(count: Int, limit: Int)
        /// No phrase reads the utterance.
        case noPhraseFits
        /// Phrases read it, but none scores at least the accept threshold.
        case belowThreshold
        /// It asks for an assistant schema no registered app adopts.
        case noAdopter(schema: String)
        /// It gives a number outside a parameter's range: the request would match with a number
        /// in range. `limit` is the bound passed.
        case outOfRange(parameter: String, value: Double, limit: Double)

        /// The engine's reason.
        init(_ reason: PhraseMatching.NoMatchReason) {
            switch reason {
            case .empty: self = .empty
            case .inputTooLong(let length, let limit): self = .inputTooLong(length: length, limit: limit)
            case .tooManyTokens(let count, let limit): self = .tooManyTokens(count: count, limit: limit)
            case .noPhraseFits: self = .noPhraseFits
            case .belowThreshold: self = .belowThreshold
            }
        }

        /// One sentence: "no phrase fits the utterance".
        public var description: String {
            switch self {
            case .empty: PhraseMatching.NoMatchReason.empty.description
            case .inputTooLong(let length, let limit):
                PhraseMatching.NoMatchReason.inputTooLong(length: length, limit: limit).description
            case .tooManyTokens(let count, let limit):
                PhraseMatching.NoMatchReason.tooManyTokens(count: count, limit: limit).description
            case .noPhraseFits: PhraseMatching.NoMatchReason.noPhraseFits.description
            case .belowThreshold: PhraseMatching.NoMatchReason.belowThreshold.description
            case .noAdopter(let schema): "the request is for \(schema), which no registered app adopts"
            case .outOfRange(let parameter, let value, let limit):
                "\(Self.spoken(value)) is \(value > limit ? "more than the maximum" : "less than the minimum") for \(parameter), \(Self.spoken(limit))"
            }
        }

        /// A number as a person writes it: "60", "2.5".
        static func spoken(_ value: Double) -> String {
            value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
        }
    }
}

/// What resolving each declared parameter of a model reads, found once when a matcher compiles
/// rather than by name for every match: its compiled parser, and the index of its entity or enum
/// in its app.
struct ParameterLookups: Sendable {
    struct Entry: Sendable {
        /// The parser of a typed parameter (nil for strings, enums and entities).
        var parser: (any ValueParser)?
        /// The app's entity the parameter names (the first of that name), when it is one.
        var entity: Int?
        /// The app's enum the parameter names (the first of that name), when it is one.
        var enumeration: Int?
        /// Whether the parameter is an entity or a list of entities (words no value names are kept
        /// as a mention).
        var isEntity: Bool
    }

    /// By app, intent and parameter, in the model's order.
    let entries: [[[Entry]]]

    /// - Parameter parser: the compiled parser of a typed parameter of an app (by name).
    init(_ model: PhrasebookModel, parser: (String, ParameterModel) -> (any ValueParser)?) {
        entries = model.apps.map { app in
            app.intents.map { intent in
                intent.parameters.map { parameter in
                    var entry = Entry(isEntity: parameter.type.entityName != nil)
                    switch parameter.type {
                    case .string: break
                    case .enumeration(let name): entry.enumeration = app.enums.firstIndex { $0.name == name }
                    case .entity(let name): entry.entity = app.entities.firstIndex { $0.name == name }
                    default: entry.parser = parser(app.name, parameter)
                    }
                    return entry
                }
            }
        }
    }
}
