/// Two phrases that read one sentence exactly and equally well (the same words in open slots).
package struct PhraseOverlap: Sendable, Hashable {
    /// The phrase ids, in ``PhraseAutomaton/phrases``.
    package var first: Int
    package var second: Int
    /// A sentence both read.
    package var sentence: String
}

/// One word (or words) that two vocabulary slots leaving the same state both read.
package struct VocabularyOverlap: Sendable, Hashable {
    /// The two slots, in slot-id order.
    package var first: SlotDescriptor
    package var second: SlotDescriptor
    /// A phrase that goes through each slot.
    package var firstPhrase: Int
    package var secondPhrase: Int
    /// The words both vocabularies have.
    package var text: String
    /// The words that lead to the state, slots shown as `{name}` ("play").
    package var prefix: String
}

extension PhraseAutomaton {
    /// Pairs of positive phrases of different owners that read one sentence exactly and equally
    /// well, with the shortest such sentence, one pair per pair of owners.
    ///
    /// Found by a breadth-first search of the automaton's product with itself (never by listing
    /// sentences): a state pairs two reading positions and the difference of the words open slots
    /// took on each side; a pair of phrases is reported where both accept with no difference,
    /// because a reading that leans less on open slots would win outright.
    /// - Returns: the overlaps, and whether the search finished within `maxStates` product states.
    /// - Complexity: O(`maxStates` × edges per state).
    package func overlaps(maxStates: Int = 200_000) -> (overlaps: [PhraseOverlap], complete: Bool) {
        let walker = AutomatonWalker(self)
        struct State: Hashable {
            var first: AutomatonWalker.Position
            var second: AutomatonWalker.Position
            var lead: Int
            init(_ first: AutomatonWalker.Position, _ second: AutomatonWalker.Position, lead: Int) {
                // the product is symmetric: keep one of (a, b) and (b, a).
                if second < first {
                    (self.first, self.second, self.lead) = (second, first, -lead)
                } else {
                    (self.first, self.second, self.lead) = (first, second, lead)
                }
            }
        }
        let start = State(.node(Self.root), .node(Self.root), lead: 0)
        var parents: [State: (State, String)] = [:]
        var queue = [start]
        var seenOwners = Set<[PhraseOwner]>()
        var found: [PhraseOverlap] = []
        var index = 0
        while index < queue.count {
            guard queue.count <= maxStates else { return (found, false) }
            let state = queue[index]
            index += 1
            if state.lead == 0 {
                for first in walker.accepts(state.first) {
                    for second in walker.accepts(state.second) where first < second {
                        let (a, b) = (phrases[Int(first)], phrases[Int(second)])
                        guard a.polarity == .positive, b.polarity == .positive, a.owner.intent != nil,
                            b.owner.intent != nil,
                            a.owner != b.owner, seenOwners.insert([a.owner, b.owner].sorted()).inserted
                        else { continue }
                        found.append(
                            PhraseOverlap(
                                first: Int(first), second: Int(second), sentence: Self.sentence(to: state, parents)))
                    }
                }
            }
            let secondMoves = walker.moves(from: state.second)
            var byToken: [Int32: [AutomatonWalker.Move]] = [:]
            var others: [AutomatonWalker.Move] = []
            for move in secondMoves {
                if case .token(let token) = move.label {
                    byToken[token, default: []].append(move)
                } else {
                    others.append(move)
                }
            }
            for move in walker.moves(from: state.first) {
                let partners =
                    if case .token(let token) = move.label { (byToken[token] ?? []) + others } else { secondMoves }
                for partner in partners {
                    guard let word = walker.common(move.label, partner.label) else { continue }
                    let lead = state.lead + (move.isOpen ? 1 : 0) - (partner.isOpen ? 1 : 0)
                    // a reading far ahead in open words will not come back to a tie soon enough to matter.
                    guard abs(lead) <= 4 else { continue }
                    let next = State(move.next, partner.next, lead: lead)
                    guard next != start, parents[next] == nil else { continue }
                    parents[next] = (state, word)
                    queue.append(next)
                }
            }
        }
        return (found, true)
    }

    private static func sentence<State: Hashable>(to state: State, _ parents: [State: (State, String)]) -> String {
        var words: [String] = []
        var current = state
        while let (previous, word) = parents[current] {
            words.append(word)
            current = previous
        }
        return words.reversed().joined(separator: " ")
    }

