import Foundation
import PhraseMatching
import Phrasebook

/// `phrasebook lint`: every diagnostic of a manifest, errors and warnings; exit status 1 on any error.
enum LintCommand: Command {
    static let apple = CommandOption(
        name: "--apple", valueName: nil,
        help: "check Apple's rules too, as errors: App Shortcut phrase rules and whole schema groups")

    static let verb = Verb(
        name: "lint", summary: "print every error and warning of a manifest",
        options: [CommonOptions.manifest, CommonOptions.json, apple],
        discussion: """
            Prints every error and warning of the manifest, each with its JSON path, then a count.
            Warnings include conflicts found on the compiled phrases: phrases of different intents
            that accept the same sentence (with an example), phrases a negative phrase of their
            own app or intent always vetoes, a word two entities or enums read at the same place
            in a phrase, and open slots at both ends of a phrase with at most one literal word.
            Exit status 1 on any error.
            --apple adds Apple's rules as errors: the app name in every phrase, one enum or entity
            parameter per phrase, 10 shortcuts and 1,000 phrases per app, and whole mail, messages
            and clock schema groups.
            With --json, one object: {"manifest", "errors", "warnings", "diagnostics": [{"severity",
            "message", "source", "line", "column", "help"}]}.
            """)

    static func run(_ arguments: ParsedArguments) async throws -> Int32 {
        guard arguments.positionals.isEmpty else {
            throw UsageError(
                "lint takes no arguments (found '\(arguments.positionals[0])'); name the manifest with --manifest")
        }
        let source = ManifestSource(arguments)
        let diagnostics = lint(source, apple: arguments.has(apple))
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        let notes = diagnostics.count - errors - warnings
        if arguments.has(CommonOptions.json) {
            var object = JSONObject()
            object.set("manifest", .string(source.name))
            object.set("errors", .number(Double(errors)))
            object.set("warnings", .number(Double(warnings)))
            object.set("diagnostics", .array(diagnostics.map(json)))
            Output.write(JSONValue.object(object).serialized())
        } else {
            for diagnostic in diagnostics { Output.write(diagnostic.description + "\n") }
            Output.write(
                "\(source.name): \(counted(errors, "error")), \(counted(warnings, "warning"))"
                    + (notes > 0 ? ", \(counted(notes, "note"))" : ""))
        }
        return errors == 0 ? ExitStatus.success : ExitStatus.failure
    }

    /// The manifest's diagnostics, and when it compiles, the conflicts found on its automaton.
    private static func lint(_ source: ManifestSource, apple: Bool) -> [Diagnostic] {
        do {
            let matcher = try IntentMatcher(model: try source.model(), appleRules: apple)
            return matcher.warnings + matcher.conflicts()
        } catch let list as DiagnosticList {
            return list.diagnostics
        } catch {
            return [Diagnostic(.error, "\(error)", source: source.name)]
        }
    }

    private static func json(_ diagnostic: Diagnostic) -> JSONValue {
        var object = JSONObject()
        object.set("severity", .string(diagnostic.severity.rawValue))
        object.set("message", .string(diagnostic.message))
        object.set("source", .string(diagnostic.source))
        object.set("line", diagnostic.column == nil ? .null : .number(Double(diagnostic.line ?? 1)))
        object.set("column", diagnostic.column.map { .number(Double($0)) } ?? .null)
        object.set("help", diagnostic.help.map(JSONValue.string) ?? .null)
        return .object(object)
    }
}
