import Phrasebook

extension AppSchema {
    /// Spreadsheet: building spreadsheets and their sheets (Shortcuts only).
    public static var spreadsheet: SpreadsheetSchemas { SpreadsheetSchemas.shared }
}

private let domain = SchemaDomain("spreadsheet", tier: .shortcutsOnly)

/// The spreadsheet domain's schemas: `.spreadsheet.create`, `.spreadsheet.sheet`, ….
///
/// Apple documents no parameters for this domain; Phrasebook defines them. Media arrive as
/// files or web addresses; the sheet is the current one unless named.
public struct SpreadsheetSchemas: Sendable, SchemaCollection {
    static let shared = SpreadsheetSchemas()

    /// Adds an audio file to a sheet.
    public let addAudioToSheet = domain.intent(
        "addAudioToSheet", "Adds an audio file to a sheet.",
        [.required("audio", .file), .optional("sheet", .schema("spreadsheet.sheet"))],
        phrases: [
            "add (audio|sound|a sound|an audio clip) to (this|the) sheet",
            "(add|insert|put) (this|the) (audio|recording|sound) (on|in|into) (this|the) sheet",
        ])

    /// Adds a comment to a sheet.
    public let addCommentToSheet = domain.intent(
        "addCommentToSheet", "Adds a comment to a sheet.",
        [.required("comment", .string), .optional("sheet", .schema("spreadsheet.sheet"))],
        phrases: [
            "(add|leave|write) a comment (on|to) (this|the) sheet (saying|that says) {comment}",
            "comment {comment} on (this|the) sheet",
        ])

    /// Adds an image to a sheet.
    public let addImageToSheet = domain.intent(
        "addImageToSheet", "Adds an image to a sheet.",
        [.required("image", .file), .optional("sheet", .schema("spreadsheet.sheet"))],
        phrases: [
            "(add|insert|put) (an|a|this|the) (image|picture|photo) (to|on|in|into) (this|the) sheet",
            "add (an|a) (image|picture|photo) to [the] (sheet|spreadsheet)",
        ])

    /// Adds a text box to a sheet, with text when given.
    public let addTextBoxToSheet = domain.intent(
        "addTextBoxToSheet", "Adds a text box to a sheet, with text when given.",
        [.optional("text", .string), .optional("sheet", .schema("spreadsheet.sheet"))],
        phrases: [
            "(add|insert) a text box (to|on) (this|the) sheet",
            "(add|insert) a text box to the sheet (saying|that says|with) {text}",
        ])

    /// Adds a video file to a sheet.
    public let addVideoToSheet = domain.intent(
        "addVideoToSheet", "Adds a video file to a sheet.",
        [.required("video", .file), .optional("sheet", .schema("spreadsheet.sheet"))],
        phrases: [
            "(add|insert|put) (a|this|the) video (to|on|in|into) (this|the) sheet",
            "add (a|this) (video|clip|movie) to [the] (sheet|spreadsheet)",
        ])

    /// Embeds a web video in a sheet.
    public let addWebVideoToSheet = domain.intent(
        "addWebVideoToSheet", "Embeds a web video in a sheet.",
        [.required("url", .url), .optional("sheet", .schema("spreadsheet.sheet"))],
        phrases: [
            "(add|embed) {url} (to|on|in) (this|the) sheet",
            "(add|insert|embed) (a|an) (web|online) video (to|on|into) (this|the) sheet",
        ])

    /// Creates a spreadsheet, from a template when given.
    public let create = domain.intent(
        "create", "Creates a spreadsheet, from a template when given.",
        [.optional("title", .string), .optional("template", .schema("spreadsheet.template"))],
        returns: .schema("spreadsheet.document"),
        phrases: [
            "(create|make|start) (a|an) [new] spreadsheet",
            "(create|make|start) (a|an) [new] spreadsheet (called|named|titled|for) {title}",
            "(create|make) (a|an) [new] spreadsheet (using|with|from) the {template} template",
        ])

    /// Adds a sheet to a spreadsheet.
    public let createSheet = domain.intent(
        "createSheet", "Adds a sheet to a spreadsheet.",
        [.optional("title", .string), .optional("document", .schema("spreadsheet.document"))],
        returns: .schema("spreadsheet.sheet"),
        phrases: [
            "(add|create|insert) (a|an) [new] sheet",
            "(add|create|insert) (a|an) [new] sheet (called|named|titled) {title}",
        ])

    /// Deletes spreadsheets.
    public let delete = domain.intent(
        "delete", "Deletes spreadsheets.",
        [.required("entities", .list(.schema("spreadsheet.document")))],
        phrases: [
            "(delete|remove|trash) (this|the) spreadsheet",
            "(delete|remove|trash) [the|my] {entities} spreadsheet",
        ])

    /// Deletes sheets of a spreadsheet.
    public let deleteSheet = domain.intent(
        "deleteSheet", "Deletes sheets of a spreadsheet.",
        [.required("entities", .list(.schema("spreadsheet.sheet")))],
        phrases: [
            "(delete|remove) (this|the current) sheet",
            "(delete|remove) the {entities} sheet",
        ])

    /// Opens a spreadsheet.
    public let open = domain.intent(
        "open", "Opens a spreadsheet.",
        [.required("target", .schema("spreadsheet.document"))],
        phrases: [
            "open [the|my] {target} spreadsheet",
            "open [the] spreadsheet (called|named) {target}",
        ])

    /// Shows a sheet of the spreadsheet.
    public let openSheet = domain.intent(
        "openSheet", "Shows a sheet of the spreadsheet.",
        [.required("target", .schema("spreadsheet.sheet"))],
        phrases: [
            "(go to|open|show|switch to) the {target} sheet",
            "(go to|open|show|switch to) [the] sheet (called|named) {target}",
        ])

    /// Renames a spreadsheet.
    public let update = domain.intent(
        "update", "Renames a spreadsheet.",
        [.required("target", .schema("spreadsheet.document")), .required("title", .string)],
        phrases: [
            "rename (this|the|my) spreadsheet to {title}",
            "rename [the|my] {target} spreadsheet to {title}",
        ])

    /// Renames a sheet.
    public let updateSheet = domain.intent(
        "updateSheet", "Renames a sheet.",
        [.required("target", .schema("spreadsheet.sheet")), .required("title", .string)],
        phrases: [
            "rename (this|the) sheet to {title}",
            "rename the {target} sheet to {title}",
        ])

    /// A spreadsheet.
    public let document = domain.entity(
        "document", "A spreadsheet.",
        [.required("id", .string), .required("title", .string), .optional("modificationDate", .date)])
    /// A sheet of a spreadsheet.
    public let sheet = domain.entity(
        "sheet", "A sheet of a spreadsheet.",
        [.required("id", .string), .required("title", .string), .required("index", .int)])
    /// A design to start a spreadsheet from.
    public let template = domain.entity(
        "template", "A design to start a spreadsheet from.", [.required("id", .string), .required("title", .string)])
}
