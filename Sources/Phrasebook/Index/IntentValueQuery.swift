/// Turns a system value (an ``IntentPerson``, a `URL`, a `String`) into the app's entities
/// (Apple's `IntentValueQuery`): a contact another app shows becomes this app's contact.
///
/// ```swift
/// struct ContactEntityQuery: IntentValueQuery {
///     func values(for input: [IntentPerson]) async throws -> [ContactEntity] { … }
/// }
/// ```
public protocol IntentValueQuery: Sendable {
    /// The system value taken.
    associatedtype Input: Sendable
    /// The entity (or value) made from it.
    associatedtype Output: Sendable
    /// The values `input` stands for in this app; an input it knows nothing of is left out.
    func values(for input: [Input]) async throws -> [Output]
}

/// An entity that other apps can take as a system value (the idea of Apple's
/// `IntentValueRepresentation(exporting:)`, without Transferable's parts): a contact exports an
/// ``IntentPerson``, so "send this contact to Bob in UnicornChat" passes it to UnicornChat.
public protocol IntentValueExporting: AppEntity {
    /// The value exported.
    associatedtype ExportedValue: Sendable
    /// How the entity becomes the value.
    static var intentValueRepresentation: IntentValueRepresentation<Self, ExportedValue> { get }
}

/// How an entity becomes a system value (Apple's `IntentValueRepresentation`).
public struct IntentValueRepresentation<Entity: Sendable, Value: Sendable>: Sendable {
    let export: @Sendable (Entity) -> Value?

    /// A representation that exports `export(entity)`; nil exports nothing for that entity.
    public init(exporting export: @escaping @Sendable (Entity) -> Value?) { self.export = export }
}

extension IntentValueExporting {
    /// The exported value of this entity, type-erased.
    func exportedIntentValue() -> (any Sendable)? { Self.intentValueRepresentation.export(self) }
}

/// An entity that takes system values through an ``IntentValueQuery``: another app's exported
/// value becomes one of its instances.
public protocol IntentValueQueryable: AppEntity {
    /// The query that takes the values.
    associatedtype ValueQuery: IntentValueQuery where ValueQuery.Output == Self
    /// The query that takes the values.
    static var intentValueQuery: ValueQuery { get }
}

extension IntentValueQueryable {
    /// The instance `value` stands for, when it is the query's input and the query knows it.
    static func entity(fromSystemValue value: any Sendable) async throws -> Self? {
        guard let input = value as? ValueQuery.Input else { return nil }
        return try await intentValueQuery.values(for: [input]).first
    }
}
