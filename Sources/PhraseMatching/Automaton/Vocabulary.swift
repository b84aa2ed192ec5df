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
struct Vocabulary: Sendable {
    struct Node: Sendable {
        var children: [Int32: Int32] = [:]
        /// The values whose phrase ends here; several when two values share a title.
        var values: [Int32] = []
    }

    private(set) var nodes: [Node] = [Node()]
    /// How each value is shown: the first phrase given for it (a title, before its synonyms).
    private(set) var labels = VocabularyLabels()

    static let root: Int32 = 0

    mutating func insert(_ tokens: [Int32], value: Int32, label: String) {
        guard !tokens.isEmpty else { return }
        labels.keepFirst(label, for: value)
        var node = Self.root
        for token in tokens {
            let fresh = Int32(nodes.count)
            // a child is looked up once, and added in the same lookup when new.
            let next = nodes[Int(node)].children.value(for: token, insertingIfAbsent: fresh)
            if next == fresh { nodes.append(Node()) }
            node = next
        }
        if !nodes[Int(node)].values.contains(value) { nodes[Int(node)].values.append(value) }
    }

    /// Room for `entries` more phrases (a node and a label each, at most, for one-word phrases).
    mutating func reserveCapacity(_ entries: Int) {
        nodes.reserveCapacity(nodes.count + entries)
        labels.reserveCapacity(entries)
    }

    subscript(node: Int32) -> Node { nodes[Int(node)] }
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
