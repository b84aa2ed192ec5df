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

    /// The heap's order is the entries' (priority, open tokens, arrival), compared field by field
    /// here, so the key that packs the first two into one word is checked too (negative priorities
    /// and −0 included, which the search's default costs never give).
    @Test(arguments: [1, 2, 3])
    func heapPopsInPriorityThenOpenTokensThenArrivalOrder(seed: UInt64) {
        var generator = Generator(state: seed)
        var heap = SearchHeap()
        var reference: [(priority: Float, open: Int32, index: Int32)] = []
        var index: Int32 = 0
        var popped: [Int32] = []
        var expected: [Int32] = []
        func before(
            _ a: (priority: Float, open: Int32, index: Int32), _ b: (priority: Float, open: Int32, index: Int32)
        )
            -> Bool
        {
            if a.priority != b.priority { return a.priority < b.priority }
            if a.open != b.open { return a.open < b.open }
            return a.index < b.index
        }
        for _ in 0..<5_000 {
            if generator.next(60) == 0 {
                // a run already in the queue's order, as a batch of deferred left-out words is queued.
                let priority = Float(generator.next(8)) / 4
                let open = Int32(generator.next(3))
                heap.openRun()
                for _ in 0..<generator.next(30) {
                    index += 1
                    heap.appendToRun(SearchHeap.Item(priority: priority, openTokens: open, index: index))
                    reference.append((priority, open, index))
                }
                heap.closeRun()
            } else if generator.next(50) == 0 {
                // a batch, as the suggestion search takes the entries set aside.
                var batch: [SearchHeap.Item] = []
                for _ in 0..<generator.next(40) {
                    index += 1
                    let priority = Float(generator.next(8)) / 4
                    let open = Int32(generator.next(3))
                    batch.append(SearchHeap.Item(priority: priority, openTokens: open, index: index))
                    reference.append((priority, open, index))
                }
                heap.push(contentsOf: batch)
            } else if generator.next(3) > 0 {
                index += 1
                // few distinct priorities and token counts, so ties are common.
                let choice = generator.next(10)
                let priority: Float = choice == 9 ? -0.0 : Float(choice - 1) / 4
                let open = Int32(generator.next(3))
                heap.push(SearchHeap.Item(priority: priority, openTokens: open, index: index))
                reference.append((priority, open, index))
            } else {
                popped.append(heap.pop()?.index ?? -1)
                if let at = reference.indices.min(by: { before(reference[$0], reference[$1]) }) {
                    expected.append(reference.remove(at: at).index)
                } else {
                    expected.append(-1)
                }
            }
        }
        while let item = heap.pop() { popped.append(item.index) }
        expected += reference.sorted(by: before).map(\.index)
        #expect(popped == expected)
        #expect(heap.isEmpty)
    }

    /// Emptied between rounds of different sizes, as the scratch pool reuses it: a round never
    /// sees a state of the one before, in a table that an earlier round grew.
    @Test(arguments: [1, 2, 3])
    func stateSetAgreesWithSet(seed: UInt64) {
        var generator = Generator(state: seed)
        var set = SearchStateSet()
        for round in [20_000, 50, 3_000, 0, 20_000, 7] {
            set.removeAll()
            var reference = Set<SearchState>()
            for _ in 0..<round {
                let state = Self.state(&generator)
                #expect(set.contains(state) == reference.contains(state))
                #expect(set.insert(state) == reference.insert(state).inserted)
                #expect(set.contains(state))
            }
        }
    }

    /// `offer` admits an entry only when the heap would hand it out before every entry already
    /// queued for its state, and never once the state is expanded (`turnsAway`, asked first, says
    /// the opposite and records nothing). Some entries are offered after entries with later indices
    /// (as deferred left-out words are): ties go by the index.
    @Test(arguments: [1, 2, 3])
    func offerAdmitsOnlyEntriesThatWouldComeOutFirst(seed: UInt64) {
        var generator = Generator(state: seed)
        var set = SearchStateSet()
        var queued: [SearchState: (priority: Float, open: Int32, index: Int32)] = [:]
        // indices are unique: entries offered late take indices below every other's.
        var arrivals: Int32 = 0
        var late: Int32 = 0
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
            let index: Int32
            if generator.next(8) == 0 {
                late -= 1
                index = late
            } else {
                arrivals += 1
                index = arrivals
            }
            var admitted = !expanded.contains(state)
            if admitted, let best = queued[state] {
                admitted =
                    priority < best.priority
                    || (priority == best.priority && (open < best.open || (open == best.open && index < best.index)))
            }
            if admitted { queued[state] = (priority, open, index) }
            #expect(set.turnsAway(state, priority: priority, openTokens: open, index: index) == !admitted)
            #expect(set.offer(state, priority: priority, openTokens: open, index: index) == admitted)
            #expect(set.contains(state) == expanded.contains(state))
        }
    }

    /// The phrase prices' table, by key or hashed: what is set is read back, through growth, and a
    /// new generation forgets it.
    @Test(arguments: [false, true])
    func nodePricesKeepWhatIsSetUntilEmptied(indexedByKey: Bool) {
        var prices = NodePrices()
        let keys = (0..<5_000).map { UInt32($0 * 7 % 200_000) }
        if indexedByKey { prices.prepare(keyCount: 200_000) }
        for key in keys { prices.set(key, Float(key) / 2) }
        for key in keys { #expect(prices.price(key) == Float(key) / 2) }
        #expect(prices.price(3) == nil)
        prices.set(keys[10], -1)
        #expect(prices.price(keys[10]) == -1)
        prices.removeAll()
        #expect(keys.allSatisfy { prices.price($0) == nil })
        prices.set(keys[1], 4)
        #expect(prices.price(keys[1]) == 4)
        #expect(prices.price(keys[2]) == nil)
    }

    /// The word price's answers: a limit at or under one it was over is over, one at or above one it
    /// was within is within, others are unknown; a table half full takes no new key, and a new
    /// generation forgets everything.
    @Test func wordPriceAnswersDecideByThresholds() {
        var answers = WordPriceAnswers()
        let key = WordPriceAnswers.key(12, position: 3, open: true, anchored: false)
        #expect(key != nil)
        #expect(WordPriceAnswers.key(1 << 24, position: 0, open: false, anchored: false) == nil)
        guard let key, let slot = answers.slot(of: key) else { return }
        #expect(answers.answer(slot, limit: 1) == nil)
        answers.record(slot, limit: 1.5, over: true)
        answers.record(slot, limit: 3, over: false)
        #expect(answers.answer(slot, limit: 1.5) == true)
        #expect(answers.answer(slot, limit: 0.25) == true)
        #expect(answers.answer(slot, limit: 2) == nil)
        #expect(answers.answer(slot, limit: 3) == false)
        #expect(answers.answer(slot, limit: 7) == false)
        #expect(answers.slot(of: key) == slot)
        var claimed = 1
        for node in 0..<Int32(5_000) where answers.slot(of: UInt32(node) << 8 | 1) != nil { claimed += 1 }
        #expect(claimed == 2_048)
        #expect(answers.slot(of: key) == slot)
        answers.removeAll()
        guard let again = answers.slot(of: key) else {
            Issue.record("an emptied table takes keys")
            return
        }
        #expect(answers.answer(again, limit: 2) == nil)
    }
}
