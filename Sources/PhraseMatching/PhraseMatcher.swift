/// Options of a ``PhraseMatcher``, with documented defaults.
public struct MatchOptions: Sendable, Hashable {
    /// Candidates scoring below this are not accepted. Default 0.8: on the demo corpora, correct
    /// readings with typos and fillers scored 0.81 and up, near misses mostly below 0.8.
    public var acceptThreshold: Double = 0.8
    /// Two intents whose scores are this close are ambiguous. Default 0.05.
    public var ambiguityMargin: Double = 0.05
    /// Whether typos, fillers and left-out words are tolerated; `false` matches exactly. Default true.
    public var fuzzy: Bool = true
    /// What each difference costs (see ``SearchCosts`` for the score formula).
    public var costs = SearchCosts()
    /// When `{applicationName}` may be left out. Default: only when one app is registered.
    public var applicationNameOmission = ApplicationNameOmission.whenSingleApp
    /// Whether `noMatch` looks further for "did you mean" suggestions (the search resumes, within a small budget). Default true.
    public var suggestions: Bool = true
    /// Candidates scoring below this are not even offered as "did you mean". Default 0.4.
    public var suggestionFloor: Double = 0.4
    /// The budget of the suggestion search, in expanded states. Default 90.
    public var maxSuggestionExpansions: Int = 90
    /// The longest utterance read, in UTF-8 bytes; longer ones are `noMatch(.inputTooLong)`. Default 4,096.
    public var maxInputLength: Int = 4_096
    /// The most tokens read; more is `noMatch(.tooManyTokens)`. Default 128; at most 65,535 is honoured.
    public var maxTokens: Int = 128
    /// The search budget, in expanded states. Default 50,000.
    public var maxExpansions: Int = 50_000
    /// How many distinct phrases the search collects before it stops. Default 16.
    public var maxCandidates: Int = 16

    public init() {}

    /// The defaults, with the fuzzy tier off: every word must be read exactly.
    public static var exact: MatchOptions {
        var options = MatchOptions()
        options.fuzzy = false
        return options
    }
}

/// Why nothing matched.
public enum NoMatchReason: Sendable, Hashable, CustomStringConvertible {
    /// The utterance has no words.
    case empty
    /// The utterance is longer than ``MatchOptions/maxInputLength`` bytes.
    case inputTooLong(length: Int, limit: Int)
    /// The utterance has more than ``MatchOptions/maxTokens`` tokens.
    case tooManyTokens(count: Int, limit: Int)
    /// No phrase reads the utterance.
    case noPhraseFits
    /// Phrases read it, but none scores at least the accept threshold.
    case belowThreshold

    public var description: String {
        switch self {
        case .empty: "the utterance has no words"
        case .inputTooLong(let length, let limit): "the utterance is \(length) bytes long; the limit is \(limit)"
        case .tooManyTokens(let count, let limit): "the utterance has \(count) words; the limit is \(limit)"
        case .noPhraseFits: "no phrase fits the utterance"
        case .belowThreshold: "no phrase fits the utterance well enough"
        }
    }
}

/// The decision for one utterance.
public enum PhraseMatchOutcome: Sendable, Hashable {
    /// One intent matched.
    case matched(MatchCandidate)
    /// Nothing matched, and why.
    case noMatch(NoMatchReason)
    /// A negative phrase matched at least as well as every positive one in its scope.
    case rejected(negative: MatchCandidate, vetoed: MatchCandidate?)
    /// Several intents matched about equally well; best first.
    case ambiguous([MatchCandidate])
}

/// The result of matching one utterance: the outcome, the ranked candidates and the tokens read.
public struct PhraseMatch: Sendable, Hashable {
    /// The utterance as given.
    public var text: String
    /// Its tokens; captures index into them.
    public var tokens: [Token]
    /// The decision.
    public var outcome: PhraseMatchOutcome
    /// Every phrase that read the utterance, best per owner and polarity, best first.
    public var candidates: [MatchCandidate]
    /// For `noMatch`: up to three positive candidates of different owners that came closest,
    /// for "did you mean …?", each reading a word said that is not a function word, filler, pronoun,
    /// question word, link or demonstrative. Empty otherwise.
    public var suggestions: [MatchCandidate]
    /// How many search states were expanded.
    public var expansions: Int
}

