import Foundation
import PhraseMatching
import PhrasebookTestSupport
import Testing

@testable import Phrasebook

/// The conversations of issue 18 on the demo apps, each example of the issue as a regression test,
/// and the scripted demo conversations (own and held-out).
@Suite struct ConversationScriptTests {
    static func demoAssistant() async throws -> Assistant {
        let model = try DemoApps.model()
        return try await Assistant(apps: model.apps.map(AppRegistration.init(manifest:)))
    }

    /// Says each line in turn on a new conversation.
    static func say(_ lines: [String], authentication: AuthenticationState = .unlocked) async throws
        -> [ConversationTurn]
    {
        let conversation = try await demoAssistant().conversation()
        var turns: [ConversationTurn] = []
        for line in lines { turns.append(try await conversation.respond(to: line, authentication: authentication)) }
        return turns
    }

    static func parameters(_ turn: ConversationTurn) -> [String: JSONValue] {
        guard case .completed(let completion) = turn.outcome else { return [:] }
        return Dictionary(completion.parameters.map { ($0.name, $0.value.json) }, uniquingKeysWith: { a, _ in a })
    }

    // MARK: - The examples of the issue

    @Test func anAnswerWithACountAndAPluralIsTakenWhole() async throws {
        let turns = try await Self.say(["order soup in soup chef", "actually make it two clam chowders"])
        #expect(turns[0].kind == "needsValue")
        #expect(turns[1].kind == "completed")
        #expect(Self.parameters(turns[1])["soup"] == .string("clam-chowder"))
        #expect(Self.parameters(turns[1])["quantity"] == .number(2))
        #expect(turns[1].dialog?.full == "Ordered 2 Clam Chowders. It will be ready in about 15 minutes.")
    }

    @Test func aTypoInAnAnswerReads() async throws {
        let turns = try await Self.say(["order soup in soup chef", "tomatoe"])
        #expect(Self.parameters(turns[1])["soup"] == .string("tomato"))
    }

    @Test func aSideQuestionKeepsThePendingOrder() async throws {
        let turns = try await Self.say(["order soup in soup chef", "what soups do you have", "the miso one"])
        #expect(turns[1].intent == "ShowMenu")
        #expect(turns[1].dialog?.full == "Here's today's menu. Which soup would you like?")
        #expect(turns[1].pendingQuestion?.full == "Which soup would you like?")
        #expect(turns[2].intent == "OrderSoup")
        #expect(Self.parameters(turns[2])["soup"] == .string("miso"))
    }

    @Test func aNewRequestThatAsksReplacesThePendingOneAndSaysSo() async throws {
        let turns = try await Self.say(["order soup in soup chef", "play a playlist on jukebox", "road trip"])
        #expect(turns[1].replaced == "Order Soup")
        #expect(turns[1].dialog?.full == "OK, not Order Soup then. Which playlist?")
        #expect(Self.parameters(turns[2])["playlist"] == .string("road-trip"))
    }

    @Test func noDontDeclinesAConfirmation() async throws {
        let turns = try await Self.say(["clear my to do list", "no don't"])
        #expect(turns[0].kind == "needsConfirmation")
        #expect(turns[1].kind == "cancelled")
    }

    @Test(arguments: ["yeah go ahead", "sure", "do it", "yep", "okay"])
    func yesInManyWords(_ words: String) async throws {
        let turns = try await Self.say(["cancel my soup order in soup chef", words])
        #expect(turns[1].kind == "completed")
    }

    @Test(arguments: ["no don't", "nope", "not now", "stop", "nah"])
    func noInManyWords(_ words: String) async throws {
        let turns = try await Self.say(["cancel my soup order in soup chef", words])
        #expect(turns[1].kind == "cancelled")
    }

