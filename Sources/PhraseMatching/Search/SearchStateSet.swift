/// The search states seen so far: the ones expanded, and for each one waiting in the queue, the best
/// entry waiting for it. Open addressing over states packed into two words, with a multiplicative
/// hash (`Set<SearchState>` spent a third of the search's time in SipHash), a third word per
/// state for what is known of it, a fourth for the generation that wrote the slot, and a fifth for
/// the arena index (the arrival order) of the entry queued for it.
///
/// Entries of one state are expanded at most once, by the first to leave the queue: an entry that
/// the queue would only hand out after a better one for the same state is dropped when it is
/// offered, since it would be skipped anyway. That keeps the queue small without changing which
/// entries are expanded, or in what order.
///
/// ``removeAll()`` empties the set in O(1) by starting a new generation: a slot counts only when
/// its stamp is the current generation. So one set serves search after search (the scratch pool
/// keeps it) without clearing or reallocating its table. A search starts with the slots the one
/// before it ended with (searches of one matcher tend to be alike), so it rarely grows, and
/// never past what it needs: it starts with fewer slots when the last search needed few.
struct SearchStateSet {
    /// Five words per slot: the packed state (two), its mark (``expanded``, or the priority and
    /// open tokens of the best entry queued for it), the generation that wrote it, and the queued
    /// entry's arena index.
    private var keys: [UInt64]
    private var count = 0
    /// The slots in use this generation are `0...mask`; the table may be longer.
    private var mask: Int
    private var generation: UInt64 = 1
    /// Where a growing table's states wait while it is rehashed; kept to be reused.
    private var moving: [UInt64] = []
    /// The mark of an expanded state; a queued entry's mark never has it (its open tokens are not −1).
    private static let expanded = UInt64.max
    private static let initialSlots = 128

    init() {
        keys = [UInt64](repeating: 0, count: Self.initialSlots * 5)
        mask = Self.initialSlots - 1
    }

    /// Bytes of the table and its rehash buffer.
    var storageBytes: Int { (keys.capacity + moving.capacity) * 8 }

    /// Empties the set, keeping its storage.
    /// - Complexity: O(1).
    mutating func removeAll() {
        generation &+= 1
        // the smallest table that held the last search's states at most half full.
        var slots = Self.initialSlots
        while slots < count * 2 { slots <<= 1 }
        mask = slots - 1
        count = 0
    }

    /// Whether `state` was expanded.
    /// - Complexity: O(1) on average.
    func contains(_ state: SearchState) -> Bool {
        guard let (known, _) = mark(of: state) else { return false }
        return known == Self.expanded
    }

    /// The mark of `state` and the arena index stored with it, nil when the set has not seen it.
    @inline(__always)
    private func mark(of state: SearchState) -> (known: UInt64, index: Int32)? {
        let (first, second) = Self.pack(state)
        let (mask, generation) = (mask, generation)
        return keys.withUnsafeBufferPointer { keys in
            var slot = Self.hash(first, second) & mask
            while keys[5 * slot + 3] == generation {
                if keys[5 * slot] == first && keys[5 * slot + 1] == second {
                    return (keys[5 * slot + 2], Int32(truncatingIfNeeded: keys[5 * slot + 4]))
                }
                slot = (slot + 1) & mask
            }
            return nil
        }
    }

    /// Whether an entry with this priority, these open tokens and arena `index` is turned away by a
    /// state's mark `known` (with its stored `queuedIndex`): the state was expanded, or the entry queued
    /// for it comes out of the queue first.
    @inline(__always)
    private static func turnsAway(
        _ known: UInt64, queuedIndex: Int32, priority: Float, openTokens: Int32, index: Int32
    ) -> Bool {
        guard known != expanded else { return true }
        let queued = Float(bitPattern: UInt32(truncatingIfNeeded: known >> 32))
        let queuedOpen = Int32(bitPattern: UInt32(truncatingIfNeeded: known))
        return queued < priority
            || (queued == priority
                && (queuedOpen < openTokens || (queuedOpen == openTokens && queuedIndex < index)))
    }

    /// Whether an entry for `state` with this priority and these open tokens, at arena `index`, is
    /// worth queueing: the state was not expanded, and no entry queued for it comes out first (a lower
    /// priority, or the same with fewer open tokens, or the same with an earlier index: the queue's
    /// order). Records it when it is. An entry is usually offered as it arrives, after every entry
    /// queued, so among equals the one queued wins; a deferred one (``DeferredLeftOut``) arrives
    /// later than its index.
    /// - Complexity: O(1) amortized.
    mutating func offer(_ state: SearchState, priority: Float, openTokens: Int32, index: Int32) -> Bool {
        if (count + 1) * 2 > mask + 1 { grow() }
        let (first, second) = Self.pack(state)
        let mark = UInt64(priority.bitPattern) << 32 | UInt64(UInt32(bitPattern: openTokens))
        let (mask, generation) = (mask, generation)
        let (admitted, added) = keys.withUnsafeMutableBufferPointer { keys -> (Bool, Bool) in
            var slot = Self.hash(first, second) & mask
            while keys[5 * slot + 3] == generation {
                if keys[5 * slot] == first && keys[5 * slot + 1] == second {
                    if Self.turnsAway(
                        keys[5 * slot + 2], queuedIndex: Int32(truncatingIfNeeded: keys[5 * slot + 4]),
                        priority: priority, openTokens: openTokens, index: index)
                    {
                        return (false, false)
                    }
                    keys[5 * slot + 2] = mark
                    keys[5 * slot + 4] = UInt64(UInt32(bitPattern: index))
                    return (true, false)
                }
                slot = (slot + 1) & mask
            }
            keys[5 * slot] = first
            keys[5 * slot + 1] = second
            keys[5 * slot + 2] = mark
            keys[5 * slot + 3] = generation
            keys[5 * slot + 4] = UInt64(UInt32(bitPattern: index))
            return (true, true)
        }
        if added { count += 1 }
        return admitted
    }

