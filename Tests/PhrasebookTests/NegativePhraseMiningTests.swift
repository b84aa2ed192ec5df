import Foundation
import Phrasebook
import Testing

/// A library app whose one phrase has an open title slot, so requests for the speaker's own things
/// ("find my phone") read as titles.
private let library = """
    {"apps": [{"name": "Library", "intents": [
      {"name": "FindBook", "parameters": [{"name": "title", "type": "String"}],
       "phrases": ["[please] find [me] [the] {title}"]},
      {"name": "ReturnBook", "parameters": [{"name": "title", "type": "String"}],
       "phrases": ["return [the] {title}"]}
    ]}]}
    """

private func corpus(_ lines: String) throws -> [CorpusEntry] {
    try CorpusLoader.parseLineFormat("@app Library\n" + lines, file: "mining.corpus")
}

@Suite struct NegativePhraseMiningTests {
    @Test("a false activation through an open slot gives the phrase with the slot's first word fixed")
    func suggestsThePhraseWithTheSlotsFirstWord() throws {
        let model = try ManifestLoader.load(json: library, file: "library.json")
        let entries = try corpus(
            """
            find the hobbit => FindBook title=hobbit
            please find me war and peace => FindBook title="war and peace"
            return the hobbit => ReturnBook title=hobbit
            find my phone => none
            """)
        let analysis = try NegativePhraseAnalysis(model: model, entries: entries)
        #expect(analysis.falseActivations.map(\.text) == ["find my phone"])
        // it fixes as many lines as the words as said, and comes first: it is what a person would write.
        #expect(
            analysis.suggestedNegatives.map { [$0.phrase, $0.app, $0.intent ?? ""] + $0.texts } == [
                ["[please] find [me] [the] my {title}", "Library", "FindBook", "find my phone"]
            ])
        // the manifest with it refuses other things of the speaker's, and still finds titles.
        let fixed = try ManifestLoader.load(
            json: try analysis.manifest(addingSuggestionsTo: library), file: "fixed.json")
        let matcher = try IntentMatcher(model: fixed)
        #expect(matcher.match("please find my wallet").outcome == .rejected)
        #expect(matcher.match("find me the name of the rose").intent == "FindBook")
        #expect(matcher.match("return my phone").intent == "ReturnBook")
    }

    @Test("a suggestion that would change a positive is not made")
    func keepsPositives() throws {
        let model = try ManifestLoader.load(json: library, file: "library.json")
        let entries = try corpus(
            """
            find my side of the mountain => FindBook title="my side of the mountain"
            find my phone => none
            """)
        let analysis = try NegativePhraseAnalysis(model: model, entries: entries)
        #expect(analysis.suggestedNegatives.map(\.phrase) == ["find my phone"])
    }

    @Test("a candidate whose words the grammar knows is checked on the lines it can read")
    func checksTheLinesACandidateWithKnownWordsReads() throws {
        // "my" is a word of the grammar here, so the candidate brings no new word.
        let withLoans = library.replacingOccurrences(
            of: #""phrases": ["return [the] {title}"]}"#,
            with: #""phrases": ["return [the] {title}"]}, {"name": "ShowLoans", "phrases": ["show my loans"]}"#)
        let model = try ManifestLoader.load(json: withLoans, file: "library.json")
        #expect(model.apps[0].intents.count == 3)
        let positives = try corpus(
            """
            find the hobbit => FindBook title=hobbit
            show my loans => ShowLoans
            find my phone => none
            """)
        let mined = try NegativePhraseAnalysis(model: model, entries: positives)
        #expect(mined.suggestedNegatives.map(\.phrase) == ["[please] find [me] [the] my {title}"])
        // with a title that starts with "my" among the positives, the same candidate is refused.
        let refused = try NegativePhraseAnalysis(
            model: model, entries: positives + (try corpus("find my side of the mountain => FindBook")))
        #expect(refused.suggestedNegatives.map(\.phrase) == ["find my phone"])
    }

    @Test("suggestions are verified together, and the written manifest keeps everything else")
    func writesTheManifestWithTheSuggestions() throws {
        let model = try ManifestLoader.load(json: library, file: "library.json")
        let entries = try corpus(
            """
            find the hobbit => FindBook title=hobbit
            return the hobbit => ReturnBook title=hobbit
            find my phone => none
            return my library card => none
            find my keys => none
            """)
        // mining reports each false activation as it goes, a fixed one included.
        var reports: [String] = []
        let analysis = try NegativePhraseAnalysis(
            model: model, entries: entries, miningProgress: { done, total in reports.append("\(done)/\(total)") })
        #expect(reports == ["0/3", "1/3", "2/3"])
        #expect(
            analysis.suggestedNegatives.map { [$0.phrase, $0.intent ?? ""] } == [
                ["[please] find [me] [the] my {title}", "FindBook"], ["return [the] my {title}", "ReturnBook"],
            ])
        #expect(analysis.suggestedNegatives.first?.texts == ["find my phone", "find my keys"])
        let text = try analysis.manifest(addingSuggestionsTo: library)
        let fixed = try ManifestLoader.load(json: text, file: "fixed.json")
        #expect(
            fixed.apps[0].intents.map { $0.negativePhrases.map(\.text) } == [
                ["[please] find [me] [the] my {title}"], ["return [the] my {title}"],
            ])
        #expect(fixed.apps[0].intents.map(\.name) == model.apps[0].intents.map(\.name))
        let again = try NegativePhraseAnalysis(model: fixed, entries: entries)
        #expect(again.falseActivations.isEmpty && again.harmfulNegatives.isEmpty)
    }

    @Test("held-out lines show what the suggestions do on lines they were not mined from")
    func checksTheSuggestionsOnHeldOutLines() throws {
        let model = try ManifestLoader.load(json: library, file: "library.json")
        let mined = try corpus(
            """
            find the hobbit => FindBook title=hobbit
            find my phone => none
            """)
        let heldOut = try corpus(
            """
            find my wallet => none
            find my side of the mountain => FindBook title="my side of the mountain"
            find the way home => FindBook title="way home"
            return my keys => none
            """)
        let analysis = try NegativePhraseAnalysis(model: model, entries: mined, heldOut: heldOut)
        // only the mined lines are analysed.
        #expect(analysis.total == 2)
        #expect(analysis.falseActivations.map(\.text) == ["find my phone"])
        #expect(analysis.suggestedNegatives.map(\.phrase) == ["[please] find [me] [the] my {title}"])
        let check = try #require(analysis.heldOut)
        #expect(check.before.total == 4 && check.after.total == 4)
        #expect(check.before.falseActivations == 2 && check.after.falseActivations == 1)
        // the suggestion generalises to another thing of the speaker's, and costs a title that starts
        // with "my", which the mined lines did not show; "return my keys" stays a false activation.
        #expect(check.fixed.map(\.text) == ["find my wallet"])
        #expect(check.broken.map(\.text) == ["find my side of the mountain"])
        #expect(
            check.vetoes.map { [$0.phrase] + $0.texts + ["wrongly"] + $0.positives } == [
                [
                    "[please] find [me] [the] my {title}", "find my wallet", "find my side of the mountain", "wrongly",
                    "find my side of the mountain",
                ]
            ])
        #expect(try NegativePhraseAnalysis(model: model, entries: mined).heldOut == nil)
    }

    @Test("a share of lines is held out by a hash of the text: stable, whatever the order")
    func splitsByAHashOfTheText() throws {
        let entries = (0..<2_000).map { CorpusEntry(text: "request number \($0)", expectation: nil) }
        let (mined, heldOut) = NegativePhraseAnalysis.split(entries, holdingOut: 0.25)
        #expect(mined.count + heldOut.count == entries.count)
        #expect((400...600).contains(heldOut.count))
        #expect(Set(mined.map(\.text)).isDisjoint(with: heldOut.map(\.text)))
        let reversed = NegativePhraseAnalysis.split(entries.reversed(), holdingOut: 0.25)
        #expect(Set(reversed.heldOut.map(\.text)) == Set(heldOut.map(\.text)))
        // a larger share holds out a superset.
        let half = NegativePhraseAnalysis.split(entries, holdingOut: 0.5)
        #expect(Set(heldOut.map(\.text)).isSubset(of: half.heldOut.map(\.text)))
        #expect(NegativePhraseAnalysis.split(entries, holdingOut: 0).heldOut.isEmpty)
        #expect(NegativePhraseAnalysis.split(entries, holdingOut: 1).mined.isEmpty)
    }

    @Test func aSuggestionForAnIntentTheManifestLacksIsAnError() throws {
        let model = try ManifestLoader.load(json: library, file: "library.json")
        let analysis = try NegativePhraseAnalysis(
            model: model, entries: try corpus("find my phone => none"))
        #expect(throws: DiagnosticList.self) {
            try analysis.manifest(addingSuggestionsTo: #"{"apps": [{"name": "Other", "intents": []}]}"#)
        }
    }
}
