import Phrasebook

extension AppSchema {
    /// Journaling: writing and recording journal entries (Shortcuts only).
    public static var journal: JournalSchemas { JournalSchemas.shared }
}

private let domain = SchemaDomain("journal", tier: .shortcutsOnly)

/// The journaling domain's schemas: `.journal.createEntry`, `.journal.entry`, ….
///
/// Apple documents `createEntry` and the `entry` entity; Phrasebook defines the rest.
public struct JournalSchemas: Sendable, SchemaCollection {
    static let shared = JournalSchemas()

    /// Records a spoken journal entry.
    public let createAudioEntry = domain.intent(
        "createAudioEntry", "Records a spoken journal entry.",
        [.optional("audio", .file), .optional("title", .string)], returns: .schema("journal.entry"),
        phrases: [
            "record (a|an) [audio|voice] journal entry",
            "(start|make) (a|an) (audio|voice) (journal entry|entry)",
            "record (a|an) [audio|voice] journal entry (called|titled) {title}",
        ])

    /// Writes a journal entry.
    public let createEntry = domain.intent(
        "createEntry", "Writes a journal entry.",
        [
            .required("message", .string), .optional("title", .string), .optional("entryDate", .date),
            .optional("location", .placemark), .optional("mediaItems", .files),
        ],
        returns: .schema("journal.entry"), naming: .apple,
        phrases: [
            "(write|create|add|start|make) (a|an) [new] journal entry",
            "(write|add) (a|an) journal entry (saying|that says|about) {message}",
            "(write|add|put) {message} in my journal",
            "(create|write) (a|an) journal entry (called|titled) {title} (saying|that says) {message}",
        ])

    /// Deletes journal entries.
    public let deleteEntry = domain.intent(
        "deleteEntry", "Deletes journal entries.",
        [.required("entities", .list(.schema("journal.entry")))],
        phrases: [
            "(delete|remove) (this|that|the) [journal] entry",
            "(delete|remove) [my] journal entry (from|about|called) {entities}",
        ])

    /// Changes a journal entry's text, title or date.
    public let updateEntry = domain.intent(
        "updateEntry", "Changes a journal entry's text, title or date.",
        [
            .required("target", .schema("journal.entry")), .optional("message", .string), .optional("title", .string),
            .optional("entryDate", .date),
        ],
        phrases: [
            "(add|append) {message} to (this|the|my) [journal] entry",
            "(change|rename) the title of (this|the) [journal] entry to {title}",
            "(edit|update) (this|that|my) [journal] entry",
        ])

    /// Searches the journal; Apple now deprecates it.
    public let search = domain.intent(
        "search", "Searches the journal; Apple now deprecates it.",
        [.required("criteria", .string)], deprecated: true,
        phrases: [
            "search my journal for {criteria}",
            "find [journal] entries (about|from|with) {criteria}",
        ])

    /// A journal entry.
    public let entry = domain.entity(
        "entry", "A journal entry.",
        [
            .required("id", .string), .optional("title", .string), .optional("message", .string),
            .required("mediaItems", .files), .optional("entryDate", .date), .optional("location", .placemark),
        ],
        naming: .apple)
}
