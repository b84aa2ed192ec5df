/// Splits an utterance or template into folded ``Token``s, each remembering where it came from.
///
/// Words, numbers, e-mail addresses and URLs become tokens; whitespace, control characters,
/// punctuation, symbols and emoji only separate them. Every token's `range` indexes the string
/// passed in, so `original[token.range]` is the token exactly as written, while its `text` is
/// ``Normalizer/fold(_:)`` of those characters.
public enum Tokenizer {
    /// Returns the tokens of `text` in order; ranges index `text`.
    public static func tokenize(_ text: String) -> [Token] {
        tokenize(text[...])
    }

    /// Returns the tokens of `text` in order; ranges index `text.base`, which is the same as
    /// indexing `text` itself.
    public static func tokenize(_ text: Substring) -> [Token] {
        if let tokens = ASCIIScanner.tokenize(text) { return tokens }
        var scanner = Scanner(text: text)
        scanner.scanAll()
        var tokens = scanner.tokens
        // a comma or semicolon between two tokens ends a list item ("dave, erin and frank"); the
        // gaps are read once, so this stays linear.
        for index in tokens.indices.dropFirst() {
            let gap = text.base.unicodeScalars[tokens[index - 1].range.upperBound..<tokens[index].range.lowerBound]
            tokens[index].separated = gap.contains { $0 == "," || $0 == ";" || $0 == "、" || $0 == "，" || $0 == "；" }
        }
        return tokens
    }
}

/// What a grapheme means to the tokenizer, judged by its first scalar: the marks that follow a
/// base character belong to it and never need a decision of their own.
private enum CharacterClass {
    /// Whitespace and control or format characters: they end tokens and chunks alike.
    case space
    case letter
    case digit
    /// A combining mark with no base character, which only happens at the start of a chunk.
    case mark
    case apostrophe
    /// `.` `,` `:`, which stay inside a number when a digit follows.
    case numberSeparator
    /// `+` `-`, which start a number at the start of a chunk.
    case sign
    /// Punctuation, symbols and emoji.
    case other

    /// The class of an ASCII byte (below 0x80), inlined into the byte scan of ``ASCIIScanner``.
    @inline(__always)
    init(ascii byte: UInt8) {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): self = .letter
        case UInt8(ascii: "0")...UInt8(ascii: "9"): self = .digit
        case 0...0x20, 0x7F: self = .space
        case UInt8(ascii: "'"), UInt8(ascii: "`"): self = .apostrophe
        case UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ":"): self = .numberSeparator
        case UInt8(ascii: "+"), UInt8(ascii: "-"): self = .sign
        default: self = .other
        }
    }

    init(_ scalar: Unicode.Scalar) {
        if scalar.isASCII {
            self.init(ascii: UInt8(scalar.value))
            return
        }
        // Checked before the category because "ʼ" is a modifier letter and "´" a symbol.
        if Normalizer.isApostrophe(scalar) {
            self = .apostrophe
            return
        }
        switch scalar.value {
        case 0xFF0C, 0xFF0E, 0xFF1A: self = .numberSeparator  // full-width , . :
        case 0xFF0B, 0xFF0D: self = .sign  // full-width + -
        default:
            // Every White_Space character is Zs, Zl, Zp or Cc, so the category settles spacing too.
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                .letterNumber, .otherNumber:
                self = .letter
            case .decimalNumber: self = .digit
            case .nonspacingMark, .spacingMark, .enclosingMark: self = .mark
            case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator: self = .space
            default: self = .other
            }
        }
    }
}

/// One left-to-right pass over the text. Tokens are first collected per whitespace-delimited
/// chunk; when the chunk turns out to be an e-mail address or URL they are replaced by one token.
private struct Scanner {
    typealias Index = String.Index

    let text: Substring
    let scalars: Substring.UnicodeScalarView
    /// Whether the text is all ASCII: then every character is one scalar (but "\r\n", which is
    /// whitespace either way), so the scan steps by scalar and skips grapheme breaking.
    let isASCII: Bool
    var tokens: [Token] = []

    init(text: Substring) {
        self.text = text
        self.scalars = text.unicodeScalars
        var text = text
        isASCII = text.withUTF8 { bytes in bytes.allSatisfy { $0 < 0x80 } }
    }

    /// The next character's index.
    @inline(__always)
    func after(_ index: Index) -> Index {
        isASCII ? scalars.index(after: index) : text.index(after: index)
    }

    /// The previous character's index.
    @inline(__always)
    func before(_ index: Index) -> Index {
        isASCII ? scalars.index(before: index) : text.index(before: index)
    }

