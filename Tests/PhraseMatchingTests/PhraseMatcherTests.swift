import Testing

@testable import PhraseMatching

/// Soup Chef (app 0) and Task Master (app 1) and a music app (app 2), as a small fixture.
private func demo() -> PhraseMatcher {
    var fixture = MatcherFixture()
    fixture.app("Soup Chef", "SoupChef")
    fixture.app("Task Master", "my to do list")
    fixture.app("Jukebox")
    fixture.vocabulary("soup", [["tomato soup", "tomato"], ["crème brûlée"], ["clam chowder", "chowder"]])
    fixture.integer("quantity", range: 1...20)
    fixture.open("title")
    fixture.open("song")
    fixture.phrase("order [{quantity}] {soup} [please] in {applicationName}", app: 0, intent: 0)
    fixture.phrase("cancel my soup order", app: 0, intent: 1)
    fixture.phrase("how do i make {soup}", app: 0, intent: 0, polarity: .negative)
    fixture.phrase("order soup for my dog in {applicationName}", app: 0, intent: nil, polarity: .negative)
    fixture.phrase("remind me to {title} [in {applicationName}]", app: 1, intent: 0)
    fixture.phrase("add {title} to {applicationName}", app: 1, intent: 0)
    fixture.phrase("pause", app: 2, intent: 0)
    fixture.phrase("pause [the] timer", app: 1, intent: 1)
    fixture.phrase("pause", app: 1, intent: 1)
    fixture.phrase("play {song}", app: 2, intent: 1)
    fixture.phrase("play jazz radio", app: 2, intent: 2)
    fixture.phrase("play with the dog", app: 2, intent: nil, polarity: .negative)
    return fixture.matcher(.exact)
}

@Suite("Exact matching")
struct PhraseMatcherTests {
    let matcher = demo()

