/// One way to read utterance tokens as lexicon tokens.
struct Reading {
    /// The lexicon token read.
    var token: Int32
    /// A second lexicon token, when one utterance word is read as two ("soupchef" → "soup chef"); else -1.
    var second: Int32 = -1
    /// How many utterance tokens the reading takes: 2 when two are read as one ("play list" → "playlist").
    var span: Int32 = 1
    var cost: Float

    /// One utterance word read as one lexicon word as spelled: the move the search makes at no cost.
    var isExact: Bool { cost <= 0 && span == 1 && second < 0 }
}

/// The readings of each utterance position, all in one array: an array per position was an
/// allocation per token of every utterance matched.
struct ReadingRows: RandomAccessCollection {
    /// Every position's readings, position after position.
    private var all: [Reading] = []
    /// Per position: where its readings start in `all`, and what the lattice knows of its token
    /// (``Row``); and last, where the last position's readings end: one more than there are
    /// positions. The token's facts are kept with the starts: an array of their own was one more
    /// allocation a lattice.
    private var rows: [Row] = []

    /// Where a position's readings start, and the facts of its token (for the row past the last
    /// position, the end of its readings, and no token).
    struct Row {
        var start: Int32
        /// ``TokenLattice/saidToken(at:)``.
        var said: Int32 = -1
        /// ``WordClassFlags``' filler, function word and personal pronoun bits.
        var classes: UInt8 = 0
    }

    /// No storage: a lattice's is made by ``init(capacity:)``, or by ``reuse(capacity:)`` of these.
    init() {}

    init(capacity: Int) {
        all.reserveCapacity(capacity)
        // reserved, then the first start: an array literal would be allocated once more.
        rows.reserveCapacity(capacity + 1)
        rows.append(Row(start: 0))
    }

    /// Emptied for a lattice of `capacity` positions, keeping the storage (as a new one of that
    /// capacity, with no position).
    mutating func reuse(capacity: Int) {
        all.removeAll(keepingCapacity: true)
        all.reserveCapacity(capacity)
        rows.removeAll(keepingCapacity: true)
        rows.reserveCapacity(capacity + 1)
        rows.append(Row(start: 0))
    }

    /// Bytes of storage kept (the arrays' capacity).
    var storageBytes: Int {
        all.capacity * MemoryLayout<Reading>.stride + rows.capacity * MemoryLayout<Row>.stride
    }

    var startIndex: Int { 0 }
    var endIndex: Int { rows.count - 1 }

    subscript(position: Int) -> Readings {
        Readings(all: all, start: Int(rows[position].start), end: Int(rows[position + 1].start))
    }

    /// The row of `position`: where its readings start, and its token's facts.
    func row(_ position: Int) -> Row { rows[position] }

    /// Every row, for ``TokenLattice/ClassColumn``.
    fileprivate var allRows: [Row] { rows }

    /// Calls `body` with every position's readings in one buffer and each position's row (one
    /// more than there are positions, the last's start where the last position's readings end):
    /// for a pass over all of them without a view of each position.
    func withFlatStorage<Result>(
        _ body: (UnsafeBufferPointer<Reading>, UnsafeBufferPointer<Row>) -> Result
    ) -> Result {
        all.withUnsafeBufferPointer { all in rows.withUnsafeBufferPointer { rows in body(all, rows) } }
    }

    /// Adds a reading to the last position.
    mutating func append(_ reading: Reading) {
        all.append(reading)
        rows[rows.count - 1].start += 1
    }

    /// Starts the next position, with no readings yet, for a token with the facts `said` and
    /// `classes` (see ``Row``).
    mutating func startPosition(said: Int32 = -1, classes: UInt8 = 0) {
        // the last row starts where the readings end.
        let start = Int32(truncatingIfNeeded: all.count)
        rows[rows.count - 1] = Row(start: start, said: said, classes: classes)
        rows.append(Row(start: start))
    }

