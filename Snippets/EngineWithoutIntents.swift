import PhraseMatching

var compiler = PhraseCompiler()
let colors = compiler.addVocabulary(
    ["red", "green", "blue"].enumerated().map { VocabularyEntry(text: $0.element, value: $0.offset) })
let (template, problems) = PhraseTemplate.parse("(paint|color) [the] wall {color}", source: "example")
if let template {
    try compiler.addPhrase(
        template, slots: ["color": .vocabulary(colors)],
        entry: PhraseEntry(owner: PhraseOwner(app: 0, intent: 0), polarity: .positive, text: template.text))
}
let matcher = PhraseMatcher(automaton: compiler.build())
for utterance in ["paint the wall gren", "color wall blue please", "paint the door red"] {
    switch matcher.match(utterance).outcome {
    case .matched(let best):
        print(
            "\(utterance) → \((best.score * 100).rounded() / 100) \(best.captures.map(\.text)) \(best.captures.map(\.values))"
        )
    case .noMatch(let reason): print("\(utterance) → \(reason)")
    default: print("\(utterance) → another outcome")
    }
}
print(problems.count, "problems")
// paint the wall gren → 0.92 ["gren"] [[1]]
// color wall blue please → 0.96 ["blue"] [[2]]
// paint the door red → no phrase fits the utterance well enough
// 0 problems
