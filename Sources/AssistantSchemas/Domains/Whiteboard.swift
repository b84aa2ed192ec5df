import Phrasebook

extension AppSchema {
    /// Whiteboard: boards and the items on them (Shortcuts only).
    public static var whiteboard: WhiteboardSchemas { WhiteboardSchemas.shared }
}

private let domain = SchemaDomain("whiteboard", tier: .shortcutsOnly)

/// The whiteboard domain's schemas: `.whiteboard.createBoard`, `.whiteboard.item`, ….
///
/// Apple documents no parameters or cases for this domain; Phrasebook defines them.
public struct WhiteboardSchemas: Sendable, SchemaCollection {
    static let shared = WhiteboardSchemas()

    /// Creates a board.
    public let createBoard = domain.intent(
        "createBoard", "Creates a board.",
        [.optional("title", .string)], returns: .schema("whiteboard.board"),
        phrases: [
            "(create|make|start) (a|an) [new] (board|whiteboard)",
            "(create|make|start) (a|an) [new] (board|whiteboard) (called|named|for) {title}",
        ])

    /// Adds an item, such as a sticky note or a shape, to a board.
    public let createItem = domain.intent(
        "createItem", "Adds an item, such as a sticky note or a shape, to a board.",
        [
            .optional("type", .schema("whiteboard.itemType")), .optional("text", .string),
            .optional("color", .schema("whiteboard.color")), .optional("board", .schema("whiteboard.board")),
        ],
        returns: .schema("whiteboard.item"),
        phrases: [
            "(add|create|draw|insert) (a|an) {type} [to (the|this) board]",
            "(add|create|draw|insert) (a|an) {color} {type} [to (the|this) board]",
            "(add|write) (a|an) {type} (saying|that says) {text}",
        ])

    /// Deletes boards.
    public let deleteBoard = domain.intent(
        "deleteBoard", "Deletes boards.",
        [.required("entities", .list(.schema("whiteboard.board")))],
        phrases: [
            "(delete|remove) (this|the) (board|whiteboard)",
            "(delete|remove) [the|my] {entities} (board|whiteboard)",
        ])

    /// Deletes items of a board.
    public let deleteItem = domain.intent(
        "deleteItem", "Deletes items of a board.",
        [.required("entities", .list(.schema("whiteboard.item")))],
        phrases: [
            "(delete|remove) (this|that|the selected) (item|shape|note|sticky note)",
            "(delete|remove) the {entities} (item|shape|note)",
        ])

    /// Opens a board.
    public let openBoard = domain.intent(
        "openBoard", "Opens a board.",
        [.required("target", .schema("whiteboard.board"))],
        phrases: [
            "open [the|my] {target} (board|whiteboard)",
            "open [the] (board|whiteboard) (called|named) {target}",
        ])

    /// Renames a board.
    public let updateBoard = domain.intent(
        "updateBoard", "Renames a board.",
        [.required("target", .schema("whiteboard.board")), .optional("title", .string)],
        phrases: [
            "rename (this|the) (board|whiteboard) to {title}",
            "rename [the|my] {target} (board|whiteboard) to {title}",
        ])

    /// Changes an item's text or color.
    public let updateItem = domain.intent(
        "updateItem", "Changes an item's text or color.",
        [
            .required("target", .schema("whiteboard.item")), .optional("text", .string),
            .optional("color", .schema("whiteboard.color")),
        ],
        phrases: [
            "(make|change|color) (this|the|that) (item|shape|note) {color}",
            "change the color of (this|the|that) (item|shape|note) to {color}",
            "change the text of (this|the|that) (item|shape|note) to {text}",
        ])

    /// A board.
    public let board = domain.entity(
        "board", "A board.",
        [.required("id", .string), .required("title", .string), .optional("modificationDate", .date)])
    /// An item on a board.
    public let item = domain.entity(
        "item", "An item on a board.",
        [
            .required("id", .string), .required("type", .schema("whiteboard.itemType")), .optional("text", .string),
            .optional("color", .schema("whiteboard.color")),
        ])

    /// A color of an item.
    public let color = domain.enumeration(
        "color", "A color of an item.", cases: ["black", "white", "red", "orange", "yellow", "green", "blue", "purple"])
    /// What an item is.
    public let itemType = domain.enumeration(
        "itemType", "What an item is.", cases: ["stickyNote", "shape", "textBox", "line", "drawing", "image"])
}
