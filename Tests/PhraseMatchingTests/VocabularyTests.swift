import PhrasebookTestSupport
import Testing

@testable import PhraseMatching

/// The flat vocabulary trie against a plain one (a dictionary of children and an array of values
/// per node, numbered the same way): every node's children, lookups and values agree.
struct VocabularyTests {
    /// The trie as it was kept before it was flat: one dictionary and one array per node.
    private struct ReferenceTrie {
        var children: [[Int32: Int32]] = [[:]]
        var values: [[Int32]] = [[]]

        mutating func insert(_ path: [Int32], value: Int32) {
            guard !path.isEmpty else { return }
            var node = 0
            for token in path {
                if let next = children[node][token] {
                    node = Int(next)
                } else {
                    children[node][token] = Int32(children.count)
                    node = children.count
                    children.append([:])
                    values.append([])
                }
            }
            if !values[node].contains(value) { values[node].append(value) }
        }
    }

    @Test(arguments: [(200, 4, 3, 11), (3_000, 40, 2, 12), (5_000, 3_000, 1, 13), (20, 2, 5, 14), (0, 1, 1, 15)])
    func theFlatTrieAgreesWithOneDictionaryPerNode(entries: Int, tokens: Int, longest: Int, seed: UInt64) {
        var generator = SeededGenerator(state: seed)
        var builder = VocabularyBuilder()
        builder.reserveCapacity(entries / 2)
        var reference = ReferenceTrie()
        for index in 0..<entries {
            let length = Int.random(in: 0...longest, using: &generator)
            // a few large tokens and negative values, besides the dense ones.
            let path = (0..<length).map { _ in
                Bool.random(using: &generator) && index % 7 == 0
                    ? Int32.random(in: Int32.min...Int32.max, using: &generator)
                    : Int32.random(in: 0..<Int32(tokens), using: &generator)
            }
            let value = Int32.random(in: -2..<Int32(max(1, entries / 3)), using: &generator)
            builder.insert(path, value: value, label: "\(index)")
            reference.insert(path, value: value)
        }
        let vocabulary = builder.build()
        #expect(vocabulary.nodeCount == reference.children.count)
        var wide = 0
        for node in reference.children.indices {
            let flat = vocabulary[Int32(node)]
            let children = reference.children[node]
            if children.count > Vocabulary.scanLimit { wide += 1 }
            #expect(Array(flat.values) == reference.values[node], "values of \(node)")
            #expect(flat.children.isEmpty == children.isEmpty && flat.children.count == children.count)
            #expect(Dictionary(uniqueKeysWithValues: flat.children.map { ($0.key, $0.value) }) == children)
            for (token, child) in children { #expect(flat.children[token] == child, "\(node) \(token)") }
            // tokens a node does not have: neighbours of its own, and a few at random.
            for (token, _) in children.prefix(20) where children[token &+ 1] == nil {
                #expect(flat.children[token &+ 1] == nil)
            }
            for _ in 0..<3 {
                let token = Int32.random(in: -5..<Int32(tokens + 5), using: &generator)
                #expect(flat.children[token] == children[token])
            }
        }
        if tokens >= 40 && entries >= 3_000 { #expect(wide > 0, "some nodes are read through the table") }
    }

    @Test func anEmptyVocabularyHasTheRootAlone() {
        let vocabulary = Vocabulary()
        #expect(vocabulary.nodeCount == 1)
        #expect(vocabulary[Vocabulary.root].children.isEmpty && vocabulary[Vocabulary.root].values.isEmpty)
        #expect(vocabulary[Vocabulary.root].children[0] == nil)
    }
}
