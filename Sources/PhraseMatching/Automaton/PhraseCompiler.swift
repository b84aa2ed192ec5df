/// Builds a ``PhraseAutomaton`` from templates and vocabularies.
///
/// Alternatives and optionals become graph structure, never an enumeration of sentences: the
/// compiler threads a *frontier* (the states a template can be in so far) through the syntax tree.
/// A literal extends every frontier state to one new state; a single-state frontier reuses an
/// existing edge when its target has no other way in, which shares prefixes between phrases.
///
/// ```swift
/// var compiler = PhraseCompiler()
/// let soups = compiler.addVocabulary([VocabularyEntry(text: "tomato soup", value: 0)])
/// try compiler.addPhrase(template, slots: ["soup": .vocabulary(soups)], entry: entry)
/// let automaton = compiler.build()
/// ```
public struct PhraseCompiler {
    private var nodes: [PhraseAutomaton.Node] = [PhraseAutomaton.Node()]
    /// The first target of each node's token (keyed by ``edgeKey(_:_:)``): what a later phrase may share.
    private var firstTargets = FirstTargets()
    /// Whether a node has exactly one way in, so that another phrase may extend through it.
    private var shareable: [Bool] = [true]
    private var lexicon = Lexicon()
    private var vocabularies: [Vocabulary] = []
    private var recognizers: [any SpanRecognizer] = []
    private var slots: [SlotDescriptor] = []
    private var slotIndex: [SlotDescriptor: Int32] = [:]
    private var phrases: [PhraseEntry] = []
    /// The name vocabulary of each app whose phrases say `{applicationName}`, by app index.
    private var applicationNames: [Int: VocabularyID] = [:]
    private let limits: TemplateLimits
    private let tolerance: EditTolerance
    /// The fuzzy index's head start, made elsewhere from the lexicon's first words (see
    /// ``indexHeadStart()``); the index is built from it, the same as without it.
    private var indexHead: FuzzyIndexHead?
    private var wordClasses: WordClasses

    /// A frontier wider than this is joined into one state through ε-edges, so a run of optionals
    /// costs a linear number of edges instead of a quadratic one.
    private static let maxFrontier = 8
    /// The largest graph one phrase may add, counted in words and slots with rules expanded.
    public static let maxPhraseSize = 20_000
    /// The largest graph all phrases together may add: rules can make a short phrase expand to
    /// ``maxPhraseSize``, so without this a manifest of short phrases could take memory out of
    /// all proportion to its size.
    public static let maxTotalSize = 4_000_000
    /// Words and slots added so far, rules expanded.
    public private(set) var totalSize = 0

    /// A compiler for templates within `limits`, reading typos with `tolerance` and the word classes
    /// (fillers, function words) of `language`.
    public init(limits: TemplateLimits = .default, tolerance: EditTolerance = EditTolerance(), language: String = "en")
    {
        self.limits = limits
        self.tolerance = tolerance
        self.wordClasses = WordClasses.builtIn(language: language)
    }

