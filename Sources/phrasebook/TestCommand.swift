import Foundation
import Phrasebook
import PhraseMatching

/// `phrasebook test`: runs corpora against a manifest and reports accuracy; exit status 1 on any failure.
enum TestCommand {
    static func run(_ arguments: [String]) -> Int32 {
        do {
            let options = try MatchCommand.parse(arguments)
            guard !options.utterances.isEmpty else { throw CommandError("name at least one corpus file (.jsonl or .corpus)") }
            let matcher = try MatchCommand.loadMatcher(manifest: options.manifest, exact: options.exact)
            var entries: [CorpusEntry] = []
            for path in options.utterances {
                do {
                    entries += try CorpusLoader.load(contentsOf: path)
                } catch {
                    throw CommandError("\(path): the corpus has errors\n\n\(error.description)")
                }
            }
            let report = matcher.evaluate(entries, context: options.valueContext)
            Output.write(options.json ? report.json.serialized() : summary(report))
            return report.failed == 0 ? 0 : 1
        } catch {
            Output.error("phrasebook test: \(error)")
            return 1
        }
    }

    static func summary(_ report: CorpusReport) -> String {
        func percent(_ value: Double) -> String { String(format: "%.1f%%", value * 100) }
        var lines = [
            "\(report.total) utterances: \(report.passed) passed, \(report.failed) failed",
            "  intent accuracy \(percent(report.intentAccuracy)) (\(report.correctIntents)/\(report.positives)), "
                + "exact accuracy \(percent(report.exactAccuracy)), "
                + "false activations \(report.falseActivations)/\(report.negatives) (\(percent(report.falseActivationRate))), "
                + "false rejections \(report.falseRejections)",
        ]
        for row in report.intents {
            lines.append("  \(row.app.map { "\($0)/" } ?? "")\(row.intent): \(row.correctIntent)/\(row.total) intent, \(row.passed)/\(row.total) exact")
        }
        lines.append("  reliability (best reading's score against whether it was right):")
        lines.append(report.calibration.description)
        for failure in report.failures {
            lines.append("FAIL \(failure.entry.source) \(JSONValue.string(failure.entry.text).serialized()): \(failure.reason)")
        }
        return lines.joined(separator: "\n")
    }
}
