import PhraseMatching

/// What the negative phrases of a model do on corpora: the false activations they miss, the
/// utterances they veto (rightly or not), the ones that veto nothing, the ones that veto positives,
/// and new negative phrases that would fix the false activations, each verified by running it.
///
/// ```swift
/// let analysis = try NegativePhraseAnalysis(model: model, entries: try CorpusLoader.load(contentsOf: "set.jsonl"))
/// analysis.suggestedNegatives.first?.phrase   // "what soup should i cook tonight"
/// ```
public struct NegativePhraseAnalysis: Sendable {
    /// A line that expects nothing, yet an intent matched it.
    public struct FalseActivation: Sendable, Hashable {
        public var text: String
        /// Where the line is (`file:line`).
        public var source: String
        public var app: String
        public var intent: String
        /// The phrase that matched.
        public var phrase: String
        public var score: Double
    }

    /// A negative phrase and the corpus utterances concerned.
    public struct Finding: Sendable, Hashable {
        public var phrase: String
        public var app: String
        /// The intent of an intent-level negative phrase; nil for an app-level one.
        public var intent: String?
        /// The utterances: those vetoed, or for a suggestion, the false activations it fixes.
        public var texts: [String]
        /// For a veto: which of `texts` were positives (lines that expect a match), vetoed wrongly.
        public var positives: [String] = []
    }

    public var falseActivations: [FalseActivation] = []
    /// Every negative phrase that vetoed something, with what it vetoed (the outcome was `rejected` by it).
    public var vetoes: [Finding] = []
    /// Negative phrases that vetoed nothing in the corpora.
    public var deadNegatives: [Finding] = []
    /// Negative phrases that vetoed positives; `texts` are those positives.
    public var harmfulNegatives: [Finding] = []
    /// Intent-level negative phrases that reject false activations and no positive, each verified by
    /// compiling the model with it and running the corpora again.
    public var suggestedNegatives: [Finding] = []
    /// How many lines were run (the held-out lines not among them).
    public var total = 0
    /// The suggestions checked on lines they were not mined from; nil when no line was held out.
    public var heldOut: HeldOutCheck?

    /// Held-out lines run against the model as given and again with every suggestion added: what
    /// the suggestions are likely to do on lines nobody mined, which the mined lines cannot tell
    /// (a suggestion is verified on the lines it was mined from, so there it always helps).
    public struct HeldOutCheck: Sendable {
        /// The held-out lines against the model as given.
        public var before: CorpusReport
        /// The same lines with every suggestion among the negative phrases.
        public var after: CorpusReport
        /// Held-out lines that failed before and pass with the suggestions: false activations rejected.
        public var fixed: [CorpusEntry]
        /// Held-out lines that passed before and fail with the suggestions: positives lost, or
        /// negatives that now activate.
        public var broken: [CorpusEntry]
        /// Each negative phrase that vetoed held-out lines with the suggestions, the given ones
        /// included, with those lines (`positives`: the ones vetoed wrongly), in the order of the
        /// first line each vetoed. A suggestion here reaches beyond its own lines; one missing from
        /// it vetoed none of the held-out lines.
        public var vetoes: [Finding]
    }

    /// By default, at most this many false activations are mined for suggestions (each costs a few
    /// compilations).
    public static let maxMinedActivations = 20

