/// A binary min-heap of queued search entries, ordered by priority, then open-slot tokens, then
/// arrival. It holds small keys, not the entries: each key names its entry by its index in the
/// run's entry arena, which is also its arrival order.
struct SearchHeap {
    /// One queued entry: its priority and open tokens in one orderable word, and its arena index.
    struct Item {
        var rank: UInt64
        var index: Int32

        init(priority: Float, openTokens: Int32, index: Int32) {
            // a float's bits order like the float once negatives are flipped (and −0 made +0).
            let bits = (priority + 0).bitPattern
            let ordered = bits & 0x8000_0000 != 0 ? ~bits : bits | 0x8000_0000
            // open tokens are never negative; the bias keeps the order should one be.
            rank = UInt64(ordered) << 32 | UInt64(UInt32(bitPattern: openTokens) ^ 0x8000_0000)
            self.index = index
        }

        @inline(__always)
        func precedes(_ other: Item) -> Bool {
            rank != other.rank ? rank < other.rank : index < other.index
        }
    }

    private var storage: [Item] = []
    /// Runs of items already in order (``openRun()``), beside the heap: `runItems[runs[r].head..<runs[r].end]`
    /// for each run `r` not yet emptied. A pop takes the first of the heap's top and the runs' heads.
    private var runItems: [Item] = []
    private var runs: [(head: Int, end: Int)] = []
    private var openedRun = 0

    var isEmpty: Bool { storage.isEmpty && runs.isEmpty }

    init() { storage.reserveCapacity(64) }

    /// Bytes the heap keeps.
    var storageBytes: Int {
        (storage.capacity + runItems.capacity) * MemoryLayout<Item>.stride
            + runs.capacity * MemoryLayout<(head: Int, end: Int)>.stride
    }

    /// Empties the heap, keeping its storage (each array's `clear()`: an empty one, as a search
    /// that ran its queue dry leaves it, is left as it is).
    mutating func removeAll() {
        storage.clear()
        runItems.clear()
        runs.clear()
    }

    /// Starts a run of items that ``appendToRun(_:)`` adds in the queue's order (each after the one
    /// before it): they come out with the others in the same order a push of each would give, but
    /// without sifting through the heap. ``closeRun()`` ends it.
    mutating func openRun() { openedRun = runItems.count }

    mutating func appendToRun(_ item: Item) { runItems.append(item) }

    mutating func closeRun() {
        if runItems.count > openedRun { runs.append((openedRun, runItems.count)) }
    }

    /// - Complexity: O(log n).
    mutating func push(_ item: Item) {
        storage.append(item)
        // one uniqueness check for the whole sift, not one per write; indices stay below `count`.
        storage.withUnsafeMutableBufferPointer { heap in Self.siftUp(item, from: heap.count - 1, in: heap) }
    }

    /// Puts `item` at `hole` or above it, moving parents down into the hole instead of swapping:
    /// one copy per level, not three.
    @inline(__always)
    private static func siftUp(_ item: Item, from hole: Int, in heap: UnsafeMutableBufferPointer<Item>) {
        var hole = hole
        while hole > 0 {
            let parent = (hole - 1) / 2
            guard item.precedes(heap[parent]) else { break }
            heap[hole] = heap[parent]
            hole = parent
        }
        heap[hole] = item
    }

    /// Adds many items at once: appended, then the heap is rebuilt bottom-up (Floyd's method).
    /// - Complexity: O(n + k) for k items on a heap of n.
    mutating func push<Items: Sequence<Item>>(contentsOf items: Items) {
        storage.append(contentsOf: items)
        storage.withUnsafeMutableBufferPointer { heap in
            guard heap.count > 1 else { return }
            for start in stride(from: heap.count / 2 - 1, through: 0, by: -1) {
                // sift the item at `start` down: the hole follows the smaller child while it precedes.
                let item = heap[start]
                var hole = start
                while true {
                    var child = 2 * hole + 1
                    guard child < heap.count else { break }
                    if child + 1 < heap.count, heap[child + 1].precedes(heap[child]) { child += 1 }
                    guard heap[child].precedes(item) else { break }
                    heap[hole] = heap[child]
                    hole = child
                }
                heap[hole] = item
            }
        }
    }

