import AssistantSchemas
import Foundation
import Phrasebook
// every file of this target uses the shared test helpers (repositoryPath, SharedCorpora).
@_exported import PhrasebookTestSupport

/// A fixed "now", as the schema corpora's dates expect (Sunday 2026-11-22, 09:30 UTC).
let schemaCorpusNow = ValueContext(
    now: Date(timeIntervalSince1970: 1_795_339_800),
    calendar: {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        return calendar
    }())

/// A manifest with the catalog after its own schemas, as the CLI loads it.
func catalogModel(json: String) throws -> PhrasebookModel {
    var model = try ManifestLoader.load(json: json)
    model.schemas += SchemaCatalog.all
    return model
}

/// The twelve apps of `Corpus/schemas/assistant.json`: each adopts every intent schema of one
/// primary domain by name only, so parameters and phrases come from the catalog. Compiled once.
let schemaApps = Result { () throws -> IntentMatcher in
    var model = try ManifestLoader.load(contentsOf: repositoryPath("Corpus/schemas/assistant.json"))
    model.schemas += SchemaCatalog.all
    return try IntentMatcher(model: model)
}
