/// The decision after the search: negative phrases veto, thresholds and margins settle the rest.
///
/// A negative phrase vetoes inside its scope: an app-level negative vetoes that app's intents, an
/// intent-level negative vetoes that intent, whenever its score is at least the positive's. Outside
/// its scope, a negative still wins when it scores better than every surviving positive by more than
/// the ambiguity margin: the utterance is then best explained as something no intent should do.
/// Either way the outcome is `rejected` and names the negative phrase.
enum NegativePhraseVeto {
    static func decide(_ ranked: [MatchCandidate], threshold: Double, margin: Double) -> PhraseMatchOutcome {
        let accepted = ranked.filter { $0.score >= threshold }
        let negatives = accepted.filter { $0.entry.polarity == .negative }
        let positives = accepted.filter { $0.entry.polarity == .positive }
        var survivors: [MatchCandidate] = []
        var firstVeto: (negative: MatchCandidate, vetoed: MatchCandidate)?
        for positive in positives {
            if let negative = negatives.first(where: { covers($0.owner, positive.owner) && $0.score >= positive.score })
            {
                if firstVeto == nil { firstVeto = (negative, positive) }
            } else {
                survivors.append(positive)
            }
        }
        guard let best = survivors.first else {
            if let firstVeto { return .rejected(negative: firstVeto.negative, vetoed: firstVeto.vetoed) }
            if let negative = negatives.first { return .rejected(negative: negative, vetoed: nil) }
            return .noMatch(ranked.isEmpty ? .noPhraseFits : .belowThreshold)
        }
        if let negative = negatives.first, negative.score > best.score + margin {
            return .rejected(negative: negative, vetoed: nil)
        }
        // an equally good reading of another intent that leans no more on open slots is a real tie.
        var rivals: [MatchCandidate] = []
        var owners: Set<PhraseOwner> = [best.owner]
        for candidate in survivors.dropFirst()
        where candidate.score >= best.score - margin && candidate.openTokens <= best.openTokens {
            if owners.insert(candidate.owner).inserted { rivals.append(candidate) }
        }
        return rivals.isEmpty ? .matched(best) : .ambiguous([best] + rivals)
    }

    private static func covers(_ negative: PhraseOwner, _ positive: PhraseOwner) -> Bool {
        negative.app == positive.app && (negative.intent == nil || negative.intent == positive.intent)
    }
}
