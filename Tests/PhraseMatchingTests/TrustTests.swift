import Testing

@testable import PhraseMatching

/// Scores that mean what they say: wildcards are not evidence, edits beside them compound, an app
/// named anywhere is decisive and never swallowed, and a negation the phrase leaves unread blocks it.
@Suite("Trust")
struct TrustTests {
    /// Two apps: a messenger whose phrase has an open message, and a search app with a catch-all.
    static func messengerAndSearch() -> PhraseMatcher {
        var fixture = MatcherFixture()
        fixture.app("Chatter")
        fixture.app("Seeker")
        fixture.open("recipient")
        fixture.open("message")
        fixture.open("query")
        fixture.phrase("text {recipient} saying {message} [(in|on) {applicationName}]", app: 0, intent: 0)
        fixture.phrase("(open|show me) {query} [in {applicationName}]", app: 1, intent: 0)
        return fixture.matcher()
    }

    @Test func aLiteralReadingScoresOneAndAWildcardCostsPerWord() throws {
        var fixture = MatcherFixture()
        fixture.app("Jukebox")
        fixture.open("song")
        fixture.phrase("play the hits", intent: 0)
        fixture.phrase("play {song}", intent: 1)
        let matcher = fixture.matcher()
        #expect(matcher.match("play the hits").matched?.score == 1.0)
        let short = try #require(matcher.match("play yesterday").matched?.score)
        let long = try #require(matcher.match("play here comes the sun").matched?.score)
        #expect(short < 1.0 && long < short)
    }

    @Test func aReadingThatBindsATypedValueBeatsOneThatLeavesItInText() throws {
        var fixture = MatcherFixture()
        fixture.app("Timer")
        fixture.open("label")
        fixture.integer("minutes")
        fixture.phrase("start {label}", intent: 0)
        fixture.phrase("start {label} for {minutes} minutes", intent: 1)
        let match = try #require(fixture.matcher().match("start pasta for 10 minutes").matched)
        #expect(match.owner.intent == 1)
        #expect(match.parameters.map(\.text) == ["pasta", "10"])
    }

    @Test func editsBesideAWildcardCompound() throws {
        var fixture = MatcherFixture()
        fixture.app("Cinema")
        fixture.open("movie")
        fixture.phrase("when is {movie} showing", intent: 0)
        fixture.phrase("when is the matinee showing", intent: 1)
        let matcher = fixture.matcher()
        // the same skipped word costs more where a wildcard could have moved the phrase's words.
        let literal = try #require(matcher.match("tell when is the matinee showing").matched?.score)
        let open = try #require(matcher.match("tell when is casablanca showing").candidates.first?.score)
        #expect(open < literal - 0.05)
    }

    /// A misspelling beside the wildcard compounds when it is still a word ("pay" for "play": the
    /// words may be the slot's, "pay the electric bill"), not when it spells no word ("paly"): then
    /// it can only be the phrase's word misspelt. Another word said there is weaker evidence than
    /// any other edit beside the wildcard, so it costs more (``SearchCosts/wordSwapBesideWildcard``).
    @Test func aMisspellingBesideAWildcardCompoundsOnlyWhenItIsAWord() throws {
        var fixture = MatcherFixture()
        fixture.app("Jukebox")
        fixture.open("song")
        fixture.phrase("play {song}", intent: 0)
        let matcher = fixture.matcher()
        let noWord = try #require(matcher.match("plya yesterday").candidates.first?.score)
        #expect(noWord >= matcher.options.acceptThreshold)
        #expect((matcher.match("pay yesterday").candidates.first?.score ?? 0) < matcher.options.acceptThreshold)
        // the swap costs three times its typo price ("pay" for "play": 0.5), not twice.
        var options = MatchOptions()
        options.costs.wordSwapBesideWildcard = 0
        let request = "pay my water bill"
        let twice = try #require(fixture.matcher(options).match(request).candidates.first?.score)
        let thrice = try #require(matcher.match(request).candidates.first?.score)
        #expect(abs(twice - thrice - 0.5 / 4) < 0.001)
        // the list knows common words and not their misspellings; a language without a list has none.
        let english = try #require(WordList.builtIn(language: "en-US"))
        #expect(english.contains("pay") && english.contains("play") && english.contains("bill"))
        #expect(!english.contains("plya") && !english.contains("paly"))
        #expect(WordList.builtIn(language: "xx") == nil)
    }

    /// An open slot holds a value, not a clause or the particle of a phrasal verb: "find out …" is
    /// not a search for "out …", "see if …" is no film.
    @Test func anOpenSlotDoesNotStartWithAClauseOrAParticle() throws {
        var fixture = MatcherFixture()
        fixture.app("Library")
        fixture.open("title")
        fixture.phrase("find {title}", intent: 0)
        fixture.phrase("can i see {title}", intent: 1)
        let matcher = fixture.matcher()
        #expect(matcher.match("find out how to make pancakes").matched == nil)
        #expect(matcher.match("can i see if my order was delivered").matched == nil)
        // the same words elsewhere in a title, or after a word that is no verb, are a title.
        #expect(matcher.match("find the way out").matched?.owner.intent == 0)
        #expect(matcher.match("can i see the outsiders").matched?.owner.intent == 1)
        let particle = try #require(matcher.match("find out how to make pancakes").candidates.first?.score)
        let title = try #require(matcher.match("find outlaws of the west").matched?.score)
        #expect(particle < title - 0.1)
    }

