import PhraseMatching

/// Which typed parameters can share one parser: the same app, type, range and unit.
struct ParserKey: Hashable {
    var app: String
    var type: ParameterType
    var range: ClosedRange<Double>?
    var unit: String?
    var dateKind: DateKind?

    init(app: String, _ parameter: ParameterModel) {
        self.app = app
        type = parameter.type
        range = parameter.range
        unit = parameter.unit
        dateKind = parameter.dateKind
    }
}

/// The work of compiling a model: the phrase compiler and every diagnostic found on the way.
struct ModelCompilation {
    var compiler: PhraseCompiler
    var diagnostics: [Diagnostic] = []
    private var recognizers: [ParserKey: RecognizerID] = [:]
    /// The model's schemas, by identifier.
    private var schemas: [String: AppSchema] = [:]
    /// The names, synonyms and fillers of the model's apps: no person is read from their words, so
    /// "email carol using postbox" is to Carol, and a filler stays a word any phrase may skip.
    private var notNames: [String] = []
    /// The parser of each typed parameter kind, made once: matching reads slots through it, and
    /// resolution reads the captured spans with the same one.
    private(set) var parsers: [ParserKey: any ValueParser] = [:]
    /// The values each phrase that sets any sets, by compiled phrase id.
    private(set) var fixedValues: [Int: [IntentMatch.Parameter]] = [:]
    /// What the model's data checks (``ModelValidation``) found, app by app: reported before the
    /// compile's own diagnostics.
    private(set) var checks: [Diagnostic] = []
    /// Whether the phrases so far filled the compiler: that is reported once, and later phrases are skipped.
    private var isFull = false
    /// The rule shapes the template checks worked out for an app's phrases with these slots (each
    /// app has its own rules), reused while the phrases are the same intent's.
    private var ruleShapes = (app: -1, slots: [String: SlotKind](), known: TemplateValidator.RuleShapes())
    /// The parsers of the model's language.
    private let values: ValueParsers
    /// Work for the second core of a large app's compile once the fuzzy index's head start is made,
    /// while the app's phrases still compile on the first (which takes longer): done there, at
    /// most once, and left undone when no app is large.
    var whileIdle: (@Sendable () -> Void)?

    /// A compilation of phrases and values in the language of `locale` (its fillers and function
    /// words, numbers, dates, …).
    init(locale: String) {
        compiler = PhraseCompiler(language: locale)
        values = ValueParsers(locale: locale)
    }

    /// The recognizers of the typed parameters with the range `range`, of any app, type and unit.
    func recognizers(ranged range: ClosedRange<Double>) -> [RecognizerID] {
        recognizers.filter { $0.key.range == range }.map(\.value)
    }

