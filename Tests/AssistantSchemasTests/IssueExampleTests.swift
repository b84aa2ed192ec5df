import AssistantSchemas
import Foundation
import Phrasebook
import Testing

/// A request of the blind schema test, the schema it asks for, and the values its words imply.
struct SchemaRequest: Sendable, CustomTestStringConvertible {
    var text: String
    var schema: String
    var values: [String: ParameterValue]

    var testDescription: String { text }
}

/// The schema requests the "trustworthy resolution" issue lists, and a few of their kin.
@Suite("Schema requests of the trustworthy-resolution issue")
struct IssueExampleTests {
    static let requests: [SchemaRequest] = [
        // values the verb implies are set
        SchemaRequest(text: "favorite this picture", schema: "photos.updateAsset", values: ["isFavorite": .bool(true)]),
        SchemaRequest(
            text: "unfavorite this photo", schema: "photos.updateAsset", values: ["isFavorite": .bool(false)]),
        SchemaRequest(
            text: "walking directions to the museum", schema: "maps.startNavigation",
            values: ["transportType": .string("walking"), "destination": .string("the museum")]),
        SchemaRequest(
            text: "get transit directions to the stadium", schema: "maps.startNavigation",
            values: ["transportType": .string("transit")]),
        SchemaRequest(
            text: "drive to the airport", schema: "maps.startNavigation", values: ["transportType": .string("driving")]),
        SchemaRequest(
            text: "mark the weekly newsletter email as read", schema: "mail.updateMail",
            values: ["isRead": .bool(true), "target": .list([.string("weekly newsletter")])]),
        SchemaRequest(text: "mark this email as unread", schema: "mail.updateMail", values: ["isRead": .bool(false)]),
        SchemaRequest(text: "flag this email", schema: "mail.updateMail", values: ["isFlagged": .bool(true)]),
        SchemaRequest(
            text: "mark the message from the lawyer as unread", schema: "messages.setMessageReadStatus",
            values: ["isRead": .bool(false), "message": .string("lawyer")]),
        SchemaRequest(
            text: "mark this reminder as done", schema: "reminders.updateReminder", values: ["isCompleted": .bool(true)]
        ),
        // an explicit dislike is a dislike, never a like
        SchemaRequest(
            text: "I don't like this track", schema: "audio.updateAudioAffinity",
            values: ["affinity": .string("dislike")]),
        SchemaRequest(
            text: "i do not like this song", schema: "audio.updateAudioAffinity",
            values: ["affinity": .string("dislike")]),
        SchemaRequest(
            text: "I hate this song", schema: "audio.updateAudioAffinity", values: ["affinity": .string("dislike")]),
        SchemaRequest(
            text: "I love this song", schema: "audio.updateAudioAffinity", values: ["affinity": .string("like")]),
        // the specific intent wins over the generic one
        SchemaRequest(
            text: "take a selfie", schema: "camera.startCapture",
            values: ["device": .string("front"), "mode": .string("photo")]),
        SchemaRequest(text: "take a photo", schema: "camera.openInCaptureMode", values: [:]),
        // a value begins before the word that introduces it when that word is part of it
        SchemaRequest(
            text: "remind me to call the bank tomorrow at 9am", schema: "reminders.createReminder",
            values: ["title": .string("call the bank"), "dueDate": .date("2026-11-23T09:00")]),
        SchemaRequest(
            text: "add dentist appointment tomorrow at 4pm", schema: "calendar.createEvent",
            values: ["title": .string("dentist appointment"), "startDate": .date("2026-11-23T16:00")]),
        SchemaRequest(
            text: "remind me to call mom tomorrow at eleven thirty", schema: "reminders.createReminder",
            values: ["title": .string("call mom"), "dueDate": .date("2026-11-23T11:30")]),
        SchemaRequest(
            text: "remind me to call mom tomorrow at 11", schema: "reminders.createReminder",
            values: ["title": .string("call mom"), "dueDate": .date("2026-11-23T11:00")]),
        SchemaRequest(
            text: "remind me to call the bank later today", schema: "reminders.createReminder",
            values: ["title": .string("call the bank"), "dueDate": .date("2026-11-22")]),
        SchemaRequest(
            text: "remind me to send the report by the end of the day", schema: "reminders.createReminder",
            values: ["title": .string("send the report"), "dueDate": .date("2026-11-22T17:00")]),
        SchemaRequest(
            text: "remind me to renew my passport first thing tomorrow", schema: "reminders.createReminder",
            values: ["title": .string("renew my passport"), "dueDate": .date("2026-11-23T09:00")]),
        SchemaRequest(
            text: "remind me to water the plants friday at noon", schema: "reminders.createReminder",
            values: ["title": .string("water the plants"), "dueDate": .date("2026-11-27T12:00")]),
        SchemaRequest(
            text: "create an event called team offsite on Wednesday", schema: "calendar.createEvent",
            values: ["title": .string("team offsite"), "startDate": .date("2026-11-25")]),
        SchemaRequest(
            text: "add a meeting with bob tomorrow at 3 pm", schema: "calendar.createEvent",
            values: ["attendees": .list([.person("Bob")]), "startDate": .date("2026-11-23T15:00")]),
        // the room a song is put on in is its destination, not part of what is played
        SchemaRequest(
            text: "put on Fleetwood Mac in the kitchen", schema: "audio.playAudio",
            values: ["query": .string("Fleetwood Mac"), "destination": .string("kitchen")]),
        // an alarm's time is a time of day: an hour alone is one, and so are minutes from now
        SchemaRequest(
            text: "please set the alarm for seven", schema: "clock.createAlarm",
            values: ["time": .date("2026-11-22T19:00")]),
        SchemaRequest(
            text: "wake me up in the morning at six", schema: "clock.createAlarm",
            values: ["time": .date("2026-11-23T06:00")]),
        SchemaRequest(
            text: "set an alarm for 20 minutes", schema: "clock.createAlarm",
            values: ["time": .date("2026-11-22T09:50")]),
        // an address is a destination, not an item to open
        SchemaRequest(
            text: "navigate to 500 Market Street", schema: "maps.startNavigation",
            values: ["destination": .string("500 Market Street")]),
    ]

