// A mail app whose messages are indexed: "reply to Frank's email about lunch", "delete my last
// message", "send this email" with a draft on screen. The message entity adopts the
// messages.message schema and indexes its sender, body and date.
import AssistantSchemas
import Foundation
import Phrasebook

/// A message: its subject is its title; the sender, body, date and read flag are indexed properties.
public struct MessageEntity: IndexedEntity {
    public static let typeDisplayRepresentation = TypeDisplayRepresentation(
        name: "Message", synonyms: ["email", "mail", "text"])
    public static let defaultQuery = MessageQuery()
    public static var schema: AppSchema? { AppSchema.messages.message }

    public let id: String
    @Property(title: "Subject", indexingKey: .title) public var subject: String = ""
    @Property(title: "Sender", indexingKey: .authorNames) public var sender: String = ""
    @Property(title: "Body", indexingKey: .textContent) public var body: String = ""
    @Property(title: "Date", indexingKey: .contentCreationDate) public var date = Date(timeIntervalSince1970: 0)
    @Property(title: "Read") public var isRead = true
    /// Whether it is a draft not yet sent.
    public let isDraft: Bool

    public init(
        id: String, subject: String, sender: String, body: String, date: Date, isRead: Bool = true,
        isDraft: Bool = false
    ) {
        self.id = id
        self.isDraft = isDraft
        self.subject = subject
        self.sender = sender
        self.body = body
        self.date = date
        self.isRead = isRead
    }

    public var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(subject)", subtitle: "\(sender)")
    }
}

/// Finds messages by id in the mailbox.
public struct MessageQuery: EntityQuery {
    public init() {}

    public func entities(for identifiers: [String]) async throws -> [MessageEntity] {
        await Mailbox.shared.messages.filter { identifiers.contains($0.id) }
    }
}

/// One person's mailbox. Each conversation test makes its own.
public actor Mailbox {
    @TaskLocal public static var shared = Mailbox()

    public private(set) var messages: [MessageEntity]
    public private(set) var replies: [String] = []
    public private(set) var sent: [String] = []

    public init(messages: [MessageEntity] = Mailbox.sample) { self.messages = messages }

    public func reply(to message: MessageEntity) { replies.append(message.id) }
    public func delete(_ message: MessageEntity) { messages.removeAll { $0.id == message.id } }
    public func send(_ message: MessageEntity) { sent.append(message.id) }

    /// 24 messages and a draft; Frank wrote five of them, one about lunch, and others wrote about lunch too.
    public static let sample: [MessageEntity] = {
        let rows: [(String, String, String)] = [
            ("Frank Miller", "Lunch on Friday?", "Noodles at noon on Friday?"),
            ("Alice Chen", "Lunch next week", "Free for lunch on Tuesday?"),
            ("Frank Miller", "Budget numbers", "The offsite budget is attached."),
            ("Mom", "Thanksgiving dinner", "Bring the pie and the chairs."),
            ("Bob Ortiz", "Soccer practice moved", "Practice is on Thursday at six."),
            ("Frank Miller", "Camping gear", "Tent, sleeping bags and the stove."),
            ("Priya Patel", "Flight itinerary", "Your flight to Denver leaves Monday."),
            ("Sam Wilson", "Team lunch photos", "Photos from the team lunch are up."),
            ("Dana Lee", "Book club", "We read The Left Hand of Darkness."),
            ("Frank Miller", "Fishing on Saturday", "The lake opens Saturday morning."),
            ("Grace Kim", "Dentist reminder", "Your appointment is Wednesday at 3."),
            ("Omar Haddad", "Lease renewal", "The forms are due this month."),
            ("Lena Fischer", "Hike photos", "The album from Eagle Peak is shared."),
            ("Alice Chen", "Design review", "Slides are in the team folder."),
            ("Bob Ortiz", "Your ladder", "Could I borrow your ladder?"),
            ("Frank Miller", "Car pool", "I'll drive on Mondays."),
            ("Mom", "Grandma's birthday", "Call grandma on Sunday."),
            ("Priya Patel", "Hotel confirmation", "Three nights at the Riverside."),
            ("Dana Lee", "Garden club", "Planning the tulip beds Saturday."),
            ("Sam Wilson", "Concert tickets", "Doors open at eight."),
            ("Grace Kim", "Piano recital", "Two tickets for the 12th."),
            ("Omar Haddad", "Plumber visit", "The plumber comes Tuesday."),
            ("Lena Fischer", "Lemon cake recipe", "Here is the recipe from the party."),
            ("Alice Chen", "Hiring plan", "Two engineering roles in January."),
        ]
        let newest = Date(timeIntervalSince1970: 1_795_000_000)
        var messages = rows.enumerated().map { index, row in
            MessageEntity(
                id: "m\(index + 1)", subject: row.1, sender: row.0, body: row.2,
                date: newest.addingTimeInterval(Double(-3_600 * 5 * index)), isRead: index > 2)
        }
        messages.append(
            MessageEntity(
                id: "draft1", subject: "Re: Lunch on Friday?", sender: "Me", body: "Noon works, see you there.",
                date: newest.addingTimeInterval(-60_000_000), isDraft: true))
        return messages
    }()
}

/// Replies to a message.
public struct ReplyToMessageIntent: AppIntent {
    public static let title: LocalizedStringResource = "Reply"

    @Parameter(title: "Message") public var message: MessageEntity

    public init() {}

    public func perform() async throws -> some IntentResult & ProvidesDialog {
        await Mailbox.shared.reply(to: message)
        return .result(dialog: "Replying to “\(message.subject)” from \(message.sender).")
    }
}

/// Deletes a message.
public struct DeleteMessageIntent: AppIntent {
    public static let title: LocalizedStringResource = "Delete Message"

    @Parameter(title: "Message") public var message: MessageEntity

    public init() {}

    public func perform() async throws -> some IntentResult & ProvidesDialog {
        await Mailbox.shared.delete(message)
        return .result(dialog: "Deleted “\(message.subject)”.")
    }
}

/// Sends a draft: the one on screen when the request says "this email".
public struct SendMessageIntent: AppIntent {
    public static let title: LocalizedStringResource = "Send Message"

    @Parameter(title: "Email") public var message: MessageEntity

    public init() {}

    public func perform() async throws -> some IntentResult & ProvidesDialog {
        await Mailbox.shared.send(message)
        return .result(dialog: "Sent “\(message.subject)”.")
    }
}

/// The mail app's shortcuts.
public struct MailAppShortcuts: AppShortcutsProvider {
    public static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: ReplyToMessageIntent(), phrases: ["Reply to \(\.$message) [in \(.applicationName)]"],
            shortTitle: "Reply", systemImageName: "arrowshape.turn.up.left")
        AppShortcut(
            intent: DeleteMessageIntent(), phrases: ["(Delete|Remove) \(\.$message) [in \(.applicationName)]"],
            shortTitle: "Delete", systemImageName: "trash")
        AppShortcut(
            intent: SendMessageIntent(), phrases: ["Send \(\.$message) [in \(.applicationName)]"],
            shortTitle: "Send", systemImageName: "paperplane")
    }
}
