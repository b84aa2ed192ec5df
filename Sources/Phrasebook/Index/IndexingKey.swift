/// What an entity property means to the index (Apple's `indexingKey:`, a key of the searchable
/// attribute set): whether its words name the entity, describe it, or say who wrote it, and which
/// date sorts "my last message".
///
/// ```swift
/// @Property(title: "Name", indexingKey: .title) var name: String
/// @Property(indexingKey: .textContent) var body: String
/// ```
/// A mention's words count most when they hit the title or the author ("Frank's email"), a little
/// less in keywords and descriptions, least in the body text.
public struct IndexingKey: Sendable, Hashable, CustomStringConvertible {
    /// The key's name, as a manifest writes it (`"authorNames"`).
    public let name: String
    /// How much a word of this property counts, from 0 to 1.
    let weight: Float
    /// Whether a date of this property orders "last", "latest", "first" and "oldest": creation
    /// dates first, then modification dates.
    let datePriority: Int

    init(_ name: String, weight: Float, datePriority: Int = 0) {
        self.name = name
        self.weight = weight
        self.datePriority = datePriority
    }

    public var description: String { name }

    /// The entity's name or subject.
    public static let title = IndexingKey("title", weight: 1)
    /// The name shown for the entity.
    public static let displayName = IndexingKey("displayName", weight: 1)
    /// Other names of the entity.
    public static let alternateNames = IndexingKey("alternateNames", weight: 0.9)
    /// The people who wrote or sent it: "Frank's email", "the message from frank".
    public static let authorNames = IndexingKey("authorNames", weight: 1)
    /// The people it went to.
    public static let recipientNames = IndexingKey("recipientNames", weight: 0.8)
    /// Words that tag it.
    public static let keywords = IndexingKey("keywords", weight: 0.85)
    /// A short description.
    public static let description = IndexingKey("description", weight: 0.75)
    /// A description of the content.
    public static let contentDescription = IndexingKey("contentDescription", weight: 0.75)
    /// The full text: a message's body, a note's text.
    public static let textContent = IndexingKey("textContent", weight: 0.7)
    /// When it was created or sent: the first choice for "my last message".
    public static let contentCreationDate = IndexingKey("contentCreationDate", weight: 0, datePriority: 3)
    /// When it last changed: orders "my latest note" when there is no creation date.
    public static let contentModificationDate = IndexingKey("contentModificationDate", weight: 0, datePriority: 2)
    /// When it is due.
    public static let dueDate = IndexingKey("dueDate", weight: 0, datePriority: 1)

    /// Every key, in the order the documentation lists them.
    public static let all: [IndexingKey] = [
        .title, .displayName, .alternateNames, .authorNames, .recipientNames, .keywords, .description,
        .contentDescription, .textContent, .contentCreationDate, .contentModificationDate, .dueDate,
    ]

    /// The key named `name`, if there is one.
    public static func named(_ name: String) -> IndexingKey? { all.first { $0.name == name } }
}
