import Foundation
import PhraseMatching
import Phrasebook
import Testing

/// An utterance for the demo apps (`Corpus/demo/demo.json`) and how it must resolve.
struct DemoUtterance: Sendable, CustomTestStringConvertible {
    var text: String
    var outcome: IntentMatch.Outcome
    /// For `rejected`, the app and (for an intent-level negative phrase) intent of the negative phrase.
    var app: String?
    var intent: String?
    /// Every parameter with a value, defaults included; nothing else may have one.
    var parameters: [String: ParameterValue] = [:]
    var missing: [String] = []
    var reason: IntentMatch.NoMatchReason?

    var testDescription: String { "\"\(text)\"" }

    static func matched(
        _ text: String, _ app: String, _ intent: String, _ parameters: [String: ParameterValue] = [:],
        missing: [String] = []
    ) -> DemoUtterance {
        DemoUtterance(text: text, outcome: .matched, app: app, intent: intent, parameters: parameters, missing: missing)
    }

    /// Vetoed by a negative phrase of `app` (and of `intent`, when the phrase belongs to one).
    static func rejected(_ text: String, _ app: String, _ intent: String? = nil) -> DemoUtterance {
        DemoUtterance(text: text, outcome: .rejected, app: app, intent: intent)
    }

    static func noMatch(_ text: String, _ reason: IntentMatch.NoMatchReason) -> DemoUtterance {
        DemoUtterance(text: text, outcome: .noMatch, reason: reason)
    }
}

/// Records an issue unless `expected.text` resolves as `expected` says.
private func expectMatch(_ expected: DemoUtterance, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let match = try demoMatcher.get().match(expected.text)
    #expect(match.outcome == expected.outcome, sourceLocation: sourceLocation)
    #expect(match.app == expected.app, sourceLocation: sourceLocation)
    #expect(match.intent == expected.intent, sourceLocation: sourceLocation)
    let parameters = Dictionary(uniqueKeysWithValues: match.parameters.map { ($0.name, $0.value) })
    #expect(parameters == expected.parameters, sourceLocation: sourceLocation)
    #expect(match.missing == expected.missing, sourceLocation: sourceLocation)
    #expect(match.reason == expected.reason, sourceLocation: sourceLocation)
}

@Suite("Demo apps")
struct DemoMatchingTests {
    static let soupChefUtterances: [DemoUtterance] = [
        .matched(
            "order two large tomato soups in soup chef", "Soup Chef", "OrderSoup",
            ["soup": .string("tomato"), "quantity": .int(2), "size": .string("large")]),
        .matched(
            "order a dozen miso soups in soup chef", "Soup Chef", "OrderSoup",
            ["soup": .string("miso"), "quantity": .int(12)]),
        .matched(
            "order tomato soup in soup chef", "Soup Chef", "OrderSoup",
            ["soup": .string("tomato"), "quantity": .int(1)]),
        .matched(
            "order 2 large tomato soups in soup chef", "Soup Chef", "OrderSoup",
            ["soup": .string("tomato"), "quantity": .int(2), "size": .string("large")]),
        .matched(
            "Order 3 BIG Clam Chowder soups, please, at SoupChef!", "Soup Chef", "OrderSoup",
            ["soup": .string("clam-chowder"), "quantity": .int(3), "size": .string("large")]),
        .matched(
            "i'd like a big bowl of lentil soup", "Soup Chef", "OrderSoup",
            ["soup": .string("lentil"), "quantity": .int(1), "size": .string("large")]),
        .matched("I’ll have a miso", "Soup Chef", "OrderSoup", ["soup": .string("miso"), "quantity": .int(1)]),
        .matched(
            "can i get 2 cups of french onion", "Soup Chef", "OrderSoup",
            ["soup": .string("french-onion"), "quantity": .int(2)]),
        .matched(
            "order a normal lentil in the soup shop", "Soup Chef", "OrderSoup",
            ["soup": .string("lentil"), "quantity": .int(1), "size": .string("medium")]),
        .matched("soup chef order miso", "Soup Chef", "OrderSoup", ["soup": .string("miso"), "quantity": .int(1)]),
        .matched(
            "order 20 tomato soups in soup chef", "Soup Chef", "OrderSoup",
            ["soup": .string("tomato"), "quantity": .int(20)]),
        .matched("order soup at soup chef", "Soup Chef", "OrderSoup", ["quantity": .int(1)], missing: ["soup"]),
        .matched("where's my soup order in soup chef", "Soup Chef", "CheckOrderStatus"),
        .matched("what’s on the menu at the soup shop", "Soup Chef", "ShowMenu"),
        .matched("cancel my order", "Soup Chef", "CancelOrder"),
        .matched("i don't want my soup anymore", "Soup Chef", "CancelOrder"),
        .rejected("what soup should i cook tonight", "Soup Chef"),
        .rejected("how do i make tomato soup", "Soup Chef"),
        .rejected("what time does soup chef open", "Soup Chef"),
        .rejected("order of the soups in the menu", "Soup Chef", "OrderSoup"),
        .rejected("what soup should i order tonight", "Soup Chef", "OrderSoup"),
        .rejected("cancel my subscription in soup chef", "Soup Chef", "CancelOrder"),
    ]

