import PhraseMatching
import Phrasebook
import PhrasebookTestSupport
import Testing

/// The search held to one span (``PhraseMatcher/mayRead(_:at:with:)``), which the out-of-range
/// retries ask first: it says no only where the match finds no reading that reads the token there
/// with a slot of the given recognizers, so a retry it spares could not have given the bound.
@Suite struct HeldSpanSearchTests {
    /// The recognizers of the slots of `parameter`.
    private static func recognizers(of parameter: String, in automaton: PhraseAutomaton) -> [RecognizerID] {
        var found: [RecognizerID] = []
        for slot in automaton.slots where slot.parameter == parameter {
            if case .recognizer(let id) = slot.kind, !found.contains(id) { found.append(id) }
        }
        return found
    }

    /// For every text, token and ranged parameter: where the match's best reading reads the token
    /// with a slot of the parameter's recognizers, the held search says it may.
    private static func expectHeldSearchKeepsReadings(manifest: String, parameters: [String], texts: [String]) throws
        -> Int
    {
        let matcher = try IntentMatcher(model: ManifestLoader.load(contentsOf: repositoryPath(manifest)))
        let phrases = matcher.phraseMatcher
        var read = 0
        for parameter in parameters {
            let ids = recognizers(of: parameter, in: phrases.automaton)
            #expect(!ids.isEmpty, "\(parameter)")
            for text in texts {
                let whole = phrases.matchWithoutSuggestions(text)
                let best: MatchCandidate? =
                    switch whole.outcome {
                    case .matched(let candidate): candidate
                    default: nil
                    }
                for start in Tokenizer.tokenize(text).indices {
                    let readsThere =
                        best?.captures.contains { capture in
                            guard case .recognizer(let id) = capture.kind else { return false }
                            return ids.contains(id) && capture.tokens.lowerBound == start && !capture.tokens.isEmpty
                        } ?? false
                    guard readsThere else { continue }
                    read += 1
                    #expect(phrases.mayRead(text, at: start, with: ids), "\(text) at \(start) as \(parameter)")
                }
            }
        }
        return read
    }

    @Test func snipsGrammarKeepsEveryReadingOfARangedNumber() throws {
        let texts = [
            "book a table for 100 people at a pizzeria", "book me a table for 4 in boston",
            "i need a party of 12 at a thai restaurant tonight", "is there a table available for 2 people",
            "play some 1980 music by madonna", "play the top songs from 2010 on spotify",
            "play music from the year 1999", "rate this book 10 out of 10", "rate the hobbit 4 out of 6 stars",
            "give this novel 0 points", "i would say the current book deserves 3 stars",
        ]
        let read = try Self.expectHeldSearchKeepsReadings(
            manifest: "Corpus/snips/snips.json",
            parameters: ["party_size_number", "year", "rating_value", "best_rating"], texts: texts)
        // most of the lines are read with their number in a ranged slot.
        #expect(read >= 8)
    }

    @Test func demoKeepsEveryReadingOfARangedNumber() throws {
        let texts = [
            "set the volume to 100 on jukebox", "set volume to 0", "turn it up to 80 percent", "order 20 tomato soups",
            "order 3 bowls of tomato soup in soup chef", "set volume to seventy",
        ]
        let read = try Self.expectHeldSearchKeepsReadings(
            manifest: "Corpus/demo/demo.json", parameters: ["level", "quantity"], texts: texts)
        #expect(read >= 2)
    }

    @Test func aNumberNoRangedPhraseCanReadIsRuledOut() throws {
        let matcher = try IntentMatcher(
            model: ManifestLoader.load(contentsOf: repositoryPath("Corpus/snips/snips.json")))
        let phrases = matcher.phraseMatcher
        let year = Self.recognizers(of: "year", in: phrases.automaton)
        let party = Self.recognizers(of: "party_size_number", in: phrases.automaton)
        // a number no phrase of a party size or a year reads where it stands.
        let text = "i need you to check the resistance of a coil wrapped 1000 times with an id of 25mm"
        #expect(!phrases.mayRead(text, at: 11, with: year))
        #expect(!phrases.mayRead("what is 100 divided by 7", at: 2, with: party))
        // but one that does, and where the search does not look (no token there, no recognizer).
        #expect(phrases.mayRead("book a table for 100 people", at: 4, with: party))
        #expect(phrases.mayRead("book a table for 100 people", at: 9, with: party))
        #expect(phrases.mayRead("book a table for 100 people", at: 4, with: []))
    }
}
