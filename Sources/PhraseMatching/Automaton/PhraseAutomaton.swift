/// Who a phrase belongs to: an app, and an intent of it (nil for an app-level negative phrase).
///
/// PhraseMatching knows nothing of intents; these are the caller's indices.
public struct PhraseOwner: Sendable, Hashable, Comparable {
    /// The caller's index of the app.
    public var app: Int
    /// The caller's index of the intent within the app; nil for phrases that belong to the whole app.
    public var intent: Int?

    public init(app: Int, intent: Int?) {
        self.app = app
        self.intent = intent
    }

    public static func < (lhs: PhraseOwner, rhs: PhraseOwner) -> Bool {
        (lhs.app, lhs.intent ?? -1) < (rhs.app, rhs.intent ?? -1)
    }
}

/// Whether a phrase triggers its owner or vetoes it.
public enum PhrasePolarity: String, Sendable, Hashable {
    case positive, negative
}

/// A compiled phrase: what an accepting state reports.
public struct PhraseEntry: Sendable, Hashable {
    /// The app and intent the phrase belongs to.
    public var owner: PhraseOwner
    /// Positive (triggers) or negative (vetoes).
    public var polarity: PhrasePolarity
    /// The template as written.
    public var text: String
    /// How many words and slots one path through the phrase has at least; scores are relative to it.
    public var weight: Int
    /// A label the caller gives phrases from one source (Phrasebook: the assistant schema a
    /// phrase came from); nil for the owner's own phrases.
    public var group: String?

    public init(owner: PhraseOwner, polarity: PhrasePolarity, text: String, weight: Int = 1, group: String? = nil) {
        self.owner = owner
        self.polarity = polarity
        self.text = text
        self.weight = weight
        self.group = group
    }
}

/// What a slot edge captures: the parameter (nil for `{applicationName}`) and how it reads values.
public struct SlotDescriptor: Sendable, Hashable {
    /// The parameter the capture fills; nil for the app name.
    public var parameter: String?
    /// How the slot takes its value.
    public var kind: SlotKind
}

/// The compiled phrases of every app: one immutable token graph with prefix sharing, typed slot
/// edges, and shared vocabulary tries. Safe to share between tasks; a vocabulary update builds a
/// new automaton. A class, so that matchers and searches share one copy instead of retaining each
/// of its many buffers.
public final class PhraseAutomaton: Sendable, CustomStringConvertible {
    struct SlotEdge: Sendable, Hashable {
        var slot: Int32
        var target: Int32
    }

    struct Node: Sendable {
        /// Literal edges; a token may lead to several targets when phrases that cannot share a
        /// state both read it here.
        var literals: [Edge] = []
        /// Slot edges: several of different kinds may leave one node ("order {soup}", "order {drink}").
        var slots: [SlotEdge] = []
        /// Edges that consume nothing, used to join wide frontiers and to resolve edge conflicts.
        var epsilons: [Int32] = []
        /// Phrases that end here.
        var accepts: [Int32] = []
        /// For nodes with many literal edges only: deleting one edge's word and reading the next,
        /// by the next word's token, so a missing word costs a lookup instead of a scan of the edges.
        var skipAhead: [Int32: [Edge]] = [:]
        /// For nodes with many literal edges only: the edges whose word is a function word.
        var functionEdges: [Edge] = []
        /// For nodes with an open slot edge that a phrase offers as an alternative to typed slots
        /// ("for {size} people" or "for {description}"): those slots' recognizers.
        var openRivals: [Int32] = []
    }

    /// A literal edge: reading (or leaving out) the word `token` leads to `target`.
    struct Edge: Sendable, Hashable {
        var token: Int32
        var target: Int32
    }

    /// Nodes with more literal edges than this get a ``Node/skipAhead`` index; smaller ones are scanned.
    static let scanLimit = 8

    static let root: Int32 = 0

