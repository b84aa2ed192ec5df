import PhraseMatching

/// Matches utterances to the intents of a ``PhrasebookModel`` and resolves their parameters.
///
/// Compiling checks the whole model and throws every problem at once. The compiled matcher is
/// immutable and safe to share between tasks; a changed model compiles into a new one.
///
/// ```swift
/// let matcher = try IntentMatcher(model: DemoApps.model())
/// let match = matcher.match("order tomato soup in soup chef")
/// // match.outcome == .matched, match.intent == "OrderSoup", match[parameter: "soup"] == .string("tomato")
/// ```
public final class IntentMatcher: Sendable {
    /// The model the matcher was compiled from.
    public let model: PhrasebookModel
    /// The phrase matcher over every app's phrases.
    package let phraseMatcher: PhraseMatcher
    /// Warnings found while compiling (errors are thrown instead).
    public let warnings: [Diagnostic]
    /// What each declared parameter is resolved with (its parser, entity or enum), by app, intent
    /// and parameter index.
    private let lookups: ParameterLookups
    /// The values phrases set ("mark {target} as read" sets `isRead`), by compiled phrase id.
    private let fixedValues: [Int: [IntentMatch.Parameter]]
    /// The phrases of the model's schemas no app adopts, asked only when nothing matched, to say so;
    /// compiled then, the first time.
    private let unadopted: UnadoptedSchemaPhrases.Deferred
    /// The number parameters that have a range, each with a parser that ignores it and the slot
    /// recognizers of that range: asked only when nothing matched, to say that a number was out of range.
    private let rangedNumbers: [(parameter: ParameterModel, parser: NumberParser, recognizers: [RecognizerID])]
    /// Whether a ranged parameter's value comes only from a slot that reads it (no phrase sets a
    /// number, no ranged parameter has a default): then a retry with a number moved into range can
    /// give that parameter the bound only where a reading reads the moved number with a slot of the
    /// range, which ``PhraseMatcher/mayRead(_:at:with:)`` asks first.
    private let rangedValuesAreRead: Bool

    /// Compiles the model: its apps' phrases, and the phrases of the schemas their intents adopt.
    /// - Parameters:
    ///   - model: the apps, their intents and phrases, and the schemas requests may ask for.
    ///   - options: the thresholds, costs and bounds every match uses.
    ///   - appleRules: whether Apple's rules are errors: a partly adopted mail, messages or
    ///     clock group (a warning otherwise), and the App Shortcut phrase rules that
    ///     `phrasebook lint --apple` checks (not checked otherwise).
    /// - Throws: `DiagnosticList` with every error found. (Untyped on purpose: with typed throws here,
    ///   Swift 6.3.1 miscompiled the CLI's call site into a release of a clobbered value; see
    ///   `Tests/Reproducers/README.md`.)
    public init(model: PhrasebookModel, options: MatchOptions = MatchOptions(), appleRules: Bool = false) throws {
        let (resolved, conformance) = SchemaConformance.resolve(model, appleRules: appleRules)
        var compilation = ModelCompilation(locale: resolved.locale)
        // the phrases of the schemas no app adopts, which the first unmatched utterance waits for
        // (a batch, before its first line): a large model's second core compiles them while it
        // would otherwise wait for the phrases to compile. ``prepare()`` then finds them made.
        compilation.whileIdle = { _ = UnadoptedSchemaPhrases.shared.compiled(for: resolved) }
        // the apps' data is checked while they compile (ModelValidation, app by app); those
        // diagnostics still come first.
        compilation.compile(resolved)
        compilation.diagnostics =
            conformance + compilation.checks + (appleRules ? AppleShortcutRules.check(resolved) : [])
            + compilation.diagnostics
        let errors = compilation.diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else { throw DiagnosticList(compilation.diagnostics) }
        self.model = resolved
        self.phraseMatcher = PhraseMatcher(automaton: compilation.compiler.finish(), options: options)
        self.unadopted = UnadoptedSchemaPhrases.Deferred(model: resolved)
        self.warnings = compilation.diagnostics
        let parsers = compilation.parsers
        self.lookups = ParameterLookups(resolved) { app, parameter in parsers[ParserKey(app: app, parameter)] }
        self.fixedValues = compilation.fixedValues
        // one entry per type and range: parameters that share them read the same numbers.
        var ranged: [(parameter: ParameterModel, parser: NumberParser, recognizers: [RecognizerID])] = []
        var seen = Set<String>()
        // the parameters read where they are, intent by intent: a flattened copy of a large model's
        // (tens of thousands) was megabytes more at the end of its compile, when its memory peaks.
        let parameters = resolved.apps.lazy.flatMap { $0.intents.lazy.flatMap(\.parameters) }
        for parameter in parameters
        where parameter.range != nil && (parameter.type == .int || parameter.type == .double)
            && seen.insert("\(parameter.type) \(String(describing: parameter.range))").inserted
        {
            let recognizers = parameter.range.map { compilation.recognizers(ranged: $0) } ?? []
            ranged.append((parameter, NumberParser(integerOnly: parameter.type == .int), recognizers))
        }
        self.rangedNumbers = ranged
        self.rangedValuesAreRead =
            !parameters.contains { $0.range != nil && $0.defaultValue != nil }
            && !compilation.fixedValues.values.joined().contains {
                switch $0.value {
                case .int, .double: true
                default: false
                }
            }
    }

