import Foundation
import PhraseMatching
import Phrasebook

/// `phrasebook negatives`: what the negative phrases do on corpora of positives and negatives.
enum NegativesCommand: Command {
    static let mine = CommandOption(
        name: "--mine", valueName: "N",
        help:
            "mine the first N false activations for suggestions (default \(NegativePhraseAnalysis.maxMinedActivations))"
    )
    static let write = CommandOption(
        name: "--write", valueName: "FILE", help: "write the manifest with the suggested negative phrases added to FILE"
    )
    static let holdOut = CommandOption(
        name: "--hold-out", valueName: "SHARE|FILE",
        help:
            "check the suggestions on lines they were not mined from: a share of the lines (25%), or a corpus file"
    )
    static let verb = Verb(
        name: "negatives", summary: "analyse negative phrases on corpora and suggest new ones",
        arguments: "CORPUS…",
        options: [
            CommonOptions.manifest, CommonOptions.json, CommonOptions.now, CommonOptions.exact, mine, write, holdOut,
        ],
        discussion: """
            Runs each CORPUS (.jsonl or .corpus; lines that expect a match are positives, lines
            that expect nothing are negatives) and reports:
              false activations   negatives an intent matched: the app, intent, phrase and score
              vetoes              each negative phrase and the utterances it rejected
              dead                negative phrases that vetoed nothing
              harmful             negative phrases that vetoed positives, with those positives
              suggested           negative phrases that would reject the false activations and
                                  change no positive, each verified by compiling and running it
            With --json, one object with the keys falseActivations ({text, app, intent, phrase,
            score}), vetoes, deadNegatives, harmfulNegatives and suggestedNegatives ({phrase, app,
            intent, texts}; intent is null for an app-level negative phrase).
            A suggestion is the phrase that matched with its open slot's first word fixed ("find
            my {title}"), the words as said (the app name as {applicationName}), or the words
            with the slots as parameters. Each one is verified with the ones before it, so
            together they do what each one says; --write saves the manifest with all of them
            added (the manifest file is not changed).
            --hold-out keeps lines out of the analysis and the mining, then runs them against
            the manifest and against it with the suggestions, and reports the false
            activations fixed and the lines broken there: how far the suggestions hold beyond
            the lines they were mined from. A share such as 25% holds out about that many
            lines, chosen by a hash of their text; a corpus file holds out its lines (say, a
            topic the other corpora do not have). With --json, the key heldOut.
            Exit status 1 when there is a false activation or a harmful negative phrase.
            """)

    static func run(_ arguments: ParsedArguments) async throws -> Int32 {
        let context = try CommonOptions.valueContext(arguments)
        let source = ManifestSource(arguments)
        var entries = try CorpusFiles.load(arguments.positionals)
        var heldOut: [CorpusEntry] = []
        if let value = arguments.value(holdOut) {
            if value.hasSuffix("%") {
                guard let share = Double(value.dropLast()), share > 0, share < 100 else {
                    throw UsageError("\(holdOut.name): '\(value)' is not a share between 0% and 100%")
                }
                (entries, heldOut) = NegativePhraseAnalysis.split(entries, holdingOut: share / 100)
            } else {
                heldOut = try CorpusFiles.load([value])
            }
        }
        let mining =
            try arguments.value(mine, as: "a whole number of 0 or more") { Int($0).flatMap { $0 >= 0 ? $0 : nil } }
            ?? NegativePhraseAnalysis.maxMinedActivations
        var progress = Progress(total: entries.count)
        var miningProgress: Progress?
        let analysis: NegativePhraseAnalysis
        do {
            analysis = try NegativePhraseAnalysis(
                model: try source.model(), entries: entries, options: CommonOptions.matchOptions(arguments),
                context: context, mining: mining, progress: { progress.update($0) },
                miningProgress: { done, total in
                    if miningProgress == nil {
                        progress.finish()
                        miningProgress = Progress(total: total, noun: "false activations mined")
                    }
                    miningProgress?.update(done)
                }, heldOut: heldOut)
        } catch {
            throw source.problems(error)
        }
        progress.finish()
        miningProgress?.finish()
        // the report first: a manifest that cannot be written loses none of it.
        Output.write(arguments.has(CommonOptions.json) ? analysis.json.serialized() : report(analysis))
        if let path = arguments.value(write) { try writeManifest(analysis, from: source, to: path) }
        return analysis.hasProblems ? ExitStatus.failure : ExitStatus.success
    }

