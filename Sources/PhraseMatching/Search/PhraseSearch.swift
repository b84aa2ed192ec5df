/// Bounds and costs of one search.
struct SearchSettings {
    var maxExpansions: Int
    var maxCandidates: Int
    /// Whether edits (skips, deletions, missing slots) are allowed; readings come from the lattice.
    var fuzzy: Bool
    var costs: SearchCosts
    var omitApplicationName: Bool
    /// Entries costing more are dropped: their score could not reach the floor the search serves.
    var maxCost: Float
    /// Once a phrase is found, the search goes on only this much further in cost: far enough to
    /// find ties (the ambiguity margin), negatives that veto it, or positives that a negative does not.
    var slack: Float
    /// When the search finds no phrase within ``maxCost``, it goes on up to this cost, from where it
    /// stopped, to find "did you mean" suggestions; nil for no suggestions.
    var suggestionMaxCost: Float?
    /// The states the suggestion part may expand.
    var suggestionExpansions: Int = 0
    /// Per utterance token: whether an open slot may not take it (an app's name said with its
    /// connector, which a wildcard must never swallow). Empty when no token is barred.
    var openBarrier: [Bool] = []
    /// When set, only phrases of this app are reported (a request that names its app).
    var onlyApp: Int?
    /// Whether the search stops early where it provably loses nothing: the exact tier and the
    /// bound past the stop (``PhraseSearch/Run/isBeyondStop(_:_:)``). Off only in tests, which
    /// compare the hits both ways.
    var boundsStop = true
    /// Whether the function words a wide node leaves out before the stop is known are queued only
    /// when the queue reaches them (``PhraseSearch``'s `deferLeftOutWords`). Off only in tests,
    /// which compare the searches both ways.
    var defersLeftOutWords = true
    /// Whether entries queued before the bound against the accept cost came on (after a probe found
    /// no reading within it) are checked against it when they leave the queue. Off only in tests,
    /// which compare the searches both ways.
    var checksQueuedAgainstAccept = true
    /// When set, only readings that read the token at `start` with a slot of one of the recognizers
    /// in the mask `recognizers` (``ReachableWords/bit(index:)``) are looked for: a state past
    /// `start` must have read it so, and one at or before it must stand where such a slot is still
    /// ahead. A question asked before a costly search ("could any reading read this number as that
    /// parameter?"), never by ``PhraseMatcher/match(_:)``.
    var heldSpan: (start: Int32, recognizers: UInt64)?
}

/// A complete reading of the utterance by one phrase, as the search found it.
struct SearchHit {
    var phrase: Int32
    var cost: Float
    var openTokens: Int32
    /// Where the steps of its path through the phrase are, in order, in the search's scratch
    /// (``SearchScratch/trailSteps``): every hit's in one array that the scratch keeps, where an
    /// array each was an allocation (and a free) a hit.
    var trail: Range<Int>
}

/// One step of a path through a phrase: a word of the phrase, or a slot and what it took.
enum TrailStep {
    /// A literal word of the phrase, read from the utterance tokens `start..<end` (exactly or
    /// fuzzily), or left out by the utterance (`start == end`).
    case word(Int32, start: Int32, end: Int32)
    /// A slot that took the tokens `start..<end` (an empty range when the utterance gave no value);
    /// `trie` is the vocabulary node the value ended at, or -1.
    case slot(slot: Int32, start: Int32, end: Int32, trie: Int32)
    /// A typed slot's value, read from the tokens `start..<end` (never empty) by the slot's
    /// recognizer, at `cost`: what its parse of exactly those tokens cost. Only in a hit's trail,
    /// priced from the parses the search kept, so that ranking need not parse the value again.
    case value(slot: Int32, start: Int32, end: Int32, cost: Float?)
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
    /// Where a probe's storage comes from and goes back to (the search's own is handed to
    /// ``run(in:)``).
    let pool: SearchScratchPool

    /// Mutable state of one run, kept together so the moves can be small methods. Not copyable, so
    /// that its scratch goes back to the pool moved (``finish()``), not copied: a copy retained each
    /// of the scratch's arrays, and the run's end released each again.
    private struct Run: ~Copyable {
        /// The queue, the state set and the arenas, taken from the pool. The scratch's `overflow`
        /// holds entries over `maxCost` but within `overflowCost`: where a suggestion search resumes.
        var scratch: SearchScratch

        /// Ends the run, handing its scratch over (for the pool) without a copy.
        consuming func finish() -> SearchScratch { scratch }
        var maxCost: Float
        /// The highest cost entries are kept for, in `overflow`, should suggestions be wanted.
        let overflowCost: Float
        /// Once a phrase is found: the priority past which the search stops (the first hit's cost
        /// plus the slack). Entries over it are never expanded, and with a hit found no suggestion
        /// search follows, so they are not kept at all.
        var stopCost = Float.infinity
        /// Per automaton node: whether an open slot can still be reached from it.
        let reachesValueSlot: [Bool]
        /// Per position: a lower bound of what reading the rest of the utterance costs, when no
        /// open slot can take the words that nothing else reads (the lattice's
        /// ``TokenLattice/bounds``, whose values past the last position are not read here); 0
        /// without the fuzzy tier. Read from the run's lattice: a copy in the run cost a retain and
        /// a release a search.
        @inline(__always)
        func rest(at position: Int) -> Float { fuzzy ? lattice.bounds[position] : 0 }

        /// The compiled phrases, the utterance's readings and the costs, for the search's bound.
        let automaton: PhraseAutomaton
        let lattice: TokenLattice
        let costs: SearchCosts
        let fuzzy: Bool
        let tokenCount: Int
        let tokens: [Token]
        /// The automaton's ``ReachableWords``, held once for the run.
        let reachable: ReachableWords
        /// Whether entries past the stop by what their words cost (``wordPrice(_:from:inside:open:anchored:limit:)``)
        /// are dropped: once the stop is known, in every fuzzy search (and ``SearchSettings/boundsStop``).
        var pricesWords = false
        /// The first arena index queued once the stop and its bounds were in force: entries from it
        /// on were checked against them when offered, with the same answer a check when they leave
        /// the queue would give, so only earlier ones are checked again.
        var checkedFrom = Int32.max
        /// Once ``pricesAccept`` came on after a probe: the first arena index queued from then on.
        /// Entries queued earlier were admitted without the bound against `maxCost`, so they are
        /// checked against it when they leave the queue (those it drops are set aside for the
        /// suggestion search, as they would have been when offered). 0 when there are none.
        var acceptCheckedFrom: Int32 = 0

        /// Whether an entry queued before ``pricesAccept`` came on leads to no reading within `maxCost`.
        mutating func isBeyondAccept(_ entry: SearchEntry) -> Bool {
            isBeyond(maxCost, entry.state, entry.cost, entry.openTokens)
        }
        /// Whether states that leave an utterance word unread (``leavesWordUnread(_:)``) are
        /// dropped: without the fuzzy tier (and with ``SearchSettings/boundsStop``).
        var dropsUnread = false
        /// ``SearchSettings/heldSpan``: its start (`Int32.max` when none) and its recognizers (0 when none).
        var heldStart = Int32.max
        var heldRecognizers: UInt64 = 0
        /// Whether this run is a probe (``PhraseSearch/probe(_:)``), which reads, skips and takes
        /// slot values but leaves out no phrase word and leaves no slot empty: few moves a state.
        var probing = false
        /// The cost of a reading a probe found before the first hit, when the stop was set from it:
        /// the search's first hit costs no more (it finds the cheapest first), which is checked.
        var probedCost: Float?
        /// Whether the word price reads a path's flags (``mayTakeOpenSlot(_:_:)``, ``mayOpenNow(_:)``):
        /// not in the suggestion search, whose budget counts the states expanded, so that a tighter
        /// bound would let it reach further and find other suggestions.
        var pricesByFlags = true

        /// Whether entries that can lead to no reading within `maxCost` by the word price
        /// (``isBeyondStop(_:_:)`` against `maxCost`) are set aside with those over it, for the
        /// suggestion search: once a probe found no reading within it (the search likely finds none,
        /// and would otherwise expand every state within it), until the suggestion search starts.
        /// Where a reading is found early the checks were measured to cost more than they save.
        var pricesAccept = false

        /// Per position (below the 64th): whether the only way past the word is to skip it, at a price
        /// that does not depend on the path (``PhraseSearch/forcedSkips(_:)``). Worked out once the
        /// stop is known.
        var forcedSkips: UInt64 = 0
        var forcedSkipsKnown = false

        /// The word price is summed in another order than a path's costs are, so it may round a
        /// little higher: a state is dropped by it only when past the stop by more than this.
        static let priceTolerance: Float = 1e-4

        /// In a search held to a span: whether `state` may still lead to a reading that reads the
        /// span with a held recognizer (past it, it did; before or at it, such a slot is ahead).
        func keepsHeldSpan(_ state: SearchState) -> Bool {
            if state.position > heldStart { return state.flags.contains(.readHeldSpan) }
            return reachable.recognizers[Int(state.node)] & heldRecognizers != 0
        }

        /// Enqueues `entry` again at `priority`, past the state set (which still takes it as queued at
        /// the priority it had): a probe's entry whose estimate, worked out when it left the queue,
        /// put it later.
        mutating func requeue(_ entry: SearchEntry, at priority: Float) {
            enqueue(entry.state, priority, entry.cost, entry.openTokens, entry.capture)
        }

        /// Whether `state`, reached at `cost`, can lead to no reading within the stop: its cost plus a
        /// lower bound of what reading the rest costs exceeds it.
        ///
        /// The bound, in every search once its stop is known, is the price of the utterance words that
        /// no path from the state may read (``wordPrice(_:from:inside:open:anchored:limit:)``): each must
        /// be skipped or taken by an open slot. It holds inside a vocabulary too, and never exceeds what
        /// the rest really costs, so such a state leads to no reading the search reports, and leaving it
        /// unexpanded changes no result. (A second bound, where the exact tier found a reading at no
        /// cost, priced the edits a path must still make, and followed a state's free moves to learn
        /// whether they read the rest: both were measured to cost more than expanding the states they
        /// dropped.)
        mutating func isBeyondStop(_ state: SearchState, _ cost: Float, _ openTokens: Int32) -> Bool {
            isBeyond(stopCost, state, cost, openTokens)
        }

        /// ``isBeyondStop(_:_:)`` against `stop`: whether `state`, reached at `cost`, leads to no
        /// reading costing `stop` or less.
        private mutating func isBeyond(_ stop: Float, _ state: SearchState, _ cost: Float, _ openTokens: Int32) -> Bool
        {
            // held to a span, the bound against the accept cost is on from the start, so every entry
            // is asked here (or through the stop's bound, which asks here too): those that cannot
            // read the span are beyond any stop. Here, a search not held pays least for the test.
            if heldRecognizers != 0, !keepsHeldSpan(state) { return true }
            let position = Int(state.position)
            if state.edge >= 0 {
                // inside a vocabulary: its words, and what the slot's target may read, are readable.
                let edge = automaton.nodes[Int(state.node)].slots[Int(state.edge)]
                guard case .vocabulary(let id) = automaton.slots[Int(edge.slot)].kind else { return false }
                // the phrase words a path must leave out add to the utterance words it must skip.
                let limit = stop + Self.priceTolerance - cost - phrasePrice(edge.target, open: openTokens > 0)
                guard limit >= 0 else { return true }
                return wordPrice(
                    edge.target, from: position, inside: ReachableWords.bit(index: id.rawValue),
                    open: mayTakeOpenSlot(edge.target, state.flags), limit: limit) > limit
            }
            let limit = stop + Self.priceTolerance - cost - phrasePrice(state.node, open: openTokens > 0)
            guard limit >= 0 else { return true }
            let open = mayTakeOpenSlot(state.node, state.flags)
            let anchored = mayOpenNow(state.flags)
            return firstWordExceeds(state.node, at: position, open: open && anchored, limit: limit)
                || (pricesAccept
                    ? wordPriceExceeds(state.node, from: position, open: open, anchored: anchored, limit: limit)
                    : wordPrice(state.node, from: position, open: open, anchored: anchored, limit: limit) > limit)
        }

        /// What ``dropsByFirstWord(_:_:memo:)`` asks of the entries a move makes at one position, with one
        /// cost and one set of flags (a wide node's left-out function words): worked out once for all
        /// of them. `dropsClosed` and `dropsOpen`: whether the first word's price may exceed the limit
        /// for a target that may not, or may, take an open slot now; nil when nothing is dropped.
        struct FirstWordTest {
            var position: Int
            var flagsOpen: Bool
            var dropsClosed: Bool
            var dropsOpen: Bool
            var tests: Range<Int>
            /// Whether the flags let a path take an open slot later (it left out no content word).
            var mayOpenLater = false
            /// The later words (after `position`, below the 64th) whose price alone is over the limit,
            /// for a target that may not, or may, take an open slot: one that no path from the target
            /// reads makes the word price exceed the limit (``PhraseSearch/Run/dropsByFirstWord(_:_:memo:)``).
            /// Empty unless every skip price is at least 0, so that the price is at least each of its terms.
            var laterClosed: UInt64 = 0
            var laterOpen: UInt64 = 0
            /// Whether a target that no recognizer may reach is asked its whole word price without the
            /// recognizers (``wordPrice(_:from:inside:open:anchored:limit:)``'s first sum, which is then
            /// its answer): where every term of the price is at least 0 and the words ahead are priced
            /// over the limit were none read. `anchored`: ``mayOpenNow(_:)`` for the flags.
            var sums = false
            var anchored = true
            /// The limit the price is compared with (the phrase price left out).
            var limit: Float = 0
        }

