/// The decision after the search: negative phrases veto, thresholds and margins settle the rest.
///
/// A negative phrase vetoes inside its scope: an app-level negative vetoes that app's intents, an
/// intent-level negative vetoes that intent, whenever its score is at least the positive's. Outside
/// its scope, a negative still wins when it scores better than every surviving positive by more than
/// the ambiguity margin: the utterance is then best explained as something no intent should do.
/// Either way the outcome is `rejected` and names the negative phrase.
enum NegativePhraseVeto {
    static func decide(_ ranked: [MatchCandidate], threshold: Double, margin: Double) -> PhraseMatchOutcome {
        // candidates are named by their index in `ranked`, and the accepted ones of each polarity are
        // found by walking it (in order) rather than listed: most utterances have one or two
        // candidates, and lists of their indices were three allocations a match.
        func accepted(_ index: Int, _ polarity: PhrasePolarity) -> Bool {
            ranked[index].score >= threshold && ranked[index].entry.polarity == polarity
        }
        // the first accepted negative that vetoes the accepted positive at `positive`, if any.
        func veto(of positive: Int) -> Int? {
            ranked.indices.first {
                accepted($0, .negative) && covers(ranked[$0].owner, ranked[positive].owner)
                    && ranked[$0].score >= ranked[positive].score
            }
        }
        let firstNegative = ranked.indices.first { accepted($0, .negative) }
        // the first positive no negative vetoes, and (when there is none) the first veto.
        var survivor: Int?
        var firstVeto: (negative: Int, vetoed: Int)?
        for positive in ranked.indices where accepted(positive, .positive) {
            if let negative = veto(of: positive) {
                if firstVeto == nil { firstVeto = (negative, positive) }
            } else {
                survivor = positive
                break
            }
        }
        guard let first = survivor else {
            if let firstVeto {
                return .rejected(negative: ranked[firstVeto.negative], vetoed: ranked[firstVeto.vetoed])
            }
            if let negative = firstNegative { return .rejected(negative: ranked[negative], vetoed: nil) }
            return .noMatch(ranked.isEmpty ? .noPhraseFits : .belowThreshold)
        }
        let best = ranked[first]
        if let negative = firstNegative, ranked[negative].score > best.score + margin {
            return .rejected(negative: ranked[negative], vetoed: nil)
        }
        // an equally good reading of another intent that leans no more on open slots is a real tie:
        // the later surviving positives, one per owner, in order.
        var rivals: [MatchCandidate] = []
        for index in ranked.indices.dropFirst(first + 1)
        where accepted(index, .positive) && ranked[index].score >= best.score - margin
            && ranked[index].openTokens <= best.openTokens && veto(of: index) == nil
            && ranked[index].owner != best.owner && !rivals.contains(where: { $0.owner == ranked[index].owner })
        {
            rivals.append(ranked[index])
        }
        return rivals.isEmpty ? .matched(best) : .ambiguous([best] + rivals)
    }

    private static func covers(_ negative: PhraseOwner, _ positive: PhraseOwner) -> Bool {
        negative.app == positive.app && (negative.intent == nil || negative.intent == positive.intent)
    }
}
