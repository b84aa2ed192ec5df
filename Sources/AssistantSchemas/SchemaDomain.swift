import Phrasebook

/// Who named a schema's parameters, properties or cases.
enum Naming {
    /// Apple's documentation, or a production adoption of the schema.
    case apple
    /// Phrasebook, because Apple documents none: every parameter is then undocumented.
    case phrasebook
}

/// Builds the schemas of one domain, so that each schema reads as one short declaration.
struct SchemaDomain: Sendable {
    let name: String
    let tier: AppSchema.Tier

    init(_ name: String, tier: AppSchema.Tier) {
        self.name = name
        self.tier = tier
    }

    /// An intent schema; `phrases` are templates without `{applicationName}` (a phrase that sets a
    /// value the words imply is written `"mark {target} as read".setting("isRead", to: true)`),
    /// `examples` Apple's own requests; `inAppOnly` when a request must name the app.
    func intent(
        _ schemaName: String, _ summary: String, _ parameters: [AppSchema.Parameter] = [],
        returns result: AppSchema.ValueType? = nil, naming: Naming = .phrasebook, deprecated: Bool = false,
        inAppOnly: Bool = false, examples: [String] = [], phrases: [PhraseModel]
    ) -> AppSchema {
        AppSchema(
            domain: name, name: schemaName, kind: .intent, summary: summary, parameters: named(parameters, by: naming),
            result: result, phrases: phrases, examples: examples, isDeprecated: deprecated, tier: tier,
            isPhrasebookDefined: naming == .phrasebook, requiresApplicationName: inAppOnly)
    }

    /// An entity schema with its properties.
    func entity(
        _ schemaName: String, _ summary: String, _ properties: [AppSchema.Parameter], naming: Naming = .phrasebook
    ) -> AppSchema {
        AppSchema(
            domain: name, name: schemaName, kind: .entity, summary: summary, parameters: named(properties, by: naming),
            tier: tier, isPhrasebookDefined: naming == .phrasebook)
    }

    /// An enum schema with its cases.
    func enumeration(_ schemaName: String, _ summary: String, cases: [String], naming: Naming = .phrasebook)
        -> AppSchema
    {
        AppSchema(
            domain: name, name: schemaName, kind: .enumeration, summary: summary, cases: cases, tier: tier,
            isPhrasebookDefined: naming == .phrasebook)
    }

    private func named(_ parameters: [AppSchema.Parameter], by naming: Naming) -> [AppSchema.Parameter] {
        guard naming == .phrasebook else { return parameters }
        return parameters.map { parameter in
            var parameter = parameter
            parameter.isDocumented = false
            return parameter
        }
    }
}

extension String {
    /// The phrase template with `parameter` set to `value`, which the words imply.
    func setting(_ parameter: String, to value: JSONValue) -> PhraseModel {
        PhraseModel(self).setting(parameter, to: value)
    }
}

extension AppSchema.Parameter {
    /// The same date parameter, holding a day or a time of day only.
    func holding(_ kind: DateKind) -> Self {
        var parameter = self
        parameter.dateKind = kind
        return parameter
    }

    /// A parameter an adopting intent must have.
    static func required(_ name: String, _ type: AppSchema.ValueType) -> Self {
        Self(name: name, type: type)
    }

    /// A parameter an adopting intent may leave out; lists where an empty list is fine are optional.
    static func optional(_ name: String, _ type: AppSchema.ValueType) -> Self {
        Self(name: name, type: type, isOptional: true)
    }

    /// An optional parameter Phrasebook adds to a schema whose other parameters Apple documents.
    static func added(_ name: String, _ type: AppSchema.ValueType) -> Self {
        Self(name: name, type: type, isOptional: true, isDocumented: false)
    }
}

extension AppSchema.ValueType {
    static let string = Self.value(.string)
    static let int = Self.value(.int)
    static let double = Self.value(.double)
    static let bool = Self.value(.bool)
    static let date = Self.value(.date)
    static let duration = Self.value(.duration)
    static let url = Self.value(.url)
    static let person = Self.value(.person)
    /// `[Person]`: recipients, attendees.
    static let people = Self.list(.person)
    /// Apple's `IntentFile`: a file handed over by the system, never read from speech.
    static let file = Self.system("IntentFile")
    /// `[IntentFile]`.
    static let files = Self.list(.file)
    /// GeoToolbox's `PlaceDescriptor`: a place handed over by the system.
    static let place = Self.system("PlaceDescriptor")
    /// CoreLocation's `CLPlacemark`, used by the older journaling schemas.
    static let placemark = Self.system("CLPlacemark")
}

/// A domain's schemas, gathered from the stored `AppSchema` properties of its collection type.
protocol SchemaCollection: Sendable {}

extension SchemaCollection {
    /// The schemas, in declaration order (intents, then entities, then enums, as Apple lists them).
    ///
    /// Read once per domain by ``SchemaCatalog``; reflection keeps each domain file free of a
    /// hand-kept list that could drift from its properties.
    var schemas: [AppSchema] {
        Mirror(reflecting: self).children.compactMap { $0.value as? AppSchema }
    }
}