    func kind(at index: Index) -> CharacterClass {
        let scalar = scalars[index]
        let kind = CharacterClass(scalar)
        guard kind == .space, !scalar.isASCII, scalar.properties.generalCategory == .format else {
            return kind
        }
        // Prepended concatenation marks (the Arabic number sign U+0600 and kin) fuse with the
        // character after them into one grapheme, so that character says what the grapheme is.
        let nextScalar = scalars.index(after: index)
        guard nextScalar < text.endIndex, nextScalar < text.index(after: index) else { return kind }
        return CharacterClass(scalars[nextScalar])
    }

    mutating func scanAll() {
        var index = text.startIndex
        while index < text.endIndex {
            if kind(at: index) == .space {
                index = after(index)
            } else {
                index = scanChunk(from: index)
            }
        }
    }

    /// Scans up to the next whitespace and returns where the chunk ends.
    private mutating func scanChunk(from start: Index) -> Index {
        let firstToken = tokens.count
        var index = start
        var atSigns = 0
        var sawSchemeSeparator = false
        // How much of "://" the punctuation just passed has spelled.
        var schemeProgress = 0
        chunk: while index < text.endIndex {
            switch kind(at: index) {
            case .space:
                break chunk
            case .letter:
                index = scanWord(startingAt: index, resumingAt: index)
                schemeProgress = 0
            case .digit:
                index = scanNumber(startingAt: index, digitsAt: index)
                schemeProgress = 0
            case .sign where index == start:
                let next = after(index)
                if next < text.endIndex, kind(at: next) == .digit {
                    index = scanNumber(startingAt: index, digitsAt: next)
                    schemeProgress = 0
                } else {
                    index = next
                }
            default:
                switch scalars[index] {
                case "@":
                    atSigns += 1
                    schemeProgress = 0
                case ":": schemeProgress = 1
                case "/" where schemeProgress == 2:
                    sawSchemeSeparator = true
                    schemeProgress = 0
                case "/" where schemeProgress == 1: schemeProgress = 2
                default: schemeProgress = 0
                }
                index = after(index)
            }
        }
        if let whole = wholeChunkToken(start..<index, atSigns: atSigns, hasSchemeSeparator: sawSchemeSeparator) {
            tokens.removeSubrange(firstToken...)
            tokens.append(whole)
        }
        return index
    }

    /// Letters, digits and marks, plus any apostrophe that sits between two letters.
    private mutating func scanWord(startingAt start: Index, resumingAt resume: Index) -> Index {
        var index = resume
        var previousIsLetter = false
        word: while index < text.endIndex {
            switch kind(at: index) {
            case .letter:
                previousIsLetter = true
                index = after(index)
            case .digit:
                previousIsLetter = false
                index = after(index)
            case .mark:
                index = after(index)
            case .apostrophe:
                guard previousIsLetter else { break word }
                let next = after(index)
                guard next < text.endIndex, kind(at: next) == .letter else { break word }
                index = next
            default:
                break word
            }
        }
        append(start..<index, kind: .word)
        return index
    }

    /// Digits with `.` `,` `:` between them. A bare digit run that runs into letters ("3rd",
    /// "5pm") becomes a word; a signed or punctuated number ("10:30pm") ends before the letters.
    private mutating func scanNumber(startingAt start: Index, digitsAt digits: Index) -> Index {
        var index = digits
        var isBareDigitRun = start == digits
        number: while index < text.endIndex {
            switch kind(at: index) {
            case .digit, .mark:
                index = after(index)
            case .numberSeparator:
                let next = after(index)
                guard next < text.endIndex, kind(at: next) == .digit else { break number }
                isBareDigitRun = false
                index = next
            case .letter where isBareDigitRun:
                return scanWord(startingAt: start, resumingAt: index)
            default:
                break number
            }
        }
        append(start..<index, kind: .number)
        return index
    }

    private mutating func append(_ range: Range<Index>, kind: TokenKind) {
        tokens.append(Token(text: Normalizer.fold(text[range]), range: range, kind: kind))
    }

    /// The chunk as a single e-mail or URL token, without the punctuation around it, or nil.
    private func wholeChunkToken(_ chunk: Range<Index>, atSigns: Int, hasSchemeSeparator: Bool) -> Token? {
        var lower = chunk.lowerBound
        while lower < chunk.upperBound, Self.isLeadingPunctuation(scalars[lower]) {
            lower = after(lower)
        }
        var upper = chunk.upperBound
        while upper > lower {
            let last = before(upper)
            guard Self.isTrailingPunctuation(scalars[last]) else { break }
            upper = last
        }
        let kept = lower..<upper
        let kind: TokenKind
        if (hasSchemeSeparator && isURLWithScheme(kept)) || startsWithWWW(kept) {
            kind = .url
        } else if atSigns == 1 && isEmail(kept) {
            kind = .email
        } else {
            return nil
        }
        return Token(text: Normalizer.fold(text[kept]), range: kept, kind: kind)
    }