/// Matches utterances against a compiled ``PhraseAutomaton``. Immutable and safe to share.
///
/// ```swift
/// let matcher = PhraseMatcher(automaton: compiler.build())
/// let match = matcher.match("order tomatoe soup in soup chef")   // one typo: matched, score 0.96
/// ```
public struct PhraseMatcher: Sendable {
    /// The compiled phrases.
    public let automaton: PhraseAutomaton
    /// Thresholds, costs and bounds.
    public let options: MatchOptions
    /// The searches' scratch storage, reused from match to match (shared by copies of the matcher).
    let scratch = SearchScratchPool()
    /// Whether searches stop early where that provably changes nothing (the exact tier, and the
    /// bound past the stop). Tests turn it off to compare; results are the same either way.
    package var boundsSearch = true
    /// Whether a search queues the function words a wide node leaves out only once the queue reaches
    /// them (``PhraseSearch``'s deferred left-out words). Tests turn it off to compare: the states
    /// expanded, their order and the results are the same either way.
    package var defersLeftOutWords = true
    /// Whether the entries a search queued before its bound against the accept cost came on are
    /// checked against that bound when they leave the queue (those that cannot reach it are set
    /// aside for the suggestion search). Tests turn it off to compare: the outcome and every reading
    /// within the accept cost are the same either way; the suggestions may differ.
    package var checksQueuedAgainstAccept = true
    /// The most states a search's probe for a reading expands (with the bound on), counted in
    /// ``PhraseMatch/expansions``: what a bounded search may expand beyond an unbounded one.
    package static var probeBudget: Int { PhraseSearch.probeBudget }

    /// The near spellings of the class words (fillers, function words) the lexicon lacks, worked out
    /// once rather than in every lattice that has them.
    let spelled: ClassWordSpellings?

    public init(automaton: PhraseAutomaton, options: MatchOptions = MatchOptions()) {
        self.automaton = automaton
        self.options = options
        spelled = options.fuzzy ? ClassWordSpellings(automaton: automaton, costs: options.costs) : nil
    }

    /// Matches one utterance.
    /// - Complexity: bounded by ``MatchOptions/maxExpansions`` (plus ``MatchOptions/maxSuggestionExpansions``,
    ///   and a probe's few dozen; twice that in the rare search whose probe's reading it did not find
    ///   first, which runs again without one) search states; tokenizing is O(n) in the utterance, which is at most ``MatchOptions/maxInputLength`` bytes.
    public func match(_ text: String) -> PhraseMatch {
        match(text, suggesting: wantsSuggestions)
    }

    /// ``match(_:)``, with the "did you mean" search left out: what a caller that needs only the
    /// outcome asks (its `suggestions` stay empty). The main search is the same: entries it would
    /// have set aside for the suggestion search are dropped instead, and it expands the same states.
    package func matchWithoutSuggestions(_ text: String) -> PhraseMatch {
        match(text, suggesting: false)
    }

    /// ``match(_:)``, with only the suggestions' ``MatchCandidate/rendered`` and captures' text made:
    /// the other candidates' words (`renderedWords`) are left empty, and so is the text of their
    /// captures (``SlotCapture/text``), which the caller reads from the utterance by the capture's
    /// range where it needs it (`text[range]`, the same string). What a caller asks that shows a
    /// candidate's phrase as said only in a "did you mean", and reads the text of few captures
    /// (`IntentMatcher`'s resolution: an entity's or an enum's value is read by its values): the
    /// words of every candidate, an array of strings each, cost some 900 instructions a match to
    /// make and free, a capture's text a few hundred. The outcome, the candidates' other fields and
    /// the suggestions are the same.
    package func matchUnrendered(_ text: String) -> PhraseMatch {
        match(text, suggesting: wantsSuggestions, rendering: false)
    }

    /// Whether ``matchWithoutSuggestions(_:)`` may find a reading of `text` that reads the token
    /// at `start` (as ``Tokenizer`` splits `text`) with a slot of one of `recognizers`: false only
    /// when no such reading comes within the accept cost. It searches as that match does, held to
    /// such readings: a state past the token must have read it so, one before it must stand where such
    /// a slot is still ahead; so it expands at most the states that match would, and usually far fewer.
    /// True, to be safe, where it does not look: a text the match turns away or that names an app
    /// (read again without the name), a search that ran out of states.
    package func mayRead(_ text: String, at start: Int, with recognizers: [RecognizerID]) -> Bool {
        let (tokens, turnedAway) = readableTokens(text)
        guard turnedAway == nil, tokens.indices.contains(start), !recognizers.isEmpty else { return true }
        let lattice = lattice(for: tokens)
        guard ApplicationMention.find(in: tokens, lattice: lattice, automaton: automaton).isEmpty else { return true }
        var settings = settings(tokens: tokens.count, suggesting: false)
        settings.heldSpan = (
            Int32(start), recognizers.reduce(0) { $0 | ReachableWords.bit(index: $1.rawValue) }
        )
        var scratch = self.scratch.take()
        let (hits, expansions) = PhraseSearch(
            automaton: automaton, tokens: tokens, lattice: lattice, settings: settings, pool: self.scratch
        ).run(in: &scratch)
        self.scratch.give(scratch)
        return !hits.isEmpty || expansions >= settings.maxExpansions
    }