    /// Compiles now what the matcher otherwise compiles the first time nothing matches: the phrases
    /// of the model's schemas that no app adopts, which an unmatched utterance is checked against
    /// to name the schema it asked for (``IntentMatch/NoMatchReason/noAdopter(schema:)``).
    ///
    /// For a model that adopts no schema, that is the whole catalog: about 0.1 s once per process
    /// (matchers whose models leave the same schemas unadopted share it). Call this where that pause
    /// costs less than at a first unmatched request: at start-up, before a batch, or on a background
    /// task after a reload. Answers are the same either way. Safe to call from any thread, as often
    /// as wanted; only the first call compiles.
    public func prepare() {
        _ = unadopted.value
    }

    /// Whether what ``prepare()`` compiles is compiled (for tests).
    var isPrepared: Bool { unadopted.isCompiled }

    /// Every problem of a model, errors and warnings, without throwing (what `phrasebook lint` prints).
    public static func diagnose(_ model: PhrasebookModel, appleRules: Bool = false) -> [Diagnostic] {
        do {
            let matcher = try IntentMatcher(model: model, appleRules: appleRules)
            return matcher.warnings + matcher.unadopted.value.diagnostics
        } catch let list as DiagnosticList {
            return list.diagnostics
        } catch {
            return [Diagnostic(.error, "\(error)", source: "model")]
        }
    }

    /// Matches one utterance and resolves the parameters of the intent it names; relative values
    /// ("tomorrow") resolve against `context.now`, or the current time when no context is given.
    /// When nothing matches but the utterance asks for a schema no app adopts, the `noMatch`
    /// names the schema (``IntentMatch/schema``, reason ``IntentMatch/NoMatchReason/noAdopter(schema:)``).
    /// - Complexity: bounded by the matcher's search budget (see `MatchOptions`).
    public func match(_ text: String, context: ValueContext? = nil) -> IntentMatch {
        // the candidates' phrases as said are read only for the suggestions ("did you mean …").
        let phrases = phraseMatcher.matchUnrendered(text)
        let result = IntentMatch.resolving(
            phrases, in: model, context: context, fixedValues: fixedValues, lookups: lookups)
        // any other outcome is returned as made: a `var` that may change below was copied out to be
        // returned (and then released), some hundreds of instructions a match.
        guard result.outcome == .noMatch else { return result }
        // the match's tokens are the text's, unless it was too long to read (then it has none).
        let tokens = phrases.tokens.isEmpty ? Tokenizer.tokenize(text) : phrases.tokens
        return explained(result, text: text, tokens: tokens, context: context)
    }

    /// `result`, a `noMatch` of `text` (whose tokens are `tokens`), with the schema it asks for that
    /// no app adopts, or else the number out of range that kept it from matching, when there is one.
    private func explained(_ result: IntentMatch, text: String, tokens: [Token], context: ValueContext?)
        -> IntentMatch
    {
        var result = result
        if let unadopted = unadopted.value.matcher, case .matched(let best) = unadopted.match(text).outcome,
            let schema = best.entry.group
        {
            result.schema = schema
            result.reason = .noAdopter(schema: schema)
        }
        if result.schema == nil, let why = outOfRange(text, tokens: tokens, context: context) {
            result.reason = why
        }
        return result
    }

