import Phrasebook

extension AppSchema {
    /// Word processor: writing documents and their pages (Shortcuts only).
    public static var wordProcessor: WordProcessorSchemas { WordProcessorSchemas.shared }
}

private let domain = SchemaDomain("wordProcessor", tier: .shortcutsOnly)

/// The word processor domain's schemas: `.wordProcessor.create`, `.wordProcessor.page`, ….
///
/// Apple documents no parameters for this domain; Phrasebook defines them. Media arrive as
/// files or web addresses; the page is the current one unless named.
public struct WordProcessorSchemas: Sendable, SchemaCollection {
    static let shared = WordProcessorSchemas()

    /// Adds an audio file to a page.
    public let addAudioToPage = domain.intent(
        "addAudioToPage", "Adds an audio file to a page.",
        [.required("audio", .file), .optional("page", .schema("wordProcessor.page"))],
        phrases: [
            "add (audio|sound|a sound|an audio clip) to (this|the) page",
            "(add|insert|put) (this|the) (audio|recording|sound) (on|in|into) (this|the) (page|document)",
        ])

    /// Adds an image to a page.
    public let addImageToPage = domain.intent(
        "addImageToPage", "Adds an image to a page.",
        [.required("image", .file), .optional("page", .schema("wordProcessor.page"))],
        phrases: [
            "(add|insert|put) (an|a|this|the) (image|picture|photo) (to|on|in|into) (this|the) (page|document)",
            "add (an|a) (image|picture|photo) to [the] page",
        ])

    /// Adds a text box to a page, with text when given.
    public let addTextBoxToPage = domain.intent(
        "addTextBoxToPage", "Adds a text box to a page, with text when given.",
        [.optional("text", .string), .optional("page", .schema("wordProcessor.page"))],
        phrases: [
            "(add|insert) a text box (to|on) (this|the) page",
            "(add|insert) a text box to the page (saying|that says|with) {text}",
        ])

    /// Adds a video file to a page.
    public let addVideoToPage = domain.intent(
        "addVideoToPage", "Adds a video file to a page.",
        [.required("video", .file), .optional("page", .schema("wordProcessor.page"))],
        phrases: [
            "(add|insert|put) (a|this|the) video (to|on|in|into) (this|the) (page|document)",
            "add (a|this) (video|clip|movie) to [the] page",
        ])

    /// Embeds a web video in a page.
    public let addWebVideoToPage = domain.intent(
        "addWebVideoToPage", "Embeds a web video in a page.",
        [.required("url", .url), .optional("page", .schema("wordProcessor.page"))],
        phrases: [
            "(add|embed) {url} (to|on|in) (this|the) (page|document)",
            "(add|insert|embed) (a|an) (web|online) video (to|on|into) (this|the) (page|document)",
        ])

    /// Creates a document, from a template when given.
    public let create = domain.intent(
        "create", "Creates a document, from a template when given.",
        [.optional("title", .string), .optional("template", .schema("wordProcessor.template"))],
        returns: .schema("wordProcessor.document"),
        phrases: [
            "(create|make|start) (a|an) [new] (document|doc)",
            "(create|make|start) (a|an) [new] (document|doc) (called|named|titled|about) {title}",
            "(create|make) (a|an) [new] (document|doc) (using|with|from) the {template} template",
        ])

    /// Adds a page to a document.
    public let createPage = domain.intent(
        "createPage", "Adds a page to a document.",
        [.optional("document", .schema("wordProcessor.document"))], returns: .schema("wordProcessor.page"),
        phrases: [
            "(add|create|insert) (a|an) [new|blank] page",
            "(add|insert) (a|an) [new|blank] page to [the|my] {document} (document|doc)",
        ])

    /// Opens a document.
    public let open = domain.intent(
        "open", "Opens a document.",
        [.required("target", .schema("wordProcessor.document"))],
        phrases: [
            "open [the|my] {target} (document|doc)",
            "open [the] (document|doc) (called|named) {target}",
        ])

    /// Shows a page of the document.
    public let openPage = domain.intent(
        "openPage", "Shows a page of the document.",
        [.required("target", .schema("wordProcessor.page"))],
        phrases: [
            "(go to|open|jump to|show) page {target}",
            "(go to|open) the (first|last|next|previous) page",
        ])

    /// A word-processing document.
    public let document = domain.entity(
        "document", "A word-processing document.",
        [.required("id", .string), .required("title", .string), .optional("modificationDate", .date)])
    /// A page of a document.
    public let page = domain.entity(
        "page", "A page of a document.", [.required("id", .string), .required("index", .int)])
    /// A design to start a document from.
    public let template = domain.entity(
        "template", "A design to start a document from.", [.required("id", .string), .required("title", .string)])
}
