/// One way to read utterance tokens as lexicon tokens.
struct Reading {
    /// The lexicon token read.
    var token: Int32
    /// A second lexicon token, when one utterance word is read as two ("soupchef" → "soup chef"); else -1.
    var second: Int32 = -1
    /// How many utterance tokens the reading takes: 2 when two are read as one ("play list" → "playlist").
    var span: Int32 = 1
    var cost: Float

    /// One utterance word read as one lexicon word as spelled: the move the search makes at no cost.
    var isExact: Bool { cost <= 0 && span == 1 && second < 0 }
}

/// Per utterance position, the lexicon tokens it may stand for and what each reading costs.
struct TokenLattice {
    private(set) var readings: [[Reading]]
    /// Whether each utterance token is a filler, which is cheaper to skip.
    private(set) var isFiller: [Bool]
    /// Whether each utterance token is a function word ("at" where the phrase says "in").
    private(set) var isFunctionWord: [Bool]
    /// Whether each utterance token is a personal pronoun, a filler only outside a phrase.
    private(set) var isPersonalPronoun: [Bool]
    /// Exact readings only: each utterance token that the lexicon knows, at cost 0.
    init(exact tokens: [Token], automaton: PhraseAutomaton) {
        readings = []
        readings.reserveCapacity(tokens.count)
        isFiller = []
        isFiller.reserveCapacity(tokens.count)
        isFunctionWord = []
        isFunctionWord.reserveCapacity(tokens.count)
        isPersonalPronoun = []
        isPersonalPronoun.reserveCapacity(tokens.count)
        // by index, and the text read where it is: a copy of each token would retain its text.
        for position in tokens.indices {
            // a word of the lexicon has its classes by id; only others are looked up by text.
            guard let id = automaton.lexicon.id(of: tokens[position].text) else {
                readings.append([])
                isFiller.append(automaton.wordClasses.fillers.contains(tokens[position].text))
                isFunctionWord.append(automaton.wordClasses.functionWords.contains(tokens[position].text))
                isPersonalPronoun.append(automaton.wordClasses.personalPronouns.contains(tokens[position].text))
                continue
            }
            readings.append([Reading(token: id, cost: 0)])
            let flags = automaton.wordClassFlags[Int(id)]
            isFiller.append(flags & WordClassFlags.filler != 0)
            isFunctionWord.append(flags & WordClassFlags.functionWord != 0)
            isPersonalPronoun.append(flags & WordClassFlags.personalPronoun != 0)
        }
    }

    /// Per position, a lower bound of the cost of the tokens from there on: a word nothing reads
    /// can only be skipped (or taken by an open slot), which costs at least the extra-word price,
    /// and a word read only through a typo, a split or a merge costs at least its cheapest such
    /// reading (or its skip, when that is cheaper).
    private(set) var restCost: [Float] = []
    /// Per position (and 0 past the last): what ``restCost`` counts for the token there, the least a
    /// path pays to take it. A move that pays more there (a dearer reading or skip) pays the
    /// difference over the rest's bound.
    private(set) var leastCost: [Float] = []

