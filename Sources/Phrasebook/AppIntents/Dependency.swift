import Foundation

/// Where intents and queries find the objects the app shares with them (Apple's
/// `AppDependencyManager`): the app adds them once, before it registers with an ``Assistant``.
///
/// ```swift
/// let modelData = ModelData()
/// AppDependencyManager.shared.add(dependency: modelData)
/// ```
/// A `@Dependency var modelData: ModelData` in an intent or a query then reads it. The value is
/// made on first use and kept; adding another of the same type (and key) replaces it.
public final class AppDependencyManager: Sendable {
    /// The manager every `@Dependency` reads.
    public static let shared = AppDependencyManager()

    private struct Key: Hashable {
        var type: ObjectIdentifier
        var key: String?
    }

    private enum Entry {
        case pending(@Sendable () -> any Sendable)
        case made(any Sendable)
    }

    private let entries = Locked<[Key: Entry]>([:])

    /// A manager of its own, for code that must not share ``shared`` (the `@Dependency` wrapper reads ``shared``).
    public init() {}

    /// Adds a dependency; `dependency` runs on first use. `key` tells apart several of one type.
    public func add<Dependency: Sendable>(
        key: String? = nil, dependency: @autoclosure @escaping @Sendable () -> Dependency
    ) {
        entries.withLock { $0[Key(type: ObjectIdentifier(Dependency.self), key: key)] = .pending({ dependency() }) }
    }

    /// The dependency of type `type` (and `key`), made now if it was not yet; nil when none was added.
    func value<Dependency: Sendable>(_ type: Dependency.Type, key: String?) -> Dependency? {
        let id = Key(type: ObjectIdentifier(type), key: key)
        // made outside the lock: the closure may read other dependencies.
        switch entries.withLock({ $0[id] }) {
        case nil: return nil
        case .made(let value)?: return value as? Dependency
        case .pending(let make)?:
            let made = make()
            entries.withLock { $0[id] = .made(made) }
            return made as? Dependency
        }
    }

    func has(_ type: Any.Type, key: String?) -> Bool {
        entries.withLock { $0[Key(type: ObjectIdentifier(type), key: key)] != nil }
    }
}

/// A value an intent or a query reads from ``AppDependencyManager`` (Apple's `@Dependency`).
///
/// ```swift
/// struct LandmarkEntityQuery: EntityQuery {
///     @Dependency var modelData: ModelData
///     …
/// }
/// ```
/// Before it runs an intent's `perform()` or asks an entity's query, the assistant checks that
/// every `@Dependency` of the intent or query was added; one that was not makes the turn `failed`
/// with ``AppDependencyMissing`` naming the type (registration reports it the same way). Reading
/// the value in code the assistant did not start, with nothing added, stops the program with a
/// message saying so.
@propertyWrapper
public struct Dependency<Value: Sendable>: Sendable {
    /// The key that tells apart several dependencies of one type, if any.
    public let key: String?

    public init(key: String? = nil) { self.key = key }

    /// The dependency, made on first use.
    public var wrappedValue: Value {
        guard let value = AppDependencyManager.shared.value(Value.self, key: key) else {
            fatalError(AppDependencyMissing(typeName: String(describing: Value.self), key: key).description)
        }
        return value
    }
}

/// An intent or query needs a `@Dependency` that no one added to ``AppDependencyManager``.
public struct AppDependencyMissing: Error, Sendable, Hashable, CustomStringConvertible {
    /// The type of the dependency ("ModelData").
    public var typeName: String
    /// Its key, if it has one.
    public var key: String?

    public init(typeName: String, key: String? = nil) {
        self.typeName = typeName
        self.key = key
    }

    public var description: String {
        "no dependency of type \(typeName)\(key.map { " with the key '\($0)'" } ?? "") was added; call "
            + "AppDependencyManager.shared.add(dependency:) with one before the assistant runs the intent or its queries"
    }
}

/// The type-erased face of a `@Dependency`, found with `Mirror`.
protocol AnyDependency {
    var isAvailable: Bool { get }
    var missing: AppDependencyMissing { get }
}

extension Dependency: AnyDependency {
    var isAvailable: Bool { AppDependencyManager.shared.has(Value.self, key: key) }
    var missing: AppDependencyMissing { AppDependencyMissing(typeName: String(describing: Value.self), key: key) }
}

/// Throws ``AppDependencyMissing`` for the first `@Dependency` of `subject` (an intent or a
/// query) that was not added.
func checkDependencies(of subject: Any) throws {
    for child in Mirror(reflecting: subject).children {
        if let dependency = child.value as? any AnyDependency, !dependency.isAvailable { throw dependency.missing }
    }
}