    /// `rendering`: whether every candidate's words are made (see ``matchUnrendered(_:)``).
    private func match(_ text: String, suggesting: Bool, rendering: Bool = true) -> PhraseMatch {
        let (tokens, turnedAway) = readableTokens(text)
        if let turnedAway {
            return PhraseMatch(
                text: text, tokens: tokens, outcome: .noMatch(turnedAway), candidates: [], suggestions: [],
                expansions: 0)
        }
        // one scratch from the pool for the whole match (its lattice and its searches), taken and
        // given back once: a scratch for each search and a lattice's storage of its own were a
        // lock's round trip and two allocations a match more.
        var scratch = self.scratch.take()
        let match = match(
            text, tokens: tokens, suggesting: suggesting, rendering: rendering, scratch: &scratch)
        self.scratch.give(scratch)
        return match
    }

    /// ``match(_:suggesting:rendering:)`` of the utterance's `tokens` (not turned away), with
    /// `scratch` for its lattice and searches.
    private func match(
        _ text: String, tokens: [Token], suggesting: Bool, rendering: Bool, scratch: inout SearchScratch
    ) -> PhraseMatch {
        let lattice = lattice(for: tokens, storage: &scratch.latticeReadings)
        // its storage serves the next match's lattice once this one is done with it.
        defer { scratch.latticeReadings = lattice.storage }
        let mentions = ApplicationMention.find(in: tokens, lattice: lattice, automaton: automaton)
        var settings = settings(tokens: tokens.count, suggesting: suggesting)
        // a wildcard never swallows an app's name said as such.
        if !mentions.isEmpty {
            settings.openBarrier.reserveCapacity(tokens.count)
            settings.openBarrier.append(contentsOf: repeatElement(false, count: tokens.count))
            for mention in mentions { for index in mention.name { settings.openBarrier[index] = true } }
        }
        let heard = search(
            text: text, tokens: tokens, lattice: lattice, settings: settings, rendering: rendering, scratch: &scratch)
        // a named app is decisive: the request read without its name, by that app's phrases alone,
        // wins unless nothing of that app fits (or the app's own phrase already read its name).
        guard let mention = mentions.last, !heard.readsName(of: mention.app) else { return heard }
        let reduced = mention.remaining(tokens)
        guard !reduced.isEmpty else { return heard }
        var named = self.settings(tokens: reduced.count, suggesting: suggesting)
        named.onlyApp = mention.app
        named.omitApplicationName = true
        named.costs.omittedApplicationName = 0
        let addressed = search(
            text: text, tokens: reduced, lattice: self.lattice(for: reduced), settings: named, rendering: rendering,
            scratch: &scratch)
        switch addressed.outcome {
        case .matched, .ambiguous, .rejected: break
        case .noMatch: return heard
        }
        if case .matched(let best) = heard.outcome, best.owner.app == mention.app,
            best.score > (addressed.candidates.first?.score ?? 0)
        {
            return heard
        }
        return addressed
    }

    /// The lexicon words some reading of `text` reads (as said, misspelt, split or merged), as
    /// ``match(_:)`` reads it, and as it reads it again without an app name it mentions; none when
    /// `match` turns the text away before reading it. Two automata whose lexicons differ only by
    /// words outside this set read the text into the same token readings.
    package func wordsRead(in text: String) -> Set<String> {
        let (tokens, turnedAway) = readableTokens(text)
        guard turnedAway == nil else { return [] }
        var words = Set<String>()
        func read(_ lattice: TokenLattice) {
            for readings in lattice.readings {
                for reading in readings {
                    words.insert(automaton.lexicon.words[Int(reading.token)])
                    if reading.second >= 0 { words.insert(automaton.lexicon.words[Int(reading.second)]) }
                }
            }
        }
        let lattice = lattice(for: tokens)
        read(lattice)
        for mention in ApplicationMention.find(in: tokens, lattice: lattice, automaton: automaton) {
            let reduced = mention.remaining(tokens)
            if !reduced.isEmpty { read(self.lattice(for: reduced)) }
        }
        return words
    }

