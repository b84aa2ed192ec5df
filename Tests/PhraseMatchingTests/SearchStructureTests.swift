import Testing

@testable import PhraseMatching

/// The search's own containers against the standard library's: same answers, whatever the order
/// of operations and however often they grow.
@Suite struct SearchStructureTests {
    /// A small deterministic generator, so a failure can be replayed.
    private struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    private static func state(_ generator: inout Generator) -> SearchState {
        SearchState(
            node: Int32(generator.next(500)), edge: Int32(generator.next(4)) - 1, trie: Int32(generator.next(30)),
            position: Int32(generator.next(40)), start: Int32(generator.next(40)),
            flags: PathFlags(rawValue: UInt8(generator.next(16))))
    }

    @Test(arguments: [1, 2, 3])
    func heapPopsInPriorityThenOpenTokensThenArrivalOrder(seed: UInt64) {
        var generator = Generator(state: seed)
        var heap = SearchHeap()
        var reference: [SearchEntry] = []
        var order: Int32 = 0
        var popped: [Int32] = []
        var expected: [Int32] = []
        for _ in 0..<5_000 {
            if generator.next(3) > 0 {
                order += 1
                // few distinct priorities and token counts, so ties are common.
                let entry = SearchEntry(
                    priority: Float(generator.next(8)) / 4, cost: 0, openTokens: Int32(generator.next(3)),
                    order: order, state: Self.state(&generator), capture: -1)
                heap.push(entry)
                reference.append(entry)
            } else {
                popped.append(heap.pop()?.order ?? -1)
                if let index = reference.indices.min(by: { reference[$0].precedes(reference[$1]) }) {
                    expected.append(reference.remove(at: index).order)
                } else {
                    expected.append(-1)
                }
            }
        }
        while let entry = heap.pop() { popped.append(entry.order) }
        expected += reference.sorted { $0.precedes($1) }.map(\.order)
        #expect(popped == expected)
        #expect(heap.isEmpty)
    }

    @Test(arguments: [1, 2, 3])
    func stateSetAgreesWithSet(seed: UInt64) {
        var generator = Generator(state: seed)
        var set = SearchStateSet()
        var reference = Set<SearchState>()
        for _ in 0..<20_000 {
            let state = Self.state(&generator)
            #expect(set.contains(state) == reference.contains(state))
            #expect(set.insert(state) == reference.insert(state).inserted)
            #expect(set.contains(state))
        }
    }

    /// `offer` admits an entry only when the heap would hand it out before every entry already
    /// queued for its state, and never once the state is expanded.
    @Test(arguments: [1, 2, 3])
    func offerAdmitsOnlyEntriesThatWouldComeOutFirst(seed: UInt64) {
        var generator = Generator(state: seed)
        var set = SearchStateSet()
        var queued: [SearchState: (priority: Float, open: Int32)] = [:]
        var expanded = Set<SearchState>()
        // few distinct states, so most offers meet a queued or expanded one.
        let states = (0..<300).map { _ in Self.state(&generator) }
        for _ in 0..<20_000 {
            let state = states[generator.next(states.count)]
            if generator.next(4) == 0 {
                #expect(set.insert(state) == expanded.insert(state).inserted)
                continue
            }
            let priority = Float(generator.next(6)) / 2
            let open = Int32(generator.next(3))
            var admitted = !expanded.contains(state)
            if admitted, let best = queued[state] {
                admitted = priority < best.priority || (priority == best.priority && open < best.open)
            }
            if admitted { queued[state] = (priority, open) }
            #expect(set.offer(state, priority: priority, openTokens: open) == admitted)
            #expect(set.contains(state) == expanded.contains(state))
        }
    }
}