    /// An open slot that the phrase opens with a determiner ("find the {title}") and whose text goes
    /// on with "my" after a preposition describes the speaker's own thing, not a title: "find the
    /// status of my order". The same words are a value elsewhere: after another word of the phrase
    /// ("text mom that I left my keys in my car"), or without "my".
    @Test func anOpenSlotAfterADeterminerDoesNotDescribeTheSpeakersOwnThing() throws {
        var fixture = MatcherFixture()
        fixture.app("Library")
        fixture.open("title")
        fixture.open("recipient")
        fixture.open("message")
        fixture.phrase("find the {title}", intent: 0)
        fixture.phrase("text {recipient} that {message}", intent: 1)
        let matcher = fixture.matcher()
        #expect(matcher.match("find the status of my order").matched == nil)
        #expect(matcher.match("find the status of the order").matched?.owner.intent == 0)
        let mine = try #require(matcher.match("find the status of my order").candidates.first?.score)
        let theirs = try #require(matcher.match("find the status of the order").matched?.score)
        #expect(mine < theirs - 0.1)
        let message = try #require(matcher.match("text mom that i left my keys in my car").matched)
        #expect(message.owner.intent == 1 && message.parameters.last?.text == "i left my keys in my car")
    }

    /// "somewhere" and "anywhere" say no place: skipped, they cost what a function word costs, not
    /// what an unknown word costs ("is the butcher boy playing anywhere").
    @Test func indefinitePlaceWordsCostWhatFunctionWordsCost() throws {
        var fixture = MatcherFixture()
        fixture.app("Cinema")
        fixture.open("movie")
        fixture.vocabulary("city", [["boston"], ["denver"]])
        fixture.phrase("is {movie} playing", intent: 0)
        fixture.phrase("need a table in {city}", intent: 1)
        let matcher = fixture.matcher()
        #expect(matcher.match("is the butcher boy playing anywhere").matched?.owner.intent == 0)
        #expect(matcher.match("is the butcher boy playing tuba").matched == nil)
        let somewhere = try #require(matcher.match("need a table somewhere in boston").matched?.score)
        let unknown = try #require(matcher.match("need a table purple in boston").candidates.first?.score)
        #expect(somewhere > unknown + 0.05)
    }

    /// Where a phrase offers a typed slot or an open one ("for {size} people" or "for {description}"),
    /// a wildcard that starts with the typed slot's value is doubted: a typo in "people" must not
    /// turn a party of 7 into the description "7 peple".
    @Test func anOpenAlternativeDoesNotTakeATypedAlternativesValue() throws {
        var fixture = MatcherFixture()
        fixture.app("Tables")
        fixture.integer("size")
        fixture.open("description")
        fixture.phrase("book a table (for {size} people|for {description}) at a diner", intent: 0)
        let matcher = fixture.matcher()
        let typo = try #require(matcher.match("book a table for 7 peple at a diner").matched)
        #expect(typo.parameters.map(\.parameter) == ["size"])
        // a description that starts otherwise is still one.
        let description = try #require(matcher.match("book a table for my family at a diner").matched)
        #expect(description.parameters.map(\.parameter) == ["description"])
        // the doubt is only where the typed slot was an alternative: the same words elsewhere are text.
        fixture.phrase("note {description}", intent: 1)
        let note = try #require(fixture.matcher().match("note 7 peple at a diner").matched)
        #expect(note.owner.intent == 1 && note.parameters.map(\.text) == ["7 peple at a diner"])
    }

    /// A misspelt value ("kitchne" for the kitchen) away from the wildcard is a misspelling, like a
    /// misspelt phrase word there, not an edit that compounds with the wildcard's doubt.
    @Test func aMisspeltValueAwayFromTheWildcardIsASpellingEdit() throws {
        var fixture = MatcherFixture()
        fixture.app("Speaker")
        fixture.open("song")
        fixture.vocabulary("room", [["kitchen"], ["bedroom"]])
        fixture.phrase("play {song} in the {room}", intent: 0)
        fixture.phrase("play {song} in the kitchen area", intent: 1)
        let matcher = fixture.matcher()
        let value = try #require(matcher.match("play yesterday in the kitchne").matched)
        #expect(value.owner.intent == 0)
        let word = try #require(matcher.match("play yesterday in the kitchne area").matched)
        let clean = try #require(matcher.match("play yesterday in the kitchen").matched)
        // the typo costs the same off the clean score whether the word is a value or the phrase's own.
        let cleanWord = try #require(matcher.match("play yesterday in the kitchen area").matched)
        #expect(abs((clean.score - value.score) - (cleanWord.score - word.score) * 6 / 5) < 0.01)
    }

