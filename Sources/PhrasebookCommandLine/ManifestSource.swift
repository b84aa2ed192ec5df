import AssistantSchemas
import Foundation
import PhraseMatching
import Phrasebook

/// Where a command's apps come from: the `--manifest` file, or the demo apps built into the binary.
struct ManifestSource: Sendable {
    /// The manifest file; nil for the built-in demo.
    var path: String?

    /// The source `--manifest` names, or the demo when it is absent.
    init(_ arguments: ParsedArguments) {
        path = arguments.value(CommonOptions.manifest)
    }

    init(path: String?) {
        self.path = path
    }

    /// How messages name it: the path, or "built-in demo".
    var name: String { path ?? "built-in demo" }

    /// The manifest, with the assistant schema catalog after its own schemas: intents may adopt
    /// catalog schemas, and requests for schemas no app adopts are named as such.
    /// - Throws: ``DiagnosticList`` when the file cannot be read or has errors.
    func model() throws(DiagnosticList) -> PhrasebookModel {
        var model = try loaded()
        model.schemas += SchemaCatalog.all
        return model
    }

    /// The manifest's JSON text: the file's, or the demo's.
    /// - Throws: ``DiagnosticList`` when the file cannot be read or is not UTF-8.
    func text() throws(DiagnosticList) -> String {
        guard let path else { return DemoApps.manifest }
        return try ManifestLoader.text(contentsOf: path)
    }

    private func loaded() throws(DiagnosticList) -> PhrasebookModel {
        guard let path else { return try ManifestLoader.load(json: DemoApps.manifest, file: name) }
        return try ManifestLoader.load(contentsOf: path)
    }

    /// The compiled matcher.
    /// - Throws: ``CommandError`` with every problem of the manifest.
    func matcher(options: MatchOptions = MatchOptions()) throws -> IntentMatcher {
        do {
            return try IntentMatcher(model: try model(), options: options)
        } catch {
            throw problems(error)
        }
    }

    /// An assistant over the manifest's apps (and the schema catalog, as `match` loads it).
    /// `confirmationThreshold`: ``Assistant/confirmationThreshold`` (`--confirm-below`).
    /// - Throws: ``CommandError`` with every problem of the manifest.
    func assistant(options: MatchOptions = MatchOptions(), confirmationThreshold: Double? = nil) async throws
        -> Assistant
    {
        do {
            let model = try model()
            return try await Assistant(
                apps: model.apps.map(AppRegistration.init(manifest:)), schemas: model.schemas, options: options,
                confirmationThreshold: confirmationThreshold)
        } catch {
            throw problems(error)
        }
    }

    /// The manifest's problems as one command error: a header line, then every diagnostic.
    func problems(_ error: any Error) -> CommandError {
        CommandError("\(name): the manifest has errors\n\n\(error)")
    }
}