    /// The tokens ``match(_:)`` reads `text` as, or why it turns the text away before reading it
    /// (with the tokens, when it got as far as making them).
    private func readableTokens(_ text: String) -> (tokens: [Token], turnedAway: NoMatchReason?) {
        let length = text.utf8.count
        guard length <= options.maxInputLength else {
            return ([], .inputTooLong(length: length, limit: options.maxInputLength))
        }
        let tokens = Tokenizer.tokenize(text)
        guard !tokens.isEmpty else { return ([], .empty) }
        let tokenLimit = min(options.maxTokens, 65_535)
        guard tokens.count <= tokenLimit else {
            return (tokens, .tooManyTokens(count: tokens.count, limit: tokenLimit))
        }
        return (tokens, nil)
    }

    private func lattice(for tokens: [Token]) -> TokenLattice {
        options.fuzzy
            ? TokenLattice(fuzzy: tokens, automaton: automaton, costs: options.costs, spelled: spelled)
            : TokenLattice(exact: tokens, automaton: automaton)
    }

    /// The lattice of `tokens` in `storage`, a finished lattice's readings (``TokenLattice/storage``),
    /// taken from it: their arrays are filled again rather than allocated. Whoever is done with the
    /// lattice puts its storage back.
    private func lattice(for tokens: [Token], storage: inout ReadingRows) -> TokenLattice {
        var taken = ReadingRows()
        swap(&taken, &storage)
        taken.reuse(capacity: tokens.count)
        // handed over, not copied: a second reference would have the lattice copy the arrays to fill them.
        let reused = consume taken
        return options.fuzzy
            ? TokenLattice(fuzzy: tokens, automaton: automaton, costs: options.costs, spelled: spelled, storage: reused)
            : TokenLattice(exact: tokens, automaton: automaton, storage: reused)
    }

    private var wantsSuggestions: Bool { options.suggestions && options.suggestionFloor < options.acceptThreshold }

    private func settings(tokens count: Int, suggesting: Bool) -> SearchSettings {
        let omit =
            switch options.applicationNameOmission {
            case .always: true
            case .never: false
            case .whenSingleApp: automaton.appCount == 1
            }
        // W of the score formula is at least the token count; a little more allows phrases longer than the utterance.
        let weight = Float(max(count, 4) + 2)
        return SearchSettings(
            maxExpansions: options.maxExpansions, maxCandidates: options.maxCandidates, fuzzy: options.fuzzy,
            costs: options.costs, omitApplicationName: omit, maxCost: Float(1 - options.acceptThreshold) * weight,
            slack: Float(options.ambiguityMargin) * Float(max(count, 4)),
            suggestionMaxCost: suggesting ? Float(1 - options.suggestionFloor) * weight : nil,
            suggestionExpansions: options.maxSuggestionExpansions, boundsStop: boundsSearch,
            defersLeftOutWords: defersLeftOutWords, checksQueuedAgainstAccept: checksQueuedAgainstAccept)
    }

    /// `rendering`: whether every candidate's words are made, or only the suggestions'; `scratch`:
    /// the search's storage.
    private func search(
        text: String, tokens: [Token], lattice: TokenLattice, settings: SearchSettings, rendering: Bool,
        scratch: inout SearchScratch
    ) -> PhraseMatch {
        let (hits, expansions) = PhraseSearch(
            automaton: automaton, tokens: tokens, lattice: lattice, settings: settings, pool: self.scratch
        ).run(in: &scratch)
        // the hits' trails are read from the scratch, before it serves another search.
        let steps = scratch.trailSteps
        let ranked = rank(hits, steps: steps, text: text, tokens: tokens, lattice: lattice, rendering: rendering)
        let outcome = NegativePhraseVeto.decide(
            ranked, threshold: options.acceptThreshold, margin: options.ambiguityMargin)
        var suggestions: [MatchCandidate] = []
        if case .noMatch = outcome, settings.suggestionMaxCost != nil {
            suggestions = Array(
                ranked.filter {
                    $0.entry.polarity == .positive && $0.score > 0
                        && readsWordSaid($0, tokens: tokens, lattice: lattice)
                }
                .prefix(3))
            // a suggestion is shown as said: made again from its hit (the best of its phrase, so the
            // only one), with its words and its captures' text, as a rendering search made it.
            if !rendering {
                for index in suggestions.indices {
                    guard let hit = hits.first(where: { Int($0.phrase) == suggestions[index].phrase }) else { continue }
                    suggestions[index] = candidate(
                        for: hit, steps: steps, text: text, tokens: tokens, lattice: lattice, rendering: true)
                }
            }
        }
        // the hits' storage serves the scratch's next search.
        scratch.hits = hits
        return PhraseMatch(
            text: text, tokens: tokens, outcome: outcome, candidates: ranked, suggestions: suggestions,
            expansions: expansions)
    }

