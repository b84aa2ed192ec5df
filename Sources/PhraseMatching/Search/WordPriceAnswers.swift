/// What the search's word price answered for one utterance, per node, position and the two flags
/// it reads (``PhraseSearch``'s `wordPrice`, asked only whether it exceeds a limit): the highest
/// limit it was over and the lowest it was within. Where every skip price is non-negative and the
/// utterance has fewer than 64 tokens, the answer is "over" exactly below a threshold of the limit
/// (each part of the price is a sum of non-negative terms, added in an order that does not depend
/// on the limit, compared with it), so a limit at or under one it was over is over too, and one at
/// or above one it was within is within: those are answered from here without working the price out.
///
/// A small open-addressing table of fixed size; ``removeAll()`` empties it in O(1) by starting a new
/// generation, as ``NodePrices`` does. Once half full it takes no more keys (the rest are worked out).
struct WordPriceAnswers {
    /// One slot: the generation that wrote it in the high half of `key` (a slot of another
    /// generation is free) and the key in the low half; the highest limit the price was over (−∞
    /// for none) and the lowest it was within (+∞ for none).
    private struct Slot {
        var key: UInt64
        var overUpTo: Float
        var withinFrom: Float
    }

    private var table: [Slot]
    private var count = 0
    private var generation: UInt64 = 1
    private static let slots = 4_096
    /// Whether answers are kept for this utterance: nil until the first ask works it out.
    var kept: Bool?

    init() {
        table = [Slot](repeating: Slot(key: 0, overUpTo: 0, withinFrom: 0), count: Self.slots)
    }

    /// Bytes of the table.
    var storageBytes: Int { table.capacity * MemoryLayout<Slot>.stride }

    /// The key of `node` at `position` (below 64) with the two flags, or nil for a node past 2²⁴.
    @inline(__always)
    static func key(_ node: Int32, position: Int, open: Bool, anchored: Bool) -> UInt32? {
        guard node < 1 << 24 else { return nil }
        return UInt32(truncatingIfNeeded: node) << 8 | UInt32(truncatingIfNeeded: position) << 2
            | (open ? 2 : 0) | (anchored ? 1 : 0)
    }

    /// Empties the table, keeping its storage.
    /// - Complexity: O(1).
    mutating func removeAll() {
        count = 0
        kept = nil
        // 2³² generations would wrap to stamps still in the table: cleared then.
        generation = generation == UInt64(UInt32.max) ? 1 : generation + 1
        if generation == 1 {
            table.withUnsafeMutableBufferPointer { $0.update(repeating: Slot(key: 0, overUpTo: 0, withinFrom: 0)) }
        }
    }

    /// The slot of `key`, claimed for it when it is not in the table yet; nil when the table is
    /// too full to take it.
    @inline(__always)
    mutating func slot(of key: UInt32) -> Int? {
        let stamped = generation << 32 | UInt64(key)
        let mask = Self.slots - 1
        let claims = count < Self.slots / 2
        let index = table.withUnsafeMutableBufferPointer { table -> Int? in
            var index = Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
            while table[index].key >> 32 == generation {
                if table[index].key == stamped { return index }
                index = (index + 1) & mask
            }
            guard claims else { return nil }
            table[index] = Slot(key: stamped, overUpTo: -.infinity, withinFrom: .infinity)
            return -1 - index
        }
        guard let index else { return nil }
        guard index < 0 else { return index }
        count += 1
        return -1 - index
    }

    /// The answer kept in `slot` for `limit`: true (over), false (within), or nil when not known.
    @inline(__always)
    func answer(_ slot: Int, limit: Float) -> Bool? {
        table.withUnsafeBufferPointer { table in
            if limit <= table[slot].overUpTo { return true }
            if limit >= table[slot].withinFrom { return false }
            return nil
        }
    }

    /// Keeps in `slot` that the price was over `limit` (`over`) or within it.
    @inline(__always)
    mutating func record(_ slot: Int, limit: Float, over: Bool) {
        table.withUnsafeMutableBufferPointer { table in
            if over {
                table[slot].overUpTo = max(table[slot].overUpTo, limit)
            } else {
                table[slot].withinFrom = min(table[slot].withinFrom, limit)
            }
        }
    }
}