        /// The ``FirstWordTest`` for entries at `position` with `flags`, at `cost`: nil when the bound
        /// drops none of them by its first word (no stop yet, or the word's price within the limit).
        mutating func firstWordTest(_ flags: PathFlags, at position: Int, cost: Float) -> FirstWordTest? {
            guard pricesWords, stopCost < .infinity, position < tokenCount else { return nil }
            if scratch.skipPriceSuffix.isEmpty { fillWordTests(prices: true) }
            let limit = stopCost + Self.priceTolerance - cost
            // the word price's own first tests (``firstWordExceeds(_:at:open:limit:)``), for either kind of target.
            let skip = scratch.skipPrices[position]
            let dropsClosed = scratch.skipPriceSuffix[position] > limit && skip > limit
            let openPrice = max(0, costs.openToken)
            let dropsOpen = scratch.openPriceSuffix[position] > limit && min(skip, openPrice) > limit
            // the words after the first: each term of the price is at least the word's skip price, or
            // an open token's price where the path may take an open slot (all at least 0 here).
            var later: (closed: UInt64, open: UInt64) = (0, 0)
            let nonNegative =
                costs.extraFiller >= 0 && costs.extraFunctionWord >= 0 && costs.extraWord >= 0
                && costs.extraWordInside >= 0
            if nonNegative, scratch.skipPriceSuffix[position + 1] > limit {
                for at in (position + 1)..<min(tokenCount, 64) where scratch.skipPrices[at] > limit {
                    later.closed |= 1 << UInt64(at)
                    if openPrice > limit { later.open |= 1 << UInt64(at) }
                }
            }
            // the whole sum, where the phrase price (which only lowers the limit ``isBeyond(_:_:_:_:)``
            // compares with) is at least 0 too.
            let sums =
                nonNegative && costs.missingFunctionWord >= 0 && costs.missingWord >= 0
                && scratch.skipPriceSuffix[position] > limit
            guard dropsClosed || dropsOpen || later.closed != 0 || sums else { return nil }
            let mayOpenLater = !pricesByFlags || !flags.contains(.leftOutContent)
            return FirstWordTest(
                position: position, flagsOpen: mayOpenLater && mayOpenNow(flags),
                dropsClosed: dropsClosed, dropsOpen: dropsOpen,
                tests: Int(scratch.wordTestStarts[position])..<Int(scratch.wordTestStarts[position + 1]),
                mayOpenLater: mayOpenLater, laterClosed: later.closed, laterOpen: later.open, sums: sums,
                anchored: mayOpenNow(flags), limit: limit)
        }

        /// Whether an entry at `node` (not inside a slot) is dropped by the bound for its first word
        /// alone, under `test` (its position, flags and cost): then ``admission(_:_:_:)`` turns it away
        /// whatever else it asks, so a move may leave it out without making it. The same answer as
        /// ``firstWordExceeds(_:at:open:limit:)`` where ``isBeyond(_:_:_:_:)`` asks it.
        ///
        /// Then, by the later words of `test` whose price alone is over the limit: one that no path
        /// from `node` reads (none of its readings passes the ``ReachableWords`` test, no merged
        /// reading of the word before that passes it took it, and no recognizer the node may reach
        /// reads a value over it) is a term of ``wordPrice(_:from:inside:open:anchored:limit:)``
        /// over the limit, so ``isBeyond(_:_:_:_:)`` turns the entry away by its word price.
        @inline(__always)
        mutating func dropsByFirstWord(_ node: Int32, _ test: FirstWordTest, memo: inout RecognizedWords) -> Bool {
            let index = Int(node)
            let reachesOpen = automaton.reachesOpenSlot[index]
            let base = index * ReachableWords.width
            let vocabularies = reachable.vocabularies[index]
            let recognizers = reachable.recognizers[index]
            if reachesOpen && test.flagsOpen ? test.dropsOpen : test.dropsClosed {
                let read = scratch.wordTests.withUnsafeBufferPointer { tests in
                    reachable.signatures.withUnsafeBufferPointer { signatures in
                        for index in test.tests
                        where tests[index].passes(signatures, base: base, vocabularies: vocabularies) {
                            return true
                        }
                        return false
                    }
                }
                if !read, recognizers == 0 || !recognized(test.position, by: recognizers, memo: &memo) { return true }
            }
            var later = reachesOpen && test.mayOpenLater ? test.laterOpen : test.laterClosed
            while later != 0 {
                let at = later.trailingZeroBitCount
                later &= later - 1
                let read = scratch.wordTests.withUnsafeBufferPointer { tests in
                    scratch.wordTestStarts.withUnsafeBufferPointer { starts in
                        reachable.signatures.withUnsafeBufferPointer { signatures in
                            for test in Int(starts[at])..<Int(starts[at + 1])
                            where tests[test].passes(signatures, base: base, vocabularies: vocabularies) {
                                return true
                            }
                            // a merged reading of the word before (at or after the first) that the node may read.
                            for test in Int(starts[at - 1])..<Int(starts[at])
                            where tests[test].merges
                                && tests[test].passes(signatures, base: base, vocabularies: vocabularies)
                            {
                                return true
                            }
                            return false
                        }
                    }
                }
                if !read, recognizers == 0 || !recognized(at, by: recognizers, memo: &memo) { return true }
            }
            return false
        }

        /// What ``recognized(_:by:)`` answered for the words below the 64th (as bits) under one mask
        /// of recognizers: the targets of one move mostly share their mask.
        struct RecognizedWords {
            var recognizers: UInt64 = 0
            var known: UInt64 = 0
            var read: UInt64 = 0
        }

        /// ``recognized(_:by:)``, answered from `memo` when it was asked for the same mask and word.
        @inline(__always)
        mutating func recognized(_ at: Int, by recognizers: UInt64, memo: inout RecognizedWords) -> Bool {
            guard at < 64 else { return true }
            if memo.recognizers != recognizers { memo = RecognizedWords(recognizers: recognizers) }
            let word: UInt64 = 1 << UInt64(at)
            if memo.known & word == 0 {
                memo.known |= word
                if recognized(at, by: recognizers) { memo.read |= word }
            }
            return memo.read & word != 0
        }