    /// Starts the next position with `reading` (``startPosition(said:classes:)``, then
    /// ``append(_:)``), its row made once.
    mutating func startPosition(said: Int32, classes: UInt8, reading: Reading) {
        rows[rows.count - 1] = Row(start: Int32(truncatingIfNeeded: all.count), said: said, classes: classes)
        all.append(reading)
        rows.append(Row(start: Int32(truncatingIfNeeded: all.count)))
    }

    /// Whether a reading of `position` takes the next token too (a merge). Read in place: a
    /// ``Readings`` view retains the flat array, and releases it after.
    func hasMerge(at position: Int) -> Bool {
        for index in Int(rows[position].start)..<Int(rows[position + 1].start) where all[index].span == 2 {
            return true
        }
        return false
    }

    /// The first reading of `position` that reads `token`, as its word or as a split's second
    /// word; nil when none does. Read in place, as ``hasMerge(at:)``.
    // inlined: asked for each word of a candidate's reading, and the call cost as much as the look.
    @inline(__always)
    func firstReading(at position: Int, of token: Int32) -> Reading? {
        for index in Int(rows[position].start)..<Int(rows[position + 1].start)
        where all[index].token == token || all[index].second == token {
            return all[index]
        }
        return nil
    }

    /// The cost of the cheapest reading of `position` when it has readings and none at no cost
    /// (the word is not spelled as a lexicon word); nil otherwise. Read in place, as ``hasMerge(at:)``.
    func nearSpellingCost(at position: Int) -> Float? {
        let readings = Int(rows[position].start)..<Int(rows[position + 1].start)
        guard !readings.isEmpty, !readings.contains(where: { all[$0].cost == 0 }) else { return nil }
        // the first, then each one cheaper: as `min()` picks it.
        var least = all[readings.lowerBound].cost
        for index in readings.dropFirst() where all[index].cost < least { least = all[index].cost }
        return least
    }

    /// The least cost of a reading of `position`; infinity when it has none. Read in place, as
    /// ``hasMerge(at:)``.
    func cheapestCost(at position: Int) -> Float {
        var least = Float.infinity
        for index in Int(rows[position].start)..<Int(rows[position + 1].start) where all[index].cost < least {
            least = all[index].cost
        }
        return least
    }

    /// The readings of one position, indexed from 0 like an array of them.
    struct Readings: RandomAccessCollection {
        fileprivate let all: [Reading]
        fileprivate let start: Int
        fileprivate let end: Int

        var startIndex: Int { 0 }
        var endIndex: Int { end - start }
        var count: Int { end - start }
        var isEmpty: Bool { end == start }

        subscript(index: Int) -> Reading {
            // an index past the position's readings traps, as an array's would.
            precondition(UInt(bitPattern: index) < UInt(bitPattern: end - start), "reading index out of range")
            return all[start + index]
        }

        func makeIterator() -> Iterator { Iterator(all: all, position: start, end: end) }

        /// The readings in order, read straight from the flat array.
        struct Iterator: IteratorProtocol {
            fileprivate let all: [Reading]
            fileprivate var position: Int
            fileprivate let end: Int

            mutating func next() -> Reading? {
                guard position < end else { return nil }
                defer { position += 1 }
                return all[position]
            }
        }
    }
}

/// Per utterance position, the lexicon tokens it may stand for and what each reading costs.
struct TokenLattice {
    /// Per utterance position its readings, and what the lattice knows of its token besides them:
    /// its word classes and the lexicon word it is as said (``ReadingRows/Row``), kept with them
    /// rather than in arrays of their own (each an allocation per utterance).
    private(set) var readings: ReadingRows
    /// Whether each utterance token is a filler, which is cheaper to skip.
    var isFiller: ClassColumn { ClassColumn(rows: readings.allRows, bit: WordClassFlags.filler) }
    /// Whether each utterance token is a function word ("at" where the phrase says "in").
    var isFunctionWord: ClassColumn { ClassColumn(rows: readings.allRows, bit: WordClassFlags.functionWord) }
    /// Whether each utterance token is a personal pronoun, a filler only outside a phrase.
    var isPersonalPronoun: ClassColumn { ClassColumn(rows: readings.allRows, bit: WordClassFlags.personalPronoun) }

