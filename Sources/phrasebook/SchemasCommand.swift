import AssistantSchemas
import Phrasebook
import PhraseMatching

/// `phrasebook schemas [DOMAIN] [--json]`: the assistant schema catalog, one signature a line.
enum SchemasCommand {
    static func run(_ arguments: [String]) -> Int32 {
        var json = false
        var names: [String] = []
        for argument in arguments {
            if argument == "--json" {
                json = true
            } else if argument.hasPrefix("-") {
                let flags = ["--json"]
                var message = "unknown option '\(argument)' (options are: \(flags.joined(separator: ", ")))"
                if let guess = Suggestion.closest(to: argument, in: flags) { message += ". Did you mean '\(guess)'?" }
                return fail(message)
            } else {
                names.append(argument)
            }
        }
        guard names.count <= 1 else {
            return fail("name at most one domain, not \(names.count) ('\(names.joined(separator: "', '"))')")
        }
        var schemas = SchemaCatalog.all
        if let name = names.first {
            // domains are camel case ("wordProcessor"); any capitalization finds them.
            guard let domain = SchemaCatalog.domains.first(where: { $0.lowercased() == name.lowercased() }) else {
                var message = "unknown domain '\(name)' (domains are: \(SchemaCatalog.domains.joined(separator: ", ")))"
                if let guess = Suggestion.closest(to: name, in: SchemaCatalog.domains) { message += ". Did you mean '\(guess)'?" }
                return fail(message)
            }
            schemas = SchemaCatalog.schemas(in: domain)
        }
        if json {
            Output.write(JSONValue.array(schemas.map(\.json)).serialized(pretty: true))
        } else {
            for schema in schemas {
                Output.write(schema.description + (schema.isDeprecated ? " (deprecated)" : ""))
            }
        }
        return 0
    }

    private static func fail(_ message: String) -> Int32 {
        Output.error("phrasebook schemas: \(message)")
        return 1
    }
}
