import PhrasebookTestSupport
import Testing

@testable import PhraseMatching

@Suite("Phrase compiler")
struct PhraseCompilerTests {
    @Test func sixtyFourWayGroupsCompileToASmallGraph() {
        let groups = (0..<60).map { index in "(a\(index)|b\(index)|c\(index)|d\(index))" }
        var fixture = MatcherFixture()
        fixture.phrase(groups.joined(separator: " "))
        let automaton = fixture.compiler.build()
        // one root, then four states per group: 4^60 sentences are never enumerated.
        #expect(automaton.nodeCount == 241)
        #expect(automaton.edgeCount == 4 + 59 * 16)
        let sentence = (0..<60).map { index in ["a", "b", "c", "d"][index % 4] + "\(index)" }.joined(separator: " ")
        #expect(fixture.matcher(.exact).match(sentence).matched != nil)
    }

    /// Vocabulary entries and template text of ASCII letters and spaces skip the tokenizer: they
    /// must give the words it would give, and every other text must go to it.
    @Test func plainVocabularyWordsAreTheTokenizersWords() {
        var generator = SeededGenerator(state: 11)
        let alphabet = Array("abzAZ  \tx'é-1.@w")
        for round in 0..<2_000 {
            // half of the texts only letters and spaces, half anything of the alphabet.
            let letters = round % 2 == 0 ? 7 : alphabet.count
            let text = String(
                (0..<Int(generator.next() % 12)).map { _ in alphabet[Int(generator.next() % UInt64(letters))] })
            var plainWords: [String] = []
            let plain = Tokenizer.forEachPlainWord(of: text) { plainWords.append($0) }
            let expected = Tokenizer.tokenize(text).map(\.text)
            #expect(plain == text.allSatisfy { $0 == " " || ($0.isASCII && $0.isLetter) }, "\(text)")
            #expect(plain ? plainWords == expected : plainWords.isEmpty, "\(text)")
            // the template parser's literal text takes the same shortcut.
            let words = TemplateParser.plainWords(of: text)
            #expect((words != nil) == plain && (words ?? expected) == expected, "\(text)")
        }
    }

    /// A value's label is the first phrase given for it, for small, large and negative values alike.
    @Test func vocabularyLabelsKeepTheFirstPhrase() {
        var builder = VocabularyBuilder()
        let values: [Int32] = [0, 2, 1, 5_000_000, -3, 2, 3, 5_000_000, -3, 0]
        for (index, value) in values.enumerated() {
            builder.insert([Int32(index)], value: value, label: "label \(index)")
        }
        let vocabulary = builder.build()
        #expect(vocabulary.labels[0] == "label 0" && vocabulary.labels[2] == "label 1")
        #expect(vocabulary.labels[1] == "label 2" && vocabulary.labels[3] == "label 6")
        #expect(vocabulary.labels[5_000_000] == "label 3" && vocabulary.labels[-3] == "label 4")
        #expect(vocabulary.labels[4] == nil && vocabulary.labels[7_000] == nil && vocabulary.labels[-1] == nil)
    }

    @Test func longRunsOfOptionalsStayLinear() {
        var fixture = MatcherFixture()
        fixture.phrase((0..<200).map { "[w\($0)]" }.joined(separator: " ") + " end")
        let automaton = fixture.compiler.build()
        #expect(automaton.edgeCount < 200 * 20)
        #expect(fixture.matcher(.exact).match("w3 w150 end").matched != nil)
        #expect(fixture.matcher(.exact).match("w150 w3 end").matched == nil)
    }

