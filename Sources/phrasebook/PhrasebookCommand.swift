import Foundation
import Phrasebook
import PhraseMatching

/// The `phrasebook` command line: verbs and their flags (documented in the Command Line article).
enum PhrasebookCommand {
    static let usage = """
        usage: phrasebook match [--manifest FILE] [--json] [--top N] [--now ISO8601] [--exact] [--stats] [UTTERANCE…]
               phrasebook test [--manifest FILE] [--json] [--now ISO8601] [--exact] CORPUS…
               phrasebook chat [--manifest FILE] [--json] [--now ISO8601] [--auth STATE] [--stats] [UTTERANCE…]
               phrasebook lint [--manifest FILE] [--apple]
               phrasebook schemas [DOMAIN] [--json]

          match    match each UTTERANCE (or, with none, each line of standard input) against the
                   apps of the manifest, or the built-in demo apps when --manifest is absent
          chat     hold a conversation: each UTTERANCE (or line of standard input) is one turn;
                   the assistant asks for missing values, offers choices and confirms; a line
                   ":auth STATE" reports a new authentication state and retries
          test     run corpora (.jsonl or .corpus) and report accuracy; exit status 1
                   when any line fails
          lint     print every error and warning of the manifest; exit status 1 on any error;
                   --apple adds Apple's rules as errors: App Shortcut phrase rules (app name in
                   every phrase, one enum or entity parameter, 10 shortcuts, 1,000 phrases)
                   and whole mail, messages and clock groups
          schemas  list the assistant schema catalog, one signature a line, or only DOMAIN's
                   schemas ("mail", "clock", …); with --json, every field of each schema

        options:
          --manifest FILE   the JSON manifest to load
          --json            print one JSON object per utterance (schemas: one JSON array)
          --top N           list at most N candidates per utterance (default 3)
          --now ISO8601     the time relative values are resolved against (default: now)
          --exact           match exactly: no typos, fillers or left-out words
          --stats           print per-utterance matching (chat: responding) time and search work to standard error
          --auth STATE      chat: unlocked (default), authenticated or locked
          -h, --help        show this help
        """

    /// Runs the command line and returns the exit status.
    static func run(_ arguments: [String]) async -> Int32 {
        guard let verb = arguments.first else {
            Output.error(usage)
            return 1
        }
        let rest = Array(arguments.dropFirst())
        switch verb {
        case "-h", "--help", "help":
            Output.write(usage)
            return 0
        case "match":
            return MatchCommand.run(rest)
        case "test":
            return TestCommand.run(rest)
        case "chat":
            return await ChatCommand.run(rest)
        case "schemas":
            return SchemasCommand.run(rest)
        case "lint":
            return LintCommand.run(rest)
        default:
            let verbs = ["match", "test", "chat", "lint", "schemas"]
            var message = "unknown command '\(verb)' (commands are: \(verbs.joined(separator: ", ")))"
            if let guess = Suggestion.closest(to: verb, in: verbs) { message += ". Did you mean '\(guess)'?" }
            Output.error("phrasebook: \(message)")
            return 1
        }
    }
}

/// Writes to standard output and standard error.
enum Output {
    static func write(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    static func error(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
