import AllocationCounter
import Phrasebook
import Testing

@testable import PhrasebookBenchmarks

@Suite("benchmark harness")
struct HarnessTests {
    @Test("order statistics use the nearest rank")
    func summary() {
        let summary = Summary((1...100).map(Double.init).reversed())
        #expect(summary.count == 100)
        #expect(summary.min == 1)
        #expect(summary.median == 50)
        #expect(summary.p90 == 90)
        #expect(summary.p99 == 99)
        #expect(summary.max == 100)
        #expect(summary.mean == 50.5)
        #expect(Summary([]).count == 0)
    }

    @Test("a power law is fitted on the log-log scale")
    func powerLaw() throws {
        let fit = try #require(PowerLawFit([1, 10, 100, 1_000].map { (x: $0, y: 3 * $0 * $0) }))
        #expect(abs(fit.slope - 2) < 1e-9)
        #expect(abs(fit.r2 - 1) < 1e-9)
        #expect(abs(fit.predict(50) - 7_500) < 1e-6)
        #expect(PowerLawFit([(x: 5, y: 1)]) == nil)
    }

    @Test(
        "allocations and heap are counted where glibc lets them be",
        .enabled(if: phrasebook_allocations_countable() == 1, "allocations are counted on glibc without a sanitizer"))
    func allocationsAreCounted() throws {
        #if canImport(Glibc)
        let counted = Probe.footprint { (0..<100).map { [$0] } }
        #expect(counted.value.count == 100)
        #expect(try #require(counted.allocations) >= 100)
        #expect(Probe.peakResident != nil)
        #endif
    }
}

@Suite("synthetic grammar")
struct SyntheticGrammarTests {
    let grammar = SyntheticGrammar(phraseCount: 200, vocabularySize: 500)

    @Test("words are distinct across intents, and a typo never spells a word of the grammar")
    func typosLeaveTheLexicon() {
        let words = (0..<grammar.intentCount).flatMap(grammar.words(ofIntent:))
        let lexicon = Set(words + (0..<grammar.vocabularySize).map(grammar.itemTitle))
        #expect(Set(words).count == words.count)
        for word in words {
            #expect(!lexicon.contains(SyntheticGrammar.misspelled(word, at: 0)))
            #expect(!lexicon.contains(SyntheticGrammar.misspelled(word, at: 1)))
        }
    }

    @Test("the manifest compiles, and a matcher answers every kind as the grammar says")
    func utterancesAnswerAsExpected() throws {
        let matcher = try IntentMatcher(model: ManifestLoader.load(json: grammar.manifestJSON()))
        #expect(matcher.model.apps[0].intents.count == 20)
        for (kind, lines) in grammar.utterances(count: 30) where kind != UtteranceKind.long.rawValue {
            let expected = lines.filter { $0.expected.holds(for: matcher.match($0.text)) }.count
            #expect(expected == lines.count, "\(kind): \(expected)/\(lines.count) as expected")
        }
    }
}
