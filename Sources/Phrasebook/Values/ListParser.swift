import PhraseMatching

/// Reads a list of values of one type: "alice and bob", "dave, erin and frank", "3, 4, and 5", or a
/// single value as a one-item list.
///
/// Only "and" joins the last two items; "or" does not make a list, since "alice or bob" asks for
/// one of them. A comma or semicolon always ends an item (the tokenizer marks the token after it as
/// `Token.separated`), so "dave, erin and frank" is three people. Without commas the items before
/// "and" are told apart by where the element parser's readings end. When those readings overlap
/// ("alice smith bob and carol" may be two or three people), every
/// segmentation that covers the tokens is weighed and, for each length, the one kept:
/// 1. has the most items that are contacts (a ``ParameterValue/person(_:)`` spelled as in
///    ``ValueContext/contacts``), so known people are not glued into unknown names;
/// 2. then has the fewest items, so multi-word values ("alice smith", "one hundred and five")
///    stay whole;
/// 3. then costs least, then is the first found.
///
/// Without contacts or commas, "dave erin and frank" is therefore "Dave Erin" and "Frank"; with
/// Dave, Erin and Frank among the contacts, or written "dave, erin and frank", it is three people.
///
/// The cost of a list is the highest cost of its items: a list is as much a stretch as its least
/// certain item, and is not penalized for being long. For the same reason a list with a tentative
/// item is tentative.
public struct ListParser: ValueParser {
    /// The parser each item is read with.
    public let element: any ValueParser
    /// The most items a list may have (at least 1).
    public let maxItems: Int

    /// The most tokens a list is read from, which bounds the work on pathological input.
    static let maxTokens = 40
    /// The word joining the last two items ("and").
    let conjunction: String

    /// The joining word of each language.
    static let conjunctions: [String: String] = ["en": "and"]

    /// Creates a parser of English lists of `element` values with at most `maxItems` items (at least 1).
    public init(element: any ValueParser, maxItems: Int = 10) {
        self.init(element: element, maxItems: maxItems, conjunction: "and")
    }

    /// A parser of lists joined the way `language` joins them (a locale identifier, read as
    /// `LanguageTag` reads it: "en", "en-US"), or nil when there is no table for it.
    public init?(element: any ValueParser, maxItems: Int = 10, language: String) {
        guard let conjunction = Self.conjunctions[LanguageTag(language).language] else { return nil }
        self.init(element: element, maxItems: maxItems, conjunction: conjunction)
    }

    private init(element: any ValueParser, maxItems: Int, conjunction: String) {
        self.element = element
        self.maxItems = max(1, maxItems)
        self.conjunction = conjunction
    }

