/// Options of a ``PhraseMatcher``, with documented defaults.
public struct MatchOptions: Sendable, Hashable {
    /// Candidates scoring below this are not accepted. Default 0.75.
    public var acceptThreshold: Double = 0.75
    /// Two intents whose scores are this close are ambiguous. Default 0.05.
    public var ambiguityMargin: Double = 0.05
    /// The longest utterance read, in UTF-8 bytes; longer ones are `noMatch(.inputTooLong)`. Default 4,096.
    public var maxInputLength: Int = 4_096
    /// The most tokens read; more is `noMatch(.tooManyTokens)`. Default 128.
    public var maxTokens: Int = 128
    /// The search budget, in expanded states. Default 50,000.
    public var maxExpansions: Int = 50_000
    /// How many distinct phrases the search collects before it stops. Default 16.
    public var maxCandidates: Int = 16

    public init() {}
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
    /// How many search states were expanded.
    public var expansions: Int
}

/// Matches utterances against a compiled ``PhraseAutomaton``. Immutable and safe to share.
///
/// ```swift
/// let matcher = PhraseMatcher(automaton: compiler.build())
/// let match = matcher.match("order tomato soup in soup chef")
/// ```
public struct PhraseMatcher: Sendable {
    /// The compiled phrases.
    public let automaton: PhraseAutomaton
    /// Thresholds and bounds.
    public let options: MatchOptions

    public init(automaton: PhraseAutomaton, options: MatchOptions = MatchOptions()) {
        self.automaton = automaton
        self.options = options
    }

    /// Matches one utterance.
    /// - Complexity: bounded by ``MatchOptions/maxExpansions`` search states; tokenizing is O(n) in
    ///   the utterance, which is at most ``MatchOptions/maxInputLength`` bytes.
    public func match(_ text: String) -> PhraseMatch {
        let length = text.utf8.count
        guard length <= options.maxInputLength else {
            return PhraseMatch(text: text, tokens: [], outcome: .noMatch(.inputTooLong(length: length, limit: options.maxInputLength)),
                               candidates: [], expansions: 0)
        }
        let tokens = Tokenizer.tokenize(text)
        guard !tokens.isEmpty else {
            return PhraseMatch(text: text, tokens: [], outcome: .noMatch(.empty), candidates: [], expansions: 0)
        }
        guard tokens.count <= options.maxTokens else {
            return PhraseMatch(text: text, tokens: tokens, outcome: .noMatch(.tooManyTokens(count: tokens.count, limit: options.maxTokens)),
                               candidates: [], expansions: 0)
        }
        let search = PhraseSearch(
            automaton: automaton, tokens: tokens, lattice: TokenLattice(exact: tokens, lexicon: automaton.lexicon),
            limits: SearchLimits(maxExpansions: options.maxExpansions, maxCandidates: options.maxCandidates))
        let (hits, expansions) = search.run()
        let ranked = bestPerOwner(hits.map { candidate(for: $0, text: text, tokens: tokens) })
        let outcome = NegativePhraseVeto.decide(ranked, threshold: options.acceptThreshold, margin: options.ambiguityMargin)
        return PhraseMatch(text: text, tokens: tokens, outcome: outcome, candidates: ranked, expansions: expansions)
    }

    private func bestPerOwner(_ candidates: [MatchCandidate]) -> [MatchCandidate] {
        var seen = Set<String>()
        return candidates.sorted(by: MatchCandidate.ranks).filter { candidate in
            seen.insert("\(candidate.owner.app)/\(candidate.owner.intent ?? -1)/\(candidate.entry.polarity)").inserted
        }
    }

    private func candidate(for hit: SearchHit, text: String, tokens: [Token]) -> MatchCandidate {
        let entry = automaton.phrases[Int(hit.phrase)]
        let captures = hit.captures.map { raw -> SlotCapture in
            let slot = automaton.slots[Int(raw.slot)]
            let span = Int(raw.start)..<Int(raw.end)
            let range = tokens[span.lowerBound].range.lowerBound..<tokens[span.upperBound - 1].range.upperBound
            var values: [Int] = []
            if raw.trie >= 0, case .vocabulary(let id) = slot.kind {
                values = automaton.vocabularies[id.rawValue][raw.trie].values.map(Int.init)
            }
            return SlotCapture(parameter: slot.parameter, kind: slot.kind, tokens: span, range: range,
                               text: String(text[range]), values: values)
        }
        return MatchCandidate(
            phrase: Int(hit.phrase), entry: entry, cost: hit.cost,
            score: MatchCandidate.score(cost: hit.cost, weight: entry.weight),
            openTokens: Int(hit.openTokens), captures: captures)
    }
}
