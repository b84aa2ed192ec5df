import Foundation
import PhraseMatching

/// One entity as the index holds it: its identity, the words of its indexed properties with the
/// weight of each, the date that orders it, and its Boolean flags.
struct IndexedDocument: Sendable {
    /// A value of one property, as the index reads it.
    enum Content: Sendable, Hashable {
        case text([String])
        case date(Date)
        case bool(Bool)
        case number(Double)
    }

    /// One declared property with its value.
    struct Property: Sendable {
        var name: String
        var title: String
        var key: IndexingKey?
        var content: Content
    }

    var type: String
    var id: String
    var title: String
    var subtitle: String?
    var synonyms: [String] = []
    var properties: [Property] = []
    /// The Swift instance, for entities indexed from Swift.
    var entity: (any AppEntity)?
    /// The app that declares the type, when known.
    var app: String?

    var key: String { "\(type)\u{1F}\(id)" }

    /// The date that orders "last" and "first": the property whose key ranks highest, else the first date.
    var sortDate: Date? {
        var best: (priority: Int, date: Date)?
        for property in properties {
            guard case .date(let date) = property.content else { continue }
            let priority = property.key?.datePriority ?? 0
            if best == nil || priority > best?.priority ?? 0 { best = (priority, date) }
        }
        return best?.date
    }
}

/// How a spoken reference came out.
enum ReferenceResolution: Sendable {
    /// One entity clearly fits; `score` is how much of the mention it covers, 0…1.
    case found(IndexedDocument, score: Float)
    /// Several fit about equally (or one fits only weakly): the assistant asks, offering these.
    case ambiguous([IndexedDocument], score: Float)
    /// Nothing indexed fits.
    case none
}

/// The index of entities apps gave the assistant: an inverted index of the words of their
/// properties, with a deletion-neighbourhood table for typos. Searches are bounded by the words of
/// the mention and the postings of those words; no search scans every entity unless the mention is
/// only a relative word ("my last message"), which reads each entity of one type once.
struct EntityIndex: Sendable {
    private struct Posting: Sendable {
        var document: Int32
        var weight: Float
    }

    /// The thresholds a reference is decided by.
    struct Thresholds: Sendable {
        /// Below this share of the mention an entity does not fit at all.
        var fits: Float = 0.5
        /// An entity is picked without asking only when it covers this much of the mention…
        var confident: Float = 0.66
        /// …and leads the next one by this much; entities within it are offered together.
        var margin: Float = 0.15
        /// The most options a question offers.
        var options = 6
    }

    var thresholds = Thresholds()
    private var documents: [IndexedDocument?] = []
    private var slots: [String: Int] = [:]
    private var free: [Int] = []
    private var postings: [String: [Posting]] = [:]
    /// Each document's terms, so that deleting it removes its postings.
    private var termsOf: [Int: [String]] = [:]
    /// A deletion variant of a term → the terms it comes from (typos find their word through it).
    private var variants: [String: [String]] = [:]
    /// Type name → the words that name it ("email", "message"), stemmed.
    private var typeWords: [String: Set<String>] = [:]
    /// Type name → the names of its Boolean flags ("read", "flagged").
    private var flagNames: [String: Set<String>] = [:]
    /// Type name → the live documents of the type.
    private var members: [String: Set<Int>] = [:]
    /// The types some of whose entities have a date, so that "last" and "first" order them.
    private var datedTypes: Set<String> = []
    /// Each slot's type (nil once deleted) and date, read without copying documents.
    private var typeOf: [String?] = []
    private var dateOf: [Date?] = []
    /// Type name → its dated documents, newest first: "my last message" reads the first.
    private var ordered: [String: [Int]] = [:]

    /// How many entities the index holds.
    var count: Int { slots.count }

    /// Whether the index holds entities of `type`.
    func holds(_ type: String) -> Bool { !(members[type]?.isEmpty ?? true) }

