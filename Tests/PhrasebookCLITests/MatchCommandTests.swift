import Foundation
import Testing

/// One run of `phrasebook match` whose standard output is pinned by a snapshot file.
struct GoldenRun: Sendable, CustomTestStringConvertible {
    /// The file in `Snapshots/` that holds the expected standard output.
    var snapshot: String
    var arguments: [String]
    var stdin: String?
    /// Runs with `Fixtures/` as the working directory, so manifests there are named by file name.
    var inFixtures = false

    var testDescription: String { snapshot }
}

/// A run of `phrasebook` that must fail: exit status 1, nothing on standard output, and a first
/// line on standard error that names the problem.
struct FailingRun: Sendable, CustomTestStringConvertible {
    var name: String
    var arguments: [String]
    /// The whole first line of standard error.
    var firstLine: String
    /// Lines the rest of standard error must contain (the rendered diagnostics), in order.
    var details: [String] = []

    var testDescription: String { name }
}

/// A fixed `--now`, so that golden output never depends on the day the tests run.
private let now = ["--now", "2026-11-22T09:30:00Z"]

/// The example manifest with typed parameters.
private let plannerManifest = cliTestsDirectory.deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Corpus/examples/planner.json").path

@Suite("phrasebook match")
struct MatchCommandTests {
    static let goldenRuns: [GoldenRun] = [
        GoldenRun(snapshot: "match-single.jsonl", arguments: ["match", "--json"] + now + [
            "order 2 large tomato soups in soup chef",
        ]),
        GoldenRun(snapshot: "match-arguments.jsonl", arguments: ["match", "--json"] + now + [
            // a finite entity and enum, an Int, and the app name with punctuation and capitals
            "Order 3 BIG Clam Chowder soups, please, at SoupChef!",
            // the default quantity of 1 fills in; size is optional and stays out
            "order tomato soup in soup chef",
            // an open String slot and an entity, with the two-word synonym "task master"
            "add buy milk to my groceries list in task master",
            "remind me to call mom",
            "set the volume to 40 on jukebox",
            "play some rap on the jukebox",
            // a required parameter with no value is reported as missing
            "order soup at soup chef",
            // an app-level and an intent-level negative phrase
            "what soup should i cook tonight",
            "add an event to my calendar",
            // nothing fits
            "order pizza",
        ]),
        GoldenRun(snapshot: "match-batch.jsonl", arguments: ["match", "--json"] + now, stdin: """
            order miso in soupchef

            mark pay rent as done
            skip breakfast
            what's on my work list
            play my dinner party playlist on jukebox

            """),
        GoldenRun(snapshot: "match-human.txt", arguments: ["match"] + now + [
            "order 2 large tomato soups in soup chef",
            "add buy milk to my groceries list in task master",
            "order soup at soup chef",
            "how do i make tomato soup",
            "delete all my emails",
            "asdf",
            "",
            // after "--" everything is an utterance, even what looks like an option
            "--", "--json",
        ]),
        GoldenRun(snapshot: "match-ambiguous.jsonl", arguments: ["match", "--json", "--manifest", "overlapping-apps.json"] + now + [
            // two apps say "open settings" equally well
            "open settings",
            "open settings in kitchen",
            "open page the fridge",
        ], inFixtures: true),
        GoldenRun(snapshot: "match-ambiguous.txt", arguments: ["match", "--manifest", "overlapping-apps.json"] + now + [
            "open settings",
            "open settings in garage",
        ], inFixtures: true),
        GoldenRun(snapshot: "match-top-1.jsonl", arguments: ["match", "--json", "--top", "1", "--manifest", "overlapping-apps.json"] + now + [
            // two candidates, Kitchen/OpenSettings and Kitchen/OpenPage; only the best is listed
            "open settings in kitchen",
        ], inFixtures: true),
        GoldenRun(snapshot: "match-top-0.jsonl", arguments: ["match", "--json", "--top", "0"] + now + [
            "order tomato soup in soup chef",
        ]),
        // Int, Double, Bool, Duration, Date, Measurement, URL and [Person] parameters, end to end.
        GoldenRun(snapshot: "match-planner.jsonl", arguments: ["match", "--json", "--manifest", plannerManifest] + now + [
            "schedule a meeting with alice, bob and carol tomorrow at 3 pm",
            "meet dave on friday at noon",
            "schedule a meeting with erin and frank next monday in my planner",
            "start a timer for an hour and a half",
            "set a 20 minute timer please",
            "timer for ninety seconds",
            "split 120.50 dollars between four people",
            "split twenty dollars among 60 people",
            "set the thermostat to seventy degrees fahrenheit",
            "set the thermostat to 21 degrees",
            "turn dark mode on",
            "open https://example.com/menu?day=2",
            "set a timer for",
        ]),
        GoldenRun(snapshot: "match-planner-human.txt", arguments: ["match", "--manifest", plannerManifest, "--now", "2026-11-28T23:30:00-08:00"] + [
            "meet alice tomorrow at noon",
            "set a timer for two hours and 15 minutes",
        ]),
    ]

    @Test("standard output matches the snapshot", arguments: goldenRuns)
    func goldenOutput(_ golden: GoldenRun) throws {
        let run = try phrasebook(golden.arguments, stdin: golden.stdin, in: golden.inFixtures ? fixturesDirectory : nil)
        #expect(run.status == 0)
        #expect(run.stderr == "")
        try expectSnapshot(run.stdout, named: golden.snapshot)
    }

