import Phrasebook

/// `phrasebook shortcuts`: what people can say to the manifest's apps, intent by intent.
enum ShortcutsCommand: Command {
    static let verb = Verb(
        name: "shortcuts", summary: "list what people can say to the manifest's apps, with examples",
        arguments: "",
        options: [CommonOptions.manifest, CommonOptions.json],
        discussion: """
            Lists every discoverable intent of the manifest's apps that has phrases (an intent
            with "isDiscoverable": false is left out), as a front end's "what can I say" list or
            the Shortcuts app's gallery shows them: the app, the tile's short title and image, and
            example phrases, each the simplest reading of a phrase with the app's name and a few
            values of its enum or entity parameter filled in. With --json, one object per intent:
            {"app", "intent", "title", "shortTitle", "systemImageName", "tileColor", "examples"}.
            """)

    static func run(_ arguments: ParsedArguments) async throws -> Int32 {
        guard arguments.positionals.isEmpty else {
            throw UsageError(
                "shortcuts takes no arguments (found '\(arguments.positionals[0])'); name the manifest with --manifest")
        }
        let assistant = try await ManifestSource(arguments).assistant()
        var app: String?
        for listing in assistant.shortcuts() {
            if arguments.has(CommonOptions.json) {
                Output.write(listing.json.serialized())
                continue
            }
            if listing.app != app {
                if app != nil { Output.write("") }
                Output.write(listing.app)
                app = listing.app
            }
            let image = listing.systemImageName.map { " [\($0)]" } ?? ""
            Output.write("  \(listing.shortTitle)\(image)")
            for example in listing.examples { Output.write("    “\(example)”") }
        }
        return ExitStatus.success
    }
}
