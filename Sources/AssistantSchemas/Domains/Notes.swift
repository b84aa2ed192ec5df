import Phrasebook

extension AppSchema {
    /// Notes: writing notes and organizing them in folders.
    public static var notes: NotesSchemas { NotesSchemas.shared }
}

private let domain = SchemaDomain("notes", tier: .primary)

/// The notes domain's schemas: `.notes.createNote`, `.notes.folder`, ….
///
/// Apple documents no parameters for this domain; Phrasebook's follow the example requests.
public struct NotesSchemas: Sendable, SchemaCollection {
    static let shared = NotesSchemas()

    /// Creates a note, with a title, text and folder when given.
    public let createNote = domain.intent(
        "createNote", "Creates a note, with a title, text and folder when given.",
        [.optional("title", .string), .optional("body", .string), .optional("folder", .schema("notes.folder"))],
        returns: .schema("notes.note"),
        examples: ["Create a note called meeting notes."],
        phrases: [
            "(create|make|start|add|write) (a|an) [new] note (called|named|titled) {title}",
            "(create|make|start|add|take) (a|an) [new] note",
            "(create|make|start|write|take) (a|an) [new] note about {title}",
            "(take|make|write) a note (saying|that says|that) {body}",
            "(create|make|add) a note (called|titled|named) {title} (saying|that says|with) {body}",
            "(add|create|put) a note in [my|the] {folder} folder [(saying|that says) {body}]",
            "(note|note down|jot down|write down) {body}",
            "note to self {body}",
            "new note [called] {title}",
        ])

    /// Renames a note, changes its text, or moves it to another folder.
    public let updateNote = domain.intent(
        "updateNote", "Renames a note, changes its text, or moves it to another folder.",
        [
            .required("target", .schema("notes.note")), .optional("title", .string), .optional("body", .string),
            .optional("folder", .schema("notes.folder")),
        ],
        examples: ["Rename this note to taxes.", "Move this note to my work folder."],
        phrases: [
            "rename (this|the|my) note to {title}",
            "rename {target} to {title}",
            "(change|set) the title of (this|the) note to {title}",
            "call (this|the) note {title}",
            "move (this|the) note to [my|the] {folder} folder",
            "move {target} to [my|the] {folder} folder",
            "(file|put) (this|the) note in [my|the] {folder} folder",
            "(add|append) {body} to (this|the|my) note",
            "(add|append) {body} to [my|the] {target} note",
            "(replace|change) the (text|content|body) of (this|the) note (to|with) {body}",
        ])

    /// A notes account, such as a local or a cloud one.
    public let account = domain.entity(
        "account", "A notes account, such as a local or a cloud one.",
        [.required("id", .string), .required("name", .string)])
    /// A folder of notes.
    public let folder = domain.entity(
        "folder", "A folder of notes.",
        [.required("id", .string), .required("name", .string), .optional("account", .schema("notes.account"))])
    /// A note.
    public let note = domain.entity(
        "note", "A note.",
        [
            .required("id", .string), .required("title", .string), .optional("body", .string),
            .optional("folder", .schema("notes.folder")), .optional("creationDate", .date),
            .optional("modificationDate", .date),
        ])
}