    @Test func sameAgainRepeatsTheLastRequestWithItsValues() async throws {
        let turns = try await Self.say([
            "order soup in soup chef", "the tomato one", "order soup in soup chef", "same again",
        ])
        // "same again" while the same request asks for its soup: the last order's soup.
        #expect(turns[3].kind == "completed")
        #expect(Self.parameters(turns[3])["soup"] == .string("tomato"))
        let again = try await Self.say(["order soup in soup chef", "the tomato one", "same again"])
        #expect(again[2].kind == "completed")
        #expect(Self.parameters(again[2])["soup"] == .string("tomato"))
        let confirmed = try await Self.say(["cancel my soup order in soup chef", "yes", "do that again"])
        #expect(confirmed[2].kind == "needsConfirmation")
    }

    @Test func aSizeSaidBeforeTheQuestionIsNotDropped() async throws {
        let turns = try await Self.say(["order a large soup in soup chef", "clam chowder"])
        #expect(Self.parameters(turns[1])["size"] == .string("large"))
        #expect(Self.parameters(turns[1])["soup"] == .string("clam-chowder"))
    }

    @Test func twoValuesForOneEntityAreAskedAbout() async throws {
        let turns = try await Self.say(["order tomato soup and lentil in soup chef", "the second one"])
        #expect(turns[0].kind == "needsDisambiguation")
        if case .needsDisambiguation(_, let options, _) = turns[0].outcome {
            #expect(options == ["Tomato Soup", "Lentil Soup"])
        }
        #expect(Self.parameters(turns[1])["soup"] == .string("lentil"))
    }

    @Test func aLongRequestIsNotSearchedForSkippedValues() async throws {
        #expect(Conversation.maxUnreadWords == 32)
        let filler = Array(repeating: "um", count: Conversation.maxUnreadWords).joined(separator: " ")
        let long = try await Self.say(["\(filler) order a large soup in soup chef", "miso"])
        let short = try await Self.say(["um order a large soup in soup chef", "miso"])
        #expect(long[0].kind == "needsValue" && long[1].kind == "completed")
        #expect(Self.parameters(short[1])["size"] == .string("large"))
        #expect(Self.parameters(long[1])["size"] == nil)
    }

    @Test func wordsOfATextValueAreNotReadAsOtherValues() async throws {
        let turns = try await Self.say(["remind me to call the office"])
        #expect(Self.parameters(turns[0])["title"] == .string("call the office"))
        #expect(Self.parameters(turns[0])["list"] == nil)
    }

    @Test func correctionsBeforeCompletion() async throws {
        let three = try await Self.say(["order two soups in soup chef", "no, three", "lentil"])
        #expect(three[1].kind == "needsValue")
        #expect(Self.parameters(three[2])["quantity"] == .number(3))
        let miso = try await Self.say(["order a small soup in soup chef", "make that miso"])
        #expect(Self.parameters(miso[1])["soup"] == .string("miso"))
        let small = try await Self.say(["order a large soup in soup chef", "not large, small", "tomato"])
        #expect(Self.parameters(small[2])["size"] == .string("small"))
    }

    @Test func aCorrectionAfterAConfirmationAsksAgain() async throws {
        let turns = try await Self.say(["delete all my work tasks", "no, groceries", "yes"])
        #expect(turns[0].dialog?.full == "Delete all of your Work tasks? This can't be undone.")
        #expect(turns[1].kind == "needsConfirmation")
        #expect(turns[1].dialog?.full == "Delete all of your Groceries tasks? This can't be undone.")
        #expect(Self.parameters(turns[2])["list"] == .string("groceries"))
    }

    @Test func anOptionalPlaceholderVanishesWithItsSpace() async throws {
        let everything = try await Self.say(["delete all my tasks", "yes"])
        #expect(everything[0].dialog?.full == "Delete all of your tasks? This can't be undone.")
        #expect(everything[1].dialog?.full == "All of your tasks have been deleted.")
        let music = try await Self.say(["play some music on jukebox"])
        #expect(music[0].dialog?.full == "Playing music.")
    }