    /// Runs the corpora against `model` and analyses its negative phrases.
    /// - Parameters:
    ///   - model: the apps whose negative phrases are analysed.
    ///   - entries: the corpus lines: positives (an expectation) and negatives (none).
    ///   - options: the thresholds, costs and bounds every match uses.
    ///   - context: "now", the calendar and contacts values resolve in; the current time when nil.
    ///   - mining: at most this many false activations, the first ones, are mined for suggestions.
    ///   - progress: called with the number of lines run so far.
    ///   - miningProgress: called while mining with the number of false activations mined so far and
    ///     how many are to be mined.
    ///   - heldOut: lines that are neither analysed nor mined: run before and after the suggestions
    ///     are added (``heldOut``), to see whether they hold beyond the lines they came from.
    /// - Throws: ``DiagnosticList`` when the model does not compile.
    /// - Complexity: one match per line (on all cores), plus, per mined false activation, a compilation of the model
    ///   per candidate template; for each candidate that rejects its line, a run of the corpora's
    ///   lines that the candidate alone can read or that read a word the candidate brings (on all
    ///   cores, in blocks of lines); two matches per held-out line.
    public init(
        model: PhrasebookModel, entries: [CorpusEntry], options: MatchOptions = MatchOptions(),
        context: ValueContext? = nil, mining: Int = maxMinedActivations,
        progress: ((Int) -> Void)? = nil, miningProgress: ((_ done: Int, _ total: Int) -> Void)? = nil,
        heldOut: [CorpusEntry] = []
    ) throws {
        let matcher = try IntentMatcher(model: model, options: options)
        let matches = matcher.answers(to: entries, context: context, progress: progress)
        total = entries.count
        var vetoed: [NegativeKey: [(text: String, positive: Bool)]] = [:]
        for (entry, match) in zip(entries, matches) {
            if match.outcome == .rejected, let app = match.app, let phrase = match.phrase {
                vetoed[NegativeKey(app: app, intent: match.intent, phrase: phrase), default: []]
                    .append((entry.text, entry.expectation != nil))
            }
            if entry.expectation == nil, match.outcome == .matched, let app = match.app, let intent = match.intent {
                falseActivations.append(
                    FalseActivation(
                        text: entry.text, source: entry.source, app: app, intent: intent,
                        phrase: match.phrase ?? "", score: match.score ?? 0))
            }
        }
        for key in Self.negatives(of: model) {
            let texts = vetoed[key] ?? []
            var finding = Finding(phrase: key.phrase, app: key.app, intent: key.intent, texts: texts.map(\.text))
            guard !texts.isEmpty else {
                deadNegatives.append(finding)
                continue
            }
            finding.positives = texts.filter(\.positive).map(\.text)
            vetoes.append(finding)
            if !finding.positives.isEmpty {
                harmfulNegatives.append(
                    Finding(phrase: key.phrase, app: key.app, intent: key.intent, texts: finding.positives))
            }
        }
        var miner = NegativePhraseMiner(
            model: model, entries: entries, baseline: matches, matcher: matcher,
            options: options, context: context)
        let mined = falseActivations.prefix(mining)
        suggestedNegatives = miner.suggestions(for: mined) { miningProgress?($0, mined.count) }
        if !heldOut.isEmpty {
            self.heldOut = HeldOutCheck(
                heldOut, before: matcher, after: miner.current, context: context)
        }
    }

    /// Splits corpus lines in two: about `share` of them (0 to 1) held out, the rest to mine. A line
    /// is held out by a hash of its text (64-bit FNV-1a of its UTF-8), so the split does not depend on
    /// the order or the files of the lines, is the same on every run and platform, and puts a line
    /// said twice on one side.
    ///
    /// ```swift
    /// let (mined, heldOut) = NegativePhraseAnalysis.split(entries, holdingOut: 0.25)
    /// let analysis = try NegativePhraseAnalysis(model: model, entries: mined, heldOut: heldOut)
    /// ```
    public static func split(
        _ entries: [CorpusEntry], holdingOut share: Double
    ) -> (mined: [CorpusEntry], heldOut: [CorpusEntry]) {
        let cut = UInt64(max(0, min(1, share)) * 10_000)
        var mined: [CorpusEntry] = []
        var heldOut: [CorpusEntry] = []
        for entry in entries {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in entry.text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            if hash % 10_000 < cut { heldOut.append(entry) } else { mined.append(entry) }
        }
        return (mined, heldOut)
    }

    /// Whether a check fails: a false activation, or a negative phrase that vetoes positives.
    public var hasProblems: Bool { !falseActivations.isEmpty || !harmfulNegatives.isEmpty }

