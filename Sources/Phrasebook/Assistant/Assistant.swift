import Foundation
import PhraseMatching

/// Resolves what people say into the intents of registered apps, and runs them in conversations.
///
/// ```swift
/// let assistant = try await Assistant(apps: [
///     AppRegistration(name: "Soup Chef", synonyms: ["SoupChef"], shortcuts: SoupChefShortcuts.self),
/// ])
/// let conversation = assistant.conversation()
/// let turn = try await conversation.respond(to: "order two tomato soups in soup chef", authentication: .unlocked)
/// ```
/// Registration reads every app once (intent parameters by reflection, phrases, enums, the names
/// entity queries give), checks everything, and throws every problem at once. The compiled
/// matcher is an immutable snapshot; ``refresh(app:)`` publishes a new one atomically, and
/// conversations keep answering meanwhile (a reader only takes the snapshot's reference).
public final class Assistant: Sendable {
    /// The options every match uses.
    public let options: MatchOptions
    /// How long the app's code may run before the turn gives up on it: `perform()` (each stretch
    /// between two questions it asks), an entity query, an options provider. The turn is then
    /// `failed` with ``IntentTimeout`` and the code's task is cancelled; registration and
    /// ``refresh(app:)`` throw instead. Default ``defaultTimeout``.
    public let timeout: Duration
    /// 30 seconds: far more than a voice front end waits, so only code that hangs reaches it.
    public static let defaultTimeout = Duration.seconds(30)
    /// The score under which a conversation asks whether it heard the request right before acting
    /// on it: "Did you mean “Order Tomato Soup, quantity 2”?", and only a yes goes on. A match is acted
    /// on from `MatchOptions.acceptThreshold` up; between the two, it is what was most likely
    /// meant, but a front end that acts on voice may not want to act on a likelihood
    /// (<doc:ConversationsAndAuthentication#Requests-heard-unclearly>). nil (the default) asks
    /// nothing of the kind.
    public let confirmationThreshold: Double?
    private let declared: [DeclaredApp]
    private let schemas: [AppSchema]
    private let current: Locked<AssistantSnapshot>
    private let failures = Locked<[RefreshFailure]>([])
    /// The entities apps gave the assistant (``indexAppEntities(_:)``) and the manifest's indexed values.
    let entityIndex = EntityIndexStore()

    /// How many background refresh failures ``backgroundRefreshFailures`` keeps.
    public static let maxRecordedFailures = 16

    /// Registers the apps, loads their entities and compiles their phrases.
    /// - Throws: `DiagnosticList` with every problem found: phrases naming key paths that are
    ///   not parameters, parameter types with no parser or vocabulary, enums without display
    ///   representations, duplicate names, malformed templates, failing entity queries. Each names
    ///   the intent type and parameter it is about.
    /// - Parameters:
    ///   - apps: the apps, declared in Swift or loaded from a manifest.
    ///   - schemas: schemas to route besides those the apps adopt: custom ones, or the
    ///     whole `SchemaCatalog.all` of `AssistantSchemas`, so that a request for a schema no app
    ///     adopts is answered `noMatch` with that schema named.
    ///   - options: the thresholds, costs and bounds every match uses.
    ///   - timeout: how long the app's code may run (``timeout``).
    ///   - confirmationThreshold: the score under which a conversation asks whether it heard the
    ///     request right (``confirmationThreshold``); nil, the default, never asks.
    public init(
        apps: [AppRegistration], schemas: [AppSchema] = [], options: MatchOptions = MatchOptions(),
        timeout: Duration = defaultTimeout, confirmationThreshold: Double? = nil
    ) async throws {
        self.options = options
        self.timeout = timeout
        self.confirmationThreshold = confirmationThreshold
        declared = apps.map(DeclaredApp.init)
        let routed = declared.flatMap(\.schemas) + schemas
        self.schemas = routed
        var problems = declared.flatMap(\.problems)
        var loaded: [LoadedApp] = []
        for app in declared {
            do {
                loaded.append(try await app.load(within: timeout))
            } catch let list as DiagnosticList {
                problems += list.diagnostics
            }
        }
        // compile even after problems, so that template errors are listed with the others.
        let index = entityIndex
        let compiled = Result {
            try AssistantSnapshot(apps: loaded, schemas: routed, version: 0, options: options, index: index)
        }
        if case .failure(let list as DiagnosticList) = compiled { problems += list.diagnostics }
        guard problems.allSatisfy({ $0.severity != .error }) else { throw DiagnosticList(problems) }
        current = Locked(try compiled.get())
        entityIndex.load(current.value.apps)
        AssistantDirectory.shared.add(self)
    }

