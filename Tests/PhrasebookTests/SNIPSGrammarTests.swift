import Foundation
import Phrasebook
import PhrasebookTestSupport
import Testing

/// `Corpus/snips/snips.json`: a grammar for the seven SNIPS-2017 intents, written from the small
/// train files only and then frozen (see `Corpus/snips/README.md`).
@Suite("SNIPS grammar")
struct SNIPSGrammarTests {
    static let intents = [
        "AddToPlaylist", "BookRestaurant", "GetWeather", "PlayMusic", "RateBook", "SearchCreativeWork",
        "SearchScreeningEvent",
    ]

    /// `../shared/corpora/snips2017` (CC0), read in place.
    static let folder = SharedCorpora.url("snips2017")

    /// Measured when the grammar was frozen: 2,051 of the 2,100 train utterances (97.7%) resolve to
    /// their intent. The floor is one point lower, so a regression fails and noise does not.
    static let minimumTrainIntentAccuracy = 0.967

    /// The SNIPS slots the grammar reads as an `Int` parameter of the same name.
    static let intSlots: Set<String> = ["party_size_number", "rating_value", "best_rating"]

    static let numberWords = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
    ]

    static func loadGrammar() throws -> PhrasebookModel {
        try ManifestLoader.load(contentsOf: repositoryPath("Corpus/snips/snips.json"))
    }

    @Test("the grammar loads and lints without a diagnostic")
    func lintsClean() throws {
        let model = try Self.loadGrammar()
        let diagnostics = IntentMatcher.diagnose(model)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description).joined(separator: "\n"))")
        #expect(model.apps.map(\.name) == ["Snips Assistant"])
        #expect(model.apps.first?.intents.map(\.name) == Self.intents)
    }

    /// `snips-negatives.json`, written by `phrasebook negatives --write` from the development sets,
    /// is the frozen grammar with negative phrases added, and nothing else.
    @Test("the grammar with mined negative phrases adds only negative phrases, and lints clean")
    func minedNegativesAddOnlyNegativePhrases() throws {
        let path = repositoryPath("Corpus/snips/snips-negatives.json")
        let mined = try ManifestLoader.load(contentsOf: path)
        #expect(IntentMatcher.diagnose(mined).isEmpty)
        #expect(mined.apps[0].intents.map { $0.negativePhrases.count }.reduce(0, +) == 490)
        func json(_ path: String) throws -> JSONValue {
            try JSONParser.parse(String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self))
        }
        guard case .object(var root) = try json(path), var app = root["apps"]?.arrayValue?.first?.objectValue,
            let intents = app["intents"]?.arrayValue
        else { throw TestSetupError("\(path) is not a manifest") }
        app.set(
            "intents",
            .array(
                intents.map { intent in
                    guard case .object(var object) = intent else { return intent }
                    _ = object.removeValue(forKey: "negativePhrases")
                    return .object(object)
                }))
        root.set("apps", .array([.object(app)]))
        #expect(JSONValue.object(root) == (try json(repositoryPath("Corpus/snips/snips.json"))))
    }

    @Test(
        "train intent accuracy stays above the measured floor",
        .enabled(if: SharedCorpora.has("snips2017"), SharedCorpora.absence("snips2017")))
    func trainAccuracy() throws {
        var entries: [CorpusEntry] = []
        for intent in Self.intents {
            let lines = try Self.trainEntries(of: intent)
            #expect(lines.count == 300, "\(intent): \(lines.count) train utterances")
            entries += lines
        }
        let matcher = try IntentMatcher(model: Self.loadGrammar())
        let report = matcher.evaluate(entries)
        let failures = report.failures.map { "\($0.entry.source) \"\($0.entry.text)\": \($0.reason)" }.joined(
            separator: "\n")
        #expect(
            report.intentAccuracy >= Self.minimumTrainIntentAccuracy,
            "intent accuracy \(report.intentAccuracy), exact \(report.exactAccuracy)\n\(failures)")
    }

    /// The utterances of `train_<intent>.json`, built as `Corpus/snips/make-corpora.py` builds
    /// `train.jsonl`: the chunks' text joined, whitespace collapsed, the intent expected, and the
    /// Int slots with their number.
    static func trainEntries(of intent: String) throws -> [CorpusEntry] {
        let path = folder.appendingPathComponent("\(intent)/train_\(intent).json").path
        guard let data = FileManager.default.contents(atPath: path),
            let text = String(data: data, encoding: .utf8) ?? String(data: data, encoding: .isoLatin1)
        else {
            throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: path])
        }
        guard case .array(let utterances)? = try JSONParser.parse(text).objectValue?[intent] else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: path])
        }
        return utterances.enumerated().map { index, utterance in
            let chunks = utterance.objectValue?["data"]?.arrayValue ?? []
            var words = ""
            var parameters = JSONObject()
            for chunk in chunks {
                let chunkText = chunk.objectValue?["text"]?.stringValue ?? ""
                words += chunkText
                if let slot = chunk.objectValue?["entity"]?.stringValue, intSlots.contains(slot),
                    let value = number(chunkText)
                {
                    parameters.set(slot, .number(Double(value)))
                }
            }
            let sentence = words.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            return CorpusEntry(
                text: sentence, expectation: .init(intent: intent, parameters: parameters),
                source: "train_\(intent).json[\(index)]")
        }
    }

    /// The whole number a slot says ("7", "seven"), or nil.
    static func number(_ text: String) -> Int? {
        let word = text.trimmingCharacters(in: .whitespaces).lowercased()
        if !word.isEmpty, word.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(word) { return value }
        return numberWords.firstIndex(of: word)
    }
}
