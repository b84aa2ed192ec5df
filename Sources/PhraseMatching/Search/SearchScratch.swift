import Foundation

/// One reading of an utterance word as ``ReachableWords`` tests it: the signature word and bit and
/// the vocabularies of its lexicon word, and of its second word for a split (`secondWord` −1 when
/// there is none), and whether it takes the next utterance word too (a merge).
struct WordTest {
    var word: Int32
    var secondWord: Int32
    var bit: UInt64
    var secondBit: UInt64
    var vocabularies: UInt64
    var secondVocabularies: UInt64
    var merges: Bool

    /// Whether a node may read this reading by the ``ReachableWords`` test: its word (and its second
    /// word, for a split) is in the node's signature (`signatures` from `base`) or in a value of
    /// one of the vocabularies of the mask `vocabularies`.
    @inline(__always)
    func passes(_ signatures: UnsafeBufferPointer<UInt64>, base: Int, vocabularies: UInt64) -> Bool {
        guard signatures[base + Int(word)] & bit != 0 || self.vocabularies & vocabularies != 0 else { return false }
        return secondWord < 0 || signatures[base + Int(secondWord)] & secondBit != 0
            || secondVocabularies & vocabularies != 0
    }
}

/// The phrase words a wide node may leave out, made into entries only when the queue reaches them
/// (``PhraseSearch``'s deferred left-out words): the entries' arena slots are kept from
/// `base` on, one per function-word edge of `node`, so each one gets the arrival order it would have
/// had. One such batch holds the edges whose targets have the estimate of `valueSlot`: all its
/// entries have the same priority.
struct DeferredLeftOut {
    var node: Int32
    var position: Int32
    var flags: PathFlags
    var priority: Float
    var cost: Float
    var openTokens: Int32
    var capture: Int32
    var base: Int32
    /// Whether the batch is of the targets that may reach an open slot (an estimate of 0).
    var valueSlot: Bool
}

/// One step back along a search path: a trail step and the link before it (-1 at the start).
struct SearchLink {
    var step: TrailStep
    var parent: Int32
}

/// The storage one search fills: its queue, its state set, its entry and trail arenas, and what
/// it learns of the utterance's tokens. A search takes one from its matcher's pool and gives it
/// back, so a warmed matcher's searches allocate nothing however many states they expand. Not
/// copyable: it is only ever moved, from the pool to a search and back (a copy retained each of
/// its arrays, and releasing the copy released each again: some thousands of instructions a search).
struct SearchScratch: ~Copyable {
    var heap = SearchHeap()
    var visited = SearchStateSet()
    /// Every entry queued (or set aside for suggestions), in arrival order.
    var entries: [SearchEntry] = []
    var links: [SearchLink] = []
    /// Entries over the search's cost limit but within the suggestion limit, by arena index.
    var overflow: [Int32] = []
    /// What each recognizer reads at each position, by `recognizer × tokens + position`.
    var recognitions: [[SpanRecognition]?] = []
    /// The slots of `recognitions` parsed since the last reset: emptied one by one, the rest is
    /// already empty.
    var parsedSlots: [Int32] = []
    /// Per first-token test group and position (`group × tokens + position`, see
    /// ``StartFilteredRecognizer``): 0 not asked yet, 1 a value may start there, 2 none does.
    /// (These tables only grow: a search reads the first `group × tokens`, which its reset cleared.)
    var startAnswers: [UInt8] = []
    /// Per position: 0 not known yet, 1 an ordinary word, 2 a word that carries a value.
    var valueWords: [UInt8] = []
    /// Per position, once asked (nil before): the vocabularies (bit `min(id, 63)`, as
    /// ``ReachableWords/bit(index:)``) one of whose values a reading of the token starts (`any`), and
    /// those a reading as said starts (`said`), by the automaton's per-word table. A bit test
    /// answers whether a value of one of the first 63 vocabularies starts there, where a table per
    /// vocabulary and position cost a look-up (and a loop over the readings) for each.
    var vocabularyStarts: [(any: UInt64, said: UInt64)?] = []
    /// Per vocabulary from the 64th on (which share the masks' last bit) and position
    /// (`(vocabulary − 63) × tokens + position`): 0 not known yet; otherwise bit 1 set, bit 2 when a
    /// reading of the token starts one of its values, bit 4 when a reading as said does. Only the
    /// first `valueStartCount` are this search's, and that is 0 when there would be more than
    /// ``maxValueStarts`` (each is then worked out when asked).
    var valueStarts: [UInt8] = []
    var valueStartCount = 0
    /// The states the look for a free reading went through, and those it has still to go to.
    var freeVisited = SearchStateSet()
    var freeStack: [SearchState] = []
    /// The utterance's readings as ``ReachableWords`` tests them, all positions in one array
    /// (`wordTests[wordTestStarts[position]..<wordTestStarts[position + 1]]`), filled when the search
    /// first tests words; and each position's skip price, filled only when it first prices them.
    var wordTests: [WordTest] = []
    var wordTestStarts: [Int32] = []
    var skipPrices: [Float] = []
    /// The most the words from each position on may cost: every one skipped, or (`openPriceSuffix`)
    /// skipped or taken by an open slot, whichever is cheaper.
    var skipPriceSuffix: [Float] = []
    var openPriceSuffix: [Float] = []
    /// Per recognizer: the positions (below 64) that a value it reads takes, from the starts before
    /// `coverParsed` (worked out as far as asked).
    var recognizerCover: [UInt64] = []
    var coverParsed: [Int32] = []
    /// Per lexicon token: whether some reading of the utterance reads it (bit set), filled when the
    /// search first prices phrase words; `presentWords` lists the tokens set, to clear them.
    var presentBits: [UInt64] = []
    var presentWords: [Int32] = []
    var presentFilled = false
    /// The phrase prices worked out, by `2 × node`, + 1 for a path that has taken an open slot.
    var phrasePrices = NodePrices()
    /// What the word price answered, per node, position and flags (``WordPriceAnswers``).
    var wordAnswers = WordPriceAnswers()
    /// Per node: the words its readings read, for the word price (``ReadWordMasks``).
    var readMasks = ReadWordMasks()
    /// The phrases the search has found, in the order found (at most a few dozen).
    var foundPhrases: [Int32] = []
    /// The owners of the positive phrases found, each once, in the order found.
    var positiveOwners: [PhraseOwner] = []
    /// Left-out words whose entries wait for the queue to reach them; the queue names batch `k` by
    /// the index `-1 - k`.
    var deferred: [DeferredLeftOut] = []
    /// The readings of the last lattice made in this scratch (``TokenLattice/storage``), whose arrays
    /// the next one fills again: a lattice's own were two allocations, and two frees, a match. Not
    /// the search's: a match takes them for its lattice and puts them back when done with it.
    var latticeReadings = ReadingRows()
    /// The steps of the search's hits' trails (``SearchHit/trail``), read when the hits are ranked,
    /// before the scratch serves another search.
    var trailSteps: [TrailStep] = []
    /// The storage of a search's hits: the search takes it, emptied, for the hits it returns, and
    /// the caller puts it back once done with them (a new array was an allocation a search).
    var hits: [SearchHit] = []

