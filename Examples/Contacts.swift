// Two apps and one value between them: Contacts shows a contact and exports it as a person;
// UnicornChat takes people through an IntentValueQuery, so "send this contact to Bob in
// UnicornChat" moves the contact on screen into UnicornChat's intent.
import Phrasebook

/// A contact of the Contacts app; it exports the person it stands for.
public struct ContactEntity: IntentValueExporting {
    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Contact"
    public static let defaultQuery = ContactQuery()
    public static var intentValueRepresentation: IntentValueRepresentation<ContactEntity, IntentPerson> {
        IntentValueRepresentation(exporting: { IntentPerson(displayName: $0.name, handle: $0.phone) })
    }

    public let id: String
    public let name: String
    public let phone: String

    public init(id: String, name: String, phone: String) {
        self.id = id
        self.name = name
        self.phone = phone
    }

    public var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }

    public static let sample = [
        ContactEntity(id: "c1", name: "Carol Baker", phone: "+1 555 0101"),
        ContactEntity(id: "c2", name: "Dan Moreno", phone: "+1 555 0102"),
    ]
}

/// Finds contacts by name (the seed's `ContactQuery: EntityStringQuery`).
public struct ContactQuery: EntityStringQuery {
    public init() {}

    public func entities(for identifiers: [String]) async throws -> [ContactEntity] {
        ContactEntity.sample.filter { identifiers.contains($0.id) }
    }

    public func entities(matching string: String) async throws -> [ContactEntity] {
        ContactEntity.sample.filter { $0.name.lowercased().contains(string.lowercased()) }
    }
}

/// Shows a contact.
public struct ShowContactIntent: AppIntent {
    public static let title: LocalizedStringResource = "Show Contact"

    @Parameter(title: "Contact") public var contact: ContactEntity

    public init() {}

    public func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Here is \(contact.name).")
    }
}

/// The contacts app's shortcuts.
public struct ContactsShortcuts: AppShortcutsProvider {
    public static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: ShowContactIntent(), phrases: ["Show [the] contact \(\.$contact) [in \(.applicationName)]"],
            shortTitle: "Show Contact", systemImageName: "person")
    }
}

/// A contact card UnicornChat can send; made from any person another app gives it.
public struct ChatContactEntity: IntentValueQueryable {
    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Contact"
    public static let defaultQuery = ChatContactQuery()
    public static let intentValueQuery = ContactEntityQuery()

    public let id: String
    public let name: String

    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }

    public var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
}

/// Finds UnicornChat's contact cards by name.
public struct ChatContactQuery: EntityStringQuery {
    public init() {}

    public func entities(for identifiers: [String]) async throws -> [ChatContactEntity] {
        identifiers.map { ChatContactEntity(id: $0, name: $0) }
    }

    public func entities(matching string: String) async throws -> [ChatContactEntity] { [] }
}

/// Turns a person from another app into a contact card (the seed's `ContactEntityQuery: IntentValueQuery`).
public struct ContactEntityQuery: IntentValueQuery {
    public init() {}

    public func values(for input: [IntentPerson]) async throws -> [ChatContactEntity] {
        input.map { ChatContactEntity(id: $0.handle ?? $0.displayName, name: $0.displayName) }
    }
}

/// Sends a contact card to someone.
public struct ShareContactIntent: AppIntent {
    public static let title: LocalizedStringResource = "Share Contact"

    @Parameter(title: "Contact") public var contact: ChatContactEntity
    @Parameter(title: "Recipient") public var recipient: IntentPerson

    public init() {}

    public func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Sent \(contact.name)'s card to \(recipient.displayName).")
    }
}

/// UnicornChat's shortcuts.
public struct UnicornChatShortcuts: AppShortcutsProvider {
    public static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: ShareContactIntent(),
            phrases: ["(Send|Share) \(\.$contact) (to|with) \(\.$recipient) [in \(.applicationName)]"],
            shortTitle: "Share Contact", systemImageName: "person.crop.square")
    }
}
