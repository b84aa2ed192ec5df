import PhraseMatching
import Testing

/// The folded text of every token, so expectations read as data.
private func texts(_ text: String) -> [String] {
    Tokenizer.tokenize(text).map(\.text)
}

/// Every token exactly as written, sliced out of the original string by its range.
private func originals(_ text: String) -> [String] {
    Tokenizer.tokenize(text).map { String(text[$0.range]) }
}

private func kinds(_ text: String) -> [TokenKind] {
    Tokenizer.tokenize(text).map(\.kind)
}

struct TokenizerTests {
    /// All-ASCII text is scanned scalar by scalar; the same text with a non-ASCII space added at
    /// the end goes through grapheme breaking. Both give the same tokens (a CR LF pair is one
    /// grapheme but whitespace either way).
    @Test(arguments: [
        "Order 2 tomato soups, please!", "it's 10:30pm -- rock'n'roll at 5pm", "mail bob@example.com or www.x.org/a",
        "see https://example.com/a?b=c.", "line one\r\nline two\rthree\n", "  +5 -3.5 1,000,000 3rd 'quoted' `tick`",
        "(a) [b] {c} <d> e. f, g; h: i! j?", "\u{7}bell\ttab",
        // the byte scan of plain ASCII text: signs inside chunks, separators, apostrophes, digit runs.
        "a-5 x+3 -x +-4 --7", "dave, erin; frank ,, ;x", "o' can't' a'b'c 'n' `s", "1.5.6 1..5 5- + - 5:",
        "12abc 3.5kg +7th 0x1F", "www w.w.w. wwwx.com", "a:/b c:/ d//e", "Set THE Timer, please.",
    ])
    func asciiScanAgreesWithGraphemeScan(text: String) {
        let plain = Tokenizer.tokenize(text)
        let other = Tokenizer.tokenize(text + "\u{3000}")
        func offsets(_ range: Range<String.Index>, in text: String) -> Range<Int> {
            text.utf8.distance(
                from: text.startIndex, to: range.lowerBound)..<text.utf8.distance(
                    from: text.startIndex, to: range.upperBound)
        }
        #expect(plain.map(\.text) == other.map(\.text))
        #expect(plain.map(\.kind) == other.map(\.kind))
        #expect(plain.map(\.separated) == other.map(\.separated))
        #expect(plain.map { offsets($0.range, in: text) } == other.map { offsets($0.range, in: text + "\u{3000}") })
    }

    @Test(
        arguments: [
            ("", []),
            ("   \t\n\r\n\u{3000}\u{A0}", []),
            ("!?.,;:-—…()[]{}\"'«»/\\@#%&*_~", []),
            ("Hello, world!", ["hello", "world"]),
            ("one  two\tthree\nfour\r\nfive", ["one", "two", "three", "four", "five"]),
            ("snake_case/slash", ["snake", "case", "slash"]),
        ] as [(String, [String])])
    func separatorsAndPunctuation(input: String, expected: [String]) {
        #expect(texts(input) == expected)
    }

    @Test(
        arguments: [
            ("a\u{0}b\u{7}c\u{200B}d\u{7F}e", ["a", "b", "c", "d", "e"]),
            ("\u{FEFF}start", ["start"]),
            ("co\u{AD}op", ["co", "op"]),
            ("\u{0}\u{1}\u{1B}", []),
            ("\u{0600}١٢ x", ["١٢", "x"]),
        ] as [(String, [String])])
    func controlCharactersSeparate(input: String, expected: [String]) {
        #expect(texts(input) == expected)
    }

    @Test(
        arguments: [
            ("sixty-five", ["sixty", "five"]),
            ("14-hour", ["14", "hour"]),
            ("well–known—fact", ["well", "known", "fact"]),
            ("x-5", ["x", "5"]),
            ("10-5", ["10", "5"]),
        ] as [(String, [String])])
    func hyphensAndDashesSplit(input: String, expected: [String]) {
        #expect(texts(input) == expected)
    }

    @Test(
        arguments: [
            ("What’s up", ["what's", "up"]),
            ("don't", ["don't"]),
            ("rock'n'roll", ["rock'n'roll"]),
            ("'tis", ["tis"]),
            ("dogs'", ["dogs"]),
            ("'quoted'", ["quoted"]),
            ("‘single’ “double”", ["single", "double"]),
            ("a''b", ["a", "b"]),
            ("90's", ["90", "s"]),
            ("it' s", ["it", "s"]),
        ] as [(String, [String])])
    func apostrophes(input: String, expected: [String]) {
        #expect(texts(input) == expected)
    }

    @Test(arguments: ["what's", "what’s", "what‘s", "WHATʼS", "what`s", "what´s", "what′s", "what＇s"])
    func apostropheFormsAreEqual(input: String) {
        #expect(texts(input) == ["what's"])
    }

