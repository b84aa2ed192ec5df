import Testing

@testable import PhraseMatching

/// The tables the search prunes by, checked against a plain walk of the automaton, and the pruning
/// itself against the search without it: the same answers, with less work.
@Suite struct SearchPruningTests {
    /// Phrases that share prefixes and suffixes, with optional words, alternatives, a vocabulary,
    /// an open slot and a typed slot, so that the automaton has ε-edges and slot edges.
    private static func fixture() -> MatcherFixture {
        var fixture = MatcherFixture()
        fixture.vocabulary("room", [["kitchen"], ["living room"], ["guest room"]])
        fixture.open("message")
        fixture.integer("level", range: 0...100)
        fixture.phrase("turn on the light [in the {room}]", intent: 0)
        fixture.phrase("turn (on|up) the fan", intent: 1)
        fixture.phrase("turn off the light", intent: 2)
        fixture.phrase("set the light to {level} percent", intent: 3)
        fixture.phrase("broadcast [that] {message}", intent: 4)
        fixture.phrase("what is the temperature [in the {room}]", intent: 5)
        fixture.phrase("[please] dim the {room} lights", intent: 6)
        fixture.phrase("don't turn on the light", intent: 7, polarity: .negative)
        return fixture
    }

    /// Per node, the phrases reachable from it and the words its reachable literal edges and
    /// vocabulary slots read, by a plain depth-first walk.
    private static func reachable(_ automaton: PhraseAutomaton, from start: Int) -> (
        phrases: Set<Int32>, words: Set<Int32>, recognizers: Set<Int>, open: Bool
    ) {
        var seen: Set<Int> = [start]
        var stack = [start]
        var phrases = Set<Int32>()
        var words = Set<Int32>()
        var recognizers = Set<Int>()
        var open = false
        while let node = stack.popLast() {
            let entry = automaton.nodes[node]
            phrases.formUnion(entry.accepts)
            var targets = entry.epsilons
            for edge in entry.literals {
                words.insert(edge.token)
                targets.append(edge.target)
            }
            for edge in entry.slots {
                targets.append(edge.target)
                switch automaton.slots[Int(edge.slot)].kind {
                case .vocabulary(let id):
                    for trie in automaton.vocabularies[id.rawValue].allNodes {
                        words.formUnion(trie.children.map(\.key))
                    }
                case .recognizer(let id): recognizers.insert(id.rawValue)
                case .open: open = true
                }
            }
            for target in targets where seen.insert(Int(target)).inserted { stack.append(Int(target)) }
        }
        return (phrases, words, recognizers, open)
    }

    @Test func solePhraseIsTheOnlyPhraseReachable() {
        let automaton = Self.fixture().compiler.build()
        var sole = 0
        for node in automaton.nodes.indices {
            let phrases = Self.reachable(automaton, from: node).phrases
            let expected: Int32 = phrases.count == 1 ? phrases.first! : phrases.isEmpty ? -2 : -1
            #expect(automaton.solePhrase[node] == expected, "node \(node)")
            if expected >= 0 { sole += 1 }
        }
        // the table is not trivial: deep in a phrase, one phrase is left.
        #expect(sole > 0)
        #expect(automaton.solePhrase[Int(PhraseAutomaton.root)] == -1)
    }

    /// A word a node can reach is always one it may read (no false "unreadable"); words of other
    /// phrases are mostly told apart.
    @Test func reachableWordsNeverMissAWordANodeCanRead() {
        let automaton = Self.fixture().compiler.build()
        let table = automaton.reachableWords
        var toldApart = 0
        for node in automaton.nodes.indices {
            let reach = Self.reachable(automaton, from: node)
            #expect(automaton.reachesOpenSlot[node] == reach.open, "node \(node)")
            for id in reach.recognizers {
                #expect(table.recognizers[node] & ReachableWords.bit(index: id) != 0, "node \(node)")
            }
            for token in 0..<Int32(automaton.lexicon.count) {
                if reach.words.contains(token) {
                    #expect(table.mayRead(Int32(node), token), "node \(node) word \(token)")
                } else if !table.mayRead(Int32(node), token) {
                    toldApart += 1
                }
            }
        }
        #expect(toldApart > 0)
    }

    /// Inside a vocabulary, its own words are readable whatever the slot's target reads.
    @Test func aVocabularysWordsAreReadableInsideIt() {
        let automaton = Self.fixture().compiler.build()
        guard let guest = automaton.lexicon.id(of: "guest") else {
            Issue.record("no word 'guest'")
            return
        }
        for (id, _) in automaton.vocabularies.enumerated() {
            let contains = automaton.vocabularies[id].allNodes.contains { $0.children[guest] != nil }
            guard contains else { continue }
            // every node may read it from inside that vocabulary.
            for node in automaton.nodes.indices {
                #expect(automaton.reachableWords.mayRead(Int32(node), guest, inside: ReachableWords.bit(index: id)))
            }
        }
    }

    /// Utterances of every kind: exact, typos, fillers, left-out words, values, open text, near
    /// misses, negations. The pruned search must answer exactly as the full one, with no more work
    /// than a probe's budget beyond it per utterance, and about as much in total.
    @Test func prunedSearchAnswersAsTheFullOne() {
        let bounded = Self.fixture().matcher()
        var full = bounded
        full.boundsSearch = false
        let utterances = [
            "turn on the light", "turn on the light in the kitchen", "turn on the light in the living room",
            "turn up the fan", "turn on the fan please", "please turn off the light", "turn of the light",
            "turn on light", "turn on the lihgt in the guest room", "set the light to 40 percent",
            "set the light to forty percent", "set light to 40 percent", "broadcast that dinner is ready",
            "broadcast dinner is ready now", "what is the temperature", "what is the temperature in the kitchen",
            "what is temperature in kitchen", "dim the kitchen lights", "please dim the living room lights",
            "dim the lights", "don't turn on the light", "turn on the light in the garage", "open the door",
            "the the the light", "turn on the the light", "what is the light", "set the fan to 40 percent",
            "um turn on the lihgt now", "okay turn of the light in the kitchen please", "so dim the lihgts now",
        ]
        var boundedWork = 0
        var fullWork = 0
        for text in utterances {
            let fast = bounded.match(text)
            let slow = full.match(text)
            #expect(fast.outcome == slow.outcome, "\(text)")
            #expect(fast.candidates == slow.candidates, "\(text)")
            #expect(fast.suggestions == slow.suggestions, "\(text)")
            // a search that goes on without a reading probes for one, within a budget of its own.
            #expect(fast.expansions <= slow.expansions + PhraseSearch.probeBudget, "\(text)")
            boundedWork += fast.expansions
            fullWork += slow.expansions
        }
        // on so small a grammar a probe saves about what it costs: the pruning's saving shows on
        // larger ones (the demo and Home Assistant suites in SearchBoundTests).
        #expect(boundedWork * 10 <= fullWork * 11)
    }
}

extension Vocabulary {
    /// Every node of the trie, for the plain walks these tests compare the tables with.
    fileprivate var allNodes: [Node] { (0..<nodeCount).map { self[Int32($0)] } }
}
