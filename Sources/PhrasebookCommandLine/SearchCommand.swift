import Foundation
import PhraseMatching
import Phrasebook

/// `phrasebook search QUERY…`: the manifest's indexed entities that best fit each query.
enum SearchCommand: Command {
    static let limit = CommandOption(name: "--limit", valueName: "N", help: "how many entities to list (default 5)")

    static let verb = Verb(
        name: "search", summary: "find the manifest's indexed entities that fit a query",
        arguments: "QUERY…",
        options: [CommonOptions.manifest, CommonOptions.json, limit],
        discussion: """
            Ranks the entities of the manifest whose entity types declare "properties" (the
            assistant's index) for each QUERY ("pasta recipes with mushrooms", "frank's email about
            lunch"), best first: one line per entity with its type, id, title and score (the share
            of the query it covers, 0 to 1). Words naming a type ("recipes") keep the search to that
            type; "last" and "first" order by the type's date. With --json, one object per query:
            {"query", "results": [{"type", "id", "title", "app", "score"}]}.
            """)

    static func run(_ arguments: ParsedArguments) async throws -> Int32 {
        guard !arguments.positionals.isEmpty else { throw UsageError("give at least one QUERY") }
        let count =
            try arguments.value(limit, as: "a number from 1 to 100") {
                Int($0).flatMap { (1...100).contains($0) ? $0 : nil }
            } ?? 5
        let assistant = try await ManifestSource(arguments).assistant()
        for query in arguments.positionals {
            let found = assistant.search(query, limit: count)
            if arguments.has(CommonOptions.json) {
                var object = JSONObject()
                object.set("query", .string(query))
                object.set(
                    "results",
                    .array(
                        found.map { result in
                            var item = JSONObject()
                            item.set("type", .string(result.typeName))
                            item.set("id", .string(result.identifier))
                            item.set("title", .string(result.title))
                            item.set("app", result.app.map(JSONValue.string) ?? .null)
                            item.set("score", .number((result.score * 100).rounded() / 100))
                            return .object(item)
                        }))
                Output.write(JSONValue.object(object).serialized())
            } else {
                Output.write("\(query):")
                if found.isEmpty { Output.write("  (nothing fits)") }
                for result in found { Output.write("  \(result)") }
            }
        }
        return ExitStatus.success
    }
}
