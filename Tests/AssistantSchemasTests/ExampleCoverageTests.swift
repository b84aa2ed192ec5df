import AssistantSchemas
import Foundation
import PhraseMatching
import Phrasebook
import Testing

/// One of Apple's example requests the schema it asks for, and some of the
/// values it carries (canonical forms, as `match --json` prints them). Entity parameters are read as open text here,
/// since no app supplies their values, without a determiner the phrase reads ("the", "my"), as a
/// text search wants them; a routing test can reuse these rows.
struct SchemaExample: Sendable, CustomTestStringConvertible {
    var text: String
    var schema: String
    var parameters: [String: ParameterValue] = [:]

    var testDescription: String { text }
}

/// Every example of the catalog, with the schema a router should pick.
let schemaExamples: [SchemaExample] = [
    // mail
    SchemaExample(text: "Compose a mail.", schema: "mail.createDraft"),
    SchemaExample(
        text: "Write an email to example@example.com about photos from team dinner.", schema: "mail.createDraft",
        parameters: ["to": .list([.person("example@example.com")]), "subject": .string("photos from team dinner")]),
    SchemaExample(
        text: "Add example@example.com to recipients.", schema: "mail.updateDraft",
        parameters: ["to": .list([.person("example@example.com")])]),
    SchemaExample(
        text: "Set subject to coffee session.", schema: "mail.updateDraft",
        parameters: ["subject": .string("coffee session")]),
    SchemaExample(text: "Draft this email for later.", schema: "mail.saveDraft"),
    SchemaExample(text: "Save it.", schema: "mail.saveDraft"),
    SchemaExample(
        text: "Open the draft email to John and James.", schema: "mail.openDraft",
        parameters: ["target": .string("John and James")]),
    SchemaExample(text: "Delete this draft.", schema: "mail.deleteDraft"),
    SchemaExample(text: "Trash my most recent draft.", schema: "mail.deleteDraft"),
    SchemaExample(text: "Send this email.", schema: "mail.sendDraft"),
    SchemaExample(
        text: "Send this email tomorrow at 9 PM.", schema: "mail.sendDraft",
        parameters: ["sendLaterDate": .date("2026-11-23T21:00")]),
    SchemaExample(
        text: "Open the email about team offsite instructions.", schema: "mail.openMessage",
        parameters: ["target": .string("team offsite instructions")]),
    SchemaExample(text: "Reply to an email.", schema: "mail.replyMail"),
    SchemaExample(
        text: "Reply to mail thread with my manager.", schema: "mail.replyMail",
        parameters: ["target": .string("manager")]),
    SchemaExample(text: "Forward an email.", schema: "mail.forwardMail"),
    SchemaExample(
        text: "Forward the email about the baseball schedule to John Appleseed.", schema: "mail.forwardMail",
        parameters: ["target": .string("baseball schedule"), "to": .list([.person("John Appleseed")])]),
    SchemaExample(text: "Mark this email as read.", schema: "mail.updateMail"),
    SchemaExample(text: "Flag this email.", schema: "mail.updateMail"),
    SchemaExample(
        text: "Archive book club emails.", schema: "mail.archiveMail", parameters: ["entities": .string("book club")]),
    SchemaExample(
        text: "Delete emails from Julian.", schema: "mail.deleteMail", parameters: ["entities": .string("Julian")]),
    // messages
    SchemaExample(text: "Start a message.", schema: "messages.draftMessage"),
    SchemaExample(
        text: "Send a message to John asking what time the party starts.", schema: "messages.sendMessage",
        parameters: ["destination": .list([.person("John")]), "content": .string("what time the party starts")]),
    SchemaExample(
        text: "Text the foodie group and ask, 'What time is dinner again?'", schema: "messages.sendMessage",
        parameters: ["destination": .list([.person("Foodie Group")]), "content": .string("What time is dinner again")]),
    SchemaExample(
        text: "Edit my last message to say 'Good morning!' instead of 'Hello!'", schema: "messages.editSentMessage",
        parameters: ["content": .string("Good morning"), "previousContent": .string("Hello")]),
    SchemaExample(text: "Unsend my last message.", schema: "messages.unsendMessage"),
    SchemaExample(
        text: "Mark the message from the lawyer as unread.", schema: "messages.setMessageReadStatus",
        parameters: ["message": .string("lawyer")]),
    // audio
    SchemaExample(text: "Play music.", schema: "audio.playAudio"),
    SchemaExample(
        text: "Play hip-hop in the living room.", schema: "audio.playAudio",
        parameters: ["query": .string("hip-hop"), "destination": .string("living room")]),
    SchemaExample(text: "Follow this podcast.", schema: "audio.addToLibrary"),
    SchemaExample(text: "Play more music like this.", schema: "audio.createStation"),
    SchemaExample(text: "What song is this?", schema: "audio.recognizeAudio"),
    SchemaExample(text: "Shazam.", schema: "audio.recognizeAudio"),
    SchemaExample(
        text: "I like this song.", schema: "audio.updateAudioAffinity", parameters: ["affinity": .string("like")]),
    // calendar
    SchemaExample(
        text: "Schedule a meeting with Bill tomorrow at 2 PM.", schema: "calendar.createEvent",
        parameters: ["attendees": .list([.person("Bill")]), "startDate": .date("2026-11-23T14:00")]),
    SchemaExample(text: "Cancel the meeting.", schema: "calendar.deleteEvent"),
    SchemaExample(
        text: "Move the meeting to tomorrow.", schema: "calendar.updateEvent",
        parameters: ["startDate": .date("2026-11-23")]),
    // camera
    SchemaExample(text: "Open the camera.", schema: "camera.openInCaptureMode"),
    SchemaExample(text: "Take a photo.", schema: "camera.openInCaptureMode", parameters: ["mode": .string("photo")]),
    SchemaExample(text: "Record a video.", schema: "camera.startCapture", parameters: ["mode": .string("video")]),
    SchemaExample(text: "Flip the camera.", schema: "camera.switchDevice"),
    // clock
    SchemaExample(
        text: "Wake me up at 7 AM.", schema: "clock.createAlarm", parameters: ["time": .date("2026-11-23T07:00")]),
    SchemaExample(text: "Give me 5 more minutes.", schema: "clock.snoozeAlarm", parameters: ["minutes": .int(5)]),
    SchemaExample(text: "Timer for 5 minutes.", schema: "clock.createTimer", parameters: ["duration": .duration(300)]),
    SchemaExample(
        text: "Add 5 minutes to the timer.", schema: "clock.updateTimer", parameters: ["addedDuration": .duration(300)]),
    // maps
    SchemaExample(text: "Take me home.", schema: "maps.startNavigation", parameters: ["destination": .string("home")]),
    SchemaExample(text: "Add a stop.", schema: "maps.updateNavigationWaypoints"),
    SchemaExample(
        text: "Send my ETA to Anne.", schema: "maps.shareETA", parameters: ["recipients": .list([.person("Anne")])]),
    SchemaExample(
        text: "There's a crash ahead.", schema: "maps.reportIncident", parameters: ["incident": .string("crash")]),
    // notes
    SchemaExample(
        text: "Create a note called meeting notes.", schema: "notes.createNote",
        parameters: ["title": .string("meeting notes")]),
    SchemaExample(
        text: "Rename this note to taxes.", schema: "notes.updateNote", parameters: ["title": .string("taxes")]),
    SchemaExample(
        text: "Move this note to my work folder.", schema: "notes.updateNote", parameters: ["folder": .string("work")]),
    // phone
    SchemaExample(
        text: "Video call Bill and Maria.", schema: "phone.startCall",
        parameters: ["recipients": .list([.person("Bill"), .person("Maria")]), "mode": .string("video")]),
    // photos
    SchemaExample(text: "Remove the clutter.", schema: "photos.cleanupPhoto"),
    SchemaExample(text: "Save these to my photos.", schema: "photos.createAssets"),
    SchemaExample(
        text: "Apply the dramatic effect.", schema: "photos.setFilter", parameters: ["filter": .string("dramatic")]),
    SchemaExample(
        text: "Apply a warmth value of negative fifty.", schema: "photos.setWarmth",
        parameters: ["warmth": .double(-50)]),
    SchemaExample(text: "Enhance this photo.", schema: "photos.toggleSuggestedEdits"),
    SchemaExample(
        text: "Rename vacation 2024 to trip.", schema: "photos.updateAlbum",
        parameters: ["target": .string("vacation 2024"), "title": .string("trip")]),
    SchemaExample(text: "Favorite this photo.", schema: "photos.updateAsset"),
    // reminders
    SchemaExample(
        text: "Create a reminder called vote.", schema: "reminders.createReminder",
        parameters: ["title": .string("vote")]),
    SchemaExample(
        text: "Set the due date for this reminder to tomorrow.", schema: "reminders.updateReminder",
        parameters: ["dueDate": .date("2026-11-23")]),
    // system and in-app search
    SchemaExample(
        text: "Open my screenshot.png file.", schema: "system.open", parameters: ["target": .string("screenshot.png")]),
    SchemaExample(text: "Find bicycle.", schema: "system.search", parameters: ["criteria": .string("bicycle")]),
    SchemaExample(
        text: "Search for mountains.", schema: "system.search", parameters: ["criteria": .string("mountains")]),
]

