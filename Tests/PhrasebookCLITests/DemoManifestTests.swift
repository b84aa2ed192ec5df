import Foundation
@testable import phrasebook
import Testing

@Suite("the built-in demo")
struct DemoManifestTests {
    private static let repository = cliTestsDirectory.deletingLastPathComponent().deletingLastPathComponent()
    private static let generated = repository.appendingPathComponent("Sources/phrasebook/DemoManifest+JSON.swift")

    @Test("the binary's demo is Corpus/demo/demo.json byte for byte (PHRASEBOOK_RECORD=1 regenerates it)")
    func embeddedDemoIsTheFile() throws {
        let file = try String(contentsOf: Self.repository.appendingPathComponent(DemoManifest.sourcePath), encoding: .utf8)
        if isRecordingSnapshots {
            try Data(Self.source(embedding: file).utf8).write(to: Self.generated)
            return
        }
        #expect(Array(DemoManifest.json.utf8) == Array(file.utf8),
                "Sources/phrasebook/DemoManifest+JSON.swift is stale: run PHRASEBOOK_RECORD=1 swift test --filter DemoManifestTests")
    }

    @Test("a copied binary runs the demo from another directory")
    func copiedBinaryRunsTheDemo() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("phrasebook-copy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let copy = directory.appendingPathComponent("phrasebook")
        try FileManager.default.copyItem(at: try phrasebookExecutable(), to: copy)
        let run = try runExecutable(copy, ["match", "order tomato soup in soup chef"], in: directory)
        #expect(run.status == 0)
        #expect(run.stdout == "\"order tomato soup in soup chef\" → matched Soup Chef/OrderSoup (1.000) soup=\"tomato\" quantity=1\n")
        let lint = try runExecutable(copy, ["lint"], in: directory)
        #expect(lint.stdout.hasSuffix("built-in demo: 0 errors, 0 warnings\n"))
    }

    /// The Swift file that carries `text`: a raw string literal with enough `#` that no text ends it early.
    static func source(embedding text: String) -> String {
        var hashes = "#"
        while text.contains("\"\"\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
        return """
            // Generated from Corpus/demo/demo.json by `PHRASEBOOK_RECORD=1 swift test --filter DemoManifestTests`.
            // Do not edit: a test checks that it equals the file byte for byte.

            extension DemoManifest {
                /// The text of `Corpus/demo/demo.json`.
                static let json = \(hashes)\"\"\"
            \(text)
            \"\"\"\(hashes)
            }

            """
    }
}
