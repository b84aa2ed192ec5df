import Foundation
import PhrasebookTestSupport
import Testing

/// `search`, `chat`'s `:onscreen` lines and `serve`'s `onscreen` array, on the indexed manifest of
/// `Corpus/entities`.
@Suite("phrasebook search and onscreen entities")
struct EntityCommandTests {
    static func manifestArguments() -> [String] {
        ["--manifest", repositoryPath("Corpus/entities/index.json")]
    }

    @Test("search ranks the manifest's indexed entities")
    func search() throws {
        let run = try phrasebook(
            ["search"] + Self.manifestArguments() + [
                "--limit", "2", "frank's email about lunch on friday", "the lasagna",
            ])
        #expect(run.status == 0)
        #expect(
            run.outputLines == [
                "frank's email about lunch on friday:", "  MessageEntity m1 “Lunch on Friday?” 1.00",
                "  MessageEntity m21 “Lunch meeting with the new client” 0.66", "the lasagna:", "  (nothing fits)",
            ])
        let json = try phrasebook(["search", "--json"] + Self.manifestArguments() + ["pasta recipes with mushrooms"])
        let object = try #require(jsonObject(json.outputLines.first ?? ""))
        let first = try #require((object["results"] as? [[String: Any]])?.first)
        #expect(first["id"] as? String == "r1")
        #expect(first["app"] as? String == "Recipes")
    }

    @Test("search needs a query, and --limit a number from 1 to 100")
    func searchUsage() throws {
        try expectFailure(
            FailingRun(name: "no query", arguments: ["search"], firstLine: "phrasebook search: give at least one QUERY")
        )
        try expectFailure(
            FailingRun(
                name: "bad limit", arguments: ["search", "--limit", "0", "pasta"],
                firstLine: "phrasebook search: --limit: '0' is not a number from 1 to 100"))
    }

    @Test("chat: :onscreen says what is on screen; 'this email' is it, and without it the assistant asks")
    func chatOnscreen() throws {
        let script =
            ":onscreen MessageEntity m3\nreply to this email\n:onscreen\nreply to this email\nthe budget email\n:onscreen MessageEntity\n"
        let run = try phrasebook(["chat"] + Self.manifestArguments(), stdin: script)
        #expect(run.status == 0)
        #expect(
            run.outputLines == [
                "Replying to Thanksgiving dinner.", "Which message?",
                "Which message? Quarterly budget review or Budget numbers for the offsite",
                "  1. Quarterly budget review", "  2. Budget numbers for the offsite",
            ])
        #expect(
            run.errorLines == [
                "phrasebook chat: line 6: ':onscreen' takes pairs of a type and an id, such as ':onscreen MessageEntity m1'"
            ])
    }

    @Test("serve: a respond request's onscreen array, and its errors")
    func serveOnscreen() throws {
        let requests = """
            {"id": 1, "type": "respond", "conversation": "c", "text": "delete this message", "authentication": "unlocked", "onscreen": [{"type": "MessageEntity", "id": "m2"}]}
            {"id": 2, "type": "respond", "conversation": "d", "text": "delete this message", "onscreen": {"type": "MessageEntity"}}
            {"id": 3, "type": "respond", "conversation": "d", "text": "delete this message", "onscreen": [{"type": "MessageEntity"}]}

            """
        let run = try phrasebook(["serve"] + Self.manifestArguments(), stdin: requests)
        #expect(run.status == 0)
        let answers = run.outputLines.compactMap(jsonObject)
        #expect(answers.count == 3)
        let first = try #require(answers.first { $0["id"] as? Int == 1 })
        #expect(first["dialog"] as? String == "Deleted Quarterly budget review.")
        #expect(
            answers.first { $0["id"] as? Int == 2 }?["error"] as? String
                == #""onscreen" must be an array of {"type", "id"} objects, not an object"#)
        #expect(
            answers.first { $0["id"] as? Int == 3 }?["error"] as? String
                == #"onscreen[0] must be an object {"type", "id"} of two strings"#)
    }
}
