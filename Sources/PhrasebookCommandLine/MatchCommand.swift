import Foundation
import PhraseMatching
import Phrasebook

/// `phrasebook match`: one answer per utterance, as text or JSON lines.
enum MatchCommand: Command {
    static let top = CommandOption(
        name: "--top", valueName: "N", help: "list at most N candidates per utterance (default 3)")
    static let stats = CommandOption(
        name: "--stats", valueName: nil, help: "print matching time and search work per utterance to standard error")

    static let verb = Verb(
        name: "match", summary: "match utterances to the intents of the manifest's apps",
        arguments: "[UTTERANCE…]",
        options: [CommonOptions.manifest, CommonOptions.json, top, CommonOptions.now, CommonOptions.exact, stats],
        discussion: """
            Matches each UTTERANCE (or, with none, each line of standard input) against the apps of
            the manifest, and prints one answer per utterance: the app, intent and parameters, or
            why nothing matched. Every outcome exits 0; a bad manifest exits 1.
            With --json, one object per line with the keys text, outcome, app, intent, schema,
            score, phrase, parameters, missing, candidates, suggestions and reason.
            A line longer than 4,096 bytes is answered noMatch, with its first bytes as its text.
            After "--", every argument is an utterance, even one that starts with '-'.
            """)

    static func run(_ arguments: ParsedArguments) async throws -> Int32 {
        let top =
            try arguments.value(Self.top, as: "a whole number of 0 or more") { Int($0).flatMap { $0 >= 0 ? $0 : nil } }
            ?? 3
        let context = try CommonOptions.valueContext(arguments)
        let options = CommonOptions.matchOptions(arguments)
        let matcher = try ManifestSource(arguments).matcher(options: options)
        var answering = Answering(
            matcher: matcher, context: context, top: top, json: arguments.has(CommonOptions.json),
            stats: arguments.has(stats))
        if !arguments.positionals.isEmpty {
            for utterance in arguments.positionals { answering.answer(utterance) }
        } else {
            // a batch compiles up front what its first unmatched line would otherwise wait for.
            matcher.prepare()
            try Output.bufferingStandardOutput {
                try answering.answerStandardInput(maxLineBytes: options.maxInputLength)
            }
        }
        if arguments.has(stats) { Output.error(answering.statistics.summary()) }
        // a large model is millions of small arrays: when the process is about to exit, one more
        // reference keeps them from being freed one by one (a tenth of a second at 100k phrases).
        if PhrasebookCommand.exitsAfterRun { _ = Unmanaged.passRetained(matcher) }
        return ExitStatus.success
    }

    /// Answers utterances one by one, writing each answer before waiting for more input.
    private struct Answering {
        let matcher: IntentMatcher
        let context: ValueContext
        let top: Int
        let json: Bool
        let stats: Bool
        var statistics = MatchStatistics()

        mutating func answer(_ utterance: String) {
            let clock = ContinuousClock()
            let start = clock.now
            var match = matcher.match(utterance, context: context)
            if stats { statistics.record(clock.now - start, expansions: match.expansions) }
            if match.candidates.count > top { match.candidates.removeSubrange(top...) }
            Output.write(json ? match.jsonText(withReason: true) : MatchOutput.line(match))
        }

        /// Batch mode: one answer per line of standard input, with a prompt at a terminal, and a
        /// progress line when only standard error is one (input piped in, answers to a file).
        mutating func answerStandardInput(maxLineBytes: Int) throws {
            var reader = LineReader(maxLineBytes: maxLineBytes)
            var progress = Progress(
                enabled: Terminal.showsStatus && !Terminal.isInteractive && !Terminal.outputIsTerminal)
            // asked once: a prompt is for someone typing at a terminal.
            let prompts = Terminal.isInteractive && Terminal.showsStatus
            if prompts { Terminal.prompt() }
            while let line = try reader.next() {
                switch line {
                case .text(let utterance):
                    answer(utterance)
                case .tooLong(let prefix, let length):
                    let reason = NoMatchReason.inputTooLong(length: length, limit: maxLineBytes)
                    Output.write(
                        json
                            ? MatchOutput.tooLongJSON(prefix: prefix, reason: reason).serialized()
                            : MatchOutput.tooLongLine(prefix: prefix, reason: reason))
                }
                progress.update(reader.lineNumber)
                if prompts { Terminal.prompt() }
            }
            progress.finish()
        }
    }
}
