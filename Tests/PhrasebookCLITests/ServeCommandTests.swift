import Foundation
import Phrasebook
import Testing

/// The repository root, where the documentation and `Benchmarks/` are.
private let repository = cliTestsDirectory.deletingLastPathComponent().deletingLastPathComponent()

/// The `python3` on the path, or nil: the tests that run Python skip without it.
private func python() -> URL? {
    let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    return paths.map { URL(fileURLWithPath: String($0)).appendingPathComponent("python3") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
}

@Suite("phrasebook serve")
struct ServeCommandTests {
    @Test("the documented Python client, through a pipe: 3 interleaved conversations, a bad line, a reload, a refusal")
    func documentedClient() throws {
        guard let python = python() else {
            print("skipped: no python3 on the path")
            return
        }
        // the client of the Serve Protocol article, as it stands there.
        let article = try String(
            contentsOf: repository.appendingPathComponent("Sources/Phrasebook/Phrasebook.docc/TheServeProtocol.md"),
            encoding: .utf8)
        let marker = try #require(article.range(of: "<!-- serve-client -->\n```python\n"))
        let rest = article[marker.upperBound...]
        let end = try #require(rest.range(of: "```\n"))
        let script = FileManager.default.temporaryDirectory.appendingPathComponent(
            "serve-client-\(UUID().uuidString).py")
        try Data(rest[..<end.lowerBound].utf8).write(to: script)
        defer { try? FileManager.default.removeItem(at: script) }
        let run = try runExecutable(python, [script.path, try phrasebookExecutable().path, "serve"], in: repository)
        #expect(run.status == 0, "\(run.stderr)")
        try expectSnapshot(run.stdout, named: "serve-readme-client.txt")
    }

    @Test("a noMatch offers its suggestion as a question, and a yes in many words takes it up")
    func suggestionTakenUp() throws {
        let requests = [
            #"{"id": 1, "type": "respond", "conversation": "a", "text": "ordr tomatoe soup frm sop chf"}"#,
            #"{"id": 2, "type": "respond", "conversation": "a", "text": "yeah go ahead"}"#,
            #"{"id": 3, "type": "respond", "conversation": "a", "text": "same again"}"#,
        ]
        let run = try phrasebook(["serve"], stdin: requests.joined(separator: "\n") + "\n")
        let responses = run.stdout.split(separator: "\n").compactMap { try? JSONParser.parse(String($0)).objectValue }
        #expect(responses.count == 3)
        #expect(responses.first?["outcome"] == .string("noMatch"))
        #expect(responses.first?["dialog"]?.stringValue?.hasPrefix("Sorry, I didn't get that. Did you mean “") == true)
        #expect(responses.dropFirst().map { $0["outcome"] } == [.string("completed"), .string("completed")])
        #expect(responses.last?["parameters"]?.objectValue?["soup"] == .string("tomato"))
    }

    @Test("--confirm-below holds a request heard unclearly for a yes, and keeps its bar across a reload")
    func confirmBelow() throws {
        let requests = [
            #"{"id": 1, "type": "respond", "conversation": "a", "text": "order two tomato soupa in soup chef"}"#,
            #"{"id": 2, "type": "respond", "conversation": "a", "text": "yes"}"#,
            #"{"id": 3, "type": "reload"}"#,
            #"{"id": 4, "type": "respond", "conversation": "b", "text": "order two tomato soupa in soup chef"}"#,
        ]
        let run = try phrasebook(["serve", "--confirm-below", "0.97"], stdin: requests.joined(separator: "\n") + "\n")
        let responses = run.stdout.split(separator: "\n").compactMap { try? JSONParser.parse(String($0)).objectValue }
        let outcomes = responses.filter { $0["outcome"] != nil }.map { $0["outcome"] }
        #expect(outcomes == [.string("needsConfirmation"), .string("completed"), .string("needsConfirmation")])
        #expect(responses.first?["dialog"] == .string("Did you mean “Order Tomato Soup, quantity 2”?"))
    }

    @Test("every well-formed request gets exactly one response with its id; every bad line one error")
    func protocolGolden() throws {
        let requests = [
            #"{"id": 1, "type": "respond", "conversation": "a", "text": "order soup in soup chef", "authentication": "unlocked"}"#,
            #"{"id": "two", "type": "respond", "conversation": "b", "text": "the tomato one"}"#,
            #"{"id": 3, "type": "respond", "conversation": "a", "text": "the tomato one", "authentication": "unlocked"}"#,
            #"{"id": 4, "type": "match", "text": "add an event to my calendar"}"#,
            #"{"id": 5, "type": "match", "text": "order tomato soup in soup chef"}"#,
            #"{"id": 6, "type": "respond", "conversation": "b", "text": "delete all my tasks in taskmaster"}"#,
            #"{"id": 7, "type": "respond", "conversation": "b", "authentication": "authenticated"}"#,
            #"{"id": 8, "type": "end", "conversation": "b"}"#,
            #"{"id": 9, "type": "reload", "manifest": "no-such-manifest.json"}"#,
            #"{"id": 10, "type": "reload", "manifest": "overlapping-apps.json"}"#,
            #"{"id": 11, "type": "match", "text": "open settings in garage"}"#,
            #"{"id": 12, "type": "respond", "conversation": "c"}"#,
            "",
            "not json",
            #"{"type": "match", "text": "no id"}"#,
            #"{"id": [1], "type": "match", "text": "an array id"}"#,
            #"{"id": 13, "type": "respnd", "text": "a typo"}"#,
            #"{"id": 14, "type": "match", "txt": "a typo"}"#,
            #"{"id": 15, "type": "match"}"#,
            #"{"id": 16, "type": "respond", "conversation": "d", "text": "hi", "authentication": "maybe"}"#,
            #"{"id": 17, "type": "respond", "conversation": 5, "text": "hi"}"#,
            "\u{FEFF}" + String(repeating: "x", count: 70_000),
        ]
        let run = try phrasebook(
            ["serve", "--now", "2026-11-22T09:30:00Z"], stdin: requests.joined(separator: "\r\n") + "\n",
            in: fixturesDirectory)
        #expect(run.status == 0)
        #expect(run.stderr == "")
        let responses = run.outputLines.compactMap(jsonObject)
        #expect(responses.count == run.outputLines.count, "every response is one JSON object")
        // one response per request with an id, plus one per line without a usable one.
        let ids = responses.compactMap { $0["id"].flatMap { $0 is NSNull ? nil : "\($0)" } }
        #expect(ids.count == 17 && Set(ids).count == ids.count, "ids: \(ids)")
        #expect(responses.count - ids.count == 4, "bad JSON, no id, an array id, an over-long line")
        // per conversation, responses come in request order; a's answer completes a's question only.
        #expect(
            run.outputLines.firstIndex { $0.hasPrefix(#"{"id":1,"#) }! < run.outputLines.firstIndex {
                $0.hasPrefix(#"{"id":3,"#)
            }!)
        // the stable view: sorted by id, errors last.
        let sorted = run.outputLines.sorted { lhs, rhs in Self.order(lhs) < Self.order(rhs) }
        try expectSnapshot(sorted.joined(separator: "\n") + "\n", named: "serve.jsonl")
    }

    /// Responses by id (numbers first, then strings), lines without an id last in text order.
    private static func order(_ line: String) -> String {
        guard let id = jsonObject(line)?["id"], !(id is NSNull) else { return "z" + line }
        if let number = id as? Int { return String(format: "a%06d", number) }
        return "b\(id)"
    }

    @Test("load: interleaved conversations, malformed lines and reloads, nothing lost or duplicated (a small run)")
    func load() throws {
        guard let python = python() else {
            print("skipped: no python3 on the path")
            return
        }
        let run = try runExecutable(
            python,
            [
                "Benchmarks/ServeLoad/serve_load.py", "--requests", "3000", "--reload-every", "500",
                try phrasebookExecutable().path,
            ], in: repository)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains(", 0 problems"))
    }
}
