import Foundation
import Phrasebook
import Testing

/// The search's estimate must not charge words a typed slot can read (names, dates) as skipped:
/// it did, and an open `{title}` reading of the same intent then won over the typed one.
@Suite struct TypedSlotEstimateTests {
    static let manifest = """
        {"apps": [{"name": "Cal", "intents": [{"name": "Meet",
          "parameters": [{"name": "attendees", "type": "[Person]", "optional": true},
                         {"name": "start", "type": "Date", "optional": true},
                         {"name": "title", "type": "String", "optional": true}],
          "phrases": ["(schedule|add) {title} (for|on|at) {start}",
                      "(schedule|book) (a|an) (meeting|call) with {attendees} [{start}]"]}]}]}
        """

    @Test(arguments: [
        ("schedule a meeting with bill tomorrow at 2 pm", ["Bill"], "2026-11-23T14:00"),
        ("schedule a meeting with bill at 2 pm", ["Bill"], "2026-11-22T14:00"),
        ("book a call with ann and raj on friday", ["Ann", "Raj"], "2026-11-27"),
    ])
    func theTypedReadingWinsOverAnOpenOne(text: String, attendees: [String], start: String) throws {
        let matcher = try IntentMatcher(model: ManifestLoader.load(json: Self.manifest))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let match = matcher.match(
            text, context: ValueContext(now: Date(timeIntervalSince1970: 1_795_339_800), calendar: calendar))
        #expect(match.outcome == .matched)
        #expect(match[parameter: "attendees"] == .list(attendees.map(ParameterValue.person)))
        #expect(match[parameter: "start"] == .date(start))
        #expect(match[parameter: "title"] == nil)
    }
}
