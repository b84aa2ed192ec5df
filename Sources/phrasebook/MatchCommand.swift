import AssistantSchemas
import Foundation
import Phrasebook
import PhraseMatching

/// `phrasebook match`: one answer per utterance, human-readable or JSON lines.
enum MatchCommand {
    struct Options {
        /// The context relative values resolve in: `--now`, in the zone it was written in.
        var valueContext: ValueContext {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            return ValueContext(now: now, calendar: calendar)
        }

        var manifest: String?
        var json = false
        var top = 3
        var now = Date()
        /// The zone `--now` was written in; relative dates are computed there (local time otherwise).
        var timeZone = TimeZone.current
        var stats = false
        var exact = false
        var utterances: [String] = []
    }

    /// Parses flags.
    /// - Throws: ``CommandError``, one sentence for standard error. (Plain `throws` and no `Result`:
    ///   Swift 6.3 in release mode miscompiled `Result<Options, CommandError>` into a bad release;
    ///   see `Tests/Reproducers/README.md`.)
    static func parse(_ arguments: [String]) throws -> Options {
        var options = Options()
        var index = 0
        var onlyUtterances = false
        func value(for flag: String) throws -> String {
            guard index + 1 < arguments.count else { throw CommandError("\(flag) needs a value") }
            index += 1
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            if onlyUtterances || !argument.hasPrefix("-") || argument == "-" {
                options.utterances.append(argument)
            } else {
                switch argument {
                case "--":
                    onlyUtterances = true
                case "--json":
                    options.json = true
                case "--stats":
                    options.stats = true
                case "--exact":
                    options.exact = true
                case "--manifest":
                    options.manifest = try value(for: argument)
                case "--top":
                    let text = try value(for: argument)
                    guard let top = Int(text), top >= 0 else {
                        throw CommandError("--top: '\(text)' is not a whole number of 0 or more")
                    }
                    options.top = top
                case "--now":
                    let text = try value(for: argument)
                    guard let (date, zone) = ISO8601.date(from: text) else {
                        throw CommandError("--now: '\(text)' is not an ISO 8601 time such as 2026-11-22T09:30:00Z")
                    }
                    options.now = date
                    options.timeZone = zone
                default:
                    let flags = ["--manifest", "--json", "--top", "--now", "--exact", "--stats"]
                    var message = "unknown option '\(argument)' (options are: \(flags.joined(separator: ", ")))"
                    if let guess = Suggestion.closest(to: argument, in: flags) { message += ". Did you mean '\(guess)'?" }
                    throw CommandError(message)
                }
            }
            index += 1
        }
        return options
    }

    static func run(_ arguments: [String]) -> Int32 {
        // values live inside the `do` (none is declared before it and assigned within): Swift 6.3.1
        // in release mode destroyed such a value from a clobbered stack slot at exit (a miscompile;
        // see Tests/Reproducers/README.md).
        do {
            let options = try parse(arguments)
            let matcher = try loadMatcher(manifest: options.manifest, exact: options.exact)
            answerAll(options, matcher)
            return 0
        } catch {
            Output.error("phrasebook match: \(error)")
            return 1
        }
    }

    /// Answers every utterance argument, or every line of standard input when there are none.
    private static func answerAll(_ options: Options, _ matcher: IntentMatcher) {
        var statistics = MatchStatistics()
        let context = options.valueContext
        if !options.utterances.isEmpty {
            for utterance in options.utterances { answer(utterance, matcher, context, options, &statistics) }
        } else {
            while let line = readLine(strippingNewline: true) { answer(line, matcher, context, options, &statistics) }
        }
        if options.stats { Output.error(statistics.summary) }
    }

    /// The matcher for `manifest` (the demo when nil).
    /// - Throws: ``CommandError`` with every problem found in the manifest.
    static func loadMatcher(manifest: String?, exact: Bool = false) throws -> IntentMatcher {
        let path = manifest ?? DemoManifest.path
        do {
            return try IntentMatcher(model: try loadModel(path), options: exact ? .exact : MatchOptions())
        } catch {
            throw CommandError("\(path): the manifest has errors\n\n\(error)")
        }
    }

    /// The manifest at `path`, with the assistant schema catalog after its own schemas: intents may
    /// adopt catalog schemas, and requests for schemas no app adopts are named as such.
    static func loadModel(_ path: String) throws -> PhrasebookModel {
        var model = try ManifestLoader.load(contentsOf: path)
        model.schemas += SchemaCatalog.all
        return model
    }

    private static func answer(
        _ utterance: String, _ matcher: IntentMatcher, _ context: ValueContext, _ options: Options, _ statistics: inout MatchStatistics
    ) {
        let clock = ContinuousClock()
        let start = clock.now
        var match = matcher.match(utterance, context: context)
        statistics.record(clock.now - start, expansions: match.expansions)
        match.candidates = Array(match.candidates.prefix(options.top))
        Output.write(options.json ? match.json.serialized() : humanLine(match))
    }