    /// Whether ``offer(_:priority:openTokens:index:)`` would turn away an entry for `state` with this
    /// priority, these open tokens and arena `index` (the state was expanded, or an entry queued for it
    /// comes out first), asked without recording anything.
    /// - Complexity: O(1) on average.
    func turnsAway(_ state: SearchState, priority: Float, openTokens: Int32, index: Int32) -> Bool {
        guard let (known, queuedIndex) = mark(of: state) else { return false }
        return Self.turnsAway(known, queuedIndex: queuedIndex, priority: priority, openTokens: openTokens, index: index)
    }

    /// Marks `state` expanded; returns false when it already was.
    /// - Complexity: O(1) amortized.
    mutating func insert(_ state: SearchState) -> Bool {
        if (count + 1) * 2 > mask + 1 { grow() }
        let (first, second) = Self.pack(state)
        let (mask, generation) = (mask, generation)
        let (inserted, added) = keys.withUnsafeMutableBufferPointer { keys -> (Bool, Bool) in
            var slot = Self.hash(first, second) & mask
            while keys[5 * slot + 3] == generation {
                if keys[5 * slot] == first && keys[5 * slot + 1] == second {
                    guard keys[5 * slot + 2] != Self.expanded else { return (false, false) }
                    keys[5 * slot + 2] = Self.expanded
                    return (true, false)
                }
                slot = (slot + 1) & mask
            }
            keys[5 * slot] = first
            keys[5 * slot + 1] = second
            keys[5 * slot + 2] = Self.expanded
            keys[5 * slot + 3] = generation
            return (true, true)
        }
        if added { count += 1 }
        return inserted
    }

    /// Doubles the slots in use: the states of this generation are set aside, a new generation
    /// empties the table, and they go back in under the larger mask.
    private mutating func grow() {
        let slots = (mask + 1) * 2
        moving.removeAll(keepingCapacity: true)
        let (oldMask, oldGeneration) = (mask, generation)
        keys.withUnsafeBufferPointer { keys in
            for slot in 0...oldMask where keys[5 * slot + 3] == oldGeneration {
                moving.append(keys[5 * slot])
                moving.append(keys[5 * slot + 1])
                moving.append(keys[5 * slot + 2])
                moving.append(keys[5 * slot + 4])
            }
        }
        if keys.count < slots * 5 {
            // a longer table: its new slots are stamped 0, which no generation is.
            keys.append(contentsOf: repeatElement(0, count: slots * 5 - keys.count))
        }
        generation &+= 1
        mask = slots - 1
        let (mask, generation) = (mask, generation)
        keys.withUnsafeMutableBufferPointer { keys in
            moving.withUnsafeBufferPointer { moving in
                for index in 0..<(moving.count / 4) {
                    let first = moving[4 * index]
                    let second = moving[4 * index + 1]
                    var slot = Self.hash(first, second) & mask
                    while keys[5 * slot + 3] == generation { slot = (slot + 1) & mask }
                    keys[5 * slot] = first
                    keys[5 * slot + 1] = second
                    keys[5 * slot + 2] = moving[4 * index + 2]
                    keys[5 * slot + 3] = generation
                    keys[5 * slot + 4] = moving[4 * index + 3]
                }
            }
        }
    }

    /// Node and trie node in one word; the slot edge (24 bits), position, start (16 bits each) and
    /// flags in the other. Positions fit: utterances are capped far below 65,536 tokens.
    private static func pack(_ state: SearchState) -> (UInt64, UInt64) {
        let first = UInt64(UInt32(bitPattern: state.node)) | UInt64(UInt32(bitPattern: state.trie)) << 32
        let second =
            UInt64(UInt32(bitPattern: state.edge &+ 1) & 0xFF_FFFF)
            | UInt64(UInt16(truncatingIfNeeded: state.position)) << 24
            | UInt64(UInt16(truncatingIfNeeded: state.start)) << 40
            | UInt64(state.flags.rawValue) << 56
        return (first, second)
    }

    private static func hash(_ first: UInt64, _ second: UInt64) -> Int {
        let mixed = (first &* 0x9E37_79B9_7F4A_7C15) ^ (second &* 0xC2B2_AE3D_27D4_EB4F)
        return Int(truncatingIfNeeded: (mixed ^ (mixed >> 29)) >> 3)
    }
}