    /// - Complexity: O(log n + r) for r runs.
    mutating func pop() -> Item? {
        if !runs.isEmpty, let item = popRun() { return item }
        guard let last = storage.popLast() else { return nil }
        guard !storage.isEmpty else { return last }
        return storage.withUnsafeMutableBufferPointer { heap in
            let top = heap[0]
            let count = heap.count
            // bottom-up: move the hole to a leaf along the smaller children, then sift `last` up
            // from there. `last` came from the bottom and usually belongs near it, so this takes
            // about one comparison per level instead of two. Items are totally ordered (arrival
            // breaks ties), so the order of pops does not depend on how the heap is laid out.
            var hole = 0
            while true {
                var child = 2 * hole + 1
                guard child < count else { break }
                if child + 1 < count, heap[child + 1].precedes(heap[child]) { child += 1 }
                heap[hole] = heap[child]
                hole = child
            }
            Self.siftUp(last, from: hole, in: heap)
            return top
        }
    }

    /// The first of the runs' heads, taken from its run, when it comes before the heap's top.
    private mutating func popRun() -> Item? {
        var first = -1
        runItems.withUnsafeBufferPointer { items in
            var best = storage.first
            for run in runs.indices where best.map({ items[runs[run].head].precedes($0) }) ?? true {
                best = items[runs[run].head]
                first = run
            }
        }
        guard first >= 0 else { return nil }
        let item = runItems[runs[first].head]
        runs[first].head += 1
        if runs[first].head == runs[first].end {
            runs.swapAt(first, runs.count - 1)
            runs.removeLast()
            if runs.isEmpty { runItems.removeAll(keepingCapacity: true) }
        }
        return item
    }
}

/// Where the search is: an automaton state, or partway through a slot's vocabulary trie.
struct SearchState: Hashable {
    /// The automaton state (inside a slot: the state the slot edge leaves from).
    var node: Int32
    /// The slot edge being read (index into the node's slot edges), or -1 when at `node` itself.
    var edge: Int32
    /// The vocabulary trie node reached inside the slot.
    var trie: Int32
    /// The next utterance token to read.
    var position: Int32
    /// Where the slot being read started.
    var start: Int32
    /// What the path so far allows next.
    var flags: PathFlags

    static func at(_ node: Int32, _ position: Int32, _ flags: PathFlags) -> SearchState {
        SearchState(node: node, edge: -1, trie: 0, position: position, start: position, flags: flags)
    }
}

/// Facts about a path that limit its next moves.
///
/// An open slot is a wildcard bounded only by the words around it, so those words must really be
/// there: an open slot is entered only right after a word was read (or at the start), the move
/// after it must read something (or end the utterance), and a path that left out a content word
/// takes no open slot.
struct PathFlags: OptionSet, Hashable {
    let rawValue: UInt8

    /// The last move read utterance words (or the path is at the start of the utterance).
    static let anchored = PathFlags(rawValue: 1)
    /// The last move was an open slot: the next one must read words or end the utterance.
    static let afterOpenSlot = PathFlags(rawValue: 2)
    /// The path left out a content word of the phrase.
    static let leftOutContent = PathFlags(rawValue: 4)
    /// The path has read at least one word of the phrase: extra words from here on are inside it.
    static let started = PathFlags(rawValue: 8)
    /// In a search held to one span (``SearchSettings/heldSpan``): the path read that span with one
    /// of the held recognizers. No move clears it.
    static let readHeldSpan = PathFlags(rawValue: 16)

    /// After a move that read utterance words.
    var reading: PathFlags { subtracting(.afterOpenSlot).union([.anchored, .started]) }
    /// After a move that read nothing (a skipped or left-out word, an empty slot).
    var skipping: PathFlags { subtracting(.anchored) }
}

/// A queued entry, kept in the run's entry arena; the heap orders small keys that name it.
struct SearchEntry {
    /// The cost so far plus a lower bound of the cost still to come (A*); the heap orders by it.
    var priority: Float
    var cost: Float
    /// Tokens taken by open slots so far: among equal costs, the reading with fewer is more specific.
    var openTokens: Int32
    var state: SearchState
    /// The latest capture on this path (index into the capture arena), or -1.
    var capture: Int32
}