    /// The most vocabulary-and-position answers `valueStarts` keeps.
    static let maxValueStarts = 4_096

    /// Empties everything for a search of `tokens` tokens, `recognizers` recognizers and
    /// `vocabularies` vocabularies, keeping the storage.
    mutating func reset(tokens: Int, recognizers: Int, startGroups: Int, vocabularies: Int) {
        heap.removeAll()
        visited.removeAll()
        // most of these are empty already after a short search: emptying an empty array is not free.
        entries.clear()
        links.clear()
        overflow.clear()
        // only the slots parsed hold anything: emptied one by one. The table only grows (slots past
        // those of this utterance stay empty).
        for slot in parsedSlots { recognitions[Int(slot)] = nil }
        parsedSlots.clear()
        let slots = tokens * recognizers
        if recognitions.count < slots {
            recognitions.append(contentsOf: repeatElement(nil, count: slots - recognitions.count))
        }
        // cleared as far as this search reads them, and grown only when it reads further: emptied
        // and filled again whenever the utterance's length changed, they cost more than the search
        // of a short one.
        startAnswers.refillPrefix(0, count: tokens * startGroups)
        valueWords.refillPrefix(0, count: tokens)
        // many vocabularies would make clearing it cost more than it saves: then none is kept.
        vocabularyStarts.refillPrefix(nil, count: tokens)
        let later = tokens * max(0, vocabularies - 63)
        valueStartCount = later <= Self.maxValueStarts ? later : 0
        valueStarts.refillPrefix(0, count: valueStartCount)
        freeVisited.removeAll()
        freeStack.clear()
        foundPhrases.clear()
        positiveOwners.clear()
        deferred.clear()
        trailSteps.clear()
        hits.clear()
        for word in presentWords { presentBits[Int(word) >> 6] = 0 }
        presentWords.clear()
        presentFilled = false
        phrasePrices.removeAll()
        wordAnswers.removeAll()
        readMasks.removeAll()
        wordTests.clear()
        wordTestStarts.clear()
        skipPrices.clear()
        skipPriceSuffix.clear()
        openPriceSuffix.clear()
        recognizerCover.refill(0, count: recognizers)
        coverParsed.refill(0, count: recognizers)
    }

    /// Swaps what this scratch and `other` know of the utterance (the recognizers' parses, the words
    /// that carry values or start vocabulary values, the word tests, the words each node reads and the
    /// skip prices, the recognizers' covers), which hold for any search of the same tokens: a probe
    /// borrows a search's this way.
    mutating func swapUtteranceFacts(with other: inout SearchScratch) {
        swap(&recognitions, &other.recognitions)
        swap(&parsedSlots, &other.parsedSlots)
        swap(&startAnswers, &other.startAnswers)
        swap(&valueWords, &other.valueWords)
        swap(&vocabularyStarts, &other.vocabularyStarts)
        swap(&valueStarts, &other.valueStarts)
        swap(&valueStartCount, &other.valueStartCount)
        swap(&wordTests, &other.wordTests)
        swap(&wordTestStarts, &other.wordTestStarts)
        swap(&readMasks, &other.readMasks)
        swap(&skipPrices, &other.skipPrices)
        swap(&skipPriceSuffix, &other.skipPriceSuffix)
        swap(&openPriceSuffix, &other.openPriceSuffix)
        swap(&recognizerCover, &other.recognizerCover)
        swap(&coverParsed, &other.coverParsed)
    }

