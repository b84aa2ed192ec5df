/// A string that Apple's App Intents would localize; here it carries its text (the key) as written.
///
/// Foundation on Linux has no `LocalizedStringResource`, so Phrasebook defines its own with the
/// same spelling: `static let title: LocalizedStringResource = "Order Soup"` ports unchanged. (On
/// macOS, where Foundation has one too, write `Phrasebook.LocalizedStringResource` if both are imported.)
public struct LocalizedStringResource: Sendable, Hashable, CustomStringConvertible,
    ExpressibleByStringInterpolation
{
    /// The text, as written in the source.
    public var key: String

    public init(_ key: String) { self.key = key }
    public init(stringLiteral value: String) { key = value }
    public init(stringInterpolation: DefaultStringInterpolation) {
        key = String(stringInterpolation: stringInterpolation)
    }

    public var description: String { key }
}

/// The description of an intent (Apple's `IntentDescription`).
public struct IntentDescription: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringInterpolation {
    /// What the intent does.
    public var descriptionText: LocalizedStringResource
    /// The category Shortcuts would list it under; informational here.
    public var categoryName: LocalizedStringResource?
    /// Words Shortcuts would search; informational here.
    public var searchKeywords: [LocalizedStringResource]

    public init(
        _ text: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
        searchKeywords: [LocalizedStringResource] = []
    ) {
        descriptionText = text
        self.categoryName = categoryName
        self.searchKeywords = searchKeywords
    }

    public init(stringLiteral value: String) { self.init(LocalizedStringResource(value)) }
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(LocalizedStringResource(String(stringInterpolation: stringInterpolation)))
    }

    public var description: String { descriptionText.key }
}

/// What the assistant says or shows when it asks for a value, offers choices, confirms, or
/// reports a result (Apple's `IntentDialog`). Voice front ends say ``full``; screens may show
/// ``supporting`` instead.
public struct IntentDialog: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringInterpolation {
    /// The full text, for voice.
    public var full: String
    /// A shorter text for screens, when given.
    public var supporting: String?
    /// An SF Symbol name a visual front end may show.
    public var systemImageName: String?

    public init(_ text: LocalizedStringResource) { self.init(full: text) }

    public init(
        full: LocalizedStringResource, supporting: LocalizedStringResource? = nil, systemImageName: String? = nil
    ) {
        self.full = full.key
        self.supporting = supporting?.key
        self.systemImageName = systemImageName
    }

    public init(full: LocalizedStringResource, systemImageName: String) {
        self.init(full: full, supporting: nil, systemImageName: systemImageName)
    }

    public init(stringLiteral value: String) { full = value }
    public init(stringInterpolation: DefaultStringInterpolation) {
        full = String(stringInterpolation: stringInterpolation)
    }

    public var description: String { full }
}

/// How a value is shown and said: a title, a subtitle, and other words people use for it.
///
/// The title and the synonyms are what phrases and answers match; the subtitle tells apart values
/// with the same title when the assistant offers choices.
public struct DisplayRepresentation: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// An image a visual front end may show next to the value.
    public struct Image: Sendable, Hashable {
        /// An SF Symbol name.
        public var systemName: String
        public init(systemName: String) { self.systemName = systemName }
    }

    public var title: LocalizedStringResource
    public var subtitle: LocalizedStringResource?
    public var image: Image?
    /// Other names for the value, matched like the title (Apple added them in iOS 17).
    public var synonyms: [LocalizedStringResource]

    public init(
        title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil,
        synonyms: [LocalizedStringResource] = []
    ) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.synonyms = synonyms
    }

    public init(stringLiteral value: String) { self.init(title: LocalizedStringResource(value)) }
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(title: LocalizedStringResource(String(stringInterpolation: stringInterpolation)))
    }
}

/// How a type is named to people ("Soup", "Landmark").
public struct TypeDisplayRepresentation: Sendable, Hashable, ExpressibleByStringInterpolation {
    public var name: LocalizedStringResource
    /// How a count reads ("3 soups"); informational here.
    public var numericFormat: LocalizedStringResource?
    /// Other words for the type ("email", "text" for a message): spoken references use them.
    public var synonyms: [LocalizedStringResource]

    public init(
        name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil,
        synonyms: [LocalizedStringResource] = []
    ) {
        self.name = name
        self.numericFormat = numericFormat
        self.synonyms = synonyms
    }

    public init(stringLiteral value: String) { self.init(name: LocalizedStringResource(value)) }
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(name: LocalizedStringResource(String(stringInterpolation: stringInterpolation)))
    }
}
