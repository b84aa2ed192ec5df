import Foundation
import Phrasebook
import PhrasebookTestSupport
import Testing

@Suite struct DemoAppsTests {
    static let generated = "Sources/Phrasebook/Demo/DemoApps+Manifest.swift"

    /// The embedded manifest is the file, byte for byte; `PHRASEBOOK_RECORD=1` regenerates it.
    @Test func embeddedManifestIsTheCorpusFile() throws {
        let file = try #require(repositoryText("Corpus/demo/demo.json"))
        if isRecordingSnapshots {
            try Data(Self.source(embedding: file).utf8).write(to: URL(fileURLWithPath: repositoryPath(Self.generated)))
            return
        }
        #expect(
            Array(DemoApps.manifest.utf8) == Array(file.utf8),
            "\(Self.generated) is stale: run PHRASEBOOK_RECORD=1 swift test --filter DemoAppsTests")
    }

    @Test func loadsAndCompiles() throws {
        let model = try DemoApps.model()
        #expect(model.apps.map(\.name) == ["Soup Chef", "Taskmaster", "Jukebox"])
        let match = try IntentMatcher(model: model).match("play some jazz on the jukebox")
        #expect(match.outcome == .matched)
        #expect(match.intent == "PlayMusic")
        #expect(match[parameter: "genre"] == .string("jazz"))
    }

    /// The Swift file that carries `text`: a raw string literal with enough `#` that no text ends it
    /// early. The literal ends before the newline that precedes its closing delimiter, so the file's
    /// own final newline needs one more line.
    static func source(embedding text: String) -> String {
        var hashes = "#"
        while text.contains("\"\"\"" + hashes) || text.contains("\"" + hashes) || text.contains("\\" + hashes) {
            hashes += "#"
        }
        return """
            // Generated from Corpus/demo/demo.json by `PHRASEBOOK_RECORD=1 swift test --filter DemoAppsTests`;
            // do not edit: a test checks that it equals the file byte for byte.

            extension DemoApps {
                /// The JSON text of the demo manifest, byte for byte `Corpus/demo/demo.json`.
                public static let manifest = \(hashes)\"\"\"
            \(text)
            \"\"\"\(hashes)
            }

            """
    }
}
