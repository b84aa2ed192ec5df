/// An intent that opens one of the app's things (Apple's `OpenIntent`): its `target` parameter
/// names the thing, and the app comes forward to show it (`openAppWhenRun` is implied).
///
/// ```swift
/// struct OpenLandmarkIntent: OpenIntent, TargetContentProvidingIntent {
///     static let title: LocalizedStringResource = "Open Landmark"
///
///     @Parameter(title: "Landmark", requestValueDialog: "Which landmark?")
///     var target: LandmarkEntity
/// }
/// ```
/// Besides the app's own phrases, "open …", "show me …", "view …" and "take me to …" followed by
/// one of the target type's known names (or synonyms) route to it, as the system routes a tap on
/// a search result, with or without the app's name. Only a name the vocabulary holds fills the
/// target: these phrasings never read arbitrary words. "Open it" and "show me this" route to it
/// too, and take the entity on screen or the one the conversation's last intent returned; with
/// neither, the utterance is not understood. The completed turn carries the target
/// (``ConversationTurn/target``) for the front end to navigate to.
public protocol OpenIntent: AppIntent {
    /// The type of the target: an ``AppEntity`` or an ``AppEnum``.
    associatedtype Value: _IntentValue
    /// What to open.
    var target: Value { get set }
}

extension OpenIntent {
    public static var openAppWhenRun: Bool { true }
}

/// An intent whose work is done by the front end (Apple's `TargetContentProvidingIntent`): it
/// needs no `perform()`, and its turn completes with the resolved parameters and, for an
/// ``OpenIntent``, the ``ConversationTurn/target`` to navigate to.
public protocol TargetContentProvidingIntent: AppIntent {}

extension TargetContentProvidingIntent {
    /// Nothing to do: the front end shows the target.
    public func perform() async throws -> IntentResultContainer<Never> { .result() }
}

/// What a completed ``OpenIntent`` opens, for the front end to navigate to.
public struct IntentTarget: Sendable, Hashable, CustomStringConvertible {
    /// The entity or enum type's name ("LandmarkEntity").
    public var typeName: String
    /// The entity's identifier, or the enum case's raw value.
    public var identifier: String
    /// How the target reads ("Golden Gate Bridge").
    public var title: String

    public init(typeName: String, identifier: String, title: String) {
        self.typeName = typeName
        self.identifier = identifier
        self.title = title
    }

    /// "LandmarkEntity 3 (Golden Gate Bridge)".
    public var description: String { "\(typeName) \(identifier) (\(title))" }

    /// The target as `chat --json` and `serve` write it: `{"type", "id", "title"}`.
    public var json: JSONValue {
        .object(
            JSONObject([("type", .string(typeName)), ("id", .string(identifier)), ("title", .string(title))]))
    }
}

/// The phrasings every open intent gets.
enum OpenIntentPhrases {
    /// "open the Golden Gate Bridge", "show me the Eiffel Tower in Landmarks".
    static let named = "(open|show [me]|view|take me to) [the|my] {target} [(in|on|from|with|using) {applicationName}]"
    /// "open it", "show me this one": the target is on screen, or the last value returned.
    static let pointing = "(open|show [me]|view) (it|this|that) [one] [(in|on|from|with|using) {applicationName}]"

    /// Whether `parameter` can be an open intent's target: an entity or an enum.
    static func canBeTarget(_ parameter: ParameterModel) -> Bool {
        switch parameter.type {
        case .entity, .enumeration: true
        default: false
        }
    }
}
