import Foundation
import PhraseMatching
import Phrasebook
import Testing

/// Typed parameters resolved end to end through a manifest: lists of enum values, ranges, defaults.
@Suite("Typed parameters")
struct TypedParameterTests {
    static let manifest = """
        {"apps": [{"name": "Pizzeria",
          "enums": {"Topping": {"cases": [
            {"value": "cheese", "title": "Cheese", "synonyms": ["extra cheese"]},
            {"value": "olives", "title": "Olives"}, {"value": "mushrooms", "title": "Mushrooms"}]}},
          "intents": [{"name": "Order",
            "parameters": [{"name": "toppings", "type": "[Topping]"},
                           {"name": "count", "type": "Int", "range": [1, 9], "default": 1},
                           {"name": "pickup", "type": "Date", "optional": true}],
            "phrases": ["order [{count}] pizza[s] with {toppings} [for {pickup}]"]}]}]}
        """

    static let now: Date = {
        var components = DateComponents(year: 2026, month: 1, day: 31, hour: 18, minute: 45)
        components.timeZone = TimeZone(identifier: "UTC")
        return Calendar(identifier: .gregorian).date(from: components) ?? Date()
    }()

    static func context() -> ValueContext {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        return ValueContext(now: now, calendar: calendar)
    }

    @Test(arguments: [
        ("order pizza with olives", ["toppings": ParameterValue.list([.string("olives")]), "count": .int(1)]),
        (
            "order two pizzas with extra cheese and mushrooms",
            ["toppings": .list([.string("cheese"), .string("mushrooms")]), "count": .int(2)]
        ),
        (
            "order 3 pizzas with cheese, olives and mushrooms for tomorrow at 7 pm",
            [
                "toppings": .list([.string("cheese"), .string("olives"), .string("mushrooms")]), "count": .int(3),
                "pickup": .date("2026-02-01T19:00"),
            ]
        ),
    ])
    func resolves(text: String, expected: [String: ParameterValue]) throws {
        let matcher = try IntentMatcher(model: ManifestLoader.load(json: Self.manifest))
        let match = matcher.match(text, context: Self.context())
        #expect(match.outcome == .matched)
        #expect(Dictionary(uniqueKeysWithValues: match.parameters.map { ($0.name, $0.value) }) == expected)
    }

    @Test(arguments: ["order 12 pizzas with olives", "order pizza with anchovies"])
    func valuesOutsideTheTypeDoNotMatch(text: String) throws {
        let matcher = try IntentMatcher(model: ManifestLoader.load(json: Self.manifest))
        #expect(matcher.match(text, context: Self.context()).outcome != .matched)
    }

    @Test func aParameterUnitSettlesAmbiguousMeasurements() throws {
        func manifest(unit: String?) -> String {
            let unitKey = unit.map { #", "unit": "\#($0)""# } ?? ""
            return
                #"{"apps": [{"name": "Runner", "intents": [{"name": "LogRun", "parameters": [{"name": "distance", "type": "Measurement<Length>"\#(unitKey)}], "phrases": ["log a {distance} run"]}]}]}"#
        }
        let withUnit = try IntentMatcher(model: ManifestLoader.load(json: manifest(unit: "km")))
        #expect(withUnit.match("log a 5 k run")[parameter: "distance"] == .measurement(5, unit: "km"))
        #expect(withUnit.match("log a 3 mile run")[parameter: "distance"] == .measurement(3, unit: "mi"))
        let without = try IntentMatcher(model: ManifestLoader.load(json: manifest(unit: nil)))
        #expect(without.match("log a 5 k run").outcome != .matched)
        #expect(without.match("log a 5 km run")[parameter: "distance"] == .measurement(5, unit: "km"))
        #expect(throws: DiagnosticList.self) { try ManifestLoader.load(json: manifest(unit: "parsecs")) }
    }

    @Test(arguments: [("play the third song", 3), ("play the 21st song", 21), ("play the twenty second song", 22)])
    func ordinalsFillOrdinalParameters(text: String, position: Int) throws {
        let json =
            #"{"apps": [{"name": "Player", "intents": [{"name": "PlayTrack", "parameters": [{"name": "track", "type": "Ordinal"}], "phrases": ["play the {track} song"]}]}]}"#
        let matcher = try IntentMatcher(model: ManifestLoader.load(json: json))
        #expect(matcher.match(text)[parameter: "track"] == .int(position))
    }
}
