import Foundation
import Phrasebook

/// A demo conversation that asks, answers, confirms, cancels and misses: nine turns.
let demoConversation = [
    "order soup in soup chef", "the tomato one", "add buy milk to my groceries list in taskmaster",
    "cancel my order in soup chef", "yes", "play some jazz in jukebox", "set the volume to 40 in jukebox",
    "delete all my tasks in taskmaster", "no",
]

/// The demo apps, registered from their manifest, and a synthetic app to refresh.
func demoRegistrations(with extra: String? = nil) throws -> [AppRegistration] {
    var apps = try ManifestLoader.load(contentsOf: WorkloadFiles.demoManifest).apps
    if let extra { apps += try ManifestLoader.load(json: extra, file: "synthetic").apps }
    return apps.map { AppRegistration(manifest: $0) }
}

/// `respond` calls per second with `conversations` conversations at once, each running the demo
/// conversation `rounds` times.
func conversationThroughput(conversations: Int, rounds: Int, progress: Progress) async throws -> JSONValue {
    progress.show("conversation: \(conversations) × \(rounds * demoConversation.count) turns")
    let assistant = try await Assistant(apps: demoRegistrations())
    let context = ValueContext(now: Date(timeIntervalSince1970: 1_790_000_000))
    // one warm-up round, so that answer readers and caches exist before the clock starts.
    let warmUp = assistant.conversation(context: context)
    for text in demoConversation { _ = try await warmUp.respond(to: text) }
    let start = Probe.now()
    let perTurn = try await withThrowingTaskGroup(of: [Double].self) { group in
        for _ in 0..<conversations {
            group.addTask {
                let conversation = assistant.conversation(context: context)
                var times: [Double] = []
                times.reserveCapacity(rounds * demoConversation.count)
                for _ in 0..<rounds {
                    for text in demoConversation {
                        let turnStart = Probe.now()
                        _ = try await conversation.respond(to: text)
                        times.append(Double(Probe.now() - turnStart) / 1e3)
                    }
                }
                return times
            }
        }
        var all: [Double] = []
        for try await times in group { all += times }
        return all
    }
    let seconds = Double(Probe.now() - start) / 1e9
    return [
        "conversations": .number(Double(conversations)), "turns": .number(Double(perTurn.count)),
        "seconds": .number((seconds * 1000).rounded() / 1000),
        "turnsPerSecond": .number((Double(perTurn.count) / seconds).rounded()),
        "turnMicroseconds": Summary(perTurn).json,
    ]
}

/// Utterances per second through corpus evaluation (what `phrasebook test` runs), over the demo corpora.
func corpusEvaluationThroughput(passes: Int, progress: Progress) throws -> [JSONValue] {
    let matcher = try IntentMatcher(model: ManifestLoader.load(contentsOf: WorkloadFiles.demoManifest))
    let context = ValueContext(now: Date(timeIntervalSince1970: 1_790_000_000))
    return try ["exact", "typos", "fillers", "nearmiss"].map { name in
        progress.show("corpus evaluation: \(name)")
        let entries = try CorpusLoader.load(contentsOf: "Corpus/demo/\(name).jsonl")
        var report = matcher.evaluate(entries, context: context)  // warm-up
        var times: [Double] = []
        for _ in 0..<passes {
            times.append(Probe.time { report = matcher.evaluate(entries, context: context) } / 1e9)
        }
        let seconds = Summary(times).median
        return [
            "corpus": .string("Corpus/demo/\(name).jsonl"), "utterances": .number(Double(entries.count)),
            "passes": .number(Double(passes)), "medianSeconds": .number((seconds * 1e6).rounded() / 1e6),
            "utterancesPerSecond": .number((Double(entries.count) / seconds).rounded()),
            "passed": .number(Double(report.passed)), "intentAccuracy": .number(report.intentAccuracy),
        ]
    }
}

/// Refreshing one app (a synthetic one with `phrases` phrases and `values` entity values) over and
/// over while another task matches the demo apps' utterances: how long a refresh takes, and what
/// it does to the latency of the matches running meanwhile.
func refreshWhileMatching(phrases: Int, values: Int, refreshes: Int, progress: Progress) async throws -> JSONValue {
    let grammar = SyntheticGrammar(phraseCount: phrases, vocabularySize: values)
    let assistant = try await Assistant(apps: demoRegistrations(with: grammar.manifestJSON()))
    let lines = try ["exact", "typos", "nearmiss"].flatMap { try WorkloadFiles.corpus("Corpus/demo/\($0).jsonl") }.map(
        \.text)
    func matchAll() -> [Double] {
        lines.map { text in
            let start = Probe.now()
            _ = assistant.match(text)
            return Double(Probe.now() - start) / 1e3
        }
    }
    progress.show("refresh: matching, idle")
    _ = matchAll()
    var idle: [Double] = []
    for _ in 0..<3 { idle += matchAll() }
    progress.show("refresh: \(refreshes) refreshes while matching")
    let finished = Flag()
    let refresher = Task {
        defer { finished.set() }
        var times: [Double] = []
        for _ in 0..<refreshes {
            let start = Probe.now()
            try await assistant.refresh(app: "Synth")
            times.append(Double(Probe.now() - start) / 1e6)
        }
        return times
    }
    var during: [Double] = []
    while !finished.isSet {
        during += matchAll()
        await Task.yield()
    }
    let refreshTimes = try await refresher.value
    return [
        "app": .string("Synth"), "phrases": .number(Double(grammar.intentCount * SyntheticGrammar.phrasesPerIntent)),
        "entityValues": .number(Double(values)), "otherApps": .number(3), "refreshes": .number(Double(refreshes)),
        "refreshMilliseconds": Summary(refreshTimes).json,
        "matchMicrosecondsIdle": Summary(idle).json, "matchMicrosecondsDuringRefresh": Summary(during).json,
    ]
}

/// A flag one task sets and another reads.
final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    var isSet: Bool { lock.withLock { value } }

    func set() { lock.withLock { value = true } }
}