    /// Every list reading at the start of `tokens`, shortest first, at most one per length.
    ///
    /// Dynamic programming over (position, item count) with the element parser called at most once
    /// per position, so nothing is exponential however ambiguous the items are.
    /// - Complexity: O(n · m · r) for n ≤ 40 tokens, m ≤ n items and r element readings per position.
    public func readings(of tokens: ArraySlice<Token>, in context: ValueContext) -> [ValueReading] {
        let span = tokens.prefix(Self.maxTokens)
        let count = span.count
        guard count > 0 else { return [] }
        let itemLimit = min(maxItems, count)
        let contacts = Set(context.contacts)
        var cache = ElementReadings(element: element, span: span, context: context)
        // a list starts with an item, and most positions of an utterance start none: nothing to lay out
        guard !cache.readings(at: 0).isEmpty else { return [] }

        // runs[end][items]: the best run of `items` juxtaposed items covering span[0..<end]; a run
        // of one item is itself a list, longer runs become lists once "and" and a last item follow
        var runs = [[Segmentation?]](repeating: [Segmentation?](repeating: nil, count: itemLimit + 1), count: count + 1)
        runs[0][0] = Segmentation()
        var lists = [Segmentation?](repeating: nil, count: count + 1)

        for start in 0..<count {
            let startsRun = (0..<itemLimit).contains { runs[start][$0] != nil }
            // an "and" after a run of fewer than `itemLimit` items may bring in the last item
            let joinsLast =
                start + 1 < count && isConjunction(span[span.startIndex + start])
                && (1..<itemLimit).contains { runs[start][$0] != nil }
            if startsRun {
                for reading in cache.readings(at: start) {
                    let end = start + reading.length
                    for items in 0..<itemLimit {
                        guard let run = runs[start][items] else { continue }
                        let extended = run.appending(reading, contacts: contacts)
                        if extended.isBetterRun(than: runs[end][items + 1]) { runs[end][items + 1] = extended }
                    }
                }
            }
            if joinsLast {
                for reading in cache.readings(at: start + 1) {
                    let end = start + 1 + reading.length
                    for items in 1..<itemLimit {
                        guard let run = runs[start][items] else { continue }
                        let list = run.appending(reading, contacts: contacts)
                        if list.isBetterList(than: lists[end]) { lists[end] = list }
                    }
                }
            }
        }
        // a single item is a one-item list
        for end in 1...count {
            if let single = runs[end][1], single.isBetterList(than: lists[end]) { lists[end] = single }
        }
        return (1...count).compactMap { length in
            lists[length].map {
                ValueReading(length: length, value: .list($0.values), cost: $0.cost, tentative: $0.tentative)
            }
        }
    }

    private func isConjunction(_ token: Token) -> Bool {
        token.kind == .word && token.text == conjunction
    }
}

/// The element parser's readings at each position of the span, asked for once and only when needed.
private struct ElementReadings {
    let element: any ValueParser
    let span: ArraySlice<Token>
    let context: ValueContext
    private var cache: [Int: [ValueReading]] = [:]

    init(element: any ValueParser, span: ArraySlice<Token>, context: ValueContext) {
        self.element = element
        self.span = span
        self.context = context
    }

    /// The readings starting `offset` tokens into the span that end within it; a reading of no
    /// tokens, or past the span, from a misbehaving element parser is dropped.
    mutating func readings(at offset: Int) -> [ValueReading] {
        if let known = cache[offset] { return known }
        let remaining = span.count - offset
        let start = span.startIndex + offset
        // an item never runs across a comma: "dave, erin" is two items whatever the parser reads.
        let firstSeparator = span[start...].dropFirst().firstIndex { $0.separated }.map { $0 - start } ?? remaining
        let found = element.readings(of: span.dropFirst(offset), in: context).filter {
            $0.length >= 1 && $0.length <= min(remaining, firstSeparator)
        }
        cache[offset] = found
        return found
    }
}

/// Items read so far, with what the ranking needs: how many are contacts and the highest cost.
private struct Segmentation {
    var values: [ParameterValue] = []
    var contactCount = 0
    var cost: Float = 0
    var tentative = false

    func appending(_ reading: ValueReading, contacts: Set<String>) -> Segmentation {
        var next = self
        next.values.append(reading.value)
        if case .person(let name) = reading.value, contacts.contains(name) { next.contactCount += 1 }
        next.cost = max(cost, reading.cost)
        next.tentative = tentative || reading.tentative
        return next
    }

    /// Among runs of the same length and item count: more contacts, then cheaper; ties keep the
    /// first found.
    func isBetterRun(than other: Segmentation?) -> Bool {
        guard let other else { return true }
        if contactCount != other.contactCount { return contactCount > other.contactCount }
        return cost < other.cost
    }

    /// Among lists of the same length: more contacts, then fewer items, then cheaper.
    func isBetterList(than other: Segmentation?) -> Bool {
        guard let other else { return true }
        if contactCount != other.contactCount { return contactCount > other.contactCount }
        if values.count != other.values.count { return values.count < other.values.count }
        return cost < other.cost
    }
}
