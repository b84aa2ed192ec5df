import Phrasebook

/// The sentences the expectations fail with: what was expected, and what happened instead.
enum FailureText {
    /// Why `match` is not `intent` (of `app`) with `parameters`, or nil when it is.
    static func intentProblem(
        _ match: IntentMatch, intent: String, app: String?, parameters: [String: ParameterValue]
    ) -> String? {
        let wanted = app.map { "\($0)/\(intent)" } ?? intent
        guard match.outcome == .matched, match.intent == intent, app == nil || match.app == app else {
            return "expected “\(match.text)” to resolve to \(wanted); \(describe(match))"
        }
        var wrong: [String] = []
        for name in parameters.keys.sorted() {
            let expected = parameters[name]
            let found = match[parameter: name]
            guard found != expected else { continue }
            wrong.append(
                "\(name) is \(found.map { "“\($0)” (\(kind($0)))" } ?? "not set"), expected “\(expected.map(\.description) ?? "")” (\(expected.map(kind) ?? ""))"
            )
        }
        guard !wrong.isEmpty else { return nil }
        return "“\(match.text)” resolved to \(wanted), but \(wrong.joined(separator: "; ")); \(describe(match))"
    }

    /// Why `match` was not vetoed by `negativePhrase`, or nil when it was.
    static func vetoProblem(_ match: IntentMatch, negativePhrase: String) -> String? {
        if match.outcome == .rejected, match.phrase == negativePhrase { return nil }
        return "expected “\(match.text)” to be vetoed by the negative phrase “\(negativePhrase)”; \(describe(match))"
    }

    /// Why `report` falls below `floors`, or nil when it meets them.
    static func corpusProblem(_ report: CorpusReport, floors: AccuracyFloors, path: String) -> String? {
        var short: [String] = []
        if let floor = floors.intentAccuracy, report.intentAccuracy < floor {
            short.append("intent accuracy \(percent(report.intentAccuracy)) is below \(percent(floor))")
        }
        if let floor = floors.exactAccuracy, report.exactAccuracy < floor {
            short.append("exact accuracy \(percent(report.exactAccuracy)) is below \(percent(floor))")
        }
        if let ceiling = floors.maxFalseActivationRate, report.falseActivationRate > ceiling {
            short.append(
                "false activations \(percent(report.falseActivationRate)) (\(report.falseActivations) of \(report.negatives)) exceed \(percent(ceiling))"
            )
        }
        guard !short.isEmpty else { return nil }
        let shown = report.failures.prefix(maxListed).map { failure in
            "  \(failure.entry.source): “\(failure.entry.text)”: \(failure.reason); \(describe(failure.match))"
        }
        let more = report.failures.count > maxListed ? ["  … and \(report.failures.count - maxListed) more"] : []
        return "the corpus \(path) (\(report.total) lines) falls short: \(short.joined(separator: "; "))\n"
            + (shown + more).joined(separator: "\n")
    }

    /// How many failing lines a corpus failure lists.
    static let maxListed = 10

    /// What a match did: "matched Soup Chef/OrderSoupIntent (score 0.93, phrase “…”)".
    static func describe(_ match: IntentMatch) -> String {
        let score = match.score.map(format) ?? "-"
        switch match.outcome {
        case .matched:
            return
                "matched \(match.app ?? "-")/\(match.intent ?? "-") (score \(score), phrase “\(match.phrase ?? "")”)\(parameterList(match))"
        case .rejected:
            return "vetoed by the negative phrase “\(match.phrase ?? "")” of \(match.app ?? "-") (score \(score))"
        case .ambiguous:
            return "ambiguous between " + match.candidates.map(candidate).joined(separator: " and ")
        case .noMatch:
            var text = "matched nothing"
            if let reason = match.reason { text += " (\(reason))" }
            if !match.candidates.isEmpty {
                text += "; closest " + match.candidates.prefix(3).map(candidate).joined(separator: ", ")
            }
            if let suggestion = match.suggestions.first { text += "; did you mean “\(suggestion)”?" }
            return text
        }
    }

    /// What a turn was: its outcome, intent and dialog, and the match of `utterance` when the
    /// turn started a request with it (an answer to a question matches nothing of its own).
    static func describe(_ turn: ConversationTurn, utterance: String? = nil) -> String {
        var text = turn.kind
        if let intent = turn.intent { text += " \(turn.app ?? "-")/\(intent)" }
        if let dialog = turn.dialog?.full { text += " saying “\(dialog)”" }
        if let target = turn.target { text += " opening “\(target.title)”" }
        if let match = turn.match,
            match.text == utterance || turn.kind == "noMatch" || turn.kind == "rejected" || turn.kind == "ambiguous"
        {
            text += " (\(describe(match)))"
        }
        return text
    }

    private static func candidate(_ candidate: IntentMatch.Candidate) -> String {
        "\(candidate.app)/\(candidate.intent) (score \(format(candidate.score)))"
    }

    private static func parameterList(_ match: IntentMatch) -> String {
        guard !match.parameters.isEmpty else { return "" }
        return " with " + match.parameters.map { "\($0.name) “\($0.value)”" }.joined(separator: ", ")
    }

    private static func kind(_ value: ParameterValue) -> String {
        switch value {
        case .string: "string"
        case .int: "int"
        case .double: "double"
        case .bool: "bool"
        case .date: "date"
        case .duration: "duration"
        case .measurement: "measurement"
        case .person: "person"
        case .url: "url"
        case .list: "list"
        }
    }

    /// Two decimals, as `match` prints scores.
    static func format(_ score: Double) -> String {
        let hundredths = Int((score * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    static func percent(_ share: Double) -> String {
        let tenths = Int((share * 1000).rounded())
        return "\(tenths / 10).\(tenths % 10)%"
    }
}