    @Test("batch mode answers one line per input line, empty lines included")
    func batchModeAnswersEveryLine() throws {
        let run = try phrasebook(["match", "--json"], stdin: "play some jazz\n\n\npause the music\n")
        #expect(run.status == 0)
        #expect(run.outputLines.count == 4)
        #expect(run.outputLines.map { outcome(ofJSONLine: $0) } == ["matched", "noMatch", "noMatch", "matched"])
    }

    @Test("a 1 MB utterance is a noMatch, not a crash")
    func megabyteUtterance() throws {
        let utterance = String(repeating: "order tomato soup ", count: 1_048_576 / 18 + 1)
        let run = try phrasebook(["match", "--json"], stdin: utterance + "\n")
        #expect(run.status == 0)
        #expect(run.stderr == "")
        try #require(run.outputLines.count == 1)
        let answer = try #require(jsonObject(run.outputLines[0]))
        #expect(answer["outcome"] as? String == "noMatch")
        #expect(answer["text"] as? String == utterance)
    }

    static let failingRuns: [FailingRun] = [
        FailingRun(name: "unknown command", arguments: ["frobnicate"],
                   firstLine: "phrasebook: unknown command 'frobnicate' (commands are: match, test, chat, lint, schemas)"),
        FailingRun(name: "misspelled command", arguments: ["mach", "order soup"],
                   firstLine: "phrasebook: unknown command 'mach' (commands are: match, test, chat, lint, schemas). Did you mean 'match'?"),
        FailingRun(name: "unknown option", arguments: ["match", "--jsno", "order soup"],
                   firstLine: "phrasebook match: unknown option '--jsno' (options are: --manifest, --json, --top, --now, --exact, --stats). Did you mean '--json'?"),
        FailingRun(name: "--top not a number", arguments: ["match", "--top", "x", "order soup"],
                   firstLine: "phrasebook match: --top: 'x' is not a whole number of 0 or more"),
        FailingRun(name: "--top negative", arguments: ["match", "--top", "-1", "order soup"],
                   firstLine: "phrasebook match: --top: '-1' is not a whole number of 0 or more"),
        FailingRun(name: "--top without a value", arguments: ["match", "--top"],
                   firstLine: "phrasebook match: --top needs a value"),
        FailingRun(name: "--now not a time", arguments: ["match", "--now", "garbage", "order soup"],
                   firstLine: "phrasebook match: --now: 'garbage' is not an ISO 8601 time such as 2026-11-22T09:30:00Z"),
        FailingRun(name: "missing manifest file", arguments: ["match", "--manifest", "no-such-manifest.json", "order soup"],
                   firstLine: "phrasebook match: no-such-manifest.json: the manifest has errors",
                   details: ["error: cannot read the manifest file", " --> no-such-manifest.json"]),
        FailingRun(name: "manifest with wrong types", arguments: ["match", "--manifest", "wrong-types.json", "cook"],
                   firstLine: "phrasebook match: wrong-types.json: the manifest has errors",
                   details: [
                       "error: expected a number, found a string", " --> apps[0].intents[0].parameters[0].default",
                       "error: expected a string, found a number", " --> apps[0].intents[0].title",
                       "error: expected an array of strings, found a string", " --> apps[0].synonyms",
                   ]),
        FailingRun(name: "manifest with an unbalanced bracket", arguments: ["match", "--manifest", "unbalanced-bracket.json", "cook"],
                   firstLine: "phrasebook match: unbalanced-bracket.json: the manifest has errors",
                   details: [
                       "error: unbalanced '(' in phrase",
                       " --> apps[0].intents[0].phrases[0]:1:6",
                       "1 | cook (pasta|rice in {applicationName}",
                       "  |      ^ this group is never closed",
                       "  = help: add ')' after the last alternative",
                   ]),
        FailingRun(name: "manifest with a recursive rule", arguments: ["match", "--manifest", "recursive-rule.json", "cook"],
                   firstLine: "phrasebook match: recursive-rule.json: the manifest has errors",
                   details: [
                       "error: rule 'dish' is recursive: <dish> → <meal> → <dish>",
                       " --> apps[0].rules.dish:1:13",
                       "1 | (pasta|rice|<meal>)",
                   ]),
    ]

    @Test("bad input exits with status 1 and says why on standard error", arguments: failingRuns)
    func failure(_ failing: FailingRun) throws {
        let run = try phrasebook(failing.arguments, in: fixturesDirectory)
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.errorLines.first == failing.firstLine)
        expectLines(failing.details, inOrderIn: Array(run.errorLines.dropFirst()))
        if failing.details.isEmpty { #expect(run.errorLines.count == 1, "a usage error is one line") }
    }

    @Test("bad manifests fail before any utterance is read from standard input")
    func badManifestInBatchMode() throws {
        let run = try phrasebook(["match", "--manifest", "unbalanced-bracket.json"], stdin: "cook pasta in kitchen\n",
                                 in: fixturesDirectory)
        #expect(run.status == 1)
        #expect(run.stdout == "")
    }
}

// MARK: - Helpers

/// Records an issue unless `expected` occur in `lines` in this order (others may come between).
private func expectLines(_ expected: [String], inOrderIn lines: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    var remaining = lines[...]
    for line in expected {
        guard let found = remaining.firstIndex(of: line) else {
            Issue.record("standard error lacks the line \"\(line)\" (after the ones before it); it was:\n\(lines.joined(separator: "\n"))",
                         sourceLocation: sourceLocation)
            return
        }
        remaining = remaining[(found + 1)...]
    }
}

/// One line of `match --json` as a dictionary.
private func jsonObject(_ line: String) -> [String: Any]? {
    (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
}

/// The `outcome` of one line of `match --json`.
private func outcome(ofJSONLine line: String) -> String? {
    jsonObject(line)?["outcome"] as? String
}