    /// Why an utterance matched nothing when the reason is a number out of a parameter's range:
    /// with the number moved to the bound it passed, the utterance matches that parameter's intent.
    /// - Complexity: one number parse per token and ranged parameter; per number found out of range,
    ///   one search held to readings that read it moved to the bound as such a parameter (which is
    ///   all most out-of-scope text needs: none comes within the accept cost), and one more match
    ///   where it finds one (utterances with no such number cost no search).
    private func outOfRange(_ text: String, tokens: [Token], context: ValueContext?) -> IntentMatch.NoMatchReason? {
        guard !rangedNumbers.isEmpty else { return nil }
        // the texts already matched with a number moved, and their answers: parameters with the same
        // bound (a rating and a best rating both up to 10) move a number to the same text.
        var retried: [String: IntentMatch] = [:]
        // the moved texts no reading can give a bound: no slot of a range with that bound reads the
        // moved number (one search held to it, for every range with the bound at once).
        var ruledOut = Set<String>()
        // the numbers read at each token, whole ones first: every ranged parser is one of the two
        // (`NumberParser(integerOnly:)`), so each reads the text once however many ranges there are.
        // (Two slots of an array: a dictionary keyed by the flag cost some 19,000 instructions on a
        // demo near miss, in its growth and copies.)
        var readingsByKind: [[[ValueReading]]?] = [nil, nil]
        for (parameter, parser, _) in rangedNumbers {
            guard let range = parameter.range else { continue }
            let kind = parser.integerOnly ? 0 : 1
            let readings =
                readingsByKind[kind] ?? tokens.indices.map { parser.readings(of: tokens[$0...]) }
            readingsByKind[kind] = readings
            for start in tokens.indices {
                for reading in readings[start] {
                    let value: Double
                    switch reading.value {
                    case .int(let number): value = Double(number)
                    case .double(let number): value = number
                    default: continue
                    }
                    guard !range.contains(value) else { continue }
                    let limit = value > range.upperBound ? range.upperBound : range.lowerBound
                    let span = tokens[start].range.lowerBound..<tokens[start + reading.length - 1].range.upperBound
                    var moved = text
                    moved.replaceSubrange(span, with: IntentMatch.NoMatchReason.spoken(limit))
                    if retried[moved] == nil, rangedValuesAreRead,
                        !mayGiveBound(
                            moved, at: text.utf8.distance(from: text.startIndex, to: span.lowerBound), limit: limit,
                            parser: parser, ruledOut: &ruledOut)
                    {
                        continue
                    }
                    // only the outcome and the values are read: no "did you mean" search.
                    let retry =
                        retried[moved]
                        ?? IntentMatch.resolving(
                            phraseMatcher.matchWithoutSuggestions(moved), in: model, context: context,
                            lookups: lookups)
                    retried[moved] = retry
                    guard retry.outcome == .matched else { continue }
                    let intent = model.apps.first { $0.name == retry.app }?.intents.first { $0.name == retry.intent }
                    for found in retry.parameters where found.value == .int(Int(limit)) || found.value == .double(limit)
                    {
                        if let declared = intent?.parameter(named: found.name), declared.range == range {
                            return .outOfRange(parameter: declared.title.lowercased(), value: value, limit: limit)
                        }
                    }
                }
            }
        }
        return nil
    }

    /// Whether the match of `moved` (a text with a number moved to `limit`, the bound of a range,
    /// at UTF-8 offset `offset`) may give a parameter of that range the bound. With
    /// ``rangedValuesAreRead`` only a slot of the range reads it: the moved number, or another
    /// number of the text that reads as the bound (then the answer is yes without a search).
    /// Otherwise the moved number must be read by a slot of a range with that bound, which a search
    /// held to such readings tells (no, when none comes within the accept cost); its no is kept in
    /// `ruledOut`, for the other ranges with the same bound.
    private func mayGiveBound(
        _ moved: String, at offset: Int, limit: Double, parser: NumberParser, ruledOut: inout Set<String>
    ) -> Bool {
        let tokens = Tokenizer.tokenize(moved)
        guard
            let start = tokens.firstIndex(where: {
                moved.utf8.distance(from: moved.startIndex, to: $0.range.lowerBound) == offset
            })
        else { return true }
        for other in tokens.indices where other != start {
            for reading in parser.readings(of: tokens[other...]) {
                switch reading.value {
                case .int(let number) where Double(number) == limit: return true
                case .double(let number) where number == limit: return true
                default: continue
                }
            }
        }
        if ruledOut.contains(moved) { return false }
        let recognizers = rangedNumbers.flatMap { entry in
            entry.parameter.range.map { $0.lowerBound == limit || $0.upperBound == limit } == true
                ? entry.recognizers : []
        }
        guard !phraseMatcher.mayRead(moved, at: start, with: recognizers) else { return true }
        ruledOut.insert(moved)
        return false
    }
}