    @Test func aNoMatchSuggestionIsAQuestionAYesTakesUp() async throws {
        let turns = try await Self.say(["ordr tomatoe soup frm sop chf", "yes"])
        #expect(turns[0].kind == "noMatch")
        #expect(turns[0].dialog?.full.hasPrefix("Sorry, I didn't get that. Did you mean “") == true)
        #expect(turns[1].kind == "completed")
        #expect(Self.parameters(turns[1])["soup"] == .string("tomato"))
        // a value the suggestion guessed, but nobody said, is asked for.
        let guessed = try await Self.say(["set the volume on jukebox", "yes"])
        #expect(guessed[0].dialog?.full.contains("Did you mean") == true)
        #expect(guessed[1].kind == "needsValue")
        #expect(guessed[1].dialog?.full == "What volume, from 0 to 100?")
    }

    /// A small manifest: two apps with the same intent, and an intent whose dialog counts.
    static let rendering = #"""
        {"apps": [
          {"name": "Kitchen", "intents": [{"name": "OpenSettings", "phrases": ["open settings [in {applicationName}]"]}]},
          {"name": "Garage", "intents": [{"name": "OpenSettings", "phrases": ["open settings [in {applicationName}]"]}]},
          {"name": "Bakery",
           "enums": {"Size": {"cases": [{"value": "large", "title": "Large"}, {"value": "small", "title": "Small"}]}},
           "entities": {"Bread": {"values": [{"id": "loaf", "title": "Sourdough Loaf"}, {"id": "bun", "title": "Bun"}]}},
           "intents": [{"name": "BuyBread", "parameters": [
              {"name": "count", "type": "Int", "default": 1}, {"name": "size", "type": "Size", "optional": true},
              {"name": "bread", "type": "Bread"}],
            "phrases": ["buy [{count}] [{size}] {bread} [in {applicationName}]"],
            "dialog": "Bought {count} {size? }{bread} for {who}."}]}
        ]}
        """#

    static func renderingConversation() async throws -> Conversation {
        let model = try ManifestLoader.load(json: rendering, file: "rendering.json")
        return try await Assistant(apps: model.apps.map(AppRegistration.init(manifest:))).conversation()
    }

    /// A bare hour is either half of the day: the conversation asks, never guesses.
    @Test func aBareHourIsAskedAbout() async throws {
        let manifest = #"""
            {"apps": [{"name": "Clock", "intents": [{"name": "SetAlarm",
              "parameters": [{"name": "time", "type": "Date"}],
              "phrases": ["wake me up at {time} [in {applicationName}]"], "dialog": "Alarm set for {time}."}]}]}
            """#
        let model = try ManifestLoader.load(json: manifest, file: "clock.json")
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        // Sunday 2026-11-22 09:30 UTC.
        let context = ValueContext(now: Date(timeIntervalSince1970: 1_795_339_800), calendar: calendar)
        let assistant = try await Assistant(apps: model.apps.map(AppRegistration.init(manifest:)))
        for (answer, time) in [
            ("pm", "2026-11-22T19:00"), ("in the morning", "2026-11-23T07:00"), ("7 AM", "2026-11-23T07:00"),
        ] {
            let conversation = assistant.conversation(context: context)
            let asked = try await conversation.respond(to: "wake me up at seven")
            #expect(asked.kind == "needsDisambiguation")
            #expect(asked.dialog?.full == "Which time? 7 PM or 7 AM")
            let done = try await conversation.respond(to: answer)
            #expect(Self.parameters(done)["time"] == .string(time), "\(answer)")
        }
        // a part of the day, or a meridiem, leaves nothing to ask.
        let conversation = assistant.conversation(context: context)
        let evening = try await conversation.respond(to: "wake me up at seven tomorrow evening")
        #expect(Self.parameters(evening)["time"] == .string("2026-11-23T19:00"))
    }

    @Test func ambiguityPromptsNameIntentsByTitle() async throws {
        let turn = try await Self.renderingConversation().respond(to: "open settings")
        #expect(turn.kind == "ambiguous")
        #expect(turn.dialog?.full == "Did you mean Open Settings in Kitchen or Open Settings in Garage?")
    }

    @Test func countedValuesAreInThePluralAndEmptyOnesVanish() async throws {
        let conversation = try await Self.renderingConversation()
        let two = try await conversation.respond(to: "buy 2 large sourdough loaf in bakery")
        #expect(two.dialog?.full == "Bought 2 Large Sourdough Loaves for.")
        let one = try await conversation.respond(to: "buy a bun in bakery")
        #expect(one.dialog?.full == "Bought 1 Bun for.")
        let three = try await conversation.respond(to: "buy 3 bun in bakery")
        #expect(three.dialog?.full == "Bought 3 Buns for.")
    }

    @Test func aYesOrNoParameterReadsTheTable() async throws {
        let model = try ManifestLoader.load(contentsOf: repositoryPath("Corpus/examples/planner.json"))
        let conversation = try await Assistant(apps: model.apps.map(AppRegistration.init(manifest:)))
            .conversation()
        var turn = try await conversation.respond(to: "switch dark mode")
        #expect(turn.kind == "noMatch")
        turn = try await conversation.respond(to: "yeah go ahead")
        #expect(turn.kind == "needsValue")
        turn = try await conversation.respond(to: "sure")
        #expect(Self.parameters(turn)["enabled"] == .bool(true))
    }

    @Test func oddAnswersAtEveryStageNeverTrap() async throws {
        let assistant = try await Self.demoAssistant()
        let words = [
            "no", "not", ",", "make", "that", "it", "two", "large", "soups", "the", "one", "same", "again", "yes",
            "don't", "miso", "chowders", "{", "}", "?", "0", "-3", "99999999999999999999", "é", "", "  ", "but",
            "i", "meant", "order", "soup", "in", "soup", "chef", "clear", "my", "to", "do", "list", "stop",
        ]
        let openers = ["order soup in soup chef", "clear my to do list", "play a playlist on jukebox", "same again"]
        var generator = SeededGenerator(state: 18)
        for round in 0..<60 {
            let conversation = assistant.conversation()
            _ = try await conversation.respond(to: openers[round % openers.count])
            for _ in 0..<4 {
                let count = Int.random(in: 0...7, using: &generator)
                let text = (0..<count).map { _ in words.randomElement(using: &generator) ?? "" }.joined(separator: " ")
                let turn = try await conversation.respond(to: text)
                #expect(!turn.kind.isEmpty)
                _ = turn.dialog
            }
        }
        let english = ConversationLanguage.english
        for text in ["not", "not ,", ", not", "no no no", "not large but", "make that", "", "not,,,", "x not"] {
            _ = english.correction(text)
        }
    }

    @Test func aPlaceholderNamingNoParameterIsAWarningAndReadsAsNothing() async throws {
        let json = #"""
            {"apps": [{"name": "Door", "intents": [{"name": "Lock",
              "parameters": [{"name": "door", "type": "String", "optional": true}],
              "phrases": ["lock [the] {door} with {applicationName}", "lock up with {applicationName}"],
              "dialog": "Locked {dor}.", "confirmation": "Lock {door? }now?"}]}]}
            """#
        let model = try ManifestLoader.load(json: json, file: "door.json")
        let warnings = try IntentMatcher(model: model).warnings
        #expect(
            warnings.map(\.message) == [
                "the dialog of intent 'Lock' names '{dor}', which is not a parameter, so it always reads as nothing"
            ])
        #expect(warnings.first?.source == "apps[0].intents[0].dialog")
        let conversation = try await Assistant(apps: model.apps.map(AppRegistration.init(manifest:))).conversation()
        let asked = try await conversation.respond(to: "lock up with door")
        #expect(asked.dialog?.full == "Lock now?")
        let done = try await conversation.respond(to: "yes")
        #expect(done.dialog?.full == "Locked.")
        let shed = try await conversation.respond(to: "lock the shed with door")
        #expect(shed.dialog?.full == "Lock shed now?")
    }

    // MARK: - Pieces

    @Test func identifiersAreSpokenAsWords() {
        #expect(Conversation.spokenTitle("OpenSettings") == "Open Settings")
        #expect(Conversation.spokenTitle("order_soup") == "order soup")
        #expect(Conversation.spokenTitle("Order Soup") == "Order Soup")
        #expect(Conversation.spokenTitle("") == "")
    }

    @Test func pluralsFollowTheEnglishTable() {
        let english = ConversationLanguage.forLocale("en-US")
        #expect(english.plural("Tomato Soup") == "Tomato Soups")
        #expect(english.plural("Clam Chowder") == "Clam Chowders")
        #expect(english.plural("Lunch Box") == "Lunch Boxes")
        #expect(english.plural("Berry") == "Berries")
        #expect(english.plural("Day") == "Days")
        #expect(english.plural("Child") == "Children")
        #expect(english.plural("") == "")
    }

    @Test func correctionsLoseTheirOpeningWords() {
        let english = ConversationLanguage.forLocale("en")
        #expect(english.correction("no, three") == "three")
        #expect(english.correction("not large, small") == "small")
        #expect(english.correction("not large but small") == "small")
        #expect(english.correction("small not large") == "small")
        #expect(english.correction("make that miso") == "miso")
        #expect(english.correction("no, not large, small") == "small")
        #expect(english.correction("actually not large but small please") == "small please")
        #expect(english.correction("tomato") == nil)
        #expect(english.correction("no") == nil)
        #expect(english.correction("not,") == nil)
    }

    // MARK: - The corpus format and the demo scripts

    @Test func scriptsParseAndMalformedOnesAreReported() throws {
        let good = #"{"name": "n", "turns": [{"say": "hi", "auth": "locked", "expect": {"outcome": "noMatch"}}]}"#
        let scripts = try ConversationCorpus.parse(good, file: "x.jsonl")
        #expect(scripts.count == 1 && scripts[0].turns[0].authentication == .locked)
        #expect(ConversationCorpus.holdsScripts(good))
        #expect(!ConversationCorpus.holdsScripts(#"{"text": "hi", "expect": null}"#))
        let bad = [
            #"{"turns": []}"#, #"{"turns": [{"say": "x"}]}"#,
            #"{"turns": [{"say": "x", "expect": {"outcome": "done"}}]}"#,
            #"{"turns": [{"say": "x", "expect": {"outcome": "completed", "extra": 1}}]}"#, "not json",
        ]
        do {
            _ = try ConversationCorpus.parse(bad.joined(separator: "\n"), file: "bad.jsonl")
            Issue.record("malformed scripts parsed")
        } catch {
            #expect(error.diagnostics.count == bad.count)
            #expect(error.diagnostics.map(\.source) == (1...bad.count).map { "bad.jsonl:\($0)" })
        }
    }

    @Test func aFailingTurnIsReportedWithItsNumber() async throws {
        let text = #"""
            {"name": "asks", "turns": [{"say": "order soup in soup chef", "expect": {"outcome": "needsValue"}}, {"say": "purple", "expect": {"outcome": "completed"}}]}
            """#
        let report = try await Self.demoAssistant().run(ConversationCorpus.parse(text, file: "f.jsonl"))
        #expect(report.total == 1 && report.passed == 0)
        #expect(report.failures.first?.turn == 2)
        #expect(report.failures.first?.reason.hasPrefix("expected completed, got needsValue OrderSoup.soup") == true)
    }

    @Test func theDemoScriptsPassAndTheHeldOutOnesMostly() async throws {
        let assistant = try await Self.demoAssistant()
        let own = try ConversationCorpus.load(
            contentsOf: repositoryPath("Corpus/demo/conversations/demo.jsonl"))
        let heldOut = try ConversationCorpus.load(
            contentsOf: repositoryPath("Corpus/demo/conversations/heldout.jsonl"))
        #expect(own.count >= 40)
        #expect(heldOut.count == 20)
        let ownReport = await assistant.run(own)
        #expect(ownReport.failures.isEmpty, "\(ownReport.failures.map { "\($0.script.name): \($0.reason)" })")
        let heldOutReport = await assistant.run(heldOut)
        #expect(heldOutReport.passRate >= 0.9, "\(heldOutReport.failures.map { "\($0.script.name): \($0.reason)" })")
    }
}