    @Test func phrasesSharePrefixes() {
        var fixture = MatcherFixture()
        fixture.phrase("order soup", intent: 0)
        fixture.phrase("order salad", intent: 1)
        fixture.phrase("order (soup|salad) now", intent: 2)
        // the third phrase reuses all of the first two: only "now" is new.
        #expect(
            fixture.compiler.build().description == """
                0: order → 1
                1: salad → 3, soup → 2
                2: now → 4, accept #0
                3: now → 4, accept #1
                4: accept #2
                """)
    }

    /// A lead-in of optionals ("[please] (can|could) you") leaves a frontier of several states, from
    /// which each phrase makes its own states: the built graph merges those twins, except where
    /// one ends a phrase and the other does not (`{thing}` of "open {thing}" and of "open {thing}
    /// now"), which the search tells apart.
    @Test func phrasesShareTheStatesTheSameWordsLeadTo() {
        var fixture = MatcherFixture()
        fixture.open("thing")
        fixture.phrase("[please] (can|could) you open {thing}", intent: 0)
        fixture.phrase("[please] (can|could) you close {thing}", intent: 1)
        fixture.phrase("[please] (can|could) you open {thing} now", intent: 2)
        #expect(
            fixture.compiler.build().description == """
                0: can → 2, could → 3, please → 1
                1: can → 2, could → 3
                2: you → 4
                3: you → 4
                4: close → 7, open → 5
                5: {thing} → 6, {thing} → 9
                6: accept #0
                7: {thing} → 8
                8: accept #1
                9: now → 10
                10: accept #2
                """)
        let matcher = fixture.matcher(.exact)
        #expect(matcher.match("please could you close the door").matched?.owner.intent == 1)
        #expect(matcher.match("can you open the door").captured == ["thing=the door"])
        #expect(matcher.match("please can you open the door now").matched?.owner.intent == 2)
        #expect(matcher.match("please please can you open the door").matched == nil)
        #expect(matcher.match("could you close the door now").matched?.owner.intent == 1)
    }

    @Test func sharingNeverCreatesPathsNoPhraseHas() {
        var fixture = MatcherFixture()
        fixture.phrase("(a|b) c", intent: 0)
        fixture.phrase("a d", intent: 1)
        fixture.phrase("b [x] e", intent: 2)
        let matcher = fixture.matcher(.exact)
        #expect(matcher.match("a c").matched?.owner.intent == 0)
        #expect(matcher.match("b c").matched?.owner.intent == 0)
        #expect(matcher.match("a d").matched?.owner.intent == 1)
        #expect(matcher.match("b e").matched?.owner.intent == 2)
        #expect(matcher.match("b x e").matched?.owner.intent == 2)
        for sentence in ["b d", "a e", "a x e", "a x d", "c", "x e"] {
            #expect(matcher.match(sentence).matched == nil, "\(sentence) matched a phrase that does not say it")
        }
    }

    @Test func oneNodeHoldsSlotEdgesOfSeveralKinds() {
        var fixture = MatcherFixture()
        fixture.vocabulary("soup", [["tomato soup", "tomato"], ["miso"]])
        fixture.vocabulary("drink", [["lemonade"], ["iced tea"]])
        fixture.integer("count")
        fixture.phrase("order {soup}", intent: 0)
        fixture.phrase("order {drink}", intent: 1)
        fixture.phrase("order {count}", intent: 2)
        let automaton = fixture.compiler.build()
        #expect(
            automaton.description == """
                0: order → 1
                1: {soup} → 2, {drink} → 3, {count} → 4
                2: accept #0
                3: accept #1
                4: accept #2
                """)
        let matcher = fixture.matcher(.exact)
        #expect(matcher.match("order tomato").captured == ["soup=tomato"])
        #expect(matcher.match("order iced tea").captured == ["drink=iced tea"])
        #expect(matcher.match("order 3").captured == ["count=3"])
    }

    @Test func vocabulariesAreSharedNotMultipliedIntoPhrases() {
        func nodes(values: Int) -> Int {
            var fixture = MatcherFixture()
            fixture.vocabulary("soup", (0..<values).map { ["soup number \($0)"] })
            fixture.phrase("order {soup}", intent: 0)
            fixture.phrase("get {soup} now", intent: 1)
            fixture.phrase("(i want|give me) {soup}", intent: 2)
            return fixture.compiler.build().nodeCount
        }
        #expect(nodes(values: 2) == nodes(values: 5_000))
    }

    /// Which nodes reach a goal, on random graphs of literal, slot and ε-edges (cycles included):
    /// the same as a fixpoint over the edges, forwards.
    @Test func reachingAGoalAgreesWithAFixpoint() {
        var generator = SeededGenerator(state: 31)
        for round in 0..<40 {
            let count = Int.random(in: 1...(round < 20 ? 12 : 300), using: &generator)
            var nodes = [PhraseAutomaton.Node](repeating: PhraseAutomaton.Node(), count: count)
            var goals = Set<Int>()
            for index in 0..<count {
                func target() -> Int32 { Int32.random(in: 0..<Int32(count), using: &generator) }
                for _ in 0..<Int.random(in: 0...2, using: &generator) {
                    nodes[index].literals.append(.init(token: 0, target: target()))
                }
                if Bool.random(using: &generator) { nodes[index].slots.append(.init(slot: 0, target: target())) }
                if Int.random(in: 0..<4, using: &generator) == 0 { nodes[index].epsilons.append(target()) }
                if Int.random(in: 0..<10, using: &generator) == 0 {
                    goals.insert(index)
                    nodes[index].accepts = [1]
                }
            }
            var expected = (0..<count).map { goals.contains($0) }
            var changed = true
            while changed {
                changed = false
                for (index, node) in nodes.enumerated() where !expected[index] {
                    let targets = node.literals.map(\.target) + node.slots.map(\.target) + node.epsilons
                    if targets.contains(where: { expected[Int($0)] }) {
                        expected[index] = true
                        changed = true
                    }
                }
            }
            #expect(PhraseAutomaton.reaching(nodes) { !$0.accepts.isEmpty } == expected, "round \(round)")
        }
    }
}
