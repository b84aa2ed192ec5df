import PhrasebookTestSupport
import Testing

@testable import PhraseMatching

/// A soup shop, a to-do app and a player, matched with the fuzzy tier on (the default options).
private func fuzzyDemo(apps: Int = 3) -> PhraseMatcher {
    var fixture = MatcherFixture()
    fixture.app("Soup Chef")
    if apps > 1 {
        fixture.app("Taskmaster")
        fixture.app("Jukebox", "juke box")
    }
    fixture.vocabulary("soup", [["tomato soup", "tomato"], ["clam chowder", "chowder"], ["minestrone"]])
    fixture.vocabulary("playlist", [["road trip"], ["dinner party"]])
    fixture.open("title")
    fixture.integer("level", range: 0...100)
    fixture.phrase("order [a|an] {soup} [please] in {applicationName}", app: 0, intent: 0)
    fixture.phrase("cancel my soup order", app: 0, intent: 1)
    fixture.phrase("cancel my soup order for the dog", app: 0, intent: nil, polarity: .negative)
    if apps > 1 {
        fixture.phrase("remind me to {title}", app: 1, intent: 0)
        fixture.phrase("check {title} off my list", app: 1, intent: 1)
        fixture.phrase("play my {playlist} playlist [on {applicationName}]", app: 2, intent: 0)
        fixture.phrase("set the volume to {level}", app: 2, intent: 1)
        fixture.phrase("play with the dog", app: 2, intent: nil, polarity: .negative)
    }
    return fixture.matcher()
}

@Suite("Fuzzy matching")
struct FuzzyMatchingTests {
    let matcher = fuzzyDemo()

    @Test(arguments: [
        ("order tomatoe soup in soup chef", 0),  // insertion in a 6-letter word
        ("order tomato suop in soup chef", 0),  // transposition in a 4-letter word
        ("ordr clam chowder in soup chef", 0),  // deletion
        ("order minestrome in soup chef", 0),  // substitution in a 10-letter word
        ("order minsetrnoe in soup chef", 0),  // two edits in a 10-letter word
        ("order tomato soup in soupchef", 0),  // merged app name
        ("cancel my soup ordr", 1),
    ])
    func readsThroughTypos(text: String, intent: Int) {
        let match = matcher.match(text)
        #expect(match.matched?.owner == PhraseOwner(app: 0, intent: intent), "\(match.outcome)")
        #expect((match.matched?.score ?? 0) < 1)
    }

    @Test(arguments: ["order tomato soup in sip chef", "ordre tomatoe suop ni sop chef"])
    func shortWordsMustBeExactAndTooManyTyposDoNotMatch(text: String) {
        // "sip" has 3 letters and is no longer word with a letter left out: the app name is not read.
        #expect(matcher.match(text).matched == nil)
    }

    @Test func aShortWordMayBeALongerOneWithALetterLeftOut() {
        // "sop" is "soup" without its "u": a 3-letter word takes the tolerance of the word it lost a letter from.
        let match = matcher.match("order tomato soup in sop chef")
        #expect(match.matched?.owner == PhraseOwner(app: 0, intent: 0), "\(match.outcome)")
        #expect((match.matched?.score ?? 1) < 1)
    }

    @Test func editToleranceScalesWithLength() {
        let tolerance = EditTolerance()
        #expect([1, 2, 3, 4, 7, 8, 12].map(tolerance.maxEdits(forLength:)) == [0, 0, 0, 1, 1, 2, 2])
        var lexicon = Lexicon()
        for word in ["soup", "tomato", "minestrone", "the"] { _ = lexicon.intern(word) }
        let index = FuzzyIndex(lexicon: lexicon, tolerance: tolerance)
        func near(_ word: String) -> [String] { index.nearWords(to: word).map { lexicon.words[Int($0.token)] } }
        #expect(near("soop") == ["soup"])
        #expect(near("tomatoe") == ["tomato"])
        #expect(near("minstrone") == ["minestrone"])
        #expect(near("mnietsrnoe") == [])  // three edits
        #expect(near("teh") == [])  // too short for an edit of its own, and no longer word without a letter
        #expect(near("sop") == ["soup"])  // a 4-letter word with a letter left out
        #expect(near("tho") == [])  // "the" is no longer than it
        #expect(near("tomato") == [])  // the word itself is not a near spelling
    }

