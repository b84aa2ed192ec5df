import Foundation
import Testing

/// A fixed `--now`, so that golden output never depends on the day the tests run.
private let now = ["--now", "2026-11-22T09:30:00Z"]

@Suite("phrasebook chat")
struct ChatCommandTests {
    @Test("a scripted conversation on the demo apps, as JSON lines")
    func scriptedConversationJSON() throws {
        let script = """
            order soup in soup chef
            the tomato one
            cancel my soup order in soup chef
            no
            add a task in taskmaster
            water the plants
            order soup in soup chef
            never mind
            what's the weather on mars

            """
        let run = try phrasebook(["chat", "--json"] + now, stdin: script)
        #expect(run.status == 0)
        #expect(run.stderr == "")
        try expectSnapshot(run.stdout, named: "chat-script.jsonl")
    }

    @Test("utterance arguments are turns; human output is the dialog")
    func argumentsAreTurns() throws {
        let run = try phrasebook(["chat"] + now + ["order soup in soup chef", "miso"])
        #expect(run.status == 0)
        #expect(run.outputLines == ["Which soup would you like?", "Ordered 1 Miso Soup. It will be ready in about 15 minutes."])
    }

    @Test("a bad --auth state is one sentence on standard error")
    func badAuthState() throws {
        let run = try phrasebook(["chat", "--auth", "sleepy", "hello"])
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.errorLines.first == "phrasebook chat: --auth: 'sleepy' is not a state (states are: unlocked, authenticated, locked)")
    }
}
