extension PhraseAutomaton {
    /// Merges *twins* in place: states that the same states lead to by the same labels, and
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
    /// one pass in order finds every twin: a state's sources have their representatives (the first
    /// of their twins) before the state is looked up by its ways in, taken to those
    /// representatives; merges that make further twins are thus seen without a second pass. A
    /// graph that is not so is left as it is. Each representative then moves, with its twins'
    /// edges, to an array of the merged graph's size; a state no merge touched keeps its arrays
    /// (targets renumbered in place), and the twins are dropped with the old array.
    /// - Complexity: O(edges · log(edges of a state)), one hash lookup a state.
    static func mergeTwins(_ nodes: inout [Node]) {
        let count = nodes.count
        guard count > 2 else { return }
        /// An edge's label as a number: a literal's token, a slot, or ε (the low 32 bits left for a
        /// state: a way in's source, or a merged edge's target).
        func literal(_ token: Int32) -> UInt64 { UInt64(UInt32(truncatingIfNeeded: token)) << 34 }
        func slot(_ slot: Int32) -> UInt64 { UInt64(UInt32(truncatingIfNeeded: slot)) << 34 | 1 << 32 }
        let epsilon: UInt64 = 2 << 32
        // every state's ways in (compressed rows), each the label and the source in one number:
        // counted, then placed. (Fields by index throughout: copying a `Node` retains and
        // releases each of its arrays; the scratch is raw memory, without the checks of arrays.)
        let start = UnsafeMutableBufferPointer<Int>.allocate(capacity: count + 1)
        defer { start.deallocate() }
        start.initialize(repeating: 0)
        for source in 0..<count {
            for index in nodes[source].literals.indices {
                let edge = nodes[source].literals[index]
                guard Int(edge.target) > source, edge.token >= 0, edge.token < 1 << 29 else { return }
                start[Int(edge.target) + 1] += 1
            }
            for index in nodes[source].slots.indices {
                let edge = nodes[source].slots[index]
                guard Int(edge.target) > source, edge.slot >= 0, edge.slot < 1 << 29 else { return }
                start[Int(edge.target) + 1] += 1
            }
            for index in nodes[source].epsilons.indices {
                let target = nodes[source].epsilons[index]
                guard Int(target) > source else { return }
                start[Int(target) + 1] += 1
            }
        }
        for index in 0..<count { start[index + 1] += start[index] }
        let ways = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: max(start[count], 1))
        defer { ways.deallocate() }
        // (`fill` ends as each state's end, then as the end of its ways without repeats.)
        let fill = UnsafeMutableBufferPointer<Int>.allocate(capacity: count)
        defer { fill.deallocate() }
        _ = fill.initialize(from: start[0..<count])
        func place(_ target: Int32, _ way: UInt64) {
            ways.initializeElement(at: fill[Int(target)], to: way)
            fill[Int(target)] += 1
        }
        for source in 0..<count {
            let from = UInt64(UInt32(source))
            for index in nodes[source].literals.indices {
                let edge = nodes[source].literals[index]
                place(edge.target, literal(edge.token) | from)
            }
            for index in nodes[source].slots.indices {
                let edge = nodes[source].slots[index]
                place(edge.target, slot(edge.slot) | from)
            }
            for index in nodes[source].epsilons.indices { place(nodes[source].epsilons[index], epsilon | from) }
        }

        // each state's representative: the first state with the same ways in (sources taken to
        // their representatives, which come before it) that the search cannot tell from it. A
        // state's ways are rewritten so once its sources have theirs, and never change after.
        // The first state of each key is kept in an open-addressed table (the keys are hashes).
        var twin = [Int32](repeating: 0, count: count)
        var tableSize = 16
        while tableSize < 2 * count { tableSize <<= 1 }
        let mask = tableSize - 1
        let table = UnsafeMutableBufferPointer<(key: UInt64, state: Int32)>.allocate(capacity: tableSize)
        defer { table.deallocate() }
        table.initialize(repeating: (0, -1))
        var merged = false
        func alike(_ one: Int, _ two: Int) -> Bool {
            nodes[one].accepts.isEmpty == nodes[two].accepts.isEmpty
                && (nodes[one].openRivals == nodes[two].openRivals
                    || Set(nodes[one].openRivals) == Set(nodes[two].openRivals))
        }
        twin.withUnsafeMutableBufferPointer { twin in
            for state in 1..<count {
                twin[state] = Int32(state)
                let from = start[state]
                var end = start[state + 1]
                guard from < end else { continue }
                for index in from..<end {
                    let source = Int(UInt32(truncatingIfNeeded: ways[index]))
                    ways[index] = ways[index] & ~0xFFFF_FFFF | UInt64(UInt32(twin[source]))
                }
                if end - from > 1 {
                    var slice = UnsafeMutableBufferPointer(rebasing: ways[from..<end])
                    slice.sort()
                    var kept = from + 1
                    for index in from + 1..<end where ways[index] != ways[kept - 1] {
                        ways[kept] = ways[index]
                        kept += 1
                    }
                    end = kept
                }
                fill[state] = end
                var key = HashMixing.mix(nodes[state].accepts.isEmpty ? 1 : 2)
                if !nodes[state].openRivals.isEmpty {
                    for rival in nodes[state].openRivals.sorted() { key = HashMixing.mix(key ^ UInt64(UInt32(rival))) }
                }
                for index in from..<end { key = HashMixing.mix(key ^ ways[index]) }
                var probe = Int(truncatingIfNeeded: key) & mask
                while true {
                    let first = Int(table[probe].state)
                    if first < 0 {
                        table[probe] = (key, Int32(state))
                        break
                    }
                    if table[probe].key == key, fill[first] - start[first] == end - from,
                        (0..<end - from).allSatisfy({ ways[start[first] + $0] == ways[from + $0] }),
                        alike(first, state)
                    {
                        twin[state] = Int32(first)
                        merged = true
                        break
                    }
                    probe = (probe + 1) & mask
                }
            }
        }
        guard merged else { return }