    /// The index finds exactly what comparing the query with every lexicon word finds: buckets
    /// shared by many variants, letter signatures and the flat layout never lose or add a word.
    /// Built on one thread or two, with one partition of buckets or several (the larger
    /// lexicon), with letters kept as bytes (an ASCII lexicon) or as scalars, and with bucket
    /// starts as 16-bit offsets or as 32-bit numbers (`wideStarts`), it is the same.
    /// The distance works out only the cells near the diagonal: it must be the whole table's
    /// optimal-string-alignment distance whenever that is within the limit, and `limit + 1` otherwise.
    @Test func theBandedDistanceIsTheWholeTables() {
        func reference(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
            var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
            for i in 0...a.count { table[i][0] = i }
            for j in 0...b.count { table[0][j] = j }
            for i in stride(from: 1, through: a.count, by: 1) {
                for j in stride(from: 1, through: b.count, by: 1) {
                    table[i][j] = min(
                        table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                        table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                    }
                }
            }
            return table[a.count][b.count]
        }
        var generator = SeededGenerator(state: 616)
        // few letters, so that words share many and swaps and repeats are common.
        let alphabet = Array("abcde".unicodeScalars)
        func word(_ length: Int) -> [Unicode.Scalar] { (0..<length).map { _ in alphabet[Int(generator.next() % 5)] } }
        for _ in 0..<20_000 {
            let a = word(Int(generator.next() % 10))
            // half the time the second word is the first with a few edits, so small distances come up.
            var b = a
            if generator.next() % 2 == 0 || b.isEmpty {
                b = word(Int(generator.next() % 10))
            } else {
                for _ in 0..<Int(generator.next() % 3) where b.count > 1 {
                    let at = Int(generator.next() % UInt64(b.count - 1))
                    switch generator.next() % 3 {
                    case 0: b.swapAt(at, at + 1)
                    case 1: b.remove(at: at)
                    default: b.insert(alphabet[Int(generator.next() % 5)], at: at)
                    }
                }
            }
            let limit = Int(generator.next() % 4)
            let expected = reference(a, b)
            #expect(FuzzyIndex.distance(a, b, limit: limit) == min(expected, limit + 1), "\(a) \(b) \(limit)")
        }
    }

