/// An enum whose cases people name (Apple's `AppEnum`): "large", "the big one".
///
/// ```swift
/// enum SoupSize: String, AppEnum {
///     case small, large
///     static let typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
///     static let caseDisplayRepresentations: [SoupSize: DisplayRepresentation] = [
///         .small: DisplayRepresentation(title: "Small", synonyms: ["little"]), .large: "Large",
///     ]
/// }
/// ```
/// The case titles and synonyms are the words phrases and answers match; the raw value is the
/// canonical value (<doc:TheManifest#Canonical-values>). Every case needs a display representation.
public protocol AppEnum: _IntentValue, CaseIterable, RawRepresentable, Hashable
where RawValue: LosslessStringConvertible {
    /// The name of the type, as said to people ("Size").
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// The title and synonyms of each case.
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
    /// The enum schema the enum adopts, if any (Apple's `@AppEnum(schema:)`).
    static var schema: AppSchema? { get }
}

extension AppEnum {
    public static var _intentValueType: IntentValueType { .enumeration(Self.self) }
    public static var schema: AppSchema? { nil }

    /// The name the model knows the type by.
    static var typeName: String { String(describing: Self.self) }

    /// The raw value of `value` as a string, when it is one of the cases.
    static func canonicalValue(of value: any Sendable) -> String? {
        (value as? Self).map { String($0.rawValue) }
    }

    /// The case whose raw value reads `canonical`.
    static func value(forCanonical canonical: String) -> (any Sendable)? {
        RawValue(canonical).flatMap(Self.init(rawValue:))
    }

    /// The model of the enum, or why it cannot be built.
    static func enumModel() -> (EnumModel, problems: [String]) {
        let representations = caseDisplayRepresentations
        var problems: [String] = []
        let cases = allCases.map { item -> EnumModel.Case in
            let value = String(item.rawValue)
            guard let shown = representations[item] else {
                problems.append("case '\(value)' has no display representation")
                return EnumModel.Case(value: value)
            }
            return EnumModel.Case(value: value, title: shown.title.key, synonyms: shown.synonyms.map(\.key))
        }
        if cases.isEmpty { problems.append("it has no cases") }
        return (EnumModel(name: typeName, cases: cases, schema: schema?.identifier), problems)
    }
}

/// A thing of the app that people name (Apple's `AppEntity`): a soup, a task, a landmark.
///
/// The entity's ``defaultQuery`` finds instances: an ``EnumerableEntityQuery`` or the query's
/// `suggestedEntities()` give the names phrases match; an ``EntityStringQuery`` is asked for
/// mentions the names do not cover.
public protocol AppEntity: _IntentValue, Identifiable where ID: EntityIdentifierConvertible {
    /// The query type that finds instances.
    associatedtype DefaultQuery: EntityQuery where DefaultQuery.Entity == Self
    /// The query that finds instances.
    static var defaultQuery: DefaultQuery { get }
    /// The name of the type, as said to people ("Soup").
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// How this instance is shown and named.
    var displayRepresentation: DisplayRepresentation { get }
    /// The entity schema the entity adopts, if any (Apple's `@AppEntity(schema:)`).
    static var schema: AppSchema? { get }
}

extension AppEntity {
    public static var _intentValueType: IntentValueType { .entity(Self.self) }
    public static var schema: AppSchema? { nil }

    /// The name the model knows the type by.
    static var typeName: String { String(describing: Self.self) }

    /// The identifier of `value` as a string, when it is an instance of this type.
    static func identifierString(of value: any Sendable) -> String? {
        (value as? Self).map { $0.id.entityIdentifierString }
    }

    /// Whether a mention its names miss is still read: the default query answers free-text
    /// searches, or the type is indexed.
    static var searchesText: Bool { defaultQuery is any EntityStringQuery || Self.self is any IndexedEntity.Type }

