import PhraseMatching

/// Reads the answer to one of the assistant's questions: a value for a parameter, a choice among
/// options (by name or position), or yes/no.
///
/// An answer is matched like any utterance, against a small phrase set made for the question
/// ("[it's|make it|…] [the|a|…] {value} [one|please|…]"), so typos, fillers and every value
/// parser work in answers as they do in requests.
struct AnswerReader: Sendable {
    private let matcher: IntentMatcher
    /// The words of the enum cases and entities a values reader knows (plurals included), folded.
    private(set) var vocabulary: Set<String> = []
    /// Whether a values reader reads a number for some parameter.
    private(set) var readsNumbers = false

    /// Lead-in and closing words people wrap an answer in.
    private static let rules: [(name: String, body: PhraseModel)] = [
        (
            "lead",
            "[actually|no|oh|ok|okay|um|uh|well|hmm] (it's|it is|make it|make that|use|i want|i'd like|i would like|let's do|let's go with|go with|how about|what about|i'll take|i will take|i'll have|i will have|pick|choose|select|just|the answer is|i meant|i mean|change it to|change that to|actually|give me|get me)"
        ),
        ("article", "(the|a|an|my|some|that)"),
        ("tail", "(one|ones|please|thanks|thank you|one please|instead|then|of them|of those|for me)"),
    ]
    /// Words too common to pick an option by.
    private static let functionWords: Set<String> = [
        "the", "a", "an", "of", "and", "to", "in", "on", "for", "my", "with", "at",
    ]
    private static let wrapped = "[<lead>] [<article>] {value} [<tail>]"

    private init(model: PhrasebookModel) throws {
        // the question is the evidence an answer is for it: text taken whole is not a doubtful wildcard here.
        var options = MatchOptions()
        options.costs.openToken = 0
        options.costs.wildcardShare = 0
        matcher = try IntentMatcher(model: model, options: options)
    }

    /// The app's enums and entities named `names`, each name with its plural too ("clam chowders",
    /// "tomato soups"), and without text search: a mention the names miss goes to the entity's
    /// text search instead.
    private static func vocabulary(_ names: Set<String>, of app: AppModel, language: ConversationLanguage) -> (
        enums: [EnumModel], entities: [EntityModel]
    ) {
        func withPlurals(_ names: [String]) -> [String] {
            var all = names
            for name in names {
                let plural = language.plural(name)
                if !all.contains(where: { $0.lowercased() == plural.lowercased() }) { all.append(plural) }
            }
            return all
        }
        let enums = app.enums.filter { names.contains($0.name) }.map { model in
            var model = model
            model.cases = model.cases.map { item in
                var item = item
                item.synonyms = Array(withPlurals([item.title] + item.synonyms).dropFirst())
                return item
            }
            return model
        }
        let entities = app.entities.filter { names.contains($0.name) }.map { entity in
            var names = entity
            names.searchesText = false
            names.values = entity.values.map { value in
                var value = value
                value.synonyms = Array(withPlurals([value.title] + value.synonyms).dropFirst())
                return value
            }
            return names
        }
        return (enums, entities)
    }

    /// Whether an answer may give a value of this type alongside the one asked for: numbers,
    /// enum cases and entities (text and dates would take any words).
    static func carriesValues(_ type: ParameterType) -> Bool {
        switch type {
        case .int, .double, .enumeration, .entity, .measurement, .list(.enumeration), .list(.entity): true
        default: false
        }
    }

    /// A reader of answers that give values for several parameters of one intent at once:
    /// "two clam chowders", "a large miso please". Each of `parameters` is an optional slot, in the
    /// order people say them (counts, then kinds, then things) and the other way round.
    init(values intent: IntentModel, in app: AppModel, language: ConversationLanguage) throws {
        let slots = intent.parameters.filter { Self.carriesValues($0.type) }.map { parameter in
            var slot = parameter
            slot.isOptional = true
            slot.defaultValue = nil
            return slot
        }
        func rank(_ type: ParameterType) -> Int {
            switch type {
            case .int, .double, .measurement: 0
            case .enumeration, .list(.enumeration): 1
            default: 2
            }
        }
        let ordered = slots.sorted { rank($0.type) < rank($1.type) }.map { "[{\($0.name)}]" }
        let named = Set(slots.compactMap { $0.type.namedType })
        let vocabulary = Self.vocabulary(named, of: app, language: language)
        var phrases = [PhraseModel("[<lead>] [<article>] \(ordered.joined(separator: " ")) [<tail>]")]
        if ordered.count > 1 {
            phrases.append(PhraseModel("[<lead>] [<article>] \(ordered.reversed().joined(separator: " ")) [<tail>]"))
        }
        let answers = AppModel(
            name: app.name, rules: Self.rules, enums: vocabulary.enums, entities: vocabulary.entities,
            intents: [IntentModel(name: "Values", parameters: slots, phrases: phrases)])
        try self.init(model: PhrasebookModel(apps: [answers]))
        var words = Set<String>()
        for model in vocabulary.enums {
            for item in model.cases { for name in [item.title] + item.synonyms { words.formUnion(Self.words(name)) } }
        }
        for entity in vocabulary.entities {
            for value in entity.values {
                for name in [value.title] + value.synonyms { words.formUnion(Self.words(name)) }
            }
        }
        // words the intent's phrases say as literals ("soup" of "order soup in …") are the phrase's,
        // not a value's: a request that matched read them already.
        var literals = Set<String>()
        for phrase in intent.phrases + app.rules.map(\.body) {
            var text = ""
            var inSlot = false
            for character in phrase.text {
                switch character {
                case "{", "<": inSlot = true
                case "}", ">": inSlot = false
                case "[", "]", "(", ")", "|": if !inSlot { text.append(" ") }
                default: if !inSlot { text.append(character) }
                }
            }
            literals.formUnion(Self.words(text))
        }
        self.vocabulary = words.subtracting(literals)
        readsNumbers = slots.contains { rank($0.type) == 0 }
    }

