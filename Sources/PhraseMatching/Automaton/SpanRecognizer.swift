/// A span a typed slot accepts: its length in tokens and what it costs.
public struct SpanRecognition: Sendable, Hashable {
    /// How many tokens, from the start of the offered span, make up the value.
    public var length: Int
    /// The cost of reading the span this way (0 for a clean parse).
    public var cost: Float

    public init(length: Int, cost: Float = 0) {
        self.length = length
        self.cost = cost
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

/// Recognizes numbers written with digits ("12", "1,000", "-3.5"), optionally integral and in a range.
///
/// Number words ("twenty two") come with the value types; they plug in as another recognizer.
public struct DigitNumberRecognizer: SpanRecognizer {
    /// Whether only whole numbers are accepted.
    public var integerOnly: Bool
    /// The inclusive bounds, when the parameter has a range; a number outside does not match.
    public var range: ClosedRange<Double>?

    public init(integerOnly: Bool, range: ClosedRange<Double>? = nil) {
        self.integerOnly = integerOnly
        self.range = range
    }

    public func recognize(_ tokens: ArraySlice<Token>) -> [SpanRecognition] {
        guard let first = tokens.first, let value = Self.value(of: first) else { return [] }
        if integerOnly, value.rounded() != value || abs(value) > 9_007_199_254_740_992 { return [] }
        if let range, !range.contains(value) { return [] }
        return [SpanRecognition(length: 1)]
    }

    /// The value of a number token ("1,000.5" → 1000.5), or nil for anything else, times ("10:30") included.
    public static func value(of token: Token) -> Double? {
        guard token.kind == .number, token.text.utf8.count <= 64, !token.text.contains(":") else { return nil }
        return Double(token.text.filter { $0 != "," })
    }
}