    /// The matcher snapshot conversations use now.
    var snapshot: AssistantSnapshot { current.value }

    /// The model of every registered app, as compiled now.
    public var model: PhrasebookModel { snapshot.matcher.model }

    /// Warnings found while compiling (errors are thrown instead).
    public var warnings: [Diagnostic] { snapshot.matcher.warnings }

    /// A new conversation. `context` pins "now", the calendar and contacts (default: the current time).
    public func conversation(context: ValueContext? = nil) -> Conversation {
        Conversation(assistant: self, context: context)
    }

    /// Matches one utterance without a conversation (the same matcher conversations use).
    public func match(_ text: String, context: ValueContext? = nil) -> IntentMatch {
        snapshot.matcher.match(text, context: context)
    }

    /// Compiles now what the current matcher otherwise compiles at the first request nothing matches
    /// (``IntentMatcher/prepare()``). A refresh that keeps the apps' names and adopted schemas
    /// reuses it.
    public func prepare() {
        snapshot.matcher.prepare()
    }

    /// Matches every line of a corpus with the current matcher and scores the results
    /// (``IntentMatcher/evaluate(_:context:progress:)``).
    public func evaluate(
        _ entries: [CorpusEntry], context: ValueContext? = nil, progress: ((Int) -> Void)? = nil
    ) -> CorpusReport {
        snapshot.matcher.evaluate(entries, context: context, progress: progress)
    }

    /// Asks the queries of the app named `name` again and publishes a matcher with its new
    /// names. Other apps keep the entities they had. Conversations keep working meanwhile.
    /// - Throws: `DiagnosticList` when the app is unknown, a query fails or the model no longer compiles.
    public func refresh(app name: String) async throws {
        guard let app = declared.first(where: { $0.registration.name == name }) else {
            throw DiagnosticList([
                Diagnostic(
                    .error, "no app named '\(name)' is registered", source: "refresh(app:)",
                    help: "use one of: \(declared.map(\.registration.name).joined(separator: ", "))")
            ])
        }
        let reloaded = try await app.load(within: timeout)
        // publish on the newest snapshot: if another refresh landed while this one compiled, compile again on top of it.
        while true {
            let base = snapshot
            var apps = base.apps
            guard let index = apps.firstIndex(where: { $0.model.name == name }) else { return }
            apps[index] = reloaded
            let next = try AssistantSnapshot(
                apps: apps, schemas: schemas, version: base.version + 1, options: options, index: entityIndex)
            let published = current.withLock { snapshot -> Bool in
                guard snapshot.version == base.version else { return false }
                snapshot = next
                return true
            }
            if published { return }
        }
    }

    /// Refreshes every app whose shortcuts `provider` declares (what ``AppShortcutsProvider/updateAppShortcutParameters()`` does).
    /// - Throws: the first failure; the apps after it are not refreshed.
    public func refresh(provider: any AppShortcutsProvider.Type) async throws {
        for app in declared where app.registration.uses(provider) {
            try await refresh(app: app.registration.name)
        }
    }

    /// The background refreshes that failed (``AppShortcutsProvider/updateAppShortcutParameters()``
    /// returns at once, so it cannot throw), oldest first; the last ``maxRecordedFailures`` are kept.
    /// After a failure the assistant goes on with the names it had.
    public var backgroundRefreshFailures: [RefreshFailure] { failures.value }

    /// Refreshes every app of `provider`, each on its own: a failure is recorded, and the other apps are still refreshed.
    func refreshInBackground(provider: any AppShortcutsProvider.Type) async {
        for app in declared where app.registration.uses(provider) {
            let name = app.registration.name
            do {
                try await refresh(app: name)
            } catch {
                failures.withLock { failures in
                    failures.append(RefreshFailure(app: name, error: error))
                    failures.removeFirst(max(0, failures.count - Self.maxRecordedFailures))
                }
            }
        }
    }

