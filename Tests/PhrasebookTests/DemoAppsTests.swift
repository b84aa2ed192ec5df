import Foundation
import Phrasebook
import PhrasebookTestSupport
import Testing

@Suite struct DemoAppsTests {
    /// The embedded manifest is the file, byte for byte: run `Scripts/embed-demo.sh` after editing it.
    @Test func embeddedManifestIsTheCorpusFile() throws {
        let file = try #require(FileManager.default.contents(atPath: repositoryPath("Corpus/demo/demo.json")))
        #expect(
            Data(DemoApps.manifest.utf8) == file,
            "DemoApps.manifest differs from Corpus/demo/demo.json; run Scripts/embed-demo.sh")
    }

    @Test func loadsAndCompiles() throws {
        let model = try DemoApps.model()
        #expect(model.apps.map(\.name) == ["Soup Chef", "Taskmaster", "Jukebox"])
        let match = try IntentMatcher(model: model).match("play some jazz on the jukebox")
        #expect(match.outcome == .matched)
        #expect(match.intent == "PlayMusic")
        #expect(match[parameter: "genre"] == .string("jazz"))
    }
}
