extension PhraseAutomaton {
    /// The graph with *twins* merged: states that the same states lead to by the same labels, and
    /// that the search tells apart by nothing else (both end a phrase or neither does, the same
    /// rivals of an open slot). The compiler shares a state between phrases only where one state
    /// leads to it, so a rule of optionals (`[please] [(can|could) you]`) leaves a frontier of
    /// several states, and each phrase that goes on from it makes its own copy of the rest: the
    /// search then expands every copy. Twins are read by the same words, so the merged state is
    /// read by the words that led to either, and the phrases each accepts stay the same; the
    /// costs the search charges at a state stay the same too, since the twins are alike in all it
    /// asks of a state besides its edges. The union of their edges can make further twins, which
    /// merge in turn.
    ///
    /// Edges lead from earlier to later states (the compiler makes a target after its sources), so
    /// a pass in order sees a state's sources merged before the state; a graph that is not so is
    /// returned as it is. A graph without twins costs one pass over its edges.
    /// - Complexity: O(edges · log(edges of a state)) a pass; a pass more for each round that merged.
    static func mergingTwins(_ nodes: [Node]) -> [Node] {
        var nodes = nodes
        // a round looks up only the states likeliest to have twins: a state whose twin comes
        // before a merge it needs is merged by the next round.
        while let merged = mergingTwinsOnce(nodes) { nodes = merged }
        return nodes
    }

