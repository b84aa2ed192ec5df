/// One assistant schema (Apple's "app schema"): a system-defined intent, entity or enum shape,
/// such as `mail.createDraft`, that apps adopt so the assistant can route requests to them.
///
/// A schema is a plain value: its domain and name, its parameters (for an entity, its
/// properties), its enum cases, what an intent returns, and the natural-language phrase
/// templates that ask for it. The catalog of Apple's schemas lives in the `AssistantSchemas`
/// module (`AppSchema.mail.createDraft`).
///
/// ```swift
/// let timer = AppSchema(domain: "clock", name: "createTimer",
///                       parameters: [.init(name: "duration", type: .value(.duration))],
///                       phrases: ["set a timer for {duration}"])
/// print(timer)  // clock.createTimer(duration: Duration)
/// ```
public struct AppSchema: Sendable, Hashable, CustomStringConvertible {
    /// What kind of shape a schema describes.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// An action (Apple's `AppSchemaIntent`).
        case intent
        /// A kind of content the action works on (Apple's `AppSchemaEntity`).
        case entity
        /// A fixed set of values (Apple's `AppSchemaEnum`).
        case enumeration
    }

    /// How Apple's documentation groups a schema's domain.
    public enum Tier: String, Sendable, Hashable, CaseIterable {
        /// Domains that make an app work with Apple Intelligence and Siri.
        case primary
        /// Domains that integrate an app with one system surface outside Siri.
        case singlePurpose
        /// Domains that work with the Shortcuts app only.
        case shortcutsOnly
    }

    /// The type of a schema parameter or property.
    public indirect enum ValueType: Sendable, Hashable, CustomStringConvertible {
        /// A built-in type Phrasebook reads from speech: String, Int, Date, Person, URL, Bool, Duration, …
        case value(ParameterType)
        /// An entity or enum schema, by identifier ("mail.account").
        case schema(String)
        /// A system type Phrasebook cannot read from speech ("IntentFile", "PlaceDescriptor").
        case system(String)
        /// Several values of one type.
        case list(ValueType)

        /// `String`, `[Person]`, `mail.account`, `IntentFile`.
        public var description: String {
            switch self {
            case .value(let type): type.description
            case .schema(let identifier): identifier
            case .system(let name): name
            case .list(let element): "[\(element)]"
            }
        }

        /// Whether a slot can take a value of this type from an utterance: built-in values, entity
        /// and enum schemas, and lists of those; never a system type.
        public var isReadableFromSpeech: Bool {
            switch self {
            case .value, .schema: true
            case .system: false
            case .list(let element): element.isReadableFromSpeech
            }
        }

        /// The identifier of the entity or enum schema this type names, directly or as a list element.
        public var schemaIdentifier: String? {
            switch self {
            case .schema(let identifier): identifier
            case .value, .system: nil
            case .list(let element): element.schemaIdentifier
            }
        }
    }

    /// A parameter of an intent schema, or a property of an entity schema.
    public struct Parameter: Sendable, Hashable, CustomStringConvertible {
        /// The name, as Apple spells it where Apple documents it ("to", "subject").
        public var name: String
        /// The value type.
        public var type: ValueType
        /// Whether an adopting intent may leave it out. Lists where an empty list is fine (cc,
        /// attachments) are optional too; a list that is not optional needs at least one value.
        public var isOptional: Bool
        /// Whether the name comes from Apple's documentation; false when Phrasebook defined it.
        public var isDocumented: Bool
        /// For a date, what it holds (an alarm's time is a time of day); an adopting intent's
        /// parameter that says no kind takes this one.
        public var dateKind: DateKind?

        /// Creates a parameter; it is required and documented unless told otherwise.
        public init(
            name: String, type: ValueType, isOptional: Bool = false, isDocumented: Bool = true,
            dateKind: DateKind? = nil
        ) {
            self.name = name
            self.type = type
            self.isOptional = isOptional
            self.isDocumented = isDocumented
            self.dateKind = dateKind
        }

        /// `to: [Person]`, or `subject: String?` when optional.
        public var description: String { "\(name): \(type)\(isOptional ? "?" : "")" }
    }

    /// The domain ("mail").
    public var domain: String
    /// The schema's name within its domain ("createDraft").
    public var name: String
    /// Whether it is an intent, an entity or an enum.
    public var kind: Kind
    /// One sentence saying what the schema does or holds.
    public var summary: String
    /// For an intent its parameters, for an entity its properties, in declaration order.
    public var parameters: [Parameter]
    /// For an enum its cases, in order.
    public var cases: [String]
    /// What an intent returns, if it returns a value.
    public var result: ValueType?
    /// Natural-language phrase templates (<doc:PhraseTemplates>) that ask for the intent, without `{applicationName}`; a
    /// phrase may set parameters its words imply ("mark {target} as read" sets `isRead`).
    public var phrases: [PhraseModel]
    /// Apple's own example requests for the schema, verbatim.
    public var examples: [String]
    /// Whether Apple marks the schema deprecated.
    public var isDeprecated: Bool
    /// How Apple's documentation groups the schema's domain.
    public var tier: Tier
    /// Whether Apple documents no parameters (or properties, or cases) for it and Phrasebook defined them.
    public var isPhrasebookDefined: Bool
    /// Whether a request must name the adopting app. In-app search reads any words as what to
    /// look for, so without the app's name nothing says the words are meant for the app: "find
    /// bicycle in Seeker" searches, "find out why the sky is blue" activates nothing.
    public var requiresApplicationName: Bool

    /// Creates a schema; everything but the domain and name has a default.
    public init(
        domain: String, name: String, kind: Kind = .intent, summary: String = "", parameters: [Parameter] = [],
        cases: [String] = [], result: ValueType? = nil, phrases: [PhraseModel] = [], examples: [String] = [],
        isDeprecated: Bool = false, tier: Tier = .primary, isPhrasebookDefined: Bool = false,
        requiresApplicationName: Bool = false
    ) {
        self.domain = domain
        self.name = name
        self.kind = kind
        self.summary = summary
        self.parameters = parameters
        self.cases = cases
        self.result = result
        self.phrases = phrases
        self.examples = examples
        self.isDeprecated = isDeprecated
        self.tier = tier
        self.isPhrasebookDefined = isPhrasebookDefined
        self.requiresApplicationName = requiresApplicationName
    }

    /// `domain.name`, as Apple writes it ("mail.createDraft").
    public var identifier: String { "\(domain).\(name)" }

    /// The parameter (or property) named `name`, if the schema has one.
    public func parameter(named name: String) -> Parameter? { parameters.first { $0.name == name } }

    /// A one-line signature: `mail.createDraft(to: [Person], subject: String?) -> mail.draft` for an
    /// intent, `mail.account { id: String, name: String }` for an entity, and
    /// `photos.assetType = photo | video` for an enum.
    public var description: String {
        let members = parameters.map(\.description).joined(separator: ", ")
        switch kind {
        case .intent:
            return "\(identifier)(\(members))" + (result.map { " -> \($0)" } ?? "")
        case .entity:
            return members.isEmpty ? "\(identifier) {}" : "\(identifier) { \(members) }"
        case .enumeration:
            return "\(identifier) = \(cases.joined(separator: " | "))"
        }
    }

    /// The whole schema as JSON, keys in a fixed order.
    public var json: JSONValue {
        let parameterValues: [JSONValue] = parameters.map { parameter in
            .object(
                JSONObject([
                    ("name", .string(parameter.name)),
                    ("type", .string(parameter.type.description)),
                    ("optional", .bool(parameter.isOptional)),
                    ("documented", .bool(parameter.isDocumented)),
                ]))
        }
        var object = JSONObject([
            ("identifier", .string(identifier)),
            ("domain", .string(domain)),
            ("name", .string(name)),
            ("kind", .string(kind.rawValue)),
            ("tier", .string(tier.rawValue)),
            ("summary", .string(summary)),
            ("deprecated", .bool(isDeprecated)),
            ("phrasebookDefined", .bool(isPhrasebookDefined)),
        ])
        if requiresApplicationName { object.set("requiresApplicationName", .bool(true)) }
        switch kind {
        case .intent:
            object.set("parameters", .array(parameterValues))
            object.set("result", result.map { .string($0.description) } ?? .null)
            object.set("phrases", .array(phrases.map(\.json)))
            object.set("examples", .array(examples.map(JSONValue.string)))
        case .entity:
            object.set("properties", .array(parameterValues))
        case .enumeration:
            object.set("cases", .array(cases.map(JSONValue.string)))
        }
        return .object(object)
    }
}
