import AssistantSchemas
import PhraseMatching
import Phrasebook

/// `phrasebook schemas [DOMAIN]`: the assistant schema catalog, one signature a line.
enum SchemasCommand: Command {
    static let verb = Verb(
        name: "schemas", summary: "list the assistant schema catalog",
        arguments: "[DOMAIN]",
        options: [CommonOptions.json],
        discussion: """
            Lists the assistant schemas an intent may adopt, one signature a line, deprecated ones
            marked; with DOMAIN ("mail", "clock", …), only that domain's. With --json, one array
            with every field of each schema.
            """)

    static func run(_ arguments: ParsedArguments) async throws -> Int32 {
        let names = arguments.positionals
        guard names.count <= 1 else {
            throw UsageError("name at most one domain, not \(names.count) ('\(names.joined(separator: "', '"))')")
        }
        var schemas = SchemaCatalog.all
        if let name = names.first {
            // domains are camel case ("wordProcessor"); any capitalization finds them.
            guard let domain = SchemaCatalog.domains.first(where: { $0.lowercased() == name.lowercased() }) else {
                var message = "unknown domain '\(name)' (domains are: \(SchemaCatalog.domains.joined(separator: ", ")))"
                if let guess = Suggestion.closest(to: name, in: SchemaCatalog.domains) {
                    message += ". Did you mean '\(guess)'?"
                }
                throw UsageError(message)
            }
            schemas = SchemaCatalog.schemas(in: domain)
        }
        if arguments.has(CommonOptions.json) {
            Output.write(JSONValue.array(schemas.map(\.json)).serialized(pretty: true))
        } else {
            for schema in schemas {
                Output.write(schema.description + (schema.isDeprecated ? " (deprecated)" : ""))
            }
        }
        return ExitStatus.success
    }
}
