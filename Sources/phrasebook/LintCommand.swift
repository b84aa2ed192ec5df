import Foundation
import Phrasebook

/// `phrasebook lint`: every diagnostic of a manifest, errors and warnings; exit status 1 on any error.
/// With `--apple`, Apple's rules are errors too: the App Shortcut phrase rules
/// (``AppleShortcutRules``) and a mail, messages or clock group adopted in part.
enum LintCommand {
    static func run(_ arguments: [String]) -> Int32 {
        var rest = arguments
        let apple = rest.contains("--apple")
        rest.removeAll { $0 == "--apple" }
        do {
            let options = try MatchCommand.parse(rest)
            guard options.utterances.isEmpty else { throw CommandError("lint takes no utterances (found '\(options.utterances[0])')") }
            let path = options.manifest ?? DemoManifest.path
            let diagnostics = try lintedModel(path, apple: apple)
            for diagnostic in diagnostics { Output.write(diagnostic.description + "\n") }
            let errors = diagnostics.filter { $0.severity == .error }.count
            Output.write("\(path): \(errors) error\(errors == 1 ? "" : "s"), \(diagnostics.count - errors) warning\(diagnostics.count - errors == 1 ? "" : "s")")
            return errors == 0 ? 0 : 1
        } catch {
            Output.error("phrasebook lint: \(error)")
            return 1
        }
    }

    private static func lintedModel(_ path: String, apple: Bool) throws -> [Diagnostic] {
        do {
            return IntentMatcher.diagnose(try MatchCommand.loadModel(path), appleRules: apple)
        } catch let list as DiagnosticList {
            return list.diagnostics
        }
    }
}
