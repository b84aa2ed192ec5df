import Foundation

/// The assistant's index of the entities apps gave it, shared by all its snapshots: giving or
/// withdrawing entities never recompiles phrases.
final class EntityIndexStore: Sendable {
    private let state = Locked(EntityIndex())

    /// The index as it is now (a copy: readers never wait on a writer).
    var index: EntityIndex { state.value }

    func update(_ body: (inout EntityIndex) -> Void) { state.withLock(body) }

    /// Indexes the values of every manifest entity that declares properties, and names every
    /// entity type the apps declare, so that "this email" and "the note about …" know their type.
    func load(_ apps: [LoadedApp]) {
        update { index in
            for app in apps {
                for entity in app.model.entities {
                    let swiftType = app.declared.entityTypes[entity.name]
                    index.name(entity.name, words: Self.typeWords(entity, swiftType: swiftType))
                    guard !entity.properties.isEmpty else { continue }
                    for value in entity.values {
                        index.add(IndexedDocument(value, of: entity, app: app.model.name))
                    }
                }
            }
        }
    }

    /// The words that name an entity type: its title (or its name without "Entity") and synonyms.
    static func typeWords(_ entity: EntityModel, swiftType: (any AppEntity.Type)?) -> [String] {
        if let swiftType {
            let shown = swiftType.typeDisplayRepresentation
            return [shown.name.key] + shown.synonyms.map(\.key)
        }
        let bare = entity.name.hasSuffix("Entity") ? String(entity.name.dropLast(6)) : entity.name
        return [entity.title ?? bare] + entity.typeSynonyms
    }
}

/// One entity a search found.
public struct EntitySearchResult: Sendable, CustomStringConvertible {
    /// The entity's type name (`"RecipeEntity"`).
    public let typeName: String
    /// The entity's identifier.
    public let identifier: String
    /// The entity's title.
    public let title: String
    /// The app that declares the type, when known.
    public let app: String?
    /// How much of the query the entity covers, 0…1.
    public let score: Double
    /// The Swift entity, for entities indexed from Swift.
    public let entity: (any AppEntity)?

    /// "RecipeEntity r1 “Creamy Mushroom Pasta” 0.92".
    public var description: String {
        "\(typeName) \(identifier) “\(title)” \(String(format: "%.2f", score))"
    }
}

extension Assistant {
    /// Gives the index these entities (Apple's `indexAppEntities(_:)`): spoken references and
    /// ``search(_:limit:)`` find them from now on. An entity already indexed (same type and id) is replaced.
    public func indexAppEntities<Entity: IndexedEntity>(_ entities: [Entity]) async throws {
        let app = snapshot.apps.first { $0.declared.entityTypes[Entity.typeName] != nil }?.model.name
        let shown = Entity.typeDisplayRepresentation
        entityIndex.update { index in
            index.name(Entity.typeName, words: [shown.name.key] + shown.synonyms.map(\.key))
            for entity in entities { index.add(IndexedDocument(entity, app: app)) }
        }
    }

    /// Withdraws entities from the index (Apple's `deleteAppEntities(identifiedBy:ofType:)`).
    public func deleteAppEntities<Entity: IndexedEntity>(
        identifiedBy identifiers: [Entity.ID], ofType type: Entity.Type
    )
        async throws
    {
        entityIndex.update { index in
            for id in identifiers { index.remove(type: Entity.typeName, id: id.entityIdentifierString) }
        }
    }

    /// The indexed entities of every app that best fit `text` ("pasta recipes with mushrooms"),
    /// best first. Words naming a type ("recipes") keep the search to that type.
    public func search(_ text: String, limit: Int = 10) -> [EntitySearchResult] {
        entityIndex.index.search(text, limit: limit).map { document, score in
            EntitySearchResult(
                typeName: document.type, identifier: document.id, title: document.title, app: document.app,
                score: Double(score), entity: document.entity)
        }
    }
}

extension Assistant {
    /// How a spoken reference to an entity of `typeName` resolves through the index: `"found"` with
    /// one id, `"ask"` with the ids offered, or `"none"`. For the benchmarks, which time resolution
    /// apart from matching.
    package func resolveReference(_ mention: String, typeName: String) -> (outcome: String, ids: [String]) {
        switch entityIndex.index.resolve(mention, types: [typeName]) {
        case .found(let document, _): ("found", [document.id])
        case .ambiguous(let documents, _): ("ask", documents.map(\.id))
        case .none: ("none", [])
        }
    }
}
