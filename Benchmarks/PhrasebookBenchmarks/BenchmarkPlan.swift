import Foundation
import Phrasebook

/// How much a run measures: the sizes, the utterances per kind and the repetitions.
struct BenchmarkPlan {
    enum Mode: String { case full, quick, smoke }

    var mode: Mode
    /// Phrase counts of the synthetic phrase sets (1,000 entity values each).
    var phraseSizes: [Int]
    /// Entity vocabulary sizes (1,000 phrases each).
    var vocabularySizes: [Int]
    /// The largest grammar: phrases and entity values together, or nil to skip it.
    var scale: (phrases: Int, values: Int)?
    var utterancesPerKind: Int
    var latencyIterations: Int
    var conversationRounds: Int
    var corpusPasses: Int
    var refreshes: Int
    /// How many 50-token utterances a workload of real sentences gets.
    var longUtterances: Int

    init(_ mode: Mode) {
        self.mode = mode
        switch mode {
        case .full:
            phraseSizes = [1_000, 3_000, 10_000, 30_000, 100_000]
            vocabularySizes = [10_000, 100_000, 1_000_000]
            scale = (100_000, 1_000_000)
            utterancesPerKind = 300
            latencyIterations = 5
            conversationRounds = 300
            corpusPasses = 10
            refreshes = 20
            longUtterances = 20
        case .quick:
            phraseSizes = [1_000, 10_000]
            vocabularySizes = [10_000, 100_000]
            scale = nil
            utterancesPerKind = 60
            latencyIterations = 2
            conversationRounds = 40
            corpusPasses = 2
            refreshes = 3
            longUtterances = 6
        case .smoke:
            phraseSizes = [1_000]
            vocabularySizes = [10_000]
            scale = nil
            utterancesPerKind = 10
            latencyIterations = 1
            conversationRounds = 3
            corpusPasses = 1
            refreshes = 1
            longUtterances = 3
        }
    }

    /// How many times a workload of `bytes` compiled bytes is compiled: fewer as it grows.
    func compileIterations(forBytes bytes: Int) -> Int {
        let base = bytes < 100_000 ? 10 : bytes < 1_000_000 ? 5 : bytes < 5_000_000 ? 3 : 1
        return mode == .full ? base : max(1, base / 5)
    }

    /// The workloads of the compile and latency suites, small to large.
    func matcherWorkloads() throws -> [Workload] {
        var workloads = [try demoWorkload()]
        if let ha = try haWorkload() { workloads.append(ha) }
        for phrases in phraseSizes {
            workloads.append(
                synthetic(SyntheticGrammar(phraseCount: phrases, vocabularySize: 1_000), family: "phrases"))
        }
        for values in vocabularySizes {
            workloads.append(
                synthetic(SyntheticGrammar(phraseCount: 1_000, vocabularySize: values), family: "vocabulary"))
        }
        if let scale {
            workloads.append(
                synthetic(SyntheticGrammar(phraseCount: scale.phrases, vocabularySize: scale.values), family: "scale"))
        }
        return workloads
    }

    /// The open-slot workload: the SNIPS grammar on SNIPS's held-out utterances (read in place
    /// from ../shared/corpora/snips2017) and on CLINC150's out-of-scope test set.
    func openSlotWorkloads() throws -> [Workload] {
        guard WorkloadFiles.exists(WorkloadFiles.snipsManifest) else { return [] }
        var sets: [(kind: String, lines: [Utterance])] = []
        let heldOut = WorkloadFiles.snipsValidate()
        if !heldOut.isEmpty {
            sets.append(("snips-validate", WorkloadFiles.spread(heldOut, count: utterancesPerKind * 3)))
        }
        let outOfScope = WorkloadFiles.clincOutOfScope(limit: 700)
        if !outOfScope.isEmpty {
            sets.append(("clinc-oos", WorkloadFiles.spread(outOfScope, count: utterancesPerKind * 3)))
        }
        let manifest = try WorkloadFiles.read(WorkloadFiles.snipsManifest)
        return [
            Workload(
                name: "snips", family: "snips", manifest: { manifest }, utterances: sets,
                compileIterations: compileIterations(forBytes: manifest.utf8.count))
        ]
    }