    let nodes: [Node]
    /// The literal edges of `nodes`, for fast lookup during search.
    let edges: LiteralEdgeTable
    let lexicon: Lexicon
    let fuzzyIndex: FuzzyIndex
    let wordClasses: WordClasses
    /// Whether each lexicon token is a function word, by id.
    let isFunctionWord: [Bool]
    /// The word classes of each lexicon token, by id, as ``TokenLattice`` reads them:
    /// ``WordClassFlags`` bits (a token the classes do not name has none).
    let wordClassFlags: [UInt8]
    /// How many apps have phrases: `{applicationName}` may be left out when it is one.
    public let appCount: Int
    /// How many words the phrases and values know. Every utterance word is read against them (as
    /// said, or as a misspelling of one), so two automata with the same words read every utterance
    /// into the same token readings.
    package var wordCount: Int { lexicon.count }

    /// Whether a phrase or value has `word` (folded, as tokens are).
    package func knows(_ word: String) -> Bool { lexicon.id(of: word) != nil }
    /// The vocabulary of each app's name and synonyms, by the caller's app index, for the apps whose
    /// phrases say `{applicationName}`.
    let applicationNames: [(app: Int, vocabulary: Int)]
    /// The bits of ``applicationNames``' vocabularies in ``wordStartVocabularies``: a word whose bits
    /// miss them all starts no app's name, and is turned away before any vocabulary is asked
    /// (``ApplicationMention/find(in:lattice:automaton:)``).
    let applicationNameBits: UInt64
    /// Per node: whether a path from it can still take an open or typed slot, which may read words the
    /// lexicon lacks (the search's estimate uses it).
    let reachesValueSlot: [Bool]
    /// Per node: the one phrase every path from it ends in, −1 when several may, −2 when none
    /// (worked out with ``reachableWords``). Once the search has found a phrase, states that can lead only to it
    /// have nothing left to find.
    let solePhrase: [Int32]
    /// Per node: the words a path from it may still read (for the search's bound).
    let reachableWords: ReachableWords
    /// Per node: whether a path from it can still take an open slot, which reads any word.
    let reachesOpenSlot: [Bool]
    /// The edges as the search's phrase price walks them.
    let priceEdges: PhrasePriceEdges
    let vocabularies: [Vocabulary]
    let recognizers: [any SpanRecognizer]
    /// Per recognizer: the group of its first-token test (``StartFilteredRecognizer``), or -1.
    let startGroups: [Int32]
    /// Per group: the recognizer that asks its test for all of the group's.
    let startFilters: [any StartFilteredRecognizer]
    /// Per lexicon word: bit `g` set when group `g`'s first-token test (of the groups below the
    /// 64th) lets a value start with the word said as a word, as ``TokenLattice/saidToken(at:)`` finds
    /// it. Worked out once here: the test reads a number-word table, and every search asked it again
    /// for the same words, utterance after utterance. Empty without groups.
    let wordStartGroups: WordMasks
    /// Per lexicon word: bit `min(vocabulary, 63)` set when a value of that vocabulary starts with
    /// the word (ids from 63 on share the last bit, which then only says one of them may).
    let wordStartVocabularies: WordMasks
    /// Per node: what a word must start for one of its own slot edges to read a value from it
    /// (``slotKindStarts`` of its edges joined). A node whose starts miss those of a word
    /// (``SlotStarts/meets(_:)``) has no slot edge that may read that word, and without the fuzzy
    /// tier (no empty slots) no slot move there.
    let slotStarts: [SlotStarts]
    /// Per slot kind (indexed like ``slots``, by `SlotEdge.slot`): what a word must start for an edge
    /// of that kind to read a value from it. The search passes an edge whose starts miss the word's by
    /// this test alone: of a node that may read the word with a slot, most slot edges are of
    /// vocabularies, or typed values, that the word starts none of. (By kind rather than by edge: one
    /// small array, where one per node took an allocation for each node with slots.)
    let slotKindStarts: [SlotStarts]
    /// How many typed-slot recognizers the search may ask (each at most once per utterance position).
    package var recognizerCount: Int { recognizers.count }
    /// The slot kinds in use, indexed by `SlotEdge.slot`.
    public let slots: [SlotDescriptor]
    /// Every compiled phrase, indexed by the ids that candidates carry.
    public let phrases: [PhraseEntry]

