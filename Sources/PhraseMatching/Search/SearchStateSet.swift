/// The search states seen so far: the ones expanded, and for each one waiting in the queue, the best
/// entry waiting for it. Open addressing over states packed into two words, with a multiplicative
/// hash (`Set<SearchState>` spent a third of the search's time in SipHash), and a third word per
/// state for what is known of it.
///
/// Entries of one state are expanded at most once, by the first to leave the queue: an entry that
/// the queue would only hand out after a better one for the same state is dropped when it is
/// offered, since it would be skipped anyway. That keeps the queue small without changing which
/// entries are expanded, or in what order.
struct SearchStateSet {
    /// Three words per slot: the packed state, and its mark (``expanded``, or the priority and open
    /// tokens of the best entry queued for it). A slot whose second word is `empty` holds nothing.
    private var keys: [UInt64]
    private var count = 0
    private var mask: Int
    /// No packed state has this second word: its top byte holds the path flags, which use 4 bits.
    private static let empty = UInt64.max
    /// The mark of an expanded state; a queued entry's mark never has it (its open tokens are not −1).
    private static let expanded = UInt64.max

    init(capacity: Int = 64) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        keys = Self.emptyKeys(slots: size)
        mask = size - 1
    }

    /// Whether `state` was expanded.
    /// - Complexity: O(1) on average.
    func contains(_ state: SearchState) -> Bool {
        let (first, second) = Self.pack(state)
        let mask = mask
        return keys.withUnsafeBufferPointer { keys in
            var slot = Self.hash(first, second) & mask
            while keys[3 * slot + 1] != Self.empty {
                if keys[3 * slot] == first && keys[3 * slot + 1] == second {
                    return keys[3 * slot + 2] == Self.expanded
                }
                slot = (slot + 1) & mask
            }
            return false
        }
    }

    /// Whether an entry for `state` with this priority and these open tokens is worth queueing: the
    /// state was not expanded, and no entry queued for it comes out first (a lower priority, or the
    /// same with no more open tokens; among equals the earlier one wins). Records it when it is.
    /// - Complexity: O(1) amortized.
    mutating func offer(_ state: SearchState, priority: Float, openTokens: Int32) -> Bool {
        if (count + 1) * 2 > mask + 1 { grow() }
        let (first, second) = Self.pack(state)
        let mark = UInt64(priority.bitPattern) << 32 | UInt64(UInt32(bitPattern: openTokens))
        let mask = mask
        let (admitted, added) = keys.withUnsafeMutableBufferPointer { keys -> (Bool, Bool) in
            var slot = Self.hash(first, second) & mask
            while keys[3 * slot + 1] != Self.empty {
                if keys[3 * slot] == first && keys[3 * slot + 1] == second {
                    let known = keys[3 * slot + 2]
                    guard known != Self.expanded else { return (false, false) }
                    let queued = Float(bitPattern: UInt32(truncatingIfNeeded: known >> 32))
                    let queuedOpen = Int32(bitPattern: UInt32(truncatingIfNeeded: known))
                    if queued < priority || (queued == priority && queuedOpen <= openTokens) { return (false, false) }
                    keys[3 * slot + 2] = mark
                    return (true, false)
                }
                slot = (slot + 1) & mask
            }
            keys[3 * slot] = first
            keys[3 * slot + 1] = second
            keys[3 * slot + 2] = mark
            return (true, true)
        }
        if added { count += 1 }
        return admitted
    }

    /// Marks `state` expanded; returns false when it already was.
    /// - Complexity: O(1) amortized.
    mutating func insert(_ state: SearchState) -> Bool {
        if (count + 1) * 2 > mask + 1 { grow() }
        let (first, second) = Self.pack(state)
        let mask = mask
        let (inserted, added) = keys.withUnsafeMutableBufferPointer { keys -> (Bool, Bool) in
            var slot = Self.hash(first, second) & mask
            while keys[3 * slot + 1] != Self.empty {
                if keys[3 * slot] == first && keys[3 * slot + 1] == second {
                    guard keys[3 * slot + 2] != Self.expanded else { return (false, false) }
                    keys[3 * slot + 2] = Self.expanded
                    return (true, false)
                }
                slot = (slot + 1) & mask
            }
            keys[3 * slot] = first
            keys[3 * slot + 1] = second
            keys[3 * slot + 2] = Self.expanded
            return (true, true)
        }
        if added { count += 1 }
        return inserted
    }

    private mutating func grow() {
        let old = keys
        keys = Self.emptyKeys(slots: (mask + 1) * 2)
        mask = (mask + 1) * 2 - 1
        let mask = mask
        keys.withUnsafeMutableBufferPointer { keys in
            old.withUnsafeBufferPointer { old in
                for index in 0..<(old.count / 3) where old[3 * index + 1] != Self.empty {
                    let first = old[3 * index]
                    let second = old[3 * index + 1]
                    var slot = Self.hash(first, second) & mask
                    while keys[3 * slot + 1] != Self.empty { slot = (slot + 1) & mask }
                    keys[3 * slot] = first
                    keys[3 * slot + 1] = second
                    keys[3 * slot + 2] = old[3 * index + 2]
                }
            }
        }
    }

    private static func emptyKeys(slots: Int) -> [UInt64] {
        [UInt64](repeating: empty, count: slots * 3)
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
