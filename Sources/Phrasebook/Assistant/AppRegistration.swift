import PhraseMatching

/// An app the ``Assistant`` knows: its name and synonyms, and its intents, declared in Swift (an
/// ``AppShortcutsProvider``) or in a manifest.
public struct AppRegistration: Sendable {
    enum Declaration: Sendable {
        case shortcuts(any AppShortcutsProvider.Type, intents: [any AppIntent.Type])
        case manifest(AppModel)
    }

    /// The app's name, matched by `{applicationName}`.
    public let name: String
    /// Other names for the app.
    public let synonyms: [String]
    let declaration: Declaration
    let rules: [(name: String, body: PhraseModel)]
    let fillers: [String]

    /// An app declared in Swift.
    /// - Parameters:
    ///   - name: the app's name, which `{applicationName}` matches.
    ///   - synonyms: other names `{applicationName}` accepts.
    ///   - shortcuts: the provider of the app's shortcuts and negative phrases.
    ///   - intents: intents to register besides those of the shortcuts (to run them, a phrase must
    ///     name them; with none they are still validated and listed in the model).
    ///   - rules: named template fragments the phrases use as `<name>`.
    ///   - fillers: extra words the fuzzy tier may skip.
    public init(
        name: String, synonyms: [String] = [], shortcuts: any AppShortcutsProvider.Type,
        intents: [any AppIntent.Type] = [],
        rules: [String: String] = [:], fillers: [String] = []
    ) {
        self.name = name
        self.synonyms = synonyms
        declaration = .shortcuts(shortcuts, intents: intents)
        self.rules = rules.keys.sorted().map { ($0, PhraseModel(rules[$0] ?? "", source: "\(name).rules.\($0)")) }
        self.fillers = fillers
    }

    /// An app of a manifest (``ManifestLoader``); its intents complete with their `dialog`.
    public init(manifest app: AppModel) {
        name = app.name
        synonyms = app.synonyms
        declaration = .manifest(app)
        rules = app.rules
        fillers = app.fillers
    }

    /// Whether this registration declares its intents with `provider`.
    func uses(_ provider: any AppShortcutsProvider.Type) -> Bool {
        if case .shortcuts(let declared, _) = declaration { return declared == provider }
        return false
    }
}

/// What registration learns about an app without asking its queries: the model (entity values
/// still empty), the Swift intent types, and every problem found.
struct DeclaredApp: Sendable {
    let registration: AppRegistration
    let model: AppModel
    let intents: [String: IntentDescriptor]
    let enumTypes: [String: any AppEnum.Type]
    let entityTypes: [String: any AppEntity.Type]
    let problems: [Diagnostic]
    /// The schemas the app's intents, entities and enums adopt.
    let schemas: [AppSchema]

    init(_ registration: AppRegistration) {
        self.registration = registration
        guard case .shortcuts(let provider, let extra) = registration.declaration else {
            if case .manifest(let app) = registration.declaration {
                model = app
            } else {
                model = AppModel(name: registration.name)
            }
            intents = [:]
            enumTypes = [:]
            entityTypes = [:]
            problems = []
            schemas = []
            return
        }
        var reader = DeclarationReader(app: registration.name, provider: String(describing: provider))
        for shortcut in provider.appShortcuts { reader.read(shortcut) }
        for intent in extra { reader.register(intent, source: "\(registration.name).intents") }
        let negatives = provider.negativePhrases.phrases.enumerated().map { index, phrase in
            PhraseModel(phrase.template, source: "\(String(describing: provider)).negativePhrases[\(index)]")
        }
        var made = AppModel(
            name: registration.name, synonyms: registration.synonyms, rules: registration.rules,
            fillers: registration.fillers,
            enums: reader.enums,
            entities: reader.entityTypes.map {
                EntityModel(name: $0.typeName, values: [], searchesText: $0.searchesText, schema: $0.schema?.identifier)
            },
            negativePhrases: negatives, intents: reader.intents, source: registration.name)
        made.shortcutTileColor = provider.shortcutTileColor
        model = made
        intents = reader.descriptors
        enumTypes = Dictionary(reader.enumTypes.map { ($0.typeName, $0) }, uniquingKeysWith: { first, _ in first })
        entityTypes = Dictionary(reader.entityTypes.map { ($0.typeName, $0) }, uniquingKeysWith: { first, _ in first })
        problems = reader.problems
        schemas =
            reader.descriptors.values.compactMap { $0.type.schema } + reader.entityTypes.compactMap { $0.schema }
            + reader.enumTypes.compactMap { $0.schema }
    }

    /// Asks the queries of the app's entities for the values their vocabularies hold; a query
    /// that throws or runs longer than `limit` is a diagnostic.
    func load(within limit: Duration) async throws -> LoadedApp {
        var model = self.model
        var tables: [String: [String: any AppEntity]] = [:]
        var problems: [Diagnostic] = []
        for (index, entity) in model.entities.enumerated() {
            guard let type = entityTypes[entity.name] else { continue }
            do {
                let found = try await runUserCode("the query of \(entity.name)", within: limit) {
                    try await type.vocabularyEntities()
                }
                var table: [String: any AppEntity] = [:]
                model.entities[index].values = found.map { item in
                    let id = item.id.entityIdentifierString
                    table[id] = item
                    let shown = item.displayRepresentation
                    return EntityModel.Value(
                        id: id, title: shown.title.key, subtitle: shown.subtitle?.key,
                        synonyms: shown.synonyms.map(\.key))
                }
                tables[entity.name] = table
            } catch {
                problems.append(
                    Diagnostic(
                        .error, "the query of entity \(entity.name) failed: \(error)", source: model.source,
                        help:
                            "make the entity's defaultQuery answer suggestedEntities() and allEntities() without throwing or hanging"
                    ))
            }
        }
        if !problems.isEmpty { throw DiagnosticList(problems) }
        return LoadedApp(declared: self, model: model, entities: tables)
    }
}