    @Test(arguments: requests)
    func theRequestRoutesWithTheValuesItsWordsImply(_ request: SchemaRequest) throws {
        let match = try schemaApps.get().match(request.text, context: schemaCorpusNow)
        #expect(match.outcome == .matched, "\(match.outcome) \(match.candidates.map { "\($0.app)/\($0.intent)" })")
        #expect(match.schema == request.schema, "phrase: \(match.phrase ?? "-")")
        for (name, value) in request.values {
            #expect(match[parameter: name] == value, "\(name)")
        }
    }

    /// "go back a page" names no destination: no app of the twelve may act on it.
    @Test func goBackAPageIsNoNavigation() throws {
        let match = try schemaApps.get().match("go back a page", context: schemaCorpusNow)
        #expect(match.outcome == .noMatch, "\(match.schema ?? "-") \(match.phrase ?? "-")")
    }

    /// With one mail app, "mark the weekly newsletter as read" is that app's, with `isRead` set.
    /// (Among the twelve apps, a text message could be the newsletter too: that is a real ambiguity.)
    @Test func markingMailReadSetsIsRead() throws {
        let mail = try IntentMatcher(
            model: catalogModel(
                json: #"""
                    {"apps": [{"name": "Mailbox",
                      "entities": {"Message": {"schema": "mail.message", "searchesText": true, "values": [{"id": "m1", "title": "Invoice"}]}},
                      "intents": [{"name": "UpdateMail", "schema": "mail.updateMail"}]}]}
                    """#))
        let read = mail.match("mark the weekly newsletter as read", context: schemaCorpusNow)
        #expect(read.outcome == .matched && read.schema == "mail.updateMail")
        #expect(read[parameter: "isRead"] == .bool(true))
        #expect(read[parameter: "target"] == .list([.string("weekly newsletter")]))
        #expect(mail.match("mark the invoice as unread", context: schemaCorpusNow)[parameter: "isRead"] == .bool(false))
        #expect(
            mail.match("mark the invoice as unread", context: schemaCorpusNow)[parameter: "target"]
                == .list([.string("m1")]))
        let both = try schemaApps.get().match("mark the weekly newsletter as read", context: schemaCorpusNow)
        #expect(both.outcome != .matched || both[parameter: "isRead"] == .bool(true))
    }
}

/// Requests no schema should act on, though their words fit a catch-all phrase: a search with no
/// app named, and "me" or "you" inside a phrase, which say who the action is for.
@Suite("Requests a catch-all phrase must not take")
struct CatchAllRefusalTests {
    @Test(arguments: [
        "find out for me why the sky is blue", "search for the best pizza near me", "look up the capital of peru",
        "call me frank", "you can call me al", "i will call you jarvis", "tell me the steps to renew my passport",
        "tell my bank that i will be in rome next week",
    ])
    func nothingActivates(_ text: String) throws {
        let match = try schemaApps.get().match(text, context: schemaCorpusNow)
        #expect(match.outcome == .noMatch, "\(match.schema ?? "-") \(match.phrase ?? "-") \(match.score)")
    }

    @Test(arguments: [
        ("find bicycle in Seeker", "system.search"), ("search for mountains using Seeker", "system.search"),
        ("can you call frank", "phone.startCall"), ("could you please call my mom", "phone.startCall"),
        ("i want to call alice", "phone.startCall"),
        ("tell my mom that i will be late", "messages.sendMessage"),
    ])
    func theSameVerbsStillAct(_ text: String, _ schema: String) throws {
        let match = try schemaApps.get().match(text, context: schemaCorpusNow)
        #expect(match.outcome == .matched && match.schema == schema, "\(match.outcome) \(match.phrase ?? "-")")
    }
}
