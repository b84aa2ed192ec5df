import Foundation
import PhraseMatching
import Phrasebook
import Testing

/// Data that used to be accepted silently and misbehave later: each is now an error naming its place.
@Suite("Validation")
struct ValidationTests {
    static let loading: [ManifestProblems] = [
        ManifestProblems(
            "apps is null", #"{"apps": null}"#,
            [
                "apps: expected an array of apps, found a null"
            ]),
        ManifestProblems(
            "apps is empty", #"{"apps": []}"#,
            [
                "apps: the manifest has no apps, so no utterance can match"
            ]),
        ManifestProblems(
            "an Int default too large for a JSON number to hold exactly",
            kitchen(
                intents: intent(
                    parameters: #"{"name": "grams", "type": "Int", "default": 1e23}"#, phrases: ["weigh {grams}"])),
            [
                "apps[0].intents[0].parameters[0].default: the number 1e+23 overflows: an Int default must be smaller than 2^53 (9007199254740992) in size"
            ]),
        ManifestProblems(
            "an Int default of 2^53 + 1, which a JSON number reads as 2^53",
            kitchen(
                intents: intent(
                    parameters: #"{"name": "grams", "type": "Int", "default": 9007199254740993}"#,
                    phrases: ["weigh {grams}"])),
            [
                "apps[0].intents[0].parameters[0].default: the number 9007199254740992 overflows: an Int default must be smaller than 2^53 (9007199254740992) in size"
            ]),
        ManifestProblems(
            "a negative Ordinal default that overflows",
            kitchen(
                intents: intent(
                    parameters: #"{"name": "rank", "type": "Ordinal", "default": -1e300}"#, phrases: ["pick {rank}"])),
            [
                "apps[0].intents[0].parameters[0].default: the number -1e+300 overflows: an Ordinal default must be smaller than 2^53 (9007199254740992) in size"
            ]),
        ManifestProblems(
            "a Bool default that is a number",
            kitchen(
                intents: intent(parameters: #"{"name": "hot", "type": "Bool", "default": 1}"#, phrases: ["heat {hot}"])),
            [
                "apps[0].intents[0].parameters[0].default: expected true or false, found a number"
            ]),
        ManifestProblems(
            "a Date default that is a number",
            kitchen(
                intents: intent(parameters: #"{"name": "day", "type": "Date", "default": 3}"#, phrases: ["book {day}"])),
            [
                "apps[0].intents[0].parameters[0].default: expected a string, found a number"
            ]),
        ManifestProblems(
            "a Date default that is not a date",
            kitchen(
                intents: intent(
                    parameters: #"{"name": "day", "type": "Date", "default": "tomorrow"}"#, phrases: ["book {day}"])),
            [
                #"apps[0].intents[0].parameters[0].default: expected a date as "YYYY-MM-DD" or "YYYY-MM-DDTHH:MM", found "tomorrow""#
            ]),
        ManifestProblems(
            "a measurement default in a unit of another dimension",
            kitchen(
                intents: intent(
                    parameters:
                        #"{"name": "depth", "type": "Measurement<Length>", "default": {"value": 5, "unit": "kg"}}"#,
                    phrases: ["dig {depth}"])),
            [
                "apps[0].intents[0].parameters[0].default.unit: unknown unit 'kg' for Measurement<Length>"
            ]),
        ManifestProblems(
            "a list default that is not an array",
            kitchen(
                intents: intent(
                    parameters: #"{"name": "counts", "type": "[Int]", "default": 3}"#, phrases: ["count {counts}"])),
            [
                "apps[0].intents[0].parameters[0].default: expected an array, found a number"
            ]),
        ManifestProblems(
            "a list default with an item of the wrong type",
            kitchen(
                intents: intent(
                    parameters: #"{"name": "counts", "type": "[Int]", "default": [1, "two"]}"#,
                    phrases: ["count {counts}"])),
            [
                "apps[0].intents[0].parameters[0].default[1]: expected a number, found a string"
            ]),
    ]

    @Test("what loading refuses", arguments: loading)
    func loadingRefuses(_ row: ManifestProblems) {
        #expect(loadingProblems(row.json) == row.problems)
    }

    static let compiling: [ManifestProblems] = [
        ManifestProblems(
            "an Int default above its range",
            kitchen(
                intents: intent(
                    parameters: #"{"name": "quantity", "type": "Int", "default": 42, "range": [1, 20]}"#,
                    phrases: ["order {quantity}"])),
            [
                "apps[0].intents[0].parameters[0].default: the default 42 is outside the parameter's range [1, 20]"
            ]),
        ManifestProblems(
            "a Double default below its range",
            kitchen(
                intents: intent(
                    parameters: #"{"name": "ratio", "type": "Double", "default": -0.5, "range": [0, 1]}"#,
                    phrases: ["mix {ratio}"])),
            [
                "apps[0].intents[0].parameters[0].default: the default -0.5 is outside the parameter's range [0, 1]"
            ]),
        ManifestProblems(
            "an Ordinal default of 0",
            kitchen(
                intents: intent(
                    parameters: #"{"name": "rank", "type": "Ordinal", "default": 0}"#, phrases: ["pick {rank}"])),
            [
                "apps[0].intents[0].parameters[0].default: an Ordinal default is a position, from 1, found 0"
            ]),
        ManifestProblems(
            "a negative Duration default",
            kitchen(
                intents: intent(
                    parameters: #"{"name": "wait", "type": "Duration", "default": -60}"#, phrases: ["wait {wait}"])),
            [
                "apps[0].intents[0].parameters[0].default: a Duration default is a number of seconds, 0 or more, found -60"
            ]),
        ManifestProblems(
            "an enum default that is not a case",
            kitchen(
                intents: intent(
                    parameters: #"{"name": "size", "type": "Size", "default": "huge"}"#, phrases: ["cook {size}"]),
                #""enums": {"Size": {"cases": [{"value": "small"}, {"value": "large"}]}}"#),
            [
                "apps[0].intents[0].parameters[0].default: 'huge' is not a case of enum 'Size' (cases are: small, large)"
            ]),
        ManifestProblems(
            "an entity id used twice",
            kitchen(
                intents: intent(parameters: #"{"name": "dish", "type": "Dish"}"#, phrases: ["cook {dish}"]),
                #""entities": {"Dish": {"values": [{"id": "pasta", "title": "Pasta"}, {"id": "pasta", "title": "Penne"}]}}"#
            ),
            [
                "apps[0].entities.Dish: entity 'Dish' has the id 'pasta' more than once, so the later values would resolve to the first"
            ]),
        ManifestProblems(
            "an enum value used twice",
            kitchen(
                intents: intent(parameters: #"{"name": "size", "type": "Size"}"#, phrases: ["cook {size}"]),
                #""enums": {"Size": {"cases": [{"value": "small"}, {"value": "small", "title": "Little"}]}}"#),
            [
                "apps[0].enums.Size: enum 'Size' has the case value 'small' more than once"
            ]),
        ManifestProblems(
            "an app name with no word characters",
            #"{"apps": [{"name": "!!!", "synonyms": ["Bang", "..."], "intents": [{"name": "Go", "phrases": ["go in {applicationName}"]}]}]}"#,
            [
                "apps[0].name: the app name '!!!' has no words, so {applicationName} can never match it",
                "apps[0].synonyms[1]: the app name '...' has no words, so {applicationName} can never match it",
            ]),
    ]

    @Test("what compiling refuses", arguments: compiling)
    func compilingRefuses(_ row: ManifestProblems) throws {
        #expect(try compileProblems(row.json) == row.problems)
    }

    /// An app with many entity values is compiled on two threads (its data checked and its
    /// phrases parsed beside its vocabularies): the problems, and their order, are a small app's.
    @Test("a large app reports its problems as a small one does", arguments: [3, 25_000])
    func largeAppProblems(values: Int) throws {
        // titles of letters only, all different: "aa", "ab", …
        let titles = (0..<values).map { number in
            String(
                String.UnicodeScalarView(
                    [number / 676 % 26, number / 26 % 26, number % 26].map { Unicode.Scalar(UInt8(97 + $0)) }))
        }
        let entries = titles.enumerated().map { #"{"id": "d\#($0.offset)", "title": "\#($0.element)"}"# }
        let json = kitchen(
            intents: intent(parameters: #"{"name": "dish", "type": "Dish"}"#, phrases: ["cook {dish}", "bake {dish"]),
            #""entities": {"Dish": {"values": [\#((entries + [#"{"id": "d0", "title": "again"}"#]).joined(separator: ", "))]}}"#
        )
        let problems = try compileProblems(json)
        #expect(problems.count == 2)
        #expect(
            problems.first
                == "apps[0].entities.Dish: entity 'Dish' has the id 'd0' more than once, so the later values would resolve to the first"
        )
        #expect(problems.last?.hasPrefix("apps[0].intents[0].phrases[1]") == true)
    }

    @Test("defaults within range, and units in any form, are accepted")
    func validDefaults() throws {
        let json = kitchen(
            intents: intent(
                parameters: """
                    {"name": "quantity", "type": "Int", "default": 20, "range": [1, 20]},
                    {"name": "rank", "type": "Ordinal", "default": 1},
                    {"name": "depth", "type": "Measurement<Length>", "default": {"value": 5, "unit": "kilometres"}}
                    """, phrases: ["order [{quantity}]"]))
        let matcher = try IntentMatcher(model: ManifestLoader.load(json: json))
        let match = matcher.match("order")
        #expect(match[parameter: "quantity"] == .int(20))
        // the unit is stored in its canonical form, as the parser reads it.
        #expect(match[parameter: "depth"] == .measurement(5, unit: "km"))
    }

    @Test("a Swift default outside its inclusiveRange is refused at registration")
    func swiftDefaultOutOfRange() async {
        let error = await #expect(throws: DiagnosticList.self) {
            _ = try await Assistant(apps: [AppRegistration(name: "Bakery", shortcuts: BakeryShortcuts.self)])
        }
        #expect(
            error?.diagnostics.map(\.summary) == [
                "BakeIntent.loaves.default: the default 42 is outside the parameter's range [1, 20]"
            ])
    }
}

/// `@Parameter(kind:)` says what a date holds, as the manifest's `kind` does: an alarm's time of
/// day reads an hour alone.
@Suite struct DateKindParameterTests {
    @Test func anAlarmTimeReadsAnHourAlone() async throws {
        let assistant = try await Assistant(apps: [AppRegistration(name: "Clock", shortcuts: AlarmShortcuts.self)])
        let intent = try #require(assistant.model.apps.first?.intents.first)
        #expect(intent.parameters.map(\.dateKind) == [.time])
        let now = try PinnedNow.saturday.context
        let match = try IntentMatcher(model: assistant.model).match("set an alarm for seven in Clock", context: now)
        #expect(match.outcome == .matched)
        #expect(match[parameter: "time"] == .date("2026-11-28T19:00"))
    }
}

struct AlarmIntent: AppIntent {
    static let title: LocalizedStringResource = "Set Alarm"
    @Parameter(title: "Time", kind: .time) var time: Date
    func perform() async throws -> some IntentResult { .result() }
}

struct AlarmShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: AlarmIntent(), phrases: ["Set an alarm for \(\.$time) in \(.applicationName)"],
            shortTitle: "Alarm", systemImageName: "alarm")
    }
}

struct BakeIntent: AppIntent {
    static let title: LocalizedStringResource = "Bake"
    @Parameter(title: "Loaves", default: 42, inclusiveRange: (1, 20)) var loaves: Int
    func perform() async throws -> some IntentResult { .result() }
}

struct BakeryShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: BakeIntent(), phrases: ["Bake \(\.$loaves) in \(.applicationName)"], shortTitle: "Bake",
            systemImageName: "oven")
    }
}
