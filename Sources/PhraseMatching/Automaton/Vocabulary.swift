/// Identifies a finite vocabulary compiled into a ``PhraseAutomaton``.
public struct VocabularyID: Sendable, Hashable { public let rawValue: Int }

/// Identifies a typed span recognizer (numbers, and later dates, durations…) of a ``PhraseAutomaton``.
public struct RecognizerID: Sendable, Hashable { public let rawValue: Int }

/// How a slot takes its value from the utterance.
public enum SlotKind: Sendable, Hashable {
    /// A finite set of phrases: enum cases, entity titles and synonyms, app names.
    case vocabulary(VocabularyID)
    /// An open `String` slot: any non-empty span, bounded by the words around it.
    case open
    /// A typed slot: only spans that the recognizer accepts (an `Int` slot takes "12").
    case recognizer(RecognizerID)
}

/// One phrase of a finite vocabulary and the caller's value it stands for.
///
/// Several entries may share a value: a title and its synonyms.
public struct VocabularyEntry: Sendable, Hashable {
    /// The phrase as a person says it ("clam chowder"); folded and tokenized when compiled.
    public var text: String
    /// The caller's index of the value (an enum case, an entity).
    public var value: Int

    public init(text: String, value: Int) {
        self.text = text
        self.value = value
    }
}

/// A finite vocabulary as a token trie, shared by every slot edge that names it (no phrase × value product).
///
/// The trie is flat, a few arrays for all its nodes (no dictionary or array per node): node `n`'s
/// edges are `edgeTokens` and `edgeTargets` at `edgeStart[n]..<edgeStart[n + 1]`, in the order
/// they were added, and its values are `valueList[valueStart[n]..<valueStart[n + 1]]`. A node with
/// few children is searched by a scan of its edges; the edges of a node with more are also in an
/// open-addressing table by node and token. Built by ``VocabularyBuilder``.
struct Vocabulary: Sendable {
    /// A node as the search reads it: its children by token, and the values whose phrase ends here
    /// (several when two values share a title), in the order they were added.
    struct Node {
        let children: Children
        let values: ArraySlice<Int32>
    }

    /// The children of one node: `children[token]` is the child reached by `token`, if any.
    /// As a sequence, `(key: token, value: child)` pairs in the order they were added.
    struct Children: Sequence {
        fileprivate let node: Int32
        fileprivate let edges: Range<Int>
        fileprivate let tokens: [Int32]
        fileprivate let targets: [Int32]
        fileprivate let lookup: [Int32]

        var isEmpty: Bool { edges.isEmpty }
        var count: Int { edges.count }

        /// The child reached by `token`, or nil.
        /// - Complexity: O(1): a scan of at most ``Vocabulary/scanLimit`` edges, or a table probe.
        subscript(token: Int32) -> Int32? {
            Vocabulary.child(of: node, token, edges: edges, tokens: tokens, targets: targets, lookup: lookup)
        }

        func makeIterator() -> Iterator { Iterator(children: self, edge: edges.lowerBound) }

        struct Iterator: IteratorProtocol {
            fileprivate let children: Children
            fileprivate var edge: Int

            mutating func next() -> (key: Int32, value: Int32)? {
                guard edge < children.edges.upperBound else { return nil }
                defer { edge += 1 }
                return (children.tokens[edge], children.targets[edge])
            }
        }
    }

    /// A node with at most this many children is searched by a scan of its edges.
    static let scanLimit = 8
    static let root: Int32 = 0

    private let edgeStart: [Int32]
    private let edgeTokens: [Int32]
    private let edgeTargets: [Int32]
    private let valueStart: [Int32]
    private let valueList: [Int32]
    /// The edges of nodes with more than ``scanLimit`` children, by node and token (-1: empty);
    /// a power of two slots, at most half full.
    private let lookup: [Int32]
    /// How each value is shown: the first phrase given for it (a title, before its synonyms).
    let labels: VocabularyLabels

    /// An empty vocabulary: the root alone.
    init() { self = VocabularyBuilder().build() }

    fileprivate init(
        edgeStart: [Int32], edgeTokens: [Int32], edgeTargets: [Int32], valueStart: [Int32], valueList: [Int32],
        lookup: [Int32], labels: VocabularyLabels
    ) {
        self.edgeStart = edgeStart
        self.edgeTokens = edgeTokens
        self.edgeTargets = edgeTargets
        self.valueStart = valueStart
        self.valueList = valueList
        self.lookup = lookup
        self.labels = labels
    }

    /// The number of nodes, the root included.
    var nodeCount: Int { edgeStart.count - 1 }

    subscript(node: Int32) -> Node {
        let index = Int(node)
        return Node(
            children: Children(
                node: node, edges: Int(edgeStart[index])..<Int(edgeStart[index + 1]), tokens: edgeTokens,
                targets: edgeTargets, lookup: lookup),
            values: valueList[Int(valueStart[index])..<Int(valueStart[index + 1])])
    }

