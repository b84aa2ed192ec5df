/// Steps through a ``PhraseAutomaton`` one word at a time, the way an exact reading does: literal
/// edges read their word, vocabulary slots read their trie token by token, open slots read any
/// words, and a typed slot reads one value. The overlap analyses pair two such walks.
struct AutomatonWalker {
    /// Where a reading can be: at a node, inside a vocabulary slot's trie, or inside an open slot
    /// (having read at least one word), each on the way to the slot edge's target.
    enum Position: Hashable, Comparable {
        case node(Int32)
        case vocabulary(vocabulary: Int32, trie: Int32, target: Int32)
        case open(target: Int32)

        private var key: (Int, Int32, Int32, Int32) {
            switch self {
            case .node(let node): (0, node, 0, 0)
            case .vocabulary(let vocabulary, let trie, let target): (1, vocabulary, trie, target)
            case .open(let target): (2, target, 0, 0)
            }
        }

        static func < (lhs: Position, rhs: Position) -> Bool { lhs.key < rhs.key }
    }

    /// What one step reads.
    enum Label: Hashable {
        /// A lexicon word.
        case token(Int32)
        /// Any word at all (an open slot).
        case any
        /// One value of a typed slot, by recognizer.
        case recognizer(Int32)
    }

    /// One step: what it reads, where it leads, and whether an open slot read the word.
    struct Move {
        var label: Label
        var next: Position
        var isOpen: Bool
    }

    let automaton: PhraseAutomaton
    /// Samples of typed values ("2", "tomorrow", "5 minutes"): an example sentence shows a value its
    /// typed slot reads.
    private let samples: [[Token]]
    private var sampleOf: [Int32: Int] = [:]

    init(_ automaton: PhraseAutomaton) {
        self.automaton = automaton
        samples = [
            "2", "twenty", "3.5", "first", "tomorrow", "friday at 3 pm", "5 minutes", "an hour", "yes", "on", "alice",
            "https://example.com", "5 km", "70 degrees",
        ].map { Tokenizer.tokenize($0) }
        for (index, recognizer) in automaton.recognizers.enumerated() {
            sampleOf[Int32(index)] = samples.firstIndex { sample in
                recognizer.recognize(sample[...]).contains { $0.length == sample.count }
            }
        }
    }

    /// The nodes `node` reaches through ε-edges, itself first.
    func closure(_ node: Int32) -> [Int32] {
        var seen: [Int32] = [node]
        var index = 0
        while index < seen.count {
            for next in automaton.nodes[Int(seen[index])].epsilons where !seen.contains(next) { seen.append(next) }
            index += 1
        }
        return seen
    }

    /// The phrases a reading at `position` has finished.
    func accepts(_ position: Position) -> [Int32] {
        guard case .node(let node) = position else { return [] }
        return closure(node).flatMap { automaton.nodes[Int($0)].accepts }
    }

    /// Every step from `position`, restricted to targets `keep` allows.
    func moves(from position: Position, keep: (Int32) -> Bool = { _ in true }) -> [Move] {
        var moves: [Move] = []
        switch position {
        case .node(let start):
            for node in closure(start) {
                let state = automaton.nodes[Int(node)]
                for edge in state.literals where keep(edge.target) {
                    moves.append(Move(label: .token(edge.token), next: .node(edge.target), isOpen: false))
                }
                for edge in state.slots where keep(edge.target) {
                    switch automaton.slots[Int(edge.slot)].kind {
                    case .vocabulary(let id):
                        trieMoves(Int32(id.rawValue), trie: Vocabulary.root, target: edge.target, into: &moves)
                    case .open:
                        openMoves(target: edge.target, into: &moves)
                    case .recognizer(let id):
                        moves.append(
                            Move(label: .recognizer(Int32(id.rawValue)), next: .node(edge.target), isOpen: false))
                    }
                }
            }
        case .vocabulary(let vocabulary, let trie, let target):
            trieMoves(vocabulary, trie: trie, target: target, into: &moves)
        case .open(let target):
            openMoves(target: target, into: &moves)
        }
        return moves
    }

    private func trieMoves(_ vocabulary: Int32, trie: Int32, target: Int32, into moves: inout [Move]) {
        let words = automaton.vocabularies[Int(vocabulary)]
        for (token, child) in words[trie].children.sorted(by: { $0.key < $1.key }) {
            if !words[child].children.isEmpty {
                moves.append(
                    Move(
                        label: .token(token), next: .vocabulary(vocabulary: vocabulary, trie: child, target: target),
                        isOpen: false))
            }
            if !words[child].values.isEmpty {
                moves.append(Move(label: .token(token), next: .node(target), isOpen: false))
            }
        }
    }