    /// "://" with a letter or digit somewhere before it and anything after it.
    private func isURLWithScheme(_ range: Range<Index>) -> Bool {
        var sawAlphanumeric = false
        var index = range.lowerBound
        while index < range.upperBound {
            let next = after(index)
            if scalars[index] == ":", text[next..<range.upperBound].hasPrefix("//") {
                let rest = text.index(next, offsetBy: 2)
                return sawAlphanumeric && rest < range.upperBound
            }
            if isAlphanumeric(at: index) { sawAlphanumeric = true }
            index = next
        }
        return false
    }

    private func startsWithWWW(_ range: Range<Index>) -> Bool {
        var index = range.lowerBound
        for expected: Unicode.Scalar in ["w", "w", "w", "."] {
            guard index < range.upperBound, Self.asciiLowercased(scalars[index]) == expected else { return false }
            index = after(index)
        }
        return index < range.upperBound
    }

    private static func asciiLowercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        ("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value | 0x20) ?? scalar : scalar
    }

    /// Exactly one "@", a letter or digit before it, and a dot with something on both sides after it.
    private func isEmail(_ range: Range<Index>) -> Bool {
        var index = range.lowerBound
        var localHasAlphanumeric = false
        while index < range.upperBound, scalars[index] != "@" {
            if isAlphanumeric(at: index) { localHasAlphanumeric = true }
            index = after(index)
        }
        guard localHasAlphanumeric, index < range.upperBound else { return false }
        let domainStart = after(index)
        index = domainStart
        while index < range.upperBound {
            let next = after(index)
            if scalars[index] == "@" { return false }
            if scalars[index] == ".", index > domainStart, next < range.upperBound { return true }
            index = next
        }
        return false
    }

    private func isAlphanumeric(at index: Index) -> Bool {
        switch kind(at: index) {
        case .letter, .digit: true
        default: false
        }
    }

    private static func isLeadingPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "(", "[", "{", "<", "¿", "¡", "\u{FF08}": true
        default: Normalizer.isApostrophe(scalar) || Normalizer.isDoubleQuote(scalar)
        }
    }

    private static func isTrailingPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case ".", ",", "!", "?", ";", ":", ")", "]", "}", ">",
            "\u{3001}", "\u{3002}", "\u{FF01}", "\u{FF09}", "\u{FF0C}", "\u{FF0E}", "\u{FF1A}", "\u{FF1B}", "\u{FF1F}":
            true
        default:
            Normalizer.isApostrophe(scalar) || Normalizer.isDoubleQuote(scalar)
        }
    }
}

/// The scan of ``Scanner`` for ASCII text that holds no e-mail address or URL (no "@", "://" or
/// "www."), over the bytes: every character is one byte, no chunk becomes one e-mail or URL token,
/// and a byte's class is ``CharacterClass`` of its scalar. The tokens, their ranges and the list
/// boundaries are the ones the general scan finds.
private enum ASCIIScanner {
    static func tokenize(_ text: Substring) -> [Token]? {
        var contiguous = text
        return contiguous.withUTF8 { bytes -> [Token]? in
            guard plain(bytes) else { return nil }
            var tokens: [Token] = []
            // tokens are mostly parted by a space: room for one every other byte, grown past that.
            tokens.reserveCapacity((bytes.count + 1) / 2)
            let utf8 = text.utf8
            func append(_ start: Int, _ end: Int, _ kind: TokenKind, separated: Bool) {
                let lower = utf8.index(text.startIndex, offsetBy: start)
                let upper = utf8.index(lower, offsetBy: end - start)
                // the bytes are ASCII (`plain`), so they fold as they are, with no substring made
                // (and not checked again).
                let folded = Normalizer.foldASCII(known: UnsafeBufferPointer(rebasing: bytes[start..<end]))
                tokens.append(Token(text: folded, range: lower..<upper, kind: kind, separated: separated))
            }
            var index = 0
            // whether a comma or semicolon was passed since the last token.
            var separated = false
            let count = bytes.count
            while index < count {
                switch CharacterClass(ascii: bytes[index]) {
                case .letter:
                    let end = wordEnd(bytes, from: index)
                    append(index, end, .word, separated: separated && !tokens.isEmpty)
                    (index, separated) = (end, false)
                case .digit:
                    let (end, kind) = numberEnd(bytes, start: index, digits: index)
                    append(index, end, kind, separated: separated && !tokens.isEmpty)
                    (index, separated) = (end, false)
                case .sign where index == 0 || CharacterClass(ascii: bytes[index - 1]) == .space:
                    // a sign starts a number at the start of a chunk.
                    if index + 1 < count, CharacterClass(ascii: bytes[index + 1]) == .digit {
                        let (end, kind) = numberEnd(bytes, start: index, digits: index + 1)
                        append(index, end, kind, separated: separated && !tokens.isEmpty)
                        (index, separated) = (end, false)
                    } else {
                        index += 1
                    }
                default:
                    if bytes[index] == UInt8(ascii: ",") || bytes[index] == UInt8(ascii: ";") { separated = true }
                    index += 1
                }
            }
            return tokens
        }
    }

