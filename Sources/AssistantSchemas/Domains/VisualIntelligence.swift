import Phrasebook

extension AppSchema {
    /// Visual intelligence: showing the app's results for what the camera or screen shows.
    public static var visualIntelligence: VisualIntelligenceSchemas { VisualIntelligenceSchemas.shared }
}

private let domain = SchemaDomain("visualIntelligence", tier: .singlePurpose)

/// The visual intelligence domain's schema: `.visualIntelligence.semanticContentSearch`.
///
/// The system hands the app a description of what is seen (`SemanticContentDescriptor`), which
/// no phrase can say.
public struct VisualIntelligenceSchemas: Sendable, SchemaCollection {
    static let shared = VisualIntelligenceSchemas()

    /// Shows the app's search results for what the camera or screen shows.
    public let semanticContentSearch = domain.intent(
        "semanticContentSearch", "Shows the app's search results for what the camera or screen shows.",
        [.required("descriptor", .system("SemanticContentDescriptor"))],
        phrases: [
            "(search for|look up|find) (this|what I'm looking at|what's on my screen|what's on screen)",
            "(find|show me) (more like this|similar (items|things|products))",
            "what is (this|that)",
        ])
}
