/// Per utterance position, the lexicon tokens it may stand for and what each reading costs.
///
/// The exact tier has one reading per known token at cost 0; the fuzzy tier adds near spellings.
struct TokenLattice {
    var readings: [[(token: Int32, cost: Float)]]

    /// Exact readings: each utterance token that the lexicon knows, at cost 0.
    init(exact tokens: [Token], lexicon: Lexicon) {
        readings = tokens.map { token in lexicon.id(of: token.text).map { [(token: $0, cost: Float(0))] } ?? [] }
    }
}

/// Bounds on one search.
struct SearchLimits {
    var maxExpansions: Int
    var maxCandidates: Int
}

/// A complete reading of the utterance by one phrase, as the search found it.
struct SearchHit {
    var phrase: Int32
    var cost: Float
    var openTokens: Int32
    var captures: [RawCapture]
}

struct RawCapture {
    var slot: Int32
    var start: Int32
    var end: Int32
    /// The vocabulary trie node the capture ended at, or -1 for open and typed slots.
    var trie: Int32
}

/// Best-first search over (automaton state, token position) with costs.
///
/// Exact matching is the cost-0 case. Every edit the fuzzy tier adds is one more kind of move
/// with a cost, so the search itself does not change.
struct PhraseSearch {
    let automaton: PhraseAutomaton
    let tokens: [Token]
    let lattice: TokenLattice
    let limits: SearchLimits

    private struct CaptureLink {
        var capture: RawCapture
        var parent: Int32
    }

    /// The best hit per phrase, cheapest first, and how many states were expanded.
    func run() -> (hits: [SearchHit], expansions: Int) {
        var heap = SearchHeap()
        var visited = Set<SearchState>()
        var links: [CaptureLink] = []
        var hits: [SearchHit] = []
        var hitPhrases = Set<Int32>()
        var order: Int32 = 0
        var expansions = 0
        let end = Int32(tokens.count)

        func push(_ state: SearchState, _ cost: Float, _ open: Int32, _ capture: Int32) {
            guard !visited.contains(state) else { return }
            order &+= 1
            heap.push(SearchEntry(cost: cost, openTokens: open, order: order, state: state, capture: capture))
        }
        func link(_ capture: RawCapture, after parent: Int32) -> Int32 {
            links.append(CaptureLink(capture: capture, parent: parent))
            return Int32(links.count - 1)
        }

        push(.at(PhraseAutomaton.root, 0), 0, 0, -1)
        while let entry = heap.pop() {
            let state = entry.state
            guard visited.insert(state).inserted else { continue }
            expansions += 1
            if expansions > limits.maxExpansions || hitPhrases.count >= limits.maxCandidates { break }
            let node = automaton.nodes[Int(state.node)]
            let position = Int(state.position)

            if state.edge >= 0 {
                // inside a vocabulary slot: leave it where a value ends, or read one more token.
                let edge = node.slots[Int(state.edge)]
                guard case .vocabulary(let id) = automaton.slots[Int(edge.slot)].kind else { continue }
                let vocabulary = automaton.vocabularies[id.rawValue]
                let trieNode = vocabulary[state.trie]
                if !trieNode.values.isEmpty {
                    let capture = link(RawCapture(slot: edge.slot, start: state.start, end: state.position, trie: state.trie),
                                       after: entry.capture)
                    push(.at(edge.target, state.position), entry.cost, entry.openTokens, capture)
                }
                if position < tokens.count {
                    for reading in lattice.readings[position] {
                        guard let child = trieNode.children[reading.token] else { continue }
                        var next = state
                        next.trie = child
                        next.position += 1
                        push(next, entry.cost + reading.cost, entry.openTokens, entry.capture)
                    }
                }
                continue
            }

            if state.position == end, !node.accepts.isEmpty {
                for phrase in node.accepts where hitPhrases.insert(phrase).inserted {
                    hits.append(SearchHit(phrase: phrase, cost: entry.cost, openTokens: entry.openTokens,
                                          captures: chain(entry.capture, links)))
                }
            }
            for target in node.epsilons {
                push(.at(target, state.position), entry.cost, entry.openTokens, entry.capture)
            }
            if position < tokens.count {
                for reading in lattice.readings[position] {
                    guard let target = node.literals[reading.token] else { continue }
                    push(.at(target, state.position + 1), entry.cost + reading.cost, entry.openTokens, entry.capture)
                }
            }
            for (index, edge) in node.slots.enumerated() {
                switch automaton.slots[Int(edge.slot)].kind {
                case .vocabulary:
                    var inside = state
                    inside.edge = Int32(index)
                    inside.trie = Vocabulary.root
                    push(inside, entry.cost, entry.openTokens, entry.capture)
                case .open:
                    // any non-empty span; the words after the slot decide where it really ends.
                    guard position < tokens.count else { continue }
                    for stop in (position + 1)...tokens.count {
                        let capture = link(RawCapture(slot: edge.slot, start: state.position, end: Int32(stop), trie: -1),
                                           after: entry.capture)
                        push(.at(edge.target, Int32(stop)), entry.cost, entry.openTokens + Int32(stop - position), capture)
                    }
                case .recognizer(let id):
                    guard position < tokens.count else { continue }
                    for span in automaton.recognizers[id.rawValue].recognize(tokens[position...])
                    where span.length > 0 && position + span.length <= tokens.count {
                        let stop = state.position + Int32(span.length)
                        let capture = link(RawCapture(slot: edge.slot, start: state.position, end: stop, trie: -1),
                                           after: entry.capture)
                        push(.at(edge.target, stop), entry.cost + span.cost, entry.openTokens, capture)
                    }
                }
            }
        }
        return (hits, expansions)
    }

    private func chain(_ last: Int32, _ links: [CaptureLink]) -> [RawCapture] {
        var captures: [RawCapture] = []
        var index = last
        while index >= 0 {
            captures.append(links[Int(index)].capture)
            index = links[Int(index)].parent
        }
        return captures.reversed()
    }
}
