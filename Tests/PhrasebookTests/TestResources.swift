import Foundation
import Phrasebook

/// The repository's root folder, found from this file.
let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A path inside the repository.
func repositoryPath(_ relative: String) -> String {
    repositoryRoot.appendingPathComponent(relative).path
}

/// The demo apps, compiled once for every test.
let demoMatcher = Result { () throws -> IntentMatcher in
    try IntentMatcher(model: ManifestLoader.load(contentsOf: repositoryPath("Corpus/demo/demo.json")))
}

/// The shared public corpora beside the repository (`../shared/corpora`), which tests read in place.
let sharedCorpora = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/corpora")
