import Foundation
import Phrasebook
import PhraseMatching

/// `phrasebook match`: one answer per utterance, human-readable or JSON lines.
enum MatchCommand {
    struct Options {
        var manifest: String?
        var json = false
        var top = 3
        var now = Date()
        var utterances: [String] = []
    }

    /// Parses flags; a problem is one sentence for standard error.
    static func parse(_ arguments: [String]) -> Result<Options, CommandError> {
        var options = Options()
        var index = 0
        var onlyUtterances = false
        func value(for flag: String) -> Result<String, CommandError> {
            guard index + 1 < arguments.count else { return .failure(CommandError("\(flag) needs a value")) }
            index += 1
            return .success(arguments[index])
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
                case "--manifest":
                    switch value(for: argument) {
                    case .success(let path): options.manifest = path
                    case .failure(let error): return .failure(error)
                    }
                case "--top":
                    switch value(for: argument) {
                    case .success(let text):
                        guard let top = Int(text), top >= 0 else {
                            return .failure(CommandError("--top: '\(text)' is not a whole number of 0 or more"))
                        }
                        options.top = top
                    case .failure(let error): return .failure(error)
                    }
                case "--now":
                    switch value(for: argument) {
                    case .success(let text):
                        guard let date = ISO8601.date(from: text) else {
                            return .failure(CommandError("--now: '\(text)' is not an ISO 8601 time such as 2026-11-22T09:30:00Z"))
                        }
                        options.now = date
                    case .failure(let error): return .failure(error)
                    }
                default:
                    let flags = ["--manifest", "--json", "--top", "--now"]
                    var message = "unknown option '\(argument)' (options are: \(flags.joined(separator: ", ")))"
                    if let guess = Suggestion.closest(to: argument, in: flags) { message += ". Did you mean '\(guess)'?" }
                    return .failure(CommandError(message))
                }
            }
            index += 1
        }
        return .success(options)
    }

    static func run(_ arguments: [String]) -> Int32 {
        let options: Options
        switch parse(arguments) {
        case .success(let parsed): options = parsed
        case .failure(let error):
            Output.error("phrasebook match: \(error.message)")
            return 1
        }
        let matcher: IntentMatcher
        do {
            matcher = try loadMatcher(manifest: options.manifest)
        } catch {
            Output.error("phrasebook match: \(options.manifest ?? DemoManifest.path): the manifest has errors\n\n\(error)")
            return 1
        }
        if !options.utterances.isEmpty {
            for utterance in options.utterances { answer(utterance, matcher, options) }
        } else {
            while let line = readLine(strippingNewline: true) { answer(line, matcher, options) }
        }
        return 0
    }

    static func loadMatcher(manifest: String?) throws(DiagnosticList) -> IntentMatcher {
        let model = try ManifestLoader.load(contentsOf: manifest ?? DemoManifest.path)
        return try IntentMatcher(model: model)
    }

    private static func answer(_ utterance: String, _ matcher: IntentMatcher, _ options: Options) {
        var match = matcher.match(utterance)
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
struct CommandError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}

/// ISO 8601 times as `--now` takes them: with or without seconds, zone or time of day.
enum ISO8601 {
    static func date(from text: String) -> Date? {
        let formats = ["yyyy-MM-dd'T'HH:mm:ssXXXXX", "yyyy-MM-dd'T'HH:mm:ss", "yyyy-MM-dd'T'HH:mmXXXXX",
                       "yyyy-MM-dd'T'HH:mm", "yyyy-MM-dd"]
        for format in formats {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone.current
            formatter.dateFormat = format
            if let date = formatter.date(from: text) { return date }
        }
        return nil
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