    /// Whether `candidate` reads, by a word of its phrase or in a typed or vocabulary value, at least
    /// one utterance word that carries meaning: not a function word, a filler, a personal pronoun or
    /// a word that asks, links or points (``WordClasses/lightWords``).
    /// A "did you mean" that shares only "the" or "me" with what was said ("skip the" for "navigate
    /// to the nearest gas station") explains nothing of it, so it is not offered. A word past the
    /// 64th token counts as read (``MatchCandidate/evidence`` does not track it): a suggestion is
    /// dropped only when it surely reads nothing said. The first three classes are the lattice's
    /// (its rows' ``ReadingRows/Row/classes``, looked up once for the search); only the light words
    /// are looked up here.
    private func readsWordSaid(_ candidate: MatchCandidate, tokens: [Token], lattice: TokenLattice) -> Bool {
        if tokens.count > 64 { return true }
        var evidence = candidate.evidence
        while evidence != 0 {
            let position = evidence.trailingZeroBitCount
            evidence &= evidence - 1
            if lattice.readings.row(position).classes == 0
                && !automaton.wordClasses.lightWords.contains(tokens[position].text)
            {
                return true
            }
        }
        return false
    }

    /// `steps`: the search's ``SearchScratch/trailSteps``, where the hits' trails are.
    private func rank(
        _ hits: [SearchHit], steps: [TrailStep], text: String, tokens: [Token], lattice: TokenLattice, rendering: Bool
    ) -> [MatchCandidate] {
        // reserved and appended rather than mapped: `map` makes its array by a path that looks the
        // element type's storage up at run time, dearer than the candidate's other arrays.
        var ranked: [MatchCandidate] = []
        ranked.reserveCapacity(hits.count)
        for hit in hits {
            ranked.append(
                candidate(for: hit, steps: steps, text: text, tokens: tokens, lattice: lattice, rendering: rendering))
        }
        keepBestPerOwner(&ranked)
        // in place: a filter would copy each candidate kept (and retain its arrays and strings). Only
        // when one goes: with none to remove, `removeAll(where:)` still removes an empty range.
        let floor = options.suggestionFloor
        if ranked.contains(where: { $0.score < floor }) { ranked.removeAll { $0.score < floor } }
        return ranked
    }

    private struct OwnerKey: Hashable {
        var owner: PhraseOwner
        var polarity: PhrasePolarity
    }

    /// The most candidates ``keepBestPerOwner(_:)`` compares with those kept before them, rather than
    /// hash: a set of keys costs an allocation (and a hash a candidate), more than the comparisons
    /// of a short list, which most are.
    private static let comparedAtMost = 32

    /// Sorts `ranked` best first and keeps the best of each owner and polarity (in place: a copy
    /// of the list would copy each candidate).
    private func keepBestPerOwner(_ ranked: inout [MatchCandidate]) {
        // one reading (the most common case) is its owner's best: nothing to sort or hash.
        guard ranked.count > 1 else { return }
        ranked.sort(by: MatchCandidate.ranks)
        guard ranked.count <= Self.comparedAtMost else {
            var seen = Set<OwnerKey>()
            // in order, each once: the first of each owner and polarity stays.
            ranked.removeAll { !seen.insert(OwnerKey(owner: $0.owner, polarity: $0.entry.polarity)).inserted }
            return
        }
        // the first of each owner and polarity stays, moved up past those left out, in order.
        var kept = 1
        for index in 1..<ranked.count {
            let (owner, polarity) = (ranked[index].owner, ranked[index].entry.polarity)
            guard !(0..<kept).contains(where: { ranked[$0].owner == owner && ranked[$0].entry.polarity == polarity })
            else { continue }
            if kept != index { ranked.swapAt(kept, index) }
            kept += 1
        }
        ranked.removeSubrange(kept...)
    }

    /// `rendering`: whether the candidate's words (``MatchCandidate/rendered``) and its captures'
    /// text are made; when not, they are left empty.
    private func candidate(
        for hit: SearchHit, steps: [TrailStep], text: String, tokens: [Token], lattice: TokenLattice, rendering: Bool
    ) -> MatchCandidate {
        // the two marks per token live on the stack for the call: two arrays would be two allocations a candidate.
        withUnsafeTemporaryAllocation(of: Bool.self, capacity: 2 * tokens.count) { marks in
            marks.initialize(repeating: false)
            return candidate(
                for: hit, steps: steps, text: text, tokens: tokens, lattice: lattice, rendering: rendering,
                read: UnsafeMutableBufferPointer(rebasing: marks[..<tokens.count]),
                literal: UnsafeMutableBufferPointer(rebasing: marks[tokens.count...]))
        }
    }