    @Test(arguments: [
        (1_500, false, false, false), (1_500, true, false, false), (6_000, true, false, false),
        (1_500, false, true, false), (6_000, true, false, true), (1_500, false, true, true),
    ])
    func theIndexFindsWhatAScanFinds(words: Int, twoThreads: Bool, accents: Bool, wideStarts: Bool) {
        let tolerance = EditTolerance()
        var generator = SeededGenerator(state: 2026)
        let alphabet = Array((accents ? "abcdeilmnoéstüʼ" : "abcdeilmnorstu'").unicodeScalars)
        // the larger lexicon has longer words: more variants, so more buckets than one partition.
        let shortest = words > 2_000 ? 7 : 2
        func randomWord() -> String {
            let count = Int(generator.next() % 10) + shortest
            return String(String.UnicodeScalarView((0..<count).map { _ in alphabet[Int(generator.next() % 15)] }))
        }
        var lexicon = Lexicon()
        for _ in 0..<words { _ = lexicon.intern(randomWord()) }
        for word in ["soup", "tomato", "minestrone", "the", "42", "e-mail"] { _ = lexicon.intern(word) }
        let index = FuzzyIndex(
            lexicon: lexicon, tolerance: tolerance, parallelFrom: twoThreads ? 0 : FuzzyIndex.parallelVariants,
            offsetLimit: wideStarts ? 0 : Int(UInt16.max))
        func scan(_ query: String) -> [String] {
            let q = Array(query.unicodeScalars)
            guard q.allSatisfy({ $0.properties.isAlphabetic || $0 == "'" }), !q.isEmpty else { return [] }
            let own = tolerance.maxEdits(forLength: q.count)
            let edits = max(own, min(1, tolerance.maxEdits(forLength: q.count + 1)))
            return lexicon.words.enumerated().compactMap { id, word -> (Int, Int)? in
                let w = Array(word.unicodeScalars)
                guard w.allSatisfy({ $0.properties.isAlphabetic || $0 == "'" }), own > 0 || w.count > q.count else {
                    return nil
                }
                let allowed = min(edits, tolerance.maxEdits(forLength: w.count))
                let distance = FuzzyIndex.distance(q, w, limit: allowed)
                return distance > 0 && distance <= allowed ? (distance, id) : nil
            }
            .sorted { $0 < $1 }.map { lexicon.words[$0.1] }
        }
        for round in 0..<(words > 2_000 ? 150 : 400) {
            // a lexicon word with up to two random edits, or a new word.
            var letters = Array(lexicon.words[Int(generator.next() % UInt64(lexicon.count))].unicodeScalars)
            for _ in 0..<(round % 3) where !letters.isEmpty {
                let at = Int(generator.next() % UInt64(letters.count))
                switch generator.next() % 3 {
                case 0: letters.remove(at: at)
                case 1: letters[at] = alphabet[Int(generator.next() % 15)]
                default: letters.insert(alphabet[Int(generator.next() % 15)], at: at)
                }
            }
            let query = round % 10 == 9 ? randomWord() : String(String.UnicodeScalarView(letters))
            #expect(index.nearWords(to: query).map { lexicon.words[Int($0.token)] } == scan(query), "\(query)")
        }
    }

    /// A head start on the index (made from the lexicon's first words on another thread while
    /// phrases compile) gives the same index as a build without it: a head of some of the words or
    /// of all, its counts used (summed up from finer partitions, or not) or not made (too few
    /// variants), later words that are not ASCII after an ASCII head, and a head made with another
    /// tolerance (ignored).
    @Test(arguments: [
        (1_200, 1_500, 12, false, false), (1_500, 1_500, 12, false, false), (1_200, 1_500, 6, false, false),
        (1_200, 1_500, 12, true, false), (1_200, 1_500, 12, false, true), (0, 1_500, 12, false, false),
    ])
    func aHeadStartGivesTheSameIndex(
        headWords: Int, words: Int, lowBitsAtMost: Int, accentsAfter: Bool, otherTolerance: Bool
    ) {
        let tolerance = EditTolerance()
        var generator = SeededGenerator(state: 27)
        func randomWord(_ alphabet: [Unicode.Scalar]) -> String {
            let count = Int(generator.next() % 8) + 5
            return String(String.UnicodeScalarView((0..<count).map { _ in alphabet[Int(generator.next() % 15)] }))
        }
        var lexicon = Lexicon()
        for index in 0..<words {
            let accented = accentsAfter && index >= headWords && index % 50 == 0
            _ = lexicon.intern(randomWord(Array((accented ? "abcdeilmnoéstüʼ" : "abcdeilmnorstu'").unicodeScalars)))
        }
        let plain = FuzzyIndex(lexicon: lexicon, tolerance: tolerance, parallelFrom: 0)
        // the head's counts serve only for the same number of buckets: these lexicons have it.
        let shapes = [headWords, words].map { count in
            FuzzyIndex.shape(
                variants: FuzzyIndex.IndexWords(lexicon.words.prefix(count), tolerance: tolerance).variants,
                words: count)
        }
        #expect(shapes[0].buckets == shapes[1].buckets || headWords == 0)
        var head: FuzzyIndexHead? = FuzzyIndex.head(
            of: FuzzyIndex.IndexWords(
                lexicon.words.prefix(headWords), tolerance: otherTolerance ? EditTolerance(oneEditFrom: 3) : tolerance,
                roomForMore: true),
            tolerance: otherTolerance ? EditTolerance(oneEditFrom: 3) : tolerance,
            parallelFrom: headWords == words ? Int.max : 0, lowBitsAtMost: lowBitsAtMost)
        let started = FuzzyIndex(lexicon: lexicon, tolerance: tolerance, parallelFrom: 0, head: &head)
        #expect(head == nil)
        #expect(started.bucketContents == plain.bucketContents)
        for word in lexicon.words.prefix(300) + ["soop", "tomatoe"] {
            #expect(started.nearWords(to: word).map(\.token) == plain.nearWords(to: word).map(\.token))
        }
    }