    /// Writes the analysed manifest with the suggestions added to `path`.
    private static func writeManifest(
        _ analysis: NegativePhraseAnalysis, from source: ManifestSource, to path: String
    ) throws {
        // returned from inside `do`, not assigned to a `let` declared before it (Tests/Reproducers/README.md).
        func fixed() throws -> String {
            do {
                return try analysis.manifest(addingSuggestionsTo: try source.text(), file: source.name)
            } catch {
                throw source.problems(error)
            }
        }
        let text = try fixed()
        do {
            try Data((text + "\n").utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            throw CommandError("\(path): cannot write the manifest (\(error.localizedDescription))")
        }
    }

    /// The text report: one section per finding, then a summary line.
    static func report(_ analysis: NegativePhraseAnalysis) -> String {
        let quoted = MatchOutput.quoted
        func scope(_ finding: NegativePhraseAnalysis.Finding) -> String {
            finding.app + (finding.intent.map { "/\($0)" } ?? "")
        }
        var lines: [String] = []
        func section(_ title: String, _ count: Int) {
            if !lines.isEmpty { lines.append("") }
            lines.append("\(title) (\(count))\(count == 0 ? ": none" : ":")")
        }
        section("false activations", analysis.falseActivations.count)
        for activation in analysis.falseActivations {
            lines.append(
                "  \(activation.source) \(quoted(activation.text)) → \(activation.app)/\(activation.intent) "
                    + "(\(String(format: "%.3f", activation.score))) by \(quoted(activation.phrase))")
        }
        section("vetoes", analysis.vetoes.count)
        for veto in analysis.vetoes {
            lines.append("  \(quoted(veto.phrase)) of \(scope(veto)) vetoed \(veto.texts.count):")
            for text in veto.texts {
                lines.append("    \(veto.positives.contains(text) ? "wrongly" : "rightly") \(quoted(text))")
            }
        }
        section("dead negative phrases", analysis.deadNegatives.count)
        for dead in analysis.deadNegatives { lines.append("  \(quoted(dead.phrase)) of \(scope(dead)) vetoed nothing") }
        section("harmful negative phrases", analysis.harmfulNegatives.count)
        for harmful in analysis.harmfulNegatives {
            lines.append(
                "  \(quoted(harmful.phrase)) of \(scope(harmful)) vetoed \(counted(harmful.texts.count, "positive")): "
                    + harmful.texts.map(quoted).joined(separator: ", "))
        }
        section("suggested negative phrases", analysis.suggestedNegatives.count)
        for suggestion in analysis.suggestedNegatives {
            lines.append(
                "  \(quoted(suggestion.phrase)) for \(scope(suggestion)) fixes "
                    + suggestion.texts.map(quoted).joined(separator: ", "))
        }
        if let heldOut = analysis.heldOut {
            let before = heldOut.before
            let after = heldOut.after
            lines.append("")
            lines.append(
                "held out (\(counted(before.total, "line")): \(before.negatives) negative, \(before.positives) positive), "
                    + "without → with the suggestions:")
            lines.append("  false activations \(before.falseActivations) → \(after.falseActivations)")
            func positivesPassed(_ report: CorpusReport) -> Int {
                report.passed - (report.negatives - report.falseActivations)
            }
            lines.append("  positives passed \(positivesPassed(before)) → \(positivesPassed(after))")
            for (title, entries) in [("fixed", heldOut.fixed), ("broken", heldOut.broken)] where !entries.isEmpty {
                lines.append("  \(title) (\(entries.count)):")
                for entry in entries { lines.append("    \(entry.source) \(quoted(entry.text))") }
            }
            if !heldOut.vetoes.isEmpty {
                lines.append("  negative phrases that vetoed held-out lines (\(heldOut.vetoes.count)):")
            }
            for veto in heldOut.vetoes {
                let wrongly =
                    veto.positives.isEmpty
                    ? "" : ", \(veto.positives.count) wrongly: " + veto.positives.map(quoted).joined(separator: ", ")
                lines.append("    \(quoted(veto.phrase)) of \(scope(veto)) vetoed \(veto.texts.count)\(wrongly)")
            }
        }
        lines.append("")
        let vetoed = analysis.vetoes.reduce(0) { $0 + $1.texts.count }
        lines.append(
            "\(analysis.total) utterances: \(counted(analysis.falseActivations.count, "false activation")), \(vetoed) vetoed; "
                + "negative phrases: \(analysis.deadNegatives.count) dead, \(analysis.harmfulNegatives.count) harmful, "
                + "\(analysis.suggestedNegatives.count) suggested")
        return lines.joined(separator: "\n")
    }
}