    /// The lexicon word the token at `position` is as said (by its text) when it is of kind `.word`;
    /// −1 for a word the lexicon lacks or a token of another kind. Looked up once with the lattice,
    /// so that the search's tests of a word read the automaton's answers for it
    /// (``PhraseAutomaton/wordStartGroups``) rather than work them out from its text again.
    func saidToken(at position: Int) -> Int32 { readings.row(position).said }

    /// One word class of each token, read like an array of `Bool`.
    struct ClassColumn {
        fileprivate let rows: [ReadingRows.Row]
        fileprivate let bit: UInt8
        subscript(position: Int) -> Bool { rows[position].classes & bit != 0 }
    }

    /// Exact readings only: each utterance token that the lexicon knows, at cost 0.
    /// `storage`: empty readings (``ReadingRows/reuse(capacity:)``) with room for the tokens,
    /// whose arrays the lattice fills; new ones when nil.
    init(exact tokens: [Token], automaton: PhraseAutomaton, storage: ReadingRows? = nil) {
        self.init(tokens, automaton: automaton, near: nil, storage: storage)
    }

    /// The storage of the lattice's readings, for a later lattice (``init(exact:automaton:storage:)``).
    var storage: ReadingRows { readings }

    /// The readings as said, and with `near` the near spellings, splits and merges too, made
    /// position by position so that each position's readings are appended together.
    private init(
        _ tokens: [Token], automaton: PhraseAutomaton, near costs: SearchCosts?, spelled: ClassWordSpellings? = nil,
        storage: ReadingRows?
    ) {
        readings = storage ?? ReadingRows(capacity: tokens.count)
        let fillerBits = WordClassFlags.filler | WordClassFlags.functionWord | WordClassFlags.personalPronoun
        // by index, and the text read where it is: a copy of each token would retain its text.
        for position in tokens.indices {
            // the near spellings worked out for the matcher, for a word of a class the lexicon lacks.
            var known: [Reading]?
            // a word of the lexicon has its classes by id; only others are looked up by text.
            if let id = automaton.lexicon.id(of: tokens[position].text) {
                readings.startPosition(
                    said: tokens[position].kind == .word ? id : -1,
                    classes: automaton.wordClassFlags[Int(id)] & fillerBits, reading: Reading(token: id, cost: 0))
            } else {
                let text = tokens[position].text
                let wordClasses = automaton.wordClasses
                var flags: UInt8 = 0
                if wordClasses.fillers.contains(text) { flags |= WordClassFlags.filler }
                if wordClasses.functionWords.contains(text) { flags |= WordClassFlags.functionWord }
                if wordClasses.personalPronouns.contains(text) { flags |= WordClassFlags.personalPronoun }
                readings.startPosition(said: -1, classes: flags)
                if flags != 0, let spelled { known = spelled.readings[text] }
            }
            if let costs {
                addNearReadings(tokens, at: position, automaton: automaton, costs: costs, known: known)
            }
        }
    }

    /// Per position, a lower bound of the cost of the tokens from there on: a word nothing reads
    /// can only be skipped (or taken by an open slot), which costs at least the extra-word price,
    /// and a word read only through a typo, a split or a merge costs at least its cheapest such
    /// reading (or its skip, when that is cheaper).
    var restCost: ArraySlice<Float> { bounds[..<leastStart] }
    /// Per position (and 0 past the last): what ``restCost`` counts for the token there, the least a
    /// path pays to take it. A move that pays more there (a dearer reading or skip) pays the
    /// difference over the rest's bound.
    var leastCost: LeastCosts { LeastCosts(bounds: bounds, start: leastStart) }
    /// ``restCost``'s values (one per position and 0 past the last), then ``leastCost``'s: one array
    /// for both, which is one allocation a match fewer. Indexed by position it reads as the rest's
    /// bound (a search reads it so).
    private(set) var bounds: [Float] = []
    /// Where ``leastCost``'s values start in ``bounds``: one more than there are positions.
    private var leastStart = 0

