import PhraseMatching

/// The runtime model of everything Phrasebook matches: apps, their intents, parameters, enums,
/// entities, phrases, negative phrases and rules. The JSON manifest and the Swift API both build it.
public struct PhrasebookModel: Sendable, Hashable {
    /// The locale phrases are written in ("en-US").
    public var locale: String
    /// The registered apps.
    public var apps: [AppModel]
    /// The assistant schemas requests are routed to: the ones intents adopt, custom ones, and any
    /// others given (the `AssistantSchemas` catalog), so that a request for a schema no app
    /// adopts is recognized as such.
    public var schemas: [AppSchema]

    public init(locale: String = "en-US", apps: [AppModel], schemas: [AppSchema] = []) {
        self.locale = locale
        self.apps = apps
        self.schemas = schemas
    }

    /// The schema with `identifier` ("mail.createDraft"), if the model has it.
    public func schema(_ identifier: String) -> AppSchema? { schemas.first { $0.identifier == identifier } }
}

/// A phrase template, the values it fixes, and where it was written, for diagnostics.
///
/// A phrase can set parameters to constants the words imply: "mark {target} as read" sets
/// `isRead` to true, so one intent serves "mark … as read" and "mark … as unread".
/// ```swift
/// PhraseModel("mark {target} as read", values: ["isRead": true])
/// ```
public struct PhraseModel: Sendable, Hashable, ExpressibleByStringLiteral {
    /// The template text, in the grammar of <doc:PhraseTemplates>.
    public var text: String
    /// The parameters the phrase sets, with their values in canonical JSON form (`true`, `5`,
    /// `"2026-11-27"`, an enum case's value, an entity's id); compiling reads each one with its
    /// parameter's type. A phrase may not both set a parameter and read it from a slot.
    public var values: JSONObject
    /// Where it came from: a JSON path (`apps[0].intents[1].phrases[0]`) or `File.swift:12`.
    public var source: String

    public init(_ text: String, values: JSONObject = JSONObject(), source: String = "") {
        self.text = text
        self.values = values
        self.source = source
    }

    public init(stringLiteral value: String) { self.init(value) }

    /// The phrase with `parameter` set to `value` (canonical JSON form) as well.
    public func setting(_ parameter: String, to value: JSONValue) -> PhraseModel {
        var phrase = self
        phrase.values.set(parameter, value)
        return phrase
    }

    /// The phrase as a manifest writes it: the template string, or `{"text", "values"}` when it sets values.
    public var json: JSONValue {
        values.isEmpty ? .string(text) : .object(JSONObject([("text", .string(text)), ("values", .object(values))]))
    }
}

/// An app: its name and synonyms, vocabularies, rules, negative phrases and intents.
public struct AppModel: Sendable, Hashable {
    /// The app's name, matched by `{applicationName}`.
    public var name: String
    /// Other names `{applicationName}` accepts.
    public var synonyms: [String]
    /// Named template fragments used as `<name>`, in declaration order.
    public var rules: [(name: String, body: PhraseModel)]
    /// Extra filler words for this app (used by the fuzzy tier).
    public var fillers: [String]
    /// The app's enums, by name.
    public var enums: [EnumModel]
    /// The app's entities, by name.
    public var entities: [EntityModel]
    /// Phrases that must never trigger any of the app's intents.
    public var negativePhrases: [PhraseModel]
    /// The app's intents.
    public var intents: [IntentModel]
    /// Where the app was declared, for diagnostics.
    public var source: String
    /// The color of the app's shortcut tiles (Apple's `shortcutTileColor`), for lists of what people can say.
    public var shortcutTileColor: ShortcutTileColor?

    public init(
        name: String, synonyms: [String] = [], rules: [(name: String, body: PhraseModel)] = [], fillers: [String] = [],
        enums: [EnumModel] = [], entities: [EntityModel] = [], negativePhrases: [PhraseModel] = [],
        intents: [IntentModel] = [], source: String = ""
    ) {
        self.name = name
        self.synonyms = synonyms
        self.rules = rules
        self.fillers = fillers
        self.enums = enums
        self.entities = entities
        self.negativePhrases = negativePhrases
        self.intents = intents
        self.source = source
    }

    public static func == (lhs: AppModel, rhs: AppModel) -> Bool {
        lhs.name == rhs.name && lhs.synonyms == rhs.synonyms
            && lhs.rules.map(\.name) == rhs.rules.map(\.name) && lhs.rules.map(\.body) == rhs.rules.map(\.body)
            && lhs.fillers == rhs.fillers && lhs.enums == rhs.enums && lhs.entities == rhs.entities
            && lhs.negativePhrases == rhs.negativePhrases && lhs.intents == rhs.intents && lhs.source == rhs.source
            && lhs.shortcutTileColor == rhs.shortcutTileColor
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(intents)
    }