    mutating func compile(_ model: PhrasebookModel) {
        checkLocale(model.locale)
        schemas = Dictionary(model.schemas.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
        notNames = Self.notNames(of: model)
        reportDuplicates(model.apps.map { ($0.name, $0.source) }, what: "app")
        for (appIndex, app) in model.apps.enumerated() { compile(app, index: appIndex) }
    }

    private mutating func compile(_ app: AppModel, index appIndex: Int) {
        let names = compiler.addVocabulary(([app.name] + app.synonyms).map { VocabularyEntry(text: $0, value: 0) })
        compiler.addFillers(app.fillers)
        let (rules, ruleProblems) = TemplateRules.build(app.rules.map { ($0.name, $0.body.text, $0.body.source) })
        diagnostics += ruleProblems
        reportDuplicates(
            app.enums.map { ($0.name, app.source) } + app.entities.map { ($0.name, app.source) },
            what: "enum or entity")
        var vocabularies: [String: VocabularyID] = [:]
        // looked up once per parameter: a scan of the app's enums each time would make large apps quadratic.
        let enumValues = Dictionary(
            app.enums.map { ($0.name, $0.cases.map(\.value)) }, uniquingKeysWith: { first, _ in first })
        let enumValueSets = enumValues.mapValues(Set.init)
        let searchingEntities = Set(app.entities.filter(\.searchesText).map(\.name))
        // a large app's vocabularies go into the compiler while, on the second core, its data is
        // checked; then both cores parse its intents' phrases, each taking the next intents left
        // (neither reads the compiler), so that the one done first with its own work parses more.
        // A small app's phrases are parsed one by one as they compile (parsing them all first was slower).
        let large = app.entities.reduce(0) { $0 + $1.values.count } + app.intents.count >= Self.parallelFrom
        let intents = app.intents
        let parsing =
            large
            ? SharedBatches(count: intents.count, batch: Self.parsedIntentsBatch) {
                intents[$0].phrases.map { $0.parsed() }
            }
            : nil
        let (_, checked) = Self.alongside(
            large: large,
            {
                vocabularies = self.addVocabularies(of: app)
                parsing?.work()
            },
            {
                let checked = ModelValidation.check(app)
                parsing?.work()
                return checked
            })
        let parsedPhrases = parsing?.results
        checks += checked
        // then its phrases compile while, on the second core, the fuzzy index gets a head start on
        // the words so far (the vocabularies' titles: nearly every word it will index).
        let headStart = large ? compiler.indexHeadStart() : nil
        let idle = large ? whileIdle : nil
        if large { whileIdle = nil }
        let (_, head) = Self.alongside(
            large: large,
            {
                for phrase in app.negativePhrases {
                    add(
                        phrase, rules: rules, slots: [:], names: names, owner: PhraseOwner(app: appIndex, intent: nil),
                        polarity: .negative)
                }
                reportDuplicates(app.intents.map { ($0.name, $0.source) }, what: "intent")
                for (intentIndex, intent) in app.intents.enumerated() {
                    var slots: [String: SlotKind] = [:]
                    reportDuplicates(intent.parameters.map { ($0.name, $0.source) }, what: "parameter")
                    for parameter in intent.parameters {
                        slots[parameter.name] = slotKind(for: parameter, in: app, vocabularies: vocabularies)
                        if slots[parameter.name] == nil {
                            diagnostics.append(
                                Diagnostic(
                                    .error,
                                    "parameter '\(parameter.name)' has type \(parameter.type), which this build cannot read from an utterance",
                                    source: "\(parameter.source).type",
                                    help: "use a type with a parser: String, Int, Double, an enum or an entity"))
                        }
                        if case .enumeration(let name) = parameter.type,
                            case .string(let value)? = parameter.defaultValue,
                            let values = enumValues[name], enumValueSets[name]?.contains(value) == false
                        {
                            diagnostics.append(
                                Diagnostic(
                                    .error,
                                    "'\(value)' is not a case of enum '\(name)' (cases are: \(Suggestion.listing(values)))",
                                    source: "\(parameter.source).default", help: "use the value of one of the cases"))
                        }
                    }
                    if intent.phrases.isEmpty && intent.schema == nil {
                        diagnostics.append(
                            Diagnostic(
                                .warning, "intent '\(intent.name)' has no phrases, so no utterance can trigger it",
                                source: intent.source,
                                help: "add a phrase such as '\(intent.title.lowercased()) in {applicationName}'"))
                    }
                    for (key, template) in [("dialog", intent.dialog), ("confirmation", intent.confirmation)] {
                        guard let template else { continue }
                        for name in Self.placeholderNames(template) where intent.parameter(named: name) == nil {
                            let names = intent.parameters.map(\.name)
                            var help = "name one of the intent's parameters (\(Suggestion.listing(names)))"
                            if let guess = Suggestion.closest(to: name, in: names) { help = "did you mean '\(guess)'?" }
                            diagnostics.append(
                                Diagnostic(
                                    .warning,
                                    "the \(key) of intent '\(intent.name)' names '{\(name)}', which is not a parameter, so it always reads as nothing",
                                    source: "\(intent.source).\(key)", help: help))
                        }
                    }
                    let owner = PhraseOwner(app: appIndex, intent: intentIndex)
                    // the intent's own phrases, then the phrases of the schema it adopts (those naming a
                    // parameter the intent left out are skipped), each with an optional app name at the end.
                    var written = intent.phrases.indices.map {
                        (phrase: intent.phrases[$0], group: String?.none, parsed: parsedPhrases?[intentIndex][$0])
                    }
                    if let id = intent.schema, let schema = schemas[id] {
                        written += Self.schemaPhrases(schema).map { ($0, id, nil) }
                    }
                    var phrases: [(phrase: PhraseModel, group: String?, values: [IntentMatch.Parameter])] = []
                    for (phrase, group, parsed) in written {
                        guard let values = fixedValues(of: phrase, in: intent, of: app, fromSchema: group != nil) else {
                            continue
                        }
                        phrases.append((phrase, group, values))
                        add(
                            phrase, parsed: parsed, rules: rules, slots: slots, names: names, owner: owner,
                            polarity: .positive, group: group, values: values)
                    }
                    // an entity whose host searches text also takes words its vocabulary lacks, for one
                    // entity or a list of them: the same phrases again, with an open slot (a vocabulary
                    // reading, more specific, still wins).
                    var mentionSlots = slots
                    for parameter in intent.parameters {
                        if let name = parameter.type.entityName, searchingEntities.contains(name) {
                            mentionSlots[parameter.name] = .open
                        }
                    }
                    if mentionSlots != slots {
                        for (phrase, group, values) in phrases {
                            add(
                                phrase, rules: rules, slots: mentionSlots, names: names, owner: owner,
                                polarity: .positive,
                                group: group,
                                values: values, report: false)
                        }
                    }
                    if intent.isOpenIntent {
                        addOpenPhrases(of: intent, rules: rules, slots: slots, names: names, owner: owner)
                    }
                    for phrase in intent.negativePhrases {
                        add(phrase, rules: rules, slots: slots, names: names, owner: owner, polarity: .negative)
                    }
                }
            },
            {
                let head = headStart?.make()
                idle?()
                return head
            })
        if let head { compiler.adoptIndexHead(head) }
    }

    /// Runs `first` and `second`, at the same time when `large` (on a small app, starting a
    /// thread would cost more than it saves). The results are the same either way.
    private static func alongside<First, Second>(
        large: Bool, _ first: () -> First, _ second: () -> Second
    ) -> (First, Second) {
        if large { return BothAtOnce.run(first, second) }
        return (first(), second())
    }

    /// An app with this many entity values and intents is compiled on two threads.
    static let parallelFrom = 20_000

    /// The intents whose phrases a thread parses at a time, while a large app's are parsed on both.
    static let parsedIntentsBatch = 64

    /// The vocabularies of the app's enums and entities, added to the compiler, by name.
    private mutating func addVocabularies(of app: AppModel) -> [String: VocabularyID] {
        var vocabularies: [String: VocabularyID] = [:]
        for enumeration in app.enums {
            if enumeration.cases.isEmpty {
                diagnostics.append(
                    Diagnostic(
                        .error, "enum '\(enumeration.name)' has no cases", source: app.source,
                        help: "add at least one case, or remove the enum"))
            }
            vocabularies[enumeration.name] = addVocabulary(of: enumeration)
        }
        for entity in app.entities {
            // each value's title, then its synonyms; built in place (no array per value).
            var entries: [VocabularyEntry] = []
            entries.reserveCapacity(entity.values.reduce(0) { $0 + 1 + $1.synonyms.count })
            for (index, value) in entity.values.enumerated() {
                entries.append(VocabularyEntry(text: value.title, value: index))
                for synonym in value.synonyms { entries.append(VocabularyEntry(text: synonym, value: index)) }
            }
            vocabularies[entity.name] = compiler.addVocabulary(entries)
        }
        return vocabularies
    }

    /// The phrasings of an open intent: its target's known names after "open", "show me"…, and
    /// "open it". The target's slot is the vocabulary alone, never a mention, so that no words
    /// but a known name fill it.
    private mutating func addOpenPhrases(
        of intent: IntentModel, rules: TemplateRules, slots: [String: SlotKind], names: VocabularyID?,
        owner: PhraseOwner
    ) {
        guard let target = intent.parameter(named: "target"), OpenIntentPhrases.canBeTarget(target) else {
            diagnostics.append(
                Diagnostic(
                    .error, "open intent '\(intent.name)' has no parameter 'target' of an entity or enum type",
                    source: intent.source,
                    help:
                        "declare the thing it opens as `@Parameter var target: SomeEntity` (manifest: a parameter named 'target')"
                ))
            return
        }
        for text in [OpenIntentPhrases.named, OpenIntentPhrases.pointing] {
            add(
                PhraseModel(text, source: "\(intent.source) (open intent phrasing)"), rules: rules, slots: slots,
                names: names, owner: owner, polarity: .positive)
        }
    }

    /// A locale whose language has no tables is an error, rather than English read silently.
    private mutating func checkLocale(_ locale: String) {
        let missing = ValueParsers.missingTables(for: locale)
        guard !missing.isEmpty else { return }
        let languages = ValueParsers.languages.joined(separator: ", ")
        let language = LanguageTag(locale).language
        let message =
            language.isEmpty
            ? "locale '\(locale)' names no language"
            : "locale '\(locale)': Phrasebook has no tables for the language '\(language)' (\(missing.joined(separator: ", ")))"
        diagnostics.append(
            Diagnostic(
                .error, message, source: "locale",
                help: "write the phrases in a language with tables (\(languages)) and name it, such as \"en-US\"; "
                    + "or add tables for '\(language)' to the value parsers"))
    }

    /// The parameter names of a dialog's placeholders: `{name}` and `{name?text}`.
    static func placeholderNames(_ template: String) -> [String] {
        var names: [String] = []
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.append(String(rest[rest.index(after: open)..<close].prefix { $0 != "?" }))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }

    /// A schema's phrases as templates: each ends with an optional "(in|using|with|on) {applicationName}",
    /// which names the app when several adopt the schema; the app's name is required where the
    /// schema says so (in-app search).
    static func schemaPhrases(_ schema: AppSchema) -> [PhraseModel] {
        let app =
            schema.requiresApplicationName
            ? " (in|using|with|on) {applicationName}" : " [(in|using|with|on) {applicationName}]"
        return schema.phrases.enumerated().map { index, phrase in
            PhraseModel(
                phrase.text + app, values: phrase.values,
                source: "schema \(schema.identifier) phrases[\(index)]")
        }
    }

    /// The values a phrase sets, read with their parameters' types. Nil when one cannot be read
    /// (reported), or when a schema's phrase sets a parameter the intent left out (skipped, as a
    /// schema phrase naming such a parameter in a slot is: without it the words would be ignored).
    private mutating func fixedValues(
        of phrase: PhraseModel, in intent: IntentModel, of app: AppModel, fromSchema: Bool
    ) -> [IntentMatch.Parameter]? {
        var values: [IntentMatch.Parameter] = []
        var readable = true
        for (name, json) in phrase.values {
            let path = "\(phrase.source).values.\(name)"
            guard let parameter = intent.parameter(named: name) else {
                if fromSchema { return nil }
                let names = intent.parameters.map(\.name)
                var message =
                    names.isEmpty
                    ? "the phrase sets '\(name)', but this intent has no parameters"
                    : "the phrase sets unknown parameter '\(name)' (parameters are: \(names.joined(separator: ", ")))"
                if let guess = Suggestion.closest(to: name, in: names) { message += ". Did you mean '\(guess)'?" }
                diagnostics.append(
                    Diagnostic(
                        .error, message, source: path, help: "set a parameter of the intent, or remove the value"))
                readable = false
                continue
            }
            let value = ParameterValue.reading(json, as: parameter.type, in: app, at: path) { path, message in
                diagnostics.append(
                    Diagnostic(
                        .error, message, source: path,
                        help: "write the value in the canonical form of \(parameter.type)"))
            }
            if let value { values.append(IntentMatch.Parameter(name: name, value: value)) } else { readable = false }
        }
        return readable ? values : nil
    }

    /// Compiles the phrases of the intent schemas no intent of the model adopts, each phrase owned
    /// by its schema's index; entity and enum slots read open text. Returns whether there were any.
    mutating func compileUnadopted(_ model: PhrasebookModel) -> Bool {
        notNames = Self.notNames(of: model)
        let adopted = Set(model.apps.flatMap { $0.intents.compactMap(\.schema) })
        // enum schemas read their cases; entity schemas, whose values only apps know, read open text.
        let enums = model.schemas.filter { $0.kind == .enumeration }
        let bare = AppModel(
            name: "",
            enums: enums.map { schema in
                EnumModel(
                    name: schema.identifier,
                    cases: schema.cases.map { EnumModel.Case(value: $0, title: Self.spoken($0)) },
                    schema: schema.identifier)
            })
        var vocabularies: [String: VocabularyID] = [:]
        for enumeration in bare.enums {
            vocabularies[enumeration.name] = addVocabulary(of: enumeration)
        }
        var any = false
        for (index, schema) in model.schemas.enumerated()
        where schema.kind == .intent && !adopted.contains(schema.identifier) {
            var slots: [String: SlotKind] = [:]
            for parameter in schema.parameters {
                if let type = SchemaConformance.parameterType(for: parameter.type, in: bare) {
                    slots[parameter.name] = slotKind(
                        for: ParameterModel(name: parameter.name, type: type, dateKind: parameter.dateKind), in: bare,
                        vocabularies: vocabularies)
                } else if parameter.type.isReadableFromSpeech {
                    slots[parameter.name] = .open
                }
            }
            for phrase in Self.schemaPhrases(schema) {
                // problems of these phrases are reported where an intent adopts the schema.
                if add(
                    phrase, rules: .none, slots: slots, names: nil, owner: PhraseOwner(app: index, intent: nil),
                    polarity: .positive, group: schema.identifier, report: false)
                {
                    any = true
                }
            }
        }
        return any
    }

    /// The vocabulary of an enum: each case's title and synonyms stand for the case's index.
    private mutating func addVocabulary(of enumeration: EnumModel) -> VocabularyID {
        compiler.addVocabulary(
            enumeration.cases.enumerated().flatMap { index, item in
                ([item.title] + item.synonyms).map { VocabularyEntry(text: $0, value: index) }
            })
    }

    /// The phrases whose words never read as a person: every app's name, synonyms and fillers.
    static func notNames(of model: PhrasebookModel) -> [String] {
        model.apps.flatMap { [$0.name] + $0.synonyms + $0.fillers }
    }

    /// A case value as words: "slowMotion" is said "slow motion".
    static func spoken(_ value: String) -> String {
        value.reduce(into: "") { text, character in
            text += character.isUppercase ? " \(character.lowercased())" : String(character)
        }
    }

    private mutating func slotKind(
        for parameter: ParameterModel, in app: AppModel, vocabularies: [String: VocabularyID]
    ) -> SlotKind? {
        switch parameter.type {
        case .string:
            return .open
        case .enumeration(let name), .entity(let name):
            return vocabularies[name].map(SlotKind.vocabulary)
        default:
            // one recognizer per type, range and unit, shared by every parameter that has them.
            let key = ParserKey(app: app.name, parameter)
            if let known = recognizers[key] { return .recognizer(known) }
            guard let parser = values.parser(for: parameter, in: app, notNames: notNames) else { return nil }
            let id = compiler.addRecognizer(
                ParsedSlotRecognizer(parser: parser, context: ValueContext(), accepts: { _ in true }))
            recognizers[key] = id
            parsers[key] = parser
            return .recognizer(id)
        }
    }

    /// Adds one phrase, with the `values` it sets; `report: false` adds a variant of a phrase
    /// already checked, without reporting its problems twice. A schema's phrase (`group` set) that
    /// names a parameter the adopter left out is skipped: the schema's optional parameters need not
    /// all be adopted.
    @discardableResult
    private mutating func add(
        _ phrase: PhraseModel, parsed: PhraseModel.Parsed? = nil, rules: TemplateRules, slots: [String: SlotKind],
        names: VocabularyID?, owner: PhraseOwner, polarity: PhrasePolarity, group: String? = nil,
        values: [IntentMatch.Parameter] = [], report: Bool = true
    ) -> Bool {
        guard !isFull else { return false }
        let (template, problems) = parsed ?? phrase.parsed()
        if report { diagnostics += problems }
        guard let template else { return false }
        if group != nil, !template.slotNames.allSatisfy({ slots[$0] != nil }) { return false }
        // a size is known without expanding rules, while checking a phrase costs as much as
        // expanding it: so the size comes first, and a full model takes no more phrases.
        if let problem = compiler.sizeProblem(template, rules: rules, source: phrase.source) {
            if report || problem.fillsModel { diagnostics.append(problem.diagnostic) }
            isFull = problem.fillsModel
            return false
        }
        // the rule shapes of the app's phrases checked before with the same slots (one intent's).
        if ruleShapes.app != owner.app || ruleShapes.slots != slots {
            ruleShapes = (owner.app, slots, TemplateValidator.RuleShapes())
        }
        let semantic = TemplateValidator.validate(
            template, source: phrase.source, parameters: slots, rules: rules, known: &ruleShapes.known)
        if report { diagnostics += semantic }
        guard !semantic.contains(where: { $0.severity == .error }) else { return false }
        let both = values.map(\.name).filter(template.slotNames.contains)
        guard both.isEmpty else {
            if report {
                diagnostics.append(
                    Diagnostic(
                        .error, "the phrase both sets '\(both[0])' and reads it from {\(both[0])}",
                        source: "\(phrase.source).values.\(both[0])",
                        help: "remove {\(both[0])} from the phrase, or remove its value"))
            }
            return false
        }
        do {
            let id = try compiler.addPhrase(
                template, rules: rules, slots: slots, applicationName: names,
                entry: PhraseEntry(owner: owner, polarity: polarity, text: phrase.text, group: group),
                source: phrase.source)
            if !values.isEmpty { fixedValues[id] = values }
            return true
        } catch {
            if report { diagnostics.append(error) }
            return false
        }
    }

    private mutating func reportDuplicates(_ items: [(name: String, source: String)], what: String) {
        var seen = Set<String>()
        for item in items where !seen.insert(item.name).inserted {
            diagnostics.append(
                Diagnostic(
                    .error, "duplicate \(what) name '\(item.name)'", source: item.source,
                    help: "give each \(what) its own name"))
        }
    }
}

extension PhraseModel {
    /// A phrase's template as ``PhraseTemplate/parse(_:source:limits:)`` reads it, and its problems.
    typealias Parsed = (template: PhraseTemplate?, diagnostics: [Diagnostic])

    /// The phrase's text parsed, at its source.
    func parsed() -> Parsed { PhraseTemplate.parse(text, source: source) }
}
