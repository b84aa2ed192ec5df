/// Every literal edge of the automaton in one open-addressing table keyed by (node, token), with a
/// multiplicative hash: the search looks edges up far more often than anything else, and a
/// per-node `Dictionary` costs a SipHash per lookup.
struct LiteralEdgeTable: Sendable {
    private var keys: [UInt64]
    private var targets: [Int32]
    private let mask: Int
    private static let empty = UInt64.max

    init(_ nodes: [PhraseAutomaton.Node]) {
        let count = nodes.reduce(0) { $0 + $1.literals.count }
        var size = 16
        while size < count * 2 { size <<= 1 }
        keys = [UInt64](repeating: Self.empty, count: size)
        targets = [Int32](repeating: -1, count: size)
        mask = size - 1
        for (index, node) in nodes.enumerated() {
            for edge in node.literals {
                let (token, target) = (edge.token, edge.target)
                let key = Self.key(Int32(index), token)
                var slot = Self.hash(key) & mask
                while keys[slot] != Self.empty { slot = (slot + 1) & mask }
                keys[slot] = key
                targets[slot] = target
            }
        }
    }

    /// Calls `body` with every node reached from `node` by reading `token` (usually one, or none).
    /// - Complexity: O(1) on average.
    func forEachTarget(from node: Int32, reading token: Int32, _ body: (Int32) -> Void) {
        let key = Self.key(node, token)
        var slot = Self.hash(key) & mask
        while true {
            let found = keys[slot]
            if found == key { body(targets[slot]) }
            if found == Self.empty { return }
            slot = (slot + 1) & mask
        }
    }

    /// Calls `body` with every node reached from `node` by `reading`: its token's edge, then for a
    /// word read as two ("soupchef" → "soup chef") its second token's from there.
    func forEachTarget(from node: Int32, reading: Reading, _ body: (Int32) -> Void) {
        forEachTarget(from: node, reading: reading.token) { target in
            guard reading.second >= 0 else { return body(target) }
            forEachTarget(from: target, reading: reading.second, body)
        }
    }

    /// Whether `node` has an edge reading `token`.
    func hasEdge(from node: Int32, reading token: Int32) -> Bool {
        let key = Self.key(node, token)
        var slot = Self.hash(key) & mask
        while true {
            let found = keys[slot]
            if found == key { return true }
            if found == Self.empty { return false }
            slot = (slot + 1) & mask
        }
    }

    private static func key(_ node: Int32, _ token: Int32) -> UInt64 {
        UInt64(UInt32(bitPattern: node)) << 32 | UInt64(UInt32(bitPattern: token))
    }

    private static func hash(_ key: UInt64) -> Int {
        let mixed = key &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> 32)
    }
}