    /// The enum named `name`, if the app declares one.
    public func enumModel(named name: String) -> EnumModel? { enums.first { $0.name == name } }
    /// The entity named `name`, if the app declares one.
    public func entityModel(named name: String) -> EntityModel? { entities.first { $0.name == name } }
}

/// An enum whose cases a slot can name (Apple's `AppEnum`).
public struct EnumModel: Sendable, Hashable {
    /// One case: its canonical value, its display title, and other words for it.
    public struct Case: Sendable, Hashable {
        public var value: String
        public var title: String
        public var synonyms: [String]

        public init(value: String, title: String? = nil, synonyms: [String] = []) {
            self.value = value
            self.title = title ?? value
            self.synonyms = synonyms
        }
    }

    public var name: String
    public var cases: [Case]
    /// The enum schema the enum adopts ("photos.assetType"), if any.
    public var schema: String?

    public init(name: String, cases: [Case], schema: String? = nil) {
        self.name = name
        self.cases = cases
        self.schema = schema
    }
}

/// An entity type and the values a slot can name (Apple's `AppEntity` with its query's results).
public struct EntityModel: Sendable, Hashable {
    /// One entity: its id, display title, subtitle and synonyms, and the values of its properties.
    public struct Value: Sendable, Hashable {
        public var id: String
        public var title: String
        public var subtitle: String?
        public var synonyms: [String]
        /// The value of each declared property, by name, in canonical JSON form (a string, a list
        /// of strings, `true`, a number, a date as `"2026-11-24T18:00"`).
        public var properties: JSONObject

        public init(
            id: String, title: String, subtitle: String? = nil, synonyms: [String] = [],
            properties: JSONObject = JSONObject()
        ) {
            self.id = id
            self.title = title
            self.subtitle = subtitle
            self.synonyms = synonyms
            self.properties = properties
        }
    }

    /// A property the entity declares (Apple's `@Property(title:indexingKey:)`): its values join
    /// the index, so that spoken references find the entity by them (<doc:FindingTheUsersThings>).
    public struct Property: Sendable, Hashable {
        public var name: String
        public var title: String
        /// `String`, `[String]`, `Date`, `Bool`, `Int`, `Double` or `Person`.
        public var type: ParameterType
        /// What the property means to the index; a text property without one counts as plain text.
        public var indexingKey: IndexingKey?

        public init(name: String, title: String? = nil, type: ParameterType, indexingKey: IndexingKey? = nil) {
            self.name = name
            self.title = title ?? name
            self.type = type
            self.indexingKey = indexingKey
        }
    }

    public var name: String
    /// The name of the type, as said to people ("Message"); spoken references use it ("the message from frank").
    public var title: String?
    /// Other words for the type ("email", "text").
    public var typeSynonyms: [String]
    /// The declared properties; an entity with any is indexed, and its parameters take mentions.
    public var properties: [Property]
    public var values: [Value]
    /// Whether a mention that names none of the values is still read (as text), for the host to
    /// search: an ``EntityStringQuery`` does that. Phrases then also accept any words in the slot,
    /// and the match reports the words as a mention (``IntentMatch/Parameter/isMention``).
    public var searchesText: Bool
    /// The entity schema the entity adopts ("mail.account"), if any.
    public var schema: String?

    public init(
        name: String, values: [Value], searchesText: Bool = false, schema: String? = nil, title: String? = nil,
        typeSynonyms: [String] = [], properties: [Property] = []
    ) {
        self.name = name
        self.title = title
        self.typeSynonyms = typeSynonyms
        self.properties = properties
        self.values = values
        self.searchesText = searchesText
        self.schema = schema
    }
}

/// Who may run an intent (Apple's `IntentAuthenticationPolicy`).
public enum AuthenticationPolicy: String, Sendable, Hashable, CaseIterable {
    case alwaysAllowed, requiresAuthentication, requiresLocalDeviceAuthentication
}

