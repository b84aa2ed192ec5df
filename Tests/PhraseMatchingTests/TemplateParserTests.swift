import Testing

@testable import PhraseMatching

/// Parses a template that must be valid and returns its canonical rendering.
private func rendered(_ text: String) -> String? {
    let (template, diagnostics) = PhraseTemplate.parse(text, source: "phrase")
    #expect(diagnostics.isEmpty, "unexpected diagnostics: \(diagnostics)")
    return template?.description
}

/// The one-line summaries of every diagnostic a template gets.
private func problems(_ text: String, limits: TemplateLimits = .default) -> [String] {
    PhraseTemplate.parse(text, source: "phrase", limits: limits).diagnostics.map { "\($0.column ?? 0): \($0.message)" }
}

@Suite("Template grammar")
struct TemplateParserTests {
    @Test(arguments: [
        ("order soup", "order soup"),
        ("Order   SOUP!", "order soup"),
        ("What’s on the menu?", "what's on the menu"),
        ("order {soup}", "order {soup}"),
        ("order ${soup}", "order {soup}"),
        ("open {applicationName}", "open {applicationName}"),
        ("(order|get) soup", "(order|get) soup"),
        ("(order|get me|) soup", "(order|get me|) soup"),
        ("order [a|an] soup", "order [a|an] soup"),
        ("order [a] soup", "order [a] soup"),
        ("order [(a|one) [big]] soup", "order [(a|one) [big]] soup"),
        ("(order) soup", "order soup"),
        ("order soup <polite>", "order soup <polite>"),
        ("order \\(soup\\) now", "order soup now"),
        ("price \\$5", "price 5"),
        ("sixty-five", "sixty five"),
        ("Crème brûlée", "creme brulee"),
        ("{applicationName}", "{applicationName}"),
        ("{ soup }", "{soup}"),
    ])
    func rendersCanonically(template: String, expected: String) {
        #expect(rendered(template) == expected)
    }

