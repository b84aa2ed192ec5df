import Foundation
import PhraseMatching

/// The compiled phrases of the schemas no app of a model adopts, shared by every matcher whose
/// model leaves the same schemas unadopted.
///
/// Those phrases (the whole catalog, for a model that adopts none) only say "no app here can do
/// that", yet compiling them cost as much as compiling a large model's own phrases. What they
/// compile to depends only on the locale, the catalog, the schemas adopted and the names a person
/// value must not take (the apps' names, synonyms and fillers), so a reload of the same model, or
/// of another model with the same apps, takes them from here. A few recent entries are kept.
final class UnadoptedSchemaPhrases: @unchecked Sendable {
    /// What the compiled phrases depend on.
    struct Key: Hashable {
        var locale: String
        var schemas: [AppSchema]
        var adopted: Set<String>
        var notNames: [String]

        init(_ model: PhrasebookModel) {
            locale = model.locale
            schemas = model.schemas
            adopted = Set(model.apps.flatMap { $0.intents.compactMap(\.schema) })
            notNames = ModelCompilation.notNames(of: model)
        }
    }

    /// The matcher over the phrases (nil when every schema is adopted) and what compiling them found.
    struct Compiled: Sendable {
        var matcher: PhraseMatcher?
        var diagnostics: [Diagnostic]
    }

    /// The process's entries.
    static let shared = UnadoptedSchemaPhrases(capacity: 4)

    private let capacity: Int
    private let lock = NSLock()
    /// The most recently used last.
    private var entries: [(key: Key, compiled: Compiled)] = []

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The compiled phrases for `model`, compiled now when no entry has them.
    func compiled(for model: PhrasebookModel) -> Compiled {
        let key = Key(model)
        if let found = lookUp(key) { return found }
        // compiled outside the lock: two matchers built at once may both compile, and one entry stays.
        var compilation = ModelCompilation(locale: model.locale)
        let any = compilation.compileUnadopted(model)
        // only the best reading matters there, and it is read exactly: the fuzzy tier over the whole
        // catalog would cost every noMatch a few hundred microseconds more (measured), for a nicety.
        var options = MatchOptions.exact
        options.suggestions = false
        options.maxCandidates = 1
        let compiled = Compiled(
            matcher: any ? PhraseMatcher(automaton: compilation.compiler.build(), options: options) : nil,
            diagnostics: compilation.diagnostics)
        store(compiled, for: key)
        return compiled
    }

    /// One model's compiled phrases, compiled when first asked for. Only an utterance that nothing
    /// matched asks them, so a matcher whose utterances all match never compiles them, and compiling
    /// a model costs only its own phrases (the whole catalog's cost about as much again).
    final class Deferred: @unchecked Sendable {
        private let model: PhrasebookModel
        private let cache: UnadoptedSchemaPhrases
        private let lock = NSLock()
        private var compiled: Compiled?

        init(model: PhrasebookModel, cache: UnadoptedSchemaPhrases = .shared) {
            self.model = model
            self.cache = cache
        }

        /// The phrases compiled, now when this is the first time (callers at once wait for one compile).
        var value: Compiled {
            lock.withLock {
                let found = compiled ?? cache.compiled(for: model)
                compiled = found
                return found
            }
        }

        /// Whether the phrases are compiled (for tests).
        var isCompiled: Bool { lock.withLock { compiled != nil } }
    }

    /// The number of entries kept (for tests).
    var count: Int { lock.withLock { entries.count } }

    private func lookUp(_ key: Key) -> Compiled? {
        lock.withLock {
            guard let index = entries.firstIndex(where: { $0.key == key }) else { return nil }
            let entry = entries.remove(at: index)
            entries.append(entry)
            return entry.compiled
        }
    }

    private func store(_ compiled: Compiled, for key: Key) {
        lock.withLock {
            entries.removeAll { $0.key == key }
            entries.append((key, compiled))
            if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
        }
    }
}