    /// Gives the words that name a type ("Message", "email", "text").
    mutating func name(_ type: String, words: [String]) {
        var set = typeWords[type] ?? []
        for word in words { for token in Self.terms(word) { set.insert(token) } }
        typeWords[type] = set
    }

    /// Adds or replaces documents.
    mutating func add(_ document: IndexedDocument) {
        remove(type: document.type, id: document.id)
        let slot = free.popLast() ?? documents.count
        let date = document.sortDate
        if slot == documents.count {
            documents.append(document)
            typeOf.append(document.type)
            dateOf.append(date)
        } else {
            documents[slot] = document
            typeOf[slot] = document.type
            dateOf[slot] = date
        }
        slots[document.key] = slot
        members[document.type, default: []].insert(slot)
        if let date {
            datedTypes.insert(document.type)
            var list = ordered[document.type] ?? []
            ordered[document.type] = nil
            // newest first; among equal dates, the later slot last.
            let at = Self.insertionPoint(in: list) { (dateOf[$0] ?? .distantPast) >= date }
            list.insert(slot, at: at)
            ordered[document.type] = list
        }
        var weights: [String: Float] = [:]
        func index(_ text: String, _ weight: Float) {
            for term in Self.terms(text) where weights[term, default: 0] < weight { weights[term] = weight }
        }
        index(document.title, 1)
        for synonym in document.synonyms { index(synonym, 0.9) }
        for property in document.properties {
            switch property.content {
            case .text(let texts):
                for text in texts { index(text, property.key?.weight ?? 0.5) }
            case .bool:
                flagNames[document.type, default: []].formUnion(Self.flagNames(of: property))
            case .date, .number:
                break
            }
        }
        for (term, weight) in weights {
            if postings[term] == nil { addVariants(of: term) }
            postings[term, default: []].append(Posting(document: Int32(slot), weight: weight))
        }
        termsOf[slot] = Array(weights.keys)
    }

