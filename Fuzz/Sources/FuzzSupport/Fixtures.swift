import Foundation
import Phrasebook

/// The repository's root, found from this file (Fuzz/Sources/FuzzSupport/Fixtures.swift).
let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Loads and compiles a manifest the harnesses need; a harness without it cannot run at all.
func compiledManifest(_ relativePath: String) -> IntentMatcher {
    let path = repositoryRoot.appendingPathComponent(relativePath).path
    do {
        return try IntentMatcher(model: ManifestLoader.load(contentsOf: path))
    } catch {
        fatalError("the fuzz harness cannot load \(path): \(error)")
    }
}

/// The built-in demo apps.
let demoMatcher = compiledManifest("Corpus/demo/demo.json")
/// Typed slots of every kind next to open ones (Fuzz/typed-and-open.json).
let typedMatcher = compiledManifest("Fuzz/typed-and-open.json")
/// A fixed "now", so that a crash replays the same way.
let fixedContext = ValueContext(now: Date(timeIntervalSince1970: 1_795_000_000))

/// Touches what a front end would print, so that rendering runs too.
func render(_ diagnostics: [Diagnostic]) {
    for diagnostic in diagnostics { _ = diagnostic.description }
}