    /// `read`: which utterance tokens the reading explains; `literal`: which of them the phrase's
    /// own words read (not a slot). Both all false on entry, one per token.
    private func candidate(
        for hit: SearchHit, steps: [TrailStep], text: String, tokens: [Token], lattice: TokenLattice, rendering: Bool,
        read: UnsafeMutableBufferPointer<Bool>, literal: UnsafeMutableBufferPointer<Bool>
    ) -> MatchCandidate {
        let entry = automaton.phrases[Int(hit.phrase)]
        var captures: [SlotCapture] = []
        var missing: [String] = []
        var words: [String] = []
        // a word or a slot's text for each step at most: grown once, not step by step.
        if rendering { words.reserveCapacity(hit.trail.count) }
        var spelled: [(tokens: Range<Int>, cost: Float)] = []
        var evidence: UInt64 = 0
        func gather(_ tokens: Range<Int>) {
            for index in tokens where index < 64 { evidence |= 1 << UInt64(index) }
        }
        for step in steps[hit.trail] {
            // a slot's step: its slot, tokens and vocabulary node, and for a typed value its parse's cost.
            let (slotIndex, start, end, trie, parsed): (Int32, Int32, Int32, Int32, Float??)
            switch step {
            case .slot(let slot, let from, let to, let node):
                (slotIndex, start, end, trie, parsed) = (slot, from, to, node, nil)
            case .value(let slot, let from, let to, let cost):
                (slotIndex, start, end, trie, parsed) = (slot, from, to, -1, cost)
            case .word(let token, let start, let end):
                if rendering { words.append(automaton.lexicon.words[Int(token)]) }
                for index in Int(start)..<Int(end) {
                    read[index] = true
                    literal[index] = true
                }
                gather(Int(start)..<Int(end))
                // what spelling the word cost (a typo, a split or a merge), told apart from the path's other edits.
                // (read in place: a view of the position's readings retained and released them.)
                if end > start, let reading = lattice.readings.firstReading(at: Int(start), of: token),
                    reading.second != token, reading.cost > 0
                {
                    spelled.append((Int(start)..<Int(end), reading.cost))
                }
                continue
            }
            let slot = automaton.slots[Int(slotIndex)]
            // the slot's vocabulary, by index: a copy of the vocabulary would retain each of its arrays.
            var vocabulary: Int?
            if case .vocabulary(let id) = slot.kind { vocabulary = id.rawValue }
            func label(_ value: Int32) -> String? {
                vocabulary.flatMap { automaton.vocabularies[$0].labels[value] }
            }
            let values = trie >= 0 ? (vocabulary.map { automaton.vocabularies[$0].values(of: trie) } ?? []) : []
            guard end > start else {
                if let parameter = slot.parameter {
                    missing.append(parameter)
                    // a "did you mean" shows an example value, never a placeholder, where one is known.
                    if rendering { words.append(label(0) ?? "{\(parameter)}") }
                } else if rendering, let name = label(0) {
                    words.append(name)
                }
                continue
            }
            for index in Int(start)..<Int(end) { read[index] = true }
            if slot.kind != .open { gather(Int(start)..<Int(end)) }
            // a value read through a typo ("zeor", "jaz") is misspelt, like a phrase word.
            if let cost = parsed
                ?? valueSpelling(slot.kind, tokens: tokens, Int(start)..<Int(end), lattice: lattice),
                cost > 0
            {
                spelled.append((Int(start)..<Int(end), cost))
            }
            let range = Self.textRange(of: Int(start)..<Int(end), in: tokens)
            let captured = rendering ? Self.text(of: text, in: range) : ""
            if rendering { words.append(values.first.flatMap(label) ?? captured) }
            // room for every slot of the reading with the first, rather than growing append by append.
            if captures.isEmpty {
                captures.reserveCapacity(
                    steps[hit.trail].count {
                        switch $0 {
                        case .slot(_, let start, let end, _): end > start
                        case .value: true
                        case .word: false
                        }
                    })
            }
            captures.append(
                SlotCapture(
                    parameter: slot.parameter, kind: slot.kind, tokens: Int(start)..<Int(end),
                    range: range, text: captured, values: values.map(Int.init)))
        }
        // words moved from an open slot into a typed one no longer cost as wildcard words.
        let moved = moveValueWords(&captures, literal: literal, tokens: tokens, text: text, rendering: rendering)
        let cost = hit.cost - Float(moved) * options.costs.openToken
        let openTokens = Int(hit.openTokens) - moved
        // a misspelled word right beside a wildcard is doubtful too: the wildcard could have moved it,
        // unless it spells no word ("paly"), when it can only be the phrase's word misspelt. One
        // that is another word as said ("pay my bill" read as "play {artist}") is doubted more.
        var spelling: Float = 0
        var swapped: Float = 0
        // the captures are read by index, here and below: `contains(where:)` and `count(where:)`
        // copied each one (retaining its strings and values) to hand it over.
        for word in spelled {
            if !captures.indices.contains(where: {
                captures[$0].kind == .open
                    && (captures[$0].tokens.lowerBound == word.tokens.upperBound
                        || captures[$0].tokens.upperBound == word.tokens.lowerBound)
            }) || isNoWord(word.tokens, tokens: tokens) {
                spelling += word.cost
            } else {
                swapped += word.cost
            }
        }
        let weight = max(entry.weight, tokens.count)
        let doubt = Float(
            captures.indices.count {
                captures[$0].kind == .open
                    && (implausibleOpenStart(captures[$0].tokens, tokens: tokens, literal: literal)
                        || describesOwnThing(captures[$0].tokens, tokens: tokens, literal: literal))
            })
        let classes = automaton.wordClasses
        // a negation the phrase leaves unread turns the request around ("I don't like this track"),
        // and a question about what was done asks, it does not request ("did you set the alarm …").
        let negated = tokens.indices.contains { !read[$0] && classes.negations.contains(tokens[$0].text) }
        let asked =
            tokens.count > 2 && !read[0] && classes.questionAuxiliaries.contains(tokens[0].text)
            && classes.questionSubjects.contains(tokens[1].text)
        let score =
            negated || asked
            ? 0
            : MatchCandidate.score(
                cost: cost + swapped * options.costs.wordSwapBesideWildcard
                    + doubt * options.costs.implausibleOpenValue,
                spelling: spelling, openTokens: openTokens, tokenCount: tokens.count,
                weight: weight,
                costs: options.costs)
        return MatchCandidate(
            phrase: Int(hit.phrase), entry: entry, cost: cost, score: score, openTokens: openTokens,
            captures: captures, missing: missing, renderedWords: words, evidence: evidence)
    }