    init(
        nodes: [Node], edges: LiteralEdgeTable, lexicon: Lexicon, fuzzyIndex: FuzzyIndex, wordClasses: WordClasses,
        isFunctionWord: [Bool], appCount: Int, applicationNames: [(app: Int, vocabulary: Int)],
        reachesValueSlot: [Bool], vocabularies: [Vocabulary],
        recognizers: [any SpanRecognizer], slots: [SlotDescriptor], phrases: [PhraseEntry]
    ) {
        self.nodes = nodes
        self.edges = edges
        self.lexicon = lexicon
        self.fuzzyIndex = fuzzyIndex
        self.wordClasses = wordClasses
        self.isFunctionWord = isFunctionWord
        // only the words the classes name are looked up: the lexicon may be large.
        var flags = [UInt8](repeating: 0, count: lexicon.count)
        for (words, flag) in [
            (wordClasses.fillers, WordClassFlags.filler), (wordClasses.functionWords, WordClassFlags.functionWord),
            (wordClasses.personalPronouns, WordClassFlags.personalPronoun),
        ] {
            for word in words { if let id = lexicon.id(of: word) { flags[Int(id)] |= flag } }
        }
        self.wordClassFlags = flags
        self.appCount = appCount
        self.applicationNames = applicationNames
        self.applicationNameBits = applicationNames.reduce(0) { $0 | ReachableWords.bit(index: $1.vocabulary) }
        self.reachesValueSlot = reachesValueSlot
        self.vocabularies = vocabularies
        self.recognizers = recognizers
        var groups: [String: Int32] = [:]
        var filters: [any StartFilteredRecognizer] = []
        let groupOf = recognizers.map { recognizer in
            guard let filtered = recognizer as? any StartFilteredRecognizer, let key = filtered.startKey else {
                return Int32(-1)
            }
            if let group = groups[key] { return group }
            filters.append(filtered)
            groups[key] = Int32(filters.count - 1)
            return Int32(filters.count - 1)
        }
        self.startGroups = groupOf
        let startFilters = filters
        self.startFilters = startFilters
        let slotKindStarts = slots.map { descriptor in
            switch descriptor.kind {
            case .vocabulary(let id): SlotStarts(vocabularies: ReachableWords.bit(index: id.rawValue), groups: 0)
            case .recognizer(let id) where (0..<64).contains(groupOf[id.rawValue]):
                SlotStarts(vocabularies: 0, groups: 1 << UInt64(groupOf[id.rawValue]))
            case .recognizer, .open: SlotStarts(vocabularies: ReachableWords.bit(index: 63), groups: 0)
            }
        }
        self.slotKindStarts = slotKindStarts
        // the tables over every node and word, in two shares of about the same work, made at the
        // same time when the automaton is large (some 70 ms each at 100,000 phrases, which was the
        // longest stretch of a large compile with the second core idle).
        let (reachableWords, (priceEdges, wordStartGroups, wordStartVocabularies, slotStarts)) = BothAtOnce.run(
            together: nodes.count + lexicon.count >= Self.parallelTablesFrom,
            { ReachableWords(nodes: nodes, slots: slots, vocabularies: vocabularies, lexiconCount: lexicon.count) },
            {
                (
                    PhrasePriceEdges(nodes: nodes, slots: slots, isFunctionWord: isFunctionWord),
                    Self.startGroups(of: lexicon, filters: startFilters),
                    Self.startVocabularies(of: lexicon, vocabularies: vocabularies),
                    nodes.map { node in
                        node.slots.reduce(SlotStarts.none) {
                            let edge = slotKindStarts[Int($1.slot)]
                            return SlotStarts(
                                vocabularies: $0.vocabularies | edge.vocabularies, groups: $0.groups | edge.groups)
                        }
                    }
                )
            })
        self.reachableWords = reachableWords
        self.solePhrase = reachableWords.solePhrase
        self.reachesOpenSlot = reachableWords.reachesOpenSlot
        self.priceEdges = priceEdges
        self.wordStartGroups = wordStartGroups
        self.wordStartVocabularies = wordStartVocabularies
        self.slotStarts = slotStarts
        self.slots = slots
        self.phrases = phrases
    }

