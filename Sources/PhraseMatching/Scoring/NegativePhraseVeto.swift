/// The decision after the search: negative phrases veto, thresholds and margins settle the rest.
///
/// A negative phrase vetoes inside its scope: an app-level negative vetoes that app's intents, an
/// intent-level negative vetoes that intent, whenever its score is at least the positive's. Outside
/// its scope, a negative still wins when it scores better than every surviving positive by more than
/// the ambiguity margin: the utterance is then best explained as something no intent should do.
/// Either way the outcome is `rejected` and names the negative phrase.
enum NegativePhraseVeto {
    static func decide(_ ranked: [MatchCandidate], threshold: Double, margin: Double) -> PhraseMatchOutcome {
        // candidates are named by their index in `ranked`: only the ones in the outcome are copied.
        let accepted = ranked.indices.filter { ranked[$0].score >= threshold }
        let negatives = accepted.filter { ranked[$0].entry.polarity == .negative }
        let positives = accepted.filter { ranked[$0].entry.polarity == .positive }
        var survivors: [Int] = []
        var firstVeto: (negative: Int, vetoed: Int)?
        for positive in positives {
            if let negative = negatives.first(where: {
                covers(ranked[$0].owner, ranked[positive].owner) && ranked[$0].score >= ranked[positive].score
            }) {
                if firstVeto == nil { firstVeto = (negative, positive) }
            } else {
                survivors.append(positive)
            }
        }
        guard let first = survivors.first else {
            if let firstVeto {
                return .rejected(negative: ranked[firstVeto.negative], vetoed: ranked[firstVeto.vetoed])
            }
            if let negative = negatives.first { return .rejected(negative: ranked[negative], vetoed: nil) }
            return .noMatch(ranked.isEmpty ? .noPhraseFits : .belowThreshold)
        }
        let best = ranked[first]
        if let negative = negatives.first, ranked[negative].score > best.score + margin {
            return .rejected(negative: ranked[negative], vetoed: nil)
        }
        // an equally good reading of another intent that leans no more on open slots is a real tie.
        // (the owners seen are hashed only when there is another reading to weigh: most often there is none.)
        guard survivors.count > 1 else { return .matched(best) }
        var rivals: [MatchCandidate] = []
        var owners: Set<PhraseOwner> = [best.owner]
        for index in survivors.dropFirst()
        where ranked[index].score >= best.score - margin && ranked[index].openTokens <= best.openTokens {
            if owners.insert(ranked[index].owner).inserted { rivals.append(ranked[index]) }
        }
        return rivals.isEmpty ? .matched(best) : .ambiguous([best] + rivals)
    }

    private static func covers(_ negative: PhraseOwner, _ positive: PhraseOwner) -> Bool {
        negative.app == positive.app && (negative.intent == nil || negative.intent == positive.intent)
    }
}
