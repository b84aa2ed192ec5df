import Foundation
import Testing

@Suite("phrasebook schemas")
struct SchemasCommandTests {
    @Test("one domain prints one signature a line, as the snapshot")
    func domainListing() throws {
        let run = try phrasebook(["schemas", "clock"])
        #expect(run.status == 0)
        #expect(run.stderr == "")
        try expectSnapshot(run.stdout, named: "schemas-clock.txt")
    }

    @Test("without a domain every schema is listed, deprecated ones marked")
    func wholeCatalog() throws {
        let run = try phrasebook(["schemas"])
        #expect(run.status == 0)
        #expect(run.outputLines.count == 173 + 73 + 48)
        #expect(run.outputLines.contains("system.search(criteria: String) (deprecated)"))
        #expect(run.outputLines.first?.hasPrefix("audio.playAudio(") == true)
    }

    @Test("--json prints every field of each schema as one array")
    func json() throws {
        let run = try phrasebook(["schemas", "Mail", "--json"])
        #expect(run.status == 0)
        let schemas = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        #expect(schemas.count == 17)
        #expect(schemas.first?["identifier"] as? String == "mail.createDraft")
        #expect((schemas.first?["examples"] as? [String])?.first == "Compose a mail.")
    }

    static let failingRuns: [FailingRun] = [
        FailingRun(
            name: "misspelled domain", arguments: ["schemas", "clok"],
            firstLine: "phrasebook schemas: unknown domain 'clok' (domains are: audio, calendar, camera, clock, "
                + "mail, maps, messages, notes, phone, photos, reminders, system, assistant, visualIntelligence, "
                + "books, browser, files, journal, presentation, reader, spreadsheet, whiteboard, wordProcessor). "
                + "Did you mean 'clock'?"),
        FailingRun(
            name: "unknown option", arguments: ["schemas", "--jsno"],
            firstLine: "phrasebook schemas: unknown option '--jsno'. Did you mean '--json'?"),
        FailingRun(
            name: "two domains", arguments: ["schemas", "mail", "clock"],
            firstLine: "phrasebook schemas: name at most one domain, not 2 ('mail', 'clock')"),
    ]

    @Test("bad arguments exit 64 with one sentence and the usage line", arguments: failingRuns)
    func failure(_ failing: FailingRun) throws {
        try expectFailure(failing, in: nil)
    }
}