    @Test(
        arguments: [
            ("3rd mp3 5pm", ["3rd", "mp3", "5pm"], [.word, .word, .word]),
            ("abc123def", ["abc123def"], [.word]),
            ("3.5 1,000 10:30 1,000.25", ["3.5", "1,000", "10:30", "1,000.25"], [.number, .number, .number, .number]),
            ("-5 +7 −2", ["-5", "+7", "2"], [.number, .number, .number]),
            ("5.", ["5"], [.number]),
            ("at 5. Then", ["at", "5", "then"], [.word, .number, .word]),
            ("1..2 3,,4 5:", ["1", "2", "3", "4", "5"], [.number, .number, .number, .number, .number]),
            ("10:30pm", ["10:30", "pm"], [.number, .word]),
            ("-5pm", ["-5", "pm"], [.number, .word]),
            ("(-5) a-5", ["5", "a", "5"], [.number, .word, .number]),
            ("--5 - 5", ["5", "5"], [.number, .number]),
            ("v1.2", ["v1", "2"], [.word, .number]),
            ("１２：３０", ["12:30"], [.number]),
        ] as [(String, [String], [TokenKind])])
    func numbersAndMixedWords(input: String, expected: [String], expectedKinds: [TokenKind]) {
        #expect(texts(input) == expected)
        #expect(kinds(input) == expectedKinds)
    }

    @Test(
        arguments: [
            ("mail alice@example.com.", ["mail", "alice@example.com"], ["mail", "alice@example.com"]),
            ("(Bob.Smith@Mail.Example.org)", ["bob.smith@mail.example.org"], ["Bob.Smith@Mail.Example.org"]),
            ("<x@y.io>, thanks", ["x@y.io", "thanks"], ["x@y.io", "thanks"]),
            ("“me@here.net”!", ["me@here.net"], ["me@here.net"]),
        ] as [(String, [String], [String])])
    func emails(input: String, expected: [String], expectedOriginals: [String]) {
        #expect(texts(input) == expected)
        #expect(originals(input) == expectedOriginals)
        #expect(kinds(input).contains(.email))
    }

    @Test(
        arguments: [
            ("a@b", ["a", "b"]),
            ("@home", ["home"]),
            ("a@@b.com", ["a", "b", "com"]),
            ("x@y.", ["x", "y"]),
            ("x@.com", ["x", "com"]),
            ("..@b.c", ["b", "c"]),
        ] as [(String, [String])])
    func notEmails(input: String, expected: [String]) {
        #expect(texts(input) == expected)
        #expect(kinds(input).allSatisfy { $0 != .email })
    }

    @Test(
        arguments: [
            (
                "visit https://Example.com/Path?q=1!", ["visit", "https://example.com/path?q=1"],
                ["visit", "https://Example.com/Path?q=1"]
            ),
            ("(see http://a.b/c).", ["see", "http://a.b/c"], ["see", "http://a.b/c"]),
            ("www.example.com, ok", ["www.example.com", "ok"], ["www.example.com", "ok"]),
            ("WWW.Example.COM?", ["www.example.com"], ["WWW.Example.COM"]),
            ("“ftp://files.example.net/a-b”", ["ftp://files.example.net/a-b"], ["ftp://files.example.net/a-b"]),
            (
                "go to http://x.io/a@b.c now", ["go", "to", "http://x.io/a@b.c", "now"],
                ["go", "to", "http://x.io/a@b.c", "now"]
            ),
        ] as [(String, [String], [String])])
    func urls(input: String, expected: [String], expectedOriginals: [String]) {
        #expect(texts(input) == expected)
        #expect(originals(input) == expectedOriginals)
        #expect(kinds(input).contains(.url))
        #expect(!kinds(input).contains(.email))
    }

    @Test(
        arguments: [
            ("://", []),
            ("www.", ["www"]),
            ("a:/b", ["a", "b"]),
            ("http:// x", ["http", "x"]),
        ] as [(String, [String])])
    func notURLs(input: String, expected: [String]) {
        #expect(texts(input) == expected)
        #expect(kinds(input).allSatisfy { $0 != .url })
    }

    @Test(
        arguments: [
            ("\u{301}", []),
            ("\u{301}abc", ["abc"]),
            ("e\u{301}", ["e"]),
            ("cafe\u{301} au lait", ["cafe", "au", "lait"]),
            (" \u{301} \u{20DD}", []),
            ("x\u{0}\u{301}y", ["x", "y"]),
        ] as [(String, [String])])
    func combiningMarks(input: String, expected: [String]) {
        #expect(texts(input) == expected)
    }

    @Test(
        arguments: [
            ("I ❤️ NY", ["i", "ny"]),
            ("hi👋🏽there", ["hi", "there"]),
            ("🇫🇷👨‍👩‍👧", []),
            ("a©b ∑x €5 3+4=7", ["a", "b", "x", "5", "3", "4", "7"]),
        ] as [(String, [String])])
    func emojiAndSymbolsSeparate(input: String, expected: [String]) {
        #expect(texts(input) == expected)
    }