/// Everyday requests beyond Apple's examples: the phrase library should read each of them exactly.
let everydayRequests: [SchemaExample] = [
    SchemaExample(
        text: "email bob about lunch", schema: "mail.createDraft",
        parameters: ["to": .list([.person("Bob")]), "subject": .string("lunch")]),
    SchemaExample(
        text: "write an email to alice saying I'll be late", schema: "mail.createDraft",
        parameters: ["to": .list([.person("Alice")]), "body": .string("I'll be late")]),
    SchemaExample(
        text: "send an email to carol with the subject budget saying please review", schema: "mail.createDraft",
        parameters: ["subject": .string("budget"), "body": .string("please review")]),
    SchemaExample(
        text: "email dave about the offsite and cc erin", schema: "mail.createDraft",
        parameters: ["to": .list([.person("Dave")]), "cc": .list([.person("Erin")]), "subject": .string("the offsite")]),
    SchemaExample(
        text: "reply to this email saying sounds good", schema: "mail.replyMail",
        parameters: ["body": .string("sounds good")]),
    SchemaExample(
        text: "forward this to frank", schema: "mail.forwardMail", parameters: ["to": .list([.person("Frank")])]),
    SchemaExample(
        text: "move this email to the receipts folder", schema: "mail.updateMail",
        parameters: ["mailbox": .string("receipts")]),
    SchemaExample(
        text: "send it tomorrow morning", schema: "mail.sendDraft",
        parameters: ["sendLaterDate": .date("2026-11-23T09:00")]),
    SchemaExample(
        text: "text mom that I'll be home soon", schema: "messages.sendMessage",
        parameters: ["destination": .list([.person("Mom")]), "content": .string("I'll be home soon")]),
    SchemaExample(
        text: "send a text to john asking if he's free tonight", schema: "messages.sendMessage",
        parameters: ["content": .string("if he's free tonight")]),
    SchemaExample(
        text: "tell sarah that I'm running late", schema: "messages.sendMessage",
        parameters: ["destination": .list([.person("Sarah")]), "content": .string("I'm running late")]),
    SchemaExample(
        text: "let dad know I landed", schema: "messages.sendMessage", parameters: ["content": .string("I landed")]),
    SchemaExample(text: "play taylor swift", schema: "audio.playAudio", parameters: ["query": .string("taylor swift")]),
    SchemaExample(
        text: "add this song to my road trip playlist", schema: "audio.addToPlaylist",
        parameters: ["playlist": .string("road trip")]),
    SchemaExample(
        text: "play taylor swift radio", schema: "audio.createStation", parameters: ["query": .string("taylor swift")]),
    SchemaExample(
        text: "schedule lunch with bob friday at noon", schema: "calendar.createEvent",
        parameters: [
            "title": .string("lunch"), "attendees": .list([.person("Bob")]), "startDate": .date("2026-11-27T12:00"),
        ]),
    SchemaExample(
        text: "add dentist appointment to my calendar on tuesday at 3 pm", schema: "calendar.createEvent",
        parameters: ["title": .string("dentist appointment"), "startDate": .date("2026-11-24T15:00")]),
    SchemaExample(
        text: "cancel my meeting with bill", schema: "calendar.deleteEvent", parameters: ["target": .string("bill")]),
    SchemaExample(
        text: "move my dentist appointment to friday", schema: "calendar.updateEvent",
        parameters: ["target": .string("dentist appointment"), "startDate": .date("2026-11-27")]),
    SchemaExample(
        text: "take a selfie", schema: "camera.startCapture",
        parameters: ["device": .string("front"), "mode": .string("photo")]),
    SchemaExample(
        text: "switch to the front camera", schema: "camera.setDevice", parameters: ["device": .string("front")]),
    SchemaExample(text: "stop recording", schema: "camera.stopCapture"),
    SchemaExample(
        text: "set a timer for 10 minutes", schema: "clock.createTimer", parameters: ["duration": .duration(600)]),
    SchemaExample(text: "10 minute timer", schema: "clock.createTimer", parameters: ["duration": .duration(600)]),
    SchemaExample(
        text: "set a pasta timer for 12 minutes", schema: "clock.createTimer",
        parameters: ["label": .string("pasta"), "duration": .duration(720)]),
    SchemaExample(
        text: "start a 20 minute timer for the laundry", schema: "clock.createTimer",
        parameters: ["duration": .duration(1200), "label": .string("the laundry")]),
    SchemaExample(
        text: "set an alarm for 6:30 am called gym", schema: "clock.createAlarm",
        parameters: ["time": .date("2026-11-23T06:30"), "label": .string("gym")]),
    SchemaExample(
        text: "wake me up tomorrow at 6 am", schema: "clock.createAlarm",
        parameters: ["time": .date("2026-11-23T06:00")]),
    SchemaExample(text: "snooze", schema: "clock.snoozeAlarm"),
    SchemaExample(text: "stop the alarm", schema: "clock.dismissAlarm"),
    SchemaExample(text: "pause the timer", schema: "clock.pauseTimer"),
    SchemaExample(text: "resume the timer", schema: "clock.resumeTimer"),
    SchemaExample(text: "cancel the timer", schema: "clock.cancelTimer"),
    SchemaExample(
        text: "navigate to the airport", schema: "maps.startNavigation",
        parameters: ["destination": .string("the airport")]),
    SchemaExample(
        text: "how do I get to the train station", schema: "maps.startNavigation",
        parameters: ["destination": .string("the train station")]),
    SchemaExample(
        text: "share my eta with mom", schema: "maps.shareETA", parameters: ["recipients": .list([.person("Mom")])]),
    SchemaExample(text: "stop navigation", schema: "maps.stopNavigation"),
    SchemaExample(
        text: "take a note saying buy more coffee", schema: "notes.createNote",
        parameters: ["body": .string("buy more coffee")]),
    SchemaExample(
        text: "note to self call the bank", schema: "notes.createNote", parameters: ["body": .string("call the bank")]),
    SchemaExample(text: "call mom", schema: "phone.startCall", parameters: ["recipients": .list([.person("Mom")])]),
    SchemaExample(
        text: "facetime alice and bob", schema: "phone.startCall",
        parameters: ["recipients": .list([.person("Alice"), .person("Bob")])]),
    SchemaExample(text: "show me photos of dogs", schema: "photos.search", parameters: ["criteria": .string("dogs")]),
    SchemaExample(
        text: "add this to my favorites album", schema: "photos.addAssetsToAlbum",
        parameters: ["album": .string("favorites")]),
    SchemaExample(
        text: "rotate this photo clockwise", schema: "photos.setRotation",
        parameters: ["direction": .string("clockwise")]),
    SchemaExample(
        text: "create an album called trip 2025", schema: "photos.createAlbum",
        parameters: ["title": .string("trip 2025")]),
    SchemaExample(text: "make this photo mono", schema: "photos.setFilter", parameters: ["filter": .string("mono")]),
    SchemaExample(
        text: "remind me to call mom", schema: "reminders.createReminder", parameters: ["title": .string("call mom")]),
    SchemaExample(
        text: "remind me tomorrow at 9 am to take out the trash", schema: "reminders.createReminder",
        parameters: ["title": .string("take out the trash"), "dueDate": .date("2026-11-23T09:00")]),
    SchemaExample(
        text: "remind me to pay rent on friday", schema: "reminders.createReminder",
        parameters: ["title": .string("pay rent"), "dueDate": .date("2026-11-27")]),
    SchemaExample(
        text: "add milk to my groceries list", schema: "reminders.createReminder",
        parameters: ["title": .string("milk"), "list": .string("groceries")]),
    SchemaExample(
        text: "search for hiking boots", schema: "system.search", parameters: ["criteria": .string("hiking boots")]),
    SchemaExample(text: "open the budget file", schema: "system.open", parameters: ["target": .string("budget")]),
]