    /// Adds a finite vocabulary (enum cases, entity titles and synonyms, app names).
    /// - Complexity: O(total tokens of the entries).
    public mutating func addVocabulary(_ entries: [VocabularyEntry]) -> VocabularyID {
        var vocabulary = VocabularyBuilder()
        vocabulary.reserveCapacity(entries.count)
        lexicon.reserveCapacity(more: entries.count)
        // The entries go in batches. A large vocabulary's tables (the lexicon's, the trie's) are
        // far larger than the cache, and one entry at a time each probe waited for its miss: a
        // million titles spent most of their time there. So the slots a batch's probes start at
        // are read first, for the whole batch, in a tight loop of independent loads that the
        // processor overlaps: the lexicon's for the batch's words (hashed once, for the reading
        // and the interning), then, once they are interned, the trie's for each entry's first
        // token. The words are interned and the entries inserted in their order, as before.
        var words: [String] = []
        var hashes: [UInt64] = []
        // the end of each entry's words in `words`, or -1 for an entry that is not plain words.
        var wordEnds: [Int] = []
        var tokens: [Int32] = []
        var ends: [Int] = []
        var readAhead: UInt64 = 0
        for first in stride(from: 0, to: entries.count, by: Self.vocabularyBatch) {
            let batch = entries[first..<min(first + Self.vocabularyBatch, entries.count)]
            words.removeAll(keepingCapacity: true)
            wordEnds.removeAll(keepingCapacity: true)
            for entry in batch {
                // an entry of ASCII letters and spaces (most titles) skips the tokenizer's general
                // scan (``Tokenizer/forEachPlainWord(of:_:)``); any other is tokenized below.
                let plain = Tokenizer.forEachPlainWord(of: entry.text) { words.append($0) }
                wordEnds.append(plain ? words.count : -1)
            }
            hashes.removeAll(keepingCapacity: true)
            for word in words { hashes.append(Lexicon.hash(word)) }
            for hash in hashes { readAhead &+= lexicon.readAhead(hash: hash) }
            tokens.removeAll(keepingCapacity: true)
            ends.removeAll(keepingCapacity: true)
            var next = 0
            for (entry, wordEnd) in zip(batch, wordEnds) {
                if wordEnd < 0 {
                    tokens += Tokenizer.tokenize(entry.text).map { lexicon.intern($0.text) }
                } else {
                    while next < wordEnd {
                        tokens.append(lexicon.intern(words[next], hash: hashes[next]))
                        next += 1
                    }
                }
                ends.append(tokens.count)
            }
            var start = 0
            for end in ends {
                if end > start { readAhead &+= vocabulary.readAhead(tokens[start]) }
                start = end
            }
            start = 0
            for (entry, end) in zip(batch, ends) {
                vocabulary.insert(tokens[start..<end], value: Int32(clamping: entry.value), label: entry.text)
                start = end
            }
        }
        // a use of what was read ahead, so that the optimizer keeps those loads: a sum this one
        // is as good as never, and reserving room already there changes nothing.
        if readAhead == 0x9e37_79b9_7f4a_7c15 { vocabulary.reserveCapacity(0) }
        vocabularies.append(vocabulary.build())
        return VocabularyID(rawValue: vocabularies.count - 1)
    }

    /// The entries of a vocabulary whose table slots are read ahead together (``addVocabulary(_:)``).
    static let vocabularyBatch = 32

    /// The letters of the lexicon's words so far (read here, so that the lexicon is not shared
    /// while phrases add words to it), from which another thread may make a head start on the fuzzy
    /// index (``FuzzyIndexHeadStart/make()``) while phrases compile here: worth it when they are many.
    package func indexHeadStart() -> FuzzyIndexHeadStart {
        FuzzyIndexHeadStart(
            words: FuzzyIndex.IndexWords(lexicon.words, tolerance: tolerance, roomForMore: true), tolerance: tolerance)
    }

    /// Keeps `head` for the fuzzy index: made from this compiler's ``indexHeadStart()``, then or
    /// earlier (a head of fewer words than the lexicon has is still of its first words).
    package mutating func adoptIndexHead(_ head: FuzzyIndexHead) {
        indexHead = head
    }

    /// Adds a recognizer for a typed slot.
    public mutating func addRecognizer(_ recognizer: some SpanRecognizer) -> RecognizerID {
        recognizers.append(recognizer)
        return RecognizerID(rawValue: recognizers.count - 1)
    }