    /// ``leastCost``'s values, read by position like an array of them.
    struct LeastCosts {
        fileprivate let bounds: [Float]
        fileprivate let start: Int
        subscript(position: Int) -> Float { bounds[start + position] }
        subscript(positions: Range<Int>) -> ArraySlice<Float> {
            bounds[(start + positions.lowerBound)..<(start + positions.upperBound)]
        }
    }

    /// Exact readings plus near spellings, splits and merges (`storage` as for ``init(exact:automaton:storage:)``).
    /// `spelled`: the near spellings of the class words the lexicon lacks, worked out once for the
    /// automaton and `costs` (``ClassWordSpellings``), the same readings the lattice would make.
    init(
        fuzzy tokens: [Token], automaton: PhraseAutomaton, costs: SearchCosts, spelled: ClassWordSpellings? = nil,
        storage: ReadingRows? = nil
    ) {
        self.init(tokens, automaton: automaton, near: costs, spelled: spelled, storage: storage)
        // reserved and appended to, element by element: `Array(repeating:count:)` and
        // `Array(unsafeUninitializedCapacity:initializingWith:)` make their storage by a path that
        // looks the element type up at run time, and `append(contentsOf:)` of repeated zeros is
        // generic, each some hundreds of instructions an array.
        leastStart = tokens.count + 1
        bounds.reserveCapacity(2 * leastStart)
        // the rest's bound, worked out below.
        for _ in 0..<leastStart { bounds.append(0) }
        for position in tokens.indices {
            // a word a merge with the word before reads ("play list" → "playlist") is not unread.
            if tokens[position].kind == .word, position == 0 || !readings.hasMerge(at: position - 1) {
                // the cheapest way to read or skip it, so the estimate never exceeds the real cost.
                let read = readings.cheapestCost(at: position)
                bounds.append(max(0, min(read, cheapestSkip(at: position, costs: costs))))
            } else {
                bounds.append(0)
            }
        }
        bounds.append(0)
        // summed from the end.
        for position in stride(from: tokens.count - 1, through: 0, by: -1) {
            bounds[position] = bounds[position + 1] + bounds[leastStart + position]
        }
    }

    /// Adds the near readings of the token at `position` (the last position of ``readings`` so far):
    /// near spellings, two letters swapped and a split for a word the lexicon does not have, and a
    /// merge with the next word.
    /// `known`: the near spellings of the token's text as ``appendSpellings(of:to:automaton:costs:)``
    /// makes them, when worked out before (``ClassWordSpellings``).
    private mutating func addNearReadings(
        _ tokens: [Token], at position: Int, automaton: PhraseAutomaton, costs: SearchCosts, known: [Reading]?
    ) {
        guard tokens[position].kind == .word else { return }
        let lexicon = automaton.lexicon
        let token = tokens[position]
        // a word the lexicon has is taken as said; only unknown words are read as typos.
        if readings[position].isEmpty {
            if let known {
                for index in known.indices { readings.append(known[index]) }
            } else {
                Self.appendSpellings(of: token.text, to: &readings, automaton: automaton, costs: costs)
            }
        }
        if position + 1 < tokens.count, tokens[position + 1].kind == .word,
            let merged = lexicon.id(of: token.text, followedBy: tokens[position + 1].text)
        {
            readings.append(Reading(token: merged, span: 2, cost: costs.splitOrMerge))
        }
    }