    func declares(_ provider: any AppShortcutsProvider.Type) -> Bool {
        declared.contains { $0.registration.uses(provider) }
    }
}

/// A background refresh of an app's entities that failed.
public struct RefreshFailure: Sendable, CustomStringConvertible {
    /// The app whose queries were asked again.
    public let app: String
    /// Why it failed: a `DiagnosticList` naming the entity whose query threw (and the error it
    /// threw), or every problem of the app's model when it no longer compiles with the new names.
    public let error: any Error

    /// "refreshing Landmarks failed: …".
    public var description: String { "refreshing \(app) failed: \(error)" }
}

/// One compiled state of an assistant: the matcher and the app runtimes it was built from.
final class AssistantSnapshot: Sendable {
    let version: Int
    let apps: [LoadedApp]
    let matcher: IntentMatcher
    /// The assistant's entity index (the same store in every snapshot).
    let index: EntityIndexStore
    private let readers = Locked<[String: AnswerReader]>([:])
    /// The conversation tables of the model's language.
    let language: ConversationLanguage
    /// Yes, no and "same again" in the model's language.
    let phrases: ConversationPhrases?

    init(apps: [LoadedApp], schemas: [AppSchema], version: Int, options: MatchOptions, index: EntityIndexStore) throws {
        self.version = version
        self.index = index
        matcher = try IntentMatcher(model: PhrasebookModel(apps: apps.map(\.model), schemas: schemas), options: options)
        language = ConversationLanguage.forLocale(matcher.model.locale)
        phrases = ConversationPhrases.forLocale(matcher.model.locale)
        // the apps as compiled: intents that give only a schema have their parameters now.
        self.apps = zip(apps, matcher.model.apps).map {
            LoadedApp(declared: $0.declared, model: $1, entities: $0.entities)
        }
    }

    func app(named name: String) -> LoadedApp? { apps.first { $0.model.name == name } }

    /// The reader of answers for a parameter, made on first use and kept.
    func reader(for parameter: ParameterModel, intent: String, in app: AppModel) -> AnswerReader? {
        let key = "\(app.name)\u{1F}\(intent)\u{1F}\(parameter.name)"
        if let known = readers.withLock({ $0[key] }) { return known }
        guard let made = try? AnswerReader(parameter: parameter, in: app, language: language) else { return nil }
        readers.withLock { $0[key] = made }
        return made
    }

    /// The reader of answers that give values for several parameters of `intent` at once, made on first use and kept.
    func valuesReader(for intent: IntentModel, in app: AppModel) -> AnswerReader? {
        let key = "\(app.name)\u{1F}\(intent.name)\u{1F}"
        if let known = readers.withLock({ $0[key] }) { return known }
        guard intent.parameters.contains(where: { AnswerReader.carriesValues($0.type) }),
            let made = try? AnswerReader(values: intent, in: app, language: language)
        else { return nil }
        readers.withLock { $0[key] = made }
        return made
    }

}

/// A value behind a lock: readers copy it out, writers replace it.
final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) { stored = value }

    var value: Value { lock.withLock { stored } }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try lock.withLock { try body(&stored) }
    }
}

/// The live assistants, so that ``AppShortcutsProvider/updateAppShortcutParameters()`` (a static
/// function, as in Apple's API) can reach the ones that registered a provider.
final class AssistantDirectory: Sendable {
    static let shared = AssistantDirectory()

    private struct Entry: @unchecked Sendable {
        weak var assistant: Assistant?
    }

    private let entries = Locked<[Entry]>([])

    func add(_ assistant: Assistant) {
        entries.withLock { entries in
            entries.removeAll { $0.assistant == nil }
            entries.append(Entry(assistant: assistant))
        }
    }

    func refresh(provider: any AppShortcutsProvider.Type) {
        for entry in entries.value {
            guard let assistant = entry.assistant, assistant.declares(provider) else { continue }
            Task { await assistant.refreshInBackground(provider: provider) }
        }
    }
}