    /// The search's estimate of what is left to pay never exceeds the real price: a word that only
    /// a merge with the word before reads ("play list" → "playlist") costs nothing in it, since
    /// the merge (0.15) already paid for it, rather than what skipping it would cost; the merge's
    /// price is counted once, at its first word, which only a merge or a skip reads.
    @Test func theEstimateOfWhatIsLeftCountsMergedWordsAsRead() throws {
        var fixture = MatcherFixture()
        fixture.app("Jukebox")
        fixture.phrase("open my playlist", intent: 0)
        let automaton = fixture.matcher().automaton
        let tokens = Tokenizer.tokenize("open my play list")
        let lattice = TokenLattice(fuzzy: tokens, automaton: automaton, costs: SearchCosts())
        #expect(lattice.readings[2].contains { $0.span == 2 })
        #expect(lattice.restCost == [0.15, 0.15, 0.15, 0, 0])
        // a word nothing reads still costs at least a skip.
        let unknown = TokenLattice(
            fuzzy: Tokenizer.tokenize("open my zzyzx playlist"), automaton: automaton, costs: SearchCosts())
        #expect(unknown.restCost[0] > 0)
        // a word read only through a typo costs at least its cheapest near reading.
        let typo = TokenLattice(
            fuzzy: Tokenizer.tokenize("open my playlsit"), automaton: automaton, costs: SearchCosts())
        let nearest = try #require(typo.readings[2].map(\.cost).min())
        #expect(nearest > 0 && typo.restCost == [nearest, nearest, nearest, 0])
    }

    /// Two neighbouring letters swapped keep every letter of the word: such a typo costs half of a
    /// letter changed, added or lost, which more often spells another word ("pay" for "play").
    @Test func swappedLettersCostHalfAnotherTypo() throws {
        var fixture = MatcherFixture()
        fixture.app("Jukebox")
        fixture.phrase("play some jazz", intent: 0)
        let automaton = fixture.matcher().automaton
        func typoCost(_ word: String) throws -> Float {
            let lattice = TokenLattice(
                fuzzy: Tokenizer.tokenize("\(word) some jazz"), automaton: automaton, costs: SearchCosts())
            return try #require(lattice.readings[0].first?.cost)
        }
        #expect(try typoCost("paly") == 0.25)
        #expect(try typoCost("plya") == 0.25)
        #expect(try typoCost("plau") == 0.5)
        #expect(try typoCost("pla") == 0.5)
        func swapped(_ typed: String, _ word: String) -> Bool {
            OSADistance.isTransposition(Array(typed.unicodeScalars), of: Array(word.unicodeScalars))
        }
        #expect(swapped("paly", "play"))
        #expect(!swapped("pyal", "play"))
        #expect(!swapped("play", "play"))
        #expect(!swapped("plays", "play"))
    }

    /// A word of two or three letters is too short for a typo, but two of its letters swapped
    /// ("teh", "ot") still read as the word, at the price of a swap.
    @Test func shortWordsAreReadWithTwoLettersSwapped() throws {
        var fixture = MatcherFixture()
        fixture.app("Jukebox")
        fixture.phrase("play the jazz to me", intent: 0)
        let matcher = fixture.matcher()
        let lexicon = matcher.automaton.lexicon
        let lattice = TokenLattice(
            fuzzy: Tokenizer.tokenize("play teh jazz ot me"), automaton: matcher.automaton, costs: SearchCosts())
        #expect(lattice.readings[1].map { lexicon.words[Int($0.token)] } == ["the"])
        #expect(lattice.readings[1].map(\.cost) == [0.25])
        #expect(lattice.readings[3].map { lexicon.words[Int($0.token)] } == ["to"])
        // two swaps of 0.25 in five words.
        #expect(abs(try #require(matcher.match("play teh jazz ot me").matched).score - 0.9) < 1e-6)
        // any other edit of a short word is not read ("tge", "tp").
        let other = TokenLattice(
            fuzzy: Tokenizer.tokenize("play tge jazz tp me"), automaton: matcher.automaton, costs: SearchCosts())
        #expect(other.readings[1].isEmpty && other.readings[3].isEmpty)
    }

