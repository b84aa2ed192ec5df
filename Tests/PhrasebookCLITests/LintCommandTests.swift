import Foundation
import Phrasebook
import Testing

@Suite("phrasebook lint")
struct LintCommandTests {
    private static let fixture = cliTestsDirectory.appendingPathComponent("Fixtures/partial-mail.json").path

    @Test("warnings alone pass; --apple makes a partly adopted group an error")
    func partlyAdoptedGroup() throws {
        let relaxed = try phrasebook(["lint", "--manifest", Self.fixture])
        #expect(relaxed.status == 0)
        #expect(relaxed.stdout.contains("warning: app Outbox adopts part of the mail group but not mail.archiveMail"))
        #expect(relaxed.outputLines.last == "\(Self.fixture): 0 errors, 1 warning")
        let strict = try phrasebook(["lint", "--apple", "--manifest", Self.fixture])
        #expect(strict.status == 1)
        #expect(strict.stdout.contains("error: app Outbox adopts part of the mail group"))
        #expect(strict.outputLines.last == "\(Self.fixture): 1 error, 0 warnings")
    }

    @Test("the demo manifest is clean")
    func demoIsClean() throws {
        let run = try phrasebook(["lint"])
        #expect(run.status == 0)
        #expect(run.outputLines.last == "built-in demo: 0 errors, 0 warnings")
    }

    @Test("planted conflicts are found on the automaton, each with its place")
    func plantedConflicts() throws {
        let run = try phrasebook(["lint", "--json", "--manifest", "conflicts.json"], in: fixturesDirectory)
        #expect(run.status == 0)
        guard case .object(let report) = try JSONParser.parse(run.stdout),
            let diagnostics = report["diagnostics"]?.arrayValue?.compactMap(\.objectValue)
        else {
            Issue.record("not a lint report: \(run.stdout)")
            return
        }
        #expect(report["warnings"] == .number(4))
        let found = diagnostics.map { ($0["source"]?.stringValue ?? "", $0["message"]?.stringValue ?? "") }
        #expect(
            found.map(\.0) == [
                "apps[0].intents[0].phrases[0]", "apps[0].intents[2].phrases[0]", "apps[0].intents[3].phrases[0]",
                "apps[0].intents[5].phrases[0]",
            ])
        // two intents read one sentence: the example is a sentence both accept.
        #expect(
            found[0].1.hasPrefix("phrases of Lights/TurnOn and Lights/TurnOnDevice both read \"turn on the lights\""))
        #expect(found[1].1.hasPrefix("phrase 'dim the lights' of Lights/Dim is always vetoed"))
        #expect(found[2].1.hasPrefix("\"red\" is both a Color and a Lamp"))
        #expect(found[3].1.hasPrefix("'{title} means {body}' has an open slot at each end"))
    }

    @Test("the example sentence of an overlap is matched ambiguously, as the warning says")
    func overlapSentenceIsReallyAmbiguous() throws {
        let run = try phrasebook(
            ["match", "--json", "--manifest", "conflicts.json", "turn on the lights"], in: fixturesDirectory)
        #expect(jsonObject(run.outputLines.first ?? "")?["outcome"] as? String == "ambiguous")
    }

    @Test func lintTakesNoArguments() throws {
        try expectFailure(
            FailingRun(
                name: "argument", arguments: ["lint", "demo.json"],
                firstLine:
                    "phrasebook lint: lint takes no arguments (found 'demo.json'); name the manifest with --manifest"))
    }
}
