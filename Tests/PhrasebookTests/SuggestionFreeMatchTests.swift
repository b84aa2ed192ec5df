import Foundation
import PhraseMatching
import Phrasebook
import PhrasebookTestSupport
import Testing

/// A match without the "did you mean" search (``PhraseMatcher/matchWithoutSuggestions(_:)``, which
/// the out-of-range retries ask: they read only whether it matched, and the values) answers as the
/// whole match does, suggestions aside: the main search is the same, and the suggestion search runs
/// only when it found nothing (a `noMatch` may then give another reason, for want of its readings
/// under the threshold).
@Suite struct SuggestionFreeMatchTests {
    private static func texts(_ file: String, every step: Int) throws -> [String] {
        let lines = try String(contentsOfFile: repositoryPath(file), encoding: .utf8).split(separator: "\n")
        return try lines.enumerated().compactMap { index, line in
            guard index % step == 0 else { return nil }
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return object?["text"] as? String
        }
    }

    private static func expectSameOutcomes(manifest: String, texts: [String]) throws {
        let matcher = try IntentMatcher(model: ManifestLoader.load(contentsOf: repositoryPath(manifest)))
        let phrases = matcher.phraseMatcher
        var suggested = 0
        for text in texts {
            let whole = phrases.match(text)
            let quick = phrases.matchWithoutSuggestions(text)
            #expect(quick.suggestions.isEmpty, "\(text)")
            #expect(quick.expansions <= whole.expansions, "\(text)")
            if case .noMatch = whole.outcome {
                // the candidates, and so the reason (no phrase fits, or none well enough), differ only
                // where the suggestion search found readings under the threshold.
                if case .noMatch = quick.outcome {} else { Issue.record("\(text): \(quick.outcome)") }
                if !whole.suggestions.isEmpty { suggested += 1 }
            } else {
                #expect(quick.outcome == whole.outcome, "\(text)")
                #expect(quick.candidates == whole.candidates, "\(text)")
            }
        }
        // the sets have near misses, for which the whole match suggests something.
        #expect(suggested > 0)
    }

    @Test func demoCorpora() throws {
        var texts: [String] = []
        for set in ["exact", "typos", "fillers", "nearmiss"] {
            texts += try Self.texts("Corpus/demo/\(set).jsonl", every: 6)
        }
        texts += [
            "order 30 tomato soups", "turn the lights down to twenty percent", "set the volume to one hundred percent",
        ]
        try Self.expectSameOutcomes(manifest: "Corpus/demo/demo.json", texts: texts)
    }

    @Test func snipsGrammar() throws {
        let texts = [
            "book a table for four at a thai restaurant in boston", "book a table for one hundred people at a pizzeria",
            "play some jazz by miles davis on spotify", "play songs from two thousand one hundred",
            "what will the weather be in paris tomorrow", "add this song to my workout playlist",
            "rate the hobbit five out of six stars", "rate this book ten out of ten",
            "find the schedule of films at the nearest cinema", "show me the tv show called friends",
            "how long will it take me to pay off my card", "i would like for you to start a biography on me",
            "what is the formula for the circumference of a circle", "should i hit or stay at ten in blackjack",
        ]
        try Self.expectSameOutcomes(manifest: "Corpus/snips/snips.json", texts: texts)
    }
}
