import Foundation
import PhraseMatching
import Phrasebook
import PhrasebookTestSupport
import Testing

/// One of the demo corpora and the accuracy it must keep. The floors were measured (exact,
/// typos and fillers at 100% intent accuracy, near misses at 1.3% false activations) and then
/// fixed a little below, so a regression fails while harmless noise does not.
struct CorpusFloor: Sendable, CustomTestStringConvertible {
    var file: String
    var minimumIntentAccuracy: Double = 0
    var minimumExactAccuracy: Double = 0
    var maximumFalseActivationRate: Double = 1

    var testDescription: String { file }
}

@Suite("Demo corpora")
struct CorpusAccuracyTests {
    static let floors = [
        CorpusFloor(file: "exact.jsonl", minimumIntentAccuracy: 0.99, minimumExactAccuracy: 0.98),
        CorpusFloor(file: "typos.jsonl", minimumIntentAccuracy: 0.97, minimumExactAccuracy: 0.95),
        CorpusFloor(file: "fillers.jsonl", minimumIntentAccuracy: 0.97, minimumExactAccuracy: 0.95),
        CorpusFloor(file: "nearmiss.jsonl", maximumFalseActivationRate: 0.02),
    ]

    @Test("accuracy stays above the measured floor", arguments: floors)
    func accuracy(_ floor: CorpusFloor) throws {
        let entries = try CorpusLoader.load(contentsOf: repositoryPath("Corpus/demo/\(floor.file)"))
        #expect(entries.count >= 100)
        let report = try demoMatcher.get().evaluate(entries)
        let failures = report.failures.map { "\($0.entry.source) \"\($0.entry.text)\": \($0.reason)" }.joined(
            separator: "\n")
        #expect(report.intentAccuracy >= floor.minimumIntentAccuracy, "\(failures)")
        #expect(report.exactAccuracy >= floor.minimumExactAccuracy, "\(failures)")
        #expect(report.falseActivationRate <= floor.maximumFalseActivationRate, "\(failures)")
    }

    /// Removing a typo never lowers a score: every line of the exact corpus, with two words of five
    /// or more letters misspelled, then one, then none.
    @Test("scores are monotone in typos")
    func scoresAreMonotone() throws {
        let matcher = try demoMatcher.get()
        func bestScore(_ text: String) -> Double { matcher.match(text).candidates.first?.score ?? 0 }
        var checked = 0
        for entry in try CorpusLoader.load(contentsOf: repositoryPath("Corpus/demo/exact.jsonl")) {
            let words = entry.text.split(separator: " ").map(String.init)
            let long = words.indices.filter { words[$0].count >= 5 && words[$0].allSatisfy(\.isLetter) }
            guard long.count >= 2 else { continue }
            var one = words
            one[long[0]] = transposed(words[long[0]])
            var two = one
            two[long[1]] = transposed(words[long[1]])
            let (none, first, second) = (
                bestScore(entry.text), bestScore(one.joined(separator: " ")), bestScore(two.joined(separator: " "))
            )
            #expect(none >= first, "\(entry.text): \(none) < \(first) after adding a typo")
            #expect(first >= second, "\(one.joined(separator: " ")): \(first) < \(second) after adding a typo")
            checked += 1
        }
        #expect(checked >= 50)
    }

    /// The word with its second and third letters swapped: one transposition.
    private func transposed(_ word: String) -> String {
        var letters = Array(word)
        letters.swapAt(1, 2)
        return String(letters)
    }
}

@Suite("CLINC150 out-of-scope", .enabled(if: SharedCorpora.has(clincFile), SharedCorpora.absence(clincFile)))
struct ClincOutOfScopeTests {
    /// CLINC150's 1,200 out-of-scope utterances must almost never activate a demo intent
    /// (measured: 1 of 1,200; the floor is 1%).
    @Test("out-of-scope utterances rarely activate a demo intent")
    func outOfScope() throws {
        guard let data = FileManager.default.contents(atPath: clincPath),
            let text = String(data: data, encoding: .utf8),
            case .object(let corpus) = try JSONParser.parse(text)
        else {
            Issue.record("cannot read \(clincPath)")
            return
        }
        var utterances: [String] = []
        for split in ["oos_train", "oos_val", "oos_test"] {
            for case .array(let pair) in corpus[split]?.arrayValue ?? [] {
                if case .string(let utterance)? = pair.first { utterances.append(utterance) }
            }
        }
        #expect(utterances.count == 1_200)
        let matcher = try demoMatcher.get()
        let activated = utterances.filter { matcher.match($0).outcome == .matched }
        #expect(Double(activated.count) / Double(utterances.count) <= 0.01, "activated: \(activated)")
    }
}

let clincFile = "clinc150/data_full.json"
let clincPath = SharedCorpora.url(clincFile).path