    /// The first index of `list` where `before` is false (binary search; `before` holds on a prefix).
    private static func insertionPoint(in list: [Int], _ before: (Int) -> Bool) -> Int {
        var (low, high) = (0, list.count)
        while low < high {
            let middle = (low + high) / 2
            if before(list[middle]) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Removes the entity of `type` with `id`, if the index holds it.
    mutating func remove(type: String, id: String) {
        guard let slot = slots.removeValue(forKey: "\(type)\u{1F}\(id)") else { return }
        for term in termsOf.removeValue(forKey: slot) ?? [] {
            postings[term]?.removeAll { $0.document == Int32(slot) }
            if postings[term]?.isEmpty == true { postings[term] = nil }
        }
        members[type]?.remove(slot)
        if let at = ordered[type]?.firstIndex(of: slot) { ordered[type]?.remove(at: at) }
        documents[slot] = nil
        typeOf[slot] = nil
        dateOf[slot] = nil
        free.append(slot)
    }

    /// The document of `type` with `id`, if indexed.
    func document(type: String, id: String) -> IndexedDocument? {
        slots["\(type)\u{1F}\(id)"].flatMap { documents[$0] }
    }

    // MARK: - Reading a mention

    /// A mention split into what it asks for.
    struct Query: Sendable {
        /// Words that must be found in the entity's properties.
        var terms: [String] = []
        /// Types the mention names ("email" → the message type).
        var types: Set<String> = []
        /// "last", "latest": newest first; "first", "oldest": oldest first.
        var newestFirst: Bool?
        /// Flags the mention asks for ("unread" → read == false).
        var flags: [(name: String, value: Bool)] = []
        /// Whether the mention had any words at all besides function words.
        var isEmpty: Bool { terms.isEmpty && newestFirst == nil && flags.isEmpty }
    }

    static let functionWords: Set<String> = [
        "the", "a", "an", "my", "our", "your", "his", "her", "their", "from", "about", "to", "with", "for", "of",
        "on", "in", "at", "by", "and", "or", "that", "this", "these", "those", "it", "me", "called", "named",
        "titled", "regarding", "re", "one", "most", "some", "any", "which", "who", "is", "was", "s",
    ]
    static let newestWords: Set<String> = ["last", "latest", "newest", "recent", "previous", "lastest"]
    static let oldestWords: Set<String> = ["first", "oldest", "earliest"]

    /// Reads `mention` for a parameter of one of `types` (nil: any type).
    func query(_ mention: String, types allowed: Set<String>?) -> Query {
        var query = Query()
        let candidates = allowed ?? Set(typeWords.keys)
        let hasDates = !datedTypes.isDisjoint(with: candidates)
        let flags = candidates.reduce(into: Set<String>()) { $0.formUnion(flagNames[$1] ?? []) }
        for term in Self.terms(mention) where !Self.functionWords.contains(term) {
            let naming = candidates.filter { typeWords[$0]?.contains(term) ?? false }
            if !naming.isEmpty {
                query.types.formUnion(naming)
                continue
            }
            if hasDates, query.newestFirst == nil, Self.newestWords.contains(term) {
                query.newestFirst = true
            } else if hasDates, query.newestFirst == nil, Self.oldestWords.contains(term) {
                query.newestFirst = false
            } else if flags.contains(term) {
                query.flags.append((term, true))
            } else if term.hasPrefix("un"), flags.contains(String(term.dropFirst(2))) {
                query.flags.append((String(term.dropFirst(2)), false))
            } else {
                query.terms.append(term)
            }
        }
        return query
    }

    /// The types a query may return: those asked for, narrowed to those the mention names.
    private func allowedTypes(_ query: Query, _ types: Set<String>?) -> Set<String>? {
        guard let types else { return query.types.isEmpty ? nil : query.types }
        return query.types.isEmpty ? types : types.intersection(query.types)
    }

    private func admits(_ slot: Int, _ query: Query, _ allowed: Set<String>?) -> Bool {
        guard let type = typeOf[slot] else { return false }
        if let allowed, !allowed.contains(type) { return false }
        guard !query.flags.isEmpty, let document = documents[slot] else { return true }
        return query.flags.allSatisfy { flag in Self.flag(flag.name, of: document) == flag.value }
    }

    /// Every document that fits the words of `query` among `allowed` types, with its score (the
    /// share of the mention's words it covers, weighted by how rare each word is and where it was
    /// found), in no order. Empty when the query has no words.
    private func scored(_ query: Query, allowed: Set<String>?) -> [(document: Int, score: Float)] {
        let total = Float(max(count, 1))
        var sums: [Int32: Float] = [:]
        var possible: Float = 0
        for term in query.terms {
            var best: [Int32: Float] = [:]
            var frequency = 0
            for (word, quality) in matches(of: term) {
                guard let list = postings[word] else { continue }
                frequency = max(frequency, list.count)
                for posting in list where best[posting.document, default: 0] < posting.weight * quality {
                    best[posting.document] = posting.weight * quality
                }
            }
            let rarity = log(1 + total / Float(1 + frequency))
            possible += rarity
            for (document, weight) in best { sums[document, default: 0] += weight * rarity }
        }
        guard possible > 0 else { return [] }
        return sums.compactMap { document, sum in
            let slot = Int(document)
            let score = sum / possible
            return score >= thresholds.fits && admits(slot, query, allowed) ? (slot, score) : nil
        }
    }

    /// The first `limit` entities of `allowed` types in date order that pass the query's flags:
    /// "my last message", "the oldest unread email". Walks the date order, so the newest costs O(1).
    private func byDate(_ query: Query, allowed: Set<String>?, newestFirst: Bool, limit: Int) -> [Int] {
        var found: [Int] = []
        for type in allowed ?? Set(ordered.keys) {
            guard let slots = ordered[type] else { continue }
            var taken = 0
            for slot in newestFirst ? AnyCollection(slots) : AnyCollection(slots.reversed())
            where admits(slot, query, allowed) {
                found.append(slot)
                taken += 1
                if taken == limit { break }
            }
        }
        return Array(sortedByDate(found, newestFirst: newestFirst).prefix(limit))
    }

    private func sortedByDate(_ slots: [Int], newestFirst: Bool) -> [Int] {
        slots.sorted { a, b in
            let (x, y) = (dateOf[a] ?? .distantPast, dateOf[b] ?? .distantPast)
            return x != y ? (newestFirst ? x > y : x < y) : a < b
        }
    }

    private static func byScore(_ a: (document: Int, score: Float), _ b: (document: Int, score: Float)) -> Bool {
        a.score != b.score ? a.score > b.score : a.document < b.document
    }

    /// Resolves a spoken reference to an entity of one of `types`.
    func resolve(_ mention: String, types: Set<String>) -> ReferenceResolution {
        let query = self.query(mention, types: types)
        guard !query.isEmpty else { return .none }
        let allowed = allowedTypes(query, types)
        guard !query.terms.isEmpty else {
            // only a relative word or a flag: the first in date order, or, with a flag alone, every one that has it.
            let slots = byDate(
                query, allowed: allowed, newestFirst: query.newestFirst ?? true, limit: thresholds.options + 1)
            let found = slots.compactMap { documents[$0] }
            if query.newestFirst != nil, let first = found.first { return .found(first, score: 1) }
            if found.count == 1, let only = found.first { return .found(only, score: 1) }
            return found.isEmpty ? .none : .ambiguous(Array(found.prefix(thresholds.options)), score: 1)
        }
        let hits = scored(query, allowed: allowed)
        guard let top = hits.max(by: { Self.byScore($1, $0) }) else { return .none }
        var close = hits.filter { $0.score >= top.score - thresholds.margin }
        if let newestFirst = query.newestFirst {
            // "my last email from frank": among the ones that fit best, the newest.
            let slots = sortedByDate(close.map(\.document), newestFirst: newestFirst)
            guard let first = slots.first.flatMap({ documents[$0] }) else { return .none }
            guard top.score < thresholds.confident else { return .found(first, score: top.score) }
            return .ambiguous(slots.prefix(thresholds.options).compactMap { documents[$0] }, score: top.score)
        }
        close.sort(by: Self.byScore)
        let options = close.prefix(thresholds.options).compactMap { documents[$0.document] }
        if close.count == 1, top.score >= thresholds.confident, let only = options.first {
            return .found(only, score: top.score)
        }
        return .ambiguous(options, score: top.score)
    }

    /// Ranks documents of any type (or of `types`) for a search.
    func search(_ text: String, types: Set<String>? = nil, limit: Int) -> [(IndexedDocument, Float)] {
        let query = self.query(text, types: types)
        guard !query.isEmpty, limit > 0 else { return [] }
        let allowed = allowedTypes(query, types)
        guard !query.terms.isEmpty else {
            let slots = byDate(query, allowed: allowed, newestFirst: query.newestFirst ?? true, limit: limit)
            return slots.compactMap { slot in documents[slot].map { ($0, Float(1)) } }
        }
        var hits = scored(query, allowed: allowed)
        if let newestFirst = query.newestFirst {
            hits.sort { a, b in
                if a.score != b.score { return a.score > b.score }
                let (x, y) = (dateOf[a.document] ?? .distantPast, dateOf[b.document] ?? .distantPast)
                return x != y ? (newestFirst ? x > y : x < y) : a.document < b.document
            }
        } else {
            hits.sort(by: Self.byScore)
        }
        return hits.prefix(limit).compactMap { hit in documents[hit.document].map { ($0, hit.score) } }
    }

    // MARK: - Words

    /// The index terms of `text`: folded tokens, possessives dropped, lightly stemmed.
    static func terms(_ text: String) -> [String] {
        Tokenizer.tokenize(text).compactMap { token in
            var word = Substring(token.text)
            if word.hasSuffix("'s") { word = word.dropLast(2) } else if word.hasSuffix("'") { word = word.dropLast() }
            guard !word.isEmpty else { return nil }
            return stem(word)
        }
    }

    /// Drops a plural "s" ("emails" → "email", "cookies" → "cookie"), keeping "ss", short words
    /// and function words ("this").
    static func stem(_ word: Substring) -> String {
        if word.count > 3, word.hasSuffix("s"), !word.hasSuffix("ss"), !word.hasSuffix("us"),
            !functionWords.contains(String(word))
        {
            return String(word.dropLast())
        }
        return String(word)
    }

    /// The names a Boolean property answers to: its name and title folded, without a leading "is".
    private static func flagNames(of property: IndexedDocument.Property) -> Set<String> {
        var names = Set<String>()
        for text in [property.name, property.title] {
            var word = Normalizer.fold(text).filter { $0.isLetter }
            if word.hasPrefix("is"), word.count > 2 { word = String(word.dropFirst(2)) }
            if !word.isEmpty { names.insert(word) }
        }
        return names
    }

    private static func flag(_ name: String, of document: IndexedDocument) -> Bool? {
        for property in document.properties {
            if case .bool(let value) = property.content, flagNames(of: property).contains(name) { return value }
        }
        return nil
    }

    /// The indexed words `term` may stand for, with how well: itself, then near spellings.
    private func matches(of term: String) -> [(String, Float)] {
        var found: [(String, Float)] = postings[term] == nil ? [] : [(term, Float(1))]
        let letters = Array(term.unicodeScalars)
        let allowed = Self.edits(forLength: letters.count)
        guard allowed > 0, found.isEmpty else { return found }
        var seen = Set<String>()
        for variant in Self.deletions(of: letters) + [term] {
            for word in variants[variant] ?? [] where seen.insert(word).inserted {
                let candidate = Array(word.unicodeScalars)
                let limit = min(allowed, Self.edits(forLength: candidate.count))
                let distance = Self.distance(letters, candidate, limit: limit)
                if distance > 0, distance <= limit { found.append((word, distance == 1 ? 0.8 : 0.6)) }
            }
        }
        return found
    }

    private mutating func addVariants(of term: String) {
        let letters = Array(term.unicodeScalars)
        guard Self.edits(forLength: letters.count) > 0, letters.allSatisfy({ $0.properties.isAlphabetic }) else {
            return
        }
        variants[term, default: []].append(term)
        for variant in Self.deletions(of: letters) { variants[variant, default: []].append(term) }
    }

    /// Words of 4–7 letters may have one typo, longer ones two.
    private static func edits(forLength length: Int) -> Int { length >= 8 ? 2 : length >= 4 ? 1 : 0 }

    /// Every string one deletion away from `letters`.
    private static func deletions(of letters: [Unicode.Scalar]) -> [String] {
        guard letters.count <= 32 else { return [] }
        var result: [String] = []
        result.reserveCapacity(letters.count)
        for skip in letters.indices {
            var view = String.UnicodeScalarView()
            for (index, scalar) in letters.enumerated() where index != skip { view.append(scalar) }
            result.append(String(view))
        }
        return result
    }

    /// The optimal-string-alignment distance of `a` and `b`, or `limit + 1` when it exceeds `limit`.
    private static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            current[0] = i
            var rowBest = current[0]
            for j in 1...max(b.count, 1) where !b.isEmpty {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { value = min(value, previous2[j - 2] + 1) }
                current[j] = value
                rowBest = min(rowBest, value)
            }
            if rowBest > limit { return limit + 1 }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return a.isEmpty ? b.count : b.isEmpty ? a.count : previous[b.count]
    }
}