    @Test func aMostlyWildcardReadingNeedsMoreEvidence() {
        var fixture = MatcherFixture()
        fixture.app("Finder")
        fixture.open("thing")
        fixture.phrase("find {thing}", intent: 0)
        let matcher = fixture.matcher()
        let few = matcher.match("find the keys").candidates.first?.score ?? 0
        let many = matcher.match("find the capital of pakistan and its population").candidates.first?.score ?? 0
        #expect(many < few)
    }

    @Test func anOpenSlotNeverSwallowsTheAppsName() throws {
        let match = Self.messengerAndSearch().match("open a new message to chloe in chatter")
        // Seeker's "open {query}" would take "a new message to chloe in chatter" whole: it may not.
        #expect(match.matched?.owner.app != 1)
    }

    @Test(arguments: [
        "text mom saying i am late in chatter",
        "text mom on chatter saying i am late",
        "in chatter, text mom saying i am late",
        "chatter, text mom saying i am late",
        "use chatter to text mom saying i am late",
    ])
    func theAppsNameIsReadAnywhere(text: String) throws {
        let match = try #require(Self.messengerAndSearch().match(text).matched)
        #expect(match.owner.app == 0)
        #expect(match.parameters.map(\.text) == ["mom", "i am late"])
    }

    @Test func aNamedAppIsDecisive() throws {
        // "show me" is Seeker's, but the request names Chatter; nothing of Chatter fits, so Seeker may answer.
        let matcher = Self.messengerAndSearch()
        #expect(matcher.match("show me the weather in chatter").matched?.owner.app != 0)
        let named = try #require(matcher.match("on chatter text bob saying hi").matched)
        #expect(named.owner.app == 0)
    }

    @Test(arguments: ["i don't like this track", "do not play music", "never play music", "i dont like this track"])
    func aNegationThePhraseLeavesUnreadBlocksIt(text: String) {
        var fixture = MatcherFixture()
        fixture.app("Jukebox")
        fixture.phrase("[i] like this track", intent: 0)
        fixture.phrase("play music", intent: 1)
        fixture.phrase("(don't|do not) play (music|this)", intent: 2, polarity: .negative)
        let match = fixture.matcher().match(text)
        #expect(match.matched == nil)
    }

    @Test func aNegationThePhraseSaysIsRead() throws {
        var fixture = MatcherFixture()
        fixture.app("Jukebox")
        fixture.phrase("[i] like this track", intent: 0)
        fixture.phrase("i (don't|do not) like this track", intent: 1)
        let match = try #require(fixture.matcher().match("I don't like this track").matched)
        #expect(match.owner.intent == 1)
    }

    /// A question about what was done asks; it does not request: the reading that leaves "did" or
    /// "have" unread before "I", "you" or "we" scores 0. A phrase that reads the question answers it.
    @Test func aQuestionAboutWhatWasDoneIsNoRequest() throws {
        var fixture = MatcherFixture()
        fixture.app("Clock")
        fixture.phrase("[i] set [an|the] alarm for seven", intent: 0)
        fixture.phrase("(did|have) i got any alarms", intent: 1)
        let matcher = fixture.matcher()
        for question in [
            "did you set the alarm for seven", "did i set an alarm for seven", "have we set an alarm for seven",
        ] {
            #expect(matcher.match(question).candidates.first?.score ?? 0 == 0, "\(question)")
        }
        #expect(matcher.match("set the alarm for seven").matched?.owner.intent == 0)
        #expect(matcher.match("could you set the alarm for seven").matched?.owner.intent == 0)
        #expect(matcher.match("have i got any alarms").matched?.owner.intent == 1)
    }

    @Test func anEntityNameThatRepeatsThePhrasesNounIsTheEntity() throws {
        var fixture = MatcherFixture()
        fixture.app("Clock")
        fixture.vocabulary("alarm", [["gym alarm"], ["wake up"]])
        fixture.phrase("delete my {alarm} alarm", intent: 0)
        let matcher = fixture.matcher()
        let gym = try #require(matcher.match("delete my gym alarm").matched)
        #expect(gym.score == 1.0)
        #expect(gym.parameters.first?.values == [0])
        #expect(matcher.match("delete my wake up alarm").matched?.parameters.first?.values == [1])
    }

    @Test func aSuggestionShowsAnExampleValueNotAPlaceholder() throws {
        var fixture = MatcherFixture()
        fixture.app("Soup Chef")
        fixture.vocabulary("soup", [["tomato soup"], ["miso soup"]])
        fixture.phrase("order {soup} in {applicationName}", intent: 0)
        let match = fixture.matcher().match("order in soup chef")
        let rendered = match.suggestions.map(\.rendered) + match.candidates.map(\.rendered)
        #expect(!rendered.isEmpty)
        #expect(rendered.allSatisfy { !$0.contains("{") })
    }
}
