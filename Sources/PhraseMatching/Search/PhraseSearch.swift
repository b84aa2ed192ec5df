/// Bounds and costs of one search.
struct SearchSettings {
    var maxExpansions: Int
    var maxCandidates: Int
    /// Whether edits (skips, deletions, missing slots) are allowed; readings come from the lattice.
    var fuzzy: Bool
    var costs: SearchCosts
    var omitApplicationName: Bool
    /// Entries costing more are dropped: their score could not be useful even as a suggestion.
    var maxCost: Float
}

/// A complete reading of the utterance by one phrase, as the search found it.
struct SearchHit {
    var phrase: Int32
    var cost: Float
    var openTokens: Int32
    var trail: [TrailStep]
}

/// One step of a path through a phrase: a word of the phrase, or a slot and what it took.
enum TrailStep {
    /// A literal word of the phrase (read exactly, fuzzily, or left out by the utterance).
    case word(Int32)
    /// A slot that took the tokens `start..<end` (an empty range when the utterance gave no value);
    /// `trie` is the vocabulary node the value ended at, or -1.
    case slot(slot: Int32, start: Int32, end: Int32, trie: Int32)
}

/// Best-first search over (automaton state, token position) with costs.
///
/// Exact matching is the cost-0 case. The fuzzy tier adds moves, each with a cost from
/// ``SearchCosts``: near spellings, splits and merges (from the lattice), extra utterance words,
/// phrase words the utterance leaves out, slots without a value, and an omitted app name.
struct PhraseSearch {
    let automaton: PhraseAutomaton
    let tokens: [Token]
    let lattice: TokenLattice
    let settings: SearchSettings

    private struct Link {
        var step: TrailStep
        var parent: Int32
    }

    /// Mutable state of one run, kept together so the moves can be small methods.
    private struct Run {
        var heap = SearchHeap()
        var visited = Set<SearchState>()
        var links: [Link] = []
        var order: Int32 = 0
        let maxCost: Float

        mutating func push(_ state: SearchState, _ cost: Float, _ open: Int32, _ trail: Int32) {
            guard cost <= maxCost, !visited.contains(state) else { return }
            order &+= 1
            heap.push(SearchEntry(cost: cost, openTokens: open, order: order, state: state, capture: trail))
        }

        mutating func link(_ step: TrailStep, after parent: Int32) -> Int32 {
            links.append(Link(step: step, parent: parent))
            return Int32(links.count - 1)
        }
    }

    /// The best hit per phrase, cheapest first, and how many states were expanded.
    func run() -> (hits: [SearchHit], expansions: Int) {
        var run = Run(maxCost: settings.maxCost)
        var hits: [SearchHit] = []
        var hitPhrases = Set<Int32>()
        var expansions = 0
        run.push(.at(PhraseAutomaton.root, 0), 0, 0, -1)
        while let entry = run.heap.pop() {
            guard run.visited.insert(entry.state).inserted else { continue }
            if let first = hits.first, entry.cost > first.cost + 1 { break }
            expansions += 1
            if expansions > settings.maxExpansions || hitPhrases.count >= settings.maxCandidates { break }
            if entry.state.edge >= 0 {
                expandInsideVocabulary(entry, &run)
                continue
            }
            let node = automaton.nodes[Int(entry.state.node)]
            if Int(entry.state.position) == tokens.count {
                for phrase in node.accepts where hitPhrases.insert(phrase).inserted {
                    hits.append(SearchHit(phrase: phrase, cost: entry.cost, openTokens: entry.openTokens,
                                          trail: trail(entry.capture, run.links)))
                }
            }
            expand(entry, node, &run)
        }
        return (hits, expansions)
    }

    /// Moves from an automaton state.
    private func expand(_ entry: SearchEntry, _ node: PhraseAutomaton.Node, _ run: inout Run) {
        let state = entry.state
        let position = Int(state.position)
        let atEnd = position >= tokens.count
        for target in node.epsilons {
            run.push(.at(target, state.position, leftOutContent: state.leftOutContent), entry.cost, entry.openTokens, entry.capture)
        }
        if !atEnd {
            for reading in lattice.readings[position] {
                read(reading, from: node, entry, &run)
            }
        }
        for (index, edge) in node.slots.enumerated() {
            let descriptor = automaton.slots[Int(edge.slot)]
            switch descriptor.kind {
            case .vocabulary:
                var inside = state
                inside.edge = Int32(index)
                inside.trie = Vocabulary.root
                run.push(inside, entry.cost, entry.openTokens, entry.capture)
            case .open:
                // any non-empty span; the words after the slot decide where it really ends.
                guard !atEnd, !state.leftOutContent else { break }
                for stop in (position + 1)...tokens.count {
                    let step = run.link(.slot(slot: edge.slot, start: state.position, end: Int32(stop), trie: -1), after: entry.capture)
                    run.push(.at(edge.target, Int32(stop), leftOutContent: state.leftOutContent), entry.cost,
                             entry.openTokens + Int32(stop - position), step)
                }
            case .recognizer(let id):
                guard !atEnd else { break }
                for span in automaton.recognizers[id.rawValue].recognize(tokens[position...])
                where span.length > 0 && position + span.length <= tokens.count {
                    let stop = state.position + Int32(span.length)
                    let step = run.link(.slot(slot: edge.slot, start: state.position, end: stop, trie: -1), after: entry.capture)
                    run.push(.at(edge.target, stop, leftOutContent: state.leftOutContent), entry.cost + span.cost, entry.openTokens, step)
                }
            }
            guard settings.fuzzy else { continue }
            // the utterance gives no value for the slot (or, where allowed, no app name).
            let isApplicationName = descriptor.parameter == nil
            guard !isApplicationName || settings.omitApplicationName else { continue }
            let cost = isApplicationName ? settings.costs.omittedApplicationName : settings.costs.missingSlot
            let step = run.link(.slot(slot: edge.slot, start: state.position, end: state.position, trie: -1), after: entry.capture)
            run.push(.at(edge.target, state.position, leftOutContent: state.leftOutContent), entry.cost + cost, entry.openTokens, step)
        }
        guard settings.fuzzy else { return }
        if !atEnd, tokens[position].kind == .word {
            // an utterance word the phrase does not have. Numbers, e-mail addresses and URLs carry
            // values, so they are never dropped silently.
            let cost = lattice.isFiller[position] ? settings.costs.extraFiller : settings.costs.extraWord
            run.push(.at(state.node, state.position + 1, leftOutContent: state.leftOutContent), entry.cost + cost,
                     entry.openTokens, entry.capture)
        }
        leaveOutWords(entry, node, &run)
    }