    static let taskmasterUtterances: [DemoUtterance] = [
        .matched(
            "add buy milk to my groceries list in task master", "Taskmaster", "AddTask",
            ["title": .string("buy milk"), "list": .string("groceries")]),
        .matched(
            "please add milk to my grocery list", "Taskmaster", "AddTask",
            ["title": .string("milk"), "list": .string("groceries")]),
        .matched(
            "put eggs on my work list", "Taskmaster", "AddTask", ["title": .string("eggs"), "list": .string("work")]),
        .matched("remind me to call mom", "Taskmaster", "AddTask", ["title": .string("call mom")]),
        // the open slot ends where the app name begins
        .matched("remind me to buy milk in taskmaster", "Taskmaster", "AddTask", ["title": .string("buy milk")]),
        .matched("add call mom to my to do list", "Taskmaster", "AddTask", ["title": .string("call mom")]),
        .matched("add a task in taskmaster", "Taskmaster", "AddTask", missing: ["title"]),
        .matched("mark pay rent as done", "Taskmaster", "CompleteTask", ["title": .string("pay rent")]),
        .matched("tick milk off my list", "Taskmaster", "CompleteTask", ["title": .string("milk")]),
        .matched("what's on my work list", "Taskmaster", "ShowTasks", ["list": .string("work")]),
        .matched("show me my to do list", "Taskmaster", "ShowTasks"),
        .matched("clear my to do list", "Taskmaster", "DeleteAllTasks"),
        .matched("delete all my tasks in taskmaster", "Taskmaster", "DeleteAllTasks"),
        .rejected("how do i make a to do list", "Taskmaster"),
        .rejected("add an event to my calendar", "Taskmaster", "AddTask"),
        .rejected("mark this email as read", "Taskmaster", "CompleteTask"),
        .rejected("delete all my emails", "Taskmaster", "DeleteAllTasks"),
    ]

