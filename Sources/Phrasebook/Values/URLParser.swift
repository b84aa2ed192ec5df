import PhraseMatching

/// Reads a URL or an e-mail address: one token the tokenizer kept whole ("https://example.com/a",
/// "www.example.com", "alice@example.com").
///
/// The value is the token's folded text, so it comes out lowercased ("Example.com/Docs" →
/// "example.com/docs"): parsers see folded tokens only. Host names and e-mail domains do not care,
/// but a case-sensitive path does; an integration that has the original text can cut it at the
/// token's `range` instead. Nothing else is read: "example dot com" is words, not a URL.
public struct URLParser: ValueParser {
    /// Creates the parser; it has no settings.
    public init() {}

    /// The one reading of a URL or e-mail token at the start of `tokens`, or none.
    /// - Complexity: O(1) besides copying the token's text.
    public func readings(of tokens: ArraySlice<Token>, in context: ValueContext) -> [ValueReading] {
        guard let first = tokens.first, first.kind == .url || first.kind == .email else { return [] }
        return [ValueReading(length: 1, value: .url(first.text))]
    }
}
