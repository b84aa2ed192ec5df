import Phrasebook

extension AppSchema {
    /// Reader: PDFs and scanned documents (Shortcuts only).
    public static var reader: ReaderSchemas { ReaderSchemas.shared }
}

private let domain = SchemaDomain("reader", tier: .shortcutsOnly)

/// The reader domain's schemas: `.reader.openDocument`, `.reader.document`, ….
///
/// Apple documents `rotatePages`, the `document` entity and the `documentKind` cases; Phrasebook
/// defines the rest.
public struct ReaderSchemas: Sendable, SchemaCollection {
    static let shared = ReaderSchemas()

    /// Deletes pages of a document.
    public let deletePages = domain.intent(
        "deletePages", "Deletes pages of a document.",
        [.required("pages", .list(.schema("reader.page")))],
        phrases: [
            "(delete|remove) (this|the current) page",
            "(delete|remove) (page|pages) {pages}",
        ])

    /// Improves the legibility of scanned documents.
    public let enhanceDocuments = domain.intent(
        "enhanceDocuments", "Improves the legibility of scanned documents.",
        [.required("documents", .list(.schema("reader.document")))],
        phrases: [
            "enhance (this|the) (document|scan|page)",
            "(improve|clean up|sharpen) (this|the) (document|scan)",
            "enhance {documents}",
        ])

    /// Inserts pages into a document, after a page number when given.
    public let insertPages = domain.intent(
        "insertPages", "Inserts pages into a document, after a page number when given.",
        [.optional("document", .schema("reader.document")), .optional("files", .files), .optional("position", .int)],
        phrases: [
            "(insert|add) (a|an) [blank] page",
            "(insert|add) (a|an) [blank] page after page {position}",
        ])

    /// Opens a document.
    public let openDocument = domain.intent(
        "openDocument", "Opens a document.",
        [.required("target", .schema("reader.document"))],
        phrases: [
            "open [the|my] {target} (document|pdf|file)",
            "open [the] (document|pdf) (called|named) {target}",
        ])

    /// Shows a page of the document.
    public let openPage = domain.intent(
        "openPage", "Shows a page of the document.",
        [.required("target", .schema("reader.page"))],
        phrases: [
            "(go to|open|jump to|turn to|show) page {target}",
            "(go to|open) the (first|last|next|previous) page",
        ])

    /// Changes the size of documents, to a width and height when given.
    public let resizeDocuments = domain.intent(
        "resizeDocuments", "Changes the size of documents, to a width and height when given.",
        [
            .required("documents", .list(.schema("reader.document"))), .optional("width", .int),
            .optional("height", .int),
        ],
        phrases: [
            "resize (this|the) (document|image|page) to {width} by {height}",
            "(make|resize) (this|the) (document|image) (smaller|larger|bigger)",
        ])

    /// Rotates documents.
    public let rotateDocuments = domain.intent(
        "rotateDocuments", "Rotates documents.",
        [.required("documents", .list(.schema("reader.document"))), .optional("isClockwise", .bool)],
        phrases: [
            "rotate (this|the) (document|file|image|pdf)",
            "rotate (this|the) (document|file|image|pdf) (clockwise|right)".setting("isClockwise", to: true),
            "rotate (this|the) (document|file|image|pdf) (counterclockwise|anticlockwise|left)".setting(
                "isClockwise", to: false),
            "rotate {documents} [clockwise|right]".setting("isClockwise", to: true),
            "rotate {documents} (counterclockwise|anticlockwise|left)".setting("isClockwise", to: false),
        ])

    /// Rotates pages of a document.
    public let rotatePages = domain.intent(
        "rotatePages", "Rotates pages of a document.",
        [.required("pages", .list(.schema("reader.page"))), .required("isClockwise", .bool)], naming: .apple,
        phrases: [
            "rotate (this|the|the current) page [clockwise|right]".setting("isClockwise", to: true),
            "rotate (this|the|the current) page (counterclockwise|anticlockwise|left)".setting(
                "isClockwise", to: false),
            "rotate (page|pages) {pages} [clockwise|right]".setting("isClockwise", to: true),
            "rotate (page|pages) {pages} (counterclockwise|anticlockwise|left)".setting("isClockwise", to: false),
        ])

    /// Searches documents for text.
    public let searchDocuments = domain.intent(
        "searchDocuments", "Searches documents for text.",
        [.required("criteria", .string)],
        phrases: [
            "search [my] (documents|pdfs|files) for {criteria}",
            "find (documents|pdfs) (about|containing|with|named) {criteria}",
        ])

    /// A PDF or scanned document.
    public let document = domain.entity(
        "document", "A PDF or scanned document.",
        [
            .required("id", .string), .required("title", .string), .required("kind", .schema("reader.documentKind")),
            .optional("width", .int), .optional("height", .int),
        ],
        naming: .apple)
    /// A page of a document.
    public let page = domain.entity(
        "page", "A page of a document.",
        [.required("id", .string), .required("index", .int), .optional("document", .schema("reader.document"))])

    /// Whether a document is an image or a PDF.
    public let documentKind = domain.enumeration(
        "documentKind", "Whether a document is an image or a PDF.", cases: ["image", "pdf"], naming: .apple)
}
