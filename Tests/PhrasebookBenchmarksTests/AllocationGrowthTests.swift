import AllocationCounter
import Foundation
import Phrasebook
import Testing

@testable import PhrasebookBenchmarks

/// A warmed matcher's searches take their storage from the matcher's pool, so what a match
/// allocates does not grow with the states its search expands. What does grow is bounded by the
/// utterance: each typed-slot recognizer parses each position at most once per match (the
/// search asks lazily, so a wider search asks at more positions), and a parse allocates a few
/// times. Unoptimized code allocates for its own reasons (thousands per search), so this runs on
/// optimized builds only: `swift test -c release --filter AllocationGrowthTests`.
@Suite("allocations per match")
struct AllocationGrowthTests {
    /// `Corpus/snips/snips.json`, found from this file (`Tests/PhrasebookBenchmarksTests/`).
    static let grammar = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Corpus/snips/snips.json").path

    /// Out of scope for every SNIPS intent, and long, so the fuzzy search wanders far. No number:
    /// one out of a parameter's range would have the matcher search again with it moved to the
    /// bound, and each search parses anew.
    static let utterance =
        "could you tell me what the weather was like in the town where my grandmother grew up many years ago"

    static var optimized: Bool {
        #if DEBUG
        false
        #else
        true
        #endif
    }

    /// The same utterance under a small and a large search budget: the same tokens and lattice,
    /// and (suggestions off, nothing matching) no more to answer, but hundreds of times the states.
    @Test(
        "allocations do not grow with the states expanded",
        .enabled(if: phrasebook_allocations_countable() == 1, "allocations are counted on glibc without a sanitizer"),
        .enabled(if: optimized, "unoptimized code allocates per state for its own reasons; run with -c release"))
    func allocationsDoNotGrowWithStates() throws {
        let model = try ManifestLoader.load(contentsOf: Self.grammar)
        func matcher(budget: Int) throws -> IntentMatcher {
            var options = MatchOptions()
            options.suggestions = false
            options.maxExpansions = budget
            return try IntentMatcher(model: model, options: options)
        }
        let small = try matcher(budget: 100)
        let large = try matcher(budget: 50_000)
        func measure(_ matcher: IntentMatcher) -> (allocations: Int, expansions: Int, candidates: Int) {
            // warm: the first searches grow the pooled storage to what this utterance needs.
            for _ in 0..<3 { _ = matcher.match(Self.utterance) }
            let counted = Probe.footprint { matcher.match(Self.utterance) }
            return (counted.allocations ?? -1, counted.value.expansions, counted.value.candidates.count)
        }
        let few = measure(small)
        let many = measure(large)
        #expect(many.expansions >= 100 * few.expansions, "\(many.expansions) states vs \(few.expansions)")
        // the recognizers' parses (a dozen allocations each at most), and what the few
        // candidates found below the threshold hold; nothing per state.
        let tokens = Self.utterance.split(separator: " ").count
        let parses = tokens * large.phraseMatcher.automaton.recognizerCount
        let bound = few.allocations + 12 * parses + 40 * many.candidates
        #expect(
            many.allocations <= bound,
            "\(many.allocations) allocations for \(many.expansions) states, \(few.allocations) for \(few.expansions)")
        // per state, far below one allocation in twenty.
        #expect(Double(many.allocations - few.allocations) / Double(many.expansions) < 0.05)
    }
}