    private func openMoves(target: Int32, into moves: inout [Move]) {
        moves.append(Move(label: .any, next: .open(target: target), isOpen: true))
        moves.append(Move(label: .any, next: .node(target), isOpen: true))
    }

    /// The word both labels read, if any (for an example sentence).
    func common(_ lhs: Label, _ rhs: Label) -> String? {
        switch (lhs, rhs) {
        case (.token(let a), .token(let b)): return a == b ? word(a) : nil
        case (.token(let a), .any), (.any, .token(let a)): return word(a)
        case (.any, .any): return "something"
        case (.recognizer(let k), .any), (.any, .recognizer(let k)): return sample(k)
        case (.recognizer(let k), .token(let a)), (.token(let a), .recognizer(let k)):
            return reads(k, word(a)) ? word(a) : nil
        case (.recognizer(let k), .recognizer(let j)):
            if k == j { return sample(k) }
            return samples.first { sample in [k, j].allSatisfy { reads($0, sample) } }.map(text)
        }
    }

    /// Whether `covering` reads every word `label` can read (for inclusion: `.any` stands for a word
    /// no phrase names).
    func covers(_ covering: Label, _ label: Label) -> Bool {
        switch (covering, label) {
        case (.any, _): true
        case (.token(let a), .token(let b)): a == b
        case (.recognizer(let k), .token(let a)): reads(k, word(a))
        case (.recognizer(let k), .recognizer(let j)): k == j
        default: false
        }
    }

    func word(_ token: Int32) -> String { automaton.lexicon.words[Int(token)] }

    private func sample(_ recognizer: Int32) -> String {
        sampleOf[recognizer].map { text(samples[$0]) } ?? "2"
    }

    private func text(_ tokens: [Token]) -> String { tokens.map(\.text).joined(separator: " ") }

    private func reads(_ recognizer: Int32, _ word: String) -> Bool {
        reads(recognizer, Tokenizer.tokenize(word))
    }

    private func reads(_ recognizer: Int32, _ tokens: [Token]) -> Bool {
        !tokens.isEmpty
            && automaton.recognizers[Int(recognizer)].recognize(tokens[...]).contains { $0.length == tokens.count }
    }

    /// Per node, whether it can still reach a node that accepts one of `phrases`.
    func reaching(_ phrases: Set<Int32>) -> [Bool] {
        PhraseAutomaton.reaching(automaton.nodes) { $0.accepts.contains(where: phrases.contains) }
    }
}

extension PhraseAutomaton {
    /// Per node, whether a path from it reaches a node where `isGoal` holds, by a backward walk
    /// from those nodes.
    /// - Complexity: O(nodes + edges).
    static func reaching(_ nodes: [Node], where isGoal: (Node) -> Bool) -> [Bool] {
        // every node's predecessors in one array (compressed rows): counted, then placed.
        // (fields by index: copying a `Node` retains and releases each of its arrays.)
        var start = [Int32](repeating: 0, count: nodes.count + 1)
        for source in nodes.indices {
            for index in nodes[source].literals.indices { start[Int(nodes[source].literals[index].target) + 1] += 1 }
            for index in nodes[source].slots.indices { start[Int(nodes[source].slots[index].target) + 1] += 1 }
            for index in nodes[source].epsilons.indices { start[Int(nodes[source].epsilons[index]) + 1] += 1 }
        }
        for index in nodes.indices { start[index + 1] += start[index] }
        var next = start
        var predecessors = [Int32](repeating: 0, count: Int(start[nodes.count]))
        func place(_ target: Int32, from source: Int) {
            predecessors[Int(next[Int(target)])] = Int32(source)
            next[Int(target)] += 1
        }
        var reaches = [Bool](repeating: false, count: nodes.count)
        var pending: [Int] = []
        for index in nodes.indices {
            for edge in nodes[index].literals.indices { place(nodes[index].literals[edge].target, from: index) }
            for edge in nodes[index].slots.indices { place(nodes[index].slots[edge].target, from: index) }
            for edge in nodes[index].epsilons.indices { place(nodes[index].epsilons[edge], from: index) }
            if isGoal(nodes[index]) {
                reaches[index] = true
                pending.append(index)
            }
        }
        while let index = pending.popLast() {
            for predecessor in predecessors[Int(start[index])..<Int(start[index + 1])] where !reaches[Int(predecessor)]
            {
                reaches[Int(predecessor)] = true
                pending.append(Int(predecessor))
            }
        }
        return reaches
    }
}
