import Dispatch
import PhraseMatching

/// The result of running a corpus through an ``IntentMatcher``.
public struct CorpusReport: Sendable {
    /// One corpus line that did not resolve as expected.
    public struct Failure: Sendable, Hashable {
        public var entry: CorpusEntry
        /// What the line resolved to.
        public var match: IntentMatch
        /// Why it fails, as one sentence.
        public var reason: String
    }

    /// Counts for one expected intent.
    public struct IntentRow: Sendable, Hashable {
        public var app: String?
        public var intent: String
        public var total: Int
        /// Lines whose outcome named the right app and intent.
        public var correctIntent: Int
        /// Lines that passed entirely, parameters included.
        public var passed: Int
    }

    public var total = 0
    public var passed = 0
    /// Lines with an expectation.
    public var positives = 0
    /// Lines with `expect: null`.
    public var negatives = 0
    /// Positive lines whose outcome was `matched` with the expected app and intent.
    public var correctIntents = 0
    /// Positive lines that passed entirely, parameters included.
    public var exactPasses = 0
    /// Negative lines that activated an intent.
    public var falseActivations = 0
    /// Positive lines that activated nothing (`noMatch`, `rejected`, `ambiguous`).
    public var falseRejections = 0
    public var intents: [IntentRow] = []
    public var failures: [Failure] = []
    /// Scores against correctness, line by line: the reliability table and its calibration error.
    public var calibration = CalibrationTable()

    public var failed: Int { total - passed }
    /// Correct intents over positive lines (1 when there are none).
    public var intentAccuracy: Double { positives == 0 ? 1 : Double(correctIntents) / Double(positives) }
    /// Entirely correct lines over positive lines (1 when there are none).
    public var exactAccuracy: Double { positives == 0 ? 1 : Double(exactPasses) / Double(positives) }
    /// False activations over negative lines (0 when there are none).
    public var falseActivationRate: Double { negatives == 0 ? 0 : Double(falseActivations) / Double(negatives) }
}

extension IntentMatcher {
    /// Runs every corpus line and compares the outcome with its expectation (<doc:CorpusFormats>); relative
    /// values resolve against `context.now`.
    ///
    /// A negative line passes unless something is `matched`. A positive line passes when the outcome
    /// is `matched`, the app, intent and schema it names agree with those given, and every listed
    /// parameter has the expected canonical value (text compared case- and punctuation-insensitively).
    /// - Parameters:
    ///   - entries: the corpus lines, from ``CorpusLoader``.
    ///   - context: "now", the calendar and contacts values resolve in; the current time when nil.
    ///   - progress: called after each line with the number of lines done (a CLI's progress line).
    /// - Complexity: one ``match(_:context:)`` per line, the lines on all cores.
    public func evaluate(
        _ entries: [CorpusEntry], context: ValueContext? = nil, progress: ((Int) -> Void)? = nil
    ) -> CorpusReport {
        let answers = answers(to: entries, context: context, progress: progress)
        return CorpusReport(entries) { index, _ in answers[index] }
    }

    /// Each line's match, in order. The lines go in chunks, each chunk's matched on all cores (a
    /// match depends only on its line, so the answers are the same however they ran); `progress` is
    /// called on the caller's thread with each line's index once its chunk is done.
    func answers(
        to entries: [CorpusEntry], context: ValueContext?, progress: ((Int) -> Void)? = nil
    ) -> [IntentMatch] {
        var answers: [IntentMatch] = []
        answers.reserveCapacity(entries.count)
        let chunk = 256
        var start = 0
        while start < entries.count {
            let lines = entries[start..<min(entries.count, start + chunk)]
            let chunkAnswers = LineSlots<IntentMatch>(count: lines.count)
            DispatchQueue.concurrentPerform(iterations: lines.count) { offset in
                chunkAnswers[offset] = self.match(lines[lines.startIndex + offset].text, context: context)
            }
            for offset in 0..<lines.count {
                progress?(start + offset)
                guard let answer = chunkAnswers[offset] else {
                    preconditionFailure("line \(start + offset) was not matched")
                }
                answers.append(answer)
            }
            start += lines.count
        }
        return answers
    }

    /// Whether a reading names what the expectation gives (app, intent and schema, each when given).
    fileprivate static func names(_ candidate: IntentMatch.Candidate, _ expectation: CorpusEntry.Expectation) -> Bool {
        (expectation.app == nil || expectation.app == candidate.app)
            && (expectation.intent == nil || expectation.intent == candidate.intent)
            && (expectation.schema == nil || expectation.schema == candidate.schema)
    }

    /// The first listed parameter whose value differs, as a sentence; nil when all agree.
    fileprivate static func parameterProblem(_ expected: JSONObject, _ match: IntentMatch) -> String? {
        for (name, value) in expected {
            guard let actual = match[parameter: name]?.json else { return "parameter '\(name)' has no value" }
            guard equivalent(value, actual) else {
                return "parameter '\(name)' is \(actual.serialized()), expected \(value.serialized())"
            }
        }
        return nil
    }

