import PhraseMatching

/// Reads the values of an enum or entity by their titles and synonyms, as a parser, so that they
/// can be list elements ("tomato and miso"). A single enum or entity slot does not need it: the
/// automaton reads those through its shared vocabulary, typos included.
struct VocabularyParser: ValueParser {
    private struct Node {
        var children: [String: Int] = [:]
        var value: ParameterValue?
    }

    private var nodes = [Node()]

    /// A parser for the phrases of each value: `(phrases said for it, canonical value)`.
    init(_ entries: [(phrases: [String], value: ParameterValue)]) {
        for entry in entries {
            for phrase in entry.phrases { insert(Tokenizer.tokenize(phrase).map(\.text), entry.value) }
        }
    }

    /// The cases of an enum, by title and synonyms; values are the case values.
    init(_ enumeration: EnumModel) {
        self.init(enumeration.cases.map { ([$0.title] + $0.synonyms, .string($0.value)) })
    }

    /// The values of an entity, by title and synonyms; values are the ids.
    init(_ entity: EntityModel) {
        self.init(entity.values.map { ([$0.title] + $0.synonyms, .string($0.id)) })
    }

    private mutating func insert(_ words: [String], _ value: ParameterValue) {
        guard !words.isEmpty else { return }
        var node = 0
        for word in words {
            if let next = nodes[node].children[word] {
                node = next
            } else {
                nodes.append(Node())
                nodes[node].children[word] = nodes.count - 1
                node = nodes.count - 1
            }
        }
        // the first value given for a phrase wins when two share it.
        if nodes[node].value == nil { nodes[node].value = value }
    }

    func readings(of tokens: ArraySlice<Token>, in context: ValueContext) -> [ValueReading] {
        var found: [ValueReading] = []
        var node = 0
        for (offset, token) in tokens.enumerated() {
            guard let next = nodes[node].children[token.text] else { break }
            node = next
            if let value = nodes[node].value { found.append(ValueReading(length: offset + 1, value: value)) }
        }
        return found
    }
}