    @Test func splitAndMergedWordsAreRead() {
        #expect(matcher.match("play my roadtrip playlist on jukebox").matched?.captures.first?.values == [0])
        #expect(
            matcher.match("play my dinner party play list on juke box").matched?.owner == PhraseOwner(app: 2, intent: 0)
        )
    }

    @Test func fillersCostLessThanOtherWords() throws {
        let filler = try #require(matcher.match("um please order tomato soup in soup chef").matched)
        let other = try #require(matcher.match("yesterday order tomato soup in soup chef").matched)
        #expect(filler.score > other.score)
        #expect(filler.score >= 0.9)
    }

    @Test func leftOutFunctionWordsCostLessThanContentWords() throws {
        let function = try #require(matcher.match("cancel soup order").matched)
        #expect(function.owner == PhraseOwner(app: 0, intent: 1))
        let content = matcher.match("cancel my order")
        #expect((content.candidates.first?.score ?? 0) < function.score)
    }

    @Test func theAppNameMayBeLeftOutOnlyWhenOneAppIsRegistered() {
        #expect(matcher.match("order tomato soup").matched == nil)
        let single = fuzzyDemo(apps: 1).match("order tomato soup")
        #expect(single.matched?.owner == PhraseOwner(app: 0, intent: 0))
        #expect((single.matched?.score ?? 0) >= 0.8)
    }

    @Test func openSlotsNeedTheWordsAroundThem() {
        // "off my list" is what bounds {title}; without it the slot would swallow anything.
        #expect(matcher.match("check the oil in my car").matched == nil)
        #expect(matcher.match("check the oil off my list").captured == ["title=the oil"])
        #expect(matcher.match("remind me to call mom").captured == ["title=call mom"])
    }

    @Test func numbersOutOfRangeAreNotDroppedSilently() {
        #expect(matcher.match("set the volume to 40").captured == ["level=40"])
        #expect(matcher.match("set the volume to 140").matched == nil)
    }

    @Test func misspelledNegativesStillVeto() {
        guard case .rejected(let negative, _) = matcher.match("cancel my soup ordre for the dog").outcome else {
            Issue.record("expected rejected")
            return
        }
        #expect(negative.entry.text == "cancel my soup order for the dog")
        #expect(matcher.match("play wiht the dog").outcome.isRejected)
    }

    @Test func aFuzzyPositiveNeverBeatsAnExactNegative() {
        var fixture = MatcherFixture()
        fixture.app("Jukebox")
        fixture.vocabulary("game", [["chess"], ["checkers"]])
        fixture.phrase("play {game}", intent: 0)
        fixture.phrase("play the chess game", intent: nil, polarity: .negative)
        let matcher = fixture.matcher()
        #expect(matcher.match("play chess").matched != nil)
        #expect(matcher.match("play the chess game").outcome.isRejected)
    }

    @Test func noMatchOffersSuggestionsWithTheValuesFound() {
        let match = matcher.match("order clam chowder yesterday morning in soup chef")
        guard case .noMatch = match.outcome else {
            Issue.record("expected noMatch, got \(match.outcome)")
            return
        }
        #expect(match.suggestions.map(\.rendered).first == "order clam chowder in Soup Chef")
        #expect(match.suggestions.count <= 3)
    }

    @Test func exactMatchesScoreOneAndFuzzyOnesLess() throws {
        #expect(try #require(matcher.match("order tomato soup in soup chef").matched).score == 1)
        let fuzzy = try #require(matcher.match("order tomatoe soup in soup chef").matched)
        #expect(fuzzy.score < 1 && fuzzy.score > 0.9)
    }

    @Test func theSearchIsBoundedOnLongUnrelatedInput() {
        let text = (0..<120).map { "word\($0 % 17) remind order" }.joined(separator: " ")
        let match = matcher.match(text)
        #expect(match.expansions <= MatchOptions().maxExpansions + MatchOptions().maxSuggestionExpansions)
    }
}

