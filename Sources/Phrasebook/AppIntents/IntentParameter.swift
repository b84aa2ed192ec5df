import Foundation

/// A parameter of an intent (Apple's `IntentParameter`, written `@Parameter`).
///
/// ```swift
/// @Parameter(title: "Soup", requestValueDialog: "Which soup?") var soup: SoupEntity
/// @Parameter(title: "Quantity", default: 1, inclusiveRange: (1, 20)) var quantity: Int
/// @Parameter(title: "Size") var size: SoupSize?
/// @Parameter(title: "Time", kind: .time) var time: Date
/// ```
/// A parameter of an optional type may stay empty; any other needs a value, and the assistant
/// asks for one (with `requestValueDialog`) before `perform()` runs unless a `default` is given.
/// Like Apple's, the wrapper is a class: copies of an intent share their parameters.
@propertyWrapper
public final class IntentParameter<Value: _IntentValue>: @unchecked Sendable {
    /// A word or short phrase naming the parameter ("Soup").
    public let title: LocalizedStringResource
    /// What the parameter is for.
    public let description: LocalizedStringResource?
    /// The value used when the utterance gives none.
    public let defaultValue: Value.UnwrappedType?
    /// What the assistant asks when the parameter has no value.
    public let requestValueDialog: IntentDialog?
    /// What the assistant asks when several values fit.
    public let requestDisambiguationDialog: IntentDialog?
    /// Inclusive bounds for a number; a number outside them does not fill the parameter.
    public let inclusiveRange: (lowerBound: Double, upperBound: Double)?
    /// For a date, whether it holds a day, a time of day or both (nil: both): "alarm for seven"
    /// is a time only for a parameter of kind `.time`.
    public let kind: DateKind?
    /// Values to offer when the assistant asks for one, and a default.
    public let optionsProvider: (any DynamicOptionsProvider)?

    private let lock = NSLock()
    private var value: Value?

    public init(
        title: LocalizedStringResource = "", description: LocalizedStringResource? = nil,
        default: Value.UnwrappedType? = nil,
        inclusiveRange: (lowerBound: Double, upperBound: Double)? = nil, kind: DateKind? = nil,
        requestValueDialog: IntentDialog? = nil, requestDisambiguationDialog: IntentDialog? = nil,
        optionsProvider: (any DynamicOptionsProvider)? = nil
    ) {
        self.title = title
        self.description = description
        self.defaultValue = `default`
        self.inclusiveRange = inclusiveRange
        self.kind = kind
        self.requestValueDialog = requestValueDialog
        self.requestDisambiguationDialog = requestDisambiguationDialog
        self.optionsProvider = optionsProvider
    }

    /// The value: the one set, else the default, else `nil` for an optional type.
    ///
    /// Reading a required parameter that has neither a value nor a default stops the program with
    /// a message saying so: the assistant never runs an intent in that state, so it means the
    /// intent was made and performed by hand without setting the parameter.
    public var wrappedValue: Value {
        get {
            if let current = lock.withLock({ value }) { return current }
            if let fallback = defaultValue.flatMap({ $0 as? Value }) ?? Value._empty { return fallback }
            fatalError(Self.unsetMessage(title: title.key))
        }
        set { lock.withLock { value = newValue } }
    }

    /// The parameter itself (`$soup`): its metadata and the `request…` functions.
    public var projectedValue: IntentParameter<Value> { self }

    /// Whether a value was set (a default does not count).
    public var hasValue: Bool { lock.withLock { value != nil } }

    static func unsetMessage(title: String) -> String {
        """
        The parameter \(title.isEmpty ? "" : "'\(title)' ")of type \(Value.self) was read before it had a value.
        It is not optional and has no default, and nothing set it. The assistant sets every required \
        parameter (asking the user when the utterance gives none) before it calls perform(); an intent \
        made and performed by hand must set it first. To resolve this, set the parameter, give it a \
        `default:`, or make its type optional.
        """
    }
}

extension IntentParameter {
    /// Asks the user for a value and waits for the answer; the answer is also stored in the
    /// parameter. Only inside `perform()` run by a ``Conversation``.
    public func requestValue(_ dialog: IntentDialog? = nil) async throws -> Value.UnwrappedType {
        let answer = try await PerformSession.ask(.value(parameter: self, dialog: dialog))
        guard let typed = answer as? Value.UnwrappedType else { throw PerformRequestError.unexpectedAnswer }
        if let stored = typed as? Value { wrappedValue = stored }
        return typed
    }

