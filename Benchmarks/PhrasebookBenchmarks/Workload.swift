import Foundation
import Phrasebook

/// The kinds of utterance every latency figure is given for.
enum UtteranceKind: String, CaseIterable, Sendable {
    /// A sentence of a phrase, as written.
    case exact
    /// The same with one misspelled word.
    case typo
    /// The same with fillers before or after ("um …", "… please").
    case filler
    /// Words the apps know, in an order no phrase has: nothing may activate.
    case miss
    /// A negative phrase: the outcome must be `rejected`.
    case veto
    /// 50 tokens of known words.
    case long

    /// The kind of a workload's ``Workload/exactTier`` row: the exact sentences again, matched with
    /// the fuzzy tier off (`MatchOptions.exact`, the CLI's `--exact`), what the exact tier alone
    /// costs. Not a case: the synthetic grammars make a set of every case.
    static let exactTier = "exact tier"
}

/// What a correct matcher answers.
enum Expected: Sendable, Hashable {
    case match(intent: String)
    case rejection
    case noActivation

    /// Whether `match` answers as expected (a `noActivation` line accepts every outcome but `matched`).
    func holds(for match: IntentMatch) -> Bool {
        switch self {
        case .match(let intent): match.outcome == .matched && match.intent == intent
        case .rejection: match.outcome == .rejected
        case .noActivation: match.outcome != .matched
        }
    }
}

struct Utterance: Sendable {
    var text: String
    var expected: Expected
}

/// A manifest to compile and the utterances to match against it.
struct Workload {
    var name: String
    /// The family it belongs to, for tables and charts: "demo", "ha-english", "phrases", "vocabulary", "snips".
    var family: String
    var manifest: () throws -> String
    /// Utterance sets by kind, in the order they are reported.
    var utterances: [(kind: String, lines: [Utterance])]
    /// How many times compiling is timed (large workloads take seconds).
    var compileIterations: Int
    /// Utterances matched again by a matcher compiled with `MatchOptions.exact` (kind
    /// ``UtteranceKind/exactTier``), after the sets above; none for the synthetic workloads.
    var exactTier: [Utterance] = []
}

/// The size of a model: what compiling it has to read.
struct ModelSize {
    var apps = 0
    var intents = 0
    var phrases = 0
    var negativePhrases = 0
    /// UTF-8 bytes of every phrase and rule template.
    var templateBytes = 0
    var vocabularyValues = 0
    /// UTF-8 bytes of every enum case and entity value title and synonym.
    var vocabularyBytes = 0

    init(_ model: PhrasebookModel) {
        for app in model.apps {
            apps += 1
            negativePhrases += app.negativePhrases.count
            templateBytes += app.negativePhrases.reduce(0) { $0 + $1.text.utf8.count }
            templateBytes += app.rules.reduce(0) { $0 + $1.body.text.utf8.count }
            for intent in app.intents {
                intents += 1
                phrases += intent.phrases.count
                negativePhrases += intent.negativePhrases.count
                templateBytes += (intent.phrases + intent.negativePhrases).reduce(0) { $0 + $1.text.utf8.count }
            }
            for enumeration in app.enums {
                vocabularyValues += enumeration.cases.count
                vocabularyBytes += enumeration.cases.reduce(0) {
                    $0 + ([$1.title] + $1.synonyms).reduce(0) { $0 + $1.utf8.count }
                }
            }
            for entity in app.entities {
                vocabularyValues += entity.values.count
                vocabularyBytes += entity.values.reduce(0) {
                    $0 + ([$1.title] + $1.synonyms).reduce(0) { $0 + $1.utf8.count }
                }
            }
        }
    }

    /// Everything compiling reads, in bytes: the x axis of the compile-time chart.
    var totalBytes: Int { templateBytes + vocabularyBytes }

    var json: JSONValue {
        [
            "apps": .number(Double(apps)), "intents": .number(Double(intents)), "phrases": .number(Double(phrases)),
            "negativePhrases": .number(Double(negativePhrases)), "templateBytes": .number(Double(templateBytes)),
            "vocabularyValues": .number(Double(vocabularyValues)), "vocabularyBytes": .number(Double(vocabularyBytes)),
        ]
    }
}

/// Where the workloads' files are, relative to the package root.
enum WorkloadFiles {
    static let demoManifest = "Corpus/demo/demo.json"
    static let haDirectory = "Benchmarks/data/ha-english"
    static let snipsManifest = "Corpus/snips/snips.json"
    static let clinc = "../shared/corpora/clinc150/data_full.json"
    static let snips = "../shared/corpora/snips2017"
    static let snipsIntents = [
        "AddToPlaylist", "BookRestaurant", "GetWeather", "PlayMusic", "RateBook",
        "SearchCreativeWork", "SearchScreeningEvent",
    ]

    /// A text file, as UTF-8 or, failing that, Latin-1 (a few corpus files are).
    static func read(_ path: String) throws -> String {
        if let text = try? String(contentsOfFile: path, encoding: .utf8) { return text }
        return try String(contentsOfFile: path, encoding: .isoLatin1)
    }

    static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    /// A corpus file (`.jsonl` or `.corpus`) as utterances; a line with an intent is a match to
    /// expect, a line without one nothing to activate.
    static func corpus(_ path: String, limit: Int? = nil) throws -> [Utterance] {
        let entries = try CorpusLoader.load(contentsOf: path)
        return entries.prefix(limit ?? entries.count).map { entry in
            Utterance(text: entry.text, expected: entry.expectation?.intent.map { .match(intent: $0) } ?? .noActivation)
        }
    }

    /// CLINC150's out-of-scope test utterances (the first `limit`: `Corpus/snips/make-corpora.py`
    /// keeps the first 700 as its test set), or none when the corpus is absent.
    static func clincOutOfScope(limit: Int) -> [Utterance] {
        guard let text = try? read(clinc), let value = try? JSONParser.parse(text),
            let lines = value.objectValue?["oos_test"]?.arrayValue
        else { return [] }
        return lines.prefix(limit).compactMap { $0.arrayValue?.first?.stringValue }.map {
            Utterance(text: $0, expected: .noActivation)
        }
    }

    /// SNIPS-2017's held-out utterances (`validate_<Intent>.json`, 100 an intent), or none when absent.
    static func snipsValidate() -> [Utterance] {
        snipsIntents.flatMap { intent -> [Utterance] in
            guard let text = try? read("\(snips)/\(intent)/validate_\(intent).json"),
                let value = try? JSONParser.parse(text),
                let lines = value.objectValue?[intent]?.arrayValue
            else { return [] }
            return lines.compactMap { line in
                line.objectValue?["data"]?.arrayValue.map { parts in
                    Utterance(
                        text: parts.compactMap { $0.objectValue?["text"]?.stringValue }.joined(),
                        expected: .match(intent: intent))
                }
            }
        }
    }

    /// Every `count`-th element, so that a short run still covers the whole file.
    static func spread<T>(_ items: [T], count: Int) -> [T] {
        guard items.count > count, count > 0 else { return items }
        let step = Double(items.count) / Double(count)
        return (0..<count).map { items[Int(Double($0) * step)] }
    }
}