    /// Compiles one template into the graph.
    ///
    /// The template must already be valid for `slots` and `rules` (see ``TemplateValidator``);
    /// names it does not know are skipped. Throws when the template, with rules expanded, is larger
    /// than ``maxPhraseSize``, or would take the whole graph beyond ``maxTotalSize``.
    /// - Returns: the phrase id that candidates will carry.
    @discardableResult
    public mutating func addPhrase(
        _ template: PhraseTemplate, rules: TemplateRules = .none, slots: [String: SlotKind],
        applicationName: VocabularyID? = nil, entry: PhraseEntry, source: String = ""
    ) throws(Diagnostic) -> Int {
        let size = rules.expandedSize(of: template.root)
        if let problem = sizeProblem(size: size, source: source) { throw problem.diagnostic }
        totalSize += size
        var entry = entry
        entry.weight = max(1, rules.minimumLength(of: template.root))
        let id = Int32(phrases.count)
        phrases.append(entry)
        if let applicationName { applicationNames[entry.owner.app] = applicationName }
        let context = Context(rules: rules, slots: slots, applicationName: applicationName)
        for state in compile(template.root, from: [PhraseAutomaton.root], context, depth: 0) {
            if !nodes[Int(state)].accepts.contains(id) { nodes[Int(state)].accepts.append(id) }
        }
        return Int(id)
    }

    /// Why `template` cannot be added: it expands beyond ``maxPhraseSize`` words and slots, or
    /// the phrases added so far and it together beyond ``maxTotalSize`` (`fillsModel`, after which
    /// no phrase that adds a word fits). Cheap, since rule sizes are known, so a caller can ask
    /// before it spends work on the phrase.
    /// - Complexity: O(n) in the size of the template, rules not expanded.
    public func sizeProblem(
        _ template: PhraseTemplate, rules: TemplateRules, source: String
    ) -> (diagnostic: Diagnostic, fillsModel: Bool)? {
        sizeProblem(size: rules.expandedSize(of: template.root), source: source)
    }

    /// Why a phrase that expands to `size` words and slots cannot be added.
    private func sizeProblem(size: Int, source: String) -> (diagnostic: Diagnostic, fillsModel: Bool)? {
        if size > Self.maxPhraseSize {
            return (
                Diagnostic(
                    .error, "phrase expands to \(size) words and slots (the limit is \(Self.maxPhraseSize))",
                    source: source, help: "rules that use rules multiply; write the phrase with fewer nested rules"),
                false
            )
        }
        if totalSize + size > Self.maxTotalSize {
            return (
                Diagnostic(
                    .error,
                    "the phrases expand to more than \(Self.maxTotalSize) words and slots in all (the limit of one model)",
                    source: source,
                    help: "rules that use rules multiply: use fewer of them, or split the apps between several models"),
                true
            )
        }
        return nil
    }

    /// Adds filler words (the manifest's `fillers`) to the built-in ones.
    public mutating func addFillers(_ words: [String]) {
        for word in words {
            for token in Tokenizer.tokenize(word) { wordClasses.fillers.insert(token.text) }
        }
    }

    /// The finished, immutable automaton, with its fuzzy index.
    /// - Complexity: O(edges + lexicon words × their deletion variants).
    public func build() -> PhraseAutomaton {
        var copy = self
        return copy.assemble()
    }

    /// The finished automaton, as ``build()`` makes it, leaving this compiler as new (its fillers
    /// kept). For a compiler's last use: the graph is handed over rather than copied, and what only
    /// the compiler needs is released before the fuzzy index is built, so a large model takes less
    /// memory at its peak.
    package mutating func finish() -> PhraseAutomaton {
        var taken = PhraseCompiler(limits: limits, tolerance: tolerance)
        taken.wordClasses = wordClasses
        swap(&self, &taken)
        taken.firstTargets = FirstTargets()
        taken.shareable = []
        taken.slotIndex = [:]
        // the graph grew by doubling: the automaton keeps it without the room left over (moved
        // now, while the memory the compiler released is free and before the index takes more),
        // when that room is worth a move of every node (over 4 MB; a small model keeps it).
        let room = (taken.nodes.capacity - taken.nodes.count) * MemoryLayout<PhraseAutomaton.Node>.stride
        if taken.nodes.capacity > taken.nodes.count + taken.nodes.count / 8, room > 4 << 20 {
            taken.nodes = Self.compacted(&taken.nodes)
        }
        return taken.assemble()
    }

