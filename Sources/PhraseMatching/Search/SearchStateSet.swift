/// The set of expanded search states: open addressing over states packed into two words, with a
/// multiplicative hash. `Set<SearchState>` spent a third of the search's time in SipHash.
struct SearchStateSet {
    private var keys: [UInt64]
    private var occupied: [Bool]
    private var count = 0
    private var mask: Int

    init(capacity: Int = 64) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        keys = [UInt64](repeating: 0, count: size * 2)
        occupied = [Bool](repeating: false, count: size)
        mask = size - 1
    }

    /// Whether `state` is in the set.
    /// - Complexity: O(1) on average.
    func contains(_ state: SearchState) -> Bool {
        let (first, second) = Self.pack(state)
        var slot = Self.hash(first, second) & mask
        while occupied[slot] {
            if keys[2 * slot] == first && keys[2 * slot + 1] == second { return true }
            slot = (slot + 1) & mask
        }
        return false
    }

    /// Adds `state`; returns false when it was already there.
    /// - Complexity: O(1) amortized.
    mutating func insert(_ state: SearchState) -> Bool {
        if (count + 1) * 2 > occupied.count { grow() }
        let (first, second) = Self.pack(state)
        var slot = Self.hash(first, second) & mask
        while occupied[slot] {
            if keys[2 * slot] == first && keys[2 * slot + 1] == second { return false }
            slot = (slot + 1) & mask
        }
        occupied[slot] = true
        keys[2 * slot] = first
        keys[2 * slot + 1] = second
        count += 1
        return true
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldOccupied = occupied
        keys = [UInt64](repeating: 0, count: oldKeys.count * 2)
        occupied = [Bool](repeating: false, count: oldOccupied.count * 2)
        mask = occupied.count - 1
        for index in oldOccupied.indices where oldOccupied[index] {
            let first = oldKeys[2 * index]
            let second = oldKeys[2 * index + 1]
            var slot = Self.hash(first, second) & mask
            while occupied[slot] { slot = (slot + 1) & mask }
            occupied[slot] = true
            keys[2 * slot] = first
            keys[2 * slot + 1] = second
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
