import Foundation
import PhraseMatching
import Phrasebook

/// `phrasebook test`: runs corpora against a manifest and reports accuracy. Exit status 1 when a
/// line fails, or, with gates, when a gate fails.
enum TestCommand: Command {
    static let minAccuracy = CommandOption(
        name: "--min-accuracy", valueName: "X",
        help: "pass when intent accuracy is at least X (0.95 or 95%), instead of requiring every line")
    static let maxFalseActivations = CommandOption(
        name: "--max-false-activations", valueName: "Y",
        help: "pass when at most Y negative lines activate (a count, or a share such as 2%)")

    static let minScripts = CommandOption(
        name: "--min-scripts", valueName: "X",
        help: "pass when at least X (0.9 or 90%) of the conversation scripts pass, instead of requiring every script")

    static let verb = Verb(
        name: "test", summary: "run corpora and report accuracy, false activations and failing lines",
        arguments: "CORPUS…",
        options: [
            CommonOptions.manifest, CommonOptions.json, CommonOptions.now, CommonOptions.exact, minAccuracy,
            maxFalseActivations, minScripts, CommonOptions.confirmBelow,
        ],
        discussion: """
            Runs each CORPUS (JSON lines .jsonl, or the line format .corpus) against the manifest's
            apps and prints intent accuracy, exact accuracy (parameters too), false activations
            and rejections, a row per intent and every failing line. With --json, one object.
            Exit status 1 when any line fails. With --min-accuracy or --max-false-activations,
            the gates given decide instead, so a large corpus can gate a build without every line
            passing. A .jsonl file whose first line is an object with "turns" is a conversation
            corpus: each line is a script run in a conversation of its own, and each failing
            script is reported with its first failing turn; with --json, under "conversations".
            --min-scripts gates the share of scripts that pass; --confirm-below runs the scripts
            as chat does with it.
            """)

    /// The thresholds a run must meet, when given.
    struct Gates {
        var minAccuracy: Double?
        /// A count of false activations, or a share of the negative lines.
        var maxFalseActivations: Limit?

        enum Limit {
            case count(Int)
            case share(Double)
        }

        var isEmpty: Bool { minAccuracy == nil && maxFalseActivations == nil }

        /// One sentence per gate, and whether all passed.
        func check(_ report: CorpusReport) -> (passed: Bool, lines: [String]) {
            var passed = true
            var lines: [String] = []
            if let minAccuracy {
                let ok = report.intentAccuracy >= minAccuracy
                passed = passed && ok
                lines.append(
                    "gate intent accuracy \(percent(report.intentAccuracy)) ≥ \(percent(minAccuracy)): \(ok ? "passed" : "FAILED")"
                )
            }
            switch maxFalseActivations {
            case .count(let limit)?:
                let ok = report.falseActivations <= limit
                passed = passed && ok
                lines.append(
                    "gate false activations \(report.falseActivations) ≤ \(limit): \(ok ? "passed" : "FAILED")")
            case .share(let limit)?:
                let ok = report.falseActivationRate <= limit
                passed = passed && ok
                lines.append(
                    "gate false activations \(percent(report.falseActivationRate)) ≤ \(percent(limit)): \(ok ? "passed" : "FAILED")"
                )
            case nil:
                break
            }
            return (passed, lines)
        }
    }

