import Phrasebook

/// Every assistant schema Apple documents: 23 domains with 173 intent, 73 entity and 48 enum
/// schemas, deprecated ones included.
///
/// ```swift
/// SchemaCatalog.schema("mail.createDraft")?.parameters.map(\.name)  // ["to", "cc", "bcc", …]
/// SchemaCatalog.schemas(in: "clock").count                             // 14
/// ```
public enum SchemaCatalog {
    /// The domains' schema collections, in the order of Apple's domain list: the twelve primary
    /// domains, the two single-purpose ones, then the nine Shortcuts-only ones.
    private static let collections: [any SchemaCollection] = [
        AppSchema.audio, AppSchema.calendar, AppSchema.camera, AppSchema.clock, AppSchema.mail, AppSchema.maps,
        AppSchema.messages, AppSchema.notes, AppSchema.phone, AppSchema.photos, AppSchema.reminders, AppSchema.system,
        AppSchema.assistant, AppSchema.visualIntelligence,
        AppSchema.books, AppSchema.browser, AppSchema.files, AppSchema.journal, AppSchema.presentation,
        AppSchema.reader, AppSchema.spreadsheet, AppSchema.whiteboard, AppSchema.wordProcessor,
    ]

    /// Every schema, domain by domain in ``domains`` order; within a domain intents, entities, then enums.
    public static let all: [AppSchema] = collections.flatMap(\.schemas)

    /// The domain names ("audio", "calendar", …, "wordProcessor"), in the order of Apple's domain list.
    public static let domains: [String] = collections.compactMap { $0.schemas.first?.domain }

    private static let byIdentifier: [String: AppSchema] = Dictionary(
        all.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })

    /// The schema with this identifier ("mail.createDraft"), if there is one.
    /// - Complexity: O(1).
    public static func schema(_ identifier: String) -> AppSchema? { byIdentifier[identifier] }

    /// The schemas of one domain ("mail"), in catalog order; empty for an unknown domain.
    public static func schemas(in domain: String) -> [AppSchema] { all.filter { $0.domain == domain } }
}
