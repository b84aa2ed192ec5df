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

    @Test("summaries and open intents' targets are in the JSON lines")
    func summaryAndTarget() throws {
        let manifest = cliTestsDirectory.appendingPathComponent("Fixtures/atlas.json").path
        let run = try phrasebook(
            ["chat", "--json", "--manifest", manifest] + now,
            stdin: "plan a trip to osaka for 3 nights in atlas\nyes\nshow me paris\nopen it\n")
        #expect(run.status == 0)
        let lines = run.outputLines
        #expect(lines.count == 4)
        #expect(lines[0].contains(#""outcome":"needsConfirmation""#))
        #expect(lines[0].contains(#""summary":"Plan a trip to Osaka, nights 3""#))
        #expect(lines[1].contains(#""outcome":"completed""#) && lines[1].contains(#""target":null"#))
        #expect(lines[2].contains(#""target":{"type":"City","id":"par","title":"Paris"}"#))
        #expect(lines[2].contains(#""summary":"Open City, city Paris""#))
        // nothing on screen and no returned entity: "open it" is not understood.
        #expect(lines[3].contains(#""outcome":"noMatch""#))
        let human = try phrasebook(["chat", "--manifest", manifest] + now + ["open the city osaka in atlas"])
        #expect(human.outputLines == ["Done.", "  → Osaka"])
    }

    @Test("utterance arguments are turns; human output is the dialog")
    func argumentsAreTurns() throws {
        let run = try phrasebook(["chat"] + now + ["order soup in soup chef", "miso"])
        #expect(run.status == 0)
        #expect(
            run.outputLines == [
                "Which soup would you like?", "Ordered 1 Miso Soup. It will be ready in about 15 minutes.",
            ])
    }

    @Test("--confirm-below asks whether a request heard unclearly was meant, and a yes does it")
    func confirmBelow() throws {
        let run = try phrasebook(
            ["chat", "--json", "--confirm-below", "0.97"] + now,
            stdin: "order two tomato soupa in soup chef\nyes\norder two tomato soups in soup chef\n")
        #expect(run.status == 0)
        let lines = run.outputLines
        #expect(lines.count == 3)
        #expect(lines[0].contains(#""outcome":"needsConfirmation""#))
        #expect(lines[0].contains(#""dialog":"Did you mean “Order Tomato Soup, quantity 2”?""#))
        #expect(lines[1].contains(#""outcome":"completed""#))
        // heard clearly: done at once.
        #expect(lines[2].contains(#""outcome":"completed""#))
        let bad = try phrasebook(["chat", "--confirm-below", "1.5", "hello"])
        #expect(bad.status == 64)
        #expect(bad.stderr.hasPrefix("phrasebook chat: --confirm-below: '1.5' is not a score from 0 to 1"))
    }

    @Test("a bad --auth state is a usage error")
    func badAuthState() throws {
        try expectFailure(
            FailingRun(
                name: "bad --auth", arguments: ["chat", "--auth", "sleepy", "hello"],
                firstLine:
                    "phrasebook chat: --auth: 'sleepy' is not a state (states are: unlocked, authenticated, locked)"))
    }

    @Test("bad control lines are reported and the conversation goes on")
    func badControlLines() throws {
        let script = "order soup in soup chef\r\n:auth sideways\n:auth\n:authorize the payment\nthe tomato one\n"
        let run = try phrasebook(["chat"] + now, stdin: script)
        #expect(run.status == 0)
        #expect(
            run.outputLines == [
                "Which soup would you like?", "Ordered 1 Tomato Soup. It will be ready in about 15 minutes.",
            ])
        #expect(
            run.errorLines == [
                "phrasebook chat: line 2: 'sideways' is not a state (states are: unlocked, authenticated, locked)",
                "phrasebook chat: line 3: ':auth' needs a state (states are: unlocked, authenticated, locked)",
                "phrasebook chat: line 4: unknown control line ':authorize' (control lines are: :auth STATE, :onscreen TYPE ID)",
            ])
        let json = try phrasebook(["chat", "--json"] + now, stdin: script)
        #expect(json.status == 0)
        #expect(json.stderr == "")
        #expect(json.outputLines.count == 5, "every line gets its answer")
        #expect(
            json.outputLines[1]
                == #"{"text":":auth sideways","error":"'sideways' is not a state (states are: unlocked, authenticated, locked)"}"#
        )
        #expect(jsonObject(json.outputLines[4])?["outcome"] as? String == "completed")
    }

    @Test("an intent that requires authentication never runs locked; :auth retries it")
    func authenticationIsEnforced() throws {
        let run = try phrasebook(
            ["chat", "--json", "--auth", "locked"] + now,
            stdin: "delete all my tasks in taskmaster\nyes\n:auth authenticated\nyes\n")
        #expect(run.status == 0)
        let outcomes = run.outputLines.compactMap { jsonObject($0)?["outcome"] as? String }
        #expect(outcomes == ["unauthorized", "unauthorized", "needsConfirmation", "completed"])
    }

    @Test("one app's negative phrases do not veto another app's phrases")
    func negativesStayInTheirApp() throws {
        // Taskmaster vetoes "add an event to my calendar"; Soup Chef's phrases are untouched by it.
        let run = try phrasebook(
            ["chat", "--json"] + now, stdin: "add an event to my calendar\norder tomato soup in soup chef\n")
        let outcomes = run.outputLines.compactMap { jsonObject($0)?["outcome"] as? String }
        #expect(outcomes == ["rejected", "completed"])
    }
}