    /// Appends to the last position of `readings` (which has none yet) the readings of `text`, a word
    /// the lexicon does not have: its near spellings, two letters swapped, or else a split. They
    /// depend on the text alone (with the automaton and the costs), not on where it stands.
    fileprivate static func appendSpellings(
        of text: String, to readings: inout ReadingRows, automaton: PhraseAutomaton, costs: SearchCosts
    ) {
        let lexicon = automaton.lexicon
        let position = readings.count - 1
        let typed = Array(text.unicodeScalars)
        for near in automaton.fuzzyIndex.nearWords(to: typed) {
            let cost = OSADistance.price(
                costs.typo(edits: near.distance, letters: near.length), isSwap: near.isSwap,
                swapScale: costs.transpositionScale)
            readings.append(Reading(token: near.token, cost: cost))
        }
        // a word too short for an edit is still read with two neighbouring letters swapped
        // ("teh", "ot"): every letter is there.
        for swapped in Self.swaps(of: typed, in: lexicon)
        where !readings[position].contains(where: { $0.token == swapped }) {
            let letters = lexicon.words[Int(swapped)].unicodeScalars.count
            readings.append(
                Reading(token: swapped, cost: costs.typo(edits: 1, letters: letters) * costs.transpositionScale))
        }
        if readings[position].isEmpty, let split = Self.split(text, lexicon) {
            readings.append(Reading(token: split.0, second: split.1, cost: costs.splitOrMerge))
        }
    }

    /// The least skipping the utterance word at `position` may cost, wherever it is skipped: a
    /// filler's, a function word's or another word's price, or, for a personal pronoun, what one
    /// costs inside a phrase when that is less.
    func cheapestSkip(at position: Int, costs: SearchCosts) -> Float {
        let plain =
            isFiller[position]
            ? costs.extraFiller
            : isFunctionWord[position] ? costs.extraFunctionWord : min(costs.extraWord, costs.extraWordInside)
        return isPersonalPronoun[position] ? min(plain, costs.extraWordInside) : plain
    }

    /// The lexicon words a word of two or three letters (`letters`) spells with two neighbouring
    /// letters swapped.
    private static func swaps(of letters: [Unicode.Scalar], in lexicon: Lexicon) -> [Int32] {
        guard (2...3).contains(letters.count), letters.allSatisfy(\.properties.isAlphabetic) else { return [] }
        return (0..<(letters.count - 1)).compactMap { index in
            guard letters[index] != letters[index + 1] else { return nil }
            var swapped = letters
            swapped.swapAt(index, index + 1)
            return lexicon.id(of: String(String.UnicodeScalarView(swapped)))
        }
    }

    /// The first way to cut `word` into two lexicon words of two or more letters each.
    private static func split(_ word: String, _ lexicon: Lexicon) -> (Int32, Int32)? {
        // where each character starts: the halves are cut from the word itself, not rebuilt from characters.
        let starts = Array(word.indices)
        guard starts.count >= 4, starts.count <= 40 else { return nil }
        for cut in 2...(starts.count - 2) {
            if let left = lexicon.id(of: String(word[..<starts[cut]])),
                let right = lexicon.id(of: String(word[starts[cut]...]))
            {
                return (left, right)
            }
        }
        return nil
    }
}

/// The near spellings (``TokenLattice``'s readings of a word the lexicon lacks: near words, two
/// letters swapped, a split) of the words of the automaton's classes (fillers, function words,
/// personal pronouns) that its lexicon does not have, worked out once for a matcher: "um", "okay" or
/// "thanks" come up in request after request, and their fuzzy lookups (and a split's tries) cost
/// more than the rest of their lattice. The readings are those the lattice would make for the word.
struct ClassWordSpellings: Sendable {
    /// By the word's text, as the tokenizer gives it.
    let readings: [String: [Reading]]

    init(automaton: PhraseAutomaton, costs: SearchCosts) {
        let classes = automaton.wordClasses
        var readings: [String: [Reading]] = [:]
        for text in classes.fillers.union(classes.functionWords).union(classes.personalPronouns)
        where automaton.lexicon.id(of: text) == nil {
            // only a text the tokenizer gives as one word of its own is ever looked up.
            let tokens = Tokenizer.tokenize(text)
            guard tokens.count == 1, tokens[0].kind == .word, tokens[0].text == text else { continue }
            var rows = ReadingRows(capacity: 1)
            rows.startPosition()
            TokenLattice.appendSpellings(of: text, to: &rows, automaton: automaton, costs: costs)
            readings[text] = Array(rows[0])
        }
        self.readings = readings
    }
}
