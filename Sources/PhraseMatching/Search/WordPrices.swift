/// What one search has worked out of the price of the words no path from a node may read
/// (``PhraseSearch``'s bound): per node (and the vocabulary a state is inside, if any), the price of
/// the unreadable words from each position on, worked out once for every position at the node's first
/// use. Open addressing from a key to where its prices start in one arena, stamped with a generation
/// like ``SearchStateSet``, so emptying it for the next search is O(1) and the pooled storage is reused.
struct WordPrices {
    /// Two words per slot: the key, and the generation (high half) with the arena offset (low half).
    private var slots: [UInt64]
    private var count = 0
    private var mask: Int
    private var generation: UInt64 = 1
    /// The prices, `tokens + 1` per key: from each position to the end.
    private(set) var prices: [Float] = []
    private static let initialSlots = 64

    init() {
        slots = [UInt64](repeating: 0, count: Self.initialSlots * 2)
        mask = Self.initialSlots - 1
    }

    var storageBytes: Int { slots.capacity * 8 + prices.capacity * 4 }

    /// Forgets every key, keeping the storage.
    /// - Complexity: O(1), but for one pass over the table every 2³² searches.
    mutating func removeAll() {
        newGeneration()
        prices.removeAll(keepingCapacity: true)
    }

    /// Leaves every slot free.
    private mutating func newGeneration() {
        generation &+= 1
        if generation >= 1 << 32 {
            // the stamp has 32 bits: start over rather than read a stale slot as current.
            generation = 1
            for index in slots.indices { slots[index] = 0 }
        }
        count = 0
    }

    /// The key of `node` read from inside vocabulary `inside` (−1 for none).
    static func key(_ node: Int32, inside: Int) -> UInt64 {
        UInt64(UInt32(bitPattern: node)) << 8 | UInt64(min(max(inside + 1, 0), 255))
    }

    /// Where the prices of `key` start in ``prices``, or nil when they are not worked out yet.
    func offset(of key: UInt64) -> Int? {
        var slot = Self.hash(key) & mask
        while slots[2 * slot + 1] >> 32 == generation {
            if slots[2 * slot] == key { return Int(slots[2 * slot + 1] & 0xFFFF_FFFF) }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Records the prices of `key`, from each position to the end (the last is the end's, 0).
    /// - Returns: where they start in ``prices``.
    mutating func add(_ key: UInt64, _ values: some Collection<Float>) -> Int {
        if (count + 1) * 2 > mask + 1 { grow() }
        let offset = prices.count
        prices.append(contentsOf: values)
        var slot = Self.hash(key) & mask
        while slots[2 * slot + 1] >> 32 == generation { slot = (slot + 1) & mask }
        slots[2 * slot] = key
        slots[2 * slot + 1] = generation << 32 | UInt64(UInt32(truncatingIfNeeded: offset))
        count += 1
        return offset
    }

    private mutating func grow() {
        var kept: [(UInt64, UInt64)] = []
        kept.reserveCapacity(count)
        for slot in 0...mask where slots[2 * slot + 1] >> 32 == generation {
            kept.append((slots[2 * slot], slots[2 * slot + 1] & 0xFFFF_FFFF))
        }
        let size = (mask + 1) * 2
        if slots.count < size * 2 { slots.append(contentsOf: repeatElement(0, count: size * 2 - slots.count)) }
        // a new generation leaves every old slot free; the kept keys are written again under it.
        newGeneration()
        mask = size - 1
        for (key, offset) in kept {
            var slot = Self.hash(key) & mask
            while slots[2 * slot + 1] >> 32 == generation { slot = (slot + 1) & mask }
            slots[2 * slot] = key
            slots[2 * slot + 1] = generation << 32 | offset
            count += 1
        }
    }

    private static func hash(_ key: UInt64) -> Int {
        let mixed = key &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> 29)
    }
}
