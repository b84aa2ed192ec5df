import Foundation
import PhraseMatching
import Phrasebook
import PhrasebookTestSupport
import Testing

/// Hostile input: it must give diagnostics or outcomes, never a trap, and stay bounded.
@Suite("Robustness")
struct RobustnessTests {
    /// A deterministic generator, so a failure can be replayed.
    typealias Generator = SeededGenerator

    /// Pieces that exercise the grammar, the tokenizer and the value parsers.
    static let pieces = [
        "(", ")", "[", "]", "|", "{", "}", "<", ">", "\\", "$", "{soup}", "{title}", "{applicationName}",
        "<polite>", " ", "order", "soup", "tomato", "é", "\u{301}", "\u{0}", "🍲", "ＡＢ", "'", "’", ",",
        "3.5", "1,000", "-2", "twenty", "and", "a@b.co", "https://x.y/z", "tomorrow", "at", "5 pm",
    ]

    static func randomText(_ generator: inout Generator, length: Int) -> String {
        (0..<length).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
    }

    @Test func randomTemplatesNeverTrap() {
        var generator = Generator(state: 1)
        var parsed = 0
        for _ in 0..<3_000 {
            let text = Self.randomText(&generator, length: Int(generator.next() % 24))
            let (template, diagnostics) = PhraseTemplate.parse(text, source: "fuzz")
            // a template either parses or says why, never both silent and absent.
            #expect(template != nil || !diagnostics.isEmpty)
            if template != nil { parsed += 1 }
            for diagnostic in diagnostics { _ = diagnostic.description }
        }
        #expect(parsed > 0)
    }

    @Test func randomManifestsGiveDiagnosticsNotTraps() {
        var generator = Generator(state: 2)
        for _ in 0..<300 {
            let phrase = Self.randomText(&generator, length: Int(generator.next() % 12))
            let escaped = JSONValue.string(phrase).serialized()
            let json = """
                {"apps": [{"name": "Soup Chef", "rules": {"polite": \(escaped)},
                  "entities": {"Soup": {"values": [{"id": "tomato", "title": "Tomato"}]}},
                  "intents": [{"name": "Order", "parameters": [{"name": "soup", "type": "Soup"}, {"name": "title", "type": "String"}],
                               "phrases": [\(escaped), "order {soup}"]}]}]}
                """
            do {
                let matcher = try IntentMatcher(model: ManifestLoader.load(json: json))
                _ = matcher.match(Self.randomText(&generator, length: 10))
            } catch let error as DiagnosticList {
                #expect(error.hasErrors)
            } catch {
                Issue.record("unexpected error type: \(error)")
            }
        }
        // truncated and garbled JSON
        let valid = #"{"apps": [{"name": "A", "intents": [{"name": "B", "phrases": ["go"]}]}]}"#
        for cut in 0..<valid.count {
            #expect(throws: DiagnosticList.self) { try ManifestLoader.load(json: String(valid.prefix(cut))) }
        }
    }

    @Test func randomUtterancesStayBounded() throws {
        let matcher = try demoMatcher.get()
        var generator = Generator(state: 3)
        let budget = MatchOptions().maxExpansions + MatchOptions().maxSuggestionExpansions
        for _ in 0..<2_000 {
            let match = matcher.match(Self.randomText(&generator, length: Int(generator.next() % 40)))
            #expect(match.expansions <= budget)
        }
    }

    /// One compiled matcher shared by many tasks at once: it is immutable, so every answer is the same.
    @Test func aSharedMatcherAnswersConcurrently() async throws {
        let matcher = try demoMatcher.get()
        let utterances = [
            "order tomato soup in soup chef", "remind me to call mom", "play some jazz on jukebox",
            "set the volume to sevnety", "how are you",
        ]
        let expected = utterances.map { matcher.match($0).json }
        try await withThrowingTaskGroup(of: Bool.self) { group in
            for worker in 0..<8 {
                group.addTask {
                    for round in 0..<200 {
                        let index = (worker + round) % utterances.count
                        guard matcher.match(utterances[index]).json == expected[index] else { return false }
                    }
                    return true
                }
            }
            for try await consistent in group { #expect(consistent) }
        }
    }
}