    /// A typed value may begin before the phrase word that introduces it, when that word is part of
    /// the value: in "remind me to call the bank tomorrow at 9am", read by "remind me to {title} at
    /// {dueDate}", the date is "tomorrow at 9am", not "9am" with "tomorrow" left in the title. When
    /// an open slot is followed by one phrase word and a typed slot, and the typed slot's recognizer
    /// reads the open slot's last words (up to three, leaving it one), that word and the typed slot's
    /// text as one value that costs no more than the typed slot's text alone (nothing, or what a
    /// bare hour's two halves cost in "tomorrow at eleven thirty"), the words move into the typed
    /// slot. Returns how many open-slot tokens moved. `rendering`: whether the captures' text is
    /// made again (else it stays empty, as the candidate's).
    private func moveValueWords(
        _ captures: inout [SlotCapture], literal: UnsafeMutableBufferPointer<Bool>, tokens: [Token], text: String,
        rendering: Bool
    ) -> Int {
        var moved = 0
        for index in captures.indices.dropLast() where captures[index].kind == .open {
            let open = captures[index].tokens
            let typed = captures[index + 1]
            guard case .recognizer(let id) = typed.kind, typed.tokens.lowerBound == open.upperBound + 1,
                literal[open.upperBound], open.count > 1
            else { continue }
            let recognizer = automaton.recognizers[id.rawValue]
            // what the typed slot's own words cost ("eleven thirty", either half of the day).
            let own = parseCost(id.rawValue, tokens: tokens, typed.tokens) ?? 0
            // the longest tail of the open slot that starts the value, read as cleanly.
            guard
                let start = (open.upperBound - min(3, open.count - 1)..<open.upperBound).first(where: { start in
                    recognizer.recognize(tokens[start...]).contains {
                        $0.cost <= own && $0.length == typed.tokens.upperBound - start
                    }
                })
            else { continue }
            literal[open.upperBound] = false
            moved += open.upperBound - start
            captures[index].tokens = open.lowerBound..<start
            captures[index + 1].tokens = start..<typed.tokens.upperBound
            for changed in index...index + 1 {
                let range = Self.textRange(of: captures[changed].tokens, in: tokens)
                captures[changed].range = range
                if rendering { captures[changed].text = Self.text(of: text, in: range) }
            }
        }
        return moved
    }