    /// The child of `node` reached by `token`, or nil: what `self[node].children[token]` answers,
    /// without building the node's view (which would retain each of the trie's arrays).
    /// - Complexity: O(1): a scan of at most ``scanLimit`` edges, or a table probe.
    func child(of node: Int32, _ token: Int32) -> Int32? {
        let index = Int(node)
        return Self.child(
            of: node, token, edges: Int(edgeStart[index])..<Int(edgeStart[index + 1]), tokens: edgeTokens,
            targets: edgeTargets, lookup: lookup)
    }

    /// The node `reading` leads to from `node`: its token's child, then for a word read as two
    /// ("soupchef" → "soup chef") its second token's child of that.
    func child(of node: Int32, reading: Reading) -> Int32? {
        guard let child = child(of: node, reading.token) else { return nil }
        return reading.second >= 0 ? self.child(of: child, reading.second) : child
    }

    /// The child of `node` (whose edges are `edges`) reached by `token`: a scan of a few edges, or
    /// a probe of the table. The one lookup behind ``Children`` and ``child(of:_:)``.
    private static func child(
        of node: Int32, _ token: Int32, edges: Range<Int>, tokens: [Int32], targets: [Int32], lookup: [Int32]
    ) -> Int32? {
        if edges.count <= scanLimit {
            for edge in edges where tokens[edge] == token { return targets[edge] }
            return nil
        }
        let mask = lookup.count - 1
        var slot = Self.slot(node, token, mask: mask)
        while true {
            let edge = Int(lookup[slot])
            if edge < 0 { return nil }
            if edges.contains(edge), tokens[edge] == token { return targets[edge] }
            slot = (slot + 1) & mask
        }
    }

    /// Whether a value's phrase ends at `node`: what `!self[node].values.isEmpty` answers, without
    /// building the node's view.
    func hasValues(_ node: Int32) -> Bool {
        valueStart[Int(node)] < valueStart[Int(node) + 1]
    }

    /// The values whose phrase ends at `node`: `self[node].values`, without the node's view.
    func values(of node: Int32) -> ArraySlice<Int32> {
        valueList[Int(valueStart[Int(node)])..<Int(valueStart[Int(node) + 1])]
    }

    /// A table slot for `token` under `node`: the pair mixed (SplitMix64's finalizer), masked.
    fileprivate static func slot(_ node: Int32, _ token: Int32, mask: Int) -> Int {
        let pair = UInt64(UInt32(bitPattern: node)) << 32 | UInt64(UInt32(bitPattern: token))
        return Int(truncatingIfNeeded: HashMixing.mix(pair)) & mask
    }
}

/// Builds a ``Vocabulary`` phrase by phrase. Nodes are numbered in the order they are made; while
/// building, every edge is found through one open-addressing table of child nodes (each node
/// knows its parent and the token into it), so no node has storage of its own.
struct VocabularyBuilder {
    private var parents: [Int32] = [-1]
    private var tokens: [Int32] = [-1]
    /// The first value of each node (when `hasValue`); a node's later values are in `moreValues`.
    private var firstValue: [Int32] = [0]
    private var hasValue: [Bool] = [false]
    private var moreValues: [Int32: [Int32]] = [:]
    /// Child nodes by parent and token (0: empty, since the root is no one's child).
    private var table = [Int32](repeating: 0, count: 16)
    private var labels = VocabularyLabels()

    init() {}

    /// Adds the phrase `path` (its tokens) for `value`; the first phrase given for a value is its label.
    mutating func insert(_ path: some Collection<Int32>, value: Int32, label: String) {
        guard !path.isEmpty else { return }
        labels.keepFirst(label, for: value)
        var node = Vocabulary.root
        for token in path { node = child(of: node, token) }
        let index = Int(node)
        if !hasValue[index] {
            hasValue[index] = true
            firstValue[index] = value
        } else if firstValue[index] != value, !(moreValues[node]?.contains(value) ?? false) {
            moreValues[node, default: []].append(value)
        }
    }

    /// Room for `entries` more phrases (a node and a label each, at most, for one-word phrases).
    mutating func reserveCapacity(_ entries: Int) {
        let nodes = parents.count + entries
        parents.reserveCapacity(nodes)
        tokens.reserveCapacity(nodes)
        firstValue.reserveCapacity(nodes)
        hasValue.reserveCapacity(nodes)
        labels.reserveCapacity(entries)
        if 2 * nodes > table.count { rehash(Self.capacity(for: nodes)) }
    }

    /// The table slot where the probe for the root's child by `token` starts, and the parent of
    /// the node in it: read ahead of inserting a batch of phrases (``PhraseCompiler/addVocabulary(_:)``),
    /// so that the probes find them in the cache. Only the loads matter.
    func readAhead(_ token: Int32) -> UInt64 {
        let found = table[Vocabulary.slot(Vocabulary.root, token, mask: table.count - 1)]
        return found == 0 ? 0 : UInt64(UInt32(bitPattern: parents[Int(found)]))
    }

