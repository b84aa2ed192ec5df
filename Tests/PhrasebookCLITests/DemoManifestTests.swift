import Foundation
import Testing

/// The demo apps are `DemoApps.manifest`, compiled into the library (`DemoAppsTests` checks it is
/// `Corpus/demo/demo.json` byte for byte), so the binary carries them.
@Suite("the built-in demo")
struct DemoManifestTests {
    @Test("a copied binary runs the demo from another directory")
    func copiedBinaryRunsTheDemo() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "phrasebook-copy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let copy = directory.appendingPathComponent("phrasebook")
        try FileManager.default.copyItem(at: try phrasebookExecutable(), to: copy)
        let run = try runExecutable(copy, ["match", "order tomato soup in soup chef"], in: directory)
        #expect(run.status == 0)
        #expect(
            run.stdout
                == "\"order tomato soup in soup chef\" → matched Soup Chef/OrderSoup (1.000) soup=\"tomato\" quantity=1\n"
        )
        let lint = try runExecutable(copy, ["lint"], in: directory)
        #expect(lint.stdout.hasSuffix("built-in demo: 0 errors, 0 warnings\n"))
    }
}