/// A declared app with its entities loaded.
struct LoadedApp: Sendable {
    let declared: DeclaredApp
    let model: AppModel
    /// The entity instances the vocabularies name, by type name and id.
    let entities: [String: [String: any AppEntity]]
}

/// Reads the shortcuts of a provider into intent models, collecting every problem.
private struct DeclarationReader {
    let app: String
    let provider: String
    var intents: [IntentModel] = []
    var descriptors: [String: IntentDescriptor] = [:]
    var enums: [EnumModel] = []
    var enumTypes: [any AppEnum.Type] = []
    var entityTypes: [any AppEntity.Type] = []
    var problems: [Diagnostic] = []
    private var registered: [String: any AppIntent.Type] = [:]

    init(app: String, provider: String) {
        self.app = app
        self.provider = provider
    }

    mutating func read(_ shortcut: AppShortcut) {
        guard let descriptor = register(shortcut.intentType, source: shortcut.source),
            let index = intents.firstIndex(where: { $0.name == descriptor.name })
        else { return }
        if intents[index].shortTitle == nil {
            intents[index].shortTitle = shortcut.shortTitle.key
            intents[index].systemImageName = shortcut.systemImageName.isEmpty ? nil : shortcut.systemImageName
        }
        var presets = JSONObject()
        for (name, value) in shortcut.presets {
            guard let value else {
                problems.append(
                    Diagnostic(
                        .error,
                        "the intent of this shortcut has \(descriptor.name).\(name) set to a value Phrasebook cannot write down",
                        source: shortcut.source, help: "set it to a value of a supported type, or leave it unset"))
                continue
            }
            presets.set(name, value.json)
        }
        for (number, phrase) in shortcut.phrases.enumerated() {
            let source = "\(shortcut.source) (\(descriptor.name) phrase \(number + 1))"
            guard let template = phrase.template(naming: descriptor.parameterName(of:)) else {
                problems.append(
                    Diagnostic(
                        .error,
                        "a phrase of \(descriptor.name) interpolates a key path that is not an @Parameter of \(descriptor.name)",
                        source: source,
                        help:
                            "interpolate only the projected parameters of the intent, such as \\(\\.$\(descriptor.parameters.first?.name ?? "parameter"))"
                    ))
                continue
            }
            // a parameter the phrase reads takes the value said, not the preset one.
            var values = presets
            for name in phrase.parameters.compactMap(descriptor.parameterName(of:)) { values.removeValue(forKey: name) }
            intents[index].phrases.append(PhraseModel(template, values: values, source: source))
        }
    }

    /// Registers an intent type once; a second type with the same name is a problem.
    @discardableResult
    mutating func register(_ type: any AppIntent.Type, source: String) -> IntentDescriptor? {
        let name = String(describing: type)
        if let known = registered[name] {
            if known == type { return descriptors[name] }
            problems.append(
                Diagnostic(
                    .error,
                    "two intent types are named \(name): \(String(reflecting: known)) and \(String(reflecting: type))",
                    source: source, help: "rename one of the intent types; intents are known by their type name"))
            return nil
        }
        registered[name] = type
        let descriptor = IntentDescriptor(type)
        descriptors[name] = descriptor
        var parameters: [ParameterModel] = []
        for parameter in descriptor.parameters {
            let location = "\(name).\(parameter.name)"
            parameters.append(parameter.model(source: location))
            let named = parameter.valueType.namedTypes
            for enumType in named.enums where !enumTypes.contains(where: { $0 == enumType }) {
                enumTypes.append(enumType)
                let (model, enumProblems) = enumType.enumModel()
                enums.append(model)
                for problem in enumProblems {
                    problems.append(
                        Diagnostic(
                            .error, "AppEnum \(model.name) (the type of \(location)): \(problem)", source: location,
                            help: "give every case an entry in caseDisplayRepresentations"))
                }
            }
            for entityType in named.entities where !entityTypes.contains(where: { $0 == entityType }) {
                entityTypes.append(entityType)
            }
            if case .builtIn(.measurement(let dimension), _, _) = parameter.valueType.unwrapped,
                MeasurementDimension(rawValue: dimension) == nil
            {
                problems.append(
                    Diagnostic(
                        .error,
                        "\(location) is a Measurement of \(dimension), which Phrasebook cannot read from speech",
                        source: location,
                        help:
                            "use Measurement of UnitLength, UnitMass, UnitTemperature, UnitVolume, UnitSpeed, UnitEnergy or UnitDuration"
                    ))
            }
        }
        let description = type.description.descriptionText.key
        let summary = type.summaryModel(descriptor)
        if !summary.valid {
            problems.append(
                Diagnostic(
                    .error,
                    "the parameterSummary of \(name) interpolates a key path that is not an @Parameter of \(name), or compares with a value Phrasebook cannot write down",
                    source: source,
                    help:
                        "name only the projected parameters of the intent, such as \\.$\(descriptor.parameters.first?.name ?? "parameter")"
                ))
        }
        intents.append(
            IntentModel(
                name: name, title: type.title.key, description: description.isEmpty ? nil : description,
                schema: type.schema?.identifier,
                parameters: parameters, authenticationPolicy: type.authenticationPolicy, summary: summary.model,
                isOpenIntent: type is any OpenIntent.Type, openAppWhenRun: type.openAppWhenRun,
                isDiscoverable: type.isDiscoverable, source: source))
        return descriptor
    }
}
