/// A preset way to run an intent by voice (Apple's `AppShortcut`): the intent and its phrases.
///
/// ```swift
/// AppShortcut(intent: OrderSoup(), phrases: ["Order \(\.$soup) in \(.applicationName)"],
///             shortTitle: "Order Soup", systemImageName: "cup.and.saucer")
/// ```
/// The literal parts of a phrase use Phrasebook's template grammar: `"(order|get) \(\.$soup) [please] in \(.applicationName)"`.
///
/// As with Apple's, the intent may come pre-configured: the parameters set on it are values its
/// phrases imply, set whenever one of them matches (a parameter a phrase interpolates takes the
/// value said instead).
/// ```swift
/// AppShortcut(intent: MarkMail(isRead: true), phrases: ["Mark \(\.$message) as read in \(.applicationName)"])
/// AppShortcut(intent: MarkMail(isRead: false), phrases: ["Mark \(\.$message) as unread in \(.applicationName)"])
/// ```
public struct AppShortcut: Sendable {
    /// The intent type the phrases run.
    let intentType: any AppIntent.Type
    /// The parameters set on the given intent, by name, in canonical form; nil for a value that
    /// has none (reported at registration).
    let presets: [(name: String, value: ParameterValue?)]
    /// The phrases, as templates with parameters still as key paths.
    let phrases: [PhraseSegments]
    /// A short title for the shortcut's tile.
    public let shortTitle: LocalizedStringResource
    /// An SF Symbol name for the shortcut's tile.
    public let systemImageName: String
    /// Where the shortcut was declared, for diagnostics ("SoupChef.swift:12").
    let source: String

    public init<Intent: AppIntent>(
        intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource? = nil,
        systemImageName: String = "", fileID: String = #fileID, line: Int = #line
    ) {
        intentType = Intent.self
        presets = IntentDescriptor.wrappers(of: intent).compactMap { name, wrapper in
            wrapper.storedValue.map { (name, wrapper.valueType.canonical($0)) }
        }
        self.phrases = phrases.map(\.segments)
        self.shortTitle = shortTitle ?? Intent.title
        self.systemImageName = systemImageName
        source = "\(fileID):\(line)"
    }
}

/// The dynamic values a phrase may name besides parameters (Apple's `AppShortcutPhraseToken`).
public enum AppShortcutPhraseToken: Sendable, Hashable {
    /// The app's name or any of its synonyms.
    case applicationName
}

/// The parts of a phrase written in Swift: template text, the app name, and parameters by key path.
struct PhraseSegments: Sendable {
    enum Segment: @unchecked Sendable {
        case text(String)
        case applicationName
        // key paths are immutable values; AnyKeyPath is not marked Sendable in this toolchain.
        case parameter(AnyKeyPath)
    }

    var segments: [Segment] = []

    /// The key paths of the parameters the phrase interpolates.
    var parameters: [AnyKeyPath] {
        segments.compactMap { if case .parameter(let keyPath) = $0 { keyPath } else { nil } }
    }

    /// The template, with each parameter written by `name(keyPath)`; nil when one has no name.
    func template(naming name: (AnyKeyPath) -> String?) -> String? {
        var text = ""
        for segment in segments {
            switch segment {
            case .text(let literal): text += literal
            case .applicationName: text += "{applicationName}"
            case .parameter(let keyPath):
                guard let parameter = name(keyPath) else { return nil }
                text += "{\(parameter)}"
            }
        }
        return text
    }
}

/// A phrase that runs an intent (Apple's `AppShortcutPhrase`), written as a string with
/// `\(\.$parameter)` and `\(.applicationName)` interpolated.
public struct AppShortcutPhrase<Intent: AppIntent>: Sendable, ExpressibleByStringInterpolation {
    let segments: PhraseSegments

    public init(_ value: String) { segments = PhraseSegments(segments: [.text(value)]) }
    public init(stringLiteral value: String) { self.init(value) }
    public init(stringInterpolation: StringInterpolation) { segments = stringInterpolation.segments }

    /// Builds a phrase from literal text, the app name and parameter key paths.
    public struct StringInterpolation: StringInterpolationProtocol {
        var segments = PhraseSegments()

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) { segments.segments.append(.text(literal)) }

        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) {
            segments.segments.append(.applicationName)
        }

        public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {
            segments.segments.append(.parameter(parameter))
        }
    }
}

/// A phrase that must never run any of the app's intents (Apple's `NegativeAppShortcutPhrase`);
/// it may name only the app.
public struct NegativeAppShortcutPhrase: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// The template text.
    let template: String

    public init(_ phraseKey: String) { template = phraseKey }
    public init(stringLiteral value: String) { self.init(value) }
    public init(stringInterpolation: StringInterpolation) { template = stringInterpolation.text }

    /// Builds a negative phrase from literal text and the app name.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) { text += "{applicationName}" }
    }
}

/// The app's negative phrases (Apple's `NegativeAppShortcutPhrases`).
public struct NegativeAppShortcutPhrases: Sendable, Hashable {
    public let phrases: [NegativeAppShortcutPhrase]
    public init(phrases: [NegativeAppShortcutPhrase]) { self.phrases = phrases }
}

/// Declares an app's shortcuts and negative phrases (Apple's `AppShortcutsProvider`).
public protocol AppShortcutsProvider: Sendable {
    /// The app's shortcuts, in order.
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
    /// Phrases that must never run any of the app's intents.
    static var negativePhrases: NegativeAppShortcutPhrases { get }
    /// The color of the app's shortcut tiles (``Assistant/shortcuts()`` reports it).
    static var shortcutTileColor: ShortcutTileColor { get }
}

/// The colors a shortcut tile may have (Apple's `ShortcutTileColor`).
public enum ShortcutTileColor: String, Sendable, Hashable, CaseIterable {
    case blue, grape, grayBlue, grayBrown, grayGreen, lightBlue, lime, navy, orange, pink, purple, red, tangerine
    case teal, yellow
}

extension AppShortcutsProvider {
    public static var negativePhrases: NegativeAppShortcutPhrases { NegativeAppShortcutPhrases(phrases: []) }
    public static var shortcutTileColor: ShortcutTileColor { .navy }

    /// Tells every assistant that registered this provider to reload the app's entities (their
    /// names and synonyms) and publish a new matcher. It returns at once; the refresh runs in the
    /// background, and conversations keep working meanwhile. A failure is recorded in each
    /// assistant's ``Assistant/backgroundRefreshFailures``; use ``Assistant/refresh(app:)`` to wait
    /// for a refresh and catch its error instead.
    public static func updateAppShortcutParameters() {
        AssistantDirectory.shared.refresh(provider: Self.self)
    }
}

/// Builds the list of shortcuts in `appShortcuts` (Apple's `AppShortcutsBuilder`).
@resultBuilder
public enum AppShortcutsBuilder {
    public static func buildExpression(_ shortcut: AppShortcut) -> [AppShortcut] { [shortcut] }
    public static func buildExpression(_ shortcuts: [AppShortcut]) -> [AppShortcut] { shortcuts }
    public static func buildBlock(_ parts: [AppShortcut]...) -> [AppShortcut] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [AppShortcut]?) -> [AppShortcut] { part ?? [] }
    public static func buildEither(first part: [AppShortcut]) -> [AppShortcut] { part }
    public static func buildEither(second part: [AppShortcut]) -> [AppShortcut] { part }
    public static func buildArray(_ parts: [[AppShortcut]]) -> [AppShortcut] { parts.flatMap { $0 } }
}