        /// Which of up to 64 targets of one move (`count` of them, `target(i)` the node of the i-th)
        /// ``dropsByFirstWord(_:_:memo:)`` keeps under `test`, as bits (bit i for the i-th): the same
        /// answers, the signature tests made through pointers for all of them at once, and only a
        /// target whose words a recognizer may read asked there one by one.
        mutating func keptByWords(_ count: Int, _ test: FirstWordTest, target: (Int) -> Int32) -> UInt64 {
            var kept: UInt64 = 0
            var ask: UInt64 = 0
            let tokenCount = tokenCount
            let openPrice = max(0, costs.openToken)
            scratch.skipPrices.withUnsafeBufferPointer { skipPrices in
                scratch.wordTests.withUnsafeBufferPointer { tests in
                    scratch.wordTestStarts.withUnsafeBufferPointer { starts in
                        reachable.signatures.withUnsafeBufferPointer { signatures in
                            automaton.reachesOpenSlot.withUnsafeBufferPointer { reachesOpenSlot in
                                reachable.vocabularies.withUnsafeBufferPointer { vocabularies in
                                    reachable.recognizers.withUnsafeBufferPointer { recognizers in
                                        for bit in 0..<count {
                                            let index = Int(target(bit))
                                            let reachesOpen = reachesOpenSlot[index]
                                            let base = index * ReachableWords.width
                                            let vocabulary = vocabularies[index]
                                            // whether a reading of the tests `range` (a merged one, with
                                            // `merging`) passes the node's test.
                                            func reads(_ range: Range<Int>, merging: Bool = false) -> Bool {
                                                for test in range
                                                where (!merging || tests[test].merges)
                                                    && tests[test].passes(
                                                        signatures, base: base, vocabularies: vocabulary)
                                                {
                                                    return true
                                                }
                                                return false
                                            }
                                            var unread =
                                                (reachesOpen && test.flagsOpen ? test.dropsOpen : test.dropsClosed)
                                                && !reads(test.tests)
                                            var later =
                                                reachesOpen && test.mayOpenLater ? test.laterOpen : test.laterClosed
                                            while !unread, later != 0 {
                                                let at = later.trailingZeroBitCount
                                                later &= later - 1
                                                unread =
                                                    !reads(Int(starts[at])..<Int(starts[at + 1]))
                                                    && !reads(Int(starts[at - 1])..<Int(starts[at]), merging: true)
                                            }
                                            if !unread, test.sums, recognizers[index] == 0 {
                                                // the word price's first sum, which is its answer for a node
                                                // that reaches no recognizer: the words no path from the node
                                                // reads, each skipped, or taken by an open slot where the
                                                // path may take one (not before it reads a word again when
                                                // it is not anchored), in order, until over the limit.
                                                let open = reachesOpen && test.mayOpenLater
                                                let openCost = open ? openPrice : Float.infinity
                                                var skipsRun = open && !test.anchored
                                                var merged = false
                                                var price: Float = 0
                                                var at = test.position
                                                while at < tokenCount {
                                                    var readable = merged
                                                    merged = false
                                                    for test in Int(starts[at])..<Int(starts[at + 1])
                                                    where tests[test].passes(
                                                        signatures, base: base, vocabularies: vocabulary)
                                                    {
                                                        readable = true
                                                        if tests[test].merges { merged = true }
                                                    }
                                                    if readable {
                                                        skipsRun = false
                                                    } else {
                                                        price +=
                                                            skipsRun ? skipPrices[at] : min(skipPrices[at], openCost)
                                                        if price > test.limit {
                                                            unread = true
                                                            break
                                                        }
                                                    }
                                                    at += 1
                                                }
                                            }
                                            if !unread {
                                                kept |= 1 << UInt64(bit)
                                            } else if recognizers[index] != 0 {
                                                ask |= 1 << UInt64(bit)
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
            var memo = RecognizedWords()
            while ask != 0 {
                let bit = ask.trailingZeroBitCount
                ask &= ask - 1
                if !dropsByFirstWord(target(bit), test, memo: &memo) { kept |= 1 << UInt64(bit) }
            }
            return kept
        }

        /// Whether a path at `node` with `flags` may still take an open slot: one is reachable from the
        /// node, and the path left out no content word (such a path never takes one,
        /// ``PathFlags/leftOutContent``, and the flag stays with it), so the words it cannot read must be
        /// skipped, not taken by a wildcard at an open token's price.
        @inline(__always)
        func mayTakeOpenSlot(_ node: Int32, _ flags: PathFlags) -> Bool {
            automaton.reachesOpenSlot[Int(node)] && (!pricesByFlags || !flags.contains(.leftOutContent))
        }

        /// Whether a path with `flags` may take an open slot before it reads a word: it is anchored (the
        /// last move read words). One that is not skips the words it cannot read up to the first it may.
        @inline(__always)
        func mayOpenNow(_ flags: PathFlags) -> Bool {
            !pricesByFlags || flags.contains(.anchored)
        }

        /// Whether the word price of `node` from `position` is over `limit` by the first word alone: no
        /// path from the node may read the word at `position` (``ReachableWords``), no recognizer it may
        /// reach reads a value over it, and its price (skipped, or taken by an open slot) is over the
        /// limit. Most states the bound drops are dropped so: the word price would find that word first
        /// and stop there, so this answers as ``wordPrice(_:from:inside:open:anchored:limit:)`` does, at a fraction
        /// of its cost. False when it cannot tell.
        @inline(__always)
        mutating func firstWordExceeds(_ node: Int32, at position: Int, open reachesOpen: Bool, limit: Float) -> Bool {
            guard position < tokenCount else { return false }
            if scratch.skipPriceSuffix.isEmpty { fillWordTests(prices: true) }
            let index = Int(node)
            // the word price's own first test, which answers within the limit (with costs that may be
            // negative, even when the first word alone is over it).
            let most = reachesOpen ? scratch.openPriceSuffix[position] : scratch.skipPriceSuffix[position]
            guard most > limit else { return false }
            let open = reachesOpen ? max(0, costs.openToken) : Float.infinity
            guard min(scratch.skipPrices[position], open) > limit else { return false }
            let base = index * ReachableWords.width
            let vocabularies = reachable.vocabularies[index]
            let read = scratch.wordTests.withUnsafeBufferPointer { tests in
                reachable.signatures.withUnsafeBufferPointer { signatures in
                    for test in Int(scratch.wordTestStarts[position])..<Int(scratch.wordTestStarts[position + 1])
                    where tests[test].passes(signatures, base: base, vocabularies: vocabularies) {
                        return true
                    }
                    return false
                }
            }
            guard !read else { return false }
            let recognizers = reachable.recognizers[index]
            return recognizers == 0 || !recognized(position, by: recognizers)
        }

        /// Whether some utterance word from `state`'s position on can be read by no path from it
        /// (by none of its readings, in no value of a vocabulary it may enter or is reading, by no
        /// recognizer it may reach, and by no open slot): without the fuzzy tier, which skips no
        /// word, every path from such a state ends unread, so dropping it changes no result. The
        /// test is the one ``wordPrice(_:from:inside:open:anchored:limit:)`` makes word by word, and as
        /// conservative: a word is only found unreadable when it surely is.
        @inline(__always)
        mutating func leavesWordUnread(_ state: SearchState, skipped: UInt64 = 0) -> Bool {
            var node = state.node
            var inside: UInt64 = 0
            if state.edge >= 0 {
                let edge = automaton.nodes[Int(state.node)].slots[Int(state.edge)]
                guard case .vocabulary(let id) = automaton.slots[Int(edge.slot)].kind else { return false }
                node = edge.target
                inside = ReachableWords.bit(index: id.rawValue)
            }
            let index = Int(node)
            guard !automaton.reachesOpenSlot[index] else { return false }
            if scratch.wordTestStarts.isEmpty { fillWordTests() }
            let base = index * ReachableWords.width
            let vocabularies = reachable.vocabularies[index] | inside
            let recognizers = reachable.recognizers[index]
            var at = Int(state.position)
            while true {
                at = firstUnread(from: at, base: base, vocabularies: vocabularies)
                guard at < tokenCount else { return false }
                if (at >= 64 || skipped & (1 << UInt64(at)) == 0)
                    && (recognizers == 0 || !recognized(at, by: recognizers))
                {
                    return true
                }
                at += 1
            }
        }

        /// A lower bound of what the utterance words from `position` on cost a path from `node`
        /// (reading from inside the vocabularies of the mask `inside` too): a word that no path from
        /// the node may read, by any of its readings (``ReachableWords``) or in a typed value that a
        /// recognizer it may reach reads over it, must be skipped, at its skip price at least, or
        /// taken by an open slot, at an open token's price, when the path may still take one (`open`:
        /// ``mayTakeOpenSlot(_:_:)``), and not before it reads a word when it is not `anchored`
        /// (``mayOpenNow(_:)``). Only compared with `limit`: the answer is over it exactly when that
        /// bound is, and adding stops there.
        mutating func wordPrice(
            _ node: Int32, from position: Int, inside: UInt64 = 0, open: Bool, anchored: Bool = true, limit: Float
        ) -> Float {
            if scratch.skipPriceSuffix.isEmpty { fillWordTests(prices: true) }
            // were every word from here unreadable, the price would be this: often within the limit.
            let most = open && anchored ? scratch.openPriceSuffix[position] : scratch.skipPriceSuffix[position]
            if most <= limit { return most }
            // priced first as if no recognizer read a word (their parses cost): when that stays within
            // the limit, so does the price.
            let index = Int(node)
            let base = index * ReachableWords.width
            let vocabularies = reachable.vocabularies[index] | inside
            let openPrice = open ? max(0, costs.openToken) : .infinity
            // the node's unread words, looked up once (``unreadWords(_:from:)``), where the sum goes on
            // far: an open slot takes a word for little, and where entries are checked against
            // `maxCost` the limits are wide. Elsewhere most sums stop at the first word or two, and
            // testing the words ahead one by one was measured to cost less.
            let words = inside == 0 && (open || pricesAccept) ? unreadWords(node, from: position) : nil
            var quick: Float = 0
            // the unread words priced (below the 64th), in order: the price with the recognizers asked
            // goes over the same words, so it starts from them instead of looking for them again.
            var unread: UInt64 = 0
            var past64 = false
            var at = position
            // a path that is not anchored takes no open slot before it reads a word again: the unread
            // words from its position up to the first it may read (`position..<run`) are skipped.
            if open && !anchored {
                while at < tokenCount, quick <= limit,
                    firstUnread(from: at, in: words, base: base, vocabularies: vocabularies) == at
                {
                    if at < 64 { unread |= 1 << UInt64(at) } else { past64 = true }
                    quick += scratch.skipPrices[at]
                    at += 1
                }
            }
            let run = at
            while quick <= limit {
                at = firstUnread(from: at, in: words, base: base, vocabularies: vocabularies)
                guard at < tokenCount else { break }
                if at < 64 { unread |= 1 << UInt64(at) } else { past64 = true }
                quick += min(scratch.skipPrices[at], openPrice)
                at += 1
            }
            let recognizers = reachable.recognizers[index]
            guard quick > limit, recognizers != 0 else { return quick }
            guard !past64 else {
                return wordPrice(
                    node, from: position, inside: inside, open: open, anchored: anchored, limit: limit,
                    recognizers: recognizers)
            }
            // the same sum as the quick one, less the words a recognizer reads, in the same order; a word
            // a recognizer reads ends the run of skipped words (the path may read it).
            var price: Float = 0
            var skipsRun = true
            while unread != 0 {
                let word = unread.trailingZeroBitCount
                unread &= unread - 1
                if recognized(word, by: recognizers) {
                    skipsRun = false
                    continue
                }
                price += skipsRun && word < run ? scratch.skipPrices[word] : min(scratch.skipPrices[word], openPrice)
                if price > limit { return price }
            }
            while true {
                at = firstUnread(from: at, in: words, base: base, vocabularies: vocabularies)
                guard at < tokenCount else { break }
                defer { at += 1 }
                if recognized(at, by: recognizers) { continue }
                price += min(scratch.skipPrices[at], openPrice)
                if price > limit { break }
            }
            return price
        }

        /// Whether ``wordPrice(_:from:inside:open:anchored:limit:)`` (outside a vocabulary) is over
        /// `limit`, answered from what it answered for the same node, position and flags at another
        /// limit when that decides (``WordPriceAnswers``), and kept for later asks. Asked only where
        /// entries are checked against `maxCost` (``pricesAccept``): there the same states come back at
        /// other costs; elsewhere the table was measured to cost more than it saves.
        mutating func wordPriceExceeds(_ node: Int32, from position: Int, open: Bool, anchored: Bool, limit: Float)
            -> Bool
        {
            if scratch.skipPriceSuffix.isEmpty { fillWordTests(prices: true) }
            // the price's own first answer, which needs no table: were every word from here
            // unreadable, the price would be this.
            let most = open && anchored ? scratch.openPriceSuffix[position] : scratch.skipPriceSuffix[position]
            if most <= limit { return false }
            if scratch.wordAnswers.kept == nil {
                // the answer is a threshold of the limit only when no term of the price is negative.
                scratch.wordAnswers.kept = tokenCount < 64 && scratch.skipPrices.allSatisfy { $0 >= 0 }
            }
            guard scratch.wordAnswers.kept == true,
                let key = WordPriceAnswers.key(node, position: position, open: open, anchored: anchored),
                let slot = scratch.wordAnswers.slot(of: key)
            else { return wordPrice(node, from: position, open: open, anchored: anchored, limit: limit) > limit }
            if let known = scratch.wordAnswers.answer(slot, limit: limit) { return known }
            let over = wordPrice(node, from: position, open: open, anchored: anchored, limit: limit) > limit
            scratch.wordAnswers.record(slot, limit: limit, over: over)
            return over
        }

        /// The probe's estimate for `state`: the word price of the words ahead, worked out in full but
        /// without asking the recognizers (their parses allocate), so a word only a typed value reads
        /// counts as unreadable. That may exceed what the rest really costs, which only steers the
        /// probe: whatever it finds is a real reading, at that reading's real cost.
        mutating func probeEstimate(_ state: SearchState) -> Float {
            if scratch.skipPriceSuffix.isEmpty { fillWordTests(prices: true) }
            let position = Int(state.position)
            guard state.edge >= 0 else {
                return wordPrice(
                    state.node, from: position, inside: 0, open: automaton.reachesOpenSlot[Int(state.node)],
                    limit: .infinity, recognizers: 0)
            }
            let edge = automaton.nodes[Int(state.node)].slots[Int(state.edge)]
            guard case .vocabulary(let id) = automaton.slots[Int(edge.slot)].kind else { return 0 }
            return wordPrice(
                edge.target, from: position, inside: ReachableWords.bit(index: id.rawValue),
                open: automaton.reachesOpenSlot[Int(edge.target)], limit: .infinity, recognizers: 0)
        }

        /// ``wordPrice(_:from:inside:open:anchored:limit:)`` with the recognizers of the mask `recognizers` asked.
        private mutating func wordPrice(
            _ node: Int32, from position: Int, inside: UInt64, open: Bool, anchored: Bool = true, limit: Float,
            recognizers: UInt64
        ) -> Float {
            let index = Int(node)
            let base = index * ReachableWords.width
            let vocabularies = reachable.vocabularies[index] | inside
            // an open slot reads any word, at its price per word, once the path is anchored.
            let openPrice = open ? max(0, costs.openToken) : .infinity
            // the node's unread words, looked up once: this sum goes on to the last word (the probe's
            // estimate has no limit).
            let words = inside == 0 ? unreadWords(node, from: position) : nil
            var skipsRun = open && !anchored
            var price: Float = 0
            var at = position
            while true {
                // after a word the node may not read, no merged reading took the next one.
                let next = firstUnread(from: at, in: words, base: base, vocabularies: vocabularies)
                if next > at { skipsRun = false }
                at = next
                guard at < tokenCount else { break }
                defer { at += 1 }
                if recognizers != 0 && recognized(at, by: recognizers) {
                    skipsRun = false
                    continue
                }
                price += skipsRun ? scratch.skipPrices[at] : min(scratch.skipPrices[at], openPrice)
                if price > limit { break }
            }
            return price
        }

        /// A lower bound of what leaving out phrase words costs a path from `node` to a phrase's end,
        /// the phrase's side of what ``wordPrice(_:from:inside:open:anchored:limit:)`` prices on the
        /// utterance's side: a literal word that no reading of the utterance reads (anywhere) must be
        /// left out, at ``SearchCosts/missingFunctionWord`` or ``SearchCosts/missingWord``, and after an
        /// open slot took words (`open`) a content word cannot be left out at all (infinity). Slots and
        /// ε-edges cost nothing here. The least such sum over the paths to an accepting node, kept per
        /// node for the utterance. The two prices add up: no move both reads an utterance word and
        /// leaves out a phrase word.
        ///
        /// 0 (not worked out) but where entries are checked against `maxCost` after a probe found no
        /// reading within it (``pricesAccept``): there it was measured to save a third of the work on
        /// out-of-scope text; elsewhere the walk costs more than it saves.
        // inlined: most calls are outside that mode, and a call would cost more than the answer.
        @inline(__always)
        mutating func phrasePrice(_ node: Int32, open: Bool) -> Float {
            guard pricesAccept else { return 0 }
            // most prices asked were kept: read here, without a call.
            if scratch.presentFilled, let price = scratch.phrasePrices.price(Self.phraseKey(node, open: open)) {
                return price
            }
            return walkedPhrasePrice(node, open: open)
        }

        /// The key of `node`'s phrase price in the scratch's table.
        @inline(__always)
        static func phraseKey(_ node: Int32, open: Bool) -> UInt32 {
            UInt32(truncatingIfNeeded: node) &* 2 &+ (open ? 1 : 0)
        }

        /// ``phrasePrice(_:open:)`` worked out (or read from what the walk kept).
        private mutating func walkedPhrasePrice(_ node: Int32, open: Bool) -> Float {
            if !scratch.presentFilled {
                fillPresentWords()
                scratch.phrasePrices.prepare(keyCount: automaton.nodes.count * 2)
            }
            let key = Self.phraseKey(node, open: open)
            if let price = scratch.phrasePrices.price(key) { return price }
            if let price = indexedPhrasePrice(node, open: open) { return price }
            let index = Int(node)
            // edges lead to later nodes (as the compiler makes them); one that does not is priced 0,
            // so the walk always ends.
            func onward(_ target: Int32, open: Bool) -> Float {
                target > node ? walkedPhrasePrice(target, open: open) : 0
            }
            var best: Float = .infinity
            if !automaton.nodes[index].accepts.isEmpty {
                best = 0
            } else {
                for edge in automaton.nodes[index].epsilons.indices where best > 0 {
                    best = min(best, onward(automaton.nodes[index].epsilons[edge], open: open))
                }
                for edge in automaton.nodes[index].slots.indices where best > 0 {
                    let target = automaton.nodes[index].slots[edge].target
                    guard case .open = automaton.slots[Int(automaton.nodes[index].slots[edge].slot)].kind, !open else {
                        best = min(best, onward(target, open: open))
                        continue
                    }
                    // an open slot takes words (and its phrase's content words must then be read) or
                    // is left empty.
                    best = min(best, onward(target, open: true))
                    let empty = max(0, costs.missingSlot)
                    if empty < best { best = min(best, empty + onward(target, open: false)) }
                }
                for edge in automaton.nodes[index].literals.indices where best > 0 {
                    let token = automaton.nodes[index].literals[edge].token
                    let price: Float
                    if scratch.presentBits[Int(token) >> 6] & (1 << UInt64(token & 63)) != 0 {
                        price = 0
                    } else if automaton.isFunctionWord[Int(token)] {
                        price = max(0, costs.missingFunctionWord)
                    } else {
                        price = open ? .infinity : max(0, costs.missingWord)
                    }
                    guard price < best else { continue }
                    best = min(best, price + onward(automaton.nodes[index].literals[edge].target, open: open))
                }
            }
            scratch.phrasePrices.set(key, best)
            return best
        }

        /// ``walkedPhrasePrice(_:open:)`` where the table is indexed by key: the same walk, in the same
        /// order and with the same sums, over the flat ``PhrasePriceEdges`` and the table's storage
        /// through pointers. Nil when the table is not indexed by key.
        private mutating func indexedPhrasePrice(_ node: Int32, open: Bool) -> Float? {
            let edges = automaton.priceEdges
            let missingFunctionWord = max(0, costs.missingFunctionWord)
            let missingWord = max(0, costs.missingWord)
            let missingSlot = max(0, costs.missingSlot)
            let present = scratch.presentBits
            return scratch.phrasePrices.withIndexedTable { stamps, prices, stamp in
                present.withUnsafeBufferPointer { present in
                    edges.starts.withUnsafeBufferPointer { starts in
                        edges.targets.withUnsafeBufferPointer { targets in
                            edges.codes.withUnsafeBufferPointer { codes in
                                func walk(_ node: Int32, _ open: Bool) -> Float {
                                    let key = Int(node) &* 2 &+ (open ? 1 : 0)
                                    if stamps[key] == stamp { return prices[key] }
                                    // edges lead to later nodes (as the compiler makes them); one that
                                    // does not is priced 0, so the walk always ends.
                                    func onward(_ target: Int32, _ open: Bool) -> Float {
                                        target > node ? walk(target, open) : 0
                                    }
                                    var best: Float = .infinity
                                    var edge = Int(starts[Int(node)])
                                    let end = Int(starts[Int(node) + 1])
                                    while edge < end, best > 0 {
                                        defer { edge += 1 }
                                        let code = codes[edge]
                                        let target = targets[edge]
                                        if code >= 0 {
                                            let token = Int(code & (PhrasePriceEdges.functionWord - 1))
                                            let price: Float
                                            if present[token >> 6] & (1 << UInt64(token & 63)) != 0 {
                                                price = 0
                                            } else if code & PhrasePriceEdges.functionWord != 0 {
                                                price = missingFunctionWord
                                            } else {
                                                price = open ? .infinity : missingWord
                                            }
                                            guard price < best else { continue }
                                            best = min(best, price + onward(target, open))
                                        } else if code == PhrasePriceEdges.accepts {
                                            best = 0
                                        } else if code == PhrasePriceEdges.open, !open {
                                            // an open slot takes words (and its phrase's content words
                                            // must then be read) or is left empty.
                                            best = min(best, onward(target, true))
                                            if missingSlot < best {
                                                best = min(best, missingSlot + onward(target, false))
                                            }
                                        } else {
                                            best = min(best, onward(target, open))
                                        }
                                    }
                                    stamps[key] = stamp
                                    prices[key] = best
                                    return best
                                }
                                return walk(node, open)
                            }
                        }
                    }
                }
            }
        }

        /// Marks the lexicon tokens some reading of the utterance reads, for ``phrasePrice(_:open:)``.
        mutating func fillPresentWords() {
            scratch.presentFilled = true
            let words = (automaton.isFunctionWord.count + 63) / 64
            if scratch.presentBits.count < words { scratch.presentBits = [UInt64](repeating: 0, count: words) }
            func mark(_ token: Int32) {
                scratch.presentBits[Int(token) >> 6] |= 1 << UInt64(token & 63)
                scratch.presentWords.append(token)
            }
            for position in 0..<tokenCount {
                for index in lattice.readings[position].indices {
                    let reading = lattice.readings[position][index]
                    mark(reading.token)
                    if reading.second >= 0 { mark(reading.second) }
                }
            }
        }

        /// The first utterance word from `start` on that a node (its signature at `base`, the
        /// vocabularies of the mask `vocabularies`) cannot read by the ``ReachableWords`` test: none
        /// of the word's readings passes it, and no merged reading that passes it, starting at
        /// `start` or later, took the word with the one before. `tokenCount` when there is none.
        // inlined: a call would copy the whole run (a large struct) to pass it.
        @inline(__always)
        private func firstUnread(from start: Int, base: Int, vocabularies: UInt64) -> Int {
            scratch.wordTests.withUnsafeBufferPointer { tests in
                scratch.wordTestStarts.withUnsafeBufferPointer { starts in
                    reachable.signatures.withUnsafeBufferPointer { signatures in
                        // whether a merged reading the node may read took this word with the one before.
                        var merged = false
                        for at in start..<tokenCount {
                            var readable = merged
                            merged = false
                            for test in Int(starts[at])..<Int(starts[at + 1])
                            where tests[test].passes(signatures, base: base, vocabularies: vocabularies) {
                                readable = true
                                if tests[test].merges { merged = true }
                            }
                            if !readable { return at }
                        }
                        return tokenCount
                    }
                }
            }
        }

        /// ``firstUnread(from:base:vocabularies:)`` read from `words`, when the node's unread words were
        /// looked up (``unreadWords(_:from:)``) from `start`, or from before it where the word before
        /// `start` is one of them: the same answer.
        @inline(__always)
        private func firstUnread(from start: Int, in words: UInt64?, base: Int, vocabularies: UInt64) -> Int {
            guard let words else { return firstUnread(from: start, base: base, vocabularies: vocabularies) }
            let ahead = words & (UInt64.max << UInt64(start))
            return ahead == 0 ? tokenCount : ahead.trailingZeroBitCount
        }

        /// The words from `position` on that ``firstUnread(from:base:vocabularies:)`` finds for `node`
        /// (outside a vocabulary), as bits; nil past 64 words. Read from the node's masks
        /// (``ReadWordMasks``), its words tested once per utterance: a word is unread when none of its
        /// readings passes the node's test and no merged reading that passes it, starting at `position`
        /// or later, took it with the word before. The scan from a later start that follows an unread
        /// word finds the same words: no merged reading the node reads starts at an unread word.
        @inline(__always)
        mutating func unreadWords(_ node: Int32, from position: Int) -> UInt64? {
            guard tokenCount <= 64 else { return nil }
            let masks = scratch.readMasks.masks(of: node) ?? readWords(node)
            let all: UInt64 = tokenCount == 64 ? .max : (1 << UInt64(tokenCount)) - 1
            let merged = masks.merged & (UInt64.max << UInt64(position + 1))
            return ~masks.read & ~merged & all & (UInt64.max << UInt64(position))
        }

        /// The words (of the first 64) that a reading `node` may read takes, and those that a merged
        /// reading it may read takes with the word before (``ReadWordMasks``); kept for the node.
        @inline(never)
        private mutating func readWords(_ node: Int32) -> (read: UInt64, merged: UInt64) {
            let base = Int(node) * ReachableWords.width
            let vocabularies = reachable.vocabularies[Int(node)]
            let tokenCount = tokenCount
            let masks = scratch.wordTests.withUnsafeBufferPointer { tests in
                scratch.wordTestStarts.withUnsafeBufferPointer { starts in
                    reachable.signatures.withUnsafeBufferPointer { signatures in
                        var masks: (read: UInt64, merged: UInt64) = (0, 0)
                        for at in 0..<tokenCount {
                            for test in Int(starts[at])..<Int(starts[at + 1])
                            where tests[test].passes(signatures, base: base, vocabularies: vocabularies) {
                                masks.read |= 1 << UInt64(at)
                                if tests[test].merges { masks.merged |= 1 << UInt64(at + 1) }
                            }
                        }
                        return masks
                    }
                }
            }
            scratch.readMasks.keep(masks, for: node)
            return masks
        }

        /// Fills the scratch's word tests for ``firstUnread(from:base:vocabularies:)``, when not filled
        /// yet, and with `prices` the skip prices (and their sums) for
        /// ``wordPrice(_:from:inside:open:anchored:limit:)``: only a search that prices words asks for
        /// those (the exact tier never does, though it tests words).
        // inlined, the two fills not: they run once a search, and inlined into each caller they made
        // the callers too large to be inlined where they are asked.
        @inline(__always)
        mutating func fillWordTests(prices: Bool = false) {
            if scratch.wordTestStarts.isEmpty { fillTests() }
            if prices, scratch.skipPriceSuffix.isEmpty { fillSkipPrices() }
        }

        /// ``fillWordTests(prices:)``'s tests.
        @inline(never)
        private mutating func fillTests() {
            // one test per reading, in the lattice's order: the tests start where the readings do.
            lattice.readings.withFlatStorage { readings, rows in
                // the rows' starts, written in place: appended one by one, each append asked whether
                // the array is shared.
                scratch.wordTestStarts.append(contentsOf: repeatElement(0, count: rows.count))
                scratch.wordTestStarts.withUnsafeMutableBufferPointer { starts in
                    for index in rows.indices { starts[index] = rows[index].start }
                }
                scratch.wordTests.reserveCapacity(readings.count)
                let vocabularyOf = reachable.wordVocabularies
                func vocabularies(_ token: Int32) -> UInt64 {
                    token >= 0 && Int(token) < vocabularyOf.count ? vocabularyOf[Int(token)] : 0
                }
                for reading in readings {
                    let (word, bit) = ReachableWords.bit(reading.token)
                    let second = reading.second >= 0 ? ReachableWords.bit(reading.second) : (-1, 0)
                    scratch.wordTests.append(
                        WordTest(
                            word: Int32(word), secondWord: Int32(second.0), bit: bit, secondBit: second.1,
                            vocabularies: vocabularies(reading.token),
                            secondVocabularies: vocabularies(reading.second), merges: reading.span > 1))
                }
            }
        }

        /// ``fillWordTests(prices:)``'s skip prices, and their sums from each position on.
        @inline(never)
        private mutating func fillSkipPrices() {
            for at in 0..<tokenCount { scratch.skipPrices.append(lattice.cheapestSkip(at: at, costs: costs)) }
            let openToken = max(0, costs.openToken)
            scratch.skipPriceSuffix.append(contentsOf: repeatElement(0, count: tokenCount + 1))
            scratch.openPriceSuffix.append(contentsOf: repeatElement(0, count: tokenCount + 1))
            for at in stride(from: tokenCount - 1, through: 0, by: -1) {
                scratch.skipPriceSuffix[at] = scratch.skipPriceSuffix[at + 1] + scratch.skipPrices[at]
                scratch.openPriceSuffix[at] = scratch.openPriceSuffix[at + 1] + min(scratch.skipPrices[at], openToken)
            }
        }

        /// Whether one of the recognizers in the mask `recognizers` reads a value, starting anywhere
        /// before or at `at`, that takes the token at `at` (always taken as yes past the 64th token).
        /// Each recognizer is asked at each start once per run, and only at the starts asked about.
        mutating func recognized(_ at: Int, by recognizers: UInt64) -> Bool {
            guard at < 64 else { return true }
            // the ids of the mask in increasing order: one per bit below the last, and from the last
            // bit (which ids from 63 on share) every id from 63 on.
            let count = automaton.recognizers.count
            var mask = recognizers & ~ReachableWords.bit(index: 63)
            while mask != 0 {
                let id = mask.trailingZeroBitCount
                mask &= mask - 1
                guard id < count else { return false }
                // parsed past `at` already: the cover is known (the call is for what is not).
                if scratch.coverParsed[id] > at {
                    if scratch.recognizerCover[id] & (1 << UInt64(at)) != 0 { return true }
                } else if covers(id, at) {
                    return true
                }
            }
            guard recognizers & ReachableWords.bit(index: 63) != 0 else { return false }
            for id in 63..<max(63, count) where covers(id, at) { return true }
            return false
        }

        /// Whether recognizer `id` reads a value, starting anywhere before or at `at` (below 64),
        /// that takes the token at `at`; its starts are parsed once per run, and only up to `at`.
        private mutating func covers(_ id: Int, _ at: Int) -> Bool {
            var start = Int(scratch.coverParsed[id])
            while start <= at {
                // by index: the spans as an array would be retained and released.
                for index in 0..<recognitionCount(id, at: start) {
                    guard let span = recognition(index, of: id, at: start), span.length > 0 else { continue }
                    for taken in start..<min(start + span.length, 64) {
                        scratch.recognizerCover[id] |= 1 << UInt64(taken)
                    }
                }
                start += 1
            }
            scratch.coverParsed[id] = Int32(max(Int(scratch.coverParsed[id]), start))
            return scratch.recognizerCover[id] & (1 << UInt64(at)) != 0
        }

        /// The spans recognizer `id` reads from `position`, computed once per run.
        mutating func recognitions(_ id: Int, at position: Int) -> [SpanRecognition] {
            // where the first-token test says no value starts, nothing is parsed or kept.
            if startsNothing(id, at: position) { return [] }
            return scratch.recognitions[parsedSlot(id, at: position)] ?? []
        }

        /// How many spans recognizer `id` reads from `position` (parsed once per run, as
        /// ``recognitions(_:at:)`` does), to be read by index with ``recognition(_:of:at:)``:
        /// unlike the array returned, that retains nothing.
        mutating func recognitionCount(_ id: Int, at position: Int) -> Int {
            if startsNothing(id, at: position) { return 0 }
            return scratch.recognitions[parsedSlot(id, at: position)]?.count ?? 0
        }

        /// The scratch slot of recognizer `id`'s spans from `position`, parsed there on first use;
        /// asked only where the first-token test lets a value start (``startsNothing(_:at:)``).
        @inline(__always)
        private mutating func parsedSlot(_ id: Int, at position: Int) -> Int {
            let slot = id * tokenCount + position
            if case .none = scratch.recognitions[slot] {
                scratch.recognitions[slot] = automaton.recognizers[id].recognize(tokens[position...])
                scratch.parsedSlots.append(Int32(truncatingIfNeeded: slot))
            }
            return slot
        }

        /// Whether recognizer `id`'s first-token test (``StartFilteredRecognizer``) says that no value
        /// starts at `position`: read from the automaton's table for a word the lexicon has, and
        /// otherwise asked once per run, position and group of recognizers. Asked before the spans
        /// are: most positions start no value, and the table answers for less than keeping an empty
        /// list of spans would cost.
        // inlined: most answers are a look at a table, and a call cost as much again.
        @inline(__always)
        private mutating func startsNothing(_ id: Int, at position: Int) -> Bool {
            let group = Int(automaton.startGroups[id])
            guard group >= 0 else { return false }
            // a word the lexicon has: the automaton asked the test of it once for every search.
            let said = lattice.saidToken(at: position)
            if said >= 0, group < 64 { return automaton.wordStartGroups[Int(said)] & (1 << UInt64(group)) == 0 }
            let index = group * tokenCount + position
            if scratch.startAnswers[index] == 0 {
                scratch.startAnswers[index] = automaton.startFilters[group].mayStart(with: tokens[position]) ? 1 : 2
            }
            return scratch.startAnswers[index] == 2
        }

        /// The span at `index` of those recognizer `id` reads from `position` (``recognitionCount(_:at:)``).
        @inline(__always)
        func recognition(_ index: Int, of id: Int, at position: Int) -> SpanRecognition? {
            scratch.recognitions[id * tokenCount + position]?[index]
        }

        /// Whether a reading of the token at `position` starts a value of vocabulary `id` (with
        /// `exactly`, a reading as said), asked once per run and position (a wide trie node finds its
        /// children through a hash table).
        // inlined: most answers are a bit of a mask, and a call costs more than reading one.
        @inline(__always)
        mutating func startsValue(of id: Int, exactly: Bool = false, at position: Int) -> Bool {
            let starts = vocabularyStarts(at: position)
            guard (exactly ? starts.said : starts.any) & ReachableWords.bit(index: id) != 0 else { return false }
            // the masks answer for the first 63 vocabularies; later ones share their last bit, which
            // only says that one of them may start with the word.
            guard id >= 63 else { return true }
            // known answers: bit 1 set, bit 2 for any reading, bit 4 for a reading as said.
            let slot = (id - 63) * tokenCount + position
            var known = slot < scratch.valueStartCount ? scratch.valueStarts[slot] : 0
            if known == 0 { known = valueStart(of: id, at: position, slot: slot) }
            return known & (exactly ? 4 : 2) != 0
        }

        /// The vocabularies whose values a reading of the token at `position` starts, by the
        /// automaton's table (``SearchScratch/vocabularyStarts``), worked out on first use.
        @inline(__always)
        mutating func vocabularyStarts(at position: Int) -> (any: UInt64, said: UInt64) {
            scratch.vocabularyStarts[position] ?? fillVocabularyStarts(at: position)
        }

        /// What the word at `position` may start, as ``PhraseAutomaton/slotKindStarts`` are tested
        /// against it: the vocabularies of ``vocabularyStarts(at:)`` and the last bit (of the edges
        /// always asked), and the groups whose first-token test lets a value start with it, by the
        /// automaton's table (``PhraseAutomaton/wordStartGroups``) for a word the lexicon has; every
        /// group for another, whose test ``recognitionCount(_:at:)`` then asks.
        @inline(__always)
        mutating func slotStarts(at position: Int) -> SlotStarts {
            let said = lattice.saidToken(at: position)
            return SlotStarts(
                vocabularies: vocabularyStarts(at: position).any | ReachableWords.bit(index: 63),
                groups: said >= 0 && !automaton.wordStartGroups.isEmpty ? automaton.wordStartGroups[Int(said)] : .max)
        }

        /// ``vocabularyStarts(at:)`` worked out, and kept.
        private mutating func fillVocabularyStarts(at position: Int) -> (any: UInt64, said: UInt64) {
            var starts: (any: UInt64, said: UInt64) = (0, 0)
            // by index: a `for … in` over a position's readings retains them.
            for index in lattice.readings[position].indices {
                let reading = lattice.readings[position][index]
                let bits = automaton.wordStartVocabularies[Int(reading.token)]
                starts.any |= bits
                if reading.isExact { starts.said |= bits }
            }
            scratch.vocabularyStarts[position] = starts
            return starts
        }

        /// ``startsValue(of:exactly:at:)`` worked out for a vocabulary from the 64th on, and kept in
        /// `slot` when there is room.
        private mutating func valueStart(of id: Int, at position: Int, slot: Int) -> UInt8 {
            var known: UInt8 = 1
            // by index: a `for … in` over a position's readings retains them.
            for index in lattice.readings[position].indices {
                let reading = lattice.readings[position][index]
                guard automaton.vocabularies[id].child(of: Vocabulary.root, reading.token) != nil else { continue }
                known |= reading.isExact ? 6 : 2
            }
            if slot < scratch.valueStartCount { scratch.valueStarts[slot] = known }
            return known
        }

        /// Whether the token at `position` carries a value (a number, an e-mail address, a URL, or a
        /// word a typed slot reads, such as "five"). Such tokens are never skipped, so a value out of
        /// a slot's range is no match rather than a match that silently drops what was said. A
        /// tentative reading (a word read as a name only by its shape) is no such evidence.
        mutating func carriesValue(_ automaton: PhraseAutomaton, _ tokens: [Token], at position: Int) -> Bool {
            if scratch.valueWords[position] == 0 {
                let value =
                    tokens[position].kind != .word
                    || automaton.recognizers.indices.contains {
                        recognitions($0, at: position).contains { $0.length >= 1 && !$0.tentative }
                    }
                scratch.valueWords[position] = value ? 2 : 1
            }
            return scratch.valueWords[position] == 2
        }

        /// Whether every reading `state` can lead to is of a phrase the search has already found:
        /// the one phrase all paths from its node end in (``PhraseAutomaton/solePhrase``) is found.
        /// A search reports a phrase once, by the first reading it finds, so such a state, and any it
        /// leads to, adds nothing; and dropping it changes neither which other states are queued
        /// nor their order.
        @inline(__always)
        func leadsOnlyToFound(_ state: SearchState) -> Bool {
            guard !scratch.foundPhrases.isEmpty else { return false }
            let node =
                state.edge >= 0 ? automaton.nodes[Int(state.node)].slots[Int(state.edge)].target : state.node
            let sole = automaton.solePhrase[Int(node)]
            return sole >= 0 && scratch.foundPhrases.contains(sole)
        }

        mutating func push(_ state: SearchState, _ cost: Float, _ open: Int32, _ trail: Int32) {
            guard let (priority, waits) = admission(state, cost, open) else { return }
            enqueue(state, priority, cost, open, trail, waits: waits)
        }

        /// Pushes a move that adds `step` to the trail after `parent`. The step is recorded only
        /// when the entry is kept, so moves the search drops leave nothing behind.
        mutating func push(
            _ state: SearchState, _ cost: Float, _ open: Int32, after parent: Int32, _ step: TrailStep
        ) {
            guard let (priority, waits) = admission(state, cost, open) else { return }
            enqueue(state, priority, cost, open, link(step, after: parent), waits: waits)
        }

        /// Pushes a move that adds two steps to the trail (a split word, a left-out word and the next one).
        mutating func push(
            _ state: SearchState, _ cost: Float, _ open: Int32, after parent: Int32, _ first: TrailStep,
            _ second: TrailStep
        ) {
            guard let (priority, waits) = admission(state, cost, open) else { return }
            enqueue(state, priority, cost, open, link(second, after: link(first, after: parent)), waits: waits)
        }

        /// Whether an entry at `node` and `position` (not inside a slot) costing `cost` or more may be
        /// admitted: false when its priority is over the search's limits, which ``admission(_:_:_:)``
        /// asks first, so a move may leave it out without making it.
        @inline(__always)
        func mayAdmit(_ node: Int32, _ position: Int, _ cost: Float) -> Bool {
            let priority = cost + (reachesValueSlot[Int(node)] ? 0 : rest(at: position))
            return priority <= overflowCost && priority <= stopCost
        }

        /// The priority of an entry for `state` at `cost`, or nil when it is not worth keeping:
        /// too costly even for suggestions, the state was already expanded, or an entry queued for
        /// it leaves the queue first (this one would then be skipped). `waits` when the entry is set
        /// aside for a suggestion search rather than queued.
        // inlined into each push: a search asks it of every move, most of which it turns away after
        // a test or two, and the call (its registers saved and its arguments passed) cost as much again.
        @inline(__always)
        private mutating func admission(
            _ state: SearchState, _ cost: Float, _ open: Int32
        ) -> (priority: Float, waits: Bool)? {
            // the estimate never exceeds the real remaining cost, so the search stays exact (A*).
            let estimate = reachesValueSlot[Int(state.node)] ? 0 : rest(at: Int(state.position))
            let priority = cost + estimate
            guard priority <= overflowCost, priority <= stopCost else { return nil }
            // every reading it leads to is of a phrase already found, which keeps its first reading.
            if leadsOnlyToFound(state) { return nil }
            // past the stop by the search's bound: nothing it leads to is reported, so it is not kept.
            let priced = pricesWords && stopCost < .infinity
            if priced, isBeyondStop(state, cost, open) { return nil }
            // without the fuzzy tier, a word no path from the state reads ends every path from it.
            if dropsUnread, leavesWordUnread(state) { return nil }
            // an entry past `maxCost` waits for a suggestion search, which runs only when nothing is
            // found: it is not offered to the state set. Should that search run, it takes the best entry
            // for a state first (the queue's order), and skips the others as expanded, as the set would.
            if priority > maxCost { return (priority, true) }
            // no reading within `maxCost` comes of it (the word price is a lower bound of what the
            // rest costs): the main search never expands it, but the suggestion search may.
            let index = Int32(truncatingIfNeeded: scratch.entries.count)
            if pricesAccept, !priced || stopCost > maxCost {
                // an entry the state set would turn away is not worth the bound's price: its state
                // was expanded, or will be by the entry queued for it (a search that finds nothing
                // empties its queue before the suggestion search starts), so set aside it would only
                // be skipped there, and a search that finds a reading has no suggestion search.
                if scratch.visited.turnsAway(state, priority: priority, openTokens: open, index: index) { return nil }
                if isBeyond(maxCost, state, cost, open) { return overflowCost > maxCost ? (priority, true) : nil }
            }
            guard scratch.visited.offer(state, priority: priority, openTokens: open, index: index) else { return nil }
            return (priority, false)
        }

        private mutating func enqueue(
            _ state: SearchState, _ priority: Float, _ cost: Float, _ open: Int32, _ trail: Int32, waits: Bool = false
        ) {
            // the arena index is the arrival order, which breaks ties in the queue.
            let index = Int32(truncatingIfNeeded: scratch.entries.count)
            scratch.entries.append(
                SearchEntry(priority: priority, cost: cost, openTokens: open, state: state, capture: trail))
            if !waits {
                scratch.heap.push(SearchHeap.Item(priority: priority, openTokens: open, index: index))
            } else {
                scratch.overflow.append(index)
            }
        }

        /// Queues an entry in the arena slot `index`, kept for it by ``PhraseSearch/deferLeftOutWords(_:_:cost:_:)``,
        /// in the queue's open run (``SearchHeap/openRun()``): the caller queues them in order.
        mutating func enqueue(
            _ state: SearchState, _ priority: Float, _ cost: Float, _ open: Int32, _ trail: Int32, at index: Int32
        ) {
            scratch.entries[Int(index)] = SearchEntry(
                priority: priority, cost: cost, openTokens: open, state: state, capture: trail)
            scratch.heap.appendToRun(SearchHeap.Item(priority: priority, openTokens: open, index: index))
        }

        /// Takes the entries set aside over `maxCost` into the queue (for the suggestion search).
        mutating func queueOverflow() {
            // the queue is empty here (the search ran dry), so this builds a new heap in one pass.
            let entries = scratch.entries
            scratch.heap.push(
                contentsOf: scratch.overflow.lazy.map { index in
                    SearchHeap.Item(
                        priority: entries[Int(index)].priority, openTokens: entries[Int(index)].openTokens, index: index
                    )
                })
            scratch.overflow.removeAll(keepingCapacity: true)
        }

        mutating func link(_ step: TrailStep, after parent: Int32) -> Int32 {
            scratch.links.append(SearchLink(step: step, parent: parent))
            return Int32(truncatingIfNeeded: scratch.links.count - 1)
        }
    }

    /// The best hit per phrase, cheapest first, and how many states were expanded.
    ///
    /// When nothing is found within ``SearchSettings/maxCost`` and suggestions are wanted, the same
    /// search resumes from the entries it set aside, up to the suggestion cost and budget, so the
    /// states already expanded are not expanded again.
    /// `scratch`: the search's storage, emptied for it (and left with what it grew). The hits are in
    /// the storage of its ``SearchScratch/hits``, which the caller may put back when done with them.
    func run(in scratch: inout SearchScratch) -> (hits: [SearchHit], expansions: Int) {
        let first = search(probing: settings.fuzzy && settings.boundsStop, in: &scratch)
        guard first.redo else { return (first.hits, first.expansions) }
        // the probe's reading was not found first: the search runs again as it would without one.
        let again = search(probing: false, in: &scratch)
        return (again.hits, first.expansions + again.expansions)
    }

    /// The expansions after which a search that has found no reading yet asks a probe for one.
    static let probeAfter = 16
    /// The states a probe may expand.
    static let probeBudget = 64

    /// A run in `scratch`, emptied for this utterance.
    private func makeRun(_ scratch: consuming SearchScratch, overflowCost: Float) -> Run {
        var run = Run(
            scratch: scratch, maxCost: settings.maxCost, overflowCost: overflowCost,
            reachesValueSlot: automaton.reachesValueSlot,
            automaton: automaton, lattice: lattice, costs: settings.costs, fuzzy: settings.fuzzy,
            tokenCount: tokens.count, tokens: tokens, reachable: automaton.reachableWords)
        run.scratch.reset(
            tokens: tokens.count, recognizers: automaton.recognizers.count,
            startGroups: automaton.startFilters.count, vocabularies: automaton.vocabularies.count)
        if let held = settings.heldSpan {
            run.heldStart = held.start
            run.heldRecognizers = held.recognizers
            // such a search is asked where a reading is unlikely: the bound against the accept cost
            // from the start, as once a probe found none.
            run.pricesAccept = true
        }
        return run
    }

    /// Looks for any reading within ``SearchSettings/maxCost``, not the cheapest: a search of the same
    /// moves (in its own storage) whose queue is ordered by the cost so far plus the word price of
    /// what is left, so paths into phrases that have the utterance's words come first. It stops at
    /// its first reading, at ``probeBudget`` states, or when nothing within the cost is left.
    /// Returns that reading's cost (of any phrase the search may report) and the states expanded.
    /// The probe borrows what the search has learnt of the utterance (`facts`: the recognizers'
    /// parses, the word tests), and gives it back with what it learnt itself.
    private func probe(_ facts: inout SearchScratch) -> (cost: Float?, expansions: Int) {
        var run = makeRun(pool.take(), overflowCost: settings.maxCost)
        run.scratch.swapUtteranceFacts(with: &facts)
        let found = probe(&run)
        run.scratch.swapUtteranceFacts(with: &facts)
        pool.give(run.finish())
        return found
    }

    /// ``probe(_:)`` in `run`, which holds the search's facts.
    private func probe(_ run: inout Run) -> (cost: Float?, expansions: Int) {
        run.probing = true
        run.push(.at(PhraseAutomaton.root, 0, .anchored), 0, 0, -1)
        var expansions = 0
        while let item = run.scratch.heap.pop() {
            let entry = run.scratch.entries[Int(item.index)]
            guard !run.scratch.visited.contains(entry.state) else { continue }
            // the estimate is worked out only for the entries that leave the queue (most never do):
            // one that it puts later goes back in at that priority (and, its estimate the same when
            // it leaves again, is expanded then).
            let priority = entry.cost + run.probeEstimate(entry.state)
            if priority > entry.priority {
                if priority <= settings.maxCost { run.requeue(entry, at: priority) }
                continue
            }
            guard run.scratch.visited.insert(entry.state) else { continue }
            guard expansions < Self.probeBudget else { break }
            expansions += 1
            if entry.state.edge >= 0 {
                expandInsideVocabulary(entry, &run)
                continue
            }
            if Int(entry.state.position) == tokens.count {
                for phrase in automaton.nodes[Int(entry.state.node)].accepts {
                    if let app = settings.onlyApp, automaton.phrases[Int(phrase)].owner.app != app { continue }
                    return (entry.cost, expansions)
                }
            }
            expand(entry, &run)
        }
        return (nil, expansions)
    }

    /// One search; `redo` when a probe's stop (or a least reading's, which only `probing` sets) may
    /// have changed what it found, and it must run again without one.
    private func search(probing: Bool, in scratch: inout SearchScratch) -> (
        hits: [SearchHit], expansions: Int, redo: Bool
    ) {
        var run = makeRun(scratch, overflowCost: max(settings.maxCost, settings.suggestionMaxCost ?? 0))
        let found = search(probing: probing, &run)
        scratch = run.finish()
        return found
    }

    /// ``search(probing:in:)`` in `run`.
    private func search(probing: Bool, _ run: inout Run) -> (hits: [SearchHit], expansions: Int, redo: Bool) {
        run.dropsUnread = !settings.fuzzy && settings.boundsStop
        // the exact tier: when some phrase reads the utterance at no cost, the best reading costs 0
        // and the search will stop at the slack, so it stops there from the start: nothing it then
        // leaves out could have been expanded (see ``Run/isBeyondStop(_:_:)``). Not in a search held
        // to a span: the reading at no cost may read it otherwise.
        if settings.fuzzy, settings.boundsStop, settings.heldSpan == nil, hasFreeReading(&run) {
            run.stopCost = settings.slack
            run.checkedFrom = 0
            run.pricesWords = true
        } else if probing, let least = leastReading(&run) {
            // the search's first reading costs no more, which is checked as a probe's is (when not,
            // the search runs again without probes, and without this stop).
            run.probedCost = least
            run.stopCost = least + settings.slack
            run.checkedFrom = 0
            run.pricesWords = true
        }
        if run.stopCost < .infinity { knowForcedSkips(&run) }
        var found = Found()
        // the hits go in the scratch's storage for them (``SearchScratch/hits``).
        swap(&found.hits, &run.scratch.hits)
        found.mayProbe = probing && run.stopCost == .infinity
        run.push(.at(PhraseAutomaton.root, 0, .anchored), 0, 0, -1)
        let exhausted = drain(&run, &found, budget: settings.maxExpansions, owners: .max)
        // the probe's reading is within the cost, so the search finds one, at most as costly, first;
        // should it not, the stop may have dropped what it would have found.
        if run.probedCost != nil, found.redo || found.hits.isEmpty {
            return ([], found.expansions + found.probeExpansions, true)
        }
        if exhausted, found.hits.isEmpty, let suggestionCost = settings.suggestionMaxCost,
            settings.suggestionExpansions > 0
        {
            run.maxCost = suggestionCost
            run.pricesByFlags = false
            run.pricesAccept = false
            found.mayProbe = false
            run.queueOverflow()
            drain(&run, &found, budget: found.expansions + settings.suggestionExpansions, owners: 3)
        }
        return (found.hits, found.expansions + found.probeExpansions, false)
    }

    private struct Found {
        var hits: [SearchHit] = []
        /// The phrases found are the scratch's `foundPhrases`, the positive owners its
        /// `positiveOwners` (lists, looked through: there are few), and these hold them too once
        /// there are many.
        var phrases = Set<Int32>()
        var positiveOwners = Set<PhraseOwner>()
        static let listedAtMost = 32

        /// Whether `phrase` is not among `found` yet (the caller then adds it there).
        mutating func isNew(_ phrase: Int32, found: [Int32]) -> Bool {
            Self.isNew(phrase, listed: found, hashed: &phrases)
        }

        /// Whether `owner` is not among `found` yet (the caller then adds it there).
        mutating func isNew(_ owner: PhraseOwner, found: [PhraseOwner]) -> Bool {
            Self.isNew(owner, listed: found, hashed: &positiveOwners)
        }

        /// Whether `item` is not in `listed`: looked through while the list is short, and past
        /// ``listedAtMost`` items asked of `hashed`, which then holds the list's items and `item`.
        private static func isNew<Item: Hashable>(_ item: Item, listed: [Item], hashed: inout Set<Item>) -> Bool {
            guard listed.count >= listedAtMost else { return !listed.contains(item) }
            if hashed.isEmpty { hashed = Set(listed) }
            return hashed.insert(item).inserted
        }
        var best: Float?
        var expansions = 0
        /// Whether the search may still ask a probe for a reading, and the states probes expanded.
        var mayProbe = false
        var probeExpansions = 0
        /// Set when the first hit costs more than the probe's reading (see ``PhraseSearch/run(in:)``).
        var redo = false
    }

    /// Pops and expands until the heap is empty (returns true) or a limit stops it (false).
    @discardableResult
    private func drain(_ run: inout Run, _ found: inout Found, budget: Int, owners: Int) -> Bool {
        while let item = run.scratch.heap.pop() {
            if item.index < 0 {
                queueLeftOutWords(Int(-1 - item.index), &run)
                continue
            }
            let entry = run.scratch.entries[Int(item.index)]
            // queued before the bound against the accept cost came on: asked now (one it drops is set
            // aside for the suggestion search, as it would have been when offered).
            if item.index < run.acceptCheckedFrom, run.pricesAccept, !run.scratch.visited.contains(entry.state),
                run.isBeyondAccept(entry)
            {
                if run.overflowCost > run.maxCost { run.scratch.overflow.append(item.index) }
                continue
            }
            guard run.scratch.visited.insert(entry.state) else { continue }
            if let best = found.best, entry.priority > best + settings.slack { return false }
            // once a phrase is found, a state that cannot reach a reading within the slack left
            // (``Run/isBeyondStop(_:_:)``) leads to nothing the search still reports.
            if run.pricesWords, run.stopCost < .infinity, item.index < run.checkedFrom,
                run.isBeyondStop(entry.state, entry.cost, entry.openTokens)
            {
                continue
            }
            // entries queued before the phrase they lead to was found.
            if run.leadsOnlyToFound(entry.state) { continue }
            found.expansions += 1
            if found.expansions > budget || run.scratch.foundPhrases.count >= settings.maxCandidates
                || run.scratch.positiveOwners.count >= owners
            {
                return false
            }
            if found.mayProbe, found.expansions >= Self.probeAfter {
                // a search that long without a reading asks a probe for one: its cost plus the slack is
                // a stop no later than the one the first hit will set, so the word price applies now.
                found.mayProbe = false
                let (cost, spent) = probe(&run.scratch)
                found.probeExpansions += spent
                if let cost, cost <= settings.maxCost {
                    run.probedCost = cost
                    run.stopCost = cost + settings.slack
                    knowForcedSkips(&run)
                    run.pricesWords = true
                    run.checkedFrom = Int32(truncatingIfNeeded: run.scratch.entries.count)
                } else {
                    // likely no reading within the cost: the bound against it sets entries aside.
                    run.pricesAccept = true
                    if settings.checksQueuedAgainstAccept {
                        run.acceptCheckedFrom = Int32(truncatingIfNeeded: run.scratch.entries.count)
                    }
                }
            }
            if entry.state.edge >= 0 {
                expandInsideVocabulary(entry, &run)
                continue
            }
            if Int(entry.state.position) == tokens.count {
                for phrase in automaton.nodes[Int(entry.state.node)].accepts {
                    // the owner and polarity read in place: a copy of the phrase's entry retained
                    // (and released) its text and group.
                    let owner = automaton.phrases[Int(phrase)].owner
                    if let app = settings.onlyApp, owner.app != app { continue }
                    guard found.isNew(phrase, found: run.scratch.foundPhrases) else { continue }
                    run.scratch.foundPhrases.append(phrase)
                    if found.best == nil {
                        found.mayProbe = false
                        if let probed = run.probedCost, entry.cost > probed + Run.priceTolerance {
                            found.redo = true
                            return false
                        }
                        found.best = entry.cost
                        run.stopCost = entry.cost + settings.slack
                        knowForcedSkips(&run)
                        run.pricesWords = settings.fuzzy && settings.boundsStop
                        // entries queued under the probe's stop were checked against a later one.
                        if run.pricesWords, run.checkedFrom == .max || run.probedCost != nil {
                            run.checkedFrom = Int32(truncatingIfNeeded: run.scratch.entries.count)
                        }
                    }
                    if automaton.phrases[Int(phrase)].polarity == .positive,
                        found.isNew(owner, found: run.scratch.positiveOwners)
                    {
                        run.scratch.positiveOwners.append(owner)
                    }
                    found.hits.append(
                        SearchHit(
                            phrase: phrase, cost: entry.cost, openTokens: entry.openTokens,
                            trail: trail(entry.capture, &run)))
                }
            }
            expand(entry, &run)
        }
        return true
    }

    /// Moves from an automaton state.
    private func expand(_ entry: SearchEntry, _ run: inout Run) {
        let state = entry.state
        // fields are read one by one: copying a whole `Node` retains and releases each of its buffers.
        let nodeIndex = Int(state.node)
        let flags = state.flags
        let position = Int(state.position)
        let atEnd = position >= tokens.count
        // by index: a `for … in` over a node's or a position's array retains it.
        let epsilons = automaton.nodes[nodeIndex].epsilons.indices
        // a word the path can only skip, at a price the same wherever it is skipped (see below).
        let forced = position < 64 && run.forcedSkips & (1 << UInt64(position)) != 0
        // there an ε-target can only skip the word (nothing reads it, no value starts there, no slot is
        // left empty nor word left out), take an open slot over it, or follow its own ε-edges: the skip
        // here and the same ε-edge after it reach what the ε-edge and its skip reach, at the same cost
        // with the same flags and trail. So only targets that may open a slot here are made.
        let opensHere = !forced || (flags.contains(.anchored) && !flags.contains(.leftOutContent))
        if !epsilons.isEmpty, opensHere {
            // the targets share the entry's position, cost and flags: most the bound drops by their
            // first word alone, asked here once for all of them, with the answer their admission gives.
            if !forced, epsilons.count > PhraseAutomaton.scanLimit,
                let firstWord = run.firstWordTest(flags, at: position, cost: entry.cost)
            {
                for chunk in stride(from: 0, to: epsilons.count, by: 64) {
                    let size = min(64, epsilons.count - chunk)
                    var kept = run.keptByWords(size, firstWord) { automaton.nodes[nodeIndex].epsilons[chunk + $0] }
                    while kept != 0 {
                        let target = automaton.nodes[nodeIndex].epsilons[chunk + kept.trailingZeroBitCount]
                        kept &= kept - 1
                        run.push(.at(target, state.position, flags), entry.cost, entry.openTokens, entry.capture)
                    }
                }
            } else {
                for index in epsilons {
                    let target = automaton.nodes[nodeIndex].epsilons[index]
                    guard !forced || automaton.reachesOpenSlot[Int(target)] else { continue }
                    run.push(.at(target, state.position, flags), entry.cost, entry.openTokens, entry.capture)
                }
            }
        }
        if !atEnd {
            for index in lattice.readings[position].indices {
                read(lattice.readings[position][index], entry, &run)
            }
        }
        // after an open slot only reading moves may follow, or the slot would have no right bound.
        let mayReadNothing = settings.fuzzy && !flags.contains(.afterOpenSlot)
        // a word the path can only skip, at a price the same wherever it is skipped: every move here
        // that reads nothing (a left-out word, an empty slot) and the skip after it reach what the
        // skip here and the same move after it reach, at the same cost and with the same flags.
        let leastEmptySlot = min(settings.costs.missingSlot, settings.costs.omittedApplicationName)
        // what the word here may start (nothing at the end), which the slot edges' own starts meet
        // where they may read a value from it.
        let starts =
            atEnd || automaton.nodes[nodeIndex].slots.isEmpty ? SlotStarts.none : run.slotStarts(at: position)
        // where no slot may be left empty, a slot edge moves only by reading a value: a node whose
        // slots start none here (most nodes, at most words) has no slot move, which its starts
        // answer for all its edges at once.
        let slotsMove = mayReadNothing || automaton.slotStarts[nodeIndex].meets(starts)
        for index in slotsMove ? automaton.nodes[nodeIndex].slots.indices : 0..<0 {
            let edge = automaton.nodes[nodeIndex].slots[index]
            // an edge whose starts miss the word's reads no value here (most edges of a node that may
            // read the word with a slot): answered without the slot's kind being read. (No edge meets
            // the starts of the end, so each reads a word here.)
            if automaton.slotKindStarts[Int(edge.slot)].meets(starts) {
                // the kind alone: copying the whole descriptor retains and releases its parameter's name.
                switch automaton.slots[Int(edge.slot)].kind {
                case .vocabulary(let id):
                    // enter the vocabulary only when the next word can start one of its values.
                    guard run.startsValue(of: id.rawValue, at: position) else { break }
                    var inside = state
                    inside.edge = Int32(index)
                    inside.trie = Vocabulary.root
                    run.push(inside, entry.cost, entry.openTokens, entry.capture)
                case .open:
                    guard flags.contains(.anchored), !flags.contains(.leftOutContent) else { break }
                    let after = flags.subtracting(.anchored).union(.afterOpenSlot)
                    // a wildcard that starts with a value a typed slot offered instead of it reads leaves
                    // that value in text ("for seven peple" as a party description, not a party size).
                    let start =
                        entry.cost
                        + (rivalReads(nodeIndex, at: position, &run) ? settings.costs.implausibleOpenValue : 0)
                    // any non-empty span up to a barred token; the words after the slot decide where it
                    // really ends. Each token taken costs: a wildcard is no evidence. (Held to a span: a
                    // slot before it ends at its start at the latest, as one that takes its token does not
                    // read it as the span.)
                    let last = state.position < run.heldStart ? min(tokens.count, Int(run.heldStart)) : tokens.count
                    guard position < last else { break }
                    for stop in (position + 1)...last {
                        if !settings.openBarrier.isEmpty, settings.openBarrier[stop - 1] { break }
                        guard canContinueReading(from: edge.target, at: stop) else { continue }
                        let taken = Int32(stop - position)
                        run.push(
                            .at(edge.target, Int32(stop), after), start + settings.costs.openToken * Float(taken),
                            entry.openTokens + taken, after: entry.capture,
                            .slot(slot: edge.slot, start: state.position, end: Int32(stop), trie: -1))
                    }
                case .recognizer(let id):
                    for index in 0..<run.recognitionCount(id.rawValue, at: position) {
                        guard let span = run.recognition(index, of: id.rawValue, at: position),
                            span.length > 0 && position + span.length <= tokens.count
                        else { continue }
                        let stop = state.position + Int32(span.length)
                        let held =
                            state.position == run.heldStart
                            && run.heldRecognizers & ReachableWords.bit(index: id.rawValue) != 0
                        run.push(
                            .at(edge.target, stop, held ? flags.reading.union(.readHeldSpan) : flags.reading),
                            entry.cost + span.cost, entry.openTokens,
                            after: entry.capture, .slot(slot: edge.slot, start: state.position, end: stop, trie: -1))
                    }
                }
            }
            guard mayReadNothing, !run.probing, !forced else { continue }
            // an empty slot costs at least the cheaper of its two prices: most are over the stop,
            // which the entry's admission would find first.
            guard run.mayAdmit(edge.target, position, entry.cost + leastEmptySlot) else { continue }
            // the utterance gives no value for the slot (or, where allowed, no app name).
            let isApplicationName = automaton.slots[Int(edge.slot)].parameter == nil
            guard !isApplicationName || settings.omitApplicationName else { continue }
            let cost = isApplicationName ? settings.costs.omittedApplicationName : settings.costs.missingSlot
            run.push(
                .at(edge.target, state.position, flags.skipping), entry.cost + cost, entry.openTokens,
                after: entry.capture, .slot(slot: edge.slot, start: state.position, end: state.position, trie: -1))
        }
        guard mayReadNothing else { return }
        // a word the phrases themselves use is a phrase word; only others are asked whether they carry a value.
        if !atEnd, !lattice.readings[position].isEmpty || !run.carriesValue(automaton, tokens, at: position) {
            // an utterance word the phrase does not have. Words that carry values are never
            // dropped silently.
            let inside = flags.contains(.started) && automaton.nodes[nodeIndex].accepts.isEmpty
            let cost =
                inside && lattice.isPersonalPronoun[position]
                ? settings.costs.extraWordInside
                : lattice.isFiller[position]
                    ? settings.costs.extraFiller
                    : lattice.isFunctionWord[position]
                        ? settings.costs.extraFunctionWord
                        : inside ? settings.costs.extraWordInside : settings.costs.extraWord
            run.push(
                .at(state.node, state.position + 1, flags.skipping), entry.cost + cost, entry.openTokens, entry.capture)
        }
        guard !run.probing, !forced else { return }
        leaveOutWords(entry, nodeIndex, &run)
    }

    /// Whether a typed slot that the phrase offers instead of an open slot at `node` reads a value at
    /// `position` as said (no typo, no guess).
    private func rivalReads(_ node: Int, at position: Int, _ run: inout Run) -> Bool {
        for id in automaton.nodes[node].openRivals
        where run.recognitions(Int(id), at: position).contains(where: {
            $0.length > 0 && $0.cost == 0 && !$0.tentative
        }) {
            return true
        }
        return false
    }

    /// Whether a phrase (of ``SearchSettings/onlyApp``, when set) reads the whole utterance at no
    /// cost: by words read exactly, ε-edges, vocabulary values read exactly and typed values parsed
    /// cleanly, the moves the search makes at no cost whatever the path did before. A depth-first
    /// walk of those moves alone, each state once, within the search's budget; no answer (false)
    /// when the budget runs out.
    ///
    /// With `leastOnly`, whether a phrase reads it with each word taken at its least
    /// (``TokenLattice/leastCost``): read by one of its cheapest readings (a typo's nearest word), or
    /// skipped where `skips` has its bit (below the 64th word; ``walkSkipPrice(_:_:)``).
    // inlined: each call then has its own walk, the one at no cost as lean as without `leastOnly`.
    @inline(__always)
    private func hasFreeReading(_ run: inout Run, leastOnly: Bool = false, skips: UInt64 = 0) -> Bool {
        var skipped: UInt64 = 0
        return hasFreeReading(&run, leastOnly: leastOnly, skips: skips, tracks: false, skipped: &skipped)
    }

    /// ``hasFreeReading(_:leastOnly:skips:)``; with `tracks`, `skipped` is set to the words the reading
    /// it found skips (of `skips`), and the walk tries reading a word before skipping it.
    @inline(__always)
    private func hasFreeReading(
        _ run: inout Run, leastOnly: Bool, skips: UInt64, tracks: Bool, skipped: inout UInt64
    ) -> Bool {
        // the readings the walk follows at `position`: as said, or with `leastOnly` the cheapest.
        func follows(_ reading: Reading, at position: Int) -> Bool {
            leastOnly ? reading.cost <= lattice.leastCost[position] : reading.isExact
        }
        // a word that nothing reads for free, and that is no value a typed slot could read, is
        // read by no free reading either (an open slot costs): no need to look.
        // (A word read only through a typo is taken as such a word without asking the typed
        // slots, whose parses allocate; the search asks them about words with no reading at all.)
        // A typed value is followed only where it costs what the least costs add up to: not with
        // `leastOnly` where a word of it has no reading (its least is its skip).
        // the words the walk skips that no reading it follows reads: from a state there the only
        // moves that lead anywhere are ε-edges and the skip (a vocabulary entered there reads its
        // first word by such a reading, as no value is empty, and a typed value is followed only
        // over words whose least is 0, which a skipped word's is not), and an ε-edge before the skip
        // reaches what the same ε-edge after it reaches, so only the skip is followed.
        var forced: UInt64 = 0
        for position in tokens.indices where tokens[position].kind == .word {
            guard !lattice.readings[position].contains(where: { follows($0, at: position) }) else { continue }
            if position < 64, skips & (1 << UInt64(position)) != 0 {
                forced |= 1 << UInt64(position)
                continue
            }
            if leastOnly || !lattice.readings[position].isEmpty
                || !run.carriesValue(automaton, tokens, at: position)
            {
                return false
            }
        }
        // the moves followed never depend on the path's flags: one value of them does for all.
        let flags = PathFlags.anchored
        // with `tracks`: per state on the stack, where the state that pushed it is in `path` and
        // whether the move skipped a word (bit 0); per state expanded, the same for it.
        var pushedBy: [Int32] = []
        var path: [Int32] = []
        var positions: [Int32] = []
        var current: Int32 = -1
        // (each push written out: a nested function for it made the walks without `tracks` dearer.)
        run.scratch.freeStack.append(.at(PhraseAutomaton.root, 0, flags))
        if tracks { pushedBy.append(-2) }
        var steps = 0
        while let state = run.scratch.freeStack.popLast() {
            let link = tracks ? pushedBy.removeLast() : 0
            guard run.scratch.freeVisited.insert(state) else { continue }
            if tracks {
                path.append(link)
                positions.append(state.position)
                current = Int32(truncatingIfNeeded: path.count - 1)
            }
            steps += 1
            guard steps <= settings.maxExpansions else { return false }
            let position = Int(state.position)
            let node = Int(state.node)
            if state.edge >= 0 {
                let edge = automaton.nodes[node].slots[Int(state.edge)]
                guard case .vocabulary(let id) = automaton.slots[Int(edge.slot)].kind else { continue }
                if automaton.vocabularies[id.rawValue].hasValues(state.trie) {
                    run.scratch.freeStack.append(.at(edge.target, state.position, flags))
                    if tracks { pushedBy.append(current << 1 | 0) }
                }
                guard position < tokens.count else { continue }
                // by index, here and below: a `for … in` over a node's or a position's array retains it.
                for index in lattice.readings[position].indices
                where follows(lattice.readings[position][index], at: position) {
                    let reading = lattice.readings[position][index]
                    guard let child = automaton.vocabularies[id.rawValue].child(of: state.trie, reading: reading) else {
                        continue
                    }
                    var next = state
                    next.trie = child
                    next.position += reading.span
                    run.scratch.freeStack.append(next)
                    if tracks { pushedBy.append(current << 1 | 0) }
                }
                continue
            }
            if position == tokens.count {
                for phrase in automaton.nodes[node].accepts {
                    if let app = settings.onlyApp, automaton.phrases[Int(phrase)].owner.app != app { continue }
                    if tracks {
                        // back along the states that led here: a skip's state is one word past the skipped word.
                        var at = Int(current)
                        while at >= 0 {
                            if path[at] & 1 != 0 { skipped |= 1 << UInt64(positions[at] - 1) }
                            at = Int(path[at] >> 1)
                        }
                    }
                    return true
                }
            }
            // a word ahead that no path from here reads at all (nor skips at its least) ends every
            // free path from here.
            if position < tokens.count, run.leavesWordUnread(state, skipped: skips) { continue }
            if position < 64, forced & (1 << UInt64(position)) != 0 {
                run.scratch.freeStack.append(.at(state.node, state.position + 1, flags))
                if tracks { pushedBy.append(current << 1 | 1) }
                continue
            }
            // tracking, the skip is tried last (the stack's last out): a reading that reads the word is
            // found before one that skips it.
            let skipsHere = position < 64 && skips & (1 << UInt64(position)) != 0
            if tracks, skipsHere {
                run.scratch.freeStack.append(.at(state.node, state.position + 1, flags))
                pushedBy.append(current << 1 | 1)
            }
            for index in automaton.nodes[node].epsilons.indices {
                run.scratch.freeStack.append(.at(automaton.nodes[node].epsilons[index], state.position, flags))
                if tracks { pushedBy.append(current << 1 | 0) }
            }
            guard position < tokens.count else { continue }
            for index in lattice.readings[position].indices
            where follows(lattice.readings[position][index], at: position) {
                let reading = lattice.readings[position][index]
                let end = state.position + reading.span
                automaton.edges.forEachTarget(from: state.node, reading: reading) { target in
                    run.scratch.freeStack.append(.at(target, end, flags))
                    if tracks { pushedBy.append(current << 1 | 0) }
                }
            }
            if !tracks, skipsHere { run.scratch.freeStack.append(.at(state.node, state.position + 1, flags)) }
            for index in automaton.nodes[node].slots.indices {
                let edge = automaton.nodes[node].slots[index]
                switch automaton.slots[Int(edge.slot)].kind {
                case .vocabulary(let id):
                    guard run.startsValue(of: id.rawValue, exactly: !leastOnly, at: position) else { break }
                    var inside = state
                    inside.edge = Int32(index)
                    inside.trie = Vocabulary.root
                    run.scratch.freeStack.append(inside)
                    if tracks { pushedBy.append(current << 1 | 0) }
                case .recognizer(let id):
                    for index in 0..<run.recognitionCount(id.rawValue, at: position) {
                        guard let span = run.recognition(index, of: id.rawValue, at: position),
                            span.length > 0 && span.cost <= 0 && position + span.length <= tokens.count,
                            !leastOnly || lattice.leastCost[position..<(position + span.length)].allSatisfy({ $0 <= 0 })
                        else {
                            continue
                        }
                        run.scratch.freeStack.append(.at(edge.target, state.position + Int32(span.length), flags))
                        if tracks { pushedBy.append(current << 1 | 0) }
                    }
                case .open:
                    break
                }
            }
        }
        return false
    }

    /// Which words (below the 64th, as bits) a path can only skip, at a price that does not depend on
    /// the path: a word ``walkSkipPrice(_:_:)`` prices (a filler or a function word, no personal
    /// pronoun, no value) that no reading of the lattice reads and where no typed slot reads
    /// anything. Asked only in a fuzzy search that knows its stop: such a search has no suggestion
    /// search after it. None without
    /// ``SearchSettings/boundsStop``, so that the tests that compare the search both ways compare
    /// it with a search that makes those moves.
    private func knowForcedSkips(_ run: inout Run) {
        guard !run.forcedSkipsKnown else { return }
        run.forcedSkipsKnown = true
        guard settings.fuzzy, settings.boundsStop else { return }
        var forced: UInt64 = 0
        // not the last word: a narrow node's left-out word needs the utterance to go on after it, so
        // one left out after the skip may not be where the last word is skipped.
        for position in tokens.indices.prefix(64) where position + 1 < tokens.count {
            guard lattice.readings[position].isEmpty, walkSkipPrice(position, &run) != nil,
                !automaton.recognizers.indices.contains(where: { id in
                    run.recognitions(id, at: position).contains { $0.length > 0 }
                })
            else { continue }
            forced |= 1 << UInt64(position)
        }
        run.forcedSkips = forced
    }

    /// What skipping the utterance word at `position` costs wherever it is skipped, nil where that
    /// depends on the path or the search never skips it: a filler or a function word (no personal
    /// pronoun, whose skip costs more inside a phrase), and no value.
    private func walkSkipPrice(_ position: Int, _ run: inout Run) -> Float? {
        guard tokens[position].kind == .word, !lattice.isPersonalPronoun[position] else { return nil }
        let costs = settings.costs
        let price =
            lattice.isFiller[position]
            ? costs.extraFiller : lattice.isFunctionWord[position] ? costs.extraFunctionWord : Float.infinity
        guard price > 0, price < .infinity,
            !lattice.readings[position].isEmpty || !run.carriesValue(automaton, tokens, at: position)
        else { return nil }
        return price
    }

    /// After the walk at no cost found no reading, the most a reading that
    /// ``hasFreeReading(_:leastOnly:skips:)`` finds with `leastOnly` may cost, or nil when it finds
    /// none. It walks first with the words skipped at their least (``walkSkipPrice(_:_:)`` no more
    /// than ``TokenLattice/leastCost``), so that its reading costs the least costs' sum; then, should
    /// that find none, with the fillers the lexicon reads skipped too ("now", "please"), whose reading
    /// costs at most their skips more. Each sum is added in the utterance's order, as the search adds
    /// a path's costs, so no reading found costs more.
    private func leastReading(_ run: inout Run) -> Float? {
        var atLeast: UInt64 = 0
        var fillers: UInt64 = 0
        for position in tokens.indices.prefix(64) {
            guard let price = walkSkipPrice(position, &run) else { continue }
            if price <= lattice.leastCost[position] {
                atLeast |= 1 << UInt64(position)
            } else if lattice.isFiller[position] {
                fillers |= 1 << UInt64(position)
            }
        }
        // a readable filler as the last word ("… now"): a reading that reads it there is one of the
        // few phrases that end with it, so the first walk mostly fails and is not tried: the second
        // finds a reading whenever the first would, and trying a word's readings before its skip,
        // mostly one that reads the filler (a real reading's cost either way).
        let last = tokens.count - 1
        let endsReadable = last < 64 && fillers & (1 << UInt64(last)) != 0
        for skips in [atLeast, atLeast | fillers] where skips == atLeast || fillers != 0 {
            guard skips != atLeast || lattice.restCost[0] > 0 else { continue }
            if skips == atLeast, endsReadable { continue }
            run.scratch.freeVisited.removeAll()
            run.scratch.freeStack.removeAll(keepingCapacity: true)
            // the second walk may read a readable filler or skip it: the reading it finds costs its
            // skips only where it skips (the first skips only words whose least is their skip).
            // (two calls, so that each inlined walk has `tracks` fixed: the first as lean as before.)
            var onPath: UInt64 = 0
            let found =
                skips == atLeast
                ? hasFreeReading(&run, leastOnly: true, skips: skips, tracks: false, skipped: &onPath)
                : hasFreeReading(&run, leastOnly: true, skips: skips, tracks: true, skipped: &onPath)
            guard found else { continue }
            onPath |= atLeast
            var most: Float = 0
            for position in tokens.indices {
                let skipped = position < 64 && skips & onPath & (1 << UInt64(position)) != 0
                most +=
                    skipped
                    ? max(lattice.leastCost[position], walkSkipPrice(position, &run) ?? 0) : lattice.leastCost[position]
            }
            return most
        }
        return nil
    }

    /// Follows `reading` along literal edges (two of them for a split word).
    private func read(_ reading: Reading, _ entry: SearchEntry, _ run: inout Run) {
        let position = entry.state.position + reading.span
        let flags = entry.state.flags.reading
        let cost = entry.cost + reading.cost
        let start = entry.state.position
        let word = TrailStep.word(reading.token, start: start, end: position)
        automaton.edges.forEachTarget(from: entry.state.node, reading: reading.token) { target in
            guard reading.second >= 0 else {
                run.push(.at(target, position, flags), cost, entry.openTokens, after: entry.capture, word)
                return
            }
            automaton.edges.forEachTarget(from: target, reading: reading.second) { next in
                run.push(
                    .at(next, position, flags), cost, entry.openTokens, after: entry.capture, word,
                    .word(reading.second, start: start, end: position))
            }
        }
    }

    /// Phrase words the utterance leaves out. Small nodes try every edge; large ones only function
    /// words, and content words that the next utterance word then continues from.
    private func leaveOutWords(_ entry: SearchEntry, _ node: Int, _ run: inout Run) {
        let costs = settings.costs
        // every entry this makes costs at least a left-out word: none is kept past the search's limits.
        guard entry.cost + min(costs.missingFunctionWord, costs.missingWord) <= min(run.stopCost, run.overflowCost)
        else { return }
        let state = entry.state
        let skipping = state.flags.skipping
        // once an open slot has taken words, its phrase's content words must all be there.
        let contentAllowed = entry.openTokens == 0
        if automaton.nodes[node].literals.count <= PhraseAutomaton.scanLimit {
            // by index, here and below: a `for … in` over a node's or a position's array retains it.
            for edge in automaton.nodes[node].literals.indices {
                let (token, target) = (
                    automaton.nodes[node].literals[edge].token, automaton.nodes[node].literals[edge].target
                )
                let isFunction = automaton.isFunctionWord[Int(token)]
                guard
                    isFunction
                        ? canContinue(from: target, at: Int(state.position))
                        : contentAllowed && canContinueReading(from: target, at: Int(state.position))
                else { continue }
                run.push(
                    .at(target, state.position, isFunction ? skipping : skipping.union(.leftOutContent)),
                    entry.cost + (isFunction ? costs.missingFunctionWord : costs.missingWord), entry.openTokens,
                    after: entry.capture, .word(token, start: state.position, end: state.position))
            }
            return
        }
        let leftOutCost = entry.cost + costs.missingFunctionWord
        if !deferLeftOutWords(entry, node, cost: leftOutCost, &run) {
            // most of these entries the bound drops by the word after them alone: asked here, before
            // the entry is made, with the answer the entry's admission would give.
            let firstWord = run.firstWordTest(skipping, at: Int(state.position), cost: leftOutCost)
            // the closure below takes the automaton alone: with `self` it took a copy of the whole
            // search, retaining and releasing each of its arrays.
            let automaton = automaton
            let count = automaton.nodes[node].functionEdges.count
            for chunk in stride(from: 0, to: count, by: 64) {
                let size = min(64, count - chunk)
                var kept =
                    firstWord.map { test in
                        run.keptByWords(size, test) { automaton.nodes[node].functionEdges[chunk + $0].target }
                    } ?? (size < 64 ? (1 << UInt64(size)) - 1 : .max)
                while kept != 0 {
                    let edge = automaton.nodes[node].functionEdges[chunk + kept.trailingZeroBitCount]
                    kept &= kept - 1
                    run.push(
                        .at(edge.target, state.position, skipping), entry.cost + costs.missingFunctionWord,
                        entry.openTokens, after: entry.capture,
                        .word(edge.token, start: state.position, end: state.position))
                }
            }
        }
        let position = Int(state.position)
        guard position < tokens.count, contentAllowed else { return }
        for index in lattice.readings[position].indices where lattice.readings[position][index].second < 0 {
            let reading = lattice.readings[position][index]
            for skip in automaton.nodes[node].skipAhead[reading.token] ?? []
            where !automaton.isFunctionWord[Int(skip.token)] {
                run.push(
                    .at(skip.target, state.position + reading.span, state.flags.reading.union(.leftOutContent)),
                    entry.cost + costs.missingWord + reading.cost, entry.openTokens, after: entry.capture,
                    .word(skip.token, start: state.position, end: state.position),
                    .word(reading.token, start: state.position, end: state.position + reading.span))
            }
        }
    }

    /// Defers the function words a wide node leaves out, before the search knows its stop: of the
    /// hundreds such a node may have (the root's), the search reaches few before it stops, yet each
    /// entry would cost a state-set offer and a heap push, and deepen the heap for every pop after.
    /// Instead their arena slots are kept (so each gets the arrival order it would have had) and the
    /// queue gets one key per batch of equal priority (`-1 - k` for batch `k`), which comes out no
    /// later than any of the batch's entries would; only then are they offered and queued
    /// (``queueLeftOutWords(_:_:)``).
    ///
    /// The search expands the same states in the same order: an entry the state set turns away
    /// could never be the first of its state to leave the queue, so offering the batch later
    /// changes only which entries that would be skipped get queued, never which one expands a state.
    /// Deferred only where the entries' admission asks nothing that may change until they are
    /// queued (no stop, no bound against `maxCost`, nothing over it); false where not deferred.
    private func deferLeftOutWords(_ entry: SearchEntry, _ node: Int, cost: Float, _ run: inout Run) -> Bool {
        guard settings.defersLeftOutWords, run.stopCost == .infinity, !run.pricesAccept, !run.probing,
            run.scratch.foundPhrases.isEmpty
        else {
            return false
        }
        let count = automaton.nodes[node].functionEdges.count
        let state = entry.state
        // the priorities `admission` gives: no estimate where an open slot is reachable, else the rest's.
        let priorities = (value: cost + 0, rest: cost + run.rest(at: Int(state.position)))
        guard count > 0, max(priorities.value, priorities.rest) <= min(run.maxCost, run.overflowCost) else {
            return false
        }
        let base = Int32(truncatingIfNeeded: run.scratch.entries.count)
        run.scratch.entries.append(
            contentsOf: repeatElement(
                SearchEntry(priority: .infinity, cost: .infinity, openTokens: 0, state: .at(0, 0, []), capture: -1),
                count: count))
        var batches = (value: false, rest: false)
        for index in 0..<count {
            if automaton.reachesValueSlot[Int(automaton.nodes[node].functionEdges[index].target)] {
                batches.value = true
            } else {
                batches.rest = true
            }
            if batches.value && batches.rest { break }
        }
        for valueSlot in [true, false] where valueSlot ? batches.value : batches.rest {
            let priority = valueSlot ? priorities.value : priorities.rest
            run.scratch.deferred.append(
                DeferredLeftOut(
                    node: Int32(node), position: state.position, flags: state.flags.skipping, priority: priority,
                    cost: cost, openTokens: entry.openTokens, capture: entry.capture, base: base,
                    valueSlot: valueSlot))
            run.scratch.heap.push(
                SearchHeap.Item(
                    priority: priority, openTokens: entry.openTokens,
                    index: -Int32(truncatingIfNeeded: run.scratch.deferred.count)))
        }
        return true
    }

    /// Offers and queues the entries of deferred batch `batch`, each in its kept arena slot, as
    /// ``deferLeftOutWords(_:_:cost:_:)`` would have when it was made.
    private func queueLeftOutWords(_ batch: Int, _ run: inout Run) {
        let deferred = run.scratch.deferred[batch]
        let node = Int(deferred.node)
        // one priority and open tokens, in arrival order: already the queue's order.
        run.scratch.heap.openRun()
        defer { run.scratch.heap.closeRun() }
        for index in automaton.nodes[node].functionEdges.indices {
            let edge = automaton.nodes[node].functionEdges[index]
            guard automaton.reachesValueSlot[Int(edge.target)] == deferred.valueSlot else { continue }
            let state = SearchState.at(edge.target, deferred.position, deferred.flags)
            // offered with the index it arrived at: it wins ties against the entries queued since.
            let at = deferred.base + Int32(truncatingIfNeeded: index)
            guard
                run.scratch.visited.offer(
                    state, priority: deferred.priority, openTokens: deferred.openTokens, index: at)
            else { continue }
            let trail = run.link(
                .word(edge.token, start: deferred.position, end: deferred.position), after: deferred.capture)
            run.enqueue(state, deferred.priority, deferred.cost, deferred.openTokens, trail, at: at)
        }
    }

    /// Whether a path that left out a word and stands at `node` can still go anywhere: the next
    /// utterance word reads on, a slot or ε-edge leaves, or the phrase ends with the utterance.
    /// Leaving out a word that leads nowhere is a dead state not worth a heap entry.
    private func canContinue(from node: Int32, at position: Int) -> Bool {
        // the count alone: a copy of the edges would retain them.
        let literals = automaton.nodes[Int(node)].literals.count
        // a chain of left-out words is possible from small nodes.
        if position < tokens.count, literals > 0, literals <= PhraseAutomaton.scanLimit { return true }
        return canContinueReading(from: node, at: position)
    }

    /// The stricter test for a left-out content word: right after it, the utterance must go on
    /// being read (a literal, a slot) or end with the phrase. Two content words in a row are never
    /// left out, which keeps the search from wandering the whole automaton.
    private func canContinueReading(from node: Int32, at position: Int) -> Bool {
        let index = Int(node)
        if !automaton.nodes[index].slots.isEmpty || !automaton.nodes[index].epsilons.isEmpty { return true }
        if position >= tokens.count { return !automaton.nodes[index].accepts.isEmpty }
        return lattice.readings[position].contains { automaton.edges.hasEdge(from: node, reading: $0.token) }
    }

    /// Moves inside a vocabulary slot: leave where a value ends, or read one more token.
    private func expandInsideVocabulary(_ entry: SearchEntry, _ run: inout Run) {
        let state = entry.state
        let edge = automaton.nodes[Int(state.node)].slots[Int(state.edge)]
        guard case .vocabulary(let id) = automaton.slots[Int(edge.slot)].kind else { return }
        if automaton.vocabularies[id.rawValue].hasValues(state.trie) {
            let step = run.link(
                .slot(slot: edge.slot, start: state.start, end: state.position, trie: state.trie), after: entry.capture)
            run.push(.at(edge.target, state.position, state.flags.reading), entry.cost, entry.openTokens, step)
            // a value whose last word is the phrase's next word ("my gym alarm" for "my {alarm} alarm",
            // with an alarm called "gym alarm") also reads that word: the name repeats the noun.
            let last = state.position - 1
            if last > state.start {
                // by index, here and below: a `for … in` over a position's readings retains them.
                for index in lattice.readings[Int(last)].indices where lattice.readings[Int(last)][index].isExact {
                    let token = lattice.readings[Int(last)][index].token
                    automaton.edges.forEachTarget(from: edge.target, reading: token) { target in
                        run.push(
                            .at(target, state.position, state.flags.reading), entry.cost, entry.openTokens, after: step,
                            .word(token, start: last, end: state.position))
                    }
                }
            }
        }
        let position = Int(state.position)
        guard position < tokens.count else { return }
        for index in lattice.readings[position].indices {
            let reading = lattice.readings[position][index]
            guard let child = automaton.vocabularies[id.rawValue].child(of: state.trie, reading: reading) else {
                continue
            }
            var next = state
            next.trie = child
            next.position += reading.span
            run.push(next, entry.cost + reading.cost, entry.openTokens, entry.capture)
        }
    }

    /// The steps of the path that ends with the link `last`, first to last. Each typed value (a
    /// recognizer's slot that took tokens) is priced by the parse the search kept for its start:
    /// the cost of the first span of exactly its length, as parsing the tokens again would give it.
    @inline(__always)
    private func trail(_ last: Int32, _ run: inout Run) -> Range<Int> {
        // appended to the scratch's steps from the last, and that stretch reversed in place.
        let start = run.scratch.trailSteps.count
        var index = last
        while index >= 0 {
            var step = run.scratch.links[Int(index)].step
            // a vocabulary's value has its trie node (at least 0): only open and typed slots are asked.
            if case .slot(let slot, let start, let end, let trie) = step, trie < 0, end > start,
                case .recognizer(let id) = automaton.slots[Int(slot)].kind
            {
                let length = Int(end - start)
                let cost = run.recognitions(id.rawValue, at: Int(start)).first { $0.length == length }?.cost
                step = .value(slot: slot, start: start, end: end, cost: cost)
            }
            run.scratch.trailSteps.append(step)
            index = run.scratch.links[Int(index)].parent
        }
        // swapped pairwise: reversing a slice of the array copied the slice first.
        var (low, high) = (start, run.scratch.trailSteps.count - 1)
        while low < high {
            run.scratch.trailSteps.swapAt(low, high)
            (low, high) = (low + 1, high - 1)
        }
        return start..<run.scratch.trailSteps.count
    }
}
