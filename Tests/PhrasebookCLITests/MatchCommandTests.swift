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

/// A run of `phrasebook` that must fail: nothing on standard output, and a first line on standard
/// error that names the problem. A usage error (status 64) adds the verb's usage line and nothing
/// else; a bad input (status 1) adds the rendered diagnostics.
struct FailingRun: Sendable, CustomTestStringConvertible {
    var name: String
    var arguments: [String]
    /// The whole first line of standard error.
    var firstLine: String
    /// Lines the rest of standard error must contain (the rendered diagnostics), in order.
    var details: [String] = []
    /// 64 for a usage error, 1 for a bad input.
    var status: Int32 = 64

    var testDescription: String { name }
}

/// Checks a failing run: its status, empty standard output, the first line, and what follows it.
func expectFailure(
    _ failing: FailingRun, in directory: URL? = fixturesDirectory, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let run = try phrasebook(failing.arguments, in: directory)
    #expect(run.status == failing.status, sourceLocation: sourceLocation)
    #expect(run.stdout == "", sourceLocation: sourceLocation)
    #expect(run.errorLines.first == failing.firstLine, sourceLocation: sourceLocation)
    expectLines(failing.details, inOrderIn: Array(run.errorLines.dropFirst()), sourceLocation: sourceLocation)
    if failing.status == 64 {
        let verb = failing.arguments.first ?? ""
        let rest = Array(run.errorLines.dropFirst())
        #expect(
            rest.isEmpty || (rest.count == 1 && rest[0].hasPrefix("usage: phrasebook \(verb) ")),
            "a usage error is one sentence and the verb's usage line", sourceLocation: sourceLocation)
    }
}

/// A fixed `--now`, so that golden output never depends on the day the tests run.
private let now = ["--now", "2026-11-22T09:30:00Z"]

/// The example manifest with typed parameters.
private let plannerManifest = cliTestsDirectory.deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Corpus/examples/planner.json").path