    /// Every negative phrase of the model, app-level ones first in each app, in manifest order.
    static func negatives(of model: PhrasebookModel) -> [NegativeKey] {
        var keys: [NegativeKey] = []
        for app in model.apps {
            for phrase in app.negativePhrases {
                keys.append(NegativeKey(app: app.name, intent: nil, phrase: phrase.text))
            }
            for intent in app.intents {
                for phrase in intent.negativePhrases {
                    keys.append(NegativeKey(app: app.name, intent: intent.name, phrase: phrase.text))
                }
            }
        }
        var seen = Set<NegativeKey>()
        return keys.filter { seen.insert($0).inserted }
    }
}

extension NegativePhraseAnalysis.HeldOutCheck {
    /// Runs `entries` with both matchers and compares the verdicts line by line.
    init(_ entries: [CorpusEntry], before: IntentMatcher, after: IntentMatcher, context: ValueContext?) {
        self.before = before.evaluate(entries, context: context)
        let answers = after.answers(to: entries, context: context)
        self.after = CorpusReport(entries) { index, _ in answers[index] }
        var vetoes: [NegativeKey: NegativePhraseAnalysis.Finding] = [:]
        var order: [NegativeKey] = []
        for (entry, answer) in zip(entries, answers) where answer.outcome == .rejected {
            guard let app = answer.app, let phrase = answer.phrase else { continue }
            let key = NegativeKey(app: app, intent: answer.intent, phrase: phrase)
            if vetoes[key] == nil {
                order.append(key)
                vetoes[key] = .init(phrase: phrase, app: app, intent: answer.intent, texts: [])
            }
            vetoes[key]?.texts.append(entry.text)
            if entry.expectation != nil { vetoes[key]?.positives.append(entry.text) }
        }
        self.vetoes = order.compactMap { vetoes[$0] }
        let failedBefore = Set(self.before.failures.map(\.entry))
        let failedAfter = Set(self.after.failures.map(\.entry))
        fixed = entries.filter { failedBefore.contains($0) && !failedAfter.contains($0) }
        broken = entries.filter { !failedBefore.contains($0) && failedAfter.contains($0) }
    }

    /// The `heldOut` member of `negatives --json`.
    var json: JSONValue {
        func texts(_ entries: [CorpusEntry]) -> JSONValue { .array(entries.map { .string($0.text) }) }
        var object = JSONObject()
        object.set("total", .number(Double(before.total)))
        object.set("positives", .number(Double(before.positives)))
        object.set("negatives", .number(Double(before.negatives)))
        object.set("passedBefore", .number(Double(before.passed)))
        object.set("passedAfter", .number(Double(after.passed)))
        object.set("falseActivationsBefore", .number(Double(before.falseActivations)))
        object.set("falseActivationsAfter", .number(Double(after.falseActivations)))
        object.set("fixed", texts(fixed))
        object.set("broken", texts(broken))
        object.set("vetoes", .array(vetoes.map { $0.json(withPositives: true) }))
        return .object(object)
    }
}

extension NegativePhraseAnalysis.Finding {
    /// `{phrase, app, intent, texts}`, and `positives` when asked.
    func json(withPositives: Bool) -> JSONValue {
        var object = JSONObject([
            ("phrase", .string(phrase)), ("app", .string(app)), ("intent", intent.map(JSONValue.string) ?? .null),
            ("texts", .array(texts.map(JSONValue.string))),
        ])
        if withPositives { object.set("positives", .array(positives.map(JSONValue.string))) }
        return .object(object)
    }
}

/// A negative phrase by its scope and text.
struct NegativeKey: Hashable {
    var app: String
    var intent: String?
    var phrase: String
}

