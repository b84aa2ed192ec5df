/// What `perform()` returns (Apple's `IntentResult`): optionally a dialog to say and a value.
///
/// Write `.result()`, `.result(dialog:)`, `.result(value:)` or `.result(value:dialog:)` and
/// declare the return type with the protocols it provides: `some IntentResult & ProvidesDialog`,
/// `some ReturnsValue<Int>`, `some ReturnsValue<Int> & ProvidesDialog`.
public protocol IntentResult: Sendable {
    /// The dialog the front end says or shows, if any.
    var dialog: IntentDialog? { get }
    /// The value returned, if any.
    var returnedValue: (any Sendable)? { get }
    /// The result card to show, if any.
    var snippet: IntentSnippet? { get }
    /// The intent to run next, if any (``OpensIntent``).
    var opensIntent: (any AppIntent)? { get }
}

extension IntentResult {
    public var snippet: IntentSnippet? { nil }
    public var opensIntent: (any AppIntent)? { nil }
}

/// A result that carries a dialog.
public protocol ProvidesDialog: IntentResult {}

/// A result that returns a value of type `Value`.
public protocol ReturnsValue<Value>: IntentResult {
    associatedtype Value: Sendable
}

/// The one concrete result type; the protocols above describe what it holds.
public struct IntentResultContainer<Value: Sendable>: IntentResult, ProvidesDialog, ReturnsValue {
    public let dialog: IntentDialog?
    public let value: Value?
    public let snippet: IntentSnippet?
    public let opensIntent: (any AppIntent)?

    init(dialog: IntentDialog?, value: Value?, snippet: IntentSnippet? = nil, opensIntent: (any AppIntent)? = nil) {
        self.dialog = dialog
        self.value = value
        self.snippet = snippet
        self.opensIntent = opensIntent
    }

    public var returnedValue: (any Sendable)? { value }
}

extension IntentResult where Self == IntentResultContainer<Never> {
    /// A result with nothing to say or return.
    public static func result() -> Self { IntentResultContainer(dialog: nil, value: nil) }
    /// A result that says `dialog`.
    public static func result(dialog: IntentDialog) -> Self { IntentResultContainer(dialog: dialog, value: nil) }
}

extension IntentResult {
    /// A result that returns `value`.
    public static func result<Value: Sendable>(value: Value) -> Self where Self == IntentResultContainer<Value> {
        IntentResultContainer(dialog: nil, value: value)
    }

    /// A result that returns `value` and says `dialog`.
    public static func result<Value: Sendable>(value: Value, dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<Value> {
        IntentResultContainer(dialog: dialog, value: value)
    }
}