    static let jukeboxUtterances: [DemoUtterance] = [
        .matched("play some rap on the jukebox", "Jukebox", "PlayMusic", ["genre": .string("hip-hop")]),
        .matched("play Hip-Hop on the Juke Box", "Jukebox", "PlayMusic", ["genre": .string("hip-hop")]),
        .matched("jukebox play jazz", "Jukebox", "PlayMusic", ["genre": .string("jazz")]),
        .matched("play lo fi beats", "Jukebox", "PlayMusic", ["genre": .string("lofi")]),
        .matched("play some music", "Jukebox", "PlayMusic"),
        .matched(
            "play my dinner party playlist on jukebox", "Jukebox", "PlayPlaylist", ["playlist": .string("dinner-party")]
        ),
        .matched("play workout playlist", "Jukebox", "PlayPlaylist", ["playlist": .string("morning-run")]),
        .matched("shuffle road trip", "Jukebox", "PlayPlaylist", ["playlist": .string("road-trip")]),
        .matched("set the volume to 40 on jukebox", "Jukebox", "SetVolume", ["level": .int(40)]),
        // number words, and a typo in one, through the fuzzy tier.
        .matched("set volume to seventy", "Jukebox", "SetVolume", ["level": .int(70)]),
        .matched("set volume to sevnety", "Jukebox", "SetVolume", ["level": .int(70)]),
        .matched("set the volume to one hundred on jukebox", "Jukebox", "SetVolume", ["level": .int(100)]),
        .noMatch(
            "set the volume to one hundred and five on jukebox",
            .outOfRange(parameter: "volume", value: 105, limit: 100)),
        .matched("set volume to 0", "Jukebox", "SetVolume", ["level": .int(0)]),
        .matched("turn it up to 80 percent", "Jukebox", "SetVolume", ["level": .int(80)]),
        .matched("pause the music", "Jukebox", "Pause"),
        .matched("juke box pause", "Jukebox", "Pause"),
        .matched("skip this song on jukebox", "Jukebox", "SkipTrack"),
        .matched("next track", "Jukebox", "SkipTrack"),
        .rejected("play a game on jukebox", "Jukebox"),
        .rejected("play with the dog", "Jukebox"),
        .rejected("skip breakfast", "Jukebox", "SkipTrack"),
        .rejected("set the tv volume to 20", "Jukebox", "SetVolume"),
        .rejected("set the temperature to 70", "Jukebox", "SetVolume"),
        .rejected("stop the alarm", "Jukebox", "Pause"),
    ]

    static let nothingUtterances: [DemoUtterance] = [
        .noMatch("order pizza", .noPhraseFits),
        .noMatch("what's the weather tomorrow", .noPhraseFits),
        .noMatch("asdf", .noPhraseFits),
        .noMatch("", .empty),
        .noMatch("  ?! ", .empty),
        .noMatch(Array(repeating: "soup", count: 129).joined(separator: " "), .tooManyTokens(count: 129, limit: 128)),
        .noMatch(String(repeating: "a", count: 5_000), .inputTooLong(length: 5_000, limit: 4_096)),
    ]

    @Test("Soup Chef", arguments: soupChefUtterances)
    func soupChef(_ utterance: DemoUtterance) throws { try expectMatch(utterance) }

    @Test("Taskmaster", arguments: taskmasterUtterances)
    func taskmaster(_ utterance: DemoUtterance) throws { try expectMatch(utterance) }

    @Test("Jukebox", arguments: jukeboxUtterances)
    func jukebox(_ utterance: DemoUtterance) throws { try expectMatch(utterance) }

    @Test("nothing matches", arguments: nothingUtterances)
    func nothingMatches(_ utterance: DemoUtterance) throws { try expectMatch(utterance) }

    @Test("a String value is the text as written in the utterance")
    func openSlotKeepsTheOriginalText() throws {
        let match = try demoMatcher.get().match("Remind me to Call Mom, ASAP in Taskmaster")
        #expect(match.intent == "AddTask")
        #expect(match[parameter: "title"] == .string("Call Mom, ASAP"))
    }

    @Test("a suggestion reads a word that was said, not only a function word")
    func suggestionsReadAWordSaid() throws {
        let matcher = try demoMatcher.get()
        // the closest reading shares only "the" or "this" with these ("skip the", its track left empty).
        // or only it and "where is my" ("where is my soup", its soup an example value).
        for text in [
            "navigate to the nearest gas station", "what's the weather like", "tell me about the oscars",
            "where is my amazon package", "has there been anything breaking this afternoon",
        ] {
            let match = matcher.match(text)
            #expect(match.outcome == .noMatch, "\(text)")
            #expect(match.suggestions.isEmpty, "\(text): \(match.suggestions)")
        }
        // one that reads a word of the request is still offered.
        #expect(matcher.match("order a pizza").suggestions == ["order a Tomato Soup"])
        #expect(matcher.match("check the status of my flight").suggestions == ["check the status of my order"])
    }

    @Test("the demo compiles without warnings")
    func demoCompilesCleanly() throws {
        #expect(try demoMatcher.get().warnings.isEmpty)
    }
}