    /// `nodes` moved into an array of their size, leaving an empty node in each of their places.
    /// A copy would retain every array of every node, then release them all with the old block
    /// (a million and more at 100,000 phrases); an empty node's arrays are the shared empty one.
    private static func compacted(_ nodes: inout [PhraseAutomaton.Node]) -> [PhraseAutomaton.Node] {
        let count = nodes.count
        return nodes.withUnsafeMutableBufferPointer { old in
            [PhraseAutomaton.Node](unsafeUninitializedCapacity: count) { new, initialized in
                guard let from = old.baseAddress, let to = new.baseAddress else { return }
                to.moveInitialize(from: from, count: count)
                from.initialize(repeating: PhraseAutomaton.Node(), count: count)
                initialized = count
            }
        }
    }

    /// Builds the automaton, taking the nodes out of this compiler: updated in place when no
    /// other compiler shares them.
    private mutating func assemble() -> PhraseAutomaton {
        // before the index, which takes the most memory: the merge's own memory is free by then.
        PhraseAutomaton.mergeTwins(&nodes)
        // the index first: building it takes the most memory, so it comes before the nodes change below.
        var head = indexHead
        indexHead = nil
        let fuzzyIndex = FuzzyIndex(lexicon: lexicon, tolerance: tolerance, head: &head)
        // each function word looked up in the lexicon (a few hundred lookups), rather than each
        // lexicon word in the set of function words (a million hashes for a large vocabulary):
        // the lexicon finds a word by the same equality (its words and the function words are
        // folded alike), so the same words are marked.
        var isFunctionWord = [Bool](repeating: false, count: lexicon.count)
        for word in wordClasses.functionWords {
            if let id = lexicon.id(of: word) { isFunctionWord[Int(id)] = true }
        }
        var nodes = self.nodes
        self.nodes = []
        let (wide, edges) = Self.wideNodesAndEdges(nodes, isFunctionWord: isFunctionWord)
        for (index, skipAhead, functionEdges) in wide {
            nodes[index].skipAhead = skipAhead
            nodes[index].functionEdges = functionEdges
        }
        return PhraseAutomaton(
            nodes: nodes, edges: edges, lexicon: lexicon,
            fuzzyIndex: fuzzyIndex,
            wordClasses: wordClasses, isFunctionWord: isFunctionWord,
            appCount: Set(phrases.map(\.owner.app)).count,
            applicationNames: applicationNames.sorted { $0.key < $1.key }.map {
                (app: $0.key, vocabulary: $0.value.rawValue)
            },
            reachesValueSlot: Self.valueSlotReachability(nodes, slots: slots), vocabularies: vocabularies,
            recognizers: recognizers,
            slots: slots, phrases: phrases)
    }

    /// The ``PhraseAutomaton/Node/skipAhead`` and ``PhraseAutomaton/Node/functionEdges`` of each
    /// node with more literal edges than ``PhraseAutomaton/scanLimit``, and the table of every
    /// literal edge. Both only read the nodes: for a large graph (some 40 and 25 ms at 100,000
    /// phrases), on two threads.
    private static func wideNodesAndEdges(_ nodes: [PhraseAutomaton.Node], isFunctionWord: [Bool]) -> (
        wide: [(index: Int, skipAhead: [Int32: [PhraseAutomaton.Edge]], functionEdges: [PhraseAutomaton.Edge])],
        edges: LiteralEdgeTable
    ) {
        BothAtOnce.run(
            together: nodes.count >= PhraseAutomaton.parallelTablesFrom,
            {
                nodes.indices.filter { nodes[$0].literals.count > PhraseAutomaton.scanLimit }.map { index in
                    var skipAhead: [Int32: [PhraseAutomaton.Edge]] = [:]
                    var functionEdges: [PhraseAutomaton.Edge] = []
                    for edge in nodes[index].literals {
                        if isFunctionWord[Int(edge.token)] { functionEdges.append(edge) }
                        for next in nodes[Int(edge.target)].literals {
                            skipAhead[next.token, default: []].append(.init(token: edge.token, target: next.target))
                        }
                    }
                    return (index, skipAhead, functionEdges.sorted { ($0.token, $0.target) < ($1.token, $1.target) })
                }
            },
            { LiteralEdgeTable(nodes) })
    }

