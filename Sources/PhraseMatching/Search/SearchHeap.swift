/// A binary min-heap of search entries, ordered by cost, then open-slot tokens, then arrival.
struct SearchHeap {
    private var storage: [SearchEntry] = []

    var isEmpty: Bool { storage.isEmpty }

    init() { storage.reserveCapacity(64) }

    /// - Complexity: O(log n).
    mutating func push(_ entry: SearchEntry) {
        storage.append(entry)
        var child = storage.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard storage[child].precedes(storage[parent]) else { break }
            storage.swapAt(child, parent)
            child = parent
        }
    }

    /// - Complexity: O(log n).
    mutating func pop() -> SearchEntry? {
        guard !storage.isEmpty else { return nil }
        storage.swapAt(0, storage.count - 1)
        let top = storage.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < storage.count, storage[left].precedes(storage[smallest]) { smallest = left }
            if right < storage.count, storage[right].precedes(storage[smallest]) { smallest = right }
            if smallest == parent { break }
            storage.swapAt(parent, smallest)
            parent = smallest
        }
        return top
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
    /// Whether the path has left out a content word of the phrase. An open slot may not be taken
    /// after that (nor a content word left out after one): a wildcard is only bounded by the words
    /// around it, so those words must be there.
    var leftOutContent = false

    static func at(_ node: Int32, _ position: Int32, leftOutContent: Bool = false) -> SearchState {
        SearchState(node: node, edge: -1, trie: 0, position: position, start: position, leftOutContent: leftOutContent)
    }
}

struct SearchEntry {
    var cost: Float
    /// Tokens taken by open slots so far: among equal costs, the reading with fewer is more specific.
    var openTokens: Int32
    var order: Int32
    var state: SearchState
    /// The latest capture on this path (index into the capture arena), or -1.
    var capture: Int32

    func precedes(_ other: SearchEntry) -> Bool {
        if cost != other.cost { return cost < other.cost }
        if openTokens != other.openTokens { return openTokens < other.openTokens }
        return order < other.order
    }
}