    @Test(arguments: [
        ("order tomato soup in soup chef", ["soup=tomato soup"]),
        ("Order 3 TOMATO in SoupChef!", ["quantity=3", "soup=TOMATO"]),
        ("order crème brûlée please in soup chef", ["soup=crème brûlée"]),
        ("ORDER CREME BRULEE IN SOUP CHEF", ["soup=CREME BRULEE"]),
        ("order\u{0}clam chowder in soup-chef", ["soup=clam chowder"]),
        ("order 20 chowder in soup chef", ["quantity=20", "soup=chowder"]),
        ("remind me to call mom in task master", ["title=call mom"]),
        ("remind me to call mom in my to do list", ["title=call mom"]),
        ("remind me to buy milk", ["title=buy milk"]),
        // a capture runs from its first token to its last, so inner punctuation stays verbatim.
        ("Remind me to “water the plants”, please!", ["title=water the plants”, please"]),
        ("add pay rent to Task Master", ["title=pay rent"]),
    ])
    func matchesWithSlotsAndKeepsTheOriginalText(text: String, expected: [String]) {
        let match = matcher.match(text)
        #expect(match.captured == expected)
        // literal and typed readings are certain; a wildcard's words are not evidence, so open
        // slots score a little under 1 (0.1 per token they take, over W).
        let open = match.matched?.captures.filter { $0.kind == .open }.map(\.tokens.count).reduce(0, +) ?? 0
        let score = try? #require(match.matched?.score)
        if open == 0 { #expect(score == 1.0) } else { #expect((0.9..<1.0).contains(score ?? 0)) }
    }

    @Test func capturesRangesIntoTheOriginalUtterance() throws {
        let text = "order 2 Crème  Brûlée in Soup Chef"
        let candidate = try #require(matcher.match(text).matched)
        let soup = try #require(candidate.captures.first { $0.parameter == "soup" })
        #expect(String(text[soup.range]) == "Crème  Brûlée")
        #expect(soup.values == [1])
        let app = try #require(candidate.captures.first { $0.parameter == nil })
        #expect(app.text == "Soup Chef")
    }

    @Test(arguments: [
        "order 21 tomato in soup chef", "order 0 tomato in soup chef", "order 2.5 tomato in soup chef",
        "order pizza in soup chef", "order tomato soup", "order tomato soup in jukebox", "hello there",
        "soup chef",
    ])
    func findsNoMatchForWhatNoPhraseSays(text: String) {
        #expect(matcher.match(text).outcome == .noMatch(.noPhraseFits))
    }

    @Test func negativePhrasesVetoInsideTheirScope() {
        // intent-level negative: vetoes OrderSoup only.
        guard case .rejected(let negative, _) = matcher.match("how do i make tomato soup").outcome else {
            Issue.record("expected rejected")
            return
        }
        #expect(negative.entry.text == "how do i make {soup}")
        // app-level negative, which a positive phrase of the same app also reads.
        guard case .rejected(let appNegative, let vetoed) = matcher.match("order soup for my dog in soup chef").outcome
        else {
            Issue.record("expected rejected")
            return
        }
        #expect(appNegative.owner == PhraseOwner(app: 0, intent: nil))
        #expect(vetoed == nil)
        // a negative of the music app does not veto the to-do app's open phrase.
        #expect(matcher.match("play with the dog").outcome.isRejected)
        #expect(matcher.match("remind me to play with the dog").matched?.owner == PhraseOwner(app: 1, intent: 0))
    }

    @Test func aNegativeVetoesAnEquallyGoodPositive() {
        var fixture = MatcherFixture()
        fixture.app("Soup Chef")
        fixture.open("what")
        fixture.phrase("order {what}", intent: 0)
        fixture.phrase("order of the soups", intent: 0, polarity: .negative)
        fixture.phrase("order of the day", intent: nil, polarity: .negative)
        let matcher = fixture.matcher(.exact)
        guard case .rejected(let negative, let vetoed) = matcher.match("order of the soups").outcome else {
            Issue.record("expected rejected")
            return
        }
        #expect(negative.entry.text == "order of the soups")
        // the open reading costs its wildcard's words, so the search may stop before it finds it:
        // when it does, it names it as the reading vetoed.
        #expect(vetoed == nil || vetoed?.entry.text == "order {what}")
        #expect(matcher.match("order of the day").outcome.isRejected)
        // outside the negatives, the open slot reads: mostly wildcard, so it needs the words around it.
        #expect(matcher.match("order the fries").matched != nil)
    }

    @Test func equallyGoodIntentsAreAmbiguous() {
        guard case .ambiguous(let tied) = matcher.match("pause").outcome else {
            Issue.record("expected ambiguous")
            return
        }
        #expect(Set(tied.map(\.owner)) == [PhraseOwner(app: 2, intent: 0), PhraseOwner(app: 1, intent: 1)])
        #expect(matcher.match("pause the timer").matched?.owner == PhraseOwner(app: 1, intent: 1))
    }

    @Test func literalPhrasesBeatOpenSlotsThatReadTheSameWords() {
        #expect(matcher.match("play jazz radio").matched?.owner == PhraseOwner(app: 2, intent: 2))
        #expect(matcher.match("play jazz").matched?.owner == PhraseOwner(app: 2, intent: 1))
        let ranked = matcher.match("play jazz radio").candidates.map(\.owner)
        #expect(ranked == [PhraseOwner(app: 2, intent: 2), PhraseOwner(app: 2, intent: 1)])
    }

    @Test func badInputGivesAnOutcomeNotACrash() {
        #expect(matcher.match("").outcome == .noMatch(.empty))
        #expect(matcher.match(" \t\n ?! ").outcome == .noMatch(.empty))
        let huge = String(repeating: "order tomato soup ", count: 60_000)
        #expect(matcher.match(huge).outcome == .noMatch(.inputTooLong(length: huge.utf8.count, limit: 4_096)))
        let many = String(repeating: "a ", count: 129)
        #expect(matcher.match(many).outcome == .noMatch(.tooManyTokens(count: 129, limit: 128)))
        for odd in [
            "\u{301}\u{301}order", "\u{0}\u{1}\u{7f}", "🍲🍲🍲", "order 🍲 in soup chef",
            String(repeating: "\u{301}", count: 1_000),
        ] {
            _ = matcher.match(odd)
        }
    }

    @Test func theSearchBudgetBoundsTheWork() {
        var fixture = MatcherFixture()
        for name in ["a", "b", "c", "d", "e", "f"] { fixture.open(name) }
        fixture.phrase("{a} x {b} x {c} x {d} x {e} x {f} y")
        var options = MatchOptions.exact
        options.maxExpansions = 2_000
        let match = fixture.matcher(options).match(String(repeating: "x ", count: 120))
        #expect(match.expansions <= 2_001)
        #expect(match.matched == nil)
    }
}

extension PhraseMatchOutcome {
    var isRejected: Bool {
        if case .rejected = self { return true }
        return false
    }
}
