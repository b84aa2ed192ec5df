import Foundation
import Testing

@Suite("phrasebook lint")
struct LintCommandTests {
    private static let fixture = cliTestsDirectory.appendingPathComponent("Fixtures/partial-mail.json").path

    @Test("warnings alone pass; --apple makes a partly adopted group an error")
    func partlyAdoptedGroup() throws {
        let relaxed = try phrasebook(["lint", "--manifest", Self.fixture])
        #expect(relaxed.status == 0)
        #expect(relaxed.stdout.contains("warning: app Outbox adopts part of the mail group but not mail.archiveMail"))
        #expect(relaxed.outputLines.last == "\(Self.fixture): 0 errors, 1 warning")
        let strict = try phrasebook(["lint", "--apple", "--manifest", Self.fixture])
        #expect(strict.status == 1)
        #expect(strict.stdout.contains("error: app Outbox adopts part of the mail group"))
        #expect(strict.outputLines.last == "\(Self.fixture): 1 error, 0 warnings")
    }

    @Test("the demo manifest is clean")
    func demoIsClean() throws {
        let run = try phrasebook(["lint"])
        #expect(run.status == 0)
        #expect(run.outputLines.last?.hasSuffix(": 0 errors, 0 warnings") == true)
    }
}
