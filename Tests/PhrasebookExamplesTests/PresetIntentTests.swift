import Phrasebook
import Testing

enum MailFolder: String, AppEnum {
    case inbox, archive
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Folder"
    static let caseDisplayRepresentations: [MailFolder: DisplayRepresentation] = [.inbox: "Inbox", .archive: "Archive"]
}

/// Marks a message read or unread; the shortcuts below come pre-configured, as Apple's may.
struct MarkMailIntent: AppIntent {
    static let title: LocalizedStringResource = "Mark Mail"
    @Parameter(title: "Message") var message: String
    @Parameter(title: "Read") var isRead: Bool?
    @Parameter(title: "Folder") var folder: MailFolder?

    init() {}

    init(isRead: Bool?, folder: MailFolder? = nil) {
        self.isRead = isRead
        self.folder = folder
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let state =
            switch isRead {
            case true?: "read"
            case false?: "unread"
            case nil: "as it was"
            }
        return .result(dialog: "\(message): \(state)\(folder.map { ", in \($0.rawValue)" } ?? "").")
    }
}

struct MailShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: MarkMailIntent(isRead: true), phrases: ["Mark \(\.$message) as read in \(.applicationName)"],
            shortTitle: "Mark Read", systemImageName: "envelope.open")
        AppShortcut(
            intent: MarkMailIntent(isRead: false), phrases: ["Mark \(\.$message) as unread in \(.applicationName)"],
            shortTitle: "Mark Unread", systemImageName: "envelope.badge")
        // the folder is preset, but a phrase that names it takes the one said.
        AppShortcut(
            intent: MarkMailIntent(isRead: nil, folder: .archive),
            phrases: [
                "File \(\.$message) in \(.applicationName)",
                "File \(\.$message) in the \(\.$folder) in \(.applicationName)",
            ], shortTitle: "File", systemImageName: "archivebox")
        AppShortcut(
            intent: MarkMailIntent(), phrases: ["Touch \(\.$message) in \(.applicationName)"],
            shortTitle: "Touch", systemImageName: "hand.point.up")
    }
}

@Suite struct PresetIntentTests {
    private func assistant() async throws -> Assistant {
        try await Assistant(apps: [AppRegistration(name: "Mailbox", shortcuts: MailShortcuts.self)])
    }

    @Test func theParametersSetOnAShortcutsIntentAreSetWhenItsPhrasesMatch() async throws {
        let assistant = try await assistant()
        let read = assistant.match("mark the weekly newsletter as read in mailbox")
        #expect(read.outcome == .matched)
        #expect(read[parameter: "isRead"] == .bool(true))
        #expect(assistant.match("mark the weekly newsletter as unread in mailbox")[parameter: "isRead"] == .bool(false))
        #expect(assistant.match("touch the weekly newsletter in mailbox")[parameter: "isRead"] == nil)
        let turn = try await assistant.conversation().respond(to: "mark the weekly newsletter as unread in mailbox")
        expectCompleted(turn, dialog: "the weekly newsletter: unread.")
    }

    @Test func aParameterThePhraseNamesTakesTheValueSaid() async throws {
        let assistant = try await assistant()
        #expect(assistant.match("file the invoice in mailbox")[parameter: "folder"] == .string("archive"))
        let named = assistant.match("file the invoice in the inbox in mailbox")
        #expect(named[parameter: "folder"] == .string("inbox") && named[parameter: "isRead"] == nil)
        let turn = try await assistant.conversation().respond(to: "file the invoice in mailbox")
        expectCompleted(turn, dialog: "the invoice: as it was, in archive.")
    }

    @Test func theModelCarriesThePresetsAsPhraseValues() async throws {
        let intent = try #require(try await assistant().model.apps.first?.intents.first)
        #expect(intent.phrases.map(\.values) == [["isRead": true], ["isRead": false], ["folder": "archive"], [:], [:]])
    }
}

/// A track of a library the text search finds by words.
struct TrackEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Track"
    static let defaultQuery = TrackQuery()
    static let library = [
        TrackEntity(id: "1", title: "Blue Monday"), TrackEntity(id: "2", title: "Blue Velvet"),
        TrackEntity(id: "3", title: "Yellow"),
    ]

    let id: String
    let title: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(title)") }
}

struct TrackQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [TrackEntity] {
        TrackEntity.library.filter { identifiers.contains($0.id) }
    }
    func suggestedEntities() async throws -> [TrackEntity] { [] }
    func entities(matching string: String) async throws -> [TrackEntity] {
        TrackEntity.library.filter { $0.title.lowercased().contains(string.lowercased()) }
    }
}

struct RemoveTracksIntent: AppIntent {
    static let title: LocalizedStringResource = "Remove Tracks"
    @Parameter(title: "Tracks", requestValueDialog: "Which tracks?") var tracks: [TrackEntity]
    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Removed \(tracks.map(\.title).joined(separator: " and ")).")
    }
}

struct TrackShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: RemoveTracksIntent(), phrases: ["Remove \(\.$tracks) from \(.applicationName)"],
            shortTitle: "Remove", systemImageName: "trash")
    }
}

@Suite struct ListMentionTests {
    @Test func aMentionForAListOfEntitiesIsEveryEntityTheSearchFinds() async throws {
        let assistant = try await Assistant(apps: [AppRegistration(name: "Jukebox", shortcuts: TrackShortcuts.self)])
        let match = assistant.match("remove blue from jukebox")
        #expect(match[parameter: "tracks"] == .list([.string("blue")]))
        #expect(match.parameters.first?.isMention == true)
        expectCompleted(
            try await assistant.conversation().respond(to: "remove blue from jukebox"),
            dialog: "Removed Blue Monday and Blue Velvet.")
        let missing = try await assistant.conversation().respond(to: "remove purple from jukebox")
        #expect(missing.askedParameter == "tracks")
        #expect(missing.dialog?.full.hasPrefix("I couldn't find “purple”.") == true)
    }
}