        // the members of each class, in order: the representative, then its twins.
        var nextMember = [Int32](repeating: -1, count: count)
        var lastMember = [Int32](repeating: -1, count: count)
        var number = [Int32](repeating: -1, count: count)
        var next: Int32 = 0
        for state in 0..<count {
            let first = Int(twin[state])
            if first == state {
                number[state] = next
                next += 1
                lastMember[state] = Int32(state)
            } else {
                nextMember[Int(lastMember[first])] = Int32(state)
                lastMember[first] = Int32(state)
            }
        }
        lastMember = []
        // the merged graph, in order: each representative, with its twins' edges, moves to an
        // array of the merged graph's size (the compiler's has room for every unmerged state);
        // the twins are dropped with the old array. (Fields by index throughout: copying a `Node`
        // retains and releases each of its arrays.)
        var seen = Set<UInt64>()
        /// Whether `key` is new among a merged state's edges so far (`count` of them): a short
        /// list is scanned, a long one hashed.
        func isNew(_ key: UInt64, among keys: inout [UInt64]) -> Bool {
            if keys.count < 32 {
                for index in keys.indices where keys[index] == key { return false }
                keys.append(key)
                if keys.count == 32 { seen = Set(keys) }
                return true
            }
            keys.append(key)
            return seen.insert(key).inserted
        }
        var keys: [UInt64] = []
        var result: [Node] = []
        result.reserveCapacity(Int(next))
        for state in 0..<count where twin[state] == Int32(state) {
            var plain = nextMember[state] < 0
            if plain {
                for index in nodes[state].literals.indices
                where twin[Int(nodes[state].literals[index].target)] != nodes[state].literals[index].target {
                    plain = false
                    break
                }
            }
            if plain {
                for index in nodes[state].slots.indices
                where twin[Int(nodes[state].slots[index].target)] != nodes[state].slots[index].target {
                    plain = false
                    break
                }
            }
            if plain {
                for index in nodes[state].epsilons.indices
                where twin[Int(nodes[state].epsilons[index])] != nodes[state].epsilons[index] {
                    plain = false
                    break
                }
            }
            if plain {
                // (the targets are all representatives: no two become one.)
                for index in nodes[state].literals.indices {
                    nodes[state].literals[index].target = number[Int(nodes[state].literals[index].target)]
                }
                for index in nodes[state].slots.indices {
                    nodes[state].slots[index].target = number[Int(nodes[state].slots[index].target)]
                }
                for index in nodes[state].epsilons.indices {
                    nodes[state].epsilons[index] = number[Int(nodes[state].epsilons[index])]
                }
            } else {
                // the representative's edges first, then each twin's that are new, in order.
                var literals: [Edge] = []
                var slots: [SlotEdge] = []
                var epsilons: [Int32] = []
                var member = state
                var counts = (literals: 0, slots: 0, epsilons: 0)
                while member >= 0 {
                    counts.literals += nodes[member].literals.count
                    counts.slots += nodes[member].slots.count
                    counts.epsilons += nodes[member].epsilons.count
                    member = Int(nextMember[member])
                }
                if counts.literals > 0 { literals.reserveCapacity(counts.literals) }
                if counts.slots > 0 { slots.reserveCapacity(counts.slots) }
                if counts.epsilons > 0 { epsilons.reserveCapacity(counts.epsilons) }
                var accepts = nodes[state].accepts
                keys.removeAll(keepingCapacity: true)
                member = state
                while member >= 0 {
                    for index in nodes[member].literals.indices {
                        let edge = nodes[member].literals[index]
                        let target = number[Int(twin[Int(edge.target)])]
                        if isNew(literal(edge.token) | UInt64(UInt32(target)), among: &keys) {
                            literals.append(Edge(token: edge.token, target: target))
                        }
                    }
                    for index in nodes[member].slots.indices {
                        let edge = nodes[member].slots[index]
                        let target = number[Int(twin[Int(edge.target)])]
                        if isNew(slot(edge.slot) | UInt64(UInt32(target)), among: &keys) {
                            slots.append(SlotEdge(slot: edge.slot, target: target))
                        }
                    }
                    for index in nodes[member].epsilons.indices {
                        let target = number[Int(twin[Int(nodes[member].epsilons[index])])]
                        if isNew(epsilon | UInt64(UInt32(target)), among: &keys) { epsilons.append(target) }
                    }
                    if member != state {
                        for index in nodes[member].accepts.indices where !accepts.contains(nodes[member].accepts[index])
                        {
                            accepts.append(nodes[member].accepts[index])
                        }
                    }
                    member = Int(nextMember[member])
                }
                nodes[state].literals = literals
                nodes[state].slots = slots
                nodes[state].epsilons = epsilons
                nodes[state].accepts = accepts
            }
            // (moved out, not copied: the place keeps an empty node.)
            var node = Node()
            swap(&node, &nodes[state])
            result.append(node)
        }
        nodes = result
    }
}