    /// Which nodes can reach an open or typed slot edge.
    private static func valueSlotReachability(_ nodes: [PhraseAutomaton.Node], slots: [SlotDescriptor]) -> [Bool] {
        // open and typed slots read words the lexicon lacks (any text, names, dates): the
        // search's estimate must not charge those words as skipped on the way to such a slot.
        PhraseAutomaton.reaching(nodes) { node in
            node.slots.contains { if case .vocabulary = slots[Int($0.slot)].kind { false } else { true } }
        }
    }

    private struct Context {
        var rules: TemplateRules
        var slots: [String: SlotKind]
        var applicationName: VocabularyID?
        /// The recognizers of typed slots in the other alternatives of the choices being compiled:
        /// an open slot here stands where one of them could have read a value instead.
        var rivals: [Int32] = []
    }

    /// The recognizers of the typed slots anywhere in `node`, rules expanded.
    private func recognizers(in node: TemplateNode, _ context: Context, depth: Int, into found: inout [Int32]) {
        switch node {
        case .word, .applicationName:
            return
        case .slot(let name, _):
            if case .recognizer(let id) = context.slots[name], !found.contains(Int32(id.rawValue)) {
                found.append(Int32(id.rawValue))
            }
        case .rule(let name, _):
            guard let body = context.rules.templates[name], depth < limits.maxDepth else { return }
            recognizers(in: body.root, context, depth: depth + 1, into: &found)
        case .sequence(let items), .choice(let items):
            for item in items { recognizers(in: item, context, depth: depth, into: &found) }
        case .optional(let inner):
            recognizers(in: inner, context, depth: depth, into: &found)
        }
    }

    private enum Label: Hashable {
        case literal(Int32)
        case slot(Int32)
    }

    private mutating func compile(_ node: TemplateNode, from frontier: [Int32], _ context: Context, depth: Int)
        -> [Int32]
    {
        switch node {
        case .word(let word):
            return [extend(frontier, with: .literal(lexicon.intern(word)))]
        case .slot(let name, _):
            guard let kind = context.slots[name] else { return frontier }
            if kind == .open, !context.rivals.isEmpty {
                for source in frontier {
                    for rival in context.rivals where !nodes[Int(source)].openRivals.contains(rival) {
                        nodes[Int(source)].openRivals.append(rival)
                    }
                }
            }
            return [extend(frontier, with: .slot(slotID(SlotDescriptor(parameter: name, kind: kind))))]
        case .applicationName:
            guard let names = context.applicationName else { return frontier }
            return [extend(frontier, with: .slot(slotID(SlotDescriptor(parameter: nil, kind: .vocabulary(names)))))]
        case .rule(let name, _):
            guard let body = context.rules.templates[name], depth < limits.maxDepth else { return frontier }
            return compile(body.root, from: frontier, context, depth: depth + 1)
        case .sequence(let items):
            var current = frontier
            for item in items { current = compile(item, from: current, context, depth: depth) }
            return current
        case .choice(let alternatives):
            var result: [Int32] = []
            var typed: [[Int32]] = []
            for alternative in alternatives {
                var found: [Int32] = []
                recognizers(in: alternative, context, depth: depth, into: &found)
                typed.append(found)
            }
            for (index, alternative) in alternatives.enumerated() {
                let states: [Int32]
                if typed.indices.contains(where: { $0 != index && !typed[$0].isEmpty }) {
                    var inner = context
                    for (other, found) in typed.enumerated() where other != index {
                        for id in found where !inner.rivals.contains(id) { inner.rivals.append(id) }
                    }
                    states = compile(alternative, from: frontier, inner, depth: depth)
                } else {
                    // (no rivals to add: the context as it is, not a copy.)
                    states = compile(alternative, from: frontier, context, depth: depth)
                }
                for state in states where !result.contains(state) { result.append(state) }
            }
            return joined(result)
        case .optional(let inner):
            var result = frontier
            for state in compile(inner, from: frontier, context, depth: depth) where !result.contains(state) {
                result.append(state)
            }
            return joined(result)
        }
    }