    /// Whether phrase `covering` reads every sentence phrase `phrase` reads, exactly.
    ///
    /// A search over the positions of `phrase` paired with the set of positions `covering` can be
    /// in (a subset construction on the fly); an open slot of `phrase` stands for a word no phrase
    /// names, which only an open slot covers. Returns nil when `maxStates` is not enough to tell.
    /// - Complexity: O(`maxStates` × edges per state).
    package func alwaysAccepts(_ covering: Int, everySentenceOf phrase: Int, maxStates: Int = 50_000) -> Bool? {
        let walker = AutomatonWalker(self)
        let inPhrase = walker.reaching([Int32(phrase)])
        let inCovering = walker.reaching([Int32(covering)])
        struct State: Hashable {
            var position: AutomatonWalker.Position
            var covering: [AutomatonWalker.Position]
        }
        var seen: Set<State> = []
        var queue = [State(position: .node(Self.root), covering: [.node(Self.root)])]
        var index = 0
        while index < queue.count {
            guard queue.count <= maxStates else { return nil }
            let state = queue[index]
            index += 1
            if walker.accepts(state.position).contains(Int32(phrase)),
                !state.covering.contains(where: { walker.accepts($0).contains(Int32(covering)) })
            {
                return false
            }
            let coveringMoves = state.covering.flatMap { walker.moves(from: $0) { inCovering[Int($0)] } }
            for move in walker.moves(from: state.position, keep: { inPhrase[Int($0)] }) {
                let next = Set(coveringMoves.filter { walker.covers($0.label, move.label) }.map(\.next)).sorted()
                // every position kept can still finish the phrase: a word the covering phrase cannot read here is a counterexample.
                guard !next.isEmpty else { return false }
                let state = State(position: move.next, covering: next)
                if seen.insert(state).inserted { queue.append(state) }
            }
        }
        return true
    }

    /// Words that two vocabulary slots leaving the same state both read ("rock", a genre and a
    /// playlist, after "play"), one per pair of vocabularies. App-name slots are left out.
    package func vocabularyOverlaps() -> [VocabularyOverlap] {
        let walker = AutomatonWalker(self)
        let prefixes = shortestPrefixes()
        var seen = Set<[Int]>()
        var found: [VocabularyOverlap] = []
        for (index, node) in nodes.enumerated() {
            let edges = node.slots.compactMap { edge -> (SlotEdge, SlotDescriptor, Int)? in
                let slot = slots[Int(edge.slot)]
                guard slot.parameter != nil, case .vocabulary(let id) = slot.kind else { return nil }
                return (edge, slot, id.rawValue)
            }
            for (offset, first) in edges.enumerated() {
                for second in edges[(offset + 1)...]
                where first.2 != second.2 && seen.insert([first.2, second.2].sorted()).inserted {
                    guard let text = commonEntry(first.2, second.2, walker),
                        let firstPhrase = firstAccept(from: first.0.target),
                        let secondPhrase = firstAccept(from: second.0.target)
                    else { continue }
                    found.append(
                        VocabularyOverlap(
                            first: first.1, second: second.1, firstPhrase: firstPhrase, secondPhrase: secondPhrase,
                            text: text, prefix: prefixes[index] ?? ""))
                }
            }
        }
        return found
    }

    /// The shortest entry two vocabularies share, by a walk of their tries in step.
    private func commonEntry(_ first: Int, _ second: Int, _ walker: AutomatonWalker) -> String? {
        let (a, b) = (vocabularies[first], vocabularies[second])
        var queue: [(Int32, Int32, [Int32])] = [(Vocabulary.root, Vocabulary.root, [])]
        var index = 0
        while index < queue.count {
            let (x, y, words) = queue[index]
            index += 1
            if !words.isEmpty, !a[x].values.isEmpty, !b[y].values.isEmpty {
                return words.map(walker.word).joined(separator: " ")
            }
            for (token, child) in a[x].children.sorted(by: { $0.key < $1.key }) {
                if let other = b[y].children[token] { queue.append((child, other, words + [token])) }
            }
        }
        return nil
    }

    /// The first phrase accepted after `node`, breadth first.
    private func firstAccept(from node: Int32) -> Int? {
        var queue = [node]
        var seen: Set<Int32> = [node]
        var index = 0
        while index < queue.count {
            let state = nodes[Int(queue[index])]
            index += 1
            if let phrase = state.accepts.first { return Int(phrase) }
            for next in state.literals.map(\.target) + state.slots.map(\.target) + state.epsilons
            where seen.insert(next).inserted {
                queue.append(next)
            }
        }
        return nil
    }

    /// Per node, the words of a shortest path from the root, slots as `{name}`.
    private func shortestPrefixes() -> [Int: String] {
        var prefixes: [Int: String] = [Int(Self.root): ""]
        var queue = [Self.root]
        var index = 0
        while index < queue.count {
            let node = queue[index]
            index += 1
            let prefix = prefixes[Int(node)] ?? ""
            var steps = nodes[Int(node)].literals.map { ($0.target, lexicon.words[Int($0.token)]) }
            steps += nodes[Int(node)].slots.map {
                ($0.target, "{\(slots[Int($0.slot)].parameter ?? "applicationName")}")
            }
            steps += nodes[Int(node)].epsilons.map { ($0, "") }
            for (target, word) in steps where prefixes[Int(target)] == nil {
                prefixes[Int(target)] = [prefix, word].filter { !$0.isEmpty }.joined(separator: " ")
                queue.append(target)
            }
        }
        return prefixes
    }
}