/// An intent: what it is called, its parameters and the phrases that trigger it.
public struct IntentModel: Sendable, Hashable {
    public var name: String
    public var title: String
    public var description: String?
    /// The assistant schema the intent adopts ("mail.createDraft"): its phrases route to the
    /// intent, and its parameters must conform.
    public var schema: String?
    public var parameters: [ParameterModel]
    public var phrases: [PhraseModel]
    public var negativePhrases: [PhraseModel]
    /// The text said when the intent completes; `{param}` placeholders take parameter values.
    public var dialog: String?
    /// When set, the intent asks this before it runs.
    public var confirmation: String?
    public var authenticationPolicy: AuthenticationPolicy
    /// A sentence that reads the intent with its values (`"Order {soup}"`), rendered on every turn.
    public var summary: ParameterSummaryModel?
    /// Whether the intent opens its `target` (Apple's `OpenIntent`): "open …" and "show me …"
    /// phrasings naming a known value of the target's type route to it, and the completed turn
    /// carries the target for the front end.
    public var isOpenIntent: Bool
    /// Whether the front end should bring the app forward when the intent runs (true for an open intent).
    public var openAppWhenRun: Bool
    /// The result card of a manifest intent, `{parameter}` placeholders in its texts.
    public var snippet: IntentSnippet?
    /// Whether ``Assistant/shortcuts()`` lists the intent (Apple's `isDiscoverable`).
    public var isDiscoverable: Bool
    /// A short title for the intent's tile in a list of shortcuts; the `title` when nil.
    public var shortTitle: String?
    /// An SF Symbol name for the intent's tile.
    public var systemImageName: String?
    /// Where the intent was declared, for diagnostics.
    public var source: String

    public init(
        name: String, title: String? = nil, description: String? = nil, schema: String? = nil,
        parameters: [ParameterModel] = [],
        phrases: [PhraseModel] = [], negativePhrases: [PhraseModel] = [], dialog: String? = nil,
        confirmation: String? = nil, authenticationPolicy: AuthenticationPolicy = .alwaysAllowed,
        summary: ParameterSummaryModel? = nil, isOpenIntent: Bool = false, openAppWhenRun: Bool? = nil,
        snippet: IntentSnippet? = nil, isDiscoverable: Bool = true, shortTitle: String? = nil,
        systemImageName: String? = nil, source: String = ""
    ) {
        self.name = name
        self.title = title ?? name
        self.description = description
        self.schema = schema
        self.parameters = parameters
        self.phrases = phrases
        self.negativePhrases = negativePhrases
        self.dialog = dialog
        self.confirmation = confirmation
        self.authenticationPolicy = authenticationPolicy
        self.summary = summary
        self.isOpenIntent = isOpenIntent
        self.openAppWhenRun = openAppWhenRun ?? isOpenIntent
        self.snippet = snippet
        self.isDiscoverable = isDiscoverable
        self.shortTitle = shortTitle
        self.systemImageName = systemImageName
        self.source = source
    }

    /// The parameter named `name`, if the intent declares one.
    public func parameter(named name: String) -> ParameterModel? { parameters.first { $0.name == name } }
}

/// A parameter of an intent.
/// What a `Date` parameter holds (Apple's `IntentParameter.DateKind`): it changes how words read.
public enum DateKind: String, Sendable, Hashable, CaseIterable {
    /// A day: a time said with it is dropped ("friday at 5" is Friday).
    case date
    /// A time of day: a bare hour is a time ("alarm for seven"), as it is after "at" for the others.
    case time
    /// A day and a time, each said or not (the default).
    case dateTime
}

public struct ParameterModel: Sendable, Hashable {
    public var name: String
    public var type: ParameterType
    public var title: String
    public var description: String?
    /// Optional parameters may stay empty; required ones without a default are reported as missing.
    public var isOptional: Bool
    /// The value used when the utterance gives none.
    public var defaultValue: ParameterValue?
    /// Inclusive bounds for numbers; a number outside them does not fill the slot.
    public var range: ClosedRange<Double>?
    /// For a measurement, the unit a bare number or an ambiguous "k" means ("km").
    public var unit: String?
    /// For a date, whether it is a day, a time of day or both (nil: both, ``DateKind/dateTime``).
    public var dateKind: DateKind?
    public var requestValueDialog: String?
    public var requestDisambiguationDialog: String?
    public var source: String

    public init(
        name: String, type: ParameterType, title: String? = nil, description: String? = nil, isOptional: Bool = false,
        defaultValue: ParameterValue? = nil, range: ClosedRange<Double>? = nil, unit: String? = nil,
        dateKind: DateKind? = nil, requestValueDialog: String? = nil,
        requestDisambiguationDialog: String? = nil, source: String = ""
    ) {
        self.name = name
        self.type = type
        self.title = title ?? name
        self.description = description
        self.isOptional = isOptional
        self.defaultValue = defaultValue
        self.range = range
        self.unit = unit
        self.dateKind = dateKind
        self.requestValueDialog = requestValueDialog
        self.requestDisambiguationDialog = requestDisambiguationDialog
        self.source = source
    }
}