    private static func words(_ name: String) -> [String] { Tokenizer.tokenize(name).map(\.text) }

    /// Whether `token` could be part of a value this values reader reads: a word of its names, or
    /// a number in digits or words.
    func mayRead(_ token: Token) -> Bool {
        if vocabulary.contains(token.text) { return true }
        return readsNumbers && (token.kind == .number || NumberWords.english.entry(token.text) != nil)
    }

    /// Every value the whole answer gives, or nil when it gives none; `exactly` takes only a
    /// reading without typos or skipped words.
    func values(of text: String, context: ValueContext?, exactly: Bool = false) -> [IntentMatch.Parameter]? {
        let match = matcher.match(text, context: context)
        guard match.outcome == .matched, !match.parameters.isEmpty else { return nil }
        if exactly, (match.score ?? 0) < 1 { return nil }
        return match.parameters
    }

    /// A reader of values for `parameter` of `app` (its enum or entity included).
    init(parameter: ParameterModel, in app: AppModel, language: ConversationLanguage = .english) throws {
        var value = parameter
        value.name = "value"
        value.isOptional = false
        value.defaultValue = nil
        var named: String?
        switch parameter.type {
        case .enumeration(let name), .entity(let name), .list(.enumeration(let name)), .list(.entity(let name)):
            named = name
        default: break
        }
        let vocabulary = Self.vocabulary(Set([named].compactMap { $0 }), of: app, language: language)
        let answers = AppModel(
            name: app.name, rules: Self.rules, enums: vocabulary.enums, entities: vocabulary.entities,
            // open text is taken whole: "the report" is a title, not an article and a title.
            intents: [
                IntentModel(
                    name: "Answer", parameters: [value],
                    phrases: [PhraseModel(parameter.type == .string ? "{value}" : Self.wrapped)])
            ])
        try self.init(model: PhrasebookModel(apps: [answers]))
    }

    /// A reader of a choice among options, each given by its title and synonyms.
    init(choices: [[String]]) throws {
        // an option is also named by the words of its title no other option has: "the tortilla
        // one" picks "Chicken Tortilla Soup" over "Chicken Noodle Soup".
        let words = choices.map { Set(($0.first ?? "").lowercased().split(separator: " ").map(String.init)) }
        let options = EntityModel(
            name: "Choice",
            values: choices.enumerated().map { index, names in
                var others = Set<String>()
                for (other, set) in words.enumerated() where other != index { others.formUnion(set) }
                let title = names.first ?? ""
                let own = title.lowercased().split(separator: " ").map(String.init)
                    .filter { !others.contains($0) && !Self.functionWords.contains($0) }
                var distinctive = own
                if own.count > 1 { distinctive.append(own.joined(separator: " ")) }
                return EntityModel.Value(
                    id: String(index), title: title, synonyms: Array(Set(names.dropFirst() + distinctive)).sorted())
            })
        let app = AppModel(
            name: "choice", rules: Self.rules, entities: [options],
            intents: [
                IntentModel(
                    name: "Name", parameters: [ParameterModel(name: "value", type: .entity("Choice"))],
                    phrases: [PhraseModel(Self.wrapped)]),
                IntentModel(
                    name: "Position", parameters: [ParameterModel(name: "value", type: .ordinal)],
                    phrases: [PhraseModel(Self.wrapped), "[<lead>] number {value}"]),
            ])
        try self.init(model: PhrasebookModel(apps: [app]))
    }

    /// The value the whole answer gives, or nil when it gives none; `exactly` takes only a reading
    /// without typos or skipped words.
    func value(of text: String, context: ValueContext?, exactly: Bool = false) -> IntentMatch.Parameter? {
        let match = matcher.match(text, context: context)
        guard match.outcome == .matched, match.missing.isEmpty else { return nil }
        if exactly, (match.score ?? 0) < 1 { return nil }
        return match.parameters.first
    }

    /// The index of the option the answer picks (by name, or by position counted from 1), or nil.
    func choice(of text: String, among count: Int) -> Int? {
        let match = matcher.match(text)
        guard match.outcome == .matched, let value = match.parameters.first?.value else { return nil }
        switch (match.intent, value) {
        case ("Name", .string(let id)): return Int(id)
        case ("Position", .int(let position)) where (1...count).contains(position): return position - 1
        default: return nil
        }
    }

    /// Reads yes or no.
    static let yesNo = Result {
        try AnswerReader(parameter: ParameterModel(name: "answer", type: .bool), in: AppModel(name: "answer"))
    }

    /// Reads "cancel", "never mind" and the like, exactly (a typo of "stop" may be a value).
    static let cancel = Result {
        try IntentMatcher(
            model: PhrasebookModel(apps: [
                AppModel(
                    name: "cancel",
                    intents: [
                        IntentModel(
                            name: "Cancel",
                            phrases: [
                                "(cancel|stop|abort|quit) [it|that|this|everything]", "never mind", "nevermind",
                                "forget (it|about it)",
                                "(no|nope) (cancel|stop) [it|that]", "i changed my mind",
                            ])
                    ])
            ]), options: .exact)
    }

    /// Whether `text` abandons the question.
    static func cancels(_ text: String) -> Bool {
        (try? cancel.get().match(text).outcome) == .matched
    }
}
