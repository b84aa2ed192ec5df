import Foundation
import PhraseMatching
import Phrasebook
import PhrasebookTestSupport
import Testing

/// The search stops early where that provably changes nothing: an exact tier (a reading at no cost
/// fixes where the search stops before it starts) and a lower bound of what the rest of a reading
/// costs, by which states past the stop are neither queued nor expanded. These tests match real
/// utterances both ways and compare everything but the work done and, below the accept threshold,
/// the suggestions (the bound sets aside the paths that cannot reach it, for the suggestion search).
@Suite struct SearchBoundTests {
    /// Every `step`-th line's text of the corpus files.
    private static func texts(_ files: [String], every step: Int = 1) throws -> [String] {
        var texts: [String] = []
        for file in files {
            let lines = try String(contentsOfFile: repositoryPath(file), encoding: .utf8).split(separator: "\n")
            for (index, line) in lines.enumerated() where index % step == 0 {
                let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
                if let text = object?["text"] as? String { texts.append(text) }
            }
        }
        return texts
    }

    /// `saves`: whether the bound must save work on this set (it applies only where a phrase reads
    /// an utterance at no cost).
    private static func expectSameAnswers(
        manifest: String, texts: [String], options: MatchOptions = MatchOptions(), saves: Bool = true
    ) throws {
        let matcher = try IntentMatcher(
            model: ManifestLoader.load(contentsOf: repositoryPath(manifest)), options: options)
        let bounded = matcher.phraseMatcher
        var unbounded = bounded
        unbounded.boundsSearch = false
        #expect(bounded.boundsSearch)
        var boundedWork = 0
        var unboundedWork = 0
        for text in texts {
            let fast = bounded.match(text)
            let full = unbounded.match(text)
            // below the threshold, what the suggestion search starts from differs (the bound sets aside
            // the paths that cannot reach it): the suggestions, the candidates under the threshold and
            // the reason they leave may differ, nothing else.
            let threshold = options.acceptThreshold
            if case .noMatch = full.outcome, full.candidates.allSatisfy({ $0.score < threshold }) {
                #expect(fast.candidates.allSatisfy { $0.score < threshold }, "\(text)")
                if case .noMatch = fast.outcome {} else { Issue.record("\(text): \(fast.outcome)") }
            } else {
                #expect(fast.outcome == full.outcome, "\(text)")
                #expect(fast.candidates == full.candidates, "\(text)")
                #expect(fast.suggestions == full.suggestions, "\(text)")
            }
            #expect(fast.tokens == full.tokens, "\(text)")
            // a search that goes on without a reading probes for one, within a budget of its own.
            #expect(fast.expansions <= full.expansions + PhraseMatcher.probeBudget, "\(text)")
            boundedWork += fast.expansions
            unboundedWork += full.expansions
        }
        if saves { #expect(boundedWork < unboundedWork) }
    }

    /// Every line of the demo corpora, near misses included.
    private static var demoTexts: [String] {
        get throws {
            try texts([
                "Corpus/demo/exact.jsonl", "Corpus/demo/typos.jsonl", "Corpus/demo/fillers.jsonl",
                "Corpus/demo/nearmiss.jsonl",
            ])
        }
    }

    @Test func demoCorporaAnswerTheSameWithTheBound() throws {
        try Self.expectSameAnswers(
            manifest: "Corpus/demo/demo.json",
            texts: Self.demoTexts)
    }

    @Test func homeAssistantSamplesAnswerTheSameWithTheBound() throws {
        let data = "Benchmarks/data/ha-english/"
        try Self.expectSameAnswers(
            manifest: data + "manifest.json",
            texts: Self.texts([data + "clean.jsonl", data + "typo.jsonl", data + "filler.jsonl"], every: 15))
    }

    /// Fillers around a request ("um …", "… now"): the bounded search knows its stop from the least
    /// reading before it starts (with "now" or "the", which the phrases read, skipped only where the
    /// reading it found skips them), and at a filler it can only skip makes no ε-move that would only
    /// skip it too. The answers are those of the search without bounds.
    @Test func homeAssistantFillerLinesAnswerTheSameWithTheBound() throws {
        let data = "Benchmarks/data/ha-english/"
        let texts = try Self.texts([data + "filler.jsonl"], every: 8).filter {
            $0.hasSuffix(" now") || $0.hasSuffix(" please") || $0.contains(" the ")
        }
        #expect(texts.count > 150)
        try Self.expectSameAnswers(manifest: data + "manifest.json", texts: texts)
    }

    /// Without the fuzzy tier, a state from which some word ahead can be read by no path is
    /// dropped (no word may be skipped): the answers, near misses and typos included, stay the same.
    @Test func exactModeAnswersTheSameWithoutDeadStates() throws {
        try Self.expectSameAnswers(
            manifest: "Corpus/demo/demo.json",
            texts: Self.demoTexts, options: .exact)
        let data = "Benchmarks/data/ha-english/"
        try Self.expectSameAnswers(
            manifest: data + "manifest.json",
            texts: Self.texts([data + "clean.jsonl", data + "typo.jsonl", data + "filler.jsonl"], every: 15),
            options: .exact)
        try Self.expectSameAnswers(
            manifest: "Corpus/snips/snips.json",
            texts: Self.texts(["Corpus/demo/exact.jsonl", "Benchmarks/data/ha-english/clean.jsonl"], every: 25),
            options: .exact, saves: false)
    }

    /// A wide node's left-out function words, queued only when the queue reaches them, are expanded
    /// in the same order as when each is queued at once: the same answers, suggestions included,
    /// and the same states expanded.
    @Test(arguments: [
        (
            "Corpus/demo/demo.json",
            ["Corpus/demo/typos.jsonl", "Corpus/demo/fillers.jsonl", "Corpus/demo/nearmiss.jsonl"], 1
        ),
        (
            "Benchmarks/data/ha-english/manifest.json",
            ["Benchmarks/data/ha-english/typo.jsonl", "Benchmarks/data/ha-english/filler.jsonl"], 10
        ),
        ("Corpus/snips/snips.json", ["Corpus/demo/nearmiss.jsonl", "Benchmarks/data/ha-english/typo.jsonl"], 40),
    ])
    func deferredLeftOutWordsChangeNothing(manifest: String, files: [String], every step: Int) throws {
        let matcher = try IntentMatcher(model: ManifestLoader.load(contentsOf: repositoryPath(manifest)))
        let deferring = matcher.phraseMatcher
        var eager = deferring
        eager.defersLeftOutWords = false
        #expect(deferring.defersLeftOutWords)
        for text in try Self.texts(files, every: step) {
            let fast = deferring.match(text)
            let full = eager.match(text)
            #expect(fast.outcome == full.outcome, "\(text)")
            #expect(fast.candidates == full.candidates, "\(text)")
            #expect(fast.suggestions == full.suggestions, "\(text)")
            #expect(fast.expansions == full.expansions, "\(text)")
        }
    }

    /// Open slots, and text the grammar was not written for (the demo's and Home Assistant's): few
    /// of these read at no cost, so the bound need not save anything here, only change nothing.
    @Test func openSlotGrammarAnswersTheSameWithTheBound() throws {
        let texts = try Self.texts(
            ["Corpus/demo/exact.jsonl", "Corpus/demo/nearmiss.jsonl", "Benchmarks/data/ha-english/clean.jsonl"],
            every: 25)
        try Self.expectSameAnswers(manifest: "Corpus/snips/snips.json", texts: texts, saves: false)
    }

    /// Entries queued before a probe found no reading within the accept cost are checked against it
    /// when they leave the queue: every reading within the accept cost is found all the same (so
    /// the outcome and the candidates of a search without suggestions), in fewer states. Text the
    /// open-slot grammar was not written for, where that bound comes on.
    @Test func queuedEntriesCheckedAgainstTheAcceptCostChangeNoReading() throws {
        let matcher = try IntentMatcher(
            model: ManifestLoader.load(contentsOf: repositoryPath("Corpus/snips/snips.json")))
        let checking = matcher.phraseMatcher
        var unchecked = checking
        unchecked.checksQueuedAgainstAccept = false
        #expect(checking.checksQueuedAgainstAccept)
        var checkedWork = 0
        var uncheckedWork = 0
        let texts = try Self.texts(
            ["Corpus/demo/nearmiss.jsonl", "Benchmarks/data/ha-english/clean.jsonl"], every: 10)
        for text in texts {
            let fast = checking.matchWithoutSuggestions(text)
            let full = unchecked.matchWithoutSuggestions(text)
            #expect(fast.outcome == full.outcome, "\(text)")
            #expect(fast.candidates == full.candidates, "\(text)")
            #expect(fast.expansions <= full.expansions, "\(text)")
            checkedWork += fast.expansions
            uncheckedWork += full.expansions
            // with suggestions, only what is offered below the accept threshold may differ.
            #expect(checking.match(text).outcome == unchecked.match(text).outcome, "\(text)")
        }
        #expect(checkedWork < uncheckedWork)
    }
}
