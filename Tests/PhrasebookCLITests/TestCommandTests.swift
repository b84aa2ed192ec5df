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
        #expect(lines.contains("FAIL mixed.corpus:4 \"order 2 miso soups in soup chef\": parameter 'quantity' is 2, expected 3"))
        #expect(lines.contains("FAIL mixed.corpus:6 \"play some jazz on jukebox\": expected nothing, but Jukebox/PlayMusic matched"))
    }

    @Test func theJSONReportHasTheDocumentedKeys() throws {
        let run = try phrasebook(["test", "--json", "mixed.corpus"], in: fixturesDirectory)
        #expect(run.status == 1)
        guard case .object(let report) = try JSONParser.parse(run.stdout) else {
            Issue.record("not a JSON object: \(run.stdout)")
            return
        }
        #expect(Array(report.keys.prefix(10)) == ["total", "passed", "failed", "positives", "negatives", "intentAccuracy",
                                                  "exactAccuracy", "falseActivations", "falseActivationRate", "falseRejections"])
        #expect(report["falseActivations"] == .number(1))
        #expect(report["failures"]?.arrayValue?.count == 2)
    }

    @Test func aMalformedCorpusIsAnError() throws {
        let run = try phrasebook(["test", "missing.corpus"], in: fixturesDirectory)
        #expect(run.status == 1)
        #expect(run.errorLines.first == "phrasebook test: missing.corpus: the corpus has errors")
    }
}
