import PhraseMatching

/// Checks how a model's intents, entities and enums adopt assistant schemas, and completes the
/// intents that give only a schema (a manifest intent may name just `"schema"`: its parameters
/// then come from the schema).
///
/// Every problem is reported, each with a fix-it sentence, in Xcode's spirit:
/// - an unknown schema, or a schema of the wrong kind;
/// - a required schema parameter the intent lacks, or has with another type;
/// - an extra intent parameter the schema does not have and that is required;
/// - an entity or enum the schema uses that does not adopt the entity or enum schema itself;
/// - an app adopting part of a group Apple requires whole (mail, messages, clock): a warning,
///   an error under Apple's rules (`lint --apple`).
struct SchemaConformance {
    /// The domains whose intent schemas an app must adopt all together (Apple checks it at build time).
    static let groupDomains = ["mail", "messages", "clock"]

    private(set) var diagnostics: [Diagnostic] = []
    private let schemas: [String: AppSchema]
    private let appleRules: Bool

    /// The model with schema intents completed, and every conformance problem.
    static func resolve(_ model: PhrasebookModel, appleRules: Bool = false) -> (PhrasebookModel, [Diagnostic]) {
        var checker = SchemaConformance(model.schemas, appleRules: appleRules)
        var resolved = model
        resolved.schemas = checker.uniqueSchemas(model.schemas)
        for index in resolved.apps.indices { checker.resolve(&resolved.apps[index]) }
        return (resolved, checker.diagnostics)
    }

