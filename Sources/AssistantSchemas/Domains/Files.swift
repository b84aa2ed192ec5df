import Phrasebook

extension AppSchema {
    /// Files: opening, renaming, moving and deleting files and folders (Shortcuts only).
    public static var files: FilesSchemas { FilesSchemas.shared }
}

private let domain = SchemaDomain("files", tier: .shortcutsOnly)

/// The files domain's schemas: `.files.openFile`, `.files.file`, ….
///
/// Apple documents `openFile` and the `file` entity; Phrasebook defines the rest, and adds a
/// `name` to the file so a person can say which one.
public struct FilesSchemas: Sendable, SchemaCollection {
    static let shared = FilesSchemas()

    /// Creates a folder.
    public let createFolder = domain.intent(
        "createFolder", "Creates a folder.",
        [.required("name", .string), .optional("parent", .schema("files.file"))], returns: .schema("files.file"),
        phrases: [
            "(create|make|add) (a|an) [new] folder (called|named) {name}",
            "new folder {name}",
            "(create|make) (a|an) [new] folder (called|named) {name} in {parent}",
        ])

    /// Deletes files or folders.
    public let deleteFiles = domain.intent(
        "deleteFiles", "Deletes files or folders.",
        [.required("entities", .list(.schema("files.file")))],
        phrases: [
            "(delete|remove|trash) (this|that|the) file",
            "(delete|remove|trash) [the] (file|files) (called|named) {entities}",
            "(delete|trash) [the|my] {entities} file",
        ])

    /// Moves files or folders into a folder.
    public let moveFiles = domain.intent(
        "moveFiles", "Moves files or folders into a folder.",
        [.required("entities", .list(.schema("files.file"))), .required("destination", .schema("files.file"))],
        phrases: [
            "move (this|that|the) file to [the|my] {destination} folder",
            "move {entities} to [the|my] {destination} folder",
        ])

    /// Opens a file.
    public let openFile = domain.intent(
        "openFile", "Opens a file.",
        [.required("target", .schema("files.file"))], naming: .apple,
        phrases: [
            "open [the|my] {target} file",
            "open [the] file (called|named) {target}",
            "(show|show me) [the|my] {target} file",
        ])

    /// Renames a file or folder.
    public let renameFile = domain.intent(
        "renameFile", "Renames a file or folder.",
        [.required("target", .schema("files.file")), .required("name", .string)],
        phrases: [
            "rename (this|the|that) file [to {name}]",
            "rename [the|my] {target} file to {name}",
            "rename {target} to {name}",
        ])

    /// A file or folder.
    public let file = domain.entity(
        "file", "A file or folder.",
        [
            .required("id", .system("FileEntityIdentifier")), .optional("creationDate", .date),
            .optional("fileModificationDate", .date), .added("name", .string),
        ],
        naming: .apple)
}