@Suite("phrasebook match")
struct MatchCommandTests {
    static let goldenRuns: [GoldenRun] = [
        GoldenRun(
            snapshot: "match-single.jsonl",
            arguments: ["match", "--json"] + now + [
                "order 2 large tomato soups in soup chef"
            ]),
        GoldenRun(
            snapshot: "match-arguments.jsonl",
            arguments: ["match", "--json"] + now + [
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
        GoldenRun(
            snapshot: "match-batch.jsonl", arguments: ["match", "--json"] + now,
            stdin: """
                order miso in soupchef

                mark pay rent as done
                skip breakfast
                what's on my work list
                play my dinner party playlist on jukebox

                """),
        GoldenRun(
            snapshot: "match-human.txt",
            arguments: ["match"] + now + [
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
        GoldenRun(
            snapshot: "match-ambiguous.jsonl",
            arguments: ["match", "--json", "--manifest", "overlapping-apps.json"] + now + [
                // two apps say "open settings" equally well
                "open settings",
                "open settings in kitchen",
                "open page the fridge",
            ], inFixtures: true),
        GoldenRun(
            snapshot: "match-ambiguous.txt",
            arguments: ["match", "--manifest", "overlapping-apps.json"] + now + [
                "open settings",
                "open settings in garage",
            ], inFixtures: true),
        GoldenRun(
            snapshot: "match-top-1.jsonl",
            arguments: ["match", "--json", "--top", "1", "--manifest", "overlapping-apps.json"] + now + [
                // two candidates, Kitchen/OpenSettings and Kitchen/OpenPage; only the best is listed
                "open settings in kitchen"
            ], inFixtures: true),
        GoldenRun(
            snapshot: "match-top-0.jsonl",
            arguments: ["match", "--json", "--top", "0"] + now + [
                "order tomato soup in soup chef"
            ]),
        // Int, Double, Bool, Duration, Date, Measurement, URL and [Person] parameters, end to end.
        GoldenRun(
            snapshot: "match-planner.jsonl",
            arguments: ["match", "--json", "--manifest", plannerManifest] + now + [
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
        GoldenRun(
            snapshot: "match-planner-human.txt",
            arguments: ["match", "--manifest", plannerManifest, "--now", "2026-11-28T23:30:00-08:00"] + [
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

    @Test("a 1 MB line is a noMatch with the reason, read past without being held, and the next line is answered")
    func megabyteUtterance() throws {
        let utterance = String(repeating: "order tomato soup ", count: 1_048_576 / 18 + 1)
        let run = try phrasebook(["match", "--json"], stdin: utterance + "\nplay some jazz\n")
        #expect(run.status == 0)
        #expect(run.stderr == "")
        try #require(run.outputLines.count == 2)
        let answer = try #require(jsonObject(run.outputLines[0]))
        #expect(answer["outcome"] as? String == "noMatch")
        #expect(answer["text"] as? String == String(utterance.prefix(4_096)))
        #expect(answer["reason"] as? String == "the utterance is \(utterance.utf8.count) bytes long; the limit is 4096")
        #expect(outcome(ofJSONLine: run.outputLines[1]) == "matched")
    }

    @Test("a byte order mark is dropped, and a line just over the limit is cut at a character boundary")
    func byteOrderMarkAndALineJustTooLong() throws {
        // 4,095 ASCII bytes, then "é" (two bytes) that the limit of 4,096 splits: the prefix keeps
        // neither half; the "\r" of the line end is not counted.
        let long = String(repeating: "a", count: 4_095) + "é"
        let run = try phrasebook(["match", "--json"], stdin: "\u{FEFF}play some jazz\n" + long + "\r\nplay some jazz")
        #expect(run.status == 0)
        try #require(run.outputLines.count == 3)
        let first = try #require(jsonObject(run.outputLines[0]))
        #expect(first["text"] as? String == "play some jazz")
        #expect(first["outcome"] as? String == "matched")
        let second = try #require(jsonObject(run.outputLines[1]))
        #expect(second["text"] as? String == String(repeating: "a", count: 4_095))
        #expect(second["reason"] as? String == "the utterance is 4097 bytes long; the limit is 4096")
        #expect(outcome(ofJSONLine: run.outputLines[2]) == "matched")
    }

    @Test("CRLF line ends are line ends")
    func crlfLines() throws {
        let run = try phrasebook(["match"] + now, stdin: "play some jazz\r\norder tomato soup in soup chef\r\n")
        #expect(
            run.outputLines == [
                "\"play some jazz\" → matched Jukebox/PlayMusic (1.000) genre=\"jazz\"",
                "\"order tomato soup in soup chef\" → matched Soup Chef/OrderSoup (1.000) soup=\"tomato\" quantity=1",
            ])
    }

    @Test("a full disk ends the run with status 1 and one line naming the OS reason")
    func writeErrorIsAnOutcome() throws {
        guard let full = FileHandle(forWritingAtPath: "/dev/full") else { return }
        let (status, message) = try runMatch(
            input: FileHandle.nullDevice, output: full, ["order tomato soup in soup chef"])
        #expect(status == 1)
        #expect(message == "phrasebook: cannot write to standard output: No space left on device\n")
    }

    @Test("a read error names the OS reason")
    func readErrorNamesTheReason() throws {
        // a directory opens for reading, and reading it fails with EISDIR.
        let (status, message) = try runMatch(
            input: try #require(FileHandle(forReadingAtPath: "/")), output: FileHandle.nullDevice, [])
        #expect(status == 1)
        #expect(message == "phrasebook match: cannot read standard input: Is a directory\n")
    }

    /// Runs `phrasebook match` on the given standard input and output; its status and standard error.
    private func runMatch(input: FileHandle, output: FileHandle, _ arguments: [String]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = try phrasebookExecutable()
        process.arguments = ["match"] + arguments
        process.standardInput = input
        process.standardOutput = output
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, message)
    }

    @Test("a program that sends a line and waits gets its answer: answers are held only until input runs dry")
    func answersEachLineBeforeWaitingForTheNext() throws {
        let process = Process()
        process.executableURL = try phrasebookExecutable()
        process.arguments = ["match", "--json"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
        }
        for utterance in ["play some jazz", "order soup"] {
            try input.fileHandleForWriting.write(contentsOf: Data((utterance + "\n").utf8))
            // the answer must come while the process waits for the next line; 30 s is far more than a match takes.
            var ready = pollfd(fd: output.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0)
            try #require(poll(&ready, 1, 30_000) == 1, "no answer to \"\(utterance)\" before the next line")
            let answer = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
            #expect(answer.hasPrefix("{\"text\":\"\(utterance)\""))
        }
    }

    @Test("a reader that goes away ends the run quietly with status 1, not a signal")
    func closedPipeIsQuiet() throws {
        let process = Process()
        process.executableURL = try phrasebookExecutable()
        process.arguments = ["match"]
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        signal(SIGPIPE, SIG_IGN)
        try process.run()
        try output.fileHandleForReading.close()
        // enough lines that a write meets the closed pipe.
        try? input.fileHandleForWriting.write(
            contentsOf: Data(String(repeating: "play some jazz\n", count: 2_000).utf8))
        try? input.fileHandleForWriting.close()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 1)
        #expect(message.isEmpty)
    }

    static let failingRuns: [FailingRun] = [
        FailingRun(
            name: "unknown verb", arguments: ["frobnicate"],
            firstLine:
                "phrasebook: unknown verb 'frobnicate' (verbs are: match, test, negatives, chat, serve, lint, schemas, search, shortcuts)"
        ),
        FailingRun(
            name: "misspelled verb", arguments: ["mach", "order soup"],
            firstLine:
                "phrasebook: unknown verb 'mach' (verbs are: match, test, negatives, chat, serve, lint, schemas, search, shortcuts). Did you mean 'match'?"
        ),
        FailingRun(
            name: "unknown option", arguments: ["match", "--jsno", "order soup"],
            firstLine: "phrasebook match: unknown option '--jsno'. Did you mean '--json'?"),
        FailingRun(
            name: "an option of another verb", arguments: ["match", "--apple", "order soup"],
            firstLine: "phrasebook match: --apple does not apply to match (it is an option of lint)"),
        FailingRun(
            name: "a value for a flag", arguments: ["match", "--json=yes", "order soup"],
            firstLine: "phrasebook match: --json takes no value (found '--json=yes')"),
        FailingRun(
            name: "--top not a number", arguments: ["match", "--top", "x", "order soup"],
            firstLine: "phrasebook match: --top: 'x' is not a whole number of 0 or more"),
        FailingRun(
            name: "--top=x not a number", arguments: ["match", "--top=x", "order soup"],
            firstLine: "phrasebook match: --top: 'x' is not a whole number of 0 or more"),
        FailingRun(
            name: "--top negative", arguments: ["match", "--top", "-1", "order soup"],
            firstLine: "phrasebook match: --top: '-1' is not a whole number of 0 or more"),
        FailingRun(
            name: "--top without a value", arguments: ["match", "--top"],
            firstLine: "phrasebook match: --top needs a value (--top N)"),
        FailingRun(
            name: "--top followed by an option", arguments: ["match", "--top", "--json"],
            firstLine: "phrasebook match: --top needs a value (--top N)"),
        FailingRun(
            name: "--now not a time", arguments: ["match", "--now", "garbage", "order soup"],
            firstLine: "phrasebook match: --now: 'garbage' is not an ISO 8601 time such as 2026-11-22T09:30:00Z"),
        FailingRun(
            name: "missing manifest file", arguments: ["match", "--manifest", "no-such-manifest.json", "order soup"],
            firstLine: "phrasebook match: no-such-manifest.json: the manifest has errors",
            details: [
                "error: cannot read the manifest file: no such file", " --> no-such-manifest.json",
                "  = help: check the path; relative paths start in the current directory",
            ], status: 1),
        FailingRun(
            name: "a directory as the manifest", arguments: ["match", "--manifest", ".", "order soup"],
            firstLine: "phrasebook match: .: the manifest has errors",
            details: ["error: cannot read the manifest file: is a directory", " --> ."], status: 1),
        FailingRun(
            name: "a manifest that is not an object",
            arguments: ["match", "--manifest", "top-level-array.json", "cook"],
            firstLine: "phrasebook match: top-level-array.json: the manifest has errors",
            details: [
                "error: expected an object with \"apps\" at the top level, found an array", " --> top-level-array.json",
            ], status: 1),
        FailingRun(
            name: "a manifest with no apps", arguments: ["match", "--manifest", "no-apps.json", "cook"],
            firstLine: "phrasebook match: no-apps.json: the manifest has errors",
            details: ["error: the manifest has no apps, so no utterance can match", " --> apps"], status: 1),
        FailingRun(
            name: "manifest with wrong types", arguments: ["match", "--manifest", "wrong-types.json", "cook"],
            firstLine: "phrasebook match: wrong-types.json: the manifest has errors",
            details: [
                "error: expected a number, found a string", " --> apps[0].intents[0].parameters[0].default",
                "error: expected a string, found a number", " --> apps[0].intents[0].title",
                "error: expected an array of strings, found a string", " --> apps[0].synonyms",
            ], status: 1),
        FailingRun(
            name: "manifest with an unbalanced bracket",
            arguments: ["match", "--manifest", "unbalanced-bracket.json", "cook"],
            firstLine: "phrasebook match: unbalanced-bracket.json: the manifest has errors",
            details: [
                "error: unbalanced '(' in phrase",
                " --> apps[0].intents[0].phrases[0]:1:6",
                "1 | cook (pasta|rice in {applicationName}",
                "  |      ^ this group is never closed",
                "  = help: add ')' after the last alternative",
            ], status: 1),
        FailingRun(
            name: "manifest with a recursive rule", arguments: ["match", "--manifest", "recursive-rule.json", "cook"],
            firstLine: "phrasebook match: recursive-rule.json: the manifest has errors",
            details: [
                "error: rule 'dish' is recursive: <dish> → <meal> → <dish>",
                " --> apps[0].rules.dish:1:13",
                "1 | (pasta|rice|<meal>)",
            ], status: 1),
    ]

    @Test("bad input exits 1, a bad command line 64, and standard error says why", arguments: failingRuns)
    func failure(_ failing: FailingRun) throws {
        try expectFailure(failing)
    }

    @Test("bad manifests fail before any utterance is read from standard input")
    func badManifestInBatchMode() throws {
        let run = try phrasebook(
            ["match", "--manifest", "unbalanced-bracket.json"], stdin: "cook pasta in kitchen\n",
            in: fixturesDirectory)
        #expect(run.status == 1)
        #expect(run.stdout == "")
    }
}

// MARK: - Helpers

/// Records an issue unless `expected` occur in `lines` in this order (others may come between).
func expectLines(_ expected: [String], inOrderIn lines: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    var remaining = lines[...]
    for line in expected {
        guard let found = remaining.firstIndex(of: line) else {
            Issue.record(
                "standard error lacks the line \"\(line)\" (after the ones before it); it was:\n\(lines.joined(separator: "\n"))",
                sourceLocation: sourceLocation)
            return
        }
        remaining = remaining[(found + 1)...]
    }
}

/// One line of `match --json` as a dictionary.
func jsonObject(_ line: String) -> [String: Any]? {
    (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
}

/// The `outcome` of one line of `match --json`.
private func outcome(ofJSONLine line: String) -> String? {
    jsonObject(line)?["outcome"] as? String
}
