import Testing

@testable import PhraseMatching

/// The one-pass merge of twins (``PhraseAutomaton/mergeTwins(_:)``) against a plain reference:
/// merge any two states with the same ways in that the search cannot tell apart, one pair at a
/// time, until no pair is left.
struct TwinMergeTests {
    /// A state's edges as comparable values: (kind, label, target), kind 0 literal, 1 slot, 2 ε.
    private struct Way: Hashable {
        var kind: Int
        var label: Int32
        var target: Int
    }

    /// Each state's edges (as a set), phrases and rivals.
    private struct Shape: Equatable {
        var edges: Set<Way>
        var accepts: Set<Int32>
        var rivals: Set<Int32>
    }

    private static func edges(of node: PhraseAutomaton.Node) -> [Way] {
        node.literals.map { Way(kind: 0, label: $0.token, target: Int($0.target)) }
            + node.slots.map { Way(kind: 1, label: $0.slot, target: Int($0.target)) }
            + node.epsilons.map { Way(kind: 2, label: 0, target: Int($0)) }
    }

    /// The reference: pairs merged one at a time until none is left; states renumbered in order
    /// of their first member, as the merge numbers them.
    private static func referenceMerge(_ nodes: [PhraseAutomaton.Node]) -> [Shape] {
        var representative = Array(nodes.indices)
        func waysIn(_ state: Int) -> Set<Way> {
            var ways = Set<Way>()
            for source in nodes.indices {
                for edge in edges(of: nodes[source]) where representative[edge.target] == state {
                    ways.insert(Way(kind: edge.kind, label: edge.label, target: representative[source]))
                }
            }
            return ways
        }
        var merged = true
        while merged {
            merged = false
            let live = nodes.indices.filter { representative[$0] == $0 }
            search: for (position, one) in live.enumerated() {
                let ways = waysIn(one)
                guard !ways.isEmpty else { continue }
                for two in live[(position + 1)...]
                where nodes[one].accepts.isEmpty == nodes[two].accepts.isEmpty
                    && Set(nodes[one].openRivals) == Set(nodes[two].openRivals) && waysIn(two) == ways
                {
                    for state in nodes.indices where representative[state] == two { representative[state] = one }
                    merged = true
                    break search
                }
            }
        }
        let live = nodes.indices.filter { representative[$0] == $0 }
        var number = [Int](repeating: -1, count: nodes.count)
        for (index, state) in live.enumerated() { number[state] = index }
        return live.map { state in
            var shape = Shape(edges: [], accepts: [], rivals: Set(nodes[state].openRivals))
            for member in nodes.indices where representative[member] == state {
                for edge in edges(of: nodes[member]) {
                    shape.edges.insert(
                        Way(kind: edge.kind, label: edge.label, target: number[representative[edge.target]]))
                }
                shape.accepts.formUnion(nodes[member].accepts)
            }
            return shape
        }
    }

    private static func shapes(_ nodes: [PhraseAutomaton.Node]) -> [Shape] {
        nodes.map { Shape(edges: Set(edges(of: $0)), accepts: Set($0.accepts), rivals: Set($0.openRivals)) }
    }

    /// A random graph whose edges lead forward, with few labels so that twins are common.
    private static func randomGraph(seed: UInt64, states: Int) -> [PhraseAutomaton.Node] {
        var random = seed
        func next(_ bound: Int) -> Int {
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((random >> 33) % UInt64(bound))
        }
        var nodes = [PhraseAutomaton.Node](repeating: .init(), count: states)
        for source in 0..<states - 1 {
            let room = min(5, states - source - 1)
            for _ in 0..<next(3) {
                let target = Int32(source + 1 + next(room))
                switch next(6) {
                case 0: nodes[source].slots.append(.init(slot: Int32(next(2)), target: target))
                case 1: nodes[source].epsilons.append(target)
                default: nodes[source].literals.append(.init(token: Int32(next(3)), target: target))
                }
            }
            // a fan, as a frontier makes: one word to two states.
            if room > 1, next(2) == 0 {
                let token = Int32(next(3))
                let first = source + 1 + next(room)
                let second = source + 1 + (first - source - 1 + 1 + next(room - 1)) % room
                nodes[source].literals += [
                    .init(token: token, target: Int32(first)), .init(token: token, target: Int32(second)),
                ]
            }
        }
        for state in 1..<states {
            if next(4) == 0 { nodes[state].accepts = [Int32(next(3))] }
            if next(8) == 0 { nodes[state].openRivals = next(2) == 0 ? [0, 1] : [1, 0] }
        }
        return nodes
    }

    @Test func theOnePassMergesWhatPairwiseMergingDoes() {
        var merges = 0
        for seed in 0..<400 as Range<UInt64> {
            let nodes = Self.randomGraph(seed: seed, states: 6 + Int(seed % 30))
            var merged = nodes
            PhraseAutomaton.mergeTwins(&merged)
            #expect(Self.shapes(merged) == Self.referenceMerge(nodes), "graph \(seed)")
            if merged.count < nodes.count { merges += 1 }
        }
        // many of the graphs have twins to merge (71 of the 400).
        #expect(merges > 50)
    }

    @Test func aGraphWithoutTwinsOrWithBackwardEdgesIsLeftAsItIs() {
        var chain = [PhraseAutomaton.Node](repeating: .init(), count: 4)
        for state in 0..<3 { chain[state].literals = [.init(token: Int32(state), target: Int32(state + 1))] }
        chain[3].accepts = [0]
        var merged = chain
        PhraseAutomaton.mergeTwins(&merged)
        #expect(Self.shapes(merged) == Self.shapes(chain))
        // twins (1 and 2), but an edge back from 2 to 1: not in order, so not merged.
        var backward = [PhraseAutomaton.Node](repeating: .init(), count: 3)
        backward[0].literals = [.init(token: 0, target: 1), .init(token: 0, target: 2)]
        backward[2].epsilons = [1]
        merged = backward
        PhraseAutomaton.mergeTwins(&merged)
        #expect(merged.count == 3)
    }

    /// Lead-ins of optionals make twins whose merge makes more twins after them: the compiled
    /// graph keeps none, and each phrase is still read as written.
    @Test func compiledLeadInsKeepNoTwins() {
        var fixture = MatcherFixture()
        fixture.open("device")
        fixture.phrase("[please] [(can|could) you] [kindly] (turn|switch) on the {device}", intent: 0)
        fixture.phrase("[please] [(can|could) you] [kindly] (turn|switch) off the {device}", intent: 1)
        fixture.phrase("[please] [(can|could) you] [kindly] (turn|switch) on the {device} now", intent: 2)
        fixture.phrase("[please] [would you] [kindly] dim the {device}", intent: 3)
        let automaton = fixture.compiler.build()
        var again = automaton.nodes
        PhraseAutomaton.mergeTwins(&again)
        #expect(again.count == automaton.nodes.count)
        #expect(Self.referenceMerge(automaton.nodes) == Self.shapes(automaton.nodes))
        let matcher = fixture.matcher(.exact)
        #expect(matcher.match("please could you kindly switch off the lamp").matched?.owner.intent == 1)
        #expect(matcher.match("turn on the lamp now").matched?.owner.intent == 2)
        #expect(matcher.match("can you turn on the lamp").captured == ["device=lamp"])
        #expect(matcher.match("would you kindly dim the lamp").matched?.owner.intent == 3)
        #expect(matcher.match("would you turn on the lamp").matched == nil)
    }
}
