/// An app's name said in an utterance as the app the request is for: "… in Chatter", "use Pingo to
/// …", "Chatter, text mom …", "text mom on Chatter that …".
///
/// A mention is found anywhere in the utterance, not only where a phrase puts `{applicationName}`.
/// The name must come with a connector ("in", "on", "with", "using", "via", "through", "from"),
/// after "use", "ask", "tell" or "open" (with "to" or "and" after it), or open the utterance.
/// Without one, the same words may be a value ("play chatter by the band"), so they are left alone.
struct ApplicationMention: Equatable {
    /// The caller's index of the app named.
    var app: Int
    /// The tokens that say the name.
    var name: Range<Int>
    /// The tokens that go once the request is read without the mention: the name and its
    /// connector words.
    var removed: Range<Int>
    /// What reading the name cost (a typo in it), from the lattice.
    var cost: Float

    /// Connectors that introduce an app's name after the request's words.
    static let connectors: Set<String> = ["in", "on", "with", "using", "via", "through", "from"]
    /// Verbs that name an app before the request: "use Pingo to …", "ask Chatter to …".
    static let leadingVerbs: Set<String> = ["use", "ask", "tell", "open", "have", "get"]
    /// Words that join a leading app name to the request: "use Pingo to …", "open Pingo and …".
    static let joiners: Set<String> = ["to", "and", "then"]

    /// `tokens` without the mention (``removed``): the request as its app's phrases read it.
    func remaining(_ tokens: [Token]) -> [Token] {
        var remaining = tokens
        remaining.removeSubrange(removed)
        return remaining
    }

    /// Every mention of a registered app's name in `tokens`, leftmost first, at most one per start.
    /// - Complexity: O(n · a · k) for n tokens, a apps and names of up to k words.
    static func find(in tokens: [Token], lattice: TokenLattice, automaton: PhraseAutomaton) -> [ApplicationMention] {
        guard !automaton.applicationNames.isEmpty else { return [] }
        var mentions: [ApplicationMention] = []
        for start in tokens.indices where mayStartName(at: start, lattice: lattice, automaton: automaton) {
            var best: (app: Int, end: Int, cost: Float)?
            for (app, id) in automaton.applicationNames {
                for (end, cost) in nameEnds(from: start, vocabulary: id, automaton: automaton, lattice: lattice)
                where best.map({ end > $0.end || (end == $0.end && cost < $0.cost) }) ?? true {
                    best = (app, end, cost)
                }
            }
            guard let best, let removed = removal(name: start..<best.end, in: tokens) else { continue }
            mentions.append(
                ApplicationMention(app: best.app, name: start..<best.end, removed: removed, cost: best.cost))
        }
        return mentions
    }

    /// Whether a reading a name may take (``readable(_:)``) of the token at `start` may start some
    /// app's name (``PhraseAutomaton/applicationNameBits``): where none does, no name is read from
    /// there, and the apps' vocabularies are not asked.
    private static func mayStartName(at start: Int, lattice: TokenLattice, automaton: PhraseAutomaton) -> Bool {
        guard start < lattice.readings.count else { return false }
        // in the lattice's flat storage: each view of a position's readings (`readings[start]`)
        // retained and released the storage, a few hundred instructions a match.
        return lattice.readings.withFlatStorage { readings, rows in
            readings[Int(rows[start].start)..<Int(rows[start + 1].start)].contains { reading in
                readable(reading)
                    && automaton.wordStartVocabularies[Int(reading.token)] & automaton.applicationNameBits != 0
            }
        }
    }

    /// Whether a name may be read through `reading`: one token read as one word (a name is said as
    /// written, with at most a typo per word).
    private static func readable(_ reading: Reading) -> Bool { reading.second < 0 && reading.cost <= 0.5 }

    /// Where a name of vocabulary `id` read from `start` ends, with what it cost; only readings of
    /// one token each (a name is said as written, with at most a typo per word).
    private static func nameEnds(
        from start: Int, vocabulary id: Int, automaton: PhraseAutomaton, lattice: TokenLattice
    ) -> [(Int, Float)] {
        // a word that starts another app's name (``mayStartName(at:lattice:automaton:)`` asked for
        // any) is turned away before anything is allocated.
        guard start < lattice.readings.count,
            lattice.readings[start].contains(where: {
                readable($0) && automaton.vocabularies[id].child(of: Vocabulary.root, $0.token) != nil
            })
        else { return [] }
        var ends: [(Int, Float)] = []
        var frontier: [(node: Int32, position: Int, cost: Float)] = [(Vocabulary.root, start, 0)]
        while let (node, position, cost) = frontier.popLast() {
            if node != Vocabulary.root, automaton.vocabularies[id].hasValues(node) { ends.append((position, cost)) }
            guard position < lattice.readings.count else { continue }
            for reading in lattice.readings[position] where readable(reading) {
                if let child = automaton.vocabularies[id].child(of: node, reading.token) {
                    frontier.append((child, position + Int(reading.span), cost + reading.cost))
                }
            }
        }
        return ends
    }

    /// The tokens to take out with the name at `name`, or nil when nothing marks it as the app's name.
    private static func removal(name: Range<Int>, in tokens: [Token]) -> Range<Int>? {
        let before = name.lowerBound - 1
        let after = name.upperBound
        func word(_ index: Int) -> String? { tokens.indices.contains(index) ? tokens[index].text : nil }
        // "use Pingo to …", "ask Chatter to …", possibly after fillers ("please use Pingo to …").
        if let verb = word(before), leadingVerbs.contains(verb), let joiner = word(after), joiners.contains(joiner) {
            return before..<(after + 1)
        }
        // "… in Chatter", "… on Chatter saying …".
        if let connector = word(before), connectors.contains(connector) {
            return before..<after
        }
        // "Chatter, text mom …" or "Chatter text mom …": the name opens the request.
        if name.lowerBound == 0, after < tokens.count {
            return name
        }
        // "hey Chatter, …".
        if before == 0, let greeting = word(before), ["hey", "hi", "ok", "okay"].contains(greeting) {
            return before..<after
        }
        return nil
    }
}
