import Foundation
import Phrasebook

/// A synthetic app of any size, written as a manifest, with utterances of every kind for it.
///
/// Words are pseudo-words of consonant–vowel syllables ("bakotu"), numbered so that no two
/// intents share a content word: intent words have 3 syllables, entity values 4. A typo deletes
/// a vowel ("bakotu" → "baktu"), which breaks the consonant–vowel pattern, so a misspelled word
/// never spells another word of the grammar. Every intent has ``phrasesPerIntent`` phrases with
/// alternatives, optionals, an entity slot (`{item}`) and a numeric range slot (`{count}`,
/// 1–100); every fifth intent has a negative phrase. The same seed gives the same grammar.
struct SyntheticGrammar {
    static let phrasesPerIntent = 10
    static let consonants = Array("bdfgklmnprstvz")
    static let vowels = Array("aeiou")
    static var syllableCount: Int { consonants.count * vowels.count }
    static let fillerPrefixes = ["um", "hey", "can you", "please", "uh"]
    static let fillerSuffixes = ["please", "thanks", "for me"]

    /// Positive phrases in the manifest (rounded to a multiple of ``phrasesPerIntent``).
    let phraseCount: Int
    /// Values of the `Item` entity.
    let vocabularySize: Int

    var intentCount: Int { max(1, phraseCount / Self.phrasesPerIntent) }

    /// The `index`-th word of `syllables` syllables (a bijection while index < 70^syllables).
    static func word(_ index: Int, syllables: Int) -> String {
        var characters: [Character] = []
        var rest = index
        for _ in 0..<syllables {
            let syllable = rest % syllableCount
            rest /= syllableCount
            characters.append(consonants[syllable / vowels.count])
            characters.append(vowels[syllable % vowels.count])
        }
        return String(characters)
    }

    /// The six content words of intent `intent`.
    func words(ofIntent intent: Int) -> [String] {
        (0..<6).map { Self.word(intent * 6 + $0, syllables: 3) }
    }

    /// The title of entity value `index`: spread over the 4-syllable space so neighbours differ in every syllable.
    func itemTitle(_ index: Int) -> String {
        let space = Self.syllableCount * Self.syllableCount * Self.syllableCount * Self.syllableCount
        return Self.word(Int((UInt64(index) &* 2_654_435_761) % UInt64(space)), syllables: 4)
    }

    static func intentName(_ intent: Int) -> String { "Intent\(intent)" }

    /// The phrase templates of one intent; `{item}` and `{count}` are its two parameters.
    func phrases(ofIntent intent: Int) -> [String] {
        let w = words(ofIntent: intent)
        let (a, b, c, d, e, f) = (w[0], w[1], w[2], w[3], w[4], w[5])
        return [
            "(\(a)|\(b)) [the] \(c) {item}",
            "\(a) [my] \(c) \(d)",
            "\(b) {count} \(d) [now]",
            "[all] \(c) (\(a)|\(d)) \(e)",
            "\(e) \(f) [today] {item}",
            "(\(c)|\(e)) the \(f) \(a)",
            "\(d) [to] {count} \(b) \(f)",
            "\(f) (\(a)|\(c)) [with] {item} \(e)",
            "\(a) \(b) [the] \(e)",
            "(\(b)|\(f)) \(d) \(c) [later]",
        ]
    }

    /// The negative phrase of an intent (every fifth one has one).
    func negativePhrase(ofIntent intent: Int) -> String? {
        guard intent % 5 == 0 else { return nil }
        let w = words(ofIntent: intent)
        return "do not \(w[0]) [my] \(w[2]) \(w[3])"
    }