    /// One new state reached from every frontier state by `label`, or an existing one when sharing is safe.
    private mutating func extend(_ frontier: [Int32], with label: Label) -> Int32 {
        if frontier.count == 1, let existing = target(of: frontier[0], label), shareable[Int(existing)] {
            return existing
        }
        // a source that already reads this label for another phrase gets a second edge with it.
        let state = newNode(shareable: frontier.count == 1)
        for source in frontier { addEdge(from: source, label, to: state) }
        return state
    }

    private func target(of source: Int32, _ label: Label) -> Int32? {
        switch label {
        case .literal(let token): firstTargets.target(of: Self.edgeKey(source, token))
        case .slot(let slot): nodes[Int(source)].slots.first { $0.slot == slot }?.target
        }
    }

    private mutating func addEdge(from source: Int32, _ label: Label, to target: Int32) {
        switch label {
        case .literal(let token):
            nodes[Int(source)].literals.append(.init(token: token, target: target))
            firstTargets.keepFirst(target, of: Self.edgeKey(source, token))
        case .slot(let slot): nodes[Int(source)].slots.append(.init(slot: slot, target: target))
        }
    }

    /// The key of a node's literal edge in ``firstTargets``: one table for the whole graph rather than
    /// one per node.
    private static func edgeKey(_ source: Int32, _ token: Int32) -> UInt64 {
        UInt64(UInt32(bitPattern: source)) << 32 | UInt64(UInt32(bitPattern: token))
    }

    private mutating func joined(_ frontier: [Int32]) -> [Int32] {
        guard frontier.count > Self.maxFrontier else { return frontier }
        let join = newNode(shareable: false)
        for state in frontier { nodes[Int(state)].epsilons.append(join) }
        return [join]
    }

    private mutating func newNode(shareable isShareable: Bool) -> Int32 {
        nodes.append(PhraseAutomaton.Node())
        shareable.append(isShareable)
        return Int32(nodes.count - 1)
    }

    private mutating func slotID(_ descriptor: SlotDescriptor) -> Int32 {
        if let id = slotIndex[descriptor] { return id }
        let id = Int32(slots.count)
        slots.append(descriptor)
        slotIndex[descriptor] = id
        return id
    }

}

/// The first target of each node's token, keyed by ``PhraseCompiler/edgeKey(_:_:)``: a table open
/// to every key of the graph, probed in order from the key's mixed hash (cheaper than a
/// `Dictionary`, which hashes each key with a seeded hasher, for the one lookup every edge asks).
private struct FirstTargets {
    private var keys: [UInt64] = []
    /// The target stored with each key; −1 for an empty place (targets are never the root).
    private var targets: [Int32] = []
    private var count = 0

    func target(of key: UInt64) -> Int32? {
        guard !keys.isEmpty else { return nil }
        let mask = keys.count - 1
        var place = Int(truncatingIfNeeded: HashMixing.mix(key)) & mask
        while targets[place] >= 0 {
            if keys[place] == key { return targets[place] }
            place = (place + 1) & mask
        }
        return nil
    }

    /// Stores `target` for `key` unless the key has one already.
    mutating func keepFirst(_ target: Int32, of key: UInt64) {
        // at most seven places in ten taken: probes stay short.
        if (count + 1) * 10 > keys.count * 7 { grow() }
        let mask = keys.count - 1
        var place = Int(truncatingIfNeeded: HashMixing.mix(key)) & mask
        while targets[place] >= 0 {
            if keys[place] == key { return }
            place = (place + 1) & mask
        }
        keys[place] = key
        targets[place] = target
        count += 1
    }

    private mutating func grow() {
        let old = (keys: keys, targets: targets)
        let size = max(64, keys.count * 2)
        keys = [UInt64](repeating: 0, count: size)
        targets = [Int32](repeating: -1, count: size)
        count = 0
        for index in old.keys.indices where old.targets[index] >= 0 {
            keepFirst(old.targets[index], of: old.keys[index])
        }
    }
}