    /// Asks the user to pick one of `options` (by name or position: "the second one") and waits
    /// for the choice; the choice is also stored in the parameter.
    public func requestDisambiguation(among options: [Value.UnwrappedType], dialog: IntentDialog? = nil) async throws
        -> Value.UnwrappedType
    {
        guard !options.isEmpty else { throw PerformRequestError.noOptions }
        let answer = try await PerformSession.ask(.disambiguation(parameter: self, options: options, dialog: dialog))
        guard let typed = answer as? Value.UnwrappedType else { throw PerformRequestError.unexpectedAnswer }
        if let stored = typed as? Value { wrappedValue = stored }
        return typed
    }

    /// The error that makes the assistant ask for a new value of this parameter and run
    /// `perform()` again with it (Apple's `needsValueError`): `throw $soup.needsValueError("Which soup?")`.
    public func needsValueError(_ dialog: IntentDialog? = nil) -> IntentParameterNeedsValue {
        IntentParameterNeedsValue(parameter: self, dialog: dialog)
    }

    /// Asks the user to confirm `value` and waits for yes or no.
    public func requestConfirmation(for value: Value.UnwrappedType, dialog: IntentDialog? = nil) async throws -> Bool {
        let answer = try await PerformSession.ask(.confirmation(parameter: self, value: value, dialog: dialog))
        return answer as? Bool ?? false
    }
}

/// Thrown by `perform()` (``IntentParameter/needsValueError(_:)``) for a parameter whose value will
/// not do: the turn asks for another, and `perform()` runs again from the start with it.
public struct IntentParameterNeedsValue: Error, @unchecked Sendable, CustomStringConvertible {
    // the wrapper is a locked class; it is only read.
    let parameter: any AnyIntentParameter
    /// What to ask; the parameter's `requestValueDialog` when nil.
    public let dialog: IntentDialog?

    public var description: String { "perform() needs another value of \(parameter.titleText)" }
}

/// The type-erased face of an `@Parameter`, used by registration and dispatch.
protocol AnyIntentParameter: AnyObject, Sendable {
    var titleText: String { get }
    var valueType: IntentValueType { get }
    var hasValue: Bool { get }
    /// The value set, if any (a default does not count, nor an optional set to nil).
    var storedValue: (any Sendable)? { get }
    var metadata: ParameterMetadata { get }
    /// Stores `value` when it has the parameter's type; false otherwise.
    func store(_ value: any Sendable) -> Bool
}

/// What an `@Parameter` declares, apart from its value.
struct ParameterMetadata: Sendable {
    var title: String
    var description: String?
    var defaultValue: (any Sendable)?
    var range: ClosedRange<Double>?
    var dateKind: DateKind?
    var requestValueDialog: IntentDialog?
    var requestDisambiguationDialog: IntentDialog?
    var optionsProvider: (any DynamicOptionsProvider)?
}

extension IntentParameter: AnyIntentParameter {
    var titleText: String { title.key }
    var valueType: IntentValueType { Value._intentValueType }

    var storedValue: (any Sendable)? {
        guard let current = lock.withLock({ value }) else { return nil }
        // an optional parameter set to nil holds no value.
        let mirror = Mirror(reflecting: current)
        return mirror.displayStyle == .optional && mirror.children.isEmpty ? nil : current
    }

    var metadata: ParameterMetadata {
        var range: ClosedRange<Double>?
        if let bounds = inclusiveRange, bounds.lowerBound <= bounds.upperBound {
            range = bounds.lowerBound...bounds.upperBound
        }
        return ParameterMetadata(
            title: title.key, description: description?.key, defaultValue: defaultValue, range: range, dateKind: kind,
            requestValueDialog: requestValueDialog, requestDisambiguationDialog: requestDisambiguationDialog,
            optionsProvider: optionsProvider)
    }

    func store(_ newValue: any Sendable) -> Bool {
        guard let typed = newValue as? Value else { return false }
        wrappedValue = typed
        return true
    }
}

/// Provides the values the assistant offers when it asks for a parameter, and a default
/// (Apple's `DynamicOptionsProvider`).
public protocol DynamicOptionsProvider: Sendable {
    /// The values to offer; their text is what the prompt lists.
    func results() async throws -> [any Sendable]
    /// The value used when the utterance gives none, if any.
    func defaultResult() async -> (any Sendable)?
}

extension DynamicOptionsProvider {
    public func defaultResult() async -> (any Sendable)? { nil }
}