    /// The manifest as JSON text (written directly: a million entity values are quicker as text than as a tree).
    func manifestJSON() -> String {
        var out = #"{"locale":"en-US","apps":[{"name":"Synth","entities":{"Item":{"values":["#
        out.reserveCapacity(vocabularySize * 40 + intentCount * 500)
        for index in 0..<vocabularySize {
            if index > 0 { out += "," }
            out += #"{"id":"v\#(index)","title":"\#(itemTitle(index))"}"#
        }
        out += "]}},\"intents\":["
        for intent in 0..<intentCount {
            if intent > 0 { out += "," }
            out += #"{"name":"\#(Self.intentName(intent))","parameters":["#
            out += #"{"name":"item","type":"Item","optional":true},"#
            out += #"{"name":"count","type":"Int","optional":true,"range":[1,100]}],"phrases":["#
            out += phrases(ofIntent: intent).map { "\"\($0)\"" }.joined(separator: ",")
            out += "]"
            if let negative = negativePhrase(ofIntent: intent) { out += #","negativePhrases":["\#(negative)"]"# }
            out += "}"
        }
        out += "]}]}"
        return out
    }

    /// Utterances of every kind, `count` of each, with what a correct matcher answers.
    /// `longCount` sets how many of them are 50-token utterances (default `count`).
    func utterances(count: Int, longCount: Int? = nil, seed: UInt64 = 0x5eed) -> [(kind: String, lines: [Utterance])] {
        var random = SplitMix64(seed: seed &+ UInt64(phraseCount) &* 31 &+ UInt64(vocabularySize))
        return UtteranceKind.allCases.map { kind in
            (
                kind.rawValue,
                (0..<(kind == .long ? longCount ?? count : count)).map { _ in utterance(kind, random: &random) }
            )
        }
    }

    private func utterance(_ kind: UtteranceKind, random: inout SplitMix64) -> Utterance {
        let intent = random.next(below: intentCount)
        switch kind {
        case .exact, .typo, .filler:
            var words = sentence(ofIntent: intent, random: &random)
            if kind == .typo {
                let content = words.indices.filter { words[$0].count == 6 && !Self.functionWords.contains(words[$0]) }
                if let position = content.isEmpty ? nil : content[random.next(below: content.count)] {
                    words[position] = Self.misspelled(words[position], at: random.next(below: 2))
                }
            } else if kind == .filler {
                words.insert(Self.fillerPrefixes[random.next(below: Self.fillerPrefixes.count)], at: 0)
                if random.next(below: 2) == 0 {
                    words.append(Self.fillerSuffixes[random.next(below: Self.fillerSuffixes.count)])
                }
            }
            return Utterance(text: words.joined(separator: " "), expected: .match(intent: Self.intentName(intent)))
        case .miss:
            // known words of four different intents: every word is in the lexicon, no phrase fits.
            let text = (0..<4).map { _ in words(ofIntent: random.next(below: intentCount))[random.next(below: 6)] }
            return Utterance(text: text.joined(separator: " "), expected: .noActivation)
        case .veto:
            let vetoed = (intent / 5) * 5
            let w = words(ofIntent: vetoed)
            return Utterance(text: "do not \(w[0]) my \(w[2]) \(w[3])", expected: .rejection)
        case .long:
            var text: [String] = []
            while text.count < 50 {
                text += sentence(ofIntent: random.next(below: intentCount), random: &random)
            }
            return Utterance(text: text.prefix(50).joined(separator: " "), expected: .noActivation)
        }
    }

    static let functionWords: Set<String> = ["the", "my", "now", "all", "today", "to", "with", "later"]

    /// One sentence of the intent's phrases, with optionals taken or not and slots filled.
    private func sentence(ofIntent intent: Int, random: inout SplitMix64) -> [String] {
        let w = words(ofIntent: intent)
        let (a, b, c, d, e, f) = (w[0], w[1], w[2], w[3], w[4], w[5])
        func maybe(_ word: String) -> [String] { random.next(below: 2) == 0 ? [word] : [] }
        func pick(_ x: String, _ y: String) -> String { random.next(below: 2) == 0 ? x : y }
        let item = itemTitle(random.next(below: vocabularySize))
        let count = String(1 + random.next(below: 100))
        switch random.next(below: Self.phrasesPerIntent) {
        case 0: return [pick(a, b)] + maybe("the") + [c, item]
        case 1: return [a] + maybe("my") + [c, d]
        case 2: return [b, count, d] + maybe("now")
        case 3: return maybe("all") + [c, pick(a, d), e]
        case 4: return [e, f] + maybe("today") + [item]
        case 5: return [pick(c, e), "the", f, a]
        case 6: return [d] + maybe("to") + [count, b, f]
        case 7: return [f, pick(a, c)] + maybe("with") + [item, e]
        case 8: return [a, b] + maybe("the") + [e]
        default: return [pick(b, f), d, c] + maybe("later")
        }
    }

    /// The word with one vowel deleted (`which` picks the first or the second syllable's).
    static func misspelled(_ word: String, at which: Int) -> String {
        var characters = Array(word)
        characters.remove(at: which == 0 ? 1 : 3)
        return String(characters)
    }
}

/// A small, fast, seedable generator, so that every run writes the same grammar and utterances.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func next(below bound: Int) -> Int { Int(next() % UInt64(bound)) }
}

extension SyntheticGrammar {
    /// Writes `manifest.json` and one corpus file per utterance kind (`exact.jsonl`, …) to `directory`.
    func write(to directory: String, utterancesPerKind: Int) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try manifestJSON().write(toFile: "\(directory)/manifest.json", atomically: true, encoding: .utf8)
        for (kind, lines) in utterances(count: utterancesPerKind) {
            let text = lines.map { line -> String in
                let expect: JSONValue =
                    if case .match(let intent) = line.expected { ["intent": .string(intent)] } else { .null }
                return JSONValue.object(JSONObject([("text", .string(line.text)), ("expect", expect)])).serialized()
            }.joined(separator: "\n")
            try (text + "\n").write(toFile: "\(directory)/\(kind).jsonl", atomically: true, encoding: .utf8)
        }
    }
}
