import Phrasebook

extension AppSchema {
    /// Books: reading books and audiobooks and adjusting how pages look (Shortcuts only).
    public static var books: BooksSchemas { BooksSchemas.shared }
}

private let domain = SchemaDomain("books", tier: .shortcutsOnly)

/// The books domain's schemas: `.books.openBook`, `.books.book`, ….
///
/// Apple documents `openBook`, the `book` entity and the `contentType` cases; Phrasebook defines
/// the rest. Spacing and size changes are relative ("increase", "decrease").
public struct BooksSchemas: Sendable, SchemaCollection {
    static let shared = BooksSchemas()

    /// Turns to the next or previous page, or to a page number.
    public let navigatePage = domain.intent(
        "navigatePage", "Turns to the next or previous page, or to a page number.",
        [.optional("direction", .schema("books.navigationDirection")), .optional("page", .int)],
        phrases: [
            "(go to|turn to) the {direction} page",
            "(go to|turn to|open) page {page}",
            "turn the page",
        ])

    /// Opens a book.
    public let openBook = domain.intent(
        "openBook", "Opens a book.",
        [.required("target", .schema("books.book"))], naming: .apple,
        phrases: [
            "open [the book] {target}",
            "(read|continue reading|start reading) {target}",
            "open (my|the) book (called|named) {target}",
        ])

    /// Makes the space between characters larger or smaller.
    public let updateCharacterSpacing = domain.intent(
        "updateCharacterSpacing", "Makes the space between characters larger or smaller.",
        [.required("change", .schema("books.relativeCharacterSpacingChange"))],
        phrases: [
            "{change} the (character|letter) spacing",
            "make the (character|letter) spacing {change}",
        ])

    /// Makes the text larger or smaller, or sets a size.
    public let updateFontSize = domain.intent(
        "updateFontSize", "Makes the text larger or smaller, or sets a size.",
        [.optional("change", .schema("books.relativeFontChange")), .optional("fontSize", .schema("books.fontSize"))],
        phrases: [
            "{change} the (font size|text size)",
            "make the (text|font) {change}",
            "set the (font|text) size to {fontSize}",
        ])

    /// Makes the space between lines larger or smaller.
    public let updateLineSpacing = domain.intent(
        "updateLineSpacing", "Makes the space between lines larger or smaller.",
        [.required("change", .schema("books.relativeLineSpacingChange"))],
        phrases: [
            "{change} the line spacing",
            "make the line spacing {change}",
        ])

    /// Changes reading settings: theme, font, size or page turning.
    public let updateSettings = domain.intent(
        "updateSettings", "Changes reading settings: theme, font, size or page turning.",
        [
            .optional("theme", .schema("books.theme")), .optional("font", .schema("books.font")),
            .optional("fontSize", .schema("books.fontSize")),
            .optional("pageNavigation", .schema("books.pageNavigationSetting")),
        ],
        phrases: [
            "(use|switch to|change to) the {theme} theme",
            "(set|change) the (reading|book) theme to {theme}",
            "(set|change) the font to {font}",
            "(set|change) page turning to {pageNavigation}",
        ])

    /// Makes the space between words larger or smaller.
    public let updateWordSpacing = domain.intent(
        "updateWordSpacing", "Makes the space between words larger or smaller.",
        [.required("change", .schema("books.relativeWordSpacingChange"))],
        phrases: [
            "{change} the word spacing",
            "make the word spacing {change}",
        ])

    /// Plays an audiobook; Apple now deprecates it.
    public let playAudiobook = domain.intent(
        "playAudiobook", "Plays an audiobook; Apple now deprecates it.",
        [.required("target", .schema("books.audiobook"))], deprecated: true,
        phrases: [
            "play [the] audiobook {target}",
            "(listen to|play) {target} audiobook",
            "(resume|continue) [my] audiobook",
        ])

    /// Searches the library; Apple now deprecates it.
    public let search = domain.intent(
        "search", "Searches the library; Apple now deprecates it.",
        [.required("criteria", .string)], deprecated: true,
        phrases: [
            "search [my] (books|library) for {criteria}",
            "find (books|a book) (about|by|called) {criteria}",
        ])

    /// A recorded book.
    public let audiobook = domain.entity(
        "audiobook", "A recorded book.",
        [
            .required("id", .string), .required("title", .string), .optional("author", .string),
            .optional("narrator", .string),
        ])
    /// A book or PDF of the library.
    public let book = domain.entity(
        "book", "A book or PDF of the library.",
        [
            .required("id", .string), .optional("title", .string), .optional("seriesTitle", .string),
            .optional("author", .string),
            .optional("genre", .string), .optional("purchaseDate", .date),
            .optional("contentType", .schema("books.contentType")),
            .optional("url", .url),
        ],
        naming: .apple)
    /// The reading settings.
    public let settings = domain.entity(
        "settings", "The reading settings.",
        [
            .required("id", .string), .optional("theme", .schema("books.theme")),
            .optional("font", .schema("books.font")),
            .optional("fontSize", .schema("books.fontSize")),
            .optional("pageNavigation", .schema("books.pageNavigationSetting")),
        ])

    /// Whether an item is a book or a PDF.
    public let contentType = domain.enumeration(
        "contentType", "Whether an item is a book or a PDF.", cases: ["book", "pdf"], naming: .apple)
    /// A typeface for reading.
    public let font = domain.enumeration(
        "font", "A typeface for reading.",
        cases: ["original", "athelas", "charter", "georgia", "iowan", "palatino", "newYork", "sanFrancisco", "seravek"])
    /// A text size.
    public let fontSize = domain.enumeration(
        "fontSize", "A text size.", cases: ["extraSmall", "small", "medium", "large", "extraLarge"])
    /// Which way to turn pages.
    public let navigationDirection = domain.enumeration(
        "navigationDirection", "Which way to turn pages.", cases: ["next", "previous"])
    /// How pages turn.
    public let pageNavigationSetting = domain.enumeration(
        "pageNavigationSetting", "How pages turn.", cases: ["slide", "curl", "scroll", "fast"])
    /// A change of character spacing.
    public let relativeCharacterSpacingChange = domain.enumeration(
        "relativeCharacterSpacingChange", "A change of character spacing.", cases: ["increase", "decrease"])
    /// A change of text size.
    public let relativeFontChange = domain.enumeration(
        "relativeFontChange", "A change of text size.", cases: ["increase", "decrease"])
    /// A change of line spacing.
    public let relativeLineSpacingChange = domain.enumeration(
        "relativeLineSpacingChange", "A change of line spacing.", cases: ["increase", "decrease"])
    /// A change of word spacing.
    public let relativeWordSpacingChange = domain.enumeration(
        "relativeWordSpacingChange", "A change of word spacing.", cases: ["increase", "decrease"])
    /// A color theme for reading.
    public let theme = domain.enumeration(
        "theme", "A color theme for reading.", cases: ["original", "quiet", "paper", "bold", "calm", "focus"])
}
