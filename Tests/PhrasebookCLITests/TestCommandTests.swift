import Foundation
import Phrasebook
import Testing

@Suite("phrasebook test")
struct TestCommandTests {
    private let repository = cliTestsDirectory.deletingLastPathComponent().deletingLastPathComponent()

    @Test func aPassingCorpusExitsZeroWithASummary() throws {
        let corpus = repository.appendingPathComponent("Corpus/demo/exact.jsonl").path
        let run = try phrasebook(["test", corpus])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("174 utterances: 174 passed, 0 failed\n"))
        #expect(run.stdout.contains("intent accuracy 100.0% (174/174)"))
    }

    @Test func failingLinesAreListedAndTheStatusIsOne() throws {
        let run = try phrasebook(["test", "mixed.corpus"], in: fixturesDirectory)
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "4 utterances: 2 passed, 2 failed")
        #expect(
            lines.contains(
                "FAIL mixed.corpus:4 \"order 2 miso soups in soup chef\": parameter 'quantity' is 2, expected 3"))
        #expect(
            lines.contains(
                "FAIL mixed.corpus:6 \"play some jazz on jukebox\": expected nothing, but Jukebox/PlayMusic matched"))
    }

    @Test func theJSONReportHasTheDocumentedKeys() throws {
        let run = try phrasebook(["test", "--json", "mixed.corpus"], in: fixturesDirectory)
        #expect(run.status == 1)
        guard case .object(let report) = try JSONParser.parse(run.stdout) else {
            Issue.record("not a JSON object: \(run.stdout)")
            return
        }
        #expect(
            Array(report.keys.prefix(10)) == [
                "total", "passed", "failed", "positives", "negatives", "intentAccuracy",
                "exactAccuracy", "falseActivations", "falseActivationRate", "falseRejections",
            ])
        #expect(report["falseActivations"] == .number(1))
        #expect(report["failures"]?.arrayValue?.count == 2)
    }

    @Test func aConversationCorpusIsRunScriptByScript() throws {
        let run = try phrasebook(["test", "conversations.jsonl"], in: fixturesDirectory)
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "2 conversation scripts: 1 passed, 1 failed (50.0%)")
        #expect(
            lines.contains(
                #"FAIL conversations.jsonl:2 "a wrong expectation", turn 2 "miso": parameter 'soup' is "miso", expected "tomato""#
            ))
        let gated = try phrasebook(["test", "--min-scripts", "50%", "conversations.jsonl"], in: fixturesDirectory)
        #expect(gated.status == 0)
        #expect(gated.stdout.contains("gate scripts passed 50.0% ≥ 50.0%: passed"))
    }

    @Test func confirmBelowRunsTheScriptsAsChatDoesWithIt() throws {
        // a script that expects the question a bar of 0.9 asks of a request scoring 0.872.
        let asked = try phrasebook(["test", "--confirm-below", "0.9", "heard-unclearly.jsonl"], in: fixturesDirectory)
        #expect(asked.status == 0)
        #expect(asked.stdout.hasPrefix("1 conversation scripts: 1 passed, 0 failed (100.0%)"))
        let done = try phrasebook(["test", "heard-unclearly.jsonl"], in: fixturesDirectory)
        #expect(done.status == 1)
        #expect(done.stdout.contains("expected needsConfirmation, got completed"))
    }

    @Test func utterancesAndConversationsRunTogetherInJSON() throws {
        let run = try phrasebook(["test", "--json", "mixed.corpus", "conversations.jsonl"], in: fixturesDirectory)
        #expect(run.status == 1)
        guard case .object(let report) = try JSONParser.parse(run.stdout),
            case .object(let conversations)? = report["conversations"]
        else {
            Issue.record("not a JSON object with conversations: \(run.stdout)")
            return
        }
        #expect(report["total"] == .number(4))
        #expect(Array(conversations.keys) == ["scripts", "passed", "failed", "failures"])
        #expect(conversations["passed"] == .number(1))
        let failure = conversations["failures"]?.arrayValue?.first?.objectValue
        #expect(failure?.keys == ["source", "name", "turn", "text", "reason"])
        #expect(failure?["turn"] == .number(2))
    }

    @Test func aMissingCorpusSaysSo() throws {
        try expectFailure(
            FailingRun(
                name: "missing corpus", arguments: ["test", "missing.corpus"],
                firstLine: "phrasebook test: missing.corpus: the corpus has errors",
                details: ["error: cannot read the corpus file: no such file", " --> missing.corpus"], status: 1))
    }

    @Test func aCorpusIsRequired() throws {
        try expectFailure(
            FailingRun(
                name: "no corpus", arguments: ["test"],
                firstLine: "phrasebook test: name at least one corpus file (.jsonl or .corpus)"))
    }

    @Test func optionsOfOtherVerbsAreUsageErrors() throws {
        try expectFailure(
            FailingRun(
                name: "--stats", arguments: ["test", "--stats", "mixed.corpus"],
                firstLine: "phrasebook test: --stats does not apply to test (it is an option of match, chat)"))
        try expectFailure(
            FailingRun(
                name: "--top", arguments: ["test", "--top", "2", "mixed.corpus"],
                firstLine: "phrasebook test: --top does not apply to test (it is an option of match)"))
    }

    @Test(
        "gates decide the status instead of every line",
        arguments: [
            (["--min-accuracy", "0.5"], Int32(0), ["gate intent accuracy 100.0% ≥ 50.0%: passed"]),
            (
                ["--min-accuracy=100%", "--max-false-activations", "1"], Int32(0),
                ["gate intent accuracy 100.0% ≥ 100.0%: passed", "gate false activations 1 ≤ 1: passed"]
            ),
            (["--max-false-activations", "0"], Int32(1), ["gate false activations 1 ≤ 0: FAILED"]),
            (["--max-false-activations", "40%"], Int32(1), ["gate false activations 50.0% ≤ 40.0%: FAILED"]),
        ])
    func gates(options: [String], status: Int32, lines: [String]) throws {
        // mixed.corpus: intent accuracy 2/2, one false activation out of 2 negatives, one wrong parameter.
        let run = try phrasebook(["test"] + options + ["mixed.corpus"], in: fixturesDirectory)
        #expect(run.status == status)
        #expect(Array(run.outputLines.suffix(lines.count)) == lines)
    }

    @Test func badGatesAreUsageErrors() throws {
        try expectFailure(
            FailingRun(
                name: "accuracy over 1", arguments: ["test", "--min-accuracy", "1.5", "mixed.corpus"],
                firstLine: "phrasebook test: --min-accuracy: '1.5' is not an accuracy between 0 and 1 (or 0% and 100%)")
        )
        try expectFailure(
            FailingRun(
                name: "fractional count", arguments: ["test", "--max-false-activations", "0.5", "mixed.corpus"],
                firstLine: "phrasebook test: --max-false-activations: '0.5' is not a whole number or a share such as 2%"
            ))
    }

    @Test func crlfCorporaAndListValues() throws {
        let run = try phrasebook(
            [
                "test", "--manifest", "../../../Corpus/examples/planner.json", "--now", "2026-11-22T09:30:00Z",
                "lists.corpus", "crlf.jsonl",
            ], in: fixturesDirectory)
        #expect(run.stdout.hasPrefix("4 utterances: 4 passed, 0 failed\n"), "\(run.stdout)")
        #expect(run.status == 0)
    }
}
