/// Per automaton node, which lexicon words a path from it may still read: a signature of the
/// literal edges' words reachable from it (by literal, slot and ε-edges), and the vocabularies and
/// typed-slot recognizers whose slots it may still enter. The search uses it to price the utterance words that no path from a
/// state can read: each of them must be skipped, which costs at least its skip price.
///
/// The signature is a 256-bit set of word ids taken modulo 256 (ids are given in the order words
/// first appear, so the words of neighbouring phrases rarely share a bit). A bit set for another word
/// only makes a word look readable where it is not: the price stays a lower bound.
struct ReachableWords: Sendable {
    /// 64-bit words per node in ``signatures``.
    static let width = 4
    /// Per node, `width` words: bit `token % 256` is set when a path from the node reads `token` on a literal edge.
    let signatures: [UInt64]
    /// Per node: bit `min(vocabulary, 63)` is set when a path from the node enters that vocabulary's slot.
    let vocabularies: [UInt64]
    /// Per node: bit `min(recognizer, 63)` is set when a path from the node enters that recognizer's slot.
    let recognizers: [UInt64]
    /// Per lexicon word: bit `min(vocabulary, 63)` is set when one of that vocabulary's values has the word.
    let wordVocabularies: WordMasks

    /// Per node: whether a path from it can take an open slot, which reads any word.
    let reachesOpenSlot: [Bool]
    /// Per node: the one phrase every path from it ends in, −1 when several may, −2 when none.
    let solePhrase: [Int32]

    init(nodes: [PhraseAutomaton.Node], slots: [SlotDescriptor], vocabularies: [Vocabulary], lexiconCount: Int) {
        let width = Self.width
        var signatures = [UInt64](repeating: 0, count: nodes.count * width)
        var reached = [UInt64](repeating: 0, count: nodes.count)
        var recognizing = [UInt64](repeating: 0, count: nodes.count)
        var open = [Bool](repeating: false, count: nodes.count)
        // the sole phrase over the lattice none (−2) < one phrase < several (−1).
        var sole = [Int32](repeating: -2, count: nodes.count)
        func join(_ a: Int32, _ b: Int32) -> Int32 {
            if a == -2 { return b }
            if b == -2 || a == b { return a }
            return -1
        }
        // (fields by index throughout: copying a `Node` retains and releases each of its arrays.)
        for index in nodes.indices {
            for edge in nodes[index].literals.indices {
                let (word, bit) = Self.bit(nodes[index].literals[edge].token)
                signatures[index * width + word] |= bit
            }
            for edge in nodes[index].slots.indices {
                switch slots[Int(nodes[index].slots[edge].slot)].kind {
                case .vocabulary(let id): reached[index] |= Self.bit(index: id.rawValue)
                case .recognizer(let id): recognizing[index] |= Self.bit(index: id.rawValue)
                case .open: open[index] = true
                }
            }
            for phrase in nodes[index].accepts.indices { sole[index] = join(sole[index], nodes[index].accepts[phrase]) }
        }
        // every node takes its successors' sets, until nothing changes: edges mostly lead to later
        // nodes, so passes from the last node to the first settle in one or two rounds. Every set
        // only grows, so this ends. When every edge leads to a later node (as the compiler makes
        // them), the first pass takes each node's successors after they are complete: it is the last.
        var changed = true
        while changed {
            changed = false
            var backward = false
            for index in stride(from: nodes.count - 1, through: 0, by: -1) {
                var words = (
                    signatures[index * width], signatures[index * width + 1], signatures[index * width + 2],
                    signatures[index * width + 3]
                )
                var (vocabulary, recognizer, reachesOpen, phrase) = (
                    reached[index], recognizing[index], open[index], sole[index]
                )
                func take(_ target: Int32) {
                    if Int(target) <= index { backward = true }
                    let from = Int(target) * width
                    words.0 |= signatures[from]
                    words.1 |= signatures[from + 1]
                    words.2 |= signatures[from + 2]
                    words.3 |= signatures[from + 3]
                    vocabulary |= reached[Int(target)]
                    recognizer |= recognizing[Int(target)]
                    reachesOpen = reachesOpen || open[Int(target)]
                    phrase = join(phrase, sole[Int(target)])
                }
                for edge in nodes[index].literals.indices { take(nodes[index].literals[edge].target) }
                for edge in nodes[index].slots.indices { take(nodes[index].slots[edge].target) }
                for edge in nodes[index].epsilons.indices { take(nodes[index].epsilons[edge]) }
                let base = index * width
                if words.0 != signatures[base] || words.1 != signatures[base + 1] || words.2 != signatures[base + 2]
                    || words.3 != signatures[base + 3] || vocabulary != reached[index]
                    || recognizer != recognizing[index] || reachesOpen != open[index] || phrase != sole[index]
                {
                    (signatures[base], signatures[base + 1], signatures[base + 2], signatures[base + 3]) = words
                    (reached[index], recognizing[index], open[index], sole[index]) = (
                        vocabulary, recognizer, reachesOpen, phrase
                    )
                    changed = true
                }
            }
            changed = changed && backward
        }
        self.reachesOpenSlot = open
        self.solePhrase = sole
        var wordVocabularies = WordMasks(count: lexiconCount, highestBit: min(vocabularies.count - 1, 63))
        for (id, vocabulary) in vocabularies.enumerated() {
            let bit = Self.bit(index: id)
            for node in 0..<vocabulary.nodeCount {
                for (token, _) in vocabulary[Int32(node)].children where Int(token) < lexiconCount {
                    wordVocabularies.insert(bit, at: Int(token))
                }
            }
        }
        self.signatures = signatures
        self.vocabularies = reached
        self.recognizers = recognizing
        self.wordVocabularies = wordVocabularies
    }

    static func bit(_ token: Int32) -> (word: Int, bit: UInt64) {
        let slot = Int(UInt32(bitPattern: token) & 255)
        return (slot >> 6, 1 << UInt64(slot & 63))
    }

    /// The bit of vocabulary or recognizer `id` in a mask (ids from 63 on share the last bit).
    // inlined: the search asks it of most states it admits, and the call cost more than the shift.
    @inline(__always)
    static func bit(index id: Int) -> UInt64 { 1 << UInt64(min(max(id, 0), 63)) }

    /// Whether a path from `node` may read `token`: on a literal edge, or in a value of a vocabulary
    /// whose slot it may enter, or of the vocabularies in `inside` (the one a state is reading).
    func mayRead(_ node: Int32, _ token: Int32, inside: UInt64 = 0) -> Bool {
        guard token >= 0 else { return true }
        let (word, bit) = Self.bit(token)
        if signatures[Int(node) * Self.width + word] & bit != 0 { return true }
        let vocabularies = self.vocabularies[Int(node)] | inside
        return Int(token) < wordVocabularies.count && wordVocabularies[Int(token)] & vocabularies != 0
    }

    /// Bytes held.
    var storageBytes: Int {
        (signatures.capacity + vocabularies.capacity + recognizers.capacity) * 8 + wordVocabularies.storageBytes
            + reachesOpenSlot.capacity + solePhrase.capacity * 4
    }
}