    /// Whether the bytes are ASCII with no "@", "://" or "www." (in any case): then no chunk is an
    /// e-mail address or URL. Eight bytes none of which is one those start with (a byte past ASCII,
    /// "@", ":" or "w"), as most of an utterance's are, are passed at once: each byte asked alone
    /// cost some sixteen instructions.
    private static func plain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        // whether some byte of `word` is 0 (exact for the word as a whole).
        func hasZero(_ word: UInt64) -> Bool { (word &- ones) & ~word & (ones &* 0x80) != 0 }
        var offset = 0
        while offset < bytes.count {
            if offset + 8 <= bytes.count, let base = bytes.baseAddress {
                let eight = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
                if eight & (ones &* 0x80) == 0, !hasZero(eight ^ (ones &* 0x40)), !hasZero(eight ^ (ones &* 0x3A)),
                    !hasZero((eight | (ones &* 0x20)) ^ (ones &* 0x77))
                {
                    offset += 8
                    continue
                }
            }
            // the eight (or the last few) one by one.
            for at in offset..<min(offset + 8, bytes.count) {
                let byte = bytes[at]
                guard byte < 0x80, byte != UInt8(ascii: "@") else { return false }
                if byte == UInt8(ascii: ":"), at + 2 < bytes.count, bytes[at + 1] == UInt8(ascii: "/"),
                    bytes[at + 2] == UInt8(ascii: "/")
                {
                    return false
                }
                if byte | 0x20 == UInt8(ascii: "w"), at + 3 < bytes.count,
                    bytes[at + 1] | 0x20 == UInt8(ascii: "w"),
                    bytes[at + 2] | 0x20 == UInt8(ascii: "w"), bytes[at + 3] == UInt8(ascii: ".")
                {
                    return false
                }
            }
            offset += 8
        }
        return true
    }

    /// Where a word from `start` ends: letters and digits, and an apostrophe between two letters.
    private static func wordEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        var previousIsLetter = false
        while index < bytes.count {
            switch CharacterClass(ascii: bytes[index]) {
            case .letter:
                previousIsLetter = true
                index += 1
            case .digit:
                previousIsLetter = false
                index += 1
            case .apostrophe:
                guard previousIsLetter, index + 1 < bytes.count,
                    CharacterClass(ascii: bytes[index + 1]) == .letter
                else { return index }
                index += 1
            default:
                return index
            }
        }
        return index
    }

    /// Where a number whose digits start at `digits` ends, and its kind: a bare digit run that runs
    /// into letters ("3rd") is a word.
    private static func numberEnd(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, digits: Int) -> (Int, TokenKind) {
        var index = digits
        var isBareDigitRun = start == digits
        while index < bytes.count {
            switch CharacterClass(ascii: bytes[index]) {
            case .digit:
                index += 1
            case .numberSeparator:
                guard index + 1 < bytes.count, CharacterClass(ascii: bytes[index + 1]) == .digit else {
                    return (index, .number)
                }
                isBareDigitRun = false
                index += 1
            case .letter where isBareDigitRun:
                return (wordEnd(bytes, from: index), .word)
            default:
                return (index, .number)
            }
        }
        return (index, .number)
    }
}

extension Tokenizer {
    /// Calls `body` with each word of `text`, lowercased, when `text` is only ASCII letters and
    /// spaces (most entity titles and a template's literal text): the tokens ``tokenize(_:)``
    /// would give, without its general scan. Returns false, calling nothing, for any other text.
    static func forEachPlainWord(of text: String, _ body: (String) -> Void) -> Bool {
        let plain = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            for byte in bytes where byte != 0x20 && !((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A) {
                return false
            }
            var start = 0
            while start < bytes.count {
                guard bytes[start] != 0x20 else {
                    start += 1
                    continue
                }
                var end = start
                var upper = false
                while end < bytes.count, bytes[end] != 0x20 {
                    upper = upper || bytes[end] < 0x61
                    end += 1
                }
                let letters = UnsafeBufferPointer(rebasing: bytes[start..<end])
                body(
                    upper
                        ? String(unsafeUninitializedCapacity: letters.count) { folded in
                            for (offset, byte) in letters.enumerated() { folded[offset] = byte | 0x20 }
                            return letters.count
                        } : String(decoding: letters, as: UTF8.self))
                start = end
            }
            return true
        }
        return plain ?? false
    }
}