    @Test(
        arguments: [
            ("Crème Brûlée", ["creme", "brulee"]),
            ("Ångström", ["angstrom"]),
            ("ＡＢＣ１２３", ["abc123"]),
            ("Straße STRASSE", ["strasse", "strasse"]),
            ("ﬁne", ["fine"]),
            ("東京 タワー", ["東京", "タワー"]),
            ("ΟΔΟΣ οδός", ["οδοσ", "οδοσ"]),
            ("می‌خواهم", ["میخواهم"]),
        ] as [(String, [String])])
    func foldsTokenText(input: String, expected: [String]) {
        #expect(texts(input) == expected)
    }

    @Test(
        arguments: [
            ("order Crème brûlée", ["order", "Crème", "brûlée"]),
            ("ＡＢＣ　ｄｅｆ！", ["ＡＢＣ", "ｄｅｆ"]),
            ("a👍🏽b", ["a", "b"]),
            ("e\u{301}te\u{301} Noël", ["e\u{301}te\u{301}", "Noël"]),
            ("東京タワー、行きたい。", ["東京タワー", "行きたい"]),
            ("What’s «this»?", ["What’s", "this"]),
            ("'tis the dogs' bone", ["tis", "the", "dogs", "bone"]),
        ] as [(String, [String])])
    func rangesSliceTheOriginal(input: String, expected: [String]) {
        #expect(originals(input) == expected)
    }

    /// Properties that must hold for any input: ordered, disjoint, in-bounds ranges whose slice
    /// folds to the token's text.
    @Test(arguments: [
        "order Crème brûlée at 10:30, please!", "ＡＢＣ　ｄｅｆ", "\u{301}e\u{301}\u{0}x", "mail (a@b.co).",
        "👨‍👩‍👧 hi 🇫🇷 ok", "-5 - +3 1,000.25.", "नमस्ते दुनिया", "が ぱ 한국어", "rock'n'roll’s", "x\r\ny",
    ])
    func invariants(input: String) {
        var previousEnd = input.startIndex
        for token in Tokenizer.tokenize(input) {
            #expect(token.range.lowerBound >= previousEnd)
            #expect(token.range.upperBound <= input.endIndex)
            #expect(!token.range.isEmpty)
            #expect(!token.text.isEmpty)
            if token.kind == .word || token.kind == .number {
                #expect(Normalizer.fold(input[token.range]) == token.text)
            }
            previousEnd = token.range.upperBound
        }
    }

    @Test func substringRangesIndexTheBase() {
        let base = "xx Hello Wörld yy"
        let slice = base.dropFirst(3).dropLast(3)
        let tokens = Tokenizer.tokenize(slice)
        #expect(tokens.map(\.text) == ["hello", "world"])
        #expect(tokens.map { String(base[$0.range]) } == ["Hello", "Wörld"])
    }

    @Test func signOnlyAtStartOfSubstring() {
        let base = "a-5"
        let slice = base.dropFirst()
        #expect(Tokenizer.tokenize(slice).map(\.text) == ["-5"])
    }

    @Test func oneMegabyteOfWords() {
        let input = String(repeating: "a ", count: 524_288)
        let tokens = Tokenizer.tokenize(input)
        #expect(tokens.count == 524_288)
        #expect(tokens.allSatisfy { $0.text == "a" && $0.kind == .word })
    }

    @Test func oneMegabyteWithoutSeparators() {
        #expect(Tokenizer.tokenize(String(repeating: "ab", count: 524_288)).count == 1)
        #expect(Tokenizer.tokenize(String(repeating: "-.", count: 524_288)).isEmpty)
        #expect(Tokenizer.tokenize(String(repeating: "1.", count: 524_288)).count == 1)
    }

    @Test(
        arguments: [
            ("Hello World", "hello world"),
            ("don`t", "don't"),
            ("Crème Brûlée", "creme brulee"),
            ("Ångström", "angstrom"),
            ("ＡＢＣ１２３\u{3000}x", "abc123 x"),
            ("ﬁ ﬂ", "fi fl"),
            ("Straße ẞ", "strasse ss"),
            ("İstanbul", "istanbul"),
            ("’‘ʼ′`´", "''''''"),
            ("“”„«»″", "\"\"\"\"\"\""),
            ("no\u{A0}break", "no break"),
            ("e\u{301}", "e"),
            ("が", "が"),
            ("हिन्दी", "हिन्दी"),
            ("한국어", "한국어"),
            ("1\u{FE0F}\u{20E3}", "1"),
        ] as [(String, String)])
    func fold(input: String, expected: String) {
        let folded = Normalizer.fold(input)
        #expect(folded == expected)
        #expect(Array(folded.unicodeScalars) == Array(expected.unicodeScalars))
        #expect(Normalizer.fold(input[...]) == expected)
    }
}