    @Test func buildsTheSyntaxTree() throws {
        let template = try #require(
            PhraseTemplate.parse("order [a|an] {soup} (in|at) {applicationName}", source: "p").template)
        #expect(
            template.root
                == .sequence([
                    .word("order"),
                    .optional(.choice([.sequence([.word("a")]), .sequence([.word("an")])])),
                    .slot(name: "soup", column: 14),
                    .choice([.sequence([.word("in")]), .sequence([.word("at")])]),
                    .applicationName(column: 29),
                ]))
        #expect(template.slotNames == ["soup"])
        #expect(template.mentionsApplicationName)
    }

    @Test(arguments: [
        ("", ["0: empty phrase"]),
        ("   ", ["0: empty phrase"]),
        ("?!", ["0: empty phrase"]),
        ("order (tomato|miso soup in {applicationName}", ["7: unbalanced '(' in phrase"]),
        ("order [a soup", ["7: unbalanced '[' in phrase"]),
        ("order a) soup", ["8: unbalanced ')'"]),
        ("order a] soup", ["8: unbalanced ']'"]),
        ("order (a] soup", ["9: expected ')' to close the group opened at column 7, found ']'"]),
        ("order a|b", ["8: '|' outside a group"]),
        ("order () soup", ["7: empty group '()'"]),
        ("order (|) soup", ["7: empty group '()'"]),
        ("order [] soup", ["7: empty optional '[]'"]),
        ("order {soup", ["7: unbalanced '{' in phrase"]),
        ("order {} now", ["7: empty slot name '{}'"]),
        ("order {two words}", ["8: invalid slot name 'two words'"]),
        ("order soup}", ["11: unbalanced '}'"]),
        ("order <polite", ["7: unbalanced '<' in phrase"]),
        ("order <> soup", ["7: empty rule name '<>'"]),
        ("order soup \\", ["12: dangling '\\' at the end of the phrase"]),
        // every problem of one template comes back in one pass.
        ("order (a soup} [] b|c", ["14: unbalanced '}'", "16: empty optional '[]'", "7: unbalanced '(' in phrase"]),
        ("a) b] c|d", ["2: unbalanced ')'", "5: unbalanced ']'", "8: '|' outside a group"]),
    ])
    func diagnosesSyntaxErrors(template: String, expected: [String]) {
        #expect(problems(template) == expected)
    }

    @Test func rendersDiagnosticsWithACaretAndAFixIt() {
        let diagnostic = PhraseTemplate.parse(
            "order (tomato|miso soup in {applicationName}", source: "apps[0].intents[2].phrases[1]"
        ).diagnostics[0]
        #expect(
            diagnostic.description == """
                error: unbalanced '(' in phrase
                 --> apps[0].intents[2].phrases[1]:1:7
                  |
                1 | order (tomato|miso soup in {applicationName}
                  |       ^ this group is never closed
                  = help: add ')' after the last alternative
                """)
        #expect(diagnostic.summary == "apps[0].intents[2].phrases[1]: unbalanced '(' in phrase")
    }

    @Test func limitsLengthAndDepthWithoutOverflowingTheStack() {
        let deep = String(repeating: "(a ", count: 100_000) + String(repeating: ")", count: 100_000)
        #expect(
            problems(deep, limits: TemplateLimits(maxLength: 1_000_000, maxDepth: 16)) == [
                "49: groups are nested too deeply (the limit is 16 levels)"
            ])
        #expect(
            problems(String(repeating: "word ", count: 500)) == [
                "0: phrase is too long (2500 characters; the limit is 2000)"
            ])
        let sixteen = String(repeating: "[a ", count: 16) + String(repeating: "]", count: 16)
        #expect(problems(sixteen).isEmpty)
    }

    @Test func survivesOddCharacters() {
        for text in ["\u{0}\u{7}order", "\u{301}soup", "🍲 soup", "ＯＲＤＥＲ soup", String(repeating: "é", count: 1_999)] {
            _ = PhraseTemplate.parse(text, source: "p")
        }
        #expect(rendered("ＯＲＤＥＲ soup") == "order soup")
    }

    /// An ASCII template is read by its bytes, any other by its characters: the same trees, and
    /// columns that count characters either way (an "é" or a "\r\n" is one).
    @Test func asciiAndOtherTemplatesReadAlike() {
        for (ascii, other) in [
            ("order (soup|stew) {size} [please]", "órder (soup|stew) {size} [please]"),
            ("add {item} to <list>\\ now", "add {item} to <list>\\ nöw"),
            ("a\nb {x}", "a\r\nb {x}"),
        ] {
            let plain = PhraseTemplate.parse(ascii, source: "p").template?.description
            let folded = PhraseTemplate.parse(other, source: "p").template?.description
            #expect(plain != nil)
            #expect(plain?.split(separator: " ").count == folded?.split(separator: " ").count)
        }
        #expect(problems("order (soup {size") == problems("ordér (soup {size"))
        #expect(problems("a\nb (x") == problems("a\r\nb (x"))
        #expect(problems("ordér (soup {size") == ["13: unbalanced '{' in phrase", "7: unbalanced '(' in phrase"])
    }

    /// Names of ASCII characters are checked by their bytes: the same answer as the rule on
    /// characters (a letter or '_' first, then letters, digits and '_'), for every pair of ASCII
    /// characters and a few longer names.
    @Test func asciiNamesAreIdentifiersByTheSameRule() {
        func byCharacters(_ name: String) -> Bool {
            guard let first = name.first, first.isLetter || first == "_" else { return false }
            return name.allSatisfy { ($0.isLetter || $0.isNumber || $0 == "_") && $0.isASCII }
        }
        let ascii = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
        for first in ascii {
            #expect(first.isIdentifier == byCharacters(first), "\(first.unicodeScalars.map(\.value))")
            for second in ascii {
                let name = first + second
                #expect(name.isIdentifier == byCharacters(name), "\(name.unicodeScalars.map(\.value))")
            }
        }
        for name in ["soupSize", "_x9", "9x", "a-b", "café", "size²", "a\r\nb", "Ω", ""] {
            #expect(name.isIdentifier == byCharacters(name), "\(name)")
        }
    }
}
