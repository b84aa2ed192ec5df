import Testing

@testable import PhraseMatching

/// The matcher's searches reuse one pooled scratch storage: a warmed matcher's search allocates
/// nothing for its queue, state set and arenas, and nothing of one search shows in the next.
@Suite struct SearchScratchTests {
    private static func fixture() -> MatcherFixture {
        var fixture = MatcherFixture()
        fixture.open("item")
        fixture.open("list")
        fixture.integer("count")
        fixture.vocabulary("color", [["red"], ["dark green", "green"], ["blue"]])
        fixture.phrase("add {item} to my {list} list")
        fixture.phrase("put {count} {item} on the {list} list", intent: 1)
        fixture.phrase("paint the {item} {color}", intent: 2)
        fixture.phrase("remind me to buy {item} at the store", intent: 3)
        fixture.phrase("what is on my {list} list", intent: 4)
        return fixture
    }

    /// Matched, near misses, typos, nothing at all, and one long enough to search widely.
    private static let utterances = [
        "add milk to my shopping list",
        "put 3 apples on the weekend list",
        "paint the fence dark green",
        "remind me to by bread at the store please",
        "what is on my list",
        "the weather in paris",
        "add put paint remind what the to my on list store green red at buy me is the list to my",
    ]

    @Test func storageIsKeptAndStopsGrowing() {
        let matcher = Self.fixture().matcher()
        #expect(matcher.scratch.keptBytes.isEmpty)
        for text in Self.utterances { _ = matcher.match(text) }
        let warmed = matcher.scratch.keptBytes
        // one search at a time: one scratch, and one more for a probe, given back after each.
        #expect(warmed.count <= 2)
        for _ in 0..<3 {
            for text in Self.utterances { _ = matcher.match(text) }
        }
        #expect(matcher.scratch.keptBytes == warmed)
    }

    /// Every answer of a warmed matcher, in any order, is the answer of a matcher that never searched.
    @Test func reusedStorageLeavesNoTrace() {
        let fixture = Self.fixture()
        let fresh = Self.utterances.map { fixture.matcher().match($0) }
        let warmed = fixture.matcher()
        for text in Self.utterances.reversed() { _ = warmed.match(text) }
        #expect(Self.utterances.map { warmed.match($0) } == fresh)
        #expect(Self.utterances.reversed().map { warmed.match($0) } == fresh.reversed())
        var exact = MatchOptions.exact
        exact.maxCandidates = 3
        let freshExact = Self.utterances.map { fixture.matcher(exact).match($0) }
        let warmedExact = fixture.matcher(exact)
        for text in Self.utterances { _ = warmedExact.match(text) }
        #expect(Self.utterances.map { warmedExact.match($0) } == freshExact)
    }

    /// Searches at the same time take scratches of their own and give them all back.
    @Test func concurrentSearchesShareThePool() async {
        let matcher = Self.fixture().matcher()
        let expected = Self.utterances.map { matcher.match($0) }
        let answers = await withTaskGroup(of: [PhraseMatch].self) { group in
            for _ in 0..<4 {
                group.addTask { (0..<20).flatMap { _ in Self.utterances.map { matcher.match($0) } } }
            }
            var all: [[PhraseMatch]] = []
            for await answers in group { all.append(answers) }
            return all
        }
        for batch in answers {
            #expect(batch == Array((0..<20).map { _ in expected }.joined()))
        }
        let kept = matcher.scratch.keptBytes.count
        #expect(kept >= 1 && kept <= SearchScratchPool.maxKept)
    }
}