    static func run(_ arguments: ParsedArguments) async throws -> Int32 {
        let gates = Gates(
            minAccuracy: try arguments.value(minAccuracy, as: "an accuracy between 0 and 1 (or 0% and 100%)", share),
            maxFalseActivations: try arguments.value(
                maxFalseActivations, as: "a whole number or a share such as 2%", limit))
        let scriptShare = try arguments.value(minScripts, as: "a share between 0 and 1 (or 0% and 100%)", share)
        let context = try CommonOptions.valueContext(arguments)
        let source = ManifestSource(arguments)
        let (entries, scripts) = try CorpusFiles.load(arguments.positionals, conversations: true)
        var object = JSONObject()
        var lines: [String] = []
        var succeeded = true
        if !entries.isEmpty || scripts.isEmpty {
            let matcher = try source.matcher(options: CommonOptions.matchOptions(arguments))
            var progress = Progress(total: entries.count)
            let report = matcher.evaluate(entries, context: context) { progress.update($0) }
            progress.finish()
            let (passed, gateLines) = gates.check(report)
            guard case .object(let reportObject) = report.json else { return ExitStatus.failure }
            object = reportObject
            if !gates.isEmpty { object.set("gates", .object(gatesJSON(gates, passed: passed))) }
            lines += [summary(report)] + gateLines
            succeeded = gates.isEmpty ? report.failed == 0 : passed
        }
        if !scripts.isEmpty {
            let assistant = try await source.assistant(
                options: CommonOptions.matchOptions(arguments),
                confirmationThreshold: try CommonOptions.confirmationThreshold(arguments))
            let report = await assistant.run(scripts, context: context)
            var conversations = report.json.objectValue ?? JSONObject()
            lines.append(conversationSummary(report))
            if let scriptShare {
                let ok = report.passRate >= scriptShare
                conversations.set("minScripts", .number(scriptShare))
                conversations.set("gatePassed", .bool(ok))
                lines.append(
                    "gate scripts passed \(percent(report.passRate)) ≥ \(percent(scriptShare)): \(ok ? "passed" : "FAILED")"
                )
                succeeded = succeeded && ok
            } else {
                succeeded = succeeded && report.failures.isEmpty
            }
            object.set("conversations", .object(conversations))
        }
        Output.write(
            arguments.has(CommonOptions.json) ? JSONValue.object(object).serialized() : lines.joined(separator: "\n"))
        return succeeded ? ExitStatus.success : ExitStatus.failure
    }

    /// The report of conversation scripts: the count, then each failing script with its turn.
    static func conversationSummary(_ report: ConversationReport) -> String {
        var lines = [
            "\(report.total) conversation scripts: \(report.passed) passed, \(report.failures.count) failed (\(percent(report.passRate)))"
        ]
        for failure in report.failures {
            let text = failure.script.turns[failure.turn - 1].text
            lines.append(
                "FAIL \(failure.script.source) \(MatchOutput.quoted(failure.script.name)), turn \(failure.turn) \(MatchOutput.quoted(text)): \(failure.reason)"
            )
        }
        return lines.joined(separator: "\n")
    }

    private static func gatesJSON(_ gates: Gates, passed: Bool) -> JSONObject {
        var object = JSONObject()
        object.set("minAccuracy", gates.minAccuracy.map(JSONValue.number) ?? .null)
        switch gates.maxFalseActivations {
        case .count(let count)?: object.set("maxFalseActivations", .number(Double(count)))
        case .share(let share)?: object.set("maxFalseActivationRate", .number(share))
        case nil: object.set("maxFalseActivations", .null)
        }
        object.set("passed", .bool(passed))
        return object
    }

    /// "0.95" or "95%" as 0.95, when in [0, 1].
    static func share(_ text: String) -> Double? {
        let value = text.hasSuffix("%") ? Double(text.dropLast()).map { $0 / 100 } : Double(text)
        guard let value, value >= 0, value <= 1 else { return nil }
        return value
    }

    private static func limit(_ text: String) -> Gates.Limit? {
        if text.hasSuffix("%") { return share(text).map(Gates.Limit.share) }
        return Int(text).flatMap { $0 >= 0 ? .count($0) : nil }
    }

    static func summary(_ report: CorpusReport) -> String {
        var lines = [
            "\(report.total) utterances: \(report.passed) passed, \(report.failed) failed",
            "  intent accuracy \(percent(report.intentAccuracy)) (\(report.correctIntents)/\(report.positives)), "
                + "exact accuracy \(percent(report.exactAccuracy)), "
                + "false activations \(report.falseActivations)/\(report.negatives) (\(percent(report.falseActivationRate))), "
                + "false rejections \(report.falseRejections)",
        ]
        for row in report.intents {
            lines.append(
                "  \(row.app.map { "\($0)/" } ?? "")\(row.intent): \(row.correctIntent)/\(row.total) intent, \(row.passed)/\(row.total) exact"
            )
        }
        lines.append("  reliability (best reading's score against whether it was right):")
        lines.append(report.calibration.description)
        for failure in report.failures {
            lines.append("FAIL \(failure.entry.source) \(MatchOutput.quoted(failure.entry.text)): \(failure.reason)")
        }
        return lines.joined(separator: "\n")
    }
}
