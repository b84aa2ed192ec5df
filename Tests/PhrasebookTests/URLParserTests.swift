import PhraseMatching
import Phrasebook
import Testing

/// Records an issue unless all of `text` reads as the URL `expected` (nil: as no URL).
private func expectURL(_ text: String, _ expected: String?, sourceLocation: SourceLocation = #_sourceLocation) {
    let tokens = Tokenizer.tokenize(text)
    let value = URLParser().value(of: tokens[...], in: ValueContext())
    #expect(value == expected.map(ParameterValue.url), sourceLocation: sourceLocation)
}

@Suite struct URLParserTests {
    @Test(
        arguments: [
            // URLs with a scheme or "www.", folded to lower case
            ("https://example.com", "https://example.com"),
            ("http://example.com", "http://example.com"),
            ("https://example.com/", "https://example.com/"),
            ("https://example.com/a?b=1", "https://example.com/a?b=1"),
            ("https://example.com/a?b=1&c=2#top", "https://example.com/a?b=1&c=2#top"),
            ("HTTPS://Example.COM/Path", "https://example.com/path"),
            ("ftp://files.example.org/x.zip", "ftp://files.example.org/x.zip"),
            ("https://user@example.com/", "https://user@example.com/"),
            ("http://localhost:8080/status", "http://localhost:8080/status"),
            ("https://example.com/a-b_c~d", "https://example.com/a-b_c~d"),
            ("https://en.wikipedia.org/wiki/Swift", "https://en.wikipedia.org/wiki/swift"),
            ("www.example.com", "www.example.com"),
            ("WWW.Example.com", "www.example.com"),
            ("www.example.com/docs", "www.example.com/docs"),
            // punctuation around a URL is not part of it
            ("(https://example.com)", "https://example.com"),
            ("https://example.com.", "https://example.com"),
            ("https://example.com,", "https://example.com"),
            ("\"www.example.com\"", "www.example.com"),
            ("<https://example.com/a>", "https://example.com/a"),
            ("  https://example.com  ", "https://example.com"),
            // e-mail addresses
            ("alice@example.com", "alice@example.com"),
            ("Alice.Smith@Example.co.uk", "alice.smith@example.co.uk"),
            ("bob+news@mail.example.org", "bob+news@mail.example.org"),
            ("a@b.c", "a@b.c"),
            ("(alice@example.com)", "alice@example.com"),
            ("alice@example.com.", "alice@example.com"),
            ("mailto:alice@example.com", "mailto:alice@example.com"),
            // not URLs
            ("", nil),
            ("   ", nil),
            ("example", nil),
            ("example.com", nil),
            ("example dot com", nil),
            ("www", nil),
            ("www.", nil),
            ("https://", nil),
            ("https:", nil),
            ("alice at example dot com", nil),
            ("alice@", nil),
            ("@example.com", nil),
            ("alice@example", nil),
            ("alice@@example.com", nil),
            ("42", nil),
            ("3.14", nil),
            ("hello world", nil),
            ("open https://example.com", nil),
            ("https://example.com please", nil),
            ("https://a.example https://b.example", nil),
            ("alice@example.com bob@example.com", nil),
            ("!!!", nil),
        ] as [(String, String?)])
    func readsURL(text: String, expected: String?) {
        expectURL(text, expected)
    }

    @Test func readsOneTokenAtTheStart() {
        let tokens = Tokenizer.tokenize("https://example.com and more")
        #expect(
            URLParser().readings(of: tokens[...], in: ValueContext()) == [
                ValueReading(length: 1, value: .url("https://example.com"))
            ])
        let later = Tokenizer.tokenize("see https://example.com")
        #expect(URLParser().readings(of: later[...], in: ValueContext()).isEmpty)
        #expect(URLParser().readings(of: later[1...], in: ValueContext()).map(\.length) == [1])
    }

    @Test func pathologicalInputReturnsPromptly() {
        let longWord = String(repeating: "a", count: 5_000)
        #expect(URLParser().readings(of: Tokenizer.tokenize(longWord)[...], in: ValueContext()).isEmpty)
        let longURL = "https://example.com/" + longWord
        #expect(URLParser().value(of: Tokenizer.tokenize(longURL)[...], in: ValueContext()) == .url(longURL))
        let ands = Tokenizer.tokenize(Array(repeating: "and", count: 2_000).joined(separator: " "))
        #expect(URLParser().readings(of: ands[...], in: ValueContext()).isEmpty)
    }
}
