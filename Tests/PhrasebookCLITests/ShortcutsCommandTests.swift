import Foundation
import Testing

@Suite("phrasebook shortcuts")
struct ShortcutsCommandTests {
    @Test("an argument is a usage error")
    func argumentIsAUsageError() throws {
        let run = try phrasebook(["shortcuts", "soup"])
        #expect(run.status == 64)
        #expect(run.stdout == "")
        #expect(run.stderr.contains("shortcuts takes no arguments (found 'soup')"))
    }

    @Test("a hidden intent is left out; an open intent shows its open phrasing")
    func discoverability() throws {
        let manifest = cliTestsDirectory.appendingPathComponent("Fixtures/atlas.json").path
        let run = try phrasebook(["shortcuts", "--manifest", manifest])
        #expect(run.status == 0)
        #expect(!run.stdout.contains("Reset"))
        #expect(run.outputLines.contains("    “Open Paris”"))
        #expect(run.outputLines.contains("  Plan [airplane]"))
    }
}