/// `PhraseMatcher.wordsRead(in:)`: the lexicon words an utterance's readings read, which is what a
/// new phrase's words must stay out of for the other phrases to read the utterance as before.
@Suite struct WordsReadTests {
    private func matcher(_ phrases: String...) -> PhraseMatcher {
        var fixture = MatcherFixture()
        fixture.app("Kitchen")
        fixture.open("dish")
        for phrase in phrases { fixture.phrase(phrase) }
        return fixture.matcher()
    }

    @Test func readsWordsAsSaidMisspeltAndMerged() {
        let kitchen = matcher("set a timer for {dish}", "make a playlist")
        #expect(kitchen.wordsRead(in: "set a timr for soup") == ["set", "a", "timer", "for"])
        #expect(kitchen.wordsRead(in: "make a play list") == ["make", "a", "playlist"])
        #expect(kitchen.wordsRead(in: "zzz qqq").isEmpty)
        #expect(kitchen.wordsRead(in: "").isEmpty)
        #expect(kitchen.automaton.knows("timer") && !kitchen.automaton.knows("timr"))
    }

    @Test func aNewWordIsReadWhereAnOldOneWas() {
        // with "timer" known, "timer" is read as said; without it, as "times" misspelt.
        let before = matcher("show {dish} times")
        let after = matcher("show {dish} times", "set a timer")
        #expect(before.wordsRead(in: "show the kitchen timer").contains("times"))
        #expect(after.wordsRead(in: "show the kitchen timer").contains("timer"))
        #expect(!before.automaton.knows("timer"))
        #expect(after.automaton.wordCount == before.automaton.wordCount + 3)
    }
}

/// The near spellings of the class words a lexicon lacks (fillers such as "um" or "okay"), worked
/// out once for the matcher: the lattice takes them from there with the same readings, in the same
/// order, as it makes for them itself.
@Suite struct ClassWordSpellingTests {
    @Test func theLatticeReadsClassWordsAsItWouldWithoutTheTable() throws {
        var fixture = MatcherFixture()
        fixture.app("Jukebox")
        // near spellings of "so" (swapped "os"), "thanks" (thinks), a split of
        // "maybe" (may be) and "anyplace" (any place).
        fixture.phrase("play the key song on my hay sow thinks", intent: 0)
        fixture.phrase("may be os any place", intent: 1)
        let matcher = fixture.matcher()
        let automaton = matcher.automaton
        let spelled = try #require(matcher.spelled)
        #expect(spelled.readings["so"].map { !$0.isEmpty } == true)
        #expect(spelled.readings["maybe"]?.contains { $0.second >= 0 } == true)
        // words the lexicon has are read as said, not from the table.
        #expect(spelled.readings["the"] == nil)
        func shown(_ lattice: TokenLattice) -> [[String]] {
            lattice.readings.indices.map { position in
                lattice.readings[position].map { "\($0.token) \($0.second) \($0.span) \($0.cost)" }
            }
        }
        let classes = automaton.wordClasses
        let words = classes.fillers.union(classes.functionWords).union(classes.personalPronouns).sorted()
        let texts = ["um play the key song now thanks", "hey so maybe anyplace okay"] + words.map { "play \($0) key" }
        for text in texts {
            let tokens = Tokenizer.tokenize(text)
            let fresh = TokenLattice(fuzzy: tokens, automaton: automaton, costs: matcher.options.costs)
            let cached = TokenLattice(
                fuzzy: tokens, automaton: automaton, costs: matcher.options.costs, spelled: spelled)
            #expect(shown(cached) == shown(fresh), "\(text)")
            #expect(cached.restCost == fresh.restCost, "\(text)")
        }
    }
}
