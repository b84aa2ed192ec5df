import Phrasebook

extension AppSchema {
    /// System and in-app search: opening an item of any app and searching inside an app.
    public static var system: SystemSchemas { SystemSchemas.shared }
}

private let domain = SchemaDomain("system", tier: .primary)

/// The system domain's schemas: `.system.open` and `.system.search`.
///
/// Apple's search takes a `StringSearchCriteria` whose term is the spoken text; Phrasebook reads
/// it as `criteria: String`. It is an in-app search, so a request names the app ("find bicycle in
/// Seeker"): any words at all could be a search, and a request that names no app is not a guess
/// Phrasebook acts on. Apple does not document `open`'s parameters; Phrasebook names the
/// item as text.
public struct SystemSchemas: Sendable, SchemaCollection {
    static let shared = SystemSchemas()

    /// Opens an item of the app, such as a file, by name.
    public let open = domain.intent(
        "open", "Opens an item of the app, such as a file, by name.",
        [.required("target", .string)],
        examples: ["Open my screenshot.png file."],
        phrases: [
            "open (the|my) {target} (file|document|folder|item|page)",
            "open {target} (file|document|folder)",
            "(open|launch) [the|my] (file|document|folder|item) (called|named|titled) {target}",
            "(show|show me|bring up|pull up|open up) (the|my) {target} (file|document|folder)",
            "(go to|jump to|take me to) (the|my) {target} (file|document|folder|page)",
            "let me see (the|my) {target} (file|document)",
            "view (the|my) {target} (file|document|folder)",
            "(find and open|look up and open) [the|my] {target} (file|document|folder)",
        ])

    /// Shows the app's search results for what the person asked; Apple now deprecates it.
    public let search = domain.intent(
        "search", "Shows the app's search results for what the person asked; Apple now deprecates it.",
        [.required("criteria", .string)], naming: .apple, deprecated: true, inAppOnly: true,
        examples: ["Find bicycle.", "Search for mountains."],
        phrases: [
            "search for {criteria}",
            "search {criteria}",
            "find {criteria}",
            "(look for|look up) {criteria}",
            "(show|show me) (results|everything) (for|about) {criteria}",
            "(find|search for) (anything|everything|items|things) (about|with|matching|related to) {criteria}",
            "(do|run) a search for {criteria}",
            "I'm looking for {criteria}",
        ])
}
