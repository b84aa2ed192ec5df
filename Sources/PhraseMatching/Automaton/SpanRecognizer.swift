/// A span a typed slot accepts: its length in tokens and what it costs.
public struct SpanRecognition: Sendable, Hashable {
    /// How many tokens, from the start of the offered span, make up the value.
    public var length: Int
    /// The cost of reading the span this way (0 for a clean parse).
    public var cost: Float
    /// Whether the span is only a guess (a word no list knows, read as a name by its shape): a word
    /// that only tentative spans read may still be skipped as an extra word.
    public var tentative: Bool

    public init(length: Int, cost: Float = 0, tentative: Bool = false) {
        self.length = length
        self.cost = cost
        self.tentative = tentative
    }
}

/// Recognizes the values of a typed slot (`Int`, `Double`, …) at the start of a token span.
///
/// The matcher offers every position a slot edge is tried at; a recognizer answers with the spans
/// that parse. It must be fast and bounded: it runs on the hot path.
public protocol SpanRecognizer: Sendable {
    /// The spans starting at `tokens.startIndex` that hold a value, at most one per length.
    func recognize(_ tokens: ArraySlice<Token>) -> [SpanRecognition]
}

/// A recognizer that can tell from a span's first token alone that no value starts there, and
/// that shares that test with other recognizers (the number parsers of one model, whatever their
/// ranges): the search asks the test once per position for all recognizers of one key, and parses
/// only where it passes.
package protocol StartFilteredRecognizer: SpanRecognizer {
    /// Recognizers of one automaton with the same key answer ``mayStart(with:)`` alike for every
    /// token; nil for a recognizer with no such test.
    var startKey: String? { get }
    /// Whether a value may start with `token`: false only when ``SpanRecognizer/recognize(_:)``
    /// reads nothing from any span that starts with it. It must depend on the token's kind and text
    /// alone: the automaton asks it once of each lexicon word, and the search reads that answer for
    /// an utterance word spelled so (``PhraseAutomaton/wordStartGroups``).
    func mayStart(with token: Token) -> Bool
}