    /// One line: the utterance, the outcome, and what it resolved to.
    static func humanLine(_ match: IntentMatch) -> String {
        let score = match.score.map { String(format: "%.3f", $0) } ?? "-"
        var line = "\(JSONValue.string(match.text).serialized()) → \(match.outcome.rawValue)"
        switch match.outcome {
        case .matched:
            line += " \(match.app ?? "?")/\(match.intent ?? "?") (\(score))"
            for parameter in match.parameters {
                line += " \(parameter.name)=\(parameter.value.json.serialized())"
            }
            if !match.missing.isEmpty { line += " missing: \(match.missing.joined(separator: ", "))" }
        case .rejected:
            line += " by negative phrase \(JSONValue.string(match.phrase ?? "").serialized()) of \(match.app ?? "?")"
            if let intent = match.intent { line += "/\(intent)" }
        case .ambiguous:
            line += ": " + match.candidates.map { "\($0.app)/\($0.intent) (\(String(format: "%.3f", $0.score)))" }
                .joined(separator: ", ")
        case .noMatch:
            if let reason = match.reason { line += " (\(reason))" }
            if !match.suggestions.isEmpty {
                line += "; did you mean " + match.suggestions.map { JSONValue.string($0).serialized() }.joined(separator: " or ") + "?"
            }
        }
        return line
    }
}

/// A command-line problem, as one sentence.
struct CommandError: Error, CustomStringConvertible {
    var message: String
    init(_ message: String) { self.message = message }
    var description: String { message }
}

/// ISO 8601 times as `--now` takes them: with or without seconds, zone or time of day.
enum ISO8601 {
    /// The moment, and the zone it was written in (local time when it names none).
    static func date(from text: String) -> (Date, TimeZone)? {
        let zoned = ["yyyy-MM-dd'T'HH:mm:ssXXXXX", "yyyy-MM-dd'T'HH:mmXXXXX"]
        let local = ["yyyy-MM-dd'T'HH:mm:ss", "yyyy-MM-dd'T'HH:mm", "yyyy-MM-dd"]
        for format in zoned + local {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone.current
            formatter.dateFormat = format
            guard let date = formatter.date(from: text) else { continue }
            guard zoned.contains(format) else { return (date, TimeZone.current) }
            return (date, zone(of: text) ?? TimeZone.current)
        }
        return nil
    }

    /// The zone of a time ending in "Z" or "±HH:MM".
    private static func zone(of text: String) -> TimeZone? {
        if text.hasSuffix("Z") || text.hasSuffix("z") { return TimeZone(identifier: "UTC") }
        let suffix = text.suffix(6)
        guard let sign = suffix.first, sign == "+" || sign == "-" else { return nil }
        let parts = suffix.dropFirst().split(separator: ":")
        guard parts.count == 2, let hours = Int(parts[0]), let minutes = Int(parts[1]) else { return nil }
        return TimeZone(secondsFromGMT: (sign == "-" ? -1 : 1) * (hours * 3_600 + minutes * 60))
    }
}

/// The built-in demo manifest, `Corpus/demo/demo.json` of this checkout.
enum DemoManifest {
    /// Found from this source file's location, so `swift run phrasebook` works from any directory.
    static var path: String {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()  // Sources/phrasebook
        return sources.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Corpus/demo/demo.json").path
    }
}

/// Per-utterance matching time and work, for `--stats` (a quick in-process measurement; the
/// benchmark harness is the formal one).
struct MatchStatistics {
    private var nanoseconds: [Int64] = []
    private var expansions: [Int] = []

    mutating func record(_ duration: Duration, expansions count: Int) {
        let (seconds, attoseconds) = duration.components
        nanoseconds.append(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
        expansions.append(count)
    }

    var summary: String {
        guard !nanoseconds.isEmpty else { return "no utterances" }
        let times = nanoseconds.sorted()
        let work = expansions.sorted()
        // the nearest-rank percentile of sorted values.
        func percentile<T>(_ values: [T], _ fraction: Double) -> T {
            let rank = Int((Double(values.count) * fraction).rounded(.up))
            return values[min(values.count, max(rank, 1)) - 1]
        }
        func micro(_ value: Int64) -> String { String(format: "%.1f µs", Double(value) / 1_000) }
        let total = times.reduce(0, +)
        return "\(times.count) utterances: matching p50 \(micro(percentile(times, 0.5))), p99 \(micro(percentile(times, 0.99))), "
            + "max \(micro(times.last ?? 0)), mean \(micro(total / Int64(times.count))); "
            + "expanded states p50 \(percentile(work, 0.5)), p99 \(percentile(work, 0.99)), max \(work.last ?? 0)"
    }
}