    /// Exact readings plus near spellings, splits and merges.
    init(fuzzy tokens: [Token], automaton: PhraseAutomaton, costs: SearchCosts) {
        defer {
            restCost = [Float](repeating: 0, count: tokens.count + 1)
            leastCost = [Float](repeating: 0, count: tokens.count + 1)
            for position in stride(from: tokens.count - 1, through: 0, by: -1) {
                // a word a merge with the word before reads ("play list" → "playlist") is not unread.
                let merged = position > 0 && readings[position - 1].contains { $0.span == 2 }
                if tokens[position].kind == .word, !merged {
                    // the cheapest way to read or skip it, so the estimate never exceeds the real cost.
                    let read = readings[position].lazy.map(\.cost).min() ?? .infinity
                    leastCost[position] = max(0, min(read, cheapestSkip(at: position, costs: costs)))
                }
                restCost[position] = restCost[position + 1] + leastCost[position]
            }
        }
        self.init(exact: tokens, automaton: automaton)
        let lexicon = automaton.lexicon
        for position in tokens.indices where tokens[position].kind == .word {
            // a word the lexicon has is taken as said; only unknown words are read as typos.
            let known = !readings[position].isEmpty
            let token = tokens[position]
            let typed = known ? [] : Array(token.text.unicodeScalars)
            for near in known ? [] : automaton.fuzzyIndex.nearWords(to: token.text) {
                let word = Array(lexicon.words[Int(near.token)].unicodeScalars)
                let cost = OSADistance.price(
                    costs.typo(edits: near.distance, letters: word.count), typed: typed, word: word,
                    swapScale: costs.transpositionScale)
                readings[position].append(Reading(token: near.token, cost: cost))
            }
            // a word too short for an edit is still read with two neighbouring letters swapped
            // ("teh", "ot"): every letter is there.
            for swapped in known ? [] : Self.swaps(of: token.text, in: lexicon)
            where !readings[position].contains(where: { $0.token == swapped }) {
                let letters = lexicon.words[Int(swapped)].unicodeScalars.count
                readings[position].append(
                    Reading(token: swapped, cost: costs.typo(edits: 1, letters: letters) * costs.transpositionScale))
            }
            if readings[position].isEmpty, let split = Self.split(token.text, lexicon) {
                readings[position].append(Reading(token: split.0, second: split.1, cost: costs.splitOrMerge))
            }
            if position + 1 < tokens.count, tokens[position + 1].kind == .word,
                let merged = lexicon.id(of: token.text, followedBy: tokens[position + 1].text)
            {
                readings[position].append(Reading(token: merged, span: 2, cost: costs.splitOrMerge))
            }
        }
    }

    /// The least skipping the utterance word at `position` may cost, wherever it is skipped: a
    /// filler's, a function word's or another word's price, or, for a personal pronoun, what one
    /// costs inside a phrase when that is less.
    func cheapestSkip(at position: Int, costs: SearchCosts) -> Float {
        let plain =
            isFiller[position]
            ? costs.extraFiller
            : isFunctionWord[position] ? costs.extraFunctionWord : min(costs.extraWord, costs.extraWordInside)
        return isPersonalPronoun[position] ? min(plain, costs.extraWordInside) : plain
    }

    /// Each price skipping the utterance word at `position` may have, by where it is skipped
    /// (``cheapestSkip(at:costs:)`` is the least of them).
    func forEachSkipPrice(at position: Int, costs: SearchCosts, _ body: (Float) -> Void) {
        if isPersonalPronoun[position] { body(costs.extraWordInside) }
        if isFiller[position] {
            body(costs.extraFiller)
        } else if isFunctionWord[position] {
            body(costs.extraFunctionWord)
        } else {
            body(costs.extraWord)
            body(costs.extraWordInside)
        }
    }

    /// The lexicon words a word of two or three letters spells with two neighbouring letters swapped.
    private static func swaps(of word: String, in lexicon: Lexicon) -> [Int32] {
        let letters = Array(word.unicodeScalars)
        guard (2...3).contains(letters.count), letters.allSatisfy(\.properties.isAlphabetic) else { return [] }
        return (0..<(letters.count - 1)).compactMap { index in
            guard letters[index] != letters[index + 1] else { return nil }
            var swapped = letters
            swapped.swapAt(index, index + 1)
            return lexicon.id(of: String(String.UnicodeScalarView(swapped)))
        }
    }

    /// The first way to cut `word` into two lexicon words of two or more letters each.
    private static func split(_ word: String, _ lexicon: Lexicon) -> (Int32, Int32)? {
        let characters = Array(word)
        guard characters.count >= 4, characters.count <= 40 else { return nil }
        for cut in 2...(characters.count - 2) {
            if let left = lexicon.id(of: String(characters[..<cut])),
                let right = lexicon.id(of: String(characters[cut...]))
            {
                return (left, right)
            }
        }
        return nil
    }
}
