/// What one slot of a matched phrase took from the utterance.
public struct SlotCapture: Sendable, Hashable {
    /// The parameter filled; nil for `{applicationName}`.
    public var parameter: String?
    /// How the slot reads values.
    public var kind: SlotKind
    /// The utterance tokens taken (indices into ``PhraseMatch/tokens``).
    public var tokens: Range<Int>
    /// The range of those tokens in the original utterance.
    public var range: Range<String.Index>
    /// The captured text exactly as written in the utterance.
    public var text: String
    /// For a vocabulary slot, the caller's values whose phrase was read (several when titles collide).
    public var values: [Int]
}

/// One phrase that reads the whole utterance, with its cost, score and slot captures.
public struct MatchCandidate: Sendable, Hashable {
    /// The id of the phrase in ``PhraseAutomaton/phrases``.
    public var phrase: Int
    /// The phrase's owner, polarity and text.
    public var entry: PhraseEntry
    /// The total cost of the reading (0 for an exact match).
    public var cost: Float
    /// The confidence in [0, 1] (the formula is under ``SearchCosts``): how much of the utterance
    /// phrase evidence explains. A literal match with no open slot scores 1.0; a reading that leaves
    /// a negation ("don't", "never") unread before its phrase's words scores 0.
    public var score: Double
    /// Utterance tokens taken by open slots; among equal scores, fewer means more specific.
    public var openTokens: Int
    /// The slots filled, in utterance order.
    public var captures: [SlotCapture]
    /// Parameters whose slot the utterance gave no value for (the fuzzy tier lets a slot go empty, at a cost).
    public var missing: [String]
    /// The phrase as this reading says it: its words, with vocabulary slots shown by their titles and
    /// other slots by the text they took ("order Tomato Soup in Soup Chef"). Used for "did you mean".
    /// Joined from its words (`renderedWords`) when read: most candidates are never shown as text.
    public var rendered: String {
        get { Self.spaced(renderedWords) }
        set { renderedWords = [newValue] }
    }
    /// The words of ``rendered``, each a phrase word or a slot's text, in order. Candidates compare
    /// (and hash) by these.
    package var renderedWords: [String]
    /// Which of the first 64 utterance tokens the reading reads by a word of its phrase or inside a
    /// typed or vocabulary value (bit `i` for token `i`): what it explains by evidence rather than
    /// by a wildcard or a skip. Tokens past the 64th are not tracked.
    package var evidence: UInt64 = 0

    /// The phrase's owner.
    public var owner: PhraseOwner { entry.owner }

    /// The captures that fill parameters (the app name left out).
    public var parameters: [SlotCapture] { captures.filter { $0.parameter != nil } }

    /// The confidence of a reading (see ``SearchCosts`` for the formula): edits beside a wildcard
    /// compound, and a reading that is mostly wildcard needs more evidence.
    static func score(cost: Float, spelling: Float, openTokens: Int, tokenCount: Int, weight: Int, costs: SearchCosts)
        -> Double
    {
        let open = Double(costs.openToken) * Double(openTokens)
        // a misspelled word away from the wildcard is still the phrase's word; skipped, left-out and
        // swapped words, and misspellings right beside the wildcard, are what compound.
        let structural = max(0, Double(cost) - open - Double(spelling))
        let edits = Double(spelling) + structural * (openTokens > 0 ? 1 + Double(costs.openSlotEditFactor) : 1)
        let share = Double(openTokens) / Double(max(1, tokenCount))
        let excess = max(0, share - Double(costs.freeWildcardShare)) * Double(costs.wildcardShare)
        return max(0, 1 - (edits + open) / Double(max(1, weight)) - excess)
    }

    /// The words joined by single spaces, as `joined(separator: " ")` gives them, copied byte for
    /// byte into one string of the right size: the generic join is several times dearer.
    static func spaced(_ words: [String]) -> String {
        guard words.count > 1 else { return words.first ?? "" }
        let total = words.reduce(words.count - 1) { $0 + $1.utf8.count }
        return String(unsafeUninitializedCapacity: total) { buffer in
            var end = 0
            for (index, word) in words.enumerated() {
                if index > 0 {
                    buffer[end] = UInt8(ascii: " ")
                    end += 1
                }
                var word = word
                word.withUTF8 { bytes in
                    end = UnsafeMutableBufferPointer(rebasing: buffer[end...]).update(fromContentsOf: bytes) + end
                }
            }
            return end
        }
    }

    /// Ranking: higher score first, then cheaper, then more specific, then phrase order (stable and deterministic).
    static func ranks(_ lhs: MatchCandidate, before rhs: MatchCandidate) -> Bool {
        if lhs.score != rhs.score { return lhs.score > rhs.score }
        if lhs.cost != rhs.cost { return lhs.cost < rhs.cost }
        if lhs.openTokens != rhs.openTokens { return lhs.openTokens < rhs.openTokens }
        return lhs.phrase < rhs.phrase
    }
}