    private func synthetic(_ grammar: SyntheticGrammar, family: String) -> Workload {
        let name =
            "synthetic \(Self.count(grammar.intentCount * SyntheticGrammar.phrasesPerIntent)) phrases × \(Self.count(grammar.vocabularySize)) values"
        let bytes = grammar.intentCount * 250 + grammar.vocabularySize * 9
        return Workload(
            name: name, family: family, manifest: { grammar.manifestJSON() },
            utterances: grammar.utterances(count: utterancesPerKind, longCount: longUtterances * 3),
            compileIterations: compileIterations(forBytes: bytes))
    }

    /// The demo apps and their corpora; negative phrases of the demo, said as written, are the vetoes.
    private func demoWorkload() throws -> Workload {
        let manifest = try WorkloadFiles.read(WorkloadFiles.demoManifest)
        let exact = try WorkloadFiles.corpus("Corpus/demo/exact.jsonl")
        let vetoes = [
            "how do i make soup", "is soup healthy", "how many calories are in soup", "what time does soup chef open",
            "order of the soups on the menu", "sort the soups by price", "cancel my subscription in soup chef",
            "add a song to my playlist", "remind me later", "mark the email as read", "show me my calendar",
            "delete all my emails", "play a game in jukebox", "play with the dog", "pause the video",
            "skip breakfast", "next question",
        ].map { Utterance(text: $0, expected: .rejection) }
        let sets: [(kind: String, lines: [Utterance])] = [
            ("exact", exact),
            ("typo", try WorkloadFiles.corpus("Corpus/demo/typos.jsonl")),
            ("filler", try WorkloadFiles.corpus("Corpus/demo/fillers.jsonl")),
            ("miss", try WorkloadFiles.corpus("Corpus/demo/nearmiss.jsonl")),
            ("veto", vetoes),
            ("long", Self.longUtterances(from: exact, count: longUtterances)),
        ]
        return Workload(
            name: "demo", family: "demo", manifest: { manifest },
            utterances: sets.map { ($0.kind, WorkloadFiles.spread($0.lines, count: utterancesPerKind)) },
            compileIterations: compileIterations(forBytes: manifest.utf8.count),
            exactTier: WorkloadFiles.spread(exact, count: utterancesPerKind))
    }

    /// Home Assistant's English intents as converted by `Benchmarks/peers/ha_convert.py`, or nil when not converted.
    private func haWorkload() throws -> Workload? {
        let directory = WorkloadFiles.haDirectory
        guard WorkloadFiles.exists("\(directory)/manifest.json") else { return nil }
        let manifest = try WorkloadFiles.read("\(directory)/manifest.json")
        var sets: [(kind: String, lines: [Utterance])] = []
        for (kind, file) in [("exact", "clean"), ("typo", "typo"), ("filler", "filler")] {
            let path = "\(directory)/\(file).jsonl"
            if WorkloadFiles.exists(path) {
                sets.append((kind, WorkloadFiles.spread(try WorkloadFiles.corpus(path), count: utterancesPerKind)))
            }
        }
        let outOfScope = WorkloadFiles.clincOutOfScope(limit: 700)
        if !outOfScope.isEmpty { sets.append(("miss", WorkloadFiles.spread(outOfScope, count: utterancesPerKind))) }
        if let clean = sets.first?.lines {
            sets.append(("long", Self.longUtterances(from: clean, count: longUtterances)))
        }
        return Workload(
            name: "ha-english", family: "ha-english", manifest: { manifest }, utterances: sets,
            compileIterations: compileIterations(forBytes: manifest.utf8.count),
            exactTier: sets.first { $0.kind == UtteranceKind.exact.rawValue }?.lines ?? [])
    }

    /// Utterances of 50 tokens: sentences of the workload run together.
    static func longUtterances(from lines: [Utterance], count: Int) -> [Utterance] {
        guard !lines.isEmpty else { return [] }
        var random = SplitMix64(seed: 50)
        return (0..<count).map { _ in
            var words: [Substring] = []
            while words.count < 50 { words += lines[random.next(below: lines.count)].text.split(separator: " ") }
            return Utterance(text: words.prefix(50).joined(separator: " "), expected: .noActivation)
        }
    }

    /// 1000 → "1k", 1000000 → "1M".
    static func count(_ value: Int) -> String {
        if value >= 1_000_000, value % 1_000_000 == 0 { return "\(value / 1_000_000)M" }
        if value >= 1_000, value % 1_000 == 0 { return "\(value / 1_000)k" }
        return "\(value)"
    }
}
