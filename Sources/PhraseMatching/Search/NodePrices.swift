/// Prices worked out per automaton node for one utterance (``PhraseSearch``'s phrase price): in a
/// table indexed by key when there are at most ``directKeys`` keys, else in a small open-addressing
/// table (a search touches a few thousand nodes of automata that may have millions, so a table
/// per node would cost more to hold than to fill). ``removeAll()`` empties either in O(1) by
/// starting a new generation, as ``SearchStateSet`` does.
struct NodePrices {
    /// The most keys a table indexed by key holds (2 MB of prices and stamps).
    static let directKeys = 1 << 18
    /// Per key, when indexed by key: the generation that wrote its price.
    private var stamps: [UInt32] = []
    /// Per slot: the generation that wrote it in the high half (a slot of another generation is
    /// free) and the key (a node and a flag, `2 × node + flag`) in the low half.
    private var keys: [UInt64]
    private var prices: [Float]
    private var count = 0
    private var generation: UInt64 = 1
    private static let initialSlots = 512

    init() {
        keys = [UInt64](repeating: 0, count: Self.initialSlots)
        prices = [Float](repeating: 0, count: Self.initialSlots)
    }

    /// Bytes of the table.
    var storageBytes: Int { keys.capacity * 8 + prices.capacity * 4 + stamps.capacity * 4 }

    /// Makes the table ready for keys below `keyCount`: indexed by key when that is at most
    /// ``directKeys``.
    mutating func prepare(keyCount: Int) {
        guard keyCount <= Self.directKeys, stamps.count < keyCount else { return }
        stamps = [UInt32](repeating: 0, count: keyCount)
        prices = [Float](repeating: 0, count: keyCount)
    }

    /// Empties the table, keeping its storage.
    /// - Complexity: O(1).
    mutating func removeAll() {
        count = 0
        // 2³² generations would wrap to stamps still in the table: cleared then.
        generation = generation == UInt64(UInt32.max) ? 1 : generation + 1
        if generation == 1 {
            keys.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
            stamps.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        }
    }

    /// The slot of `key`: where it is, or the free slot where it would go.
    @inline(__always)
    private func slot(of key: UInt32) -> (index: Int, found: Bool) {
        let stamped = generation << 32 | UInt64(key)
        let mask = keys.count - 1
        return keys.withUnsafeBufferPointer { keys in
            var index = Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
            while keys[index] >> 32 == generation {
                if keys[index] == stamped { return (index, true) }
                index = (index + 1) & mask
            }
            return (index, false)
        }
    }

    /// The price kept for `key`, or nil.
    @inline(__always)
    func price(_ key: UInt32) -> Float? {
        if !stamps.isEmpty {
            return stamps[Int(key)] == UInt32(truncatingIfNeeded: generation) ? prices[Int(key)] : nil
        }
        let (index, found) = slot(of: key)
        return found ? prices[index] : nil
    }

    /// Keeps `price` for `key`, replacing what was kept.
    @inline(__always)
    mutating func set(_ key: UInt32, _ price: Float) {
        if !stamps.isEmpty {
            stamps[Int(key)] = UInt32(truncatingIfNeeded: generation)
            prices[Int(key)] = price
            return
        }
        if (count + 1) * 2 > keys.count { grow() }
        let (index, found) = slot(of: key)
        if !found {
            count += 1
            keys[index] = generation << 32 | UInt64(key)
        }
        prices[index] = price
    }

    /// Calls `body` with the table's stamps and prices and the stamp of this generation, when it is
    /// indexed by key (a key's price is kept when its stamp is the generation's); nil otherwise.
    mutating func withIndexedTable<Result>(
        _ body: (UnsafeMutablePointer<UInt32>, UnsafeMutablePointer<Float>, UInt32) -> Result
    ) -> Result? {
        guard !stamps.isEmpty else { return nil }
        let stamp = UInt32(truncatingIfNeeded: generation)
        return stamps.withUnsafeMutableBufferPointer { stamps in
            prices.withUnsafeMutableBufferPointer { prices in
                // both hold `keyCount` entries (``prepare(keyCount:)``): neither is empty.
                guard let stamps = stamps.baseAddress, let prices = prices.baseAddress else { return nil }
                return body(stamps, prices, stamp)
            }
        }
    }

    private mutating func grow() {
        let kept = zip(keys, prices).filter { $0.0 >> 32 == generation }
        keys = [UInt64](repeating: 0, count: keys.count * 2)
        prices = [Float](repeating: 0, count: keys.count)
        count = 0
        for (key, price) in kept { set(UInt32(truncatingIfNeeded: key), price) }
    }
}
