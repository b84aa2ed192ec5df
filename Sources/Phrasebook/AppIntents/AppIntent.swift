/// An action of an app that people can ask for (Apple's `AppIntent`).
///
/// ```swift
/// struct OrderSoup: AppIntent {
///     static let title: LocalizedStringResource = "Order Soup"
///     @Parameter(title: "Soup", requestValueDialog: "Which soup?") var soup: SoupEntity
///     @Parameter(title: "Quantity", default: 1) var quantity: Int
///     func perform() async throws -> some IntentResult & ProvidesDialog {
///         .result(dialog: "Ordered \(quantity) \(soup.name).")
///     }
/// }
/// ```
/// The assistant makes a fresh intent with `init()` for every run, sets its parameters (defaults
/// included) and awaits ``perform()``; an error thrown there becomes the turn's `failed` outcome.
public protocol AppIntent: Sendable {
    /// What `perform()` returns.
    associatedtype PerformResult: IntentResult

    /// Makes an intent with every parameter empty.
    init()
    /// The intent's name, as shown to people.
    static var title: LocalizedStringResource { get }
    /// What the intent does. (Apple declares it optional; here it is not, so that the common
    /// `static let description = IntentDescription("…")` is the one the protocol uses.)
    static var description: IntentDescription { get }
    /// Whether the front end should bring the app forward when the intent runs.
    static var openAppWhenRun: Bool { get }
    /// Who may run the intent; checked against the state the front end reports.
    static var authenticationPolicy: IntentAuthenticationPolicy { get }
    /// Where the intent may run (in the background, or with the app in front): a hint the turn carries.
    static var supportedModes: IntentModes { get }
    /// The assistant schema the intent adopts, if any (Apple's `@AppIntent(schema:)` macro):
    /// `static var schema: AppSchema? { .mail.createDraft }`. Its phrases then route to the intent,
    /// and registration checks the parameters against it.
    static var schema: AppSchema? { get }
    /// Whether lists of what people can say (``Assistant/shortcuts()``) show the intent (Apple's
    /// `isDiscoverable`); its phrases work either way.
    static var isDiscoverable: Bool { get }
    /// The type of ``parameterSummary``.
    associatedtype SummaryContent: ParameterSummary = NoParameterSummary
    /// A sentence that reads the intent with its values (Apple's `parameterSummary`):
    /// `Summary("Order \(\.$soup)") { \.$quantity }`, or `When`/`Switch` to choose one by a value.
    /// Every turn about the intent carries it rendered (``ConversationTurn/summary``).
    @ParameterSummaryBuilder<Self> static var parameterSummary: SummaryContent { get }

    /// Does the work, with every required parameter set.
    func perform() async throws -> PerformResult
}

extension AppIntent where SummaryContent == NoParameterSummary {
    public static var parameterSummary: NoParameterSummary { NoParameterSummary() }
}

extension AppIntent {
    public static var description: IntentDescription { IntentDescription("") }
    public static var openAppWhenRun: Bool { false }
    public static var authenticationPolicy: IntentAuthenticationPolicy { .alwaysAllowed }
    public static var supportedModes: IntentModes { openAppWhenRun ? .foreground : .background }
    public static var schema: AppSchema? { nil }
    public static var isDiscoverable: Bool { true }

    /// `@Parameter` inside an intent, as in Apple's framework.
    public typealias Parameter<Value: _IntentValue> = IntentParameter<Value>

    /// Asks the user to confirm before going on; returns when they say yes, and throws
    /// ``IntentCancellation`` when they say no (the turn is then `cancelled`).
    public func requestConfirmation(actionName: ConfirmationActionName = .continue, dialog: IntentDialog? = nil)
        async throws
    {
        let prompt = dialog ?? IntentDialog(full: "\(actionName.verb) \(Self.title.key)?")
        let answer = try await PerformSession.ask(.confirmation(parameter: nil, value: nil, dialog: prompt))
        guard answer as? Bool == true else { throw IntentCancellation.declined }
    }
}

/// Who may run an intent (Apple's `IntentAuthenticationPolicy`).
public typealias IntentAuthenticationPolicy = AuthenticationPolicy

/// Where an intent may run; a hint for the front end.
public struct IntentModes: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Without bringing the app forward.
    public static let background = IntentModes(rawValue: 1)
    /// With the app in front.
    public static let foreground = IntentModes(rawValue: 2)
}

/// The verb of a confirmation prompt (Apple's `ConfirmationActionName`).
public struct ConfirmationActionName: Sendable, Hashable {
    /// The verb, capitalized ("Order").
    public var verb: String
    public init(verb: String) { self.verb = verb }

    public static let add = ConfirmationActionName(verb: "Add")
    public static let buy = ConfirmationActionName(verb: "Buy")
    public static let call = ConfirmationActionName(verb: "Call")
    public static let `continue` = ConfirmationActionName(verb: "Continue with")
    public static let create = ConfirmationActionName(verb: "Create")
    public static let delete = ConfirmationActionName(verb: "Delete")
    public static let order = ConfirmationActionName(verb: "Order")
    public static let send = ConfirmationActionName(verb: "Send")
    public static let set = ConfirmationActionName(verb: "Set")
    public static let start = ConfirmationActionName(verb: "Start")
}

/// Why an intent stopped without a result: the user said "cancel", or declined a confirmation.
public enum IntentCancellation: Error, Sendable, Hashable {
    /// The user cancelled while the assistant was asking.
    case cancelled
    /// The user said no to a confirmation.
    case declined
}