    /// Follows `reading` along literal edges (two of them for a split word).
    private func read(_ reading: Reading, from node: PhraseAutomaton.Node, _ entry: SearchEntry, _ run: inout Run) {
        guard var target = node.literals[reading.token] else { return }
        var trail = run.link(.word(reading.token), after: entry.capture)
        if reading.second >= 0 {
            guard let next = automaton.nodes[Int(target)].literals[reading.second] else { return }
            target = next
            trail = run.link(.word(reading.second), after: trail)
        }
        run.push(.at(target, entry.state.position + reading.span, leftOutContent: entry.state.leftOutContent),
                 entry.cost + reading.cost, entry.openTokens, trail)
    }

    /// Phrase words the utterance leaves out. Small nodes try every edge; large ones only function
    /// words, and content words that the next utterance word then continues from.
    private func leaveOutWords(_ entry: SearchEntry, _ node: PhraseAutomaton.Node, _ run: inout Run) {
        let costs = settings.costs
        func cost(of token: Int32) -> Float {
            automaton.isFunctionWord[Int(token)] ? costs.missingFunctionWord : costs.missingWord
        }
        let state = entry.state
        let contentAllowed = entry.openTokens == 0
        if node.literals.count <= PhraseAutomaton.scanLimit {
            for (token, target) in node.literals {
                let isFunction = automaton.isFunctionWord[Int(token)]
                guard isFunction || contentAllowed else { continue }
                let step = run.link(.word(token), after: entry.capture)
                run.push(.at(target, state.position, leftOutContent: state.leftOutContent || !isFunction),
                         entry.cost + cost(of: token), entry.openTokens, step)
            }
            return
        }
        for edge in node.functionEdges {
            let step = run.link(.word(edge.token), after: entry.capture)
            run.push(.at(edge.target, state.position, leftOutContent: state.leftOutContent),
                     entry.cost + costs.missingFunctionWord, entry.openTokens, step)
        }
        let position = Int(state.position)
        guard position < tokens.count, contentAllowed else { return }
        for reading in lattice.readings[position] where reading.second < 0 {
            for skip in node.skipAhead[reading.token] ?? [] where !automaton.isFunctionWord[Int(skip.token)] {
                let left = run.link(.word(skip.token), after: entry.capture)
                let step = run.link(.word(reading.token), after: left)
                run.push(.at(skip.target, state.position + reading.span, leftOutContent: true),
                         entry.cost + costs.missingWord + reading.cost, entry.openTokens, step)
            }
        }
    }

    /// Moves inside a vocabulary slot: leave where a value ends, or read one more token.
    private func expandInsideVocabulary(_ entry: SearchEntry, _ run: inout Run) {
        let state = entry.state
        let edge = automaton.nodes[Int(state.node)].slots[Int(state.edge)]
        guard case .vocabulary(let id) = automaton.slots[Int(edge.slot)].kind else { return }
        let trieNode = automaton.vocabularies[id.rawValue][state.trie]
        if !trieNode.values.isEmpty {
            let step = run.link(.slot(slot: edge.slot, start: state.start, end: state.position, trie: state.trie), after: entry.capture)
            run.push(.at(edge.target, state.position, leftOutContent: state.leftOutContent), entry.cost, entry.openTokens, step)
        }
        let position = Int(state.position)
        guard position < tokens.count else { return }
        for reading in lattice.readings[position] {
            guard var child = trieNode.children[reading.token] else { continue }
            if reading.second >= 0 {
                guard let next = automaton.vocabularies[id.rawValue][child].children[reading.second] else { continue }
                child = next
            }
            var next = state
            next.trie = child
            next.position += reading.span
            run.push(next, entry.cost + reading.cost, entry.openTokens, entry.capture)
        }
    }

    private func trail(_ last: Int32, _ links: [Link]) -> [TrailStep] {
        var steps: [TrailStep] = []
        var index = last
        while index >= 0 {
            steps.append(links[Int(index)].step)
            index = links[Int(index)].parent
        }
        return steps.reversed()
    }
}