    /// The instances whose names the vocabulary holds: all of them for an enumerable query, and
    /// the suggested ones.
    static func vocabularyEntities() async throws -> [any AppEntity] {
        try checkDependencies(of: defaultQuery)
        var found: [Self] = []
        if let enumerable = defaultQuery as? any EnumerableEntityQuery {
            found = try await allEntities(of: enumerable).compactMap { $0 as? Self }
        }
        var seen = Set(found.map { $0.id.entityIdentifierString })
        for entity in try await defaultQuery.suggestedEntities()
        where seen.insert(entity.id.entityIdentifierString).inserted {
            found.append(entity)
        }
        return found
    }

    /// The instances a free-text search finds, or nil when the query does not search text.
    static func entities(matching text: String) async throws -> [any AppEntity]? {
        guard let query = defaultQuery as? any EntityStringQuery else { return nil }
        try checkDependencies(of: query)
        return try await stringMatches(of: query, text)
    }

    /// The instance with the identifier `text`, asked of the query.
    static func entity(identifiedBy text: String) async throws -> (any AppEntity)? {
        guard let id = ID.entityIdentifier(for: text) else { return nil }
        try checkDependencies(of: defaultQuery)
        return try await defaultQuery.entities(for: [id]).first
    }
}

private func allEntities<Query: EnumerableEntityQuery>(of query: Query) async throws -> [any AppEntity] {
    try await query.allEntities()
}

private func stringMatches<Query: EntityStringQuery>(of query: Query, _ text: String) async throws -> [any AppEntity] {
    try await query.entities(matching: text)
}

/// Finds entities by identifier (Apple's `EntityQuery`).
public protocol EntityQuery: Sendable {
    /// The entity type found.
    associatedtype Entity: AppEntity
    /// The entities with these identifiers; identifiers of entities that no longer exist are left out.
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    /// Entities to offer first; their names join the vocabulary phrases match.
    func suggestedEntities() async throws -> [Entity]
}

extension EntityQuery {
    public func suggestedEntities() async throws -> [Entity] { [] }
}

/// A query that also finds entities by what people call them (Apple's `EntityStringQuery`).
public protocol EntityStringQuery: EntityQuery {
    /// The entities `string` may name: none, one, or several (the assistant then asks which).
    func entities(matching string: String) async throws -> [Entity]
}

/// A query over a small set it can list in full (Apple's `EnumerableEntityQuery`); every name
/// joins the vocabulary.
public protocol EnumerableEntityQuery: EntityQuery {
    // restated so that the type is inferred from allEntities() alone.
    associatedtype Entity
    /// Every entity.
    func allEntities() async throws -> [Entity]
}

extension EnumerableEntityQuery {
    public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] {
        let wanted = Set(identifiers.map(\.entityIdentifierString))
        return try await allEntities().filter { wanted.contains($0.id.entityIdentifierString) }
    }
}

/// An entity of which there is only ever one, such as the app's settings (Apple's `UniqueAppEntity`).
public protocol UniqueAppEntity: AppEntity where DefaultQuery: UniqueAppEntityQuery {}

/// A query with one possible answer (Apple's `UniqueAppEntityQuery`).
public protocol UniqueAppEntityQuery: EnumerableEntityQuery {
    /// The one entity.
    func uniqueEntity() async throws -> Entity
}

extension UniqueAppEntityQuery {
    public func allEntities() async throws -> [Entity] { [try await uniqueEntity()] }
}

/// A ``UniqueAppEntityQuery`` made from a closure (Apple's `UniqueAppEntityProvider`).
public struct UniqueAppEntityProvider<Entity: UniqueAppEntity>: UniqueAppEntityQuery {
    private let provider: @Sendable () async throws -> Entity

    public init(_ provider: @escaping @Sendable () async throws -> Entity) { self.provider = provider }

    public func uniqueEntity() async throws -> Entity { try await provider() }
}

extension AppEnum {
    /// The display representation of `value`, when it is one of the cases.
    static func representation(of value: any Sendable) -> DisplayRepresentation? {
        (value as? Self).flatMap { caseDisplayRepresentations[$0] }
    }
}