/// A fixed "now" (a Sunday morning, UTC), so relative dates have one reading.
private let now: Date = {
    var components = DateComponents(year: 2026, month: 11, day: 22, hour: 9, minute: 30)
    components.timeZone = TimeZone(identifier: "UTC")
    return Calendar(identifier: .gregorian).date(from: components) ?? Date()
}()

private func context() -> ValueContext {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
    return ValueContext(now: now, calendar: calendar)
}

/// Compiles the domain's phrases; a failure carries the diagnostics.
private func compile(_ domain: String) -> Result<IntentMatcher, DiagnosticList> {
    do {
        return .success(try IntentMatcher(model: DomainModel.model(domain), options: .exact))
    } catch let error as DiagnosticList {
        return .failure(error)
    } catch {
        return .failure(DiagnosticList([Diagnostic(.error, "\(error)", source: domain)]))
    }
}

/// Matchers compiled once per domain, shared by the rows.
private let matchers: [String: Result<IntentMatcher, DiagnosticList>] = Dictionary(
    uniqueKeysWithValues: Set((schemaExamples + everydayRequests).map { String($0.schema.prefix { $0 != "." }) }).map {
        ($0, compile($0))
    })

@Suite("Apple's example phrases")
struct ExampleCoverageTests {
    /// Each example reads exactly (no typos, fillers or left-out words) as its schema, among all
    /// the intents of its domain, with the values listed.
    @Test(arguments: schemaExamples + everydayRequests)
    func exampleMatchesItsSchema(example: SchemaExample) throws {
        let domain = String(example.schema.prefix { $0 != "." })
        let matcher = try #require(matchers[domain]).get()
        let match = matcher.match(example.text, context: context())
        #expect(match.outcome == .matched, "\(match.outcome) \(match.candidates.map(\.intent))")
        #expect("\(domain).\(match.intent ?? "-")" == example.schema, "phrase: \(match.phrase ?? "-")")
        for (name, value) in example.parameters {
            #expect(match[parameter: name].map(folded) == folded(value), "\(name)")
        }
    }

    /// The rows above list every example the catalog quotes, and nothing else.
    @Test func rowsListEveryExampleOfTheCatalog() {
        let quoted = SchemaCatalog.all.flatMap { schema in schema.examples.map { "\(schema.identifier): \($0)" } }
        let listed = schemaExamples.map { "\($0.schema): \($0.text)" }
        #expect(quoted.sorted() == listed.sorted())
    }
}

/// Open text compares case- and punctuation-insensitively, as corpora do.
private func folded(_ value: ParameterValue) -> ParameterValue {
    switch value {
    case .string(let text): .string(fold(text))
    case .person(let text): .person(fold(text))
    case .list(let items): .list(items.map(folded))
    default: value
    }
}

private func fold(_ text: String) -> String {
    text.lowercased().filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "@" || $0 == "." }
        .trimmingCharacters(in: CharacterSet(charactersIn: ". "))
}
