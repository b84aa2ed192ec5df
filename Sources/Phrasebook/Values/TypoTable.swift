import PhraseMatching

/// Words looked up exactly, or through one typo when both the word and the key are long enough:
/// the value words (months, weekdays, units of time) a misspelling should still read.
struct TypoTable<Value: Sendable>: Sendable {
    private let exact: [String: Value]
    /// The keys long enough to be read through a typo, sorted so that ties resolve the same way every run.
    private let targets: [(word: [Unicode.Scalar], value: Value)]
    /// Per target, its letter set (``letters(_:)``): one edit changes a word's set by at most two
    /// letters, so a target whose set differs from the word's by more is no typo of it.
    private let targetLetters: [UInt32]
    /// A key, and a word read as one, needs this many letters for a typo to count.
    let typoFrom: Int
    /// The cost of a reading through one typo.
    let typoCost: Float
    /// The longest key, which bounds the work per lookup.
    private let longest: Int
    /// By a word's letter count `n` (up to `longest + 1`), the indices of the targets whose length is
    /// within one of `n`, in the targets' order: the only ones a typo of such a word can be.
    private let nearTargets: [[Int]]

    init(_ table: [String: Value], typoFrom: Int = 5, typoCost: Float = 0.25) {
        exact = table
        self.typoFrom = typoFrom
        self.typoCost = typoCost
        let long = table.filter { $0.key.unicodeScalars.count >= typoFrom }.sorted { $0.key < $1.key }
        targets = long.map { (Array($0.key.unicodeScalars), $0.value) }
        targetLetters = targets.map { Self.letters($0.word) }
        longest = targets.map(\.word.count).max() ?? 0
        let lengths = targets.map(\.word.count)
        nearTargets = (0...longest + 1).map { count in lengths.indices.filter { abs(lengths[$0] - count) <= 1 } }
    }

    /// The value `text` names, exactly (cost 0) or through one typo (``typoCost``, halved for two
    /// neighbouring letters swapped), or nil.
    func lookup(_ text: String) -> (value: Value, cost: Float)? {
        if let value = exact[text] { return (value, 0) }
        // Bounded so that a long token costs nothing.
        guard text.utf8.count <= 4 * (longest + 1) else { return nil }
        let count = text.unicodeScalars.count
        guard count >= typoFrom, count <= longest + 1 else { return nil }
        let letters = Self.letters(text.unicodeScalars)
        // the word's scalars are copied only for a target whose letters are close.
        var scalars: [Unicode.Scalar] = []
        for index in nearTargets[count] where (letters ^ targetLetters[index]).nonzeroBitCount <= 2 {
            if scalars.isEmpty { scalars = Array(text.unicodeScalars) }
            let target = targets[index]
            if OSADistance.distance(scalars, target.word, limit: 1) == 1 {
                return (target.value, OSADistance.price(typoCost, typed: scalars, word: target.word))
            }
        }
        return nil
    }

    /// One bit per letter a–z present, one for every other character: a substitution takes at most
    /// one bit away and adds one, an insertion or a deletion changes one, a swap none.
    private static func letters<Scalars: Sequence<Unicode.Scalar>>(_ scalars: Scalars) -> UInt32 {
        scalars.reduce(0) { bits, scalar in
            let offset = scalar.value &- 97
            return bits | (offset < 26 ? 1 << offset : 1 << 26)
        }
    }

    /// The value of `text` spelled exactly as a key.
    subscript(text: String) -> Value? { exact[text] }
}
