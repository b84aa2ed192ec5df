import Foundation
import PhraseMatching
import Phrasebook

/// A verb of the command line: its option table, and what it does with the arguments read by it.
protocol Command: Sendable {
    static var verb: Verb { get }
    /// Runs the verb and returns the exit status.
    /// - Throws: ``UsageError`` (exit 64) or ``CommandError`` (exit 1), printed by the caller.
    static func run(_ arguments: ParsedArguments) async throws -> Int32
}

/// The `phrasebook` command line: finds the verb, reads its options with the verb's table, and
/// turns errors into messages and exit statuses (0 success, 1 a failed check or bad input file,
/// 64 a usage error).
///
/// `run(_:)` is the library's one public entry: it runs a verb in process, reading standard input
/// and writing standard output and standard error as the executable does. The `phrasebook`
/// executable is a `main.swift` that calls it, and the fuzz harnesses call it with input of their
/// own on standard input.
public enum PhrasebookCommand {
    static let commands: [any Command.Type] = [
        MatchCommand.self, TestCommand.self, NegativesCommand.self, ChatCommand.self, ServeCommand.self,
        LintCommand.self, SchemasCommand.self, SearchCommand.self, ShortcutsCommand.self,
    ]

    static var verbs: [Verb] { commands.map { $0.verb } }

    /// Whether the process ends as soon as the verb returns (the `phrasebook` executable sets it):
    /// a verb may then leave what it loaded allocated rather than free it piece by piece, since the
    /// process's memory goes back to the system at once. In process (tests, fuzz harnesses) it is
    /// false and everything is freed.
    @TaskLocal package static var exitsAfterRun = false

    /// What `phrasebook --help` prints.
    static var help: String {
        let rows = verbs.map { "  " + $0.name.padding(toLength: 11, withPad: " ", startingAt: 0) + $0.summary }
        return """
            usage: phrasebook <verb> [options] [arguments]

            Phrasebook turns what a person says or types into an action of an app.

            verbs:
            \(rows.joined(separator: "\n"))

            'phrasebook <verb> --help' describes a verb and its options.
            """
    }

    /// Runs the command line and returns the exit status.
    /// - Parameter arguments: the arguments after the program's name: a verb and its options.
    public static func run(_ arguments: [String]) async -> Int32 {
        guard let name = arguments.first else {
            Output.error(help)
            return ExitStatus.usage
        }
        let rest = Array(arguments.dropFirst())
        if ["-h", "--help", "help"].contains(name) {
            // "phrasebook help match" is "phrasebook match --help".
            if let topic = rest.first, let command = commands.first(where: { $0.verb.name == topic }) {
                Output.write(command.verb.helpText)
            } else {
                Output.write(help)
            }
            return ExitStatus.success
        }
        guard let command = commands.first(where: { $0.verb.name == name }) else {
            var message = "unknown verb '\(name)' (verbs are: \(verbs.map(\.name).joined(separator: ", ")))"
            if let guess = Suggestion.closest(to: name, in: verbs.map(\.name)) {
                message += ". Did you mean '\(guess)'?"
            }
            Output.error("phrasebook: \(message)")
            return ExitStatus.usage
        }
        return await run(command, rest)
    }

    private static func run(_ command: any Command.Type, _ arguments: [String]) async -> Int32 {
        let verb = command.verb
        do {
            let parsed = try verb.parse(arguments, others: verbs)
            if parsed.wantsHelp {
                Output.write(verb.helpText)
                return ExitStatus.success
            }
            return try await command.run(parsed)
        } catch let error as UsageError {
            Output.error("phrasebook \(verb.name): \(error)")
            Output.error("usage: \(verb.usage)")
            return ExitStatus.usage
        } catch {
            Output.error("phrasebook \(verb.name): \(error)")
            return ExitStatus.failure
        }
    }
}
