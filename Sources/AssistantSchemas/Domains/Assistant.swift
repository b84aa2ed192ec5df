import Phrasebook

extension AppSchema {
    /// Assistant: a voice assistant app that the iPhone side button opens (Japan only).
    public static var assistant: AssistantDomainSchemas { AssistantDomainSchemas.shared }
}

private let domain = SchemaDomain("assistant", tier: .singlePurpose)

/// The assistant domain's schema: `.assistant.activate`.
///
/// Named `AssistantDomainSchemas` because `AssistantSchemas` is this module's name.
public struct AssistantDomainSchemas: Sendable, SchemaCollection {
    static let shared = AssistantDomainSchemas()

    /// Starts a conversation with the app's voice assistant.
    public let activate = domain.intent(
        "activate", "Starts a conversation with the app's voice assistant.",
        phrases: [
            "(activate|start|open|launch) [the|my] [voice] assistant",
            "(talk|speak) to [the|my] assistant",
            "(start|begin) a [new] conversation",
        ])
}
