/// What a search has learnt about (automaton node, utterance position) pairs: whether the node
/// can read the rest of the utterance from the position at no cost. Open addressing over one packed
/// word per pair, stamped with a generation like ``SearchStateSet``, so emptying it for the next
/// search is O(1) and the pooled table is reused.
struct CompletionMarks {
    /// The answer known for a pair.
    enum Mark: UInt64 {
        case unknown = 0
        /// Being worked out (a pair on the path being followed).
        case pending = 1
        case no = 2
        case yes = 3
    }

    /// Two words per slot: the pair with its mark in the two low bits, and the generation that wrote it.
    private var slots: [UInt64]
    private var count = 0
    private var mask: Int
    private var generation: UInt64 = 1
    private static let initialSlots = 64

    init() {
        slots = [UInt64](repeating: 0, count: Self.initialSlots * 2)
        mask = Self.initialSlots - 1
    }

    var storageBytes: Int { slots.capacity * 8 }

    /// Forgets every pair, keeping the storage.
    /// - Complexity: O(1).
    mutating func removeAll() {
        generation &+= 1
        count = 0
    }

    /// The mark of `node` at `position`.
    /// - Complexity: O(1) on average.
    func mark(_ node: Int32, _ position: Int32) -> Mark {
        let key = Self.key(node, position)
        var slot = Self.hash(key) & mask
        while slots[2 * slot + 1] == generation {
            if slots[2 * slot] & ~3 == key { return Mark(rawValue: slots[2 * slot] & 3) ?? .unknown }
            slot = (slot + 1) & mask
        }
        return .unknown
    }

    /// Sets the mark of `node` at `position`.
    /// - Complexity: O(1) amortized.
    mutating func set(_ node: Int32, _ position: Int32, _ mark: Mark) {
        if (count + 1) * 2 > mask + 1 { grow() }
        let key = Self.key(node, position)
        var slot = Self.hash(key) & mask
        while slots[2 * slot + 1] == generation {
            if slots[2 * slot] & ~3 == key {
                slots[2 * slot] = key | mark.rawValue
                return
            }
            slot = (slot + 1) & mask
        }
        slots[2 * slot] = key | mark.rawValue
        slots[2 * slot + 1] = generation
        count += 1
    }

    private mutating func grow() {
        var kept: [UInt64] = []
        kept.reserveCapacity(count)
        for slot in 0...mask where slots[2 * slot + 1] == generation { kept.append(slots[2 * slot]) }
        let size = (mask + 1) * 2
        if slots.count < size * 2 { slots.append(contentsOf: repeatElement(0, count: size * 2 - slots.count)) }
        generation &+= 1
        mask = size - 1
        for word in kept {
            var slot = Self.hash(word & ~3) & mask
            while slots[2 * slot + 1] == generation { slot = (slot + 1) & mask }
            slots[2 * slot] = word
            slots[2 * slot + 1] = generation
        }
    }

    /// The node in the high word, the position (16 bits, as in the state set) above the mark's two bits.
    private static func key(_ node: Int32, _ position: Int32) -> UInt64 {
        UInt64(UInt32(bitPattern: node)) << 32 | UInt64(UInt16(truncatingIfNeeded: position)) << 2
    }

    private static func hash(_ key: UInt64) -> Int {
        let mixed = key &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> 29)
    }
}
