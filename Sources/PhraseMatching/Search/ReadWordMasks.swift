/// Per automaton node, for one utterance: the words (below the 64th, as bits) that some reading the
/// node may read takes by the ``ReachableWords`` test, and the words after a merged reading it may
/// read ("play list" → "playlist"), which the merge takes too. The search's word price looks a node's
/// unread words up here rather than testing every reading of every word ahead again, as it did for
/// each state it priced: states of one node come back at many positions and flags.
///
/// A small open-addressing table of fixed size; ``removeAll()`` empties it in O(1) by starting a new
/// generation, as ``WordPriceAnswers`` does. Once half full it takes no more nodes (their words are
/// tested again when asked).
struct ReadWordMasks {
    /// One slot: the generation that wrote it in the high half of `key` (a slot of another generation
    /// is free) and the node in the low half; the words the node reads and those a merge it reads takes.
    private struct Slot {
        var key: UInt64
        var read: UInt64
        var merged: UInt64
    }

    private var table: [Slot]
    private var count = 0
    private var generation: UInt64 = 1
    private static let slots = 1_024

    init() {
        table = [Slot](repeating: Slot(key: 0, read: 0, merged: 0), count: Self.slots)
    }

    /// Bytes of the table.
    var storageBytes: Int { table.capacity * MemoryLayout<Slot>.stride }

    /// Empties the table, keeping its storage.
    /// - Complexity: O(1).
    mutating func removeAll() {
        count = 0
        // 2³² generations would wrap to stamps still in the table: cleared then.
        generation = generation == UInt64(UInt32.max) ? 1 : generation + 1
        if generation == 1 {
            table.withUnsafeMutableBufferPointer { $0.update(repeating: Slot(key: 0, read: 0, merged: 0)) }
        }
    }

    /// The masks kept for `node`, or nil.
    @inline(__always)
    func masks(of node: Int32) -> (read: UInt64, merged: UInt64)? {
        let stamped = generation << 32 | UInt64(UInt32(bitPattern: node))
        return table.withUnsafeBufferPointer { table in
            var index = Self.start(of: node)
            while table[index].key >> 32 == generation {
                if table[index].key == stamped { return (table[index].read, table[index].merged) }
                index = (index + 1) & (Self.slots - 1)
            }
            return nil
        }
    }

    /// Keeps `masks` for `node`, which has none kept, unless the table is half full.
    mutating func keep(_ masks: (read: UInt64, merged: UInt64), for node: Int32) {
        guard count < Self.slots / 2 else { return }
        count += 1
        let generation = generation
        table.withUnsafeMutableBufferPointer { table in
            var index = Self.start(of: node)
            while table[index].key >> 32 == generation { index = (index + 1) & (Self.slots - 1) }
            table[index] = Slot(
                key: generation << 32 | UInt64(UInt32(bitPattern: node)), read: masks.read, merged: masks.merged)
        }
    }

    /// Where the search for `node`'s slot starts.
    @inline(__always)
    private static func start(of node: Int32) -> Int {
        Int(truncatingIfNeeded: (UInt64(UInt32(bitPattern: node)) &* 0x9E37_79B9_7F4A_7C15) >> 40) & (slots - 1)
    }
}
