import Foundation
import Testing

/// One run of `phrasebook` whose standard output is pinned by a snapshot, with its exit status.
struct VerbGolden: Sendable, CustomTestStringConvertible {
    var snapshot: String
    var arguments: [String]
    var stdin: String?
    var status: Int32 = 0
    /// Runs with `Fixtures/` as the working directory.
    var inFixtures = true

    var testDescription: String { snapshot }
}

private let now = ["--now", "2026-11-22T09:30:00Z"]

@Suite("every verb's help and output")
struct VerbGoldenTests {
    static let verbs = ["match", "test", "negatives", "chat", "serve", "lint", "schemas", "search", "shortcuts"]

    static let goldens: [VerbGolden] =
        [VerbGolden(snapshot: "help.txt", arguments: ["--help"])]
        + verbs.map { VerbGolden(snapshot: "help-\($0).txt", arguments: [$0, "--help"]) }
        + [
            VerbGolden(snapshot: "test-mixed.txt", arguments: ["test"] + now + ["mixed.corpus"], status: 1),
            VerbGolden(snapshot: "test-mixed.json", arguments: ["test", "--json"] + now + ["mixed.corpus"], status: 1),
            VerbGolden(
                snapshot: "test-gated.txt",
                arguments: ["test", "--min-accuracy=90%", "--max-false-activations", "1"] + now
                    + ["mixed.corpus"]),
            VerbGolden(
                snapshot: "negatives.txt",
                arguments: ["negatives", "--manifest", "negatives.json", "negatives.corpus"], status: 1),
            VerbGolden(
                snapshot: "negatives.json",
                arguments: ["negatives", "--json", "--manifest", "negatives.json", "negatives.corpus"],
                status: 1),
            VerbGolden(snapshot: "lint-conflicts.txt", arguments: ["lint", "--manifest", "conflicts.json"]),
            VerbGolden(snapshot: "lint-conflicts.json", arguments: ["lint", "--json", "--manifest", "conflicts.json"]),
            VerbGolden(
                snapshot: "lint-errors.txt", arguments: ["lint", "--manifest", "unbalanced-bracket.json"], status: 1),
            VerbGolden(
                snapshot: "chat-human.txt", arguments: ["chat"] + now,
                stdin: """
                    order soup in soup chef
                    the clam chowder
                    play something
                    :auth locked
                    delete all my tasks in taskmaster
                    :auth unlocked
                    no

                    """),
            VerbGolden(snapshot: "schemas-clock.json", arguments: ["schemas", "clock", "--json"]),
            VerbGolden(snapshot: "shortcuts.txt", arguments: ["shortcuts"]),
            VerbGolden(
                snapshot: "shortcuts-atlas.jsonl", arguments: ["shortcuts", "--json", "--manifest", "atlas.json"]),
        ]

    @Test("standard output and status match the snapshot", arguments: goldens)
    func golden(_ golden: VerbGolden) throws {
        let run = try phrasebook(golden.arguments, stdin: golden.stdin, in: golden.inFixtures ? fixturesDirectory : nil)
        #expect(run.status == golden.status)
        #expect(run.stderr == "")
        try expectSnapshot(run.stdout, named: golden.snapshot)
    }

    @Test("help is the same however it is asked for", arguments: verbs)
    func helpSpellings(_ verb: String) throws {
        let long = try phrasebook([verb, "--help"])
        #expect(try phrasebook([verb, "-h"]).stdout == long.stdout)
        #expect(try phrasebook(["help", verb]).stdout == long.stdout)
        // help wins over everything else on the line, even a bad option.
        #expect(try phrasebook([verb, "--bogus", "--help"]).stdout == long.stdout)
        #expect(long.stdout.hasPrefix("usage: phrasebook \(verb) "))
    }

    @Test("no verb prints the verbs on standard error with status 64")
    func noVerb() throws {
        let run = try phrasebook([])
        #expect(run.status == 64)
        #expect(run.stdout == "")
        #expect(run.stderr == (try phrasebook(["--help"])).stdout)
    }
}