    /// What reading a slot's value cost beyond its words as said: a typed value's parse cost (a typo,
    /// "fivje" for five, or a reading that is a stretch, such as a bare hour's two halves), or, for
    /// a vocabulary value, the cheapest near reading of each word not spelled as a lexicon word.
    /// Nil for open slots, whose words are taken as said.
    private func valueSpelling(_ kind: SlotKind, tokens: [Token], _ span: Range<Int>, lattice: TokenLattice)
        -> Float?
    {
        switch kind {
        case .open:
            return nil
        case .recognizer(let id):
            return parseCost(id.rawValue, tokens: tokens, span)
        case .vocabulary:
            // each position's readings read in place: a view of them retained and released them.
            return span.reduce(Float(0)) { total, position in
                lattice.readings.nearSpellingCost(at: position).map { total + $0 } ?? total
            }
        }
    }

    /// What recognizer `id`'s parse of exactly the tokens `span` costs; nil when it reads no value there.
    private func parseCost(_ id: Int, tokens: [Token], _ span: Range<Int>) -> Float? {
        automaton.recognizers[id].recognize(tokens[span.lowerBound...]).first { $0.length == span.count }?.cost
    }

    /// `text[range]` as a string of its own (a slot's text), for a native string its bytes copied
    /// straight into it: the same string `String(text[range])` makes, without the substring's checks
    /// of where its bounds fall (the tokens' ranges fall between scalars), which cost some 250
    /// instructions a capture.
    private static func text(of text: String, in range: Range<String.Index>) -> String {
        let utf8 = text.utf8
        let start = utf8.distance(from: utf8.startIndex, to: range.lowerBound)
        let end = start + utf8.distance(from: range.lowerBound, to: range.upperBound)
        return utf8.withContiguousStorageIfAvailable {
            String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self)
        } ?? String(text[range])
    }

    /// Where the utterance tokens `span` (not empty) stand in the utterance's text.
    private static func textRange(of span: Range<Int>, in tokens: [Token]) -> Range<String.Index> {
        tokens[span.lowerBound].range.lowerBound..<tokens[span.upperBound - 1].range.upperBound
    }

    /// Whether `span` has an utterance word that the language's word list does not have ("shjw" in
    /// "tv shjw"). False when the language has no list: then any word may be a word.
    private func isNoWord(_ span: Range<Int>, tokens: [Token]) -> Bool {
        guard let words = automaton.wordClasses.wordList else { return false }
        return span.contains { !words.contains(tokens[$0].text) }
    }

    /// Whether an open slot's text starts with what no value starts with: a clause opener ("see if
    /// my order was delivered"), or a particle right after a content word of the phrase, which makes
    /// a phrasal verb of it ("find out how …", "add up the calories").
    /// `span`: the tokens the open slot took (its capture's, handed over alone: the whole capture
    /// was copied to be handed over).
    private func implausibleOpenStart(
        _ span: Range<Int>, tokens: [Token], literal: UnsafeMutableBufferPointer<Bool>
    ) -> Bool {
        guard let start = span.first else { return false }
        let first = tokens[start].text
        if automaton.wordClasses.clauseOpeners.contains(first) { return true }
        // the word before is the phrase's own (not a slot's) and a content word.
        guard start > 0, literal[start - 1], automaton.wordClasses.particles.contains(first) else { return false }
        return !automaton.wordClasses.functionWords.contains(tokens[start - 1].text)
    }
}

extension PhraseMatcher {
    /// Whether an open slot that the phrase opens with a determiner ("find the {title}") describes
    /// the speaker's own thing: "my" after a preposition in its text ("the status of my request",
    /// "the gas mileage for my car"). A name or a title the phrase asks for there seldom says whose
    /// it is; a request about the speaker's own account, order or car does. Text after other words
    /// ("text mom that I left my keys in my car") is not doubted.
    /// `span`: the tokens the open slot took (as ``implausibleOpenStart(_:tokens:literal:)``'s).
    fileprivate func describesOwnThing(
        _ span: Range<Int>, tokens: [Token], literal: UnsafeMutableBufferPointer<Bool>
    ) -> Bool {
        guard let start = span.first, start > 0, literal[start - 1] else { return false }
        let classes = automaton.wordClasses
        guard classes.determiners.contains(tokens[start - 1].text) else { return false }
        for index in span.dropFirst()
        where classes.possessives.contains(tokens[index].text)
            && classes.prepositions.contains(tokens[index - 1].text)
        {
            return true
        }
        return false
    }
}

extension PhraseMatch {
    /// Whether the decided reading is `app`'s and read its name where the phrase says `{applicationName}`.
    func readsName(of app: Int) -> Bool {
        let best: MatchCandidate? =
            switch outcome {
            case .matched(let candidate): candidate
            case .ambiguous(let candidates): candidates.first
            case .noMatch, .rejected: nil
            }
        guard let best, best.owner.app == app else { return false }
        return best.captures.contains { $0.parameter == nil && !$0.tokens.isEmpty }
    }
}