    /// Bytes of storage kept (the containers' capacity; recognitions by their slots only).
    var storageBytes: Int {
        heap.storageBytes + visited.storageBytes + entries.capacity * MemoryLayout<SearchEntry>.stride
            + links.capacity * MemoryLayout<SearchLink>.stride + overflow.capacity * 4
            + recognitions.capacity * MemoryLayout<[SpanRecognition]?>.stride + parsedSlots.capacity * 4
            + startAnswers.capacity
            + valueWords.capacity
            + vocabularyStarts.capacity * MemoryLayout<(any: UInt64, said: UInt64)?>.stride + valueStarts.capacity
            + freeVisited.storageBytes + freeStack.capacity * MemoryLayout<SearchState>.stride
            + foundPhrases.capacity * 4 + positiveOwners.capacity * MemoryLayout<PhraseOwner>.stride + deferred.capacity
            * MemoryLayout<DeferredLeftOut>.stride
            + wordTests.capacity * MemoryLayout<WordTest>.stride + wordTestStarts.capacity * 4 + skipPrices.capacity * 4
            + (skipPriceSuffix.capacity + openPriceSuffix.capacity) * 4
            + recognizerCover.capacity * 8
            + coverParsed.capacity * 4
            + presentBits.capacity * 8 + presentWords.capacity * 4 + phrasePrices.storageBytes
            + wordAnswers.storageBytes + readMasks.storageBytes + latticeReadings.storageBytes
            + trailSteps.capacity * MemoryLayout<TrailStep>.stride + hits.capacity * MemoryLayout<SearchHit>.stride
    }
}

/// The scratch storage of a matcher's searches, shared by the tasks that match with it: each
/// search takes one and gives it back. A few are kept, each up to ``maxKeptBytes``: a search
/// that grew its storage past that (a long utterance against a large grammar) lets it go, so a
/// matcher keeps little memory between searches.
final class SearchScratchPool: @unchecked Sendable {
    /// At most this many are kept: more searches at a time than this allocate their own.
    static let maxKept = 8
    /// A scratch larger than this is not kept.
    static let maxKeptBytes = 16 << 20

    // guards `free` and `kept`; the only state of the pool.
    private let lock = NSLock()
    /// Room for ``maxKept`` scratches; the first `kept` are initialized.
    private let free = UnsafeMutablePointer<SearchScratch>.allocate(capacity: maxKept)
    private var kept = 0

    init() {}

    deinit {
        free.deinitialize(count: kept)
        free.deallocate()
    }

    func take() -> SearchScratch {
        lock.lock()
        defer { lock.unlock() }
        guard kept > 0 else { return SearchScratch() }
        kept -= 1
        return (free + kept).move()
    }

    /// The bytes of each scratch kept now (for tests).
    var keptBytes: [Int] {
        lock.lock()
        defer { lock.unlock() }
        return (0..<kept).map { free[$0].storageBytes }
    }

    func give(_ scratch: consuming SearchScratch) {
        guard scratch.storageBytes <= Self.maxKeptBytes else { return }
        lock.lock()
        defer { lock.unlock() }
        guard kept < Self.maxKept else { return }
        (free + kept).initialize(to: scratch)
        kept += 1
    }
}

extension Array {
    /// Empties the array, keeping its storage; an empty one is left as it is (asking costs less).
    /// A few elements (what a short search leaves in most of a scratch's arrays) are removed one by
    /// one: `removeAll(keepingCapacity:)` goes through `replaceSubrange`, some 85 instructions
    /// however few there are.
    @inline(__always)
    mutating func clear() {
        if count <= 4 {
            while !isEmpty { removeLast() }
        } else {
            removeAll(keepingCapacity: true)
        }
    }

    /// Makes the first `count` elements `value`, in place, appending what the array lacks of them;
    /// the elements past them are left as they are.
    @inline(__always)
    mutating func refillPrefix(_ value: Element, count: Int) {
        let kept = Swift.min(self.count, count)
        if kept > 0 {
            withUnsafeMutableBufferPointer {
                UnsafeMutableBufferPointer(rebasing: $0[..<kept]).update(repeating: value)
            }
        }
        if count > kept { append(contentsOf: repeatElement(value, count: count - kept)) }
    }

    /// Makes the array `count` copies of `value`, keeping its storage: ``refillPrefix(_:count:)``,
    /// with the elements past them removed.
    @inline(__always)
    mutating func refill(_ value: Element, count: Int) {
        if self.count > count { removeLast(self.count - count) }
        refillPrefix(value, count: count)
    }
}