    private init(_ schemas: [AppSchema], appleRules: Bool) {
        self.schemas = Dictionary(schemas.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
        self.appleRules = appleRules
    }

    /// The schemas, each identifier once; a second, different definition is an error.
    private mutating func uniqueSchemas(_ all: [AppSchema]) -> [AppSchema] {
        var seen: [String: AppSchema] = [:]
        var unique: [AppSchema] = []
        for schema in all {
            if let first = seen[schema.identifier] {
                if first != schema {
                    diagnostics.append(
                        Diagnostic(
                            .error, "schema \(schema.identifier) is defined twice, differently", source: "schemas",
                            help: "give the custom schema another name, or remove one definition"))
                }
                continue
            }
            seen[schema.identifier] = schema
            unique.append(schema)
        }
        return unique
    }

    private mutating func resolve(_ app: inout AppModel) {
        for index in app.entities.indices {
            if let id = app.entities[index].schema {
                check(id, kind: .entity, what: "entity \(app.entities[index].name)", source: app.source)
            }
        }
        for index in app.enums.indices {
            if let id = app.enums[index].schema {
                check(id, kind: .enumeration, what: "enum \(app.enums[index].name)", source: app.source)
            }
        }
        for index in app.intents.indices {
            guard let id = app.intents[index].schema,
                let schema = check(
                    id, kind: .intent, what: "intent \(app.intents[index].name)",
                    source: "\(app.intents[index].source).schema")
            else { continue }
            if app.intents[index].parameters.isEmpty {
                app.intents[index].parameters = derivedParameters(of: schema, for: app.intents[index], in: app)
            } else {
                checkParameters(of: app.intents[index], against: schema, in: app)
                // a date the schema says is a day or a time is one in the adopter too, unless it says.
                for (position, parameter) in app.intents[index].parameters.enumerated() where parameter.dateKind == nil
                {
                    app.intents[index].parameters[position].dateKind =
                        schema.parameters.first { $0.name == parameter.name }?.dateKind
                }
            }
        }
        checkGroups(of: app)
    }

    /// The schema `id` names, when it exists and is of `kind`; otherwise an error.
    @discardableResult
    private mutating func check(_ id: String, kind: AppSchema.Kind, what: String, source: String) -> AppSchema? {
        guard let schema = schemas[id] else {
            var message = "\(what) adopts the schema '\(id)', which is not known"
            let known = schemas.values.filter { $0.kind == kind }.map(\.identifier).sorted()
            if let guess = Suggestion.closest(to: id, in: known) { message += ". Did you mean '\(guess)'?" }
            diagnostics.append(
                Diagnostic(
                    .error, message, source: source,
                    help: "use a schema of the catalog (`phrasebook schemas`) or define it under \"schemas\""))
            return nil
        }
        guard schema.kind == kind else {
            diagnostics.append(
                Diagnostic(
                    .error,
                    "\(what) adopts \(id), which is an \(schema.kind.rawValue) schema, not an \(kind.rawValue) schema",
                    source: source, help: "adopt a schema of the \(kind.rawValue) kind"))
            return nil
        }
        return schema
    }

    /// The parameters of an intent that gives only its schema: every parameter Phrasebook can
    /// read, typed for the app (an entity or enum schema needs an entity or enum adopting it).
    private mutating func derivedParameters(of schema: AppSchema, for intent: IntentModel, in app: AppModel)
        -> [ParameterModel]
    {
        schema.parameters.compactMap { parameter in
            let source = "\(intent.source).schema"
            if let type = Self.parameterType(for: parameter.type, in: app) {
                return ParameterModel(
                    name: parameter.name, type: type, isOptional: parameter.isOptional, dateKind: parameter.dateKind,
                    source: source)
            }
            guard !parameter.isOptional, let needed = parameter.type.schemaIdentifier else { return nil }
            diagnostics.append(
                Diagnostic(
                    .error,
                    "intent \(intent.name) adopts \(schema.identifier), whose parameter '\(parameter.name)' is a \(needed); the app has no entity or enum adopting \(needed)",
                    source: source, help: "add an entity (or enum) with \"schema\": \"\(needed)\" to the app"))
            return nil
        }
    }

    private mutating func checkParameters(of intent: IntentModel, against schema: AppSchema, in app: AppModel) {
        for expected in schema.parameters where expected.type.isReadableFromSpeech {
            guard let actual = intent.parameter(named: expected.name) else {
                if !expected.isOptional {
                    diagnostics.append(
                        Diagnostic(
                            .error,
                            "intent \(intent.name) adopts \(schema.identifier) but has no parameter '\(expected.name)' (\(expected.type))",
                            source: "\(intent.source).parameters",
                            help: "add a parameter \"\(expected.name)\" of type \(expected.type)"))
                }
                continue
            }
            guard !Self.conforms(actual.type, to: expected.type, in: app) else { continue }
            if let needed = expected.type.schemaIdentifier, let named = Self.namedType(actual.type) {
                diagnostics.append(
                    Diagnostic(
                        .error,
                        "parameter '\(expected.name)' of intent \(intent.name) is \(named), which does not adopt \(needed) as \(schema.identifier) needs",
                        source: actual.source,
                        help: "add \"schema\": \"\(needed)\" to \(named), or use a type that adopts it"))
            } else {
                diagnostics.append(
                    Diagnostic(
                        .error,
                        "parameter '\(expected.name)' of intent \(intent.name) is \(actual.type), but \(schema.identifier) needs \(expected.type)",
                        source: "\(actual.source).type", help: "change the parameter's type to \(expected.type)"))
            }
        }
        for extra in intent.parameters
        where schema.parameter(named: extra.name) == nil && !extra.isOptional && extra.defaultValue == nil {
            diagnostics.append(
                Diagnostic(
                    .error,
                    "parameter '\(extra.name)' of intent \(intent.name) is not part of \(schema.identifier) and is required",
                    source: extra.source,
                    help: "make it optional or give it a default, so requests routed by the schema can run without it"))
        }
    }

    private mutating func checkGroups(of app: AppModel) {
        for domain in Self.groupDomains {
            let adopted = Set(app.intents.compactMap(\.schema).filter { $0.hasPrefix(domain + ".") })
            guard !adopted.isEmpty else { continue }
            let group = schemas.values.filter { $0.domain == domain && $0.kind == .intent && !$0.isDeprecated }.map(
                \.identifier)
            let missing = group.filter { !adopted.contains($0) }.sorted()
            guard !missing.isEmpty else { continue }
            diagnostics.append(
                Diagnostic(
                    appleRules ? .error : .warning,
                    "app \(app.name) adopts part of the \(domain) group but not \(missing.joined(separator: ", "))",
                    source: app.source,
                    help: "Apple requires every schema of the \(domain) group: add intents adopting the ones listed"))
        }
    }

    /// The model type of a schema type in `app`, or nil when Phrasebook cannot read it (a system
    /// type) or the app has nothing adopting the entity or enum schema.
    static func parameterType(for type: AppSchema.ValueType, in app: AppModel) -> ParameterType? {
        switch type {
        case .value(let value): value
        case .system: nil
        case .list(let element): parameterType(for: element, in: app).map(ParameterType.list)
        case .schema(let id):
            if let entity = app.entities.first(where: { $0.schema == id }) {
                .entity(entity.name)
            } else if let enumeration = app.enums.first(where: { $0.schema == id }) {
                .enumeration(enumeration.name)
            } else {
                nil
            }
        }
    }

    static func conforms(_ actual: ParameterType, to expected: AppSchema.ValueType, in app: AppModel) -> Bool {
        switch (actual, expected) {
        case (_, .system): true
        case (_, .value(let type)): actual == type
        case (.list(let element), .list(let inner)): conforms(element, to: inner, in: app)
        case (.entity(let name), .schema(let id)): app.entityModel(named: name)?.schema == id
        case (.enumeration(let name), .schema(let id)): app.enumModel(named: name)?.schema == id
        default: false
        }
    }

    /// "entity Account", for an entity or enum type (or a list of one).
    private static func namedType(_ type: ParameterType) -> String? {
        switch type {
        case .entity(let name): "entity \(name)"
        case .enumeration(let name): "enum \(name)"
        case .list(let element): namedType(element)
        default: nil
        }
    }
}
