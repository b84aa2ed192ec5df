import Foundation
import PhraseMatching
import Phrasebook

/// How `match` (and `serve`) print one answer: a line of text, or the `match --json` object.
enum MatchOutput {
    /// The `match --json` object, with `reason` last: why nothing matched, or null.
    static func json(_ match: IntentMatch) -> JSONValue {
        guard case .object(var object) = match.json else { return match.json }
        object.set("reason", match.reason.map { .string($0.description) } ?? .null)
        return .object(object)
    }

    /// The answer to a line longer than the utterance limit, which was skipped unread: `noMatch`,
    /// with the line's first bytes as its text and the reason.
    static func tooLongJSON(prefix: String, reason: NoMatchReason) -> JSONValue {
        var object = JSONObject()
        object.set("text", .string(prefix))
        object.set("outcome", .string(IntentMatch.Outcome.noMatch.rawValue))
        for key in ["app", "intent", "schema", "score", "phrase"] { object.set(key, .null) }
        object.set("parameters", .object(JSONObject()))
        for key in ["missing", "candidates", "suggestions"] { object.set(key, .array([])) }
        object.set("reason", .string(reason.description))
        return .object(object)
    }

    /// One line: the utterance, the outcome, and what it resolved to.
    static func line(_ match: IntentMatch) -> String {
        let score = match.score.map { String(format: "%.3f", $0) } ?? "-"
        var line = "\(quoted(match.text)) → \(match.outcome.rawValue)"
        switch match.outcome {
        case .matched:
            line += " \(match.app ?? "?")/\(match.intent ?? "?") (\(score))"
            for parameter in match.parameters {
                line += " \(parameter.name)=\(parameter.value.json.serialized())"
            }
            if !match.missing.isEmpty { line += " missing: \(match.missing.joined(separator: ", "))" }
        case .rejected:
            line += " by negative phrase \(quoted(match.phrase ?? "")) of \(match.app ?? "?")"
            if let intent = match.intent { line += "/\(intent)" }
        case .ambiguous:
            line +=
                ": "
                + match.candidates.map { "\($0.app)/\($0.intent) (\(String(format: "%.3f", $0.score)))" }
                .joined(separator: ", ")
        case .noMatch:
            if let reason = match.reason { line += " (\(reason))" }
            if !match.suggestions.isEmpty {
                line += "; did you mean " + match.suggestions.map(quoted).joined(separator: " or ") + "?"
            }
        }
        return line
    }

    /// The line for a skipped over-long input line.
    static func tooLongLine(prefix: String, reason: NoMatchReason) -> String {
        "\(quoted(String(prefix.prefix(60))))… → noMatch (\(reason))"
    }

    /// Text as a JSON string literal: quoted, with control characters escaped.
    static func quoted(_ text: String) -> String { JSONValue.string(text).serialized() }
}