extension NegativePhraseAnalysis {
    /// The `negatives --json` object: `falseActivations` as `{text, app, intent, phrase, score}`, the
    /// other keys as `{phrase, app, intent, texts}`; with held-out lines, `heldOut` as `{total,
    /// positives, negatives, passedBefore, passedAfter, falseActivationsBefore,
    /// falseActivationsAfter, fixed, broken, vetoes}` (`vetoes` as `{phrase, app, intent, texts,
    /// positives}`).
    public var json: JSONValue {
        var object = JSONObject()
        object.set(
            "falseActivations",
            .array(
                falseActivations.map { activation in
                    .object(
                        JSONObject([
                            ("text", .string(activation.text)), ("app", .string(activation.app)),
                            ("intent", .string(activation.intent)),
                            ("phrase", .string(activation.phrase)),
                            ("score", .number(IntentMatch.rounded(activation.score))),
                        ]))
                }))
        for (key, findings) in [
            ("vetoes", vetoes), ("deadNegatives", deadNegatives), ("harmfulNegatives", harmfulNegatives),
            ("suggestedNegatives", suggestedNegatives),
        ] {
            object.set(key, .array(findings.map { $0.json(withPositives: false) }))
        }
        if let heldOut { object.set("heldOut", heldOut.json) }
        return .object(object)
    }
}

extension NegativePhraseAnalysis {
    /// The manifest `text` with each suggested negative phrase added to its intent's
    /// `negativePhrases` (made when the intent has none), everything else kept in its order; printed
    /// with two-space indents, one member a line. Suggestions are verified together, so the manifest
    /// does on the corpora what the suggestions say.
    ///
    /// ```swift
    /// let fixed = try analysis.manifest(addingSuggestionsTo: manifestText)
    /// ```
    /// - Parameters:
    ///   - text: the manifest that was analysed, as JSON text.
    ///   - file: how diagnostics name the manifest.
    /// - Throws: ``DiagnosticList`` when `text` is not JSON, or a suggestion's app or intent is not in it.
    public func manifest(addingSuggestionsTo text: String, file: String = "manifest") throws(DiagnosticList) -> String {
        guard case .object(var root) = try ManifestLoader.parse(text, file: file) else {
            throw DiagnosticList([Diagnostic(.error, "the manifest is not a JSON object", source: file)])
        }
        var apps = root["apps"]?.arrayValue ?? []
        var missing: [Finding] = []
        for suggestion in suggestedNegatives {
            if let intent = suggestion.intent,
                Self.addNegative(suggestion.phrase, app: suggestion.app, intent: intent, to: &apps)
            {
                continue
            }
            missing.append(suggestion)
        }
        guard missing.isEmpty else {
            throw DiagnosticList(
                missing.map { suggestion in
                    Diagnostic(
                        .error, "no intent \(suggestion.app)/\(suggestion.intent ?? "") for \"\(suggestion.phrase)\"",
                        source: file, help: "add the suggestions to the manifest that was analysed")
                })
        }
        if !suggestedNegatives.isEmpty { root.set("apps", .array(apps)) }
        return JSONValue.object(root).serialized(pretty: true)
    }

    /// Adds `phrase` to the `negativePhrases` of `intent` of `app` in a manifest's `apps`; false when
    /// there is no such intent.
    private static func addNegative(_ phrase: String, app: String, intent: String, to apps: inout [JSONValue]) -> Bool {
        guard let appIndex = apps.firstIndex(where: { $0.objectValue?["name"]?.stringValue == app }),
            case .object(var appObject) = apps[appIndex],
            var intents = appObject["intents"]?.arrayValue,
            let intentIndex = intents.firstIndex(where: { $0.objectValue?["name"]?.stringValue == intent }),
            case .object(var intentObject) = intents[intentIndex]
        else { return false }
        let negatives = intentObject["negativePhrases"]?.arrayValue ?? []
        intentObject.set("negativePhrases", .array(negatives + [.string(phrase)]))
        intents[intentIndex] = .object(intentObject)
        appObject.set("intents", .array(intents))
        apps[appIndex] = .object(appObject)
        return true
    }
}
