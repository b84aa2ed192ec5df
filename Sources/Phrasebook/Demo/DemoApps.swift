import PhraseMatching

/// The demo apps that ship with Phrasebook: a soup shop (Soup Chef), a to-do list (Taskmaster) and a
/// music player (Jukebox), with enums and entities, rules, fillers, negative phrases, a confirmation
/// and an authentication policy.
///
/// The command line uses them when no `--manifest` is given, and the documentation's examples run
/// against them. The manifest is compiled into the library, so it is found without a path:
///
/// ```swift
/// let matcher = try IntentMatcher(model: DemoApps.model())
/// let match = matcher.match("play some jazz on the jukebox")  // matched Jukebox/PlayMusic, genre=jazz
/// ```
///
/// Its source is `Corpus/demo/demo.json` in the repository, with corpora beside it.
public enum DemoApps {
    /// The demo manifest, loaded.
    /// - Throws: `DiagnosticList`, which the package's tests make sure never happens.
    public static func model() throws(DiagnosticList) -> PhrasebookModel {
        try ManifestLoader.load(json: manifest, file: "DemoApps.manifest")
    }
}