    /// Equality of canonical values; text compares by its folded words.
    static func equivalent(_ expected: JSONValue, _ actual: JSONValue) -> Bool {
        switch (expected, actual) {
        case (.string(let lhs), .string(let rhs)):
            return Tokenizer.tokenize(lhs).map(\.text) == Tokenizer.tokenize(rhs).map(\.text)
        case (.array(let lhs), .array(let rhs)):
            return lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { equivalent($0, $1) }
        default:
            return expected == actual
        }
    }
}

extension CorpusReport {
    /// The report of `entries` with the answer `answer` gives each one (its index and the line),
    /// asked once per line, in order: what ``IntentMatcher/evaluate(_:context:progress:)`` makes with
    /// its own matches, and what a caller that has the matches already makes without matching again.
    init(_ entries: [CorpusEntry], answer: (Int, CorpusEntry) -> IntentMatch) {
        var report = CorpusReport()
        var rows: [String: CorpusReport.IntentRow] = [:]
        var order: [String] = []
        for entry in entries {
            let match = answer(report.total, entry)
            report.total += 1
            let best = match.candidates.first
            report.calibration.record(
                score: best?.score ?? 0,
                correct: best.map { candidate in
                    entry.expectation.map { IntentMatcher.names(candidate, $0) } ?? false
                } ?? false)
            guard let expectation = entry.expectation else {
                report.negatives += 1
                if match.outcome == .matched {
                    report.falseActivations += 1
                    report.failures.append(
                        .init(
                            entry: entry, match: match,
                            reason: "expected nothing, but \(match.app ?? "?")/\(match.intent ?? "?") matched"))
                } else {
                    report.passed += 1
                }
                continue
            }
            report.positives += 1
            let key = "\(expectation.app ?? "")/\(expectation.intent ?? expectation.schema ?? "")"
            if rows[key] == nil {
                order.append(key)
                rows[key] = .init(
                    app: expectation.app, intent: expectation.intent ?? expectation.schema ?? "?",
                    total: 0, correctIntent: 0, passed: 0)
            }
            rows[key]?.total += 1
            guard match.outcome == .matched else {
                report.falseRejections += 1
                report.failures.append(
                    .init(entry: entry, match: match, reason: "expected a match, got \(match.outcome.rawValue)"))
                continue
            }
            let sameIntent =
                (expectation.app == nil || expectation.app == match.app)
                && (expectation.intent == nil || expectation.intent == match.intent)
                && (expectation.schema == nil || expectation.schema == match.schema)
            guard sameIntent else {
                report.failures.append(
                    .init(
                        entry: entry, match: match,
                        reason: "expected \(key), got \(match.app ?? "?")/\(match.intent ?? "?")"))
                continue
            }
            report.correctIntents += 1
            rows[key]?.correctIntent += 1
            if let problem = IntentMatcher.parameterProblem(expectation.parameters, match) {
                report.failures.append(.init(entry: entry, match: match, reason: problem))
                continue
            }
            report.exactPasses += 1
            report.passed += 1
            rows[key]?.passed += 1
        }
        report.intents = order.compactMap { rows[$0] }
        self = report
    }
}

extension CorpusReport {
    /// The `test --json` report (<doc:TheCommandLine>), keys in a fixed order.
    public var json: JSONValue {
        let report = self
        var object = JSONObject()
        object.set("total", .number(Double(report.total)))
        object.set("passed", .number(Double(report.passed)))
        object.set("failed", .number(Double(report.failed)))
        object.set("positives", .number(Double(report.positives)))
        object.set("negatives", .number(Double(report.negatives)))
        object.set("intentAccuracy", .number(IntentMatch.rounded(report.intentAccuracy)))
        object.set("exactAccuracy", .number(IntentMatch.rounded(report.exactAccuracy)))
        object.set("falseActivations", .number(Double(report.falseActivations)))
        object.set("falseActivationRate", .number(IntentMatch.rounded(report.falseActivationRate)))
        object.set("falseRejections", .number(Double(report.falseRejections)))
        object.set("calibration", report.calibration.json)
        object.set(
            "intents",
            .array(
                report.intents.map { row in
                    var item = JSONObject()
                    item.set("app", row.app.map(JSONValue.string) ?? .null)
                    item.set("intent", .string(row.intent))
                    item.set("total", .number(Double(row.total)))
                    item.set("correctIntent", .number(Double(row.correctIntent)))
                    item.set("passed", .number(Double(row.passed)))
                    return .object(item)
                }))
        object.set(
            "failures",
            .array(
                report.failures.map { failure in
                    var item = JSONObject()
                    item.set("source", .string(failure.entry.source))
                    item.set("text", .string(failure.entry.text))
                    item.set("reason", .string(failure.reason))
                    item.set("match", failure.match.json)
                    return .object(item)
                }))
        return .object(object)
    }
}
