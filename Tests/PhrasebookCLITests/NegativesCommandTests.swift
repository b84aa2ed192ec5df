import Foundation
import Phrasebook
import PhrasebookTestSupport
import Testing

@Suite("phrasebook negatives")
struct NegativesCommandTests {
    /// The analysis of the hand-made fixture, whose answer is known.
    private func analyse(_ manifest: String = "negatives.json", extra: [String] = []) throws -> (
        status: Int32, report: JSONObject
    ) {
        let run = try phrasebook(
            ["negatives", "--json", "--manifest", manifest] + extra + ["negatives.corpus"], in: fixturesDirectory)
        guard case .object(let report) = try JSONParser.parse(run.stdout) else {
            throw TestSetupError("not JSON: \(run.stdout)")
        }
        return (run.status, report)
    }

    private func entries(_ report: JSONObject, _ key: String) -> [JSONObject] {
        report[key]?.arrayValue?.compactMap(\.objectValue) ?? []
    }

    @Test("one false activation, one right veto, one dead and one harmful negative phrase, one suggestion")
    func knownAnswer() throws {
        let (status, report) = try analyse()
        #expect(status == 1)
        #expect(
            report.keys == ["falseActivations", "vetoes", "deadNegatives", "harmfulNegatives", "suggestedNegatives"])
        let activations = entries(report, "falseActivations")
        #expect(activations.map { Array($0.keys) } == [["text", "app", "intent", "phrase", "score"]])
        #expect(
            activations.map { JSONObject($0.filter { $0.key != "score" }.map { ($0.key, $0.value) }) } == [
                JSONObject([
                    ("text", "play dead"), ("app", "Kitchen"), ("intent", "PlayRadio"), ("phrase", "play {station}"),
                ])
            ])
        // the score is the matcher's: accepted, so at least the default threshold.
        #expect(activations.first?["score"]?.doubleValue.map { $0 >= 0.8 && $0 <= 1 } == true)
        #expect(
            entries(report, "vetoes") == [
                JSONObject([
                    ("phrase", "cook the books"), ("app", "Kitchen"), ("intent", nil), ("texts", ["cook the books"]),
                ]),
                JSONObject([
                    ("phrase", "cook rice"), ("app", "Kitchen"), ("intent", "CookDish"), ("texts", ["cook rice"]),
                ]),
            ])
        #expect(
            entries(report, "deadNegatives") == [
                JSONObject([("phrase", "burn the toast"), ("app", "Kitchen"), ("intent", nil), ("texts", [])])
            ])
        #expect(
            entries(report, "harmfulNegatives") == [
                JSONObject([
                    ("phrase", "cook rice"), ("app", "Kitchen"), ("intent", "CookDish"), ("texts", ["cook rice"]),
                ])
            ])
        #expect(
            entries(report, "suggestedNegatives") == [
                JSONObject([
                    ("phrase", "play dead"), ("app", "Kitchen"), ("intent", "PlayRadio"), ("texts", ["play dead"]),
                ])
            ])
    }

    @Test("the suggestion, added to the manifest, fixes the false activation and breaks no positive")
    func suggestionFixesTheFalseActivation() throws {
        let fixture = fixturesDirectory.appendingPathComponent("negatives.json")
        var manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: fixture)) as? [String: Any])
        var apps = try #require(manifest["apps"] as? [[String: Any]])
        var intents = try #require(apps[0]["intents"] as? [[String: Any]])
        intents[1]["negativePhrases"] = ["play dead"]
        apps[0]["intents"] = intents
        manifest["apps"] = apps
        let fixed = FileManager.default.temporaryDirectory.appendingPathComponent(
            "negatives-fixed-\(UUID().uuidString).json")
        try JSONSerialization.data(withJSONObject: manifest).write(to: fixed)
        defer { try? FileManager.default.removeItem(at: fixed) }
        let (_, report) = try analyse(fixed.path)
        #expect(entries(report, "falseActivations").isEmpty)
        #expect(entries(report, "suggestedNegatives").isEmpty)
        let test = try phrasebook(["test", "--manifest", fixed.path, "negatives.corpus"], in: fixturesDirectory)
        // only the harmful negative's positive still fails.
        #expect(test.outputLines.first == "5 utterances: 4 passed, 1 failed")
    }

    @Test("--write saves the manifest with the suggestions, --mine 0 mines none")
    func writesTheManifestWithTheSuggestions() throws {
        let written = FileManager.default.temporaryDirectory.appendingPathComponent(
            "negatives-written-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: written) }
        let run = try phrasebook(
            ["negatives", "--manifest", "negatives.json", "--write", written.path, "negatives.corpus"],
            in: fixturesDirectory)
        #expect(run.status == 1)
        let model = try ManifestLoader.load(contentsOf: written.path)
        #expect(model.apps[0].intents.map { $0.negativePhrases.map(\.text) } == [["cook rice"], ["play dead"]])
        #expect(model.apps[0].negativePhrases.map(\.text) == ["cook the books", "burn the toast"])
        let test = try phrasebook(["test", "--manifest", written.path, "negatives.corpus"], in: fixturesDirectory)
        #expect(test.outputLines.first == "5 utterances: 4 passed, 1 failed")

        // a manifest that cannot be written is an error, after the report.
        let unwritable = try phrasebook(
            [
                "negatives", "--manifest", "negatives.json", "--write", "/nonexistent-folder/fixed.json",
                "negatives.corpus",
            ],
            in: fixturesDirectory)
        #expect(unwritable.status == 1 && unwritable.stdout.contains("suggested negative phrases (1):"))
        #expect(unwritable.stderr.contains("/nonexistent-folder/fixed.json: cannot write the manifest"))

        let (_, report) = try analyse(extra: ["--mine", "0"])
        #expect(entries(report, "falseActivations").count == 1 && entries(report, "suggestedNegatives").isEmpty)
    }

    @Test("--hold-out runs a corpus before and after the suggestions, and --json reports it as heldOut")
    func holdsOutACorpus() throws {
        let (_, report) = try analyse(extra: ["--hold-out", "negatives-held-out.corpus"])
        #expect(report.keys.last == "heldOut")
        let heldOut = try #require(report["heldOut"]?.objectValue)
        #expect(
            heldOut.keys == [
                "total", "positives", "negatives", "passedBefore", "passedAfter", "falseActivationsBefore",
                "falseActivationsAfter", "fixed", "broken", "vetoes",
            ])
        // the fixture's suggestion ("play dead") is the words as said: it fixes no other line.
        #expect(heldOut["total"] == 3 && heldOut["negatives"] == 2 && heldOut["positives"] == 1)
        #expect(heldOut["falseActivationsBefore"] == 1 && heldOut["falseActivationsAfter"] == 1)
        #expect(heldOut["fixed"] == [] && heldOut["broken"] == [])
        #expect(
            heldOut["vetoes"] == [
                .object(
                    JSONObject([
                        ("phrase", "cook the books"), ("app", "Kitchen"), ("intent", nil),
                        ("texts", ["please cook the books"]), ("positives", []),
                    ]))
            ])
        let text = try phrasebook(
            [
                "negatives", "--manifest", "negatives.json", "--hold-out", "negatives-held-out.corpus",
                "negatives.corpus",
            ],
            in: fixturesDirectory)
        #expect(text.stdout.contains("held out (3 lines: 2 negative, 1 positive), without → with the suggestions:"))
        #expect(
            text.stdout.contains(
                """
                  false activations 1 → 1
                  positives passed 1 → 1
                  negative phrases that vetoed held-out lines (1):
                    "cook the books" of Kitchen vetoed 1
                """))
    }

    @Test("--hold-out with a share splits the corpora; a share of nothing or everything is refused")
    func holdsOutAShare() throws {
        let run = try phrasebook(
            ["negatives", "--json", "--manifest", "negatives.json", "--hold-out", "60%", "negatives.corpus"],
            in: fixturesDirectory)
        guard case .object(let report) = try JSONParser.parse(run.stdout) else {
            throw TestSetupError("not JSON: \(run.stdout)")
        }
        // the fixture's 5 lines, each on one side.
        let total = (report["heldOut"]?.objectValue?["total"]?.doubleValue ?? 0)
        #expect(total > 0 && total < 5)
        for share in ["0%", "100%", "x%"] {
            let refused = try phrasebook(
                ["negatives", "--manifest", "negatives.json", "--hold-out", share, "negatives.corpus"],
                in: fixturesDirectory)
            #expect(refused.status == 64)
            #expect(refused.stderr.contains("--hold-out: '\(share)' is not a share between 0% and 100%"))
        }
    }

    @Test func corporaAreRequired() throws {
        try expectFailure(
            FailingRun(
                name: "no corpus", arguments: ["negatives", "--manifest", "negatives.json"],
                firstLine: "phrasebook negatives: name at least one corpus file (.jsonl or .corpus)"))
    }
}