    /// An automaton with this many nodes and lexicon words together makes its tables over them on
    /// two threads (on a small one, starting a thread would cost more than it saves).
    static let parallelTablesFrom = 1 << 17

    /// ``wordStartVocabularies``: the first words of each vocabulary's values.
    private static func startVocabularies(of lexicon: Lexicon, vocabularies: [Vocabulary]) -> WordMasks {
        var starts = WordMasks(count: lexicon.count, highestBit: min(vocabularies.count - 1, 63))
        for id in vocabularies.indices {
            let bit = ReachableWords.bit(index: id)
            for (token, _) in vocabularies[id][Vocabulary.root].children where Int(token) < starts.count {
                starts.insert(bit, at: Int(token))
            }
        }
        return starts
    }

    /// ``wordStartGroups``: each word of `lexicon` asked of each of the first 64 `filters`, as a
    /// token of kind `.word` (the test reads a token's kind and text alone).
    private static func startGroups(of lexicon: Lexicon, filters: [any StartFilteredRecognizer]) -> WordMasks {
        guard !filters.isEmpty else { return WordMasks() }
        var groups = WordMasks(count: lexicon.count, highestBit: min(filters.count - 1, 63))
        for index in lexicon.words.indices {
            let word = lexicon.words[index]
            let token = Token(text: word, range: word.startIndex..<word.endIndex, kind: .word)
            for group in filters.indices.prefix(64) where filters[group].mayStart(with: token) {
                groups.insert(1 << UInt64(group), at: index)
            }
        }
        return groups
    }

    /// The number of states of the token graph (vocabulary tries not included).
    public var nodeCount: Int { nodes.count }
    /// The number of edges of the token graph: literal, slot and ε.
    public var edgeCount: Int { nodes.reduce(0) { $0 + $1.literals.count + $1.slots.count + $1.epsilons.count } }
    /// The number of distinct tokens in templates and vocabularies.
    public var lexiconSize: Int { lexicon.count }

    /// A stable dump of the graph: one line per node in id order, edges sorted.
    public var description: String {
        var lines: [String] = []
        for (id, node) in nodes.enumerated() {
            var parts: [String] = []
            for edge in node.literals.sorted(by: {
                (lexicon.words[Int($0.token)], $0.target) < (lexicon.words[Int($1.token)], $1.target)
            }) {
                parts.append("\(lexicon.words[Int(edge.token)]) → \(edge.target)")
            }
            for edge in node.slots {
                let slot = slots[Int(edge.slot)]
                let name = slot.parameter.map { "{\($0)}" } ?? "{applicationName}"
                parts.append("\(name) → \(edge.target)")
            }
            for target in node.epsilons.sorted() { parts.append("ε → \(target)") }
            for phrase in node.accepts { parts.append("accept #\(phrase)") }
            lines.append("\(id): " + parts.joined(separator: ", "))
        }
        return lines.joined(separator: "\n")
    }
}

/// The values a word may start, or those a slot edge reads, by two masks: the vocabularies (bit
/// `min(vocabulary, 63)`), and the groups of the typed slots' first-token tests (bit `group`, below
/// the 64th; ``PhraseAutomaton/startGroups``). The last vocabulary bit, which ids from 63 on share,
/// stands too for an open slot and a typed slot with no group below the 64th: a word's starts always
/// have it, so such an edge is always asked. Two bit tests tell the search which slot edges may read
/// a word, where reading each edge's kind and asking its vocabulary or recognizer cost some dozens
/// of instructions an edge.
struct SlotStarts: Sendable {
    var vocabularies: UInt64
    var groups: UInt64

    /// What no edge meets: the starts of the end of the utterance.
    static let none = SlotStarts(vocabularies: 0, groups: 0)

    /// Whether a slot edge with these starts may read a value from a word with the starts `word`.
    @inline(__always)
    func meets(_ word: SlotStarts) -> Bool { vocabularies & word.vocabularies != 0 || groups & word.groups != 0 }
}

/// The bits of ``PhraseAutomaton/wordClassFlags``.
enum WordClassFlags {
    static let filler: UInt8 = 1
    static let functionWord: UInt8 = 2
    static let personalPronoun: UInt8 = 4
}