    /// The graph with the twins one pass finds merged (see ``mergingTwins(_:)``), or nil when it
    /// finds none.
    private static func mergingTwinsOnce(_ nodes: [Node]) -> [Node]? {
        let count = nodes.count
        guard count > 2 else { return nil }
        /// An edge's label as a number: a literal's token, a slot, or ε.
        func literal(_ token: Int32) -> UInt32 { UInt32(truncatingIfNeeded: token) << 2 }
        func slot(_ slot: Int32) -> UInt32 { UInt32(truncatingIfNeeded: slot) << 2 | 1 }
        let epsilon: UInt32 = 2
        // every state's ways in (compressed rows): the source and the label, counted, then placed.
        // (Fields by index throughout: copying a `Node` retains and releases each of its arrays.)
        var start = [Int32](repeating: 0, count: count + 1)
        for source in 0..<count {
            for index in nodes[source].literals.indices {
                let edge = nodes[source].literals[index]
                guard Int(edge.target) > source, edge.token >= 0, edge.token < 1 << 29 else { return nil }
                start[Int(edge.target) + 1] += 1
            }
            for index in nodes[source].slots.indices {
                let edge = nodes[source].slots[index]
                guard Int(edge.target) > source, edge.slot >= 0, edge.slot < 1 << 29 else { return nil }
                start[Int(edge.target) + 1] += 1
            }
            for index in nodes[source].epsilons.indices {
                let target = nodes[source].epsilons[index]
                guard Int(target) > source else { return nil }
                start[Int(target) + 1] += 1
            }
        }
        // the first twins are two targets of one state by one label (the compiler makes a second
        // edge with a label a state has when the first target is not the state's alone), as many
        // ways into each and both ending a phrase or neither: the *seeds*. Without any, there are
        // no twins.
        var seed = [Bool](repeating: false, count: count)
        var seeded = false
        var outgoing: [UInt64] = []
        for source in 0..<count {
            let literals = nodes[source].literals.count
            guard literals + nodes[source].slots.count + nodes[source].epsilons.count > 1 else { continue }
            outgoing.removeAll(keepingCapacity: true)
            for index in 0..<literals {
                let edge = nodes[source].literals[index]
                outgoing.append(UInt64(literal(edge.token)) << 32 | UInt64(UInt32(edge.target)))
            }
            for index in nodes[source].slots.indices {
                let edge = nodes[source].slots[index]
                outgoing.append(UInt64(slot(edge.slot)) << 32 | UInt64(UInt32(edge.target)))
            }
            for index in nodes[source].epsilons.indices {
                outgoing.append(UInt64(epsilon) << 32 | UInt64(UInt32(nodes[source].epsilons[index])))
            }
            outgoing.sort()
            var run = 0
            for index in 1..<outgoing.count {
                if outgoing[index] >> 32 != outgoing[index - 1] >> 32 { run = index }
                let two = Int(UInt32(truncatingIfNeeded: outgoing[index]))
                // (the last 64 of a run only: a run of thousands would cost their square.)
                for earlier in max(run, index - 64)..<index {
                    let one = Int(UInt32(truncatingIfNeeded: outgoing[earlier]))
                    guard start[one + 1] == start[two + 1],
                        nodes[one].accepts.isEmpty == nodes[two].accepts.isEmpty
                    else { continue }
                    seed[one] = true
                    seed[two] = true
                    seeded = true
                }
            }
        }
        outgoing = []
        guard seeded else { return nil }
        for index in 0..<count { start[index + 1] += start[index] }
        var fill = start
        var sources = [Int32](repeating: 0, count: Int(start[count]))
        var labels = [UInt32](repeating: 0, count: Int(start[count]))
        func place(_ target: Int32, _ source: Int, _ label: UInt32) {
            let slot = Int(fill[Int(target)])
            fill[Int(target)] += 1
            sources[slot] = Int32(source)
            labels[slot] = label
        }
        for source in 0..<count {
            for index in nodes[source].literals.indices {
                let edge = nodes[source].literals[index]
                place(edge.target, source, literal(edge.token))
            }
            for index in nodes[source].slots.indices {
                let edge = nodes[source].slots[index]
                place(edge.target, source, slot(edge.slot))
            }
            for index in nodes[source].epsilons.indices { place(nodes[source].epsilons[index], source, epsilon) }
        }
        fill = []

        // each state's representative: the first of its twins. Only a seed, or a state a merged
        // state leads to, may have a twin before it; only they are looked up.
        var twin = [Int32](repeating: 0, count: count)
        var hasTwins = [Bool](repeating: false, count: count)
        var firstByKey: [UInt64: Int32] = [:]
        var merged = false
        var ways: [UInt64] = []
        var other: [UInt64] = []
        /// The ways into `state`, sources taken to their representatives, sorted, without repeats.
        func waysIn(_ state: Int, into ways: inout [UInt64]) {
            ways.removeAll(keepingCapacity: true)
            for slot in Int(start[state])..<Int(start[state + 1]) {
                ways.append(UInt64(labels[slot]) << 32 | UInt64(UInt32(twin[Int(sources[slot])])))
            }
            if ways.count > 1 {
                ways.sort()
                var kept = 1
                for index in 1..<ways.count where ways[index] != ways[kept - 1] {
                    ways[kept] = ways[index]
                    kept += 1
                }
                ways.removeLast(ways.count - kept)
            }
        }
        func alike(_ one: Int, _ two: Int) -> Bool {
            nodes[one].accepts.isEmpty == nodes[two].accepts.isEmpty
                && Set(nodes[one].openRivals) == Set(nodes[two].openRivals)
        }
        for state in 1..<count {
            twin[state] = Int32(state)
            guard start[state] < start[state + 1] else { continue }
            var candidate = seed[state]
            if !candidate {
                for slot in Int(start[state])..<Int(start[state + 1]) where hasTwins[Int(twin[Int(sources[slot])])] {
                    candidate = true
                    break
                }
            }
            guard candidate else { continue }
            waysIn(state, into: &ways)
            var key = HashMixing.mix(nodes[state].accepts.isEmpty ? 1 : 2)
            for rival in nodes[state].openRivals.sorted() { key = HashMixing.mix(key ^ UInt64(UInt32(rival))) }
            for way in ways { key = HashMixing.mix(key ^ way) }
            guard let first = firstByKey[key] else {
                firstByKey[key] = Int32(state)
                continue
            }
            waysIn(Int(first), into: &other)
            if other == ways, alike(Int(first), state) {
                twin[state] = first
                hasTwins[Int(first)] = true
                merged = true
            }
        }
        guard merged else { return nil }
        firstByKey = [:]
        sources = []
        labels = []
        start = []
        seed = []
        hasTwins = []

        // the merged graph: representatives numbered in order, each with the edges of its twins.
        var number = [Int32](repeating: -1, count: count)
        var next: Int32 = 0
        for state in 0..<count where twin[state] == Int32(state) {
            number[state] = next
            next += 1
        }
        var result = [Node](repeating: Node(), count: Int(next))
        var seen = Set<UInt64>()
        for state in 0..<count {
            let into = Int(number[Int(twin[state])])
            let node = nodes[state]
            let first = twin[state] == Int32(state)
            // a state whose edges all lead to representatives, and which has no twin before it,
            // keeps its edges as they are (renumbered): only merged edges can repeat.
            var plain = first
            if plain {
                plain =
                    node.literals.allSatisfy { twin[Int($0.target)] == $0.target }
                    && node.slots.allSatisfy { twin[Int($0.target)] == $0.target }
                    && node.epsilons.allSatisfy { twin[Int($0)] == $0 }
            }
            if plain {
                result[into].literals = node.literals.map { Edge(token: $0.token, target: number[Int($0.target)]) }
                result[into].slots = node.slots.map { SlotEdge(slot: $0.slot, target: number[Int($0.target)]) }
                result[into].epsilons = node.epsilons.map { number[Int($0)] }
                result[into].accepts = node.accepts
                result[into].openRivals = node.openRivals
                continue
            }
            if first { result[into].openRivals = node.openRivals }
            // the representative's edges come first, then each twin's that are new, in order.
            seen.removeAll(keepingCapacity: true)
            for edge in result[into].literals {
                seen.insert(UInt64(UInt32(edge.token)) << 34 | UInt64(UInt32(edge.target)))
            }
            for edge in result[into].slots {
                seen.insert(UInt64(UInt32(edge.slot)) << 34 | 1 << 32 | UInt64(UInt32(edge.target)))
            }
            for target in result[into].epsilons { seen.insert(2 << 32 | UInt64(UInt32(target))) }
            for edge in node.literals {
                let target = number[Int(twin[Int(edge.target)])]
                if seen.insert(UInt64(UInt32(edge.token)) << 34 | UInt64(UInt32(target))).inserted {
                    result[into].literals.append(Edge(token: edge.token, target: target))
                }
            }
            for edge in node.slots {
                let target = number[Int(twin[Int(edge.target)])]
                if seen.insert(UInt64(UInt32(edge.slot)) << 34 | 1 << 32 | UInt64(UInt32(target))).inserted {
                    result[into].slots.append(SlotEdge(slot: edge.slot, target: target))
                }
            }
            for old in node.epsilons {
                let target = number[Int(twin[Int(old)])]
                if seen.insert(2 << 32 | UInt64(UInt32(target))).inserted { result[into].epsilons.append(target) }
            }
            for phrase in node.accepts where !result[into].accepts.contains(phrase) {
                result[into].accepts.append(phrase)
            }
        }
        return result
    }
}
