/// What each kind of difference between an utterance and a phrase costs, and how much an open
/// slot's wildcard is worth as evidence.
///
/// A candidate's score is `max(0, 1 − (e · m + o) / W − s)`, where `W` is the larger of the phrase's
/// shortest length (words and slots) and the utterance's token count, `e` the cost of its edits
/// (typos, skipped and left-out words, empty slots), `o` what its open slots cost
/// (``openToken`` per token they take), `m` is 1, or 1 + ``openSlotEditFactor`` when the reading
/// has an open slot (edits next to a wildcard compound the doubt), and `s` the wildcard-share
/// penalty (``wildcardShare``). A literal match with no open slot costs 0 and scores 1.0.
/// With the defaults, one typo in a six-letter word of a four-word phrase scores 0.94, a skipped
/// "please" 0.96, and a sentence that shares only its first word with a phrase scores under 0.5.
public struct SearchCosts: Sendable, Hashable {
    /// A misspelled word costs `edits / max(2, letters − 2)` of the lexicon word: 0.25 for one typo
    /// in "tomato", 0.5 for one in "play". Short words have many real-word neighbours ("plan",
    /// "play"), so an edit there is weaker evidence. Multiplied by this factor. Default 1.
    public var typoScale: Float = 1
    /// A misspelling that swaps two neighbouring letters ("paly" for "play") keeps every letter of
    /// the word, and seldom spells another word, unlike a letter lost or changed ("pay"): its
    /// typo price is multiplied by this. Default 0.5.
    public var transpositionScale: Float = SearchCosts.defaultTranspositionScale
    /// ``transpositionScale``'s default, which the value words (numbers, dates, units) use too.
    package static let defaultTranspositionScale: Float = 0.5
    /// Reading "soupchef" as "soup chef", or "play list" as "playlist". Default 0.15.
    public var splitOrMerge: Float = 0.15
    /// An utterance word the phrase does not have, when it is a filler ("please", "um"). Default 0.15.
    public var extraFiller: Float = 0.15
    /// An utterance function word the phrase does not have ("at" where the phrase says "in"). Default 0.3.
    public var extraFunctionWord: Float = 0.3
    /// Any other utterance word the phrase does not have, before or after the phrase's words
    /// ("hey jukebox …", "… right now"). Default 0.6.
    public var extraWord: Float = 0.6
    /// Any other utterance word the phrase does not have, between the phrase's words: it usually
    /// changes what the phrase means ("cancel my amazon order"). Default 1.
    public var extraWordInside: Float = 1
    /// A function word of the phrase ("the", "to") that the utterance leaves out. Default 0.3.
    public var missingFunctionWord: Float = 0.3
    /// A content word of the phrase that the utterance leaves out. Default 1.
    public var missingWord: Float = 1
    /// A slot the utterance gives no value for; the parameter is then reported missing. Default 1.
    public var missingSlot: Float = 1
    /// Leaving out `{applicationName}` where that is allowed (its connector word costs
    /// ``missingFunctionWord`` on top). Default 0.2.
    public var omittedApplicationName: Float = 0.2
    /// Each utterance token an open `String` slot takes. A wildcard explains words without evidence,
    /// so a reading that binds them to typed parameters or literal words costs less. Default 0.1.
    public var openToken: Float = 0.1
    /// How much more edits cost in a reading that has an open slot: a typo or a skipped word beside
    /// a wildcard is twice the doubt, since the wildcard may have moved the phrase's words. Default 1.
    public var openSlotEditFactor: Float = 1
    /// An open slot whose text cannot be a value, at its start: a clause ("if my order was
    /// delivered") or the particle of the phrase word before it ("find out …", "add up …"); or a
    /// value that a typed slot the phrase offers instead reads ("for {size} people" or "for
    /// {description}", said "for seven peple"); or, in an open slot the phrase opens with a
    /// determiner, "my" after a preposition ("find the status of my order"), the speaker's own
    /// thing described where a name or a title was asked for. Counted as an edit beside the
    /// wildcard. Default 0.5.
    public var implausibleOpenValue: Float = 0.5
    /// A word read through a typo right beside an open slot, when the utterance's word is another
    /// word as said ("pay my bill" read by "play {artist}", "tires" for "times"): this share of its
    /// typo price is added as one more edit beside the wildcard. A misspelling that spells no word
    /// ("paly") can only be the phrase's word misspelt, and is not doubted at all. Default 0.5.
    public var wordSwapBesideWildcard: Float = 0.5
    /// The share of the utterance's tokens an open slot may take before the reading needs more
    /// evidence. Default 0.5.
    public var freeWildcardShare: Float = 0.5
    /// The score taken off per unit of wildcard share past ``freeWildcardShare``: a reading whose
    /// open slots take 90% of the utterance loses 0.4 × this. Default 0.25.
    public var wildcardShare: Float = 0.25

    public init() {}

    func typo(edits: Int, letters: Int) -> Float {
        typoScale * Float(edits) / Float(max(2, letters - 2))
    }
}

/// When `{applicationName}` may be left out of an utterance.
public enum ApplicationNameOmission: Sendable, Hashable {
    /// Only when a single app is registered, so the name could only ever be that app's. The default.
    case whenSingleApp
    /// Always, at a small cost: an utterance without an app name can still pick an app.
    case always
    /// Never: a phrase with `{applicationName}` needs the name said.
    case never
}
