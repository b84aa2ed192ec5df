/// What a token stands for, as the tokenizer saw it.
public enum TokenKind: UInt8, Sendable, Hashable, CustomStringConvertible {
    /// Letters (and digits mixed with letters, such as "3rd" or "mp3"); may hold an inner apostrophe ("what's").
    case word
    /// Digits, with an optional leading sign and inner `.` `,` `:` between digits ("3.5", "1,000", "10:30", "-5").
    case number
    /// An e-mail address, kept whole ("alice@example.com").
    case email
    /// A URL, kept whole ("https://example.com/a?b=1", "www.example.com").
    case url

    public var description: String {
        switch self {
        case .word: "word"
        case .number: "number"
        case .email: "email"
        case .url: "url"
        }
    }
}

/// One normalized token of an utterance or template, with the range it came from.
///
/// `text` is folded (case, diacritics, width, apostrophes); `range` indexes the *original* string,
/// so `original[token.range]` gives back the text exactly as written.
public struct Token: Sendable, Hashable, CustomStringConvertible {
    /// The folded text used for matching.
    public var text: String
    /// The range of the token in the string that was tokenized.
    public var range: Range<String.Index>
    /// What kind of token this is.
    public var kind: TokenKind
    /// Whether a comma or semicolon stands between this token and the one before: a list-item boundary.
    public var separated: Bool

    public init(text: String, range: Range<String.Index>, kind: TokenKind, separated: Bool = false) {
        self.text = text
        self.range = range
        self.kind = kind
        self.separated = separated
    }

    public var description: String { kind == .word ? text : "\(text):\(kind)" }
}
