import PhraseMatching
import Phrasebook
import PhrasebookTestSupport
import Testing

/// `match --json` writes each answer straight from the match (``IntentMatch/jsonText(withReason:)``):
/// it must be the text of the documented object, ``IntentMatch/json`` with the reason last.
@Suite struct MatchJSONTextTests {
    @Test func everyDemoCorpusLineWritesTheObjectsText() throws {
        let matcher = try demoMatcher.get()
        var texts: [String] = []
        for file in ["exact.jsonl", "typos.jsonl", "fillers.jsonl", "nearmiss.jsonl"] {
            texts += try CorpusLoader.load(contentsOf: repositoryPath("Corpus/demo/\(file)")).map(\.text)
        }
        // text that needs escaping, nothing to read, and a line too long to match.
        texts += [
            "add \"milk\" \\ eggs to my list", "order a soup\u{1}\u{2028}", "", "   ",
            String(repeating: "tea ", count: 2_000),
        ]
        // two apps with the same phrase: "start a timer" is ambiguous between them.
        let twins = try IntentMatcher(
            model: ManifestLoader.load(
                json: #"""
                    {"apps": [{"name": "Ticker", "intents": [{"name": "StartTimer", "phrases": ["start a timer [in {applicationName}]"]}]},
                              {"name": "Tocker", "intents": [{"name": "StartTimer", "phrases": ["start a timer [in {applicationName}]"]}]}]}
                    """#))
        var outcomes = Set<String>()
        for (text, matcher) in texts.map({ ($0, matcher) }) + [("start a timer", twins), ("start a tmer", twins)] {
            let match = matcher.match(text)
            outcomes.insert(match.outcome.rawValue)
            #expect(match.jsonText(withReason: false) == match.json.serialized(), "\(text)")
            guard case .object(var object) = match.json else {
                Issue.record("the match is not an object")
                continue
            }
            object.set("reason", match.reason.map { .string($0.description) } ?? .null)
            #expect(match.jsonText(withReason: true) == JSONValue.object(object).serialized(), "\(text)")
        }
        // the lines cover every kind of answer.
        #expect(outcomes.isSuperset(of: ["matched", "noMatch", "ambiguous"]), "\(outcomes)")
    }
}
