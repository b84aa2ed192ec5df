import Foundation

/// An entity whose instances the app gives the assistant's index (Apple's `IndexedEntity`), so that
/// spoken references find them: "Frank's email about lunch", "my last message".
///
/// ```swift
/// struct RecipeEntity: IndexedEntity {
///     @Property(title: "Name", indexingKey: .title) var name: String
///     @Property(title: "Ingredients", indexingKey: .keywords) var ingredients: [String]
///     static let computedProperties = [ComputedProperty<RecipeEntity>("summary", indexingKey: .description) { $0.summary }]
///     …
/// }
/// try await assistant.indexAppEntities(recipes)
/// ```
/// The index reads each `@Property` (and each ``computedProperties`` entry) of the instances it is
/// given; an intent parameter of the type then takes any words, which the index resolves
/// (<doc:FindingTheUsersThings>).
public protocol IndexedEntity: AppEntity {
    /// Properties derived from others (Apple's `@ComputedProperty(indexingKey:)`); none by default.
    static var computedProperties: [ComputedProperty<Self>] { get }
}

extension IndexedEntity {
    public static var computedProperties: [ComputedProperty<Self>] { [] }
}

extension AppEntity {
    /// A property of the entity, written `@Property(title:indexingKey:)` as in Apple's API.
    public typealias Property<Value: Sendable> = EntityProperty<Value>
}

/// A property of an entity (Apple's `EntityProperty`, written `@Property`): its title, what it
/// means to the index, and its value.
@propertyWrapper
public struct EntityProperty<Value: Sendable>: Sendable {
    /// A word or short phrase naming the property ("Sender").
    public let title: LocalizedStringResource?
    /// What the property means to the index; nil leaves it out of the index's words (a date or a
    /// flag is still read for "last" and "unread").
    public let indexingKey: IndexingKey?
    /// The value.
    public var wrappedValue: Value

    public init(wrappedValue: Value, title: LocalizedStringResource? = nil, indexingKey: IndexingKey? = nil) {
        self.wrappedValue = wrappedValue
        self.title = title
        self.indexingKey = indexingKey
    }
}

/// A property computed from the entity's others (Apple's `@ComputedProperty(indexingKey:)`, which
/// is a macro; without macros it is declared in ``IndexedEntity/computedProperties``).
public struct ComputedProperty<Entity: Sendable>: Sendable {
    /// The property's name.
    public let name: String
    /// A word or short phrase naming the property.
    public let title: LocalizedStringResource?
    /// What the property means to the index.
    public let indexingKey: IndexingKey?
    let read: @Sendable (Entity) -> any Sendable

    public init<Value: Sendable>(
        _ name: String, title: LocalizedStringResource? = nil, indexingKey: IndexingKey? = nil,
        _ value: @escaping @Sendable (Entity) -> Value
    ) {
        self.name = name
        self.title = title
        self.indexingKey = indexingKey
        read = { value($0) }
    }
}

/// An entity on screen, or any entity by type and id (Apple's `EntityIdentifier`).
///
/// ```swift
/// let onscreen = [EntityIdentifier(for: MessageEntity.self, identifier: draft.id)]
/// try await conversation.respond(to: "send this email", authentication: .unlocked, onscreen: onscreen)
/// ```
public struct EntityIdentifier: Sendable, Hashable, CustomStringConvertible {
    /// The entity type's name (`"MessageEntity"`), as a manifest and the model know it.
    public let typeName: String
    /// The entity's identifier as a string.
    public let identifier: String

    public init<Entity: AppEntity>(for type: Entity.Type, identifier: Entity.ID) {
        typeName = Entity.typeName
        self.identifier = identifier.entityIdentifierString
    }

    /// The identifier of `entity`.
    init(_ entity: any AppEntity) {
        typeName = type(of: entity).typeName
        identifier = entity.id.entityIdentifierString
    }

    /// An identifier by the names a manifest, `chat` and `serve` use.
    public init(typeName: String, identifier: String) {
        self.typeName = typeName
        self.identifier = identifier
    }

    /// "MessageEntity m1".
    public var description: String { "\(typeName) \(identifier)" }
}

/// The type-erased face of an `@Property`, read by reflection.
private protocol AnyEntityProperty {
    var propertyTitle: String? { get }
    var propertyKey: IndexingKey? { get }
    var anyValue: any Sendable { get }
}

extension EntityProperty: AnyEntityProperty {
    var propertyTitle: String? { title?.key }
    var propertyKey: IndexingKey? { indexingKey }
    var anyValue: any Sendable { wrappedValue }
}

extension IndexedDocument {
    /// The document of a Swift entity: its display representation and its properties.
    init<Entity: IndexedEntity>(_ entity: Entity, app: String?) {
        let shown = entity.displayRepresentation
        self.init(
            type: Entity.typeName, id: entity.id.entityIdentifierString, title: shown.title.key,
            subtitle: shown.subtitle?.key, synonyms: shown.synonyms.map(\.key), entity: entity, app: app)
        for child in Mirror(reflecting: entity).children {
            guard let label = child.label, label.hasPrefix("_"), let property = child.value as? any AnyEntityProperty,
                let content = Self.content(of: property.anyValue)
            else { continue }
            let name = String(label.dropFirst())
            properties.append(
                Property(name: name, title: property.propertyTitle ?? name, key: property.propertyKey, content: content)
            )
        }
        for computed in Entity.computedProperties {
            guard let content = Self.content(of: computed.read(entity)) else { continue }
            properties.append(
                Property(
                    name: computed.name, title: computed.title?.key ?? computed.name, key: computed.indexingKey,
                    content: content))
        }
    }

    /// The document of a manifest entity's value.
    init(_ value: EntityModel.Value, of entity: EntityModel, app: String) {
        self.init(
            type: entity.name, id: value.id, title: value.title, subtitle: value.subtitle, synonyms: value.synonyms,
            app: app)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        for declared in entity.properties {
            guard let json = value.properties[declared.name] else { continue }
            let content: Content? =
                switch (declared.type, json) {
                case (.date, .string(let text)): CanonicalDate.date(text, in: calendar).map(Content.date)
                case (_, .string(let text)): .text([text])
                case (_, .array(let items)):
                    .text(items.compactMap { if case .string(let text) = $0 { text } else { nil } })
                case (_, .bool(let flag)): .bool(flag)
                case (_, .number(let number)): .number(number)
                default: nil
                }
            if let content {
                properties.append(
                    Property(name: declared.name, title: declared.title, key: declared.indexingKey, content: content))
            }
        }
    }

    /// What the index reads of a Swift value: text, dates, flags and numbers; nil for anything else.
    static func content(of value: Any) -> Content? {
        switch value {
        case let text as String: return .text([text])
        case let texts as [String]: return .text(texts)
        case let date as Date: return .date(date)
        case let flag as Bool: return .bool(flag)
        case let number as Int: return .number(Double(number))
        case let number as Double: return .number(number)
        case let person as IntentPerson: return .text([person.displayName])
        case let people as [IntentPerson]: return .text(people.map(\.displayName))
        default:
            let mirror = Mirror(reflecting: value)
            guard mirror.displayStyle == .optional, let wrapped = mirror.children.first?.value else {
                return nil
            }
            return content(of: wrapped)
        }
    }
}
