/// The set of expanded search states: open addressing over states packed into two words, with a
/// multiplicative hash. `Set<SearchState>` spent a third of the search's time in SipHash.
struct SearchStateSet {
    /// Two words per slot; a slot whose second word is `empty` holds nothing.
    private var keys: [UInt64]
    private var count = 0
    private var mask: Int
    /// No packed state has this second word: its top byte holds the path flags, which use 4 bits.
    private static let empty = UInt64.max

    init(capacity: Int = 64) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        keys = Self.emptyKeys(slots: size)
        mask = size - 1
    }

    /// Whether `state` is in the set.
    /// - Complexity: O(1) on average.
    func contains(_ state: SearchState) -> Bool {
        let (first, second) = Self.pack(state)
        let mask = mask
        return keys.withUnsafeBufferPointer { keys in
            var slot = Self.hash(first, second) & mask
            while keys[2 * slot + 1] != Self.empty {
                if keys[2 * slot] == first && keys[2 * slot + 1] == second { return true }
                slot = (slot + 1) & mask
            }
            return false
        }
    }

    /// Adds `state`; returns false when it was already there.
    /// - Complexity: O(1) amortized.
    mutating func insert(_ state: SearchState) -> Bool {
        if (count + 1) * 2 > mask + 1 { grow() }
        let (first, second) = Self.pack(state)
        let mask = mask
        let inserted = keys.withUnsafeMutableBufferPointer { keys in
            var slot = Self.hash(first, second) & mask
            while keys[2 * slot + 1] != Self.empty {
                if keys[2 * slot] == first && keys[2 * slot + 1] == second { return false }
                slot = (slot + 1) & mask
            }
            keys[2 * slot] = first
            keys[2 * slot + 1] = second
            return true
        }
        if inserted { count += 1 }
        return inserted
    }

    private mutating func grow() {
        let old = keys
        keys = Self.emptyKeys(slots: (mask + 1) * 2)
        mask = (mask + 1) * 2 - 1
        let mask = mask
        keys.withUnsafeMutableBufferPointer { keys in
            old.withUnsafeBufferPointer { old in
                for index in 0..<(old.count / 2) where old[2 * index + 1] != Self.empty {
                    let first = old[2 * index]
                    let second = old[2 * index + 1]
                    var slot = Self.hash(first, second) & mask
                    while keys[2 * slot + 1] != Self.empty { slot = (slot + 1) & mask }
                    keys[2 * slot] = first
                    keys[2 * slot + 1] = second
                }
            }
        }
    }

    private static func emptyKeys(slots: Int) -> [UInt64] {
        [UInt64](repeating: empty, count: slots * 2)
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