    /// The child of `node` by `token`, made when new.
    private mutating func child(of node: Int32, _ token: Int32) -> Int32 {
        var mask = table.count - 1
        var slot = Vocabulary.slot(node, token, mask: mask)
        while true {
            let found = table[slot]
            if found == 0 { break }
            if parents[Int(found)] == node, tokens[Int(found)] == token { return found }
            slot = (slot + 1) & mask
        }
        let fresh = Int32(parents.count)
        parents.append(node)
        tokens.append(token)
        firstValue.append(0)
        hasValue.append(false)
        if 2 * parents.count > table.count {
            rehash(2 * table.count)
            mask = table.count - 1
            slot = Vocabulary.slot(node, token, mask: mask)
            while table[slot] != 0 { slot = (slot + 1) & mask }
        }
        table[slot] = fresh
        return fresh
    }

    private static func capacity(for count: Int) -> Int {
        var capacity = 16
        while capacity < 2 * count { capacity <<= 1 }
        return capacity
    }

    private mutating func rehash(_ capacity: Int) {
        var grown = [Int32](repeating: 0, count: capacity)
        let mask = capacity - 1
        for node in table where node != 0 {
            var slot = Vocabulary.slot(parents[Int(node)], tokens[Int(node)], mask: mask)
            while grown[slot] != 0 { slot = (slot + 1) & mask }
            grown[slot] = node
        }
        table = grown
    }

    /// The finished vocabulary.
    /// - Complexity: O(nodes + values).
    func build() -> Vocabulary {
        let count = parents.count
        // edges by parent, each node's in the order its children were made.
        var edgeStart = [Int32](repeating: 0, count: count + 1)
        for node in 1..<max(1, count) { edgeStart[Int(parents[node]) + 1] += 1 }
        for node in 0..<count { edgeStart[node + 1] += edgeStart[node] }
        var edgeTokens = [Int32](repeating: 0, count: max(0, count - 1))
        var edgeTargets = [Int32](repeating: 0, count: max(0, count - 1))
        var next = edgeStart
        for node in 1..<max(1, count) {
            let parent = Int(parents[node])
            let at = Int(next[parent])
            next[parent] += 1
            edgeTokens[at] = tokens[node]
            edgeTargets[at] = Int32(node)
        }
        // the edges of nodes too wide for a scan, in a table.
        var wide = 0
        for node in 0..<count where edgeStart[node + 1] - edgeStart[node] > Int32(Vocabulary.scanLimit) {
            wide += Int(edgeStart[node + 1] - edgeStart[node])
        }
        var lookup = [Int32](repeating: -1, count: wide > 0 ? Self.capacity(for: wide) : 1)
        if wide > 0 {
            let mask = lookup.count - 1
            for node in 0..<count where edgeStart[node + 1] - edgeStart[node] > Int32(Vocabulary.scanLimit) {
                for edge in Int(edgeStart[node])..<Int(edgeStart[node + 1]) {
                    var slot = Vocabulary.slot(Int32(node), edgeTokens[edge], mask: mask)
                    while lookup[slot] >= 0 { slot = (slot + 1) & mask }
                    lookup[slot] = Int32(edge)
                }
            }
        }
        // values, each node's in the order they were added.
        var valueStart = [Int32](repeating: 0, count: count + 1)
        var valueList: [Int32] = []
        valueList.reserveCapacity(count)
        for node in 0..<count {
            if hasValue[node] {
                valueList.append(firstValue[node])
                if let more = moreValues[Int32(node)] { valueList.append(contentsOf: more) }
            }
            valueStart[node + 1] = Int32(valueList.count)
        }
        return Vocabulary(
            edgeStart: edgeStart, edgeTokens: edgeTokens, edgeTargets: edgeTargets, valueStart: valueStart,
            valueList: valueList, lookup: lookup, labels: labels)
    }
}

/// The label of each value of a vocabulary. Values are the caller's indices, mostly 0, 1, 2, …:
/// those are kept in an array (no hashing, one string each), any others in a dictionary.
struct VocabularyLabels: Sendable {
    private var dense: [String?] = []
    private var sparse: [Int32: String] = [:]
    private var count = 0

    /// The label of `value`, or nil when it has none.
    subscript(value: Int32) -> String? {
        if value >= 0, Int(value) < dense.count, let label = dense[Int(value)] { return label }
        return sparse.isEmpty ? nil : sparse[value]
    }

    /// Gives `value` the label `label`, unless it has one already.
    mutating func keepFirst(_ label: String, for value: Int32) {
        guard self[value] == nil else { return }
        count += 1
        // the array grows to at most twice the labels (and a little): a few far-off values
        // never make it large.
        if value >= 0, Int(value) < 2 * count + 1_024 {
            if Int(value) >= dense.count {
                dense.append(contentsOf: repeatElement(nil, count: Int(value) + 1 - dense.count))
            }
            dense[Int(value)] = label
        } else {
            sparse[value] = label
        }
    }

    mutating func reserveCapacity(_ more: Int) { dense.reserveCapacity(dense.count + more) }
}
